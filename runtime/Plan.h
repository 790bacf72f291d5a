//===- Plan.h - plan.json version 1, as the runtime reads it ----*- C++ -*-===//
//
// The runtime's view of plan.json (docs/plan-format.md): every layer with its
// shapes, hyper-parameters and the cost model's predicted time per pass. The
// reader validates everything the runtime relies on, so a bad file stops with
// one message naming the file, the layer and the field, never later with a
// crash or a cuDNN error.
//
// Plain C++ (no CUDA): the plan reader is unit-tested on any machine.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_PLAN_H
#define NETC_RUNTIME_PLAN_H

#include <array>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace netc::runtime {

/// The plan format this reader understands.
inline constexpr const char *kPlanFormat = "netc-plan";
inline constexpr int kPlanVersion = 1;

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
};

enum class Activation { None, Relu, Tanh, Sigmoid };
enum class ElementwiseKind { Sum, Product, Max };

/// The passes of training: forward, the gradient with respect to the layer's
/// input (backward data) and with respect to its weights (backward filter).
enum class Pass { Forward, BackwardData, BackwardFilter };
inline constexpr std::array<Pass, 3> kAllPasses = {Pass::Forward, Pass::BackwardData,
                                                   Pass::BackwardFilter};

/// Arithmetic and storage of a run: fp32 with TF32 off, fp32 storage with TF32
/// tensor-core math, or 16-bit storage with fp32 accumulation.
enum class Precision { FP32, TF32, BF16, FP16 };
enum class Layout { NHWC, NCHW };

const char *opKindName(OpKind op);
const char *activationName(Activation activation);
const char *elementwiseKindName(ElementwiseKind kind);
const char *passName(Pass pass); ///< "forward", "backward_data", "backward_filter"
const char *precisionName(Precision precision);
const char *layoutName(Layout layout);
std::optional<Precision> parsePrecision(const std::string &text);
std::optional<Layout> parseLayout(const std::string &text);

/// What the cost model predicted for one layer and pass.
struct PredictedPass {
  double milliseconds = 0;
  std::string algorithm;
  int64_t workspaceBytes = 0;
  int64_t flops = 0;
  int64_t bytes = 0;
  std::string bound;
};

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
  std::array<int64_t, 2> ksize{};     ///< pooling window [kh, kw]
  Activation activation = Activation::None;
  bool bias = true;
  int64_t numOutputs = 0;
  int64_t axis = 0;                   ///< concat, in NHWC dimensions
  ElementwiseKind kind = ElementwiseKind::Sum;
  double keepProb = 1.0;
  int64_t numClasses = 0;
  int64_t localSize = 5;
  double alpha = 1e-4, beta = 0.75, k = 2.0;
  double epsilon = 1e-5;

  /// Indexed by Pass; empty where the plan has no prediction (null).
  std::array<std::optional<PredictedPass>, 3> predicted;

  const std::optional<PredictedPass> &prediction(Pass pass) const {
    return predicted[static_cast<size_t>(pass)];
  }
};

struct Plan {
  std::string path; ///< where it was read from, for messages
  std::string network;
  std::string source;
  std::string device;
  std::string model;
  std::string note;
  int64_t batch = 0;
  Precision precision = Precision::FP32;
  Layout layout = Layout::NHWC;
  std::vector<PlanLayer> layers;
};

/// A plan that cannot be used; the message names file, layer and field.
class PlanError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// Reads and validates a plan file. Throws PlanError.
Plan readPlanFile(const std::string &path);

/// Parses and validates plan text; `path` is used in messages only.
Plan parsePlan(const std::string &text, const std::string &path);

/// Elements of a shape (the product of its dimensions).
int64_t elementCount(const Shape &shape);

/// "[64, 224, 224, 3]".
std::string shapeText(const Shape &shape);

} // namespace netc::runtime

#endif // NETC_RUNTIME_PLAN_H
