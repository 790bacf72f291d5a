//===- Calibrate.cpp - `netc calibrate` ---------------------------------===//
//
// netc calibrate --device h100 [-o FILE] [--measurements FILE]
// netc calibrate --fit ROWS.csv --device h100 -o FILE        (CalibrateFit.cpp)
// netc calibrate --validate ROWS.csv --device h100 --folds K (CalibrateFit.cpp)
// netc calibrate --fit-structure RUNS --plans DIR -o FRAGMENT (CalibrateStructure.cpp;
//   --validate-structure, --score-structure, --structure-kernels)
//
// Measures the GPU at hand with `netc-runtime calibrate --format json` (the
// MLIR-free program beside netc), or reads earlier measurements, and rewrites
// the device profile's "calibrated" object from them; every other field of
// the profile is kept. The fit itself is lib/CostModel/Calibration.h's, the
// ordered, checked writing lib/Support/DeviceProfileWriter.h's, running the
// runtime RuntimeMeasurements.h's: this file parses the flags and prints
// what changed.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"
#include "RuntimeMeasurements.h"
#include "CostModel/Calibration.h"
#include "Support/DeviceProfile.h"
#include "Support/DeviceProfileWriter.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <map>

using namespace llvm;
using namespace netc;

namespace netc {
cl::OptionCategory calibrateCategory("Calibration");
} // namespace netc

namespace {

cl::opt<std::string> calibrateDevice(
    "device",
    cl::desc("The device profile to rewrite (devices/*.json key, any case; default h100); "
             "with --fit and --validate also a profile file"),
    cl::value_desc("name"), cl::init("h100"), cl::cat(calibrateCategory),
    cl::sub(calibrateCommand));

cl::opt<std::string> measurementsFile(
    "measurements",
    cl::desc("Read the measurements from this file (written by `netc-runtime calibrate "
             "--format json`) instead of running netc-runtime: no GPU needed"),
    cl::value_desc("file"), cl::cat(calibrateCategory), cl::sub(calibrateCommand));

cl::opt<std::string> saveMeasurements(
    "save-measurements",
    cl::desc("Keep netc-runtime's raw measurements (JSON) in this file"),
    cl::value_desc("file"), cl::cat(calibrateCategory), cl::sub(calibrateCommand));

cl::opt<int> calibrateIterations(
    "iterations", cl::desc("Timed runs of each ceiling (default: netc-runtime's, 20)"),
    cl::value_desc("N"), cl::init(0), cl::cat(calibrateCategory), cl::sub(calibrateCommand));

cl::opt<int> sweepIterations(
    "sweep-iterations",
    cl::desc("Timed runs per convolution algorithm (default: netc-runtime's, 5)"),
    cl::value_desc("N"), cl::init(0), cl::cat(calibrateCategory), cl::sub(calibrateCommand));

cl::opt<std::string> sweepPrecisions(
    "sweep-precisions",
    cl::desc("Precisions of the convolution sweep, comma-separated (default: "
             "netc-runtime's, fp32,bf16)"),
    cl::value_desc("list"), cl::cat(calibrateCategory), cl::sub(calibrateCommand));

cl::opt<bool> interconnect(
    "interconnect",
    cl::desc("Measure the interconnect instead: NCCL all-reduce, reduce-scatter and "
             "all-gather on 2, 4, 8 GPUs (netc-runtime collectives), fitted into the "
             "profile's interconnect entry (docs/scaling.md)"),
    cl::cat(calibrateCategory), cl::sub(calibrateCommand));


/// `netc-runtime calibrate` with this command's options.
RuntimeMeasurementCommand calibrateCommandLine() {
  RuntimeMeasurementCommand command{"calibrate", {}, "the CUDA toolkit and cuDNN",
                                    "netc-calibration"};
  std::vector<std::string> &arguments = command.extraArguments;
  if (calibrateIterations > 0)
    arguments.insert(arguments.end(), {"--iterations", std::to_string(calibrateIterations)});
  if (sweepIterations > 0)
    arguments.insert(arguments.end(), {"--sweep-iterations", std::to_string(sweepIterations)});
  if (!sweepPrecisions.empty())
    arguments.insert(arguments.end(), {"--sweep-precisions", sweepPrecisions});
  return command;
}

} // namespace

int netc::runCalibrate(mlir::MLIRContext &context, CompilerDiagnostics &diagnostics) {
  auto fail = [](const Twine &message) {
    errs() << "netc calibrate: " << message << "\n";
    return 1;
  };
  if (isCalibrateStructureRequested()) {
    if (!inputFiles.empty())
      return fail("takes no network file (got '" + inputFiles.front() +
                  "'); the structural model reads run JSONs and their plans");
    if (isCalibrateFitRequested() || !measurementsFile.empty() || !saveMeasurements.empty() ||
        interconnect)
      return fail("the structural model's options (--fit-structure, --validate-structure, "
                  "--score-structure, --structure-kernels) go alone: --fit and --validate fit "
                  "the library model, --measurements, --save-measurements and --interconnect "
                  "measure ceilings");
    return runCalibrateStructure(calibrateDevice);
  }
  if (isCalibrateFitRequested()) {
    if (!inputFiles.empty())
      return fail("takes no network file (got '" + inputFiles.front() +
                  "'); --fit and --validate read rows that name their networks");
    if (!measurementsFile.empty() || !saveMeasurements.empty() || interconnect)
      return fail("--fit and --validate work on measured rows; --measurements, "
                  "--save-measurements and --interconnect are for measuring ceilings");
    return runCalibrateFit(context, diagnostics, calibrateDevice);
  }
  if (!inputFiles.empty())
    return fail("takes no network file (got '" + inputFiles.front() +
                "'); it measures the GPU");
  if (!measurementsFile.empty() && !saveMeasurements.empty())
    return fail("--measurements reads measurements and --save-measurements keeps new ones; "
                "give one");
  if (interconnect)
    return runCalibrateInterconnect(
        {calibrateDevice, measurementsFile, saveMeasurements,
         outputFile.getNumOccurrences() ? std::string(outputFile) : std::string()});
  Expected<DeviceProfile> profile = lookupDevice(calibrateDevice);
  if (!profile)
    return fail(toString(profile.takeError()));

  // 1. Measure (or read earlier measurements).
  Expected<CalibrationMeasurements> read = [&]() -> Expected<CalibrationMeasurements> {
    Expected<MeasurementsFile> file =
        MeasurementsFile::obtain(calibrateCommandLine(), measurementsFile, saveMeasurements);
    if (!file)
      return file.takeError();
    return readCalibrationMeasurements(file->path());
  }();
  if (!read)
    return fail(toString(read.takeError()));
  const CalibrationMeasurements &m = *read;

  // A profile for one GPU calibrated on another would be wrong in every
  // field.
  if (!mayBeMeasuredOn(*profile, m.gpu))
    errs() << "netc calibrate: warning: measured on '" << m.gpu << "', profile '"
           << profile->key << "' (" << profile->name << ")\n";

  // 2. The new calibrated values.
  Expected<CalibrationResult> result = calibrateProfile(*profile, m);
  if (!result)
    return fail(toString(result.takeError()));
  if (m.convolutions.empty())
    errs() << "netc calibrate: warning: the measurements have no convolution sweep; the "
              "compute families keep their previous efficiencies\n";
  const std::vector<std::string> &kept = result->keptFamilies;
  for (const std::string &name : kept)
    errs() << "netc calibrate: warning: no compute-bound measurement of the '" << name
           << "' family (cuDNN offered none, or the model does not apply it, for any "
              "shape); it keeps its previous efficiency\n";

  // 3. Rewrite the profile: every other field as it was.
  Expected<json::Value> document = readDeviceProfileDocument(profile->path);
  if (!document)
    return fail(toString(document.takeError()));
  json::Object *top = document->getAsObject();
  json::Object previous = replaceCalibrated(*top, result->calibrated);
  const json::Object &calibrated = *top->getObject("calibrated");

  std::string target = outputFile.getNumOccurrences() ? std::string(outputFile) : profile->path;
  if (Error error = writeDeviceProfile(*document, target, outs()))
    return fail(toString(std::move(error)));

  // 4. What changed, and the fit behind each family: on standard error when
  // the profile itself went to standard output.
  raw_ostream &report = target == "-" ? errs() : outs();
  report << "netc calibrate: " << profile->key << " (" << profile->name << ") from "
         << describeCalibrationRun(m) << (target == "-" ? "" : " -> " + target) << "\n";
  auto shown = [](const json::Value *value) -> std::string {
    if (!value)
      return "-";
    if (std::optional<double> number = value->getAsNumber()) {
      char text[32];
      std::snprintf(text, sizeof(text), "%.4g", *number);
      return text;
    }
    if (std::optional<StringRef> text = value->getAsString())
      return text->str();
    return "null";
  };
  auto row = [&](StringRef field, const json::Value *old, const json::Value *now,
                 const std::string &detail) {
    report << "  " << left_justify(field, 36) << right_justify(shown(old), 10) << " -> "
           << right_justify(shown(now), 10) << "  " << detail << "\n";
  };
  const json::Object *oldFractions = previous.getObject("achieved_fraction");
  const json::Object *newFractions = calibrated.getObject("achieved_fraction");
  for (const auto &name : {"fp32", "fp16", "tf32_tensor", "fp16_tensor", "bf16_tensor"}) {
    if (!newFractions->get(name))
      continue;
    std::string detail = std::to_string(std::lround(m.gemmGflops.lookup(name))) + " GFLOPS";
    if (StringRef(name) == "fp16")
      detail += m.fp16SimtSource == "derived"
                    ? " (derived: HFMA2 ceiling x fp32 GEMM / FFMA ceiling)"
                    : " (cuBLAS, pedantic fp16)";
    row(std::string("achieved_fraction.") + name,
        oldFractions ? oldFractions->get(name) : nullptr, newFractions->get(name), detail);
  }
  row("bandwidth_fraction", previous.get("bandwidth_fraction"),
      calibrated.get("bandwidth_fraction"),
      std::to_string(std::lround(m.copyGbPerSecond)) + " GB/s copy (read + write)");
  row("launch_overhead_us", previous.get("launch_overhead_us"),
      calibrated.get("launch_overhead_us"), "empty kernels back to back");
  const json::Object *oldFamilies = previous.getObject("family_efficiency");
  const json::Object *newFamilies = calibrated.getObject("family_efficiency");
  for (int index = 0; index < kNumKernelFamilies; ++index) {
    std::string name = getKernelFamilyName(KernelFamily(index)).str();
    std::string detail;
    if (name == "elementwise") {
      detail = "median of memory-bound cuDNN operations over the copy";
    } else if (llvm::is_contained(kept, name)) {
      detail = "kept: no compute-bound measurement";
    } else {
      const FamilyFit &fit = result->fits[name];
      detail = std::to_string(fit.efficiencies.size()) + " cases (shape, pass, precision, layout)";
      for (const auto &[precision, values] : fit.byPrecision) {
        char text[48];
        std::snprintf(text, sizeof(text), ", %s %.3f", precision.c_str(), medianOf(values));
        detail += text;
      }
      if (fit.aboveOne)
        detail += "; " + std::to_string(fit.aboveOne) + " above 1 (capped)";
      if (fit.memoryBound)
        detail += "; " + std::to_string(fit.memoryBound) + " memory-bound runs left out";
    }
    row("family_efficiency." + name, oldFamilies ? oldFamilies->get(name) : nullptr,
        newFamilies->get(name), detail);
  }
  return 0;
}
