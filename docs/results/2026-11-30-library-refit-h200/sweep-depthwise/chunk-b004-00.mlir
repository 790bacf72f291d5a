net.network "chunk-b004-00" {
  %0 = net.input "s00014/in" : tensor<4x28x28x384xf32>
  %1 = net.elementwise "s00014/feed" %0 {kind = #net<elementwise sum>} : tensor<4x28x28x384xf32> -> tensor<4x28x28x384xf32>
  %2 = net.conv2d "s00014" %1 {bias = false, filter = array<i64: 5, 5, 1, 384>, groups = 384 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<4x28x28x384xf32> -> tensor<4x14x14x384xf32>
  %3 = net.input "s00035/in" : tensor<4x112x112x576xf32>
  %4 = net.elementwise "s00035/feed" %3 {kind = #net<elementwise sum>} : tensor<4x112x112x576xf32> -> tensor<4x112x112x576xf32>
  %5 = net.conv2d "s00035" %4 {bias = false, filter = array<i64: 7, 7, 1, 576>, groups = 576 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<4x112x112x576xf32> -> tensor<4x56x56x576xf32>
  %6 = net.input "s00081/in" : tensor<4x56x56x16xf32>
  %7 = net.elementwise "s00081/feed" %6 {kind = #net<elementwise sum>} : tensor<4x56x56x16xf32> -> tensor<4x56x56x16xf32>
  %8 = net.conv2d "s00081" %7 {bias = false, filter = array<i64: 5, 5, 1, 16>, groups = 16 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<4x56x56x16xf32> -> tensor<4x56x56x16xf32>
  %9 = net.input "s00090/in" : tensor<4x28x28x768xf32>
  %10 = net.elementwise "s00090/feed" %9 {kind = #net<elementwise sum>} : tensor<4x28x28x768xf32> -> tensor<4x28x28x768xf32>
  %11 = net.conv2d "s00090" %10 {bias = false, filter = array<i64: 3, 3, 1, 768>, groups = 768 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<4x28x28x768xf32> -> tensor<4x28x28x768xf32>
  %12 = net.input "s00101/in" : tensor<4x56x56x960xf32>
  %13 = net.elementwise "s00101/feed" %12 {kind = #net<elementwise sum>} : tensor<4x56x56x960xf32> -> tensor<4x56x56x960xf32>
  %14 = net.conv2d "s00101" %13 {bias = false, filter = array<i64: 3, 3, 1, 960>, groups = 960 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<4x56x56x960xf32> -> tensor<4x56x56x960xf32>
  %15 = net.input "s00182/in" : tensor<4x14x14x576xf32>
  %16 = net.elementwise "s00182/feed" %15 {kind = #net<elementwise sum>} : tensor<4x14x14x576xf32> -> tensor<4x14x14x576xf32>
  %17 = net.conv2d "s00182" %16 {bias = false, filter = array<i64: 5, 5, 1, 576>, groups = 576 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<4x14x14x576xf32> -> tensor<4x7x7x576xf32>
  %18 = net.input "s00198/in" : tensor<4x14x14x144xf32>
  %19 = net.elementwise "s00198/feed" %18 {kind = #net<elementwise sum>} : tensor<4x14x14x144xf32> -> tensor<4x14x14x144xf32>
  %20 = net.conv2d "s00198" %19 {bias = false, filter = array<i64: 7, 7, 1, 144>, groups = 144 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<4x14x14x144xf32> -> tensor<4x14x14x144xf32>
  %21 = net.input "s00207/in" : tensor<4x19x19x960xf32>
  %22 = net.elementwise "s00207/feed" %21 {kind = #net<elementwise sum>} : tensor<4x19x19x960xf32> -> tensor<4x19x19x960xf32>
  %23 = net.conv2d "s00207" %22 {bias = false, filter = array<i64: 5, 5, 1, 960>, groups = 960 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<4x19x19x960xf32> -> tensor<4x19x19x960xf32>
  %24 = net.input "s00236/in" : tensor<4x7x7x240xf32>
  %25 = net.elementwise "s00236/feed" %24 {kind = #net<elementwise sum>} : tensor<4x7x7x240xf32> -> tensor<4x7x7x240xf32>
  %26 = net.conv2d "s00236" %25 {bias = false, filter = array<i64: 3, 3, 1, 240>, groups = 240 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<4x7x7x240xf32> -> tensor<4x7x7x240xf32>
  %27 = net.input "s00255/in" : tensor<4x14x14x184xf32>
  %28 = net.elementwise "s00255/feed" %27 {kind = #net<elementwise sum>} : tensor<4x14x14x184xf32> -> tensor<4x14x14x184xf32>
  %29 = net.conv2d "s00255" %28 {bias = false, filter = array<i64: 3, 3, 1, 184>, groups = 184 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<4x14x14x184xf32> -> tensor<4x14x14x184xf32>
  %30 = net.input "s00300/in" : tensor<4x7x7x120xf32>
  %31 = net.elementwise "s00300/feed" %30 {kind = #net<elementwise sum>} : tensor<4x7x7x120xf32> -> tensor<4x7x7x120xf32>
  %32 = net.conv2d "s00300" %31 {bias = false, filter = array<i64: 5, 5, 1, 120>, groups = 120 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<4x7x7x120xf32> -> tensor<4x7x7x120xf32>
  %33 = net.input "s00314/in" : tensor<4x28x28x768xf32>
  %34 = net.elementwise "s00314/feed" %33 {kind = #net<elementwise sum>} : tensor<4x28x28x768xf32> -> tensor<4x28x28x768xf32>
  %35 = net.conv2d "s00314" %34 {bias = false, filter = array<i64: 5, 5, 1, 768>, groups = 768 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<4x28x28x768xf32> -> tensor<4x28x28x768xf32>
  %36 = net.input "s00328/in" : tensor<4x19x19x144xf32>
  %37 = net.elementwise "s00328/feed" %36 {kind = #net<elementwise sum>} : tensor<4x19x19x144xf32> -> tensor<4x19x19x144xf32>
  %38 = net.conv2d "s00328" %37 {bias = false, filter = array<i64: 3, 3, 1, 144>, groups = 144 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<4x19x19x144xf32> -> tensor<4x19x19x144xf32>
  %39 = net.input "s00346/in" : tensor<4x10x10x184xf32>
  %40 = net.elementwise "s00346/feed" %39 {kind = #net<elementwise sum>} : tensor<4x10x10x184xf32> -> tensor<4x10x10x184xf32>
  %41 = net.conv2d "s00346" %40 {bias = false, filter = array<i64: 7, 7, 1, 184>, groups = 184 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<4x10x10x184xf32> -> tensor<4x10x10x184xf32>
}
