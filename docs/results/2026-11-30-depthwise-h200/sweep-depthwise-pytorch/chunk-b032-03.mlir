net.network "chunk-b032-03" {
  %0 = net.input "s00302/in" : tensor<32x14x14x16xf32>
  %1 = net.elementwise "s00302/feed" %0 {kind = #net<elementwise sum>} : tensor<32x14x14x16xf32> -> tensor<32x14x14x16xf32>
  %2 = net.conv2d "s00302" %1 {bias = false, filter = array<i64: 5, 5, 1, 16>, groups = 16 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x16xf32> -> tensor<32x14x14x16xf32>
  %3 = net.input "s00322/in" : tensor<32x19x19x200xf32>
  %4 = net.elementwise "s00322/feed" %3 {kind = #net<elementwise sum>} : tensor<32x19x19x200xf32> -> tensor<32x19x19x200xf32>
  %5 = net.conv2d "s00322" %4 {bias = false, filter = array<i64: 7, 7, 1, 200>, groups = 200 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x19x19x200xf32> -> tensor<32x19x19x200xf32>
  %6 = net.input "s00323/in" : tensor<32x7x7x64xf32>
  %7 = net.elementwise "s00323/feed" %6 {kind = #net<elementwise sum>} : tensor<32x7x7x64xf32> -> tensor<32x7x7x64xf32>
  %8 = net.conv2d "s00323" %7 {bias = false, filter = array<i64: 3, 3, 1, 64>, groups = 64 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x64xf32> -> tensor<32x7x7x64xf32>
  %9 = net.input "s00324/in" : tensor<32x19x19x32xf32>
  %10 = net.elementwise "s00324/feed" %9 {kind = #net<elementwise sum>} : tensor<32x19x19x32xf32> -> tensor<32x19x19x32xf32>
  %11 = net.conv2d "s00324" %10 {bias = false, filter = array<i64: 5, 5, 1, 32>, groups = 32 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x19x19x32xf32> -> tensor<32x19x19x32xf32>
  %12 = net.input "s00337/in" : tensor<32x19x19x480xf32>
  %13 = net.elementwise "s00337/feed" %12 {kind = #net<elementwise sum>} : tensor<32x19x19x480xf32> -> tensor<32x19x19x480xf32>
  %14 = net.conv2d "s00337" %13 {bias = false, filter = array<i64: 3, 3, 1, 480>, groups = 480 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x19x19x480xf32> -> tensor<32x19x19x480xf32>
  %15 = net.input "s00339/in" : tensor<32x14x14x120xf32>
  %16 = net.elementwise "s00339/feed" %15 {kind = #net<elementwise sum>} : tensor<32x14x14x120xf32> -> tensor<32x14x14x120xf32>
  %17 = net.conv2d "s00339" %16 {bias = false, filter = array<i64: 3, 3, 1, 120>, groups = 120 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x14x14x120xf32> -> tensor<32x7x7x120xf32>
  %18 = net.input "s00342/in" : tensor<32x112x112x192xf32>
  %19 = net.elementwise "s00342/feed" %18 {kind = #net<elementwise sum>} : tensor<32x112x112x192xf32> -> tensor<32x112x112x192xf32>
  %20 = net.conv2d "s00342" %19 {bias = false, filter = array<i64: 3, 3, 1, 192>, groups = 192 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x112x112x192xf32> -> tensor<32x56x56x192xf32>
  %21 = net.input "s00346/in" : tensor<32x28x28x64xf32>
  %22 = net.elementwise "s00346/feed" %21 {kind = #net<elementwise sum>} : tensor<32x28x28x64xf32> -> tensor<32x28x28x64xf32>
  %23 = net.conv2d "s00346" %22 {bias = false, filter = array<i64: 3, 3, 1, 64>, groups = 64 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x28x28x64xf32> -> tensor<32x28x28x64xf32>
  %24 = net.input "s00349/in" : tensor<32x28x28x288xf32>
  %25 = net.elementwise "s00349/feed" %24 {kind = #net<elementwise sum>} : tensor<32x28x28x288xf32> -> tensor<32x28x28x288xf32>
  %26 = net.conv2d "s00349" %25 {bias = false, filter = array<i64: 3, 3, 1, 288>, groups = 288 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x28x28x288xf32> -> tensor<32x28x28x288xf32>
  %27 = net.input "s00350/in" : tensor<32x28x28x24xf32>
  %28 = net.elementwise "s00350/feed" %27 {kind = #net<elementwise sum>} : tensor<32x28x28x24xf32> -> tensor<32x28x28x24xf32>
  %29 = net.conv2d "s00350" %28 {bias = false, filter = array<i64: 7, 7, 1, 24>, groups = 24 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x28x28x24xf32> -> tensor<32x28x28x24xf32>
  %30 = net.input "s00354/in" : tensor<32x112x112x64xf32>
  %31 = net.elementwise "s00354/feed" %30 {kind = #net<elementwise sum>} : tensor<32x112x112x64xf32> -> tensor<32x112x112x64xf32>
  %32 = net.conv2d "s00354" %31 {bias = false, filter = array<i64: 3, 3, 1, 64>, groups = 64 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x112x112x64xf32> -> tensor<32x112x112x64xf32>
  %33 = net.input "s00356/in" : tensor<32x14x14x960xf32>
  %34 = net.elementwise "s00356/feed" %33 {kind = #net<elementwise sum>} : tensor<32x14x14x960xf32> -> tensor<32x14x14x960xf32>
  %35 = net.conv2d "s00356" %34 {bias = false, filter = array<i64: 3, 3, 1, 960>, groups = 960 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x14x14x960xf32> -> tensor<32x7x7x960xf32>
}
