//===- Workspace.h - How much memory cuDNN's engines may use -----*- C++ -*-===//
//
// Part of netc-runtime (plain C++, no MLIR).
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_WORKSPACE_H
#define NETC_RUNTIME_WORKSPACE_H

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace netc::runtime {

/// --workspace-mb auto (the default of profile and run): cuDNN's engines may
/// use up to a quarter of the GPU's free memory, between 256 MiB and 16 GiB.
/// A fixed 1 GiB kept the reference off the engines PyTorch picks (which may
/// use all free memory): on an H100, vgg16's conv1_2 at batch 64 ran 21.5 ms
/// on the best engine within 1 GiB and 7.3 ms on one that needs 1.5 GiB;
/// conv4_2 5.6 against 2.3 ms (2.7 GiB); the forward pass 66.8 against 44.0.
constexpr size_t kAutomaticWorkspace = SIZE_MAX;
inline size_t resolveWorkspaceLimit(size_t requested, size_t freeBytes) {
  if (requested != kAutomaticWorkspace)
    return requested;
  return std::clamp(freeBytes / 4, size_t(256) << 20, size_t(16) << 30);
}

} // namespace netc::runtime

#endif // NETC_RUNTIME_WORKSPACE_H
