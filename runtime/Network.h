//===- Network.h - A plan's layers, their memory and their execution -*- C++ -*-===//
//
// Network owns the runners and every device buffer of a plan. Memory is
// planned in full before anything is allocated or launched: when the plan
// does not fit in the free device memory, planMemory throws one
// out-of-memory error naming the bytes needed and free and the layer where
// the running total passes the free memory.
//
// Buffer rotation: a layer whose working set is small would find its
// operands still in L2 from the previous timed iteration and look faster than
// it is inside a network. Such a layer gets several copies of its buffers
// (rotationSlots in Statistics.h), and iteration i uses copy i mod copies of
// its own buffers and of its inputs'.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_NETWORK_H
#define NETC_RUNTIME_NETWORK_H

#include "Layers.h"

#include <memory>
#include <string>
#include <vector>

namespace netc::runtime {

struct NetworkOptions {
  bool backward = true;         ///< allocate gradients; backward passes may run
  size_t maxRotationSlots = 32; ///< a power of two; 1 turns rotation off
  uint64_t seed = 1;
  /// Left free for cuDNN's and cuBLAS's own allocations.
  uint64_t reserveBytes = uint64_t(256) << 20;
};

/// The memory one layer takes.
struct LayerMemory {
  std::string layer;
  uint64_t slotBytes = 0;   ///< one rotation copy: output, gradient, rotated buffers
  size_t slots = 1;
  uint64_t sharedBytes = 0; ///< buffers kept once (batch-norm statistics)
  uint64_t totalBytes = 0;
  std::vector<std::pair<std::string, uint64_t>> parts; ///< per copy, for messages
};

struct MemoryPlan {
  std::vector<LayerMemory> layers;
  uint64_t workspaceBytes = 0;
  uint64_t reserveBytes = 0;
  uint64_t totalBytes = 0; ///< everything, reserve included
  uint64_t freeBytes = 0;
  uint64_t deviceBytes = 0;
  bool rotation = false;   ///< whether any layer has more than one copy
  std::string note;        ///< e.g. why rotation was turned off
};

class Network {
public:
  Network(const Plan &plan, ExecutionContext &context, NetworkOptions options);
  ~Network();

  /// Sizes everything; throws RuntimeError(OutOfMemory) if it cannot fit.
  const MemoryPlan &planMemory(uint64_t freeBytes, uint64_t deviceBytes, uint64_t l2Bytes,
                               const std::string &deviceName);
  /// Allocates what planMemory sized and fills it with seeded random values.
  void allocateAndInitialise();

  size_t size() const { return runners.size(); }
  const Plan &plan() const { return networkPlan; }
  LayerRunner &runner(size_t layer) { return *runners[layer]; }
  const MemoryPlan &memory() const { return memoryPlan; }
  size_t slotCount(size_t layer) const { return memoryPlan.layers[layer].slots; }
  /// The buffers iteration `iteration` of a layer uses.
  const LayerSlot &slot(size_t layer, size_t iteration) const;

  /// Whether this run executes the pass for the layer.
  bool runsPass(size_t layer, Pass pass) const;
  void selectAlgorithms(size_t layer);
  void run(size_t layer, Pass pass, AlgorithmSearch search, size_t iteration);
  /// The library's call of the pass alone (LayerRunner::runLibraryCall).
  void runLibraryCall(size_t layer, Pass pass, AlgorithmSearch search, size_t iteration);
  /// The whole network's forward pass, then its backward pass in reverse
  /// layer order (backward filter before backward data for each layer).
  void forward(AlgorithmSearch search, size_t iteration);
  void backward(AlgorithmSearch search, size_t iteration);

private:
  const Plan &networkPlan;
  ExecutionContext &context;
  NetworkOptions options;
  std::vector<std::unique_ptr<LayerRunner>> runners;
  std::vector<bool> hasGradient; ///< whether a layer's output gradient exists
  MemoryPlan memoryPlan;
  size_t period = 1;             ///< slot views per layer: the largest slot count
  std::vector<DeviceBuffer> allocations;
  DeviceBuffer workspace;
  /// views[layer][k]: slot view for iterations k mod period.
  std::vector<std::vector<LayerSlot>> views;

  uint64_t outputBytes(size_t layer) const;
  void layoutMemory(uint64_t l2Bytes, size_t maxSlots);
  [[noreturn]] void throwOutOfMemory(const std::string &deviceName) const;
};

} // namespace netc::runtime

#endif // NETC_RUNTIME_NETWORK_H
