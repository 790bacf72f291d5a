// ConvNeXt's per-position linear layers and layer scale, small: a layer
// norm over the channels, a matmul with its bias and GELU (a 1x1
// convolution over the 2 x 14 x 14 pixels), a matmul with a bias, the layer
// scale (a constant of one value per channel, the layer's gamma), the
// residual sum, global pooling and a matmul head of rank 2 without a bias.
// test/gpu/KernelPlans.cmake lowers it for the GPU tests: every launch is
// checked against the runtime's references (cuBLASLt's GEMM over the pixels
// for a matmul, cudnnOpTensor broadcasting the scale).
net.network "matmul-scale" attributes {trainable_parameters} {
  %0 = net.input "data" : tensor<2x14x14x96xf32>
  %1 = net.layer_norm "ln" %0 {axis = 3 : i64, epsilon = 1.0e-6 : f64} : tensor<2x14x14x96xf32> -> tensor<2x14x14x96xf32>
  %2 = net.matmul "pw1" %1 {activation = #net<activation gelu>, num_outputs = 384 : i64} : tensor<2x14x14x96xf32> -> tensor<2x14x14x384xf32>
  %3 = net.matmul "pw2" %2 {num_outputs = 96 : i64} : tensor<2x14x14x384xf32> -> tensor<2x14x14x96xf32>
  %4 = net.binary "scale" %3 {constant_shape = array<i64: 1, 1, 1, 96>, kind = #net<binary mul>, trainable} : tensor<2x14x14x96xf32> -> tensor<2x14x14x96xf32>
  %5 = net.elementwise "residual" %0, %4 : tensor<2x14x14x96xf32>, tensor<2x14x14x96xf32> -> tensor<2x14x14x96xf32>
  %6 = net.avg_pool "pool" %5 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 14, 14>} : tensor<2x14x14x96xf32> -> tensor<2x1x1x96xf32>
  %7 = net.reshape "flat" %6 : tensor<2x1x1x96xf32> -> tensor<2x96xf32>
  %8 = net.matmul "head" %7 {bias = false, num_outputs = 10 : i64} : tensor<2x96xf32> -> tensor<2x10xf32>
}
