//===- Weights.cpp - Trained weights bound to a network's layers ----------===//

#include "data/Weights.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace netc::data {

namespace {

struct Parsed {
  std::string layer;
  std::string role;
};

const std::set<std::string> kRoles = {"filter", "bias", "gamma", "beta", "mean", "var"};

std::string quotedName(const std::string &s) { return "'" + s + "'"; }

Parsed parseName(const ExpectedWeight &w) {
  size_t dot = w.name.rfind('.');
  if (dot == std::string::npos || dot == 0 || dot + 1 == w.name.size())
    throw DataError("expected weight " + quotedName(w.name) + ": not '<layer>.<role>'");
  Parsed p{w.name.substr(0, dot), w.name.substr(dot + 1)};
  if (!kRoles.count(p.role))
    throw DataError("expected weight " + quotedName(w.name) + ": unknown role " + quotedName(p.role) +
                    " (filter, bias, gamma, beta, mean, var)");
  return p;
}

std::string pytorchSuffix(const std::string &role) {
  if (role == "filter" || role == "gamma")
    return "weight";
  if (role == "bias" || role == "beta")
    return "bias";
  if (role == "mean")
    return "running_mean";
  return "running_var";
}

void validateExpected(const ExpectedWeight &w) {
  parseName(w);
  size_t rank = w.layout == "ohwi" ? 4 : w.layout == "oi" ? 2 : w.layout == "c" ? 1 : 0;
  if (rank == 0)
    throw DataError("expected weight " + quotedName(w.name) + ": unknown layout " + quotedName(w.layout) +
                    " (ohwi, oi, c)");
  if (w.shape.size() != rank)
    throw DataError("expected weight " + quotedName(w.name) + ": layout " + w.layout + " needs " +
                    std::to_string(rank) + " dimensions, shape is " + shapeString(w.shape));
  for (int64_t d : w.shape)
    if (d <= 0)
      throw DataError("expected weight " + quotedName(w.name) + ": shape " + shapeString(w.shape) +
                      " has a non-positive dimension");
  if (w.flattenedFromHWC) {
    if (w.layout != "oi")
      throw DataError("expected weight " + quotedName(w.name) +
                      ": flattenedFromHWC applies to layout oi only");
    const auto &hwc = *w.flattenedFromHWC;
    if (hwc[0] <= 0 || hwc[1] <= 0 || hwc[2] <= 0 || hwc[0] * hwc[1] * hwc[2] != w.shape[1])
      throw DataError("expected weight " + quotedName(w.name) + ": flattenedFromHWC [" +
                      std::to_string(hwc[0]) + ", " + std::to_string(hwc[1]) + ", " +
                      std::to_string(hwc[2]) + "] does not multiply to the input size " +
                      std::to_string(w.shape[1]));
  }
}

const char *layoutText(const ExpectedWeight &w, Convention c) {
  if (w.layout == "ohwi")
    return c == Convention::PyTorch ? "OIHW" : "OHWI";
  if (w.layout == "oi")
    return c == Convention::PyTorch ? "[out, in] in (c,h,w) order" : "[out, in] in (h,w,c) order";
  return "vector";
}

std::string describeShape(const ExpectedWeight &w, Convention c) {
  std::string text = shapeString(shapeIn(w, c)) + " (" + conventionName(c) + " " +
                     layoutText(w, c) + ")";
  return text;
}

} // namespace

const char *conventionName(Convention convention) {
  return convention == Convention::PyTorch ? "pytorch" : "netc";
}

Convention conventionOf(const SafetensorsFile &file) {
  auto it = file.metadata().find("layout");
  if (it == file.metadata().end() || it->second == "pytorch")
    return Convention::PyTorch;
  if (it->second == "netc")
    return Convention::Netc;
  throw DataError(file.path() + ": __metadata__ layout " + quotedName(it->second) +
                  " is neither 'pytorch' nor 'netc'");
}

std::string pytorchName(const ExpectedWeight &weight) {
  Parsed p = parseName(weight);
  return p.layer + "." + pytorchSuffix(p.role);
}

std::vector<std::string> acceptedNames(const ExpectedWeight &weight) {
  Parsed p = parseName(weight);
  std::vector<std::string> names = {weight.name, pytorchName(weight)};
  if (p.layer.find('/') != std::string::npos) {
    std::string dotted = p.layer;
    std::replace(dotted.begin(), dotted.end(), '/', '.');
    names.push_back(dotted + "." + p.role);
    names.push_back(dotted + "." + pytorchSuffix(p.role));
  }
  // "bias" is the same name in both conventions: list each name once.
  std::vector<std::string> unique;
  for (const std::string &name : names)
    if (std::find(unique.begin(), unique.end(), name) == unique.end())
      unique.push_back(name);
  return unique;
}

std::vector<int64_t> shapeIn(const ExpectedWeight &w, Convention convention) {
  if (convention == Convention::PyTorch && w.layout == "ohwi" && w.shape.size() == 4)
    return {w.shape[0], w.shape[3], w.shape[1], w.shape[2]};
  return w.shape;
}

std::vector<float> oihwToOhwi(const std::vector<float> &src, int64_t O, int64_t I, int64_t H,
                              int64_t W) {
  std::vector<float> dst(src.size());
  for (int64_t o = 0; o < O; ++o)
    for (int64_t i = 0; i < I; ++i)
      for (int64_t h = 0; h < H; ++h)
        for (int64_t w = 0; w < W; ++w)
          dst[((o * H + h) * W + w) * I + i] = src[((o * I + i) * H + h) * W + w];
  return dst;
}

std::vector<float> ohwiToOihw(const std::vector<float> &src, int64_t O, int64_t H, int64_t W,
                              int64_t I) {
  std::vector<float> dst(src.size());
  for (int64_t o = 0; o < O; ++o)
    for (int64_t i = 0; i < I; ++i)
      for (int64_t h = 0; h < H; ++h)
        for (int64_t w = 0; w < W; ++w)
          dst[((o * I + i) * H + h) * W + w] = src[((o * H + h) * W + w) * I + i];
  return dst;
}

std::vector<float> chwToHwcColumns(const std::vector<float> &src, int64_t out, int64_t H,
                                   int64_t W, int64_t C) {
  const int64_t K = H * W * C;
  std::vector<float> dst(src.size());
  for (int64_t o = 0; o < out; ++o)
    for (int64_t c = 0; c < C; ++c)
      for (int64_t h = 0; h < H; ++h)
        for (int64_t w = 0; w < W; ++w)
          dst[o * K + (h * W + w) * C + c] = src[o * K + (c * H + h) * W + w];
  return dst;
}

std::vector<float> hwcToChwColumns(const std::vector<float> &src, int64_t out, int64_t H,
                                   int64_t W, int64_t C) {
  const int64_t K = H * W * C;
  std::vector<float> dst(src.size());
  for (int64_t o = 0; o < out; ++o)
    for (int64_t c = 0; c < C; ++c)
      for (int64_t h = 0; h < H; ++h)
        for (int64_t w = 0; w < W; ++w)
          dst[o * K + (c * H + h) * W + w] = src[o * K + (h * W + w) * C + c];
  return dst;
}

BoundWeights bindWeights(const SafetensorsFile &file, const std::vector<ExpectedWeight> &expected) {
  return bindWeights(file, expected, conventionOf(file));
}

BoundWeights bindWeights(const SafetensorsFile &file, const std::vector<ExpectedWeight> &expected,
                         Convention convention) {
  // The network's side first: its own consistency, its layers and roles.
  std::map<std::string, std::vector<std::string>> rolesByLayer; // layer -> roles
  std::set<std::string> expectedNames;
  for (const ExpectedWeight &w : expected) {
    validateExpected(w);
    if (!expectedNames.insert(w.name).second)
      throw DataError("expected weight " + quotedName(w.name) + " is listed twice");
    Parsed p = parseName(w);
    rolesByLayer[p.layer].push_back(p.role);
  }
  for (const auto &[layer, roles] : rolesByLayer) {
    bool hasFilter = std::count(roles.begin(), roles.end(), "filter") > 0;
    bool hasGamma = std::count(roles.begin(), roles.end(), "gamma") > 0;
    bool hasBeta = std::count(roles.begin(), roles.end(), "beta") > 0;
    bool hasBias = std::count(roles.begin(), roles.end(), "bias") > 0;
    if ((hasFilter && hasGamma) || (hasBias && hasBeta))
      throw DataError("expected weights of layer " + quotedName(layer) +
                      " mix a convolution's and a batch norm's roles: their PyTorch names "
                      "would collide");
  }

  const Convention other = convention == Convention::PyTorch ? Convention::Netc
                                                             : Convention::PyTorch;
  std::vector<std::string> problems;
  std::set<std::string> used;
  BoundWeights bound;
  for (const ExpectedWeight &w : expected) {
    Parsed p = parseName(w);
    std::vector<std::string> names = acceptedNames(w);
    std::vector<const TensorInfo *> found;
    for (const std::string &name : names)
      if (const TensorInfo *t = file.find(name)) {
        found.push_back(t);
        used.insert(name);
      }
    const std::string what = "layer " + quotedName(p.layer) + " " + p.role;
    if (found.empty()) {
      std::string alternatives;
      for (size_t i = 1; i < names.size(); ++i)
        alternatives += (i > 1 ? ", " : "") + quotedName(names[i]);
      problems.push_back("missing tensor " + quotedName(names[0]) +
                         (alternatives.empty() ? "" : " (or " + alternatives + ")") + ": " + what + ", expected " + describeShape(w, convention));
      continue;
    }
    if (found.size() > 1) {
      std::string list;
      for (const TensorInfo *t : found)
        list += (list.empty() ? "" : " and ") + quotedName(t->name);
      problems.push_back("tensors " + list + " both hold " + what + ": keep one");
      continue;
    }
    const TensorInfo &t = *found[0];
    const std::string label = "tensor " + quotedName(t.name) + " (" + what + ")";
    if (!isFloatingDType(t.dtype)) {
      problems.push_back(label + ": dtype " + dtypeName(t.dtype) +
                         " is not a floating-point type (expected F32, F16, BF16 or F64)");
      continue;
    }
    const std::vector<int64_t> want = shapeIn(w, convention);
    if (t.shape != want) {
      std::string message = label + ": shape " + shapeString(t.shape) +
                            " does not match: expected " + describeShape(w, convention) +
                            " in the file's layout";
      if (w.layout != "c")
        message += ", i.e. " + describeShape(w, other);
      if (t.shape == shapeIn(w, other))
        message += std::string("; the tensor has the ") + conventionName(other) +
                   " shape: is the file's __metadata__ \"layout\" wrong?";
      problems.push_back(message);
      continue;
    }
    std::vector<float> values = file.toFloat(t);
    auto bad = std::find_if(values.begin(), values.end(), [](float v) { return !std::isfinite(v); });
    if (bad != values.end()) {
      problems.push_back(label + ": element " + std::to_string(bad - values.begin()) + " is " +
                         (std::isnan(*bad) ? "NaN" : "infinite"));
      continue;
    }
    if (convention == Convention::PyTorch) {
      if (w.layout == "ohwi")
        values = oihwToOhwi(values, w.shape[0], w.shape[3], w.shape[1], w.shape[2]);
      else if (w.layout == "oi" && w.flattenedFromHWC)
        values = chwToHwcColumns(values, w.shape[0], (*w.flattenedFromHWC)[0],
                                 (*w.flattenedFromHWC)[1], (*w.flattenedFromHWC)[2]);
    }
    bound[w.name] = std::move(values);
  }

  // Tensors nobody asked for.
  for (const TensorInfo &t : file.tensors()) {
    if (used.count(t.name))
      continue;
    size_t dot = t.name.rfind('.');
    std::string layer = dot == std::string::npos ? t.name : t.name.substr(0, dot);
    std::string slashed = layer;
    std::replace(slashed.begin(), slashed.end(), '.', '/');
    auto roles = rolesByLayer.find(layer);
    if (roles == rolesByLayer.end())
      roles = rolesByLayer.find(slashed);
    if (roles != rolesByLayer.end() && dot != std::string::npos &&
        t.name.substr(dot + 1) == "num_batches_tracked" &&
        std::count(roles->second.begin(), roles->second.end(), "mean"))
      continue; // PyTorch's batch-norm step counter
    if (roles == rolesByLayer.end()) {
      problems.push_back("unexpected tensor " + quotedName(t.name) + " " + dtypeName(t.dtype) + " " +
                         shapeString(t.shape) + ": the network has no layer " + quotedName(layer));
    } else {
      std::string list;
      for (const std::string &role : roles->second)
        list += (list.empty() ? "" : ", ") + roles->first + "." + role;
      problems.push_back("unexpected tensor " + quotedName(t.name) + " " + dtypeName(t.dtype) + " " +
                         shapeString(t.shape) + ": layer " + quotedName(roles->first) +
                         " has no such weight (it has " + list + ")");
    }
  }

  if (!problems.empty()) {
    std::string message = file.path() + ": the weights do not match the network (" +
                          std::to_string(problems.size()) +
                          (problems.size() == 1 ? " problem" : " problems") + ", file layout " +
                          conventionName(convention) + "):";
    for (const std::string &problem : problems)
      message += "\n  " + problem;
    throw DataError(message);
  }
  return bound;
}

std::vector<TensorToWrite> weightsForFile(const BoundWeights &weights,
                                          const std::vector<ExpectedWeight> &expected,
                                          Convention convention) {
  std::vector<TensorToWrite> out;
  for (const ExpectedWeight &w : expected) {
    validateExpected(w);
    auto it = weights.find(w.name);
    if (it == weights.end())
      throw DataError("weightsForFile: no values for " + quotedName(w.name));
    TensorToWrite t;
    t.dtype = DType::F32;
    t.shape = shapeIn(w, convention);
    t.values = it->second;
    int64_t n = 1;
    for (int64_t d : w.shape)
      n *= d;
    if (static_cast<int64_t>(t.values.size()) != n)
      throw DataError("weightsForFile: " + quotedName(w.name) + " has " +
                      std::to_string(t.values.size()) + " values, shape " +
                      shapeString(w.shape) + " needs " + std::to_string(n));
    if (convention == Convention::PyTorch) {
      t.name = pytorchName(w);
      if (w.layout == "ohwi")
        t.values = ohwiToOihw(t.values, w.shape[0], w.shape[1], w.shape[2], w.shape[3]);
      else if (w.layout == "oi" && w.flattenedFromHWC)
        t.values = hwcToChwColumns(t.values, w.shape[0], (*w.flattenedFromHWC)[0],
                                   (*w.flattenedFromHWC)[1], (*w.flattenedFromHWC)[2]);
    } else {
      t.name = w.name;
    }
    out.push_back(std::move(t));
  }
  return out;
}

} // namespace netc::data
