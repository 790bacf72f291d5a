net.network "chunk-b008-00" {
  %0 = net.input "s00101/in" : tensor<8x28x28x768xf32>
  %1 = net.elementwise "s00101/feed" %0 {kind = #net<elementwise sum>} : tensor<8x28x28x768xf32> -> tensor<8x28x28x768xf32>
  %2 = net.max_pool "s00101" %1 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<8x28x28x768xf32> -> tensor<8x13x13x768xf32>
  %3 = net.input "s00121/in" : tensor<8x28x28x2048xf32>
  %4 = net.elementwise "s00121/feed" %3 {kind = #net<elementwise sum>} : tensor<8x28x28x2048xf32> -> tensor<8x28x28x2048xf32>
  %5 = net.avg_pool "s00121" %4 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<8x28x28x2048xf32> -> tensor<8x13x13x2048xf32>
  %6 = net.input "s00134/in" : tensor<8x7x7x576xf32>
  %7 = net.elementwise "s00134/feed" %6 {kind = #net<elementwise sum>} : tensor<8x7x7x576xf32> -> tensor<8x7x7x576xf32>
  %8 = net.avg_pool "s00134" %7 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<8x7x7x576xf32> -> tensor<8x5x5x576xf32>
  %9 = net.input "s00140/in" : tensor<8x7x7x128xf32>
  %10 = net.elementwise "s00140/feed" %9 {kind = #net<elementwise sum>} : tensor<8x7x7x128xf32> -> tensor<8x7x7x128xf32>
  %11 = net.avg_pool "s00140" %10 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<8x7x7x128xf32> -> tensor<8x3x3x128xf32>
}
