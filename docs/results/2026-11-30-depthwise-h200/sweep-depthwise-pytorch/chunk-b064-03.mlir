net.network "chunk-b064-03" {
  %0 = net.input "s00351/in" : tensor<64x28x28x480xf32>
  %1 = net.elementwise "s00351/feed" %0 {kind = #net<elementwise sum>} : tensor<64x28x28x480xf32> -> tensor<64x28x28x480xf32>
  %2 = net.conv2d "s00351" %1 {bias = false, filter = array<i64: 7, 7, 1, 480>, groups = 480 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x28x28x480xf32> -> tensor<64x28x28x480xf32>
  %3 = net.input "s00352/in" : tensor<64x28x28x32xf32>
  %4 = net.elementwise "s00352/feed" %3 {kind = #net<elementwise sum>} : tensor<64x28x28x32xf32> -> tensor<64x28x28x32xf32>
  %5 = net.conv2d "s00352" %4 {bias = false, filter = array<i64: 3, 3, 1, 32>, groups = 32 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x28x28x32xf32> -> tensor<64x28x28x32xf32>
  %6 = net.input "s00359/in" : tensor<64x112x112x96xf32>
  %7 = net.elementwise "s00359/feed" %6 {kind = #net<elementwise sum>} : tensor<64x112x112x96xf32> -> tensor<64x112x112x96xf32>
  %8 = net.conv2d "s00359" %7 {bias = false, filter = array<i64: 5, 5, 1, 96>, groups = 96 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x112x112x96xf32> -> tensor<64x56x56x96xf32>
}
