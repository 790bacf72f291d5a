// RUN: netc-opt %s | FileCheck %s
// RUN: netc-opt %s | netc-opt | FileCheck %s
// Every op of the net dialect parses, verifies and prints back.

// CHECK-LABEL: net.network "every op"
net.network "every op" {
  // CHECK: %[[DATA:.*]] = net.input "data" : tensor<2x16x16x3xf32>
  %0 = net.input "data" : tensor<2x16x16x3xf32>
  // CHECK: %[[CONV:.*]] = net.conv2d "conv" %[[DATA]] {activation = #net<activation relu>, batch_norm, filter = array<i64: 3, 3, 3, 8>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<2x16x16x3xf32> -> tensor<2x16x16x8xf32>
  %1 = net.conv2d "conv" %0 {activation = #net<activation relu>, batch_norm, filter = array<i64: 3, 3, 3, 8>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<2x16x16x3xf32> -> tensor<2x16x16x8xf32>
  // CHECK: net.conv2d "padded" {{.*}}bias = false{{.*}}pad = array<i64: 2, 2>, padding = #net<padding explicit>
  %2 = net.conv2d "padded" %1 {bias = false, filter = array<i64: 5, 5, 8, 8>, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<2x16x16x8xf32> -> tensor<2x16x16x8xf32>
  // CHECK: net.max_pool "pool"
  %3 = net.max_pool "pool" %2 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<2x16x16x8xf32> -> tensor<2x8x8x8xf32>
  // CHECK: net.avg_pool "avg"
  %4 = net.avg_pool "avg" %3 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<2x8x8x8xf32> -> tensor<2x8x8x8xf32>
  // CHECK: net.lrn "norm" {{.*}}k = 1.000000e+00 : f64, local_size = 3 : i64}
  %5 = net.lrn "norm" %4 {alpha = 1.0e-04 : f64, beta = 7.5e-01 : f64, k = 1.0 : f64, local_size = 3 : i64} : tensor<2x8x8x8xf32> -> tensor<2x8x8x8xf32>
  // CHECK: net.batch_norm "bn" {{.*}}activation = #net<activation relu>
  %6 = net.batch_norm "bn" %5 {activation = #net<activation relu>, epsilon = 1.0e-05 : f64} : tensor<2x8x8x8xf32> -> tensor<2x8x8x8xf32>
  // CHECK: net.concat "cat" %{{.*}}, %{{.*}} {axis = 3 : i64} : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32> -> tensor<2x8x8x16xf32>
  %7 = net.concat "cat" %5, %6 {axis = 3 : i64} : tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32> -> tensor<2x8x8x16xf32>
  // CHECK: net.elementwise "sum" {{.*}}kind = #net<elementwise max>
  %8 = net.elementwise "sum" %7, %7 {kind = #net<elementwise max>} : tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32> -> tensor<2x8x8x16xf32>
  // CHECK: net.upsampling2d "up"
  %9 = net.upsampling2d "up" %8 {ksize = array<i64: 2, 2>} : tensor<2x8x8x16xf32> -> tensor<2x16x16x16xf32>
  // CHECK: net.deconv2d "deconv"
  %10 = net.deconv2d "deconv" %9 {filter = array<i64: 2, 2, 4, 16>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<2x16x16x16xf32> -> tensor<2x32x32x4xf32>
  // CHECK: net.dropout "drop"
  %11 = net.dropout "drop" %10 {keep_prob = 5.0e-01 : f64} : tensor<2x32x32x4xf32> -> tensor<2x32x32x4xf32>
  // CHECK: net.reshape "flat" %{{.*}} : tensor<2x32x32x4xf32> -> tensor<2x4096xf32>
  %12 = net.reshape "flat" %11 : tensor<2x32x32x4xf32> -> tensor<2x4096xf32>
  // CHECK: net.inner_product "fc" {{.*}}num_outputs = 10 : i64
  %13 = net.inner_product "fc" %12 {activation = #net<activation tanh>, num_outputs = 10 : i64} : tensor<2x4096xf32> -> tensor<2x10xf32>
  // CHECK: net.softmax "prob" {{.*}} -> tensor<2x10xf32>
  %14 = net.softmax "prob" %13 {num_classes = 10 : i64} : tensor<2x10xf32> -> tensor<2x10xf32>
  // CHECK: net.sigmoid "binary" {{.*}} -> tensor<2x1xf32>
  %15 = net.sigmoid "binary" %13 : tensor<2x10xf32> -> tensor<2x1xf32>
  // CHECK: net.generic "acc" {{.*}}type = "Accuracy"
  %16 = net.generic "acc" %14, %15 {type = "Accuracy"} : tensor<2x10xf32>, tensor<2x1xf32> -> tensor<2x10xf32>
}
