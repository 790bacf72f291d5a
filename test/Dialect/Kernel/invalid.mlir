// RUN: netc-opt %s -split-input-file -verify-diagnostics

kern.program "p" attributes {target = "sm_90", precision = "fp32"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.weight "w" {layer_name = "c", role = "filter", layout = "ohwi"} : memref<8x3x3x5xf32>
  %2 = kern.alloc : memref<1x8x8x8xf32>
  // expected-error @+1 {{filter [8, 3, 3, 5] does not map 4 channels to 8}}
  kern.conv2d "direct" %0, %1 -> %2 {activation = "none", layers = ["c"], pad = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : memref<1x8x8x4xf32>, memref<8x3x3x5xf32> -> memref<1x8x8x8xf32>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = "fp32"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.weight "w" {layer_name = "c", role = "filter", layout = "ohwi"} : memref<6x3x3x1xf32>
  %2 = kern.alloc : memref<1x8x8x6xf32>
  // expected-error @+1 {{groups 4 must divide the input's 4 and the output's 6 channels}}
  kern.conv2d "grouped_direct" %0, %1 -> %2 {activation = "none", groups = 4 : i64, layers = ["c"], pad = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : memref<1x8x8x4xf32>, memref<6x3x3x1xf32> -> memref<1x8x8x6xf32>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = "fp32"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.weight "w" {layer_name = "c", role = "filter", layout = "ohwi"} : memref<8x3x3x4xf32>
  %2 = kern.alloc : memref<1x8x8x8xf32>
  // expected-error @+1 {{filter [8, 3, 3, 4] does not map 4 channels to 8 in 2 groups}}
  kern.conv2d "grouped_direct" %0, %1 -> %2 {activation = "none", groups = 2 : i64, layers = ["c"], pad = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : memref<1x8x8x4xf32>, memref<8x3x3x4xf32> -> memref<1x8x8x8xf32>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = "fp32"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.weight "w" {layer_name = "c", role = "filter", layout = "ohwi"} : memref<8x3x3x4xf32>
  %2 = kern.alloc : memref<1x8x8x8xf32>
  // expected-error @+1 {{output is 1x8x8 but the window gives 1x6x6}}
  kern.conv2d "direct" %0, %1 -> %2 {activation = "none", layers = ["c"], pad = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1>} : memref<1x8x8x4xf32>, memref<8x3x3x4xf32> -> memref<1x8x8x8xf32>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = "fp32"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  // expected-error @+1 {{channels [2, 6) are not inside the source's 4}}
  %1 = kern.slice %0 [2] : memref<1x8x8x4xf32> to memref<1x8x8x4xf32, strided<[256, 32, 4, 1], offset: 2>>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = "fp32"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.alloc : memref<1x8x8x4xbf16>
  // expected-error @+1 {{mixes storage types 'f32' and 'bf16'}}
  kern.elementwise "identity" %0 -> %1 {activation = "none", layers = ["a"], variant = "elementwise"} : memref<1x8x8x4xf32> -> memref<1x8x8x4xbf16>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = "fp32"} {
  // expected-error @+1 {{unknown layout 'hwio' (ohwi, oi or c)}}
  %0 = kern.weight "w" {layer_name = "c", role = "filter", layout = "hwio"} : memref<3x3x4x8xf32>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = "fp32"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.alloc : memref<1x8x8x4xf32>
  // expected-error @+1 {{sum takes two operands}}
  kern.elementwise "sum" %0 -> %1 {activation = "none", layers = ["a"], variant = "elementwise"} : memref<1x8x8x4xf32> -> memref<1x8x8x4xf32>
}

// -----

// `threads` and `direct_form` are declared attributes of every kernel op:
// a value of the wrong kind is rejected, not read as "no choice".
kern.program "p" attributes {target = "sm_90", precision = "fp32"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.alloc : memref<1x4x4x4xf32>
  // expected-error @+1 {{attribute 'threads' failed to satisfy constraint: 64-bit signless integer attribute}}
  kern.pool "max" %0 -> %1 {ksize = array<i64: 2, 2>, layers = ["p"], pad = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>, threads = "many", variant = "max_pool"} : memref<1x8x8x4xf32> -> memref<1x4x4x4xf32>
}

// -----

kern.program "p" attributes {target = "sm_90", precision = "fp32"} {
  %0 = kern.alloc : memref<1x8x8x4xf32>
  %1 = kern.alloc : memref<1x4x4x4xf32>
  // expected-error @+1 {{attribute 'direct_form' failed to satisfy constraint: i64 dense array attribute}}
  kern.pool "max" %0 -> %1 {direct_form = [2, 1], ksize = array<i64: 2, 2>, layers = ["p"], pad = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>, variant = "max_pool"} : memref<1x8x8x4xf32> -> memref<1x4x4x4xf32>
}
