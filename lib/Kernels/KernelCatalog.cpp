//===- KernelCatalog.cpp - netc's CUDA kernels as the emitter sees them ---===//
//
// The launch formulas here mirror the templates in kernels/netc_kernels.cuh
// one for one; docs/kernels.md explains each kernel's design and the numbers
// measured for it.
//
//===----------------------------------------------------------------------===//

#include "Kernels/KernelCatalog.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace netc::cuda {

namespace {

int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

std::string str(int64_t v) { return std::to_string(v); }

/// A float literal that reads back as the same float ("1e-05f").
std::string floatLiteral(double v) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.9gf", static_cast<double>(static_cast<float>(v)));
  std::string text = buffer;
  // "2f" is not a literal; "2.f" is.
  if (text.find_first_of(".e") == std::string::npos && text.find("inf") == std::string::npos)
    text.insert(text.size() - 1, ".");
  return text;
}

constexpr int64_t kInt32Max = std::numeric_limits<int32_t>::max();

std::string convShapeText(const ConvProblem &p) {
  return "using Shape = netc::ConvShape<" + str(p.x.n) + ", " + str(p.x.h) + ", " + str(p.x.w) +
         ", " + str(p.x.c) + ", " + str(p.x.pitch) + ", " + str(p.y.c) + ", " + str(p.kh) + ", " +
         str(p.kw) + ", " + str(p.y.h) + ", " + str(p.y.w) + ", " + str(p.y.pitch) + ", " +
         str(p.strideH) + ", " + str(p.strideW) + ", " + str(p.padTop) + ", " + str(p.padLeft) +
         ">;\n";
}

std::string convTail(const ConvProblem &p) {
  return std::string(", ") + activationConstant(p.activation) + ", " +
         (p.bias ? "true" : "false") + ">(x, w, bias, y);\n";
}

// ---- Direct convolution ---------------------------------------------------

/// The direct kernel keeps one output channel's R*S*C filter in registers.
constexpr int64_t kDirectMaxTaps = 32;
constexpr int64_t kDirectQT = 8;
constexpr int64_t kDirectSharedBudget = 24 * 1024; // bytes of staged input per block

bool directFits(const ConvProblem &p) {
  return p.kh * p.kw * p.x.c <= kDirectMaxTaps && p.y.c <= 256;
}

/// The direct kernel with items of `pt` output rows, `images` images per
/// block and at most `maxThreads` threads (see conv2d_direct).
KernelConfig directConfig(const ConvProblem &p, int64_t pt, int64_t images, int64_t maxThreads) {
  const int64_t qt = kDirectQT;
  const int64_t segs = ceilDiv(p.y.w, qt);
  const bool vector = p.x.c == 1 && (qt * p.strideW) % 4 == 0;
  const int64_t span = (qt - 1) * p.strideW + p.kw;
  const int64_t spanLoad = vector ? ceilDiv(span, 4) * 4 : span;
  const int64_t inCols = vector ? ceilDiv((segs - 1) * qt * p.strideW + spanLoad, 4) * 4
                                : (segs * qt - 1) * p.strideW + p.kw;
  auto sharedFor = [&](int64_t rows) {
    return ((ceilDiv(rows, pt) * pt - 1) * p.strideH + p.kh) * inCols * p.x.c * 4;
  };
  // As many output rows per band as the staged input allows.
  int64_t rows = p.y.h;
  while (rows > pt && sharedFor(rows) > kDirectSharedBudget)
    rows -= rows % pt ? rows % pt : pt;
  const int64_t items = ceilDiv(rows, pt) * segs;
  // Threads per channel: at most maxThreads a block, preferring a count that
  // divides the items evenly.
  const int64_t most = std::max<int64_t>(1, std::min(items, maxThreads / p.y.c));
  int64_t groups = 1;
  for (int64_t g = most; g >= 1; --g)
    if (items % g == 0 || g == 1) {
      groups = g;
      break;
    }
  if (groups * 2 < most) // no good divisor: take the most threads
    groups = most;
  KernelConfig c;
  c.variant = "direct";
  c.tileM = rows * segs * qt; // output pixels of one band
  c.tileN = p.y.c;
  c.tileK = p.kh * p.kw * p.x.c;
  c.threads = p.y.c * groups;
  c.sharedBytes = 0; // static shared memory only
  // No register cap: capping the 450-thread forms at two blocks per SM made
  // ptxas spill 44-104 bytes (not measured; run 3's numbers are without it).
  c.gridX = ceilDiv(p.y.h, rows);
  c.gridY = ceilDiv(p.x.n, images);
  c.paddedMacs = p.x.n * c.gridX * ceilDiv(rows, pt) * pt * segs * qt * p.y.c * c.tileK;
  c.directRowsPerItem = pt;
  c.directImagesPerBlock = images;
  c.body = convShapeText(p) + "netc::conv2d_direct<Shape, netc::DirectTile<" + str(qt) + ", " +
           str(pt) + ", " + str(groups) + ", " + str(rows) + ", " + str(images) + ">" +
           convTail(p);
  return c;
}

// ---- Grouped and depthwise convolution -------------------------------------

/// One thread per output element (conv2d_grouped): a depthwise layer does
/// kh * kw multiply-adds per output, too few for a GEMM's tiles, and reads
/// one input channel per output channel, so consecutive threads (consecutive
/// channels) read and write consecutive addresses. Memory-bound as the cost
/// model treats it; ResNeXt's groups of 4-32 channels loop over them.
KernelConfig groupedConfig(const ConvProblem &p) {
  const int64_t outputs = p.x.n * p.y.h * p.y.w * p.y.c;
  const int64_t taps = p.kh * p.kw * (p.x.c / p.groups);
  KernelConfig c;
  c.variant = "grouped_direct";
  c.threads = 256;
  c.gridX = std::max<int64_t>(1, ceilDiv(outputs, c.threads));
  c.paddedMacs = c.gridX * c.threads * taps;
  c.body = convShapeText(p) + "netc::conv2d_grouped<Shape, " + str(p.groups) + convTail(p);
  return c;
}

// ---- Implicit GEMM, SIMT ----------------------------------------------------

struct SimtTileSpec {
  int64_t bm, bn, bk, tm, tn;
};
// Large tiles for large layers (8x8 outputs per thread: the FMA-to-load
// ratio that reaches the FMA rate), smaller ones so that small layers still
// fill the GPU; the cost model trades tile efficiency against waves.
constexpr SimtTileSpec kSimtTiles[] = {
    {128, 128, 8, 8, 8}, {128, 64, 8, 8, 4}, {64, 128, 8, 4, 8},
    {64, 64, 16, 4, 4},  {64, 32, 16, 4, 4}, {32, 64, 16, 4, 4}, {32, 32, 16, 4, 4},
};

KernelConfig simtConfig(const ConvProblem &p, const SimtTileSpec &t) {
  const int64_t m = p.x.n * p.y.h * p.y.w, gemmK = p.kh * p.kw * p.x.c;
  KernelConfig c;
  c.variant = "implicit_gemm_simt";
  c.tileM = t.bm;
  c.tileN = t.bn;
  c.tileK = t.bk;
  c.threads = (t.bm / t.tm) * (t.bn / t.tn);
  c.sharedBytes = 0; // 2 * BK * (BM + BN + 8) floats of static shared memory
  c.gridX = ceilDiv(m, t.bm);
  c.gridY = ceilDiv(p.y.c, t.bn);
  c.paddedMacs = c.gridX * t.bm * c.gridY * t.bn * ceilDiv(gemmK, t.bk) * t.bk;
  c.body = convShapeText(p) + "netc::conv2d_implicit_gemm_simt<Shape, netc::SimtTile<" +
           str(t.bm) + ", " + str(t.bn) + ", " + str(t.bk) + ", " + str(t.tm) + ", " + str(t.tn) +
           ">" + convTail(p);
  return c;
}

// ---- Implicit GEMM, tensor cores (mma.sync) ---------------------------------

/// bk16 is the reduction stage in 16-bit elements (64 or 128 bytes per tile
/// row); TF32 stages hold the same bytes, half as many elements.
struct MmaTileSpec {
  int64_t bm, bn, bk16, wm, wn, stages;
};
// 4-stage cp.async rings hide global latency; warp tiles of 64x32 or larger
// keep ldmatrix traffic under the mma rate. The smaller tiles fill the GPU
// for small layers (cost model: tile efficiency against waves).
constexpr MmaTileSpec kMmaTiles[] = {
    {128, 128, 32, 64, 32, 4}, {128, 128, 32, 64, 64, 4}, {128, 128, 64, 64, 32, 3},
    {128, 128, 64, 64, 64, 3}, {256, 128, 64, 64, 64, 3}, {128, 64, 64, 64, 32, 4},
    {64, 128, 64, 32, 64, 4},  {64, 64, 64, 32, 32, 4},
};

int64_t elementBytes(Precision precision) {
  return precision == Precision::BF16 || precision == Precision::FP16 ? 2 : 4;
}

bool mmaFits(const ConvProblem &p, const KernelTarget &target) {
  if (p.precision == Precision::FP32)
    return false; // fp32 proper never rounds its operands
  // 16-byte copies of whole channels of one tap; 32-bit offsets into x.
  const int64_t perChunk = 16 / elementBytes(p.precision);
  return target.hasTensorCores(p.precision) && p.x.c % perChunk == 0 &&
         p.x.pitch % perChunk == 0 && p.x.n * p.x.h * p.x.w * p.x.pitch <= kInt32Max;
}

KernelConfig mmaConfig(const ConvProblem &p, const MmaTileSpec &t) {
  const int64_t m = p.x.n * p.y.h * p.y.w, gemmK = p.kh * p.kw * p.x.c;
  const int64_t bk = t.bk16 * 2 / elementBytes(p.precision);
  KernelConfig c;
  c.variant = "implicit_gemm_mma";
  c.tileM = t.bm;
  c.tileN = t.bn;
  c.tileK = bk;
  c.threads = 32 * (t.bm / t.wm) * (t.bn / t.wn);
  c.sharedBytes = t.stages * (t.bm + t.bn) * t.bk16 * 2;
  // Two blocks of 8 warps per SM (4 warps per scheduler keep the tensor pipe
  // busier than 2 can) when their shared memory fits: registers capped at 128.
  if (c.threads == 256 && 2 * (c.sharedBytes + 1024) <= 227 * 1024)
    c.minBlocksPerSm = 2;
  c.gridX = ceilDiv(m, t.bm);
  c.gridY = ceilDiv(p.y.c, t.bn);
  c.paddedMacs = c.gridX * t.bm * c.gridY * t.bn * ceilDiv(gemmK, bk) * bk;
  c.body = convShapeText(p) + "netc::conv2d_implicit_gemm_mma<Shape, netc::MmaTile<" + str(t.bm) +
           ", " + str(t.bn) + ", " + str(bk) + ", " + str(t.wm) + ", " + str(t.wn) + ", " +
           str(t.stages) + ">" + convTail(p);
  return c;
}

// ---- Memory-bound kernels --------------------------------------------------

constexpr int64_t kElementwiseThreads = 256;

KernelConfig perElement(const char *variant, int64_t outputs) {
  KernelConfig c;
  c.variant = variant;
  c.threads = kElementwiseThreads;
  c.gridX = std::max<int64_t>(1, ceilDiv(outputs, kElementwiseThreads));
  return c;
}

std::string pixelShapeText(const TensorView &a, int64_t bPitch, const TensorView &y) {
  return "using Shape = netc::PixelShape<" + str(y.n * y.h * y.w) + "LL, " + str(y.c) + ", " +
         str(a.pitch) + ", " + str(bPitch) + ", " + str(y.pitch) + ">;\n";
}

int64_t elements(const TensorView &t) { return t.n * t.h * t.w * t.c; }

} // namespace

const char *storageType(Precision precision) {
  switch (precision) {
  case Precision::FP32:
  case Precision::TF32: return "float";
  case Precision::BF16: return "netc::bf16";
  case Precision::FP16: return "netc::f16";
  }
  return "float";
}

const char *activationConstant(KernelActivation activation) {
  switch (activation) {
  case KernelActivation::None: return "netc::kNone";
  case KernelActivation::Relu: return "netc::kRelu";
  case KernelActivation::Tanh: return "netc::kTanh";
  case KernelActivation::Sigmoid: return "netc::kSigmoid";
  case KernelActivation::Relu6: return "netc::kRelu6";
  case KernelActivation::HardSigmoid: return "netc::kHardSigmoid";
  case KernelActivation::HardSwish: return "netc::kHardSwish";
  case KernelActivation::Silu: return "netc::kSilu";
  case KernelActivation::Gelu: return "netc::kGelu";
  }
  return "netc::kNone";
}

std::string validateConvProblem(const ConvProblem &p) {
  auto positive = [](const TensorView &t) {
    return t.n > 0 && t.h > 0 && t.w > 0 && t.c > 0 && t.pitch >= t.c;
  };
  if (!positive(p.x))
    return "input extents must be positive and its pitch at least its channels";
  if (!positive(p.y))
    return "output extents must be positive and its pitch at least its channels";
  if (p.x.n != p.y.n)
    return "input and output batch differ";
  if (p.kh <= 0 || p.kw <= 0 || p.strideH <= 0 || p.strideW <= 0)
    return "filter extents and strides must be positive";
  if (p.groups < 1 || p.x.c % p.groups != 0 || p.y.c % p.groups != 0)
    return "groups must divide the input and output channels";
  // Padding as wide as the filter or wider is valid (border windows then see
  // only zeros and the bias): every kernel bounds-checks each tap.
  if (p.padTop < 0 || p.padLeft < 0)
    return "padding must be non-negative";
  // The kernels take these as int template arguments; a larger literal would
  // fail to compile (a narrowing conversion) rather than be refused here.
  if (p.padTop > kInt32Max || p.padLeft > kInt32Max || p.kh > kInt32Max ||
      p.kw > kInt32Max || p.strideH > kInt32Max || p.strideW > kInt32Max ||
      p.x.h > kInt32Max || p.x.w > kInt32Max || p.y.h > kInt32Max || p.y.w > kInt32Max)
    return "a filter extent, stride, padding or image extent past 2^31";
  // Every output window must lie inside the padded input; the bottom/right
  // padding is the top/left one, or one more (SAME with an odd total).
  if ((p.y.h - 1) * p.strideH + p.kh > p.x.h + 2 * p.padTop + 1 ||
      (p.y.w - 1) * p.strideW + p.kw > p.x.w + 2 * p.padLeft + 1)
    return "the output is larger than the window and stride give";
  if (p.x.n * p.y.h * p.y.w > kInt32Max || p.y.c * p.kh * p.kw * p.x.c > kInt32Max ||
      p.x.n * p.x.h * p.x.w > kInt32Max)
    return "more than 2^31 pixels or filter elements";
  return "";
}

std::vector<KernelConfig> convCandidates(const ConvProblem &problem, const KernelTarget &target) {
  std::vector<KernelConfig> out;
  if (!validateConvProblem(problem).empty())
    return out;
  if (problem.groups > 1) { // the GEMM and direct kernels read every input channel
    out.push_back(groupedConfig(problem));
    return out;
  }
  if (mmaFits(problem, target))
    for (const MmaTileSpec &t : kMmaTiles)
      out.push_back(mmaConfig(problem, t));
  if (directFits(problem)) {
    // One image per block with up to 512 threads (run 1's best for ECE408:
    // many resident warps), or 8 images per block with up to 256 threads
    // (the filter's register loads paid once per 8 images).
    for (int64_t pt : {1, 2, 4})
      if (pt <= problem.y.h)
        out.push_back(directConfig(problem, pt, 1, 512));
    if (problem.x.n >= 1024)
      for (int64_t pt : {2, 4})
        if (pt <= problem.y.h)
          out.push_back(directConfig(problem, pt, 8, 256));
  }
  for (const SimtTileSpec &t : kSimtTiles)
    out.push_back(simtConfig(problem, t));
  return out;
}

namespace {

/// What bench/kernels measured for each tile on an H200 (132 SMs, 2026-11-21, run 3 of
/// docs/results/2026-11-21-kernels-bench.md): the multiply-adds per ms one SM
/// sustains (paddedMacs / time over layers of at least 4 full waves, median)
/// and the blocks that are resident per SM.
struct MeasuredTile {
  const char *variant;
  int64_t bm, bn, bk, threads;
  double gmacPerMsPerSm; ///< 1e9 multiply-adds per ms per SM
  int64_t blocksPerSm;
};
constexpr MeasuredTile kMeasured[] = {
    // fp32 FMA (SIMT)
    {"implicit_gemm_simt", 128, 128, 8, 256, 18.5 / 132, 2},
    {"implicit_gemm_simt", 128, 64, 8, 256, 15.7 / 132, 3},
    {"implicit_gemm_simt", 64, 128, 8, 256, 15.8 / 132, 3},
    {"implicit_gemm_simt", 64, 64, 16, 256, 14.8 / 132, 3},
    {"implicit_gemm_simt", 64, 32, 16, 128, 13.7 / 132, 8},
    {"implicit_gemm_simt", 32, 64, 16, 128, 13.8 / 132, 8},
    {"implicit_gemm_simt", 32, 32, 16, 64, 12.3 / 132, 14},
    // bf16 / fp16 mma.sync
    {"implicit_gemm_mma", 128, 128, 32, 256, 139.9 / 132, 2},
    {"implicit_gemm_mma", 128, 128, 32, 128, 134.4 / 132, 2},
    {"implicit_gemm_mma", 128, 128, 64, 256, 98.4 / 132, 2},
    {"implicit_gemm_mma", 128, 128, 64, 128, 146.0 / 132, 2},
    {"implicit_gemm_mma", 256, 128, 64, 256, 125.5 / 132, 1},
    {"implicit_gemm_mma", 128, 64, 64, 128, 81.6 / 132, 2},
    {"implicit_gemm_mma", 64, 128, 64, 128, 88.8 / 132, 2},
    {"implicit_gemm_mma", 64, 64, 64, 128, 81.8 / 132, 2},
};

const MeasuredTile *measured(const KernelConfig &c) {
  for (const MeasuredTile &m : kMeasured)
    if (c.variant == m.variant && c.tileM == m.bm && c.tileN == m.bn && c.tileK == m.bk &&
        c.threads == m.threads)
      return &m;
  return nullptr;
}

} // namespace

KernelConfig chooseConvKernelByHeuristic(const ConvProblem &problem, const KernelTarget &target,
                                         int smCount) {
  std::vector<KernelConfig> candidates = convCandidates(problem, target);
  if (candidates.empty())
    return {};
  // 1. The direct kernel wherever it is offered (R*S*C <= 32): it beat every
  //    GEMM tile on those layers (ECE408 conv1 by 1.7x, VGG16 conv1_1). Its
  //    best form measured: one image per block, items of two output rows.
  for (const KernelConfig &c : candidates)
    if (c.variant == "direct" && c.body.find("DirectTile<8, 2, ") != std::string::npos &&
        c.gridY == problem.x.n)
      return c;
  for (const KernelConfig &c : candidates)
    if (c.variant == "direct")
      return c;
  // 2. Otherwise the tile with the least predicted time: full waves of
  //    resident blocks, each wave as long as its blocks' padded work at the
  //    measured rate, plus a launch's few microseconds. Tensor-core tiles
  //    only compete with each other (they are 5-10x faster where offered).
  const bool mma = std::any_of(candidates.begin(), candidates.end(), [](const KernelConfig &c) {
    return c.variant == "implicit_gemm_mma";
  });
  const int sms = std::max(1, smCount);
  const KernelConfig *best = nullptr;
  double bestMs = 0;
  for (const KernelConfig &c : candidates) {
    if (mma != (c.variant == "implicit_gemm_mma"))
      continue;
    const MeasuredTile *m = measured(c);
    if (!m)
      continue;
    const int64_t blocks = c.gridX * c.gridY * c.gridZ;
    const double waves = std::ceil(double(blocks) / double(sms * m->blocksPerSm));
    const double blockMacs = double(c.paddedMacs) / double(blocks);
    const double ms = waves * m->blocksPerSm * blockMacs / (m->gmacPerMsPerSm * 1e9) + 0.004;
    if (!best || ms < bestMs) {
      best = &c;
      bestMs = ms;
    }
  }
  return best ? *best : candidates.front();
}

KernelConfig poolKernel(const PoolProblem &p, const KernelTarget &) {
  KernelConfig c = perElement(p.kind == PoolKind::Max ? "max_pool" : "avg_pool", elements(p.y));
  c.body = "using Shape = netc::PoolShape<" + str(p.x.n) + ", " + str(p.x.h) + ", " + str(p.x.w) +
           ", " + str(p.x.c) + ", " + str(p.x.pitch) + ", " + str(p.y.h) + ", " + str(p.y.w) +
           ", " + str(p.y.pitch) + ", " + str(p.kh) + ", " + str(p.kw) + ", " + str(p.strideH) +
           ", " + str(p.strideW) + ", " + str(p.padTop) + ", " + str(p.padLeft) + ">;\n" +
           (p.kind == PoolKind::Max ? "netc::max_pool2d<Shape>(x, y);\n"
                                    : "netc::avg_pool2d<Shape>(x, y);\n");
  return c;
}

KernelConfig lrnKernel(const LrnProblem &p, const KernelTarget &) {
  KernelConfig c = perElement("lrn", elements(p.y));
  c.body = pixelShapeText(p.x, 0, p.y) + "netc::lrn_cross_channel<Shape, " + str(p.size) +
           ">(x, y, " + floatLiteral(p.alpha) + ", " + floatLiteral(p.beta) + ", " +
           floatLiteral(p.k) + ");\n";
  return c;
}

KernelConfig softmaxKernel(const SoftmaxProblem &p, const KernelTarget &) {
  // One warp per pixel, 8 warps per block.
  KernelConfig c;
  c.variant = "softmax";
  c.threads = 256;
  c.gridX = std::max<int64_t>(1, ceilDiv(p.y.n * p.y.h * p.y.w, 8));
  c.body = pixelShapeText(p.x, 0, p.y) + "netc::softmax_channels<Shape>(x, y);\n";
  return c;
}

KernelConfig elementwiseKernel(const ElementwiseProblem &p, const KernelTarget &) {
  static const char *const kOps[] = {"netc::kSum", "netc::kProduct", "netc::kMax",
                                     "netc::kIdentity"};
  const bool identity = p.op == ElementwiseOp::Identity;
  KernelConfig c = perElement(identity ? "copy" : "elementwise", elements(p.y));
  // Pixels of y that share one pixel of an operand broadcast over the image
  // (one pixel per image), or over every image (one pixel in all: a
  // per-channel scale).
  auto group = [&](const TensorView &t) -> int64_t {
    if (t.h != 1 || t.w != 1)
      return 1;
    return (t.n == 1 ? p.y.n : 1) * p.y.h * p.y.w;
  };
  const int64_t aGroup = group(p.a), bGroup = identity ? 1 : group(p.b);
  std::string shape = pixelShapeText(p.a, identity ? 0 : p.b.pitch, p.y);
  if (aGroup > 1 || bGroup > 1)
    shape.replace(shape.find(">;"), 2, ", " + str(aGroup) + "LL, " + str(bGroup) + "LL>;");
  c.body = shape + "netc::elementwise<Shape, " +
           kOps[static_cast<int>(p.op)] + ", " + activationConstant(p.activation) +
           ">(a, b, y);\n";
  return c;
}

KernelConfig batchNormKernel(const BatchNormProblem &p, const KernelTarget &) {
  KernelConfig c = perElement("batch_norm", elements(p.y));
  c.body = pixelShapeText(p.x, 0, p.y) + "netc::batch_norm_inference<Shape, " +
           activationConstant(p.activation) + ">(x, gamma, beta, mean, var, y, " +
           floatLiteral(p.epsilon) + ");\n";
  return c;
}

TransposeProblem simplifyTranspose(const TransposeProblem &p) {
  // Input dimensions of extent 1 move nothing: drop them and renumber.
  std::vector<int64_t> kept(p.shape.size(), -1);
  TransposeProblem squeezed{{}, {}, p.precision};
  for (size_t d = 0; d < p.shape.size(); ++d)
    if (p.shape[d] != 1) {
      kept[d] = int64_t(squeezed.shape.size());
      squeezed.shape.push_back(p.shape[d]);
    }
  for (int64_t source : p.permutation)
    if (kept[size_t(source)] >= 0)
      squeezed.permutation.push_back(kept[size_t(source)]);
  // Output dimensions i, i + 1 reading input dimensions d, d + 1 are one
  // dimension of extent shape[d] * shape[d + 1]: merge runs of them.
  std::vector<std::vector<int64_t>> runs; // input dimensions, in output order
  for (int64_t source : squeezed.permutation) {
    if (!runs.empty() && runs.back().back() + 1 == source)
      runs.back().push_back(source);
    else
      runs.push_back({source});
  }
  // Each run becomes one dimension; its rank is its first input dimension's
  // order among the runs' first dimensions.
  std::vector<size_t> byInput(runs.size());
  for (size_t r = 0; r < runs.size(); ++r)
    byInput[r] = r;
  std::sort(byInput.begin(), byInput.end(),
            [&](size_t a, size_t b) { return runs[a].front() < runs[b].front(); });
  TransposeProblem merged{{}, std::vector<int64_t>(runs.size()), p.precision};
  std::vector<int64_t> newIndex(runs.size());
  for (size_t k = 0; k < byInput.size(); ++k) {
    int64_t extent = 1;
    for (int64_t d : runs[byInput[k]])
      extent *= squeezed.shape[size_t(d)];
    merged.shape.push_back(extent);
    newIndex[byInput[k]] = int64_t(k);
  }
  for (size_t r = 0; r < runs.size(); ++r)
    merged.permutation[r] = newIndex[r];
  if (merged.shape.empty()) // every extent 1: one element
    merged = {{1}, {0}, p.precision};
  return merged;
}

std::string validateTransposeProblem(const TransposeProblem &p) {
  if (p.shape.empty() || p.shape.size() > 6)
    return "a transpose of rank " + str(int64_t(p.shape.size())) + " (the kernels take 1 to 6)";
  if (p.permutation.size() != p.shape.size())
    return "a permutation of " + str(int64_t(p.permutation.size())) +
           " dimensions for a shape of rank " + str(int64_t(p.shape.size()));
  std::vector<bool> seen(p.shape.size(), false);
  for (int64_t source : p.permutation) {
    if (source < 0 || source >= int64_t(p.shape.size()) || seen[size_t(source)])
      return "a permutation that does not name each dimension once";
    seen[size_t(source)] = true;
  }
  int64_t elements = 1;
  for (int64_t extent : p.shape) {
    if (extent < 1)
      return "a non-positive extent";
    elements *= extent;
  }
  if (elements > kInt32Max * int64_t(64))
    return "more elements than the kernels index";
  return "";
}

KernelConfig transposeKernel(const TransposeProblem &problem, const KernelTarget &) {
  if (!validateTransposeProblem(problem).empty())
    return {};
  const TransposeProblem p = simplifyTranspose(problem);
  const size_t rank = p.shape.size();
  int64_t elements = 1;
  for (int64_t extent : p.shape)
    elements *= extent;
  std::string extents, permutation;
  for (size_t d = 0; d < rank; ++d) {
    extents += (d ? ", " : "") + str(p.shape[d]) + "LL";
    permutation += (d ? ", " : "") + str(p.permutation[d]);
  }
  std::string shape = "using Shape = netc::TransposeShape<netc::Extents<" + extents +
                      ">, netc::Permutation<" + permutation + ">>;\n";
  // Where the innermost dimension changes, one thread per output reads with
  // the stride of the input dimension that becomes innermost: a warp's 32
  // reads touch 32 / min(32, extent) runs. Tiles pay where both innermost
  // extents fill a good part of a 32-wide tile.
  const int64_t inInner = p.shape[rank - 1];
  const int64_t outInner = p.shape[size_t(p.permutation[rank - 1])];
  const bool swapsInnermost = p.permutation[rank - 1] != int64_t(rank - 1);
  if (swapsInnermost && inInner >= 16 && outInner >= 16) {
    KernelConfig c;
    c.variant = "transpose_tiled";
    c.threads = 256; // 32 x 8: each thread moves 4 elements of a 32 x 32 tile
    c.gridX = elements / (inInner * outInner) * ceilDiv(inInner, 32) * ceilDiv(outInner, 32);
    c.body = shape + "netc::transpose_tiled<Shape>(x, y);\n";
    return c;
  }
  KernelConfig c = perElement("transpose", elements);
  c.body = shape + "netc::transpose_elements<Shape>(x, y);\n";
  return c;
}

KernelConfig extractChannelsKernel(const ExtractChannelsProblem &p, const KernelTarget &) {
  KernelConfig c = perElement("extract_channels", elements(p.y));
  c.body = pixelShapeText(p.x, 0, p.y) + "netc::extract_channels<Shape, " + str(p.offset) +
           ">(x, y);\n";
  return c;
}

KernelConfig layerNormKernel(const LayerNormProblem &p, const KernelTarget &) {
  // One warp per pixel, 8 warps per block (the channel counts of ConvNeXt,
  // 96 to 768, give each lane 3 to 24 channels).
  KernelConfig c;
  c.variant = "layer_norm";
  c.threads = 256;
  c.gridX = std::max<int64_t>(1, ceilDiv(p.y.n * p.y.h * p.y.w, 8));
  c.body = pixelShapeText(p.x, 0, p.y) + "netc::layer_norm_channels<Shape, " +
           (p.affine ? "true" : "false") + ">(x, gamma, beta, y, " + floatLiteral(p.epsilon) +
           ");\n";
  return c;
}

const std::string &kernelHeaderText() {
  static const std::string text =
#include "KernelHeader.inc"
      ;
  return text;
}

} // namespace netc::cuda
