net.network "chunk-b128-03" {
  %0 = net.input "s00296/in" : tensor<128x14x14x184xf32>
  %1 = net.elementwise "s00296/feed" %0 {kind = #net<elementwise sum>} : tensor<128x14x14x184xf32> -> tensor<128x14x14x184xf32>
  %2 = net.conv2d "s00296" %1 {bias = false, filter = array<i64: 3, 3, 1, 184>, groups = 184 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x14x14x184xf32> -> tensor<128x14x14x184xf32>
  %3 = net.input "s00297/in" : tensor<128x7x7x16xf32>
  %4 = net.elementwise "s00297/feed" %3 {kind = #net<elementwise sum>} : tensor<128x7x7x16xf32> -> tensor<128x7x7x16xf32>
  %5 = net.conv2d "s00297" %4 {bias = false, filter = array<i64: 3, 3, 1, 16>, groups = 16 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x7x7x16xf32> -> tensor<128x7x7x16xf32>
  %6 = net.input "s00298/in" : tensor<128x7x7x1024xf32>
  %7 = net.elementwise "s00298/feed" %6 {kind = #net<elementwise sum>} : tensor<128x7x7x1024xf32> -> tensor<128x7x7x1024xf32>
  %8 = net.conv2d "s00298" %7 {bias = false, filter = array<i64: 3, 3, 1, 1024>, groups = 1024 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x7x7x1024xf32> -> tensor<128x4x4x1024xf32>
  %9 = net.input "s00306/in" : tensor<128x10x10x16xf32>
  %10 = net.elementwise "s00306/feed" %9 {kind = #net<elementwise sum>} : tensor<128x10x10x16xf32> -> tensor<128x10x10x16xf32>
  %11 = net.conv2d "s00306" %10 {bias = false, filter = array<i64: 5, 5, 1, 16>, groups = 16 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x10x10x16xf32> -> tensor<128x10x10x16xf32>
  %12 = net.input "s00307/in" : tensor<128x28x28x288xf32>
  %13 = net.elementwise "s00307/feed" %12 {kind = #net<elementwise sum>} : tensor<128x28x28x288xf32> -> tensor<128x28x28x288xf32>
  %14 = net.conv2d "s00307" %13 {bias = false, filter = array<i64: 3, 3, 1, 288>, groups = 288 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x28x28x288xf32> -> tensor<128x14x14x288xf32>
  %15 = net.input "s00311/in" : tensor<128x14x14x64xf32>
  %16 = net.elementwise "s00311/feed" %15 {kind = #net<elementwise sum>} : tensor<128x14x14x64xf32> -> tensor<128x14x14x64xf32>
  %17 = net.conv2d "s00311" %16 {bias = false, filter = array<i64: 5, 5, 1, 64>, groups = 64 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x14x14x64xf32> -> tensor<128x14x14x64xf32>
  %18 = net.input "s00313/in" : tensor<128x7x7x288xf32>
  %19 = net.elementwise "s00313/feed" %18 {kind = #net<elementwise sum>} : tensor<128x7x7x288xf32> -> tensor<128x7x7x288xf32>
  %20 = net.conv2d "s00313" %19 {bias = false, filter = array<i64: 5, 5, 1, 288>, groups = 288 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x7x7x288xf32> -> tensor<128x4x4x288xf32>
  %21 = net.input "s00321/in" : tensor<128x7x7x144xf32>
  %22 = net.elementwise "s00321/feed" %21 {kind = #net<elementwise sum>} : tensor<128x7x7x144xf32> -> tensor<128x7x7x144xf32>
  %23 = net.conv2d "s00321" %22 {bias = false, filter = array<i64: 3, 3, 1, 144>, groups = 144 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x7x7x144xf32> -> tensor<128x4x4x144xf32>
  %24 = net.input "s00325/in" : tensor<128x28x28x960xf32>
  %25 = net.elementwise "s00325/feed" %24 {kind = #net<elementwise sum>} : tensor<128x28x28x960xf32> -> tensor<128x28x28x960xf32>
  %26 = net.conv2d "s00325" %25 {bias = false, filter = array<i64: 3, 3, 1, 960>, groups = 960 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x28x28x960xf32> -> tensor<128x28x28x960xf32>
  %27 = net.input "s00326/in" : tensor<128x10x10x240xf32>
  %28 = net.elementwise "s00326/feed" %27 {kind = #net<elementwise sum>} : tensor<128x10x10x240xf32> -> tensor<128x10x10x240xf32>
  %29 = net.conv2d "s00326" %28 {bias = false, filter = array<i64: 7, 7, 1, 240>, groups = 240 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x10x10x240xf32> -> tensor<128x10x10x240xf32>
  %30 = net.input "s00343/in" : tensor<128x28x28x96xf32>
  %31 = net.elementwise "s00343/feed" %30 {kind = #net<elementwise sum>} : tensor<128x28x28x96xf32> -> tensor<128x28x28x96xf32>
  %32 = net.conv2d "s00343" %31 {bias = false, filter = array<i64: 3, 3, 1, 96>, groups = 96 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x28x28x96xf32> -> tensor<128x28x28x96xf32>
}
