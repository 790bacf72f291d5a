//===- L2Sweep.cu - A read-only sweep that evicts the L2 cache ------------===//
//
// GraphTimer's Flush policy runs this between measured launches. Reads only:
// a write sweep would leave dirty lines whose write-back lands in the next
// (timed) launch.
//
//===----------------------------------------------------------------------===//

#include "Error.h"
#include "GraphTimer.h"

namespace netc::runtime {
namespace {

__global__ void sweepL2Kernel(const uint4 *data, size_t count, unsigned *sink) {
  unsigned sum = 0;
  for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < count;
       i += size_t(gridDim.x) * blockDim.x) {
    uint4 value = data[i];
    sum ^= value.x ^ value.y ^ value.z ^ value.w;
  }
  // The buffer is zero-filled, so the sum is 0 and this store never happens;
  // the compiler cannot know that, so it keeps every load.
  if (sum == 0xFFFFFFFFu)
    *sink = sum;
}

} // namespace

void sweepL2(const void *data, size_t bytes, unsigned *sink, unsigned blocks,
             cudaStream_t stream) {
  size_t count = bytes / sizeof(uint4);
  constexpr int threads = 256;
  sweepL2Kernel<<<blocks, threads, 0, stream>>>(static_cast<const uint4 *>(data), count, sink);
  NETC_CHECK_LAUNCH("sweepL2Kernel");
}

} // namespace netc::runtime
