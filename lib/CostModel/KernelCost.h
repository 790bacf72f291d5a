//===- KernelCost.h - The cost model's view of netc's own kernels -*- C++ -*-===//
//
// The lowering asks this which of the kernel catalog's candidates to generate
// for a layer. A generated kernel's time is, as in NetcModel,
//   launch overhead + max(compute, memory)
// where compute counts the multiply-adds of whole tiles (a ragged edge costs
// a full tile), runs at the rate of the variant's unit (tensor cores for
// mma, CUDA cores otherwise) times the variant's measured efficiency and a
// loss for short reductions, and stretches to whole waves of thread blocks
// over the SMs. Streaming kernels run at the calibrated copy bandwidth.
// Where the profile has measured structure costs
// (`generated_kernels.structure`), the k-loop kernels (implicit GEMM, direct)
// are priced by KernelStructure.h instead: occupancy, waves, trips.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_KERNELCOST_H
#define NETC_COSTMODEL_KERNELCOST_H

#include "Support/DeviceProfile.h"
#include "Kernels/KernelCatalog.h"

#include <string>
#include <vector>

namespace netc {

struct KernelEstimate {
  double computeMs = 0, memoryMs = 0, launchMs = 0, totalMs = 0;
  /// Resident blocks per SM and the fraction of the last wave that works.
  int64_t blocksPerSm = 1;
  double waveEfficiency = 1;
  std::string bound; ///< "compute", "memory" or "latency"
};

/// The predicted time of one launch. `flops` is the useful work (what
/// memory-bound kernels compute), `bytes` the minimum traffic, `reduction`
/// the GEMM's reduction length (kh * kw * cin; 0 for kernels that are not
/// GEMMs).
KernelEstimate estimateKernel(const cuda::KernelConfig &config, int64_t flops, int64_t bytes,
                              const DeviceProfile &device, Precision precision,
                              int64_t reduction = 0);

/// One candidate of a launch and its price.
struct RankedKernel {
  size_t index; ///< into the candidates
  KernelEstimate estimate;
};

/// Every candidate priced, in the order the lowering prefers them: the least
/// predicted time first; on a tie the one with less compute (memory-bound
/// candidates tie on their memory term), then the one listed first. What
/// chooseKernel picks is the front; `netc lower --explain` shows the rest.
std::vector<RankedKernel> rankKernels(const std::vector<cuda::KernelConfig> &candidates,
                                      int64_t flops, int64_t bytes, const DeviceProfile &device,
                                      Precision precision, int64_t reduction = 0);

/// The candidate with the least predicted time (the first on ties); its
/// index into `candidates`. `candidates` must not be empty.
size_t chooseKernel(const std::vector<cuda::KernelConfig> &candidates, int64_t flops,
                    int64_t bytes, const DeviceProfile &device, Precision precision,
                    KernelEstimate *estimate = nullptr, int64_t reduction = 0);

} // namespace netc

#endif // NETC_COSTMODEL_KERNELCOST_H
