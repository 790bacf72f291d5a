//===- ConvolutionTest.cpp - conv2d's three passes against the CPU --------===//
//
// Every case runs forward, backward filter (with the bias gradient) and
// backward data under both algorithm choices (heuristic and find), in every
// precision and layout, through cuDNN's graph API (the default reference: a
// configuration it does not support FAILS the test) and its legacy API
// (instances suffixed _legacy; NOT_SUPPORTED skips there).
//
//===----------------------------------------------------------------------===//

#include "GpuTestSupport.h"
#include "Kernels.h"

#include <cstdio>

using namespace netc::gputest;
namespace ref = netc::reference;

namespace {

struct ConvolutionCase {
  Shape input;                  ///< NHWC
  std::array<int64_t, 4> filter; ///< kh, kw, cin, cout
  ref::Strides strides;
  ref::Pads pad;                ///< top, bottom, left, right
  Activation activation;
  bool bias;
};

class ConvolutionTest : public LayerTest {
protected:
  void check(const ConvolutionCase &c);
};

void ConvolutionTest::check(const ConvolutionCase &c) {
  Shape output{c.input[0],
               windowOutput(c.input[1], c.pad[0], c.pad[1], c.filter[0], c.strides[0]),
               windowOutput(c.input[2], c.pad[2], c.pad[3], c.filter[1], c.strides[1]),
               c.filter[3]};
  PlanBuilder builder;
  builder.input("x", c.input);
  PlanLayer &conv = builder.layer("conv", OpKind::Conv2D, {"x"}, output);
  conv.filter = c.filter;
  conv.strides = c.strides;
  conv.pad = c.pad;
  conv.activation = c.activation;
  conv.bias = c.bias;
  build(builder.take());
  selectAlgorithms();
  // The report must say how bias and activation ran.
  if (reference() == Reference::Graph && (c.bias || c.activation != Activation::None)) {
    std::string epilogue =
        network->runner(target).algorithm(Pass::Forward, AlgorithmSearch::Find).epilogue;
    EXPECT_TRUE(epilogue.find(" fused") != std::string::npos ||
                epilogue.find(" separate") != std::string::npos)
        << "epilogue '" << epilogue << "'";
    std::printf("  forward epilogue: %s\n", epilogue.c_str());
  }

  Dims4 inputDims = dimsOf(c.input), outputDims = dimsOf(output);
  Dims4 filterDims{c.filter[3], c.filter[2], c.filter[0], c.filter[1]};
  const LayerSlot &s = slot();
  HostTensor x = downloadTensor(s.inputs[0], inputDims);
  HostTensor w = downloadTensor(s.buffer("filter"), filterDims);
  std::vector<double> bias;
  if (c.bias)
    bias = download(s.buffer("bias"), size_t(filterDims.n));

  for (AlgorithmSearch search : {AlgorithmSearch::Heuristic, AlgorithmSearch::Find}) {
    run(Pass::Forward, search);
    HostTensor y = downloadTensor(s.output, outputDims);
    expectClose("forward, " + algorithmName(Pass::Forward, search), y.values,
                ref::convolutionForward(x, w, bias, c.strides, c.pad, outputDims, c.activation)
                    .values);

    run(Pass::BackwardFilter, search);
    HostTensor dy = downloadTensor(s.outputGradient, outputDims);
    // Hard swish, SiLU, GELU: the slope at the biased convolution the layer
    // kept, itself checked against the host's.
    HostTensor dz = ref::activationGradient(y, dy, c.activation);
    if (kernels::slopeNeedsInput(c.activation)) {
      HostTensor kept = downloadTensor(s.buffer("pre_activation"), outputDims);
      expectClose("kept activation input", kept.values,
                  ref::convolutionForward(x, w, bias, c.strides, c.pad, outputDims,
                                          Activation::None)
                      .values);
      dz = ref::activationGradientFromInput(kept, dy, c.activation);
    }
    expectClose("backward filter, " + algorithmName(Pass::BackwardFilter, search),
                download(s.buffer("filter_gradient"), size_t(filterDims.count())),
                ref::convolutionBackwardFilter(x, dz, c.strides, c.pad, filterDims).values);
    if (c.bias)
      expectClose("bias gradient", download(s.buffer("bias_gradient"), size_t(filterDims.n)),
                  ref::biasGradient(dz));

    run(Pass::BackwardData, search);
    expectClose("backward data, " + algorithmName(Pass::BackwardData, search),
                download(s.inputGradients[0], size_t(inputDims.count())),
                ref::convolutionBackwardData(w, dz, c.strides, c.pad, inputDims).values);
  }
}

TEST_P(ConvolutionTest, SymmetricPadReluBias) {
  runSupported([&] { check({{2, 9, 9, 3}, {3, 3, 3, 5}, {1, 1}, {1, 1, 1, 1}, Activation::Relu, true}); });
}

TEST_P(ConvolutionTest, StrideTwoSameWithTheOddRowAfter) {
  // TensorFlow SAME, 10 x 7 -> 5 x 4: rows padded 0 before and 1 after.
  runSupported([&] { check({{3, 10, 7, 4}, {3, 3, 4, 6}, {2, 2}, {0, 1, 1, 1}, Activation::Tanh, true}); });
}

TEST_P(ConvolutionTest, StrideThreeEvenFilterAsymmetricBothWays) {
  // SAME for 10 -> 4 with a 4 x 4 filter: pad 1 before and 2 after, both axes.
  runSupported([&] { check({{2, 10, 10, 3}, {4, 4, 3, 4}, {3, 3}, {1, 2, 1, 2}, Activation::Sigmoid, false}); });
}

TEST_P(ConvolutionTest, PointwiseWithoutBias) {
  runSupported([&] { check({{1, 13, 13, 8}, {1, 1, 8, 16}, {1, 1}, {0, 0, 0, 0}, Activation::None, false}); });
}

TEST_P(ConvolutionTest, ValidFiveByFiveOneChannel) {
  // ECE408's layer shape at a small batch: 12 x 12 x 1 -> 8 x 8 x 7.
  runSupported([&] { check({{4, 12, 12, 1}, {5, 5, 1, 7}, {1, 1}, {0, 0, 0, 0}, Activation::Tanh, false}); });
}

TEST_P(ConvolutionTest, ChannelsForTensorCores) {
  // Channel counts that are multiples of 8 let cuDNN pick tensor-core
  // kernels in tf32, bf16 and fp16 (odd counts mostly get FMA kernels).
  runSupported([&] { check({{2, 8, 8, 16}, {3, 3, 16, 32}, {1, 1}, {1, 1, 1, 1}, Activation::Relu, true}); });
}

TEST_P(ConvolutionTest, RectangularFilterAndStrides) {
  runSupported([&] { check({{2, 11, 8, 5}, {5, 3, 5, 3}, {2, 1}, {2, 2, 1, 1}, Activation::Relu, true}); });
}

TEST_P(ConvolutionTest, OneChannelStrideTwoAsymmetricNonSquare) {
  // The shapes where the legacy heuristic picked slow engines: one input
  // channel, a 5 x 3 filter, stride 2 and SAME's odd row after.
  runSupported([&] { check({{2, 15, 12, 1}, {5, 3, 1, 8}, {2, 2}, {1, 2, 1, 1}, Activation::Relu, true}); });
}

TEST_P(ConvolutionTest, DeepReductionCatchesTf32InFp32) {
  // 3 x 3 x 64 = 576 products per output: TF32's 10-bit mantissa gives a
  // relative error near 1e-3, a hundred times fp32's bound of 1e-5, so an
  // fp32 run on tensor cores fails here.
  runSupported([&] { check({{2, 6, 6, 64}, {3, 3, 64, 16}, {1, 1}, {1, 1, 1, 1}, Activation::None, true}); });
}

TEST_P(ConvolutionTest, SiluWithBiasKeepsTheConvolution) {
  // EfficientNet's squeeze-and-excitation reduction: bias + SiLU, which no
  // pointwise mode fuses; its gradient needs the biased convolution.
  if (reference() != Reference::Graph)
    GTEST_SKIP() << "the legacy convolution has no gradient from the activation's input";
  runSupported([&] { check({{2, 5, 5, 16}, {1, 1, 16, 8}, {1, 1}, {0, 0, 0, 0}, Activation::Silu, true}); });
}

TEST_P(ConvolutionTest, HardSwishWithoutBias) {
  if (reference() != Reference::Graph)
    GTEST_SKIP() << "the legacy convolution has no gradient from the activation's input";
  runSupported([&] { check({{2, 7, 7, 4}, {3, 3, 4, 8}, {1, 1}, {1, 1, 1, 1}, Activation::HardSwish, false}); });
}

INSTANTIATE_TEST_SUITE_P(AllPrecisions, ConvolutionTest,
                         ::testing::ValuesIn(bothReferenceConfigs()), configName);

} // namespace
