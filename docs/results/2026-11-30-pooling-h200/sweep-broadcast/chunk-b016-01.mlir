net.network "chunk-b016-01" {
  %0 = net.input "s00166/in" : tensor<16x112x112x512xf32>
  %1 = net.elementwise "s00166/feed" %0 {kind = #net<elementwise sum>} : tensor<16x112x112x512xf32> -> tensor<16x112x112x512xf32>
  %2 = net.input "s00166/s/in" : tensor<16x1x1x512xf32>
  %3 = net.elementwise "s00166/s/feed" %2 {kind = #net<elementwise sum>} : tensor<16x1x1x512xf32> -> tensor<16x1x1x512xf32>
  %4 = net.binary "s00166" %1, %3 {kind = #net<binary mul>} : tensor<16x112x112x512xf32>, tensor<16x1x1x512xf32> -> tensor<16x112x112x512xf32>
  %5 = net.input "s00171/in" : tensor<16x28x28x32xf32>
  %6 = net.elementwise "s00171/feed" %5 {kind = #net<elementwise sum>} : tensor<16x28x28x32xf32> -> tensor<16x28x28x32xf32>
  %7 = net.input "s00171/s/in" : tensor<16x1x1x32xf32>
  %8 = net.elementwise "s00171/s/feed" %7 {kind = #net<elementwise sum>} : tensor<16x1x1x32xf32> -> tensor<16x1x1x32xf32>
  %9 = net.binary "s00171" %6, %8 {kind = #net<binary add>} : tensor<16x28x28x32xf32>, tensor<16x1x1x32xf32> -> tensor<16x28x28x32xf32>
  %10 = net.input "s00178/in" : tensor<16x56x56x256xf32>
  %11 = net.elementwise "s00178/feed" %10 {kind = #net<elementwise sum>} : tensor<16x56x56x256xf32> -> tensor<16x56x56x256xf32>
  %12 = net.input "s00178/s/in" : tensor<16x1x1x256xf32>
  %13 = net.elementwise "s00178/s/feed" %12 {kind = #net<elementwise sum>} : tensor<16x1x1x256xf32> -> tensor<16x1x1x256xf32>
  %14 = net.binary "s00178" %11, %13 {kind = #net<binary mul>} : tensor<16x56x56x256xf32>, tensor<16x1x1x256xf32> -> tensor<16x56x56x256xf32>
  %15 = net.input "s00179/in" : tensor<16x14x14x16xf32>
  %16 = net.elementwise "s00179/feed" %15 {kind = #net<elementwise sum>} : tensor<16x14x14x16xf32> -> tensor<16x14x14x16xf32>
  %17 = net.input "s00179/s/in" : tensor<16x1x1x16xf32>
  %18 = net.elementwise "s00179/s/feed" %17 {kind = #net<elementwise sum>} : tensor<16x1x1x16xf32> -> tensor<16x1x1x16xf32>
  %19 = net.binary "s00179" %16, %18 {kind = #net<binary mul>} : tensor<16x14x14x16xf32>, tensor<16x1x1x16xf32> -> tensor<16x14x14x16xf32>
}
