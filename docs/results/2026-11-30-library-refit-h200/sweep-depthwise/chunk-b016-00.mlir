net.network "chunk-b016-00" {
  %0 = net.input "s00003/in" : tensor<16x14x14x1024xf32>
  %1 = net.elementwise "s00003/feed" %0 {kind = #net<elementwise sum>} : tensor<16x14x14x1024xf32> -> tensor<16x14x14x1024xf32>
  %2 = net.conv2d "s00003" %1 {bias = false, filter = array<i64: 5, 5, 1, 1024>, groups = 1024 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x14x14x1024xf32> -> tensor<16x7x7x1024xf32>
  %3 = net.input "s00012/in" : tensor<16x28x28x1024xf32>
  %4 = net.elementwise "s00012/feed" %3 {kind = #net<elementwise sum>} : tensor<16x28x28x1024xf32> -> tensor<16x28x28x1024xf32>
  %5 = net.conv2d "s00012" %4 {bias = false, filter = array<i64: 5, 5, 1, 1024>, groups = 1024 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x28x28x1024xf32> -> tensor<16x14x14x1024xf32>
  %6 = net.input "s00018/in" : tensor<16x112x112x32xf32>
  %7 = net.elementwise "s00018/feed" %6 {kind = #net<elementwise sum>} : tensor<16x112x112x32xf32> -> tensor<16x112x112x32xf32>
  %8 = net.conv2d "s00018" %7 {bias = false, filter = array<i64: 5, 5, 1, 32>, groups = 32 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x112x112x32xf32> -> tensor<16x112x112x32xf32>
  %9 = net.input "s00020/in" : tensor<16x28x28x288xf32>
  %10 = net.elementwise "s00020/feed" %9 {kind = #net<elementwise sum>} : tensor<16x28x28x288xf32> -> tensor<16x28x28x288xf32>
  %11 = net.conv2d "s00020" %10 {bias = false, filter = array<i64: 3, 3, 1, 288>, groups = 288 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x28x28x288xf32> -> tensor<16x14x14x288xf32>
  %12 = net.input "s00045/in" : tensor<16x7x7x200xf32>
  %13 = net.elementwise "s00045/feed" %12 {kind = #net<elementwise sum>} : tensor<16x7x7x200xf32> -> tensor<16x7x7x200xf32>
  %14 = net.conv2d "s00045" %13 {bias = false, filter = array<i64: 3, 3, 1, 200>, groups = 200 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x7x7x200xf32> -> tensor<16x7x7x200xf32>
  %15 = net.input "s00051/in" : tensor<16x112x112x288xf32>
  %16 = net.elementwise "s00051/feed" %15 {kind = #net<elementwise sum>} : tensor<16x112x112x288xf32> -> tensor<16x112x112x288xf32>
  %17 = net.conv2d "s00051" %16 {bias = false, filter = array<i64: 5, 5, 1, 288>, groups = 288 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x112x112x288xf32> -> tensor<16x56x56x288xf32>
  %18 = net.input "s00062/in" : tensor<16x19x19x184xf32>
  %19 = net.elementwise "s00062/feed" %18 {kind = #net<elementwise sum>} : tensor<16x19x19x184xf32> -> tensor<16x19x19x184xf32>
  %20 = net.conv2d "s00062" %19 {bias = false, filter = array<i64: 5, 5, 1, 184>, groups = 184 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x19x19x184xf32> -> tensor<16x19x19x184xf32>
  %21 = net.input "s00073/in" : tensor<16x7x7x32xf32>
  %22 = net.elementwise "s00073/feed" %21 {kind = #net<elementwise sum>} : tensor<16x7x7x32xf32> -> tensor<16x7x7x32xf32>
  %23 = net.conv2d "s00073" %22 {bias = false, filter = array<i64: 5, 5, 1, 32>, groups = 32 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x7x7x32xf32> -> tensor<16x7x7x32xf32>
  %24 = net.input "s00085/in" : tensor<16x7x7x288xf32>
  %25 = net.elementwise "s00085/feed" %24 {kind = #net<elementwise sum>} : tensor<16x7x7x288xf32> -> tensor<16x7x7x288xf32>
  %26 = net.conv2d "s00085" %25 {bias = false, filter = array<i64: 3, 3, 1, 288>, groups = 288 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x7x7x288xf32> -> tensor<16x7x7x288xf32>
  %27 = net.input "s00086/in" : tensor<16x7x7x960xf32>
  %28 = net.elementwise "s00086/feed" %27 {kind = #net<elementwise sum>} : tensor<16x7x7x960xf32> -> tensor<16x7x7x960xf32>
  %29 = net.conv2d "s00086" %28 {bias = false, filter = array<i64: 7, 7, 1, 960>, groups = 960 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x7x7x960xf32> -> tensor<16x7x7x960xf32>
  %30 = net.input "s00096/in" : tensor<16x14x14x24xf32>
  %31 = net.elementwise "s00096/feed" %30 {kind = #net<elementwise sum>} : tensor<16x14x14x24xf32> -> tensor<16x14x14x24xf32>
  %32 = net.conv2d "s00096" %31 {bias = false, filter = array<i64: 3, 3, 1, 24>, groups = 24 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x14x14x24xf32> -> tensor<16x14x14x24xf32>
  %33 = net.input "s00099/in" : tensor<16x112x112x256xf32>
  %34 = net.elementwise "s00099/feed" %33 {kind = #net<elementwise sum>} : tensor<16x112x112x256xf32> -> tensor<16x112x112x256xf32>
  %35 = net.conv2d "s00099" %34 {bias = false, filter = array<i64: 3, 3, 1, 256>, groups = 256 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x112x112x256xf32> -> tensor<16x112x112x256xf32>
  %36 = net.input "s00107/in" : tensor<16x10x10x144xf32>
  %37 = net.elementwise "s00107/feed" %36 {kind = #net<elementwise sum>} : tensor<16x10x10x144xf32> -> tensor<16x10x10x144xf32>
  %38 = net.conv2d "s00107" %37 {bias = false, filter = array<i64: 3, 3, 1, 144>, groups = 144 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x10x10x144xf32> -> tensor<16x10x10x144xf32>
  %39 = net.input "s00108/in" : tensor<16x7x7x1024xf32>
  %40 = net.elementwise "s00108/feed" %39 {kind = #net<elementwise sum>} : tensor<16x7x7x1024xf32> -> tensor<16x7x7x1024xf32>
  %41 = net.conv2d "s00108" %40 {bias = false, filter = array<i64: 7, 7, 1, 1024>, groups = 1024 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x7x7x1024xf32> -> tensor<16x7x7x1024xf32>
  %42 = net.input "s00111/in" : tensor<16x7x7x16xf32>
  %43 = net.elementwise "s00111/feed" %42 {kind = #net<elementwise sum>} : tensor<16x7x7x16xf32> -> tensor<16x7x7x16xf32>
  %44 = net.conv2d "s00111" %43 {bias = false, filter = array<i64: 3, 3, 1, 16>, groups = 16 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x7x7x16xf32> -> tensor<16x7x7x16xf32>
  %45 = net.input "s00116/in" : tensor<16x10x10x1152xf32>
  %46 = net.elementwise "s00116/feed" %45 {kind = #net<elementwise sum>} : tensor<16x10x10x1152xf32> -> tensor<16x10x10x1152xf32>
  %47 = net.conv2d "s00116" %46 {bias = false, filter = array<i64: 3, 3, 1, 1152>, groups = 1152 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x10x10x1152xf32> -> tensor<16x10x10x1152xf32>
  %48 = net.input "s00117/in" : tensor<16x112x112x24xf32>
  %49 = net.elementwise "s00117/feed" %48 {kind = #net<elementwise sum>} : tensor<16x112x112x24xf32> -> tensor<16x112x112x24xf32>
  %50 = net.conv2d "s00117" %49 {bias = false, filter = array<i64: 3, 3, 1, 24>, groups = 24 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x112x112x24xf32> -> tensor<16x112x112x24xf32>
  %51 = net.input "s00119/in" : tensor<16x56x56x576xf32>
  %52 = net.elementwise "s00119/feed" %51 {kind = #net<elementwise sum>} : tensor<16x56x56x576xf32> -> tensor<16x56x56x576xf32>
  %53 = net.conv2d "s00119" %52 {bias = false, filter = array<i64: 5, 5, 1, 576>, groups = 576 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x56x56x576xf32> -> tensor<16x56x56x576xf32>
  %54 = net.input "s00124/in" : tensor<16x14x14x480xf32>
  %55 = net.elementwise "s00124/feed" %54 {kind = #net<elementwise sum>} : tensor<16x14x14x480xf32> -> tensor<16x14x14x480xf32>
  %56 = net.conv2d "s00124" %55 {bias = false, filter = array<i64: 5, 5, 1, 480>, groups = 480 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x14x14x480xf32> -> tensor<16x14x14x480xf32>
  %57 = net.input "s00127/in" : tensor<16x7x7x1152xf32>
  %58 = net.elementwise "s00127/feed" %57 {kind = #net<elementwise sum>} : tensor<16x7x7x1152xf32> -> tensor<16x7x7x1152xf32>
  %59 = net.conv2d "s00127" %58 {bias = false, filter = array<i64: 7, 7, 1, 1152>, groups = 1152 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x7x7x1152xf32> -> tensor<16x7x7x1152xf32>
}
