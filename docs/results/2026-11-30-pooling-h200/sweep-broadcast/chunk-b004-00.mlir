net.network "chunk-b004-00" {
  %0 = net.input "s00000/in" : tensor<4x7x7x64xf32>
  %1 = net.elementwise "s00000/feed" %0 {kind = #net<elementwise sum>} : tensor<4x7x7x64xf32> -> tensor<4x7x7x64xf32>
  %2 = net.input "s00000/s/in" : tensor<4x1x1x64xf32>
  %3 = net.elementwise "s00000/s/feed" %2 {kind = #net<elementwise sum>} : tensor<4x1x1x64xf32> -> tensor<4x1x1x64xf32>
  %4 = net.binary "s00000" %1, %3 {kind = #net<binary add>} : tensor<4x7x7x64xf32>, tensor<4x1x1x64xf32> -> tensor<4x7x7x64xf32>
  %5 = net.input "s00009/in" : tensor<4x14x14x192xf32>
  %6 = net.elementwise "s00009/feed" %5 {kind = #net<elementwise sum>} : tensor<4x14x14x192xf32> -> tensor<4x14x14x192xf32>
  %7 = net.binary "s00009" %6 {constant_shape = array<i64: 1, 1, 1, 192>, kind = #net<binary mul>} : tensor<4x14x14x192xf32> -> tensor<4x14x14x192xf32>
  %8 = net.input "s00043/in" : tensor<4x13x13x768xf32>
  %9 = net.elementwise "s00043/feed" %8 {kind = #net<elementwise sum>} : tensor<4x13x13x768xf32> -> tensor<4x13x13x768xf32>
  %10 = net.binary "s00043" %9 {constant_shape = array<i64: 1, 1, 1, 768>, kind = #net<binary mul>} : tensor<4x13x13x768xf32> -> tensor<4x13x13x768xf32>
  %11 = net.input "s00119/in" : tensor<4x38x38x40xf32>
  %12 = net.elementwise "s00119/feed" %11 {kind = #net<elementwise sum>} : tensor<4x38x38x40xf32> -> tensor<4x38x38x40xf32>
  %13 = net.input "s00119/s/in" : tensor<4x1x1x40xf32>
  %14 = net.elementwise "s00119/s/feed" %13 {kind = #net<elementwise sum>} : tensor<4x1x1x40xf32> -> tensor<4x1x1x40xf32>
  %15 = net.binary "s00119" %12, %14 {kind = #net<binary mul>} : tensor<4x38x38x40xf32>, tensor<4x1x1x40xf32> -> tensor<4x38x38x40xf32>
  %16 = net.input "s00142/in" : tensor<4x7x7x384xf32>
  %17 = net.elementwise "s00142/feed" %16 {kind = #net<elementwise sum>} : tensor<4x7x7x384xf32> -> tensor<4x7x7x384xf32>
  %18 = net.input "s00142/s/in" : tensor<4x1x1x384xf32>
  %19 = net.elementwise "s00142/s/feed" %18 {kind = #net<elementwise sum>} : tensor<4x1x1x384xf32> -> tensor<4x1x1x384xf32>
  %20 = net.binary "s00142" %17, %19 {kind = #net<binary mul>} : tensor<4x7x7x384xf32>, tensor<4x1x1x384xf32> -> tensor<4x7x7x384xf32>
  %21 = net.input "s00143/in" : tensor<4x10x10x128xf32>
  %22 = net.elementwise "s00143/feed" %21 {kind = #net<elementwise sum>} : tensor<4x10x10x128xf32> -> tensor<4x10x10x128xf32>
  %23 = net.binary "s00143" %22 {constant_shape = array<i64: 1, 1, 1, 128>, kind = #net<binary mul>} : tensor<4x10x10x128xf32> -> tensor<4x10x10x128xf32>
}
