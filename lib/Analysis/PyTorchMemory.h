//===- PyTorchMemory.h - Training memory as PyTorch's autograd keeps it -*- C++ -*-===//
//
// `netc summarize --memory --memory-model pytorch`: the peak of
// torch.cuda.max_memory_allocated over one training step (forward, then
// backward from `output.sum()`, gradients set to None before it, no optimiser
// step), derived per layer from what PyTorch allocates and what its autograd
// saves for the backward pass, not from netc's own plan:
//
//  * every tensor is one allocation of the caching allocator, rounded up to
//    its 512-byte blocks; views (reshape, flatten, a channel slice) allocate
//    nothing and keep their source alive;
//  * forward: a layer allocates its output; a tensor lives until its last
//    reader ran unless a layer saved it for backward, and then until the
//    backward of the first layer that saved it;
//  * what each layer kind saves (docs/analysis.md has the table):
//    convolution, linear and matmul their input; batch norm its input and
//    its per-channel mean and inverse deviation; layer norm its input and per
//    row mean and inverse deviation; max pooling its input and int64
//    indices; average pooling its input (a global one is a mean: nothing);
//    ReLU, sigmoid and tanh their output (in place: the buffer of the layer
//    before); ReLU6, SiLU, GELU, HardSwish and HardSigmoid their input (a
//    new output; ReLU6 in place saves a copy of its input, PyTorch issue
//    95432); mul, div and products their operands; add, sub, sums and
//    concatenation nothing; dropout its one-byte mask;
//  * backward, layers in reverse: a layer allocates the gradients of its
//    inputs (of its parameters, kept to the end) while its output's gradient
//    and the saved tensors are live, then frees both;
//  * before the step: the parameters (one allocation per tensor), batch
//    norm's running mean and variance and its int64 step counter, the input
//    batch, and the GEMM libraries' workspaces (PyTorch keeps a 32 MiB cuBLAS
//    and a 32 MiB cuBLASLt workspace on sm_90 once a GEMM ran).
//
// Not modelled: cuDNN's per-call workspaces (allocated and freed inside each
// convolution), the allocator's oversize blocks (a cached block up to 1 MiB
// larger than asked for is handed out whole), layers only training mode
// runs (stochastic depth, which an exported inference graph does not show),
// and an optimiser's state.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_ANALYSIS_PYTORCHMEMORY_H
#define NETC_ANALYSIS_PYTORCHMEMORY_H

#include "Analysis/NetworkStatistics.h"

#include <string>

namespace netc {

struct PyTorchMemoryOptions {
  /// The caching allocator's block: every allocation is a multiple of it.
  int64_t blockBytes = 512;
  /// cuBLAS's and cuBLASLt's workspaces, allocated once and kept (2 x 32 MiB
  /// on sm_90, PyTorch's default for Hopper).
  int64_t libraryWorkspaceBytes = int64_t(64) << 20;
};

struct PyTorchMemoryEstimate {
  /// Allocated before the step: parameters and batch norm's buffers.
  int64_t weightBytes = 0;
  /// The input batch.
  int64_t inputBytes = 0;
  int64_t libraryWorkspaceBytes = 0;
  /// Tensors the forward pass keeps for backward, when it ends.
  int64_t savedBytes = 0;
  /// Parameter gradients when the step ends.
  int64_t gradientBytes = 0;
  /// The peak, everything above included.
  int64_t peakBytes = 0;
  /// Where it occurs: the layer whose forward or backward step it is.
  size_t peakLayer = 0;
  bool peakInBackward = false;
  /// Per layer: the bytes its forward pass allocates that autograd keeps
  /// to the backward pass (its saved output or input copy, indices, masks,
  /// statistics), in the network's order.
  std::vector<int64_t> savedBytesByLayer;
};

/// The estimate for `statistics`' network at its batch, f32 storage.
PyTorchMemoryEstimate estimatePyTorchTrainingMemory(const NetworkStatistics &statistics,
                                                    const PyTorchMemoryOptions &options = {});

} // namespace netc

#endif // NETC_ANALYSIS_PYTORCHMEMORY_H
