//===- GpuTestSupport.h - Build one-layer plans and read results -*- C++ -*-===//
//
// Each GPU test builds a plan of input layers and the one layer under test,
// runs it through the real runtime (Network, the runners, cuDNN/cuBLAS) with
// buffer rotation off, and reads inputs, weights and results back as double
// for the CPU reference.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_TEST_GPU_GPUTESTSUPPORT_H
#define NETC_TEST_GPU_GPUTESTSUPPORT_H

#include "CpuReference.h"
#include "Network.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

namespace netc::gputest {

using namespace netc::runtime;
using netc::reference::HostTensor;

/// Created once in main(), when a GPU is present.
extern LibraryHandles *handles;

struct Config {
  Precision precision;
  Layout layout;
  /// The cuDNN path of convolutions (the other layers ignore it).
  Reference reference = Reference::Graph;
};
std::string configName(const ::testing::TestParamInfo<Config> &info);
/// Every precision in both layouts.
std::vector<Config> allConfigs();
/// allConfigs through cuDNN's graph API and again through its legacy API.
std::vector<Config> bothReferenceConfigs();

/// The accepted relative L2 error per precision (docs/runtime.md):
/// fp32 with TF32 off 1e-5; tf32 2e-3; bf16 and fp16 1e-2.
double toleranceFor(Precision precision);

class PlanBuilder {
public:
  PlanBuilder &input(const std::string &name, const Shape &shape);
  /// Adds the layer under test reading `inputs`; returns it for attributes.
  PlanLayer &layer(const std::string &name, OpKind op, const std::vector<std::string> &inputs,
                   const Shape &outputShape);
  Plan take() { return std::move(plan); }

private:
  Plan plan;
};

/// (in + before + after - window) / stride + 1.
int64_t windowOutput(int64_t in, int64_t before, int64_t after, int64_t window, int64_t stride);

class LayerTest : public ::testing::TestWithParam<Config> {
protected:
  Precision precision() const { return GetParam().precision; }
  Reference reference() const { return GetParam().reference; }
  Layout layout() const { return GetParam().layout; }
  DataKind dataKind() const { return storageKind(precision()); }

  /// Builds the network of `plan`; the last layer is the one under test.
  void build(Plan plan);
  const LayerSlot &slot() const { return network->slot(target, 0); }
  void selectAlgorithms() { network->selectAlgorithms(target); }
  void run(Pass pass, AlgorithmSearch search = AlgorithmSearch::Find);
  std::string algorithmName(Pass pass, AlgorithmSearch search);

  std::vector<double> download(const void *data, size_t count, DataKind kind) const;
  std::vector<double> download(const void *data, size_t count) const {
    return download(data, count, dataKind());
  }
  HostTensor downloadTensor(const void *data, const Dims4 &dims) const;
  void upload(const void *data, const std::vector<double> &values) const;

  /// Checks and prints the relative L2 error against the precision's bound.
  void expectClose(const std::string &what, const std::vector<double> &actual,
                   const std::vector<double> &expected) const;

  /// Runs a test body. cuDNN refusing the configuration (NOT_SUPPORTED)
  /// fails the test with cuDNN's message: a reference that cannot run
  /// checks nothing, and a skip inside a passing binary would read as a
  /// pass.
  template <typename Body> void runSupported(Body body) {
    try {
      body();
    } catch (const RuntimeError &error) {
      if (error.kind() != RuntimeError::Kind::Unsupported)
        throw;
      FAIL() << "cuDNN refused a configuration this test needs (an unsupported reference is "
                "a failure, not a skip): "
             << error.what();
    }
  }

  /// The graph reference's --engine-search for the layer under test (0: all).
  int engineSearchLimit = 0;
  /// --graph-pooling: pooling and softmax through the graph API (with their
  /// fallbacks) rather than the legacy calls.
  bool graphPooling = false;
  Plan plan;
  std::unique_ptr<ExecutionContext> context;
  std::unique_ptr<Network> network;
  size_t target = 0;
};

} // namespace netc::gputest

#endif // NETC_TEST_GPU_GPUTESTSUPPORT_H
