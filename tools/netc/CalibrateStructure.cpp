//===- CalibrateStructure.cpp - `netc calibrate --fit-structure` and friends ---===//
//
// netc calibrate --fit-structure RUN.json[,...] --plans DIR --device h100 -o FRAGMENT.json
// netc calibrate --validate-structure RUN.json[,...] --plans DIR --device h100 [--folds net]
// netc calibrate --score-structure RUN.json[,...] --plans DIR --device h100 [--fragment F]
// netc calibrate --structure-kernels --device h100 [--format json]
//
// The structural model of netc's own k-loop kernels (KernelStructure.h):
// fit its per-kernel constants to launches netc-runtime measured (run
// JSONs, with the lowered plans they ran), score a fit leaving one network
// out, score the profile's constants beside the plans' own predictions, and
// list the catalog kernels the model knows with their occupancy (what
// bench/kstruct/kstruct.py designs its microbenchmark around). The reading
// is lib/CostModel/MeasuredLaunches.h's, the fit and scores
// StructureFit.h's, every prediction KernelStructure.cpp's: this file
// parses the flags and prints.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"
#include "CostModel/Calibration.h"
#include "CostModel/KernelStructure.h"
#include "CostModel/MeasuredLaunches.h"
#include "CostModel/StructureFit.h"
#include "Report/Format.h"
#include "Support/ClockSchema.h"
#include "Support/DeviceProfile.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <set>

using namespace llvm;
using namespace netc;

namespace {

cl::list<std::string> fitStructureRuns(
    "fit-structure",
    cl::desc("Fit the structural model's constants (iteration, latency and block ns per "
             "kernel and precision) to the launches of these netc-runtime run JSONs "
             "(comma-separated) and write the profile fragment to -o (docs/cost-model.md, "
             "\"netc's own kernels from their structure\")"),
    cl::value_desc("run.json"), cl::CommaSeparated, cl::cat(calibrateCategory),
    cl::sub(calibrateCommand));

cl::list<std::string> validateStructureRuns(
    "validate-structure",
    cl::desc("Score the structural fit on these run JSONs held out by network (--folds net): "
             "each network's launches predicted by constants fitted on the others'"),
    cl::value_desc("run.json"), cl::CommaSeparated, cl::cat(calibrateCategory),
    cl::sub(calibrateCommand));

cl::list<std::string> scoreStructureRuns(
    "score-structure",
    cl::desc("Score the structural model with the profile's constants (or --fragment's) on "
             "every launch of these run JSONs, beside the prediction each plan carries: "
             "median and p90 |error| per precision and variant"),
    cl::value_desc("run.json"), cl::CommaSeparated, cl::cat(calibrateCategory),
    cl::sub(calibrateCommand));

cl::opt<bool> listStructureKernels(
    "structure-kernels",
    cl::desc("List the kernels of the resource table (lib/CostModel/KernelResourceTable.inc) "
             "with their structure key, registers, shared memory and blocks per SM on --device "
             "(--format json for bench/kstruct)"),
    cl::cat(calibrateCategory), cl::sub(calibrateCommand));

cl::list<std::string> plansDirectories(
    "plans",
    cl::desc("Where the lowered plans the runs measured are (comma-separated, searched in "
             "order): DIR/NAME for a run of .../NAME/plan.json (netc lower's NET-sm_90-P), "
             "DIR/NAME/lowered for .../NAME/lowered/plan.json (bench/kstruct's networks)"),
    cl::value_desc("dir"), cl::CommaSeparated, cl::cat(calibrateCategory),
    cl::sub(calibrateCommand));

cl::opt<std::string> structureFragment(
    "fragment",
    cl::desc("--score-structure: price with this fragment's structure entries (written by "
             "--fit-structure) instead of the profile's"),
    cl::value_desc("fragment.json"), cl::cat(calibrateCategory), cl::sub(calibrateCommand));

cl::opt<RegisterSource> registerSource(
    "registers", cl::desc("Registers per thread of each launch (default table)"),
    cl::init(RegisterSource::Table),
    cl::values(clEnumValN(RegisterSource::Table, "table",
                          "the resource table's, a representative layer's (what the "
                          "lowering prices with)"),
               clEnumValN(RegisterSource::Cubin, "cubin",
                          "each kernel's own from its plan's cubin (the table's where the plan "
                          "has none)")),
    cl::cat(calibrateCategory), cl::sub(calibrateCommand));

cl::opt<bool> loneBlockCostsOnly(
    "lone-block-costs-only",
    cl::desc("--fit-structure: fit only the lone-block costs of each kernel the profile has a "
             "measured entry of its own for, holding its iteration, latency and block ns: "
             "latency_pointwise_ns (a lone block's k-step in a 1x1 convolution or an inner "
             "product, whose operands come from DRAM) where the runs have pointwise launches, "
             "block_alone_ns (a lone block's prologue and epilogue) where a wave leaves one "
             "block alone on an SM; the fragment then holds every entry of the profile, those "
             "fitted with their new costs"),
    cl::cat(calibrateCategory), cl::sub(calibrateCommand));

cl::opt<bool> channelCostsOnly(
    "channel-costs-only",
    cl::desc("--fit-structure: fit only the channel costs of each kernel the profile has a "
             "measured entry of its own for, its other costs held: partial_step_ns (what a TMA "
             "kernel's k-step whose channel box runs past C adds: a tap's last, where C is not "
             "a multiple of BK), misaligned_step_ns (what each k-step adds where x's pixels "
             "are not whole 32-byte sectors) and partial_column_step_ns (what a k-step whose "
             "filter box lies wholly past K adds, times the launch's share of such rows, where "
             "K is not a multiple of BN), from runs with such launches (bench/kstruct make "
             "--design channels, pitch and columns); the fragment then holds every entry of "
             "the profile, those fitted with their new costs"),
    cl::cat(calibrateCategory), cl::sub(calibrateCommand));

cl::opt<bool> subWaveCostsOnly(
    "sub-wave-costs-only",
    cl::desc("--fit-structure: fit only sub_wave_floor of each kernel the profile has a "
             "measured entry of its own for, its other costs held: the share of a full wave's "
             "time that the k-steps, prologues and epilogues of a wave leaving SMs idle keep "
             "(its busy SMs share the L2 and DRAM among fewer), from runs with launches of "
             "under a wave (bench/kstruct make --design tails); the fragment then holds every "
             "entry of the profile, those fitted with their new costs"),
    cl::cat(calibrateCategory), cl::sub(calibrateCommand));

cl::opt<bool> perNetwork("per-net",
                         cl::desc("--score-structure: also the median |error| per network and "
                                  "precision"),
                         cl::cat(calibrateCategory), cl::sub(calibrateCommand));

/// Six significant digits, as the library fit's scored rows print times.
std::string shortNumber(double value) {
  char text[32];
  std::snprintf(text, sizeof(text), "%.6g", value);
  return text;
}

int fail(const Twine &message) {
  errs() << "netc calibrate: " << message << "\n";
  return 1;
}

/// Every launch of the runs, read with their plans.
struct ReadRuns {
  std::vector<MeasuredLaunch> launches;
  std::vector<std::string> devices; ///< distinct device names, in order
  size_t structural = 0;
  std::set<std::string> networks;
  size_t clocked = 0, slowed = 0; ///< launches with a sampled clock; below 97% of the maximum
};

Expected<ReadRuns> readRuns(ArrayRef<std::string> runs) {
  ReadRuns read;
  size_t cubinMissing = 0;
  for (const std::string &run : runs) {
    Expected<std::vector<MeasuredLaunch>> launches =
        readMeasuredLaunches(run, plansDirectories, registerSource, &cubinMissing);
    if (!launches)
      return launches.takeError();
    for (MeasuredLaunch &launch : *launches) {
      if (!launch.device.empty() && !is_contained(read.devices, launch.device))
        read.devices.push_back(launch.device);
      if (launch.isStructural()) {
        ++read.structural;
        read.networks.insert(launch.network);
      }
      read.clocked += launch.smMhz.has_value();
      read.slowed += launch.ranSlowed();
      read.launches.push_back(std::move(launch));
    }
  }
  if (cubinMissing)
    errs() << "netc calibrate: " << cubinMissing
           << " launches have no cubin record of their kernel: the table's registers\n";
  if (read.devices.size() > 1)
    errs() << "netc calibrate: warning: the runs were measured on more than one device ("
           << join(read.devices, ", ") << ")\n";
  // The model prices the maximum clock: a launch timed under a power or
  // thermal cap is slower by the clock, not by its structure.
  if (read.slowed)
    errs() << "netc calibrate: warning: " << read.slowed << " of the " << read.clocked
           << " launches whose runs sampled the SM clock were timed below "
           << int(100 * clock_schema::kSlowedClockShare)
           << "% of the maximum (a power or thermal cap): their times are that clock's "
              "(docs/measurement.md, \"The GPU's state\")\n";
  return read;
}

std::string deviceText(const ReadRuns &read) {
  return read.devices.empty() ? std::string("an unnamed device") : join(read.devices, ", ");
}

//===----------------------------------------------------------------------===//
// --fit-structure
//===----------------------------------------------------------------------===//

/// A held fit's fragment (--lone-block-costs-only, --channel-costs-only):
/// every entry of the profile, those in `fitted` with their new costs.
std::vector<FittedStructureEntry>
withProfileEntries(const DeviceProfile &profile, ArrayRef<FittedStructureEntry> fitted) {
  std::vector<FittedStructureEntry> all;
  for (const GeneratedKernelRates::StructureEntry &entry :
       profile.calibrated.generatedKernels.structure) {
    FittedStructureEntry out;
    out.kernel = entry.kernel;
    out.precision = entry.precision;
    out.costs = getMeasuredCosts(entry);
    for (const FittedStructureEntry &f : fitted)
      if (f.kernel == entry.kernel && f.precision == entry.precision)
        out.costs = f.costs;
    all.push_back(std::move(out));
  }
  return all;
}

/// A held fit: the profile's entries held but for the costs it frees.
struct HeldFit {
  const cl::opt<bool> *given;  ///< the option that asks for it
  const char *option;          ///< as the command line spells it
  const char *freed;           ///< the costs it fits, as the fragment names them
  const char *noLaunch;        ///< the launches it needs, where the runs have none
  std::vector<FittedStructureEntry> (*fit)(ArrayRef<MeasuredLaunch>, const DeviceProfile &);
};

/// Every held fit, one option each (at most one given: each fits on the
/// profile the previous one's fragment made).
ArrayRef<HeldFit> getHeldFits() {
  static const HeldFit fits[] = {
      {&loneBlockCostsOnly, "--lone-block-costs-only", "latency_pointwise_ns and block_alone_ns",
       "no pointwise launch (a 1x1 filter or an inner product) nor lone block",
       fitLoneBlockCosts},
      {&channelCostsOnly, "--channel-costs-only",
       "partial_step_ns, misaligned_step_ns and partial_column_step_ns",
       "no TMA launch whose input channels are not a multiple of its k-step, whose pixels are "
       "not whole sectors or whose output channels are not a multiple of its tile's,",
       fitChannelCosts},
      {&subWaveCostsOnly, "--sub-wave-costs-only", "sub_wave_floor",
       "no launch whose last wave leaves SMs idle,", fitSubWaveCosts},
  };
  return fits;
}

/// The held fit the options ask for, if any.
std::optional<HeldFit> getHeldFit() {
  for (const HeldFit &held : getHeldFits())
    if (*held.given)
      return held;
  return std::nullopt;
}

int runFitStructure(const DeviceProfile &profile, const ReadRuns &read) {
  const std::optional<HeldFit> held = getHeldFit();
  std::vector<FittedStructureEntry> entries = held ? held->fit(read.launches, profile)
                                                   : fitStructure(read.launches, profile);
  if (held && entries.empty())
    return fail(Twine(held->option) + ": " + held->noLaunch + " of a kernel the profile " +
                profile.key + " has a measured entry of its own for, in " +
                join(fitStructureRuns, ", "));
  const std::string heldOption = held ? std::string(" ") + held->option : std::string();
  std::string source =
      held ? formatv("{0}; {1} by netc calibrate --fit-structure{2}: measured launches of {3} "
                     "networks on {4}",
                     profile.calibrated.generatedKernels.structureSource, held->freed,
                     heldOption, fitStructureRuns.size(), deviceText(read))
                 .str()
           : formatv("netc calibrate --fit-structure: measured launches of {0} "
                     "networks on {1}",
                     fitStructureRuns.size(), deviceText(read))
                 .str();
  std::string fragment =
      formatStructureFragment(source, held ? withProfileEntries(profile, entries) : entries);
  raw_ostream &report = outputFile == "-" ? errs() : outs();
  report << formatv("netc calibrate --fit-structure{6}: {0} ({1}), {2} runs, {3} launches of "
                    "netc's k-loop kernels in {4} groups{5}\n",
                    profile.key, profile.name, fitStructureRuns.size(), read.structural,
                    entries.size(), outputFile == "-" ? std::string() : " -> " + outputFile,
                    heldOption);
  if (held)
    report << "(the costs not fitted held: the profile's; errors in-sample)\n";
  char line[256];
  std::snprintf(line, sizeof(line),
                "%-40s %-5s %3s %10s %10s %10s %10s %10s %10s %10s %10s %6s %8s %8s\n", "kernel",
                "prec", "n", "iter ns", "alone ns", "1x1 ns", "block ns", "b.alone ns",
                "partial ns", "misalgn ns", "past K ns", "floor", "med err%", "max err%");
  report << line;
  for (const FittedStructureEntry &entry : entries) {
    auto optional = [](double ns) { return ns > 0 ? formatv("{0:F1}", ns).str() : "-"; };
    const std::string floorText =
        entry.costs.subWaveFloor > 0 ? formatv("{0:F2}", entry.costs.subWaveFloor).str() : "-";
    std::snprintf(line, sizeof(line),
                  "%-40s %-5s %3zu %10.1f %10.1f %10s %10.1f %10s %10s %10s %10s %6s %8.1f %8.1f\n",
                  entry.kernel.c_str(), entry.precision.c_str(), entry.launches,
                  entry.costs.iterationNs, entry.costs.latencyNs,
                  optional(entry.costs.latencyPointwiseNs).c_str(), entry.costs.blockNs,
                  optional(entry.costs.blockAloneNs).c_str(),
                  optional(entry.costs.partialStepNs).c_str(),
                  optional(entry.costs.misalignedStepNs).c_str(),
                  optional(entry.costs.partialColumnStepNs).c_str(), floorText.c_str(),
                  100 * entry.medianError,
                  100 * entry.maxError);
    report << line;
  }
  if (outputFile == "-") {
    outs() << fragment;
    return 0;
  }
  return writeOutputFile("netc calibrate", outputFile, fragment) ? 0 : 1;
}

//===----------------------------------------------------------------------===//
// --validate-structure
//===----------------------------------------------------------------------===//

int runValidateStructure(const DeviceProfile &profile, const ReadRuns &read) {
  if (read.networks.size() < 2)
    return fail("--validate-structure holds out whole networks: the runs' k-loop launches "
                "come from " + Twine(read.networks.size()) + " network (at least 2 needed)");
  HeldOutErrors held = leaveOneNetworkOut(read.launches, profile);
  std::unique_ptr<CommandOutput> output = openCommandOutput();
  if (!output)
    return 1;
  raw_ostream &os = output->os();
  os << formatv("netc calibrate --validate-structure: device {0}, {1} launches of netc's "
                "k-loop kernels from {2} networks, folds net: each network's launches "
                "predicted by constants fitted on the other networks' launches of the same "
                "kernel (none: the rates' estimate)\n",
                profile.key, read.structural, held.networks.size());
  os << "leave one network out: |error| % of the structural variants' launches\n";
  char line[128];
  for (const auto &[precision, errors] : held.byPrecision) {
    std::snprintf(line, sizeof(line), "  %-5s n=%4zu median %.1f p90 %.1f\n", precision.c_str(),
                  errors.size(), 100 * medianOf(errors), 100 * percentileOf(errors, 0.9));
    os << line;
  }
  return output->keep() ? 0 : 1;
}

//===----------------------------------------------------------------------===//
// --score-structure
//===----------------------------------------------------------------------===//

int runScoreStructure(const DeviceProfile &profile, const ReadRuns &read, StringRef entriesFrom,
                      StringRef scoredRows) {
  std::vector<ScoredLaunch> scored = scoreStructure(read.launches, profile);
  auto error = [](const ScoredLaunch &entry, double predicted) {
    return std::fabs(predicted - entry.measured->measuredMs) / entry.measured->measuredMs;
  };
  // (precision, variant): "all" first within a precision, then by name.
  auto order = [](const std::pair<std::string, std::string> &a,
                  const std::pair<std::string, std::string> &b) {
    return std::make_tuple(a.first, a.second != "all", a.second) <
           std::make_tuple(b.first, b.second != "all", b.second);
  };
  std::map<std::pair<std::string, std::string>, std::vector<const ScoredLaunch *>,
           decltype(order)>
      groups(order);
  for (const ScoredLaunch &entry : scored) {
    std::string precision = getPrecisionName(entry.measured->precision);
    groups[{precision, "all"}].push_back(&entry);
    groups[{precision, entry.measured->launch.config.variant}].push_back(&entry);
  }
  if (!scoredRows.empty()) {
    std::string text = "source,network,precision,kernel,variant,structure_key,measured_ms,"
                       "given_ms,structure_ms,blocks_per_sm,occupancy_limit,full_waves,"
                       "tail_blocks_per_sm,trips,registers,estimated_costs,column_overrun,"
                       "tail_busy_share,wave_dram_share,device,sm_mhz,max_sm_mhz\n";
    raw_string_ostream csv(text);
    for (const ScoredLaunch &entry : scored) {
      const MeasuredLaunch &m = *entry.measured;
      csv << csvField(m.source) << "," << csvField(m.network) << ","
          << getPrecisionName(m.precision) << "," << csvField(m.launch.kernel) << ","
          << csvField(m.launch.config.variant) << ",";
      csv << (m.isStructural() ? getStructureKey(m.launch.config) : std::string()) << ","
          << shortNumber(m.measuredMs) << "," << shortNumber(m.givenMs) << ","
          << shortNumber(entry.structureMs);
      if (entry.estimate) {
        const KernelStructure &s = entry.estimate->structure;
        csv << formatv(",{0},{1},{2},{3},{4},{5},{6},{7},{8},{9}", s.occupancy.blocksPerSm,
                       getOccupancyLimitName(s.occupancy.limit), s.waves.fullWaves,
                       s.waves.tailBlocksPerSm, s.trips, s.registers,
                       entry.estimate->costs.estimated ? "yes" : "no",
                       shortNumber(s.columnOverrun), shortNumber(getTailBusyShare(s)),
                       shortNumber(getFullWaveDramShare(s, entry.estimate->costs)));
      } else {
        csv << ",,,,,,,,,,";
      }
      // The profile that priced the row (the measurement's own device is
      // the run's, which --score-structure warns of where they differ).
      csv << "," << csvField(profile.key) << ","
          << (m.smMhz ? shortNumber(*m.smMhz) : std::string()) << ","
          << (m.maxSmMhz ? shortNumber(*m.maxSmMhz) : std::string()) << "\n";
    }
    if (!writeOutputFile("netc calibrate", scoredRows, text))
      return 1;
  }
  std::unique_ptr<CommandOutput> output = openCommandOutput();
  if (!output)
    return 1;
  raw_ostream &os = output->os();
  os << formatv("netc calibrate --score-structure: device {0}, entries from {1}; {2} launches "
                "of {3} runs: the prediction each plan carries ('given') against the structural "
                "model ('structure'; the given one for the launches it does not price), "
                "|predicted - measured| / measured in %\n",
                profile.key, entriesFrom, scored.size(), scoreStructureRuns.size());
  char line[160];
  std::snprintf(line, sizeof(line), "%-10s %-20s %5s %10s %8s %10s %8s\n", "precision",
                "variant", "n", "given med", "g.p90", "struct med", "s.p90");
  os << line;
  for (const auto &[key, members] : groups) {
    std::vector<double> given, structure;
    for (const ScoredLaunch *entry : members) {
      given.push_back(error(*entry, entry->measured->givenMs));
      structure.push_back(error(*entry, entry->structureMs));
    }
    std::snprintf(line, sizeof(line), "%-10s %-20s %5zu %10.1f %8.1f %10.1f %8.1f\n",
                  key.first.c_str(), key.second.c_str(), members.size(), 100 * medianOf(given),
                  100 * percentileOf(given, 0.9), 100 * medianOf(structure),
                  100 * percentileOf(structure, 0.9));
    os << line;
  }
  if (read.slowed) {
    std::vector<double> slowed, full;
    for (const ScoredLaunch &entry : scored)
      if (entry.measured->smMhz)
        (entry.measured->ranSlowed() ? slowed : full).push_back(error(entry, entry.structureMs));
    os << formatv("launches timed below {0}% of the maximum SM clock: {1} of {2} sampled, "
                  "structural median |error| {3:F1}% (at full clock: {4:F1}%)\n",
                  int(100 * clock_schema::kSlowedClockShare), slowed.size(), read.clocked,
                  100 * medianOf(slowed), full.empty() ? 0.0 : 100 * medianOf(full));
  }
  if (perNetwork) {
    os << "\nper net (median |error| %, structural model)\n";
    std::map<std::pair<std::string, std::string>, std::vector<double>> nets;
    for (const ScoredLaunch &entry : scored)
      nets[{entry.measured->network, getPrecisionName(entry.measured->precision)}].push_back(
          error(entry, entry.structureMs));
    for (const auto &[key, errors] : nets) {
      std::snprintf(line, sizeof(line), "  %-14s %-5s %4zu %6.1f\n", key.first.c_str(),
                    key.second.c_str(), errors.size(), 100 * medianOf(errors));
      os << line;
    }
  }
  return output->keep() ? 0 : 1;
}

//===----------------------------------------------------------------------===//
// --structure-kernels
//===----------------------------------------------------------------------===//

int runListStructureKernels(const DeviceProfile &profile) {
  std::vector<TableKernelOccupancy> kernels = describeTableKernels(profile);
  std::unique_ptr<CommandOutput> output = openCommandOutput();
  if (!output)
    return 1;
  raw_ostream &os = output->os();
  if (outputFormat == OutputFormat::Json) {
    json::Array list;
    for (const TableKernelOccupancy &entry : kernels) {
      const cuda::KernelConfig &config = entry.kernel.config;
      list.push_back(json::Object{
          {"kernel", getStructureKey(config)},
          {"variant", getStructureVariant(config)},
          {"tile", json::Array{config.tileM, config.tileN, config.tileK}},
          {"threads", config.threads},
          {"rows_per_item", config.directRowsPerItem},
          {"images", config.directImagesPerBlock},
          {"precision", getPrecisionName(entry.kernel.precision)},
          {"registers", entry.kernel.resources.registers},
          {"static_shared_bytes", entry.kernel.resources.staticSharedBytes},
          {"dynamic_shared_bytes", entry.dynamicSharedBytes},
          {"blocks_per_sm", entry.occupancy.blocksPerSm},
          {"limit", getOccupancyLimitName(entry.occupancy.limit)}});
    }
    os << formatv("{0:1}", json::Value(std::move(list))) << "\n";
  } else {
    os << formatv("netc calibrate --structure-kernels: {0} kernels of the resource table on {1} "
                  "({2})\n",
                  kernels.size(), profile.key, profile.name);
    os << formatv("{0,-40} {1,-5} {2,5} {3,7} {4,7} {5,8}  {6}\n", "kernel", "prec", "regs",
                  "static", "dynamic", "blocks", "limit");
    for (const TableKernelOccupancy &entry : kernels)
      os << formatv("{0,-40} {1,-5} {2,5} {3,7} {4,7} {5,8}  {6}\n",
                    getStructureKey(entry.kernel.config),
                    getPrecisionName(entry.kernel.precision), entry.kernel.resources.registers,
                    entry.kernel.resources.staticSharedBytes, entry.dynamicSharedBytes,
                    entry.occupancy.blocksPerSm, getOccupancyLimitName(entry.occupancy.limit));
  }
  return output->keep() ? 0 : 1;
}

} // namespace

bool netc::isCalibrateStructureRequested() {
  // The structural model's own options count too: alone, runCalibrateStructure
  // says which mode they are for (they would otherwise start a GPU sweep).
  return !fitStructureRuns.empty() || !validateStructureRuns.empty() ||
         !scoreStructureRuns.empty() || listStructureKernels || perNetwork ||
         !structureFragment.empty() ||
         llvm::any_of(getHeldFits(), [](const HeldFit &held) { return bool(*held.given); });
}

int netc::runCalibrateStructure(StringRef device) {
  const int modes = int(!fitStructureRuns.empty()) + int(!validateStructureRuns.empty()) +
                    int(!scoreStructureRuns.empty()) + int(bool(listStructureKernels));
  if (modes > 1)
    return fail("--fit-structure, --validate-structure, --score-structure and "
                "--structure-kernels: give one");
  std::string folds = getGivenFoldsName();
  if (!folds.empty() && (validateStructureRuns.empty() || folds != "net"))
    return fail("--folds " + folds + ": the structural model is validated holding out whole "
                "networks (--validate-structure, --folds net)");
  if (!structureFragment.empty() && scoreStructureRuns.empty())
    return fail("--fragment is for --score-structure (--fit-structure writes one)");
  int heldFits = 0;
  for (const HeldFit &held : getHeldFits()) {
    if (!*held.given)
      continue;
    if (fitStructureRuns.empty())
      return fail(std::string(held.option) + " is for --fit-structure");
    ++heldFits;
  }
  if (heldFits > 1)
    return fail("--lone-block-costs-only, --channel-costs-only and --sub-wave-costs-only: "
                "give one (fit one, merge its fragment, then fit the next on the new profile)");
  if (perNetwork && scoreStructureRuns.empty())
    return fail("--per-net is for --score-structure");
  std::string scoredRows = getScoredRowsFile();
  if (!scoredRows.empty() && scoreStructureRuns.empty())
    return fail("--scored-rows with the structural model is for --score-structure");
  if (!fitStructureRuns.empty() && !outputFile.getNumOccurrences())
    return fail("--fit-structure needs -o FILE (or -o - for standard output): the fragment "
                "with the fitted entries is written there");
  Expected<DeviceProfile> profile = lookupDeviceOrFile(device);
  if (!profile)
    return fail(toString(profile.takeError()));
  if (listStructureKernels) {
    if (!plansDirectories.empty())
      return fail("--structure-kernels reads no plans (--plans)");
    return runListStructureKernels(*profile);
  }
  if (plansDirectories.empty())
    return fail("--plans DIR is needed: the lowered plans the runs measured");
  for (const std::string &directory : plansDirectories)
    if (!sys::fs::is_directory(directory))
      return fail("--plans '" + directory + "': not a directory");
  ArrayRef<std::string> runs = !fitStructureRuns.empty()        ? fitStructureRuns
                               : !validateStructureRuns.empty() ? validateStructureRuns
                                                                : scoreStructureRuns;
  std::string entriesFrom = profile->path;
  if (!structureFragment.empty()) {
    std::string source;
    Expected<std::vector<GeneratedKernelRates::StructureEntry>> entries =
        readStructureFragment(structureFragment, &source);
    if (!entries)
      return fail(toString(entries.takeError()));
    profile->calibrated.generatedKernels.structure = std::move(*entries);
    profile->calibrated.generatedKernels.structureSource = source;
    entriesFrom = structureFragment;
  }
  Expected<ReadRuns> read = readRuns(runs);
  if (!read)
    return fail(toString(read.takeError()));
  if (!read->structural && scoreStructureRuns.empty())
    return fail("no launch of netc's k-loop kernels (implicit GEMM, direct) in " +
                join(runs, ", ") + ": nothing to fit");
  if (!fitStructureRuns.empty())
    return runFitStructure(*profile, *read);
  if (!validateStructureRuns.empty())
    return runValidateStructure(*profile, *read);
  return runScoreStructure(*profile, *read, entriesFrom, scoredRows);
}
