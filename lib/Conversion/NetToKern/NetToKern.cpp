//===- NetToKern.cpp - Lower the net dialect to kernels (-convert-net-to-kern) ===//
//
// One pattern per op family turns each layer of a net.network into the
// kernel launch that computes it in a kern.program:
//
//   conv2d, inner_product  kern.conv2d (bias, activation and a folded batch
//                          norm in the epilogue; an inner product is the 1x1
//                          convolution of its input viewed as [n, 1, 1, in])
//   matmul                 kern.conv2d: the 1x1 convolution of the NHWC
//                          buffer, one GEMM over its n*h*w pixels
//   max_pool, avg_pool     kern.pool
//   lrn, softmax           kern.lrn, kern.softmax
//   elementwise, sigmoid   kern.elementwise
//   binary                 kern.elementwise (a [n, 1, 1, c] operand or a
//                          per-channel constant weight broadcast)
//   batch_norm             kern.batch_norm (when it could not fold)
//   layer_norm             kern.layer_norm (over the channels)
//   transpose              kern.transpose (a copy; a permutation that moves
//                          only extents of 1 is a view)
//   slice (of channels)    kern.extract_channels (a copy)
//   concat                 nothing: its inputs are written into slices of its
//                          buffer by their producers, or copied there
//   reshape, dropout       kern.view / the input's own buffer (a tensor of
//                          rank other than 4 lives in a dense rank-4 buffer,
//                          so a rank-5 reshape around a transpose is a view)
//
// Which kernel is -kern-select-kernels' question (SelectKernels.cpp): this
// pass records each kernel op's layers, work (flops, bytes) and fused
// epilogue, and leaves its choice open (no #kern.config).
//
// Buffers are allocated per value here (kern.alloc); -kern-plan-buffers
// places them in one arena by liveness.
//
//===----------------------------------------------------------------------===//

#include "NetToKernImpl.h"

#include "Conversion/Passes.h"

using namespace mlir;
using namespace netc;
using namespace netc::net;
using namespace netc::net_to_kern;

namespace netc {
#define GEN_PASS_DEF_CONVERTNETTOKERN
#include "Conversion/Passes.h.inc"
} // namespace netc

namespace netc::net_to_kern {

/// The dense rank-4 buffer a net value lives in. Rank 4 is NHWC; [n,
/// features] is n pixels of 1x1; other ranks (1 to 6) keep their elements
/// in row-major order under a rank-4 shape: [d0, 1, 1, d1 * ...] below rank
/// 4, [d0, d1, d2, d3 * ...] above (a channel shuffle's [n, h, w, g, c/g]
/// is the [n, h, w, c] it came from), so that reshapes between them are
/// views and only a transpose moves data.
MemRefType NetworkLowering::bufferType(Value netValue) const {
  ArrayRef<int64_t> shape = cast<RankedTensorType>(netValue.getType()).getShape();
  if (shape.empty() || shape.size() > 6)
    return {};
  SmallVector<int64_t, 4> nhwc;
  if (shape.size() == 4) {
    nhwc.assign(shape.begin(), shape.end());
  } else {
    size_t leading = shape.size() < 4 ? 1 : 3;
    nhwc.assign(shape.begin(), shape.begin() + leading);
    nhwc.resize(3, 1);
    int64_t rest = 1;
    for (int64_t extent : shape.drop_front(leading))
      rest *= extent;
    nhwc.push_back(rest);
  }
  return MemRefType::get(nhwc, settings.storageType);
}

/// The buffer a value's producer writes: its slice of a concatenation's
/// buffer where planned, else a fresh allocation.
FailureOr<Value> NetworkLowering::storageFor(Value netValue) {
  if (Value existing = storage.lookup(netValue))
    return existing;
  MemRefType type = bufferType(netValue);
  if (!type)
    return emitError(netValue.getLoc(), "netc lower: only tensors of rank 1 to 6 have "
                                        "buffers, got ")
           << netValue.getType();
  Value buffer;
  auto placed = placement.find(netValue);
  if (placed != placement.end()) {
    FailureOr<Value> whole = storageFor(placed->second.first.getOutput());
    if (failed(whole))
      return failure();
    auto wholeType = cast<MemRefType>(whole->getType());
    buffer = kern::SliceOp::create(builder, 
        netValue.getLoc(),
        kern::getSliceType(wholeType, placed->second.second, type.getDimSize(3)), *whole,
        builder.getI64IntegerAttr(placed->second.second));
  } else {
    buffer = kern::AllocOp::create(builder, netValue.getLoc(), type, IntegerAttr());
  }
  storage[netValue] = buffer;
  return buffer;
}

/// The value's buffer seen as `shape` (same elements, contiguous): inner
/// products flatten their input, softmax sees [n, 1, 1, classes].
FailureOr<Value> NetworkLowering::contiguousView(Value netValue, ArrayRef<int64_t> shape,
                                                 Operation *user) {
  Value buffer = storage.lookup(netValue);
  auto type = cast<MemRefType>(buffer.getType());
  if (type.getShape() == shape)
    return buffer;
  if (!type.getLayout().isIdentity())
    return user->emitError("netc lower: cannot flatten a slice of a concatenation "
                           "without a copy (not supported yet)");
  return kern::ViewOp::create(builder, user->getLoc(),
                              MemRefType::get(shape, type.getElementType()), buffer)
      .getResult();
}

Value NetworkLowering::weight(StringRef name, StringRef layer, kern::WeightRole role,
                              kern::WeightLayout layout, ArrayRef<int64_t> shape,
                              DictionaryAttr derive) {
  if (Value existing = weights.lookup(name))
    return existing;
  Value value = kern::WeightOp::create(builder, 
      network.getLoc(), MemRefType::get(shape, settings.storageType),
      builder.getStringAttr(name), builder.getStringAttr(layer),
      kern::WeightRoleAttr::get(builder.getContext(), role),
      kern::WeightLayoutAttr::get(builder.getContext(), layout), derive);
  weights[name] = value;
  return value;
}

/// Decides which concatenation inputs their producers write in place: a
/// value whose only user is one concatenation along the channels, produced
/// by a layer that writes a buffer of its own (a kernel or another such
/// concatenation).
void NetworkLowering::planConcatenations() {
  network.walk([&](ConcatOp concat) {
    int64_t rank = cast<RankedTensorType>(concat.getType()).getRank();
    if (int64_t(concat.getAxis()) != rank - 1)
      return;
    int64_t offset = 0;
    for (Value input : concat.getInputs()) {
      int64_t channels = cast<RankedTensorType>(input.getType()).getShape().back();
      Operation *producer = input.getDefiningOp();
      bool writesOwnBuffer =
          producer && isa<Conv2DOp, MaxPoolOp, AvgPoolOp, LRNOp, ElementwiseOp, BinaryOp,
                          BatchNormOp, LayerNormOp, SliceOp,
                          ConcatOp, InnerProductOp, MatMulOp>(producer);
      if (writesOwnBuffer && input.hasOneUse() && !placement.count(input))
        placement[input] = {concat, offset};
      offset += channels;
    }
  });
}

LogicalResult NetworkLowering::annotate(Operation *kernel, ArrayRef<StringRef> layers,
                                        int64_t flops, int64_t bytes,
                                        ArrayRef<StringRef> fused) {
  kernel->setAttr("layers", builder.getStrArrayAttr(layers));
  kernel->setAttr("flops", builder.getI64IntegerAttr(flops));
  kernel->setAttr("bytes", builder.getI64IntegerAttr(bytes));
  if (!fused.empty())
    kernel->setAttr("fused", builder.getStrArrayAttr(fused));
  return success();
}

/// Layers of ONNX models that the analyses and the cost model know but netc's
/// kernels do not run yet: say which, rather than lower them wrongly.
static LogicalResult checkKernelSupport(Operation &op) {
  auto layer = dyn_cast<LayerOpInterface>(op);
  if (!layer)
    return success();
  auto unsupported = [&](StringRef what) {
    return op.emitError() << "layer '" << layer.getLayerName()
                          << "': netc lower has no kernel yet for " << what;
  };
  // Max pooling ignores padding however much of it there is (the kernel's
  // and the reference's padding is -infinity), so explicit pads and ceil
  // mode run as the execution pads say. The average kernel and the reference
  // divide by the whole window: right where the written pads count
  // (count_include_pad) and no window reaches past them (ceil mode can make
  // one, and PyTorch then divides by less).
  if (auto pool = dyn_cast<AvgPoolOp>(op);
      pool && pool.getPadding() == PaddingKind::Explicit) {
    ArrayRef<int64_t> written = pool.getPad(); // [top, left, bottom, right]
    SmallVector<int64_t, 4> pads = executionPads(pool); // [top, bottom, left, right]
    bool padded = llvm::any_of(pads, [](int64_t p) { return p != 0; });
    if (padded && !pool.getCountIncludePad())
      return unsupported("average pooling over padding that does not count "
                         "(count_include_pad = 0)");
    if (pads[1] > written[2] || pads[3] > written[3])
      return unsupported("ceil-mode average pooling whose last window reaches past the "
                         "padding");
  }
  return success();
}

LogicalResult NetworkLowering::run() {
  planConcatenations();
  for (Operation &op : network.getBody().front()) {
    if (failed(checkKernelSupport(op)))
      return failure();
    LogicalResult result =
        TypeSwitch<Operation *, LogicalResult>(&op)
            .Case<InputOp, Conv2DOp, InnerProductOp, MatMulOp, LRNOp, SoftmaxOp, SigmoidOp,
                  ElementwiseOp, BinaryOp, BatchNormOp, LayerNormOp, TransposeOp, SliceOp,
                  ConcatOp, ReshapeOp>(
                [&](auto layer) { return lower(layer); })
            .Case([&](MaxPoolOp pool) { return lowerPool(pool, kern::PoolKind::Max); })
            .Case([&](AvgPoolOp pool) { return lowerPool(pool, kern::PoolKind::Avg); })
            .Case([&](DropoutOp dropout) {
              storage[dropout.getOutput()] = storage.lookup(dropout.getInput());
              return success();
            })
            .Default([&](Operation *other) -> LogicalResult {
              auto layer = dyn_cast<LayerOpInterface>(other);
              return other->emitError()
                     << "layer '" << (layer ? layer.getLayerName() : StringRef("?"))
                     << "': netc lower has no kernel for " << other->getName()
                     << " yet (supported: input, conv2d, inner_product, matmul, max_pool, "
                        "avg_pool, lrn, softmax, sigmoid, elementwise, binary, batch_norm, "
                        "layer_norm, transpose, slice, concat, reshape, dropout)";
            });
    if (failed(result))
      return failure();
  }
  // The values nothing reads are the network's outputs.
  for (Operation &op : network.getBody().front())
    if (auto layer = dyn_cast<LayerOpInterface>(op))
      if (op.getNumResults() == 1 && op.getResult(0).use_empty() && !isa<InputOp>(op))
        kern::OutputOp::create(builder, op.getLoc(), builder.getStringAttr(layer.getLayerName()),
                                       storage.lookup(op.getResult(0)));
  return success();
}

} // namespace netc::net_to_kern

namespace {

struct ConvertNetToKernPass : netc::impl::ConvertNetToKernBase<ConvertNetToKernPass> {
  using ConvertNetToKernBase::ConvertNetToKernBase;
  /// Options a driver resolved already (the profile loaded once); the
  /// string options are then not read.
  explicit ConvertNetToKernPass(const CompileOptions &resolved) : resolved(resolved) {}

  std::optional<CompileOptions> resolved;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (!resolved) {
      llvm::Expected<CompileOptions> parsed = resolveCompileOptions(target, precision, device);
      if (!parsed) {
        module.emitError() << llvm::toString(parsed.takeError());
        return signalPassFailure();
      }
      resolved = std::move(*parsed);
      resolved->tf32RoundToNearest = tf32RoundToNearest;
    }
    if (resolved->tf32RoundToNearest && resolved->precision != Precision::TF32) {
      module.emitError() << "tf32 rounding applies to precision tf32, not "
                         << getPrecisionName(resolved->precision);
      return signalPassFailure();
    }
    LoweringSettings settings;
    settings.target = resolved->target;
    settings.precision = resolved->precision;
    settings.device = resolved->device;
    Builder b(&getContext());
    switch (settings.precision) {
    case Precision::FP32:
    case Precision::TF32:
      settings.storageType = b.getF32Type();
      break;
    case Precision::BF16:
      settings.storageType = b.getBF16Type();
      break;
    case Precision::FP16:
      settings.storageType = b.getF16Type();
      break;
    }
    settings.elementBytes = getBytesPerElement(settings.precision);

    SmallVector<NetworkOp> networks(module.getOps<NetworkOp>());
    for (NetworkOp network : networks) {
      OpBuilder builder(network);
      auto program = kern::ProgramOp::create(builder, 
          network.getLoc(), network.getTitleAttr(),
          builder.getStringAttr(settings.target.getName()),
          kern::PrecisionAttr::get(builder.getContext(), settings.precision),
          resolved->tf32RoundToNearest ? builder.getUnitAttr() : UnitAttr(), IntegerAttr());
      program.getBody().emplaceBlock();
      NetworkLowering lowering(network, program, settings);
      if (failed(lowering.run()))
        return signalPassFailure();
      network.erase();
    }
  }
};

} // namespace

std::unique_ptr<Pass> netc::createConvertNetToKern(const CompileOptions &options) {
  return std::make_unique<ConvertNetToKernPass>(options);
}
