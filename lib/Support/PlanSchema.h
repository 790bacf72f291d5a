//===- PlanSchema.h - plan.json's names, shared by writer and reader -*- C++ -*-===//
//
// plan.json (docs/plan-format.md) is written by the compiler (the plan writer
// and the CUDA emitter, lib/Target) and read by netc-runtime (runtime/Plan),
// which is built without MLIR or LLVM. What both sides must spell the same
// lives here, once: the format's name and versions, the passes a plan
// predicts and their keys, and one prediction's fields.
//
// Plain C++17, header only, no dependency: the runtime's standalone build
// includes it from here (runtime/CMakeLists.txt), and scripts/check-layering.sh
// allows the runtime this one header of lib/.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_SUPPORT_PLANSCHEMA_H
#define NETC_SUPPORT_PLANSCHEMA_H

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace netc::plan {

/// The value of the top-level "format" field.
inline constexpr const char *kFormat = "netc-plan";
/// Version 1: the layers with their shapes, hyper-parameters and predictions
/// (`netc profile`'s plans). Version 2 adds the lowering: kernels, weights,
/// the activation arena and the launches (`netc lower`'s plans).
inline constexpr int kLayersVersion = 1;
inline constexpr int kLoweredVersion = 2;
/// The newest version; a reader reads every version up to it.
inline constexpr int kNewestVersion = kLoweredVersion;

/// The passes of training a plan carries predictions for: forward, the
/// gradient with respect to the layer's input (backward data) and with
/// respect to its weights (backward filter).
enum class Pass { Forward, BackwardData, BackwardFilter };
inline constexpr std::array<Pass, 3> kAllPasses = {Pass::Forward, Pass::BackwardData,
                                                   Pass::BackwardFilter};

/// The pass's key in a layer's "predicted" object: "forward",
/// "backward_data", "backward_filter".
inline const char *getPassKey(Pass pass) {
  switch (pass) {
  case Pass::Forward:
    return "forward";
  case Pass::BackwardData:
    return "backward_data";
  case Pass::BackwardFilter:
    return "backward_filter";
  }
  return "?";
}

/// The pass a key names; nothing for anything else.
inline std::optional<Pass> parsePassKey(std::string_view key) {
  for (Pass pass : kAllPasses)
    if (key == getPassKey(pass))
      return pass;
  return std::nullopt;
}

/// The fields of one prediction ("predicted.<pass>"; null where the layer
/// has no such pass).
namespace field {
inline constexpr const char *kMilliseconds = "ms";
inline constexpr const char *kAlgorithm = "algorithm";
inline constexpr const char *kWorkspaceBytes = "workspace_bytes";
inline constexpr const char *kFlops = "flops";
inline constexpr const char *kBytes = "bytes";
inline constexpr const char *kBound = "bound";
} // namespace field

/// The fields of a launch that describe its kernel's structure as the cost
/// model priced it (docs/plan-format.md, "Version 2"): written by `netc
/// lower`, read by `netc calibrate --fit-structure` and `--score-structure`
/// to rebuild the launch's KernelConfig; the runtime does not read them.
namespace launch_field {
/// The GEMM's reduction length, kh * kw * cin / groups (convolutions only).
inline constexpr const char *kReduction = "reduction";
/// Multiply-adds including padded tile edges (convolutions only).
inline constexpr const char *kPaddedMacs = "padded_macs";
/// The direct kernel's [rows per item, images per block].
inline constexpr const char *kDirectForm = "direct_form";
/// Blocks per output tile of a split reduction (absent: 1), and the bytes of
/// fp32 partial tiles the kernel keeps in its module's static memory.
inline constexpr const char *kSplitK = "split_k";
inline constexpr const char *kWorkspaceBytes = "workspace_bytes";
/// The output tiles a persistent kernel's grid walks (absent: one block a
/// tile).
inline constexpr const char *kPersistentTiles = "persistent_tiles";
/// true on the wgmma narrow gather (a first layer's few channels gathered
/// by its own loads; absent: false), which the structural model leaves to
/// the rate model.
inline constexpr const char *kNarrowGather = "narrow_gather";
/// A thread's steps where the structural model counts them per thread (the
/// depthwise strip kernel: R x its input columns; absent: 0).
inline constexpr const char *kThreadSteps = "thread_steps";
} // namespace launch_field

/// What the cost model predicted for one layer and pass: what the writer
/// writes and the reader reads.
struct PredictedPass {
  double milliseconds = 0;
  std::string algorithm;
  int64_t workspaceBytes = 0;
  int64_t flops = 0;
  int64_t bytes = 0;
  std::string bound; ///< "compute", "memory" or "latency"
};

} // namespace netc::plan

#endif // NETC_SUPPORT_PLANSCHEMA_H
