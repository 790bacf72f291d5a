net.network "chunk-b128-03" {
  %0 = net.input "s00361/in" : tensor<128x56x56x64xf32>
  %1 = net.elementwise "s00361/feed" %0 {kind = #net<elementwise sum>} : tensor<128x56x56x64xf32> -> tensor<128x56x56x64xf32>
  %2 = net.max_pool "s00361" %1 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x56x56x64xf32> -> tensor<128x28x28x64xf32>
  %3 = net.input "s00366/in" : tensor<128x10x10x40xf32>
  %4 = net.elementwise "s00366/feed" %3 {kind = #net<elementwise sum>} : tensor<128x10x10x40xf32> -> tensor<128x10x10x40xf32>
  %5 = net.max_pool "s00366" %4 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x10x10x40xf32> -> tensor<128x5x5x40xf32>
  %6 = net.input "s00368/in" : tensor<128x38x38x512xf32>
  %7 = net.elementwise "s00368/feed" %6 {kind = #net<elementwise sum>} : tensor<128x38x38x512xf32> -> tensor<128x38x38x512xf32>
  %8 = net.avg_pool "s00368" %7 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x38x38x512xf32> -> tensor<128x19x19x512xf32>
  %9 = net.input "s00370/in" : tensor<128x14x14x2048xf32>
  %10 = net.elementwise "s00370/feed" %9 {kind = #net<elementwise sum>} : tensor<128x14x14x2048xf32> -> tensor<128x14x14x2048xf32>
  %11 = net.avg_pool "s00370" %10 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x14x14x2048xf32> -> tensor<128x7x7x2048xf32>
  %12 = net.input "s00371/in" : tensor<128x28x28x72xf32>
  %13 = net.elementwise "s00371/feed" %12 {kind = #net<elementwise sum>} : tensor<128x28x28x72xf32> -> tensor<128x28x28x72xf32>
  %14 = net.avg_pool "s00371" %13 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<128x28x28x72xf32> -> tensor<128x1x1x72xf32>
  %15 = net.input "s00372/in" : tensor<128x28x28x192xf32>
  %16 = net.elementwise "s00372/feed" %15 {kind = #net<elementwise sum>} : tensor<128x28x28x192xf32> -> tensor<128x28x28x192xf32>
  %17 = net.max_pool "s00372" %16 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x28x28x192xf32> -> tensor<128x14x14x192xf32>
  %18 = net.input "s00388/in" : tensor<128x7x7x512xf32>
  %19 = net.elementwise "s00388/feed" %18 {kind = #net<elementwise sum>} : tensor<128x7x7x512xf32> -> tensor<128x7x7x512xf32>
  %20 = net.max_pool "s00388" %19 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x7x7x512xf32> -> tensor<128x3x3x512xf32>
  %21 = net.input "s00399/in" : tensor<128x7x7x72xf32>
  %22 = net.elementwise "s00399/feed" %21 {kind = #net<elementwise sum>} : tensor<128x7x7x72xf32> -> tensor<128x7x7x72xf32>
  %23 = net.avg_pool "s00399" %22 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x7x7x72xf32> -> tensor<128x4x4x72xf32>
}
