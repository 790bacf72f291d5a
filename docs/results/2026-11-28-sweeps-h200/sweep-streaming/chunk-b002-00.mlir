net.network "chunk-b002-00" {
  %0 = net.input "s00056/in" : tensor<2x2048xf32>
  %1 = net.elementwise "s00056/feed" %0 {kind = #net<elementwise sum>} : tensor<2x2048xf32> -> tensor<2x2048xf32>
  %2 = net.inner_product "s00056" %1 {num_outputs = 4096 : i64} : tensor<2x2048xf32> -> tensor<2x4096xf32>
  %3 = net.input "s00105/in" : tensor<2x4096xf32>
  %4 = net.elementwise "s00105/feed" %3 {kind = #net<elementwise sum>} : tensor<2x4096xf32> -> tensor<2x4096xf32>
  %5 = net.inner_product "s00105" %4 {num_outputs = 1000 : i64} : tensor<2x4096xf32> -> tensor<2x1000xf32>
  %6 = net.input "s00250/in" : tensor<2x56x56x512xf32>
  %7 = net.elementwise "s00250/feed" %6 {kind = #net<elementwise sum>} : tensor<2x56x56x512xf32> -> tensor<2x56x56x512xf32>
  %8 = net.max_pool "s00250" %7 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<2x56x56x512xf32> -> tensor<2x28x28x512xf32>
  %9 = net.input "s00285/in" : tensor<2x8x8x256xf32>
  %10 = net.elementwise "s00285/feed" %9 {kind = #net<elementwise sum>} : tensor<2x8x8x256xf32> -> tensor<2x8x8x256xf32>
  %11 = net.input "s00285/b/in" : tensor<2x8x8x256xf32>
  %12 = net.elementwise "s00285/b/feed" %11 {kind = #net<elementwise sum>} : tensor<2x8x8x256xf32> -> tensor<2x8x8x256xf32>
  %13 = net.elementwise "s00285" %10, %12 {activation = #net<activation relu>} : tensor<2x8x8x256xf32>, tensor<2x8x8x256xf32> -> tensor<2x8x8x256xf32>
  %14 = net.input "s00352/in" : tensor<2x56x56x256xf32>
  %15 = net.elementwise "s00352/feed" %14 {kind = #net<elementwise sum>} : tensor<2x56x56x256xf32> -> tensor<2x56x56x256xf32>
  %16 = net.batch_norm "s00352" %15 : tensor<2x56x56x256xf32> -> tensor<2x56x56x256xf32>
  %17 = net.input "s00372/in" : tensor<2x13x13x512xf32>
  %18 = net.elementwise "s00372/feed" %17 {kind = #net<elementwise sum>} : tensor<2x13x13x512xf32> -> tensor<2x13x13x512xf32>
  %19 = net.batch_norm "s00372" %18 : tensor<2x13x13x512xf32> -> tensor<2x13x13x512xf32>
  %20 = net.input "s00415/in" : tensor<2x7x7x192xf32>
  %21 = net.elementwise "s00415/feed" %20 {kind = #net<elementwise sum>} : tensor<2x7x7x192xf32> -> tensor<2x7x7x192xf32>
  %22 = net.avg_pool "s00415" %21 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<2x7x7x192xf32> -> tensor<2x1x1x192xf32>
  %23 = net.input "s00424/in" : tensor<2x14x14x64xf32>
  %24 = net.elementwise "s00424/feed" %23 {kind = #net<elementwise sum>} : tensor<2x14x14x64xf32> -> tensor<2x14x14x64xf32>
  %25 = net.max_pool "s00424" %24 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<2x14x14x64xf32> -> tensor<2x14x14x64xf32>
}
