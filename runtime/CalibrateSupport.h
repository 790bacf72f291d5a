//===- CalibrateSupport.h - Parts of the calibration, shared ----*- C++ -*-===//
//
// Private to runtime/Calibrate*.cpp: the timing and filling helpers every
// measurement uses (Calibrate.cpp defines them) and the convolution sweep
// (CalibrateConvolutions.cpp), so the sweep lives in a file of its own.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_CALIBRATESUPPORT_H
#define NETC_RUNTIME_CALIBRATESUPPORT_H

#include "Calibrate.h"
#include "Layers.h"
#include "Statistics.h"
#include "Tensor.h"

#include <cuda_runtime_api.h>

#include <cstddef>
#include <functional>
#include <ostream>
#include <string>

namespace netc::runtime::calibration {

/// One run between two events, synchronised: the sweep's first run, which
/// also tells whether the candidate is worth timing further, and sizes the
/// graph replays of every kernel-only measurement.
double timeOnceMs(const std::function<void()> &work, cudaStream_t stream);

/// Kernel-only: `work(firstIteration + i)` as launch i of a CUDA graph,
/// `warmup` untimed and `replays` timed replays, median per launch. The
/// replay's launch count comes from a first run (or `firstRunMs` when the
/// caller already made one) through launchesForDuration.
TimingSummary timeRuns(const std::function<void(size_t)> &work, int warmup, int replays,
                       const CalibrateOptions &options, cudaStream_t stream,
                       const std::string &what, size_t firstIteration = 0,
                       size_t minLaunches = 1, double firstRunMs = 0);

/// Random contents for a buffer of `kind` elements.
void fillRandom(const DeviceBuffer &buffer, DataKind kind, uint64_t seed, cudaStream_t stream);

/// Every cuDNN algorithm of every pass on the calibration's shapes, in every
/// precision and layout asked for, appended to `result.convolutions` (and
/// `result.convShapes` set).
void sweepConvolutions(const LibraryHandles &handles, const CalibrateOptions &options,
                       CalibrationResult &result, std::ostream &progress);

} // namespace netc::runtime::calibration

#endif // NETC_RUNTIME_CALIBRATESUPPORT_H
