// RUN: netc-opt %s -net-plan-memory -verify-diagnostics -o /dev/null
// Buffers live from their writer to their last reader. Elements: data 32,
// a 8, b 8, cat 16; data stays live until b has read it.

// Weights 0. Gradients: a and b (8 + 8) live with cat (16): 32 elements.
// Training = 0 + 4 * (32 + 8 + 8 + 16) + 4 * 32 = 384.
// expected-remark @+1 {{inference peak activations 192 bytes at 'b', inference total 192 bytes, training 384 bytes}}
net.network "fork" {
  // expected-remark @+1 {{live 128 bytes}}
  %0 = net.input "data" : tensor<1x4x4x2xf32>
  // expected-remark @+1 {{live 160 bytes}}
  %1 = net.max_pool "a" %0 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<1x4x4x2xf32> -> tensor<1x2x2x2xf32>
  // expected-remark @+1 {{live 192 bytes}}
  %2 = net.avg_pool "b" %0 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<1x4x4x2xf32> -> tensor<1x2x2x2xf32>
  // expected-remark @+1 {{live 128 bytes}}
  %3 = net.concat "cat" %1, %2 {axis = 3 : i64} : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32> -> tensor<1x2x2x4xf32>
}
