//===- CudaOnCpu.h - Runs netc's kernel templates on the CPU, for tests ---===//
//
// A kernel template of lib/Kernels/kernels/ compiled as host C++ and run one
// CUDA thread per std::thread, a block at a time, so that a machine without a
// GPU can check a kernel's arithmetic and indexing against a reference:
// every thread of a block runs the template with its own threadIdx and
// blockIdx, __syncthreads() is a barrier of the block's threads, and the
// block's dynamic shared memory is netc::smem. It checks what the template
// computes, not how fast, nor what only the GPU does (memory ordering beyond
// the barriers, alignment faults, the compiler's register allocation):
// device runs and compute-sanitizer still judge those.
//
// Include this before the kernel headers. The block's dynamic shared memory
// (`extern __shared__ ... smem[]` in the kernels) is netc::smem, defined
// once for every test in CudaOnCpu.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_TEST_UNIT_CUDAONCPU_H
#define NETC_TEST_UNIT_CUDAONCPU_H

#include <cmath>
#include <cstdlib>
#include <condition_variable>
#include <cstring>
#include <functional>
#include <limits>
#include <mutex>
#include <random>
#include <thread>
#include <vector>

// CUDA's qualifiers are nothing on the host.
#define __device__
#define __global__
#define __shared__
#define __forceinline__ inline
#define __align__(bytes)
#define __launch_bounds__(...)
// The 16-bit conversions' inline PTX: the tests that include this run fp32
// storage only, which never reaches it.
#define asm(...) ((void)0)

struct CudaDim3 {
  unsigned x = 0, y = 0, z = 0;
};
inline thread_local CudaDim3 threadIdx, blockIdx, blockDim;

namespace cuda_on_cpu {

/// A reusable barrier of `count` threads (C++17 has no std::barrier).
class Barrier {
public:
  explicit Barrier(unsigned count) : count(count) {}
  void wait() { waitOr(false); }
  /// __syncthreads_or: waits, and returns whether any thread passed true.
  /// A generation's result is read under the lock before any thread can
  /// complete the next one (which needs every thread again).
  bool waitOr(bool predicate) {
    std::unique_lock<std::mutex> lock(mutex);
    const unsigned generation = this->generation;
    anyTrue = anyTrue || predicate;
    if (++arrived == count) {
      arrived = 0;
      result = anyTrue;
      anyTrue = false;
      ++this->generation;
      condition.notify_all();
      return result;
    }
    condition.wait(lock, [&] { return generation != this->generation; });
    return result;
  }

private:
  std::mutex mutex;
  std::condition_variable condition;
  unsigned count, arrived = 0, generation = 0;
  bool anyTrue = false, result = false;
};

inline thread_local Barrier *blockBarrier = nullptr;

/// Runs `kernel` (a callable taking no arguments that calls the template)
/// over the grid, one block at a time, `threads` threads each.
inline void launch(CudaDim3 grid, unsigned threads, const std::function<void()> &kernel) {
  for (unsigned z = 0; z < grid.z; ++z)
    for (unsigned y = 0; y < grid.y; ++y)
      for (unsigned x = 0; x < grid.x; ++x) {
        Barrier barrier(threads);
        std::vector<std::thread> block;
        block.reserve(threads);
        for (unsigned t = 0; t < threads; ++t)
          block.emplace_back([&, t] {
            threadIdx = {t, 0, 0};
            blockIdx = {x, y, z};
            blockDim = {threads, 1, 1};
            blockBarrier = &barrier;
            kernel();
          });
        for (std::thread &thread : block)
          thread.join();
      }
}

/// A kernel test's operands: `count` values uniform in [-1, 1].
inline std::vector<float> randomValues(std::mt19937 &random, size_t count) {
  std::uniform_real_distribution<float> uniform(-1.f, 1.f);
  std::vector<float> values(count);
  for (float &v : values)
    v = uniform(random);
  return values;
}

/// An NHWC tensor of `pixels` pixels, `channels` random values each in a
/// pitch of `pitch`; the channels past `channels` are NaN, so that a kernel
/// that read them would carry NaN into its outputs.
inline std::vector<float> randomPitched(std::mt19937 &random, size_t pixels, int channels,
                                        int pitch) {
  std::uniform_real_distribution<float> uniform(-1.f, 1.f);
  std::vector<float> values(pixels * pitch, std::numeric_limits<float>::quiet_NaN());
  for (size_t pixel = 0; pixel < pixels; ++pixel)
    for (int c = 0; c < channels; ++c)
      values[pixel * pitch + c] = uniform(random);
  return values;
}

/// An output buffer of NaN: whatever the kernel leaves unwritten stays NaN.
inline std::vector<float> poisoned(size_t count) {
  return std::vector<float>(count, std::numeric_limits<float>::quiet_NaN());
}

} // namespace cuda_on_cpu

inline void __syncthreads() { cuda_on_cpu::blockBarrier->wait(); }
inline int __syncthreads_or(int predicate) {
  return cuda_on_cpu::blockBarrier->waitOr(predicate != 0);
}
// Blocks run one after another and their threads meet only at barriers: a
// fence has nothing to order, an atomic nothing to race with (a lock keeps
// it whole anyway), and L2 is memory.
inline void __threadfence() {}
inline unsigned atomicAdd(unsigned *address, unsigned value) {
  static std::mutex lock;
  std::lock_guard<std::mutex> guard(lock);
  const unsigned old = *address;
  *address = old + value;
  return old;
}
template <class T> T __ldcg(const T *address) { return *address; }
inline float __uint_as_float(unsigned u) {
  float f;
  std::memcpy(&f, &u, sizeof f);
  return f;
}
inline unsigned __float_as_uint(float f) {
  unsigned u;
  std::memcpy(&u, &f, sizeof u);
  return u;
}
inline float __int_as_float(int i) {
  float f;
  std::memcpy(&f, &i, sizeof f);
  return f;
}
/// Warp shuffles are not emulated: the kernels that use them (softmax, layer
/// norm) are not run here, only compiled with the header that holds them.
template <class T> T __shfl_xor_sync(unsigned, T, int, int = 32) {
  std::abort();
}
inline float __expf(float v) { return std::exp(v); }
inline float __fdividef(float a, float b) { return a / b; }

#endif // NETC_TEST_UNIT_CUDAONCPU_H
