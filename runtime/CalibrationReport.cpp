//===- CalibrationReport.cpp - A calibration as JSON and as text --------===//
//
// The measurements runCalibration takes (Calibrate.cpp), written out: JSON
// with the fields of a device profile's `calibrated` object beside the raw
// numbers (what `netc calibrate` reads), and a table for people.
//
//===----------------------------------------------------------------------===//

#include "Calibrate.h"
#include "CudnnNames.h"
#include "CalibrateKernels.h"
#include "Error.h"
#include "Format.h"
#include "Kernels.h"
#include "Layers.h"
#include "Tensor.h"
#include <cuda_fp16.h>
#include <nlohmann/json.hpp>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <sstream>

namespace netc::runtime {

//===----------------------------------------------------------------------===//
// Reports
//===----------------------------------------------------------------------===//

namespace {

using json = nlohmann::json;

json timingJson(const std::optional<TimingSummary> &t) {
  if (!t)
    return nullptr;
  return {{"median_ms", t->median}, {"min_ms", t->min}, {"max_ms", t->max},
          {"mean_ms", t->mean},     {"runs", t->count}};
}

double median(std::vector<double> values) {
  if (values.empty())
    return 0;
  return summarizeTimings(std::move(values)).median;
}

/// Per family: the fastest algorithm of that family on each (shape, pass,
/// precision, layout), as a fraction of its precision's GEMM ceiling. A
/// family's efficiency is that of its best kernels, which is what a library
/// that picks the fastest algorithm runs.
std::map<std::string, std::vector<double>> bestOfFamily(const CalibrationResult &result) {
  std::map<std::string, double> best; // key: family|shape|pass|precision|layout
  for (const ConvMeasurement &m : result.convolutions) {
    if (m.status != "ok" || m.family.empty() || m.fractionOfGemm <= 0)
      continue;
    std::string key = m.family + "|" + m.shape + "|" + passName(m.pass) + "|" +
                      getPrecisionName(m.precision) + "|" + getLayoutName(m.layout);
    best[key] = std::max(best[key], m.fractionOfGemm);
  }
  std::map<std::string, std::vector<double>> families;
  for (const auto &[key, fraction] : best)
    families[key.substr(0, key.find('|'))].push_back(fraction);
  return families;
}

} // namespace

json calibrationJson(const CalibrationResult &result) {
  const CalibrateOptions &o = result.options;
  json gemms = json::array();
  for (const GemmMeasurement &g : result.gemms) {
    json entry = {{"unit", g.unit},
                  {"precision", getPrecisionName(g.precision)},
                  {"compute_type", g.computeType},
                  {"m", g.m},
                  {"n", g.n},
                  {"k", g.k},
                  {"timing", timingJson(g.timing)},
                  {"gflops", g.gflops}};
    if (!g.failure.empty())
      entry["failure"] = g.failure;
    gemms.push_back(entry);
  }
  json fma = json::array();
  for (const FmaMeasurement &f : result.fma)
    fma.push_back({{"unit", f.unit},
                   {"instruction", f.instruction},
                   {"flops", f.flops},
                   {"timing", timingJson(f.timing)},
                   {"gflops", f.gflops}});
  const Fp16SimtEstimate &simt = result.fp16Simt;
  json cublasSimt = {{"compute_type", simt.cublas.computeType},
                     {"math_mode", "CUBLAS_PEDANTIC_MATH"},
                     {"timing", timingJson(simt.cublas.timing)},
                     {"gflops", simt.cublas.gflops},
                     {"used_tensor_cores", simt.cublasUsedTensorCores}};
  if (!simt.cublas.failure.empty())
    cublasSimt["failure"] = simt.cublas.failure;
  json elementwise = json::array();
  for (const ElementwiseMeasurement &e : result.elementwise) {
    json entry = {{"name", e.name},
                  {"precision", getPrecisionName(e.precision)},
                  {"shape_nhwc", e.shape},
                  {"bytes", e.bytes},
                  {"timing", timingJson(e.timing)},
                  {"gb_per_s", e.gbPerSecond},
                  {"fraction_of_copy", e.fractionOfCopy}};
    if (!e.failure.empty())
      entry["failure"] = e.failure;
    elementwise.push_back(entry);
  }
  json shapes = json::array();
  for (const ConvShape &s : result.convShapes)
    shapes.push_back({{"name", s.name},
                      {"source", s.source},
                      {"n", s.n},
                      {"h", s.h},
                      {"w", s.w},
                      {"c", s.c},
                      {"k", s.k},
                      {"r", s.r},
                      {"s", s.s},
                      {"stride", {s.strideH, s.strideW}},
                      {"pad", {s.padH, s.padW}},
                      {"output_hw", {s.outputH(), s.outputW()}},
                      {"flops", 2 * s.macs()}});
  json convolutions = json::array();
  for (const ConvMeasurement &m : result.convolutions) {
    json entry = {{"shape", m.shape},
                  {"precision", getPrecisionName(m.precision)},
                  {"layout", getLayoutName(m.layout)},
                  {"pass", passName(m.pass)},
                  {"algorithm", m.algorithm},
                  {"family", m.family},
                  {"status", m.status},
                  {"workspace_bytes", m.workspaceBytes},
                  {"timing", timingJson(m.timing)},
                  {"gflops", m.gflops},
                  {"fraction_of_gemm", m.fractionOfGemm}};
    if (!m.note.empty())
      entry["note"] = m.note;
    convolutions.push_back(entry);
  }

  // The summary `netc calibrate` maps onto a profile's "calibrated" object.
  json gemmGflops = json::object();
  for (const GemmMeasurement &g : result.gemms)
    if (g.timing)
      gemmGflops[g.unit] = g.gflops;
  if (simt.gflops > 0)
    gemmGflops["fp16"] = simt.gflops;
  std::vector<double> elementwiseFractions;
  for (const ElementwiseMeasurement &e : result.elementwise)
    if (e.timing)
      elementwiseFractions.push_back(e.fractionOfCopy);
  json families = json::object();
  for (const auto &[family, fractions] : bestOfFamily(result))
    families[family] = {{"median", median(fractions)},
                        {"min", *std::min_element(fractions.begin(), fractions.end())},
                        {"max", *std::max_element(fractions.begin(), fractions.end())},
                        {"samples", fractions.size()}};
  json environment = json::object();
  for (const auto &[name, value] : result.environment)
    environment[name] = value;

  const DeviceInfo &d = result.device;
  return {
      {"format", kCalibrationFormat},
      {"version", kCalibrationVersion},
      {"date", result.date},
      {"driver_release", result.driverRelease},
      {"device", deviceJson(d)},
      {"environment", environment},
      {"settings",
       {{"iterations", o.iterations},
        {"warmup", o.warmup},
        {"timing_method", "graph"},
        {"launches_per_replay", o.launchesPerReplay},
        {"gemm_size", o.gemmSize},
        {"copy_bytes", o.copyBytes},
        {"launches_per_round", o.launchesPerRound},
        {"sweep_iterations", o.sweepIterations},
        {"sweep_warmup", o.sweepWarmup},
        {"sweep_slow_ms", o.sweepSlowMs},
        {"workspace_limit_bytes", o.workspaceLimit == kAutomaticWorkspace
                                      ? json("auto (a quarter of free memory, 256 MiB-16 GiB)")
                                      : json(o.workspaceLimit)},
        {"seed", o.seed}}},
      {"summary",
       {{"gemm_gflops", gemmGflops},
        {"fp16_simt_source", simt.source},
        {"copy_gb_per_s", result.copy.gbPerSecond},
        {"launch_overhead_us", result.launch.backToBackUs.median},
        {"elementwise_fraction_of_copy", median(elementwiseFractions)},
        {"convolution_fraction_of_gemm", families}}},
      {"gemm", gemms},
      {"fma_throughput", fma},
      {"fp16_simt", {{"cublas", cublasSimt}, {"source", simt.source}, {"gflops", simt.gflops}}},
      {"copy",
       {{"bytes", result.copy.bytes},
        {"bytes_moved", 2 * result.copy.bytes},
        {"timing", timingJson(result.copy.timing)},
        {"gb_per_s", result.copy.gbPerSecond}}},
      {"launch",
       {{"launches_per_round", result.launch.launchesPerRound},
        {"back_to_back_us",
         {{"median", result.launch.backToBackUs.median},
          {"min", result.launch.backToBackUs.min},
          {"max", result.launch.backToBackUs.max},
          {"rounds", result.launch.backToBackUs.count}}},
        {"launch_and_sync_us",
         {{"median", result.launch.launchAndSyncUs.median},
          {"min", result.launch.launchAndSyncUs.min},
          {"max", result.launch.launchAndSyncUs.max},
          {"runs", result.launch.launchAndSyncUs.count}}}}},
      {"elementwise", elementwise},
      {"conv_shapes", shapes},
      {"convolutions", convolutions}};
}

void printCalibrationText(const CalibrationResult &result, std::ostream &out) {
  const DeviceInfo &d = result.device;
  const CalibrateOptions &o = result.options;
  out << "netc-runtime calibrate: " << d.name << " (sm_" << d.computeMajor << d.computeMinor
      << ", " << d.multiprocessors << " SMs), " << result.date << "\n"
      << "  driver " << (result.driverRelease.empty() ? "?" : result.driverRelease)
      << " (CUDA " << cudaVersionText(d.driverVersion) << "), cuDNN "
      << cudnnVersionText(d.cudnnVersion) << ", cuBLAS " << d.cublasVersion << "\n";
  for (const auto &[name, value] : result.environment)
    out << "  environment: " << name << "=" << value << "\n";
  out << "  timing: kernel-only: CUDA graph, up to " << o.launchesPerReplay
      << " launches/replay (fewer once a replay holds " << formatFixed(kMinReplayMs, 0)
      << " ms of work); launch overhead: host + GPU\n";

  out << "\nGEMM ceilings (cublasGemmEx, " << o.gemmSize << "^3, random data, median of "
      << o.iterations << " replays after " << o.warmup << " warm-up):\n";
  TextTable gemms({"unit", "precision", "compute type", "median ms", "GFLOPS"});
  gemms.addRule();
  for (const GemmMeasurement &g : result.gemms)
    gemms.addRow({g.unit, getPrecisionName(g.precision), g.computeType,
                  g.timing ? formatFixed(g.timing->median, 3) : "failed",
                  g.timing ? formatFixed(g.gflops, 0) : g.failure});
  const Fp16SimtEstimate &simt = result.fp16Simt;
  gemms.addRow({"fp16 (CUDA cores)", "fp16", simt.cublas.computeType + " pedantic",
                simt.cublas.timing ? formatFixed(simt.cublas.timing->median, 3) : "failed",
                simt.cublas.timing ? formatFixed(simt.cublas.gflops, 0) : simt.cublas.failure});
  gemms.print(out);
  for (const FmaMeasurement &f : result.fma)
    out << "  " << f.instruction << " throughput kernel: " << formatFixed(f.gflops, 0)
        << " GFLOPS\n";
  out << "  fp16 on the CUDA cores: " << formatFixed(simt.gflops, 0) << " GFLOPS, "
      << (simt.source == "cublas"
              ? "cuBLAS's pedantic fp16 GEMM"
              : "derived (HFMA2 ceiling x fp32 GEMM / FFMA ceiling): cuBLAS's pedantic fp16 "
                "GEMM " +
                    std::string(simt.cublasUsedTensorCores ? "ran on tensor cores"
                                                           : "failed"))
      << "\n";

  out << "\nMemory and launches:\n"
      << "  device-to-device copy of " << formatBytes(result.copy.bytes) << ": "
      << formatFixed(result.copy.timing.median, 3) << " ms, "
      << formatFixed(result.copy.gbPerSecond, 0) << " GB/s (bytes read + written; "
      << formatFixed(d.peakBandwidthGBs, 0) << " GB/s from the memory clock)\n"
      << "  launch overhead: " << formatFixed(result.launch.backToBackUs.median, 2)
      << " us per empty kernel back to back (" << result.launch.launchesPerRound
      << " a round), " << formatFixed(result.launch.launchAndSyncUs.median, 2)
      << " us launch + synchronise\n";

  out << "\nMemory-bound cuDNN operations against the copy:\n";
  TextTable elementwise({"operation", "precision", "median ms", "GB/s", "of copy"});
  elementwise.addRule();
  for (const ElementwiseMeasurement &e : result.elementwise)
    elementwise.addRow({e.name, getPrecisionName(e.precision),
                        e.timing ? formatFixed(e.timing->median, 4) : "failed",
                        e.timing ? formatFixed(e.gbPerSecond, 0) : e.failure,
                        e.timing ? formatFixed(e.fractionOfCopy, 3) : "-"});
  elementwise.print(out);

  if (result.convolutions.empty())
    return;
  out << "\nConvolutions: the fastest algorithm of each family as a fraction of the GEMM "
         "ceiling of its precision (2 x MACs / time; Winograd and FFT can exceed 1):\n";
  const char *familyNames[] = {"implicit_gemm", "gemm", "direct", "winograd", "fft"};
  TextTable table({"shape", "precision", "layout", "pass", "implicit_gemm", "gemm", "direct",
                   "winograd", "fft", "fastest", "ms"});
  table.addRule();
  std::map<std::string, std::map<std::string, double>> rows;
  std::map<std::string, std::pair<std::string, double>> fastest;
  std::vector<std::string> order;
  for (const ConvMeasurement &m : result.convolutions) {
    std::string key = m.shape + "|" + getPrecisionName(m.precision) + "|" + getLayoutName(m.layout) +
                      "|" + passName(m.pass);
    if (!rows.count(key))
      order.push_back(key);
    auto &row = rows[key];
    if (m.status != "ok")
      continue;
    row[m.family] = std::max(row[m.family], m.fractionOfGemm);
    auto &best = fastest[key];
    if (best.first.empty() || m.timing->median < best.second)
      best = {m.algorithm, m.timing->median};
  }
  for (const std::string &key : order) {
    std::vector<std::string> cells;
    std::stringstream parts(key);
    std::string part;
    while (std::getline(parts, part, '|'))
      cells.push_back(part);
    for (const char *family : familyNames) {
      auto it = rows[key].find(family);
      cells.push_back(it == rows[key].end() ? "-" : formatFixed(it->second, 3));
    }
    auto best = fastest.find(key);
    cells.push_back(best == fastest.end() ? "none" : best->second.first);
    cells.push_back(best == fastest.end() ? "-" : formatFixed(best->second.second, 3));
    table.addRow(cells);
  }
  table.print(out);
  out << "\nPer family, median over shapes, passes, precisions and layouts of the best "
         "kernel's fraction of the GEMM ceiling:\n";
  for (const auto &[family, fractions] : bestOfFamily(result))
    out << "  " << family << ": " << formatFixed(median(fractions), 3) << " ("
        << fractions.size() << " samples, "
        << formatFixed(*std::min_element(fractions.begin(), fractions.end()), 3) << " to "
        << formatFixed(*std::max_element(fractions.begin(), fractions.end()), 3) << ")\n";
  out << "netc calibrate turns these into the profile's family efficiencies with the cost "
         "model's own FLOP counts per algorithm.\n";
}

} // namespace netc::runtime
