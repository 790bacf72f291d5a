//===- KernelChoices.cpp - Why the lowering chose each kernel -------------===//

#include "Driver/KernelChoices.h"

#include "Report/Format.h"
#include "netc/Base/CompileTypes.h"
#include "Target/Cuda/KernelProblems.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <set>

using namespace llvm;
using namespace netc;

namespace {

/// A candidate's name: the structure key the profile prices it by (and its
/// split), or the variant of a kernel without tiles.
std::string candidateName(const cuda::KernelConfig &config) {
  if (hasStructuralModel(config) || config.tileM > 0)
    return getKernelName(config);
  return config.variant;
}

/// The launch's layers as the runtime names them ("conv1+bn1"). Names hold
/// no control characters (the importers refuse them).
std::string joinedLayers(const LaunchChoice &launch) {
  std::string layers;
  for (const std::string &layer : launch.layers)
    layers += (layers.empty() ? "" : "+") + layer;
  return layers;
}

/// Why the candidate costs what it does, in a few words.
std::string reasonText(const PricedCandidate &c) {
  const KernelEstimate &e = c.estimate;
  if (!c.structure)
    return formatv("{0}-bound by the rate model", e.bound).str();
  const KernelStructure &s = *c.structure;
  const char *unit = s.persistent ? "units" : "blocks";
  std::string text = formatv("{0}-bound: {1} block{2}/SM ({3}), ", e.bound,
                             s.occupancy.blocksPerSm, s.occupancy.blocksPerSm == 1 ? "" : "s",
                             getOccupancyLimitName(s.occupancy.limit))
                         .str();
  if (s.waves.fullWaves > 0)
    text += formatv("{0} full wave{1} of {2}", s.waves.fullWaves,
                    s.waves.fullWaves == 1 ? "" : "s", unit)
                .str();
  if (s.waves.tailBlocks > 0)
    text += formatv("{0}{1} {2} in the tail ({3}/SM)", s.waves.fullWaves > 0 ? " + " : "",
                    s.waves.tailBlocks, unit, s.waves.tailBlocksPerSm)
                .str();
  // What one trip is: a GEMM tile's k-step, a direct thread's item, a
  // depthwise strip thread's input column of one filter row.
  const char *trip = c.variant == "direct"             ? "item"
                     : c.variant == "depthwise_direct" ? "input column"
                                                       : "k-step";
  text += formatv(", {0} {1}{2}", s.trips, trip, s.trips == 1 ? "" : "s").str();
  if (c.variant == "direct" || c.variant == "depthwise_direct")
    text += " a thread";
  return text;
}

} // namespace

std::vector<LaunchChoice> netc::explainKernelChoices(kern::ProgramOp program,
                                                     const DeviceProfile &device, int64_t top) {
  std::vector<LaunchChoice> choices;
  std::optional<KernelTarget> target = parseKernelTarget(program.getTarget());
  if (!target)
    return choices;
  const Precision precision = program.getPrecision();
  program.walk([&](kern::KernelOpInterface kernel) {
    LaunchChoice launch;
    launch.launch = int64_t(choices.size());
    launch.op = kernel->getName().stripDialect().str();
    if (mlir::ArrayAttr layers = kernel.getLayers())
      for (mlir::Attribute layer : layers)
        launch.layers.push_back(mlir::cast<mlir::StringAttr>(layer).getValue().str());
    launch.flops = kernel.getFlops().value_or(0);
    launch.bytes = kernel.getBytes().value_or(0);
    std::vector<cuda::KernelConfig> candidates =
        cuda::kernelCandidates(kernel, *target, precision);
    launch.candidates = int64_t(candidates.size());
    const int64_t reduction = cuda::gemmReductionLength(kernel);
    std::vector<RankedKernel> ranked = rankKernels(
        candidates, int64_t(launch.flops), int64_t(launch.bytes), device, precision, reduction);
    // The best `top`, then the fastest of each variant not among them (what
    // the next family would cost), and the chosen one wherever it ranks.
    std::set<std::string> variantsShown;
    for (size_t r = 0; r < ranked.size(); ++r) {
      const cuda::KernelConfig &config = candidates[ranked[r].index];
      const bool chosen = cuda::isChosenKernel(config, kernel.getConfigAttr());
      const bool newVariant = variantsShown.insert(config.variant).second;
      if (int64_t(r) >= top && !chosen && !newVariant)
        continue;
      PricedCandidate shown;
      shown.kernel = candidateName(config);
      shown.variant = config.variant;
      shown.rank = int64_t(r) + 1;
      shown.chosen = chosen;
      shown.estimate = ranked[r].estimate;
      if (pricesByStructure(config, device, precision))
        shown.structure = describeKernel(config, precision, reduction, device);
      launch.shown.push_back(std::move(shown));
    }
    // The runner-up: the fastest candidate that is not the chosen one.
    const PricedCandidate *chosen = nullptr;
    for (const PricedCandidate &c : launch.shown)
      if (c.chosen)
        chosen = &c;
    if (chosen && chosen->estimate.totalMs > 0)
      for (const PricedCandidate &c : launch.shown)
        if (!c.chosen) {
          launch.runnerUpRatio = c.estimate.totalMs / chosen->estimate.totalMs;
          break;
        }
    choices.push_back(std::move(launch));
  });
  return choices;
}

int64_t netc::countCloseChoices(ArrayRef<LaunchChoice> choices, double margin) {
  return llvm::count_if(choices, [&](const LaunchChoice &launch) {
    return launch.runnerUpRatio && *launch.runnerUpRatio <= margin;
  });
}

void netc::printKernelChoices(ArrayRef<LaunchChoice> choices, StringRef deviceKey,
                              raw_ostream &os) {
  os << "netc lower --explain: each launch's candidates on " << deviceKey
     << " as the cost model prices them, fastest first (the best few, then the fastest of "
        "each other variant); * marks the kernel the plan runs, ratios are to its time\n";
  for (const LaunchChoice &launch : choices) {
    os << formatv("\nlaunch {0}: {1} {2} ({3:F3} GFLOP, {4:F2} MB), {5} candidate{6}\n",
                  launch.launch, launch.op, joinedLayers(launch), double(launch.flops) / 1e9,
                  double(launch.bytes) / 1e6, launch.candidates,
                  launch.candidates == 1 ? "" : "s");
    double chosenMs = 0;
    for (const PricedCandidate &c : launch.shown)
      if (c.chosen)
        chosenMs = c.estimate.totalMs;
    for (const PricedCandidate &c : launch.shown) {
      std::string ratio =
          chosenMs > 0 && !c.chosen ? formatv("{0:F2}x", c.estimate.totalMs / chosenMs).str()
                                    : std::string();
      os << formatv("  {0}{1,3}  {2,-52} {3,9:F4} ms {4,6}  {5}\n", c.chosen ? "*" : " ",
                    c.rank, c.kernel, c.estimate.totalMs, ratio, reasonText(c));
    }
  }
  const int64_t withChoice = llvm::count_if(
      choices, [](const LaunchChoice &launch) { return launch.runnerUpRatio.has_value(); });
  os << formatv("\n{0} of {1} launches had more than one candidate; the runner-up was within "
                "5% of the chosen kernel's time in {2} of them and within 10% in {3}: the "
                "choices the model's error could flip\n",
                withChoice, choices.size(), countCloseChoices(choices, 1.05),
                countCloseChoices(choices, 1.10));
}

json::Value netc::kernelChoicesJson(ArrayRef<LaunchChoice> choices, StringRef deviceKey) {
  json::Array launches;
  for (const LaunchChoice &launch : choices) {
    json::Array shown;
    for (const PricedCandidate &c : launch.shown) {
      json::Object candidate{{"kernel", c.kernel},
                             {"rank", c.rank},
                             {"chosen", c.chosen},
                             {"predicted_ms", c.estimate.totalMs},
                             {"compute_ms", c.estimate.computeMs},
                             {"memory_ms", c.estimate.memoryMs},
                             {"launch_ms", c.estimate.launchMs},
                             {"bound", c.estimate.bound},
                             {"priced_by", c.structure ? "structure" : "rate"}};
      if (c.structure) {
        const KernelStructure &s = *c.structure;
        candidate["structure"] = json::Object{
            {"blocks_per_sm", s.occupancy.blocksPerSm},
            {"occupancy_limit", getOccupancyLimitName(s.occupancy.limit)},
            {"registers", s.registers},
            {"persistent", s.persistent},
            {"full_waves", s.waves.fullWaves},
            {"tail_blocks", s.waves.tailBlocks},
            {"tail_blocks_per_sm", s.waves.tailBlocksPerSm},
            {"trips", s.trips}};
      }
      shown.push_back(std::move(candidate));
    }
    json::Array layers;
    for (const std::string &layer : launch.layers)
      layers.push_back(layer);
    json::Object entry{{"launch", launch.launch},
                       {"op", launch.op},
                       {"layers", std::move(layers)},
                       {"flops", int64_t(launch.flops)},
                       {"bytes", int64_t(launch.bytes)},
                       {"candidates", launch.candidates},
                       {"shown", std::move(shown)}};
    entry["runner_up_ratio"] = launch.runnerUpRatio ? json::Value(*launch.runnerUpRatio)
                                                    : json::Value(nullptr);
    launches.push_back(std::move(entry));
  }
  return json::Object{{"device", deviceKey}, {"launches", std::move(launches)}};
}

void netc::printKernelChoicesCsv(ArrayRef<LaunchChoice> choices, StringRef deviceKey,
                                 raw_ostream &os) {
  os << "device,launch,op,layers,candidates,rank,chosen,kernel,predicted_ms,compute_ms,"
        "memory_ms,bound,priced_by,blocks_per_sm,occupancy_limit,full_waves,tail_blocks,"
        "trips\n";
  for (const LaunchChoice &launch : choices) {
    const std::string layers = joinedLayers(launch);
    for (const PricedCandidate &c : launch.shown) {
      os << csvField(deviceKey) << "," << launch.launch << "," << launch.op << ","
         << csvField(layers) << "," << launch.candidates << "," << c.rank << ","
         << (c.chosen ? 1 : 0) << "," << csvField(c.kernel) << ","
         << formatv("{0:F6},{1:F6},{2:F6}", c.estimate.totalMs, c.estimate.computeMs,
                    c.estimate.memoryMs)
         << "," << c.estimate.bound << "," << (c.structure ? "structure" : "rate");
      if (c.structure)
        os << formatv(",{0},{1},{2},{3},{4}", c.structure->occupancy.blocksPerSm,
                      getOccupancyLimitName(c.structure->occupancy.limit),
                      c.structure->waves.fullWaves, c.structure->waves.tailBlocks,
                      c.structure->trips);
      else
        os << ",,,,,";
      os << "\n";
    }
  }
}
