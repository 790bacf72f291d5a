// bench_util.cu - the bench runner's own device helpers (fill, compare),
// compiled to a cubin beside the generated kernels.
#include "netc_kernels.cuh"

// Counter-based hash: the same (seed, index) always gives the same value,
// on any launch geometry.
__device__ __forceinline__ float hashUniform(unsigned long long seed, unsigned long long i) {
  unsigned long long z = seed * 0x9E3779B97F4A7C15ull + i;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  return static_cast<float>(z >> 40) * (1.0f / 16777216.0f); // [0, 1)
}

template <class T>
__device__ void fill(T *p, unsigned long long n, unsigned long long seed, float lo, float hi) {
  for (unsigned long long i = netc::globalThreadIndex(); i < n;
       i += static_cast<unsigned long long>(gridDim.x) * blockDim.x)
    p[i] = netc::fromFloat<T>(lo + (hi - lo) * hashUniform(seed, i));
}
extern "C" __global__ void bench_fill_f32(float *p, unsigned long long n, unsigned long long seed,
                                          float lo, float hi) { fill(p, n, seed, lo, hi); }
extern "C" __global__ void bench_fill_bf16(netc::bf16 *p, unsigned long long n,
                                           unsigned long long seed, float lo, float hi) {
  fill(p, n, seed, lo, hi);
}
extern "C" __global__ void bench_fill_f16(netc::f16 *p, unsigned long long n,
                                          unsigned long long seed, float lo, float hi) {
  fill(p, n, seed, lo, hi);
}

// out[0] += sum (a - ref)^2, out[1] += sum ref^2, out[2] += count of
// non-finite a (NaN poison left unwritten, or overflow), out[3] max |a - ref|.
template <class T>
__device__ void compare(const T *a, const T *ref, unsigned long long n, double *out) {
  double d2 = 0, r2 = 0, bad = 0, mx = 0;
  for (unsigned long long i = netc::globalThreadIndex(); i < n;
       i += static_cast<unsigned long long>(gridDim.x) * blockDim.x) {
    float av = netc::toFloat(a[i]), rv = netc::toFloat(ref[i]);
    if (!isfinite(av)) { bad += 1; continue; }
    double d = static_cast<double>(av) - rv;
    d2 += d * d;
    r2 += static_cast<double>(rv) * rv;
    mx = fmax(mx, fabs(d));
  }
  for (int o = 16; o > 0; o /= 2) {
    d2 += __shfl_xor_sync(0xffffffffu, d2, o);
    r2 += __shfl_xor_sync(0xffffffffu, r2, o);
    bad += __shfl_xor_sync(0xffffffffu, bad, o);
    mx = fmax(mx, __shfl_xor_sync(0xffffffffu, mx, o));
  }
  if (threadIdx.x % 32 == 0) {
    atomicAdd(out + 0, d2);
    atomicAdd(out + 1, r2);
    atomicAdd(out + 2, bad);
    // max of non-negative doubles: compare as integers
    atomicMax(reinterpret_cast<unsigned long long *>(out + 3), __double_as_longlong(mx));
  }
}
extern "C" __global__ void bench_compare_f32(const float *a, const float *r, unsigned long long n,
                                             double *out) { compare(a, r, n, out); }
extern "C" __global__ void bench_compare_bf16(const netc::bf16 *a, const netc::bf16 *r,
                                              unsigned long long n, double *out) {
  compare(a, r, n, out);
}
extern "C" __global__ void bench_compare_f16(const netc::f16 *a, const netc::f16 *r,
                                             unsigned long long n, double *out) {
  compare(a, r, n, out);
}
