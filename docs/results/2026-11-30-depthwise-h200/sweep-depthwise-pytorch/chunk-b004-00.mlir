net.network "chunk-b004-00" {
  %0 = net.input "s00017/in" : tensor<4x28x28x240xf32>
  %1 = net.elementwise "s00017/feed" %0 {kind = #net<elementwise sum>} : tensor<4x28x28x240xf32> -> tensor<4x28x28x240xf32>
  %2 = net.conv2d "s00017" %1 {bias = false, filter = array<i64: 5, 5, 1, 240>, groups = 240 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<4x28x28x240xf32> -> tensor<4x28x28x240xf32>
  %3 = net.input "s00027/in" : tensor<4x112x112x120xf32>
  %4 = net.elementwise "s00027/feed" %3 {kind = #net<elementwise sum>} : tensor<4x112x112x120xf32> -> tensor<4x112x112x120xf32>
  %5 = net.conv2d "s00027" %4 {bias = false, filter = array<i64: 3, 3, 1, 120>, groups = 120 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<4x112x112x120xf32> -> tensor<4x112x112x120xf32>
  %6 = net.input "s00049/in" : tensor<4x112x112x120xf32>
  %7 = net.elementwise "s00049/feed" %6 {kind = #net<elementwise sum>} : tensor<4x112x112x120xf32> -> tensor<4x112x112x120xf32>
  %8 = net.conv2d "s00049" %7 {bias = false, filter = array<i64: 3, 3, 1, 120>, groups = 120 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<4x112x112x120xf32> -> tensor<4x56x56x120xf32>
  %9 = net.input "s00058/in" : tensor<4x10x10x120xf32>
  %10 = net.elementwise "s00058/feed" %9 {kind = #net<elementwise sum>} : tensor<4x10x10x120xf32> -> tensor<4x10x10x120xf32>
  %11 = net.conv2d "s00058" %10 {bias = false, filter = array<i64: 3, 3, 1, 120>, groups = 120 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<4x10x10x120xf32> -> tensor<4x10x10x120xf32>
  %12 = net.input "s00065/in" : tensor<4x19x19x256xf32>
  %13 = net.elementwise "s00065/feed" %12 {kind = #net<elementwise sum>} : tensor<4x19x19x256xf32> -> tensor<4x19x19x256xf32>
  %14 = net.conv2d "s00065" %13 {bias = false, filter = array<i64: 7, 7, 1, 256>, groups = 256 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<4x19x19x256xf32> -> tensor<4x19x19x256xf32>
  %15 = net.input "s00131/in" : tensor<4x56x56x24xf32>
  %16 = net.elementwise "s00131/feed" %15 {kind = #net<elementwise sum>} : tensor<4x56x56x24xf32> -> tensor<4x56x56x24xf32>
  %17 = net.conv2d "s00131" %16 {bias = false, filter = array<i64: 5, 5, 1, 24>, groups = 24 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<4x56x56x24xf32> -> tensor<4x28x28x24xf32>
  %18 = net.input "s00157/in" : tensor<4x14x14x1024xf32>
  %19 = net.elementwise "s00157/feed" %18 {kind = #net<elementwise sum>} : tensor<4x14x14x1024xf32> -> tensor<4x14x14x1024xf32>
  %20 = net.conv2d "s00157" %19 {bias = false, filter = array<i64: 7, 7, 1, 1024>, groups = 1024 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<4x14x14x1024xf32> -> tensor<4x14x14x1024xf32>
}
