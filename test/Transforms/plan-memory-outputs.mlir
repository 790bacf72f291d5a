// RUN: netc-opt %s -net-plan-memory -verify-diagnostics -o /dev/null
// A network with two outputs: a and b have no reader, and both stay live to
// the end (a network's results are what the caller reads back). Elements:
// data 32, a 8, b 8. At 'b': data (still read by b) + a (an output) + b =
// 48 elements = 192 bytes; were a freed once written, it would be 160.

// Weights 0. Gradients: a and b (8 + 8); data has none.
// Training = 0 + 4 * (32 + 8 + 8) + 4 * (8 + 8) = 256.
// expected-remark @+1 {{inference peak activations 192 bytes at 'b', inference total 192 bytes, training 256 bytes}}
net.network "two-outputs" {
  // expected-remark @+1 {{live 128 bytes}}
  %0 = net.input "data" : tensor<1x4x4x2xf32>
  // expected-remark @+1 {{live 160 bytes}}
  %1 = net.max_pool "a" %0 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<1x4x4x2xf32> -> tensor<1x2x2x2xf32>
  // expected-remark @+1 {{live 192 bytes}}
  %2 = net.avg_pool "b" %0 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<1x4x4x2xf32> -> tensor<1x2x2x2xf32>
}
