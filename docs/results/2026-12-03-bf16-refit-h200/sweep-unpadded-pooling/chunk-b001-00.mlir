net.network "chunk-b001-00" {
  %0 = net.input "s00001/in" : tensor<1x14x14x1152xf32>
  %1 = net.elementwise "s00001/feed" %0 {kind = #net<elementwise sum>} : tensor<1x14x14x1152xf32> -> tensor<1x14x14x1152xf32>
  %2 = net.max_pool "s00001" %1 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<1x14x14x1152xf32> -> tensor<1x6x6x1152xf32>
  %3 = net.input "s00030/in" : tensor<1x28x28x512xf32>
  %4 = net.elementwise "s00030/feed" %3 {kind = #net<elementwise sum>} : tensor<1x28x28x512xf32> -> tensor<1x28x28x512xf32>
  %5 = net.avg_pool "s00030" %4 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<1x28x28x512xf32> -> tensor<1x13x13x512xf32>
  %6 = net.input "s00085/in" : tensor<1x38x38x256xf32>
  %7 = net.elementwise "s00085/feed" %6 {kind = #net<elementwise sum>} : tensor<1x38x38x256xf32> -> tensor<1x38x38x256xf32>
  %8 = net.max_pool "s00085" %7 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<1x38x38x256xf32> -> tensor<1x36x36x256xf32>
  %9 = net.input "s00092/in" : tensor<1x14x14x1024xf32>
  %10 = net.elementwise "s00092/feed" %9 {kind = #net<elementwise sum>} : tensor<1x14x14x1024xf32> -> tensor<1x14x14x1024xf32>
  %11 = net.max_pool "s00092" %10 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<1x14x14x1024xf32> -> tensor<1x12x12x1024xf32>
  %12 = net.input "s00139/in" : tensor<1x28x28x672xf32>
  %13 = net.elementwise "s00139/feed" %12 {kind = #net<elementwise sum>} : tensor<1x28x28x672xf32> -> tensor<1x28x28x672xf32>
  %14 = net.max_pool "s00139" %13 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<1x28x28x672xf32> -> tensor<1x26x26x672xf32>
  %15 = net.input "s00149/in" : tensor<1x224x224x120xf32>
  %16 = net.elementwise "s00149/feed" %15 {kind = #net<elementwise sum>} : tensor<1x224x224x120xf32> -> tensor<1x224x224x120xf32>
  %17 = net.avg_pool "s00149" %16 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<1x224x224x120xf32> -> tensor<1x111x111x120xf32>
  %18 = net.input "s00188/in" : tensor<1x38x38x512xf32>
  %19 = net.elementwise "s00188/feed" %18 {kind = #net<elementwise sum>} : tensor<1x38x38x512xf32> -> tensor<1x38x38x512xf32>
  %20 = net.max_pool "s00188" %19 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<1x38x38x512xf32> -> tensor<1x36x36x512xf32>
}
