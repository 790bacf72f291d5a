// runner: checks and times netc's generated convolution kernels against
// cuDNN on the GPU at hand, layer by layer.
//
//   runner DIR [--min-sample-ms 1] [--samples 7] [--only REGEX-free substring]
//
// DIR holds what bench/kernels/build.sh made: kernels_<i>.cubin,
// bench_util.cubin and manifest.tsv. For every problem of the manifest (one
// layer shape in one precision) the runner
//   1. fills x, w, bias with uniform random values (a hash of the index, so
//      every run sees the same data) and poisons y with NaN;
//   2. asks cuDNN (cudnnFindConvolutionForwardAlgorithmEx, every algorithm,
//      fp32: CUDNN_FMA_MATH i.e. TF32 off; bf16/fp16: CUDNN_TENSOR_OP_MATH)
//      for its fastest algorithm, and computes the reference with
//      IMPLICIT_GEMM (the most exact) + bias (cudnnAddTensor) + activation;
//   3. runs each netc kernel for the problem once on the poisoned y and
//      reports the relative L2 error and the count of non-finite outputs;
//   4. times cuDNN's convolution (without bias/activation: netc's epilogue is
//      fused, so the ratio is conservative) and each netc kernel the same way:
//      warm-up, then `samples` samples of back-to-back launches lasting at
//      least min-sample-ms each, median; inputs and outputs rotate over
//      several buffers when they would fit in L2.
// Prints one line per (layer, kernel) and, per net and precision, the
// geometric mean of cuDNN time / netc time over the conv layers, for the
// heuristic's pick and for the best netc candidate measured.
#include <cuda.h>
#include <cudnn.h>

#include "CudnnNames.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

void checkCu(CUresult r, const char *what, int line) {
  if (r != CUDA_SUCCESS) {
    const char *msg = nullptr;
    cuGetErrorString(r, &msg);
    std::fprintf(stderr, "runner: line %d: %s: %s\n", line, what, msg ? msg : "?");
    std::exit(1);
  }
}
void checkDnn(cudnnStatus_t s, const char *what, int line) {
  if (s != CUDNN_STATUS_SUCCESS) {
    std::fprintf(stderr, "runner: line %d: %s: %s\n", line, what, cudnnGetErrorString(s));
    std::exit(1);
  }
}
#define CU(x) checkCu((x), #x, __LINE__)
#define DNN(x) checkDnn((x), #x, __LINE__)

struct Entry {
  std::string kernel, net, layer, precision, variant, tile;
  int64_t gx, gy, gz, threads, shared, paddedMacs;
  int64_t n, h, w, c, k, r, s, sh, sw, pt, pl, p, q;
  std::string act;
  int bias, heuristic;
  CUfunction fn = nullptr;
};

struct Result {
  const Entry *e;
  double ms = 0, cudnnMs = 0, relL2 = 0, maxAbs = 0;
  int64_t nonFinite = 0;
  std::string cudnnAlgo;
};

std::string problemKey(const Entry &e) {
  std::ostringstream o;
  o << e.precision << " " << e.n << " " << e.h << " " << e.w << " " << e.c << " " << e.k << " "
    << e.r << " " << e.s << " " << e.sh << " " << e.sw << " " << e.pt << " " << e.pl << " " << e.p
    << " " << e.q << " " << e.act << " " << e.bias;
  return o.str();
}

std::vector<char> readBinary(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) { std::fprintf(stderr, "runner: cannot read %s\n", path.c_str()); std::exit(1); }
  return std::vector<char>((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

struct Timer {
  CUevent a, b;
  Timer() { CU(cuEventCreate(&a, CU_EVENT_DEFAULT)); CU(cuEventCreate(&b, CU_EVENT_DEFAULT)); }
  /// Median over `samples` samples of the per-launch time of `launch(i)`.
  template <class F> double time(F launch, int samples, double minSampleMs) {
    launch(0);
    launch(1);
    CU(cuCtxSynchronize());
    // Size a sample: enough launches to last minSampleMs.
    CU(cuEventRecord(a, nullptr));
    launch(2);
    CU(cuEventRecord(b, nullptr));
    CU(cuEventSynchronize(b));
    float once = 0;
    CU(cuEventElapsedTime(&once, a, b));
    int inner = std::max(1, std::min(1000, int(std::ceil(minSampleMs / std::max(1e-4f, once)))));
    std::vector<double> t;
    int idx = 3;
    for (int s = 0; s < samples; ++s) {
      CU(cuEventRecord(a, nullptr));
      for (int i = 0; i < inner; ++i)
        launch(idx++);
      CU(cuEventRecord(b, nullptr));
      CU(cuEventSynchronize(b));
      float ms = 0;
      CU(cuEventElapsedTime(&ms, a, b));
      t.push_back(double(ms) / inner);
    }
    return median(t);
  }
};

// ---- Memory-bound families: CPU reference in double ------------------------

uint16_t floatToBf16(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  if ((u & 0x7fffffffu) > 0x7f800000u) return 0x7fc0;
  u += 0x7fffu + ((u >> 16) & 1u);
  return uint16_t(u >> 16);
}
float bf16ToFloat(uint16_t h) {
  uint32_t u = uint32_t(h) << 16;
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
uint16_t floatToHalf(float f) { // round to nearest even; finite inputs of normal range
  uint32_t u;
  std::memcpy(&u, &f, 4);
  uint32_t sign = (u >> 16) & 0x8000u;
  int exp = int((u >> 23) & 0xff) - 127 + 15;
  uint32_t mant = u & 0x7fffffu;
  if (exp <= 0) { // subnormal half
    if (exp < -10) return uint16_t(sign);
    mant |= 0x800000u;
    int shift = 14 - exp;
    uint32_t h = mant >> shift, rem = mant & ((1u << shift) - 1), half = 1u << (shift - 1);
    if (rem > half || (rem == half && (h & 1))) ++h;
    return uint16_t(sign | h);
  }
  if (exp >= 31) return uint16_t(sign | 0x7c00u);
  uint32_t h = (uint32_t(exp) << 10) | (mant >> 13), rem = mant & 0x1fffu;
  if (rem > 0x1000u || (rem == 0x1000u && (h & 1))) ++h;
  return uint16_t(sign | h);
}
float halfToFloat(uint16_t h) {
  uint32_t sign = uint32_t(h & 0x8000u) << 16, exp = (h >> 10) & 0x1f, mant = h & 0x3ffu;
  float f;
  if (exp == 0) f = std::ldexp(float(mant), -24);
  else if (exp == 31) f = mant ? NAN : INFINITY;
  else f = std::ldexp(float(mant | 0x400u), int(exp) - 25);
  return sign ? -f : f;
}

struct HostTensor {
  std::string prec;
  std::vector<float> v; // values as the device sees them (rounded to prec)
  std::vector<char> bytes() const {
    size_t elem = prec == "fp32" ? 4 : 2;
    std::vector<char> b(v.size() * elem);
    for (size_t i = 0; i < v.size(); ++i) {
      if (elem == 4) std::memcpy(&b[i * 4], &v[i], 4);
      else {
        uint16_t h = prec == "bf16" ? floatToBf16(v[i]) : floatToHalf(v[i]);
        std::memcpy(&b[i * 2], &h, 2);
      }
    }
    return b;
  }
};
float roundTo(const std::string &prec, float f) {
  if (prec == "bf16") return bf16ToFloat(floatToBf16(f));
  if (prec == "fp16") return halfToFloat(floatToHalf(f));
  return f;
}
HostTensor randomTensor(const std::string &prec, size_t n, unsigned seed, float lo, float hi) {
  HostTensor t{prec, std::vector<float>(n)};
  uint64_t z = seed * 0x9E3779B97F4A7C15ull + 1;
  for (size_t i = 0; i < n; ++i) {
    z = z * 6364136223846793005ull + 1442695040888963407ull;
    float u = float((z >> 40) & 0xffffff) / 16777216.f;
    t.v[i] = roundTo(prec, lo + (hi - lo) * u);
  }
  return t;
}

double activateHost(int act, double v) {
  if (act == 1) return v > 0 ? v : 0;
  if (act == 2) return std::tanh(v);
  if (act == 3) return 1 / (1 + std::exp(-v));
  return v;
}

/// Runs every kernel of misc.tsv once against a double-precision CPU
/// reference: the outputs' relative L2 error, non-finite outputs, and the
/// gap channels of pitched outputs (which must keep their poison).
int checkMisc(const std::string &dir) {
  std::ifstream in(dir + "/misc.tsv");
  if (!in) { std::printf("misc: no misc.tsv\n"); return 0; }
  std::vector<char> image = readBinary(dir + "/misc.cubin");
  CUmodule mod;
  CU(cuModuleLoadData(&mod, image.data()));
  int failures = 0;
  std::string line;
  std::printf("\n%-12s %-12s %-5s %9s %6s %6s %s\n", "misc kernel", "family", "prec", "relL2",
              "nonfin", "gaps", "verdict");
  while (std::getline(in, line)) {
    std::istringstream ls(line);
    std::string name, family, prec;
    int64_t threads, gx, n, h, w, c, xp, oh, ow, oc, yp, bp, kh, kw, sh, sw, ph, pw, op, act, size;
    double alpha, beta, kk, eps;
    ls >> name >> family >> prec >> threads >> gx >> n >> h >> w >> c >> xp >> oh >> ow >> oc >>
        yp >> bp >> kh >> kw >> sh >> sw >> ph >> pw >> op >> act >> size >> alpha >> beta >> kk >> eps;
    if (!ls) { std::printf("misc: bad line %s\n", line.c_str()); return 1; }
    CUfunction fn;
    CU(cuModuleGetFunction(&fn, mod, name.c_str()));
    const size_t elem = prec == "fp32" ? 4 : 2;
    const size_t xPixels = size_t(n * h * w), yPixels = size_t(n * oh * ow);
    HostTensor x = randomTensor(prec, xPixels * xp, 11, -2.f, 2.f);
    HostTensor b = randomTensor(prec, xPixels * std::max<int64_t>(bp, 1), 12, -2.f, 2.f);
    std::vector<HostTensor> params;
    if (family == "batch_norm") {
      params.push_back(randomTensor(prec, c, 21, 0.5f, 1.5f));  // gamma
      params.push_back(randomTensor(prec, c, 22, -0.5f, 0.5f)); // beta
      params.push_back(randomTensor(prec, c, 23, -0.5f, 0.5f)); // mean
      params.push_back(randomTensor(prec, c, 24, 0.2f, 2.0f));  // var
    }
    std::vector<double> ref(yPixels * oc);
    auto X = [&](int64_t ni, int64_t hi, int64_t wi, int64_t ci) {
      return double(x.v[((ni * h + hi) * w + wi) * xp + ci]);
    };
    for (int64_t ni = 0; ni < n; ++ni)
      for (int64_t p = 0; p < oh; ++p)
        for (int64_t q = 0; q < ow; ++q)
          for (int64_t ci = 0; ci < oc; ++ci) {
            double r = 0;
            const size_t pix = size_t((ni * oh + p) * ow + q);
            if (family == "max_pool" || family == "avg_pool") {
              double acc = family == "max_pool" ? -INFINITY : 0;
              for (int64_t i = 0; i < kh; ++i)
                for (int64_t j = 0; j < kw; ++j) {
                  int64_t hi = p * sh - ph + i, wi = q * sw - pw + j;
                  if (hi < 0 || hi >= h || wi < 0 || wi >= w) continue;
                  acc = family == "max_pool" ? std::max(acc, X(ni, hi, wi, ci)) : acc + X(ni, hi, wi, ci);
                }
              r = family == "max_pool" ? acc : acc / double(kh * kw);
            } else if (family == "lrn") {
              int64_t behind = (size - 1) / 2, ahead = size - 1 - behind;
              double sum = 0;
              for (int64_t j = ci - behind; j <= ci + ahead; ++j)
                if (j >= 0 && j < c) sum += X(ni, p, q, j) * X(ni, p, q, j);
              r = X(ni, p, q, ci) / std::pow(kk + alpha / double(size) * sum, beta);
            } else if (family == "softmax") {
              double mx = -INFINITY, sum = 0;
              for (int64_t j = 0; j < c; ++j) mx = std::max(mx, X(ni, p, q, j));
              for (int64_t j = 0; j < c; ++j) sum += std::exp(X(ni, p, q, j) - mx);
              r = std::exp(X(ni, p, q, ci) - mx) / sum;
            } else if (family == "elementwise") {
              double a = X(ni, p, q, ci), bv = op == 3 ? 0 : double(b.v[pix * bp + ci]);
              double v = op == 0 ? a + bv : op == 1 ? a * bv : op == 2 ? std::max(a, bv) : a;
              r = activateHost(int(act), v);
            } else if (family == "batch_norm") {
              double g = params[0].v[ci], be = params[1].v[ci], mu = params[2].v[ci], var = params[3].v[ci];
              r = activateHost(int(act), g * (X(ni, p, q, ci) - mu) / std::sqrt(var + eps) + be);
            }
            ref[pix * oc + ci] = r;
          }
    // Device buffers.
    auto upload = [&](const HostTensor &t) {
      std::vector<char> bytes = t.bytes();
      CUdeviceptr d;
      CU(cuMemAlloc(&d, std::max<size_t>(bytes.size(), 16)));
      CU(cuMemcpyHtoD(d, bytes.data(), bytes.size()));
      return d;
    };
    CUdeviceptr dx = upload(x), db = upload(b), dy;
    std::vector<CUdeviceptr> dp;
    for (const HostTensor &t : params) dp.push_back(upload(t));
    CU(cuMemAlloc(&dy, yPixels * yp * elem));
    if (elem == 4) CU(cuMemsetD32(dy, 0xffffffffu, yPixels * yp));
    else CU(cuMemsetD16(dy, 0xffff, yPixels * yp));
    std::vector<void *> args;
    if (family == "elementwise") args = {&dx, &db, &dy};
    else if (family == "batch_norm") args = {&dx, &dp[0], &dp[1], &dp[2], &dp[3], &dy};
    else args = {&dx, &dy};
    CU(cuLaunchKernel(fn, gx, 1, 1, threads, 1, 1, 0, nullptr, args.data(), nullptr));
    CU(cuCtxSynchronize());
    std::vector<char> out(yPixels * yp * elem);
    CU(cuMemcpyDtoH(out.data(), dy, out.size()));
    double d2 = 0, r2 = 0;
    int64_t nonFinite = 0, gapsWritten = 0;
    for (size_t pix = 0; pix < yPixels; ++pix)
      for (int64_t ci = 0; ci < yp; ++ci) {
        size_t i = pix * yp + ci;
        float v;
        bool poison;
        if (elem == 4) { std::memcpy(&v, &out[i * 4], 4); uint32_t u; std::memcpy(&u, &v, 4); poison = u == 0xffffffffu; }
        else { uint16_t hbits; std::memcpy(&hbits, &out[i * 2], 2); poison = hbits == 0xffff;
               v = prec == "bf16" ? bf16ToFloat(hbits) : halfToFloat(hbits); }
        if (ci >= oc) { gapsWritten += !poison; continue; }
        if (!std::isfinite(v)) { ++nonFinite; continue; }
        double d = double(v) - ref[pix * oc + ci];
        d2 += d * d;
        r2 += ref[pix * oc + ci] * ref[pix * oc + ci];
      }
    double rel = std::sqrt(d2 / std::max(r2, 1e-300));
    double bound = prec == "fp32" ? 1e-5 : prec == "bf16" ? 1e-2 : 2e-3;
    bool ok = rel <= bound && nonFinite == 0 && gapsWritten == 0;
    failures += !ok;
    std::printf("%-12s %-12s %-5s %9.2e %6ld %6ld %s\n", name.c_str(), family.c_str(), prec.c_str(),
                rel, long(nonFinite), long(gapsWritten), ok ? "ok" : "FAILED");
    CU(cuMemFree(dx)); CU(cuMemFree(db)); CU(cuMemFree(dy));
    for (CUdeviceptr d : dp) CU(cuMemFree(d));
  }
  std::printf("misc: %d failed\n", failures);
  return failures;
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 2) { std::fprintf(stderr, "usage: runner DIR [--samples N] [--min-sample-ms MS] [--only S]\n"); return 2; }
  std::string dir = argv[1], only;
  int samples = 7;
  double minSampleMs = 1.0;
  for (int i = 2; i + 1 < argc; i += 2) {
    std::string f = argv[i];
    if (f == "--samples") samples = std::atoi(argv[i + 1]);
    else if (f == "--min-sample-ms") minSampleMs = std::atof(argv[i + 1]);
    else if (f == "--only") only = argv[i + 1];
  }

  CU(cuInit(0));
  CUdevice dev;
  CU(cuDeviceGet(&dev, 0));
  CUcontext ctx;
  CU(cuDevicePrimaryCtxRetain(&ctx, dev));
  CU(cuCtxSetCurrent(ctx));
  char devName[256];
  CU(cuDeviceGetName(devName, sizeof devName, dev));
  int smCount = 0, l2 = 0;
  CU(cuDeviceGetAttribute(&smCount, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev));
  CU(cuDeviceGetAttribute(&l2, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, dev));
  std::printf("runner: %s, %d SMs, L2 %d MB, cuDNN %zu\n", devName, smCount, l2 >> 20,
              cudnnGetVersion());

  // Modules.
  std::vector<CUmodule> modules;
  for (int i = 0;; ++i) {
    std::ifstream probe(dir + "/kernels_" + std::to_string(i) + ".cubin");
    if (!probe) break;
    std::vector<char> image = readBinary(dir + "/kernels_" + std::to_string(i) + ".cubin");
    CUmodule m;
    CU(cuModuleLoadData(&m, image.data()));
    modules.push_back(m);
  }
  const int miscFailures = checkMisc(dir);
  std::vector<char> utilImage = readBinary(dir + "/bench_util.cubin");
  CUmodule util;
  CU(cuModuleLoadData(&util, utilImage.data()));

  // Manifest.
  std::vector<Entry> entries;
  {
    std::ifstream in(dir + "/manifest.tsv");
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty() || line[0] == '#') continue;
      std::istringstream ls(line);
      Entry e;
      ls >> e.kernel >> e.net >> e.layer >> e.precision >> e.variant >> e.tile >> e.gx >> e.gy >>
          e.gz >> e.threads >> e.shared >> e.paddedMacs >> e.n >> e.h >> e.w >> e.c >> e.k >>
          e.r >> e.s >> e.sh >> e.sw >> e.pt >> e.pl >> e.p >> e.q >> e.act >> e.bias >> e.heuristic;
      if (!ls) { std::fprintf(stderr, "runner: bad manifest line %s\n", line.c_str()); return 1; }
      if (!only.empty() && (e.net + "/" + e.layer + "/" + e.precision).find(only) == std::string::npos)
        continue;
      for (CUmodule m : modules)
        if (cuModuleGetFunction(&e.fn, m, e.kernel.c_str()) == CUDA_SUCCESS) break;
      if (!e.fn) { std::fprintf(stderr, "runner: kernel %s not in any cubin\n", e.kernel.c_str()); return 1; }
      if (e.shared > 48 * 1024)
        CU(cuFuncSetAttribute(e.fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, int(e.shared)));
      entries.push_back(e);
    }
  }
  // Problems in manifest order.
  std::vector<std::string> order;
  std::map<std::string, std::vector<const Entry *>> byProblem;
  for (const Entry &e : entries) {
    std::string key = problemKey(e);
    if (!byProblem.count(key)) order.push_back(key);
    byProblem[key].push_back(&e);
  }

  cudnnHandle_t dnn;
  DNN(cudnnCreate(&dnn));
  size_t workspaceBytes = size_t(2) << 30;
  CUdeviceptr workspace;
  CU(cuMemAlloc(&workspace, workspaceBytes));
  CUdeviceptr stats;
  CU(cuMemAlloc(&stats, 4 * sizeof(double)));

  std::vector<Result> results;
  std::printf("%-10s %-28s %-5s %-20s %-12s %9s %9s %6s %9s %6s %s\n", "net", "layer", "prec",
              "variant", "tile", "netc_ms", "cudnn_ms", "ratio", "relL2", "nonfin", "cudnn_algo");
  for (const std::string &key : order) {
    const std::vector<const Entry *> &group = byProblem[key];
    const Entry &e = *group.front();
    const bool f32 = e.precision == "fp32" || e.precision == "tf32";
    const bool bf = e.precision == "bf16";
    const size_t elem = f32 ? 4 : 2;
    const std::string suffix = f32 ? "f32" : bf ? "bf16" : "f16";
    CUfunction fillFn, cmpFn;
    CU(cuModuleGetFunction(&fillFn, util, ("bench_fill_" + suffix).c_str()));
    CU(cuModuleGetFunction(&cmpFn, util, ("bench_compare_" + suffix).c_str()));
    auto fill = [&](CUdeviceptr p, unsigned long long n, unsigned long long seed, float lo, float hi) {
      void *args[] = {&p, &n, &seed, &lo, &hi};
      CU(cuLaunchKernel(fillFn, 1024, 1, 1, 256, 1, 1, 0, nullptr, args, nullptr));
    };
    const unsigned long long xN = e.n * e.h * e.w * e.c, wN = e.k * e.r * e.s * e.c,
                             yN = e.n * e.p * e.q * e.k;
    // Rotate over buffer sets while one set would sit in L2.
    const size_t setBytes = (xN + yN) * elem;
    const int sets = int(std::min<size_t>(8, std::max<size_t>(1, (size_t(4) * l2) / setBytes + 1)));
    std::vector<CUdeviceptr> xs(sets), ys(sets);
    CUdeviceptr wB, bB, yRef;
    for (int i = 0; i < sets; ++i) {
      CU(cuMemAlloc(&xs[i], xN * elem));
      CU(cuMemAlloc(&ys[i], yN * elem));
      fill(xs[i], xN, 1000 + i, -1.f, 1.f);
    }
    CU(cuMemAlloc(&wB, wN * elem));
    CU(cuMemAlloc(&bB, e.k * elem));
    CU(cuMemAlloc(&yRef, yN * elem));
    const float wScale = 1.f / std::sqrt(float(e.r * e.s * e.c));
    fill(wB, wN, 7, -wScale, wScale);
    fill(bB, e.k, 8, -0.5f, 0.5f);

    // cuDNN descriptors (NHWC; symmetric padding = our top/left padding,
    // which gives our P and Q for every layer of the nets).
    cudnnDataType_t dt = f32 ? CUDNN_DATA_FLOAT : bf ? CUDNN_DATA_BFLOAT16 : CUDNN_DATA_HALF;
    cudnnTensorDescriptor_t xd, yd, bd;
    cudnnFilterDescriptor_t wd;
    cudnnConvolutionDescriptor_t cd;
    DNN(cudnnCreateTensorDescriptor(&xd));
    DNN(cudnnCreateTensorDescriptor(&yd));
    DNN(cudnnCreateTensorDescriptor(&bd));
    DNN(cudnnCreateFilterDescriptor(&wd));
    DNN(cudnnCreateConvolutionDescriptor(&cd));
    DNN(cudnnSetTensor4dDescriptor(xd, CUDNN_TENSOR_NHWC, dt, e.n, e.c, e.h, e.w));
    DNN(cudnnSetTensor4dDescriptor(yd, CUDNN_TENSOR_NHWC, dt, e.n, e.k, e.p, e.q));
    DNN(cudnnSetTensor4dDescriptor(bd, CUDNN_TENSOR_NHWC, dt, 1, e.k, 1, 1));
    DNN(cudnnSetFilter4dDescriptor(wd, dt, CUDNN_TENSOR_NHWC, e.k, e.c, e.r, e.s));
    DNN(cudnnSetConvolution2dDescriptor(cd, e.pt, e.pl, e.sh, e.sw, 1, 1, CUDNN_CROSS_CORRELATION,
                                        CUDNN_DATA_FLOAT));
    DNN(cudnnSetConvolutionMathType(cd, f32 ? CUDNN_FMA_MATH : CUDNN_TENSOR_OP_MATH));
    int on = 0, oc = 0, oh = 0, ow = 0;
    DNN(cudnnGetConvolution2dForwardOutputDim(cd, xd, wd, &on, &oc, &oh, &ow));
    if (oh != e.p || ow != e.q) {
      std::fprintf(stderr, "runner: %s/%s: cuDNN gives %dx%d, netc %ldx%ld\n", e.net.c_str(),
                   e.layer.c_str(), oh, ow, long(e.p), long(e.q));
      return 1;
    }
    const float one = 1.f, zero = 0.f;
    cudnnConvolutionFwdAlgoPerf_t perf[16];
    int found = 0;
    DNN(cudnnFindConvolutionForwardAlgorithmEx(dnn, xd, (void *)xs[0], wd, (void *)wB, cd, yd,
                                               (void *)yRef, 16, &found, perf, (void *)workspace,
                                               workspaceBytes));
    int best = -1;
    for (int i = 0; i < found; ++i)
      if (perf[i].status == CUDNN_STATUS_SUCCESS && perf[i].memory <= workspaceBytes &&
          (f32 ? perf[i].mathType != CUDNN_TENSOR_OP_MATH : true)) { best = i; break; }
    if (best < 0) { std::fprintf(stderr, "runner: cuDNN found no algorithm for %s\n", key.c_str()); return 1; }
    const cudnnConvolutionFwdAlgo_t algo = perf[best].algo;
    DNN(cudnnSetConvolutionMathType(cd, perf[best].mathType));
    double cudnnMs = Timer().time(
        [&](int i) {
          DNN(cudnnConvolutionForward(dnn, &one, xd, (void *)xs[i % sets], wd, (void *)wB, cd,
                                      algo, (void *)workspace, workspaceBytes, &zero, yd,
                                      (void *)ys[i % sets]));
        },
        samples, minSampleMs);
    // Reference: implicit GEMM (exact fp32 FMAs), then bias and activation.
    DNN(cudnnSetConvolutionMathType(cd, f32 ? CUDNN_FMA_MATH : CUDNN_DEFAULT_MATH));
    DNN(cudnnConvolutionForward(dnn, &one, xd, (void *)xs[0], wd, (void *)wB, cd,
                                CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM, (void *)workspace,
                                workspaceBytes, &zero, yd, (void *)yRef));
    if (e.bias)
      DNN(cudnnAddTensor(dnn, &one, bd, (void *)bB, &one, yd, (void *)yRef));
    if (e.act != "none") {
      cudnnActivationDescriptor_t ad;
      DNN(cudnnCreateActivationDescriptor(&ad));
      cudnnActivationMode_t mode = e.act == "relu"   ? CUDNN_ACTIVATION_RELU
                                   : e.act == "tanh" ? CUDNN_ACTIVATION_TANH
                                                     : CUDNN_ACTIVATION_SIGMOID;
      DNN(cudnnSetActivationDescriptor(ad, mode, CUDNN_NOT_PROPAGATE_NAN, 0.0));
      DNN(cudnnActivationForward(dnn, ad, &one, yd, (void *)yRef, &zero, yd, (void *)yRef));
      DNN(cudnnDestroyActivationDescriptor(ad));
    }
    CU(cuCtxSynchronize());

    for (const Entry *k : group) {
      Result res;
      res.e = k;
      res.cudnnMs = cudnnMs;
      res.cudnnAlgo = netc::runtime::forwardAlgorithmName(algo);
      auto launch = [&](int i) {
        CUdeviceptr xp = xs[i % sets], yp = ys[i % sets];
        CUdeviceptr bp = k->bias ? bB : 0;
        void *args[] = {&xp, &wB, &bp, &yp};
        CU(cuLaunchKernel(k->fn, k->gx, k->gy, k->gz, k->threads, 1, 1, k->shared, nullptr, args,
                          nullptr));
      };
      // NaN poison: every output must be written.
      if (f32) CU(cuMemsetD32(ys[0], 0xffffffffu, yN));
      else CU(cuMemsetD16(ys[0], 0xffff, yN));
      launch(0);
      CU(cuCtxSynchronize());
      CU(cuMemsetD32(stats, 0, 8));
      {
        CUdeviceptr a = ys[0], r = yRef;
        unsigned long long n = yN;
        void *args[] = {&a, &r, &n, &stats};
        CU(cuLaunchKernel(cmpFn, 1024, 1, 1, 256, 1, 1, 0, nullptr, args, nullptr));
      }
      double st[4];
      CU(cuMemcpyDtoH(st, stats, sizeof st));
      res.relL2 = std::sqrt(st[0] / std::max(st[1], 1e-300));
      res.nonFinite = int64_t(st[2]);
      res.maxAbs = st[3];
      res.ms = Timer().time(launch, samples, minSampleMs);
      results.push_back(res);
      std::printf("%-10s %-28s %-5s %-20s %-12s %9.4f %9.4f %6.3f %9.2e %6ld %s%s\n",
                  k->net.c_str(), k->layer.c_str(), k->precision.c_str(), k->variant.c_str(),
                  k->tile.c_str(), res.ms, cudnnMs, cudnnMs / res.ms, res.relL2,
                  long(res.nonFinite), res.cudnnAlgo.c_str(), k->heuristic ? " *" : "");
      std::fflush(stdout);
    }
    for (int i = 0; i < sets; ++i) { CU(cuMemFree(xs[i])); CU(cuMemFree(ys[i])); }
    CU(cuMemFree(wB)); CU(cuMemFree(bB)); CU(cuMemFree(yRef));
    cudnnDestroyTensorDescriptor(xd); cudnnDestroyTensorDescriptor(yd);
    cudnnDestroyTensorDescriptor(bd); cudnnDestroyFilterDescriptor(wd);
    cudnnDestroyConvolutionDescriptor(cd);
  }

  // Per layer (as the nets list them, duplicates included): the heuristic's
  // pick and the best candidate; geometric means per net and precision.
  struct Acc { double logPick = 0, logBest = 0; int n = 0; double worstErr = 0; int64_t nonFinite = 0; };
  std::map<std::string, Acc> acc;
  std::map<std::string, std::pair<double, double>> perLayer; // net|layer|prec -> (pick, best)
  for (const Result &r : results) {
    std::string key = r.e->net + "|" + r.e->layer + "|" + r.e->precision;
    auto &pl = perLayer[key];
    double ratio = r.cudnnMs / r.ms;
    if (r.e->heuristic) pl.first = ratio;
    pl.second = std::max(pl.second, ratio);
    Acc &a = acc[r.e->net + " " + r.e->precision];
    a.worstErr = std::max(a.worstErr, r.relL2);
    a.nonFinite += r.nonFinite;
  }
  for (auto &[key, v] : perLayer) {
    std::string net = key.substr(0, key.find('|'));
    std::string prec = key.substr(key.rfind('|') + 1);
    Acc &a = acc[net + " " + prec];
    a.logPick += std::log(v.first > 0 ? v.first : v.second);
    a.logBest += std::log(v.second);
    a.n += 1;
  }
  std::printf("\nsummary: geometric mean over conv layers of cuDNN time / netc time\n");
  std::printf("%-16s %6s %10s %10s %10s %8s\n", "net prec", "layers", "heuristic", "best", "worst_relL2", "nonfin");
  for (auto &[key, a] : acc)
    std::printf("%-16s %6d %10.3f %10.3f %10.2e %8ld\n", key.c_str(), a.n, std::exp(a.logPick / a.n),
                std::exp(a.logBest / a.n), a.worstErr, long(a.nonFinite));
  std::printf("misc families: %d failed\n", miscFailures);
  return miscFailures ? 1 : 0;
}
