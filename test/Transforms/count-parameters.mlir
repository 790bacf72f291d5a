// RUN: netc-opt %s -net-count-parameters -verify-diagnostics -o /dev/null
// Paleo's rules: conv, deconv and inner product count weights plus bias
// (always, even when the layer has none); nothing else has parameters.
// Activation bytes are 4 x every layer's output elements, the input included.

// 1168 + 4626 + 272 = 6066 params; 1024 + 2048 + 2048 + 512 + 36 + 36 + 512
// = 6216 elements.
// expected-remark @+1 {{params 6066 (24264 bytes), activation 24864 bytes}}
net.network "n" {
  // expected-remark @+1 {{params 0, output 1024 elements}}
  %0 = net.input "data" : tensor<2x8x8x8xf32>
  // 3*3*8*16 + 16, the bias counted although bias = false
  // expected-remark @+1 {{params 1168, output 2048 elements}}
  %1 = net.conv2d "conv" %0 {bias = false, filter = array<i64: 3, 3, 8, 16>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<2x8x8x8xf32> -> tensor<2x8x8x16xf32>
  // expected-remark @+1 {{params 0, output 2048 elements}}
  %2 = net.batch_norm "bn" %1 : tensor<2x8x8x16xf32> -> tensor<2x8x8x16xf32>
  // expected-remark @+1 {{params 0, output 512 elements}}
  %3 = net.max_pool "pool" %2 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<2x8x8x16xf32> -> tensor<2x4x4x16xf32>
  // 256*18 + 18
  // expected-remark @+1 {{params 4626, output 36 elements}}
  %4 = net.inner_product "fc" %3 {num_outputs = 18 : i64} : tensor<2x4x4x16xf32> -> tensor<2x18xf32>
  // expected-remark @+1 {{params 0, output 36 elements}}
  %5 = net.softmax "prob" %4 {num_classes = 18 : i64} : tensor<2x18xf32> -> tensor<2x18xf32>
  // Paleo's |F| + F[3]: 2*2*4*16 + 16
  // expected-remark @+1 {{params 272, output 512 elements}}
  %6 = net.deconv2d "up" %3 {filter = array<i64: 2, 2, 4, 16>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<2x4x4x16xf32> -> tensor<2x8x8x4xf32>
}
