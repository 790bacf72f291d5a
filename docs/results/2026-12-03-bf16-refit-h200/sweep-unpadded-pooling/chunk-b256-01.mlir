net.network "chunk-b256-01" {
  %0 = net.input "s00207/in" : tensor<256x13x13x32xf32>
  %1 = net.elementwise "s00207/feed" %0 {kind = #net<elementwise sum>} : tensor<256x13x13x32xf32> -> tensor<256x13x13x32xf32>
  %2 = net.avg_pool "s00207" %1 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x13x13x32xf32> -> tensor<256x6x6x32xf32>
  %3 = net.input "s00209/in" : tensor<256x7x7x192xf32>
  %4 = net.elementwise "s00209/feed" %3 {kind = #net<elementwise sum>} : tensor<256x7x7x192xf32> -> tensor<256x7x7x192xf32>
  %5 = net.max_pool "s00209" %4 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x7x7x192xf32> -> tensor<256x3x3x192xf32>
  %6 = net.input "s00215/in" : tensor<256x28x28x512xf32>
  %7 = net.elementwise "s00215/feed" %6 {kind = #net<elementwise sum>} : tensor<256x28x28x512xf32> -> tensor<256x28x28x512xf32>
  %8 = net.max_pool "s00215" %7 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x28x28x512xf32> -> tensor<256x26x26x512xf32>
  %9 = net.input "s00219/in" : tensor<256x27x27x384xf32>
  %10 = net.elementwise "s00219/feed" %9 {kind = #net<elementwise sum>} : tensor<256x27x27x384xf32> -> tensor<256x27x27x384xf32>
  %11 = net.max_pool "s00219" %10 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x27x27x384xf32> -> tensor<256x25x25x384xf32>
  %12 = net.input "s00223/in" : tensor<256x28x28x576xf32>
  %13 = net.elementwise "s00223/feed" %12 {kind = #net<elementwise sum>} : tensor<256x28x28x576xf32> -> tensor<256x28x28x576xf32>
  %14 = net.max_pool "s00223" %13 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x28x28x576xf32> -> tensor<256x13x13x576xf32>
  %15 = net.input "s00227/in" : tensor<256x7x7x16xf32>
  %16 = net.elementwise "s00227/feed" %15 {kind = #net<elementwise sum>} : tensor<256x7x7x16xf32> -> tensor<256x7x7x16xf32>
  %17 = net.avg_pool "s00227" %16 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x7x7x16xf32> -> tensor<256x3x3x16xf32>
}
