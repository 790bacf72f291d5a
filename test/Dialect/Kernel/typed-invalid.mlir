// RUN: netc-opt %s -split-input-file -verify-diagnostics
// The kern dialect's closed sets are typed: a value outside one is refused
// where it is read, naming the set, never taken as a default (an unknown
// precision once became fp32). The same for #kern.config, the kernel
// -kern-select-kernels chose: its fields, their shapes, and whether its
// variant computes the op it is on.

// The precision is the compiler's ::netc::Precision, spelt as getPrecisionName
// spells it and nothing else.
// expected-error @+2 {{unknown precision 'fp8' (fp32, tf32, fp16 or bf16)}}
// expected-error @+1 {{failed to parse Kern_PrecisionAttr parameter 'value'}}
kern.program "p" attributes {precision = #kern<precision fp8>, target = "sm_90"} {
}

// -----

// Another case of a right name is another spelling: refused.
// expected-error @+2 {{unknown precision 'FP32' (fp32, tf32, fp16 or bf16)}}
// expected-error @+1 {{failed to parse Kern_PrecisionAttr parameter 'value'}}
kern.program "p" attributes {precision = #kern<precision FP32>, target = "sm_90"} {
}

// -----

// The old spelling, a string, is not a precision.
// expected-error @+1 {{attribute 'precision' failed to satisfy constraint: the arithmetic of a kern.program}}
kern.program "p" attributes {precision = "fp32", target = "sm_90"} {
}

// -----

kern.program "p" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.alloc : memref<1x8x8x4xf32>
  // expected-error @+2 {{expected ::netc::kern::Activation to be one of: none, relu, tanh, sigmoid, relu6, hard_sigmoid, hard_swish, silu, gelu}}
  // expected-error @+1 {{failed to parse Kern_ActivationAttr parameter 'value'}}
  kern.elementwise sum %0, %0 -> %1 {activation = #kern<activation swish>, layers = ["a"]} : memref<1x8x8x4xf32>, memref<1x8x8x4xf32> -> memref<1x8x8x4xf32>
}

// -----

kern.program "p" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.alloc : memref<1x8x8x4xf32>
  // expected-error @+1 {{attribute 'activation' failed to satisfy constraint: activation in a kernel's epilogue}}
  kern.elementwise sum %0, %0 -> %1 {activation = "relu", layers = ["a"]} : memref<1x8x8x4xf32>, memref<1x8x8x4xf32> -> memref<1x8x8x4xf32>
}

// -----

kern.program "p" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.alloc : memref<1x4x4x4xf32>
  // expected-error @+2 {{expected ::netc::kern::PoolKind to be one of: max, avg}}
  // expected-error @+1 {{failed to parse Kern_PoolKindAttr parameter 'value'}}
  kern.pool min %0 -> %1 {ksize = array<i64: 2, 2>, layers = ["p"], pad = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : memref<1x8x8x4xf32> -> memref<1x4x4x4xf32>
}

// -----

kern.program "p" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.alloc : memref<1x8x8x4xf32>
  // expected-error @+2 {{expected ::netc::kern::ElementwiseKind to be one of: sum, product, max, identity}}
  // expected-error @+1 {{failed to parse Kern_ElementwiseKindAttr parameter 'value'}}
  kern.elementwise mean %0, %0 -> %1 {activation = #kern<activation none>, layers = ["a"]} : memref<1x8x8x4xf32>, memref<1x8x8x4xf32> -> memref<1x8x8x4xf32>
}

// -----

kern.program "p" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.alloc : memref<1x4x4x4xf32>
  // expected-error @+1 {{unknown kernel variant 'fft' (the catalog's are direct, grouped_direct, implicit_gemm_simt, implicit_gemm_mma, max_pool, avg_pool, lrn, softmax, elementwise, copy, batch_norm, transpose, transpose_tiled, extract_channels, layer_norm, implicit_gemm_wgmma, implicit_gemm_wgmma_tma, implicit_gemm_wgmma_tma_persistent, winograd, global_max_pool, global_avg_pool, depthwise_direct)}}
  kern.pool max %0 -> %1 {config = #kern.config<fft, threads = 256, predicted_ms = 0.1>, ksize = array<i64: 2, 2>, layers = ["p"], pad = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : memref<1x8x8x4xf32> -> memref<1x4x4x4xf32>
}

// -----

kern.program "p" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.alloc : memref<1x4x4x4xf32>
  // expected-error @+1 {{#kern.config: unknown field 'blocks' (expected tile, threads, direct_form, split_k or predicted_ms)}}
  kern.pool max %0 -> %1 {config = #kern.config<max_pool, blocks = 2, threads = 256, predicted_ms = 0.1>, ksize = array<i64: 2, 2>, layers = ["p"], pad = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : memref<1x8x8x4xf32> -> memref<1x4x4x4xf32>
}

// -----

kern.program "p" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.alloc : memref<1x4x4x4xf32>
  // expected-error @+1 {{#kern.config needs 'threads'}}
  kern.pool max %0 -> %1 {config = #kern.config<max_pool, predicted_ms = 0.1>, ksize = array<i64: 2, 2>, layers = ["p"], pad = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : memref<1x8x8x4xf32> -> memref<1x4x4x4xf32>
}

// -----

kern.program "p" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.alloc : memref<1x4x4x4xf32>
  // expected-error @+1 {{#kern.config needs 'predicted_ms'}}
  kern.pool max %0 -> %1 {config = #kern.config<max_pool, threads = 256>, ksize = array<i64: 2, 2>, layers = ["p"], pad = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : memref<1x8x8x4xf32> -> memref<1x4x4x4xf32>
}

// -----

kern.program "p" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.alloc : memref<1x4x4x4xf32>
  // expected-error @+1 {{#kern.config: 'threads' given twice}}
  kern.pool max %0 -> %1 {config = #kern.config<max_pool, threads = 256, threads = 128, predicted_ms = 0.1>, ksize = array<i64: 2, 2>, layers = ["p"], pad = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : memref<1x8x8x4xf32> -> memref<1x4x4x4xf32>
}

// -----

kern.program "p" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.weight "w" {layer_name = "c", role = "filter", layout = "ohwi"} : memref<8x3x3x4xf32>
  %2 = kern.alloc : memref<1x8x8x8xf32>
  // expected-error @+1 {{#kern.config: tile must be three positive extents [m, n, k]}}
  kern.conv2d %0, %1 -> %2 {activation = #kern<activation none>, config = #kern.config<implicit_gemm_simt, tile = [64, 64], threads = 256, predicted_ms = 0.1>, layers = ["c"], pad = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : memref<1x8x8x4xf32>, memref<8x3x3x4xf32> -> memref<1x8x8x8xf32>
}

// -----

kern.program "p" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.weight "w" {layer_name = "c", role = "filter", layout = "ohwi"} : memref<8x3x3x4xf32>
  %2 = kern.alloc : memref<1x8x8x8xf32>
  // expected-error @+1 {{#kern.config: direct_form is only for the direct variant, not implicit_gemm_simt}}
  kern.conv2d %0, %1 -> %2 {activation = #kern<activation none>, config = #kern.config<implicit_gemm_simt, tile = [64, 64, 8], threads = 256, direct_form = [2, 1], predicted_ms = 0.1>, layers = ["c"], pad = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : memref<1x8x8x4xf32>, memref<8x3x3x4xf32> -> memref<1x8x8x8xf32>
}

// -----

kern.program "p" attributes {precision = #kern<precision bf16>, target = "sm_90"} {
  %0 = kern.alloc : memref<1x8x8x8xbf16>
  %1 = kern.weight "w" {layer_name = "c", role = "filter", layout = "ohwi"} : memref<8x3x3x8xbf16>
  %2 = kern.alloc : memref<1x8x8x8xbf16>
  // Only the wgmma and SIMT kernels split their reduction over blocks.
  // expected-error @+1 {{#kern.config: split_k is only for implicit_gemm_wgmma, implicit_gemm_wgmma_tma_persistent and implicit_gemm_simt, not implicit_gemm_mma}}
  kern.conv2d %0, %1 -> %2 {activation = #kern<activation none>, config = #kern.config<implicit_gemm_mma, tile = [64, 64, 32], threads = 128, split_k = 4, predicted_ms = 0.1>, layers = ["c"], pad = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : memref<1x8x8x8xbf16>, memref<8x3x3x8xbf16> -> memref<1x8x8x8xbf16>
}

// -----

kern.program "p" attributes {precision = #kern<precision bf16>, target = "sm_90"} {
  %0 = kern.alloc : memref<1x8x8x8xbf16>
  %1 = kern.weight "w" {layer_name = "c", role = "filter", layout = "ohwi"} : memref<8x3x3x8xbf16>
  %2 = kern.alloc : memref<1x8x8x8xbf16>
  // expected-error @+1 {{#kern.config: split_k must be 1 or more, got 0}}
  kern.conv2d %0, %1 -> %2 {activation = #kern<activation none>, config = #kern.config<implicit_gemm_wgmma, tile = [64, 64, 64], threads = 128, split_k = 0, predicted_ms = 0.1>, layers = ["c"], pad = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : memref<1x8x8x8xbf16>, memref<8x3x3x8xbf16> -> memref<1x8x8x8xbf16>
}

// -----

kern.program "p" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.weight "w" {layer_name = "c", role = "filter", layout = "ohwi"} : memref<8x3x3x4xf32>
  %2 = kern.alloc : memref<1x8x8x8xf32>
  // expected-error @+1 {{#kern.config: threads must be positive, got 0}}
  kern.conv2d %0, %1 -> %2 {activation = #kern<activation none>, config = #kern.config<direct, tile = [64, 8, 36], threads = 0, direct_form = [2, 1], predicted_ms = 0.1>, layers = ["c"], pad = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : memref<1x8x8x4xf32>, memref<8x3x3x4xf32> -> memref<1x8x8x8xf32>
}

// -----

kern.program "p" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.alloc : memref<1x4x4x4xf32>
  // expected-error @+1 {{#kern.config: predicted_ms must be a finite time of 0 or more}}
  kern.pool max %0 -> %1 {config = #kern.config<max_pool, threads = 256, predicted_ms = -0.5>, ksize = array<i64: 2, 2>, layers = ["p"], pad = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : memref<1x8x8x4xf32> -> memref<1x4x4x4xf32>
}

// -----

// A variant that computes another op: max pooling's kernel on an average
// pool, a copy on a sum, a GEMM on a pool.
kern.program "p" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.alloc : memref<1x4x4x4xf32>
  // expected-error @+1 {{'kern.pool' op kernel variant 'max_pool' does not compute this op}}
  kern.pool avg %0 -> %1 {config = #kern.config<max_pool, threads = 256, predicted_ms = 0.1>, ksize = array<i64: 2, 2>, layers = ["p"], pad = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : memref<1x8x8x4xf32> -> memref<1x4x4x4xf32>
}

// -----

kern.program "p" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.alloc : memref<1x8x8x4xf32>
  // expected-error @+1 {{'kern.elementwise' op kernel variant 'copy' does not compute this op}}
  kern.elementwise sum %0, %0 -> %1 {activation = #kern<activation none>, config = #kern.config<copy, threads = 256, predicted_ms = 0.1>, layers = ["a"]} : memref<1x8x8x4xf32>, memref<1x8x8x4xf32> -> memref<1x8x8x4xf32>
}

// -----

kern.program "p" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.alloc : memref<1x4x4x4xf32>
  // expected-error @+1 {{'kern.pool' op kernel variant 'implicit_gemm_mma' does not compute this op}}
  kern.pool max %0 -> %1 {config = #kern.config<implicit_gemm_mma, tile = [128, 64, 32], threads = 128, predicted_ms = 0.1>, ksize = array<i64: 2, 2>, layers = ["p"], pad = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : memref<1x8x8x4xf32> -> memref<1x4x4x4xf32>
}

// -----

// kern.weight's role and layout are typed enums (WeightRole, WeightLayout),
// spelt as strings in the dictionary: a spelling outside the set is refused
// by the parser, naming the set.
kern.program "p" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  // expected-error @+1 {{unknown role 'kernel' (filter, bias, gamma, beta, mean or var)}}
  %0 = kern.weight "w" {layer_name = "c", role = "kernel", layout = "ohwi"} : memref<8x3x3x4xf32>
}

// -----

kern.program "p" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  // expected-error @+1 {{unknown layout 'OHWI' (ohwi, oi or c)}}
  %0 = kern.weight "w" {layer_name = "c", role = "filter", layout = "OHWI"} : memref<8x3x3x4xf32>
}

// -----

// Absent, they are missing attributes (the op's verifier of inherent
// attributes), not defaults.
kern.program "p" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  // expected-error @+1 {{'kern.weight' op requires attribute 'role'}}
  %0 = kern.weight "w" {layer_name = "c", layout = "ohwi"} : memref<8x3x3x4xf32>
}

// -----

// The generic form holds the typed attributes themselves.
kern.program "p" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  // expected-error @+2 {{expected ::netc::kern::WeightLayout to be one of: ohwi, oi, c}}
  // expected-error @+1 {{failed to parse Kern_WeightLayoutAttr parameter 'value'}}
  %0 = "kern.weight"() <{layer_name = "c", layout = #kern<weight_layout hwio>, role = #kern<weight_role filter>, weight_name = "w"}> : () -> memref<8x3x3x4xf32>
}

// -----

// Rounding to tf32 is a tf32 program's choice.
// expected-error @+1 {{'kern.program' op tf32_round_to_nearest is for tf32 programs, not bf16}}
kern.program "p" attributes {precision = #kern<precision bf16>, target = "sm_90", tf32_round_to_nearest} {
  %0 = kern.alloc : memref<1x8x8x4xbf16>
}
