net.network "chunk-b008-00" {
  %0 = net.input "s00004/in" : tensor<8x38x38x64xf32>
  %1 = net.elementwise "s00004/feed" %0 {kind = #net<elementwise sum>} : tensor<8x38x38x64xf32> -> tensor<8x38x38x64xf32>
  %2 = net.conv2d "s00004" %1 {bias = false, filter = array<i64: 3, 3, 1, 64>, groups = 64 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<8x38x38x64xf32> -> tensor<8x19x19x64xf32>
  %3 = net.input "s00033/in" : tensor<8x19x19x144xf32>
  %4 = net.elementwise "s00033/feed" %3 {kind = #net<elementwise sum>} : tensor<8x19x19x144xf32> -> tensor<8x19x19x144xf32>
  %5 = net.conv2d "s00033" %4 {bias = false, filter = array<i64: 3, 3, 1, 144>, groups = 144 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<8x19x19x144xf32> -> tensor<8x19x19x144xf32>
  %6 = net.input "s00082/in" : tensor<8x56x56x184xf32>
  %7 = net.elementwise "s00082/feed" %6 {kind = #net<elementwise sum>} : tensor<8x56x56x184xf32> -> tensor<8x56x56x184xf32>
  %8 = net.conv2d "s00082" %7 {bias = false, filter = array<i64: 5, 5, 1, 184>, groups = 184 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<8x56x56x184xf32> -> tensor<8x28x28x184xf32>
  %9 = net.input "s00129/in" : tensor<8x7x7x200xf32>
  %10 = net.elementwise "s00129/feed" %9 {kind = #net<elementwise sum>} : tensor<8x7x7x200xf32> -> tensor<8x7x7x200xf32>
  %11 = net.conv2d "s00129" %10 {bias = false, filter = array<i64: 7, 7, 1, 200>, groups = 200 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<8x7x7x200xf32> -> tensor<8x7x7x200xf32>
  %12 = net.input "s00162/in" : tensor<8x112x112x96xf32>
  %13 = net.elementwise "s00162/feed" %12 {kind = #net<elementwise sum>} : tensor<8x112x112x96xf32> -> tensor<8x112x112x96xf32>
  %14 = net.conv2d "s00162" %13 {bias = false, filter = array<i64: 3, 3, 1, 96>, groups = 96 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<8x112x112x96xf32> -> tensor<8x56x56x96xf32>
  %15 = net.input "s00190/in" : tensor<8x10x10x64xf32>
  %16 = net.elementwise "s00190/feed" %15 {kind = #net<elementwise sum>} : tensor<8x10x10x64xf32> -> tensor<8x10x10x64xf32>
  %17 = net.conv2d "s00190" %16 {bias = false, filter = array<i64: 3, 3, 1, 64>, groups = 64 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<8x10x10x64xf32> -> tensor<8x10x10x64xf32>
  %18 = net.input "s00275/in" : tensor<8x38x38x256xf32>
  %19 = net.elementwise "s00275/feed" %18 {kind = #net<elementwise sum>} : tensor<8x38x38x256xf32> -> tensor<8x38x38x256xf32>
  %20 = net.conv2d "s00275" %19 {bias = false, filter = array<i64: 3, 3, 1, 256>, groups = 256 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<8x38x38x256xf32> -> tensor<8x19x19x256xf32>
  %21 = net.input "s00312/in" : tensor<8x38x38x512xf32>
  %22 = net.elementwise "s00312/feed" %21 {kind = #net<elementwise sum>} : tensor<8x38x38x512xf32> -> tensor<8x38x38x512xf32>
  %23 = net.conv2d "s00312" %22 {bias = false, filter = array<i64: 3, 3, 1, 512>, groups = 512 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<8x38x38x512xf32> -> tensor<8x38x38x512xf32>
  %24 = net.input "s00317/in" : tensor<8x112x112x1152xf32>
  %25 = net.elementwise "s00317/feed" %24 {kind = #net<elementwise sum>} : tensor<8x112x112x1152xf32> -> tensor<8x112x112x1152xf32>
  %26 = net.conv2d "s00317" %25 {bias = false, filter = array<i64: 5, 5, 1, 1152>, groups = 1152 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<8x112x112x1152xf32> -> tensor<8x112x112x1152xf32>
  %27 = net.input "s00323/in" : tensor<8x10x10x120xf32>
  %28 = net.elementwise "s00323/feed" %27 {kind = #net<elementwise sum>} : tensor<8x10x10x120xf32> -> tensor<8x10x10x120xf32>
  %29 = net.conv2d "s00323" %28 {bias = false, filter = array<i64: 5, 5, 1, 120>, groups = 120 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<8x10x10x120xf32> -> tensor<8x10x10x120xf32>
  %30 = net.input "s00344/in" : tensor<8x19x19x40xf32>
  %31 = net.elementwise "s00344/feed" %30 {kind = #net<elementwise sum>} : tensor<8x19x19x40xf32> -> tensor<8x19x19x40xf32>
  %32 = net.conv2d "s00344" %31 {bias = false, filter = array<i64: 3, 3, 1, 40>, groups = 40 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<8x19x19x40xf32> -> tensor<8x19x19x40xf32>
}
