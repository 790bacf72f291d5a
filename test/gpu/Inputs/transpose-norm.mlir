// Data movement and normalisation from ONNX models, small: VGG's NCHW
// flatten before the classifier (a rank-4 transpose through shared-memory
// tiles), ShuffleNet's channel shuffle (rank-5 reshapes as views of dense
// buffers around a rank-5 transpose, two groups: the per-element kernel),
// ShuffleNet's channel split at an odd offset (copies, one written straight
// into its place in a concatenation), a rank-6 transpose (tiled: both
// innermost extents >= 16), and ConvNeXt's layer norm over the channels with
// and without gamma and beta.
// test/gpu/KernelPlans.cmake lowers it for the GPU tests (every launch
// checked against the runtime's reference kernels);
// test/Target/Cuda/transpose-plan-reads.test has the plan reader accept it.
net.network "transpose-norm" {
  %0 = net.input "data" : tensor<2x7x7x64xf32>
  %1 = net.max_pool "a" %0 {ksize = array<i64: 1, 1>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<2x7x7x64xf32> -> tensor<2x7x7x64xf32>
  %2 = net.layer_norm "ln" %1 {axis = 3 : i64, epsilon = 1.0e-6 : f64} : tensor<2x7x7x64xf32> -> tensor<2x7x7x64xf32>
  %3 = net.reshape "split_groups" %2 : tensor<2x7x7x64xf32> -> tensor<2x7x7x2x32xf32>
  %4 = net.transpose "shuffle/reorder" %3 {permutation = array<i64: 0, 1, 2, 4, 3>} : tensor<2x7x7x2x32xf32> -> tensor<2x7x7x32x2xf32>
  %5 = net.reshape "shuffle" %4 : tensor<2x7x7x32x2xf32> -> tensor<2x7x7x64xf32>
  %6 = net.layer_norm "plain_ln" %5 {axis = 3 : i64, affine = false} : tensor<2x7x7x64xf32> -> tensor<2x7x7x64xf32>
  %7 = net.slice "split:0" %6 {axis = 3 : i64, offset = 0 : i64, size = 30 : i64} : tensor<2x7x7x64xf32> -> tensor<2x7x7x30xf32>
  %8 = net.slice "split:1" %6 {axis = 3 : i64, offset = 30 : i64, size = 34 : i64} : tensor<2x7x7x64xf32> -> tensor<2x7x7x34xf32>
  %9 = net.max_pool "branch" %8 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<2x7x7x34xf32> -> tensor<2x7x7x34xf32>
  %10 = net.concat "rejoin" %7, %9 {axis = 3 : i64} : tensor<2x7x7x30xf32>, tensor<2x7x7x34xf32> -> tensor<2x7x7x64xf32>
  %11 = net.reshape "split_wide" %10 : tensor<2x7x7x64xf32> -> tensor<2x7x1x7x64x1xf32>
  %12 = net.transpose "wide/reorder" %11 {permutation = array<i64: 0, 4, 2, 1, 3, 5>} : tensor<2x7x1x7x64x1xf32> -> tensor<2x64x1x7x7x1xf32>
  %13 = net.reshape "wide" %12 : tensor<2x64x1x7x7x1xf32> -> tensor<2x7x7x64xf32>
  %14 = net.transpose "flatten/reorder" %13 {permutation = array<i64: 0, 3, 1, 2>} : tensor<2x7x7x64xf32> -> tensor<2x64x7x7xf32>
  %15 = net.reshape "flatten" %14 : tensor<2x64x7x7xf32> -> tensor<2x3136xf32>
  %16 = net.inner_product "fc" %15 {num_outputs = 10 : i64} : tensor<2x3136xf32> -> tensor<2x10xf32>
}
