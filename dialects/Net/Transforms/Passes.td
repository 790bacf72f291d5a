//===- Passes.td - Passes over the net dialect -------------*- tablegen -*-===//

#ifndef NETC_NET_PASSES
#define NETC_NET_PASSES

include "mlir/Pass/PassBase.td"

def NetSetBatch : Pass<"net-set-batch", "::netc::net::NetworkOp"> {
  let summary = "Set the batch size of every input and re-infer every layer's type";
  let options = [
    Option<"batch", "batch", "int64_t", /*default=*/"1", "The new batch size">,
  ];
}

def NetCountParameters : Pass<"net-count-parameters", "::netc::net::NetworkOp"> {
  let summary = "Report parameters and activation bytes per layer (Paleo's rules)";
  let description = [{
    Emits a remark on every layer with its output elements and parameters, and
    one on the network with the totals Paleo's summary prints.
  }];
}

def NetCountFlops : Pass<"net-count-flops", "::netc::net::NetworkOp"> {
  let summary = "Report FLOPs per layer for each pass (a multiply-add is 2 FLOPs)";
}

def NetPlanMemory : Pass<"net-plan-memory", "::netc::net::NetworkOp"> {
  let summary = "Report inference memory with buffers reused by liveness, and training memory";
}

#endif // NETC_NET_PASSES
