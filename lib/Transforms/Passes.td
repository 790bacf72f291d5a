//===- Passes.td - Reports and predictions on the net dialect -*- tablegen -*-===//
//
// Passes over net.network that need lib/: the analyses (counts, memory) and
// the cost model. They keep their -net- flags; the net dialect's own passes
// (dialects/Net/Transforms) need nothing but the IR.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_TRANSFORMS_PASSES
#define NETC_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

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

def NetAnnotateCosts : Pass<"net-annotate-costs", "::netc::net::NetworkOp"> {
  let summary = "Attach netc's cost-model prediction and chosen algorithm to every layer";
  let description = [{
    Sets `net.cost_<pass>` on every layer: the algorithm netc's cost model
    chooses, its predicted time, workspace, FLOPs, bytes and bound. The
    lowering reads these to decide which kernel to generate, and the plan
    carries the same numbers to the runtime.

    ```mlir
    %1 = net.conv2d "conv1" %0 {..., net.cost_forward = {algorithm = "implicit_gemm",
           bound = "compute", bytes = ... : i64, flops = ... : i64, ms = 1.2 : f64,
           workspace_bytes = 0 : i64}} : ...
    ```
  }];
  let options = [
    Option<"device", "device", "std::string", /*default=*/"\"h100\"",
           "Device profile key (devices/*.json) or a path to a profile file">,
    // Typed (Support/OptionParsers.h): refused while the options are parsed.
    Option<"precision", "precision", "::netc::Precision",
           /*default=*/"::netc::Precision::FP32", "fp32, tf32, bf16 or fp16">,
    Option<"layout", "layout", "::netc::Layout", /*default=*/"::netc::Layout::NHWC",
           "nhwc or nchw">,
    Option<"passes", "passes", "std::string", /*default=*/"\"forward\"",
           "Comma-separated: forward, backward_data, backward_filter">,
  ];
}

#endif // NETC_TRANSFORMS_PASSES
