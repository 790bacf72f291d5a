// RUN: netc-opt %s -kern-plan-buffers -verify-diagnostics | FileCheck %s
// Buffers whose live ranges do not meet share memory. data is live until a
// reads it, a until b, b until c: each shares bytes with the one two steps
// before, and a kernel's input and output never overlap.

// expected-remark @+2 {{arena 2048 bytes for 4 buffers of 4096 bytes}}
// CHECK: kern.program "chain" attributes {arena_bytes = 2048 : i64
kern.program "chain" attributes {target = "sm_90", precision = #kern<precision fp32>} {
  // CHECK: kern.input "data" {offset = 0 : i64}
  %0 = kern.input "data" : memref<1x8x8x4xf32>
  // CHECK: kern.alloc {offset = 1024 : i64} : memref<1x8x8x4xf32>
  %1 = kern.alloc : memref<1x8x8x4xf32>
  kern.elementwise identity %0 -> %1 {activation = #kern<activation relu>, layers = ["a"]} : memref<1x8x8x4xf32> -> memref<1x8x8x4xf32>
  // CHECK: kern.alloc {offset = 0 : i64} : memref<1x8x8x4xf32>
  %2 = kern.alloc : memref<1x8x8x4xf32>
  kern.elementwise identity %1 -> %2 {activation = #kern<activation relu>, layers = ["b"]} : memref<1x8x8x4xf32> -> memref<1x8x8x4xf32>
  // CHECK: kern.alloc {offset = 1024 : i64} : memref<1x8x8x4xf32>
  %3 = kern.alloc : memref<1x8x8x4xf32>
  kern.elementwise sum %2, %2 -> %3 {activation = #kern<activation none>, layers = ["c"]} : memref<1x8x8x4xf32>, memref<1x8x8x4xf32> -> memref<1x8x8x4xf32>
  kern.output "c" %3 : memref<1x8x8x4xf32>
}
