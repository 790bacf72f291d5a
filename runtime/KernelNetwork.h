//===- KernelNetwork.h - A version-2 plan on netc's own kernels --*- C++ -*-===//
//
// Everything `netc-runtime run` executes: one arena allocation for every
// activation (plan.arena_bytes, poisoned with 0xFF bytes, a NaN in every
// precision, so an element no kernel wrote shows), one allocation per weight
// (values from a WeightSource, rounded to the plan's storage precision;
// derived weights folded on the host from the rounded sources), the module
// and one CUfunction per launch. Launches go through cuLaunchKernel on the
// runtime's stream with the plan's arguments in order: a tensor view is the
// arena's base + offset, a weight its device pointer, null a null pointer.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_KERNELNETWORK_H
#define NETC_RUNTIME_KERNELNETWORK_H

#include "KernelModule.h"
#include "Layers.h"
#include "WeightSource.h"

#include <memory>
#include <string>
#include <vector>

namespace netc::runtime {

/// Device memory a run needs, checked against the free memory before
/// anything is allocated.
struct KernelMemoryPlan {
  uint64_t arenaBytes = 0;
  uint64_t weightBytes = 0;
  uint64_t checkBytes = 0;     ///< the largest launch's reference buffers (cuDNN check)
  uint64_t workspaceBytes = 0; ///< cuDNN workspace for the reference
  uint64_t reserveBytes = 0;
  uint64_t totalBytes = 0;
  uint64_t freeBytes = 0, deviceBytes = 0;
};

class KernelNetwork {
public:
  KernelNetwork(const Plan &plan, const ExecutionContext &context);
  ~KernelNetwork();

  /// Throws RuntimeError(OutOfMemory) naming bytes needed and free.
  const KernelMemoryPlan &planMemory(uint64_t checkBytes, uint64_t workspaceBytes,
                                     uint64_t freeBytes, uint64_t deviceBytes,
                                     const std::string &deviceName);
  /// The arena (poisoned) and the weights' device memory.
  void allocate();
  /// Loads every weight from `source` (derived ones folded here).
  void loadWeights(WeightSource &source);
  /// Loads the module and resolves every launch's function.
  void loadModule(LoadRoute route);

  const Plan &plan() const { return networkPlan; }
  const KernelModule &module() const { return *kernelModule; }
  const KernelMemoryPlan &memory() const { return memoryPlan; }

  char *arena() const { return static_cast<char *>(arenaBuffer.data()); }
  void *view(const TensorView &tensor) const { return arena() + tensor.offset; }
  void *weight(size_t index) const { return weightBuffers.at(index).data(); }
  /// A weight's values as stored (rounded to the plan's precision), as float.
  const std::vector<float> &weightValues(size_t index) const { return hostWeights.at(index); }

  /// Fills the arena with 0xFF bytes (NaN in fp32, bf16 and fp16).
  void poisonArena();
  /// Writes host float values into a view (rounded to the storage type);
  /// the data engineer's dataset path uses it for network inputs.
  void writeView(const TensorView &tensor, const std::vector<float> &values);
  /// Reads a view back as float.
  std::vector<float> readView(const TensorView &tensor) const;

  /// Enqueues one launch on the stream.
  void launch(size_t index);
  /// Every launch in order.
  void forward();
  /// Waits for the stream; a failure names `what` (e.g. the launch).
  void synchronize(const std::string &what) const;
  /// "launch 'netc_conv1' (launches[0], layers conv1+bn1)".
  std::string launchName(size_t index) const;

private:
  const Plan &networkPlan;
  const ExecutionContext &context;
  KernelMemoryPlan memoryPlan;
  DeviceBuffer arenaBuffer;
  std::vector<DeviceBuffer> weightBuffers;
  std::vector<std::vector<float>> hostWeights;
  std::unique_ptr<KernelModule> kernelModule;
  std::vector<CUfunction> functions;
  /// Per launch: the argument values and the pointers cuLaunchKernel takes
  /// (a tensor map argument's pointer is its map's, in tensorMaps).
  std::vector<std::vector<void *>> argumentValues;
  std::vector<std::unique_ptr<CUtensorMap>> tensorMaps;
  /// The map of argument `arg` of launch `index`, encoded on the buffers.
  std::unique_ptr<CUtensorMap> encodeTensorMap(size_t index, const LaunchArgument &arg) const;
  std::vector<std::vector<void *>> argumentPointers;
};

/// Copies a (pitched) view to a dense buffer, and back.
void copyViewToDense(const void *view, const TensorView &tensor, void *dense,
                     size_t elementBytes, cudaStream_t stream);
void copyDenseToView(const void *dense, void *view, const TensorView &tensor,
                     size_t elementBytes, cudaStream_t stream);

} // namespace netc::runtime

#endif // NETC_RUNTIME_KERNELNETWORK_H
