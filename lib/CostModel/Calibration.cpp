//===- Calibration.cpp - Fitting a device profile to measurements ---------===//

#include "CostModel/Calibration.h"
#include "CostModel/NetcModel.h"
#include "Support/TextNesting.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace netc;

namespace {

/// An error that names the measurements file.
Error measurementError(StringRef file, const Twine &message) {
  return createStringError(inconvertibleErrorCode(), (file + ": " + message).str());
}

Expected<double> number(const json::Object &object, StringRef field, StringRef file) {
  if (std::optional<double> value = object.getNumber(field))
    return *value;
  return measurementError(file, "field '" + field + "': expected a number");
}

} // namespace

Expected<CalibrationMeasurements> netc::readCalibrationMeasurements(StringRef file) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer = MemoryBuffer::getFile(file, /*IsText=*/true);
  if (std::error_code code = buffer.getError())
    return measurementError(file, "cannot read: " + code.message());
  // llvm::json recurses per level with no limit of its own.
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
  CalibrationMeasurements m;
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

namespace {

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

/// The measured rates, as the model's getGemmRate and SIMT rate would
/// compute them from the calibrated profile.
class MeasuredRates {
public:
  MeasuredRates(const DeviceProfile &profile, const CalibrationMeasurements &m)
      : profile(profile), m(m) {}

  double gemm(Precision precision) const {
    if (std::optional<PeakKind> tensor = profile.getTensorPeak(precision))
      return m.gemmGflops.lookup(getPeakKindName(*tensor));
    return simt(precision, /*inFP32=*/false);
  }

  double simt(Precision precision, bool inFP32) const {
    if (precision == Precision::FP16 && !inFP32 && profile.getPeakGflops(PeakKind::FP16) > 0)
      return m.gemmGflops.lookup("fp16");
    return m.gemmGflops.lookup("fp32");
  }

private:
  const DeviceProfile &profile;
  const CalibrationMeasurements &m;
};

} // namespace

std::map<std::string, FamilyFit> netc::fitFamilyEfficiencies(const DeviceProfile &profile,
                                                             const CalibrationMeasurements &m) {
  MeasuredRates rates(profile, m);
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
    double gemm = rates.gemm(sample.precision);
    std::optional<double> computeAtOne;
    double memoryMs = 0, launchMs = 0;
    for (ConvAlgorithm algorithm : modelAlgorithms(sample)) {
      ConvAlgorithmCost cost = costConvAlgorithm(algorithm, problem);
      if (!cost.applicable)
        continue;
      double simt = rates.simt(sample.precision, cost.simtInFP32);
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
                      std::string(getPrecisionName(sample.precision)) + "|" +
                      getLayoutName(sample.layout);
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

Expected<CalibrationResult> netc::calibrateProfile(const DeviceProfile &profile,
                                                   const CalibrationMeasurements &m) {
  auto fail = [](const Twine &message) {
    return createStringError(inconvertibleErrorCode(), message.str());
  };
  json::Object fractions;
  for (int kind = 0; kind < kNumPeakKinds; ++kind) {
    PeakKind peakKind = PeakKind(kind);
    double peak = profile.getPeakGflops(peakKind);
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
  double bandwidth = m.copyGbPerSecond / profile.memoryBandwidthGBs;
  if (bandwidth > 1.0)
    return fail("the measured copy bandwidth, " + Twine(std::lround(m.copyGbPerSecond)) +
                " GB/s, exceeds the profile's " + Twine(std::lround(profile.memoryBandwidthGBs)) +
                " GB/s: this is not the profile of the GPU measured ('" + m.gpu + "')");

  CalibrationResult result;
  result.fits = fitFamilyEfficiencies(profile, m);
  json::Object families;
  for (int index = 0; index < kNumKernelFamilies; ++index) {
    KernelFamily family = KernelFamily(index);
    std::string name = getKernelFamilyName(family).str();
    double previous = profile.getFamilyEfficiency(family);
    if (family == KernelFamily::Elementwise) {
      families[name] = m.elementwiseFractionOfCopy > 0
                           ? roundFraction(std::min(1.0, m.elementwiseFractionOfCopy))
                           : previous;
      continue;
    }
    auto fit = result.fits.find(name);
    if (fit == result.fits.end() || fit->second.efficiencies.empty()) {
      families[name] = previous;
      result.keptFamilies.push_back(name);
      continue;
    }
    families[name] = roundFraction(std::min(1.0, medianOf(fit->second.efficiencies)));
  }
  result.calibrated = json::Object{
      {"source", "measured"},
      {"calibrated_on", describeCalibrationRun(m)},
      {"achieved_fraction", std::move(fractions)},
      {"bandwidth_fraction", roundFraction(bandwidth)},
      {"launch_overhead_us", std::round(m.launchOverheadUs * 100) / 100},
      {"family_efficiency", std::move(families)},
  };
  return result;
}

json::Object netc::replaceCalibrated(json::Object &top, json::Object calibrated) {
  const json::Object *before = top.getObject("calibrated");
  json::Object previous = before ? *before : json::Object();
  for (StringRef kept : {"per_precision", "generated_kernels"})
    if (const json::Value *value = previous.get(kept))
      calibrated[kept] = *value;
  top["calibrated"] = std::move(calibrated);
  return previous;
}

std::string netc::describeCalibrationRun(const CalibrationMeasurements &m) {
  std::string text = m.date.substr(0, 10) + " " + m.gpu + " driver " +
                     (m.driverRelease.empty() ? "?" : m.driverRelease);
  if (!m.cudaDriver.empty())
    text += " (CUDA " + m.cudaDriver + ")";
  text += " cuDNN " + m.cudnn + " cuBLAS " + m.cublas;
  return text;
}

double netc::medianOf(std::vector<double> values) {
  if (values.empty())
    return 0;
  llvm::sort(values);
  size_t n = values.size();
  return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

double netc::roundFraction(double value) {
  return std::max(0.001, std::round(value * 1000) / 1000);
}
