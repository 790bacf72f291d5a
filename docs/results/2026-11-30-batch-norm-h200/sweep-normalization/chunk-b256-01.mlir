net.network "chunk-b256-01" {
  %0 = net.input "s00312/in" : tensor<256x7x7x768xf32>
  %1 = net.elementwise "s00312/feed" %0 {kind = #net<elementwise sum>} : tensor<256x7x7x768xf32> -> tensor<256x7x7x768xf32>
  %2 = net.batch_norm "s00312" %1 {activation = #net<activation relu>} : tensor<256x7x7x768xf32> -> tensor<256x7x7x768xf32>
  %3 = net.input "s00323/in" : tensor<256x35x35x160xf32>
  %4 = net.elementwise "s00323/feed" %3 {kind = #net<elementwise sum>} : tensor<256x35x35x160xf32> -> tensor<256x35x35x160xf32>
  %5 = net.batch_norm "s00323" %4 {activation = #net<activation relu6>} : tensor<256x35x35x160xf32> -> tensor<256x35x35x160xf32>
  %6 = net.input "s00338/in" : tensor<256x28x28x128xf32>
  %7 = net.elementwise "s00338/feed" %6 {kind = #net<elementwise sum>} : tensor<256x28x28x128xf32> -> tensor<256x28x28x128xf32>
  %8 = net.batch_norm "s00338" %7 : tensor<256x28x28x128xf32> -> tensor<256x28x28x128xf32>
  %9 = net.input "s00344/in" : tensor<256x7x7x384xf32>
  %10 = net.elementwise "s00344/feed" %9 {kind = #net<elementwise sum>} : tensor<256x7x7x384xf32> -> tensor<256x7x7x384xf32>
  %11 = net.batch_norm "s00344" %10 {activation = #net<activation relu>} : tensor<256x7x7x384xf32> -> tensor<256x7x7x384xf32>
  %12 = net.input "s00368/in" : tensor<256x10x10x952xf32>
  %13 = net.elementwise "s00368/feed" %12 {kind = #net<elementwise sum>} : tensor<256x10x10x952xf32> -> tensor<256x10x10x952xf32>
  %14 = net.batch_norm "s00368" %13 : tensor<256x10x10x952xf32> -> tensor<256x10x10x952xf32>
  %15 = net.input "s00369/in" : tensor<256x112x112x16xf32>
  %16 = net.elementwise "s00369/feed" %15 {kind = #net<elementwise sum>} : tensor<256x112x112x16xf32> -> tensor<256x112x112x16xf32>
  %17 = net.batch_norm "s00369" %16 {activation = #net<activation silu>} : tensor<256x112x112x16xf32> -> tensor<256x112x112x16xf32>
}
