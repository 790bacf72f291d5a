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
    Option<"precision", "precision", "std::string", /*default=*/"\"fp32\"",
           "fp32, tf32, bf16 or fp16">,
    Option<"layout", "layout", "std::string", /*default=*/"\"nhwc\"", "nhwc or nchw">,
    Option<"passes", "passes", "std::string", /*default=*/"\"forward\"",
           "Comma-separated: forward, backward_data, backward_filter">,
  ];
}

def NetFoldInference : Pass<"net-fold-inference", "::netc::net::NetworkOp"> {
  let summary = "Simplify a network for inference: fold batch norms, drop dropout";
  let description = [{
    At inference a batch norm is a per-channel affine map: when it is the only
    user of a convolution without an activation, it folds into the
    convolution's weights and bias (the runtime computes the folded weights
    when it loads them), and its activation becomes the convolution's. The
    folded batch norm is recorded on the convolution as
    `net.folded_batch_norm = {layer = "bn1", epsilon = 1.0e-5 : f64}`.
    Dropout is the identity at inference: its users read its input.
  }];
}

#endif // NETC_NET_PASSES
