//===- KernelOps.td - The kern dialect: one op per generated kernel -*- tablegen -*-===//
//
// The second representation of a network: what runs on the GPU. Activations
// are memrefs (NHWC, 4-D, in the storage type of the chosen precision) that
// buffer planning places in one arena; weights are named memrefs the runtime
// provides; every compute op is one kernel launch whose implementation the
// cost model chose (its #kern.config) and whose epilogue holds what was fused
// into it. The CUDA emitter (lib/Target/Cuda) translates a kern.program to
// .cu + plan.json.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_KERN_OPS
#define NETC_KERN_OPS

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/RegionKindInterface.td"

def Kern_Dialect : Dialect {
  let name = "kern";
  let summary = "Kernel launches over planned buffers";
  let description = [{
    One op per kernel launch, operating on memref views of one activation
    arena and on named weights. Produced from the net dialect by
    -convert-net-to-kern; buffers placed by -kern-plan-buffers; translated to
    CUDA by `netc lower`.
  }];
  let cppNamespace = "::netc::kern";
  let useDefaultAttributePrinterParser = 1;
}

//===----------------------------------------------------------------------===//
// Enums: the closed sets the kern ops choose from. A spelling outside one is
// a parse error naming the set, never a silent default.
//===----------------------------------------------------------------------===//

// The arithmetic is the compiler's own ::netc::Precision
// (include/netc/Base/CompileTypes.h, the bottom layer every part of netc may
// include), held by the attribute itself: there is no second enum to convert
// to. Its spelling is getPrecisionName's, exactly (parsePrecisionKeyword in
// KernelDialect.cpp); any other keyword is refused naming the set.
def Kern_PrecisionParameter : AttrParameter<"::netc::Precision", "the arithmetic"> {
  let parser = "::netc::kern::parsePrecisionKeyword($_parser)";
  let printer = "$_printer << ::netc::getPrecisionName($_self)";
}

def Kern_PrecisionAttr : AttrDef<Kern_Dialect, "Precision"> {
  let mnemonic = "precision";
  let summary = "the arithmetic of a kern.program";
  let description = [{
    fp32, tf32, fp16 or bf16: `#kern<precision bf16>`. The parameter is the
    compiler's ::netc::Precision; ops read it as that type.
  }];
  let parameters = (ins Kern_PrecisionParameter:$value);
  let assemblyFormat = "$value";
  // As an op's attribute it reads and builds as the plain enum, like the
  // dialect's other enum attributes.
  let returnType = "::netc::Precision";
  let convertFromStorage = "$_self.getValue()";
  let constBuilderCall = "::netc::kern::PrecisionAttr::get($_builder.getContext(), $0)";
}

def Kern_Activation : I32EnumAttr<"Activation", "activation in a kernel's epilogue", [
    I32EnumAttrCase<"None", 0, "none">,
    I32EnumAttrCase<"Relu", 1, "relu">,
    I32EnumAttrCase<"Tanh", 2, "tanh">,
    I32EnumAttrCase<"Sigmoid", 3, "sigmoid">,
    I32EnumAttrCase<"Relu6", 4, "relu6">,
    I32EnumAttrCase<"HardSigmoid", 5, "hard_sigmoid">,
    I32EnumAttrCase<"HardSwish", 6, "hard_swish">,
    I32EnumAttrCase<"Silu", 7, "silu">,
    I32EnumAttrCase<"Gelu", 8, "gelu">]> {
  let cppNamespace = "::netc::kern";
  let genSpecializedAttr = 0;
}
def Kern_ActivationAttr : EnumAttr<Kern_Dialect, Kern_Activation, "activation">;

def Kern_PoolKind : I32EnumAttr<"PoolKind", "what a pooling window computes", [
    I32EnumAttrCase<"Max", 0, "max">,
    I32EnumAttrCase<"Avg", 1, "avg">]> {
  let cppNamespace = "::netc::kern";
  let genSpecializedAttr = 0;
}
def Kern_PoolKindAttr : EnumAttr<Kern_Dialect, Kern_PoolKind, "pool_kind">;

def Kern_ElementwiseKind : I32EnumAttr<"ElementwiseKind",
    "how an elementwise kernel combines its operands", [
    I32EnumAttrCase<"Sum", 0, "sum">,
    I32EnumAttrCase<"Product", 1, "product">,
    I32EnumAttrCase<"Max", 2, "max">,
    I32EnumAttrCase<"Identity", 3, "identity">]> {
  let cppNamespace = "::netc::kern";
  let genSpecializedAttr = 0;
}
def Kern_ElementwiseKindAttr : EnumAttr<Kern_Dialect, Kern_ElementwiseKind, "elementwise_kind">;

// What a kern.weight is to the kernel that reads it, and how its elements
// are laid out: the closed sets the lowering writes, the verifier checks
// against the buffer's rank, and the plan writer copies into plan.json's
// weights for the runtime to load.
def Kern_WeightRole : I32EnumAttr<"WeightRole", "what a weight is to its kernel", [
    I32EnumAttrCase<"Filter", 0, "filter">,
    I32EnumAttrCase<"Bias", 1, "bias">,
    I32EnumAttrCase<"Gamma", 2, "gamma">,
    I32EnumAttrCase<"Beta", 3, "beta">,
    I32EnumAttrCase<"Mean", 4, "mean">,
    I32EnumAttrCase<"Var", 5, "var">]> {
  let cppNamespace = "::netc::kern";
  let genSpecializedAttr = 0;
}
def Kern_WeightRoleAttr : EnumAttr<Kern_Dialect, Kern_WeightRole, "weight_role">;

def Kern_WeightLayout : I32EnumAttr<"WeightLayout", "the layout of a weight's elements", [
    I32EnumAttrCase<"OHWI", 0, "ohwi">,
    I32EnumAttrCase<"OI", 1, "oi">,
    I32EnumAttrCase<"C", 2, "c">]> {
  let cppNamespace = "::netc::kern";
  let genSpecializedAttr = 0;
}
def Kern_WeightLayoutAttr : EnumAttr<Kern_Dialect, Kern_WeightLayout, "weight_layout">;

// Every variant the kernel catalog (lib/Kernels/KernelCatalog.cpp) offers;
// -kern-select-kernels refuses a candidate whose variant is not one of these,
// so a variant added to the catalog must be added here too.
def Kern_KernelVariant : I32EnumAttr<"KernelVariant", "a kernel implementation of the catalog", [
    I32EnumAttrCase<"Direct", 0, "direct">,
    I32EnumAttrCase<"GroupedDirect", 1, "grouped_direct">,
    I32EnumAttrCase<"ImplicitGemmSimt", 2, "implicit_gemm_simt">,
    I32EnumAttrCase<"ImplicitGemmMma", 3, "implicit_gemm_mma">,
    I32EnumAttrCase<"MaxPool", 4, "max_pool">,
    I32EnumAttrCase<"AvgPool", 5, "avg_pool">,
    I32EnumAttrCase<"Lrn", 6, "lrn">,
    I32EnumAttrCase<"Softmax", 7, "softmax">,
    I32EnumAttrCase<"Elementwise", 8, "elementwise">,
    I32EnumAttrCase<"Copy", 9, "copy">,
    I32EnumAttrCase<"BatchNorm", 10, "batch_norm">,
    I32EnumAttrCase<"Transpose", 11, "transpose">,
    I32EnumAttrCase<"TransposeTiled", 12, "transpose_tiled">,
    I32EnumAttrCase<"ExtractChannels", 13, "extract_channels">,
    I32EnumAttrCase<"LayerNorm", 14, "layer_norm">,
    I32EnumAttrCase<"ImplicitGemmWgmma", 15, "implicit_gemm_wgmma">,
    I32EnumAttrCase<"ImplicitGemmWgmmaTma", 16, "implicit_gemm_wgmma_tma">,
    I32EnumAttrCase<"ImplicitGemmWgmmaTmaPersistent", 17, "implicit_gemm_wgmma_tma_persistent">,
    I32EnumAttrCase<"Winograd", 18, "winograd">,
    I32EnumAttrCase<"GlobalMaxPool", 19, "global_max_pool">,
    I32EnumAttrCase<"GlobalAvgPool", 20, "global_avg_pool">,
    I32EnumAttrCase<"DepthwiseDirect", 21, "depthwise_direct">]> {
  let cppNamespace = "::netc::kern";
  let genSpecializedAttr = 0;
}

//===----------------------------------------------------------------------===//
// The chosen kernel
//===----------------------------------------------------------------------===//

def Kern_KernelConfigAttr : AttrDef<Kern_Dialect, "KernelConfig"> {
  let mnemonic = "config";
  let summary = "The kernel -kern-select-kernels chose for one kernel op";
  let description = [{
    Everything that names one configuration of the kernel catalog among the
    candidates for the op, and what the cost model predicted for it:

      variant       the implementation (direct, implicit_gemm_mma, max_pool, ...)
      tile          the GEMM tile [m, n, k] (absent where not tiled)
      threads       per block (the mma tiles of 128 and 256 threads share a
                    variant and tile)
      direct_form   the direct kernel's form [rows per item, images per block]
                    (absent for the other variants)
      split_k       the runs one output tile's reduction is split into:
                    blocks (implicit_gemm_wgmma, implicit_gemm_simt) or the
                    units a persistent grid walks
                    (implicit_gemm_wgmma_tma_persistent); absent: 1, no split
      predicted_ms  the cost model's time for the launch

    ```mlir
    config = #kern.config<implicit_gemm_simt, tile = [128, 64, 8], threads = 256,
                          predicted_ms = 0.486>
    config = #kern.config<direct, tile = [576, 50, 25], threads = 450,
                          direct_form = [2, 1], predicted_ms = 0.624>
    config = #kern.config<implicit_gemm_wgmma, tile = [64, 128, 64], threads = 128,
                          split_k = 8, predicted_ms = 0.0152>
    ```

    The emitter generates exactly this configuration and never chooses; an
    op without a config has not been through the selection yet.
  }];
  let parameters = (ins EnumParameter<Kern_KernelVariant>:$variant,
      OptionalArrayRefParameter<"int64_t">:$tile, "int64_t":$threads,
      OptionalArrayRefParameter<"int64_t">:$direct_form,
      DefaultValuedParameter<"int64_t", "1">:$split_k,
      APFloatParameter<"milliseconds">:$predicted_ms);
  let builders = [
    AttrBuilder<(ins "KernelVariant":$variant, "::llvm::ArrayRef<int64_t>":$tile,
                     "int64_t":$threads, "::llvm::ArrayRef<int64_t>":$direct_form,
                     "int64_t":$split_k, "double":$predicted_ms), [{
      return $_get($_ctxt, variant, tile, threads, direct_form, split_k,
                   ::llvm::APFloat(predicted_ms));
    }]>
  ];
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The predicted time in milliseconds.
    double getPredictedMilliseconds() const {
      return getPredictedMs().convertToDouble();
    }
  }];
}

class Kern_Op<string mnemonic, list<Trait> traits = []>
    : Op<Kern_Dialect, mnemonic, traits>;

// Activations and weights: static memrefs of f32, bf16 or f16, NHWC, with
// identity layout or the strided layout of a channel slice.
def Kern_Buffer : StaticShapeMemRefOf<[F32, BF16, F16]>;

def Kern_ProgramOp : Kern_Op<"program", [NoTerminator, SingleBlock,
    IsolatedFromAbove, DeclareOpInterfaceMethods<RegionKindInterface>]> {
  let summary = "A network lowered to kernel launches, in execution order";
  let description = [{
    `target` is the compute capability the kernels are chosen for (sm_90),
    `precision` the arithmetic (#kern<precision fp32>: fp32, tf32, fp16 or
    bf16). `tf32_round_to_nearest` (tf32 only): the kernels round fp32
    operands to tf32 rather than let the tensor cores truncate them. After
    buffer planning, `arena_bytes` is the activation arena's size.

    ```mlir
    kern.program "VGG 16" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
      %0 = kern.input "data" : memref<64x224x224x3xf32>
      ...
    }
    ```
  }];
  let arguments = (ins StrAttr:$title, StrAttr:$target, Kern_PrecisionAttr:$precision,
      UnitAttr:$tf32_round_to_nearest, OptionalAttr<I64Attr>:$arena_bytes);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$title attr-dict-with-keyword $body";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Buffers
//===----------------------------------------------------------------------===//

def Kern_InputOp : Kern_Op<"input"> {
  let summary = "A network input: an arena buffer the caller fills";
  let arguments = (ins StrAttr:$layer_name, OptionalAttr<I64Attr>:$offset);
  let results = (outs Kern_Buffer:$buffer);
  let assemblyFormat = "$layer_name attr-dict `:` type($buffer)";
}

def Kern_AllocOp : Kern_Op<"alloc"> {
  let summary = "An activation buffer in the arena";
  let description = [{
    `offset` (bytes into the arena) is set by -kern-plan-buffers from the
    buffer's live range.
  }];
  let arguments = (ins OptionalAttr<I64Attr>:$offset);
  let results = (outs Kern_Buffer:$buffer);
  let assemblyFormat = "attr-dict `:` type($buffer)";
  let hasVerifier = 1;
}

def Kern_SliceOp : Kern_Op<"slice"> {
  let summary = "Channels [offset, offset + c) of an NHWC buffer";
  let description = [{
    How a concatenation costs no copy: each producer writes into its slice of
    the concatenation's buffer. The result is strided: the pixel pitch stays
    the source's channel count.

    ```mlir
    %s = kern.slice %buf [64] : memref<1x28x28x256xf32>
           to memref<1x28x28x128xf32, strided<[200704, 7168, 256, 1], offset: 64>>
    ```
  }];
  let arguments = (ins Kern_Buffer:$source, I64Attr:$channel_offset);
  let results = (outs Kern_Buffer:$result);
  let assemblyFormat = "$source `[` $channel_offset `]` attr-dict `:` type($source) `to` type($result)";
  let hasVerifier = 1;
}

def Kern_ViewOp : Kern_Op<"view"> {
  let summary = "The same contiguous memory under another shape (reshape)";
  let arguments = (ins Kern_Buffer:$source);
  let results = (outs Kern_Buffer:$result);
  let assemblyFormat = "$source attr-dict `:` type($source) `to` type($result)";
  let hasVerifier = 1;
}

def Kern_WeightOp : Kern_Op<"weight"> {
  let summary = "A named parameter tensor the runtime provides";
  let description = [{
    `role` is filter, bias, gamma, beta, mean or var; `layout` is ohwi
    (filters), oi (inner products) or c (per-channel vectors). Both are typed
    enum attributes (WeightRole, WeightLayout) written in the attribute
    dictionary as the plain strings plan.json uses; a spelling outside the
    set is a parse error naming it. `derive` makes the runtime compute the
    weight from other weights at load time: {op = "fold_batch_norm", part =
    "filter" | "bias", ...} (plan format version 2).

    ```mlir
    %w = kern.weight "conv1.filter" {layer_name = "conv1", layout = "ohwi", role = "filter"}
           : memref<64x11x11x3xf32>
    ```
  }];
  let arguments = (ins StrAttr:$weight_name, StrAttr:$layer_name, Kern_WeightRoleAttr:$role,
      Kern_WeightLayoutAttr:$layout, OptionalAttr<DictionaryAttr>:$derive);
  let results = (outs Kern_Buffer:$buffer);
  // `$weight_name attr-dict : type`, with role and layout spelt as strings
  // inside the dictionary (KernelOps.cpp).
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Kern_OutputOp : Kern_Op<"output"> {
  let summary = "Marks a network output";
  let arguments = (ins StrAttr:$layer_name, Kern_Buffer:$buffer);
  let assemblyFormat = "$layer_name $buffer attr-dict `:` type($buffer)";
}

//===----------------------------------------------------------------------===//
// Kernels. Every one carries:
//   layers        the net layers it computes (its output is the last one's)
//   flops, bytes  its work (what the cost model prices)
//   fused         what its epilogue does beyond the main computation
//   config        the kernel -kern-select-kernels chose (#kern.config);
//                 absent until then
//===----------------------------------------------------------------------===//

def Kern_KernelOpInterface : OpInterface<"KernelOpInterface"> {
  let cppNamespace = "::netc::kern";
  let description = [{
    One kernel launch: the net layers it computes, the work the conversion
    recorded for it, and the implementation -kern-select-kernels chose. The
    passes and the emitter handle every kernel op through this. The verifier
    checks that a chosen variant is one that computes this op.
  }];
  let methods = [
    InterfaceMethod<"The net layers it computes; its output is the last one's.",
                    "::mlir::ArrayAttr", "getLayers">,
    InterfaceMethod<"The chosen kernel; null until -kern-select-kernels.",
                    "::netc::kern::KernelConfigAttr", "getConfigAttr">,
    InterfaceMethod<"Records the chosen kernel.", "void", "setConfigAttr",
                    (ins "::netc::kern::KernelConfigAttr":$config)>,
    InterfaceMethod<"The useful FLOPs (what the cost model prices).",
                    "::std::optional<uint64_t>", "getFlops">,
    InterfaceMethod<"The minimum bytes moved.", "::std::optional<uint64_t>", "getBytes">,
  ];
  let verify = [{ return ::netc::kern::verifyKernelConfig($_op); }];
}

class Kern_KernelOp<string mnemonic, list<Trait> traits = []>
    : Kern_Op<mnemonic, !listconcat(traits, [Kern_KernelOpInterface])> {
  dag kernelAttrs = (ins StrArrayAttr:$layers, OptionalAttr<Kern_KernelConfigAttr>:$config,
      OptionalAttr<I64Attr>:$flops, OptionalAttr<I64Attr>:$bytes,
      OptionalAttr<StrArrayAttr>:$fused);
}

def Kern_Conv2DOp : Kern_KernelOp<"conv2d"> {
  let summary = "Convolution (and inner product) with bias and activation fused";
  let description = [{
    y = activation(conv(x, w) + bias). `w` is [cout, kh, kw, cin / groups];
    an inner product is the 1x1 convolution of its input viewed as
    [n, 1, 1, in]. `pad` is [top, bottom, left, right]; `dilations` [dh, dw]
    (empty: 1) spread the filter's taps. With `groups` > 1
    (grouped and depthwise convolution) output channel k reads the input
    channels of its group, k / (cout / groups).

    ```mlir
    kern.conv2d %x, %w bias %b -> %y {activation = #kern<activation relu>,
        config = #kern.config<implicit_gemm_simt, tile = [128, 128, 8], threads = 256,
                              predicted_ms = 1.2>,
        layers = ["conv1_1"], pad = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>}
        : memref<...>, memref<...>, memref<...> -> memref<...>
    ```
  }];
  let arguments = !con((ins Kern_Buffer:$input, Kern_Buffer:$filter,
      Optional<Kern_Buffer>:$bias, Kern_Buffer:$output,
      DenseI64ArrayAttr:$strides, DenseI64ArrayAttr:$pad, Kern_ActivationAttr:$activation,
      DefaultValuedAttr<I64Attr, "1">:$groups,
      DefaultValuedAttr<DenseI64ArrayAttr, "{}">:$dilations),
      kernelAttrs);
  let assemblyFormat = [{
    $input `,` $filter (`bias` $bias^)? `->` $output attr-dict `:`
    type($input) `,` type($filter) (`,` type($bias)^)? `->` type($output)
  }];
  let hasVerifier = 1;
}

def Kern_PoolOp : Kern_KernelOp<"pool"> {
  let summary = "Max or average pooling";
  let description = [{
    ```mlir
    kern.pool max %x -> %y {ksize = array<i64: 2, 2>, layers = ["pool1"],
        pad = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>}
        : memref<1x8x8x4xf32> -> memref<1x4x4x4xf32>
    ```
  }];
  let arguments = !con((ins Kern_Buffer:$input, Kern_Buffer:$output, Kern_PoolKindAttr:$kind,
      DenseI64ArrayAttr:$ksize, DenseI64ArrayAttr:$strides, DenseI64ArrayAttr:$pad),
      kernelAttrs);
  // The empty literal: the enum prints its own leading space.
  let assemblyFormat =
      "`` $kind $input `->` $output attr-dict `:` type($input) `->` type($output)";
  let hasVerifier = 1;
}

def Kern_LRNOp : Kern_KernelOp<"lrn"> {
  let summary = "Cross-channel local response normalisation";
  let arguments = !con((ins Kern_Buffer:$input, Kern_Buffer:$output, I64Attr:$local_size,
      F64Attr:$alpha, F64Attr:$beta, F64Attr:$k), kernelAttrs);
  let assemblyFormat = "$input `->` $output attr-dict `:` type($input) `->` type($output)";
  let hasVerifier = 1;
}

def Kern_SoftmaxOp : Kern_KernelOp<"softmax"> {
  let summary = "Softmax over the channels of every pixel";
  let arguments = !con((ins Kern_Buffer:$input, Kern_Buffer:$output), kernelAttrs);
  let assemblyFormat = "$input `->` $output attr-dict `:` type($input) `->` type($output)";
  let hasVerifier = 1;
}

def Kern_ElementwiseOp : Kern_KernelOp<"elementwise"> {
  let summary = "y = activation(a op b), or activation(a) for op = identity";
  let description = [{
    `kind` is sum, product, max or identity. Identity with no activation is
    a copy: how a concatenation's input that cannot write in place (the
    network input, a value with other users) reaches its slice.

    ```mlir
    kern.elementwise sum %a, %b -> %y {activation = #kern<activation relu>,
        layers = ["res2a"]} : memref<...>, memref<...> -> memref<...>
    ```
  }];
  let arguments = !con((ins Kern_Buffer:$lhs, Optional<Kern_Buffer>:$rhs,
      Kern_Buffer:$output, Kern_ElementwiseKindAttr:$kind, Kern_ActivationAttr:$activation),
      kernelAttrs);
  // The empty literal: the enum prints its own leading space.
  let assemblyFormat = [{
    `` $kind $lhs (`,` $rhs^)? `->` $output attr-dict `:` type($lhs) (`,` type($rhs)^)?
    `->` type($output)
  }];
  let hasVerifier = 1;
}

def Kern_BatchNormOp : Kern_KernelOp<"batch_norm"> {
  let summary = "Inference batch norm that could not be folded into a convolution";
  let arguments = !con((ins Kern_Buffer:$input, Kern_Buffer:$gamma, Kern_Buffer:$beta,
      Kern_Buffer:$mean, Kern_Buffer:$variance, Kern_Buffer:$output, F64Attr:$epsilon,
      Kern_ActivationAttr:$activation), kernelAttrs);
  let assemblyFormat = [{
    $input `,` $gamma `,` $beta `,` $mean `,` $variance `->` $output attr-dict `:`
    type($input) `,` type($gamma) `,` type($beta) `,` type($mean) `,` type($variance)
    `->` type($output)
  }];
  let hasVerifier = 1;
}

def Kern_TransposeOp : Kern_KernelOp<"transpose"> {
  let summary = "Permutes the dimensions of a dense tensor (a copy, no arithmetic)";
  let description = [{
    The input buffer's elements, read in row-major order as `shape` (rank 1
    to 6), are written to the output buffer in row-major order of the
    permuted shape: output dimension i is input dimension `permutation[i]`.
    Both buffers are dense (identity layout) and hold the same element
    count; their own rank-4 shapes only place them (a rank-5 reshape around
    the transpose is a view of the same memory). ShuffleNet's channel
    shuffle is [n, h, w, 2, c/2] -> (0, 1, 2, 4, 3); the NCHW flatten of an
    NHWC tensor before a classifier is [n, h, w, c] -> (0, 3, 1, 2).

    ```mlir
    kern.transpose %0 -> %1 {shape = array<i64: 1, 28, 28, 2, 58>,
        permutation = array<i64: 0, 1, 2, 4, 3>, layers = ["shuffle"]}
        : memref<1x28x28x116xf32> -> memref<1x28x28x116xf32>
    ```
  }];
  let arguments = !con((ins Kern_Buffer:$input, Kern_Buffer:$output,
      DenseI64ArrayAttr:$shape, DenseI64ArrayAttr:$permutation), kernelAttrs);
  let assemblyFormat = "$input `->` $output attr-dict `:` type($input) `->` type($output)";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The output's logical shape: shape[permutation[i]].
    ::llvm::SmallVector<int64_t, 6> getPermutedShape();
  }];
}

def Kern_ExtractChannelsOp : Kern_KernelOp<"extract_channels"> {
  let summary = "Copies channels [channel_offset, channel_offset + c) of every pixel";
  let description = [{
    ONNX's Split and Slice along the channels (ShuffleNet's channel split):
    the output's c channels of each pixel are the input's channels from
    `channel_offset`. A copy, so that every kernel keeps reading 16-byte
    aligned dense or pitched activations (a view at an odd channel offset
    would not be).

    ```mlir
    kern.extract_channels %0 -> %1 {channel_offset = 58 : i64, layers = ["split:1"]}
        : memref<1x28x28x116xf32> -> memref<1x28x28x58xf32>
    ```
  }];
  let arguments = !con((ins Kern_Buffer:$input, Kern_Buffer:$output, I64Attr:$channel_offset),
      kernelAttrs);
  let assemblyFormat = "$input `->` $output attr-dict `:` type($input) `->` type($output)";
  let hasVerifier = 1;
}

def Kern_LayerNormOp : Kern_KernelOp<"layer_norm"> {
  let summary = "Layer normalisation over the channels of every pixel";
  let description = [{
    y = (x - mean) / sqrt(var + epsilon) * gamma + beta, with mean and the
    biased variance over the c channels of each pixel (ConvNeXt's LayerNorm
    and LayerNorm2d on NHWC data). `gamma` and `beta` ([c]) are both present
    (an affine layer norm) or both absent.

    ```mlir
    kern.layer_norm %x, %gamma, %beta -> %y {epsilon = 1.0e-06 : f64, layers = ["ln"]}
        : memref<1x56x56x96xf32>, memref<96xf32>, memref<96xf32> -> memref<1x56x56x96xf32>
    ```
  }];
  let arguments = !con((ins Kern_Buffer:$input, Variadic<Kern_Buffer>:$affine,
      Kern_Buffer:$output, F64Attr:$epsilon), kernelAttrs);
  let assemblyFormat = [{
    $input (`,` $affine^)? `->` $output attr-dict `:` type($input) (`,` type($affine)^)?
    `->` type($output)
  }];
  let hasVerifier = 1;
}

#endif // NETC_KERN_OPS
