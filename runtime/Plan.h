//===- Plan.h - plan.json versions 1 and 2, as the runtime reads it -*- C++ -*-===//
//
// The runtime's view of plan.json (docs/plan-format.md): every layer with its
// shapes, hyper-parameters and the cost model's predicted time per pass. The
// reader validates everything the runtime relies on, so a bad file stops with
// one message naming the file, the layer and the field, never later with a
// crash or a cuDNN error.
//
// Plain C++ (no CUDA): the plan reader is unit-tested on any machine. The
// names the compiler's writer and this reader share (format, versions,
// passes, a prediction's fields) are lib/Support/PlanSchema.h's.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_PLAN_H
#define NETC_RUNTIME_PLAN_H

#include "Support/PlanSchema.h"
#include "netc/Base/CompileTypes.h"

#include <array>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace netc::runtime {

/// The plan format this reader understands, and the newest version it reads
/// (every older one is read too): the schema the compiler writes.
inline constexpr const char *kPlanFormat = plan::kFormat;
inline constexpr int kPlanVersion = plan::kNewestVersion;

enum class OpKind {
  Input,
  Conv2D,
  MaxPool,
  AvgPool,
  InnerProduct,
  Concat,
  Elementwise,
  Dropout,
  Softmax,
  Sigmoid,
  Reshape,
  LRN,
  BatchNorm,
  /// Broadcast multiply or add (squeeze-and-excitation's scale): `kind`
  /// Product or Sum, one operand [n, 1, 1, c] or both the output's shape;
  /// or a multiply of one input by a per-channel constant (`constant_shape`
  /// [1, 1, 1, c]: a layer scale), the layer's weight of role gamma.
  Binary,
  /// Permutes the dimensions (rank 1 to 6): output dimension i is input
  /// dimension `permutation[i]`. A copy.
  Transpose,
  /// Normalises over the last dimension (`axis` = rank - 1): mean and biased
  /// variance, then gamma and beta when `affine`.
  LayerNorm,
  /// Elements [offset, offset + size) of the last dimension (`axis`): a
  /// channel split. A copy.
  Slice,
  /// A linear layer at every position: [..., k] -> [..., num_outputs] with a
  /// [num_outputs, k] weight (`oi`), bias and activation as inner product's.
  MatMul,
};
/// The last OpKind, for the reader's loop over names.
inline constexpr OpKind kLastOpKind = OpKind::MatMul;

/// From ONNX: Relu6: min(max(x, 0), 6); HardSigmoid: relu6(x + 3) / 6;
/// HardSwish: x * hard_sigmoid(x); Silu: x * sigmoid(x); Gelu: x * (1 +
/// erf(x / sqrt 2)) / 2. The last three have no gradient from the output
/// alone: their backward passes fail as unsupported.
enum class Activation { None, Relu, Tanh, Sigmoid, Relu6, HardSigmoid, HardSwish, Silu, Gelu };
enum class ElementwiseKind { Sum, Product, Max };

/// The passes of training: forward, the gradient with respect to the layer's
/// input (backward data) and with respect to its weights (backward filter).
using plan::Pass;
using plan::kAllPasses;

/// Arithmetic and storage of a run: fp32 with TF32 off, fp32 storage with TF32
/// tensor-core math, or 16-bit storage with fp32 accumulation; and the layout
/// of the libraries' activations. The compiler's own types
/// (include/netc/Base/CompileTypes.h, plain C++ like this reader): plan.json's
/// "precision" is written from the same enum and spelt by the same
/// getPrecisionName, so the two sides cannot disagree on a value or a name.
using ::netc::Layout;
using ::netc::Precision;

const char *opKindName(OpKind op);
const char *activationName(Activation activation);
const char *elementwiseKindName(ElementwiseKind kind);
const char *passName(Pass pass); ///< "forward", "backward_data", "backward_filter"
/// The name with what it means for storage and arithmetic, for reports.
const char *precisionDescription(Precision precision);

/// What the cost model predicted for one layer and pass.
using plan::PredictedPass;

using Shape = std::vector<int64_t>;

struct PlanLayer {
  std::string name;
  OpKind op = OpKind::Input;
  std::vector<std::string> inputs;
  /// Index in Plan::layers of each input, resolved by the reader.
  std::vector<size_t> inputIndices;
  std::vector<Shape> inputShapes;
  Shape outputShape;
  bool backwardDataNeeded = false;

  // Hyper-parameters; each op reads only its own.
  std::array<int64_t, 4> filter{};    ///< conv2d: [kh, kw, cin, cout]
  std::array<int64_t, 2> strides{1, 1};
  std::array<int64_t, 4> pad{};       ///< [top, bottom, left, right]
  /// conv2d: filter tap (r, s) reads input pixel (p * sh - top + r * dh,
  /// q * sw - left + s * dw); [1, 1] unless the plan says "dilation".
  std::array<int64_t, 2> dilation{1, 1};
  std::array<int64_t, 2> ksize{};     ///< pooling window [kh, kw]
  Activation activation = Activation::None;
  /// conv2d: grouped (depthwise when groups == cin) convolution; filter[2]
  /// is then each group's input channels.
  int64_t groups = 1;
  bool bias = true;
  int64_t numOutputs = 0;
  int64_t axis = 0;                   ///< concat, in NHWC dimensions
  ElementwiseKind kind = ElementwiseKind::Sum;
  double keepProb = 1.0;
  int64_t numClasses = 0;
  int64_t localSize = 5;
  double alpha = 1e-4, beta = 0.75, k = 2.0;
  double epsilon = 1e-5;
  std::vector<int64_t> permutation; ///< transpose
  bool affine = true;               ///< layer_norm: gamma and beta
  int64_t sliceOffset = 0, sliceSize = 0; ///< slice, along `axis`
  /// binary: the constant operand's shape; empty when both operands are inputs.
  Shape constantShape;

  /// Indexed by Pass; empty where the plan has no prediction (null).
  std::array<std::optional<PredictedPass>, 3> predicted;

  /// Version 2: how the layer is executed (`lowering`).
  struct Lowering {
    enum class Kind { None, Input, Kernel, Alias, InPlace, Folded } kind = Kind::None;
    size_t launch = 0; ///< Kernel: index in Plan::launches
    std::string into;  ///< Folded: the layer it was folded into
  } lowering;
  /// Concat: the copy launches (indices in Plan::launches) that copy an
  /// input into its slice, in plan order; empty when the producers write
  /// every input in place. Filled by the reader.
  std::vector<size_t> copyLaunches;

  const std::optional<PredictedPass> &prediction(Pass pass) const {
    return predicted[static_cast<size_t>(pass)];
  }
};

/// Version 2: an NHWC view into the activation arena. Shapes of rank < 4
/// are [N, C] ([N] = [N, 1]) with H = W = 1.
struct TensorView {
  int64_t offset = 0; ///< bytes from the arena's start
  Shape shape;
  int64_t pitch = 0;  ///< elements between consecutive pixels, >= channels

  int64_t pixels() const;   ///< N * H * W
  int64_t channels() const; ///< C
  /// Bytes from offset to one past the last element, for `elementBytes`.
  int64_t spanBytes(size_t elementBytes) const;
  bool operator==(const TensorView &other) const {
    return offset == other.offset && shape == other.shape && pitch == other.pitch;
  }
};

/// Version 2: the compiled kernels (paths relative to the plan's directory).
struct PlanModule {
  std::string source;        ///< kernels.cu
  std::string header;        ///< netc_kernels.cuh, supplied to NVRTC in memory
  std::optional<std::string> cubin, ptx;
  int arch = 0;              ///< compute capability of cubin and PTX: 61, 75, 90 ...
  /// Built for the architecture's arch-specific variant (sm_90a: wgmma), whose
  /// cubin, PTX and source run on that compute capability only.
  bool archSpecific = false;
};

/// `derive` of a weight: computed by the runtime from other weights.
struct WeightDerivation {
  std::string op;   ///< "fold_batch_norm"
  std::string part; ///< "filter" or "bias"
  std::string filter;
  std::optional<std::string> bias; ///< null counts as zero
  std::string gamma, beta, mean, var;
  double epsilon = 1e-5;
  /// Indices in Plan::weights, resolved by the reader (filter/bias -1 if absent).
  int64_t filterIndex = -1, biasIndex = -1, gammaIndex = -1, betaIndex = -1, meanIndex = -1,
          varIndex = -1;
};

struct PlanWeight {
  std::string name;   ///< <layer>.<role>
  std::string layer;
  std::string role;   ///< filter, bias, gamma, beta, mean, var
  Shape shape;
  std::string layout; ///< ohwi, oi, c
  std::optional<WeightDerivation> derive;
};

/// An argument the kernel takes as a TMA tensor map of its tensor or weight
/// (a CUtensorMap by value) instead of a pointer: docs/plan-format.md,
/// "tensor_map". The runtime encodes it from the argument's view (im2col:
/// x as [N][H][W][C]) or weight (tiled: [rows][taps][channels], the first
/// extent, the product of the middle ones, the last) and these.
struct PlanTensorMap {
  enum class Mode { Tiled, Im2col } mode = Mode::Tiled;
  /// Tiled: channels x rows, of one tap. Im2col: channels per pixel x
  /// pixels per column.
  std::array<int64_t, 2> box{0, 0};
  /// Im2col only, each {w, h}.
  std::array<int64_t, 2> lowerCorner{0, 0}, upperCorner{0, 0}, elementStrides{1, 1};
  int64_t swizzleBytes = 0; ///< 0, 32, 64 or 128
};

struct LaunchArgument {
  enum class Kind { Tensor, Weight, Null } kind = Kind::Null;
  std::string role; ///< x, w, bias, y, a, b, gamma ... (may be empty for null)
  TensorView tensor;
  std::string weight;
  size_t weightIndex = 0; ///< in Plan::weights, resolved by the reader
  std::optional<PlanTensorMap> map; ///< passed as a tensor map, not a pointer
};

struct PlanLaunch {
  std::string kernel;
  std::vector<std::string> layers;
  std::vector<size_t> layerIndices; ///< in Plan::layers
  std::string op, variant;
  std::vector<int64_t> tile;
  std::array<int64_t, 3> grid{1, 1, 1}, block{1, 1, 1};
  int64_t sharedBytes = 0;
  std::vector<std::string> fused;
  std::vector<LaunchArgument> args;
  std::optional<double> predictedMs;
  /// The output: the argument of role "y", else the last tensor argument.
  size_t outputArg = 0;
  /// Indices (in args) of the tensor arguments that are inputs, in order.
  std::vector<size_t> inputArgs;
  /// A copy launch (`fused` exactly ["copy"], its one layer a concat): the
  /// index, in the concat's inputs, of the one input it copies into its
  /// channel slice of the concat's buffer (docs/plan-format.md says how the
  /// reader finds it). Empty for every other launch.
  std::optional<size_t> copiedInput;
  std::string copiedLayer; ///< the name of that input's layer
  bool isCopy() const { return copiedInput.has_value(); }
  /// The plan layers the input arguments bind to, in order: the tensors the
  /// launch's layers read from outside the launch, or for a copy the one
  /// concat input it copies.
  std::vector<size_t> externalInputLayers(const std::vector<PlanLayer> &planLayers) const;
  /// "conv1_1" or "conv1+bn1": the layers for tables; a copy says what it
  /// copies: "cat<-pool1".
  std::string layerText() const;
};

/// A network input or output of a version-2 plan.
struct TensorBinding {
  std::string layer;
  size_t layerIndex = 0;
  TensorView tensor;
};

struct Plan {
  std::string path; ///< where it was read from, for messages
  int version = 1;
  std::string network;
  std::string source;
  std::string device;
  std::string model;
  std::string note;
  int64_t batch = 0;
  Precision precision = Precision::FP32;
  Layout layout = Layout::NHWC;
  std::vector<PlanLayer> layers;

  // Version 2 (empty in version 1).
  std::string target; ///< "sm_90"
  std::optional<PlanModule> module;
  int64_t arenaBytes = 0;
  std::vector<PlanWeight> weights;
  std::vector<TensorBinding> inputs, outputs;
  std::vector<PlanLaunch> launches;

  bool executable() const { return version >= 2 && module.has_value(); }
  /// Bytes of one stored element: 2 for bf16 and fp16, 4 for fp32 and tf32.
  int64_t elementBytes() const { return getBytesPerElement(precision); }
  /// The directory holding the plan file ("." for a bare file name).
  std::string directory() const;
  /// Index of a layer by name, or -1.
  int64_t layerIndex(const std::string &name) const;
  /// Index of a weight by name, or -1.
  int64_t weightIndex(const std::string &name) const;
  /// The non-derived weight of a layer with a role, or -1.
  int64_t sourceWeight(const std::string &layer, const std::string &role) const;
};

/// A plan that cannot be used; the message names file, layer and field.
class PlanError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// Reads and validates a plan file, or the plan.json of a directory.
/// Throws PlanError.
Plan readPlanFile(const std::string &path);

/// Parses and validates plan text; `path` is used in messages only.
Plan parsePlan(const std::string &text, const std::string &path);

/// Elements of a shape (the product of its dimensions).
int64_t elementCount(const Shape &shape);

/// A view's shape as N, H, W, C whatever its rank (docs/plan-format.md:
/// rank 4 is [N, H, W, C]; any other rank is N pixels of the rest).
inline std::array<int64_t, 4> nhwcOf(const Shape &shape) {
  if (shape.empty())
    return {0, 0, 0, 0};
  if (shape.size() == 4)
    return {shape[0], shape[1], shape[2], shape[3]};
  return {shape[0], 1, 1, elementCount(shape) / shape[0]};
}

/// "[64, 224, 224, 3]".
std::string shapeText(const Shape &shape);

} // namespace netc::runtime

#endif // NETC_RUNTIME_PLAN_H
