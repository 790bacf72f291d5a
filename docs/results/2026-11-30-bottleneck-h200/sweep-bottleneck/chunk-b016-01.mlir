net.network "chunk-b016-01" {
  %0 = net.input "s00258/in" : tensor<16x13x13x64xf32>
  %1 = net.elementwise "s00258/feed" %0 {kind = #net<elementwise sum>} : tensor<16x13x13x64xf32> -> tensor<16x13x13x64xf32>
  %2 = net.conv2d "s00258" %1 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x13x13x64xf32> -> tensor<16x7x7x64xf32>
  %3 = net.input "s00261/in" : tensor<16x28x28x32xf32>
  %4 = net.elementwise "s00261/feed" %3 {kind = #net<elementwise sum>} : tensor<16x28x28x32xf32> -> tensor<16x28x28x32xf32>
  %5 = net.conv2d "s00261" %4 {bias = false, filter = array<i64: 1, 1, 32, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x28x28x32xf32> -> tensor<16x28x28x32xf32>
  %6 = net.input "s00281/in" : tensor<16x14x14x480xf32>
  %7 = net.elementwise "s00281/feed" %6 {kind = #net<elementwise sum>} : tensor<16x14x14x480xf32> -> tensor<16x14x14x480xf32>
  %8 = net.conv2d "s00281" %7 {bias = false, filter = array<i64: 1, 1, 480, 1920>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x14x14x480xf32> -> tensor<16x14x14x1920xf32>
  %9 = net.input "s00285/in" : tensor<16x40x40x32xf32>
  %10 = net.elementwise "s00285/feed" %9 {kind = #net<elementwise sum>} : tensor<16x40x40x32xf32> -> tensor<16x40x40x32xf32>
  %11 = net.conv2d "s00285" %10 {bias = false, filter = array<i64: 3, 3, 32, 32>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x40x40x32xf32> -> tensor<16x40x40x32xf32>
  %12 = net.input "s00291/in" : tensor<16x14x14x864xf32>
  %13 = net.elementwise "s00291/feed" %12 {kind = #net<elementwise sum>} : tensor<16x14x14x864xf32> -> tensor<16x14x14x864xf32>
  %14 = net.conv2d "s00291" %13 {bias = false, filter = array<i64: 1, 1, 864, 864>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x14x14x864xf32> -> tensor<16x14x14x864xf32>
  %15 = net.input "s00301/in" : tensor<16x19x19x448xf32>
  %16 = net.elementwise "s00301/feed" %15 {kind = #net<elementwise sum>} : tensor<16x19x19x448xf32> -> tensor<16x19x19x448xf32>
  %17 = net.conv2d "s00301" %16 {bias = false, filter = array<i64: 3, 3, 448, 448>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x19x19x448xf32> -> tensor<16x10x10x448xf32>
  %18 = net.input "s00307/in" : tensor<16x10x10x96xf32>
  %19 = net.elementwise "s00307/feed" %18 {kind = #net<elementwise sum>} : tensor<16x10x10x96xf32> -> tensor<16x10x10x96xf32>
  %20 = net.conv2d "s00307" %19 {bias = false, filter = array<i64: 1, 1, 96, 96>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x10x10x96xf32> -> tensor<16x10x10x96xf32>
  %21 = net.input "s00308/in" : tensor<16x56x56x480xf32>
  %22 = net.elementwise "s00308/feed" %21 {kind = #net<elementwise sum>} : tensor<16x56x56x480xf32> -> tensor<16x56x56x480xf32>
  %23 = net.conv2d "s00308" %22 {bias = false, filter = array<i64: 1, 1, 480, 960>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x56x56x480xf32> -> tensor<16x56x56x960xf32>
  %24 = net.input "s00314/in" : tensor<16x14x14x128xf32>
  %25 = net.elementwise "s00314/feed" %24 {kind = #net<elementwise sum>} : tensor<16x14x14x128xf32> -> tensor<16x14x14x128xf32>
  %26 = net.conv2d "s00314" %25 {bias = false, filter = array<i64: 3, 3, 128, 128>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x14x14x128xf32> -> tensor<16x14x14x128xf32>
  %27 = net.input "s00321/in" : tensor<16x56x56x128xf32>
  %28 = net.elementwise "s00321/feed" %27 {kind = #net<elementwise sum>} : tensor<16x56x56x128xf32> -> tensor<16x56x56x128xf32>
  %29 = net.conv2d "s00321" %28 {bias = false, filter = array<i64: 3, 3, 128, 128>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x56x56x128xf32> -> tensor<16x56x56x128xf32>
  %30 = net.input "s00329/in" : tensor<16x14x14x96xf32>
  %31 = net.elementwise "s00329/feed" %30 {kind = #net<elementwise sum>} : tensor<16x14x14x96xf32> -> tensor<16x14x14x96xf32>
  %32 = net.conv2d "s00329" %31 {bias = false, filter = array<i64: 1, 1, 96, 192>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x14x14x96xf32> -> tensor<16x14x14x192xf32>
  %33 = net.input "s00336/in" : tensor<16x20x20x224xf32>
  %34 = net.elementwise "s00336/feed" %33 {kind = #net<elementwise sum>} : tensor<16x20x20x224xf32> -> tensor<16x20x20x224xf32>
  %35 = net.conv2d "s00336" %34 {bias = false, filter = array<i64: 3, 3, 224, 224>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x20x20x224xf32> -> tensor<16x20x20x224xf32>
  %36 = net.input "s00347/in" : tensor<16x56x56x64xf32>
  %37 = net.elementwise "s00347/feed" %36 {kind = #net<elementwise sum>} : tensor<16x56x56x64xf32> -> tensor<16x56x56x64xf32>
  %38 = net.conv2d "s00347" %37 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x56x56x64xf32> -> tensor<16x56x56x64xf32>
}
