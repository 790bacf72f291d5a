// RUN: netc-opt %s -split-input-file -verify-diagnostics
// Every verifier and type-inference message of the net dialect. A shape that
// cannot be inferred reports the field first, then MLIR's generic
// "failed to infer returned types".

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'filter': filter cin 4 does not match the input's 3 channels}}
  %1 = net.conv2d "c" %0 {filter = array<i64: 3, 3, 4, 8>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x8x8x3xf32> -> tensor<1x8x8x8xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x4x4x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'filter': window 5 is larger than the input (4) along height}}
  %1 = net.conv2d "c" %0 {filter = array<i64: 5, 5, 3, 8>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<1x4x4x3xf32> -> tensor<1x1x1x8xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x4x4x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'filter': window 9 is larger than the padded input (6) along height}}
  %1 = net.conv2d "c" %0 {filter = array<i64: 9, 9, 3, 8>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<1x4x4x3xf32> -> tensor<1x1x1x8xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'strides': expected positive entries ([sh, sw]), got [0, 1]}}
  %1 = net.conv2d "c" %0 {filter = array<i64: 3, 3, 3, 8>, padding = #net<padding same>, strides = array<i64: 0, 1>} : tensor<1x8x8x3xf32> -> tensor<1x8x8x8xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'filter': expected 4 entries ([kh, kw, cin, cout]), got 3}}
  %1 = net.conv2d "c" %0 {filter = array<i64: 3, 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x8x8x3xf32> -> tensor<1x8x8x8xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'padding': explicit padding needs [ph, pw] or [top, left, bottom, right], got 3 entries}}
  %1 = net.conv2d "c" %0 {filter = array<i64: 3, 3, 3, 8>, pad = array<i64: 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<1x8x8x3xf32> -> tensor<1x8x8x8xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'padding': explicit padding must be non-negative, got [-1, 0]}}
  %1 = net.conv2d "c" %0 {filter = array<i64: 3, 3, 3, 8>, pad = array<i64: -1, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<1x8x8x3xf32> -> tensor<1x6x8x8xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+1 {{field 'padding': 'pad' is required with explicit padding and only then}}
  %1 = net.conv2d "c" %0 {filter = array<i64: 3, 3, 3, 8>, pad = array<i64: 1, 1>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x8x8x3xf32> -> tensor<1x8x8x8xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'net.conv2d' op inferred type(s) 'tensor<1x8x8x8xf32>' are incompatible with return type(s) of operation 'tensor<1x4x4x8xf32>'}}
  %1 = net.conv2d "c" %0 {filter = array<i64: 3, 3, 3, 8>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x8x8x3xf32> -> tensor<1x4x4x8xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'parents': the convolution's input must be an NHWC tensor of rank 4, got [1, 8]}}
  %1 = net.conv2d "c" %0 {filter = array<i64: 1, 1, 8, 8>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x8xf32> -> tensor<1x8xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'ksize': expected positive entries ([kh, kw]), got [0, 2]}}
  %1 = net.max_pool "p" %0 {ksize = array<i64: 0, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<1x8x8x3xf32> -> tensor<1x4x4x3xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'padding': pooling takes SAME or VALID padding}}
  %1 = net.avg_pool "p" %0 {ksize = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<1x8x8x3xf32> -> tensor<1x4x4x3xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'num_outputs': expected a positive number of outputs, got 0}}
  %1 = net.inner_product "fc" %0 {num_outputs = 0 : i64} : tensor<1x8x8x3xf32> -> tensor<1x0xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  %1 = net.input "data2" : tensor<1x4x4x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'parents': input 1 has shape [1, 4, 4, 3], which differs from input 0's [1, 8, 8, 3] outside the concatenation axis 3}}
  %2 = net.concat "cat" %0, %1 {axis = 3 : i64} : tensor<1x8x8x3xf32>, tensor<1x4x4x3xf32> -> tensor<1x8x8x6xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'dim': axis 7 is out of range for inputs of rank 4}}
  %1 = net.concat "cat" %0, %0 {axis = 7 : i64} : tensor<1x8x8x3xf32>, tensor<1x8x8x3xf32> -> tensor<1x8x8x6xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  %1 = net.input "data2" : tensor<1x8x8x4xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'parents': input 1 has shape [1, 8, 8, 4] but input 0 has [1, 8, 8, 3]; elementwise inputs must have equal shapes}}
  %2 = net.elementwise "sum" %0, %1 : tensor<1x8x8x3xf32>, tensor<1x8x8x4xf32> -> tensor<1x8x8x3xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+1 {{field 'dropout_keep_prob': keep probability must be in (0, 1], got 1.5}}
  %1 = net.dropout "d" %0 {keep_prob = 1.5 : f64} : tensor<1x8x8x3xf32> -> tensor<1x8x8x3xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+1 {{field 'dropout_keep_prob': keep probability must be in (0, 1], got 0}}
  %1 = net.dropout "d" %0 {keep_prob = 0.0 : f64} : tensor<1x8x8x3xf32> -> tensor<1x8x8x3xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<2x1x1x1000xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'num_classes': softmax over 10 classes, but its input [2, 1, 1, 1000] has 1000 elements per image}}
  %1 = net.softmax "s" %0 {num_classes = 10 : i64} : tensor<2x1x1x1000xf32> -> tensor<2x10xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<2x1x1x10xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'num_classes': expected a positive number of classes, got -1}}
  %1 = net.softmax "s" %0 {num_classes = -1 : i64} : tensor<2x1x1x10xf32> -> tensor<2x10xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<2x4x4x3xf32>
  // expected-error @+1 {{field 'output_shape': reshape of [2, 4, 4, 3] (96 elements) to [2, 50] changes the element count}}
  %1 = net.reshape "r" %0 : tensor<2x4x4x3xf32> -> tensor<2x50xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x16xf32>
  // expected-error @+1 {{field 'output_shape': a convolution with this filter maps [1, 20, 20, 4] to [1, 10, 10, 16], not to the deconvolution's input [1, 8, 8, 16]}}
  %1 = net.deconv2d "up" %0 {filter = array<i64: 2, 2, 4, 16>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<1x8x8x16xf32> -> tensor<1x20x20x4xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x16xf32>
  // expected-error @+1 {{field 'padding': 'pad' is required with explicit padding and only then}}
  %1 = net.deconv2d "up" %0 {filter = array<i64: 2, 2, 4, 16>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<1x8x8x16xf32> -> tensor<1x16x16x4xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'ksize': expected 2 entries ([kh, kw]), got 1}}
  %1 = net.upsampling2d "up" %0 {ksize = array<i64: 2>} : tensor<1x8x8x3xf32> -> tensor<1x16x16x3xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+1 {{field 'local_size': expected a positive odd window of at most 1023 channels, got 4}}
  %1 = net.lrn "n" %0 {local_size = 4 : i64} : tensor<1x8x8x3xf32> -> tensor<1x8x8x3xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+1 {{field 'k': k and alpha cannot both be non-positive}}
  %1 = net.lrn "n" %0 {alpha = 0.0 : f64, k = 0.0 : f64} : tensor<1x8x8x3xf32> -> tensor<1x8x8x3xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+1 {{field 'epsilon': expected a positive epsilon, got 0}}
  %1 = net.batch_norm "bn" %0 {epsilon = 0.0 : f64} : tensor<1x8x8x3xf32> -> tensor<1x8x8x3xf32>
}

// -----

net.network "n" {
  // expected-error @+1 {{field 'tensor': expected positive dimensions with at most 2^48 elements, got 'tensor<0x8xf32>'}}
  %0 = net.input "data" : tensor<0x8xf32>
}

// -----

net.network "n" {
  // expected-error @+1 {{field 'tensor': expected positive dimensions with at most 2^48 elements, got 'tensor<65537x65536x65536xf32>'}}
  %0 = net.input "data" : tensor<65537x65536x65536xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x4096x4096x4096xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'filter': the layer needs more than 2^56 multiply-adds}}
  %1 = net.conv2d "c" %0 {filter = array<i64: 3, 3, 4096, 1048576>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x4096x4096x4096xf32> -> tensor<1x4096x4096x1048576xf32>
}

// -----

// Each layer is within bounds; eight of them exceed the network's 2^60 FLOPs
// per pass (2 x 2^56 multiply-adds + bias each).
net.network "n" {
  %0 = net.input "data" : tensor<1x4096x4096x4096xf32>
  %1 = net.conv2d "c0" %0 {filter = array<i64: 1, 1, 4096, 1048576>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x4096x4096x4096xf32> -> tensor<1x4096x4096x1048576xf32>
  %2 = net.conv2d "c1" %0 {filter = array<i64: 1, 1, 4096, 1048576>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x4096x4096x4096xf32> -> tensor<1x4096x4096x1048576xf32>
  %3 = net.conv2d "c2" %0 {filter = array<i64: 1, 1, 4096, 1048576>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x4096x4096x4096xf32> -> tensor<1x4096x4096x1048576xf32>
  %4 = net.conv2d "c3" %0 {filter = array<i64: 1, 1, 4096, 1048576>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x4096x4096x4096xf32> -> tensor<1x4096x4096x1048576xf32>
  %5 = net.conv2d "c4" %0 {filter = array<i64: 1, 1, 4096, 1048576>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x4096x4096x4096xf32> -> tensor<1x4096x4096x1048576xf32>
  %6 = net.conv2d "c5" %0 {filter = array<i64: 1, 1, 4096, 1048576>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x4096x4096x4096xf32> -> tensor<1x4096x4096x1048576xf32>
  %7 = net.conv2d "c6" %0 {filter = array<i64: 1, 1, 4096, 1048576>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x4096x4096x4096xf32> -> tensor<1x4096x4096x1048576xf32>
  // expected-error @+1 {{layer 'c7': the network up to here exceeds what netc counts exactly (2^56 activation elements or parameters, 2^60 FLOPs per pass)}}
  %8 = net.conv2d "c7" %0 {filter = array<i64: 1, 1, 4096, 1048576>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x4096x4096x4096xf32> -> tensor<1x4096x4096x1048576xf32>
}

// -----

// expected-error @+1 {{'net.input' op expects parent op 'net.network'}}
%0 = net.input "data" : tensor<1x8x8x3xf32>

// -----
// Layers of ONNX imports.

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x6xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'groups': groups 4 must be positive and divide the input's 6 channels and the filter's 8 output channels}}
  %1 = net.conv2d "c" %0 {filter = array<i64: 3, 3, 1, 8>, groups = 4 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x8x8x6xf32> -> tensor<1x8x8x8xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x6xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'filter': filter cin 3 times groups 3 does not match the input's 6 channels}}
  %1 = net.conv2d "c" %0 {filter = array<i64: 3, 3, 3, 6>, groups = 3 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x8x8x6xf32> -> tensor<1x8x8x6xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'dilations': expected positive entries ([dh, dw]), got [0, 1]}}
  %1 = net.conv2d "c" %0 {dilations = array<i64: 0, 1>, filter = array<i64: 3, 3, 3, 8>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x8x8x3xf32> -> tensor<1x8x8x8xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x4x4x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'filter': window 5 is larger than the input (4) along height}}
  %1 = net.conv2d "c" %0 {dilations = array<i64: 2, 2>, filter = array<i64: 3, 3, 3, 8>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<1x4x4x3xf32> -> tensor<1x1x1x8xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'padding': explicit pooling padding needs [top, left, bottom, right], got 2 entries}}
  %1 = net.max_pool "p" %0 {ksize = array<i64: 2, 2>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<1x8x8x3xf32> -> tensor<1x4x4x3xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'padding': a pad of [2, 0, 0, 0] reaches a whole window [2, 2]}}
  %1 = net.max_pool "p" %0 {ksize = array<i64: 2, 2>, pad = array<i64: 2, 0, 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<1x8x8x3xf32> -> tensor<1x5x4x3xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'ceil_mode': ceil mode needs explicit padding}}
  %1 = net.max_pool "p" %0 {ceil_mode, ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<1x8x8x3xf32> -> tensor<1x4x4x3xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+1 {{field 'count_include_pad': only average pooling divides by a window count}}
  %1 = net.max_pool "p" %0 {count_include_pad, ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<1x8x8x3xf32> -> tensor<1x4x4x3xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+1 {{field 'padding': 'pad' is required with explicit padding and only then}}
  %1 = net.avg_pool "p" %0 {ksize = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<1x8x8x3xf32> -> tensor<1x4x4x3xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+1 {{field 'kind': an activation layer needs a nonlinearity, not 'none'}}
  %1 = net.activation "a" %0 {kind = #net<activation none>} : tensor<1x8x8x3xf32> -> tensor<1x8x8x3xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  %1 = net.input "data2" : tensor<1x4x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'inputs': operand 1 [1, 4, 8, 3] does not broadcast with [1, 8, 8, 3] (each dimension must be equal or 1)}}
  %2 = net.binary "b" %0, %1 {kind = #net<binary mul>} : tensor<1x8x8x3xf32>, tensor<1x4x8x3xf32> -> tensor<1x8x8x3xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+1 {{field 'inputs': expected 2 inputs (or one and a constant_shape), got 1}}
  %1 = net.binary "b" %0 {kind = #net<binary add>} : tensor<1x8x8x3xf32> -> tensor<1x8x8x3xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  %1 = net.input "data2" : tensor<1x8x8x3xf32>
  // expected-error @+1 {{field 'inputs': expected 1 input besides the constant, got 2}}
  %2 = net.binary "b" %0, %1 {constant_shape = array<i64: 1, 1, 1, 3>, kind = #net<binary add>} : tensor<1x8x8x3xf32>, tensor<1x8x8x3xf32> -> tensor<1x8x8x3xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  %1 = net.input "data2" : tensor<1x8x8x3xf32>
  // expected-error @+1 {{field 'constant_shape': 'constant_first' and 'trainable' describe a constant operand, and there is none}}
  %2 = net.binary "b" %0, %1 {kind = #net<binary add>, trainable} : tensor<1x8x8x3xf32>, tensor<1x8x8x3xf32> -> tensor<1x8x8x3xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x1x1x3xf32>
  // expected-error @+1 {{field 'constant_shape': the constant may not broadcast the input to a larger shape}}
  %1 = net.binary "b" %0 {constant_shape = array<i64: 1, 8, 8, 3>, kind = #net<binary mul>} : tensor<1x1x1x3xf32> -> tensor<1x8x8x3xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+1 {{field 'constant_shape': expected positive dimensions, got 4 entries}}
  %1 = net.binary "b" %0 {constant_shape = array<i64: 1, 0, 1, 3>, kind = #net<binary mul>} : tensor<1x8x8x3xf32> -> tensor<1x8x8x3xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+1 {{field 'axis': expected 0 <= axis < 4 (the input's rank), got 4}}
  %1 = net.layer_norm "ln" %0 {axis = 4 : i64} : tensor<1x8x8x3xf32> -> tensor<1x8x8x3xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+1 {{field 'epsilon': expected a positive epsilon, got 0}}
  %1 = net.layer_norm "ln" %0 {axis = 3 : i64, epsilon = 0.0 : f64} : tensor<1x8x8x3xf32> -> tensor<1x8x8x3xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'num_outputs': expected a positive number of outputs, got 0}}
  %1 = net.matmul "mm" %0 {num_outputs = 0 : i64} : tensor<1x8x8x3xf32> -> tensor<1x8x8x0xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'permutation': [0, 1, 1, 2] is not a permutation of 0..3}}
  %1 = net.transpose "t" %0 {permutation = array<i64: 0, 1, 1, 2>} : tensor<1x8x8x3xf32> -> tensor<1x8x8x8xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'permutation': expected 4 entries (one per input dimension), got 3}}
  %1 = net.transpose "t" %0 {permutation = array<i64: 0, 1, 2>} : tensor<1x8x8x3xf32> -> tensor<1x8x8xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'size': [2, 2 + 2) is not a non-empty range within the input's 3 along axis 3}}
  %1 = net.slice "s" %0 {axis = 3 : i64, offset = 2 : i64, size = 2 : i64} : tensor<1x8x8x3xf32> -> tensor<1x8x8x2xf32>
}

// -----

net.network "n" {
  %0 = net.input "data" : tensor<1x8x8x3xf32>
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{field 'axis': axis 4 is out of range for an input of rank 4}}
  %1 = net.slice "s" %0 {axis = 4 : i64, offset = 0 : i64, size = 1 : i64} : tensor<1x8x8x3xf32> -> tensor<1x8x8x3xf32>
}
