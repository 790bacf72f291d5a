//===- LaunchCheck.h - One launch against cuDNN, on fresh random inputs -*- C++ -*-===//
//
// The reference of a launch is its `layers` run in order through the
// runtime's cuDNN/cuBLAS runners (Layers.h) in inference mode, in the plan's
// precision, NHWC, with the SOURCE weights (a batch norm folded into a
// convolution runs as the convolution then cudnnBatchNormalizationForward-
// Inference with the same gamma, beta, mean and var), on dense copies of the
// launch's inputs. The check fills the launch's input views with fresh
// seeded values, poisons its output view (0xFF: NaN), runs our kernel and
// the reference, and compares:
//
//   relative L2 error ||ours - cudnn|| / ||cudnn|| <= the precision's bound
//   and every element of the output view written (no NaN left).
//
// A copy launch (an input of a concatenation copied into its channel slice,
// PlanLaunch::isCopy) has no layer to run: its reference is a dense copy of
// its one input (cudaMemcpyAsync), and its check asks for equality (bound 0)
// in every precision, after the same poisoning.
//
// The same reference, with cudnnFind's algorithms, is cuDNN's time for the
// launch.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_LAUNCHCHECK_H
#define NETC_RUNTIME_LAUNCHCHECK_H

#include "KernelNetwork.h"

#include <memory>
#include <string>
#include <vector>

namespace netc::runtime {

/// The relative L2 bound of `run`'s check per precision (docs/runtime.md).
double checkBound(Precision precision);

struct CheckResult {
  bool ran = false;
  size_t elements = 0;
  size_t unwritten = 0;          ///< NaN in our output (the poison left)
  size_t referenceNonFinite = 0; ///< NaN/inf in cuDNN's output
  double relativeL2 = 0;
  double maxAbsError = 0;
  double referenceNorm = 0;
  double bound = 0;
  bool passed = false;
  std::string failure; ///< why it did not pass (or why it did not run)
};

/// Relative L2 of two float vectors and the NaN count of `ours`, on the host.
CheckResult compareOutputs(const std::vector<float> &ours, const std::vector<float> &reference,
                           double bound);

class LaunchReference {
public:
  /// Builds the runners (cuDNN descriptors, no allocation). Throws
  /// RuntimeError if cuDNN refuses a layer.
  LaunchReference(KernelNetwork &network, size_t launch, const ExecutionContext &context);
  ~LaunchReference();

  /// Device bytes allocate() takes (inputs, outputs, runner buffers, the
  /// compare's copies), for the memory plan.
  uint64_t bytes() const;
  void allocate();
  void release();

  /// Fresh seeded values into the dense inputs and the launch's input views.
  void fillInputs(uint64_t seed);
  /// cuDNN's algorithm search (on the reference's own buffers).
  void selectAlgorithms();
  /// Enqueues the reference forward of every layer.
  void run();
  /// Fills, poisons our output, runs both, compares.
  CheckResult check(uint64_t seed);
  /// The algorithms cuDNN's search chose ("conv1: implicit_gemm"), for the report.
  std::string algorithms() const;

  // Chaining (the whole network through cuDNN, ReferenceChain in Classify.h):
  /// The plan layer each external input k reads (the tensor bound to the
  /// launch's k-th input argument).
  std::vector<size_t> externalInputLayers() const;
  /// Copies `count` dense elements (the plan's storage type, on the device)
  /// into external input k.
  void setInput(size_t k, const void *dense);
  /// The dense output of the launch's l-th layer (valid after run()).
  const void *layerOutput(size_t l) const { return slots.at(l).output; }

private:
  KernelNetwork &network;
  const Plan &plan;
  size_t launchIndex;
  const PlanLaunch &launch;
  const ExecutionContext &context;
  std::vector<std::unique_ptr<LayerRunner>> runners;
  std::vector<LayerSlot> slots;
  std::vector<DeviceBuffer> memory;
  std::vector<DeviceBuffer> inputs; ///< dense copies of the launch's inputs
  /// Per layer of the launch, per input: -1 = external input k (encoded as
  /// -(k+1)), else the index of the producing layer within the launch.
  std::vector<std::vector<int64_t>> inputSources;
  bool allocated = false, selected = false;

  size_t elementBytes() const { return context.elementBytes(); }
};

} // namespace netc::runtime

#endif // NETC_RUNTIME_LAUNCHCHECK_H
