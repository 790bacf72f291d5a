net.network "chunk-b004-00" {
  %0 = net.input "s00001/in" : tensor<4x28x28x576xf32>
  %1 = net.elementwise "s00001/feed" %0 {kind = #net<elementwise sum>} : tensor<4x28x28x576xf32> -> tensor<4x28x28x576xf32>
  %2 = net.avg_pool "s00001" %1 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<4x28x28x576xf32> -> tensor<4x1x1x576xf32>
  %3 = net.input "s00068/in" : tensor<4x35x35x384xf32>
  %4 = net.elementwise "s00068/feed" %3 {kind = #net<elementwise sum>} : tensor<4x35x35x384xf32> -> tensor<4x35x35x384xf32>
  %5 = net.avg_pool "s00068" %4 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<4x35x35x384xf32> -> tensor<4x35x35x384xf32>
  %6 = net.input "s00071/in" : tensor<4x35x35x288xf32>
  %7 = net.elementwise "s00071/feed" %6 {kind = #net<elementwise sum>} : tensor<4x35x35x288xf32> -> tensor<4x35x35x288xf32>
  %8 = net.avg_pool "s00071" %7 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<4x35x35x288xf32> -> tensor<4x35x35x288xf32>
  %9 = net.input "s00079/in" : tensor<4x112x112x2048xf32>
  %10 = net.elementwise "s00079/feed" %9 {kind = #net<elementwise sum>} : tensor<4x112x112x2048xf32> -> tensor<4x112x112x2048xf32>
  %11 = net.avg_pool "s00079" %10 {ksize = array<i64: 112, 112>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<4x112x112x2048xf32> -> tensor<4x1x1x2048xf32>
  %12 = net.input "s00187/in" : tensor<4x112x112x96xf32>
  %13 = net.elementwise "s00187/feed" %12 {kind = #net<elementwise sum>} : tensor<4x112x112x96xf32> -> tensor<4x112x112x96xf32>
  %14 = net.avg_pool "s00187" %13 {ksize = array<i64: 112, 112>, padding = #net<padding valid>, strides = array<i64: 112, 112>} : tensor<4x112x112x96xf32> -> tensor<4x1x1x96xf32>
  %15 = net.input "s00249/in" : tensor<4x28x28x192xf32>
  %16 = net.elementwise "s00249/feed" %15 {kind = #net<elementwise sum>} : tensor<4x28x28x192xf32> -> tensor<4x28x28x192xf32>
  %17 = net.avg_pool "s00249" %16 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<4x28x28x192xf32> -> tensor<4x1x1x192xf32>
  %18 = net.input "s00253/in" : tensor<4x14x14x64xf32>
  %19 = net.elementwise "s00253/feed" %18 {kind = #net<elementwise sum>} : tensor<4x14x14x64xf32> -> tensor<4x14x14x64xf32>
  %20 = net.avg_pool "s00253" %19 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<4x14x14x64xf32> -> tensor<4x1x1x64xf32>
  %21 = net.input "s00274/in" : tensor<4x56x56x2048xf32>
  %22 = net.elementwise "s00274/feed" %21 {kind = #net<elementwise sum>} : tensor<4x56x56x2048xf32> -> tensor<4x56x56x2048xf32>
  %23 = net.avg_pool "s00274" %22 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<4x56x56x2048xf32> -> tensor<4x28x28x2048xf32>
  %24 = net.input "s00300/in" : tensor<4x13x13x768xf32>
  %25 = net.elementwise "s00300/feed" %24 {kind = #net<elementwise sum>} : tensor<4x13x13x768xf32> -> tensor<4x13x13x768xf32>
  %26 = net.avg_pool "s00300" %25 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<4x13x13x768xf32> -> tensor<4x13x13x768xf32>
  %27 = net.input "s00306/in" : tensor<4x8x8x1024xf32>
  %28 = net.elementwise "s00306/feed" %27 {kind = #net<elementwise sum>} : tensor<4x8x8x1024xf32> -> tensor<4x8x8x1024xf32>
  %29 = net.avg_pool "s00306" %28 {ksize = array<i64: 8, 8>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<4x8x8x1024xf32> -> tensor<4x1x1x1024xf32>
  %30 = net.input "s00312/in" : tensor<4x56x56x128xf32>
  %31 = net.elementwise "s00312/feed" %30 {kind = #net<elementwise sum>} : tensor<4x56x56x128xf32> -> tensor<4x56x56x128xf32>
  %32 = net.avg_pool "s00312" %31 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<4x56x56x128xf32> -> tensor<4x28x28x128xf32>
  %33 = net.input "s00346/in" : tensor<4x28x28x512xf32>
  %34 = net.elementwise "s00346/feed" %33 {kind = #net<elementwise sum>} : tensor<4x28x28x512xf32> -> tensor<4x28x28x512xf32>
  %35 = net.max_pool "s00346" %34 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<4x28x28x512xf32> -> tensor<4x14x14x512xf32>
}
