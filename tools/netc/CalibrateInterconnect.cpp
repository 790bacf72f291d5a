//===- CalibrateInterconnect.cpp - `netc calibrate --interconnect` ------===//
//
// netc calibrate --interconnect --device h200 [-o FILE] [--measurements FILE]
//
// Times NCCL's all-reduce, reduce-scatter and all-gather on the GPUs of this
// machine with `netc-runtime collectives --format json` (or reads such a
// file), fits latency and bus bandwidth per collective and GPU count
// (Support/Collectives.h), and writes them into the device profile's
// "interconnect.measured" (docs/devices.md). The link and its nominal figures
// are kept; every other field of the profile too.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"
#include "Support/Collectives.h"
#include "Support/DeviceProfile.h"
#include "Support/DeviceProfileWriter.h"
#include "CostModel/Scaling.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <map>
#include <set>

using namespace llvm;
using namespace netc;

namespace {

/// Runs `netc-runtime collectives --format json -o path`; its progress goes
/// to our standard error.
Error runCollectives(StringRef path) {
  std::string runtime = findRuntimeBinary();
  if (runtime.empty())
    return createStringError(inconvertibleErrorCode(),
                             "netc-runtime was not built beside netc (it needs the CUDA "
                             "toolkit); run `netc-runtime collectives --format json -o FILE` "
                             "on the GPU machine and pass --measurements FILE");
  SmallVector<StringRef> argv = {runtime, "collectives", "--format", "json", "-o", path};
  std::string error;
  int status = sys::ExecuteAndWait(runtime, argv, /*Env=*/std::nullopt, {}, 0, 0, &error);
  if (status < 0)
    return createStringError(inconvertibleErrorCode(), "could not run " + runtime + ": " + error);
  if (status != 0)
    return createStringError(inconvertibleErrorCode(),
                             runtime + " collectives failed (exit " + std::to_string(status) +
                                 "); its message is above");
  return Error::success();
}

/// Rounds to 4 significant digits: the fit is not better than that, and the
/// profile stays readable.
double roundSignificant(double value) {
  if (value == 0 || !std::isfinite(value))
    return value;
  double scale = std::pow(10.0, 3 - std::floor(std::log10(std::fabs(value))));
  return std::round(value * scale) / scale;
}

std::string calibratedOn(const CollectiveMeasurements &m) {
  std::string text = m.date.substr(0, 10) + " " + m.gpu + " x" + std::to_string(m.gpusOnMachine) +
                     " NCCL " + (m.ncclVersion.empty() ? "?" : m.ncclVersion);
  if (!m.nvls.empty())
    text += ", " + m.nvls;
  return text;
}

/// The measured all-reduce bus bandwidth against message size, one column
/// per GPU count: what NCCL's own all_reduce_perf prints as busbw.
void printBusBandwidthTable(const CollectiveMeasurements &m, raw_ostream &os) {
  std::set<int64_t> gpuCounts;
  std::map<double, std::map<int64_t, double>> byBytes;
  for (const CollectiveSample &sample : m.samples)
    if (sample.collective == Collective::AllReduce && sample.gpus > 1) {
      gpuCounts.insert(sample.gpus);
      byBytes[sample.bytes][sample.gpus] =
          sample.bytes / (sample.timeUs * 1e3) * getBusBandwidthFactor(sample.collective,
                                                                       sample.gpus);
    }
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
  std::string path = settings.measurementsFile;
  bool temporary = false;
  if (path.empty()) {
    if (!settings.saveMeasurements.empty()) {
      path = settings.saveMeasurements;
    } else {
      SmallString<256> created;
      if (std::error_code code = sys::fs::createTemporaryFile("netc-collectives", "json", created))
        return fail("cannot create a temporary file: " + code.message());
      path = std::string(created);
      temporary = true;
    }
    if (Error error = runCollectives(path)) {
      if (temporary)
        sys::fs::remove(path);
      return fail(toString(std::move(error)));
    }
  }
  Expected<CollectiveMeasurements> read = readCollectiveMeasurements(path);
  if (temporary)
    sys::fs::remove(path);
  if (!read)
    return fail(toString(read.takeError()));
  const CollectiveMeasurements &m = *read;
  if (!StringRef(m.gpu).lower().empty() &&
      StringRef(m.gpu).lower().find(profile->key) == std::string::npos)
    errs() << "netc calibrate --interconnect: warning: measured on '" << m.gpu << "', profile '"
           << profile->key << "' (" << profile->name << ")\n";

  // 2. Fit every (collective, GPU count).
  Expected<std::vector<CollectiveFit>> fits = fitCollectives(m.samples);
  if (!fits)
    return fail(path + ": " + toString(fits.takeError()));
  if (fits->empty())
    return fail(path + ": only one-GPU measurements; the interconnect needs 2 or more GPUs");

  json::Object measured{{"calibrated_on", calibratedOn(m)}};
  for (int index = 0; index < kNumCollectives; ++index) {
    Collective collective = Collective(index);
    json::Array entries;
    for (const CollectiveFit &fit : *fits)
      if (fit.collective == collective)
        entries.push_back(json::Object{
            {"gpus", fit.gpus},
            {"latency_us", roundSignificant(fit.latencyUs)},
            {"bus_bandwidth_gbs", roundSignificant(fit.busBandwidthGBs)},
            {"samples", fit.samples},
            {"smallest_bytes", fit.smallestBytes},
            {"largest_bytes", fit.largestBytes},
            {"median_error_percent", roundSignificant(fit.medianErrorPercent)},
            {"max_error_percent", roundSignificant(fit.maxErrorPercent)}});
    if (!entries.empty())
      measured[getCollectiveName(collective)] = std::move(entries);
  }

  // 3. Rewrite the profile's interconnect.measured; the link and its nominal
  // figures stay (a profile without an entry gets the table's nominal link).
  ErrorOr<std::unique_ptr<MemoryBuffer>> file =
      MemoryBuffer::getFile(profile->path, /*IsText=*/true);
  if (std::error_code code = file.getError())
    return fail(profile->path + ": cannot read: " + code.message());
  Expected<json::Value> document = json::parse((*file)->getBuffer());
  if (!document)
    return fail(profile->path + ": " + toString(document.takeError()));
  json::Object *top = document->getAsObject();
  if (!top)
    return fail(profile->path + ": expected a JSON object");
  json::Object interconnect;
  if (const json::Object *before = top->getObject("interconnect")) {
    interconnect = *before;
  } else {
    std::optional<Interconnect> link = findInterconnect(profile->interconnect.link);
    interconnect["link"] = link->key;
    interconnect["nominal"] = json::Object{{"bandwidth_gbs", link->bandwidthGBs},
                                           {"latency_us", link->latencyUs},
                                           {"source", "nominal: docs/scaling.md's table"}};
  }
  interconnect["measured"] = std::move(measured);
  (*top)["interconnect"] = std::move(interconnect);
  std::string target = settings.outputFile.empty() ? profile->path : settings.outputFile;
  if (Error error = writeDeviceProfile(*document, target, outs()))
    return fail(toString(std::move(error)));

  // 4. The fits and the measured bus bandwidth, on standard error when the
  // profile itself went to standard output.
  raw_ostream &report = target == "-" ? errs() : outs();
  report << "netc calibrate --interconnect: " << profile->key << " (" << profile->name
         << ") from " << calibratedOn(m) << (target == "-" ? "" : " -> " + target) << "\n";
  if (!m.timing.empty())
    report << "timing: " << m.timing << "\n";
  report << "collective\tgpus\tlatency_us\tbus_bandwidth_gbs\tsamples\tmedian_error_%\t"
            "max_error_%\n";
  for (const CollectiveFit &fit : *fits)
    report << formatv("{0}\t{1}\t{2:f2}\t{3:f1}\t{4}\t{5:f1}\t{6:f1}\n",
                      getCollectiveName(fit.collective), fit.gpus, fit.latencyUs,
                      fit.busBandwidthGBs, fit.samples, fit.medianErrorPercent,
                      fit.maxErrorPercent);
  printBusBandwidthTable(m, report);
  return 0;
}
