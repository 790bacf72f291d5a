// Session 39: compute-sanitizer's network for the new kernels: two 1x1
// convolutions of four and three columns of 64-channel tiles (x the larger
// operand: the TMA kernels' new tile order) and two LRNs of 64 and 256
// channels (runs of 8 in 16-bit storage). sanitize.sh lowers it with each
// TMA and persistent 128 x 64 tile forced.
net.network "sanitize" {
  %0 = net.input "data" : tensor<16x28x28x64xf32>
  %1 = net.lrn "norm0" %0 {alpha = 1.0e-04 : f64, beta = 7.5e-01 : f64, k = 2.0 : f64, local_size = 5 : i64} : tensor<16x28x28x64xf32> -> tensor<16x28x28x64xf32>
  %2 = net.conv2d "expand" %1 {bias = true, filter = array<i64: 1, 1, 64, 256>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x28x28x64xf32> -> tensor<16x28x28x256xf32>
  %3 = net.lrn "norm1" %2 {alpha = 1.0e-04 : f64, beta = 7.5e-01 : f64, k = 1.0 : f64, local_size = 5 : i64} : tensor<16x28x28x256xf32> -> tensor<16x28x28x256xf32>
  %4 = net.conv2d "reduce" %3 {bias = true, filter = array<i64: 1, 1, 256, 192>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x28x28x256xf32> -> tensor<16x28x28x192xf32>
}
