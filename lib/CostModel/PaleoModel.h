//===- PaleoModel.h - Paleo's analytical GPU time model ---------*- C++ -*-===//
//
// A reimplementation of Paleo's analytical model (TalwalkarLab/paleo, as
// specified in ../shared/peers/paleo/MODEL.md): each layer's time on one GPU
// from its FLOPs and the bytes it moves, every convolution (and every
// convolution gradient) costed as one GEMM. Numbers are bit for bit Paleo's,
// its known defects included; it is the baseline netc's own model is measured
// against. Section numbers in comments refer to MODEL.md.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_PALEOMODEL_H
#define NETC_COSTMODEL_PALEOMODEL_H

#include "Net/IR/NetOps.h"
#include "Net/IR/ShapeRules.h"
#include "Support/DeviceProfile.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace netc::paleo {

/// One GPU of Paleo's device table (section 10).
struct Device {
  llvm::StringRef key;  ///< TITAN_X: what --device names (any case)
  llvm::StringRef name; ///< Titan X: what Paleo prints
  double clockMHz;
  double peakGflops;
  /// The datasheet figure in GB/s, which Paleo divides bytes by as if it
  /// were GiB/s (a defect kept on purpose, section 4).
  double bandwidthGBs;
};

/// Paleo's GPUs, in its table's order.
llvm::ArrayRef<Device> getDevices();

/// The device whose key is `key`, ignoring case; null if there is none.
const Device *findDevice(llvm::StringRef key);

/// Any other GPU as Paleo's formulas see it: a device profile's key, name,
/// boost clock, fp32 peak and memory bandwidth, so that Paleo's model can be
/// scored on the same rows as netc's. The device refers to the profile's
/// strings: the profile must outlive it.
Device getDeviceFromProfile(const DeviceProfile &profile);

/// A time in milliseconds as Paleo's Python holds it: the integer 0 where
/// Paleo charges nothing, a float otherwise. Its output shows the difference
/// ("0" against "0.0"-style floats), so the kind is kept.
class Milliseconds {
public:
  /// Paleo's integer 0.
  Milliseconds() = default;
  static Milliseconds charged(double ms) {
    Milliseconds time;
    time.isCharged = true;
    time.ms = ms;
    return time;
  }

  bool isIntegerZero() const { return !isCharged; }
  double value() const { return ms; }

  /// Python's addition: the integer 0 adds nothing and turns into a float
  /// only when the other side is one.
  Milliseconds operator+(Milliseconds other) const {
    Milliseconds sum;
    sum.isCharged = isCharged || other.isCharged;
    sum.ms = ms + other.ms;
    return sum;
  }
  Milliseconds &operator+=(Milliseconds other) { return *this = *this + other; }

  /// Python's str(): "0" for the integer, the float's repr otherwise.
  std::string str() const;

private:
  bool isCharged = false;
  double ms = 0.0;
};

/// The pass a layer is costed for; Paleo's `--direction` and
/// `--gradient_wrt` together.
enum class Pass { Forward, BackwardData, BackwardFilter };

/// Which of Paleo's formulas produced a layer's time.
enum class Formula {
  None,     ///< not charged: Paleo's integer 0
  ConvGemm, ///< a convolution (or a convolution gradient) as one GEMM, 5.1
  MatMul,   ///< an inner product's matrix multiply, 5.3
  Pool,     ///< max or average pooling, 5.3
  Dropout,  ///< 5.3
};

/// One memory term: the bytes an operand moves and their time (floored and
/// divided by PPP on its own, as Paleo does every term).
struct MemoryTerm {
  llvm::StringLiteral operand;
  double bytes; ///< a double: the hole fraction can make it fractional
  double ms;
};

/// The convolution a GEMM cost was evaluated on: the layer itself, or one of
/// the dummy convolutions Paleo builds for a gradient (5.2).
struct GemmConvolution {
  net::Shape input, filter, output;
  int64_t pads[2];
  /// The fraction of zeros Paleo assumes in the inputs (backward data) or in
  /// the filters (backward filter) of a dummy; 0 for a forward convolution.
  double holeFraction = 0.0;
  bool holesInInputs = false;
};

/// One layer's time for one pass, with every term that went into it.
struct LayerCost {
  Formula formula = Formula::None;
  /// Why nothing is charged (Formula::None only).
  llvm::StringLiteral uncharged = "";
  /// FLOPs as Paleo counts them (a multiply-add is 2), hole fraction applied.
  double flops = 0.0;
  Milliseconds compute;
  llvm::SmallVector<MemoryTerm, 3> memory;
  Milliseconds communication;
  std::optional<GemmConvolution> gemm;

  /// Compute plus communication: Paleo assumes no overlap.
  Milliseconds total() const { return compute + communication; }
  /// Paleo's `ours_alg` column: set wherever a convolution GEMM was costed.
  llvm::StringRef message() const {
    return formula == Formula::ConvGemm ? "Heuristic disabled." : "";
  }
};

/// Paleo's model for one device and one platform-percent-of-peak.
class PaleoModel {
public:
  /// `pppComp` divides every compute and memory term (Paleo's --ppp_comp).
  PaleoModel(const Device &device, double pppComp = 1.0)
      : device(device), pppComp(pppComp) {}

  const Device &getDevice() const { return device; }
  double getPppComp() const { return pppComp; }

  /// One clock period in ms: the least any charged term costs.
  double clockFloorMs() const;
  /// comp(f): the integer 0 for no FLOPs, else at least the clock floor.
  Milliseconds computeTime(double flops) const;
  /// mem(b): never below the clock floor, even for 0 bytes.
  double memoryTime(double bytes) const;

  /// The time Paleo's `profile --executor tensorflow` prints for `layer`.
  /// Fails, with an error naming the layer, where Paleo aborts: a gradient
  /// dummy whose shape does not come out (for example |pb - pa| >= 2).
  mlir::FailureOr<LayerCost> costLayer(net::LayerOpInterface layer, Pass pass) const;

  /// Applying one SGD update to `parameterBytes` of weights: read weights,
  /// read gradients, write weights. Always at PPP 1, as in Paleo.
  Milliseconds weightUpdateTime(int64_t parameterBytes) const;

private:
  double compute(double flops, double ppp) const;
  double memory(double bytes, double ppp) const;

  Device device;
  double pppComp;
};

/// One row of Paleo's per-layer table.
struct PredictedLayer {
  /// A handle: calling its (non-const) methods does not change the row.
  mutable net::LayerOpInterface layer;
  LayerCost cost;
};

/// Paleo's per-layer table for one pass: every layer but the input, in the
/// network's order, and their sum added left to right from the integer 0.
struct NetworkPrediction {
  std::vector<PredictedLayer> layers;
  Milliseconds sum;
};

mlir::FailureOr<NetworkPrediction> predictNetwork(const PaleoModel &model,
                                                  net::NetworkOp network, Pass pass);

/// A whole training iteration, the analytic way (section 8): Paleo's
/// estimate_forward, estimate_backward, estimate_update and time_comp.
struct FullPassEstimate {
  Milliseconds forward;
  /// Convolutions and inner products pay data and filter gradients, pools and
  /// dropouts once.
  Milliseconds backward;
  Milliseconds update;
  int64_t parameterBytes = 0;

  /// time_comp: (forward + backward) + update.
  Milliseconds total() const { return forward + backward + update; }
};

mlir::FailureOr<FullPassEstimate> estimateFullPass(const PaleoModel &model,
                                                   net::NetworkOp network);

} // namespace netc::paleo

#endif // NETC_COSTMODEL_PALEOMODEL_H
