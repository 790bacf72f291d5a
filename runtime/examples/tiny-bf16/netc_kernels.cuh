// netc_kernels.cuh - the EXAMPLE's own small kernel header (runtime/examples/tiny).
//
// A stand-in for lib/Target/Cuda/kernels/netc_kernels.cuh (the real one is
// the kernel engineer's): straightforward kernels, one thread per output
// element, every shape a template constant, so the runtime's whole path
// (plan, module loading by cubin/PTX/NVRTC, arena, weights, launches, the
// cuDNN check) can be tested without netc's compiler. Self-contained: no
// includes, so NVRTC and clang's NVPTX back end compile it as it is.
#pragma once

namespace netc {

struct bf16 { unsigned short bits; };

__device__ __forceinline__ float load(const float *p, long i) { return p[i]; }
__device__ __forceinline__ void store(float *p, long i, float v) { p[i] = v; }
__device__ __forceinline__ float load(const bf16 *p, long i) {
  return __uint_as_float((unsigned)p[i].bits << 16);
}
__device__ __forceinline__ void store(bf16 *p, long i, float v) {
  unsigned u = __float_as_uint(v);
  if ((u & 0x7fffffffu) > 0x7f800000u) { p[i].bits = 0x7fc0; return; } // NaN
  u += 0x7fffu + ((u >> 16) & 1u);                                        // nearest even
  p[i].bits = (unsigned short)(u >> 16);
}

enum Act { kNone = 0, kRelu = 1, kTanh = 2, kSigmoid = 3 };
template <int A> __device__ __forceinline__ float activate(float v) {
  if (A == kRelu) return v > 0.f ? v : 0.f;
  if (A == kTanh) return tanhf(v);
  if (A == kSigmoid) return 1.f / (1.f + expf(-v));
  return v;
}

__device__ __forceinline__ long globalThread() {
  return (long)blockIdx.x * blockDim.x + threadIdx.x;
}

/// y[n, oh, ow, co] = act(sum x * w + bias): w is KRSC [co][kh][kw][ci]; an
/// inner product is the 1x1 convolution of a 1x1 image with C inputs.
template <class T, int N, int H, int W, int C, int XP, int OH, int OW, int K, int YP, int KH,
          int KW, int SH, int SW, int PT, int PL, bool BIAS, int A>
__device__ void conv2d_direct(const T *x, const T *w, const T *bias, T *y) {
  long i = globalThread();
  if (i >= (long)N * OH * OW * K) return;
  int co = i % K;
  long p = i / K;
  int ow = p % OW, oh = (p / OW) % OH, n = p / ((long)OW * OH);
  float sum = BIAS ? load(bias, co) : 0.f;
  for (int r = 0; r < KH; ++r) {
    int ih = oh * SH - PT + r;
    if (ih < 0 || ih >= H) continue;
    for (int s = 0; s < KW; ++s) {
      int iw = ow * SW - PL + s;
      if (iw < 0 || iw >= W) continue;
      long xBase = (((long)n * H + ih) * W + iw) * XP;
      long wBase = (((long)co * KH + r) * KW + s) * C;
      for (int c = 0; c < C; ++c) sum += load(x, xBase + c) * load(w, wBase + c);
    }
  }
  store(y, p * YP + co, activate<A>(sum));
}

template <class T, int N, int H, int W, int C, int XP, int OH, int OW, int YP, int KH, int KW,
          int SH, int SW, int PT, int PL>
__device__ void max_pool(const T *x, T *y) {
  long i = globalThread();
  if (i >= (long)N * OH * OW * C) return;
  int c = i % C;
  long p = i / C;
  int ow = p % OW, oh = (p / OW) % OH, n = p / ((long)OW * OH);
  float best = -__int_as_float(0x7f800000);
  for (int r = 0; r < KH; ++r)
    for (int s = 0; s < KW; ++s) {
      int ih = oh * SH - PT + r, iw = ow * SW - PL + s;
      if (ih < 0 || ih >= H || iw < 0 || iw >= W) continue;
      float v = load(x, (((long)n * H + ih) * W + iw) * XP + c);
      best = v > best ? v : best;
    }
  store(y, p * YP + c, best);
}

/// Inference batch norm per channel, then the activation.
template <class T, long PIXELS, int C, int XP, int YP, int A>
__device__ void batch_norm(const T *x, const T *gamma, const T *beta, const T *mean,
                           const T *var, float epsilon, T *y) {
  long i = globalThread();
  if (i >= PIXELS * C) return;
  int c = i % C;
  long p = i / C;
  float v = (load(x, p * XP + c) - load(mean, c)) * rsqrtf(load(var, c) + epsilon);
  store(y, p * YP + c, activate<A>(v * load(gamma, c) + load(beta, c)));
}

template <class T, long PIXELS, int C, int AP, int BP, int YP, int A>
__device__ void add(const T *a, const T *b, T *y) {
  long i = globalThread();
  if (i >= PIXELS * C) return;
  int c = i % C;
  long p = i / C;
  store(y, p * YP + c, activate<A>(load(a, p * AP + c) + load(b, p * BP + c)));
}

/// Softmax over the C channels of every pixel, one thread per pixel.
template <class T, long PIXELS, int C, int XP, int YP>
__device__ void softmax(const T *x, T *y) {
  long p = globalThread();
  if (p >= PIXELS) return;
  float m = load(x, p * XP);
  for (int c = 1; c < C; ++c) m = fmaxf(m, load(x, p * XP + c));
  float sum = 0.f;
  for (int c = 0; c < C; ++c) sum += expf(load(x, p * XP + c) - m);
  for (int c = 0; c < C; ++c) store(y, p * YP + c, expf(load(x, p * XP + c) - m) / sum);
}

} // namespace netc
