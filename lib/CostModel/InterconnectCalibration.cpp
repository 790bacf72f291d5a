//===- InterconnectCalibration.cpp - Collectives into a profile -----------===//

#include "CostModel/InterconnectCalibration.h"
#include "CostModel/Scaling.h"

#include <cmath>

using namespace llvm;
using namespace netc;

std::string netc::describeCollectiveRun(const CollectiveMeasurements &m) {
  std::string text = m.date.substr(0, 10) + " " + m.gpu + " x" + std::to_string(m.gpusOnMachine) +
                     " NCCL " + (m.ncclVersion.empty() ? "?" : m.ncclVersion);
  if (!m.nvls.empty())
    text += ", " + m.nvls;
  return text;
}

double netc::roundSignificant(double value) {
  if (value == 0 || !std::isfinite(value))
    return value;
  double scale = std::pow(10.0, 3 - std::floor(std::log10(std::fabs(value))));
  return std::round(value * scale) / scale;
}

json::Object netc::getMeasuredInterconnectJson(ArrayRef<CollectiveFit> fits,
                                               std::string calibratedOn) {
  json::Object measured{{"calibrated_on", std::move(calibratedOn)}};
  for (int index = 0; index < kNumCollectives; ++index) {
    Collective collective = Collective(index);
    json::Array entries;
    for (const CollectiveFit &fit : fits) {
      if (fit.collective != collective)
        continue;
      json::Object entry{{"gpus", fit.gpus},
                         {"latency_us", roundSignificant(fit.latencyUs)},
                         {"bus_bandwidth_gbs", roundSignificant(fit.busBandwidthGBs)},
                         {"samples", fit.samples},
                         {"smallest_bytes", fit.smallestBytes},
                         {"largest_bytes", fit.largestBytes},
                         {"median_error_percent", roundSignificant(fit.medianErrorPercent)},
                         {"max_error_percent", roundSignificant(fit.maxErrorPercent)}};
      if (fit.largeMessages)
        entry["large_messages"] =
            json::Object{{"from_bytes", fit.largeMessages->fromBytes},
                         {"latency_us", roundSignificant(fit.largeMessages->latencyUs)},
                         {"bus_bandwidth_gbs", roundSignificant(fit.largeMessages->busBandwidthGBs)}};
      entries.push_back(std::move(entry));
    }
    if (!entries.empty())
      measured[getCollectiveName(collective)] = std::move(entries);
  }
  return measured;
}

void netc::replaceMeasuredInterconnect(json::Object &top, const DeviceProfile &profile,
                                       json::Object measured) {
  json::Object interconnect;
  if (const json::Object *before = top.getObject("interconnect")) {
    interconnect = *before;
  } else {
    // Without an entry the loader leaves the link at its default, nvlink,
    // which the table holds.
    std::optional<Interconnect> link = findInterconnect(profile.interconnect.link);
    interconnect["link"] = link->key;
    interconnect["nominal"] = json::Object{{"bandwidth_gbs", link->bandwidthGBs},
                                           {"latency_us", link->latencyUs},
                                           {"source", "nominal: docs/scaling.md's table"}};
  }
  interconnect["measured"] = std::move(measured);
  top["interconnect"] = std::move(interconnect);
}

std::map<double, std::map<int64_t, double>>
netc::getAllReduceBusBandwidths(const CollectiveMeasurements &m) {
  std::map<double, std::map<int64_t, double>> byBytes;
  for (const CollectiveSample &sample : m.samples)
    if (sample.collective == Collective::AllReduce && sample.gpus > 1)
      byBytes[sample.bytes][sample.gpus] =
          sample.bytes / (sample.timeUs * 1e3) * getBusBandwidthFactor(sample.collective,
                                                                       sample.gpus);
  return byBytes;
}
