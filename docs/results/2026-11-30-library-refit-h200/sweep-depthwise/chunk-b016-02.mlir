net.network "chunk-b016-02" {
  %0 = net.input "s00319/in" : tensor<16x28x28x200xf32>
  %1 = net.elementwise "s00319/feed" %0 {kind = #net<elementwise sum>} : tensor<16x28x28x200xf32> -> tensor<16x28x28x200xf32>
  %2 = net.conv2d "s00319" %1 {bias = false, filter = array<i64: 3, 3, 1, 200>, groups = 200 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x28x28x200xf32> -> tensor<16x28x28x200xf32>
  %3 = net.input "s00320/in" : tensor<16x56x56x1152xf32>
  %4 = net.elementwise "s00320/feed" %3 {kind = #net<elementwise sum>} : tensor<16x56x56x1152xf32> -> tensor<16x56x56x1152xf32>
  %5 = net.conv2d "s00320" %4 {bias = false, filter = array<i64: 3, 3, 1, 1152>, groups = 1152 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x56x56x1152xf32> -> tensor<16x28x28x1152xf32>
  %6 = net.input "s00337/in" : tensor<16x112x112x40xf32>
  %7 = net.elementwise "s00337/feed" %6 {kind = #net<elementwise sum>} : tensor<16x112x112x40xf32> -> tensor<16x112x112x40xf32>
  %8 = net.conv2d "s00337" %7 {bias = false, filter = array<i64: 5, 5, 1, 40>, groups = 40 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x112x112x40xf32> -> tensor<16x112x112x40xf32>
  %9 = net.input "s00345/in" : tensor<16x10x10x72xf32>
  %10 = net.elementwise "s00345/feed" %9 {kind = #net<elementwise sum>} : tensor<16x10x10x72xf32> -> tensor<16x10x10x72xf32>
  %11 = net.conv2d "s00345" %10 {bias = false, filter = array<i64: 7, 7, 1, 72>, groups = 72 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x10x10x72xf32> -> tensor<16x10x10x72xf32>
  %12 = net.input "s00351/in" : tensor<16x28x28x768xf32>
  %13 = net.elementwise "s00351/feed" %12 {kind = #net<elementwise sum>} : tensor<16x28x28x768xf32> -> tensor<16x28x28x768xf32>
  %14 = net.conv2d "s00351" %13 {bias = false, filter = array<i64: 3, 3, 1, 768>, groups = 768 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x28x28x768xf32> -> tensor<16x28x28x768xf32>
  %15 = net.input "s00353/in" : tensor<16x7x7x512xf32>
  %16 = net.elementwise "s00353/feed" %15 {kind = #net<elementwise sum>} : tensor<16x7x7x512xf32> -> tensor<16x7x7x512xf32>
  %17 = net.conv2d "s00353" %16 {bias = false, filter = array<i64: 7, 7, 1, 512>, groups = 512 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x7x7x512xf32> -> tensor<16x4x4x512xf32>
  %18 = net.input "s00358/in" : tensor<16x28x28x768xf32>
  %19 = net.elementwise "s00358/feed" %18 {kind = #net<elementwise sum>} : tensor<16x28x28x768xf32> -> tensor<16x28x28x768xf32>
  %20 = net.conv2d "s00358" %19 {bias = false, filter = array<i64: 5, 5, 1, 768>, groups = 768 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x28x28x768xf32> -> tensor<16x28x28x768xf32>
  %21 = net.input "s00359/in" : tensor<16x19x19x480xf32>
  %22 = net.elementwise "s00359/feed" %21 {kind = #net<elementwise sum>} : tensor<16x19x19x480xf32> -> tensor<16x19x19x480xf32>
  %23 = net.conv2d "s00359" %22 {bias = false, filter = array<i64: 5, 5, 1, 480>, groups = 480 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x19x19x480xf32> -> tensor<16x19x19x480xf32>
}
