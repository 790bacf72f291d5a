// RUN: netc-opt %s -net-fold-inference | FileCheck %s
// A batch norm that is its convolution's only user, after a convolution
// without an activation, folds into it and lends it its activation; dropout
// disappears; a batch norm after a convolution with other users stays.

// CHECK-LABEL: net.network "fold"
net.network "fold" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // CHECK: %[[C1:.*]] = net.conv2d "conv1" {{.*}}activation = #net<activation relu>{{.*}}net.folded_batch_norm = {epsilon = 1.000000e-03 : f64, layer = "bn1"}
  %1 = net.conv2d "conv1" %0 {filter = array<i64: 3, 3, 3, 4>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x8x8x3xf32> -> tensor<1x8x8x4xf32>
  // CHECK-NOT: net.batch_norm "bn1"
  %2 = net.batch_norm "bn1" %1 {epsilon = 1.0e-3 : f64, activation = #net<activation relu>} : tensor<1x8x8x4xf32> -> tensor<1x8x8x4xf32>
  // CHECK-NOT: net.dropout
  %3 = net.dropout "drop" %2 {keep_prob = 0.5 : f64} : tensor<1x8x8x4xf32> -> tensor<1x8x8x4xf32>
  // CHECK: %[[C2:.*]] = net.conv2d "conv2" %[[C1]]
  %4 = net.conv2d "conv2" %3 {filter = array<i64: 1, 1, 4, 4>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x8x8x4xf32> -> tensor<1x8x8x4xf32>
  // conv2 has a second user: bn2 stays a layer of its own.
  // CHECK: net.batch_norm "bn2" %[[C2]]
  %5 = net.batch_norm "bn2" %4 : tensor<1x8x8x4xf32> -> tensor<1x8x8x4xf32>
  %6 = net.elementwise "sum" %5, %4 : tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32> -> tensor<1x8x8x4xf32>
}
