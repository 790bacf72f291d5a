// netc_conv_wgmma.cuh - implicit-GEMM convolution on Hopper's warpgroup tensor-core
// instructions (wgmma, sm_90a)
// (part of netc_kernels.cuh, which netc embeds as one file: see there).
#pragma once

#include "netc_common.cuh"
#include "netc_conv.cuh"

namespace netc {

//===----------------------------------------------------------------------===//
// 4. Implicit-GEMM convolution on wgmma (sm_90a; bf16, fp16, and tf32 from fp32).
//===----------------------------------------------------------------------===//
//
// The same GEMM as conv2d_implicit_gemm_mma, C[M = N*P*Q][K] = A[M][R*S*C] x
// B[R*S*C][K], A the im2col view of x gathered on the fly and B the KRSC filter,
// but multiplied by wgmma.mma_async: a warpgroup (4 consecutive warps) issues
// m64nNk16 instructions (m64nNk8 for tf32; one or two per k-step: it owns 64
// or 128 rows of the block tile, over one or two warpgroups) that read both operands straight from shared
// memory through 64-bit matrix descriptors, so there is no ldmatrix and no
// fragment traffic through registers (mma.sync's ceiling on Hopper is about
// two thirds of the tensor cores' rate; wgmma's is the rate).
//
// Shared memory: a Stages-deep ring; each stage holds BM rows of A then BN rows
// of B, each row 128 bytes (BK = 64 halves or 32 floats) in the canonical K-major layout
// with the 128-byte swizzle: the 16-byte chunk c of row r sits at chunk
// c ^ (r % 8) of the row, every 8 rows form a 1024-byte atom (the
// descriptor's stride byte offset) and every stage starts 1024-byte aligned.
// The k-steps of a stage advance the descriptors' start address by 32 bytes.
//
// Loads: cp.async, 16 bytes = 8 (4 fp32) channels of one tap per copy (a tap in the
// padding is a zero-fill copy of 0 source bytes), gathered by every thread
// as in the mma kernel (the chunk column's tap advances incrementally: no
// division in the loop). The copies of stage i + Stages - 2 are issued while
// the tensor cores work on stage i; one stage of slack lets the wgmma group
// of stage i - 1 still read its buffer while stage i's is issued (wgmma
// completes asynchronously: wait_group 1 keeps one group in flight), so one
// barrier per stage suffices. cp.async writes through the generic proxy and
// wgmma reads through the async proxy: each thread's landed copies are made
// visible to the tensor cores by fence.proxy.async before the barrier.
// In tf32 the tensor cores read the fp32 copies as tf32 by truncation; a
// thread can round its landed copies in place first (TensorFloatRounding,
// RoundTf32), at a cost the default does not pay (see the entry points).
//
// Section 5 (netc_conv_wgmma_tma.cuh) brings both operands by TMA, also in
// a warp-specialised persistent form; this kernel keeps what TMA cannot take
// (x a slice of a wider buffer, dilation, rounded tf32, split-K). Not (yet)
// here or there: TMA stores (issue 16); the epilogue stores
// bias + activation from the accumulators as the mma kernel does.
//
// Needs C and XPitch multiples of a chunk's 8 (fp32: 4) channels (a copy
// never straddles two taps), x offsets in 32 bits; the catalog offers it only
// then, only for sm_90 targets in bf16, fp16 and tf32, and `netc lower` then
// builds the module for sm_90a.

/// The wgmma instructions exist only in the arch-specific sm_90a target
/// (nvcc -gencode=arch=compute_90a,code=sm_90a; NVRTC --gpu-architecture=sm_90a).
#if defined(__CUDA_ARCH__) && defined(__CUDA_ARCH_FEAT_SM90_ALL)
#define NETC_HAS_WGMMA 1
#else
#define NETC_HAS_WGMMA 0
#endif

/// One wgmma.mma_async m64nNkK with fp32 accumulators, both operands in
/// shared memory (descriptors a, b), K-major, D += A * B: k16 for 16-bit
/// storage (bf16, fp16; the two transpose immediates 0), k8 for tf32 (read
/// from fp32 storage; tf32 takes no transpose immediates: K-major only).
/// Specialised per storage type and N below (the instruction names both, and
/// inline asm needs one operand per accumulator register).
template <class T, int N> struct WgmmaOp;

#if NETC_HAS_WGMMA
#define NETC_WGMMA_M64N64(SHAPE_K, TYPE, STORAGE, IMMEDIATES)                                             \
  template <> struct WgmmaOp<STORAGE, 64> {                                              \
    static __device__ __forceinline__ void run(float (&d)[32], unsigned long long a,      \
                                               unsigned long long b) {                   \
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, 1, 0;\n"                             \
                   "wgmma.mma_async.sync.aligned.m64n64" SHAPE_K ".f32." TYPE "." TYPE " {"       \
                   "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, " \
                   "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31" \
                   "}, %32, %33, p" IMMEDIATES ";\n}\n"                             \
                   : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), \
                     "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), \
                     "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), \
                     "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]) \
                   : "l"(a), "l"(b));                                                \
    }                                                                                    \
  };
#define NETC_WGMMA_M64N128(SHAPE_K, TYPE, STORAGE, IMMEDIATES)                                             \
  template <> struct WgmmaOp<STORAGE, 128> {                                              \
    static __device__ __forceinline__ void run(float (&d)[64], unsigned long long a,      \
                                               unsigned long long b) {                   \
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, 1, 0;\n"                             \
                   "wgmma.mma_async.sync.aligned.m64n128" SHAPE_K ".f32." TYPE "." TYPE " {"       \
                   "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, " \
                   "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, " \
                   "%32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, " \
                   "%48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63" \
                   "}, %64, %65, p" IMMEDIATES ";\n}\n"                             \
                   : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), \
                     "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), \
                     "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), \
                     "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), \
                     "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), \
                     "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), \
                     "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), \
                     "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63]) \
                   : "l"(a), "l"(b));                                                \
    }                                                                                    \
  };
#define NETC_WGMMA_M64N256(SHAPE_K, TYPE, STORAGE, IMMEDIATES)                                             \
  template <> struct WgmmaOp<STORAGE, 256> {                                              \
    static __device__ __forceinline__ void run(float (&d)[128], unsigned long long a,      \
                                               unsigned long long b) {                   \
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, 1, 0;\n"                             \
                   "wgmma.mma_async.sync.aligned.m64n256" SHAPE_K ".f32." TYPE "." TYPE " {"       \
                   "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, " \
                   "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, " \
                   "%32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, " \
                   "%48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, " \
                   "%64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, " \
                   "%80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, " \
                   "%96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, " \
                   "%112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127" \
                   "}, %128, %129, p" IMMEDIATES ";\n}\n"                             \
                   : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), \
                     "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), \
                     "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), \
                     "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), \
                     "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), \
                     "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), \
                     "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), \
                     "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63]), \
                     "+f"(d[64]), "+f"(d[65]), "+f"(d[66]), "+f"(d[67]), "+f"(d[68]), "+f"(d[69]), "+f"(d[70]), "+f"(d[71]), \
                     "+f"(d[72]), "+f"(d[73]), "+f"(d[74]), "+f"(d[75]), "+f"(d[76]), "+f"(d[77]), "+f"(d[78]), "+f"(d[79]), \
                     "+f"(d[80]), "+f"(d[81]), "+f"(d[82]), "+f"(d[83]), "+f"(d[84]), "+f"(d[85]), "+f"(d[86]), "+f"(d[87]), \
                     "+f"(d[88]), "+f"(d[89]), "+f"(d[90]), "+f"(d[91]), "+f"(d[92]), "+f"(d[93]), "+f"(d[94]), "+f"(d[95]), \
                     "+f"(d[96]), "+f"(d[97]), "+f"(d[98]), "+f"(d[99]), "+f"(d[100]), "+f"(d[101]), "+f"(d[102]), "+f"(d[103]), \
                     "+f"(d[104]), "+f"(d[105]), "+f"(d[106]), "+f"(d[107]), "+f"(d[108]), "+f"(d[109]), "+f"(d[110]), "+f"(d[111]), \
                     "+f"(d[112]), "+f"(d[113]), "+f"(d[114]), "+f"(d[115]), "+f"(d[116]), "+f"(d[117]), "+f"(d[118]), "+f"(d[119]), \
                     "+f"(d[120]), "+f"(d[121]), "+f"(d[122]), "+f"(d[123]), "+f"(d[124]), "+f"(d[125]), "+f"(d[126]), "+f"(d[127]) \
                   : "l"(a), "l"(b));                                                \
    }                                                                                    \
  };

// Immediates after scale-d: scale-a 1, scale-b 1 (no negation), and for
// 16-bit operands transpose-a 0, transpose-b 0 (both K-major).
#define NETC_WGMMA_SIXTEEN_BIT(N) \
  NETC_WGMMA_M64N##N("k16", "bf16", bf16, ", 1, 1, 0, 0") \
  NETC_WGMMA_M64N##N("k16", "f16", f16, ", 1, 1, 0, 0")
NETC_WGMMA_SIXTEEN_BIT(64)
NETC_WGMMA_SIXTEEN_BIT(128)
NETC_WGMMA_SIXTEEN_BIT(256)
NETC_WGMMA_M64N64("k8", "tf32", float, ", 1, 1")
NETC_WGMMA_M64N128("k8", "tf32", float, ", 1, 1")
NETC_WGMMA_M64N256("k8", "tf32", float, ", 1, 1")
#undef NETC_WGMMA_SIXTEEN_BIT
#undef NETC_WGMMA_M64N64
#undef NETC_WGMMA_M64N128
#undef NETC_WGMMA_M64N256
#endif // NETC_HAS_WGMMA

/// Orders the warpgroup's earlier register and shared-memory accesses before
/// its next wgmma (required before the first, and after the accumulators are
/// touched by other instructions).
__device__ __forceinline__ void wgmmaFence() {
#if NETC_HAS_WGMMA
  asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
#endif
}
/// Closes the wgmma instructions issued since the last commit into a group.
__device__ __forceinline__ void wgmmaCommit() {
#if NETC_HAS_WGMMA
  asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
#endif
}
/// Waits until at most `Pending` committed groups are still running.
template <int Pending> __device__ __forceinline__ void wgmmaWait() {
#if NETC_HAS_WGMMA
  asm volatile("wgmma.wait_group.sync.aligned %0;" ::"n"(Pending) : "memory");
#endif
}
/// Pins an accumulator register around the asynchronous instructions: the
/// compiler must neither read it before wgmmaWait nor move it elsewhere.
__device__ __forceinline__ void wgmmaPin(float &r) { asm volatile("" : "+f"(r)::"memory"); }

/// Makes this thread's generic-proxy writes of shared memory (cp.async's
/// landed copies) visible to the async proxy (wgmma's operand reads).
__device__ __forceinline__ void fenceProxyAsyncShared() {
#if NETC_HAS_WGMMA
  asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
#endif
}

/// The shared-memory matrix descriptor of a K-major operand tile in the
/// 128-byte swizzle layout whose 8-row atoms are 1024 bytes apart: start
/// address >> 4 (bits 0-13), leading byte offset 1 (unused when a k-step's
/// 32 bytes lie inside the swizzle width), stride byte offset 1024 >> 4
/// (bits 32-45), swizzle mode 1 = 128 bytes (bits 62-63).
__device__ __forceinline__ unsigned long long wgmmaDescriptor(unsigned sharedAddress) {
  return static_cast<unsigned long long>((sharedAddress & 0x3FFFF) >> 4) |
         (1ULL << 16) | (static_cast<unsigned long long>(1024 >> 4) << 32) | (1ULL << 62);
}

/// A warpgroup's accumulators: TilesM m64 tiles of N columns, N / 2 fp32
/// registers per thread each (64 x N over the warpgroup's 128 threads).
template <int TilesM, int N>
__device__ __forceinline__ void zeroAccumulators(float (&acc)[TilesM][N / 2]) {
#pragma unroll
  for (int t = 0; t < TilesM; ++t)
#pragma unroll
    for (int i = 0; i < N / 2; ++i)
      acc[t][i] = 0.f;
}
/// Pins them all around asynchronous wgmma (see wgmmaPin).
template <int TilesM, int N>
__device__ __forceinline__ void pinAccumulators(float (&acc)[TilesM][N / 2]) {
#pragma unroll
  for (int t = 0; t < TilesM; ++t)
#pragma unroll
    for (int i = 0; i < N / 2; ++i)
      wgmmaPin(acc[t][i]);
}

/// One stage's multiply by a warpgroup, committed as one wgmma group: its
/// TilesM m64 tiles of A start at shared address aRows (64 rows of 128
/// bytes apart), the stage's N rows of B at bRows, both in the layout above.
/// A 128-byte row is four instructions of 32 bytes whatever the type (k16
/// halves, k8 tf32): each advances both descriptors' address field by 2.
/// The caller waits (wgmmaWait) before it reuses the buffer or reads acc.
template <class T, int N, int TilesM>
__device__ __forceinline__ void issueWgmmaStage(float (&acc)[TilesM][N / 2], unsigned aRows,
                                                unsigned bRows) {
  const unsigned long long aDesc = wgmmaDescriptor(aRows), bDesc = wgmmaDescriptor(bRows);
  pinAccumulators<TilesM, N>(acc);
  wgmmaFence();
#pragma unroll
  for (int kk = 0; kk < 128 / 32; ++kk)
#pragma unroll
    for (int t = 0; t < TilesM; ++t) // the next 64 rows: 8 KiB on, +512 in the field
      WgmmaOp<T, N>::run(acc[t], aDesc + t * (64 * 128 >> 4) + 2 * kk, bDesc + 2 * kk);
  wgmmaCommit();
  pinAccumulators<TilesM, N>(acc);
}

/// Checks a wgmma tile (named parameters, emitted by the catalog as a local
/// struct: kBlockM, kBlockN, kBlockK, kStages) and derives its layout.
/// BlockM is 64, 128 or 256 rows over one or two consumer warpgroups (a
/// warpgroup owns 64 or 128 rows: one or two m64 instructions per k-step),
/// BlockN one of the instruction's N = 64, 128, 256, BlockK one 128-byte
/// swizzle row: 64 16-bit elements, or 32 fp32 ones read as tf32.
template <class Tile, class T> struct WgmmaLayout {
  static constexpr int BM = Tile::kBlockM, BN = Tile::kBlockN, BK = Tile::kBlockK;
  static constexpr int kStages = Tile::kStages;
  static_assert(sizeof(T) == 2 || sizeof(T) == 4,
                "wgmma tiles hold 16-bit storage (bf16, fp16) or fp32 read as tf32");
  static_assert(BK * static_cast<int>(sizeof(T)) == 128, "a stage row is one 128-byte swizzle row");
  static_assert(BM == 64 || BM == 128 || BM == 256, "one or two warpgroups of 64 or 128 rows");
  static_assert(BN == 64 || BN == 128 || BN == 256, "wgmma N of 64, 128 or 256");
  static_assert(!(BM == 256 && BN == 256), "a 128 x 256 warpgroup tile needs 256 accumulators");
  static_assert(kStages >= 3, "loads run Stages - 2 ahead, with one stage of slack");
  static constexpr int kWarpGroups = BM == 64 ? 1 : 2;
  static constexpr int kGroupRows = BM / kWarpGroups; ///< rows one warpgroup owns
  static constexpr int kTilesM = kGroupRows / 64;    ///< m64 instructions per k-step
  static constexpr int kThreads = 128 * kWarpGroups;
  static constexpr int kRowBytes = 128;
  static constexpr int kStageBytes = (BM + BN) * kRowBytes;
  /// The ring plus the slack that aligns it to 1024 bytes (the catalog's
  /// sharedBytes must equal this).
  static constexpr int kSharedBytes = kStages * kStageBytes + 1024;
};

/// Rounds the operands a thread copied into a stage to tf32 in place, before
/// the tensor cores read them: wgmma reads fp32 storage as tf32 by dropping
/// the 13 low mantissa bits, a truncation that biases every product (the mma
/// kernel rounds its fragments with the same cvt.rna). Opt-in (RoundTf32):
/// the extra pass through shared memory cost 1.2-1.7x on an H200 for 2.5x
/// less error. Nothing to do for 16-bit storage.
template <class T> struct TensorFloatRounding {
  template <int Chunks>
  static __device__ __forceinline__ void roundChunks(unsigned, const unsigned (&)[Chunks]) {}
};
template <> struct TensorFloatRounding<float> {
  template <int Chunks>
  static __device__ __forceinline__ void roundChunks(unsigned stageBase,
                                                     const unsigned (&offsets)[Chunks]) {
#if NETC_HAS_WGMMA
#pragma unroll
    for (int i = 0; i < Chunks; ++i) {
      unsigned v0, v1, v2, v3;
      asm volatile("ld.shared.v4.b32 {%0, %1, %2, %3}, [%4];"
                   : "=r"(v0), "=r"(v1), "=r"(v2), "=r"(v3)
                   : "r"(stageBase + offsets[i]));
      asm("cvt.rna.tf32.f32 %0, %0;" : "+r"(v0));
      asm("cvt.rna.tf32.f32 %0, %0;" : "+r"(v1));
      asm("cvt.rna.tf32.f32 %0, %0;" : "+r"(v2));
      asm("cvt.rna.tf32.f32 %0, %0;" : "+r"(v3));
      asm volatile("st.shared.v4.b32 [%0], {%1, %2, %3, %4};" ::"r"(stageBase + offsets[i]),
                   "r"(v0), "r"(v1), "r"(v2), "r"(v3)
                   : "memory");
    }
#endif
  }
};

/// Where a thread's wgmma accumulators sit in its warpgroup's tile (the D
/// fragment): warp w of the warpgroup holds rows 16w + lane/4 and 8 below of
/// each of its m64 tiles, and register 4j + 2h + e of tile t is row + 64t +
/// 8h, column 8j + 2(lane % 4) + e. `rowBase` is the thread's first row (m0 +
/// the warpgroup's first row + 16w + lane/4). The one place that says so:
/// the epilogue and split-K's partial tiles both read it from here.
template <int BN, int TilesM> struct WgmmaFragment {
  static __device__ __forceinline__ int row(int rowBase, int t, int h) {
    return rowBase + t * 64 + h * 8;
  }
  /// The first of the pair of columns register j * 4 + h * 2 (+1) holds.
  static __device__ __forceinline__ int column(int n0, int j, int lane) {
    return n0 + j * 8 + (lane % 4) * 2;
  }
  static __device__ __forceinline__ int index(int j, int h, int e) { return j * 4 + h * 2 + e; }
  /// visit(value&, m, n) for every accumulator whose output is inside the
  /// GEMM (m < GemmM, n < K).
  template <class Shape, class Visit>
  static __device__ __forceinline__ void forEach(float (&acc)[TilesM][BN / 2], int rowBase, int n0,
                                                 int lane, Visit &&visit) {
#pragma unroll
    for (int j = 0; j < BN / 8; ++j)
#pragma unroll
      for (int t = 0; t < TilesM; ++t)
#pragma unroll
        for (int h = 0; h < 2; ++h)
#pragma unroll
          for (int e = 0; e < 2; ++e) {
            const int m = row(rowBase, t, h), n = column(n0, j, lane) + e;
            if (m < Shape::GemmM && n < Shape::K)
              visit(acc[t][index(j, h, e)], m, n);
          }
  }
};

/// The epilogue of a warpgroup's accumulators: y = act(acc + bias), stored
/// from registers (WgmmaFragment's places). Pairs of adjacent outputs go out
/// in one 32-bit (fp32: 64-bit) store where y's pitch and alignment allow.
template <class Shape, int BN, int TilesM, int Act, bool HasBias, class T>
__device__ __forceinline__ void storeWgmmaTile(float (&acc)[TilesM][BN / 2], T *__restrict__ y,
                                               const T *__restrict__ bias, int rowBase, int n0,
                                               int lane) {
  using Fragment = WgmmaFragment<BN, TilesM>;
  const bool pairOk = Shape::K % 2 == 0 && Shape::YPitch % 2 == 0 && isAligned(y, 2 * sizeof(T));
#pragma unroll
  for (int j = 0; j < BN / 8; ++j) {
    const int n = Fragment::column(n0, j, lane);
    float b0 = 0.f, b1 = 0.f;
    if (HasBias)
      loadBiasPair<Shape>(bias, n, b0, b1);
#pragma unroll
    for (int t = 0; t < TilesM; ++t) {
#pragma unroll
      for (int h = 0; h < 2; ++h) {
        const int m = Fragment::row(rowBase, t, h);
        if (m >= Shape::GemmM || n >= Shape::K)
          continue;
        const float v0 = activate<Act>(acc[t][Fragment::index(j, h, 0)] + b0);
        const float v1 = activate<Act>(acc[t][Fragment::index(j, h, 1)] + b1);
        T *out = y + static_cast<long long>(m) * Shape::YPitch + n;
        if (pairOk) {
          storePair(out, v0, v1);
        } else {
          out[0] = fromFloat<T>(v0);
          if (n + 1 < Shape::K)
            out[1] = fromFloat<T>(v1);
        }
      }
    }
  }
}

/// Split-K's meeting point for a tile held in wgmma's fragment layout
/// (reduceSplitPartials, netc_conv.cuh).
template <class Shape, int BN, int TilesM, int Splits, class Sync>
__device__ __forceinline__ bool reduceSplitTile(float (&acc)[TilesM][BN / 2], int rowBase, int n0,
                                                int lane, float *__restrict__ workspace,
                                                unsigned *__restrict__ tileArrivals, int split,
                                                unsigned tile, bool leader, Sync &&sync) {
  return reduceSplitPartials<Shape, Splits>(
      [&](auto &&visit) {
        WgmmaFragment<BN, TilesM>::template forEach<Shape>(acc, rowBase, n0, lane, visit);
      },
      workspace, tileArrivals, split, tile, leader, sync);
}

/// The kernel behind conv2d_implicit_gemm_wgmma (Splits 1) and
/// conv2d_implicit_gemm_wgmma_split_k (Splits > 1, see there).
/// RoundTf32 (tf32 only; probes measure its cost): false leaves fp32
/// operands for the tensor cores to truncate.
template <class Shape, class Tile, int Act, bool HasBias, int Splits, bool RoundTf32, class T>
__device__ __forceinline__ void wgmmaConvolution(const T *__restrict__ x, const T *__restrict__ w,
                                                 const T *__restrict__ bias, T *__restrict__ y,
                                                 float *__restrict__ workspace,
                                                 unsigned *__restrict__ tileArrivals) {
#if NETC_HAS_WGMMA
  using L = WgmmaLayout<Tile, T>;
  constexpr int BM = L::BM, BN = L::BN, BK = L::BK, kStages = L::kStages;
  constexpr int kThreads = L::kThreads, kRowBytes = L::kRowBytes, kStageBytes = L::kStageBytes;
  // 16-byte chunks, 8 per row: 8 halves or 4 floats each.
  constexpr int kPerChunk = 16 / static_cast<int>(sizeof(T)), kChunks = 8;
  static_assert(!Shape::kDilated, "the wgmma gather steps through adjacent taps only");
  static_assert(static_cast<long long>(Shape::N) * Shape::H * Shape::W * Shape::XPitch < (1LL << 31),
                "x offsets in 32 bits");
  static_assert(Shape::C % kPerChunk == 0 && Shape::XPitch % kPerChunk == 0,
                "16-byte copies of one tap");
  constexpr int kAChunks = BM * kChunks / kThreads, kBChunks = BN * kChunks / kThreads;
  static_assert(kAChunks * kThreads == BM * kChunks && kBChunks * kThreads == BN * kChunks,
                "every thread copies whole chunks");
  constexpr int kSteps = (Shape::GemmK + BK - 1) / BK;
  // Split-K: split z runs k-steps [z, z + 1) x kSplitSteps of the reduction.
  static_assert(Splits >= 1, "one split at least");
  constexpr int kSplitSteps = (kSteps + Splits - 1) / Splits;
  static_assert(Splits == 1 || (Splits - 1) * kSplitSteps < kSteps, "every split has a k-step");
  const int stepBegin = Splits == 1 ? 0 : static_cast<int>(blockIdx.z) * kSplitSteps;
  const int steps = Splits == 1 ? kSteps : min(kSteps - stepBegin, kSplitSteps);
  constexpr int kTilesM = L::kTilesM, kGroupRows = L::kGroupRows;
  constexpr int kAccumulators = BN / 2; // per thread and m64 tile: 64 x BN over 128 threads

  extern __shared__ __align__(128) unsigned char smem[]; // as the mma kernel declares it
  // The swizzle atoms must start 1024-byte aligned; the dynamic window's
  // alignment is not promised, so the ring starts at the next such address.
  const unsigned smemBase = (sharedAddress(smem) + 1023u) & ~1023u;

  const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
  const int warpGroup = warp / 4, warpInGroup = warp % 4;
  const int m0 = blockIdx.x * BM, n0 = blockIdx.y * BN;

  // This thread's copies: fixed rows and chunk column (kThreads is a
  // multiple of kChunks), the chunk column's tap advancing by BK channels per
  // stage. The shared slot is the swizzled position of (row, chunk).
  const int chunk = tid % kChunks;
  int aBase[kAChunks], aIh[kAChunks], aIw[kAChunks];
  unsigned aDst[kAChunks];
#pragma unroll
  for (int i = 0; i < kAChunks; ++i) {
    const int row = (tid + i * kThreads) / kChunks;
    const int m = m0 + row;
    if (m < Shape::GemmM) {
      windowCorner<Shape>(m, aIh[i], aIw[i], aBase[i]);
    } else {
      aIh[i] = -(1 << 28); // fails every bounds test: zero-filled
      aIw[i] = 0;
      aBase[i] = 0;
    }
    aDst[i] = row * kRowBytes + ((chunk ^ (row % 8)) * 16);
  }
  const T *bSrc[kBChunks];
  bool bValid[kBChunks];
  unsigned bDst[kBChunks];
#pragma unroll
  for (int i = 0; i < kBChunks; ++i) {
    const int row = (tid + i * kThreads) / kChunks;
    bValid[i] = n0 + row < Shape::K;
    bSrc[i] = w + static_cast<long long>(bValid[i] ? n0 + row : 0) * Shape::GemmK +
              stepBegin * BK + chunk * kPerChunk;
    bDst[i] = BM * kRowBytes + row * kRowBytes + ((chunk ^ (row % 8)) * 16);
  }
  // The chunk column's first tap (divisions by constants, once).
  int tapK = stepBegin * BK + chunk * kPerChunk;
  int tapR = tapK / Shape::C, tapC = tapK - tapR * Shape::C;
  int tapS = tapR % Shape::S;
  tapR /= Shape::S;

  auto loadStage = [&](int step) {
    const unsigned stageBase = smemBase + (step % kStages) * kStageBytes;
    const int tapOffset = (tapR * Shape::W + tapS) * Shape::XPitch + tapC;
#pragma unroll
    for (int i = 0; i < kAChunks; ++i) {
      const bool valid = tapR < Shape::R &&
                         static_cast<unsigned>(aIh[i] + tapR) < static_cast<unsigned>(Shape::H) &&
                         static_cast<unsigned>(aIw[i] + tapS) < static_cast<unsigned>(Shape::W);
      cpAsync16(stageBase + aDst[i], valid ? x + (aBase[i] + tapOffset) : x, valid ? 16 : 0);
    }
    const bool kValid = tapK < Shape::GemmK;
#pragma unroll
    for (int i = 0; i < kBChunks; ++i) {
      const bool valid = kValid && bValid[i];
      cpAsync16(stageBase + bDst[i], valid ? bSrc[i] + step * BK : w, valid ? 16 : 0);
    }
    tapK += BK;
    tapC += BK;
    while (tapC >= Shape::C) {
      tapC -= Shape::C;
      if (++tapS == Shape::S) { tapS = 0; ++tapR; }
    }
  };

  float acc[kTilesM][kAccumulators];
  zeroAccumulators<kTilesM, BN>(acc);

  // Prologue: Stages - 2 stages in flight; one commit per stage, empty or
  // not, keeps the wait_group arithmetic uniform.
#pragma unroll
  for (int s = 0; s < kStages - 2; ++s) {
    if (s < steps)
      loadStage(s);
    cpAsyncCommit();
  }

  for (int step = 0; step < steps; ++step) {
    cpAsyncWait<kStages - 3>(); // this thread's copies of `step` have landed
    if (RoundTf32) { // (opt-in: rounded to tf32 by the thread that copied them)
      const unsigned stageBase = smemBase + (step % kStages) * kStageBytes;
      TensorFloatRounding<T>::roundChunks(stageBase, aDst);
      TensorFloatRounding<T>::roundChunks(stageBase, bDst);
    }
    fenceProxyAsyncShared(); // ... and are visible to the tensor cores
    // Everyone's copies of `step` have landed, and every warpgroup has retired
    // the wgmma group of step - 2 (its wait_group 1 of the last iteration),
    // whose buffer the next copies overwrite.
    __syncthreads();
    if (step + kStages - 2 < steps)
      loadStage(step + kStages - 2);
    cpAsyncCommit();

    const unsigned stageBase = smemBase + (step % kStages) * kStageBytes;
    issueWgmmaStage<T, BN, kTilesM>(acc, stageBase + warpGroup * kGroupRows * kRowBytes,
                                    stageBase + BM * kRowBytes);
    wgmmaWait<1>();
  }
  wgmmaWait<0>();
  pinAccumulators<kTilesM, BN>(acc);
  cpAsyncWait<0>();

  // Epilogue: this thread's accumulators and their places (WgmmaFragment).
  const int rowBase = m0 + warpGroup * kGroupRows + warpInGroup * 16 + lane / 4;
  if (Splits > 1 &&
      !reduceSplitTile<Shape, BN, kTilesM, Splits>(
          acc, rowBase, n0, lane, workspace, tileArrivals, blockIdx.z,
          blockIdx.y * gridDim.x + blockIdx.x, tid == 0, [] { __syncthreads(); }))
    return; // another split of this tile finishes it
  storeWgmmaTile<Shape, BN, kTilesM, Act, HasBias>(acc, y, bias, rowBase, n0, lane);
#else
  // Never instantiated for other targets: the catalog offers this kernel only
  // for sm_90, and `netc lower` builds such modules for sm_90a.
  __trap();
#endif
}

/// y = act(conv(x, w) + bias), one block per BM x BN output tile. In tf32
/// the tensor cores truncate the fp32 operands (RoundTf32 false, the
/// default): rounding them in shared memory first costs 1.2-2.3x in time on
/// an H200 for a relative L2 error of 2e-4 instead of 5e-4 (bench/wgmma/
/// probe.cu; the runtime's tf32 bound is 2e-3).
template <class Shape, class Tile, int Act, bool HasBias, class T, bool RoundTf32 = false>
__device__ __forceinline__ void conv2d_implicit_gemm_wgmma(const T *__restrict__ x,
                                                           const T *__restrict__ w,
                                                           const T *__restrict__ bias,
                                                           T *__restrict__ y) {
  wgmmaConvolution<Shape, Tile, Act, HasBias, 1, RoundTf32>(x, w, bias, y, nullptr, nullptr);
}

/// The same with the reduction split over Splits blocks per tile (gridDim.z
/// == Splits), for layers whose tiles alone leave most SMs idle (the inner
/// products of a small batch; late 3x3 layers of few pixels). `workspace`
/// holds Splits x M x K floats, `tileArrivals` one zeroed counter per tile
/// (gridDim.x x gridDim.y); the kernel leaves them zeroed again. Launches
/// sharing them must not overlap (the runtime runs a plan in one stream).
template <class Shape, class Tile, int Splits, int Act, bool HasBias, class T,
          bool RoundTf32 = false>
__device__ __forceinline__ void conv2d_implicit_gemm_wgmma_split_k(
    const T *__restrict__ x, const T *__restrict__ w, const T *__restrict__ bias,
    T *__restrict__ y, float *__restrict__ workspace, unsigned *__restrict__ tileArrivals) {
  wgmmaConvolution<Shape, Tile, Act, HasBias, Splits, RoundTf32>(x, w, bias, y, workspace,
                                                                 tileArrivals);
}

} // namespace netc
