//===- NetOps.td - The net dialect: one op per network layer -*- tablegen -*-===//
//
// Every op is one layer of a network in Paleo's model: f32 NHWC tensors in and
// out, hyper-parameters as attributes, the result type inferred from them with
// Paleo's shape rules (ShapeRules.h). Weights are not SSA values: a network is
// a description of computation, and the lowering (not this dialect) decides
// where weights live.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_NET_OPS
#define NETC_NET_OPS

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/RegionKindInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "Net/IR/NetInterfaces.td"

//===----------------------------------------------------------------------===//
// Dialect
//===----------------------------------------------------------------------===//

def Net_Dialect : Dialect {
  let name = "net";
  let summary = "Convolutional networks as typed layers";
  let description = [{
    The `net` dialect is netc's first representation of a network: one op per
    layer, typed with static f32 NHWC tensors, verified. Ops live in the single
    block of a `net.network`, in topological order.
  }];
  let cppNamespace = "::netc::net";
  let useDefaultAttributePrinterParser = 1;
}

class Net_Op<string mnemonic, list<Trait> traits = []>
    : Op<Net_Dialect, mnemonic, traits>;

def Net_Tensor : StaticShapeTensorOf<[F32]>;

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

def Net_PaddingKind : I32EnumAttr<"PaddingKind", "how a window is padded", [
    I32EnumAttrCase<"Same", 0, "same">,
    I32EnumAttrCase<"Valid", 1, "valid">,
    I32EnumAttrCase<"Explicit", 2, "explicit">]> {
  let cppNamespace = "::netc::net";
  let genSpecializedAttr = 0;
}
def Net_PaddingAttr : EnumAttr<Net_Dialect, Net_PaddingKind, "padding">;

def Net_Activation : I32EnumAttr<"Activation", "activation fused after a layer", [
    I32EnumAttrCase<"None", 0, "none">,
    I32EnumAttrCase<"Relu", 1, "relu">,
    I32EnumAttrCase<"Tanh", 2, "tanh">,
    I32EnumAttrCase<"Sigmoid", 3, "sigmoid">]> {
  let cppNamespace = "::netc::net";
  let genSpecializedAttr = 0;
}
def Net_ActivationAttr : EnumAttr<Net_Dialect, Net_Activation, "activation">;

def Net_ElementwiseKind : I32EnumAttr<"ElementwiseKind", "elementwise combination", [
    I32EnumAttrCase<"Sum", 0, "sum">,
    I32EnumAttrCase<"Product", 1, "product">,
    I32EnumAttrCase<"Max", 2, "max">]> {
  let cppNamespace = "::netc::net";
  let genSpecializedAttr = 0;
}
def Net_ElementwiseKindAttr : EnumAttr<Net_Dialect, Net_ElementwiseKind, "elementwise">;

//===----------------------------------------------------------------------===//
// The container
//===----------------------------------------------------------------------===//

def Net_NetworkOp : Net_Op<"network", [NoTerminator, SingleBlock,
    IsolatedFromAbove, DeclareOpInterfaceMethods<RegionKindInterface>]> {
  let summary = "A network: its layers, in topological order";
  let description = [{
    Holds the layers of one network. The order of the ops is the order in which
    reports list layers (Paleo's topological order when imported from JSON).

    ```mlir
    net.network "VGG 16" {
      %0 = net.input "data" : tensor<64x224x224x3xf32>
      ...
    }
    ```
  }];
  let arguments = (ins StrAttr:$title);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$title attr-dict-with-keyword $body";
  // Every layer is bounded on its own (ShapeRules.h); the network's totals
  // are bounded here, once its layers have verified.
  let hasRegionVerifier = 1;
  let extraClassDeclaration = [{
    /// The network's input layers, in order.
    ::llvm::SmallVector<class InputOp> getInputs();
  }];
}

// Base for every layer: carries its name and answers the layer interface.
class Net_LayerOp<string mnemonic, list<Trait> traits = []>
    : Net_Op<mnemonic, !listconcat(traits, [HasParent<"NetworkOp">])>;

// A layer whose result type follows from its operands and attributes.
class Net_InferredLayerOp<string mnemonic, list<Trait> traits = []>
    : Net_LayerOp<mnemonic, !listconcat(traits, [InferTypeOpAdaptor])>;

//===----------------------------------------------------------------------===//
// Layers
//===----------------------------------------------------------------------===//

def Net_InputOp : Net_LayerOp<"input",
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getFlops"]>]> {
  let summary = "The network's input tensor";
  let description = [{
    ```mlir
    %0 = net.input "data" : tensor<64x224x224x3xf32>
    ```
  }];
  let arguments = (ins StrAttr:$layer_name);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name attr-dict `:` type($output)";
  let hasVerifier = 1;
}

def Net_Conv2DOp : Net_InferredLayerOp<"conv2d",
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getParameterCount", "getFlops"]>]> {
  let summary = "2-D convolution with fused bias and activation";
  let description = [{
    `filter` is [kh, kw, cin, cout]; `strides` is [sh, sw]. `padding` is SAME
    (out = ceil(in / s)), VALID (out = ceil((in - k + 1) / s)) or explicit
    with `pad` = [ph, pw] (out = floor((in + 2p - k) / s) + 1). `batch_norm`
    marks Paleo's `normalizer_fn: batch_norm`.

    ```mlir
    %1 = net.conv2d "conv1-1" %0 {activation = #net<activation relu>,
           filter = array<i64: 3, 3, 3, 64>, padding = #net<padding same>,
           strides = array<i64: 1, 1>}
           : tensor<64x224x224x3xf32> -> tensor<64x224x224x64xf32>
    ```
  }];
  let arguments = (ins StrAttr:$layer_name, Net_Tensor:$input,
      DenseI64ArrayAttr:$filter, DenseI64ArrayAttr:$strides,
      Net_PaddingAttr:$padding, OptionalAttr<DenseI64ArrayAttr>:$pad,
      DefaultValuedAttr<Net_ActivationAttr, "::netc::net::Activation::None">:$activation,
      DefaultValuedAttr<BoolAttr, "true">:$bias,
      UnitAttr:$batch_norm);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $input attr-dict `:` type($input) `->` type($output)";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The pad on each side, [ph, pw], as Paleo states it (SAME: floor of half
    /// the total, not clamped; VALID: 0; explicit: as written).
    ::llvm::SmallVector<int64_t, 2> getPadAmounts();
  }];
}

def Net_Deconv2DOp : Net_LayerOp<"deconv2d",
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getParameterCount", "getFlops"]>]> {
  let summary = "2-D transposed convolution";
  let description = [{
    The gradient of a convolution with respect to its input: a convolution with
    the same `filter` ([kh, kw, cout, cin]), `strides` and `padding` maps the
    result back to the input's shape. The result shape is given (Paleo's
    `output_shape`) and verified against that rule.

    ```mlir
    %2 = net.deconv2d "up" %1 {filter = array<i64: 3, 3, 32, 64>,
           padding = #net<padding same>, strides = array<i64: 2, 2>}
           : tensor<1x8x8x64xf32> -> tensor<1x16x16x32xf32>
    ```
  }];
  let arguments = (ins StrAttr:$layer_name, Net_Tensor:$input,
      DenseI64ArrayAttr:$filter, DenseI64ArrayAttr:$strides,
      Net_PaddingAttr:$padding, OptionalAttr<DenseI64ArrayAttr>:$pad);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $input attr-dict `:` type($input) `->` type($output)";
  let hasVerifier = 1;
}

class Net_PoolOp<string mnemonic, string what> : Net_InferredLayerOp<mnemonic,
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getFlops"]>]> {
  let summary = what # " pooling over a [kh, kw] window";
  let description = [{
    `ksize` is [kh, kw] and `strides` [sh, sw]; SAME or VALID padding with the
    convolution's rules, channels unchanged.

    ```mlir
    %3 = net.}] # mnemonic # [{ "pool1" %2 {ksize = array<i64: 2, 2>,
           padding = #net<padding valid>, strides = array<i64: 2, 2>}
           : tensor<64x224x224x64xf32> -> tensor<64x112x112x64xf32>
    ```
  }];
  let arguments = (ins StrAttr:$layer_name, Net_Tensor:$input,
      DenseI64ArrayAttr:$ksize, DenseI64ArrayAttr:$strides,
      Net_PaddingAttr:$padding);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $input attr-dict `:` type($input) `->` type($output)";
}
def Net_MaxPoolOp : Net_PoolOp<"max_pool", "Max">;
def Net_AvgPoolOp : Net_PoolOp<"avg_pool", "Average">;

def Net_InnerProductOp : Net_InferredLayerOp<"inner_product",
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getParameterCount", "getFlops"]>]> {
  let summary = "Fully connected layer with fused bias and activation";
  let description = [{
    Flattens its input to [N, in] and multiplies by an [in, num_outputs]
    weight matrix.

    ```mlir
    %4 = net.inner_product "fc1" %3 {num_outputs = 500 : i64}
           : tensor<10000x12x12x50xf32> -> tensor<10000x500xf32>
    ```
  }];
  let arguments = (ins StrAttr:$layer_name, Net_Tensor:$input,
      I64Attr:$num_outputs,
      DefaultValuedAttr<Net_ActivationAttr, "::netc::net::Activation::None">:$activation,
      DefaultValuedAttr<BoolAttr, "true">:$bias);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $input attr-dict `:` type($input) `->` type($output)";
  let extraClassDeclaration = [{
    /// Elements per image of the flattened input.
    int64_t getNumInputs();
  }];
}

def Net_ConcatOp : Net_InferredLayerOp<"concat",
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getFlops"]>]> {
  let summary = "Concatenation along one axis";
  let description = [{
    All inputs agree on every dimension but `axis`.

    ```mlir
    %5 = net.concat "mixed/concat" %a, %b {axis = 3 : i64}
           : tensor<1x8x8x16xf32>, tensor<1x8x8x32xf32> -> tensor<1x8x8x48xf32>
    ```
  }];
  let arguments = (ins StrAttr:$layer_name, Variadic<Net_Tensor>:$inputs, I64Attr:$axis);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $inputs attr-dict `:` type($inputs) `->` type($output)";
}

def Net_ElementwiseOp : Net_InferredLayerOp<"elementwise",
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getFlops"]>]> {
  let summary = "Elementwise sum, product or max of same-shaped inputs";
  let description = [{
    ```mlir
    %6 = net.elementwise "res2a/sum" %a, %b {kind = #net<elementwise sum>}
           : tensor<1x8x8x16xf32>, tensor<1x8x8x16xf32> -> tensor<1x8x8x16xf32>
    ```
  }];
  let arguments = (ins StrAttr:$layer_name, Variadic<Net_Tensor>:$inputs,
      DefaultValuedAttr<Net_ElementwiseKindAttr, "::netc::net::ElementwiseKind::Sum">:$kind,
      DefaultValuedAttr<Net_ActivationAttr, "::netc::net::Activation::None">:$activation);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $inputs attr-dict `:` type($inputs) `->` type($output)";
}

def Net_DropoutOp : Net_InferredLayerOp<"dropout",
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getFlops"]>]> {
  let summary = "Dropout with a keep probability in (0, 1]";
  let description = [{
    ```mlir
    %7 = net.dropout "dropout6" %6 {keep_prob = 5.000000e-01 : f64}
           : tensor<64x1x1x4096xf32> -> tensor<64x1x1x4096xf32>
    ```
  }];
  let arguments = (ins StrAttr:$layer_name, Net_Tensor:$input, F64Attr:$keep_prob);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $input attr-dict `:` type($input) `->` type($output)";
  let hasVerifier = 1;
}

def Net_SoftmaxOp : Net_InferredLayerOp<"softmax",
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getFlops"]>]> {
  let summary = "Softmax over the classes: [N, num_classes] out";
  let description = [{
    The input's elements per image must equal `num_classes`.

    ```mlir
    %8 = net.softmax "softmax" %7 {num_classes = 1000 : i64}
           : tensor<64x1x1x1000xf32> -> tensor<64x1000xf32>
    ```
  }];
  let arguments = (ins StrAttr:$layer_name, Net_Tensor:$input, I64Attr:$num_classes);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $input attr-dict `:` type($input) `->` type($output)";
}

def Net_SigmoidOp : Net_InferredLayerOp<"sigmoid",
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getFlops"]>]> {
  let summary = "Paleo's Sigmoid output layer: [N, 1] out";
  let description = [{
    Paleo's `Sigmoid` layer is a binary classifier head: its output is one
    probability per image. (A sigmoid nonlinearity inside a network is the
    `activation` of the layer before it.)

    ```mlir
    %9 = net.sigmoid "prob" %8 : tensor<64x1x1x1xf32> -> tensor<64x1xf32>
    ```
  }];
  let arguments = (ins StrAttr:$layer_name, Net_Tensor:$input);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $input attr-dict `:` type($input) `->` type($output)";
}

def Net_ReshapeOp : Net_LayerOp<"reshape",
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getFlops"]>]> {
  let summary = "Reshape to the result type, keeping the element count";
  let description = [{
    ```mlir
    %10 = net.reshape "flat" %9 : tensor<64x7x7x512xf32> -> tensor<64x25088xf32>
    ```
  }];
  let arguments = (ins StrAttr:$layer_name, Net_Tensor:$input);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $input attr-dict `:` type($input) `->` type($output)";
  let hasVerifier = 1;
}

def Net_UpSampling2DOp : Net_InferredLayerOp<"upsampling2d",
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getFlops"]>]> {
  let summary = "Nearest-neighbour upsampling by [kh, kw]";
  let description = [{
    ```mlir
    %11 = net.upsampling2d "up" %10 {ksize = array<i64: 2, 2>}
            : tensor<1x8x8x4xf32> -> tensor<1x16x16x4xf32>
    ```
  }];
  let arguments = (ins StrAttr:$layer_name, Net_Tensor:$input, DenseI64ArrayAttr:$ksize);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $input attr-dict `:` type($input) `->` type($output)";
}

def Net_LRNOp : Net_InferredLayerOp<"lrn",
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getFlops"]>]> {
  let summary = "Local response normalisation across channels";
  let description = [{
    y = x / (k + alpha / local_size * sum of x^2 over local_size channels)^beta
    (AlexNet's and GoogLeNet's form).

    ```mlir
    %12 = net.lrn "norm1" %11 {alpha = 1.000000e-04 : f64, beta = 7.500000e-01 : f64,
            k = 2.000000e+00 : f64, local_size = 5 : i64}
            : tensor<1x8x8x4xf32> -> tensor<1x8x8x4xf32>
    ```
  }];
  let arguments = (ins StrAttr:$layer_name, Net_Tensor:$input,
      DefaultValuedAttr<I64Attr, "5">:$local_size,
      DefaultValuedAttr<F64Attr, "1.0e-4">:$alpha,
      DefaultValuedAttr<F64Attr, "0.75">:$beta,
      DefaultValuedAttr<F64Attr, "2.0">:$k);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $input attr-dict `:` type($input) `->` type($output)";
  let hasVerifier = 1;
}

def Net_BatchNormOp : Net_InferredLayerOp<"batch_norm",
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getFlops"]>]> {
  let summary = "Batch normalisation per channel";
  let description = [{
    Has no parameters in Paleo's count (its scale and shift are not counted
    there; reports say so). `activation` is applied after the normalisation
    (ResNet's BN + ReLU).

    ```mlir
    %13 = net.batch_norm "bn_conv1" %12 {epsilon = 1.000000e-05 : f64}
            : tensor<1x8x8x4xf32> -> tensor<1x8x8x4xf32>
    ```
  }];
  let arguments = (ins StrAttr:$layer_name, Net_Tensor:$input,
      DefaultValuedAttr<F64Attr, "1.0e-5">:$epsilon,
      DefaultValuedAttr<Net_ActivationAttr, "::netc::net::Activation::None">:$activation);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $input attr-dict `:` type($input) `->` type($output)";
  let hasVerifier = 1;
}

def Net_GenericOp : Net_InferredLayerOp<"generic",
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getFlops"]>]> {
  let summary = "A layer of a type netc does not know, passed through";
  let description = [{
    Only with `--allow-unknown-layers`: Paleo's "Generic" layer. Its output is
    its first input's shape; it costs nothing and has no parameters.

    ```mlir
    %14 = net.generic "acc" %13 {type = "Accuracy"}
            : tensor<64x1000xf32> -> tensor<64x1000xf32>
    ```
  }];
  let arguments = (ins StrAttr:$layer_name, Variadic<Net_Tensor>:$inputs, StrAttr:$type);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $inputs attr-dict `:` type($inputs) `->` type($output)";
}

#endif // NETC_NET_OPS
