//===- StructureFit.cpp - The structural model's constants from measurements ---===//

#include "CostModel/StructureFit.h"
#include "CostModel/Calibration.h"
#include "CostModel/NelderMead.h"
#include "CostModel/PythonFloat.h"
#include "Support/TextNesting.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>

using namespace llvm;
using namespace netc;

namespace {

/// The costs a point of the simplex stands for: the search moves freely
/// and the model reads magnitudes (a constant of a time cannot be negative).
StructureCosts costsAt(const std::vector<double> &point) {
  return StructureCosts{std::fabs(point[0]), std::fabs(point[1]), std::fabs(point[2]),
                        /*estimated=*/false};
}

double relativeError(double predicted, double measured) {
  return std::fabs(predicted - measured) / measured;
}

/// The profile's costs for a launch when no measured entry applies: the
/// ones KernelStructure.h derives from the calibrated rates.
StructureCosts derivedCosts(const MeasuredLaunch &measured, const DeviceProfile &device) {
  DeviceProfile withoutEntries = device;
  withoutEntries.calibrated.generatedKernels.structure.clear();
  return getStructureCosts(measured.launch.config, measured.precision, withoutEntries);
}

Error fragmentError(StringRef path, const Twine &message) {
  return createStringError(inconvertibleErrorCode(), (path + ": " + message).str());
}

/// Python's round(value, 2): the double nearest the correctly rounded
/// two-decimal text.
double roundToHundredths(double value) {
  char text[64];
  std::snprintf(text, sizeof(text), "%.2f", value);
  return std::strtod(text, nullptr);
}

/// A JSON string literal (ASCII control characters escaped as Python's
/// json module escapes them).
std::string jsonString(StringRef text) {
  std::string out = "\"";
  for (char c : text) {
    switch (c) {
    case '"': out += "\\\""; break;
    case '\\': out += "\\\\"; break;
    case '\n': out += "\\n"; break;
    case '\r': out += "\\r"; break;
    case '\t': out += "\\t"; break;
    case '\b': out += "\\b"; break;
    case '\f': out += "\\f"; break;
    default:
      if (static_cast<unsigned char>(c) < 0x20)
        out += formatv("\\u{0:x-4}", unsigned(static_cast<unsigned char>(c))).str();
      else
        out += c;
    }
  }
  return out + "\"";
}

} // namespace

StructureSample netc::describeMeasuredLaunch(const MeasuredLaunch &measured,
                                             const DeviceProfile &device) {
  StructureSample sample;
  sample.measured = &measured;
  sample.structure = describeKernel(measured.launch.config, measured.precision,
                                    measured.launch.reduction, device, measured.registers);
  return sample;
}

/// A measured launch priced at `costs`: the structural model on its
/// traffic (getTrafficBytes: a split's partial tiles too), as KernelCost
/// priced it when it was lowered.
static StructuralEstimate estimateMeasuredLaunch(const StructureSample &sample,
                                                 const StructureCosts &costs,
                                                 const DeviceProfile &device) {
  const MeasuredLaunch &measured = *sample.measured;
  return estimateStructural(sample.structure, costs,
                            getTrafficBytes(measured.launch.config, measured.launch.bytes),
                            device);
}

double netc::predictStructureMs(const StructureSample &sample, const StructureCosts &costs,
                                const DeviceProfile &device) {
  return estimateMeasuredLaunch(sample, costs, device).totalMs;
}

/// The sum of squared relative errors of `samples` priced at `costs`.
static double sumOfSquaredErrors(ArrayRef<StructureSample> samples, const StructureCosts &costs,
                                 const DeviceProfile &device) {
  double sum = 0;
  for (const StructureSample &sample : samples) {
    const double measured = sample.measured->measuredMs;
    const double error = (predictStructureMs(sample, costs, device) - measured) / measured;
    sum += error * error;
  }
  return sum;
}

/// Fits the costs `free` names on `samples`, every other cost of `costs`
/// held: Nelder-Mead from their values in `costs` with steps of a quarter
/// of each, then restarted where it stopped with steps of an eighth (a
/// collapsed simplex may have stopped short of the minimum). `costs` ends
/// at the minimum (magnitudes: a time cannot be negative); returns the sum
/// of squared relative errors there.
static double fitFreeCosts(ArrayRef<StructureSample> samples, StructureCosts &costs,
                           ArrayRef<double StructureCosts::*> free,
                           const DeviceProfile &device) {
  auto at = [&](const std::vector<double> &point) {
    for (size_t i = 0; i < free.size(); ++i)
      costs.*free[i] = std::fabs(point[i]);
    return sumOfSquaredErrors(samples, costs, device);
  };
  std::vector<double> start, steps;
  for (double StructureCosts::*member : free) {
    start.push_back(costs.*member);
    steps.push_back(costs.*member / 4);
  }
  SimplexMinimum coarse = minimiseNelderMead(at, start, steps);
  steps.clear();
  for (double value : coarse.point)
    steps.push_back(std::fabs(value) / 8 + 1e-3);
  SimplexMinimum refined = minimiseNelderMead(at, coarse.point, steps);
  at(refined.point); // the costs at the minimum, not the last point tried
  return refined.value;
}

/// A pointwise launch's lone k-step, the start of its fit: a little over
/// the 3x3 layers' latency (the 1.06-1.44x measured).
static double pointwiseLatencyStartNs(const StructureCosts &held) {
  return std::max(held.latencyNs, held.iterationNs) * 1.25 + 1;
}

double netc::fitPointwiseLatencyNs(ArrayRef<StructureSample> pointwise,
                                   const StructureCosts &held, const DeviceProfile &device,
                                   double *loss) {
  assert(!pointwise.empty() && "no pointwise launch to fit the latency on");
  StructureCosts costs = held;
  costs.latencyPointwiseNs = pointwiseLatencyStartNs(held);
  const double minimum =
      fitFreeCosts(pointwise, costs, {&StructureCosts::latencyPointwiseNs}, device);
  if (loss)
    *loss = minimum;
  return costs.latencyPointwiseNs;
}

StructureCosts netc::fitStructureCosts(ArrayRef<StructureSample> samples,
                                       const DeviceProfile &device, double *loss) {
  assert(!samples.empty() && "a group without launches has nothing to fit");
  // Pointwise launches have a lone-block latency of their own: the three
  // constants from the others, then that latency from them, the three held.
  // A group of one kind fits the three on all its launches, and so does a
  // persistent kernel, whose k-steps run at the throughput (its `latency`
  // is the fill, paid once, for 1x1 and 3x3 layers alike).
  std::vector<StructureSample> regular, pointwise;
  for (const StructureSample &sample : samples)
    (sample.structure.pointwise && !sample.structure.persistent ? pointwise : regular)
        .push_back(sample);
  if (!regular.empty() && !pointwise.empty()) {
    double regularLoss = 0, pointwiseLoss = 0;
    StructureCosts costs = fitStructureCosts(regular, device, &regularLoss);
    costs.latencyPointwiseNs = fitPointwiseLatencyNs(pointwise, costs, device, &pointwiseLoss);
    if (loss)
      *loss = regularLoss + pointwiseLoss;
    return costs;
  }
  const double launchMs = device.calibrated.launchOverheadUs / 1e3;
  auto sumOfSquares = [&](const std::vector<double> &point) {
    return sumOfSquaredErrors(samples, costsAt(point), device);
  };
  // Start: the per-block-iteration time of the launch with the most trips
  // over full waves (the first of equals), which the throughput dominates.
  const StructureSample *longest = &samples.front();
  auto weight = [](const KernelStructure &s) {
    return s.trips * std::max<int64_t>(s.waves.fullWaves, 1);
  };
  for (const StructureSample &sample : samples)
    if (weight(sample.structure) > weight(longest->structure))
      longest = &sample;
  const KernelStructure &s = longest->structure;
  const int64_t blockSteps =
      (s.waves.fullWaves * s.occupancy.blocksPerSm + s.waves.tailBlocksPerSm) * s.trips;
  const double perStep = (longest->measured->measuredMs - launchMs) * 1e6 /
                         double(std::max<int64_t>(1, blockSteps));
  SimplexMinimum first = minimiseNelderMead(sumOfSquares, {perStep, 2 * perStep, 4 * perStep},
                                            {perStep / 4, perStep / 2, perStep});
  // Restarted where it stopped, with smaller steps: a collapsed simplex
  // may have stopped short of the minimum.
  std::vector<double> steps;
  for (double value : first.point)
    steps.push_back(value / 8 + 1e-3);
  SimplexMinimum second = minimiseNelderMead(sumOfSquares, first.point, steps);
  if (loss)
    *loss = second.value;
  return costsAt(second.point);
}

std::map<std::pair<std::string, std::string>, std::vector<StructureSample>>
netc::groupStructureSamples(ArrayRef<MeasuredLaunch> launches, const DeviceProfile &device) {
  std::map<std::pair<std::string, std::string>, std::vector<StructureSample>> groups;
  for (const MeasuredLaunch &measured : launches) {
    if (!measured.isStructural())
      continue;
    const cuda::KernelConfig &config = measured.launch.config;
    groups[{getStructureKey(config), getStructureEntryPrecision(config, measured.precision)}]
        .push_back(describeMeasuredLaunch(measured, device));
  }
  return groups;
}

std::vector<FittedStructureEntry> netc::fitStructure(ArrayRef<MeasuredLaunch> launches,
                                                     const DeviceProfile &device) {
  std::vector<FittedStructureEntry> entries;
  for (const auto &[key, samples] : groupStructureSamples(launches, device)) {
    FittedStructureEntry entry;
    entry.kernel = key.first;
    entry.precision = key.second;
    entry.launches = samples.size();
    entry.costs = fitStructureCosts(samples, device, &entry.loss);
    std::vector<double> errors;
    for (const StructureSample &sample : samples)
      errors.push_back(relativeError(predictStructureMs(sample, entry.costs, device),
                                     sample.measured->measuredMs));
    entry.medianError = medianOf(errors);
    entry.maxError = *std::max_element(errors.begin(), errors.end());
    entries.push_back(std::move(entry));
  }
  return entries;
}

/// Whether the sample's grid leaves one block alone on its busiest SM in
/// some wave while more would fit (the waves a lone block's prologue and
/// epilogue decide).
static bool hasLoneBlockWave(const KernelStructure &s) {
  if (s.persistent || s.occupancy.blocksPerSm < 2)
    return false;
  return s.waves.tailBlocks > 0 && s.waves.tailBlocksPerSm == 1;
}

namespace {

/// A cost a held fit frees, and where its search starts.
struct FreeCost {
  double StructureCosts::*member;
  double start;
};

/// Chooses, from a group's launches and its entry's held costs, the costs
/// a held fit frees (none: the launches cannot tell any).
using FreeCostChooser =
    function_ref<SmallVector<FreeCost, 2>(ArrayRef<StructureSample>, const StructureCosts &)>;

/// For each group with a measured entry of its own in the profile: that
/// entry's costs held but those `choose` frees, fitted together on all of
/// the group's launches; `settle` then checks the costs found.
std::vector<FittedStructureEntry>
fitHeldCosts(ArrayRef<MeasuredLaunch> launches, const DeviceProfile &device,
             FreeCostChooser choose, function_ref<void(StructureCosts &)> settle) {
  std::vector<FittedStructureEntry> entries;
  for (const auto &[key, samples] : groupStructureSamples(launches, device)) {
    // The group's own entry (not fp32's, which 16-bit CUDA-core launches
    // borrow): the one whose costs the fragment then carries.
    const bool ownEntry = llvm::any_of(
        device.calibrated.generatedKernels.structure,
        [&key = key](const GeneratedKernelRates::StructureEntry &entry) {
          return entry.kernel == key.first && entry.precision == key.second;
        });
    if (!ownEntry)
      continue; // no measured entry to hold
    const MeasuredLaunch &first = *samples.front().measured;
    StructureCosts costs = getStructureCosts(first.launch.config, first.precision, device);
    const SmallVector<FreeCost, 2> free = choose(samples, costs);
    if (free.empty())
      continue; // nothing these launches can tell
    SmallVector<double StructureCosts::*, 2> members;
    for (const FreeCost &cost : free) {
      costs.*cost.member = cost.start;
      members.push_back(cost.member);
    }
    const double loss = fitFreeCosts(samples, costs, members, device);
    settle(costs);
    FittedStructureEntry entry;
    entry.kernel = key.first;
    entry.precision = key.second;
    entry.launches = samples.size();
    entry.loss = loss;
    entry.costs = costs;
    std::vector<double> errors;
    for (const StructureSample &sample : samples)
      errors.push_back(relativeError(predictStructureMs(sample, costs, device),
                                     sample.measured->measuredMs));
    entry.medianError = medianOf(errors);
    entry.maxError = *std::max_element(errors.begin(), errors.end());
    entries.push_back(std::move(entry));
  }
  return entries;
}

} // namespace

std::vector<FittedStructureEntry> netc::fitLoneBlockCosts(ArrayRef<MeasuredLaunch> launches,
                                                          const DeviceProfile &device) {
  auto choose = [](ArrayRef<StructureSample> samples, const StructureCosts &held) {
    SmallVector<FreeCost, 2> free;
    // A persistent kernel's k-steps run at the throughput (its fill is
    // `latency`, paid once): no lone-block cost of either kind prices it.
    // Each free cost starts a little over what it replaces.
    if (llvm::any_of(samples, [](const StructureSample &sample) {
          return sample.structure.pointwise && !sample.structure.persistent;
        }))
      free.push_back({&StructureCosts::latencyPointwiseNs, pointwiseLatencyStartNs(held)});
    if (llvm::any_of(samples, [](const StructureSample &sample) {
          return hasLoneBlockWave(sample.structure);
        }))
      free.push_back({&StructureCosts::blockAloneNs, held.blockNs * 1.5 + 1});
    return free;
  };
  // A lone block's prologue and epilogue take at least a shared one's:
  // where the fit puts it lower, the launches did not tell it apart.
  auto settle = [](StructureCosts &costs) {
    if (costs.blockAloneNs <= costs.blockNs)
      costs.blockAloneNs = 0;
  };
  return fitHeldCosts(launches, device, choose, settle);
}

std::vector<FittedStructureEntry> netc::fitChannelCosts(ArrayRef<MeasuredLaunch> launches,
                                                        const DeviceProfile &device) {
  auto choose = [](ArrayRef<StructureSample> samples, const StructureCosts &held) {
    SmallVector<FreeCost, 2> free;
    // From a whole step's worth (the bench's partial steps cost 0-2.5 more)
    // and half of one.
    if (llvm::any_of(samples, [](const StructureSample &sample) {
          return sample.structure.partialSteps > 0;
        }))
      free.push_back({&StructureCosts::partialStepNs, held.iterationNs + 1});
    if (llvm::any_of(samples, [](const StructureSample &sample) {
          return sample.structure.misalignedPixels;
        }))
      free.push_back({&StructureCosts::misalignedStepNs, held.iterationNs / 2 + 1});
    // A box wholly past K: from a whole step's worth, as a partial one.
    if (llvm::any_of(samples, [](const StructureSample &sample) {
          return sample.structure.columnOverrun > 0;
        }))
      free.push_back({&StructureCosts::partialColumnStepNs, held.iterationNs + 1});
    return free;
  };
  // Under a nanosecond: the launches did not tell it from nothing.
  auto settle = [](StructureCosts &costs) {
    if (costs.partialStepNs < 1)
      costs.partialStepNs = 0;
    if (costs.misalignedStepNs < 1)
      costs.misalignedStepNs = 0;
    if (costs.partialColumnStepNs < 1)
      costs.partialColumnStepNs = 0;
  };
  return fitHeldCosts(launches, device, choose, settle);
}

std::vector<FittedStructureEntry> netc::fitSubWaveCosts(ArrayRef<MeasuredLaunch> launches,
                                                        const DeviceProfile &device) {
  auto choose = [](ArrayRef<StructureSample> samples, const StructureCosts &) {
    SmallVector<FreeCost, 2> free;
    // From a floor of 0.8 (the tails bench's tiles kept 0.6-1.0 of their
    // full-wave step at a quarter of the SMs).
    if (llvm::any_of(samples, [](const StructureSample &sample) {
          return getTailBusyShare(sample.structure) < 1;
        }))
      free.push_back({&StructureCosts::subWaveFloor, 0.8});
    return free;
  };
  // A floor of 1 or more is none (the model's), as is one the simplex left
  // at zero.
  auto settle = [](StructureCosts &costs) {
    if (costs.subWaveFloor >= 0.995 || costs.subWaveFloor < 0.01)
      costs.subWaveFloor = 0;
  };
  return fitHeldCosts(launches, device, choose, settle);
}

HeldOutErrors netc::leaveOneNetworkOut(ArrayRef<MeasuredLaunch> launches,
                                       const DeviceProfile &device) {
  HeldOutErrors out;
  std::set<std::string> networks;
  for (const MeasuredLaunch &measured : launches)
    if (measured.isStructural())
      networks.insert(measured.network);
  out.networks.assign(networks.begin(), networks.end());
  for (const auto &[key, samples] : groupStructureSamples(launches, device)) {
    for (const std::string &network : out.networks) {
      std::vector<StructureSample> held, rest;
      for (const StructureSample &sample : samples)
        (sample.measured->network == network ? held : rest).push_back(sample);
      if (held.empty())
        continue;
      const StructureCosts costs = rest.empty()
                                       ? derivedCosts(*held.front().measured, device)
                                       : fitStructureCosts(rest, device);
      for (const StructureSample &sample : held)
        out.byPrecision[getPrecisionName(sample.measured->precision)].push_back(
            relativeError(predictStructureMs(sample, costs, device),
                          sample.measured->measuredMs));
    }
  }
  return out;
}

std::vector<ScoredLaunch> netc::scoreStructure(ArrayRef<MeasuredLaunch> launches,
                                               const DeviceProfile &device) {
  std::vector<ScoredLaunch> scored;
  for (const MeasuredLaunch &measured : launches) {
    ScoredLaunch entry;
    entry.measured = &measured;
    entry.structureMs = measured.givenMs;
    if (measured.isStructural()) {
      StructureSample sample = describeMeasuredLaunch(measured, device);
      entry.estimate = estimateMeasuredLaunch(
          sample, getStructureCosts(measured.launch.config, measured.precision, device), device);
      entry.structureMs = entry.estimate->totalMs;
    }
    scored.push_back(std::move(entry));
  }
  return scored;
}

double netc::percentileOf(std::vector<double> values, double fraction) {
  if (values.empty())
    return std::nan("");
  llvm::sort(values);
  const double position = double(values.size() - 1) * fraction;
  const size_t low = size_t(std::floor(position));
  const size_t high = std::min(low + 1, values.size() - 1);
  return values[low] + (values[high] - values[low]) * (position - double(low));
}

Expected<std::vector<GeneratedKernelRates::StructureEntry>>
netc::readStructureFragment(StringRef path, std::string *source) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer = MemoryBuffer::getFile(path, /*IsText=*/true);
  if (std::error_code code = buffer.getError())
    return fragmentError(path, "cannot read: " + code.message());
  if (findExcessiveJsonNesting((*buffer)->getBuffer()))
    return fragmentError(path, "invalid JSON: nested more than " + Twine(kMaxJsonNesting) +
                                   " arrays or objects deep");
  Expected<json::Value> root = json::parse((*buffer)->getBuffer());
  if (!root)
    return fragmentError(path, "invalid JSON: " + toString(root.takeError()));
  const json::Object *top = root->getAsObject();
  if (!top)
    return fragmentError(path, "expected a JSON object");
  if (source)
    *source = top->getString("structure_source").value_or("").str();
  const json::Array *list = top->getArray("structure");
  if (!list)
    return fragmentError(path, "structure: expected a list of entries");
  std::vector<GeneratedKernelRates::StructureEntry> entries;
  for (size_t i = 0; i < list->size(); ++i) {
    const std::string at = "structure[" + std::to_string(i) + "]";
    const json::Object *object = (*list)[i].getAsObject();
    if (!object)
      return fragmentError(path, at + ": expected an object");
    GeneratedKernelRates::StructureEntry entry;
    std::optional<StringRef> kernel = object->getString("kernel");
    std::optional<StringRef> precision = object->getString("precision");
    if (!kernel)
      return fragmentError(path, at + ".kernel: expected a string");
    if (!precision || !parsePrecisionExactly(*precision))
      return fragmentError(path, at + ".precision: expected fp32, tf32, bf16 or fp16");
    entry.kernel = kernel->str();
    entry.precision = precision->str();
    struct Field {
      const char *name;
      double *value;
      bool positive;
    };
    for (const Field &field : {Field{"iteration_ns", &entry.iterationNs, true},
                               Field{"latency_ns", &entry.latencyNs, false},
                               Field{"block_ns", &entry.blockNs, false}}) {
      std::optional<double> number = object->getNumber(field.name);
      if (!number || !std::isfinite(*number) || *number < 0 ||
          (field.positive && *number == 0))
        return fragmentError(path, at + "." + field.name + ": expected a finite number " +
                                       (field.positive ? "> 0" : ">= 0") + " of ns");
      *field.value = *number;
    }
    for (const Field &field : {Field{"latency_pointwise_ns", &entry.latencyPointwiseNs, false},
                               Field{"block_alone_ns", &entry.blockAloneNs, false},
                               Field{"partial_step_ns", &entry.partialStepNs, false},
                               Field{"misaligned_step_ns", &entry.misalignedStepNs, false},
                               Field{"partial_column_step_ns", &entry.partialColumnStepNs,
                                     false}}) {
      const json::Value *value = object->get(field.name);
      if (!value)
        continue; // optional: not measured
      std::optional<double> number = value->getAsNumber();
      if (!number || !std::isfinite(*number) || *number < 0)
        return fragmentError(path, at + "." + field.name +
                                       ": expected a finite number >= 0 of ns");
      *field.value = *number;
    }
    if (const json::Value *value = object->get("sub_wave_floor")) {
      std::optional<double> number = value->getAsNumber();
      if (!number || !(*number > 0 && *number <= 1))
        return fragmentError(path, at + ".sub_wave_floor: expected a share in (0, 1]");
      entry.subWaveFloor = *number;
    }
    entries.push_back(std::move(entry));
  }
  return entries;
}

std::string netc::formatStructureFragment(const std::string &source,
                                          ArrayRef<FittedStructureEntry> entries) {
  std::string text = "{\n \"structure_source\": " + jsonString(source) + ",\n \"structure\": [";
  for (auto [index, entry] : llvm::enumerate(entries)) {
    text += index ? ",\n  {\n" : "\n  {\n";
    text += "   \"kernel\": " + jsonString(entry.kernel) + ",\n";
    text += "   \"precision\": " + jsonString(entry.precision) + ",\n";
    text += "   \"iteration_ns\": " + pythonFloatRepr(roundToHundredths(entry.costs.iterationNs)) +
            ",\n";
    text += "   \"latency_ns\": " + pythonFloatRepr(roundToHundredths(entry.costs.latencyNs)) +
            ",\n";
    if (entry.costs.latencyPointwiseNs > 0)
      text += "   \"latency_pointwise_ns\": " +
              pythonFloatRepr(roundToHundredths(entry.costs.latencyPointwiseNs)) + ",\n";
    text += "   \"block_ns\": " + pythonFloatRepr(roundToHundredths(entry.costs.blockNs));
    if (entry.costs.blockAloneNs > 0)
      text += ",\n   \"block_alone_ns\": " +
              pythonFloatRepr(roundToHundredths(entry.costs.blockAloneNs));
    if (entry.costs.partialStepNs > 0)
      text += ",\n   \"partial_step_ns\": " +
              pythonFloatRepr(roundToHundredths(entry.costs.partialStepNs));
    if (entry.costs.misalignedStepNs > 0)
      text += ",\n   \"misaligned_step_ns\": " +
              pythonFloatRepr(roundToHundredths(entry.costs.misalignedStepNs));
    if (entry.costs.partialColumnStepNs > 0)
      text += ",\n   \"partial_column_step_ns\": " +
              pythonFloatRepr(roundToHundredths(entry.costs.partialColumnStepNs));
    if (entry.costs.subWaveFloor > 0)
      text += ",\n   \"sub_wave_floor\": " +
              pythonFloatRepr(std::round(entry.costs.subWaveFloor * 1e4) / 1e4);
    text += "\n  }";
  }
  text += entries.empty() ? "]\n}\n" : "\n ]\n}\n";
  return text;
}
