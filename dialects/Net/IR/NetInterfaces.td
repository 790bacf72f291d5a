//===- NetInterfaces.td - Facts every network layer answers -*- tablegen -*-===//
//
// Analyses (parameter counts, FLOPs, memory, later the cost model) are generic
// walkers over this interface: each op states its own facts once, here.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_NET_INTERFACES
#define NETC_NET_INTERFACES

include "mlir/IR/OpBase.td"

def Net_LayerOpInterface : OpInterface<"LayerOpInterface"> {
  let description = [{
    A layer of a network: it has a name (the one in the user's network file)
    and answers the static questions netc asks of every layer.
  }];
  let cppNamespace = "::netc::net";

  let methods = [
    InterfaceMethod<"The layer's name as written in the network file.",
      "::llvm::StringRef", "getLayerName">,
    InterfaceMethod<[{
        Trainable parameters by Paleo's rule: convolution, deconvolution and
        inner product count weights plus one bias per output channel (always);
        every other layer has none. In a network marked
        `trainable_parameters` (ONNX imports) the trainable-weights rule of
        docs/analysis.md applies instead.
      }],
      "int64_t", "getParameterCount", (ins), [{}], [{ return 0; }]>,
    InterfaceMethod<[{
        FLOPs of the forward pass, the gradient with respect to the input, the
        gradient with respect to the weights and the SGD weight update. A
        multiply-add counts as 2 FLOPs. docs/analysis.md gives every rule.
      }],
      "::netc::net::LayerFlops", "getFlops">,
    InterfaceMethod<[{
        Multiply-adds of the forward pass of a convolution or matrix product
        (the work frameworks' FLOP counters count: 2 FLOPs each); zero for
        every other layer.
      }],
      "int64_t", "getMultiplyAdds", (ins), [{}], [{ return 0; }]>,
  ];
}

#endif // NETC_NET_INTERFACES
