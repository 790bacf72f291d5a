net.network "chunk-b001-00" {
  %0 = net.input "s00056/in" : tensor<1x35x35x960xf32>
  %1 = net.elementwise "s00056/feed" %0 {kind = #net<elementwise sum>} : tensor<1x35x35x960xf32> -> tensor<1x35x35x960xf32>
  %2 = net.avg_pool "s00056" %1 {ksize = array<i64: 35, 35>, padding = #net<padding valid>, strides = array<i64: 35, 35>} : tensor<1x35x35x960xf32> -> tensor<1x1x1x960xf32>
  %3 = net.input "s00202/in" : tensor<1x38x38x144xf32>
  %4 = net.elementwise "s00202/feed" %3 {kind = #net<elementwise sum>} : tensor<1x38x38x144xf32> -> tensor<1x38x38x144xf32>
  %5 = net.avg_pool "s00202" %4 {ksize = array<i64: 38, 38>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<1x38x38x144xf32> -> tensor<1x1x1x144xf32>
  %6 = net.input "s00270/in" : tensor<1x14x14x384xf32>
  %7 = net.elementwise "s00270/feed" %6 {kind = #net<elementwise sum>} : tensor<1x14x14x384xf32> -> tensor<1x14x14x384xf32>
  %8 = net.avg_pool "s00270" %7 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x14x14x384xf32> -> tensor<1x14x14x384xf32>
  %9 = net.input "s00309/in" : tensor<1x56x56x1024xf32>
  %10 = net.elementwise "s00309/feed" %9 {kind = #net<elementwise sum>} : tensor<1x56x56x1024xf32> -> tensor<1x56x56x1024xf32>
  %11 = net.avg_pool "s00309" %10 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<1x56x56x1024xf32> -> tensor<1x28x28x1024xf32>
  %12 = net.input "s00336/in" : tensor<1x14x14x256xf32>
  %13 = net.elementwise "s00336/feed" %12 {kind = #net<elementwise sum>} : tensor<1x14x14x256xf32> -> tensor<1x14x14x256xf32>
  %14 = net.avg_pool "s00336" %13 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<1x14x14x256xf32> -> tensor<1x7x7x256xf32>
  %15 = net.input "s00384/in" : tensor<1x112x112x256xf32>
  %16 = net.elementwise "s00384/feed" %15 {kind = #net<elementwise sum>} : tensor<1x112x112x256xf32> -> tensor<1x112x112x256xf32>
  %17 = net.avg_pool "s00384" %16 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x112x112x256xf32> -> tensor<1x112x112x256xf32>
}
