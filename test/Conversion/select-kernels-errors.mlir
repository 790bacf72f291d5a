// RUN: netc-opt %s -split-input-file -kern-select-kernels=device=h100 -verify-diagnostics
// What -kern-select-kernels cannot choose for is an error naming what is
// wrong, never a default.

// expected-error @+1 {{-kern-select-kernels: the program's target 'gfx90a' is not one netc generates for}}
kern.program "amd" attributes {precision = #kern<precision fp32>, target = "gfx90a"} {
}

// -----

// (A precision outside fp32, tf32, fp16 and bf16 does not parse:
// test/Dialect/Kernel/typed-invalid.mlir.)

// -----

kern.program "no-work" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  %0 = kern.input "data" : memref<2x8x8x8xf32>
  %1 = kern.alloc : memref<2x4x4x8xf32>
  // expected-error @+1 {{layer 'pool': -kern-select-kernels needs the op's 'flops' and 'bytes'}}
  kern.pool max %0 -> %1 {ksize = array<i64: 2, 2>, layers = ["pool"], pad = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : memref<2x8x8x8xf32> -> memref<2x4x4x8xf32>
  kern.output "pool" %1 : memref<2x4x4x8xf32>
}
