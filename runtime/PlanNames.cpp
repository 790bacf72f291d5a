//===- PlanNames.cpp - Names of the plan's enumerations and shapes --------===//
//
// The spellings plan.json and the reports use: op names as in the net
// dialect, passes as in plan.json's "predicted" object.
//
//===----------------------------------------------------------------------===//

#include "Plan.h"

#include <sstream>

namespace netc::runtime {

const char *opKindName(OpKind op) {
  switch (op) {
  case OpKind::Input: return "input";
  case OpKind::Conv2D: return "conv2d";
  case OpKind::MaxPool: return "max_pool";
  case OpKind::AvgPool: return "avg_pool";
  case OpKind::InnerProduct: return "inner_product";
  case OpKind::Concat: return "concat";
  case OpKind::Elementwise: return "elementwise";
  case OpKind::Dropout: return "dropout";
  case OpKind::Softmax: return "softmax";
  case OpKind::Sigmoid: return "sigmoid";
  case OpKind::Reshape: return "reshape";
  case OpKind::LRN: return "lrn";
  case OpKind::BatchNorm: return "batch_norm";
  case OpKind::Binary: return "binary";
  case OpKind::Transpose: return "transpose";
  case OpKind::LayerNorm: return "layer_norm";
  case OpKind::Slice: return "slice";
  case OpKind::MatMul: return "matmul";
  }
  return "?";
}

const char *activationName(Activation activation) {
  switch (activation) {
  case Activation::None: return "none";
  case Activation::Relu: return "relu";
  case Activation::Tanh: return "tanh";
  case Activation::Sigmoid: return "sigmoid";
  case Activation::Relu6: return "relu6";
  case Activation::HardSigmoid: return "hard_sigmoid";
  case Activation::HardSwish: return "hard_swish";
  case Activation::Silu: return "silu";
  case Activation::Gelu: return "gelu";
  }
  return "?";
}

const char *elementwiseKindName(ElementwiseKind kind) {
  switch (kind) {
  case ElementwiseKind::Sum: return "sum";
  case ElementwiseKind::Product: return "product";
  case ElementwiseKind::Max: return "max";
  }
  return "?";
}

const char *passName(Pass pass) { return plan::getPassKey(pass); }

const char *precisionDescription(Precision precision) {
  switch (precision) {
  case Precision::FP32: return "fp32 (TF32 off)";
  case Precision::TF32: return "tf32 (fp32 storage, TF32 tensor cores)";
  case Precision::BF16: return "bf16 (bf16 storage, fp32 accumulation)";
  case Precision::FP16: return "fp16 (fp16 storage, fp32 accumulation)";
  }
  return "?";
}

int64_t elementCount(const Shape &shape) {
  int64_t count = 1;
  for (int64_t d : shape)
    count *= d;
  return count;
}

std::string shapeText(const Shape &shape) {
  std::ostringstream out;
  out << '[';
  for (size_t i = 0; i < shape.size(); ++i)
    out << (i ? ", " : "") << shape[i];
  out << ']';
  return out.str();
}

} // namespace netc::runtime
