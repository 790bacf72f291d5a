net.network "ep_n128_112x112_c64" {
  %0 = net.input "data" : tensor<128x112x112x64xf32>
  %1 = net.conv2d "a" %0 {bias = true, filter = array<i64: 1, 1, 64, 64>, padding = #net<padding valid>, strides = array<i64: 1, 1>, activation = #net<activation relu>} : tensor<128x112x112x64xf32> -> tensor<128x112x112x64xf32>
  %2 = net.conv2d "b" %0 {bias = true, filter = array<i64: 1, 1, 64, 64>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x112x112x64xf32> -> tensor<128x112x112x64xf32>
  %3 = net.conv2d "c" %0 {bias = false, filter = array<i64: 1, 1, 64, 64>, padding = #net<padding valid>, strides = array<i64: 1, 1>, activation = #net<activation relu>} : tensor<128x112x112x64xf32> -> tensor<128x112x112x64xf32>
  %4 = net.conv2d "d" %0 {bias = true, filter = array<i64: 1, 1, 64, 64>, padding = #net<padding valid>, strides = array<i64: 1, 1>, activation = #net<activation hard_sigmoid>} : tensor<128x112x112x64xf32> -> tensor<128x112x112x64xf32>
  %5 = net.conv2d "e" %0 {bias = false, filter = array<i64: 1, 1, 64, 64>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x112x112x64xf32> -> tensor<128x112x112x64xf32>
}
