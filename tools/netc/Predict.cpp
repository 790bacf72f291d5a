//===- Predict.cpp - `netc predict` -------------------------------------===//
//
// netc predict FILE... --device h100 [--model netc|paleo]
//     [--direction forward|backward] [--gradient-wrt data|filter]
//     [--precision fp32|tf32|bf16|fp16] [--layout nhwc|nchw]
//     [--workers 1,2,4,8 --interconnect auto --scaling weak,strong
//      --bucket-mb 25 --overlap on|off]
//     [--ppp-comp X] [--batch N] [--format text|json|csv]
//
// Each cost model has one function here that checks its options, calls the
// model's library (lib/CostModel, lib/Report) for every file and prints;
// adding a model is an enumerator and a function. Nothing is computed here.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"
#include "CostModel/DataParallel.h"
#include "CostModel/PaleoModel.h"
#include "CostModel/PythonFloat.h"
#include "Report/PaleoReport.h"
#include "Report/Prediction.h"
#include "Support/CompileOptions.h"

#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/ToolOutputFile.h"

#include <cmath>

using namespace llvm;
using namespace netc;

namespace netc {
cl::OptionCategory modelCategory("Cost model");
} // namespace netc

namespace {
enum class CostModelKind { Paleo, Netc };
enum class Direction { Forward, Backward };
enum class GradientWrt { Data, Filter };

cl::opt<CostModelKind> costModel(
    "model", cl::desc("The cost model that predicts"), cl::init(CostModelKind::Netc),
    cl::values(clEnumValN(CostModelKind::Netc, "netc",
                          "netc's model: per-algorithm roofline with overlap, wave "
                          "quantisation and launch overhead, the fastest algorithm "
                          "chosen (default; docs/cost-model.md)"),
               clEnumValN(CostModelKind::Paleo, "paleo",
                          "Paleo's analytical model, bit for bit, its defects "
                          "included (docs/cost-model-paleo.md)")),
    cl::cat(modelCategory), cl::sub(predictCommand));

cl::opt<std::string> deviceName(
    "device",
    cl::desc("The GPU to predict for, any case: a profile in devices/ for --model "
             "netc (h100, h200, a100, v100, l4, rtx_4090, titan_x, ...); Paleo's "
             "titan_x, k20, k20x, k40, k80, geforce_780_ti, geforce_750_m for "
             "--model paleo"),
    cl::value_desc("name"), cl::cat(modelCategory), cl::sub(predictCommand));

cl::opt<Direction> direction(
    "direction", cl::desc("The pass to predict"), cl::init(Direction::Forward),
    cl::values(clEnumValN(Direction::Forward, "forward", "the forward pass (default)"),
               clEnumValN(Direction::Backward, "backward",
                          "one gradient, chosen by --gradient-wrt")),
    cl::cat(modelCategory), cl::sub(predictCommand));

cl::opt<GradientWrt> gradientWrt(
    "gradient-wrt", cl::desc("With --direction backward, the gradient to predict"),
    cl::init(GradientWrt::Data),
    cl::values(clEnumValN(GradientWrt::Data, "data",
                          "with respect to each layer's input (default)"),
               clEnumValN(GradientWrt::Filter, "filter",
                          "with respect to each layer's weights")),
    cl::cat(modelCategory), cl::sub(predictCommand));

cl::opt<double> pppComp(
    "ppp-comp",
    cl::desc("Platform percent of peak: divides every compute and memory term "
             "(Paleo's --ppp_comp; default 1). The full-pass line's weight "
             "update ignores it, as Paleo's does"),
    cl::value_desc("fraction"), cl::init(1.0), cl::cat(modelCategory),
    cl::sub(predictCommand));

cl::opt<std::string> deviceProfile(
    "device-profile",
    cl::desc("A device profile file of your own (the schema of devices/*.json, "
             "docs/devices.md), instead of --device"),
    cl::value_desc("file"), cl::cat(modelCategory), cl::sub(predictCommand));

cl::opt<std::string> precisionName(
    "precision",
    cl::desc("Arithmetic: fp32 (CUDA cores, default), tf32, bf16 or fp16 (tensor "
             "cores where the device has them)"),
    cl::value_desc("fp32|tf32|bf16|fp16"), cl::init("fp32"), cl::cat(modelCategory),
    cl::sub(predictCommand));

cl::opt<std::string> layoutName("layout",
                                cl::desc("Activation layout: nhwc (default) or nchw"),
                                cl::value_desc("nhwc|nchw"), cl::init("nhwc"),
                                cl::cat(modelCategory), cl::sub(predictCommand));

cl::opt<int64_t> workspaceMiB(
    "workspace-mb",
    cl::desc("The most workspace a convolution algorithm may use, in MiB (default "
             "1024)"),
    cl::value_desc("MiB"), cl::init(1024), cl::cat(modelCategory),
    cl::sub(predictCommand));

cl::list<int64_t> workers(
    "workers",
    cl::desc("Data-parallel training on each of these worker counts: per-worker "
             "compute plus the gradient all-reduce (e.g. 1,2,4,8)"),
    cl::value_desc("n,n,..."), cl::CommaSeparated, cl::cat(modelCategory),
    cl::sub(predictCommand));

cl::opt<std::string> interconnectName(
    "interconnect",
    cl::desc("The link between workers for --workers: auto (default: the device "
             "profile's interconnect entry: its NCCL-measured fit for the worker count, "
             "else the fit of the most GPUs below it (extrapolated), else its nominal "
             "link), or the nominal figures of "
             "nvlink, pcie4, ib or ethernet (docs/scaling.md)"),
    cl::value_desc("name"), cl::init("auto"), cl::cat(modelCategory),
    cl::sub(predictCommand));

cl::opt<double> bucketMiB(
    "bucket-mb",
    cl::desc("With --workers: gradient bucket size in MiB, PyTorch DDP's bucket_cap_mb "
             "(default 25; the first bucket holds 1 MiB, as DDP's does); 0: one "
             "all-reduce of every gradient"),
    cl::value_desc("MiB"), cl::init(25.0), cl::cat(modelCategory), cl::sub(predictCommand));

enum class OverlapMode { On, Off };
cl::opt<OverlapMode> overlapMode(
    "overlap",
    cl::desc("With --workers: whether the buckets' all-reduces overlap the backward pass"),
    cl::init(OverlapMode::On),
    cl::values(clEnumValN(OverlapMode::On, "on",
                          "each bucket's all-reduce starts when its last gradient is "
                          "ready (default)"),
               clEnumValN(OverlapMode::Off, "off",
                          "all-reduces after the backward pass, back to back (compute "
                          "plus communication: an upper bound)")),
    cl::cat(modelCategory), cl::sub(predictCommand));

cl::list<Scaling> scalings(
    "scaling",
    cl::desc("With --workers: weak (the batch per worker stays; default), strong "
             "(the batch is split), or both"),
    cl::values(clEnumValN(Scaling::Weak, "weak", "the batch is per worker"),
               clEnumValN(Scaling::Strong, "strong", "the batch is split among workers")),
    cl::CommaSeparated, cl::cat(modelCategory), cl::sub(predictCommand));

std::string paleoDeviceList() {
  return join(map_range(paleo::getDevices(),
                        [](const paleo::Device &device) { return device.key.lower(); }),
              ", ");
}

paleo::Pass selectedPass() {
  if (direction == Direction::Forward)
    return paleo::Pass::Forward;
  return gradientWrt == GradientWrt::Data ? paleo::Pass::BackwardData
                                          : paleo::Pass::BackwardFilter;
}

int predictWithPaleo(mlir::MLIRContext &context, CompilerDiagnostics &diagnostics) {
  if (deviceName.empty() && deviceProfile.empty()) {
    errs() << "netc predict: --model paleo needs --device; Paleo's devices are "
           << paleoDeviceList() << "\n";
    return 1;
  }
  // Paleo's own devices first; any other profile (devices/ or a file) gives
  // Paleo's formulas today's clock, fp32 peak and bandwidth, so its model can
  // be scored on the same rows as netc's.
  const paleo::Device *device =
      deviceProfile.empty() ? paleo::findDevice(deviceName) : nullptr;
  std::optional<DeviceProfile> profile;
  paleo::Device fromProfile{};
  if (!device) {
    Expected<DeviceProfile> loaded = deviceProfile.empty()
                                         ? lookupDevice(deviceName)
                                         : loadDeviceProfile(deviceProfile);
    if (!loaded) {
      consumeError(loaded.takeError());
      errs() << "netc predict: unknown device '" << deviceName
             << "' for --model paleo; Paleo's devices are " << paleoDeviceList()
             << ", or any profile in devices/ (--device) or a file (--device-profile)\n";
      return 1;
    }
    profile = std::move(*loaded);
    fromProfile = paleo::getDeviceFromProfile(*profile);
    device = &fromProfile;
  }
  // A denormal fraction passes `> 0` and makes every time infinite, which
  // JSON cannot carry; no device reaches a millionth of its peak.
  if (!(pppComp >= 1e-6 && pppComp <= 1)) {
    errs() << "netc predict: --ppp-comp: expected a fraction of peak in [1e-6, 1], got "
           << pythonFloatRepr(pppComp) << "\n";
    return 1;
  }
  paleo::PaleoModel model(*device, pppComp);
  paleo::Pass pass = selectedPass();

  // Like Paleo, profile every file before printing anything; its results are
  // keyed by file name, so a path given twice gives one table.
  std::vector<mlir::OwningOpRef<mlir::ModuleOp>> modules;
  std::vector<paleo::PaleoProfile> profiles;
  StringSet<> seen;
  for (const std::string &path : inputFiles) {
    if (!seen.insert(path).second)
      continue;
    mlir::OwningOpRef<mlir::ModuleOp> module =
        loadNetwork(path, context, loadOptionsFromCommandLine());
    if (!module)
      return 1;
    mlir::FailureOr<paleo::PaleoProfile> profile =
        paleo::profileNetwork(model, getNetwork(*module), path, pass);
    if (failed(profile))
      return 1;
    profiles.push_back(std::move(*profile));
    modules.push_back(std::move(module));
  }

  std::unique_ptr<CommandOutput> output = openCommandOutput();
  if (!output)
    return 1;
  for (const paleo::PaleoProfile &profile : profiles) {
    switch (outputFormat) {
    case OutputFormat::Text:
      paleo::printProfileText(profile, output->os());
      break;
    case OutputFormat::Json:
      paleo::printProfileJson(profile, model, output->os());
      break;
    case OutputFormat::Csv:
      paleo::printProfileCsv(profile, output->os());
      break;
    }
  }
  if (!output->keep())
    return 1;
  return diagnostics.sawError() ? 1 : 0;
}

/// The device of --device or --device-profile, or an error naming the choices.
std::optional<DeviceProfile> loadSelectedDevice() {
  if (!deviceProfile.empty() && !deviceName.empty()) {
    errs() << "netc predict: give --device or --device-profile, not both\n";
    return std::nullopt;
  }
  if (deviceProfile.empty() && deviceName.empty()) {
    errs() << "netc predict: --device is required; known devices: "
           << join(listDeviceKeys(getDevicesDirectory()), ", ")
           << " (or --device-profile FILE)\n";
    return std::nullopt;
  }
  Expected<DeviceProfile> profile = deviceProfile.empty()
                                        ? lookupDevice(deviceName)
                                        : loadDeviceProfile(deviceProfile);
  if (!profile) {
    errs() << "netc predict: " << toString(profile.takeError()) << "\n";
    return std::nullopt;
  }
  return std::move(*profile);
}

Pass selectedNetcPass() {
  if (direction == Direction::Forward)
    return Pass::Forward;
  return gradientWrt == GradientWrt::Data ? Pass::BackwardData : Pass::BackwardFilter;
}

/// --interconnect: a link of the nominal table, or (auto) the device
/// profile's entry with its measured fits.
std::optional<AllReduceCost> selectedAllReduceCost(const DeviceProfile &device) {
  if (interconnectName != "auto") {
    std::optional<Interconnect> link = findInterconnect(interconnectName);
    if (!link) {
      errs() << "netc predict: --interconnect: unknown link '" << interconnectName
             << "'; known: auto, "
             << join(map_range(knownInterconnects(),
                               [](const Interconnect &known) { return known.key; }),
                     ", ")
             << "\n";
      return std::nullopt;
    }
    return AllReduceCost(*link);
  }
  Expected<AllReduceCost> fromProfile = getDeviceAllReduceCost(device);
  if (!fromProfile) {
    errs() << "netc predict: " << toString(fromProfile.takeError()) << "\n";
    return std::nullopt;
  }
  return std::move(*fromProfile);
}

int predictWithNetc(mlir::MLIRContext &context, CompilerDiagnostics &diagnostics) {
  std::optional<DeviceProfile> device = loadSelectedDevice();
  if (!device)
    return 1;
  ModelOptions options;
  Expected<Precision> precision = parsePrecisionOption(precisionName);
  if (!precision) {
    errs() << "netc predict: " << toString(precision.takeError()) << "\n";
    return 1;
  }
  Expected<Layout> layout = parseLayoutOption(layoutName);
  if (!layout) {
    errs() << "netc predict: " << toString(layout.takeError()) << "\n";
    return 1;
  }
  if (workspaceMiB < 0) {
    errs() << "netc predict: --workspace-mb: expected a size of 0 or more, got "
           << workspaceMiB << "\n";
    return 1;
  }
  options.precision = *precision;
  options.layout = *layout;
  options.workspaceLimitBytes = workspaceMiB * (int64_t(1) << 20);

  std::optional<AllReduceCost> allReduce;
  DataParallelOptions dataParallel;
  if (!workers.empty()) {
    allReduce = selectedAllReduceCost(*device);
    if (!allReduce)
      return 1;
    for (int64_t n : workers)
      if (n <= 0 || n > 65536) {
        errs() << "netc predict: --workers: expected worker counts from 1 to 65536, got "
               << n << "\n";
        return 1;
      }
    if (!(bucketMiB >= 0) || !std::isfinite(bucketMiB)) {
      errs() << "netc predict: --bucket-mb: expected a size of 0 or more MiB, got "
             << pythonFloatRepr(bucketMiB) << "\n";
      return 1;
    }
    dataParallel.workers.assign(workers.begin(), workers.end());
    dataParallel.scalings.assign(scalings.begin(), scalings.end());
    dataParallel.buckets.bucketBytes = bucketMiB * 1024 * 1024;
    dataParallel.buckets.overlap = overlapMode == OverlapMode::On;
  } else if (scalings.getNumOccurrences() || interconnectName.getNumOccurrences() ||
             bucketMiB.getNumOccurrences() || overlapMode.getNumOccurrences()) {
    errs() << "netc predict: --scaling, --interconnect, --bucket-mb and --overlap need "
              "--workers\n";
    return 1;
  }

  NetcModel model(*device, options);
  std::unique_ptr<CommandOutput> output = openCommandOutput();
  if (!output)
    return 1;
  for (const std::string &path : inputFiles) {
    mlir::OwningOpRef<mlir::ModuleOp> module =
        loadNetwork(path, context, loadOptionsFromCommandLine());
    if (!module)
      return 1;
    net::NetworkOp network = getNetwork(*module);
    PredictionReport report =
        buildPredictionReport(model, network, path, selectedNetcPass());
    if (allReduce)
      report.scaling = predictDataParallel(model, network, dataParallel, *allReduce);
    switch (outputFormat) {
    case OutputFormat::Text:
      printPredictionText(report, output->os());
      break;
    case OutputFormat::Json:
      printPredictionJson(report, output->os());
      break;
    case OutputFormat::Csv:
      printPredictionCsv(report, output->os());
      break;
    }
  }
  if (!output->keep())
    return 1;
  return diagnostics.sawError() ? 1 : 0;
}
} // namespace

int netc::runPredict(mlir::MLIRContext &context, CompilerDiagnostics &diagnostics) {
  if (inputFiles.empty()) {
    errs() << "netc predict: expected one or more network files (.json or .mlir)\n";
    return 1;
  }
  if (outputFormat != OutputFormat::Text && inputFiles.size() != 1) {
    errs() << "netc predict: --format json|csv takes one network file\n";
    return 1;
  }
  switch (costModel) {
  case CostModelKind::Paleo:
    return predictWithPaleo(context, diagnostics);
  case CostModelKind::Netc:
    return predictWithNetc(context, diagnostics);
  }
  llvm_unreachable("unknown cost model");
}
