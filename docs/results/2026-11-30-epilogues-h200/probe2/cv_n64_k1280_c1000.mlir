net.network "cv_n64_k1280_c1000" {
  %0 = net.input "data" : tensor<64x1x1x1280xf32>
  %1 = net.conv2d "a" %0 {bias = true, filter = array<i64: 1, 1, 1280, 1000>, padding = #net<padding valid>, strides = array<i64: 1, 1>, activation = #net<activation relu>} : tensor<64x1x1x1280xf32> -> tensor<64x1x1x1000xf32>
  %2 = net.conv2d "b" %0 {bias = true, filter = array<i64: 1, 1, 1280, 1000>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x1x1x1280xf32> -> tensor<64x1x1x1000xf32>
  %3 = net.conv2d "c" %0 {bias = false, filter = array<i64: 1, 1, 1280, 1000>, padding = #net<padding valid>, strides = array<i64: 1, 1>, activation = #net<activation relu>} : tensor<64x1x1x1280xf32> -> tensor<64x1x1x1000xf32>
  %4 = net.conv2d "e" %0 {bias = false, filter = array<i64: 1, 1, 1280, 1000>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x1x1x1280xf32> -> tensor<64x1x1x1000xf32>
}
