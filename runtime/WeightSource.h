//===- WeightSource.h - Where a plan's weights come from ---------*- C++ -*-===//
//
// The hook for trained weights. KernelNetwork asks a WeightSource for the
// values of every weight the plan lists WITHOUT a `derive` entry, as float in
// the plan's layout (`ohwi` filters [cout][kh][kw][cin], `oi` inner products
// [out][in], `c` vectors) and the weight's shape; it rounds them to the
// plan's storage precision and computes the derived (folded) weights itself
// from the rounded values. So a source never sees a derived weight.
//
//   RandomWeights        seeded values (the default of `netc-runtime run`)
//   HostWeights          host tensors by plan weight name, e.g. read from a
//                        safetensors file by runtime/data (--weights)
//
// Plain C++: no CUDA.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_WEIGHTSOURCE_H
#define NETC_RUNTIME_WEIGHTSOURCE_H

#include "Plan.h"

#include <map>
#include <string>
#include <vector>

namespace netc::runtime {

class WeightSource {
public:
  virtual ~WeightSource() = default;
  /// For the report: "random (seed 1)", "trained: w.safetensors".
  virtual std::string description() const = 0;
  /// The weight's elementCount(weight.shape) values in its layout. Throws
  /// RuntimeError naming the weight when it cannot provide them.
  virtual std::vector<float> values(const PlanWeight &weight, size_t index) = 0;
};

/// Seeded uniform values that are never zero and keep activations of about
/// unit size through a network: filters +-sqrt(3 / fan-in) (variance
/// 1 / fan-in), biases, betas and means +-0.5, gammas and variances in
/// [0.5, 1.5) (so var > 0).
class RandomWeights : public WeightSource {
public:
  explicit RandomWeights(uint64_t seed) : seed(seed) {}
  std::string description() const override;
  std::vector<float> values(const PlanWeight &weight, size_t index) override;

private:
  uint64_t seed;
};

/// Host tensors by plan weight name, already in the plan's layout.
class HostWeights : public WeightSource {
public:
  HostWeights(std::string description, std::map<std::string, std::vector<float>> tensors)
      : text(std::move(description)), tensors(std::move(tensors)) {}
  std::string description() const override { return text; }
  std::vector<float> values(const PlanWeight &weight, size_t index) override;

private:
  std::string text;
  std::map<std::string, std::vector<float>> tensors;
};

/// The splitmix64 hash the runtime's random values come from, in [low, high).
float hashUniform(uint64_t seed, uint64_t index, float low, float high);

/// fold_batch_norm (docs/plan-format.md), in double from float sources:
/// part filter: filter[o] * gamma[o] / sqrt(var[o] + epsilon);
/// part bias:   (bias[o] - mean[o]) * gamma[o] / sqrt(var[o] + epsilon) + beta[o].
/// `sources` holds every weight's values by index (derived ones empty).
std::vector<float> deriveWeight(const Plan &plan, const PlanWeight &weight,
                                const std::vector<std::vector<float>> &sources);

} // namespace netc::runtime

#endif // NETC_RUNTIME_WEIGHTSOURCE_H
