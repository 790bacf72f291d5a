//===- CudaOnCpu.cpp - The shared memory of CudaOnCpu.h's blocks ----------===//

namespace netc {
/// The block's dynamic shared memory, as large as an H100's or H200's (227
/// KiB a block): every kernel template run on the CPU declares it as
/// `extern __shared__ ... smem[]`, which the shim makes this array.
alignas(128) unsigned char smem[227 * 1024];
} // namespace netc
