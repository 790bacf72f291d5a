net.network "chunk-b128-00" {
  %0 = net.input "s00000/in" : tensor<128x19x19x960xf32>
  %1 = net.elementwise "s00000/feed" %0 {kind = #net<elementwise sum>} : tensor<128x19x19x960xf32> -> tensor<128x19x19x960xf32>
  %2 = net.conv2d "s00000" %1 {bias = false, filter = array<i64: 7, 7, 1, 960>, groups = 960 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x19x19x960xf32> -> tensor<128x19x19x960xf32>
  %3 = net.input "s00002/in" : tensor<128x14x14x288xf32>
  %4 = net.elementwise "s00002/feed" %3 {kind = #net<elementwise sum>} : tensor<128x14x14x288xf32> -> tensor<128x14x14x288xf32>
  %5 = net.conv2d "s00002" %4 {bias = false, filter = array<i64: 5, 5, 1, 288>, groups = 288 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x14x14x288xf32> -> tensor<128x14x14x288xf32>
  %6 = net.input "s00010/in" : tensor<128x28x28x32xf32>
  %7 = net.elementwise "s00010/feed" %6 {kind = #net<elementwise sum>} : tensor<128x28x28x32xf32> -> tensor<128x28x28x32xf32>
  %8 = net.conv2d "s00010" %7 {bias = false, filter = array<i64: 3, 3, 1, 32>, groups = 32 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x28x28x32xf32> -> tensor<128x28x28x32xf32>
  %9 = net.input "s00011/in" : tensor<128x56x56x64xf32>
  %10 = net.elementwise "s00011/feed" %9 {kind = #net<elementwise sum>} : tensor<128x56x56x64xf32> -> tensor<128x56x56x64xf32>
  %11 = net.conv2d "s00011" %10 {bias = false, filter = array<i64: 5, 5, 1, 64>, groups = 64 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x56x56x64xf32> -> tensor<128x56x56x64xf32>
  %12 = net.input "s00015/in" : tensor<128x7x7x144xf32>
  %13 = net.elementwise "s00015/feed" %12 {kind = #net<elementwise sum>} : tensor<128x7x7x144xf32> -> tensor<128x7x7x144xf32>
  %14 = net.conv2d "s00015" %13 {bias = false, filter = array<i64: 5, 5, 1, 144>, groups = 144 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x7x7x144xf32> -> tensor<128x7x7x144xf32>
  %15 = net.input "s00019/in" : tensor<128x56x56x120xf32>
  %16 = net.elementwise "s00019/feed" %15 {kind = #net<elementwise sum>} : tensor<128x56x56x120xf32> -> tensor<128x56x56x120xf32>
  %17 = net.conv2d "s00019" %16 {bias = false, filter = array<i64: 7, 7, 1, 120>, groups = 120 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x56x56x120xf32> -> tensor<128x56x56x120xf32>
  %18 = net.input "s00026/in" : tensor<128x38x38x32xf32>
  %19 = net.elementwise "s00026/feed" %18 {kind = #net<elementwise sum>} : tensor<128x38x38x32xf32> -> tensor<128x38x38x32xf32>
  %20 = net.conv2d "s00026" %19 {bias = false, filter = array<i64: 3, 3, 1, 32>, groups = 32 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x38x38x32xf32> -> tensor<128x38x38x32xf32>
  %21 = net.input "s00030/in" : tensor<128x10x10x120xf32>
  %22 = net.elementwise "s00030/feed" %21 {kind = #net<elementwise sum>} : tensor<128x10x10x120xf32> -> tensor<128x10x10x120xf32>
  %23 = net.conv2d "s00030" %22 {bias = false, filter = array<i64: 3, 3, 1, 120>, groups = 120 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x10x10x120xf32> -> tensor<128x10x10x120xf32>
  %24 = net.input "s00031/in" : tensor<128x19x19x64xf32>
  %25 = net.elementwise "s00031/feed" %24 {kind = #net<elementwise sum>} : tensor<128x19x19x64xf32> -> tensor<128x19x19x64xf32>
  %26 = net.conv2d "s00031" %25 {bias = false, filter = array<i64: 5, 5, 1, 64>, groups = 64 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x19x19x64xf32> -> tensor<128x19x19x64xf32>
  %27 = net.input "s00040/in" : tensor<128x28x28x200xf32>
  %28 = net.elementwise "s00040/feed" %27 {kind = #net<elementwise sum>} : tensor<128x28x28x200xf32> -> tensor<128x28x28x200xf32>
  %29 = net.conv2d "s00040" %28 {bias = false, filter = array<i64: 5, 5, 1, 200>, groups = 200 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x28x28x200xf32> -> tensor<128x28x28x200xf32>
  %30 = net.input "s00041/in" : tensor<128x112x112x24xf32>
  %31 = net.elementwise "s00041/feed" %30 {kind = #net<elementwise sum>} : tensor<128x112x112x24xf32> -> tensor<128x112x112x24xf32>
  %32 = net.conv2d "s00041" %31 {bias = false, filter = array<i64: 5, 5, 1, 24>, groups = 24 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x112x112x24xf32> -> tensor<128x112x112x24xf32>
  %33 = net.input "s00042/in" : tensor<128x28x28x512xf32>
  %34 = net.elementwise "s00042/feed" %33 {kind = #net<elementwise sum>} : tensor<128x28x28x512xf32> -> tensor<128x28x28x512xf32>
  %35 = net.conv2d "s00042" %34 {bias = false, filter = array<i64: 3, 3, 1, 512>, groups = 512 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x28x28x512xf32> -> tensor<128x28x28x512xf32>
  %36 = net.input "s00043/in" : tensor<128x14x14x256xf32>
  %37 = net.elementwise "s00043/feed" %36 {kind = #net<elementwise sum>} : tensor<128x14x14x256xf32> -> tensor<128x14x14x256xf32>
  %38 = net.conv2d "s00043" %37 {bias = false, filter = array<i64: 3, 3, 1, 256>, groups = 256 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x14x14x256xf32> -> tensor<128x14x14x256xf32>
  %39 = net.input "s00054/in" : tensor<128x28x28x576xf32>
  %40 = net.elementwise "s00054/feed" %39 {kind = #net<elementwise sum>} : tensor<128x28x28x576xf32> -> tensor<128x28x28x576xf32>
  %41 = net.conv2d "s00054" %40 {bias = false, filter = array<i64: 7, 7, 1, 576>, groups = 576 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x28x28x576xf32> -> tensor<128x28x28x576xf32>
  %42 = net.input "s00055/in" : tensor<128x19x19x768xf32>
  %43 = net.elementwise "s00055/feed" %42 {kind = #net<elementwise sum>} : tensor<128x19x19x768xf32> -> tensor<128x19x19x768xf32>
  %44 = net.conv2d "s00055" %43 {bias = false, filter = array<i64: 5, 5, 1, 768>, groups = 768 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x19x19x768xf32> -> tensor<128x10x10x768xf32>
  %45 = net.input "s00058/in" : tensor<128x28x28x512xf32>
  %46 = net.elementwise "s00058/feed" %45 {kind = #net<elementwise sum>} : tensor<128x28x28x512xf32> -> tensor<128x28x28x512xf32>
  %47 = net.conv2d "s00058" %46 {bias = false, filter = array<i64: 7, 7, 1, 512>, groups = 512 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x28x28x512xf32> -> tensor<128x28x28x512xf32>
  %48 = net.input "s00060/in" : tensor<128x14x14x480xf32>
  %49 = net.elementwise "s00060/feed" %48 {kind = #net<elementwise sum>} : tensor<128x14x14x480xf32> -> tensor<128x14x14x480xf32>
  %50 = net.conv2d "s00060" %49 {bias = false, filter = array<i64: 5, 5, 1, 480>, groups = 480 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x14x14x480xf32> -> tensor<128x14x14x480xf32>
  %51 = net.input "s00072/in" : tensor<128x14x14x64xf32>
  %52 = net.elementwise "s00072/feed" %51 {kind = #net<elementwise sum>} : tensor<128x14x14x64xf32> -> tensor<128x14x14x64xf32>
  %53 = net.conv2d "s00072" %52 {bias = false, filter = array<i64: 7, 7, 1, 64>, groups = 64 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x14x14x64xf32> -> tensor<128x7x7x64xf32>
  %54 = net.input "s00075/in" : tensor<128x14x14x24xf32>
  %55 = net.elementwise "s00075/feed" %54 {kind = #net<elementwise sum>} : tensor<128x14x14x24xf32> -> tensor<128x14x14x24xf32>
  %56 = net.conv2d "s00075" %55 {bias = false, filter = array<i64: 5, 5, 1, 24>, groups = 24 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x14x14x24xf32> -> tensor<128x14x14x24xf32>
  %57 = net.input "s00077/in" : tensor<128x14x14x192xf32>
  %58 = net.elementwise "s00077/feed" %57 {kind = #net<elementwise sum>} : tensor<128x14x14x192xf32> -> tensor<128x14x14x192xf32>
  %59 = net.conv2d "s00077" %58 {bias = false, filter = array<i64: 3, 3, 1, 192>, groups = 192 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x14x14x192xf32> -> tensor<128x14x14x192xf32>
}
