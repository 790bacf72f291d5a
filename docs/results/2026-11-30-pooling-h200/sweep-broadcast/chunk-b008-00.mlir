net.network "chunk-b008-00" {
  %0 = net.input "s00032/in" : tensor<8x17x17x32xf32>
  %1 = net.elementwise "s00032/feed" %0 {kind = #net<elementwise sum>} : tensor<8x17x17x32xf32> -> tensor<8x17x17x32xf32>
  %2 = net.input "s00032/s/in" : tensor<8x1x1x32xf32>
  %3 = net.elementwise "s00032/s/feed" %2 {kind = #net<elementwise sum>} : tensor<8x1x1x32xf32> -> tensor<8x1x1x32xf32>
  %4 = net.binary "s00032" %1, %3 {kind = #net<binary mul>} : tensor<8x17x17x32xf32>, tensor<8x1x1x32xf32> -> tensor<8x17x17x32xf32>
  %5 = net.input "s00045/in" : tensor<8x28x28x672xf32>
  %6 = net.elementwise "s00045/feed" %5 {kind = #net<elementwise sum>} : tensor<8x28x28x672xf32> -> tensor<8x28x28x672xf32>
  %7 = net.input "s00045/s/in" : tensor<8x1x1x672xf32>
  %8 = net.elementwise "s00045/s/feed" %7 {kind = #net<elementwise sum>} : tensor<8x1x1x672xf32> -> tensor<8x1x1x672xf32>
  %9 = net.binary "s00045" %6, %8 {kind = #net<binary mul>} : tensor<8x28x28x672xf32>, tensor<8x1x1x672xf32> -> tensor<8x28x28x672xf32>
}
