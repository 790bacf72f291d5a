//===- WeightSource.cpp - Random and provided weights, batch-norm folding -===//

#include "WeightSource.h"

#include <cmath>
#include <stdexcept>

namespace netc::runtime {

float hashUniform(uint64_t seed, uint64_t index, float low, float high) {
  uint64_t z = seed * 0x9E3779B97F4A7C15ull + index + 0x632BE59BD9B4E019ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  double unit = double(z >> 11) * (1.0 / 9007199254740992.0); // [0, 1)
  return float(low + (high - low) * unit);
}

std::string RandomWeights::description() const {
  return "random (seed " + std::to_string(seed) + ")";
}

std::vector<float> RandomWeights::values(const PlanWeight &weight, size_t index) {
  size_t count = size_t(elementCount(weight.shape));
  float low = -0.5f, high = 0.5f;
  if (weight.role == "filter") {
    int64_t fanIn = elementCount(weight.shape) / weight.shape[0];
    high = float(std::sqrt(3.0 / double(fanIn)));
    low = -high;
  } else if (weight.role == "gamma" || weight.role == "var") {
    low = 0.5f;
    high = 1.5f;
  }
  uint64_t weightSeed = seed * 0x100000001B3ull + (index + 1) * 0xD6E8FEB86659FD93ull;
  std::vector<float> values(count);
  for (size_t i = 0; i < count; ++i) {
    float value = hashUniform(weightSeed, i, low, high);
    // Never exactly zero (a zero weight hides a wrong index).
    values[i] = value == 0.f ? high * 0.5f : value;
  }
  return values;
}

std::vector<float> HostWeights::values(const PlanWeight &weight, size_t) {
  auto it = tensors.find(weight.name);
  if (it == tensors.end())
    throw std::runtime_error(text + ": no tensor '" + weight.name + "' (layer '" + weight.layer +
                             "', role " + weight.role + ", shape " + shapeText(weight.shape) + ")");
  if (int64_t(it->second.size()) != elementCount(weight.shape))
    throw std::runtime_error(text + ": tensor '" + weight.name + "' has " +
                             std::to_string(it->second.size()) + " values, the plan's shape " +
                             shapeText(weight.shape) + " needs " +
                             std::to_string(elementCount(weight.shape)));
  return it->second;
}

std::vector<float> deriveWeight(const Plan &plan, const PlanWeight &weight,
                                const std::vector<std::vector<float>> &sources) {
  const WeightDerivation &d = *weight.derive;
  const std::vector<float> &gamma = sources[size_t(d.gammaIndex)];
  const std::vector<float> &beta = sources[size_t(d.betaIndex)];
  const std::vector<float> &mean = sources[size_t(d.meanIndex)];
  const std::vector<float> &var = sources[size_t(d.varIndex)];
  size_t channels = size_t(weight.shape[0]);
  size_t count = size_t(elementCount(weight.shape));
  size_t perChannel = count / channels;
  std::vector<float> result(count);
  for (size_t o = 0; o < channels; ++o) {
    double scale = double(gamma[o]) / std::sqrt(double(var[o]) + d.epsilon);
    if (d.part == "filter") {
      const std::vector<float> &filter = sources[size_t(d.filterIndex)];
      for (size_t i = 0; i < perChannel; ++i)
        result[o * perChannel + i] = float(double(filter[o * perChannel + i]) * scale);
    } else {
      double bias = d.biasIndex >= 0 ? double(sources[size_t(d.biasIndex)][o]) : 0.0;
      result[o] = float((bias - double(mean[o])) * scale + double(beta[o]));
    }
  }
  (void)plan;
  return result;
}

} // namespace netc::runtime
