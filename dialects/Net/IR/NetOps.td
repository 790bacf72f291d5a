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
    I32EnumAttrCase<"Sigmoid", 3, "sigmoid">,
    // From ONNX imports (docs/onnx.md): min(max(x, 0), 6); relu6(x + 3) / 6;
    // x * hard_sigmoid(x); x * sigmoid(x); x * (1 + erf(x / sqrt 2)) / 2.
    I32EnumAttrCase<"Relu6", 4, "relu6">,
    I32EnumAttrCase<"HardSigmoid", 5, "hard_sigmoid">,
    I32EnumAttrCase<"HardSwish", 6, "hard_swish">,
    I32EnumAttrCase<"Silu", 7, "silu">,
    I32EnumAttrCase<"Gelu", 8, "gelu">]> {
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

def Net_BinaryKind : I32EnumAttr<"BinaryKind", "broadcast binary arithmetic", [
    I32EnumAttrCase<"Add", 0, "add">,
    I32EnumAttrCase<"Sub", 1, "sub">,
    I32EnumAttrCase<"Mul", 2, "mul">,
    I32EnumAttrCase<"Div", 3, "div">]> {
  let cppNamespace = "::netc::net";
  let genSpecializedAttr = 0;
}
def Net_BinaryKindAttr : EnumAttr<Net_Dialect, Net_BinaryKind, "binary">;

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
  // `trainable_parameters`: layers count parameters by the trainable-weights
  // rule (docs/analysis.md; set by the ONNX importer) rather than Paleo's.
  let arguments = (ins StrAttr:$title, UnitAttr:$trainable_parameters);
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
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getParameterCount", "getFlops", "getMultiplyAdds"]>]> {
  let summary = "2-D convolution (grouped, dilated) with fused bias and activation";
  let description = [{
    `filter` is [kh, kw, cin, cout]; `strides` is [sh, sw]. `padding` is SAME
    (out = ceil(in / s)), VALID (out = ceil((in - k + 1) / s)) or explicit
    with `pad` = [ph, pw] (out = floor((in + 2p - k) / s) + 1) or, for
    asymmetric padding, [top, left, bottom, right]. `batch_norm` marks Paleo's
    `normalizer_fn: batch_norm`. `groups` splits the channels into groups
    (cin = the input's channels / groups in `filter`; depthwise when groups
    equals the input's channels); `dilations` [dh, dw] spread the window
    (its reach is d * (k - 1) + 1).

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
      UnitAttr:$batch_norm,
      DefaultValuedAttr<I64Attr, "1">:$groups,
      DefaultValuedAttr<DenseI64ArrayAttr, "{}">:$dilations);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $input attr-dict `:` type($input) `->` type($output)";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The pad on each side, [ph, pw], as Paleo states it (SAME: floor of half
    /// the total, not clamped; VALID: 0; explicit: as written; asymmetric:
    /// the top and left pads).
    ::llvm::SmallVector<int64_t, 2> getPadAmounts();
    /// True for the plain convolution every stage handles: one group, no
    /// dilation, symmetric padding.
    bool isPlainConvolution();
  }];
}

def Net_Deconv2DOp : Net_LayerOp<"deconv2d",
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getParameterCount", "getFlops", "getMultiplyAdds"]>]> {
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
      Net_PaddingAttr:$padding, OptionalAttr<DenseI64ArrayAttr>:$pad,
      DefaultValuedAttr<BoolAttr, "true">:$bias);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $input attr-dict `:` type($input) `->` type($output)";
  let hasVerifier = 1;
}

class Net_PoolOp<string mnemonic, string what> : Net_InferredLayerOp<mnemonic,
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getFlops"]>]> {
  let summary = what # " pooling over a [kh, kw] window";
  let description = [{
    `ksize` is [kh, kw] and `strides` [sh, sw]; SAME or VALID padding with the
    convolution's rules, channels unchanged. From ONNX: explicit padding with
    `pad` [top, left, bottom, right], `ceil_mode` (the output size rounds up,
    but no window starts in the bottom or right padding) and, for average
    pooling, `count_include_pad` (the divisor counts padded positions).

    ```mlir
    %3 = net.}] # mnemonic # [{ "pool1" %2 {ksize = array<i64: 2, 2>,
           padding = #net<padding valid>, strides = array<i64: 2, 2>}
           : tensor<64x224x224x64xf32> -> tensor<64x112x112x64xf32>
    ```
  }];
  let arguments = (ins StrAttr:$layer_name, Net_Tensor:$input,
      DenseI64ArrayAttr:$ksize, DenseI64ArrayAttr:$strides,
      Net_PaddingAttr:$padding, DefaultValuedAttr<DenseI64ArrayAttr, "{}">:$pad,
      UnitAttr:$ceil_mode, UnitAttr:$count_include_pad);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $input attr-dict `:` type($input) `->` type($output)";
  let hasVerifier = 1;
}
def Net_MaxPoolOp : Net_PoolOp<"max_pool", "Max">;
def Net_AvgPoolOp : Net_PoolOp<"avg_pool", "Average">;

def Net_InnerProductOp : Net_InferredLayerOp<"inner_product",
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getParameterCount", "getFlops", "getMultiplyAdds"]>]> {
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
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getParameterCount", "getFlops"]>]> {
  let summary = "Batch normalisation per channel";
  let description = [{
    Has no parameters in Paleo's count (its scale and shift are not counted
    there; reports say so); under the trainable-weights rule of a network
    marked `trainable_parameters` its scale and shift count (2 per channel). `activation` is applied after the normalisation
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

//===----------------------------------------------------------------------===//
// Layers of today's CNNs (ONNX imports, docs/onnx.md)
//===----------------------------------------------------------------------===//

def Net_ActivationOp : Net_InferredLayerOp<"activation",
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getFlops"]>]> {
  let summary = "A nonlinearity on its own, where no layer before it can fuse it";
  let description = [{
    Applies `kind` to every element; the shape is kept. (Paleo's networks fuse
    every activation into the layer before it; an ONNX graph may apply one to
    a value several layers read.)

    ```mlir
    %1 = net.activation "/features/act" %0 {kind = #net<activation hard_swish>}
           : tensor<1x112x112x16xf32> -> tensor<1x112x112x16xf32>
    ```
  }];
  let arguments = (ins StrAttr:$layer_name, Net_Tensor:$input, Net_ActivationAttr:$kind);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $input attr-dict `:` type($input) `->` type($output)";
  let hasVerifier = 1;
}

def Net_BinaryOp : Net_InferredLayerOp<"binary",
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getParameterCount", "getFlops"]>]> {
  let summary = "Add, subtract, multiply or divide with broadcasting";
  let description = [{
    Either two inputs of the same rank whose dimensions are equal or 1
    (NumPy broadcasting: squeeze-and-excitation's [N, 1, 1, C] scale times
    [N, H, W, C]), or one input and a constant of shape `constant_shape`
    (same rank, each dimension equal to the input's or 1), which is the
    right-hand operand unless `constant_first`. `trainable` marks a constant
    that is a weight of the model (a layer scale): it then counts as
    parameters under the trainable-weights rule.

    ```mlir
    %2 = net.binary "/se/mul" %1, %s {kind = #net<binary mul>}
           : tensor<1x56x56x64xf32>, tensor<1x1x1x64xf32> -> tensor<1x56x56x64xf32>
    %3 = net.binary "/block/scale" %2 {kind = #net<binary mul>,
           constant_shape = array<i64: 1, 1, 1, 64>, trainable}
           : tensor<1x56x56x64xf32> -> tensor<1x56x56x64xf32>
    ```
  }];
  let arguments = (ins StrAttr:$layer_name, Variadic<Net_Tensor>:$inputs,
      Net_BinaryKindAttr:$kind, OptionalAttr<DenseI64ArrayAttr>:$constant_shape,
      UnitAttr:$constant_first, UnitAttr:$trainable,
      DefaultValuedAttr<Net_ActivationAttr, "::netc::net::Activation::None">:$activation);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $inputs attr-dict `:` type($inputs) `->` type($output)";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The shape of each operand, the constant included, in operand order.
    ::llvm::SmallVector<::llvm::SmallVector<int64_t, 4>, 2> getOperandShapes();
  }];
}

def Net_LayerNormOp : Net_InferredLayerOp<"layer_norm",
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getParameterCount", "getFlops"]>]> {
  let summary = "Layer normalisation over the trailing dimensions from `axis`";
  let description = [{
    Normalises each slice over dimensions `axis` to the last, then scales and
    shifts it per element of that slice (ConvNeXt normalises over channels:
    `axis` 3 of an NHWC tensor).

    ```mlir
    %4 = net.layer_norm "/stage/norm" %3 {axis = 3 : i64, epsilon = 1.000000e-06 : f64}
           : tensor<1x56x56x96xf32> -> tensor<1x56x56x96xf32>
    ```
  }];
  let arguments = (ins StrAttr:$layer_name, Net_Tensor:$input, I64Attr:$axis,
      DefaultValuedAttr<F64Attr, "1.0e-5">:$epsilon,
      DefaultValuedAttr<BoolAttr, "true">:$affine);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $input attr-dict `:` type($input) `->` type($output)";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Elements of one normalised slice.
    int64_t getNormalizedSize();
  }];
}

def Net_MatMulOp : Net_InferredLayerOp<"matmul",
    [DeclareOpInterfaceMethods<Net_LayerOpInterface,
        ["getParameterCount", "getFlops", "getMultiplyAdds"]>]> {
  let summary = "Product of the last dimension with a [k, num_outputs] weight";
  let description = [{
    A linear layer applied to every position: [..., k] -> [..., num_outputs]
    (ConvNeXt's pointwise layers between its transposes), with a fused bias
    and activation.

    ```mlir
    %5 = net.matmul "/block/pwconv1" %4 {num_outputs = 384 : i64}
           : tensor<1x56x56x96xf32> -> tensor<1x56x56x384xf32>
    ```
  }];
  let arguments = (ins StrAttr:$layer_name, Net_Tensor:$input, I64Attr:$num_outputs,
      DefaultValuedAttr<Net_ActivationAttr, "::netc::net::Activation::None">:$activation,
      DefaultValuedAttr<BoolAttr, "true">:$bias);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $input attr-dict `:` type($input) `->` type($output)";
}

def Net_TransposeOp : Net_InferredLayerOp<"transpose",
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getFlops"]>]> {
  let summary = "Permutes the dimensions: output dimension i is input dimension permutation[i]";
  let description = [{
    A copy, no arithmetic (ShuffleNet's channel shuffle; an NCHW flatten of an
    NHWC tensor).

    ```mlir
    %6 = net.transpose "/shuffle" %5 {permutation = array<i64: 0, 1, 2, 4, 3>}
           : tensor<1x28x28x2x58xf32> -> tensor<1x28x28x58x2xf32>
    ```
  }];
  let arguments = (ins StrAttr:$layer_name, Net_Tensor:$input,
      DenseI64ArrayAttr:$permutation);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $input attr-dict `:` type($input) `->` type($output)";
}

def Net_SliceOp : Net_InferredLayerOp<"slice",
    [DeclareOpInterfaceMethods<Net_LayerOpInterface, ["getFlops"]>]> {
  let summary = "A contiguous range [offset, offset + size) along one axis";
  let description = [{
    ONNX's Split and Slice on activations (ShuffleNet's channel split).

    ```mlir
    %7 = net.slice "/split:0" %6 {axis = 3 : i64, offset = 0 : i64, size = 58 : i64}
           : tensor<1x28x28x116xf32> -> tensor<1x28x28x58xf32>
    ```
  }];
  let arguments = (ins StrAttr:$layer_name, Net_Tensor:$input, I64Attr:$axis,
      I64Attr:$offset, I64Attr:$size);
  let results = (outs Net_Tensor:$output);
  let assemblyFormat = "$layer_name $input attr-dict `:` type($input) `->` type($output)";
}

#endif // NETC_NET_OPS
