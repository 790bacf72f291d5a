net.network "chunk-b004-00" {
  %0 = net.input "s00010/in" : tensor<4x14x14x256xf32>
  %1 = net.elementwise "s00010/feed" %0 {kind = #net<elementwise sum>} : tensor<4x14x14x256xf32> -> tensor<4x14x14x256xf32>
  %2 = net.max_pool "s00010" %1 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<4x14x14x256xf32> -> tensor<4x6x6x256xf32>
  %3 = net.input "s00033/in" : tensor<4x14x14x72xf32>
  %4 = net.elementwise "s00033/feed" %3 {kind = #net<elementwise sum>} : tensor<4x14x14x72xf32> -> tensor<4x14x14x72xf32>
  %5 = net.max_pool "s00033" %4 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<4x14x14x72xf32> -> tensor<4x6x6x72xf32>
  %6 = net.input "s00070/in" : tensor<4x56x56x192xf32>
  %7 = net.elementwise "s00070/feed" %6 {kind = #net<elementwise sum>} : tensor<4x56x56x192xf32> -> tensor<4x56x56x192xf32>
  %8 = net.max_pool "s00070" %7 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<4x56x56x192xf32> -> tensor<4x54x54x192xf32>
  %9 = net.input "s00074/in" : tensor<4x14x14x96xf32>
  %10 = net.elementwise "s00074/feed" %9 {kind = #net<elementwise sum>} : tensor<4x14x14x96xf32> -> tensor<4x14x14x96xf32>
  %11 = net.max_pool "s00074" %10 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<4x14x14x96xf32> -> tensor<4x6x6x96xf32>
  %12 = net.input "s00098/in" : tensor<4x28x28x64xf32>
  %13 = net.elementwise "s00098/feed" %12 {kind = #net<elementwise sum>} : tensor<4x28x28x64xf32> -> tensor<4x28x28x64xf32>
  %14 = net.max_pool "s00098" %13 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<4x28x28x64xf32> -> tensor<4x13x13x64xf32>
  %15 = net.input "s00112/in" : tensor<4x28x28x240xf32>
  %16 = net.elementwise "s00112/feed" %15 {kind = #net<elementwise sum>} : tensor<4x28x28x240xf32> -> tensor<4x28x28x240xf32>
  %17 = net.max_pool "s00112" %16 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<4x28x28x240xf32> -> tensor<4x13x13x240xf32>
  %18 = net.input "s00124/in" : tensor<4x7x7x120xf32>
  %19 = net.elementwise "s00124/feed" %18 {kind = #net<elementwise sum>} : tensor<4x7x7x120xf32> -> tensor<4x7x7x120xf32>
  %20 = net.max_pool "s00124" %19 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<4x7x7x120xf32> -> tensor<4x3x3x120xf32>
  %21 = net.input "s00137/in" : tensor<4x14x14x120xf32>
  %22 = net.elementwise "s00137/feed" %21 {kind = #net<elementwise sum>} : tensor<4x14x14x120xf32> -> tensor<4x14x14x120xf32>
  %23 = net.max_pool "s00137" %22 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<4x14x14x120xf32> -> tensor<4x6x6x120xf32>
  %24 = net.input "s00146/in" : tensor<4x7x7x1024xf32>
  %25 = net.elementwise "s00146/feed" %24 {kind = #net<elementwise sum>} : tensor<4x7x7x1024xf32> -> tensor<4x7x7x1024xf32>
  %26 = net.max_pool "s00146" %25 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<4x7x7x1024xf32> -> tensor<4x3x3x1024xf32>
  %27 = net.input "s00191/in" : tensor<4x7x7x72xf32>
  %28 = net.elementwise "s00191/feed" %27 {kind = #net<elementwise sum>} : tensor<4x7x7x72xf32> -> tensor<4x7x7x72xf32>
  %29 = net.max_pool "s00191" %28 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<4x7x7x72xf32> -> tensor<4x3x3x72xf32>
  %30 = net.input "s00218/in" : tensor<4x224x224x384xf32>
  %31 = net.elementwise "s00218/feed" %30 {kind = #net<elementwise sum>} : tensor<4x224x224x384xf32> -> tensor<4x224x224x384xf32>
  %32 = net.max_pool "s00218" %31 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<4x224x224x384xf32> -> tensor<4x111x111x384xf32>
  %33 = net.input "s00229/in" : tensor<4x10x10x240xf32>
  %34 = net.elementwise "s00229/feed" %33 {kind = #net<elementwise sum>} : tensor<4x10x10x240xf32> -> tensor<4x10x10x240xf32>
  %35 = net.max_pool "s00229" %34 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<4x10x10x240xf32> -> tensor<4x4x4x240xf32>
}
