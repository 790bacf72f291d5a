//===- ExecutionPads.cpp - The pads a layer executes with -----------------===//

#include "Net/IR/ExecutionPads.h"

#include <algorithm>

using namespace mlir;
using namespace netc::net;

namespace {
ArrayRef<int64_t> shapeOf(Value value) {
  return cast<RankedTensorType>(value.getType()).getShape();
}

/// TensorFlow's SAME split of one axis: [before, after].
std::pair<int64_t, int64_t> samePads(int64_t in, int64_t out, int64_t window, int64_t stride) {
  int64_t total = std::max<int64_t>((out - 1) * stride + window - in, 0);
  return {total / 2, total - total / 2};
}

/// Explicit pads [top, left, bottom, right] as execution pads: the top and
/// left ones as written; the bottom and right ones whatever makes the windows
/// that start at the top-left give the output's extent. That is the written
/// pad, larger in ceil mode (the last window reaches past it), smaller where
/// floor mode drops the rows that no window reaches.
std::pair<int64_t, int64_t> explicitPads(int64_t in, int64_t out, int64_t window,
                                         int64_t stride, int64_t before) {
  return {before, std::max<int64_t>((out - 1) * stride + window - in - before, 0)};
}

template <typename PoolOp> SmallVector<int64_t, 4> poolPads(PoolOp pool) {
  ArrayRef<int64_t> in = shapeOf(pool.getInput());
  ArrayRef<int64_t> out = pool.getType().getShape();
  if (pool.getPadding() == PaddingKind::Explicit) {
    ArrayRef<int64_t> pad = pool.getPad();
    auto [top, bottom] =
        explicitPads(in[1], out[1], pool.getKsize()[0], pool.getStrides()[0], pad[0]);
    auto [left, right] =
        explicitPads(in[2], out[2], pool.getKsize()[1], pool.getStrides()[1], pad[1]);
    return {top, bottom, left, right};
  }
  if (pool.getPadding() != PaddingKind::Same)
    return {0, 0, 0, 0};
  auto [top, bottom] = samePads(in[1], out[1], pool.getKsize()[0], pool.getStrides()[0]);
  auto [left, right] = samePads(in[2], out[2], pool.getKsize()[1], pool.getStrides()[1]);
  return {top, bottom, left, right};
}
} // namespace

SmallVector<int64_t, 4> netc::net::executionPads(Conv2DOp conv) {
  if (conv.getPadding() == PaddingKind::Valid)
    return {0, 0, 0, 0};
  if (conv.getPadding() == PaddingKind::Explicit) {
    ArrayRef<int64_t> pad = *conv.getPad(); // [ph, pw] or [top, left, bottom, right]
    if (pad.size() == 4)
      return {pad[0], pad[2], pad[1], pad[3]};
    return {pad[0], pad[0], pad[1], pad[1]};
  }
  ArrayRef<int64_t> in = shapeOf(conv.getInput());
  ArrayRef<int64_t> out = conv.getType().getShape();
  auto [top, bottom] = samePads(in[1], out[1], conv.getFilter()[0], conv.getStrides()[0]);
  auto [left, right] = samePads(in[2], out[2], conv.getFilter()[1], conv.getStrides()[1]);
  return {top, bottom, left, right};
}

SmallVector<int64_t, 4> netc::net::executionPads(MaxPoolOp pool) { return poolPads(pool); }
SmallVector<int64_t, 4> netc::net::executionPads(AvgPoolOp pool) { return poolPads(pool); }
