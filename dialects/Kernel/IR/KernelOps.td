//===- KernelOps.td - The kern dialect: one op per generated kernel -*- tablegen -*-===//
//
// The second representation of a network: what runs on the GPU. Activations
// are memrefs (NHWC, 4-D, in the storage type of the chosen precision) that
// buffer planning places in one arena; weights are named memrefs the runtime
// provides; every compute op is one kernel launch whose variant and tile the
// cost model chose and whose epilogue holds what was fused into it. The CUDA
// emitter (lib/Target/Cuda) translates a kern.program to .cu + plan.json.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_KERN_OPS
#define NETC_KERN_OPS

include "mlir/IR/OpBase.td"
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
    `precision` the arithmetic (fp32, tf32, bf16, fp16). After buffer
    planning, `arena_bytes` is the activation arena's size.

    ```mlir
    kern.program "VGG 16" attributes {target = "sm_90", precision = "fp32"} {
      %0 = kern.input "data" : memref<64x224x224x3xf32>
      ...
    }
    ```
  }];
  let arguments = (ins StrAttr:$title, StrAttr:$target, StrAttr:$precision,
      OptionalAttr<I64Attr>:$arena_bytes);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$title attr-dict-with-keyword $body";
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
    `layout` is ohwi (filters), oi (inner products) or c (per-channel
    vectors). `derive` makes the runtime compute it from other weights at load
    time: {op = "fold_batch_norm", part = "filter" | "bias", ...} (plan format
    version 2).
  }];
  let arguments = (ins StrAttr:$weight_name, StrAttr:$layer_name, StrAttr:$role,
      StrAttr:$layout, OptionalAttr<DictionaryAttr>:$derive);
  let results = (outs Kern_Buffer:$buffer);
  let assemblyFormat = "$weight_name attr-dict `:` type($buffer)";
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
//   variant, tile the implementation the cost model chose (threads,
//                 direct_form where candidates share both)
//   predicted_ms  the model's time for it; flops, bytes its work
//   fused         what its epilogue does beyond the main computation
//===----------------------------------------------------------------------===//

def Kern_KernelOpInterface : OpInterface<"KernelOpInterface"> {
  let cppNamespace = "::netc::kern";
  let description = [{
    One kernel launch: the net layers it computes, the work the conversion
    recorded for it, and the implementation -kern-select-kernels chose. The
    passes and the emitter handle every kernel op through this.
  }];
  let methods = [
    InterfaceMethod<"The net layers it computes; its output is the last one's.",
                    "::mlir::ArrayAttr", "getLayers">,
    InterfaceMethod<"The chosen variant; empty until -kern-select-kernels.",
                    "::llvm::StringRef", "getVariant">,
    InterfaceMethod<"Records the chosen variant.", "void", "setVariant",
                    (ins "::llvm::StringRef":$variant)>,
    InterfaceMethod<"The useful FLOPs (what the cost model prices).",
                    "::std::optional<uint64_t>", "getFlops">,
    InterfaceMethod<"The minimum bytes moved.", "::std::optional<uint64_t>", "getBytes">,
  ];
}

class Kern_KernelOp<string mnemonic, list<Trait> traits = []>
    : Kern_Op<mnemonic, !listconcat(traits, [Kern_KernelOpInterface])> {
  // `threads` and `direct_form` name the chosen candidate where several
  // share a variant and tile (the mma tiles of 128 and 256 threads, the
  // direct kernel's forms: rows per item, images per block).
  dag kernelAttrs = (ins StrArrayAttr:$layers, StrAttr:$variant,
      OptionalAttr<DenseI64ArrayAttr>:$tile, OptionalAttr<F64Attr>:$predicted_ms,
      OptionalAttr<I64Attr>:$flops, OptionalAttr<I64Attr>:$bytes,
      OptionalAttr<StrArrayAttr>:$fused, OptionalAttr<I64Attr>:$threads,
      OptionalAttr<DenseI64ArrayAttr>:$direct_form);
}

def Kern_Conv2DOp : Kern_KernelOp<"conv2d"> {
  let summary = "Convolution (and inner product) with bias and activation fused";
  let description = [{
    y = activation(conv(x, w) + bias). `w` is [cout, kh, kw, cin / groups];
    an inner product is the 1x1 convolution of its input viewed as
    [n, 1, 1, in]. `pad` is [top, bottom, left, right]. With `groups` > 1
    (grouped and depthwise convolution) output channel k reads the input
    channels of its group, k / (cout / groups).

    ```mlir
    kern.conv2d "implicit_gemm_simt" %x, %w, %b, %y {layers = ["conv1_1"],
        strides = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>,
        activation = "relu", tile = array<i64: 128, 128, 8>, predicted_ms = 1.2}
        : memref<...>, memref<...>, memref<...>, memref<...>
    ```
  }];
  let arguments = !con((ins Kern_Buffer:$input, Kern_Buffer:$filter,
      Optional<Kern_Buffer>:$bias, Kern_Buffer:$output,
      DenseI64ArrayAttr:$strides, DenseI64ArrayAttr:$pad, StrAttr:$activation,
      DefaultValuedAttr<I64Attr, "1">:$groups),
      kernelAttrs);
  let assemblyFormat = [{
    $variant $input `,` $filter (`bias` $bias^)? `->` $output attr-dict `:`
    type($input) `,` type($filter) (`,` type($bias)^)? `->` type($output)
  }];
  let hasVerifier = 1;
}

def Kern_PoolOp : Kern_KernelOp<"pool"> {
  let summary = "Max or average pooling";
  let arguments = !con((ins Kern_Buffer:$input, Kern_Buffer:$output, StrAttr:$kind,
      DenseI64ArrayAttr:$ksize, DenseI64ArrayAttr:$strides, DenseI64ArrayAttr:$pad),
      kernelAttrs);
  let assemblyFormat = "$kind $input `->` $output attr-dict `:` type($input) `->` type($output)";
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
  }];
  let arguments = !con((ins Kern_Buffer:$lhs, Optional<Kern_Buffer>:$rhs,
      Kern_Buffer:$output, StrAttr:$kind, StrAttr:$activation), kernelAttrs);
  let assemblyFormat = [{
    $kind $lhs (`,` $rhs^)? `->` $output attr-dict `:` type($lhs) (`,` type($rhs)^)?
    `->` type($output)
  }];
  let hasVerifier = 1;
}

def Kern_BatchNormOp : Kern_KernelOp<"batch_norm"> {
  let summary = "Inference batch norm that could not be folded into a convolution";
  let arguments = !con((ins Kern_Buffer:$input, Kern_Buffer:$gamma, Kern_Buffer:$beta,
      Kern_Buffer:$mean, Kern_Buffer:$variance, Kern_Buffer:$output, F64Attr:$epsilon,
      StrAttr:$activation), kernelAttrs);
  let assemblyFormat = [{
    $input `,` $gamma `,` $beta `,` $mean `,` $variance `->` $output attr-dict `:`
    type($input) `,` type($gamma) `,` type($beta) `,` type($mean) `,` type($variance)
    `->` type($output)
  }];
  let hasVerifier = 1;
}

#endif // NETC_KERN_OPS
