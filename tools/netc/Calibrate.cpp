//===- Calibrate.cpp - `netc calibrate` ---------------------------------===//
//
// netc calibrate --device h100 [-o FILE] [--measurements FILE]
//
// Measures the GPU at hand with `netc-runtime calibrate --format json` (the
// MLIR-free program beside netc) and rewrites the device profile's
// "calibrated" object (docs/devices.md) from the measurements:
//
//   achieved_fraction.<peak>  measured GEMM GFLOPS / the profile's peak
//   bandwidth_fraction        measured copy GB/s / the profile's bandwidth
//   launch_overhead_us        measured, empty kernels back to back
//   family_efficiency.*       fitted so that netc's model, with the measured
//                             rates, reproduces the measured convolutions
//                             (below); elementwise: memory-bound cuDNN
//                             operations over the copy's bandwidth
//
// The fit inverts the model's compute term for each measured convolution:
//
//   measured - launches x overhead = ideal / (family x tile x wave)
//   ideal = gemm_flops / gemm_rate + simt_flops / simt_rate
//
// with the FLOPs, launches and tiles of the algorithm from the cost model's
// own arithmetic (CostModel/ConvAlgorithms.h, quantiseTiles) and the rates
// just measured, so a family's efficiency is exactly the factor the model is
// missing. Only runs that are compute-bound in the model count (memory-bound
// ones say nothing about arithmetic efficiency), and per (shape, pass,
// precision, layout) only the family's fastest kernel, which is the one a
// library that picks the fastest algorithm runs. A family's value is the
// median over those; a family cuDNN never offered keeps its previous value,
// with a warning.
//
// Every other field of the profile is kept. The result is written to a
// temporary file beside the target, loaded back through the profile loader
// (which checks the schema) and only then moved into place.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"
#include "CostModel/ConvAlgorithms.h"
#include "CostModel/Device.h"
#include "CostModel/NetcModel.h"
#include "Support/TextNesting.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
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
    cl::desc("The device profile to rewrite (devices/*.json key, any case; default h100)"),
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

constexpr StringLiteral kCalibrationFormat = "netc-calibration";
constexpr int64_t kCalibrationVersion = 1;

/// An error that names the measurements file.
Error measurementError(StringRef file, const Twine &message) {
  return createStringError(inconvertibleErrorCode(), (file + ": " + message).str());
}


/// Runs `netc-runtime calibrate --format json -o path`; its progress goes to
/// our standard error.
Error runRuntime(StringRef path) {
  std::string runtime = findRuntimeBinary();
  if (runtime.empty())
    return createStringError(inconvertibleErrorCode(),
                             "netc-runtime was not built beside netc (it needs the CUDA "
                             "toolkit and cuDNN); run `netc-runtime calibrate --format json "
                             "-o FILE` on the GPU machine and pass --measurements FILE");
  std::vector<std::string> arguments = {runtime, "calibrate", "--format", "json", "-o",
                                        path.str()};
  if (calibrateIterations > 0)
    arguments.insert(arguments.end(), {"--iterations", std::to_string(calibrateIterations)});
  if (sweepIterations > 0)
    arguments.insert(arguments.end(), {"--sweep-iterations", std::to_string(sweepIterations)});
  if (!sweepPrecisions.empty())
    arguments.insert(arguments.end(), {"--sweep-precisions", sweepPrecisions});
  SmallVector<StringRef> argv(arguments.begin(), arguments.end());
  std::string error;
  int status = sys::ExecuteAndWait(runtime, argv, /*Env=*/std::nullopt, {}, 0, 0, &error);
  if (status < 0)
    return createStringError(inconvertibleErrorCode(),
                             "could not run " + runtime + ": " + error);
  if (status != 0)
    return createStringError(inconvertibleErrorCode(),
                             runtime + " calibrate failed (exit " + std::to_string(status) +
                                 "); its message is above");
  return Error::success();
}

//===----------------------------------------------------------------------===//
// Reading the measurements
//===----------------------------------------------------------------------===//

/// One timed convolution of the sweep, with the geometry of its shape.
struct ConvSample {
  std::string shape;
  ConvGeometry geometry;
  Pass pass = Pass::Forward;
  Precision precision = Precision::FP32;
  Layout layout = Layout::NHWC;
  std::string algorithm; ///< cuDNN's name
  std::string family;
  double medianMs = 0;
};

struct Measurements {
  std::string date; ///< "2026-11-21T10:00:00Z"
  std::string gpu, driverRelease, cudaDriver, cudnn, cublas;
  int64_t multiprocessors = 0;
  StringMap<double> gemmGflops; ///< keyed by peak name: "fp32", "bf16_tensor"
  std::string fp16SimtSource;
  double copyGbPerSecond = 0;
  double launchOverheadUs = 0;
  double elementwiseFractionOfCopy = 0;
  std::vector<ConvSample> convolutions;
  /// Why a GEMM is missing, per peak name.
  StringMap<std::string> gemmFailures;
};

Expected<double> number(const json::Object &object, StringRef field, StringRef file) {
  if (std::optional<double> value = object.getNumber(field))
    return *value;
  return measurementError(file, "field '" + field + "': expected a number");
}

Expected<Measurements> readMeasurements(StringRef file) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer = MemoryBuffer::getFile(file, /*IsText=*/true);
  if (std::error_code code = buffer.getError())
    return measurementError(file, "cannot read: " + code.message());
  if (findExcessiveJsonNesting((*buffer)->getBuffer()))
    return measurementError(file, "invalid JSON: nested more than " +
                                      std::to_string(kMaxJsonNesting) +
                                      " arrays or objects deep");
  Expected<json::Value> root = json::parse((*buffer)->getBuffer());
  if (!root)
    return measurementError(file, "invalid JSON: " + toString(root.takeError()));
  const json::Object *top = root->getAsObject();
  if (!top)
    return measurementError(file, "expected a JSON object");
  std::optional<StringRef> format = top->getString("format");
  std::optional<int64_t> version = top->getInteger("version");
  if (!format || *format != kCalibrationFormat || !version || *version != kCalibrationVersion)
    return measurementError(file, "expected format \"" + kCalibrationFormat + "\" version " +
                                      Twine(kCalibrationVersion) + ", got \"" +
                                      format.value_or("(none)") + "\" version " +
                                      Twine(version.value_or(0)));
  Measurements m;
  m.date = top->getString("date").value_or("").str();
  m.driverRelease = top->getString("driver_release").value_or("").str();
  if (const json::Object *device = top->getObject("device")) {
    m.gpu = device->getString("name").value_or("").str();
    m.cudaDriver = device->getString("driver_cuda_version").value_or("").str();
    m.cudnn = device->getString("cudnn_version").value_or("").str();
    m.cublas = device->getString("cublas_version").value_or("").str();
    m.multiprocessors = device->getInteger("multiprocessors").value_or(0);
  }
  const json::Object *summary = top->getObject("summary");
  if (!summary)
    return measurementError(file, "field 'summary': missing");
  if (const json::Object *gemms = summary->getObject("gemm_gflops"))
    for (const auto &entry : *gemms)
      if (std::optional<double> gflops = entry.second.getAsNumber())
        m.gemmGflops[entry.first.str()] = *gflops;
  m.fp16SimtSource = summary->getString("fp16_simt_source").value_or("").str();
  for (auto [field, target] :
       {std::pair<StringRef, double *>{"copy_gb_per_s", &m.copyGbPerSecond},
        {"launch_overhead_us", &m.launchOverheadUs},
        {"elementwise_fraction_of_copy", &m.elementwiseFractionOfCopy}}) {
    Expected<double> value = number(*summary, field, file);
    if (!value)
      return value.takeError();
    *target = *value;
  }
  if (const json::Array *gemms = top->getArray("gemm"))
    for (const json::Value &entry : *gemms)
      if (const json::Object *gemm = entry.getAsObject())
        if (std::optional<StringRef> failure = gemm->getString("failure"))
          m.gemmFailures[gemm->getString("unit").value_or("?")] = failure->str();

  // The convolution sweep: shapes by name, then every timed run.
  std::map<std::string, ConvGeometry> shapes;
  if (const json::Array *list = top->getArray("conv_shapes"))
    for (const json::Value &entry : *list) {
      const json::Object *shape = entry.getAsObject();
      const json::Array *stride = shape ? shape->getArray("stride") : nullptr;
      const json::Array *output = shape ? shape->getArray("output_hw") : nullptr;
      if (!shape || !stride || !output || stride->size() != 2 || output->size() != 2)
        return measurementError(file, "field 'conv_shapes': malformed entry");
      ConvGeometry g;
      g.n = shape->getInteger("n").value_or(0);
      g.h = shape->getInteger("h").value_or(0);
      g.w = shape->getInteger("w").value_or(0);
      g.c = shape->getInteger("c").value_or(0);
      g.k = shape->getInteger("k").value_or(0);
      g.r = shape->getInteger("r").value_or(0);
      g.s = shape->getInteger("s").value_or(0);
      g.strideH = (*stride)[0].getAsInteger().value_or(0);
      g.strideW = (*stride)[1].getAsInteger().value_or(0);
      g.oh = (*output)[0].getAsInteger().value_or(0);
      g.ow = (*output)[1].getAsInteger().value_or(0);
      if (g.n <= 0 || g.h <= 0 || g.w <= 0 || g.c <= 0 || g.k <= 0 || g.r <= 0 || g.s <= 0 ||
          g.strideH <= 0 || g.strideW <= 0 || g.oh <= 0 || g.ow <= 0)
        return measurementError(file, "field 'conv_shapes': shape '" +
                                          shape->getString("name").value_or("?") +
                                          "' has a missing or non-positive extent");
      shapes[shape->getString("name").value_or("").str()] = g;
    }
  if (const json::Array *list = top->getArray("convolutions"))
    for (const json::Value &entry : *list) {
      const json::Object *run = entry.getAsObject();
      if (!run || run->getString("status").value_or("") != "ok")
        continue;
      ConvSample sample;
      sample.shape = run->getString("shape").value_or("").str();
      auto shape = shapes.find(sample.shape);
      std::optional<Pass> pass = parsePass(run->getString("pass").value_or(""));
      std::optional<Precision> precision = parsePrecision(run->getString("precision").value_or(""));
      std::optional<Layout> layout = parseLayout(run->getString("layout").value_or(""));
      const json::Object *timing = run->getObject("timing");
      std::optional<double> median = timing ? timing->getNumber("median_ms") : std::nullopt;
      if (shape == shapes.end() || !pass || !precision || !layout || !median)
        return measurementError(file, "field 'convolutions': malformed entry for shape '" +
                                          sample.shape + "'");
      sample.geometry = shape->second;
      sample.pass = *pass;
      sample.precision = *precision;
      sample.layout = *layout;
      sample.algorithm = run->getString("algorithm").value_or("").str();
      sample.family = run->getString("family").value_or("").str();
      sample.medianMs = *median;
      m.convolutions.push_back(sample);
    }
  return m;
}

//===----------------------------------------------------------------------===//
// From measurements to the calibrated object
//===----------------------------------------------------------------------===//

/// The model's candidate algorithms for a cuDNN algorithm of a family.
SmallVector<ConvAlgorithm, 2> modelAlgorithms(const ConvSample &sample) {
  if (sample.family == "implicit_gemm")
    return {ConvAlgorithm::ImplicitGemm};
  if (sample.family == "gemm")
    return {ConvAlgorithm::Im2colGemm};
  if (sample.family == "direct")
    return {ConvAlgorithm::Direct};
  if (sample.family == "fft")
    return {sample.algorithm == "fft_tiling" ? ConvAlgorithm::TiledFFT : ConvAlgorithm::FFT};
  // cuDNN does not say which tile size its Winograd kernels use; the model
  // takes whichever variant it would time faster, and so does the fit.
  if (sample.family == "winograd")
    return {ConvAlgorithm::Winograd2x2, ConvAlgorithm::Winograd4x4};
  return {};
}

/// What the fit found for one family.
struct FamilyFit {
  std::vector<double> efficiencies; ///< best kernel per (shape, pass, precision, layout)
  std::map<std::string, std::vector<double>> byPrecision;
  size_t memoryBound = 0;   ///< runs the model calls memory-bound (not used)
  size_t notApplicable = 0; ///< runs of an algorithm the model does not apply
  size_t aboveOne = 0;      ///< best kernels faster than the model allows
};

class Calibration {
public:
  Calibration(const DeviceProfile &profile, const Measurements &m)
      : profile(profile), m(m) {}

  /// The measured GEMM rate for `precision`, as the model's getGemmRate
  /// would compute it from the calibrated profile.
  double gemmRate(Precision precision) const {
    if (std::optional<PeakKind> tensor = profile.getTensorPeak(precision))
      return m.gemmGflops.lookup(getPeakKindName(*tensor));
    return simtRate(precision, /*inFP32=*/false);
  }

  double simtRate(Precision precision, bool inFP32) const {
    if (precision == Precision::FP16 && !inFP32 && profile.getPeakGflops(PeakKind::FP16) > 0)
      return m.gemmGflops.lookup("fp16");
    return m.gemmGflops.lookup("fp32");
  }

  std::map<std::string, FamilyFit> fitFamilies() const {
    // Best efficiency per family and (shape, pass, precision, layout).
    std::map<std::string, std::map<std::string, double>> best;
    std::map<std::string, FamilyFit> fits;
    int64_t sms = profile.smCount;
    for (const ConvSample &sample : m.convolutions) {
      FamilyFit &fit = fits[sample.family];
      ConvProblem problem;
      problem.geometry = sample.geometry;
      problem.pass = sample.pass;
      problem.precision = sample.precision;
      problem.layout = sample.layout;
      problem.tensorCores = profile.getTensorPeak(sample.precision).has_value();
      double gemm = gemmRate(sample.precision);
      std::optional<double> computeAtOne;
      double memoryMs = 0, launchMs = 0;
      for (ConvAlgorithm algorithm : modelAlgorithms(sample)) {
        ConvAlgorithmCost cost = costConvAlgorithm(algorithm, problem);
        if (!cost.applicable)
          continue;
        double simt = simtRate(sample.precision, cost.simtInFP32);
        double idealMs = (double(cost.gemmFlops) / gemm + double(cost.simtFlops) / simt) / 1e6;
        TileQuantisation tiles = quantiseTiles(cost.tiles, sms);
        double ms = idealMs / (tiles.tileEfficiency * tiles.waveEfficiency);
        if (!computeAtOne || ms < *computeAtOne) {
          computeAtOne = ms;
          memoryMs = double(cost.bytes) / (m.copyGbPerSecond * 1e9) * 1e3;
          launchMs = double(cost.kernelLaunches) * m.launchOverheadUs / 1e3;
        }
      }
      if (!computeAtOne) {
        ++fit.notApplicable;
        continue;
      }
      double busyMs = sample.medianMs - launchMs;
      if (*computeAtOne < memoryMs || busyMs <= 0) {
        ++fit.memoryBound;
        continue;
      }
      std::string key = sample.shape + "|" + getPassName(sample.pass).str() + "|" +
                        getPrecisionName(sample.precision).str() + "|" +
                        getLayoutName(sample.layout).str();
      double &slot = best[sample.family][key];
      slot = std::max(slot, *computeAtOne / busyMs);
    }
    for (auto &[family, keyed] : best) {
      FamilyFit &fit = fits[family];
      for (const auto &[key, efficiency] : keyed) {
        fit.efficiencies.push_back(efficiency);
        std::string precision = key.substr(0, key.rfind('|'));
        precision = precision.substr(precision.rfind('|') + 1);
        fit.byPrecision[precision].push_back(efficiency);
        fit.aboveOne += efficiency > 1;
      }
    }
    return fits;
  }

private:
  const DeviceProfile &profile;
  const Measurements &m;
};

double median(std::vector<double> values) {
  if (values.empty())
    return 0;
  llvm::sort(values);
  size_t n = values.size();
  return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

/// Fractions are written with three decimals, never rounded to 0 (the
/// schema's fractions are in (0, 1]).
double roundFraction(double value) { return std::max(0.001, std::round(value * 1000) / 1000); }

/// "2026-11-21 NVIDIA H100 80GB HBM3 driver 580.159.04 (CUDA 13.0) cuDNN
/// 9.19.0 cuBLAS 13.1.0".
std::string calibratedOn(const Measurements &m) {
  std::string text = m.date.substr(0, 10) + " " + m.gpu + " driver " +
                     (m.driverRelease.empty() ? "?" : m.driverRelease);
  if (!m.cudaDriver.empty())
    text += " (CUDA " + m.cudaDriver + ")";
  text += " cuDNN " + m.cudnn + " cuBLAS " + m.cublas;
  return text;
}

//===----------------------------------------------------------------------===//
// Writing the profile in the schema's order
//===----------------------------------------------------------------------===//

/// The order docs/devices.md lists the fields in, per object; llvm::json
/// would sort them, which would turn a one-object change into a rewrite.
const std::vector<StringRef> kFitFieldOrder = {
    "gpus", "latency_us", "bus_bandwidth_gbs", "samples", "smallest_bytes", "largest_bytes",
    "median_error_percent", "max_error_percent"};

const std::map<std::string, std::vector<StringRef>> &fieldOrder() {
  static const std::map<std::string, std::vector<StringRef>> order = {
      {"",
       {"schema_version", "key", "name", "architecture", "sm_version", "datasheet_source",
        "sm_count", "boost_clock_mhz", "peak_gflops", "memory_bandwidth_gbs", "l2_mib",
        "shared_memory_per_sm_kib", "registers_per_sm", "max_threads_per_sm", "calibrated",
        "interconnect"}},
      {"interconnect", {"link", "nominal", "measured"}},
      {"interconnect.nominal", {"bandwidth_gbs", "latency_us", "source"}},
      {"interconnect.measured", {"calibrated_on", "all_reduce", "reduce_scatter", "all_gather"}},
      {"peak_gflops", {"fp32", "fp16", "tf32_tensor", "fp16_tensor", "bf16_tensor"}},
      {"calibrated",
       {"source", "calibrated_on", "achieved_fraction", "bandwidth_fraction",
        "launch_overhead_us", "family_efficiency", "per_precision"}},
      {"calibrated.achieved_fraction",
       {"fp32", "fp16", "tf32_tensor", "fp16_tensor", "bf16_tensor"}},
      {"interconnect.measured.all_reduce", kFitFieldOrder},
      {"interconnect.measured.reduce_scatter", kFitFieldOrder},
      {"interconnect.measured.all_gather", kFitFieldOrder},
      {"calibrated.family_efficiency",
       {"direct", "implicit_gemm", "gemm", "winograd", "fft", "elementwise"}},
  };
  return order;
}

void writeValue(json::OStream &out, const json::Value &value, const std::string &path) {
  if (const json::Object *object = value.getAsObject()) {
    std::vector<std::string> keys;
    auto known = fieldOrder().find(path);
    if (known != fieldOrder().end())
      for (StringRef key : known->second)
        if (object->get(key))
          keys.push_back(key.str());
    std::vector<std::string> rest;
    for (const auto &entry : *object)
      if (!llvm::is_contained(keys, entry.first.str()))
        rest.push_back(entry.first.str());
    llvm::sort(rest);
    keys.insert(keys.end(), rest.begin(), rest.end());
    out.object([&] {
      for (const std::string &key : keys) {
        out.attributeBegin(key);
        writeValue(out, *object->get(key), path.empty() ? key : path + "." + key);
        out.attributeEnd();
      }
    });
    return;
  }
  if (const json::Array *array = value.getAsArray()) {
    out.array([&] {
      for (const json::Value &element : *array)
        writeValue(out, element, path);
    });
    return;
  }
  // llvm::json prints doubles with 17 significant digits (0.85 becomes
  // 0.84999999999999998); 15 round-trip every number a profile holds.
  if (value.kind() == json::Value::Number && !value.getAsInteger()) {
    char text[32];
    std::snprintf(text, sizeof(text), "%.15g", *value.getAsNumber());
    out.rawValue(text);
    return;
  }
  out.value(value);
}

Error writeProfile(const json::Value &profile, StringRef target) {
  std::string text;
  raw_string_ostream stream(text);
  {
    json::OStream out(stream, 2);
    writeValue(out, profile, "");
  }
  stream << "\n";
  if (target == "-") {
    // Check it first: the schema must hold wherever the profile goes.
    SmallString<256> check;
    if (std::error_code code = sys::fs::createTemporaryFile("netc-profile", "json", check))
      return createStringError(code, "cannot create a temporary file: " + code.message());
    {
      std::error_code code;
      raw_fd_ostream os(check, code);
      if (code)
        return createStringError(code, "cannot write " + check + ": " + code.message());
      os << text;
    }
    Expected<DeviceProfile> loaded = loadDeviceProfile(check);
    sys::fs::remove(check);
    if (!loaded)
      return loaded.takeError();
    outs() << text;
    return Error::success();
  }
  SmallString<256> temporary(target);
  temporary += ".tmp";
  {
    std::error_code code;
    raw_fd_ostream os(temporary, code);
    if (code)
      return createStringError(code, "cannot write " + temporary + ": " + code.message());
    os << text;
  }
  Expected<DeviceProfile> loaded = loadDeviceProfile(temporary);
  if (!loaded) {
    sys::fs::remove(temporary);
    return loaded.takeError();
  }
  if (std::error_code code = sys::fs::rename(temporary, target))
    return createStringError(code, "cannot move " + temporary + " to " + target + ": " +
                                       code.message());
  return Error::success();
}

} // namespace

int netc::runCalibrate() {
  auto fail = [](const Twine &message) {
    errs() << "netc calibrate: " << message << "\n";
    return 1;
  };
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
  std::string path = measurementsFile;
  bool temporary = false;
  if (path.empty()) {
    if (!saveMeasurements.empty()) {
      path = saveMeasurements;
    } else {
      SmallString<256> created;
      if (std::error_code code =
              sys::fs::createTemporaryFile("netc-calibration", "json", created))
        return fail("cannot create a temporary file: " + code.message());
      path = std::string(created);
      temporary = true;
    }
    if (Error error = runRuntime(path)) {
      if (temporary)
        sys::fs::remove(path);
      return fail(toString(std::move(error)));
    }
  }
  Expected<Measurements> read = readMeasurements(path);
  if (temporary)
    sys::fs::remove(path);
  if (!read)
    return fail(toString(read.takeError()));
  const Measurements &m = *read;

  // A profile for one GPU calibrated on another would be wrong in every
  // field; the names differ in form ("H100 SXM5 80GB" against "NVIDIA H100
  // 80GB HBM3"), so only the key is looked for in the GPU's name.
  if (!StringRef(m.gpu).lower().empty() &&
      StringRef(m.gpu).lower().find(profile->key) == std::string::npos)
    errs() << "netc calibrate: warning: measured on '" << m.gpu << "', profile '"
           << profile->key << "' (" << profile->name << ")\n";

  // 2. The new calibrated values.
  json::Object fractions;
  for (int kind = 0; kind < kNumPeakKinds; ++kind) {
    PeakKind peakKind = PeakKind(kind);
    double peak = profile->getPeakGflops(peakKind);
    if (peak <= 0)
      continue;
    StringRef name = getPeakKindName(peakKind);
    auto measured = m.gemmGflops.find(name);
    if (measured == m.gemmGflops.end()) {
      std::string why = m.gemmFailures.lookup(name);
      return fail("no measurement of the " + name + " GEMM, whose peak the profile states" +
                  (why.empty() ? std::string() : ": " + why));
    }
    double fraction = measured->second / peak;
    if (fraction > 1.0)
      return fail("the measured " + name + " rate, " + Twine(std::lround(measured->second)) +
                  " GFLOPS, exceeds the profile's peak of " + Twine(std::lround(peak)) +
                  " GFLOPS: this is not the profile of the GPU measured ('" + m.gpu + "')" +
                  (name == "fp32" ? ", or TF32 was on (NVIDIA_TF32_OVERRIDE?)" : ""));
    fractions[name] = roundFraction(fraction);
  }
  double bandwidth = m.copyGbPerSecond / profile->memoryBandwidthGBs;
  if (bandwidth > 1.0)
    return fail("the measured copy bandwidth, " + Twine(std::lround(m.copyGbPerSecond)) +
                " GB/s, exceeds the profile's " +
                Twine(std::lround(profile->memoryBandwidthGBs)) +
                " GB/s: this is not the profile of the GPU measured ('" + m.gpu + "')");
  if (m.convolutions.empty())
    errs() << "netc calibrate: warning: the measurements have no convolution sweep; the "
              "compute families keep their previous efficiencies\n";

  Calibration calibration(*profile, m);
  std::map<std::string, FamilyFit> fits = calibration.fitFamilies();
  json::Object families;
  std::vector<std::string> kept;
  for (int index = 0; index < kNumKernelFamilies; ++index) {
    KernelFamily family = KernelFamily(index);
    std::string name = getKernelFamilyName(family).str();
    double previous = profile->getFamilyEfficiency(family);
    if (family == KernelFamily::Elementwise) {
      families[name] = m.elementwiseFractionOfCopy > 0
                           ? roundFraction(std::min(1.0, m.elementwiseFractionOfCopy))
                           : previous;
      continue;
    }
    auto fit = fits.find(name);
    if (fit == fits.end() || fit->second.efficiencies.empty()) {
      families[name] = previous;
      kept.push_back(name);
      continue;
    }
    families[name] = roundFraction(std::min(1.0, median(fit->second.efficiencies)));
  }
  for (const std::string &name : kept)
    errs() << "netc calibrate: warning: no compute-bound measurement of the '" << name
           << "' family (cuDNN offered none, or the model does not apply it, for any "
              "shape); it keeps its previous efficiency\n";

  json::Object calibrated{
      {"source", "measured"},
      {"calibrated_on", calibratedOn(m)},
      {"achieved_fraction", std::move(fractions)},
      {"bandwidth_fraction", roundFraction(bandwidth)},
      {"launch_overhead_us", std::round(m.launchOverheadUs * 100) / 100},
      {"family_efficiency", std::move(families)},
  };

  // 3. Rewrite the profile: every other field as it was.
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
  const json::Object *before = top->getObject("calibrated");
  json::Object previous = before ? *before : json::Object();
  // calibrated.per_precision is fitted to per-layer measurements
  // (bench/fit_profile.py); calibrate does not measure it yet and keeps it.
  if (const json::Value *perPrecision = previous.get("per_precision"))
    calibrated["per_precision"] = *perPrecision;
  (*top)["calibrated"] = json::Object(calibrated);

  std::string target = outputFile.getNumOccurrences() ? std::string(outputFile) : profile->path;
  if (Error error = writeProfile(*document, target))
    return fail(toString(std::move(error)));

  // 4. What changed, and the fit behind each family: on standard error when
  // the profile itself went to standard output.
  raw_ostream &report = target == "-" ? errs() : outs();
  report << "netc calibrate: " << profile->key << " (" << profile->name << ") from "
         << calibratedOn(m) << (target == "-" ? "" : " -> " + target) << "\n";
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
      const FamilyFit &fit = fits[name];
      detail = std::to_string(fit.efficiencies.size()) + " cases (shape, pass, precision, layout)";
      for (const auto &[precision, values] : fit.byPrecision) {
        char text[48];
        std::snprintf(text, sizeof(text), ", %s %.3f", precision.c_str(), median(values));
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

Error netc::writeDeviceProfileJson(const json::Value &profile, StringRef target) {
  return writeProfile(profile, target);
}
