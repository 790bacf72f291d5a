//===- PlanWeights.cpp - The weights a plan.json expects ------------------===//

#include "data/PlanWeights.h"
#include "data/InputLimits.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <map>

namespace netc::data {

namespace {

[[noreturn]] void fail(const std::string &path, const std::string &message) {
  throw DataError(path + ": " + message);
}

std::vector<int64_t> intArray(const nlohmann::json &value, const std::string &path,
                              const std::string &where) {
  if (!value.is_array())
    fail(path, where + ": not an array of integers");
  std::vector<int64_t> out;
  for (const nlohmann::json &v : value) {
    if (!v.is_number_integer())
      fail(path, where + ": " + describeJson(v) + " is not an integer");
    out.push_back(v.get<int64_t>());
  }
  return out;
}

} // namespace

namespace {
std::vector<ExpectedWeight> fromPlan(const nlohmann::json &plan, const std::string &path) {
  if (!plan.is_object() || !plan.contains("layers") || !plan["layers"].is_array())
    fail(path, "not a plan: no \"layers\" array");
  // Each layer's first input shape, by name.
  std::map<std::string, std::vector<int64_t>> inputShape;
  std::map<std::string, const nlohmann::json *> layers;
  for (const nlohmann::json &layer : plan["layers"]) {
    if (!layer.is_object() || !layer.contains("name") || !layer["name"].is_string())
      fail(path, "a layer has no \"name\"");
    const std::string name = layer["name"].get<std::string>();
    layers[name] = &layer;
    if (layer.contains("input_shapes") && layer["input_shapes"].is_array() &&
        !layer["input_shapes"].empty())
      inputShape[name] = intArray(layer["input_shapes"][0], path,
                                  "layer '" + name + "': field 'input_shapes'");
  }
  auto flattened = [&](const std::string &layer) -> std::optional<std::array<int64_t, 3>> {
    auto it = inputShape.find(layer);
    if (it == inputShape.end() || it->second.size() != 4)
      return std::nullopt;
    return std::array<int64_t, 3>{it->second[1], it->second[2], it->second[3]};
  };

  std::vector<ExpectedWeight> out;
  if (plan.contains("weights")) {
    if (!plan["weights"].is_array())
      fail(path, "field 'weights' is not an array");
    for (const nlohmann::json &w : plan["weights"]) {
      if (!w.is_object() || !w.contains("name") || !w["name"].is_string())
        fail(path, "a weight has no \"name\"");
      const std::string name = w["name"].get<std::string>();
      if (w.contains("derive") && !w["derive"].is_null())
        continue;
      ExpectedWeight e;
      e.name = name;
      if (!w.contains("shape"))
        fail(path, "weight '" + name + "': no field 'shape'");
      e.shape = intArray(w["shape"], path, "weight '" + name + "': field 'shape'");
      if (!w.contains("layout") || !w["layout"].is_string())
        fail(path, "weight '" + name + "': no field 'layout'");
      e.layout = w["layout"].get<std::string>();
      std::string layer = w.contains("layer") && w["layer"].is_string()
                              ? w["layer"].get<std::string>()
                              : name.substr(0, name.rfind('.'));
      // An inner product's inputs are an image flattened (PyTorch flattens
      // NCHW: reordered); a matmul's are one position's features, the same
      // in both conventions.
      auto it = layers.find(layer);
      bool matmul = it != layers.end() && it->second->value("op", "") == "matmul";
      if (e.layout == "oi" && !matmul)
        e.flattenedFromHWC = flattened(layer);
      out.push_back(std::move(e));
    }
    return out;
  }

  for (const nlohmann::json &layer : plan["layers"]) {
    const std::string name = layer["name"].get<std::string>();
    const std::string op = layer.value("op", "");
    const std::string where = "layer '" + name + "'";
    std::vector<int64_t> output =
        layer.contains("output_shape")
            ? intArray(layer["output_shape"], path, where + ": field 'output_shape'")
            : std::vector<int64_t>{};
    bool bias = layer.value("bias", true);
    if (op == "conv2d") {
      std::vector<int64_t> f = intArray(layer.value("filter", nlohmann::json()), path,
                                        where + ": field 'filter'");
      if (f.size() != 4)
        fail(path, where + ": field 'filter' needs [kh, kw, cin, cout]");
      out.push_back({name + ".filter", {f[3], f[0], f[1], f[2]}, "ohwi", std::nullopt});
      if (bias)
        out.push_back({name + ".bias", {f[3]}, "c", std::nullopt});
    } else if (op == "inner_product") {
      auto it = inputShape.find(name);
      if (it == inputShape.end() || it->second.empty())
        fail(path, where + ": no 'input_shapes'");
      int64_t in = 1;
      for (size_t i = 1; i < it->second.size(); ++i)
        in *= it->second[i];
      int64_t outputs = layer.value("num_outputs", int64_t(0));
      if (outputs <= 0)
        fail(path, where + ": field 'num_outputs' missing or not positive");
      out.push_back({name + ".filter", {outputs, in}, "oi", flattened(name)});
      if (bias)
        out.push_back({name + ".bias", {outputs}, "c", std::nullopt});
    } else if (op == "batch_norm") {
      if (output.empty())
        fail(path, where + ": no 'output_shape'");
      int64_t c = output.back();
      for (const char *role : {"gamma", "beta", "mean", "var"})
        out.push_back({name + "." + role, {c}, "c", std::nullopt});
    }
  }
  return out;
}

} // namespace

std::vector<ExpectedWeight> expectedWeightsFromPlan(const nlohmann::json &plan,
                                                    const std::string &path) {
  try {
    return fromPlan(plan, path);
  } catch (const nlohmann::json::exception &e) {
    fail(path, std::string("malformed plan: ") + e.what());
  }
}

std::vector<ExpectedWeight> expectedWeightsFromPlanFile(const std::string &path) {
  std::string text = readFileBytes(path);
  JsonStructure structure = checkJsonStructure(text.begin(), text.end());
  if (!structure.error.empty())
    fail(path, structure.error);
  nlohmann::json plan;
  try {
    plan = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception &e) {
    fail(path, std::string("not valid JSON: ") + e.what());
  }
  return expectedWeightsFromPlan(plan, path);
}

} // namespace netc::data
