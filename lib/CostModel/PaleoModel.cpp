//===- PaleoModel.cpp - Paleo's analytical GPU time model -----------------===//
//
// Every formula is evaluated in the order MODEL.md writes it, with IEEE
// doubles and no FMA contraction (-ffp-contract=off, set globally), so that
// the results are Paleo's to the last bit. Integer products are formed
// exactly before they become doubles, as Python's integers are.
//
//===----------------------------------------------------------------------===//

#include "CostModel/PaleoModel.h"
#include "CostModel/PythonFloat.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

#include <algorithm>
#include <cstdlib>

using namespace mlir;
using namespace netc;
using namespace netc::paleo;
using net::Shape;

//===----------------------------------------------------------------------===//
// Devices and primitives (sections 4 and 10)
//===----------------------------------------------------------------------===//

namespace {
/// Paleo's GPUs (paleo/device.py). CPU_I7 is left out: Paleo's profile
/// prints no rows for a CPU.
const Device kDevices[] = {
    {"TITAN_X", "Titan X", 1000, 6144, 336.5},
    {"K20", "K20", 1000, 3520, 208},
    {"K20X", "K20X", 1000, 3935, 250},
    {"K40", "K40", 745, 4290, 288},
    {"K80", "K80", 560, 5600, 480},
    {"GEFORCE_780_TI", "GeForce 780 Ti", 875, 5040, 336},
    {"GEFORCE_750_M", "GeForce 750 M", 941, 722.7, 80},
};

constexpr double kBytesPerFloat = 4.0;
constexpr double kBytesPerGiB = 1073741824.0; // 2^30: Paleo's "GB"

/// The product of `factors` as Python forms it: exactly, then rounded once to
/// a double. 128 bits hold the product for any network the importer accepts;
/// should they not, the rest is multiplied in doubles rather than overflow.
double exactProduct(ArrayRef<int64_t> factors) {
  __int128 product = 1;
  for (auto [index, factor] : llvm::enumerate(factors)) {
    __int128 next;
    if (__builtin_mul_overflow(product, static_cast<__int128>(factor), &next)) {
      double approximate = static_cast<double>(product);
      for (int64_t rest : factors.drop_front(index))
        approximate *= static_cast<double>(rest);
      return approximate;
    }
    product = next;
  }
  return static_cast<double>(product);
}

/// Bytes of an f32 tensor. Scaling by 4 is exact, so this equals Python's
/// `np.prod(shape) * 4` converted to a float.
double tensorBytes(ArrayRef<int64_t> shape) {
  return kBytesPerFloat * exactProduct(shape);
}
} // namespace

ArrayRef<Device> netc::paleo::getDevices() { return kDevices; }

const Device *netc::paleo::findDevice(StringRef key) {
  for (const Device &device : kDevices)
    if (device.key.equals_insensitive(key))
      return &device;
  return nullptr;
}

Device netc::paleo::getDeviceFromProfile(const DeviceProfile &profile) {
  return {profile.key, profile.name, profile.boostClockMHz,
          profile.getPeakGflops(PeakKind::FP32), profile.memoryBandwidthGBs};
}

std::string Milliseconds::str() const {
  return isCharged ? pythonFloatRepr(ms) : "0";
}

double PaleoModel::clockFloorMs() const { return 1.0 / device.clockMHz / 1000.0; }

double PaleoModel::compute(double flops, double ppp) const {
  double ms = flops / 1e9 / device.peakGflops * 1000.0;
  ms /= ppp;
  return std::max(clockFloorMs(), ms);
}

double PaleoModel::memory(double bytes, double ppp) const {
  // Bandwidth is in GB/s but bytes are divided by 2^30 (section 4).
  double ms = bytes / kBytesPerGiB / device.bandwidthGBs * 1000.0;
  ms /= ppp;
  return std::max(clockFloorMs(), ms);
}

Milliseconds PaleoModel::computeTime(double flops) const {
  if (flops == 0)
    return Milliseconds();
  return Milliseconds::charged(compute(flops, pppComp));
}

double PaleoModel::memoryTime(double bytes) const { return memory(bytes, pppComp); }

Milliseconds PaleoModel::weightUpdateTime(int64_t parameterBytes) const {
  // w -= lr * g: 2 FLOPs per parameter. The 3 (read weights, read gradients,
  // write weights) multiplies the floored term, and PPP stays 1.
  int64_t parameters = parameterBytes / 4;
  Milliseconds computeMs;
  if (parameters != 0)
    computeMs = Milliseconds::charged(compute(2.0 * static_cast<double>(parameters), 1.0));
  return computeMs +
         Milliseconds::charged(3 * memory(static_cast<double>(parameterBytes), 1.0));
}

//===----------------------------------------------------------------------===//
// Convolutions as GEMMs and their gradient geometry (sections 5.1 and 5.2)
//===----------------------------------------------------------------------===//

namespace {
/// A convolution in Paleo's terms (section 2): NHWC shapes, filter [kh, kw,
/// ci, co], and the pads Paleo states (SAME: floor of half the total, which
/// may be negative).
struct Convolution {
  Shape input, filter, output;
  int64_t strides[2];
  int64_t pads[2];
  bool validPadding;
};

/// TensorFlow's backprop geometry, per spatial dimension, as Paleo takes it.
struct GradientGeometry {
  int64_t expanded[2]; ///< the output gradient with stride holes: E
  int64_t pads[2];     ///< min(pad before, pad after)
  double holeFraction; ///< the share of E's positions that are holes
};

InFlightDiagnostic layerError(net::LayerOpInterface layer) {
  return layer->emitError() << "layer '" << layer.getLayerName() << "': ";
}

std::string shapeText(ArrayRef<int64_t> shape) {
  return "[" + llvm::join(llvm::map_range(shape, [](int64_t d) { return std::to_string(d); }),
                          ", ") +
         "]";
}

void addMemoryTerm(const PaleoModel &model, LayerCost &cost, llvm::StringLiteral operand,
                   double bytes) {
  double ms = model.memoryTime(bytes);
  cost.memory.push_back({operand, bytes, ms});
  cost.communication += Milliseconds::charged(ms);
}

LayerCost uncharged(llvm::StringLiteral why) {
  LayerCost cost;
  cost.uncharged = why;
  return cost;
}

/// 𝒢(L): the convolution's FLOPs at peak, plus reading its padded input and
/// its filter and writing its output. Holes in the filters shrink the FLOPs
/// and the filter bytes; holes in the inputs only add a term (section 5.2's
/// overcount).
LayerCost costGemm(const PaleoModel &model, const GemmConvolution &conv) {
  const Shape &in = conv.input, &filter = conv.filter, &out = conv.output;
  double holesInFilters = conv.holesInInputs ? 0.0 : conv.holeFraction;
  double holesInInputs = conv.holesInInputs ? conv.holeFraction : 0.0;

  LayerCost cost;
  cost.formula = Formula::ConvGemm;
  cost.gemm = conv;
  cost.flops =
      2.0 * exactProduct({filter[0], filter[1], filter[2], out[1], out[2], filter[3], in[0]}) *
      (1.0 - holesInFilters);
  if (holesInInputs > 0)
    cost.flops += 2.0 * exactProduct(in) * (1.0 - holesInInputs);
  cost.compute = model.computeTime(cost.flops);

  addMemoryTerm(model, cost, "input",
                kBytesPerFloat * exactProduct({in[0], in[1] + 2 * conv.pads[0],
                                               in[2] + 2 * conv.pads[1], in[3]}));
  addMemoryTerm(model, cost, "filter",
                exactProduct(filter) * (1.0 - holesInFilters) * kBytesPerFloat);
  addMemoryTerm(model, cost, "output", tensorBytes(out));
  return cost;
}

GemmConvolution forwardGemm(const Convolution &conv) {
  return {conv.input, conv.filter, conv.output, {conv.pads[0], conv.pads[1]}};
}

/// E, the pads and the hole fraction of TensorFlow's
/// ConvBackpropExtractAndVerifyDimension. Where the pads before and after E
/// differ by one, TensorFlow grows E by one; by more, Paleo's dummies cannot
/// take the layer's shape and Paleo aborts, so this reports it instead.
FailureOr<GradientGeometry> computeGradientGeometry(const Convolution &conv,
                                                    net::LayerOpInterface layer,
                                                    StringRef what) {
  GradientGeometry geometry;
  for (int i = 0; i < 2; ++i) {
    int64_t in = conv.input[1 + i], window = conv.filter[i];
    int64_t expanded = (conv.output[1 + i] - 1) * conv.strides[i] + 1;
    int64_t padBefore = window - 1 - conv.pads[i];
    int64_t padAfter = (in + window - 1) - expanded - padBefore;
    int64_t gap = std::abs(padBefore - padAfter);
    if (gap >= 2)
      return layerError(layer)
             << "Paleo cannot cost " << what << ": along " << (i == 0 ? "height" : "width")
             << " the output gradient expanded by the stride (" << expanded
             << ") needs padding " << padBefore << " before and " << padAfter
             << " after, which differ by " << gap
             << "; TensorFlow's geometry allows at most 1 (Paleo aborts here with an "
                "AssertionError)";
    geometry.expanded[i] = gap == 1 ? expanded + 1 : expanded;
    geometry.pads[i] = std::min(padBefore, padAfter);
  }
  // Exact, as Python's integers: huge explicit pads can make E large.
  __int128 holes = static_cast<__int128>(geometry.expanded[0]) * geometry.expanded[1] -
                   static_cast<__int128>(conv.output[1]) * conv.output[2];
  geometry.holeFraction = static_cast<double>(holes) /
                          static_cast<double>(geometry.expanded[0]) /
                          static_cast<double>(geometry.expanded[1]);
  return geometry;
}

/// The gradient wrt the input as a convolution: the expanded output gradient
/// (holes in the inputs) with the filter's channels swapped, stride 1.
FailureOr<GemmConvolution> backwardDataGemm(const Convolution &conv,
                                            const GradientGeometry &geometry,
                                            net::LayerOpInterface layer) {
  const Shape &filter = conv.filter;
  GemmConvolution dummy;
  dummy.input = {conv.output[0], geometry.expanded[0], geometry.expanded[1], conv.output[3]};
  dummy.filter = {filter[0], filter[1], filter[3], filter[2]};
  dummy.pads[0] = geometry.pads[0];
  dummy.pads[1] = geometry.pads[1];
  dummy.output = {conv.output[0], geometry.expanded[0] + 2 * geometry.pads[0] - filter[0] + 1,
                  geometry.expanded[1] + 2 * geometry.pads[1] - filter[1] + 1, filter[2]};
  dummy.holeFraction = geometry.holeFraction;
  dummy.holesInInputs = true;
  if (dummy.output != conv.input)
    return layerError(layer) << "Paleo's backward-data convolution for this layer gives "
                             << shapeText(dummy.output) << ", not its input "
                             << shapeText(conv.input)
                             << " (Paleo aborts here with an AssertionError)";
  return dummy;
}

/// The gradient wrt the filter as a convolution of the input, laid out
/// [C, H, W, N], with the expanded output gradient as its filter (holes in
/// the filters), stride 1. It keeps VALID padding, otherwise takes the
/// gradient geometry's pads.
FailureOr<GemmConvolution> backwardFilterGemm(const Convolution &conv,
                                              const GradientGeometry &geometry,
                                              double holeFraction,
                                              net::LayerOpInterface layer) {
  const Shape &in = conv.input;
  GemmConvolution dummy;
  dummy.input = {in[3], in[1], in[2], in[0]};
  dummy.filter = {geometry.expanded[0], geometry.expanded[1], conv.output[0], conv.output[3]};
  for (int i = 0; i < 2; ++i)
    dummy.pads[i] = conv.validPadding ? 0 : geometry.pads[i];
  dummy.output = {in[3], in[1] + 2 * dummy.pads[0] - geometry.expanded[0] + 1,
                  in[2] + 2 * dummy.pads[1] - geometry.expanded[1] + 1, conv.output[3]};
  dummy.holeFraction = holeFraction;
  if (dummy.output[1] != conv.filter[0] || dummy.output[2] != conv.filter[1])
    return layerError(layer)
           << "Paleo's backward-filter convolution for this layer gives "
           << shapeText(dummy.output) << ", whose window [" << dummy.output[1] << ", "
           << dummy.output[2] << "] is not the filter's [" << conv.filter[0] << ", "
           << conv.filter[1] << "] (Paleo aborts here with an AssertionError)";
  return dummy;
}

//===----------------------------------------------------------------------===//
// Per-layer costs (section 5)
//===----------------------------------------------------------------------===//

ArrayRef<int64_t> shapeOf(Value value) {
  return cast<RankedTensorType>(value.getType()).getShape();
}

/// Paleo's `backprop` is false exactly when the literal name `data` is among
/// a layer's parents: no gradient flows into the network input.
bool readsNetworkInput(Value input) {
  auto producer = input.getDefiningOp<net::LayerOpInterface>();
  return producer && producer.getLayerName() == "data";
}

FailureOr<LayerCost> costConvolution(const PaleoModel &model, net::Conv2DOp op, Pass pass) {
  SmallVector<int64_t, 2> pads = op.getPadAmounts();
  Convolution conv{Shape(shapeOf(op.getInput())),
                   Shape(op.getFilter()),
                   Shape(shapeOf(op.getOutput())),
                   {op.getStrides()[0], op.getStrides()[1]},
                   {pads[0], pads[1]},
                   op.getPadding() == net::PaddingKind::Valid};
  if (pass == Pass::Forward)
    return costGemm(model, forwardGemm(conv));

  auto layer = cast<net::LayerOpInterface>(op.getOperation());
  FailureOr<GradientGeometry> geometry =
      computeGradientGeometry(conv, layer, "this layer's gradients");
  if (failed(geometry))
    return failure();
  if (pass == Pass::BackwardData) {
    // Paleo builds and checks the dummy before it looks at `backprop`.
    FailureOr<GemmConvolution> dummy = backwardDataGemm(conv, *geometry, layer);
    if (failed(dummy))
      return failure();
    if (readsNetworkInput(op.getInput()))
      return uncharged("reads the network input 'data': Paleo computes no gradient "
                       "wrt data for it");
    return costGemm(model, *dummy);
  }
  FailureOr<GemmConvolution> dummy =
      backwardFilterGemm(conv, *geometry, geometry->holeFraction, layer);
  if (failed(dummy))
    return failure();
  return costGemm(model, *dummy);
}

/// Paleo models a deconvolution through the convolution T that maps its
/// output back to its input: its forward pass is T's backward-data dummy D,
/// its gradient wrt data is T itself (whatever feeds it), and its gradient
/// wrt filter is D's own backward-filter dummy carrying D's hole fraction.
/// Paleo builds and checks all three when it reads the layer, so all three
/// are checked for every pass.
FailureOr<LayerCost> costDeconvolution(const PaleoModel &model, net::Deconv2DOp op,
                                       Pass pass) {
  ArrayRef<int64_t> output = shapeOf(op.getOutput()), filter = op.getFilter(),
                    strides = op.getStrides();
  Convolution transposed{Shape(output), Shape(filter), Shape(shapeOf(op.getInput())),
                         {strides[0], strides[1]}, {0, 0},
                         op.getPadding() == net::PaddingKind::Valid};
  for (int i = 0; i < 2; ++i) {
    if (op.getPadding() == net::PaddingKind::Same)
      transposed.pads[i] = net::samePadBefore(output[1 + i], filter[i], strides[i]);
    else if (op.getPadding() == net::PaddingKind::Explicit)
      transposed.pads[i] = (*op.getPad())[i];
  }

  auto layer = cast<net::LayerOpInterface>(op.getOperation());
  FailureOr<GradientGeometry> geometry =
      computeGradientGeometry(transposed, layer, "this deconvolution");
  if (failed(geometry))
    return failure();
  FailureOr<GemmConvolution> forward = backwardDataGemm(transposed, *geometry, layer);
  if (failed(forward))
    return failure();
  Convolution equivalent{forward->input, forward->filter, forward->output, {1, 1},
                         {forward->pads[0], forward->pads[1]}, false};
  FailureOr<GradientGeometry> equivalentGeometry =
      computeGradientGeometry(equivalent, layer, "this deconvolution's filter gradient");
  if (failed(equivalentGeometry))
    return failure();
  FailureOr<GemmConvolution> filterGradient =
      backwardFilterGemm(equivalent, *equivalentGeometry, geometry->holeFraction, layer);
  if (failed(filterGradient))
    return failure();

  switch (pass) {
  case Pass::Forward:
    return costGemm(model, *forward);
  case Pass::BackwardData:
    return costGemm(model, forwardGemm(transposed));
  case Pass::BackwardFilter:
    return costGemm(model, *filterGradient);
  }
  llvm_unreachable("unknown pass");
}

/// mm(P, Q, R): 2|P|·Q_last FLOPs; read P and Q, write R.
LayerCost costMatMul(const PaleoModel &model, ArrayRef<int64_t> lhs, llvm::StringLiteral lhsName,
                     ArrayRef<int64_t> rhs, llvm::StringLiteral rhsName,
                     ArrayRef<int64_t> result, llvm::StringLiteral resultName) {
  LayerCost cost;
  cost.formula = Formula::MatMul;
  cost.flops = 2.0 * exactProduct({lhs[0], lhs[1], rhs[1]});
  cost.compute = model.computeTime(cost.flops);
  addMemoryTerm(model, cost, lhsName, tensorBytes(lhs));
  addMemoryTerm(model, cost, rhsName, tensorBytes(rhs));
  addMemoryTerm(model, cost, resultName, tensorBytes(result));
  return cost;
}

/// Paleo flattens the input to [N, in]; an inner product has no `backprop`
/// flag, so its data gradient is charged even when it reads `data`.
LayerCost costInnerProduct(const PaleoModel &model, net::InnerProductOp op, Pass pass) {
  int64_t batch = shapeOf(op.getInput())[0], in = op.getNumInputs(),
          out = op.getNumOutputs();
  switch (pass) {
  case Pass::Forward:
    return costMatMul(model, {batch, in}, "input", {in, out}, "weights", {batch, out},
                      "output");
  case Pass::BackwardData:
    return costMatMul(model, {batch, out}, "output gradient", {out, in},
                      "weights (transposed)", {batch, in}, "input gradient");
  case Pass::BackwardFilter:
    return costMatMul(model, {in, batch}, "input (transposed)", {batch, out},
                      "output gradient", {in, out}, "weight gradient");
  }
  llvm_unreachable("unknown pass");
}

/// Reads the input, writes the output. The gradient wrt data costs what the
/// forward pass does; there is no filter gradient.
LayerCost costElementwisePass(const PaleoModel &model, Formula formula, double flops,
                              Value input, Value output, Pass pass) {
  if (pass == Pass::BackwardFilter)
    return uncharged("no weights: Paleo charges no gradient wrt filter");
  LayerCost cost;
  cost.formula = formula;
  cost.flops = flops;
  cost.compute = model.computeTime(flops);
  addMemoryTerm(model, cost, "input", tensorBytes(shapeOf(input)));
  addMemoryTerm(model, cost, "output", tensorBytes(shapeOf(output)));
  return cost;
}

template <typename PoolOp>
LayerCost costPool(const PaleoModel &model, PoolOp op, Pass pass) {
  ArrayRef<int64_t> in = shapeOf(op.getInput()), out = shapeOf(op.getOutput());
  ArrayRef<int64_t> window = op.getKsize();
  // Paleo divides this Python integer by 10**9 exactly; a double gives the
  // same quotient below 2^53 FLOPs, which no pooling layer comes near.
  double flops = 2.0 * exactProduct({window[0], window[1], in[3], out[1], out[2], in[0]});
  return costElementwisePass(model, Formula::Pool, flops, op.getInput(), op.getOutput(), pass);
}
} // namespace

FailureOr<LayerCost> PaleoModel::costLayer(net::LayerOpInterface layer, Pass pass) const {
  return llvm::TypeSwitch<Operation *, FailureOr<LayerCost>>(layer.getOperation())
      .Case([&](net::Conv2DOp op) { return costConvolution(*this, op, pass); })
      .Case([&](net::Deconv2DOp op) { return costDeconvolution(*this, op, pass); })
      .Case([&](net::MaxPoolOp op) { return costPool(*this, op, pass); })
      .Case([&](net::AvgPoolOp op) { return costPool(*this, op, pass); })
      .Case([&](net::DropoutOp op) {
        return costElementwisePass(*this, Formula::Dropout, exactProduct(shapeOf(op.getInput())),
                                   op.getInput(), op.getOutput(), pass);
      })
      .Case([&](net::InnerProductOp op) { return costInnerProduct(*this, op, pass); })
      // Input, concat, elementwise, softmax, sigmoid, reshape, upsampling, and
      // what Paleo calls Generic (LRN, batch norm, unknown types).
      .Default([](Operation *) { return uncharged("Paleo charges nothing for this layer type"); });
}

//===----------------------------------------------------------------------===//
// Whole networks (sections 6 and 8)
//===----------------------------------------------------------------------===//

namespace {
auto layersOf(net::NetworkOp network) {
  return network.getBody().front().getOps<net::LayerOpInterface>();
}
} // namespace

FailureOr<NetworkPrediction> netc::paleo::predictNetwork(const PaleoModel &model,
                                                         net::NetworkOp network, Pass pass) {
  NetworkPrediction prediction;
  for (net::LayerOpInterface layer : layersOf(network)) {
    if (isa<net::InputOp>(layer.getOperation()))
      continue;
    FailureOr<LayerCost> cost = model.costLayer(layer, pass);
    if (failed(cost))
      return failure();
    prediction.sum += cost->total();
    prediction.layers.push_back({layer, std::move(*cost)});
  }
  return prediction;
}

FailureOr<FullPassEstimate> netc::paleo::estimateFullPass(const PaleoModel &model,
                                                          net::NetworkOp network) {
  FullPassEstimate estimate;
  for (net::LayerOpInterface layer : layersOf(network)) {
    FailureOr<LayerCost> forward = model.costLayer(layer, Pass::Forward);
    if (failed(forward))
      return failure();
    FailureOr<LayerCost> data = model.costLayer(layer, Pass::BackwardData);
    if (failed(data))
      return failure();
    FailureOr<LayerCost> filter = model.costLayer(layer, Pass::BackwardFilter);
    if (failed(filter))
      return failure();
    estimate.forward += forward->total();
    // A layer's backward time is its data gradient plus its filter gradient,
    // summed before it joins the running total, as Paleo adds them.
    estimate.backward += data->total() + filter->total();
    estimate.parameterBytes += 4 * layer.getParameterCount();
  }
  estimate.update = model.weightUpdateTime(estimate.parameterBytes);
  return estimate;
}
