net.network "chunk-b002-00" {
  %0 = net.input "s00023/in" : tensor<2x56x56x384xf32>
  %1 = net.elementwise "s00023/feed" %0 {kind = #net<elementwise sum>} : tensor<2x56x56x384xf32> -> tensor<2x56x56x384xf32>
  %2 = net.conv2d "s00023" %1 {bias = false, filter = array<i64: 5, 5, 1, 384>, groups = 384 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<2x56x56x384xf32> -> tensor<2x56x56x384xf32>
  %3 = net.input "s00028/in" : tensor<2x7x7x512xf32>
  %4 = net.elementwise "s00028/feed" %3 {kind = #net<elementwise sum>} : tensor<2x7x7x512xf32> -> tensor<2x7x7x512xf32>
  %5 = net.conv2d "s00028" %4 {bias = false, filter = array<i64: 5, 5, 1, 512>, groups = 512 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<2x7x7x512xf32> -> tensor<2x7x7x512xf32>
  %6 = net.input "s00032/in" : tensor<2x14x14x384xf32>
  %7 = net.elementwise "s00032/feed" %6 {kind = #net<elementwise sum>} : tensor<2x14x14x384xf32> -> tensor<2x14x14x384xf32>
  %8 = net.conv2d "s00032" %7 {bias = false, filter = array<i64: 3, 3, 1, 384>, groups = 384 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<2x14x14x384xf32> -> tensor<2x14x14x384xf32>
  %9 = net.input "s00036/in" : tensor<2x112x112x64xf32>
  %10 = net.elementwise "s00036/feed" %9 {kind = #net<elementwise sum>} : tensor<2x112x112x64xf32> -> tensor<2x112x112x64xf32>
  %11 = net.conv2d "s00036" %10 {bias = false, filter = array<i64: 5, 5, 1, 64>, groups = 64 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<2x112x112x64xf32> -> tensor<2x112x112x64xf32>
  %12 = net.input "s00059/in" : tensor<2x56x56x64xf32>
  %13 = net.elementwise "s00059/feed" %12 {kind = #net<elementwise sum>} : tensor<2x56x56x64xf32> -> tensor<2x56x56x64xf32>
  %14 = net.conv2d "s00059" %13 {bias = false, filter = array<i64: 7, 7, 1, 64>, groups = 64 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<2x56x56x64xf32> -> tensor<2x56x56x64xf32>
  %15 = net.input "s00138/in" : tensor<2x112x112x960xf32>
  %16 = net.elementwise "s00138/feed" %15 {kind = #net<elementwise sum>} : tensor<2x112x112x960xf32> -> tensor<2x112x112x960xf32>
  %17 = net.conv2d "s00138" %16 {bias = false, filter = array<i64: 5, 5, 1, 960>, groups = 960 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<2x112x112x960xf32> -> tensor<2x112x112x960xf32>
  %18 = net.input "s00143/in" : tensor<2x7x7x768xf32>
  %19 = net.elementwise "s00143/feed" %18 {kind = #net<elementwise sum>} : tensor<2x7x7x768xf32> -> tensor<2x7x7x768xf32>
  %20 = net.conv2d "s00143" %19 {bias = false, filter = array<i64: 5, 5, 1, 768>, groups = 768 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<2x7x7x768xf32> -> tensor<2x7x7x768xf32>
  %21 = net.input "s00210/in" : tensor<2x14x14x64xf32>
  %22 = net.elementwise "s00210/feed" %21 {kind = #net<elementwise sum>} : tensor<2x14x14x64xf32> -> tensor<2x14x14x64xf32>
  %23 = net.conv2d "s00210" %22 {bias = false, filter = array<i64: 5, 5, 1, 64>, groups = 64 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<2x14x14x64xf32> -> tensor<2x7x7x64xf32>
}
