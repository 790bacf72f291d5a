//===- probe.cu - conv2d_implicit_gemm_wgmma against a direct reference ---===//
//
// A stand-alone GPU check and timing of the sm_90a wgmma convolution kernel,
// independent of netc's pipeline and of cuDNN: for a few layer shapes
// (vgg16, resnet50 and edge cases: stride 2, 7x7, K not a multiple of the
// tile, an inner product, a pitched output at an odd channel offset), every
// wgmma tile and one mma.sync tile run on the same random data, in bf16 and
// in tf32 (fp32 storage; rounded to tf32 in shared memory, and truncated by
// the tensor cores as netc emits it), and split-K on the small shapes; each
// output is compared with a naive fp32 direct
// convolution (relative L2 within 1e-2 in bf16 and 2e-3 in tf32, the
// runtime's bounds, and the NaN poison of unwritten elements) and timed (CUDA events around 20
// back-to-back launches, best of 5; operands mostly in L2 for the smaller
// layers, so these are not the runtime's cold-L2 numbers).
//
//   nvcc -std=c++17 -O3 -gencode=arch=compute_90a,code=sm_90a \
//        -I lib/Kernels/kernels bench/wgmma/probe.cu -o build-wgmma/probe
//   build-wgmma/probe [--quick] [--persistent | --tma] [bf16|tf32]   (exit status: the number of failed checks)
//   compute-sanitizer build-wgmma/probe --quick     (small shapes, no timing)
//
// Every shape also runs persistent.cuh's warp-specialised persistent kernel
// (one producer and two consumer warpgroups, min(tiles, SMs) blocks) and
// tma.cuh's kernel (the filter tile by TMA) and the catalog's
// conv2d_implicit_gemm_wgmma_tma (both operands by TMA, A through an im2col
// tensor map, where C's stride is a multiple of 16 bytes; the maps encoded
// here through the driver's cuTensorMapEncode*, as the runtime does). --persistent
// runs them beside five of the catalog's tiles only (no split-K, no rounded
// tf32, no mma.sync), with the timing-only bounds of the main loop (no
// loads, A only, B only: wrong outputs, not counted), for
// docs/results/2026-11-28-wgmma-persistent-h200.md. --tma runs the TMA
// kernels only: conv2d_implicit_gemm_wgmma_tma and its warp-specialised
// persistent form (conv2d_implicit_gemm_wgmma_tma_persistent, 384 threads,
// min(tiles, SMs) blocks), beside two gathered tiles for scale
// (docs/results/2026-11-28-tma-catalog-h200.md).
//
//===----------------------------------------------------------------------===//

#include "netc_kernels.cuh"
#include "persistent.cuh"
#include "tma.cuh"

#include <cudaTypedefs.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define CHECK(call)                                                                       \
  do {                                                                                    \
    cudaError_t status_ = (call);                                                         \
    if (status_ != cudaSuccess) {                                                         \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,                  \
                   cudaGetErrorString(status_));                                          \
      std::exit(100);                                                                     \
    }                                                                                     \
  } while (0)

/// A layer's extents in the order the probes below list them, as the
/// emitter's named enumerators (netc::ConvShape reads them by name).
template <int N_, int H_, int W_, int C_, int XPitch_, int K_, int R_, int S_, int P_, int Q_,
          int YPitch_, int StrideH_, int StrideW_, int PadH_, int PadW_>
struct ProbeLayer {
  enum : int { N = N_, H = H_, W = W_, C = C_, XPitch = XPitch_ };
  enum : int { K = K_, R = R_, S = S_, P = P_, Q = Q_, YPitch = YPitch_ };
  enum : int { StrideH = StrideH_, StrideW = StrideW_, PadH = PadH_, PadW = PadW_ };
  enum : int { DilationH = 1, DilationW = 1 };
};
template <int... Extents> using Conv = netc::ConvShape<ProbeLayer<Extents...>>;

/// The host side of a storage type: its bits, conversions and NaN poison.
template <class T> struct Host;
template <> struct Host<netc::bf16> {
  using Bits = unsigned short;
  static constexpr const char *kName = "bf16";
  static constexpr double kBound = 1e-2;
  static Bits from(float v) { // round to nearest even
    unsigned u;
    std::memcpy(&u, &v, 4);
    u += 0x7FFF + ((u >> 16) & 1);
    return (Bits)(u >> 16);
  }
  static float to(Bits b) {
    unsigned u = (unsigned)b << 16;
    float v;
    std::memcpy(&v, &u, 4);
    return v;
  }
};
template <> struct Host<float> { // tf32 arithmetic on fp32 storage
  using Bits = unsigned;
  static constexpr const char *kName = "tf32";
  static constexpr double kBound = 2e-3;
  static Bits from(float v) {
    Bits b;
    std::memcpy(&b, &v, 4);
    return b;
  }
  static float to(Bits b) {
    float v;
    std::memcpy(&v, &b, 4);
    return v;
  }
};

/// y[m][k] = act(sum x * w + bias) in fp32, one thread per output (the
/// reference: nothing shared with the kernels under test but ConvShape).
template <class Shape, class T>
__global__ void referenceConv(const T *x, const T *w, const T *bias, float *y) {
  long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (i >= (long long)Shape::GemmM * Shape::K)
    return;
  int k = int(i % Shape::K);
  long long m = i / Shape::K;
  int q = int(m % Shape::Q), p = int((m / Shape::Q) % Shape::P), n = int(m / (Shape::Q * Shape::P));
  float acc = 0.f;
  for (int r = 0; r < Shape::R; ++r)
    for (int s = 0; s < Shape::S; ++s) {
      int ih = p * Shape::StrideH - Shape::PadH + r, iw = q * Shape::StrideW - Shape::PadW + s;
      if (ih < 0 || ih >= Shape::H || iw < 0 || iw >= Shape::W)
        continue;
      const T *xp = x + ((long long)(n * Shape::H + ih) * Shape::W + iw) * Shape::XPitch;
      const T *wp = w + ((long long)(k * Shape::R + r) * Shape::S + s) * Shape::C;
      for (int c = 0; c < Shape::C; ++c)
        acc += netc::toFloat(xp[c]) * netc::toFloat(wp[c]);
    }
  acc += netc::toFloat(bias[k]);
  y[m * Shape::K + k] = acc > 0.f ? acc : 0.f;
}

template <class Shape, class T, int BM, int BN, int ST, bool RoundTf32 = true>
__global__ void __launch_bounds__(BM == 64 ? 128 : 256) wgmmaKernel(const T *__restrict__ x, const T *__restrict__ w,
                                                               const T *__restrict__ bias, T *__restrict__ y) {
  struct Tile { enum : int { kBlockM = BM, kBlockN = BN, kBlockK = 128 / int(sizeof(T)), kStages = ST }; };
  netc::conv2d_implicit_gemm_wgmma<Shape, Tile, netc::kRelu, true, T, RoundTf32>(x, w, bias, y);
}

template <class Shape, class T, int BN, int ST>
__global__ void __launch_bounds__(384, 1) persistentKernel(const T *__restrict__ x, const T *__restrict__ w,
                                                           const T *__restrict__ bias, T *__restrict__ y) {
  struct Tile { enum : int { kBlockM = 128, kBlockN = BN, kBlockK = 128 / int(sizeof(T)), kStages = ST }; };
  netc::conv2d_implicit_gemm_wgmma_persistent<Shape, Tile, netc::kRelu, true>(x, w, bias, y);
}

template <class Shape, class T, int BM, int BN, int ST,
          netc::TmaProbeLoads Loads = netc::TmaProbeLoads::Both>
__global__ void __launch_bounds__(BM == 64 ? 128 : 256) tmaKernel(const T *__restrict__ x,
                                                               const __grid_constant__ CUtensorMap wMap,
                                                               const T *__restrict__ bias, T *__restrict__ y) {
  struct Tile { enum : int { kBlockM = BM, kBlockN = BN, kBlockK = 128 / int(sizeof(T)), kStages = ST }; };
  netc::conv2d_implicit_gemm_wgmma_tma_b<Shape, Tile, netc::kRelu, true, T, Loads>(x, &wMap, bias, y);
}

template <class Shape, class T, int BM, int BN, int ST>
__global__ void __launch_bounds__(384, 1) tmaPersistentKernel(const __grid_constant__ netc::TensorMap xMap,
                                                              const __grid_constant__ netc::TensorMap wMap,
                                                              const T *__restrict__ bias, T *__restrict__ y) {
  struct Tile { enum : int { kBlockM = BM, kBlockN = BN, kBlockK = 128 / int(sizeof(T)), kStages = ST }; };
  if constexpr (Shape::C * int(sizeof(T)) % 16 == 0 && Shape::XPitch == Shape::C)
    netc::conv2d_implicit_gemm_wgmma_tma_persistent<Shape, Tile, netc::kRelu, true, T>(xMap, wMap, bias, y);
}

template <class Shape, class T, int BM, int BN, int ST>
__global__ void __launch_bounds__(BM == 64 ? 128 : 256) tmaAbKernel(const __grid_constant__ netc::TensorMap xMap,
                                                                 const __grid_constant__ netc::TensorMap wMap,
                                                                 const T *__restrict__ bias, T *__restrict__ y) {
  struct Tile { enum : int { kBlockM = BM, kBlockN = BN, kBlockK = 128 / int(sizeof(T)), kStages = ST }; };
  if constexpr (Shape::C * int(sizeof(T)) % 16 == 0 && Shape::XPitch == Shape::C)
    netc::conv2d_implicit_gemm_wgmma_tma<Shape, Tile, netc::kRelu, true, T>(xMap, wMap, bias, y);
}
static_assert(sizeof(netc::TensorMap) == sizeof(CUtensorMap) && alignof(netc::TensorMap) == alignof(CUtensorMap),
              "the library's opaque map is cuda.h's");

/// cuTensorMapEncodeIm2col, as encodeTiled below.
PFN_cuTensorMapEncodeIm2col_v12000 encodeIm2col() {
  static PFN_cuTensorMapEncodeIm2col_v12000 function = nullptr;
  if (!function) {
    cudaDriverEntryPointQueryResult found;
    CHECK(cudaGetDriverEntryPointByVersion("cuTensorMapEncodeIm2col", reinterpret_cast<void **>(&function),
                                           12000, cudaEnableDefault, &found));
    if (found != cudaDriverEntryPointSuccess || !function) {
      std::fprintf(stderr, "cuTensorMapEncodeIm2col not found\n");
      std::exit(100);
    }
  }
  return function;
}

/// cuTensorMapEncodeTiled from the driver the runtime loaded (no -lcuda).
PFN_cuTensorMapEncodeTiled_v12000 encodeTiled() {
  static PFN_cuTensorMapEncodeTiled_v12000 function = nullptr;
  if (!function) {
    cudaDriverEntryPointQueryResult found;
    CHECK(cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", reinterpret_cast<void **>(&function),
                                           12000, cudaEnableDefault, &found));
    if (found != cudaDriverEntryPointSuccess || !function) {
      std::fprintf(stderr, "cuTensorMapEncodeTiled not found\n");
      std::exit(100);
    }
  }
  return function;
}

/// Split-K's workspace and per-tile arrival counters (zero at load; every
/// launch leaves them zero), sized for the small shapes it runs on.
constexpr long long kWorkspaceFloats = 1 << 21;
__device__ float gWorkspace[kWorkspaceFloats];
__device__ unsigned gTileArrivals[4096];

template <class Shape, class T, int BM, int BN, int ST, int Splits>
__global__ void __launch_bounds__(BM == 64 ? 128 : 256) splitKernel(const T *__restrict__ x, const T *__restrict__ w,
                                                               const T *__restrict__ bias, T *__restrict__ y) {
  struct Tile { enum : int { kBlockM = BM, kBlockN = BN, kBlockK = 128 / int(sizeof(T)), kStages = ST }; };
  if ((long long)Splits * Shape::GemmM * Shape::K > kWorkspaceFloats)
    __trap(); // instantiated for every shape, launched for the small ones only
  netc::conv2d_implicit_gemm_wgmma_split_k<Shape, Tile, Splits, netc::kRelu, true>(
      x, w, bias, y, gWorkspace, gTileArrivals);
}

template <class Shape, class T>
__global__ void __launch_bounds__(256, 2) mmaKernel(const T *__restrict__ x, const T *__restrict__ w,
                                                    const T *__restrict__ bias, T *__restrict__ y) {
  // The catalog's 128 x 128 tile: a 64-byte reduction slice per row.
  netc::conv2d_implicit_gemm_mma<Shape, netc::MmaTile<128, 128, 64 / int(sizeof(T)), 64, 32, 4>,
                                 netc::kRelu, true>(x, w, bias, y);
}

int failures = 0;
int smCount = 132;            ///< the device's SMs: the persistent kernel's grid
bool persistentOnly = false;  ///< --persistent: the persistent kernel beside section 4's tiles
bool tmaOnly = false;         ///< --tma: the catalog's TMA kernels, plain and persistent
bool quick = false; ///< --quick: no timing (for compute-sanitizer), small shapes only

template <class Shape, class T> struct Problem {
  using H = Host<T>;
  using Bits = typename H::Bits;
  static constexpr long long kX = (long long)Shape::N * Shape::H * Shape::W * Shape::XPitch;
  static constexpr long long kW = (long long)Shape::K * Shape::GemmK;
  static constexpr long long kY = (long long)Shape::GemmM * Shape::YPitch;
  static constexpr int kYOffset = Shape::YPitch > Shape::K ? 3 : 0; // odd channel offset
  const char *name;
  T *x, *w, *bias, *y;
  float *ref;
  std::vector<float> refHost;

  explicit Problem(const char *name) : name(name) {
    std::vector<Bits> hx(kX), hw(kW), hb(Shape::K);
    unsigned seed = 12345;
    auto rnd = [&] { seed = seed * 1664525u + 1013904223u; return (seed >> 8) / float(1 << 24) - 0.5f; };
    for (auto &v : hx) v = H::from(rnd());
    const float scale = std::sqrt(3.f / Shape::GemmK) * 2;
    for (auto &v : hw) v = H::from(rnd() * scale);
    for (auto &v : hb) v = H::from(rnd());
    CHECK(cudaMalloc(&x, kX * sizeof(T)));
    CHECK(cudaMalloc(&w, kW * sizeof(T)));
    CHECK(cudaMalloc(&bias, Shape::K * sizeof(T)));
    CHECK(cudaMalloc(&y, (kY + 8) * sizeof(T)));
    CHECK(cudaMalloc(&ref, (long long)Shape::GemmM * Shape::K * 4));
    CHECK(cudaMemcpy(x, hx.data(), kX * sizeof(T), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(w, hw.data(), kW * sizeof(T), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(bias, hb.data(), Shape::K * sizeof(T), cudaMemcpyHostToDevice));
    long long outputs = (long long)Shape::GemmM * Shape::K;
    referenceConv<Shape, T><<<unsigned((outputs + 255) / 256), 256>>>(x, w, bias, ref);
    CHECK(cudaGetLastError());
    refHost.resize(outputs);
    CHECK(cudaMemcpy(refHost.data(), ref, outputs * 4, cudaMemcpyDeviceToHost));
    std::printf("%s %s: M %d N %d K %d (%.2f GFLOP)\n", H::kName, name, Shape::GemmM, Shape::K, Shape::GemmK,
                2.0 * Shape::GemmM * Shape::K * Shape::GemmK / 1e9);
  }
  ~Problem() {
    cudaFree(x); cudaFree(w); cudaFree(bias); cudaFree(y); cudaFree(ref);
  }

  template <class Kernel>
  void run(const char *label, Kernel kernel, int bm, int bn, int threads, int shared,
           int splits = 1, int persistentBlocks = 0) {
    runWith(label, kernel, [&](dim3 grid, T *out) { kernel<<<grid, threads, shared>>>(x, w, bias, out); },
            bm, bn, threads, shared, splits, persistentBlocks);
  }

  /// w as [K][R*S][C], box BK x 1 x bn, 128-byte swizzle: the filter tile
  /// of a stage of the catalog's TMA kernels (one tap, zeros past C), as the
  /// runtime encodes it.
  CUtensorMap filterMapByTap(int bn) {
    CUtensorMap map;
    const cuuint64_t dims[3] = {cuuint64_t(Shape::C), cuuint64_t(Shape::R * Shape::S), cuuint64_t(Shape::K)};
    const cuuint64_t strides[2] = {cuuint64_t(Shape::C) * sizeof(T),
                                   cuuint64_t(Shape::R * Shape::S * Shape::C) * sizeof(T)};
    const cuuint32_t box[3] = {cuuint32_t(128 / sizeof(T)), 1, cuuint32_t(bn)};
    const cuuint32_t elementStrides[3] = {1, 1, 1};
    CUresult status = encodeTiled()(&map, sizeof(T) == 2 ? CU_TENSOR_MAP_DATA_TYPE_BFLOAT16 : CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
                                    3, w, dims, strides, box, elementStrides, CU_TENSOR_MAP_INTERLEAVE_NONE,
                                    CU_TENSOR_MAP_SWIZZLE_128B, CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
                                    CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
    if (status != CUDA_SUCCESS) {
      std::fprintf(stderr, "cuTensorMapEncodeTiled (3-D) failed: %d\n", int(status));
      std::exit(100);
    }
    return map;
  }

  /// w as [K][GemmK], box BK x bn, 128-byte swizzle: the filter tile of a
  /// stage of tma.cuh's kernel (B by TMA, A gathered).
  CUtensorMap filterMap(int bn) {
    CUtensorMap map;
    const cuuint64_t dims[2] = {cuuint64_t(Shape::GemmK), cuuint64_t(Shape::K)};
    const cuuint64_t strides[1] = {cuuint64_t(Shape::GemmK) * sizeof(T)};
    const cuuint32_t box[2] = {cuuint32_t(128 / sizeof(T)), cuuint32_t(bn)};
    const cuuint32_t elementStrides[2] = {1, 1};
    CUresult status = encodeTiled()(&map, sizeof(T) == 2 ? CU_TENSOR_MAP_DATA_TYPE_BFLOAT16 : CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
                                    2, w, dims, strides, box, elementStrides, CU_TENSOR_MAP_INTERLEAVE_NONE,
                                    CU_TENSOR_MAP_SWIZZLE_128B, CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
                                    CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
    if (status != CUDA_SUCCESS) {
      std::fprintf(stderr, "cuTensorMapEncodeTiled failed: %d\n", int(status));
      std::exit(100);
    }
    return map;
  }

  /// x as [N][H][W][C] (pixel pitch XPitch) read in im2col mode: bm pixels
  /// of a stage's 128 bytes of channels, the window's corners from the pads.
  CUtensorMap inputIm2colMap(int bm) {
    CUtensorMap map;
    const cuuint64_t dims[4] = {cuuint64_t(Shape::C), cuuint64_t(Shape::W), cuuint64_t(Shape::H),
                                cuuint64_t(Shape::N)};
    const cuuint64_t pixel = cuuint64_t(Shape::XPitch) * sizeof(T);
    const cuuint64_t strides[3] = {pixel, pixel * Shape::W, pixel * Shape::W * Shape::H};
    const int lower[2] = {-Shape::PadW, -Shape::PadH};
    const int upper[2] = {Shape::PadW - (Shape::S - 1), Shape::PadH - (Shape::R - 1)};
    const cuuint32_t elementStrides[4] = {1, cuuint32_t(Shape::StrideW), cuuint32_t(Shape::StrideH), 1};
    CUresult status = encodeIm2col()(&map, sizeof(T) == 2 ? CU_TENSOR_MAP_DATA_TYPE_BFLOAT16 : CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
                                     4, x, dims, strides, lower, upper, cuuint32_t(128 / sizeof(T)), cuuint32_t(bm),
                                     elementStrides, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B,
                                     CU_TENSOR_MAP_L2_PROMOTION_L2_256B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
    if (status != CUDA_SUCCESS) {
      std::fprintf(stderr, "cuTensorMapEncodeIm2col failed: %d\n", int(status));
      std::exit(100);
    }
    return map;
  }

  /// Checks and times `kernel` as `launch(grid, out)` launches it: bm x bn
  /// tiles (split `splits` ways, or walked by at most `persistentBlocks`
  /// blocks), `threads` threads and `shared` bytes of dynamic shared memory.
  template <class Kernel, class Launch>
  void runWith(const char *label, Kernel kernel, Launch launch, int bm, int bn, int threads, int shared,
               int splits = 1, int persistentBlocks = 0, bool timingOnly = false) {
    CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, shared));
    int blocks = 0; // resident per SM, for the report
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kernel, threads, shared));
    dim3 grid((Shape::GemmM + bm - 1) / bm, (Shape::K + bn - 1) / bn, splits);
    if (persistentBlocks > 0) // one block per SM at most, walking the tiles
      grid = dim3(std::min<unsigned>(grid.x * grid.y, persistentBlocks), 1, 1);
    T *out = y + kYOffset;
    CHECK(cudaMemset(y, 0xFF, (kY + 8) * sizeof(T))); // NaN poison
    launch(grid, out);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<Bits> host(kY + 8);
    CHECK(cudaMemcpy(host.data(), y, (kY + 8) * sizeof(T), cudaMemcpyDeviceToHost));
    double err = 0, norm = 0;
    long long unwritten = 0, gapWritten = 0;
    for (long long m = 0; m < Shape::GemmM; ++m) {
      for (int k = 0; k < Shape::K; ++k) {
        float v = H::to(host[kYOffset + m * Shape::YPitch + k]);
        float r = refHost[m * Shape::K + k];
        if (std::isnan(v)) { ++unwritten; continue; }
        err += double(v - r) * (v - r);
        norm += double(r) * r;
      }
      for (int k = Shape::K; k < Shape::YPitch; ++k) // a pitched output's gap stays poisoned
        if (host[kYOffset + m * Shape::YPitch + k] != static_cast<Bits>(~Bits(0)))
          ++gapWritten;
    }
    double rel = std::sqrt(err / (norm > 0 ? norm : 1));
    bool ok = unwritten == 0 && gapWritten == 0 && rel < H::kBound;
    if (!timingOnly) // (a timing-only form computes on stale operands)
      failures += !ok;
    // Timing: 20 launches per event pair, best of 5.
    cudaEvent_t start, stop;
    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&stop));
    float best = 1e30f;
    for (int rep = 0; rep < (quick ? 0 : 5); ++rep) {
      CHECK(cudaEventRecord(start));
      for (int i = 0; i < 20; ++i)
        launch(grid, out);
      CHECK(cudaEventRecord(stop));
      CHECK(cudaEventSynchronize(stop));
      float ms = 0;
      CHECK(cudaEventElapsedTime(&ms, start, stop));
      best = std::fmin(best, ms / 20);
    }
    CHECK(cudaGetLastError());
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
    double tflops = 2.0 * Shape::GemmM * Shape::K * Shape::GemmK / (best * 1e-3) / 1e12;
    std::printf("  %-22s %4dx%-3dx%d blocks/SM %d  rel L2 %.2e  unwritten %lld  gap %lld  %8.4f ms  %6.1f TFLOP/s  %s\n",
                label, bm, bn, splits, blocks, rel, unwritten, gapWritten, best, tflops,
                timingOnly ? "(timing only)" : ok ? "ok" : "FAILED");
  }
};

template <class Shape, class T> void probeType(const char *name) {
  Problem<Shape, T> p(name);
  // Section 4's tiles: one consumer warpgroup for 64 rows, else two; the
  // ring's dynamic shared memory, 1024-byte aligned (WgmmaLayout).
  auto threadsOf = [](int bm) { return bm == 64 ? 128 : 256; };
  auto ringBytes = [](int bm, int bn, int st) { return st * (bm + bn) * 128 + 1024; };
  auto wg = [&](auto kernel, int bm, int bn, int st, const char *label = "wgmma") {
    p.run(label, kernel, bm, bn, threadsOf(bm), ringBytes(bm, bn, st));
  };
  // The warp-specialised persistent kernel: 384 threads, min(tiles, SMs) blocks.
  auto persistent = [&](auto kernel, int bn, int st, const char *label = "wgmma persistent") {
    p.run(label, kernel, 128, bn, 384, ringBytes(128, bn, st), 1, smCount);
    if (quick) // once more on the same output: nothing left over from the first
      p.run("wgmma persistent again", kernel, 128, bn, 384, ringBytes(128, bn, st), 1, smCount);
  };
  if (!tmaOnly) {
    persistent(persistentKernel<Shape, T, 256, 4>, 256, 4);
    persistent(persistentKernel<Shape, T, 128, 4>, 128, 4);
    persistent(persistentKernel<Shape, T, 128, 6>, 128, 6);
    persistent(persistentKernel<Shape, T, 64, 6>, 64, 6);
    persistent(persistentKernel<Shape, T, 64, 9>, 64, 9);
  }
  // Section 4's kernel with the filter tile by TMA.
  auto tma = [&](auto kernel, int bm, int bn, int st, const char *label = "wgmma, B by TMA",
                 bool timingOnly = false) {
    const int shared = ringBytes(bm, bn, st), threads = threadsOf(bm);
    const CUtensorMap map = p.filterMap(bn);
    p.runWith(label, kernel,
              [&](dim3 grid, T *out) { kernel<<<grid, threads, shared>>>(p.x, map, p.bias, out); }, bm, bn,
              threads, shared, 1, 0, timingOnly);
  };
  if (persistentOnly && !quick && !tmaOnly) { // the main loop's bounds: no loads, A only, B only
    using netc::TmaProbeLoads;
    tma(tmaKernel<Shape, T, 128, 256, 4, TmaProbeLoads::None>, 128, 256, 4, "no loads", true);
    tma(tmaKernel<Shape, T, 128, 256, 4, TmaProbeLoads::OnlyA>, 128, 256, 4, "A only (cp.async)", true);
    tma(tmaKernel<Shape, T, 128, 256, 4, TmaProbeLoads::OnlyB>, 128, 256, 4, "B only (TMA)", true);
    tma(tmaKernel<Shape, T, 128, 128, 3, TmaProbeLoads::None>, 128, 128, 3, "no loads", true);
  }
  // Both operands by TMA (A through an im2col map, B by tap), where x is
  // dense and its pixel stride a multiple of 16 bytes.
  auto tmaAb = [&](auto kernel, int bm, int bn, int st) {
    const int shared = ringBytes(bm, bn, st), threads = threadsOf(bm);
    const CUtensorMap xMap = p.inputIm2colMap(bm), wMap = p.filterMapByTap(bn);
    const auto &xOpaque = reinterpret_cast<const netc::TensorMap &>(xMap);
    const auto &wOpaque = reinterpret_cast<const netc::TensorMap &>(wMap);
    p.runWith("wgmma, A and B by TMA", kernel,
              [&](dim3 grid, T *out) { kernel<<<grid, threads, shared>>>(xOpaque, wOpaque, p.bias, out); }, bm, bn,
              threads, shared);
  };
  if constexpr (Shape::C * int(sizeof(T)) % 16 == 0 && Shape::XPitch == Shape::C) {
    tmaAb(tmaAbKernel<Shape, T, 128, 256, 4>, 128, 256, 4);
    tmaAb(tmaAbKernel<Shape, T, 128, 128, 3>, 128, 128, 3);
    tmaAb(tmaAbKernel<Shape, T, 128, 128, 4>, 128, 128, 4);
    tmaAb(tmaAbKernel<Shape, T, 128, 64, 4>, 128, 64, 4);
    if (tmaOnly) { // the warp-specialised persistent form, min(tiles, SMs) blocks
      auto tmaPersistent = [&](auto kernel, int bm, int bn, int st) {
        // The ring, then the consumer warps' staging rows (the epilogue).
        const int shared = ringBytes(bm, bn, st) + 8 * netc::StagedEpilogue::kWarpBytes;
        const CUtensorMap xMap = p.inputIm2colMap(bm), wMap = p.filterMapByTap(bn);
        const auto &xOpaque = reinterpret_cast<const netc::TensorMap &>(xMap);
        const auto &wOpaque = reinterpret_cast<const netc::TensorMap &>(wMap);
        for (int again = 0; again < (quick ? 2 : 1); ++again)
          p.runWith("wgmma TMA persistent", kernel,
                    [&](dim3 grid, T *out) { kernel<<<grid, 384, shared>>>(xOpaque, wOpaque, p.bias, out); },
                    bm, bn, 384, shared, 1, smCount);
      };
      tmaPersistent(tmaPersistentKernel<Shape, T, 128, 256, 4>, 128, 256, 4);
      tmaPersistent(tmaPersistentKernel<Shape, T, 256, 128, 4>, 256, 128, 4);
      tmaPersistent(tmaPersistentKernel<Shape, T, 128, 128, 6>, 128, 128, 6);
      tmaPersistent(tmaPersistentKernel<Shape, T, 128, 64, 8>, 128, 64, 8);
    }
  }
  if (tmaOnly) { // the catalog's gathered tile, for scale
    wg(wgmmaKernel<Shape, T, 128, 256, 4, false>, 128, 256, 4, "wgmma");
    wg(wgmmaKernel<Shape, T, 128, 128, 3, false>, 128, 128, 3, "wgmma");
    return;
  }
  tma(tmaKernel<Shape, T, 128, 256, 4>, 128, 256, 4);
  tma(tmaKernel<Shape, T, 128, 128, 3>, 128, 128, 3);
  tma(tmaKernel<Shape, T, 128, 128, 4>, 128, 128, 4);
  tma(tmaKernel<Shape, T, 128, 64, 4>, 128, 64, 4);
  if (persistentOnly) {
    wg(wgmmaKernel<Shape, T, 128, 256, 4, false>, 128, 256, 4, "wgmma");
    wg(wgmmaKernel<Shape, T, 128, 128, 3, false>, 128, 128, 3, "wgmma");
    wg(wgmmaKernel<Shape, T, 128, 64, 4, false>, 128, 64, 4, "wgmma");
    wg(wgmmaKernel<Shape, T, 256, 64, 4, false>, 256, 64, 4, "wgmma");
    wg(wgmmaKernel<Shape, T, 64, 128, 4, false>, 64, 128, 4, "wgmma");
    return;
  }
  // Split-K where the tiles alone leave SMs idle (the small shapes), run
  // twice in a row by the timing: the counters must come back to zero.
  auto split = [&](auto kernel, int bm, int bn, int st, int splits) {
    p.run("wgmma split-K", kernel, bm, bn, threadsOf(bm), ringBytes(bm, bn, st), splits);
    if (quick) // once more: a second launch on the counters the first left
      p.run("wgmma split-K again", kernel, bm, bn, threadsOf(bm), ringBytes(bm, bn, st), splits);
  };
  // (Shapes where each split gets a k-step and the workspace is big enough.)
  constexpr int kSteps = (Shape::GemmK + 128 / int(sizeof(T)) - 1) / (128 / int(sizeof(T)));
  constexpr auto fits = [](int splits) {
    return (splits - 1) * ((kSteps + splits - 1) / splits) < kSteps &&
           (long long)splits * Shape::GemmM * Shape::K <= kWorkspaceFloats && Shape::GemmM <= 1024;
  };
  if constexpr (fits(2)) split(splitKernel<Shape, T, 64, 128, 4, 2>, 64, 128, 4, 2);
  if constexpr (fits(3)) split(splitKernel<Shape, T, 128, 128, 3, 3>, 128, 128, 3, 3);
  if constexpr (fits(4)) split(splitKernel<Shape, T, 64, 128, 4, 4>, 64, 128, 4, 4);
  if constexpr (fits(8)) {
    split(splitKernel<Shape, T, 64, 128, 4, 8>, 64, 128, 4, 8);
  }
  if (sizeof(T) == 4) { // tf32 operands left to the tensor cores' truncation
    wg(wgmmaKernel<Shape, T, 128, 256, 4, false>, 128, 256, 4, "wgmma truncated");
    wg(wgmmaKernel<Shape, T, 128, 128, 3, false>, 128, 128, 3, "wgmma truncated");
    wg(wgmmaKernel<Shape, T, 128, 64, 4, false>, 128, 64, 4, "wgmma truncated");
  }
  wg(wgmmaKernel<Shape, T, 128, 256, 4>, 128, 256, 4);
  wg(wgmmaKernel<Shape, T, 256, 128, 4>, 256, 128, 4);
  wg(wgmmaKernel<Shape, T, 256, 64, 4>, 256, 64, 4);
  wg(wgmmaKernel<Shape, T, 256, 64, 5>, 256, 64, 5);
  wg(wgmmaKernel<Shape, T, 128, 128, 3>, 128, 128, 3);
  wg(wgmmaKernel<Shape, T, 128, 128, 4>, 128, 128, 4);
  wg(wgmmaKernel<Shape, T, 128, 64, 4>, 128, 64, 4);
  wg(wgmmaKernel<Shape, T, 64, 128, 4>, 64, 128, 4);
  wg(wgmmaKernel<Shape, T, 64, 64, 6>, 64, 64, 6);
  p.run("mma.sync (reference)", mmaKernel<Shape, T>, 128, 128, 256, /*shared=*/4 * 256 * 64);
}

bool runBf16 = true, runTf32 = true;
template <class Shape> void probe(const char *name) {
  if (runBf16)
    probeType<Shape, netc::bf16>(name);
  if (runTf32)
    probeType<Shape, float>(name);
}

int main(int argc, char **argv) {
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--quick") == 0)
      quick = true;
    else if (std::strcmp(argv[i], "--persistent") == 0)
      persistentOnly = true;
    else if (std::strcmp(argv[i], "--tma") == 0)
      tmaOnly = true;
    else if (std::strcmp(argv[i], "bf16") == 0)
      runTf32 = false;
    else if (std::strcmp(argv[i], "tf32") == 0)
      runBf16 = false;
    else {
      std::fprintf(stderr, "usage: probe [--quick] [--persistent | --tma] [bf16|tf32]\n");
      return 2;
    }
  }
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  std::printf("%s, %d SMs, sm_%d%d\n", prop.name, prop.multiProcessorCount, prop.major, prop.minor);
  smCount = prop.multiProcessorCount;
  // Conv<N, H, W, C, XPitch, K, R, S, P, Q, YPitch, StrideH, StrideW, PadH, PadW>
  if (!quick) {
    probe<Conv<64, 28, 28, 512, 512, 512, 3, 3, 28, 28, 512, 1, 1, 1, 1>>("vgg16 conv4_2");
    probe<Conv<64, 112, 112, 128, 128, 128, 3, 3, 112, 112, 128, 1, 1, 1, 1>>("vgg16 conv2_2");
    probe<Conv<64, 224, 224, 64, 64, 64, 3, 3, 224, 224, 64, 1, 1, 1, 1>>("vgg16 conv1_2");
    probe<Conv<64, 56, 56, 64, 64, 256, 1, 1, 56, 56, 256, 1, 1, 0, 0>>("resnet50 1x1 64->256");
    probe<Conv<64, 56, 56, 128, 128, 128, 3, 3, 28, 28, 128, 2, 2, 1, 1>>("3x3 stride 2");
    probe<Conv<128, 14, 14, 832, 832, 256, 1, 1, 14, 14, 256, 1, 1, 0, 0>>("googlenet inception_4e/1x1");
    probe<Conv<128, 28, 28, 128, 128, 192, 3, 3, 28, 28, 192, 1, 1, 1, 1>>("googlenet inception_3b/3x3");
    probe<Conv<128, 28, 28, 192, 192, 64, 1, 1, 28, 28, 64, 1, 1, 0, 0>>("googlenet inception_3a/1x1");
    probe<Conv<128, 27, 27, 96, 96, 256, 5, 5, 27, 27, 256, 1, 1, 2, 2>>("alexnet conv2");
    probe<Conv<64, 14, 14, 256, 256, 256, 3, 3, 14, 14, 256, 1, 1, 1, 1>>("resnet50 res4 3x3");
  }
  probe<Conv<2, 14, 14, 256, 256, 256, 3, 3, 14, 14, 256, 1, 1, 1, 1>>("small 3x3 256->256");
  probe<Conv<64, 1, 1, 4096, 4096, 1000, 1, 1, 1, 1, 1000, 1, 1, 0, 0>>("inner product 4096->1000");
  probe<Conv<6, 30, 30, 8, 16, 70, 7, 7, 12, 12, 75, 2, 2, 3, 3>>("7x7/2, C 8 pitch 16, K 70 pitch 75 at +3");
  std::printf("%d failed\n", failures);
  return failures;
}
