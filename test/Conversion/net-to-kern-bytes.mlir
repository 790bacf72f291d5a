// RUN: netc-opt %s -convert-net-to-kern="target=sm_90 precision=fp32" | FileCheck %s
// A convolution's `bytes`, the minimum traffic the cost model's memory term
// prices: the input pixels under some window, the filter and the output,
// once each. Where the stride skips pixels (a 1x1 stride-2 layer) only those
// under a window count: with NHWC a pixel's channels are whole cache lines,
// so the others never leave DRAM.
net.network "bytes" {
  %0 = net.input "data" : tensor<8x16x16x32xf32>
  // 1x1 stride 2: rows and columns 0, 2, ..., 14 of 16: (8 x 8 x 8 x 32
  // input + 16 x 32 filter + 8 x 8 x 8 x 16 output) x 4 bytes = 100,352.
  // CHECK: kern.conv2d {{.*}}bytes = 100352 : i64{{.*}}layers = ["skip"]
  %1 = net.conv2d "skip" %0 {filter = array<i64: 1, 1, 32, 16>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<8x16x16x32xf32> -> tensor<8x8x8x16xf32>
  // 3x3 stride 2: the windows overlap, every pixel is read: (8 x 16 x 16 x
  // 32 + 16 x 9 x 32 + 8 x 8 x 8 x 16) x 4 = 313,344.
  // CHECK: kern.conv2d {{.*}}bytes = 313344 : i64{{.*}}layers = ["overlap"]
  %2 = net.conv2d "overlap" %0 {filter = array<i64: 3, 3, 32, 16>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<8x16x16x32xf32> -> tensor<8x8x8x16xf32>
  // 1x1 stride 3 over 16: rows 0, 3, ..., 15 (6 of them): (8 x 6 x 6 x 32
  // + 16 x 32 + 8 x 6 x 6 x 16) x 4 = 57,344.
  // CHECK: kern.conv2d {{.*}}bytes = 57344 : i64{{.*}}layers = ["sparse"]
  %3 = net.conv2d "sparse" %0 {filter = array<i64: 1, 1, 32, 16>, padding = #net<padding valid>, strides = array<i64: 3, 3>} : tensor<8x16x16x32xf32> -> tensor<8x6x6x16xf32>
  // 1x1 stride 1: every pixel: (8 x 16 x 16 x 32 + 16 x 32 + 8 x 16 x 16 x
  // 16) x 4 = 395,264.
  // CHECK: kern.conv2d {{.*}}bytes = 395264 : i64{{.*}}layers = ["dense"]
  %4 = net.conv2d "dense" %0 {filter = array<i64: 1, 1, 32, 16>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<8x16x16x32xf32> -> tensor<8x16x16x16xf32>
}
