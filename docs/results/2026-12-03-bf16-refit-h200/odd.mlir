// Session 42: odd and unaligned output channels (37, 36, 5) for the kernels
// that take them (the gathered wgmma, mma.sync, CUDA-core and direct
// kernels): the last bias pair is half past K.
net.network "odd" {
  %0 = net.input "data" : tensor<8x20x20x64xf32>
  %1 = net.conv2d "odd" %0 {bias = true, filter = array<i64: 3, 3, 64, 37>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x20x20x64xf32> -> tensor<8x20x20x37xf32>
  %2 = net.conv2d "four" %1 {bias = true, filter = array<i64: 1, 1, 37, 36>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x20x20x37xf32> -> tensor<8x20x20x36xf32>
  %3 = net.conv2d "five" %2 {bias = true, filter = array<i64: 3, 3, 36, 5>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x20x20x36xf32> -> tensor<8x20x20x5xf32>
}
