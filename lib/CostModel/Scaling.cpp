//===- Scaling.cpp - Data-parallel training over several GPUs -----------===//

#include "CostModel/Scaling.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace netc;

namespace {
// Per-direction bandwidth per GPU, decimal GB/s, and one-hop latency.
// NVLink 4 (H100 SXM): 900 GB/s both directions in all; PCIe 4.0 x16: 32 GB/s
// per direction nominal; InfiniBand NDR: 400 Gb/s per GPU; Ethernet: 100 GbE.
// Latencies are the small-message figures NCCL's tuning model uses per hop,
// rounded (docs/scaling.md).
const Interconnect kInterconnects[] = {
    {"nvlink", "NVLink 4", 450.0, 2.0},
    {"pcie4", "PCIe 4.0 x16", 32.0, 5.0},
    {"ib", "InfiniBand NDR 400 Gb/s", 50.0, 5.0},
    {"ethernet", "Ethernet 100 Gb/s", 12.5, 20.0},
};

double transferMs(double bytes, const Interconnect &link) {
  return bytes / (link.bandwidthGBs * 1e9) * 1e3;
}
} // namespace

llvm::ArrayRef<Interconnect> netc::knownInterconnects() { return kInterconnects; }

std::optional<Interconnect> netc::findInterconnect(llvm::StringRef key) {
  for (const Interconnect &link : kInterconnects)
    if (key.equals_insensitive(link.key))
      return link;
  return std::nullopt;
}

double netc::ringAllReduceMs(double bytes, int64_t workers, const Interconnect &link) {
  if (workers <= 1)
    return 0;
  double steps = 2.0 * double(workers - 1);
  return steps * link.latencyUs * 1e-3 + steps * transferMs(bytes / double(workers), link);
}

double netc::treeAllReduceMs(double bytes, int64_t workers, const Interconnect &link) {
  if (workers <= 1)
    return 0;
  double depth = std::ceil(std::log2(double(workers)));
  return 2.0 * depth * link.latencyUs * 1e-3 + 2.0 * transferMs(bytes, link);
}

const CollectiveFit *AllReduceCost::measuredFit(int64_t workers) const {
  return measured ? measured->find(Collective::AllReduce, workers) : nullptr;
}

const CollectiveFit *AllReduceCost::extrapolatedFit(int64_t workers) const {
  if (!measured || measuredFit(workers))
    return nullptr;
  return measured->findLargestBelow(Collective::AllReduce, workers);
}

const char *AllReduceCost::source(int64_t workers) const {
  if (workers <= 1)
    return "none";
  if (measuredFit(workers))
    return "measured";
  return extrapolatedFit(workers) ? "extrapolated" : "nominal";
}

double AllReduceCost::ms(double bytes, int64_t workers) const {
  if (workers <= 1)
    return 0;
  if (const CollectiveFit *fit = measuredFit(workers))
    return fit->predictUs(bytes) * 1e-3;
  if (const CollectiveFit *fit = extrapolatedFit(workers))
    return fit->predictUs(bytes, workers) * 1e-3;
  return std::min(ringAllReduceMs(bytes, workers, nominalLink),
                  treeAllReduceMs(bytes, workers, nominalLink));
}

std::string AllReduceCost::describe(int64_t workers) const {
  if (workers <= 1)
    return "none (one worker)";
  // A fit with a second line for large messages says both (the time is the
  // smaller).
  auto lines = [](const CollectiveFit &fit) {
    std::string text = formatv("{0:f1} us + 2(n-1)/n x bytes / {1:f1} GB/s", fit.latencyUs,
                               fit.busBandwidthGBs)
                           .str();
    if (fit.largeMessages)
      text += formatv(", or {0:f1} us + 2(n-1)/n x bytes / {1:f1} GB/s if less (measured from "
                      "{2:f0} bytes)",
                      fit.largeMessages->latencyUs, fit.largeMessages->busBandwidthGBs,
                      fit.largeMessages->fromBytes)
                  .str();
    return text;
  };
  if (const CollectiveFit *fit = measuredFit(workers))
    return formatv("measured on {0} GPUs: {1} ({2})", workers, lines(*fit),
                   measured->calibratedOn)
        .str();
  if (const CollectiveFit *fit = extrapolatedFit(workers))
    return formatv("extrapolated from {0} GPUs: {1} with n = {2} ({3})", fit->gpus, lines(*fit),
                   workers, measured->calibratedOn)
        .str();
  return formatv("nominal {0}: {1:f1} GB/s per direction, {2:f1} us per hop, the faster of "
                 "ring and tree",
                 nominalLink.name, nominalLink.bandwidthGBs, nominalLink.latencyUs)
      .str();
}

Expected<AllReduceCost> netc::getDeviceAllReduceCost(const DeviceProfile &device) {
  const DeviceInterconnect &entry = device.interconnect;
  std::optional<Interconnect> link = findInterconnect(entry.link);
  if (!link)
    return createStringError(
        inconvertibleErrorCode(), "%s: interconnect.link '%s' is not a known link (%s)",
        device.path.c_str(), entry.link.c_str(),
        join(map_range(knownInterconnects(), [](const Interconnect &known) { return known.key; }),
             ", ")
            .c_str());
  if (entry.nominalBandwidthGBs > 0)
    link->bandwidthGBs = entry.nominalBandwidthGBs;
  if (entry.nominalLatencyUs > 0)
    link->latencyUs = entry.nominalLatencyUs;
  return AllReduceCost(*link, entry.measured);
}

double TrainingStepTimes::backwardMs() const {
  double total = 0;
  for (const BackwardLayerTime &layer : backward)
    total += layer.backwardMs;
  return total;
}

double TrainingStepTimes::gradientBytes() const {
  double total = 0;
  for (const BackwardLayerTime &layer : backward)
    total += layer.gradientBytes;
  return total;
}

std::vector<GradientBucket> netc::assignGradientBuckets(ArrayRef<BackwardLayerTime> backward,
                                                        const BucketOptions &options) {
  std::vector<GradientBucket> buckets;
  std::optional<GradientBucket> open;
  for (size_t index = 0; index < backward.size(); ++index) {
    if (!(backward[index].gradientBytes > 0))
      continue;
    if (!open) {
      open = GradientBucket();
      open->firstLayer = index;
    }
    open->lastLayer = index;
    open->layers += 1;
    open->bytes += backward[index].gradientBytes;
    if (options.bucketBytes <= 0)
      continue; // one bucket for everything
    double cap = buckets.empty() ? options.firstBucketBytes : options.bucketBytes;
    if (open->bytes >= cap) {
      buckets.push_back(*open);
      open.reset();
    }
  }
  if (open)
    buckets.push_back(*open);
  return buckets;
}

DataParallelStep netc::simulateDataParallelStep(const TrainingStepTimes &step,
                                                const BucketOptions &options,
                                                function_ref<double(double)> allReduceMs) {
  DataParallelStep result;
  result.buckets = assignGradientBuckets(step.backward, options);
  // finished[i]: when layer i's backward pass ends on the compute stream.
  std::vector<double> finished;
  double clock = step.forwardMs;
  for (const BackwardLayerTime &layer : step.backward) {
    clock += layer.backwardMs;
    finished.push_back(clock);
  }
  double backwardEnd = clock;
  double commClock = 0; // when the communication stream is next free
  for (GradientBucket &bucket : result.buckets) {
    bucket.readyMs = finished[bucket.lastLayer];
    double earliest = options.overlap ? bucket.readyMs : backwardEnd;
    bucket.startMs = std::max(earliest, commClock);
    bucket.allReduceMs = allReduceMs(bucket.bytes);
    commClock = bucket.endMs();
    result.communicationMs += bucket.allReduceMs;
  }
  double updateStart = std::max(backwardEnd, commClock);
  result.computeMs = step.computeMs();
  result.exposedMs = updateStart - backwardEnd;
  result.iterationMs = updateStart + step.updateMs;
  return result;
}

std::vector<ScalingRow>
netc::predictScaling(ArrayRef<int64_t> workers, int64_t batch, Scaling scaling,
                     const BucketOptions &buckets, const AllReduceCost &allReduce,
                     function_ref<TrainingStepTimes(int64_t)> stepAt) {
  std::vector<ScalingRow> rows;
  // One worker at the whole batch, no all-reduce: the baseline for efficiency.
  double singleWorkerThroughput = double(batch) / (stepAt(batch).computeMs() * 1e-3);
  for (int64_t n : workers) {
    ScalingRow row;
    row.workers = n;
    row.batchPerWorker = scaling == Scaling::Weak ? batch : (batch + n - 1) / n;
    row.globalBatch = scaling == Scaling::Weak ? batch * n : batch;
    TrainingStepTimes step = stepAt(row.batchPerWorker);
    row.step = simulateDataParallelStep(step, buckets, [&](double bytes) {
      return allReduce.ms(bytes, n);
    });
    if (n <= 1) {
      // Nothing to all-reduce on one worker: no buckets, no communication.
      row.step.buckets.clear();
      row.step.communicationMs = row.step.exposedMs = 0;
      row.step.iterationMs = row.step.computeMs;
    }
    row.interconnect = allReduce.describe(n);
    row.interconnectSource = allReduce.source(n);
    row.imagesPerSecond = double(row.globalBatch) / (row.step.iterationMs * 1e-3);
    row.efficiency = row.imagesPerSecond / (double(n) * singleWorkerThroughput);
    rows.push_back(row);
  }
  return rows;
}
