//===- Passes.td - Conversions between netc's dialects -----*- tablegen -*-===//

#ifndef NETC_CONVERSION_PASSES
#define NETC_CONVERSION_PASSES

include "mlir/Pass/PassBase.td"

def ConvertNetToKern : Pass<"convert-net-to-kern", "::mlir::ModuleOp"> {
  let summary = "Lower every net.network to a kern.program: one kernel per launch";
  let description = [{
    One pattern per op family. Convolutions and inner products become
    kern.conv2d with bias and activation in the epilogue. Every kernel op
    carries its layers, work (flops, bytes) and fused epilogue; its kernel
    is left open (no `config`) for -kern-select-kernels, which chooses it.
    Batch norms that -net-fold-inference recorded on a
    convolution become derived (folded) weights. Dropout and reshape become
    views. A concatenation costs no kernel: each input that only feeds it is
    written by its producer into a slice of the concatenation's buffer;
    other inputs are copied there.
  }];
  let options = [
    // Typed (Support/OptionParsers.h): a bad target or precision is an error
    // while the option string is parsed. The device stays a string: a key
    // or a path, an open set that only reading the profile can check.
    Option<"target", "target", "std::optional<::netc::KernelTarget>",
           /*default=*/"std::nullopt",
           "Compute capability the kernels are for: sm_61, sm_75, sm_80, sm_90 ... "
           "(default: the device profile's)">,
    Option<"precision", "precision", "::netc::Precision",
           /*default=*/"::netc::Precision::FP32", "fp32, tf32, bf16 or fp16">,
    Option<"device", "device", "std::string", /*default=*/"\"h100\"",
           "Device profile key (devices/*.json) or a path: its sm_version is the "
           "default target">,
    Option<"tf32RoundToNearest", "tf32-round-to-nearest", "bool", /*default=*/"false",
           "tf32 only: the kernels round fp32 operands to tf32 (as cuDNN does) instead "
           "of letting the tensor cores truncate them">,
  ];
  let dependentDialects = ["::netc::kern::KernDialect"];
}

def KernSelectKernels : Pass<"kern-select-kernels", "::netc::kern::ProgramOp"> {
  let summary = "Choose each kernel op's implementation: the catalog's candidate the cost "
                "model predicts fastest on the device profile";
  let description = [{
    For every kernel op of a kern.program, the kernel catalog lists the
    variants, tiles and forms that run it on the program's `target` at its
    `precision`; the cost model (lib/CostModel/KernelCost.h) predicts each on
    the device profile, and the fastest (the first on ties) is recorded on
    the op as its `config` (#kern.config: variant, tile, threads, direct
    form, predicted time), replacing any there. The CUDA emitter generates
    exactly that choice. An op no candidate runs is an error naming its layer.

    `conv-variant` restricts every convolution that variant can run to its
    candidates (for checking and timing one kernel family across a network,
    `netc lower --conv-variant`); the other convolutions keep the cost
    model's choice.

    ```mlir
    kern.conv2d %x, %w bias %b -> %y {config = #kern.config<implicit_gemm_mma,
        tile = [64, 64, 32], threads = 128, predicted_ms = 0.12>,
        layers = ["conv1"], ...}
    ```
  }];
  let options = [
    Option<"device", "device", "std::string", /*default=*/"\"h100\"",
           "Device profile key (devices/*.json) or a path: the cost model's rates">,
    Option<"convVariant", "conv-variant", "std::string", /*default=*/"\"\"",
           "Run every convolution this variant can run with it (direct, "
           "implicit_gemm_simt, implicit_gemm_mma, implicit_gemm_wgmma, "
           "implicit_gemm_wgmma_tma, implicit_gemm_wgmma_tma_persistent, winograd): the cost "
           "model then chooses among its tiles only; convolutions it cannot run "
           "keep the cost model's choice. Empty: no constraint">,
  ];
}

#endif // NETC_CONVERSION_PASSES
