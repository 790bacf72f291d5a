net.network "chunk-b064-02" {
  %0 = net.input "s00211/in" : tensor<64x8x8x144xf32>
  %1 = net.elementwise "s00211/feed" %0 {kind = #net<elementwise sum>} : tensor<64x8x8x144xf32> -> tensor<64x8x8x144xf32>
  %2 = net.max_pool "s00211" %1 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x8x8x144xf32> -> tensor<64x3x3x144xf32>
  %3 = net.input "s00221/in" : tensor<64x28x28x1152xf32>
  %4 = net.elementwise "s00221/feed" %3 {kind = #net<elementwise sum>} : tensor<64x28x28x1152xf32> -> tensor<64x28x28x1152xf32>
  %5 = net.avg_pool "s00221" %4 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x28x28x1152xf32> -> tensor<64x13x13x1152xf32>
  %6 = net.input "s00225/in" : tensor<64x7x7x24xf32>
  %7 = net.elementwise "s00225/feed" %6 {kind = #net<elementwise sum>} : tensor<64x7x7x24xf32> -> tensor<64x7x7x24xf32>
  %8 = net.max_pool "s00225" %7 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x7x7x24xf32> -> tensor<64x3x3x24xf32>
  %9 = net.input "s00228/in" : tensor<64x14x14x2048xf32>
  %10 = net.elementwise "s00228/feed" %9 {kind = #net<elementwise sum>} : tensor<64x14x14x2048xf32> -> tensor<64x14x14x2048xf32>
  %11 = net.avg_pool "s00228" %10 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x14x14x2048xf32> -> tensor<64x6x6x2048xf32>
  %12 = net.input "s00234/in" : tensor<64x28x28x48xf32>
  %13 = net.elementwise "s00234/feed" %12 {kind = #net<elementwise sum>} : tensor<64x28x28x48xf32> -> tensor<64x28x28x48xf32>
  %14 = net.avg_pool "s00234" %13 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x28x28x48xf32> -> tensor<64x13x13x48xf32>
}
