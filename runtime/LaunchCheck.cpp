//===- LaunchCheck.cpp - One launch against cuDNN, on fresh random inputs -===//

#include "LaunchCheck.h"

#include "Format.h"
#include "Kernels.h"

#include <cmath>
#include <cstdint>

namespace netc::runtime {

double checkBound(Precision precision) {
  switch (precision) {
  case Precision::FP32: return 1e-5;
  case Precision::TF32: return 2e-3;
  case Precision::BF16: return 1e-2;
  case Precision::FP16: return 2e-3;
  }
  return 1e-5;
}

CheckResult compareOutputs(const std::vector<float> &ours, const std::vector<float> &reference,
                           double bound) {
  CheckResult result;
  result.ran = true;
  result.bound = bound;
  result.elements = ours.size();
  double difference = 0, norm = 0;
  for (size_t i = 0; i < ours.size(); ++i) {
    if (std::isnan(ours[i])) {
      ++result.unwritten;
      continue;
    }
    if (!std::isfinite(reference[i])) {
      ++result.referenceNonFinite;
      continue;
    }
    double d = double(ours[i]) - double(reference[i]);
    difference += d * d;
    norm += double(reference[i]) * double(reference[i]);
    result.maxAbsError = std::max(result.maxAbsError, std::fabs(d));
  }
  result.referenceNorm = std::sqrt(norm);
  result.relativeL2 = norm > 0 ? std::sqrt(difference / norm) : std::sqrt(difference);
  if (result.unwritten)
    result.failure = std::to_string(result.unwritten) + " of " + std::to_string(ours.size()) +
                     " output elements not written (NaN from the poisoned arena)";
  else if (result.referenceNonFinite)
    result.failure = std::to_string(result.referenceNonFinite) +
                     " elements of cuDNN's output are not finite";
  else if (!(result.relativeL2 <= bound))
    result.failure = "relative L2 error " + formatScientific(result.relativeL2) + " > bound " +
                     formatScientific(bound);
  result.passed = result.failure.empty();
  return result;
}

LaunchReference::LaunchReference(KernelNetwork &network, size_t launchIndex,
                                 const ExecutionContext &context)
    : network(network), plan(network.plan()), launchIndex(launchIndex),
      launch(plan.launches[launchIndex]), context(context) {
  // A copy's reference is its one input, copied densely (run()): no runner.
  if (launch.isCopy())
    return;
  // Where each layer's inputs come from: an earlier layer of the launch, or
  // the launch's next input argument (in the order the layers read them).
  size_t external = 0;
  for (size_t l = 0; l < launch.layerIndices.size(); ++l) {
    const PlanLayer &layer = plan.layers[launch.layerIndices[l]];
    LayerScope scope(layer.name);
    std::vector<int64_t> sources;
    for (size_t input : layer.inputIndices) {
      int64_t inside = -1;
      for (size_t k = 0; k < l; ++k)
        if (launch.layerIndices[k] == input)
          inside = int64_t(k);
      sources.push_back(inside >= 0 ? inside : -int64_t(++external));
    }
    inputSources.push_back(sources);
    runners.push_back(createLayerRunner(layer, context));
  }
}

LaunchReference::~LaunchReference() = default;

uint64_t LaunchReference::bytes() const {
  uint64_t total = 0;
  for (size_t input : launch.inputArgs) {
    const TensorView &view = launch.args[input].tensor;
    total += uint64_t(view.pixels() * view.channels()) * elementBytes();
  }
  if (launch.isCopy()) // the reference output, the size of the input
    total += total;
  for (size_t l = 0; l < runners.size(); ++l) {
    total += uint64_t(elementCount(plan.layers[launch.layerIndices[l]].outputShape)) *
             elementBytes();
    for (const BufferRequest &request : runners[l]->bufferRequests())
      if (!request.backwardOnly)
        total += request.bytes;
  }
  // The compare: our output densely, and both as float.
  const TensorView &y = launch.args[launch.outputArg].tensor;
  uint64_t count = uint64_t(y.pixels() * y.channels());
  return total + count * (elementBytes() + 2 * sizeof(float));
}

void LaunchReference::allocate() {
  if (allocated)
    return;
  auto buffer = [&](size_t bytes) -> void * {
    memory.emplace_back(bytes);
    return memory.back().data();
  };
  inputs.clear();
  for (size_t input : launch.inputArgs) {
    const TensorView &view = launch.args[input].tensor;
    inputs.emplace_back(size_t(view.pixels() * view.channels()) * elementBytes());
  }
  if (launch.isCopy()) {
    slots.assign(1, {});
    slots[0].output = buffer(inputs.front().size());
    allocated = true;
    return;
  }
  slots.assign(runners.size(), {});
  DataKind kind = context.dataKind();
  uint64_t seed = 0x5EED0000 + launchIndex * 131;
  for (size_t l = 0; l < runners.size(); ++l) {
    const PlanLayer &layer = plan.layers[launch.layerIndices[l]];
    LayerScope scope(layer.name);
    LayerSlot &slot = slots[l];
    slot.output = buffer(size_t(elementCount(layer.outputShape)) * elementBytes());
    for (int64_t source : inputSources[l])
      slot.inputs.push_back(source >= 0 ? slots[size_t(source)].output
                                        : inputs[size_t(-source - 1)].data());
    slot.inputGradients.assign(slot.inputs.size(), nullptr);
    for (const BufferRequest &request : runners[l]->bufferRequests()) {
      if (request.backwardOnly)
        continue;
      slot.buffers[request.name] = buffer(request.bytes);
      kernels::fillUniform(slot.buffers[request.name], request.bytes / bytesPerElement(request.kind),
                           request.kind, seed++, -1.f, 1.f, context.stream);
    }
    runners[l]->initialiseBuffers(slot, seed++);

    // The layer's source weights, exactly as the kernels' weights were made.
    auto weightOf = [&](const char *role) -> size_t {
      int64_t index = plan.sourceWeight(layer.name, role);
      if (index < 0)
        throw RuntimeError("launch '" + launch.kernel + "': the cuDNN reference of layer '" +
                           layer.name + "' needs its " + role +
                           ", but the plan's weights have no underived weight of layer '" +
                           layer.name + "' with role '" + role + "'");
      return size_t(index);
    };
    auto copyWeight = [&](const char *role, const char *buffer) {
      size_t index = weightOf(role);
      NETC_CUDA_CHECK(cudaMemcpyAsync(slot.buffer(buffer), network.weight(index),
                                      size_t(elementCount(plan.weights[index].shape)) *
                                          elementBytes(),
                                      cudaMemcpyDeviceToDevice, context.stream));
    };
    auto uploadFloat = [&](const char *role, const char *buffer) {
      const std::vector<float> &values = network.weightValues(weightOf(role));
      // On the stream, after the random fill of the same buffer: the stream is
      // non-blocking, so a plain cudaMemcpy would not wait for that fill
      // (compute-sanitizer's slow-down once let the fill land last).
      NETC_CUDA_CHECK(cudaMemcpyAsync(slot.buffer(buffer), values.data(),
                                      values.size() * sizeof(float), cudaMemcpyHostToDevice,
                                      context.stream));
    };
    switch (layer.op) {
    case OpKind::Conv2D:
      copyWeight("filter", "filter");
      if (layer.bias)
        copyWeight("bias", "bias");
      break;
    case OpKind::InnerProduct:
    case OpKind::MatMul:
      copyWeight("filter", "weights");
      if (layer.bias)
        copyWeight("bias", "bias");
      break;
    case OpKind::BatchNorm:
      uploadFloat("gamma", "scale");
      uploadFloat("beta", "shift");
      uploadFloat("mean", "running_mean");
      uploadFloat("var", "running_variance");
      break;
    case OpKind::Binary:
      if (!layer.constantShape.empty()) // a layer scale
        copyWeight("gamma", "gamma");
      break;
    case OpKind::LayerNorm:
      if (layer.affine) {
        copyWeight("gamma", "gamma");
        copyWeight("beta", "beta");
      }
      break;
    default:
      break;
    }
    (void)kind;
  }
  NETC_CUDA_CHECK(cudaStreamSynchronize(context.stream));
  allocated = true;
}

void LaunchReference::release() {
  slots.clear();
  memory.clear();
  inputs.clear();
  allocated = false;
}

void LaunchReference::fillInputs(uint64_t seed) {
  allocate();
  for (size_t i = 0; i < launch.inputArgs.size(); ++i) {
    const TensorView &view = launch.args[launch.inputArgs[i]].tensor;
    size_t count = size_t(view.pixels() * view.channels());
    // Two arguments on one view (x + x) are one tensor: the reference gets the
    // same values for both, as our kernel reads them (a fresh fill of the
    // second would overwrite the first under our kernel only).
    size_t same = 0;
    while (same < i && !(launch.args[launch.inputArgs[same]].tensor == view))
      ++same;
    if (same < i) {
      NETC_CUDA_CHECK(cudaMemcpyAsync(inputs[i].data(), inputs[same].data(),
                                      count * elementBytes(), cudaMemcpyDeviceToDevice,
                                      context.stream));
      continue;
    }
    kernels::fillUniform(inputs[i].data(), count, context.dataKind(),
                         seed * 0x9E3779B97F4A7C15ull + launchIndex * 977 + i, -1.f, 1.f,
                         context.stream);
    copyDenseToView(inputs[i].data(), network.view(view), view, elementBytes(), context.stream);
  }
}

void LaunchReference::selectAlgorithms() {
  allocate();
  if (selected)
    return;
  for (size_t l = 0; l < runners.size(); ++l) {
    LayerScope scope(plan.layers[launch.layerIndices[l]].name);
    runners[l]->selectAlgorithms(slots[l]);
  }
  selected = true;
}

void LaunchReference::run() {
  if (launch.isCopy()) {
    NETC_CUDA_CHECK(cudaMemcpyAsync(slots.front().output, inputs.front().data(),
                                    inputs.front().size(), cudaMemcpyDeviceToDevice,
                                    context.stream));
    return;
  }
  for (size_t l = 0; l < runners.size(); ++l) {
    LayerScope scope(plan.layers[launch.layerIndices[l]].name);
    runners[l]->run(Pass::Forward, AlgorithmSearch::Find, slots[l]);
  }
}

std::vector<size_t> LaunchReference::externalInputLayers() const {
  if (launch.isCopy())
    return launch.externalInputLayers(plan.layers);
  std::vector<size_t> layers(launch.inputArgs.size(), SIZE_MAX);
  for (size_t l = 0; l < inputSources.size(); ++l) {
    const PlanLayer &layer = plan.layers[launch.layerIndices[l]];
    for (size_t j = 0; j < inputSources[l].size(); ++j)
      if (inputSources[l][j] < 0) {
        size_t k = size_t(-inputSources[l][j] - 1);
        if (k < layers.size())
          layers[k] = layer.inputIndices[j];
      }
  }
  return layers;
}

void LaunchReference::setInput(size_t k, const void *dense) {
  allocate();
  const TensorView &view = launch.args[launch.inputArgs.at(k)].tensor;
  NETC_CUDA_CHECK(cudaMemcpyAsync(inputs.at(k).data(), dense,
                                  size_t(view.pixels() * view.channels()) * elementBytes(),
                                  cudaMemcpyDeviceToDevice, context.stream));
}

std::string LaunchReference::algorithms() const {
  if (launch.isCopy())
    return "cudaMemcpyAsync";
  std::string text;
  for (size_t l = 0; l < runners.size(); ++l)
    if (runners[l]->hasAlgorithmChoice(Pass::Forward) && selected) {
      AlgorithmChoice choice = runners[l]->algorithm(Pass::Forward, AlgorithmSearch::Find);
      text += (text.empty() ? "" : ", ") + choice.name +
              (choice.epilogue.empty() ? "" : " [" + choice.epilogue + "]");
    }
  return text;
}

CheckResult LaunchReference::check(uint64_t seed) {
  fillInputs(seed);
  const TensorView &y = launch.args[launch.outputArg].tensor;
  // Poison the output view unless the launch works in place (y is one of
  // its inputs): then an unwritten element keeps its input value.
  bool inPlace = false;
  for (size_t input : launch.inputArgs)
    inPlace |= launch.args[input].tensor == y;
  if (!inPlace)
    NETC_CUDA_CHECK(cudaMemset2DAsync(network.view(y), size_t(y.pitch) * elementBytes(), 0xFF,
                                      size_t(y.channels()) * elementBytes(), size_t(y.pixels()),
                                      context.stream));
  network.launch(launchIndex);
  network.synchronize(network.launchName(launchIndex));
  selectAlgorithms();
  run();
  NETC_CUDA_CHECK(cudaStreamSynchronize(context.stream));

  size_t count = size_t(y.pixels() * y.channels());
  DeviceBuffer dense(count * elementBytes());
  copyViewToDense(network.view(y), y, dense.data(), elementBytes(), context.stream);
  std::vector<float> ours =
      kernels::downloadAsFloats(dense.data(), context.dataKind(), count, context.stream);
  std::vector<float> reference =
      kernels::downloadAsFloats(slots.back().output, context.dataKind(), count, context.stream);
  // A copy, a transpose and a channel slice move values without arithmetic:
  // the output must equal the reference exactly, whatever the precision.
  bool movesOnly = launch.isCopy() || launch.op == "transpose" || launch.op == "extract_channels";
  return compareOutputs(ours, reference, movesOnly ? 0.0 : checkBound(plan.precision));
}

} // namespace netc::runtime
