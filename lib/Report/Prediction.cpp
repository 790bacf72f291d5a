//===- Prediction.cpp - `netc predict --model netc` reports -------------===//

#include "Report/Prediction.h"
#include "Report/Format.h"
#include "CostModel/PythonFloat.h"

#include "llvm/ADT/STLExtras.h"

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

/// "buckets of 25 MiB (the first 1 MiB)" or "one bucket".
std::string bucketDescription(const BucketOptions &buckets) {
  if (buckets.bucketBytes <= 0)
    return "one bucket";
  return formatv("buckets of {0} MiB (the first {1} MiB)",
                 pythonFloatRepr(buckets.bucketBytes / (1024.0 * 1024.0)),
                 pythonFloatRepr(buckets.firstBucketBytes / (1024.0 * 1024.0)))
      .str();
}
} // namespace

FullPassTimes netc::predictFullPass(const NetcModel &model, net::NetworkOp network) {
  FullPassTimes times;
  times.forwardMs = sumMs(model.predict(network, Pass::Forward));
  times.backwardDataMs = sumMs(model.predict(network, Pass::BackwardData));
  times.backwardFilterMs = sumMs(model.predict(network, Pass::BackwardFilter));
  times.updateMs = sumMs(model.predict(network, Pass::WeightUpdate));
  return times;
}

PredictionReport netc::buildPredictionReport(const NetcModel &model, net::NetworkOp network,
                                             StringRef source, Pass pass) {
  PredictionReport report;
  report.source = source.str();
  report.network = network.getTitle().str();
  report.device = &model.getDevice();
  report.options = model.getOptions();
  report.pass = pass;
  report.layers = model.predict(network, pass);
  report.fullPass = predictFullPass(model, network);
  return report;
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
       << formatv("Data-parallel scaling ({0}): all-reduce of {1:f1} MB of fp32 gradients in "
                  "{2}, {3}\n",
                  scalingName(scaling.scaling), scaling.gradientBytes / 1e6,
                  bucketDescription(scaling.buckets),
                  scaling.buckets.overlap ? "overlapped with the backward pass"
                                          : "after the backward pass (no overlap)");
    os << "workers\tbatch_per_worker\tglobal_batch\tcompute_ms\tbuckets\tallreduce_ms\t"
          "exposed_ms\titeration_ms\timages_per_s\tefficiency\tinterconnect\n";
    for (const ScalingRow &row : scaling.rows)
      os << formatv("{0}\t{1}\t{2}\t{3:f3}\t{4}\t{5:f3}\t{6:f3}\t{7:f3}\t{8:f1}\t{9:f3}\t{10}\n",
                    row.workers, row.batchPerWorker, row.globalBatch, row.step.computeMs,
                    row.step.buckets.size(), row.step.communicationMs, row.step.exposedMs,
                    row.step.iterationMs, row.imagesPerSecond, row.efficiency,
                    row.interconnectSource);
    // Which numbers each worker count used, once per distinct description.
    std::vector<std::string> seen;
    for (const ScalingRow &row : scaling.rows)
      if (row.workers > 1 && !llvm::is_contained(seen, row.interconnect)) {
        seen.push_back(row.interconnect);
        os << "interconnect: " << row.interconnect << "\n";
      }
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
    // Where the library call's time is the learned efficiency's: that
    // factor, over roofline plus launch (docs/cost-model.md).
    if (layer.learned && layer.libraryConvolution)
      (*layers.back().getAsObject())["learned_factor"] =
          layer.libraryConvolutionMs / layer.libraryConvolution->baseMs();
  }
  const FullPassTimes &full = report.fullPass;
  json::Array scaling;
  for (const ScalingReport &entry : report.scaling) {
    json::Array rows;
    for (const ScalingRow &row : entry.rows) {
      json::Array buckets;
      for (const GradientBucket &bucket : row.step.buckets)
        buckets.push_back(json::Object{{"layers", bucket.layers},
                                       {"first_layer", bucket.firstLayer},
                                       {"last_layer", bucket.lastLayer},
                                       {"bytes", bucket.bytes},
                                       {"ready_ms", bucket.readyMs},
                                       {"start_ms", bucket.startMs},
                                       {"allreduce_ms", bucket.allReduceMs},
                                       {"end_ms", bucket.endMs()}});
      rows.push_back(json::Object{{"workers", row.workers},
                                  {"batch_per_worker", row.batchPerWorker},
                                  {"global_batch", row.globalBatch},
                                  {"compute_ms", row.step.computeMs},
                                  {"allreduce_ms", row.step.communicationMs},
                                  {"exposed_ms", row.step.exposedMs},
                                  {"iteration_ms", row.step.iterationMs},
                                  {"images_per_second", row.imagesPerSecond},
                                  {"efficiency", row.efficiency},
                                  {"interconnect_source", row.interconnectSource},
                                  {"interconnect", row.interconnect},
                                  {"buckets", std::move(buckets)}});
    }
    scaling.push_back(json::Object{{"scaling", scalingName(entry.scaling)},
                                   {"nominal_interconnect", entry.link.key},
                                   {"nominal_bandwidth_gbs", entry.link.bandwidthGBs},
                                   {"nominal_latency_us", entry.link.latencyUs},
                                   {"gradient_bytes", entry.gradientBytes},
                                   {"bucket_bytes", entry.buckets.bucketBytes},
                                   {"first_bucket_bytes", entry.buckets.firstBucketBytes},
                                   {"overlap", entry.buckets.overlap},
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
  if (!report.scaling.empty()) {
    os << "scaling,workers,batch_per_worker,global_batch,compute_ms,buckets,allreduce_ms,"
          "exposed_ms,iteration_ms,images_per_second,efficiency,overlap,bucket_bytes,"
          "interconnect_source\n";
    for (const ScalingReport &entry : report.scaling)
      for (const ScalingRow &row : entry.rows)
        os << scalingName(entry.scaling) << "," << row.workers << "," << row.batchPerWorker
           << "," << row.globalBatch << "," << formatv("{0:e}", row.step.computeMs) << ","
           << row.step.buckets.size() << "," << formatv("{0:e}", row.step.communicationMs)
           << "," << formatv("{0:e}", row.step.exposedMs) << ","
           << formatv("{0:e}", row.step.iterationMs) << ","
           << formatv("{0:e}", row.imagesPerSecond) << "," << formatv("{0:e}", row.efficiency)
           << "," << (entry.buckets.overlap ? "on" : "off") << ","
           << formatv("{0}", int64_t(entry.buckets.bucketBytes)) << ","
           << row.interconnectSource << "\n";
    return;
  }
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
