//===- Passes.td - Passes over the kern dialect ------------*- tablegen -*-===//

#ifndef NETC_KERN_PASSES
#define NETC_KERN_PASSES

include "mlir/Pass/PassBase.td"

def KernPlanBuffers : Pass<"kern-plan-buffers", "::netc::kern::ProgramOp"> {
  let summary = "Place every activation buffer in one arena, reusing memory by liveness";
  let description = [{
    A buffer is live from the first kernel that touches it (through slices
    and views) to the last; the network's inputs from the start, its outputs
    to the end. Buffers are placed largest first at the lowest offset (256-byte
    aligned) that overlaps no buffer live at the same time. Sets `offset` on
    every kern.alloc and kern.input and `arena_bytes` on the program, and
    emits a remark with the arena's size against the sum of all buffers.
  }];
  let options = [
    Option<"remark", "remark", "bool", /*default=*/"true",
           "Report the arena's size against the sum of all buffers as a remark">,
  ];
}

#endif // NETC_KERN_PASSES
