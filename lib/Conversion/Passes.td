//===- Passes.td - Conversions between netc's dialects -----*- tablegen -*-===//

#ifndef NETC_CONVERSION_PASSES
#define NETC_CONVERSION_PASSES

include "mlir/Pass/PassBase.td"

def ConvertNetToKern : Pass<"convert-net-to-kern", "::mlir::ModuleOp"> {
  let summary = "Lower every net.network to a kern.program: one kernel per launch";
  let description = [{
    One pattern per op family. Convolutions and inner products become
    kern.conv2d with bias and activation in the epilogue; the variant and tile
    are the kernel catalog's candidate the cost model predicts fastest on the
    device profile. Batch norms that -net-fold-inference recorded on a
    convolution become derived (folded) weights. Dropout and reshape become
    views. A concatenation costs no kernel: each input that only feeds it is
    written by its producer into a slice of the concatenation's buffer;
    other inputs are copied there.
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"\"",
           "Compute capability the kernels are for: sm_61, sm_75, sm_80, sm_90 ... "
           "(default: the device profile's)">,
    Option<"precision", "precision", "std::string", /*default=*/"\"fp32\"",
           "fp32, tf32, bf16 or fp16">,
    Option<"device", "device", "std::string", /*default=*/"\"h100\"",
           "Device profile key (devices/*.json) or a path: the cost model's rates">,
  ];
  let dependentDialects = ["::netc::kern::KernDialect"];
}

#endif // NETC_CONVERSION_PASSES
