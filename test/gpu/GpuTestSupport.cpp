//===- GpuTestSupport.cpp - Build one-layer plans and read results --------===//

#include "GpuTestSupport.h"

#include "Kernels.h"

#include <cmath>
#include <cstdio>
#include <functional>

namespace netc::gputest {

LibraryHandles *handles = nullptr;

std::string configName(const ::testing::TestParamInfo<Config> &info) {
  return std::string(getPrecisionName(info.param.precision)) + "_" +
         getLayoutName(info.param.layout) +
         (info.param.reference == Reference::Legacy ? "_legacy" : "");
}

std::vector<Config> bothReferenceConfigs() {
  std::vector<Config> configs = allConfigs();
  for (Config config : allConfigs()) {
    config.reference = Reference::Legacy;
    configs.push_back(config);
  }
  return configs;
}

std::vector<Config> allConfigs() {
  std::vector<Config> configs;
  for (Precision precision : {Precision::FP32, Precision::TF32, Precision::BF16, Precision::FP16})
    for (Layout layout : {Layout::NHWC, Layout::NCHW})
      configs.push_back({precision, layout});
  return configs;
}

double toleranceFor(Precision precision) {
  switch (precision) {
  case Precision::FP32: return 1e-5;
  case Precision::TF32: return 2e-3;
  case Precision::BF16:
  case Precision::FP16: return 1e-2;
  }
  return 0;
}

PlanBuilder &PlanBuilder::input(const std::string &name, const Shape &shape) {
  PlanLayer layer;
  layer.name = name;
  layer.op = OpKind::Input;
  layer.outputShape = shape;
  plan.layers.push_back(layer);
  plan.batch = shape[0];
  return *this;
}

PlanLayer &PlanBuilder::layer(const std::string &name, OpKind op,
                              const std::vector<std::string> &inputs, const Shape &outputShape) {
  PlanLayer layer;
  layer.name = name;
  layer.op = op;
  layer.outputShape = outputShape;
  layer.backwardDataNeeded = true;
  for (const std::string &input : inputs)
    for (size_t i = 0; i < plan.layers.size(); ++i)
      if (plan.layers[i].name == input) {
        layer.inputs.push_back(input);
        layer.inputIndices.push_back(i);
        layer.inputShapes.push_back(plan.layers[i].outputShape);
      }
  plan.layers.push_back(layer);
  return plan.layers.back();
}

int64_t windowOutput(int64_t in, int64_t before, int64_t after, int64_t window, int64_t stride) {
  return (in + before + after - window) / stride + 1;
}

void LayerTest::build(Plan built) {
  network.reset(); // its runners refer to the plan and the context replaced here
  plan = std::move(built);
  plan.network = ::testing::UnitTest::GetInstance()->current_test_info()->name();
  context = std::make_unique<ExecutionContext>(*handles, precision(), layout(), size_t(256) << 20);
  context->reference = reference();
  context->engineSearchLimit = engineSearchLimit;
  context->graphPooling = graphPooling;
  NetworkOptions options;
  options.backward = true;
  options.maxRotationSlots = 1;
  // Fresh random values per test, reproducible from the test's name.
  options.seed = std::hash<std::string>()(plan.network) | 1;
  network = std::make_unique<Network>(plan, *context, options);
  size_t freeBytes = 0, totalBytes = 0;
  NETC_CUDA_CHECK(cudaMemGetInfo(&freeBytes, &totalBytes));
  network->planMemory(freeBytes, totalBytes, 0, "the test GPU");
  network->allocateAndInitialise();
  target = plan.layers.size() - 1;
}

void LayerTest::run(Pass pass, AlgorithmSearch search) {
  network->run(target, pass, search, 0);
  NETC_CUDA_CHECK(cudaStreamSynchronize(context->stream));
}

std::string LayerTest::algorithmName(Pass pass, AlgorithmSearch search) {
  AlgorithmChoice choice = network->runner(target).algorithm(pass, search);
  return std::string(search == AlgorithmSearch::Find ? "find " : "heuristic ") + choice.name;
}

std::vector<double> LayerTest::download(const void *data, size_t count, DataKind kind) const {
  DeviceBuffer floats(count * sizeof(float));
  kernels::convertToFloat(data, kind, static_cast<float *>(floats.data()), count,
                          context->stream);
  std::vector<float> host(count);
  NETC_CUDA_CHECK(cudaStreamSynchronize(context->stream));
  NETC_CUDA_CHECK(cudaMemcpy(host.data(), floats.data(), count * sizeof(float),
                             cudaMemcpyDeviceToHost));
  return std::vector<double>(host.begin(), host.end());
}

HostTensor LayerTest::downloadTensor(const void *data, const Dims4 &dims) const {
  HostTensor tensor(dims, layout());
  tensor.values = download(data, size_t(dims.count()));
  return tensor;
}

void LayerTest::upload(const void *data, const std::vector<double> &values) const {
  std::vector<float> host(values.begin(), values.end());
  DeviceBuffer floats(host.size() * sizeof(float));
  NETC_CUDA_CHECK(cudaMemcpy(floats.data(), host.data(), host.size() * sizeof(float),
                             cudaMemcpyHostToDevice));
  kernels::convertFromFloat(static_cast<const float *>(floats.data()), const_cast<void *>(data),
                            dataKind(), host.size(), context->stream);
  NETC_CUDA_CHECK(cudaStreamSynchronize(context->stream));
}

void LayerTest::expectClose(const std::string &what, const std::vector<double> &actual,
                            const std::vector<double> &expected) const {
  double error = reference::relativeError(actual, expected);
  double bound = toleranceFor(precision());
  std::printf("    %-52s rel. L2 error %.2e (bound %.0e)%s\n", what.c_str(), error, bound,
              error <= bound ? "" : "  FAILED");
  EXPECT_LE(error, bound) << what;
  if (!(error <= bound)) {
    // A failed comparison says where: the first element far from the
    // reference, and how many are not finite (an unwritten or overflowed
    // output reads very differently from a slightly wrong one).
    size_t nonFinite = 0, first = actual.size();
    for (size_t i = 0; i < actual.size() && i < expected.size(); ++i) {
      if (!std::isfinite(actual[i]))
        ++nonFinite;
      if (first == actual.size() &&
          !(std::fabs(actual[i] - expected[i]) <= 8 * bound * (1 + std::fabs(expected[i]))))
        first = i;
    }
    std::printf("      %zu of %zu values not finite", nonFinite, actual.size());
    if (first < actual.size())
      std::printf("; first far value [%zu]: %g, expected %g", first, actual[first],
                  expected[first]);
    std::printf("\n");
  }
}

} // namespace netc::gputest
