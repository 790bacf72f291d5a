//===- GraphTimer.h - Kernel-only timing through CUDA graphs ----*- C++ -*-===//
//
// Every time netc-runtime compares is taken here (DESIGN.md, measurement
// rules). A measurement is a launch sequence enqueue(0) .. enqueue(L-1):
//
//   1. L eager calls, each timed by the host clock (no synchronisation inside):
//      the "host ms per call" column, and the warm-up that lets a library do
//      its lazy initialisation (cuBLAS's workspace) outside the capture;
//   2. the same L calls captured into one CUDA graph
//      (cudaStreamCaptureModeThreadLocal: a call that synchronises or
//      allocates fails the capture instead of running eagerly), instantiated
//      once;
//   3. warm-up replays, then R timed replays with events around each graph
//      launch; per-launch time = replay time / L; the summary is over the R
//      replays.
//
// How a launch is kept from finding its operands in L2 left by the previous
// launch (CachePolicy):
//   Rotate: the caller's enqueue(i) uses buffer copy i mod slots, with slots
//           copies making more than twice the L2 (Network's rotation); the
//           replay is timed as a whole.
//   Flush:  a read-only sweep of 2 x L2 bytes runs before every launch inside
//           the graph, and each launch is bracketed by event-record nodes
//           (cudaEventRecordExternal), so the sweep's time is excluded: the
//           replay's kernel time is the sum of the bracketed times.
//
// A sequence that cannot be captured (a library that synchronises or
// allocates) fails with a RuntimeError naming the measurement; there is no
// silent fallback to event timing. TimingMethod::Events keeps the old method
// (events around each eager call) for comparison, labelled host-inclusive.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_GRAPHTIMER_H
#define NETC_RUNTIME_GRAPHTIMER_H

#include "Statistics.h"
#include "Tensor.h"

#include <cuda_runtime_api.h>

#include <functional>
#include <optional>
#include <string>

namespace netc::runtime {

enum class CachePolicy { Rotate, Flush };

/// One measurement.
struct KernelTiming {
  TimingMethod method = TimingMethod::Graph;
  TimingSummary perLaunch;              ///< ms per launch, over replays
  std::optional<TimingSummary> hostPerCall; ///< host ms of one eager enqueue call
  size_t launchesPerReplay = 0;         ///< L (events: 1)
  size_t replays = 0;                   ///< R (events: timed calls)
};

class GraphTimer {
public:
  /// `l2Bytes` sizes the Flush policy's sweep (2 x L2); 0 allows only Rotate.
  GraphTimer(cudaStream_t stream, TimingOptions options, uint64_t l2Bytes);
  ~GraphTimer();
  GraphTimer(const GraphTimer &) = delete;
  GraphTimer &operator=(const GraphTimer &) = delete;

  const TimingOptions &options() const { return timingOptions; }

  /// Times `launches` calls enqueue(0) .. enqueue(launches-1) per replay.
  /// `what` names the measurement in errors ("layer 'conv1' forward").
  /// Throws RuntimeError when the sequence cannot be captured or fails.
  KernelTiming time(const std::function<void(size_t)> &enqueue, size_t launches,
                    const std::string &what, CachePolicy policy = CachePolicy::Rotate);

private:
  cudaStream_t stream;
  TimingOptions timingOptions;
  uint64_t l2Bytes;
  DeviceBuffer sweepBuffer; ///< Flush: 2 x L2 bytes, allocated on first use
  DeviceBuffer sweepSink;   ///< where the sweep's never-taken store would go
  unsigned sweepBlocks = 0;

  KernelTiming timeGraph(const std::function<void(size_t)> &enqueue, size_t launches,
                         const std::string &what, CachePolicy policy);
  KernelTiming timeEvents(const std::function<void(size_t)> &enqueue, const std::string &what);
  void sweep();
};

/// Reads `bytes` of `data` (a multiple of 16) on `stream`, evicting whatever
/// L2 held; writes `sink` only if the sum hits an impossible value, so the
/// loads cannot be optimised away and no timed buffer is written.
/// `blocks` thread blocks (a few per multiprocessor), found before capture.
void sweepL2(const void *data, size_t bytes, unsigned *sink, unsigned blocks,
             cudaStream_t stream);

} // namespace netc::runtime

#endif // NETC_RUNTIME_GRAPHTIMER_H
