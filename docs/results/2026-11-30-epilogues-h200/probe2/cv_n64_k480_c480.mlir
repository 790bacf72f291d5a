net.network "cv_n64_k480_c480" {
  %0 = net.input "data" : tensor<64x1x1x480xf32>
  %1 = net.conv2d "a" %0 {bias = true, filter = array<i64: 1, 1, 480, 480>, padding = #net<padding valid>, strides = array<i64: 1, 1>, activation = #net<activation relu>} : tensor<64x1x1x480xf32> -> tensor<64x1x1x480xf32>
  %2 = net.conv2d "b" %0 {bias = true, filter = array<i64: 1, 1, 480, 480>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x1x1x480xf32> -> tensor<64x1x1x480xf32>
  %3 = net.conv2d "c" %0 {bias = false, filter = array<i64: 1, 1, 480, 480>, padding = #net<padding valid>, strides = array<i64: 1, 1>, activation = #net<activation relu>} : tensor<64x1x1x480xf32> -> tensor<64x1x1x480xf32>
  %4 = net.conv2d "e" %0 {bias = false, filter = array<i64: 1, 1, 480, 480>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x1x1x480xf32> -> tensor<64x1x1x480xf32>
}
