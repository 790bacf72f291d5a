//===- Passes.td - The CUDA emitter as a pass ----------------*- tablegen -*-===//

#ifndef NETC_TARGET_CUDA_PASSES
#define NETC_TARGET_CUDA_PASSES

include "mlir/Pass/PassBase.td"

def KernEmitCuda : Pass<"kern-emit-cuda", "::netc::kern::ProgramOp"> {
  let summary = "Translate a planned kern.program to CUDA and print kernels.cu";
  let description = [{
    Runs the CUDA emitter (the translation `netc lower` ends with) on a
    kern.program and prints the kernels.cu it generates to standard output,
    so that hand-written kernel IR can be checked against the emitter with
    netc-opt. The IR is left unchanged. The program must be planned
    (-kern-plan-buffers) and every kernel op must carry the #kern.config
    -kern-select-kernels chose: the emitter generates that choice and never
    makes one, so an op without it is an error naming the op.
  }];
  let options = [
    Option<"device", "device", "std::string", /*default=*/"\"h100\"",
           "The device name the predicted times are quoted for in the comments">,
  ];
}

#endif // NETC_TARGET_CUDA_PASSES
