// RUN: netc-opt %s -split-input-file -verify-diagnostics

kern.program "p" attributes {target = "sm_90", precision = #kern<precision fp32>} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.weight "w" {layer_name = "c", role = "filter", layout = "ohwi"} : memref<8x3x3x5xf32>
  %2 = kern.alloc : memref<1x8x8x8xf32>
  // expected-error @+1 {{filter [8, 3, 3, 5] does not map 4 channels to 8}}
  kern.conv2d %0, %1 -> %2 {activation = #kern<activation none>, layers = ["c"], pad = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : memref<1x8x8x4xf32>, memref<8x3x3x5xf32> -> memref<1x8x8x8xf32>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = #kern<precision fp32>} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.weight "w" {layer_name = "c", role = "filter", layout = "ohwi"} : memref<6x3x3x1xf32>
  %2 = kern.alloc : memref<1x8x8x6xf32>
  // expected-error @+1 {{groups 4 must divide the input's 4 and the output's 6 channels}}
  kern.conv2d %0, %1 -> %2 {activation = #kern<activation none>, groups = 4 : i64, layers = ["c"], pad = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : memref<1x8x8x4xf32>, memref<6x3x3x1xf32> -> memref<1x8x8x6xf32>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = #kern<precision fp32>} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.weight "w" {layer_name = "c", role = "filter", layout = "ohwi"} : memref<8x3x3x4xf32>
  %2 = kern.alloc : memref<1x8x8x8xf32>
  // expected-error @+1 {{filter [8, 3, 3, 4] does not map 4 channels to 8 in 2 groups}}
  kern.conv2d %0, %1 -> %2 {activation = #kern<activation none>, groups = 2 : i64, layers = ["c"], pad = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : memref<1x8x8x4xf32>, memref<8x3x3x4xf32> -> memref<1x8x8x8xf32>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = #kern<precision fp32>} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.weight "w" {layer_name = "c", role = "filter", layout = "ohwi"} : memref<8x3x3x4xf32>
  %2 = kern.alloc : memref<1x8x8x8xf32>
  // expected-error @+1 {{output is 1x8x8 but the window gives 1x6x6}}
  kern.conv2d %0, %1 -> %2 {activation = #kern<activation none>, layers = ["c"], pad = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1>} : memref<1x8x8x4xf32>, memref<8x3x3x4xf32> -> memref<1x8x8x8xf32>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = #kern<precision fp32>} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  // expected-error @+1 {{channels [2, 6) are not inside the source's 4}}
  %1 = kern.slice %0 [2] : memref<1x8x8x4xf32> to memref<1x8x8x4xf32, strided<[256, 32, 4, 1], offset: 2>>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = #kern<precision fp32>} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.alloc : memref<1x8x8x4xbf16>
  // expected-error @+1 {{mixes storage types 'f32' and 'bf16'}}
  kern.elementwise identity %0 -> %1 {activation = #kern<activation none>, layers = ["a"]} : memref<1x8x8x4xf32> -> memref<1x8x8x4xbf16>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = #kern<precision fp32>} {
  // expected-error @+1 {{unknown layout 'hwio' (ohwi, oi or c)}}
  %0 = kern.weight "w" {layer_name = "c", role = "filter", layout = "hwio"} : memref<3x3x4x8xf32>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = #kern<precision fp32>} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.alloc : memref<1x8x8x4xf32>
  // expected-error @+1 {{sum takes two operands}}
  kern.elementwise sum %0 -> %1 {activation = #kern<activation none>, layers = ["a"]} : memref<1x8x8x4xf32> -> memref<1x8x8x4xf32>
}

// -----

// The chosen kernel is a declared, typed attribute of every kernel op: a
// value of another kind is rejected, not read as "no choice".
kern.program "p" attributes {target = "sm_90", precision = #kern<precision fp32>} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.alloc : memref<1x4x4x4xf32>
  // expected-error @+1 {{attribute 'config' failed to satisfy constraint}}
  kern.pool max %0 -> %1 {config = "max_pool", ksize = array<i64: 2, 2>, layers = ["p"], pad = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : memref<1x8x8x4xf32> -> memref<1x4x4x4xf32>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = #kern<precision fp32>} {
  %0 = kern.alloc : memref<1x2x2x8xf32>
  %1 = kern.alloc : memref<1x2x2x8xf32>
  // expected-error @+1 {{permutation must name each of dimensions 0 to 3 once}}
  kern.transpose %0 -> %1 {layers = ["t"], shape = array<i64: 1, 2, 2, 8>, permutation = array<i64: 0, 1, 1, 3>} : memref<1x2x2x8xf32> -> memref<1x2x2x8xf32>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = #kern<precision fp32>} {
  %0 = kern.alloc : memref<1x2x2x8xf32>
  %1 = kern.alloc : memref<1x2x2x8xf32>
  // expected-error @+1 {{input holds 32 elements but the shape has 64}}
  kern.transpose %0 -> %1 {layers = ["t"], shape = array<i64: 1, 4, 2, 8>, permutation = array<i64: 0, 2, 1, 3>} : memref<1x2x2x8xf32> -> memref<1x2x2x8xf32>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = #kern<precision fp32>} {
  %0 = kern.alloc : memref<1x2x2x8xf32>
  %1 = kern.alloc : memref<1x2x2x8xf32>
  // expected-error @+1 {{shape must have rank 1 to 6, got rank 7}}
  kern.transpose %0 -> %1 {layers = ["t"], shape = array<i64: 1, 1, 1, 2, 2, 2, 4>, permutation = array<i64: 0, 1, 2, 3, 4, 6, 5>} : memref<1x2x2x8xf32> -> memref<1x2x2x8xf32>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = #kern<precision fp32>} {
  %0 = kern.alloc : memref<1x2x2x16xf32>
  %1 = kern.slice %0[0] : memref<1x2x2x16xf32> to memref<1x2x2x8xf32, strided<[64, 32, 16, 1]>>
  %2 = kern.alloc : memref<1x2x2x8xf32>
  // expected-error @+1 {{input must be dense (identity layout)}}
  kern.transpose %1 -> %2 {layers = ["t"], shape = array<i64: 1, 2, 2, 8>, permutation = array<i64: 0, 2, 1, 3>} : memref<1x2x2x8xf32, strided<[64, 32, 16, 1]>> -> memref<1x2x2x8xf32>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = #kern<precision fp32>} {
  %0 = kern.alloc : memref<1x2x2x8xf32>
  %1 = kern.weight "g" {layer_name = "ln", role = "gamma", layout = "c"} : memref<8xf32>
  %2 = kern.alloc : memref<1x2x2x8xf32>
  // expected-error @+1 {{takes gamma and beta together or neither, got 1 affine operands}}
  kern.layer_norm %0, %1 -> %2 {epsilon = 1.0e-5 : f64, layers = ["ln"]} : memref<1x2x2x8xf32>, memref<8xf32> -> memref<1x2x2x8xf32>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = #kern<precision fp32>} {
  %0 = kern.alloc : memref<1x2x2x8xf32>
  %1 = kern.weight "g" {layer_name = "ln", role = "gamma", layout = "c"} : memref<4xf32>
  %2 = kern.weight "b" {layer_name = "ln", role = "beta", layout = "c"} : memref<4xf32>
  %3 = kern.alloc : memref<1x2x2x8xf32>
  // expected-error @+1 {{gamma and beta must be memref<8x...>, got 'memref<4xf32>'}}
  kern.layer_norm %0, %1, %2 -> %3 {epsilon = 1.0e-5 : f64, layers = ["ln"]} : memref<1x2x2x8xf32>, memref<4xf32>, memref<4xf32> -> memref<1x2x2x8xf32>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = #kern<precision fp32>} {
  %0 = kern.alloc : memref<1x2x2x8xf32>
  %1 = kern.alloc : memref<1x2x2x8xf32>
  // expected-error @+1 {{epsilon must be positive}}
  kern.layer_norm %0 -> %1 {epsilon = 0.0 : f64, layers = ["ln"]} : memref<1x2x2x8xf32> -> memref<1x2x2x8xf32>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = #kern<precision fp32>} {
  %0 = kern.alloc : memref<1x2x2x8xf32>
  %1 = kern.alloc : memref<1x2x2x4xf32>
  // expected-error @+1 {{channels [6, 10) are not within the input's 8}}
  kern.extract_channels %0 -> %1 {channel_offset = 6 : i64, layers = ["split"]} : memref<1x2x2x8xf32> -> memref<1x2x2x4xf32>
}

// -----

// A negative arena offset (I64Attr's getter reads it as unsigned).
kern.program "p" attributes {target = "sm_90", precision = #kern<precision fp32>} {
  // expected-error @+1 {{'kern.alloc' op offset must be non-negative}}
  %0 = kern.alloc {offset = -64 : i64} : memref<1x8x8x4xf32>
}

// -----

// One pixel broadcasts per image (n equal) or over every image (n = 1); a
// pixel per image of another batch does not.
kern.program "p" attributes {target = "sm_90", precision = #kern<precision fp32>} {
  %0 = kern.alloc : memref<2x8x8x4xf32>
  %1 = kern.alloc : memref<1x1x1x4xf32>
  %2 = kern.alloc : memref<2x8x8x4xf32>
  kern.elementwise product %0, %1 -> %2 {activation = #kern<activation none>, layers = ["scale"]} : memref<2x8x8x4xf32>, memref<1x1x1x4xf32> -> memref<2x8x8x4xf32>
  %3 = kern.alloc : memref<3x1x1x4xf32>
  // expected-error @+1 {{input and output shapes differ}}
  kern.elementwise product %0, %3 -> %2 {activation = #kern<activation none>, layers = ["a"]} : memref<2x8x8x4xf32>, memref<3x1x1x4xf32> -> memref<2x8x8x4xf32>
}
