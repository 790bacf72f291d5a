net.network "chunk-b064-03" {
  %0 = net.input "s00356/in" : tensor<64x56x56x96xf32>
  %1 = net.elementwise "s00356/feed" %0 {kind = #net<elementwise sum>} : tensor<64x56x56x96xf32> -> tensor<64x56x56x96xf32>
  %2 = net.avg_pool "s00356" %1 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 56, 56>} : tensor<64x56x56x96xf32> -> tensor<64x1x1x96xf32>
  %3 = net.input "s00367/in" : tensor<64x56x56x256xf32>
  %4 = net.elementwise "s00367/feed" %3 {kind = #net<elementwise sum>} : tensor<64x56x56x256xf32> -> tensor<64x56x56x256xf32>
  %5 = net.max_pool "s00367" %4 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x56x56x256xf32> -> tensor<64x28x28x256xf32>
  %6 = net.input "s00375/in" : tensor<64x56x56x384xf32>
  %7 = net.elementwise "s00375/feed" %6 {kind = #net<elementwise sum>} : tensor<64x56x56x384xf32> -> tensor<64x56x56x384xf32>
  %8 = net.avg_pool "s00375" %7 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 56, 56>} : tensor<64x56x56x384xf32> -> tensor<64x1x1x384xf32>
  %9 = net.input "s00377/in" : tensor<64x35x35x480xf32>
  %10 = net.elementwise "s00377/feed" %9 {kind = #net<elementwise sum>} : tensor<64x35x35x480xf32> -> tensor<64x35x35x480xf32>
  %11 = net.avg_pool "s00377" %10 {ksize = array<i64: 35, 35>, padding = #net<padding valid>, strides = array<i64: 35, 35>} : tensor<64x35x35x480xf32> -> tensor<64x1x1x480xf32>
  %12 = net.input "s00381/in" : tensor<64x112x112x128xf32>
  %13 = net.elementwise "s00381/feed" %12 {kind = #net<elementwise sum>} : tensor<64x112x112x128xf32> -> tensor<64x112x112x128xf32>
  %14 = net.avg_pool "s00381" %13 {ksize = array<i64: 112, 112>, padding = #net<padding valid>, strides = array<i64: 112, 112>} : tensor<64x112x112x128xf32> -> tensor<64x1x1x128xf32>
  %15 = net.input "s00382/in" : tensor<64x14x14x240xf32>
  %16 = net.elementwise "s00382/feed" %15 {kind = #net<elementwise sum>} : tensor<64x14x14x240xf32> -> tensor<64x14x14x240xf32>
  %17 = net.max_pool "s00382" %16 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x14x14x240xf32> -> tensor<64x7x7x240xf32>
  %18 = net.input "s00386/in" : tensor<64x14x14x128xf32>
  %19 = net.elementwise "s00386/feed" %18 {kind = #net<elementwise sum>} : tensor<64x14x14x128xf32> -> tensor<64x14x14x128xf32>
  %20 = net.max_pool "s00386" %19 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x14x14x128xf32> -> tensor<64x14x14x128xf32>
  %21 = net.input "s00389/in" : tensor<64x28x28x16xf32>
  %22 = net.elementwise "s00389/feed" %21 {kind = #net<elementwise sum>} : tensor<64x28x28x16xf32> -> tensor<64x28x28x16xf32>
  %23 = net.avg_pool "s00389" %22 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x28x28x16xf32> -> tensor<64x1x1x16xf32>
  %24 = net.input "s00390/in" : tensor<64x13x13x120xf32>
  %25 = net.elementwise "s00390/feed" %24 {kind = #net<elementwise sum>} : tensor<64x13x13x120xf32> -> tensor<64x13x13x120xf32>
  %26 = net.avg_pool "s00390" %25 {ksize = array<i64: 13, 13>, padding = #net<padding valid>, strides = array<i64: 13, 13>} : tensor<64x13x13x120xf32> -> tensor<64x1x1x120xf32>
  %27 = net.input "s00395/in" : tensor<64x14x14x144xf32>
  %28 = net.elementwise "s00395/feed" %27 {kind = #net<elementwise sum>} : tensor<64x14x14x144xf32> -> tensor<64x14x14x144xf32>
  %29 = net.avg_pool "s00395" %28 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x14x14x144xf32> -> tensor<64x7x7x144xf32>
  %30 = net.input "s00397/in" : tensor<64x7x7x256xf32>
  %31 = net.elementwise "s00397/feed" %30 {kind = #net<elementwise sum>} : tensor<64x7x7x256xf32> -> tensor<64x7x7x256xf32>
  %32 = net.max_pool "s00397" %31 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x7x7x256xf32> -> tensor<64x3x3x256xf32>
}
