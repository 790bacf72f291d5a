net.network "chunk-b001-00" {
  %0 = net.input "s00011/in" : tensor<1x28x28x72xf32>
  %1 = net.elementwise "s00011/feed" %0 {kind = #net<elementwise sum>} : tensor<1x28x28x72xf32> -> tensor<1x28x28x72xf32>
  %2 = net.input "s00011/s/in" : tensor<1x1x1x72xf32>
  %3 = net.elementwise "s00011/s/feed" %2 {kind = #net<elementwise sum>} : tensor<1x1x1x72xf32> -> tensor<1x1x1x72xf32>
  %4 = net.binary "s00011" %1, %3 {kind = #net<binary mul>} : tensor<1x28x28x72xf32>, tensor<1x1x1x72xf32> -> tensor<1x28x28x72xf32>
  %5 = net.input "s00057/in" : tensor<1x112x112x384xf32>
  %6 = net.elementwise "s00057/feed" %5 {kind = #net<elementwise sum>} : tensor<1x112x112x384xf32> -> tensor<1x112x112x384xf32>
  %7 = net.input "s00057/s/in" : tensor<1x1x1x384xf32>
  %8 = net.elementwise "s00057/s/feed" %7 {kind = #net<elementwise sum>} : tensor<1x1x1x384xf32> -> tensor<1x1x1x384xf32>
  %9 = net.binary "s00057" %6, %8 {kind = #net<binary mul>} : tensor<1x112x112x384xf32>, tensor<1x1x1x384xf32> -> tensor<1x112x112x384xf32>
  %10 = net.input "s00093/in" : tensor<1x112x112x2048xf32>
  %11 = net.elementwise "s00093/feed" %10 {kind = #net<elementwise sum>} : tensor<1x112x112x2048xf32> -> tensor<1x112x112x2048xf32>
  %12 = net.input "s00093/s/in" : tensor<1x1x1x2048xf32>
  %13 = net.elementwise "s00093/s/feed" %12 {kind = #net<elementwise sum>} : tensor<1x1x1x2048xf32> -> tensor<1x1x1x2048xf32>
  %14 = net.binary "s00093" %11, %13 {kind = #net<binary add>} : tensor<1x112x112x2048xf32>, tensor<1x1x1x2048xf32> -> tensor<1x112x112x2048xf32>
  %15 = net.input "s00139/in" : tensor<1x17x17x512xf32>
  %16 = net.elementwise "s00139/feed" %15 {kind = #net<elementwise sum>} : tensor<1x17x17x512xf32> -> tensor<1x17x17x512xf32>
  %17 = net.input "s00139/s/in" : tensor<1x1x1x512xf32>
  %18 = net.elementwise "s00139/s/feed" %17 {kind = #net<elementwise sum>} : tensor<1x1x1x512xf32> -> tensor<1x1x1x512xf32>
  %19 = net.binary "s00139" %16, %18 {kind = #net<binary mul>} : tensor<1x17x17x512xf32>, tensor<1x1x1x512xf32> -> tensor<1x17x17x512xf32>
  %20 = net.input "s00160/in" : tensor<1x13x13x192xf32>
  %21 = net.elementwise "s00160/feed" %20 {kind = #net<elementwise sum>} : tensor<1x13x13x192xf32> -> tensor<1x13x13x192xf32>
  %22 = net.input "s00160/s/in" : tensor<1x1x1x192xf32>
  %23 = net.elementwise "s00160/s/feed" %22 {kind = #net<elementwise sum>} : tensor<1x1x1x192xf32> -> tensor<1x1x1x192xf32>
  %24 = net.binary "s00160" %21, %23 {kind = #net<binary mul>} : tensor<1x13x13x192xf32>, tensor<1x1x1x192xf32> -> tensor<1x13x13x192xf32>
  %25 = net.input "s00181/in" : tensor<1x14x14x128xf32>
  %26 = net.elementwise "s00181/feed" %25 {kind = #net<elementwise sum>} : tensor<1x14x14x128xf32> -> tensor<1x14x14x128xf32>
  %27 = net.input "s00181/s/in" : tensor<1x1x1x128xf32>
  %28 = net.elementwise "s00181/s/feed" %27 {kind = #net<elementwise sum>} : tensor<1x1x1x128xf32> -> tensor<1x1x1x128xf32>
  %29 = net.binary "s00181" %26, %28 {kind = #net<binary mul>} : tensor<1x14x14x128xf32>, tensor<1x1x1x128xf32> -> tensor<1x14x14x128xf32>
}
