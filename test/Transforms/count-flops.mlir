// RUN: netc-opt %s -net-count-flops -verify-diagnostics -o /dev/null
// FLOPs per pass; a multiply-add is 2 FLOPs. Hand-computed below.

// forward 28672+384+2580+80 = 31716; backward-data 0+128+2560+80 = 2768;
// backward-filter 28672+2580 = 31252; update 224+1300 = 1524.
// expected-remark @+1 {{total flops forward 31716, backward-data 2768, backward-filter 31252, update 1524}}
net.network "n" {
  // expected-remark @+1 {{flops forward 0, backward-data 0, backward-filter 0, update 0}}
  %0 = net.input "data" : tensor<2x8x8x3xf32>
  // 512 outputs x 27 MACs = 13824; x2 + bias 512 + relu 512. No input
  // gradient: it reads the network input.
  // expected-remark @+1 {{flops forward 28672, backward-data 0, backward-filter 28672, update 224}}
  %1 = net.conv2d "conv" %0 {activation = #net<activation relu>, filter = array<i64: 3, 3, 3, 4>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<2x8x8x3xf32> -> tensor<2x8x8x4xf32>
  // 128 outputs x 3 comparisons; gradient routed once per output.
  // expected-remark @+1 {{flops forward 384, backward-data 128, backward-filter 0, update 0}}
  %2 = net.max_pool "pool" %1 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<2x8x8x4xf32> -> tensor<2x4x4x4xf32>
  // 20 outputs x 64 MACs x 2 + 20 bias; update 2 x 650 params.
  // expected-remark @+1 {{flops forward 2580, backward-data 2560, backward-filter 2580, update 1300}}
  %3 = net.inner_product "fc" %2 {num_outputs = 10 : i64} : tensor<2x4x4x4xf32> -> tensor<2x10xf32>
  // expected-remark @+1 {{flops forward 80, backward-data 80, backward-filter 0, update 0}}
  %4 = net.softmax "prob" %3 {num_classes = 10 : i64} : tensor<2x10xf32> -> tensor<2x10xf32>
}
