//===- KernelProblems.cpp - A kern op as the kernel catalog's problem -----===//

#include "Target/Cuda/KernelProblems.h"

#include "Kernel/IR/KernelOps.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace netc;
using namespace netc::cuda;

KernelActivation netc::cuda::toKernelActivation(kern::Activation activation) {
  switch (activation) {
  case kern::Activation::None:
    return KernelActivation::None;
  case kern::Activation::Relu:
    return KernelActivation::Relu;
  case kern::Activation::Tanh:
    return KernelActivation::Tanh;
  case kern::Activation::Sigmoid:
    return KernelActivation::Sigmoid;
  case kern::Activation::Relu6:
    return KernelActivation::Relu6;
  case kern::Activation::HardSigmoid:
    return KernelActivation::HardSigmoid;
  case kern::Activation::HardSwish:
    return KernelActivation::HardSwish;
  case kern::Activation::Silu:
    return KernelActivation::Silu;
  case kern::Activation::Gelu:
    return KernelActivation::Gelu;
  }
  llvm_unreachable("every kern activation is one the kernels implement");
}

TensorView netc::cuda::toTensorView(Value buffer) {
  kern::BufferView view = *kern::getBufferView(cast<MemRefType>(buffer.getType()));
  return {view.n, view.h, view.w, view.c, view.pitch};
}

/// The catalog's description of a kern.conv2d.
static ConvProblem convProblem(kern::Conv2DOp conv, Precision precision) {
  ConvProblem problem;
  problem.x = toTensorView(conv.getInput());
  problem.y = toTensorView(conv.getOutput());
  auto filter = cast<MemRefType>(conv.getFilter().getType()).getShape();
  problem.kh = filter[1];
  problem.kw = filter[2];
  problem.strideH = conv.getStrides()[0];
  problem.strideW = conv.getStrides()[1];
  problem.padTop = conv.getPad()[0];
  problem.padBottom = conv.getPad()[1];
  problem.padLeft = conv.getPad()[2];
  problem.padRight = conv.getPad()[3];
  if (conv.getDilations().size() == 2) {
    problem.dilationH = conv.getDilations()[0];
    problem.dilationW = conv.getDilations()[1];
  }
  problem.bias = bool(conv.getBias());
  problem.activation = toKernelActivation(conv.getActivation());
  problem.precision = precision;
  problem.groups = conv.getGroups();
  return problem;
}

std::string netc::cuda::kernelRefusal(Operation *op, Precision precision) {
  if (auto conv = dyn_cast<kern::Conv2DOp>(op))
    return validateConvProblem(convProblem(conv, precision));
  if (auto transpose = dyn_cast<kern::TransposeOp>(op)) {
    TransposeProblem problem;
    problem.shape.assign(transpose.getShape().begin(), transpose.getShape().end());
    problem.permutation.assign(transpose.getPermutation().begin(),
                               transpose.getPermutation().end());
    return validateTransposeProblem(problem);
  }
  return "";
}

bool netc::cuda::isChosenKernel(const KernelConfig &config, kern::KernelConfigAttr chosen) {
  if (!chosen || config.variant != kern::stringifyKernelVariant(chosen.getVariant()) ||
      config.threads != chosen.getThreads() || config.splitK != chosen.getSplitK())
    return false;
  ArrayRef<int64_t> tile = chosen.getTile(), directForm = chosen.getDirectForm();
  if (directForm.empty() != (config.directRowsPerItem == 0))
    return false;
  if (!directForm.empty() && (config.directRowsPerItem != directForm[0] ||
                              config.directImagesPerBlock != directForm[1]))
    return false;
  if (tile.empty())
    return config.tileM == 0;
  return config.tileM == tile[0] && config.tileN == tile[1] && config.tileK == tile[2];
}

int64_t netc::cuda::gemmReductionLength(Operation *kernel) {
  auto conv = dyn_cast<kern::Conv2DOp>(kernel);
  if (!conv)
    return 0;
  ArrayRef<int64_t> filter = cast<MemRefType>(conv.getFilter().getType()).getShape();
  return filter[1] * filter[2] * filter[3];
}

std::vector<KernelConfig> netc::cuda::kernelCandidates(Operation *op, const KernelTarget &target,
                                                       Precision precision) {
  return TypeSwitch<Operation *, std::vector<KernelConfig>>(op)
      .Case([&](kern::Conv2DOp conv) {
        ConvProblem problem = convProblem(conv, precision);
        // The program's choice, read here so that the selection and the
        // emitter see the same candidates.
        if (auto program = conv->getParentOfType<kern::ProgramOp>())
          problem.tf32RoundToNearest = program.getTf32RoundToNearest();
        return convCandidates(problem, target);
      })
      .Case([&](kern::PoolOp pool) {
        PoolProblem problem;
        problem.x = toTensorView(pool.getInput());
        problem.y = toTensorView(pool.getOutput());
        problem.kind = pool.getKind() == kern::PoolKind::Max ? PoolKind::Max : PoolKind::Avg;
        problem.kh = pool.getKsize()[0];
        problem.kw = pool.getKsize()[1];
        problem.strideH = pool.getStrides()[0];
        problem.strideW = pool.getStrides()[1];
        problem.padTop = pool.getPad()[0];
        problem.padLeft = pool.getPad()[2];
        problem.precision = precision;
        return std::vector<KernelConfig>{poolKernel(problem, target)};
      })
      .Case([&](kern::LRNOp lrn) {
        LrnProblem problem;
        problem.x = toTensorView(lrn.getInput());
        problem.y = toTensorView(lrn.getOutput());
        problem.size = lrn.getLocalSize();
        problem.alpha = lrn.getAlpha().convertToDouble();
        problem.beta = lrn.getBeta().convertToDouble();
        problem.k = lrn.getK().convertToDouble();
        problem.precision = precision;
        return std::vector<KernelConfig>{lrnKernel(problem, target)};
      })
      .Case([&](kern::SoftmaxOp softmax) {
        SoftmaxProblem problem;
        problem.x = toTensorView(softmax.getInput());
        problem.y = toTensorView(softmax.getOutput());
        problem.precision = precision;
        return std::vector<KernelConfig>{softmaxKernel(problem, target)};
      })
      .Case([&](kern::ElementwiseOp elementwise) {
        ElementwiseProblem problem;
        problem.a = toTensorView(elementwise.getLhs());
        problem.b = elementwise.getRhs() ? toTensorView(elementwise.getRhs()) : problem.a;
        problem.y = toTensorView(elementwise.getOutput());
        switch (elementwise.getKind()) {
        case kern::ElementwiseKind::Sum:
          problem.op = ElementwiseOp::Sum;
          break;
        case kern::ElementwiseKind::Product:
          problem.op = ElementwiseOp::Product;
          break;
        case kern::ElementwiseKind::Max:
          problem.op = ElementwiseOp::Max;
          break;
        case kern::ElementwiseKind::Identity:
          problem.op = ElementwiseOp::Identity;
          break;
        }
        problem.activation = toKernelActivation(elementwise.getActivation());
        problem.precision = precision;
        return std::vector<KernelConfig>{elementwiseKernel(problem, target)};
      })
      .Case([&](kern::BatchNormOp bn) {
        BatchNormProblem problem;
        problem.x = toTensorView(bn.getInput());
        problem.y = toTensorView(bn.getOutput());
        problem.epsilon = bn.getEpsilon().convertToDouble();
        problem.activation = toKernelActivation(bn.getActivation());
        problem.precision = precision;
        return std::vector<KernelConfig>{batchNormKernel(problem, target)};
      })
      .Case([&](kern::TransposeOp transpose) {
        TransposeProblem problem;
        problem.shape.assign(transpose.getShape().begin(), transpose.getShape().end());
        problem.permutation.assign(transpose.getPermutation().begin(),
                                   transpose.getPermutation().end());
        problem.precision = precision;
        if (!validateTransposeProblem(problem).empty())
          return std::vector<KernelConfig>{};
        return std::vector<KernelConfig>{transposeKernel(problem, target)};
      })
      .Case([&](kern::ExtractChannelsOp extract) {
        ExtractChannelsProblem problem;
        problem.x = toTensorView(extract.getInput());
        problem.y = toTensorView(extract.getOutput());
        problem.offset = extract.getChannelOffset();
        problem.precision = precision;
        return std::vector<KernelConfig>{extractChannelsKernel(problem, target)};
      })
      .Case([&](kern::LayerNormOp norm) {
        LayerNormProblem problem;
        problem.x = toTensorView(norm.getInput());
        problem.y = toTensorView(norm.getOutput());
        problem.affine = !norm.getAffine().empty();
        problem.epsilon = norm.getEpsilon().convertToDouble();
        problem.precision = precision;
        return std::vector<KernelConfig>{layerNormKernel(problem, target)};
      })
      .Default([](Operation *) { return std::vector<KernelConfig>{}; });
}
