//===- CpuReference.cpp - A plan's forward pass on the CPU ----------------===//

#include "data/CpuReference.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace netc::data {

namespace {

using Shape = std::vector<int64_t>; // [h, w, c] or [features]

std::vector<int64_t> ints(const nlohmann::json &layer, const char *field, size_t size) {
  std::vector<int64_t> v = layer.at(field).get<std::vector<int64_t>>();
  if (v.size() != size)
    throw DataError(std::string("layer '") + layer.at("name").get<std::string>() + "': field '" +
                    field + "' has " + std::to_string(v.size()) + " values, expected " +
                    std::to_string(size));
  return v;
}

double activate(double x, const std::string &fn) {
  if (fn == "relu")
    return x > 0 ? x : 0;
  if (fn == "tanh")
    return std::tanh(x);
  if (fn == "sigmoid")
    return 1 / (1 + std::exp(-x));
  return x;
}

const std::vector<float> &weight(const BoundWeights &w, const std::string &name) {
  auto it = w.find(name);
  if (it == w.end())
    throw DataError("cpu reference: no bound weight '" + name + "'");
  return it->second;
}

Shape perImage(const nlohmann::json &shape) {
  std::vector<int64_t> s = shape.get<std::vector<int64_t>>();
  return Shape(s.begin() + 1, s.end());
}

} // namespace

std::vector<float> cpuForward(const nlohmann::json &plan, const BoundWeights &weights,
                              const std::vector<float> &input, int64_t images) {
  try {
    const nlohmann::json &layers = plan.at("layers");
    std::vector<float> result;
    int64_t inputSize = -1;
    for (int64_t n = 0; n < images; ++n) {
      std::map<std::string, std::vector<double>> out;
      std::map<std::string, Shape> shapes;
      std::string last;
      for (const nlohmann::json &layer : layers) {
        const std::string name = layer.at("name").get<std::string>();
        const std::string op = layer.at("op").get<std::string>();
        const std::string act = layer.value("activation", "none");
        if (op == "input") {
          Shape s = perImage(layer.at("output_shape"));
          int64_t size = 1;
          for (int64_t d : s)
            size *= d;
          inputSize = size;
          if (static_cast<int64_t>(input.size()) < images * size)
            throw DataError("cpu reference: " + std::to_string(input.size()) +
                            " input values for " + std::to_string(images) + " images of " +
                            std::to_string(size));
          out[name].assign(input.begin() + n * size, input.begin() + (n + 1) * size);
          shapes[name] = s;
          last = name;
          continue;
        }
        const std::string from = layer.at("inputs").at(0).get<std::string>();
        const std::vector<double> &x = out.at(from);
        const Shape xs = shapes.at(from);
        const Shape ys = perImage(layer.at("output_shape"));
        std::vector<double> y;
        if (op == "conv2d") {
          std::vector<int64_t> f = ints(layer, "filter", 4), st = ints(layer, "strides", 2),
                               pad = ints(layer, "pad", 4);
          // Plans write "dilation" only for dilated convolutions.
          const std::vector<int64_t> dil =
              layer.contains("dilation") ? ints(layer, "dilation", 2) : std::vector<int64_t>{1, 1};
          const int64_t kh = f[0], kw = f[1], ci = xs[2], co = f[3];
          const int64_t H = xs[0], W = xs[1], OH = ys[0], OW = ys[1];
          const std::vector<float> &k = weight(weights, name + ".filter"); // [co, kh, kw, ci]
          const std::vector<float> *b =
              layer.value("bias", true) ? &weight(weights, name + ".bias") : nullptr;
          y.assign(OH * OW * co, 0);
          for (int64_t oh = 0; oh < OH; ++oh)
            for (int64_t ow = 0; ow < OW; ++ow)
              for (int64_t o = 0; o < co; ++o) {
                double acc = b ? (*b)[o] : 0;
                for (int64_t r = 0; r < kh; ++r) {
                  int64_t ih = oh * st[0] - pad[0] + r * dil[0];
                  if (ih < 0 || ih >= H)
                    continue;
                  for (int64_t s = 0; s < kw; ++s) {
                    int64_t iw = ow * st[1] - pad[2] + s * dil[1];
                    if (iw < 0 || iw >= W)
                      continue;
                    const double *px = &x[(ih * W + iw) * ci];
                    const float *pk = &k[((o * kh + r) * kw + s) * ci];
                    for (int64_t c = 0; c < ci; ++c)
                      acc += px[c] * pk[c];
                  }
                }
                y[(oh * OW + ow) * co + o] = activate(acc, act);
              }
        } else if (op == "max_pool" || op == "avg_pool") {
          std::vector<int64_t> kz = ints(layer, "ksize", 2), st = ints(layer, "strides", 2),
                               pad = ints(layer, "pad", 4);
          const int64_t H = xs[0], W = xs[1], C = xs[2], OH = ys[0], OW = ys[1];
          y.assign(OH * OW * C, 0);
          for (int64_t oh = 0; oh < OH; ++oh)
            for (int64_t ow = 0; ow < OW; ++ow)
              for (int64_t c = 0; c < C; ++c) {
                double best = -std::numeric_limits<double>::infinity(), sum = 0;
                int64_t count = 0;
                for (int64_t r = 0; r < kz[0]; ++r)
                  for (int64_t s = 0; s < kz[1]; ++s) {
                    int64_t ih = oh * st[0] - pad[0] + r, iw = ow * st[1] - pad[2] + s;
                    if (ih < 0 || ih >= H || iw < 0 || iw >= W)
                      continue;
                    double v = x[(ih * W + iw) * C + c];
                    best = std::max(best, v);
                    sum += v;
                    ++count;
                  }
                y[(oh * OW + ow) * C + c] = op == "max_pool" ? best : sum / std::max<int64_t>(count, 1);
              }
        } else if (op == "inner_product") {
          const int64_t outs = layer.at("num_outputs").get<int64_t>();
          const int64_t in = static_cast<int64_t>(x.size());
          const std::vector<float> &k = weight(weights, name + ".filter"); // [out, in] (h,w,c)
          const std::vector<float> *b =
              layer.value("bias", true) ? &weight(weights, name + ".bias") : nullptr;
          if (static_cast<int64_t>(k.size()) != outs * in)
            throw DataError("cpu reference: layer '" + name + "': weight size mismatch");
          y.assign(outs, 0);
          for (int64_t o = 0; o < outs; ++o) {
            double acc = b ? (*b)[o] : 0;
            for (int64_t i = 0; i < in; ++i)
              acc += x[i] * k[o * in + i];
            y[o] = activate(acc, act);
          }
        } else if (op == "softmax" || op == "dropout" || op == "reshape") {
          y = x; // logits are kept: argmax is the same
        } else {
          throw DataError("cpu reference: layer '" + name + "': op '" + op + "' not supported");
        }
        out[name] = std::move(y);
        shapes[name] = ys;
        last = name;
      }
      for (double v : out[last])
        result.push_back(static_cast<float>(v));
    }
    (void)inputSize;
    return result;
  } catch (const nlohmann::json::exception &e) {
    throw DataError(std::string("cpu reference: malformed plan: ") + e.what());
  }
}

} // namespace netc::data
