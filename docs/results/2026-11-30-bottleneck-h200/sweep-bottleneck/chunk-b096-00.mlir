net.network "chunk-b096-00" {
  %0 = net.input "s00002/in" : tensor<96x48x48x64xf32>
  %1 = net.elementwise "s00002/feed" %0 {kind = #net<elementwise sum>} : tensor<96x48x48x64xf32> -> tensor<96x48x48x64xf32>
  %2 = net.conv2d "s00002" %1 {bias = false, filter = array<i64: 1, 1, 64, 256>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x48x48x64xf32> -> tensor<96x48x48x256xf32>
  %3 = net.input "s00003/in" : tensor<96x14x14x192xf32>
  %4 = net.elementwise "s00003/feed" %3 {kind = #net<elementwise sum>} : tensor<96x14x14x192xf32> -> tensor<96x14x14x192xf32>
  %5 = net.conv2d "s00003" %4 {bias = false, filter = array<i64: 1, 1, 192, 96>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x14x14x192xf32> -> tensor<96x14x14x96xf32>
  %6 = net.input "s00006/in" : tensor<96x14x14x1664xf32>
  %7 = net.elementwise "s00006/feed" %6 {kind = #net<elementwise sum>} : tensor<96x14x14x1664xf32> -> tensor<96x14x14x1664xf32>
  %8 = net.conv2d "s00006" %7 {bias = false, filter = array<i64: 1, 1, 1664, 416>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x14x14x1664xf32> -> tensor<96x14x14x416xf32>
  %9 = net.input "s00024/in" : tensor<96x14x14x672xf32>
  %10 = net.elementwise "s00024/feed" %9 {kind = #net<elementwise sum>} : tensor<96x14x14x672xf32> -> tensor<96x14x14x672xf32>
  %11 = net.conv2d "s00024" %10 {bias = false, filter = array<i64: 1, 1, 672, 1344>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x14x14x672xf32> -> tensor<96x14x14x1344xf32>
  %12 = net.input "s00035/in" : tensor<96x7x7x512xf32>
  %13 = net.elementwise "s00035/feed" %12 {kind = #net<elementwise sum>} : tensor<96x7x7x512xf32> -> tensor<96x7x7x512xf32>
  %14 = net.conv2d "s00035" %13 {bias = false, filter = array<i64: 1, 1, 512, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x7x7x512xf32> -> tensor<96x7x7x128xf32>
  %15 = net.input "s00050/in" : tensor<96x40x40x160xf32>
  %16 = net.elementwise "s00050/feed" %15 {kind = #net<elementwise sum>} : tensor<96x40x40x160xf32> -> tensor<96x40x40x160xf32>
  %17 = net.conv2d "s00050" %16 {bias = false, filter = array<i64: 1, 1, 160, 160>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x40x40x160xf32> -> tensor<96x40x40x160xf32>
  %18 = net.input "s00053/in" : tensor<96x27x27x256xf32>
  %19 = net.elementwise "s00053/feed" %18 {kind = #net<elementwise sum>} : tensor<96x27x27x256xf32> -> tensor<96x27x27x256xf32>
  %20 = net.conv2d "s00053" %19 {bias = false, filter = array<i64: 1, 1, 256, 256>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<96x27x27x256xf32> -> tensor<96x14x14x256xf32>
  %21 = net.input "s00071/in" : tensor<96x14x14x384xf32>
  %22 = net.elementwise "s00071/feed" %21 {kind = #net<elementwise sum>} : tensor<96x14x14x384xf32> -> tensor<96x14x14x384xf32>
  %23 = net.conv2d "s00071" %22 {bias = false, filter = array<i64: 1, 1, 384, 96>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x14x14x384xf32> -> tensor<96x14x14x96xf32>
  %24 = net.input "s00072/in" : tensor<96x12x12x256xf32>
  %25 = net.elementwise "s00072/feed" %24 {kind = #net<elementwise sum>} : tensor<96x12x12x256xf32> -> tensor<96x12x12x256xf32>
  %26 = net.conv2d "s00072" %25 {bias = false, filter = array<i64: 1, 1, 256, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x12x12x256xf32> -> tensor<96x12x12x64xf32>
  %27 = net.input "s00085/in" : tensor<96x28x28x192xf32>
  %28 = net.elementwise "s00085/feed" %27 {kind = #net<elementwise sum>} : tensor<96x28x28x192xf32> -> tensor<96x28x28x192xf32>
  %29 = net.conv2d "s00085" %28 {bias = false, filter = array<i64: 1, 1, 192, 192>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x28x28x192xf32> -> tensor<96x28x28x192xf32>
  %30 = net.input "s00088/in" : tensor<96x14x14x96xf32>
  %31 = net.elementwise "s00088/feed" %30 {kind = #net<elementwise sum>} : tensor<96x14x14x96xf32> -> tensor<96x14x14x96xf32>
  %32 = net.conv2d "s00088" %31 {bias = false, filter = array<i64: 3, 3, 96, 96>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x14x14x96xf32> -> tensor<96x14x14x96xf32>
  %33 = net.input "s00092/in" : tensor<96x10x10x224xf32>
  %34 = net.elementwise "s00092/feed" %33 {kind = #net<elementwise sum>} : tensor<96x10x10x224xf32> -> tensor<96x10x10x224xf32>
  %35 = net.conv2d "s00092" %34 {bias = false, filter = array<i64: 1, 1, 224, 224>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x10x10x224xf32> -> tensor<96x10x10x224xf32>
  %36 = net.input "s00094/in" : tensor<96x19x19x32xf32>
  %37 = net.elementwise "s00094/feed" %36 {kind = #net<elementwise sum>} : tensor<96x19x19x32xf32> -> tensor<96x19x19x32xf32>
  %38 = net.conv2d "s00094" %37 {bias = false, filter = array<i64: 3, 3, 32, 32>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<96x19x19x32xf32> -> tensor<96x10x10x32xf32>
  %39 = net.input "s00095/in" : tensor<96x7x7x256xf32>
  %40 = net.elementwise "s00095/feed" %39 {kind = #net<elementwise sum>} : tensor<96x7x7x256xf32> -> tensor<96x7x7x256xf32>
  %41 = net.conv2d "s00095" %40 {bias = false, filter = array<i64: 3, 3, 256, 256>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x7x7x256xf32> -> tensor<96x7x7x256xf32>
  %42 = net.input "s00139/in" : tensor<96x14x14x288xf32>
  %43 = net.elementwise "s00139/feed" %42 {kind = #net<elementwise sum>} : tensor<96x14x14x288xf32> -> tensor<96x14x14x288xf32>
  %44 = net.conv2d "s00139" %43 {bias = false, filter = array<i64: 3, 3, 288, 288>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x14x14x288xf32> -> tensor<96x14x14x288xf32>
  %45 = net.input "s00140/in" : tensor<96x20x20x1152xf32>
  %46 = net.elementwise "s00140/feed" %45 {kind = #net<elementwise sum>} : tensor<96x20x20x1152xf32> -> tensor<96x20x20x1152xf32>
  %47 = net.conv2d "s00140" %46 {bias = false, filter = array<i64: 1, 1, 1152, 576>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x20x20x1152xf32> -> tensor<96x20x20x576xf32>
  %48 = net.input "s00156/in" : tensor<96x7x7x224xf32>
  %49 = net.elementwise "s00156/feed" %48 {kind = #net<elementwise sum>} : tensor<96x7x7x224xf32> -> tensor<96x7x7x224xf32>
  %50 = net.conv2d "s00156" %49 {bias = false, filter = array<i64: 3, 3, 224, 224>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x7x7x224xf32> -> tensor<96x7x7x224xf32>
  %51 = net.input "s00169/in" : tensor<96x19x19x96xf32>
  %52 = net.elementwise "s00169/feed" %51 {kind = #net<elementwise sum>} : tensor<96x19x19x96xf32> -> tensor<96x19x19x96xf32>
  %53 = net.conv2d "s00169" %52 {bias = false, filter = array<i64: 3, 3, 96, 96>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<96x19x19x96xf32> -> tensor<96x10x10x96xf32>
  %54 = net.input "s00184/in" : tensor<96x24x24x64xf32>
  %55 = net.elementwise "s00184/feed" %54 {kind = #net<elementwise sum>} : tensor<96x24x24x64xf32> -> tensor<96x24x24x64xf32>
  %56 = net.conv2d "s00184" %55 {bias = false, filter = array<i64: 1, 1, 64, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x24x24x64xf32> -> tensor<96x24x24x128xf32>
  %57 = net.input "s00187/in" : tensor<96x14x14x64xf32>
  %58 = net.elementwise "s00187/feed" %57 {kind = #net<elementwise sum>} : tensor<96x14x14x64xf32> -> tensor<96x14x14x64xf32>
  %59 = net.conv2d "s00187" %58 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x14x14x64xf32> -> tensor<96x14x14x64xf32>
}
