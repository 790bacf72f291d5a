//===- GradientBuckets.cpp - Data-parallel gradient buckets ---------------===//

#include "GradientBuckets.h"
#include "data/DataError.h"
#include "data/InputLimits.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <stdexcept>

namespace netc::runtime {

bool isWeightGradientBuffer(const std::string &name) {
  return name == "filter_gradient" || name == "weights_gradient" || name == "bias_gradient" ||
         name == "scale_gradient" || name == "shift_gradient";
}

std::vector<GradientBucketPlan> planGradientBuckets(const std::vector<LayerGradients> &backwardOrder,
                                                    double bucketBytes, double firstBucketBytes) {
  std::vector<GradientBucketPlan> buckets;
  GradientBucketPlan open;
  for (const LayerGradients &layer : backwardOrder) {
    if (layer.parameters == 0)
      continue;
    open.layers.push_back(layer.layer);
    open.parameters += layer.parameters;
    if (bucketBytes <= 0)
      continue;
    double cap = buckets.empty() ? firstBucketBytes : bucketBytes;
    if (double(open.bytes()) >= cap) {
      buckets.push_back(open);
      open = GradientBucketPlan();
    }
  }
  if (!open.layers.empty())
    buckets.push_back(open);
  return buckets;
}

DataParallelPrediction readDataParallelPrediction(const std::string &path, int workers) {
  // Read whole (regular files only) and checked for nesting before it is
  // built: a deeply nested file would exhaust the stack.
  std::string text;
  try {
    text = data::readFileBytes(path);
  } catch (const data::DataError &error) {
    throw std::runtime_error(std::string(error.what()) +
                             " (the prediction: netc predict --format json --workers ...)");
  }
  JsonStructure structure = checkJsonStructure(text.begin(), text.end());
  if (!structure.error.empty())
    throw std::runtime_error(path + ": " + structure.error);
  nlohmann::json document;
  try {
    document = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception &error) {
    throw std::runtime_error(path + ": not JSON: " + error.what());
  }
  if (!document.is_object() || !document.contains("netc_prediction_version") ||
      !document.contains("scaling") || !document["scaling"].is_array() ||
      document["scaling"].empty())
    throw std::runtime_error(path + ": not the output of `netc predict --format json --workers "
                                    "...` (no scaling)");
  try {
    for (const nlohmann::json &entry : document["scaling"]) {
      if (entry.at("scaling").get<std::string>() != "weak")
        continue;
      for (const nlohmann::json &row : entry.at("rows")) {
        if (row.at("workers").get<int>() != workers)
          continue;
        DataParallelPrediction prediction;
        prediction.computeMs = row.at("compute_ms").get<double>();
        prediction.allReduceMs = row.at("allreduce_ms").get<double>();
        prediction.exposedMs = row.at("exposed_ms").get<double>();
        prediction.iterationMs = row.at("iteration_ms").get<double>();
        prediction.batchPerWorker = row.at("batch_per_worker").get<int>();
        prediction.buckets = int(row.at("buckets").size());
        prediction.interconnectSource = row.at("interconnect_source").get<std::string>();
        prediction.interconnect = row.at("interconnect").get<std::string>();
        prediction.overlap = entry.at("overlap").get<bool>();
        prediction.bucketBytes = entry.at("bucket_bytes").get<double>();
        prediction.device = document.value("device", "");
        return prediction;
      }
    }
  } catch (const nlohmann::json::exception &error) {
    throw std::runtime_error(path + ": a scaling entry is missing a field: " + error.what());
  }
  throw std::runtime_error(path + ": no weak-scaling row for " + std::to_string(workers) +
                           " workers (predict with --workers including " +
                           std::to_string(workers) + ")");
}

} // namespace netc::runtime
