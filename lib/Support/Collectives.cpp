//===- Collectives.cpp - Measured NCCL collectives and their fit --------===//

#include "Support/Collectives.h"
#include "Support/TextNesting.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <cmath>
#include <map>

using namespace llvm;
using namespace netc;

static constexpr const char *kCollectiveNames[kNumCollectives] = {"all_reduce", "reduce_scatter",
                                                                  "all_gather"};

StringRef netc::getCollectiveName(Collective collective) {
  return kCollectiveNames[int(collective)];
}

std::optional<Collective> netc::parseCollective(StringRef name) {
  for (int index = 0; index < kNumCollectives; ++index)
    if (name == kCollectiveNames[index])
      return Collective(index);
  return std::nullopt;
}

double netc::getBusBandwidthFactor(Collective collective, int64_t gpus) {
  if (gpus <= 1)
    return 0;
  double n = double(gpus);
  return collective == Collective::AllReduce ? 2.0 * (n - 1) / n : (n - 1) / n;
}

/// bytes / (GB/s x 1e3) is microseconds.
double CollectiveLine::predictUs(double bytes, Collective collective, int64_t gpus) const {
  return latencyUs + bytes * getBusBandwidthFactor(collective, gpus) / (busBandwidthGBs * 1e3);
}

double CollectiveFit::predictUs(double bytes) const { return predictUs(bytes, gpus); }

double CollectiveFit::predictUs(double bytes, int64_t otherGpus) const {
  double time = CollectiveLine{latencyUs, busBandwidthGBs}.predictUs(bytes, collective, otherGpus);
  if (largeMessages)
    time = std::min(time, largeMessages->predictUs(bytes, collective, otherGpus));
  return time;
}

static Error fitError(const CollectiveSample &first, const Twine &message) {
  return createStringError(inconvertibleErrorCode(),
                           (getCollectiveName(first.collective) + " on " + Twine(first.gpus) +
                            " GPUs: " + message)
                               .str());
}

/// The line through `samples` by least squares on the relative error
/// (fitCollective's comment); none where no positive bandwidth fits.
static std::optional<CollectiveLine> fitLine(ArrayRef<CollectiveSample> samples, double factor) {
  // Weighted normal equations for t = a + x c (c = 1 / bandwidth), weight
  // 1 / t^2: [sw swx; swx swxx] [a; c] = [swt; swxt].
  double sw = 0, swx = 0, swxx = 0, swt = 0, swxt = 0;
  for (const CollectiveSample &sample : samples) {
    double x = sample.bytes * factor, t = sample.timeUs, w = 1.0 / (t * t);
    sw += w;
    swx += w * x;
    swxx += w * x * x;
    swt += w * t;
    swxt += w * x * t;
  }
  double determinant = sw * swxx - swx * swx;
  double latency = (swxx * swt - swx * swxt) / determinant;
  double inverseBandwidth = (sw * swxt - swx * swt) / determinant;
  if (!(latency >= 0)) {
    // The best line crosses below zero: keep the latency at its bound.
    latency = 0;
    inverseBandwidth = swxt / swxx;
  }
  if (!(inverseBandwidth > 0) || !std::isfinite(inverseBandwidth) || !std::isfinite(latency))
    return std::nullopt;
  return CollectiveLine{latency, 1.0 / (inverseBandwidth * 1e3)}; // bytes per us -> GB/s
}

/// sum ((predicted - t) / t)^2 over the samples.
static double sumOfSquares(const CollectiveFit &fit, ArrayRef<CollectiveSample> samples) {
  double sum = 0;
  for (const CollectiveSample &sample : samples) {
    double error = (fit.predictUs(sample.bytes) - sample.timeUs) / sample.timeUs;
    sum += error * error;
  }
  return sum;
}

Expected<CollectiveFit> netc::fitCollective(ArrayRef<CollectiveSample> unsorted) {
  if (unsorted.empty())
    return createStringError(inconvertibleErrorCode(), "no samples to fit");
  const CollectiveSample &first = unsorted.front();
  double factor = getBusBandwidthFactor(first.collective, first.gpus);
  if (factor <= 0)
    return fitError(first, "one GPU moves nothing over a link; nothing to fit");
  for (const CollectiveSample &sample : unsorted) {
    if (sample.collective != first.collective || sample.gpus != first.gpus)
      return fitError(first, "samples of another collective or GPU count mixed in");
    if (!(sample.timeUs > 0) || !std::isfinite(sample.timeUs))
      return fitError(first, formatv("a time that is not a positive number ({0} us at {1} "
                                     "bytes)",
                                     sample.timeUs, sample.bytes));
  }
  std::vector<CollectiveSample> samples(unsorted.begin(), unsorted.end());
  llvm::stable_sort(samples, [](const CollectiveSample &a, const CollectiveSample &b) {
    return a.bytes < b.bytes;
  });
  // Where each distinct size begins in `samples`.
  std::vector<size_t> sizeStarts;
  for (size_t index = 0; index < samples.size(); ++index)
    if (index == 0 || samples[index].bytes != samples[index - 1].bytes)
      sizeStarts.push_back(index);
  if (sizeStarts.size() < 2)
    return fitError(first, "fewer than two message sizes");

  std::optional<CollectiveLine> single = fitLine(samples, factor);
  if (!single)
    return fitError(first, "the times do not grow with the message size; no bandwidth fits");
  CollectiveFit fit;
  fit.collective = first.collective;
  fit.gpus = first.gpus;
  fit.latencyUs = single->latencyUs;
  fit.busBandwidthGBs = single->busBandwidthGBs;
  fit.samples = int64_t(samples.size());
  fit.smallestBytes = samples.front().bytes;
  fit.largestBytes = samples.back().bytes;

  // Two lines: small messages below the split, large from it.
  const double singleSquares = sumOfSquares(fit, samples);
  const double smallest = samples.front().bytes, largest = samples.back().bytes;
  const ArrayRef<CollectiveSample> all(samples);
  std::optional<CollectiveFit> best;
  double bestSquares = 0;
  const size_t minSizes = kMinSizesPerLine;
  for (size_t split = minSizes; split + minSizes <= sizeStarts.size(); ++split) {
    ArrayRef<CollectiveSample> small = all.take_front(sizeStarts[split]);
    ArrayRef<CollectiveSample> large = all.drop_front(sizeStarts[split]);
    std::optional<CollectiveLine> smallLine = fitLine(small, factor);
    std::optional<CollectiveLine> largeLine = fitLine(large, factor);
    if (!smallLine || !largeLine)
      continue;
    largeLine->fromBytes = large.front().bytes;
    // The lines must cross within the sizes: each the faster at its end.
    if (!(smallLine->predictUs(smallest, fit.collective, fit.gpus) <
          largeLine->predictUs(smallest, fit.collective, fit.gpus)) ||
        !(largeLine->predictUs(largest, fit.collective, fit.gpus) <
          smallLine->predictUs(largest, fit.collective, fit.gpus)))
      continue;
    CollectiveFit candidate = fit;
    candidate.latencyUs = smallLine->latencyUs;
    candidate.busBandwidthGBs = smallLine->busBandwidthGBs;
    candidate.largeMessages = *largeLine;
    double squares = sumOfSquares(candidate, samples);
    if (!best || squares < bestSquares) {
      best = candidate;
      bestSquares = squares;
    }
  }
  if (best && bestSquares < 0.5 * singleSquares)
    fit = *best;

  std::vector<double> errors;
  for (const CollectiveSample &sample : samples)
    errors.push_back(std::fabs(fit.predictUs(sample.bytes) - sample.timeUs) / sample.timeUs *
                     100.0);
  llvm::sort(errors);
  size_t middle = errors.size() / 2;
  fit.medianErrorPercent = errors.size() % 2 ? errors[middle]
                                             : 0.5 * (errors[middle - 1] + errors[middle]);
  fit.maxErrorPercent = errors.back();
  return fit;
}

Expected<std::vector<CollectiveFit>> netc::fitCollectives(ArrayRef<CollectiveSample> samples) {
  std::map<std::pair<int, int64_t>, std::vector<CollectiveSample>> groups;
  for (const CollectiveSample &sample : samples)
    if (sample.gpus > 1)
      groups[{int(sample.collective), sample.gpus}].push_back(sample);
  std::vector<CollectiveFit> fits;
  for (const auto &entry : groups) {
    Expected<CollectiveFit> fit = fitCollective(entry.second);
    if (!fit)
      return fit.takeError();
    fits.push_back(*fit);
  }
  return fits;
}

const CollectiveFit *InterconnectCalibration::find(Collective collective, int64_t gpus) const {
  for (const CollectiveFit &fit : fits)
    if (fit.collective == collective && fit.gpus == gpus)
      return &fit;
  return nullptr;
}

const CollectiveFit *InterconnectCalibration::findLargestBelow(Collective collective,
                                                               int64_t gpus) const {
  const CollectiveFit *best = nullptr;
  for (const CollectiveFit &fit : fits)
    if (fit.collective == collective && fit.gpus < gpus && (!best || fit.gpus > best->gpus))
      best = &fit;
  return best;
}

//===----------------------------------------------------------------------===//
// Reading `netc-runtime collectives --format json`
//===----------------------------------------------------------------------===//

static Error measurementError(StringRef path, const Twine &message) {
  return createStringError(inconvertibleErrorCode(), (path + ": " + message).str());
}

Expected<CollectiveMeasurements> netc::readCollectiveMeasurements(StringRef path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> file = MemoryBuffer::getFile(path, /*IsText=*/true);
  if (std::error_code code = file.getError())
    return measurementError(path, "cannot read: " + code.message());
  // llvm::json recurses per level with no limit of its own.
  if (findExcessiveJsonNesting((*file)->getBuffer()))
    return measurementError(path, "invalid JSON: nested more than " +
                                      Twine(kMaxJsonNesting) + " arrays or objects deep");
  Expected<json::Value> root = json::parse((*file)->getBuffer());
  if (!root)
    return measurementError(path, "invalid JSON: " + toString(root.takeError()));
  const json::Object *top = root->getAsObject();
  if (!top)
    return measurementError(path, "expected a JSON object at the top level");
  std::optional<int64_t> version = top->getInteger("netc_collectives_version");
  if (!version)
    return measurementError(path, "not a `netc-runtime collectives --format json` file (no "
                                  "netc_collectives_version)");
  if (*version != 1)
    return measurementError(path, "netc_collectives_version " + Twine(*version) +
                                      " (this netc reads version 1)");
  CollectiveMeasurements result;
  auto text = [&](StringRef field) {
    std::optional<StringRef> value = top->getString(field);
    return value ? value->str() : std::string();
  };
  result.gpu = text("gpu");
  result.date = text("date");
  result.ncclVersion = text("nccl_version");
  result.nvls = text("nvls");
  result.timing = text("timing");
  result.gpusOnMachine = top->getInteger("gpus_on_machine").value_or(0);
  const json::Array *entries = top->getArray("measurements");
  if (!entries)
    return measurementError(path, "field 'measurements': expected an array");
  for (size_t index = 0; index < entries->size(); ++index) {
    std::string where = "measurements[" + std::to_string(index) + "]";
    const json::Object *entry = (*entries)[index].getAsObject();
    if (!entry)
      return measurementError(path, where + ": expected an object");
    std::optional<StringRef> name = entry->getString("collective");
    std::optional<Collective> collective = name ? parseCollective(*name) : std::nullopt;
    if (!collective)
      return measurementError(path, where + ".collective: expected all_reduce, "
                                            "reduce_scatter or all_gather");
    std::optional<int64_t> gpus = entry->getInteger("gpus");
    std::optional<double> bytes = entry->getNumber("bytes");
    std::optional<double> time = entry->getNumber("time_us");
    if (!gpus || *gpus < 1)
      return measurementError(path, where + ".gpus: expected a positive integer");
    if (!bytes || !(*bytes > 0))
      return measurementError(path, where + ".bytes: expected a positive number");
    if (!time || !(*time > 0))
      return measurementError(path, where + ".time_us: expected a positive number");
    result.samples.push_back({*collective, *gpus, *bytes, *time});
  }
  if (result.samples.empty())
    return measurementError(path, "no measurements (was NCCL found? the file's 'error' "
                                  "field says why)");
  return result;
}
