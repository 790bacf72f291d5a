net.network "chunk-b002-00" {
  %0 = net.input "s00113/in" : tensor<2x28x28x40xf32>
  %1 = net.elementwise "s00113/feed" %0 {kind = #net<elementwise sum>} : tensor<2x28x28x40xf32> -> tensor<2x28x28x40xf32>
  %2 = net.input "s00113/s/in" : tensor<2x1x1x40xf32>
  %3 = net.elementwise "s00113/s/feed" %2 {kind = #net<elementwise sum>} : tensor<2x1x1x40xf32> -> tensor<2x1x1x40xf32>
  %4 = net.binary "s00113" %1, %3 {kind = #net<binary mul>} : tensor<2x28x28x40xf32>, tensor<2x1x1x40xf32> -> tensor<2x28x28x40xf32>
  %5 = net.input "s00124/in" : tensor<2x112x112x24xf32>
  %6 = net.elementwise "s00124/feed" %5 {kind = #net<elementwise sum>} : tensor<2x112x112x24xf32> -> tensor<2x112x112x24xf32>
  %7 = net.input "s00124/s/in" : tensor<2x1x1x24xf32>
  %8 = net.elementwise "s00124/s/feed" %7 {kind = #net<elementwise sum>} : tensor<2x1x1x24xf32> -> tensor<2x1x1x24xf32>
  %9 = net.binary "s00124" %6, %8 {kind = #net<binary mul>} : tensor<2x112x112x24xf32>, tensor<2x1x1x24xf32> -> tensor<2x112x112x24xf32>
  %10 = net.input "s00158/in" : tensor<2x14x14x1152xf32>
  %11 = net.elementwise "s00158/feed" %10 {kind = #net<elementwise sum>} : tensor<2x14x14x1152xf32> -> tensor<2x14x14x1152xf32>
  %12 = net.input "s00158/s/in" : tensor<2x1x1x1152xf32>
  %13 = net.elementwise "s00158/s/feed" %12 {kind = #net<elementwise sum>} : tensor<2x1x1x1152xf32> -> tensor<2x1x1x1152xf32>
  %14 = net.binary "s00158" %11, %13 {kind = #net<binary mul>} : tensor<2x14x14x1152xf32>, tensor<2x1x1x1152xf32> -> tensor<2x14x14x1152xf32>
  %15 = net.input "s00199/in" : tensor<2x112x112x1024xf32>
  %16 = net.elementwise "s00199/feed" %15 {kind = #net<elementwise sum>} : tensor<2x112x112x1024xf32> -> tensor<2x112x112x1024xf32>
  %17 = net.binary "s00199" %16 {constant_shape = array<i64: 1, 1, 1, 1024>, kind = #net<binary mul>} : tensor<2x112x112x1024xf32> -> tensor<2x112x112x1024xf32>
}
