// RUN: netc-opt %s -net-set-batch=batch=7 | FileCheck %s
// RUN: netc-opt %s -split-input-file -net-set-batch=batch=0 -verify-diagnostics
// The batch flows down the network by type inference.

// CHECK: net.input "data" : tensor<7x8x8x3xf32>
// CHECK: net.conv2d "conv" {{.*}} : tensor<7x8x8x3xf32> -> tensor<7x8x8x4xf32>
// CHECK: net.reshape "flat" {{.*}} : tensor<7x8x8x4xf32> -> tensor<7x256xf32>
// CHECK: net.inner_product "fc" {{.*}} : tensor<7x256xf32> -> tensor<7x10xf32>
// CHECK: net.softmax "prob" {{.*}} : tensor<7x10xf32> -> tensor<7x10xf32>
// expected-error @+1 {{--batch: expected a positive batch size, got 0}}
net.network "n" {
  %0 = net.input "data" : tensor<2x8x8x3xf32>
  %1 = net.conv2d "conv" %0 {filter = array<i64: 3, 3, 3, 4>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<2x8x8x3xf32> -> tensor<2x8x8x4xf32>
  %2 = net.reshape "flat" %1 : tensor<2x8x8x4xf32> -> tensor<2x256xf32>
  %3 = net.inner_product "fc" %2 {num_outputs = 10 : i64} : tensor<2x256xf32> -> tensor<2x10xf32>
  %4 = net.softmax "prob" %3 {num_classes = 10 : i64} : tensor<2x10xf32> -> tensor<2x10xf32>
}
