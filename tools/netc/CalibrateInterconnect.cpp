//===- CalibrateInterconnect.cpp - `netc calibrate --interconnect` ------===//
//
// netc calibrate --interconnect --device h200 [-o FILE] [--measurements FILE]
//
// Times NCCL's all-reduce, reduce-scatter and all-gather on the GPUs of this
// machine with `netc-runtime collectives --format json` (or reads such a
// file), fits latency and bus bandwidth per collective and GPU count
// (Support/Collectives.h), and writes them into the device profile's
// "interconnect.measured" (docs/devices.md; CostModel/InterconnectCalibration.h).
// The link and its nominal figures are kept; every other field of the
// profile too. This file parses the settings and prints.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"
#include "RuntimeMeasurements.h"
#include "CostModel/InterconnectCalibration.h"
#include "Support/Collectives.h"
#include "Support/DeviceProfile.h"
#include "Support/DeviceProfileWriter.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <set>

using namespace llvm;
using namespace netc;

namespace {

/// The measured all-reduce bus bandwidth against message size, one column
/// per GPU count: what NCCL's own all_reduce_perf prints as busbw.
void printBusBandwidthTable(const CollectiveMeasurements &m, raw_ostream &os) {
  std::map<double, std::map<int64_t, double>> byBytes = getAllReduceBusBandwidths(m);
  std::set<int64_t> gpuCounts;
  for (const auto &[bytes, row] : byBytes)
    for (const auto &[gpus, busBandwidth] : row)
      gpuCounts.insert(gpus);
  if (byBytes.empty())
    return;
  os << "all_reduce bus bandwidth (GB/s) by message size\nbytes";
  for (int64_t gpus : gpuCounts)
    os << "\t" << gpus << "_gpus";
  os << "\n";
  for (const auto &[bytes, row] : byBytes) {
    os << formatv("{0}", int64_t(bytes));
    for (int64_t gpus : gpuCounts) {
      auto cell = row.find(gpus);
      os << "\t" << (cell == row.end() ? std::string("-") : formatv("{0:f1}", cell->second).str());
    }
    os << "\n";
  }
}

} // namespace

int netc::runCalibrateInterconnect(const InterconnectCalibrateSettings &settings) {
  auto fail = [](const Twine &message) {
    errs() << "netc calibrate --interconnect: " << message << "\n";
    return 1;
  };
  Expected<DeviceProfile> profile = lookupDevice(settings.device);
  if (!profile)
    return fail(toString(profile.takeError()));

  // 1. Measure (or read earlier measurements).
  Expected<MeasurementsFile> file = MeasurementsFile::obtain(
      {"collectives", {}, "the CUDA toolkit", "netc-collectives"}, settings.measurementsFile,
      settings.saveMeasurements);
  if (!file)
    return fail(toString(file.takeError()));
  const std::string path = file->path();
  Expected<CollectiveMeasurements> read = readCollectiveMeasurements(path);
  if (!read)
    return fail(toString(read.takeError()));
  const CollectiveMeasurements &m = *read;
  if (!mayBeMeasuredOn(*profile, m.gpu))
    errs() << "netc calibrate --interconnect: warning: measured on '" << m.gpu << "', profile '"
           << profile->key << "' (" << profile->name << ")\n";

  // 2. Fit every (collective, GPU count).
  Expected<std::vector<CollectiveFit>> fits = fitCollectives(m.samples);
  if (!fits)
    return fail(path + ": " + toString(fits.takeError()));
  if (fits->empty())
    return fail(path + ": only one-GPU measurements; the interconnect needs 2 or more GPUs");

  // 3. Rewrite the profile's interconnect.measured; the link and its nominal
  // figures stay (a profile without an entry gets the table's nominal link).
  Expected<json::Value> document = readDeviceProfileDocument(profile->path);
  if (!document)
    return fail(toString(document.takeError()));
  replaceMeasuredInterconnect(*document->getAsObject(), *profile,
                              getMeasuredInterconnectJson(*fits, describeCollectiveRun(m)));
  std::string target = settings.outputFile.empty() ? profile->path : settings.outputFile;
  if (Error error = writeDeviceProfile(*document, target, outs()))
    return fail(toString(std::move(error)));

  // 4. The fits and the measured bus bandwidth, on standard error when the
  // profile itself went to standard output.
  raw_ostream &report = target == "-" ? errs() : outs();
  report << "netc calibrate --interconnect: " << profile->key << " (" << profile->name
         << ") from " << describeCollectiveRun(m) << (target == "-" ? "" : " -> " + target) << "\n";
  if (!m.timing.empty())
    report << "timing: " << m.timing << "\n";
  // A second line where NCCL changes protocol (CollectiveFit): its first
  // size, latency and bus bandwidth; "-" where one line fits.
  report << "collective\tgpus\tlatency_us\tbus_bandwidth_gbs\tsamples\tmedian_error_%\t"
            "max_error_%\tlarge_from_bytes\tlarge_latency_us\tlarge_bus_bandwidth_gbs\n";
  for (const CollectiveFit &fit : *fits) {
    report << formatv("{0}\t{1}\t{2:f2}\t{3:f1}\t{4}\t{5:f1}\t{6:f1}",
                      getCollectiveName(fit.collective), fit.gpus, fit.latencyUs,
                      fit.busBandwidthGBs, fit.samples, fit.medianErrorPercent,
                      fit.maxErrorPercent);
    if (fit.largeMessages)
      report << formatv("\t{0:f0}\t{1:f2}\t{2:f1}\n", fit.largeMessages->fromBytes,
                        fit.largeMessages->latencyUs, fit.largeMessages->busBandwidthGBs);
    else
      report << "\t-\t-\t-\n";
  }
  printBusBandwidthTable(m, report);
  return 0;
}
