net.network "chunk-b008-00" {
  %0 = net.input "s00000/in" : tensor<8x7x7x240xf32>
  %1 = net.elementwise "s00000/feed" %0 {kind = #net<elementwise sum>} : tensor<8x7x7x240xf32> -> tensor<8x7x7x240xf32>
  %2 = net.conv2d "s00000" %1 {bias = false, filter = array<i64: 3, 3, 1, 240>, groups = 240 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<8x7x7x240xf32> -> tensor<8x4x4x240xf32>
  %3 = net.input "s00024/in" : tensor<8x28x28x960xf32>
  %4 = net.elementwise "s00024/feed" %3 {kind = #net<elementwise sum>} : tensor<8x28x28x960xf32> -> tensor<8x28x28x960xf32>
  %5 = net.conv2d "s00024" %4 {bias = false, filter = array<i64: 3, 3, 1, 960>, groups = 960 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<8x28x28x960xf32> -> tensor<8x14x14x960xf32>
  %6 = net.input "s00036/in" : tensor<8x38x38x960xf32>
  %7 = net.elementwise "s00036/feed" %6 {kind = #net<elementwise sum>} : tensor<8x38x38x960xf32> -> tensor<8x38x38x960xf32>
  %8 = net.conv2d "s00036" %7 {bias = false, filter = array<i64: 3, 3, 1, 960>, groups = 960 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x38x38x960xf32> -> tensor<8x38x38x960xf32>
  %9 = net.input "s00115/in" : tensor<8x38x38x24xf32>
  %10 = net.elementwise "s00115/feed" %9 {kind = #net<elementwise sum>} : tensor<8x38x38x24xf32> -> tensor<8x38x38x24xf32>
  %11 = net.conv2d "s00115" %10 {bias = false, filter = array<i64: 3, 3, 1, 24>, groups = 24 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<8x38x38x24xf32> -> tensor<8x19x19x24xf32>
  %12 = net.input "s00126/in" : tensor<8x7x7x480xf32>
  %13 = net.elementwise "s00126/feed" %12 {kind = #net<elementwise sum>} : tensor<8x7x7x480xf32> -> tensor<8x7x7x480xf32>
  %14 = net.conv2d "s00126" %13 {bias = false, filter = array<i64: 3, 3, 1, 480>, groups = 480 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<8x7x7x480xf32> -> tensor<8x4x4x480xf32>
  %15 = net.input "s00153/in" : tensor<8x56x56x200xf32>
  %16 = net.elementwise "s00153/feed" %15 {kind = #net<elementwise sum>} : tensor<8x56x56x200xf32> -> tensor<8x56x56x200xf32>
  %17 = net.conv2d "s00153" %16 {bias = false, filter = array<i64: 5, 5, 1, 200>, groups = 200 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x56x56x200xf32> -> tensor<8x56x56x200xf32>
  %18 = net.input "s00161/in" : tensor<8x28x28x24xf32>
  %19 = net.elementwise "s00161/feed" %18 {kind = #net<elementwise sum>} : tensor<8x28x28x24xf32> -> tensor<8x28x28x24xf32>
  %20 = net.conv2d "s00161" %19 {bias = false, filter = array<i64: 7, 7, 1, 24>, groups = 24 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<8x28x28x24xf32> -> tensor<8x14x14x24xf32>
  %21 = net.input "s00190/in" : tensor<8x10x10x1024xf32>
  %22 = net.elementwise "s00190/feed" %21 {kind = #net<elementwise sum>} : tensor<8x10x10x1024xf32> -> tensor<8x10x10x1024xf32>
  %23 = net.conv2d "s00190" %22 {bias = false, filter = array<i64: 5, 5, 1, 1024>, groups = 1024 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x10x10x1024xf32> -> tensor<8x10x10x1024xf32>
  %24 = net.input "s00222/in" : tensor<8x28x28x40xf32>
  %25 = net.elementwise "s00222/feed" %24 {kind = #net<elementwise sum>} : tensor<8x28x28x40xf32> -> tensor<8x28x28x40xf32>
  %26 = net.conv2d "s00222" %25 {bias = false, filter = array<i64: 5, 5, 1, 40>, groups = 40 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x28x28x40xf32> -> tensor<8x28x28x40xf32>
  %27 = net.input "s00226/in" : tensor<8x19x19x240xf32>
  %28 = net.elementwise "s00226/feed" %27 {kind = #net<elementwise sum>} : tensor<8x19x19x240xf32> -> tensor<8x19x19x240xf32>
  %29 = net.conv2d "s00226" %28 {bias = false, filter = array<i64: 3, 3, 1, 240>, groups = 240 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x19x19x240xf32> -> tensor<8x19x19x240xf32>
  %30 = net.input "s00254/in" : tensor<8x28x28x768xf32>
  %31 = net.elementwise "s00254/feed" %30 {kind = #net<elementwise sum>} : tensor<8x28x28x768xf32> -> tensor<8x28x28x768xf32>
  %32 = net.conv2d "s00254" %31 {bias = false, filter = array<i64: 7, 7, 1, 768>, groups = 768 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x28x28x768xf32> -> tensor<8x28x28x768xf32>
  %33 = net.input "s00261/in" : tensor<8x56x56x576xf32>
  %34 = net.elementwise "s00261/feed" %33 {kind = #net<elementwise sum>} : tensor<8x56x56x576xf32> -> tensor<8x56x56x576xf32>
  %35 = net.conv2d "s00261" %34 {bias = false, filter = array<i64: 3, 3, 1, 576>, groups = 576 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<8x56x56x576xf32> -> tensor<8x28x28x576xf32>
  %36 = net.input "s00358/in" : tensor<8x28x28x16xf32>
  %37 = net.elementwise "s00358/feed" %36 {kind = #net<elementwise sum>} : tensor<8x28x28x16xf32> -> tensor<8x28x28x16xf32>
  %38 = net.conv2d "s00358" %37 {bias = false, filter = array<i64: 3, 3, 1, 16>, groups = 16 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x28x28x16xf32> -> tensor<8x28x28x16xf32>
}
