//===- LayerTest.cpp - Every other op kind against the CPU ----------------===//
//
// Pooling, LRN, batch norm, softmax, sigmoid, inner product, elementwise,
// concat, dropout and reshape: forward and backward data (and backward
// filter for inner product), in every precision and layout.
//
//===----------------------------------------------------------------------===//

#include "GpuTestSupport.h"
#include "GraphChoice.h"
#include "Kernels.h"

#include <cstdio>

#include <random>

using namespace netc::gputest;
namespace ref = netc::reference;

namespace {

class OpTest : public LayerTest {
protected:
  // Each NHWC resample config is compiled when built (about 1.5 s on an
  // H100): the first two of heuristic mode A are enough to check the graph
  // path's results, and keep the pooling tests at seconds, not minutes.
  OpTest() { engineSearchLimit = 2; }

  void checkPool(bool max, const Shape &input, std::array<int64_t, 2> window,
                 ref::Strides strides, ref::Pads pad);
  void checkInnerProduct(const Shape &input, int64_t outputs, Activation activation, bool bias);
  void checkElementwise(ElementwiseKind kind, int inputs, Activation activation);
  void checkConcat(const std::vector<Shape> &inputs, int64_t axis);
  void checkBinary(ElementwiseKind kind, bool layerScale);


  /// Values without ties inside any plane of `dims`, so that the maximum of
  /// every window is unambiguous even after rounding to 16 bits: a shuffled
  /// ramp with steps of 2 / (h * w), far above bf16's rounding.
  std::vector<double> distinctPerPlane(const Dims4 &dims, unsigned seed) const;
};

std::vector<double> OpTest::distinctPerPlane(const Dims4 &d, unsigned seed) const {
  std::mt19937 random(seed);
  HostTensor tensor(d, layout());
  std::vector<int64_t> order(size_t(d.h * d.w));
  for (int64_t n = 0; n < d.n; ++n)
    for (int64_t c = 0; c < d.c; ++c) {
      for (size_t i = 0; i < order.size(); ++i)
        order[i] = int64_t(i);
      std::shuffle(order.begin(), order.end(), random);
      for (int64_t h = 0; h < d.h; ++h)
        for (int64_t w = 0; w < d.w; ++w)
          tensor.at(n, c, h, w) = -1.0 + 2.0 * double(order[size_t(h * d.w + w)]) /
                                             double(order.size());
    }
  return tensor.values;
}

void OpTest::checkPool(bool max, const Shape &input, std::array<int64_t, 2> window,
                       ref::Strides strides, ref::Pads pad) {
  Shape output{input[0], windowOutput(input[1], pad[0], pad[1], window[0], strides[0]),
               windowOutput(input[2], pad[2], pad[3], window[1], strides[1]), input[3]};
  PlanBuilder builder;
  builder.input("x", input);
  PlanLayer &pool = builder.layer("pool", max ? OpKind::MaxPool : OpKind::AvgPool, {"x"}, output);
  pool.ksize = window;
  pool.strides = strides;
  pool.pad = pad;
  build(builder.take());
  Dims4 inputDims = dimsOf(input), outputDims = dimsOf(output);
  const LayerSlot &s = slot();
  if (max)
    upload(s.inputs[0], distinctPerPlane(inputDims, 7));
  // The graph reference builds and times its engines here (and falls back
  // to the legacy calls where it must).
  selectAlgorithms();
  HostTensor x = downloadTensor(s.inputs[0], inputDims);
  run(Pass::Forward);
  expectClose("forward", download(s.output, size_t(outputDims.count())),
              ref::poolForward(x, max, window, strides, pad, outputDims).values);
  run(Pass::BackwardData);
  HostTensor dy = downloadTensor(s.outputGradient, outputDims);
  expectClose("backward data", download(s.inputGradients[0], size_t(inputDims.count())),
              ref::poolBackward(x, dy, max, window, strides, pad).values);
}

TEST_P(OpTest, MaxPoolOverlappingWindows) {
  runSupported([&] { checkPool(true, {2, 9, 9, 5}, {3, 3}, {2, 2}, {0, 0, 0, 0}); });
}

TEST_P(OpTest, MaxPoolSameWithTheOddRowAfter) {
  runSupported([&] { checkPool(true, {2, 7, 7, 3}, {2, 2}, {2, 2}, {0, 1, 0, 1}); });
}

TEST_P(OpTest, AvgPoolSymmetricPad) {
  runSupported([&] { checkPool(false, {2, 8, 8, 4}, {3, 3}, {1, 1}, {1, 1, 1, 1}); });
}

TEST_P(OpTest, AvgPoolSameWithTheOddRowAfter) {
  runSupported([&] { checkPool(false, {3, 5, 6, 2}, {2, 2}, {2, 2}, {0, 1, 0, 0}); });
}

TEST_P(OpTest, LocalResponseNormalisation) {
  runSupported([&] {
    for (auto [size, alpha, beta, k] : {std::tuple<int64_t, double, double, double>{5, 0.5, 0.75, 2.0},
                                        {3, 1.0, 0.5, 1.0}}) {
      Shape shape{2, 5, 5, 7};
      PlanBuilder builder;
      builder.input("x", shape);
      PlanLayer &lrn = builder.layer("norm", OpKind::LRN, {"x"}, shape);
      lrn.localSize = size;
      lrn.alpha = alpha;
      lrn.beta = beta;
      lrn.k = k;
      build(builder.take());
      Dims4 dims = dimsOf(shape);
      const LayerSlot &s = slot();
      HostTensor x = downloadTensor(s.inputs[0], dims);
      run(Pass::Forward);
      std::string name = "size " + std::to_string(size) + " ";
      expectClose(name + "forward", download(s.output, size_t(dims.count())),
                  ref::lrnForward(x, size, alpha, beta, k).values);
      // cuDNN 9 has no bf16 LRN; the runtime widens both passes to fp32
      // (CudnnLayers.cpp), and the backward uses y as stored (rounded).
      run(Pass::BackwardData);
      HostTensor dy = downloadTensor(s.outputGradient, dims);
      expectClose(name + "backward data", download(s.inputGradients[0], size_t(dims.count())),
                  ref::lrnBackward(x, dy, size, alpha, beta, k).values);
    }
  });
}

TEST_P(OpTest, BatchNormTrainingWithEachActivationKind) {
  runSupported([&] {
    for (Activation activation :
         {Activation::None, Activation::Relu, Activation::HardSwish, Activation::Silu}) {
      Shape shape{4, 5, 5, 6};
      PlanBuilder builder;
      builder.input("x", shape);
      PlanLayer &bn = builder.layer("bn", OpKind::BatchNorm, {"x"}, shape);
      bn.epsilon = 1e-5;
      bn.activation = activation;
      build(builder.take());
      Dims4 dims = dimsOf(shape);
      const LayerSlot &s = slot();
      size_t channels = size_t(dims.c);
      HostTensor x = downloadTensor(s.inputs[0], dims);
      std::vector<double> scale = download(s.buffer("scale"), channels, DataKind::F32);
      std::vector<double> shift = download(s.buffer("shift"), channels, DataKind::F32);
      run(Pass::Forward);
      HostTensor y = downloadTensor(s.output, dims);
      std::string name = std::string(activationName(activation)) + " ";
      expectClose(name + "forward", y.values,
                  ref::batchNormForward(x, scale, shift, 1e-5, activation).values);
      run(Pass::BackwardData);
      HostTensor dy = downloadTensor(s.outputGradient, dims);
      // Hard swish and SiLU: the slope at the normalised values the layer
      // kept, themselves checked against the host's.
      HostTensor dz = ref::activationGradient(y, dy, activation);
      if (kernels::slopeNeedsInput(activation)) {
        HostTensor kept = downloadTensor(s.buffer("pre_activation"), dims);
        expectClose(name + "kept activation input", kept.values,
                    ref::batchNormForward(x, scale, shift, 1e-5, Activation::None).values);
        dz = ref::activationGradientFromInput(kept, dy, activation);
      }
      ref::BatchNormGradients g = ref::batchNormBackward(x, dz, scale, 1e-5);
      expectClose(name + "backward data", download(s.inputGradients[0], size_t(dims.count())),
                  g.dx.values);
      expectClose(name + "scale gradient", download(s.buffer("scale_gradient"), channels, DataKind::F32),
                  g.dscale);
      expectClose(name + "shift gradient", download(s.buffer("shift_gradient"), channels, DataKind::F32),
                  g.dshift);
    }
  });
}

TEST_P(OpTest, SoftmaxOverClasses) {
  runSupported([&] {
    for (Shape input : {Shape{6, 10}, Shape{3, 1, 1, 17}}) {
      Shape output{input[0], elementCount(input) / input[0]};
      PlanBuilder builder;
      builder.input("x", input);
      builder.layer("prob", OpKind::Softmax, {"x"}, output).numClasses = output[1];
      build(builder.take());
      selectAlgorithms();
      Dims4 dims = dimsOf(output);
      const LayerSlot &s = slot();
      HostTensor x = downloadTensor(s.inputs[0], dims);
      run(Pass::Forward);
      HostTensor y = downloadTensor(s.output, dims);
      expectClose(shapeText(input) + " forward", y.values, ref::softmaxForward(x).values);
      run(Pass::BackwardData);
      expectClose(shapeText(input) + " backward data",
                  download(s.inputGradients[0], size_t(dims.count())),
                  ref::softmaxBackward(y, downloadTensor(s.outputGradient, dims)).values);
    }
  });
}

TEST_P(OpTest, SigmoidOutputLayer) {
  runSupported([&] {
    Shape input{6, 1, 1, 1}, output{6, 1};
    PlanBuilder builder;
    builder.input("x", input);
    builder.layer("prob", OpKind::Sigmoid, {"x"}, output);
    build(builder.take());
    const LayerSlot &s = slot();
    std::vector<double> x = download(s.inputs[0], 6);
    run(Pass::Forward);
    std::vector<double> y = download(s.output, 6), expected(6), dx(6);
    for (size_t i = 0; i < 6; ++i)
      expected[i] = ref::activate(x[i], Activation::Sigmoid);
    expectClose("forward", y, expected);
    run(Pass::BackwardData);
    std::vector<double> dy = download(s.outputGradient, 6);
    for (size_t i = 0; i < 6; ++i)
      dx[i] = dy[i] * y[i] * (1 - y[i]);
    expectClose("backward data", download(s.inputGradients[0], 6), dx);
  });
}

void OpTest::checkInnerProduct(const Shape &input, int64_t outputs, Activation activation,
                               bool bias) {
  int64_t batch = input[0], inputs = elementCount(input) / batch;
  PlanBuilder builder;
  builder.input("x", input);
  PlanLayer &fc = builder.layer("fc", OpKind::InnerProduct, {"x"}, {batch, outputs});
  fc.numOutputs = outputs;
  fc.activation = activation;
  fc.bias = bias;
  build(builder.take());
  // The graph reference (cuBLASLt) times its candidates here; the legacy
  // one (cublasGemmEx) has nothing to choose.
  selectAlgorithms();
  const LayerSlot &s = slot();
  std::vector<double> x = download(s.inputs[0], size_t(batch * inputs));
  std::vector<double> w = download(s.buffer("weights"), size_t(inputs * outputs));
  std::vector<double> b = bias ? download(s.buffer("bias"), size_t(outputs)) : std::vector<double>();
  for (AlgorithmSearch search : {AlgorithmSearch::Heuristic, AlgorithmSearch::Find}) {
    run(Pass::Forward, search);
    std::vector<double> y = download(s.output, size_t(batch * outputs));
    expectClose("forward, " + algorithmName(Pass::Forward, search), y,
                ref::innerProductForward(x, w, b, batch, inputs, outputs, activation));
    run(Pass::BackwardFilter, search);
    HostTensor yTensor({batch, outputs, 1, 1}, layout());
    yTensor.values = y;
    HostTensor dy = downloadTensor(s.outputGradient, {batch, outputs, 1, 1});
    HostTensor dz = ref::activationGradient(yTensor, dy, activation);
    if (kernels::slopeNeedsInput(activation)) { // hard swish, GELU: from the biased product kept
      HostTensor kept = downloadTensor(s.buffer("pre_activation"), {batch, outputs, 1, 1});
      expectClose("kept activation input", kept.values,
                  ref::innerProductForward(x, w, b, batch, inputs, outputs, Activation::None));
      dz = ref::activationGradientFromInput(kept, dy, activation);
    }
    ref::InnerProductGradients g =
        ref::innerProductBackward(x, w, dz.values, batch, inputs, outputs);
    expectClose("backward filter (weights), " + algorithmName(Pass::BackwardFilter, search),
                download(s.buffer("weights_gradient"), size_t(inputs * outputs)), g.dweights);
    if (bias)
      expectClose("bias gradient", download(s.buffer("bias_gradient"), size_t(outputs)), g.dbias);
    run(Pass::BackwardData, search);
    expectClose("backward data, " + algorithmName(Pass::BackwardData, search),
                download(s.inputGradients[0], size_t(batch * inputs)), g.dx);
  }
  if (reference() == Reference::Graph && (bias || activation != Activation::None))
    std::printf("  forward epilogue: %s\n",
                network->runner(target).algorithm(Pass::Forward, AlgorithmSearch::Find)
                    .epilogue.c_str());
}

/// Inner products through both references: cuBLASLt (graph, where an
/// unsupported product FAILS) and cublasGemmEx (legacy, suffixed _legacy).
class InnerProductTest : public OpTest {
protected:
};

TEST_P(InnerProductTest, OfAnImageWithReluAndBias) {
  runSupported([&] { checkInnerProduct({5, 4, 4, 3}, 7, Activation::Relu, true); });
}

TEST_P(InnerProductTest, OfAVectorWithTanhNoBias) {
  runSupported([&] { checkInnerProduct({3, 20}, 9, Activation::Tanh, false); });
}

TEST_P(InnerProductTest, SigmoidWithBiasOddSizes) {
  runSupported([&] { checkInnerProduct({7, 33}, 5, Activation::Sigmoid, true); });
}

TEST_P(InnerProductTest, DeepReductionCatchesTf32InFp32) {
  // 1024 products per output: TF32 would miss fp32's 1e-5 bound by far.
  runSupported([&] { checkInnerProduct({8, 1024}, 16, Activation::None, true); });
}

TEST_P(InnerProductTest, HardSwishWithBiasKeepsTheProduct) {
  if (reference() != Reference::Graph)
    GTEST_SKIP() << "the legacy inner product has no gradient from the activation's input";
  runSupported([&] { checkInnerProduct({6, 40}, 24, Activation::HardSwish, true); });
}

TEST_P(InnerProductTest, GeluWithoutBias) {
  if (reference() != Reference::Graph)
    GTEST_SKIP() << "the legacy inner product has no gradient from the activation's input";
  runSupported([&] { checkInnerProduct({4, 3, 3, 8}, 16, Activation::Gelu, false); });
}

TEST_P(InnerProductTest, ReluWithoutBias) {
  runSupported([&] { checkInnerProduct({4, 2, 2, 16}, 24, Activation::Relu, false); });
}

void OpTest::checkElementwise(ElementwiseKind kind, int count, Activation activation) {
  Shape shape{2, 4, 5, 3};
  PlanBuilder builder;
  std::vector<std::string> names;
  for (int i = 0; i < count; ++i) {
    names.push_back("x" + std::to_string(i));
    builder.input(names.back(), shape);
  }
  PlanLayer &layer = builder.layer("combine", OpKind::Elementwise, names, shape);
  layer.kind = kind;
  layer.activation = activation;
  build(builder.take());
  size_t elements = size_t(elementCount(shape));
  const LayerSlot &s = slot();
  if (kind == ElementwiseKind::Max) {
    // Levels 0.5 apart plus jitter below 0.25: no two inputs tie at an
    // element, so the gradient's destination is unambiguous.
    std::mt19937 random(11);
    std::uniform_real_distribution<double> jitter(-0.2, 0.2);
    auto values = std::vector<std::vector<double>>(size_t(count), std::vector<double>(elements));
    auto levels = std::vector<int>(size_t(count));
    for (size_t e = 0; e < elements; ++e) {
      for (int i = 0; i < count; ++i)
        levels[size_t(i)] = i;
      std::shuffle(levels.begin(), levels.end(), random);
      for (int i = 0; i < count; ++i)
        values[size_t(i)][e] = -0.5 + 0.5 * levels[size_t(i)] + jitter(random);
    }
    for (int i = 0; i < count; ++i)
      upload(s.inputs[size_t(i)], values[size_t(i)]);
  }
  std::vector<std::vector<double>> inputs;
  for (int i = 0; i < count; ++i)
    inputs.push_back(download(s.inputs[size_t(i)], elements));
  run(Pass::Forward);
  std::vector<double> y = download(s.output, elements);
  expectClose("forward", y, ref::elementwiseForward(inputs, kind, activation));
  run(Pass::BackwardData);
  auto expected = ref::elementwiseBackward(inputs, y, download(s.outputGradient, elements), kind,
                                           activation);
  for (int i = 0; i < count; ++i)
    expectClose("backward data of input " + std::to_string(i),
                download(s.inputGradients[size_t(i)], elements), expected[size_t(i)]);
}

/// net.binary: squeeze-and-excitation's [n, 1, 1, c] scale times (or plus)
/// [n, h, w, c], the scale first as ONNX exports it; or a layer scale, the
/// input times a [1, 1, 1, c] constant. Forward, and the one backward pass:
/// both inputs' gradients, or the input's and the constant's.
void OpTest::checkBinary(ElementwiseKind kind, bool layerScale) {
  Shape full{3, 4, 5, 8}, scale{layerScale ? 1 : 3, 1, 1, 8};
  PlanBuilder builder;
  builder.input("x", full);
  if (!layerScale)
    builder.input("s", scale);
  PlanLayer &layer = builder.layer("se", OpKind::Binary,
                                   layerScale ? std::vector<std::string>{"x"}
                                              : std::vector<std::string>{"s", "x"},
                                   full);
  layer.kind = kind;
  if (layerScale)
    layer.constantShape = scale;
  build(builder.take());
  const LayerSlot &s = slot();
  Dims4 dims = dimsOf(full), scaleDims = dimsOf(scale);
  size_t fullCount = size_t(dims.count()), scaleCount = size_t(scaleDims.count());
  const void *scalePointer = layerScale ? s.buffer("gamma") : s.inputs[0];
  const void *fullPointer = layerScale ? s.inputs[0] : s.inputs[1];
  HostTensor x = downloadTensor(fullPointer, dims), b = downloadTensor(scalePointer, scaleDims);
  bool product = kind == ElementwiseKind::Product;
  auto broadcastAt = [&](int64_t n, int64_t c) { return b.at(scaleDims.n == 1 ? 0 : n, c, 0, 0); };
  run(Pass::Forward);
  HostTensor want(dims, layout());
  for (int64_t n = 0; n < dims.n; ++n)
    for (int64_t c = 0; c < dims.c; ++c)
      for (int64_t h = 0; h < dims.h; ++h)
        for (int64_t w = 0; w < dims.w; ++w)
          want.at(n, c, h, w) = product ? x.at(n, c, h, w) * broadcastAt(n, c)
                                        : x.at(n, c, h, w) + broadcastAt(n, c);
  expectClose("forward", download(s.output, fullCount), want.values);
  run(Pass::BackwardData);
  HostTensor dy = downloadTensor(s.outputGradient, dims);
  HostTensor dx(dims, layout()), db(scaleDims, layout());
  for (int64_t n = 0; n < dims.n; ++n)
    for (int64_t c = 0; c < dims.c; ++c)
      for (int64_t h = 0; h < dims.h; ++h)
        for (int64_t w = 0; w < dims.w; ++w) {
          double g = dy.at(n, c, h, w);
          dx.at(n, c, h, w) = product ? g * broadcastAt(n, c) : g;
          db.at(scaleDims.n == 1 ? 0 : n, c, 0, 0) += product ? g * x.at(n, c, h, w) : g;
        }
  expectClose("gradient of the full input",
              download(layerScale ? s.inputGradients[0] : s.inputGradients[1], fullCount),
              dx.values);
  expectClose(layerScale ? "gradient of the constant" : "gradient of the broadcast input",
              download(layerScale ? s.buffer("gamma_gradient") : s.inputGradients[0], scaleCount),
              db.values);
}

TEST_P(OpTest, BinaryProductOfSqueezeExcitation) {
  runSupported([&] { checkBinary(ElementwiseKind::Product, false); });
}

TEST_P(OpTest, BinaryBroadcastSum) {
  runSupported([&] { checkBinary(ElementwiseKind::Sum, false); });
}

TEST_P(OpTest, BinaryLayerScale) {
  runSupported([&] { checkBinary(ElementwiseKind::Product, true); });
}

TEST_P(OpTest, ElementwiseSumOfThree) {
  runSupported([&] { checkElementwise(ElementwiseKind::Sum, 3, Activation::None); });
}

TEST_P(OpTest, ElementwiseProductWithTanh) {
  runSupported([&] { checkElementwise(ElementwiseKind::Product, 2, Activation::Tanh); });
}

TEST_P(OpTest, ElementwiseMaxWithRelu) {
  runSupported([&] { checkElementwise(ElementwiseKind::Max, 3, Activation::Relu); });
}

void OpTest::checkConcat(const std::vector<Shape> &inputs, int64_t axis) {
  Shape output = inputs[0];
  output[size_t(axis)] = 0;
  PlanBuilder builder;
  std::vector<std::string> names;
  std::vector<Dims4> inputDims;
  for (size_t i = 0; i < inputs.size(); ++i) {
    names.push_back("x" + std::to_string(i));
    builder.input(names.back(), inputs[i]);
    output[size_t(axis)] += inputs[i][size_t(axis)];
    inputDims.push_back(dimsOf(inputs[i]));
  }
  builder.layer("concat", OpKind::Concat, names, output).axis = axis;
  build(builder.take());
  const LayerSlot &s = slot();
  Dims4 outputDims = dimsOf(output);
  std::vector<HostTensor> x;
  for (size_t i = 0; i < inputs.size(); ++i)
    x.push_back(downloadTensor(s.inputs[i], inputDims[i]));
  run(Pass::Forward);
  expectClose("forward", download(s.output, size_t(outputDims.count())),
              ref::concatForward(x, axis, outputDims).values);
  run(Pass::BackwardData);
  auto expected = ref::concatBackward(downloadTensor(s.outputGradient, outputDims), inputDims, axis);
  for (size_t i = 0; i < inputs.size(); ++i)
    expectClose("backward data of input " + std::to_string(i),
                download(s.inputGradients[i], size_t(inputDims[i].count())), expected[i].values);
}

TEST_P(OpTest, ConcatChannels) {
  runSupported([&] { checkConcat({{2, 3, 3, 2}, {2, 3, 3, 5}, {2, 3, 3, 3}}, 3); });
}

TEST_P(OpTest, ConcatHeight) {
  runSupported([&] { checkConcat({{2, 2, 4, 3}, {2, 5, 4, 3}}, 1); });
}

TEST_P(OpTest, DropoutMultipliesByItsMask) {
  runSupported([&] {
    Shape shape{4, 10, 10, 5};
    PlanBuilder builder;
    builder.input("x", shape);
    builder.layer("drop", OpKind::Dropout, {"x"}, shape).keepProb = 0.7;
    build(builder.take());
    size_t elements = size_t(elementCount(shape));
    const LayerSlot &s = slot();
    std::vector<double> x = download(s.inputs[0], elements);
    std::vector<double> mask = download(s.buffer("mask"), elements);
    size_t kept = 0;
    for (double m : mask) {
      kept += m != 0;
      // 1 / 0.7 rounds in 16-bit storage; compare loosely.
      EXPECT_TRUE(m == 0 || std::abs(m - 1 / 0.7) < 1e-2) << m;
    }
    double fraction = double(kept) / double(elements);
    std::printf("    %-52s %.3f of elements kept (keep_prob 0.7)\n", "mask", fraction);
    EXPECT_NEAR(fraction, 0.7, 0.05);
    run(Pass::Forward);
    std::vector<double> expected(elements), dx(elements);
    for (size_t i = 0; i < elements; ++i)
      expected[i] = x[i] * mask[i];
    expectClose("forward", download(s.output, elements), expected);
    run(Pass::BackwardData);
    std::vector<double> dy = download(s.outputGradient, elements);
    for (size_t i = 0; i < elements; ++i)
      dx[i] = dy[i] * mask[i];
    expectClose("backward data", download(s.inputGradients[0], elements), dx);
  });
}

TEST_P(OpTest, ReshapeIsTheInputsMemory) {
  Shape input{3, 2, 2, 5}, output{3, 20};
  PlanBuilder builder;
  builder.input("x", input);
  builder.layer("flat", OpKind::Reshape, {"x"}, output);
  build(builder.take());
  EXPECT_EQ(slot().output, slot().inputs[0]);
  EXPECT_EQ(slot().outputGradient, slot().inputGradients[0]);
  EXPECT_FALSE(network->runsPass(target, Pass::Forward));
}

/// Pooling and softmax through both references on random inputs, both
/// passes, against the CPU: the graph API (GraphPoolingLayer.cpp, with its
/// legacy fallback) and the legacy calls; and the report's name of what ran.
class ReferencePathTest : public OpTest {
protected:
  ReferencePathTest() { graphPooling = true; } // the path under test (opt-in elsewhere)

  /// What ran for `pass`, printed, and checked against the reference: the
  /// graph reference names a graph engine ("graph ...") or the legacy call
  /// with the reason; the legacy reference runs the legacy call (no choice).
  /// `graphExpected`: this configuration must not have fallen back.
  void expectPath(Pass pass, bool graphExpected) {
    AlgorithmChoice choice = network->runner(target).algorithm(pass, AlgorithmSearch::Find);
    std::printf("  [%s] %s: %s%s%s\n", referenceName(reference()), passName(pass),
                choice.name.c_str(), choice.fallbackReason.empty() ? "" : " because ",
                choice.fallbackReason.c_str());
    if (reference() == Reference::Legacy) {
      EXPECT_FALSE(network->runner(target).hasAlgorithmChoice(pass));
      return;
    }
    bool graph = choice.name.rfind("graph ", 0) == 0;
    bool legacy = choice.name.rfind("legacy ", 0) == 0 && !choice.fallbackReason.empty();
    EXPECT_TRUE(graph || legacy) << "unnamed reference path: '" << choice.name << "'";
    if (graphExpected) {
      EXPECT_TRUE(graph) << "fell back to the legacy call: " << choice.fallbackReason;
    }
    // The heuristic's choice is a graph engine too when the fastest is.
    AlgorithmChoice heuristic =
        network->runner(target).algorithm(pass, AlgorithmSearch::Heuristic);
    EXPECT_EQ(heuristic.name.rfind("graph ", 0) == 0, graph);
  }

  void checkPoolBothPasses(bool max, const Shape &input, std::array<int64_t, 2> window,
                           ref::Strides strides, ref::Pads pad) {
    checkPool(max, input, window, strides, pad);
    // Seen on an H100 with cuDNN 9.19 (2026-11-25): NHWC ran the resample
    // graphs in tf32 and bf16 (there, and in fp16 as in the frontend's own
    // fp16 NHWC sample, they must run; fp16 not yet seen); in fp32 every
    // NHWC config carries a note the fp32 filter deselects, and NCHW has a
    // forward engine but no backward one: both fall back, by name.
    // bf16 average pooling is known wrong on those engines (2026-11-28,
    // poolingGraphKnownWrong): the legacy calls, by name.
    bool graphExpected = layout() == Layout::NHWC && precision() != Precision::FP32 &&
                         !(precision() == Precision::BF16 && !max);
    expectPath(Pass::Forward, graphExpected);
    expectPath(Pass::BackwardData, graphExpected);
    if (reference() == Reference::Graph && poolingGraphKnownWrong(max, precision())) {
      EXPECT_EQ(network->runner(target).algorithm(Pass::Forward, AlgorithmSearch::Find)
                    .fallbackReason,
                *poolingGraphKnownWrong(max, precision()));
    }
  }
};

TEST_P(ReferencePathTest, MaxPoolRandomInputsSameWithTheOddRowAfter) {
  runSupported([&] { checkPoolBothPasses(true, {4, 13, 13, 16}, {3, 3}, {2, 2}, {0, 1, 0, 1}); });
}

TEST_P(ReferencePathTest, MaxPoolRandomInputsOverlappingValid) {
  runSupported([&] { checkPoolBothPasses(true, {2, 9, 11, 8}, {3, 3}, {2, 2}, {0, 0, 0, 0}); });
}

TEST_P(ReferencePathTest, AvgPoolRandomInputsSymmetricPad) {
  runSupported([&] { checkPoolBothPasses(false, {4, 12, 12, 16}, {3, 3}, {1, 1}, {1, 1, 1, 1}); });
}

TEST_P(ReferencePathTest, AvgPoolRandomInputsGlobal) {
  runSupported([&] { checkPoolBothPasses(false, {4, 7, 7, 32}, {7, 7}, {1, 1}, {0, 0, 0, 0}); });
}

TEST_P(ReferencePathTest, SoftmaxRandomInputsBothPasses) {
  runSupported([&] {
    Shape input{8, 1000}, output{8, 1000};
    PlanBuilder builder;
    builder.input("x", input);
    builder.layer("prob", OpKind::Softmax, {"x"}, output).numClasses = output[1];
    build(builder.take());
    selectAlgorithms();
    Dims4 dims = dimsOf(output);
    const LayerSlot &s = slot();
    HostTensor x = downloadTensor(s.inputs[0], dims);
    run(Pass::Forward);
    HostTensor y = downloadTensor(s.output, dims);
    expectClose("forward", y.values, ref::softmaxForward(x).values);
    run(Pass::BackwardData);
    expectClose("backward data", download(s.inputGradients[0], size_t(dims.count())),
                ref::softmaxBackward(y, downloadTensor(s.outputGradient, dims)).values);
    // Whether an engine runs this graph is cuDNN's to say: either path, named.
    expectPath(Pass::Forward, false);
    expectPath(Pass::BackwardData, false);
  });
}

INSTANTIATE_TEST_SUITE_P(AllPrecisions, OpTest, ::testing::ValuesIn(allConfigs()), configName);
INSTANTIATE_TEST_SUITE_P(BothReferences, ReferencePathTest,
                         ::testing::ValuesIn(bothReferenceConfigs()), configName);
INSTANTIATE_TEST_SUITE_P(AllPrecisions, InnerProductTest,
                         ::testing::ValuesIn(bothReferenceConfigs()), configName);

} // namespace
