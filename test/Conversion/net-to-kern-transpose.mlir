// RUN: netc-opt %s -split-input-file -convert-net-to-kern="target=sm_90 precision=fp32" -kern-select-kernels=device=h100 | FileCheck %s
// Transposes, the reshapes around them, and layer norms.

// The NCHW flatten before VGG's classifier: a rank-4 permutation copied by
// the tiled kernel (the innermost dimension changes), then a view.
// CHECK-LABEL: kern.program "flatten"
// CHECK: %[[POOL:.*]] = kern.alloc : memref<2x7x7x64xf32>
// CHECK: %[[NCHW:.*]] = kern.alloc : memref<2x64x7x7xf32>
// CHECK: kern.transpose %[[POOL]] -> %[[NCHW]] {bytes = 50176 : i64, config = #kern.config<transpose_tiled, {{.*}}>, flops = 0 : i64, layers = ["flatten/reorder"], permutation = array<i64: 0, 3, 1, 2>, {{.*}}shape = array<i64: 2, 7, 7, 64>}
// CHECK: %[[FLAT:.*]] = kern.view %[[NCHW]] : memref<2x64x7x7xf32> to memref<2x1x1x3136xf32>
// CHECK: kern.conv2d %[[FLAT]]
net.network "flatten" {
  %0 = net.input "data" : tensor<2x7x7x64xf32>
  %1 = net.max_pool "pool" %0 {ksize = array<i64: 1, 1>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<2x7x7x64xf32> -> tensor<2x7x7x64xf32>
  %2 = net.transpose "flatten/reorder" %1 {permutation = array<i64: 0, 3, 1, 2>} : tensor<2x7x7x64xf32> -> tensor<2x64x7x7xf32>
  %3 = net.reshape "flatten" %2 : tensor<2x64x7x7xf32> -> tensor<2x3136xf32>
  %4 = net.inner_product "fc" %3 {num_outputs = 10 : i64} : tensor<2x3136xf32> -> tensor<2x10xf32>
}

// -----

// ShuffleNet's channel shuffle: the rank-5 reshapes are views of dense
// rank-4 buffers ([n, h, w, g, c/g] lives as [n, h, w, c]); only the
// transpose moves data, with the rank-5 shape and permutation it was given.
// Two groups leave an innermost extent of 2: the per-element kernel.
// CHECK-LABEL: kern.program "shuffle"
// CHECK: %[[CAT:.*]] = kern.alloc : memref<1x8x8x116xf32>
// CHECK-NOT: kern.view
// CHECK: %[[OUT:.*]] = kern.alloc : memref<1x8x8x116xf32>
// CHECK: kern.transpose %[[CAT]] -> %[[OUT]] {{{.*}}config = #kern.config<transpose, {{.*}}permutation = array<i64: 0, 1, 2, 4, 3>, {{.*}}shape = array<i64: 1, 8, 8, 2, 58>}
// CHECK: kern.pool max %[[OUT]]
net.network "shuffle" {
  %0 = net.input "data" : tensor<1x8x8x58xf32>
  %1 = net.max_pool "a" %0 {ksize = array<i64: 1, 1>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<1x8x8x58xf32> -> tensor<1x8x8x58xf32>
  %2 = net.max_pool "b" %0 {ksize = array<i64: 1, 1>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<1x8x8x58xf32> -> tensor<1x8x8x58xf32>
  %3 = net.concat "cat" %1, %2 {axis = 3 : i64} : tensor<1x8x8x58xf32>, tensor<1x8x8x58xf32> -> tensor<1x8x8x116xf32>
  %4 = net.reshape "split_groups" %3 : tensor<1x8x8x116xf32> -> tensor<1x8x8x2x58xf32>
  %5 = net.transpose "shuffle/reorder" %4 {permutation = array<i64: 0, 1, 2, 4, 3>} : tensor<1x8x8x2x58xf32> -> tensor<1x8x8x58x2xf32>
  %6 = net.reshape "shuffle" %5 : tensor<1x8x8x58x2xf32> -> tensor<1x8x8x116xf32>
  %7 = net.max_pool "after" %6 {ksize = array<i64: 1, 1>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<1x8x8x116xf32> -> tensor<1x8x8x116xf32>
}

// -----

// A permutation that moves only extents of 1 keeps every element in place:
// a view, no launch.
// CHECK-LABEL: kern.program "unit-extents"
// CHECK-NOT: kern.transpose
// CHECK: kern.view %{{.*}} : memref<4x1x1x32xf32> to memref<4x32x1x1xf32>
net.network "unit-extents" {
  %0 = net.input "data" : tensor<4x1x1x32xf32>
  %1 = net.max_pool "a" %0 {ksize = array<i64: 1, 1>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<4x1x1x32xf32> -> tensor<4x1x1x32xf32>
  %2 = net.transpose "t" %1 {permutation = array<i64: 0, 3, 1, 2>} : tensor<4x1x1x32xf32> -> tensor<4x32x1x1xf32>
  %3 = net.reshape "flat" %2 : tensor<4x32x1x1xf32> -> tensor<4x32xf32>
  %4 = net.inner_product "fc" %3 {num_outputs = 10 : i64} : tensor<4x32xf32> -> tensor<4x10xf32>
}

// -----

// Layer norm over the channels (ConvNeXt): gamma and beta are weights of
// the layer; without `affine` there are none.
// CHECK-LABEL: kern.program "norms"
// CHECK: %[[G:.*]] = kern.weight "ln.gamma" {layer_name = "ln", layout = "c", role = "gamma"} : memref<96xf32>
// CHECK: %[[B:.*]] = kern.weight "ln.beta" {layer_name = "ln", layout = "c", role = "beta"} : memref<96xf32>
// CHECK: kern.layer_norm %{{.*}}, %[[G]], %[[B]] -> %{{.*}} {{{.*}}config = #kern.config<layer_norm, {{.*}}epsilon = 9.9999999999999995E-7 : f64{{.*}}layers = ["ln"]}
// CHECK-NOT: kern.weight "plain
// CHECK: kern.layer_norm %{{.*}} -> %{{.*}} {{{.*}}layers = ["plain"]
net.network "norms" {
  %0 = net.input "data" : tensor<2x14x14x96xf32>
  %1 = net.max_pool "a" %0 {ksize = array<i64: 1, 1>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<2x14x14x96xf32> -> tensor<2x14x14x96xf32>
  %2 = net.layer_norm "ln" %1 {axis = 3 : i64, epsilon = 1.0e-6 : f64} : tensor<2x14x14x96xf32> -> tensor<2x14x14x96xf32>
  %3 = net.layer_norm "plain" %2 {axis = 3 : i64, affine = false} : tensor<2x14x14x96xf32> -> tensor<2x14x14x96xf32>
}

// -----

// ShuffleNet's channel split: each half copied; the one a concatenation
// reads alone is written straight into its slice of that buffer.
// CHECK-LABEL: kern.program "split"
// CHECK: %[[IN:.*]] = kern.alloc : memref<1x4x4x116xf32>
// CHECK: %[[CAT:.*]] = kern.alloc : memref<1x4x4x116xf32>
// CHECK: %[[FIRST:.*]] = kern.slice %[[CAT]][0]
// CHECK: kern.extract_channels %[[IN]] -> %[[FIRST]] {{{.*}}channel_offset = 0 : i64, config = #kern.config<extract_channels, {{.*}}layers = ["split:0"]}
// CHECK: %[[SECOND:.*]] = kern.alloc : memref<1x4x4x58xf32>
// CHECK: kern.extract_channels %[[IN]] -> %[[SECOND]] {{{.*}}channel_offset = 58 : i64, {{.*}}layers = ["split:1"]
net.network "split" {
  %0 = net.input "data" : tensor<1x4x4x116xf32>
  %1 = net.max_pool "a" %0 {ksize = array<i64: 1, 1>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<1x4x4x116xf32> -> tensor<1x4x4x116xf32>
  %2 = net.slice "split:0" %1 {axis = 3 : i64, offset = 0 : i64, size = 58 : i64} : tensor<1x4x4x116xf32> -> tensor<1x4x4x58xf32>
  %3 = net.slice "split:1" %1 {axis = 3 : i64, offset = 58 : i64, size = 58 : i64} : tensor<1x4x4x116xf32> -> tensor<1x4x4x58xf32>
  %4 = net.max_pool "b" %3 {ksize = array<i64: 1, 1>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<1x4x4x58xf32> -> tensor<1x4x4x58xf32>
  %5 = net.concat "cat" %2, %4 {axis = 3 : i64} : tensor<1x4x4x58xf32>, tensor<1x4x4x58xf32> -> tensor<1x4x4x116xf32>
}
