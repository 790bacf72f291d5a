net.network "chunk-b024-00" {
  %0 = net.input "s00005/in" : tensor<24x20x20x192xf32>
  %1 = net.elementwise "s00005/feed" %0 {kind = #net<elementwise sum>} : tensor<24x20x20x192xf32> -> tensor<24x20x20x192xf32>
  %2 = net.conv2d "s00005" %1 {bias = false, filter = array<i64: 1, 1, 192, 96>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x20x20x192xf32> -> tensor<24x20x20x96xf32>
  %3 = net.input "s00012/in" : tensor<24x28x28x160xf32>
  %4 = net.elementwise "s00012/feed" %3 {kind = #net<elementwise sum>} : tensor<24x28x28x160xf32> -> tensor<24x28x28x160xf32>
  %5 = net.conv2d "s00012" %4 {bias = false, filter = array<i64: 1, 1, 160, 160>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x28x28x160xf32> -> tensor<24x28x28x160xf32>
  %6 = net.input "s00019/in" : tensor<24x40x40x224xf32>
  %7 = net.elementwise "s00019/feed" %6 {kind = #net<elementwise sum>} : tensor<24x40x40x224xf32> -> tensor<24x40x40x224xf32>
  %8 = net.conv2d "s00019" %7 {bias = false, filter = array<i64: 1, 1, 224, 224>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x40x40x224xf32> -> tensor<24x40x40x224xf32>
  %9 = net.input "s00038/in" : tensor<24x27x27x448xf32>
  %10 = net.elementwise "s00038/feed" %9 {kind = #net<elementwise sum>} : tensor<24x27x27x448xf32> -> tensor<24x27x27x448xf32>
  %11 = net.conv2d "s00038" %10 {bias = false, filter = array<i64: 1, 1, 448, 1792>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<24x27x27x448xf32> -> tensor<24x14x14x1792xf32>
  %12 = net.input "s00043/in" : tensor<24x39x39x544xf32>
  %13 = net.elementwise "s00043/feed" %12 {kind = #net<elementwise sum>} : tensor<24x39x39x544xf32> -> tensor<24x39x39x544xf32>
  %14 = net.conv2d "s00043" %13 {bias = false, filter = array<i64: 3, 3, 544, 544>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<24x39x39x544xf32> -> tensor<24x20x20x544xf32>
  %15 = net.input "s00047/in" : tensor<24x14x14x32xf32>
  %16 = net.elementwise "s00047/feed" %15 {kind = #net<elementwise sum>} : tensor<24x14x14x32xf32> -> tensor<24x14x14x32xf32>
  %17 = net.conv2d "s00047" %16 {bias = false, filter = array<i64: 3, 3, 32, 32>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x14x14x32xf32> -> tensor<24x14x14x32xf32>
  %18 = net.input "s00055/in" : tensor<24x56x56x128xf32>
  %19 = net.elementwise "s00055/feed" %18 {kind = #net<elementwise sum>} : tensor<24x56x56x128xf32> -> tensor<24x56x56x128xf32>
  %20 = net.conv2d "s00055" %19 {bias = false, filter = array<i64: 3, 3, 128, 128>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x56x56x128xf32> -> tensor<24x56x56x128xf32>
  %21 = net.input "s00056/in" : tensor<24x14x14x704xf32>
  %22 = net.elementwise "s00056/feed" %21 {kind = #net<elementwise sum>} : tensor<24x14x14x704xf32> -> tensor<24x14x14x704xf32>
  %23 = net.conv2d "s00056" %22 {bias = false, filter = array<i64: 1, 1, 704, 352>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x14x14x704xf32> -> tensor<24x14x14x352xf32>
  %24 = net.input "s00075/in" : tensor<24x14x14x64xf32>
  %25 = net.elementwise "s00075/feed" %24 {kind = #net<elementwise sum>} : tensor<24x14x14x64xf32> -> tensor<24x14x14x64xf32>
  %26 = net.conv2d "s00075" %25 {bias = false, filter = array<i64: 1, 1, 64, 256>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x14x14x64xf32> -> tensor<24x14x14x256xf32>
  %27 = net.input "s00082/in" : tensor<24x10x10x32xf32>
  %28 = net.elementwise "s00082/feed" %27 {kind = #net<elementwise sum>} : tensor<24x10x10x32xf32> -> tensor<24x10x10x32xf32>
  %29 = net.conv2d "s00082" %28 {bias = false, filter = array<i64: 3, 3, 32, 32>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x10x10x32xf32> -> tensor<24x10x10x32xf32>
  %30 = net.input "s00086/in" : tensor<24x24x24x416xf32>
  %31 = net.elementwise "s00086/feed" %30 {kind = #net<elementwise sum>} : tensor<24x24x24x416xf32> -> tensor<24x24x24x416xf32>
  %32 = net.conv2d "s00086" %31 {bias = false, filter = array<i64: 1, 1, 416, 832>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x24x24x416xf32> -> tensor<24x24x24x832xf32>
  %33 = net.input "s00100/in" : tensor<24x12x12x1152xf32>
  %34 = net.elementwise "s00100/feed" %33 {kind = #net<elementwise sum>} : tensor<24x12x12x1152xf32> -> tensor<24x12x12x1152xf32>
  %35 = net.conv2d "s00100" %34 {bias = false, filter = array<i64: 1, 1, 1152, 288>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x12x12x1152xf32> -> tensor<24x12x12x288xf32>
  %36 = net.input "s00102/in" : tensor<24x12x12x224xf32>
  %37 = net.elementwise "s00102/feed" %36 {kind = #net<elementwise sum>} : tensor<24x12x12x224xf32> -> tensor<24x12x12x224xf32>
  %38 = net.conv2d "s00102" %37 {bias = false, filter = array<i64: 3, 3, 224, 224>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x12x12x224xf32> -> tensor<24x12x12x224xf32>
  %39 = net.input "s00116/in" : tensor<24x14x14x480xf32>
  %40 = net.elementwise "s00116/feed" %39 {kind = #net<elementwise sum>} : tensor<24x14x14x480xf32> -> tensor<24x14x14x480xf32>
  %41 = net.conv2d "s00116" %40 {bias = false, filter = array<i64: 3, 3, 480, 480>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x14x14x480xf32> -> tensor<24x14x14x480xf32>
  %42 = net.input "s00129/in" : tensor<24x56x56x32xf32>
  %43 = net.elementwise "s00129/feed" %42 {kind = #net<elementwise sum>} : tensor<24x56x56x32xf32> -> tensor<24x56x56x32xf32>
  %44 = net.conv2d "s00129" %43 {bias = false, filter = array<i64: 1, 1, 32, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x56x56x32xf32> -> tensor<24x56x56x64xf32>
  %45 = net.input "s00130/in" : tensor<24x20x20x64xf32>
  %46 = net.elementwise "s00130/feed" %45 {kind = #net<elementwise sum>} : tensor<24x20x20x64xf32> -> tensor<24x20x20x64xf32>
  %47 = net.conv2d "s00130" %46 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x20x20x64xf32> -> tensor<24x20x20x64xf32>
  %48 = net.input "s00149/in" : tensor<24x28x28x128xf32>
  %49 = net.elementwise "s00149/feed" %48 {kind = #net<elementwise sum>} : tensor<24x28x28x128xf32> -> tensor<24x28x28x128xf32>
  %50 = net.conv2d "s00149" %49 {bias = false, filter = array<i64: 1, 1, 128, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x28x28x128xf32> -> tensor<24x28x28x64xf32>
  %51 = net.input "s00150/in" : tensor<24x7x7x544xf32>
  %52 = net.elementwise "s00150/feed" %51 {kind = #net<elementwise sum>} : tensor<24x7x7x544xf32> -> tensor<24x7x7x544xf32>
  %53 = net.conv2d "s00150" %52 {bias = false, filter = array<i64: 1, 1, 544, 1088>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x7x7x544xf32> -> tensor<24x7x7x1088xf32>
  %54 = net.input "s00164/in" : tensor<24x48x48x32xf32>
  %55 = net.elementwise "s00164/feed" %54 {kind = #net<elementwise sum>} : tensor<24x48x48x32xf32> -> tensor<24x48x48x32xf32>
  %56 = net.conv2d "s00164" %55 {bias = false, filter = array<i64: 1, 1, 32, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x48x48x32xf32> -> tensor<24x48x48x128xf32>
  %57 = net.input "s00168/in" : tensor<24x14x14x320xf32>
  %58 = net.elementwise "s00168/feed" %57 {kind = #net<elementwise sum>} : tensor<24x14x14x320xf32> -> tensor<24x14x14x320xf32>
  %59 = net.conv2d "s00168" %58 {bias = false, filter = array<i64: 1, 1, 320, 640>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x14x14x320xf32> -> tensor<24x14x14x640xf32>
}
