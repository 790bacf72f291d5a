//===- NetToKernImpl.h - The net-to-kern lowering, shared by its files -===//
//
// Private to lib/Conversion/NetToKern: NetworkLowering, which lowers one
// net.network into one kern.program. NetToKern.cpp holds its buffers, views,
// weights and the pass; LowerLayers.cpp one lowering per op family.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_CONVERSION_NETTOKERN_NETTOKERNIMPL_H
#define NETC_CONVERSION_NETTOKERN_NETTOKERNIMPL_H


#include "Conversion/Passes.h"

#include "Kernel/IR/KernelOps.h"
#include "Net/IR/ExecutionPads.h"
#include "Net/IR/NetOps.h"
#include "Target/Cuda/KernelProblems.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/TypeSwitch.h"


namespace netc::net_to_kern {

using namespace mlir;
using namespace netc::net;


struct LoweringSettings {
  KernelTarget target;
  Precision kernelPrecision = Precision::FP32;
  Precision precision = Precision::FP32;
  DeviceProfile device;
  Type storageType;
  int64_t elementBytes = 4;
};

inline int64_t elementsOf(Value buffer) { return cast<MemRefType>(buffer.getType()).getNumElements(); }

/// A net layer's fused activation as the kernel's epilogue spells it.
inline kern::Activation toKernActivation(Activation activation) {
  switch (activation) {
  case Activation::None:
    return kern::Activation::None;
  case Activation::Relu:
    return kern::Activation::Relu;
  case Activation::Tanh:
    return kern::Activation::Tanh;
  case Activation::Sigmoid:
    return kern::Activation::Sigmoid;
  case Activation::Relu6:
    return kern::Activation::Relu6;
  case Activation::HardSigmoid:
    return kern::Activation::HardSigmoid;
  case Activation::HardSwish:
    return kern::Activation::HardSwish;
  case Activation::Silu:
    return kern::Activation::Silu;
  case Activation::Gelu:
    return kern::Activation::Gelu;
  }
  llvm_unreachable("every net activation has a kernel epilogue");
}

inline kern::ElementwiseKind toKernElementwiseKind(ElementwiseKind kind) {
  switch (kind) {
  case ElementwiseKind::Sum:
    return kern::ElementwiseKind::Sum;
  case ElementwiseKind::Product:
    return kern::ElementwiseKind::Product;
  case ElementwiseKind::Max:
    return kern::ElementwiseKind::Max;
  }
  llvm_unreachable("every net elementwise kind has a kernel");
}

/// Lowers one network into one program.
class NetworkLowering {
public:
  NetworkLowering(NetworkOp network, kern::ProgramOp program, const LoweringSettings &settings)
      : network(network), settings(settings), builder(program.getContext()) {
    builder.setInsertionPointToEnd(&program.getBody().front());
  }

  LogicalResult run();

private:
  NetworkOp network;
  const LoweringSettings &settings;
  OpBuilder builder;
  /// Where each net value lives: an alloc, a slice of a concatenation's
  /// buffer, a view, or an input.
  DenseMap<Value, Value> storage;
  /// Values their producer writes straight into a concatenation's buffer:
  /// the concatenation and the channel offset.
  DenseMap<Value, std::pair<ConcatOp, int64_t>> placement;
  llvm::StringMap<Value> weights;

  MemRefType bufferType(Value netValue) const;
  FailureOr<Value> storageFor(Value netValue);
  FailureOr<Value> contiguousView(Value netValue, ArrayRef<int64_t> shape, Operation *user);
  Value weight(StringRef name, StringRef layer, kern::WeightRole role, kern::WeightLayout layout,
               ArrayRef<int64_t> shape, DictionaryAttr derive = {});
  void planConcatenations();
  /// A kernel op over `operands` with the attributes of its own kind. What
  /// every kernel carries is added by annotate() (layers, work, epilogue)
  /// and by -kern-select-kernels (the choice: a #kern.config, absent until
  /// then).
  template <typename KernelOp>
  Operation *createKernel(Location loc, ArrayRef<Value> operands,
                          ArrayRef<NamedAttribute> attributes) {
    SmallVector<Value> present;
    for (Value operand : operands)
      if (operand) // an absent optional operand (a bias, a second input)
        present.push_back(operand);
    return KernelOp::create(builder, loc, TypeRange(), present, attributes).getOperation();
  }
  /// Records what the kernel op computes (its layers, work and fused
  /// epilogue); -kern-select-kernels chooses its implementation from these.
  LogicalResult annotate(Operation *kernel, ArrayRef<StringRef> layers, int64_t flops,
                         int64_t bytes, ArrayRef<StringRef> fused);
  /// An elementwise kernel writing `out`.
  LogicalResult buildElementwise(Location loc, Value lhs, Value rhs, Value out,
                                 kern::ElementwiseKind kind, Activation activation,
                                 ArrayRef<StringRef> layers,
                                 int64_t flops, int64_t bytes, ArrayRef<StringRef> fused);

  LogicalResult lowerConvolution(Operation *op, Value input, Value output, StringRef layer,
                                 ArrayRef<int64_t> filterShape, kern::WeightLayout filterLayout,
                                 ArrayRef<int64_t> strides, ArrayRef<int64_t> pads,
                                 bool hasBias, Activation activation, DictionaryAttr folded,
                                 int64_t groups = 1, ArrayRef<int64_t> dilations = {});
  LogicalResult lower(Conv2DOp op);
  LogicalResult lower(InnerProductOp op);
  LogicalResult lower(MatMulOp op);
  template <typename PoolOp> LogicalResult lowerPool(PoolOp op, kern::PoolKind kind);
  LogicalResult lower(LRNOp op);
  LogicalResult lower(SoftmaxOp op);
  LogicalResult lower(SigmoidOp op);
  LogicalResult lower(ElementwiseOp op);
  LogicalResult lower(BinaryOp op);
  LogicalResult lower(BatchNormOp op);
  LogicalResult lower(LayerNormOp op);
  LogicalResult lower(TransposeOp op);
  LogicalResult lower(SliceOp op);
  LogicalResult lower(ConcatOp op);
  LogicalResult lower(ReshapeOp op);
  LogicalResult lower(InputOp op);
};

} // namespace netc::net_to_kern

#endif // NETC_CONVERSION_NETTOKERN_NETTOKERNIMPL_H
