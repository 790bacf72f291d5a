//===- PlanBuffers.cpp - One arena for every activation (-kern-plan-buffers) ===//
//
// Interval placement: each root buffer (kern.alloc, kern.input) has a live
// range over the program's ops, [first use, last use], where a use through a
// kern.slice or kern.view counts for the buffer beneath. Buffers are placed
// largest first, each at the lowest 256-byte-aligned offset where it overlaps
// no already placed buffer whose range intersects its own: the greedy-by-size
// heuristic, within a few percent of optimal on CNNs' chain-like graphs.
// A kernel's input and output are both live at that kernel, so they never
// share memory (no kernel runs in place except an elementwise chain writing
// its own output).
//
//===----------------------------------------------------------------------===//

#include "Kernel/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"

#include <algorithm>

using namespace mlir;
using namespace netc::kern;

namespace netc::kern {
#define GEN_PASS_DEF_KERNPLANBUFFERS
#include "Kernel/Transforms/Passes.h.inc"
} // namespace netc::kern

namespace {
constexpr int64_t kAlignment = 256;

int64_t alignUp(int64_t value) { return (value + kAlignment - 1) / kAlignment * kAlignment; }

/// The kern.alloc or kern.input beneath slices and views.
Operation *getRootBuffer(Value value) {
  Operation *op = value.getDefiningOp();
  while (op) {
    if (auto slice = dyn_cast<SliceOp>(op))
      op = slice.getSource().getDefiningOp();
    else if (auto view = dyn_cast<ViewOp>(op))
      op = view.getSource().getDefiningOp();
    else
      break;
  }
  return op && isa<AllocOp, InputOp>(op) ? op : nullptr;
}

struct LiveBuffer {
  Operation *root = nullptr;
  int64_t bytes = 0;
  int64_t first = 0, last = 0;
  int64_t offset = -1;
};
} // namespace

BufferPlanSummary netc::kern::planBuffers(ProgramOp program) {
  llvm::DenseMap<Operation *, size_t> index;
  std::vector<LiveBuffer> buffers;
  Block &body = program.getBody().front();
  int64_t end = 0;
  for (Operation &op : body) {
    ++end;
    if (isa<AllocOp, InputOp>(op)) {
      auto type = cast<MemRefType>(op.getResult(0).getType());
      int64_t bytes = type.getNumElements() * int64_t(type.getElementTypeBitWidth() / 8);
      index[&op] = buffers.size();
      // Inputs are live from the start: the caller fills them first.
      buffers.push_back({&op, bytes, isa<InputOp>(op) ? 0 : -1, 0});
    }
  }
  int64_t position = 0;
  for (Operation &op : body) {
    ++position;
    if (isa<AllocOp, InputOp, SliceOp, ViewOp, WeightOp>(op))
      continue;
    for (Value operand : op.getOperands()) {
      Operation *root = getRootBuffer(operand);
      if (!root)
        continue;
      LiveBuffer &buffer = buffers[index[root]];
      if (buffer.first < 0)
        buffer.first = position;
      buffer.last = isa<OutputOp>(op) ? end : std::max(buffer.last, position);
    }
  }
  BufferPlanSummary summary;
  std::vector<size_t> order;
  for (size_t i = 0; i < buffers.size(); ++i) {
    if (buffers[i].first < 0) // never used: nothing to place, offset 0
      buffers[i].first = buffers[i].last = 0;
    order.push_back(i);
  }
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return buffers[a].bytes > buffers[b].bytes; });
  std::vector<size_t> placed;
  for (size_t i : order) {
    LiveBuffer &buffer = buffers[i];
    // Intervals of memory taken by buffers live at the same time, by offset.
    std::vector<std::pair<int64_t, int64_t>> taken;
    for (size_t j : placed) {
      const LiveBuffer &other = buffers[j];
      if (other.first <= buffer.last && buffer.first <= other.last)
        taken.push_back({other.offset, other.offset + other.bytes});
    }
    std::sort(taken.begin(), taken.end());
    int64_t offset = 0;
    for (auto [begin, finish] : taken) {
      if (offset + buffer.bytes <= begin)
        break;
      offset = std::max(offset, alignUp(finish));
    }
    buffer.offset = offset;
    placed.push_back(i);
    summary.arenaBytes = std::max(summary.arenaBytes, alignUp(offset + buffer.bytes));
    summary.bufferBytes += buffer.bytes;
    ++summary.buffers;
  }
  Builder builder(program.getContext());
  for (const LiveBuffer &buffer : buffers)
    buffer.root->setAttr("offset", builder.getI64IntegerAttr(buffer.offset));
  program.setArenaBytesAttr(builder.getI64IntegerAttr(summary.arenaBytes));
  return summary;
}

namespace {
struct PlanBuffersPass : netc::kern::impl::KernPlanBuffersBase<PlanBuffersPass> {
  using KernPlanBuffersBase::KernPlanBuffersBase;

  void runOnOperation() override {
    BufferPlanSummary summary = planBuffers(getOperation());
    if (remark)
      getOperation().emitRemark() << "arena " << summary.arenaBytes << " bytes for "
                                << summary.buffers << " buffers of " << summary.bufferBytes
                                << " bytes";
  }
};
} // namespace
