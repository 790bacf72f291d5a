//===- InterconnectCalibration.h - Collectives into a profile ---*- C++ -*-===//
//
// `netc calibrate --interconnect`: the fits of Support/Collectives.h become
// the device profile's "interconnect.measured" (docs/devices.md), rounded
// for reading, with the link and its nominal figures kept.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_INTERCONNECTCALIBRATION_H
#define NETC_COSTMODEL_INTERCONNECTCALIBRATION_H

#include "Support/Collectives.h"
#include "Support/DeviceProfile.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"

#include <map>
#include <string>

namespace netc {

/// "2026-11-24 NVIDIA H200 x8 NCCL 2.27.3, NCCL_NVLS_ENABLE=0": the date, the
/// GPU and how many the machine has, the NCCL version ("?" when unknown) and
/// the NVLink multicast setting where the file states it.
std::string describeCollectiveRun(const CollectiveMeasurements &m);

/// Rounds to 4 significant digits: the fit is not better than that, and the
/// profile stays readable. 0 and non-finite values are returned as they are.
double roundSignificant(double value);

/// The profile's "interconnect.measured" object: `calibratedOn`, then per
/// collective (in Collective's order, those with fits only) one entry per
/// GPU count with its latency, bus bandwidth and errors rounded by
/// roundSignificant. (A string, not a StringRef: llvm::json keeps a
/// StringRef without copying it.)
llvm::json::Object getMeasuredInterconnectJson(llvm::ArrayRef<CollectiveFit> fits,
                                               std::string calibratedOn);

/// Sets the "interconnect.measured" of a profile document (`top`, the
/// profile `profile` was loaded from) to `measured`. The entry's link and
/// nominal figures stay; a profile without an entry gets the nominal table's
/// link for `profile.interconnect.link` (Scaling.h).
void replaceMeasuredInterconnect(llvm::json::Object &top, const DeviceProfile &profile,
                                 llvm::json::Object measured);

/// The all-reduce bus bandwidth (GB/s) of each measured sample on more than
/// one GPU, by message size then GPU count: what NCCL's all_reduce_perf
/// prints as busbw.
std::map<double, std::map<int64_t, double>>
getAllReduceBusBandwidths(const CollectiveMeasurements &m);

} // namespace netc

#endif // NETC_COSTMODEL_INTERCONNECTCALIBRATION_H
