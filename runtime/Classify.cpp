//===- Classify.cpp - A dataset through the network: ours and cuDNN's answers -===//

#include "Classify.h"

#include "Error.h"
#include "Format.h"
#include "Kernels.h"
#include "LaunchCheck.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <memory>

namespace netc::runtime {

int argmaxOf(const float *values, int64_t count) {
  int best = 0;
  for (int64_t i = 1; i < count; ++i)
    // NaN never wins; a NaN in the first place loses to any number.
    if (values[i] > values[best] || (std::isnan(values[best]) && !std::isnan(values[i])))
      best = int(i);
  return best;
}

Agreement agreementOf(const std::string &with, const std::vector<int> &a,
                      const std::vector<int> &b) {
  Agreement result;
  result.with = with;
  result.compared = int64_t(std::min(a.size(), b.size()));
  for (int64_t i = 0; i < result.compared; ++i) {
    if (a[size_t(i)] == b[size_t(i)])
      ++result.agree;
    else if (result.firstDisagreements.size() < 10)
      result.firstDisagreements.push_back(i);
  }
  return result;
}

namespace {

/// Elapsed milliseconds between two events already recorded and reached.
double elapsedMs(cudaEvent_t start, cudaEvent_t stop) {
  float ms = 0;
  NETC_CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
  return ms;
}

struct Events {
  cudaEvent_t start = nullptr, stop = nullptr;
  Events() {
    NETC_CUDA_CHECK(cudaEventCreate(&start));
    NETC_CUDA_CHECK(cudaEventCreate(&stop));
  }
  ~Events() {
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
  }
};

/// Every launch's cuDNN reference, chained: a launch's inputs are the
/// reference outputs of the layers that produce them (aliases followed to
/// their source; the network input is a dense copy of what was written into
/// the arena's input view, i.e. already rounded to the storage type). A
/// concatenation, written in place or by copy launches, is assembled from
/// its inputs' reference outputs into a dense buffer of its own; its copy
/// launches are not chained (their reference is that assembly's part).
class ReferenceChain {
public:
  ReferenceChain(KernelNetwork &network, const ExecutionContext &context)
      : network(network), plan(network.plan()), context(context) {
    for (size_t i = 0; i < plan.launches.size(); ++i)
      references.push_back(std::make_unique<LaunchReference>(network, i, context));
  }

  uint64_t bytes() const {
    uint64_t total = 0;
    for (size_t i = 0; i < references.size(); ++i)
      if (!plan.launches[i].isCopy())
        total += references[i]->bytes();
    for (size_t layer : assembledConcats())
      total += uint64_t(elementCount(plan.layers[layer].outputShape)) * context.elementBytes();
    for (const TensorBinding &input : plan.inputs)
      total += uint64_t(input.tensor.pixels() * input.tensor.channels()) * context.elementBytes();
    return total;
  }

  void allocate() {
    for (const TensorBinding &input : plan.inputs)
      inputCopies.emplace_back(size_t(input.tensor.pixels() * input.tensor.channels()) *
                               context.elementBytes());
    for (size_t i = 0; i < references.size(); ++i) {
      if (plan.launches[i].isCopy())
        continue;
      references[i]->allocate();
      references[i]->selectAlgorithms();
    }
    concatBuffers.clear();
    for (size_t layer : assembledConcats())
      concatBuffers.emplace(layer, DeviceBuffer(size_t(elementCount(plan.layers[layer].outputShape)) *
                                                context.elementBytes()));
  }

  /// Copies the arena's input views (call before our forward pass: the
  /// arena may reuse the input's memory for a later activation).
  void captureInputs() {
    for (size_t i = 0; i < plan.inputs.size(); ++i)
      copyViewToDense(network.view(plan.inputs[i].tensor), plan.inputs[i].tensor,
                      inputCopies[i].data(), context.elementBytes(), context.stream);
  }

  /// Enqueues the whole network through the references.
  void run() {
    outputs.assign(plan.layers.size(), nullptr);
    for (size_t i = 0; i < plan.inputs.size(); ++i)
      outputs[plan.inputs[i].layerIndex] = inputCopies[i].data();
    for (size_t i = 0; i < references.size(); ++i) {
      if (plan.launches[i].isCopy())
        continue;
      LaunchReference &reference = *references[i];
      std::vector<size_t> sources = reference.externalInputLayers();
      for (size_t k = 0; k < sources.size(); ++k)
        reference.setInput(k, produced(sources[k], i));
      reference.run();
      const PlanLaunch &launch = plan.launches[i];
      for (size_t l = 0; l < launch.layerIndices.size(); ++l)
        outputs[launch.layerIndices[l]] = reference.layerOutput(l);
    }
  }

  /// The reference output of a layer (after run()).
  const void *output(size_t layer) { return produced(layer, SIZE_MAX); }

private:
  /// The concatenations of channels no launch computes as a whole: written
  /// in place, or by copy launches.
  std::vector<size_t> assembledConcats() const {
    std::vector<size_t> layers;
    for (size_t l = 0; l < plan.layers.size(); ++l)
      if (plan.layers[l].op == OpKind::Concat &&
          plan.layers[l].axis + 1 == int64_t(plan.layers[l].outputShape.size()) &&
          (plan.layers[l].lowering.kind == PlanLayer::Lowering::Kind::InPlace ||
           !plan.layers[l].copyLaunches.empty()))
        layers.push_back(l);
    return layers;
  }

  /// Enqueues the copies of a concatenation's inputs (dense, NHWC) into the
  /// channel slices of its dense buffer.
  const void *assemble(size_t layer, size_t launch) {
    const PlanLayer &concat = plan.layers[layer];
    char *target = static_cast<char *>(concatBuffers.at(layer).data());
    size_t element = context.elementBytes();
    int64_t pixels = elementCount(concat.outputShape) / concat.outputShape.back();
    size_t pitch = size_t(concat.outputShape.back()) * element;
    size_t channelOffset = 0;
    for (size_t k = 0; k < concat.inputIndices.size(); ++k) {
      size_t width = size_t(concat.inputShapes[k].back()) * element;
      NETC_CUDA_CHECK(cudaMemcpy2DAsync(target + channelOffset, pitch,
                                        produced(concat.inputIndices[k], launch), width, width,
                                        size_t(pixels), cudaMemcpyDeviceToDevice,
                                        context.stream));
      channelOffset += width;
    }
    return target;
  }

  const void *produced(size_t layer, size_t launch) {
    if (layer >= plan.layers.size())
      throw RuntimeError("the cuDNN reference chain: an input of " +
                         network.launchName(launch) + " has no producing layer");
    const PlanLayer &producer = plan.layers[layer];
    if (!outputs[layer] && producer.lowering.kind == PlanLayer::Lowering::Kind::Alias &&
        !producer.inputIndices.empty())
      outputs[layer] = produced(producer.inputIndices.front(), launch);
    if (!outputs[layer] && concatBuffers.count(layer))
      outputs[layer] = assemble(layer, launch);
    if (!outputs[layer])
      throw RuntimeError("the cuDNN reference chain cannot provide layer '" + producer.name +
                         "' (" + opKindName(producer.op) +
                         ")" +
                         (launch == SIZE_MAX ? std::string()
                                             : " for " + network.launchName(launch)));
    return outputs[layer];
  }

  KernelNetwork &network;
  const Plan &plan;
  const ExecutionContext &context;
  std::vector<std::unique_ptr<LaunchReference>> references;
  std::vector<DeviceBuffer> inputCopies;
  std::map<size_t, DeviceBuffer> concatBuffers; ///< by layer: assembled concatenations
  std::vector<const void *> outputs;
};

} // namespace

ClassifyResult classifyDataset(KernelNetwork &network, const ExecutionContext &context,
                               const DatasetInput &dataset, bool withCudnn,
                               std::ostream &progress) {
  const Plan &plan = network.plan();
  ClassifyResult result;
  result.dataset = dataset.description;
  result.images = dataset.images;
  if (plan.inputs.size() != 1 || plan.outputs.empty())
    throw RuntimeError(plan.path + ": --dataset needs a plan with one input (it has " +
                       std::to_string(plan.inputs.size()) + ") and an output");
  const TensorView &input = plan.inputs.front().tensor;
  if (input.shape.size() != 4 || input.shape[1] != dataset.height ||
      input.shape[2] != dataset.width || input.shape[3] != dataset.channels)
    throw RuntimeError(plan.path + ": the network's input '" + plan.inputs.front().layer +
                       "' is " + shapeText(input.shape) + " but the dataset's images are [" +
                       std::to_string(dataset.height) + ", " + std::to_string(dataset.width) +
                       ", " + std::to_string(dataset.channels) + "]");
  const int64_t batch = input.shape[0];
  const int64_t imageElements = dataset.height * dataset.width * dataset.channels;
  result.batch = batch;
  result.batches = (dataset.images + batch - 1) / batch;
  result.paddedImages = result.batches * batch - dataset.images;

  // Where the argmax reads: a final softmax's input when the softmax is a
  // launch of its own, else the network output.
  const TensorBinding &output = plan.outputs.front();
  const PlanLayer &outputLayer = plan.layers[output.layerIndex];
  result.outputLayer = outputLayer.name;
  TensorView logitsView = output.tensor;
  size_t logitsLayer = output.layerIndex;
  if (outputLayer.op == OpKind::Softmax &&
      outputLayer.lowering.kind == PlanLayer::Lowering::Kind::Kernel) {
    const PlanLaunch &launch = plan.launches[outputLayer.lowering.launch];
    if (launch.layerIndices.size() == 1 && launch.inputArgs.size() == 1) {
      logitsView = launch.args[launch.inputArgs.front()].tensor;
      logitsLayer = outputLayer.inputIndices.front();
    }
  }
  result.logitsLayer = plan.layers[logitsLayer].name;
  const int64_t logitsCount = logitsView.pixels() * logitsView.channels();
  if (logitsCount % batch)
    throw RuntimeError(plan.path + ": the logits '" + result.logitsLayer + "' " +
                       shapeText(logitsView.shape) + " do not split into " +
                       std::to_string(batch) + " images");
  result.classes = logitsCount / batch;

  std::unique_ptr<ReferenceChain> chain;
  if (withCudnn) {
    try {
      chain = std::make_unique<ReferenceChain>(network, context);
      size_t freeBytes = 0, totalBytes = 0;
      NETC_CUDA_CHECK(cudaMemGetInfo(&freeBytes, &totalBytes));
      uint64_t needed = chain->bytes() + (uint64_t(256) << 20);
      if (needed > freeBytes)
        throw RuntimeError("the whole network through cuDNN needs " + formatBytes(needed) +
                           " but " + formatBytes(freeBytes) + " are free");
      chain->allocate();
      result.cudnnRan = true;
    } catch (const RuntimeError &error) {
      result.cudnnFailure = error.what();
      chain.reset();
      progress << "netc-runtime: the cuDNN path does not run: " << result.cudnnFailure << "\n";
    }
  }

  Events ours, reference;
  std::vector<float> oursLogits, cudnnLogits;
  for (int64_t b = 0; b < result.batches; ++b) {
    int64_t first = b * batch;
    int64_t count = std::min(batch, dataset.images - first);
    std::vector<float> pixels(size_t(batch * imageElements), 0.f);
    std::copy(dataset.pixels.begin() + first * imageElements,
              dataset.pixels.begin() + (first + count) * imageElements, pixels.begin());
    network.writeView(input, pixels);
    if (chain)
      chain->captureInputs();

    NETC_CUDA_CHECK(cudaEventRecord(ours.start, context.stream));
    network.forward();
    NETC_CUDA_CHECK(cudaEventRecord(ours.stop, context.stream));
    network.synchronize("the forward pass of images " + std::to_string(first) + ".." +
                        std::to_string(first + count - 1));
    result.oursForwardMs += elapsedMs(ours.start, ours.stop);
    std::vector<float> logits = network.readView(logitsView);
    oursLogits.insert(oursLogits.end(), logits.begin(),
                      logits.begin() + count * result.classes);

    if (chain) {
      NETC_CUDA_CHECK(cudaEventRecord(reference.start, context.stream));
      chain->run();
      NETC_CUDA_CHECK(cudaEventRecord(reference.stop, context.stream));
      NETC_CUDA_CHECK(cudaStreamSynchronize(context.stream));
      result.cudnnForwardMs += elapsedMs(reference.start, reference.stop);
      std::vector<float> values = kernels::downloadAsFloats(
          chain->output(logitsLayer), context.dataKind(), size_t(logitsCount), context.stream);
      cudnnLogits.insert(cudnnLogits.end(), values.begin(),
                         values.begin() + count * result.classes);
    }
    progress << "netc-runtime: classified images " << first << ".." << first + count - 1
             << " (batch " << b + 1 << "/" << result.batches << ")\n";
  }

  auto predict = [&](const std::vector<float> &logits) {
    std::vector<int> classes(size_t(dataset.images));
    for (int64_t i = 0; i < dataset.images; ++i)
      classes[size_t(i)] = argmaxOf(logits.data() + i * result.classes, result.classes);
    return classes;
  };
  auto correct = [&](const std::vector<int> &classes) {
    int64_t n = 0;
    for (size_t i = 0; i < classes.size() && i < dataset.labels.size(); ++i)
      n += classes[i] == dataset.labels[i];
    return n;
  };
  result.ours = predict(oursLogits);
  result.oursCorrect = correct(result.ours);
  if (chain) {
    result.cudnn = predict(cudnnLogits);
    result.cudnnCorrect = correct(result.cudnn);
    result.agreements.push_back(agreementOf("netc vs cuDNN", result.ours, result.cudnn));
    double difference = 0, norm = 0;
    for (size_t i = 0; i < oursLogits.size(); ++i) {
      double d = double(oursLogits[i]) - double(cudnnLogits[i]);
      difference += d * d;
      norm += double(cudnnLogits[i]) * double(cudnnLogits[i]);
      result.logitsMaxAbsDifference = std::max(result.logitsMaxAbsDifference, std::fabs(d));
    }
    result.logitsRelativeL2 = norm > 0 ? std::sqrt(difference / norm) : std::sqrt(difference);
  }
  for (const FrameworkPredictions &framework : dataset.frameworks) {
    result.agreements.push_back(agreementOf("netc vs " + framework.name, result.ours, framework.predictions));
    FrameworkPredictions summary = framework;
    summary.predictions.clear();
    std::vector<int> prefix(framework.predictions.begin(),
                            framework.predictions.begin() +
                                std::min<size_t>(framework.predictions.size(),
                                                 size_t(dataset.images)));
    result.frameworkCorrect.push_back(correct(prefix));
    result.frameworks.push_back(std::move(summary));
  }
  if (chain)
    for (const FrameworkPredictions &framework : dataset.frameworks) {
      result.agreements.push_back(
          agreementOf("cuDNN vs " + framework.name, result.cudnn, framework.predictions));
    }
  return result;
}

} // namespace netc::runtime
