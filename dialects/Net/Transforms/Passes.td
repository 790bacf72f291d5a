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
