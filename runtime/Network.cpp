//===- Network.cpp - A plan's layers, their memory and their execution ----===//

#include "Network.h"

#include "Format.h"
#include "Kernels.h"
#include "Statistics.h"

#include <algorithm>

namespace netc::runtime {

Network::Network(const Plan &plan, ExecutionContext &context, NetworkOptions options)
    : networkPlan(plan), context(context), options(options) {
  for (const PlanLayer &layer : plan.layers)
    runners.push_back(createLayerRunner(layer, context));

  // An input or a reshape needs a gradient buffer only when a consumer
  // writes one (reshape passes its consumers' gradient through to its
  // input); every other layer receives its output gradient. Consumers come
  // after producers, so one reverse sweep settles it.
  size_t count = plan.layers.size();
  hasGradient.assign(count, false);
  for (size_t i = count; i-- > 0;) {
    const PlanLayer &layer = plan.layers[i];
    if (!options.backward)
      continue;
    if (layer.op != OpKind::Input && layer.op != OpKind::Reshape) {
      hasGradient[i] = true;
      continue;
    }
    for (size_t j = i + 1; j < count; ++j) {
      const PlanLayer &consumer = plan.layers[j];
      bool reads = std::find(consumer.inputIndices.begin(), consumer.inputIndices.end(), i) !=
                   consumer.inputIndices.end();
      if (reads && (runners[j]->hasPass(Pass::BackwardData) ||
                    (consumer.op == OpKind::Reshape && hasGradient[j])))
        hasGradient[i] = true;
    }
  }
}

Network::~Network() = default;

uint64_t Network::outputBytes(size_t layer) const {
  return uint64_t(elementCount(networkPlan.layers[layer].outputShape)) * context.elementBytes();
}

void Network::layoutMemory(uint64_t l2Bytes, size_t maxSlots) {
  memoryPlan.layers.clear();
  memoryPlan.rotation = false;
  memoryPlan.workspaceBytes = 0;
  for (size_t i = 0; i < runners.size(); ++i) {
    const PlanLayer &layer = networkPlan.layers[i];
    LayerRunner &runner = *runners[i];
    LayerMemory memory;
    memory.layer = layer.name;
    if (!runner.aliasesInput()) {
      memory.parts.push_back({"output", outputBytes(i)});
      if (hasGradient[i])
        memory.parts.push_back({"output gradient", outputBytes(i)});
    }
    for (const BufferRequest &request : runner.bufferRequests()) {
      if (request.backwardOnly && !options.backward)
        continue;
      if (request.rotated)
        memory.parts.push_back({request.name, request.bytes});
      else
        memory.sharedBytes += request.bytes;
    }
    for (const auto &part : memory.parts)
      memory.slotBytes += part.second;
    uint64_t workingSet = memory.slotBytes;
    for (size_t parent : layer.inputIndices)
      workingSet += outputBytes(parent);
    memory.slots = rotationSlots(workingSet, l2Bytes, maxSlots);
    if (runner.usesWorkspace())
      memoryPlan.workspaceBytes = context.workspaceLimit;
    memoryPlan.layers.push_back(std::move(memory));
  }
  // A reshape uses its producer's buffers, so it has the producer's copies.
  // (A layer's inputs are its producers' outputs and rotate with them: a
  // small layer after a large one reads the same input every iteration,
  // warm in L2 as it would be right after the producer wrote it.)
  for (size_t i = 0; i < runners.size(); ++i) {
    LayerMemory &memory = memoryPlan.layers[i];
    if (runners[i]->aliasesInput())
      memory.slots = memoryPlan.layers[networkPlan.layers[i].inputIndices[0]].slots;
    memory.totalBytes = memory.slots * memory.slotBytes + memory.sharedBytes;
    memoryPlan.rotation |= memory.slots > 1;
  }
  memoryPlan.reserveBytes = options.reserveBytes;
  memoryPlan.totalBytes = memoryPlan.workspaceBytes + memoryPlan.reserveBytes;
  for (const LayerMemory &memory : memoryPlan.layers)
    memoryPlan.totalBytes += memory.totalBytes;
}

const MemoryPlan &Network::planMemory(uint64_t freeBytes, uint64_t deviceBytes,
                                      uint64_t l2Bytes, const std::string &deviceName) {
  memoryPlan.freeBytes = freeBytes;
  memoryPlan.deviceBytes = deviceBytes;
  layoutMemory(l2Bytes, options.maxRotationSlots);
  if (memoryPlan.totalBytes > freeBytes && memoryPlan.rotation) {
    uint64_t withRotation = memoryPlan.totalBytes;
    layoutMemory(l2Bytes, 1);
    memoryPlan.note = "buffer rotation turned off: with it the plan needs " +
                      formatBytes(withRotation) + ", more than the " + formatBytes(freeBytes) +
                      " free";
  }
  if (memoryPlan.totalBytes > freeBytes)
    throwOutOfMemory(deviceName);
  period = 1;
  for (const LayerMemory &memory : memoryPlan.layers)
    period = std::max(period, memory.slots);
  return memoryPlan;
}

void Network::throwOutOfMemory(const std::string &deviceName) const {
  const MemoryPlan &m = memoryPlan;
  std::string message = "out of GPU memory: plan '" + networkPlan.network + "' (batch " +
                        std::to_string(networkPlan.batch) + ", " +
                        getPrecisionName(context.precision) + ", " +
                        (options.backward ? "forward and backward" : "forward only") +
                        ") needs " + formatBytes(m.totalBytes) + " but only " +
                        formatBytes(m.freeBytes) + " of " + formatBytes(m.deviceBytes) +
                        " is free on " + deviceName + ".\n";
  uint64_t running = m.workspaceBytes + m.reserveBytes;
  if (running > m.freeBytes) {
    message += "  The convolution workspace and the reserve alone exceed the free memory.\n";
  } else {
    for (size_t i = 0; i < m.layers.size(); ++i) {
      running += m.layers[i].totalBytes;
      if (running <= m.freeBytes)
        continue;
      const LayerMemory &layer = m.layers[i];
      message += "  The running total passes the free memory at layer '" + layer.layer +
                 "' (layers[" + std::to_string(i) + "]), which alone needs " +
                 formatBytes(layer.totalBytes) + ":";
      for (size_t p = 0; p < layer.parts.size(); ++p)
        message += std::string(p ? "," : "") + " " + layer.parts[p].first + " " +
                   formatBytes(layer.parts[p].second);
      if (layer.slots > 1)
        message += " (x" + std::to_string(layer.slots) + " rotation copies)";
      message += ".\n";
      break;
    }
  }
  std::vector<const LayerMemory *> largest;
  for (const LayerMemory &layer : m.layers)
    largest.push_back(&layer);
  std::sort(largest.begin(), largest.end(), [](const LayerMemory *a, const LayerMemory *b) {
    return a->totalBytes > b->totalBytes;
  });
  message += "  Largest layers:";
  for (size_t i = 0; i < std::min<size_t>(3, largest.size()); ++i)
    message += std::string(i ? "," : "") + " '" + largest[i]->layer + "' " +
               formatBytes(largest[i]->totalBytes);
  message += ".\n  Also counted: " + formatBytes(m.workspaceBytes) +
             " convolution workspace (--workspace-mb) and " + formatBytes(m.reserveBytes) +
             " left free for cuDNN and cuBLAS.\n"
             "  Nothing was allocated or launched. Use a smaller batch, --direction forward "
             "(no gradients) or a smaller --workspace-mb.";
  throw RuntimeError(message, RuntimeError::Kind::OutOfMemory);
}

/// A seed per buffer, so that no two buffers hold the same values.
static uint64_t bufferSeed(uint64_t seed, uint64_t buffer) {
  return seed * 0x100000001B3ull + buffer * 0x9E3779B97F4A7C15ull;
}

void Network::allocateAndInitialise() {
  if (memoryPlan.layers.size() != runners.size())
    throw RuntimeError("internal error: allocateAndInitialise before planMemory");
  uint64_t bufferCount = 0;
  auto allocate = [&](size_t bytes, DataKind kind, const std::string &what) -> void * {
    try {
      allocations.emplace_back(bytes);
    } catch (const RuntimeError &error) {
      throw RuntimeError(std::string(error.what()) + " while allocating " + what + " (" +
                             formatBytes(bytes) + ") although the memory plan found room",
                         error.kind());
    }
    void *data = allocations.back().data();
    size_t count = bytes / bytesPerElement(kind);
    kernels::fillUniform(data, count, kind, bufferSeed(options.seed, bufferCount++), -1.f, 1.f,
                         context.stream);
    return data;
  };
  if (memoryPlan.workspaceBytes) {
    workspace = DeviceBuffer(memoryPlan.workspaceBytes);
    context.workspace = workspace.data();
  }

  DataKind kind = context.dataKind();
  size_t count = runners.size();
  // own[layer][slot]: the layer's own buffers of one rotation copy.
  std::vector<std::vector<LayerSlot>> own(count);
  for (size_t i = 0; i < count; ++i) {
    LayerScope scope(networkPlan.layers[i].name);
    LayerRunner &runner = *runners[i];
    const LayerMemory &memory = memoryPlan.layers[i];
    std::map<std::string, void *> shared;
    std::vector<BufferRequest> requests = runner.bufferRequests();
    for (const BufferRequest &request : requests)
      if (!request.rotated && (options.backward || !request.backwardOnly))
        shared[request.name] = allocate(request.bytes, request.kind, "'" + request.name + "'");
    for (size_t s = 0; s < memory.slots; ++s) {
      LayerSlot slot;
      if (runner.aliasesInput()) {
        const LayerSlot &parent = own[networkPlan.layers[i].inputIndices[0]][s];
        slot.output = parent.output;
        slot.outputGradient = hasGradient[i] ? parent.outputGradient : nullptr;
      } else {
        slot.output = allocate(outputBytes(i), kind, "the output");
        if (hasGradient[i])
          slot.outputGradient = allocate(outputBytes(i), kind, "the output gradient");
      }
      slot.buffers = shared;
      for (const BufferRequest &request : requests)
        if (request.rotated && (options.backward || !request.backwardOnly))
          slot.buffers[request.name] =
              allocate(request.bytes, request.kind, "'" + request.name + "'");
      own[i].push_back(std::move(slot));
    }
  }

  views.assign(count, {});
  for (size_t i = 0; i < count; ++i) {
    const PlanLayer &layer = networkPlan.layers[i];
    for (size_t k = 0; k < period; ++k) {
      LayerSlot view = own[i][k % own[i].size()];
      for (size_t parent : layer.inputIndices) {
        const LayerSlot &input = own[parent][k % own[parent].size()];
        view.inputs.push_back(input.output);
        view.inputGradients.push_back(input.outputGradient);
      }
      views[i].push_back(std::move(view));
    }
    LayerScope scope(layer.name);
    for (size_t s = 0; s < own[i].size(); ++s)
      runners[i]->initialiseBuffers(views[i][s], bufferSeed(options.seed, bufferCount++));
  }
  NETC_CUDA_CHECK(cudaStreamSynchronize(context.stream));
}

const LayerSlot &Network::slot(size_t layer, size_t iteration) const {
  return views.at(layer).at(iteration % period);
}

bool Network::runsPass(size_t layer, Pass pass) const {
  return runners[layer]->hasPass(pass) && (pass == Pass::Forward || options.backward);
}

void Network::selectAlgorithms(size_t layer) {
  LayerScope scope(networkPlan.layers[layer].name);
  runners[layer]->selectAlgorithms(slot(layer, 0));
}

void Network::run(size_t layer, Pass pass, AlgorithmSearch search, size_t iteration) {
  LayerScope scope(networkPlan.layers[layer].name);
  runners[layer]->run(pass, search, slot(layer, iteration));
}

void Network::runLibraryCall(size_t layer, Pass pass, AlgorithmSearch search,
                             size_t iteration) {
  LayerScope scope(networkPlan.layers[layer].name);
  runners[layer]->runLibraryCall(pass, search, slot(layer, iteration));
}

void Network::forward(AlgorithmSearch search, size_t iteration) {
  for (size_t i = 0; i < runners.size(); ++i)
    if (runsPass(i, Pass::Forward))
      run(i, Pass::Forward, search, iteration);
}

void Network::backward(AlgorithmSearch search, size_t iteration) {
  for (size_t i = runners.size(); i-- > 0;)
    for (Pass pass : {Pass::BackwardFilter, Pass::BackwardData})
      if (runsPass(i, pass))
        run(i, pass, search, iteration);
}

} // namespace netc::runtime
