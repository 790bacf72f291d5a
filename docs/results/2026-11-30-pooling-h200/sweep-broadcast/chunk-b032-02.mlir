net.network "chunk-b032-02" {
  %0 = net.input "s00190/in" : tensor<32x13x13x192xf32>
  %1 = net.elementwise "s00190/feed" %0 {kind = #net<elementwise sum>} : tensor<32x13x13x192xf32> -> tensor<32x13x13x192xf32>
  %2 = net.input "s00190/s/in" : tensor<32x1x1x192xf32>
  %3 = net.elementwise "s00190/s/feed" %2 {kind = #net<elementwise sum>} : tensor<32x1x1x192xf32> -> tensor<32x1x1x192xf32>
  %4 = net.binary "s00190" %1, %3 {kind = #net<binary mul>} : tensor<32x13x13x192xf32>, tensor<32x1x1x192xf32> -> tensor<32x13x13x192xf32>
  %5 = net.input "s00191/in" : tensor<32x35x35x16xf32>
  %6 = net.elementwise "s00191/feed" %5 {kind = #net<elementwise sum>} : tensor<32x35x35x16xf32> -> tensor<32x35x35x16xf32>
  %7 = net.input "s00191/s/in" : tensor<32x1x1x16xf32>
  %8 = net.elementwise "s00191/s/feed" %7 {kind = #net<elementwise sum>} : tensor<32x1x1x16xf32> -> tensor<32x1x1x16xf32>
  %9 = net.binary "s00191" %6, %8 {kind = #net<binary mul>} : tensor<32x35x35x16xf32>, tensor<32x1x1x16xf32> -> tensor<32x35x35x16xf32>
  %10 = net.input "s00192/in" : tensor<32x35x35x960xf32>
  %11 = net.elementwise "s00192/feed" %10 {kind = #net<elementwise sum>} : tensor<32x35x35x960xf32> -> tensor<32x35x35x960xf32>
  %12 = net.binary "s00192" %11 {constant_shape = array<i64: 1, 1, 1, 960>, kind = #net<binary mul>} : tensor<32x35x35x960xf32> -> tensor<32x35x35x960xf32>
  %13 = net.input "s00193/in" : tensor<32x10x10x144xf32>
  %14 = net.elementwise "s00193/feed" %13 {kind = #net<elementwise sum>} : tensor<32x10x10x144xf32> -> tensor<32x10x10x144xf32>
  %15 = net.input "s00193/s/in" : tensor<32x1x1x144xf32>
  %16 = net.elementwise "s00193/s/feed" %15 {kind = #net<elementwise sum>} : tensor<32x1x1x144xf32> -> tensor<32x1x1x144xf32>
  %17 = net.binary "s00193" %14, %16 {kind = #net<binary mul>} : tensor<32x10x10x144xf32>, tensor<32x1x1x144xf32> -> tensor<32x10x10x144xf32>
  %18 = net.input "s00196/in" : tensor<32x10x10x768xf32>
  %19 = net.elementwise "s00196/feed" %18 {kind = #net<elementwise sum>} : tensor<32x10x10x768xf32> -> tensor<32x10x10x768xf32>
  %20 = net.input "s00196/s/in" : tensor<32x1x1x768xf32>
  %21 = net.elementwise "s00196/s/feed" %20 {kind = #net<elementwise sum>} : tensor<32x1x1x768xf32> -> tensor<32x1x1x768xf32>
  %22 = net.binary "s00196" %19, %21 {kind = #net<binary mul>} : tensor<32x10x10x768xf32>, tensor<32x1x1x768xf32> -> tensor<32x10x10x768xf32>
}
