// RUN: netc-opt %s -convert-net-to-kern | FileCheck %s
// A concatenation input that cannot be written in place (the network input;
// a value with another user) is copied into its slice.

// CHECK-LABEL: kern.program "copies"
net.network "copies" {
  // CHECK: %[[DATA:.*]] = kern.input "data"
  %0 = net.input "data" : tensor<2x4x4x3xf32>
  // CHECK: %[[A:.*]] = kern.alloc : memref<2x4x4x3xf32>
  // CHECK: kern.pool max %[[DATA]] -> %[[A]]
  %1 = net.max_pool "a" %0 {ksize = array<i64: 1, 1>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<2x4x4x3xf32> -> tensor<2x4x4x3xf32>
  // CHECK: %[[CAT:.*]] = kern.alloc : memref<2x4x4x6xf32>
  // CHECK: %[[S0:.*]] = kern.slice %[[CAT]][0]
  // CHECK: kern.elementwise identity %[[DATA]] -> %[[S0]] {activation = #kern<activation none>{{.*}}fused = ["copy"], layers = ["cat"]
  // CHECK: %[[S1:.*]] = kern.slice %[[CAT]][3]
  // CHECK: kern.elementwise identity %[[A]] -> %[[S1]]
  %2 = net.concat "cat" %0, %1 {axis = 3 : i64} : tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32> -> tensor<2x4x4x6xf32>
  // CHECK: kern.elementwise sum %[[A]], %[[A]] -> %{{.*}} {activation = #kern<activation relu>
  %3 = net.elementwise "twice" %1, %1 {activation = #net<activation relu>} : tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32> -> tensor<2x4x4x3xf32>
}
