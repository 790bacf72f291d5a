net.network "chunk-b032-00" {
  %0 = net.input "s00004/in" : tensor<32x7x7x384xf32>
  %1 = net.elementwise "s00004/feed" %0 {kind = #net<elementwise sum>} : tensor<32x7x7x384xf32> -> tensor<32x7x7x384xf32>
  %2 = net.conv2d "s00004" %1 {bias = false, filter = array<i64: 1, 1, 384, 384>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x384xf32> -> tensor<32x7x7x384xf32>
  %3 = net.input "s00008/in" : tensor<32x14x14x704xf32>
  %4 = net.elementwise "s00008/feed" %3 {kind = #net<elementwise sum>} : tensor<32x14x14x704xf32> -> tensor<32x14x14x704xf32>
  %5 = net.conv2d "s00008" %4 {bias = false, filter = array<i64: 1, 1, 704, 704>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x704xf32> -> tensor<32x14x14x704xf32>
  %6 = net.input "s00010/in" : tensor<32x24x24x32xf32>
  %7 = net.elementwise "s00010/feed" %6 {kind = #net<elementwise sum>} : tensor<32x24x24x32xf32> -> tensor<32x24x24x32xf32>
  %8 = net.conv2d "s00010" %7 {bias = false, filter = array<i64: 1, 1, 32, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x24x24x32xf32> -> tensor<32x24x24x64xf32>
  %9 = net.input "s00018/in" : tensor<32x39x39x480xf32>
  %10 = net.elementwise "s00018/feed" %9 {kind = #net<elementwise sum>} : tensor<32x39x39x480xf32> -> tensor<32x39x39x480xf32>
  %11 = net.conv2d "s00018" %10 {bias = false, filter = array<i64: 3, 3, 480, 480>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x39x39x480xf32> -> tensor<32x20x20x480xf32>
  %12 = net.input "s00022/in" : tensor<32x14x14x832xf32>
  %13 = net.elementwise "s00022/feed" %12 {kind = #net<elementwise sum>} : tensor<32x14x14x832xf32> -> tensor<32x14x14x832xf32>
  %14 = net.conv2d "s00022" %13 {bias = false, filter = array<i64: 3, 3, 832, 832>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x832xf32> -> tensor<32x14x14x832xf32>
  %15 = net.input "s00025/in" : tensor<32x10x10x416xf32>
  %16 = net.elementwise "s00025/feed" %15 {kind = #net<elementwise sum>} : tensor<32x10x10x416xf32> -> tensor<32x10x10x416xf32>
  %17 = net.conv2d "s00025" %16 {bias = false, filter = array<i64: 3, 3, 416, 416>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x10x10x416xf32> -> tensor<32x10x10x416xf32>
  %18 = net.input "s00026/in" : tensor<32x7x7x64xf32>
  %19 = net.elementwise "s00026/feed" %18 {kind = #net<elementwise sum>} : tensor<32x7x7x64xf32> -> tensor<32x7x7x64xf32>
  %20 = net.conv2d "s00026" %19 {bias = false, filter = array<i64: 1, 1, 64, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x64xf32> -> tensor<32x7x7x128xf32>
  %21 = net.input "s00030/in" : tensor<32x48x48x128xf32>
  %22 = net.elementwise "s00030/feed" %21 {kind = #net<elementwise sum>} : tensor<32x48x48x128xf32> -> tensor<32x48x48x128xf32>
  %23 = net.conv2d "s00030" %22 {bias = false, filter = array<i64: 3, 3, 128, 128>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x48x48x128xf32> -> tensor<32x48x48x128xf32>
  %24 = net.input "s00031/in" : tensor<32x14x14x896xf32>
  %25 = net.elementwise "s00031/feed" %24 {kind = #net<elementwise sum>} : tensor<32x14x14x896xf32> -> tensor<32x14x14x896xf32>
  %26 = net.conv2d "s00031" %25 {bias = false, filter = array<i64: 1, 1, 896, 224>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x896xf32> -> tensor<32x14x14x224xf32>
  %27 = net.input "s00033/in" : tensor<32x14x14x32xf32>
  %28 = net.elementwise "s00033/feed" %27 {kind = #net<elementwise sum>} : tensor<32x14x14x32xf32> -> tensor<32x14x14x32xf32>
  %29 = net.conv2d "s00033" %28 {bias = false, filter = array<i64: 3, 3, 32, 32>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x32xf32> -> tensor<32x14x14x32xf32>
  %30 = net.input "s00046/in" : tensor<32x28x28x256xf32>
  %31 = net.elementwise "s00046/feed" %30 {kind = #net<elementwise sum>} : tensor<32x28x28x256xf32> -> tensor<32x28x28x256xf32>
  %32 = net.conv2d "s00046" %31 {bias = false, filter = array<i64: 1, 1, 256, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x28x28x256xf32> -> tensor<32x28x28x64xf32>
  %33 = net.input "s00048/in" : tensor<32x7x7x1280xf32>
  %34 = net.elementwise "s00048/feed" %33 {kind = #net<elementwise sum>} : tensor<32x7x7x1280xf32> -> tensor<32x7x7x1280xf32>
  %35 = net.conv2d "s00048" %34 {bias = false, filter = array<i64: 1, 1, 1280, 320>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x1280xf32> -> tensor<32x7x7x320xf32>
  %36 = net.input "s00051/in" : tensor<32x20x20x224xf32>
  %37 = net.elementwise "s00051/feed" %36 {kind = #net<elementwise sum>} : tensor<32x20x20x224xf32> -> tensor<32x20x20x224xf32>
  %38 = net.conv2d "s00051" %37 {bias = false, filter = array<i64: 3, 3, 224, 224>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x20x20x224xf32> -> tensor<32x20x20x224xf32>
  %39 = net.input "s00057/in" : tensor<32x10x10x64xf32>
  %40 = net.elementwise "s00057/feed" %39 {kind = #net<elementwise sum>} : tensor<32x10x10x64xf32> -> tensor<32x10x10x64xf32>
  %41 = net.conv2d "s00057" %40 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x10x10x64xf32> -> tensor<32x10x10x64xf32>
  %42 = net.input "s00066/in" : tensor<32x14x14x192xf32>
  %43 = net.elementwise "s00066/feed" %42 {kind = #net<elementwise sum>} : tensor<32x14x14x192xf32> -> tensor<32x14x14x192xf32>
  %44 = net.conv2d "s00066" %43 {bias = false, filter = array<i64: 1, 1, 192, 96>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x192xf32> -> tensor<32x14x14x96xf32>
  %45 = net.input "s00078/in" : tensor<32x7x7x64xf32>
  %46 = net.elementwise "s00078/feed" %45 {kind = #net<elementwise sum>} : tensor<32x7x7x64xf32> -> tensor<32x7x7x64xf32>
  %47 = net.conv2d "s00078" %46 {bias = false, filter = array<i64: 1, 1, 64, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x64xf32> -> tensor<32x7x7x64xf32>
  %48 = net.input "s00081/in" : tensor<32x19x19x320xf32>
  %49 = net.elementwise "s00081/feed" %48 {kind = #net<elementwise sum>} : tensor<32x19x19x320xf32> -> tensor<32x19x19x320xf32>
  %50 = net.conv2d "s00081" %49 {bias = false, filter = array<i64: 3, 3, 320, 320>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x19x19x320xf32> -> tensor<32x10x10x320xf32>
  %51 = net.input "s00084/in" : tensor<32x10x10x160xf32>
  %52 = net.elementwise "s00084/feed" %51 {kind = #net<elementwise sum>} : tensor<32x10x10x160xf32> -> tensor<32x10x10x160xf32>
  %53 = net.conv2d "s00084" %52 {bias = false, filter = array<i64: 1, 1, 160, 320>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x10x10x160xf32> -> tensor<32x10x10x320xf32>
  %54 = net.input "s00087/in" : tensor<32x28x28x352xf32>
  %55 = net.elementwise "s00087/feed" %54 {kind = #net<elementwise sum>} : tensor<32x28x28x352xf32> -> tensor<32x28x28x352xf32>
  %56 = net.conv2d "s00087" %55 {bias = false, filter = array<i64: 1, 1, 352, 704>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x28x28x352xf32> -> tensor<32x28x28x704xf32>
  %57 = net.input "s00097/in" : tensor<32x111x111x128xf32>
  %58 = net.elementwise "s00097/feed" %57 {kind = #net<elementwise sum>} : tensor<32x111x111x128xf32> -> tensor<32x111x111x128xf32>
  %59 = net.conv2d "s00097" %58 {bias = false, filter = array<i64: 1, 1, 128, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x111x111x128xf32> -> tensor<32x56x56x128xf32>
}
