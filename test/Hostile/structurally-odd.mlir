// RUN: netc-opt %s -split-input-file -verify-diagnostics
// Structurally odd networks (issue 14) that crashed the analyses or the
// lowering, or were accepted and then written as invalid plan.json or CUDA:
// each is now a verifier error naming the layer and the field.

// An empty network: every analysis starts from the input layer.
// expected-error @+1 {{the network has no input layer (net.input)}}
net.network "empty" {
}

// -----

// A block argument used by a layer has no layer behind it.
// expected-error @+1 {{the network's body takes no arguments, got 1}}
"net.network"() <{title = "argument"}> ({
^bb0(%arg0: tensor<1x8x8x3xf32>):
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  %1 = net.elementwise "sum" %0, %arg0 : tensor<1x8x8x3xf32>, tensor<1x8x8x3xf32> -> tensor<1x8x8x3xf32>
}) : () -> ()

// -----

net.network "outer" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+1 {{a network cannot be nested in another network}}
  net.network "inner" {
    %1 = net.input "data" : tensor<1x8x8x3xf32>
  }
}

// -----

net.network "duplicates" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  %1 = net.dropout "drop" %0 {keep_prob = 5.000000e-01 : f64} : tensor<1x8x8x3xf32> -> tensor<1x8x8x3xf32>
  // expected-error @+1 {{duplicate layer name 'drop'}}
  %2 = net.dropout "drop" %1 {keep_prob = 5.000000e-01 : f64} : tensor<1x8x8x3xf32> -> tensor<1x8x8x3xf32>
}

// -----

net.network "nan" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+1 {{field 'alpha': expected a finite number, got nan}}
  %1 = net.lrn "norm" %0 {alpha = 0x7FF8000000000000 : f64, beta = 7.500000e-01 : f64, k = 2.000000e+00 : f64, local_size = 5 : i64} : tensor<1x8x8x3xf32> -> tensor<1x8x8x3xf32>
}

// -----

net.network "inf" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+1 {{field 'epsilon': expected a positive epsilon, got INF}}
  %1 = net.batch_norm "bn" %0 {epsilon = 0x7FF0000000000000 : f64} : tensor<1x8x8x3xf32> -> tensor<1x8x8x3xf32>
}

// -----

net.network "newline" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+1 {{layer name 'drop\x0a#error injected' contains a control character}}
  %1 = net.dropout "drop\0A#error injected" %0 {keep_prob = 5.000000e-01 : f64} : tensor<1x8x8x3xf32> -> tensor<1x8x8x3xf32>
}

// -----

// expected-error @+1 {{the network's name contains a control character}}
net.network "title\0D\0A#error injected" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
}

// -----

net.network "padding" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'padding': padding 9223372036854775807 along height makes the padded input larger than 2^48}}
  %1 = net.conv2d "c" %0 {filter = array<i64: 3, 3, 3, 4>, pad = array<i64: 9223372036854775807, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<1x8x8x3xf32> -> tensor<1x4x4x4xf32>
}

// -----

// A window past 2^48 without dilations (a libFuzzer finding, 2026-12-03):
// the check for a dilated window read the dilation that is not there.
net.network "window" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'filter': window 199999999999999991 along width is larger than 2^48}}
  %1 = net.conv2d "c" %0 {filter = array<i64: 3, 199999999999999991, 3, 4>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<1x8x8x3xf32> -> tensor<1x6x6x4xf32>
}
