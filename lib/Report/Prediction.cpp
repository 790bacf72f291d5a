//===- Prediction.cpp - `netc predict --model netc` reports -------------===//

#include "Report/Prediction.h"
#include "Report/Format.h"

#include "Net/Transforms/SetBatch.h"

#include "mlir/IR/OwningOpRef.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

using namespace llvm;
using namespace netc;

namespace {
double sumMs(const std::vector<LayerPrediction> &layers) {
  double total = 0;
  for (const LayerPrediction &layer : layers)
    total += layer.totalMs;
  return total;
}

std::string milliseconds(double ms) { return formatv("{0:f6}", ms).str(); }

/// Paleo's ours_alg column: the algorithm and its workspace.
std::string algorithmCell(const LayerPrediction &layer) {
  if (layer.algorithm == "none")
    return "";
  return formatv("{0} {1:f6} MB", layer.algorithm, double(layer.workspaceBytes) / 1e6)
      .str();
}

StringRef directionLine(Pass pass) {
  switch (pass) {
  case Pass::Forward:
    return "Direction: forward\n";
  case Pass::BackwardData:
    return "Direction: backward\nGradient wrt: data\n";
  case Pass::BackwardFilter:
    return "Direction: backward\nGradient wrt: filter\n";
  case Pass::WeightUpdate:
    return "Direction: update\n";
  }
  llvm_unreachable("unknown pass");
}

StringRef scalingName(Scaling scaling) {
  return scaling == Scaling::Weak ? "weak" : "strong";
}
} // namespace

PredictionReport netc::buildPredictionReport(const NetcModel &model,
                                             const DeviceProfile &device,
                                             net::NetworkOp network, StringRef source, Pass pass,
                                             const std::optional<ScalingRequest> &scaling) {
  PredictionReport report;
  report.source = source.str();
  report.network = network.getTitle().str();
  report.device = &device;
  report.options = model.getOptions();
  report.pass = pass;
  report.layers = model.predict(network, pass);
  report.fullPass = predictFullPass(model, network);
  if (!scaling)
    return report;
  int64_t batch = 0;
  for (net::InputOp input : network.getInputs())
    batch = std::max(batch, input.getType().getShape().front());
  double gradientBytes = 0;
  for (mlir::Operation &op : network.getBody().front())
    if (auto layer = dyn_cast<net::LayerOpInterface>(op))
      gradientBytes += 4.0 * double(layer.getParameterCount());
  // One worker's training step (forward, both gradients, update) at batch b.
  auto trainingStepMs = [&](int64_t b) {
    mlir::OwningOpRef<net::NetworkOp> copy(cast<net::NetworkOp>(network->clone()));
    if (failed(net::setBatchSize(*copy, b)))
      return std::numeric_limits<double>::infinity();
    return predictFullPass(model, *copy).totalMs();
  };
  std::vector<Scaling> modes = scaling->modes;
  if (modes.empty())
    modes.push_back(Scaling::Weak);
  for (Scaling mode : modes)
    report.scaling.push_back({scaling->link, mode, gradientBytes,
                              predictScaling(scaling->workers, batch, mode, gradientBytes,
                                             scaling->link, trainingStepMs)});
  return report;
}

FullPassTimes netc::predictFullPass(const NetcModel &model, net::NetworkOp network) {
  FullPassTimes times;
  times.forwardMs = sumMs(model.predict(network, Pass::Forward));
  times.backwardDataMs = sumMs(model.predict(network, Pass::BackwardData));
  times.backwardFilterMs = sumMs(model.predict(network, Pass::BackwardFilter));
  times.updateMs = sumMs(model.predict(network, Pass::WeightUpdate));
  return times;
}

void netc::printPredictionText(const PredictionReport &report, raw_ostream &os) {
  os << "Network: " << report.source << "\n" << directionLine(report.pass);
  os << "Device: " << report.device->name << " (" << report.device->key
     << "), precision " << getPrecisionName(report.options.precision) << ", layout "
     << getLayoutName(report.options.layout) << ", model netc\n";
  os << "layer\tpredicted_ms\tbound\talgorithm\treason\n";
  for (const LayerPrediction &layer : report.layers)
    os << layer.layerName << "\t" << milliseconds(layer.totalMs) << "\t"
       << getBoundName(layer.bound) << "\t" << algorithmCell(layer) << "\t"
       << layer.reason << "\n";
  os << "Sum\t" << milliseconds(sumMs(report.layers)) << "\n";
  const FullPassTimes &full = report.fullPass;
  os << formatv("Full pass (predicted, ms): forward {0:f3} backward {1:f3} (data "
                "{2:f3} + filter {3:f3}) update {4:f3} total {5:f3}\n",
                full.forwardMs, full.backwardMs(), full.backwardDataMs,
                full.backwardFilterMs, full.updateMs, full.totalMs());

  for (const ScalingReport &scaling : report.scaling) {
    os << "\n"
       << formatv("Data-parallel scaling ({0}): {1}, {2:f1} GB/s per direction, {3:f1} "
                  "us per hop; all-reduce of {4:f1} MB of fp32 gradients\n",
                  scalingName(scaling.scaling), scaling.link.name,
                  scaling.link.bandwidthGBs, scaling.link.latencyUs,
                  scaling.gradientBytes / 1e6);
    os << "workers\tbatch_per_worker\tglobal_batch\tcompute_ms\tring_ms\ttree_ms\t"
          "allreduce\titeration_ms\timages_per_s\tefficiency\n";
    for (const ScalingRow &row : scaling.rows)
      os << formatv("{0}\t{1}\t{2}\t{3:f3}\t{4:f3}\t{5:f3}\t{6}\t{7:f3}\t{8:f1}\t{9:f3}\n",
                    row.workers, row.batchPerWorker, row.globalBatch, row.computeMs,
                    row.ringMs, row.treeMs, row.allReduce, row.iterationMs,
                    row.imagesPerSecond, row.efficiency);
  }
}

void netc::printPredictionJson(const PredictionReport &report, raw_ostream &os) {
  json::Array layers;
  for (const LayerPrediction &layer : report.layers) {
    json::Array candidates;
    for (const AlgorithmTime &candidate : layer.candidates)
      candidates.push_back(json::Object{{"algorithm", candidate.algorithm},
                                        {"applicable", candidate.applicable},
                                        {"ms", candidate.totalMs},
                                        {"workspace_bytes", candidate.workspaceBytes},
                                        {"fits_workspace", candidate.fitsWorkspace}});
    layers.push_back(json::Object{{"name", layer.layerName},
                                  {"op", layer.opName},
                                  {"algorithm", layer.algorithm},
                                  {"workspace_bytes", layer.workspaceBytes},
                                  {"flops", layer.flops},
                                  {"bytes", layer.bytes},
                                  {"compute_ms", layer.computeMs},
                                  {"memory_ms", layer.memoryMs},
                                  {"launch_ms", layer.launchMs},
                                  {"total_ms", layer.totalMs},
                                  {"bound", getBoundName(layer.bound)},
                                  {"reason", layer.reason},
                                  {"candidates", std::move(candidates)}});
  }
  const FullPassTimes &full = report.fullPass;
  json::Array scaling;
  for (const ScalingReport &entry : report.scaling) {
    json::Array rows;
    for (const ScalingRow &row : entry.rows)
      rows.push_back(json::Object{{"workers", row.workers},
                                  {"batch_per_worker", row.batchPerWorker},
                                  {"global_batch", row.globalBatch},
                                  {"compute_ms", row.computeMs},
                                  {"ring_ms", row.ringMs},
                                  {"tree_ms", row.treeMs},
                                  {"allreduce", row.allReduce},
                                  {"iteration_ms", row.iterationMs},
                                  {"images_per_second", row.imagesPerSecond},
                                  {"efficiency", row.efficiency}});
    scaling.push_back(json::Object{{"scaling", scalingName(entry.scaling)},
                                   {"interconnect", entry.link.key},
                                   {"bandwidth_gbs", entry.link.bandwidthGBs},
                                   {"latency_us", entry.link.latencyUs},
                                   {"gradient_bytes", entry.gradientBytes},
                                   {"rows", std::move(rows)}});
  }
  json::Object root{
      {"netc_prediction_version", 1},
      {"source", report.source},
      {"network", report.network},
      {"model", "netc"},
      {"device", report.device->key},
      {"device_name", report.device->name},
      {"precision", getPrecisionName(report.options.precision)},
      {"layout", getLayoutName(report.options.layout)},
      {"workspace_limit_bytes", report.options.workspaceLimitBytes},
      {"pass", getPassName(report.pass)},
      {"flop_convention", "one multiply-add = 2 FLOPs"},
      {"layers", std::move(layers)},
      {"sum_ms", sumMs(report.layers)},
      {"full_pass",
       json::Object{{"forward_ms", full.forwardMs},
                    {"backward_data_ms", full.backwardDataMs},
                    {"backward_filter_ms", full.backwardFilterMs},
                    {"update_ms", full.updateMs},
                    {"total_ms", full.totalMs()}}},
      {"scaling", std::move(scaling)},
  };
  os << formatv("{0:2}", json::Value(std::move(root))) << "\n";
}

void netc::printPredictionCsv(const PredictionReport &report, raw_ostream &os) {
  os << "layer,op,pass,algorithm,workspace_bytes,flops,bytes,compute_ms,memory_ms,"
        "launch_ms,total_ms,bound\n";
  for (const LayerPrediction &layer : report.layers)
    os << layer.layerName << "," << layer.opName << "," << getPassName(report.pass)
       << "," << layer.algorithm << "," << layer.workspaceBytes << "," << layer.flops
       << "," << layer.bytes << "," << formatv("{0:e}", layer.computeMs) << ","
       << formatv("{0:e}", layer.memoryMs) << "," << formatv("{0:e}", layer.launchMs)
       << "," << formatv("{0:e}", layer.totalMs) << "," << getBoundName(layer.bound)
       << "\n";
}
