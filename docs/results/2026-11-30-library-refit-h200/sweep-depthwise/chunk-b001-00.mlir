net.network "chunk-b001-00" {
  %0 = net.input "s00052/in" : tensor<1x56x56x96xf32>
  %1 = net.elementwise "s00052/feed" %0 {kind = #net<elementwise sum>} : tensor<1x56x56x96xf32> -> tensor<1x56x56x96xf32>
  %2 = net.conv2d "s00052" %1 {bias = false, filter = array<i64: 3, 3, 1, 96>, groups = 96 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x56x56x96xf32> -> tensor<1x56x56x96xf32>
  %3 = net.input "s00237/in" : tensor<1x14x14x184xf32>
  %4 = net.elementwise "s00237/feed" %3 {kind = #net<elementwise sum>} : tensor<1x14x14x184xf32> -> tensor<1x14x14x184xf32>
  %5 = net.conv2d "s00237" %4 {bias = false, filter = array<i64: 3, 3, 1, 184>, groups = 184 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x14x14x184xf32> -> tensor<1x14x14x184xf32>
  %6 = net.input "s00277/in" : tensor<1x56x56x1152xf32>
  %7 = net.elementwise "s00277/feed" %6 {kind = #net<elementwise sum>} : tensor<1x56x56x1152xf32> -> tensor<1x56x56x1152xf32>
  %8 = net.conv2d "s00277" %7 {bias = false, filter = array<i64: 5, 5, 1, 1152>, groups = 1152 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x56x56x1152xf32> -> tensor<1x56x56x1152xf32>
  %9 = net.input "s00279/in" : tensor<1x38x38x144xf32>
  %10 = net.elementwise "s00279/feed" %9 {kind = #net<elementwise sum>} : tensor<1x38x38x144xf32> -> tensor<1x38x38x144xf32>
  %11 = net.conv2d "s00279" %10 {bias = false, filter = array<i64: 3, 3, 1, 144>, groups = 144 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x38x38x144xf32> -> tensor<1x38x38x144xf32>
  %12 = net.input "s00282/in" : tensor<1x38x38x40xf32>
  %13 = net.elementwise "s00282/feed" %12 {kind = #net<elementwise sum>} : tensor<1x38x38x40xf32> -> tensor<1x38x38x40xf32>
  %14 = net.conv2d "s00282" %13 {bias = false, filter = array<i64: 5, 5, 1, 40>, groups = 40 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x38x38x40xf32> -> tensor<1x38x38x40xf32>
  %15 = net.input "s00293/in" : tensor<1x112x112x672xf32>
  %16 = net.elementwise "s00293/feed" %15 {kind = #net<elementwise sum>} : tensor<1x112x112x672xf32> -> tensor<1x112x112x672xf32>
  %17 = net.conv2d "s00293" %16 {bias = false, filter = array<i64: 5, 5, 1, 672>, groups = 672 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<1x112x112x672xf32> -> tensor<1x56x56x672xf32>
  %18 = net.input "s00316/in" : tensor<1x28x28x1024xf32>
  %19 = net.elementwise "s00316/feed" %18 {kind = #net<elementwise sum>} : tensor<1x28x28x1024xf32> -> tensor<1x28x28x1024xf32>
  %20 = net.conv2d "s00316" %19 {bias = false, filter = array<i64: 3, 3, 1, 1024>, groups = 1024 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x28x28x1024xf32> -> tensor<1x28x28x1024xf32>
  %21 = net.input "s00349/in" : tensor<1x10x10x768xf32>
  %22 = net.elementwise "s00349/feed" %21 {kind = #net<elementwise sum>} : tensor<1x10x10x768xf32> -> tensor<1x10x10x768xf32>
  %23 = net.conv2d "s00349" %22 {bias = false, filter = array<i64: 3, 3, 1, 768>, groups = 768 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<1x10x10x768xf32> -> tensor<1x5x5x768xf32>
}
