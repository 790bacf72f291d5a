//===- MemoryPlan.cpp - Inference and training memory -------------------===//

#include "Analysis/MemoryPlan.h"

#include "llvm/ADT/DenseMap.h"

using namespace mlir;
using namespace netc;

MemoryPlan::MemoryPlan(const NetworkStatistics &statistics) : statistics(statistics) {
  ArrayRef<LayerStatistics> layers = statistics.getLayers();
  size_t count = layers.size();
  llvm::DenseMap<Operation *, size_t> position;
  for (auto [index, stats] : llvm::enumerate(layers))
    position[stats.layer.getOperation()] = index;

  // The last step that reads each buffer; unread buffers are network outputs
  // and stay live to the end.
  std::vector<size_t> lastUse(count);
  for (auto [index, stats] : llvm::enumerate(layers)) {
    lastUse[index] = index;
    bool read = false;
    for (Operation *user : stats.layer->getResult(0).getUsers())
      if (auto it = position.find(user); it != position.end()) {
        lastUse[index] = std::max(lastUse[index], it->second);
        read = true;
      }
    if (!read)
      lastUse[index] = count - 1;
  }

  // Sweep: add each buffer when written, drop it after its last read.
  std::vector<int64_t> releasedAfter(count, 0), gradientReleasedAfter(count, 0);
  std::vector<int64_t> gradientLive(count, 0);
  liveBytes.assign(count, 0);
  int64_t live = 0, gradient = 0;
  for (size_t step = 0; step < count; ++step) {
    live += layers[step].outputBytes();
    releasedAfter[lastUse[step]] += layers[step].outputBytes();
    bool isInput = isa<net::InputOp>(layers[step].layer.getOperation());
    int64_t gradientBytes = isInput ? 0 : layers[step].outputBytes();
    gradient += gradientBytes;
    gradientReleasedAfter[lastUse[step]] += gradientBytes;
    liveBytes[step] = live;
    if (live > peakBytes) {
      peakBytes = live;
      peakLayer = step;
    }
    peakGradientBytes = std::max(peakGradientBytes, gradient);
    live -= releasedAfter[step];
    gradient -= gradientReleasedAfter[step];
  }
}

int64_t MemoryPlan::getInferenceBytes() const {
  return statistics.getParameterBytes() + peakBytes;
}

int64_t MemoryPlan::getTrainingBytes() const {
  return 2 * statistics.getParameterBytes() + statistics.getActivationBytes() +
         peakGradientBytes;
}
