net.network "chunk-b016-00" {
  %0 = net.input "s00009/in" : tensor<16x7x7x64xf32>
  %1 = net.elementwise "s00009/feed" %0 {kind = #net<elementwise sum>} : tensor<16x7x7x64xf32> -> tensor<16x7x7x64xf32>
  %2 = net.conv2d "s00009" %1 {bias = false, filter = array<i64: 1, 1, 64, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x7x7x64xf32> -> tensor<16x7x7x64xf32>
  %3 = net.input "s00016/in" : tensor<16x27x27x512xf32>
  %4 = net.elementwise "s00016/feed" %3 {kind = #net<elementwise sum>} : tensor<16x27x27x512xf32> -> tensor<16x27x27x512xf32>
  %5 = net.conv2d "s00016" %4 {bias = false, filter = array<i64: 1, 1, 512, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x27x27x512xf32> -> tensor<16x14x14x128xf32>
  %6 = net.input "s00017/in" : tensor<16x95x95x224xf32>
  %7 = net.elementwise "s00017/feed" %6 {kind = #net<elementwise sum>} : tensor<16x95x95x224xf32> -> tensor<16x95x95x224xf32>
  %8 = net.conv2d "s00017" %7 {bias = false, filter = array<i64: 3, 3, 224, 224>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x95x95x224xf32> -> tensor<16x48x48x224xf32>
  %9 = net.input "s00040/in" : tensor<16x40x40x160xf32>
  %10 = net.elementwise "s00040/feed" %9 {kind = #net<elementwise sum>} : tensor<16x40x40x160xf32> -> tensor<16x40x40x160xf32>
  %11 = net.conv2d "s00040" %10 {bias = false, filter = array<i64: 1, 1, 160, 160>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x40x40x160xf32> -> tensor<16x40x40x160xf32>
  %12 = net.input "s00054/in" : tensor<16x56x56x1152xf32>
  %13 = net.elementwise "s00054/feed" %12 {kind = #net<elementwise sum>} : tensor<16x56x56x1152xf32> -> tensor<16x56x56x1152xf32>
  %14 = net.conv2d "s00054" %13 {bias = false, filter = array<i64: 1, 1, 1152, 288>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x56x56x1152xf32> -> tensor<16x56x56x288xf32>
  %15 = net.input "s00061/in" : tensor<16x12x12x32xf32>
  %16 = net.elementwise "s00061/feed" %15 {kind = #net<elementwise sum>} : tensor<16x12x12x32xf32> -> tensor<16x12x12x32xf32>
  %17 = net.conv2d "s00061" %16 {bias = false, filter = array<i64: 1, 1, 32, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x12x12x32xf32> -> tensor<16x12x12x32xf32>
  %18 = net.input "s00063/in" : tensor<16x24x24x96xf32>
  %19 = net.elementwise "s00063/feed" %18 {kind = #net<elementwise sum>} : tensor<16x24x24x96xf32> -> tensor<16x24x24x96xf32>
  %20 = net.conv2d "s00063" %19 {bias = false, filter = array<i64: 1, 1, 96, 96>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x24x24x96xf32> -> tensor<16x24x24x96xf32>
  %21 = net.input "s00079/in" : tensor<16x40x40x576xf32>
  %22 = net.elementwise "s00079/feed" %21 {kind = #net<elementwise sum>} : tensor<16x40x40x576xf32> -> tensor<16x40x40x576xf32>
  %23 = net.conv2d "s00079" %22 {bias = false, filter = array<i64: 1, 1, 576, 1152>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x40x40x576xf32> -> tensor<16x40x40x1152xf32>
  %24 = net.input "s00083/in" : tensor<16x24x24x352xf32>
  %25 = net.elementwise "s00083/feed" %24 {kind = #net<elementwise sum>} : tensor<16x24x24x352xf32> -> tensor<16x24x24x352xf32>
  %26 = net.conv2d "s00083" %25 {bias = false, filter = array<i64: 1, 1, 352, 352>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x24x24x352xf32> -> tensor<16x24x24x352xf32>
  %27 = net.input "s00090/in" : tensor<16x39x39x640xf32>
  %28 = net.elementwise "s00090/feed" %27 {kind = #net<elementwise sum>} : tensor<16x39x39x640xf32> -> tensor<16x39x39x640xf32>
  %29 = net.conv2d "s00090" %28 {bias = false, filter = array<i64: 1, 1, 640, 1280>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x39x39x640xf32> -> tensor<16x20x20x1280xf32>
  %30 = net.input "s00114/in" : tensor<16x55x55x640xf32>
  %31 = net.elementwise "s00114/feed" %30 {kind = #net<elementwise sum>} : tensor<16x55x55x640xf32> -> tensor<16x55x55x640xf32>
  %32 = net.conv2d "s00114" %31 {bias = false, filter = array<i64: 1, 1, 640, 1280>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x55x55x640xf32> -> tensor<16x28x28x1280xf32>
  %33 = net.input "s00146/in" : tensor<16x28x28x64xf32>
  %34 = net.elementwise "s00146/feed" %33 {kind = #net<elementwise sum>} : tensor<16x28x28x64xf32> -> tensor<16x28x28x64xf32>
  %35 = net.conv2d "s00146" %34 {bias = false, filter = array<i64: 1, 1, 64, 256>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x28x28x64xf32> -> tensor<16x28x28x256xf32>
  %36 = net.input "s00155/in" : tensor<16x14x14x64xf32>
  %37 = net.elementwise "s00155/feed" %36 {kind = #net<elementwise sum>} : tensor<16x14x14x64xf32> -> tensor<16x14x14x64xf32>
  %38 = net.conv2d "s00155" %37 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x14x14x64xf32> -> tensor<16x14x14x64xf32>
  %39 = net.input "s00160/in" : tensor<16x28x28x64xf32>
  %40 = net.elementwise "s00160/feed" %39 {kind = #net<elementwise sum>} : tensor<16x28x28x64xf32> -> tensor<16x28x28x64xf32>
  %41 = net.conv2d "s00160" %40 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x28x28x64xf32> -> tensor<16x28x28x64xf32>
  %42 = net.input "s00161/in" : tensor<16x7x7x480xf32>
  %43 = net.elementwise "s00161/feed" %42 {kind = #net<elementwise sum>} : tensor<16x7x7x480xf32> -> tensor<16x7x7x480xf32>
  %44 = net.conv2d "s00161" %43 {bias = false, filter = array<i64: 3, 3, 480, 480>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x7x7x480xf32> -> tensor<16x7x7x480xf32>
  %45 = net.input "s00188/in" : tensor<16x24x24x96xf32>
  %46 = net.elementwise "s00188/feed" %45 {kind = #net<elementwise sum>} : tensor<16x24x24x96xf32> -> tensor<16x24x24x96xf32>
  %47 = net.conv2d "s00188" %46 {bias = false, filter = array<i64: 3, 3, 96, 96>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x24x24x96xf32> -> tensor<16x24x24x96xf32>
  %48 = net.input "s00201/in" : tensor<16x55x55x704xf32>
  %49 = net.elementwise "s00201/feed" %48 {kind = #net<elementwise sum>} : tensor<16x55x55x704xf32> -> tensor<16x55x55x704xf32>
  %50 = net.conv2d "s00201" %49 {bias = false, filter = array<i64: 1, 1, 704, 704>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x55x55x704xf32> -> tensor<16x28x28x704xf32>
  %51 = net.input "s00208/in" : tensor<16x14x14x768xf32>
  %52 = net.elementwise "s00208/feed" %51 {kind = #net<elementwise sum>} : tensor<16x14x14x768xf32> -> tensor<16x14x14x768xf32>
  %53 = net.conv2d "s00208" %52 {bias = false, filter = array<i64: 1, 1, 768, 384>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x14x14x768xf32> -> tensor<16x14x14x384xf32>
  %54 = net.input "s00212/in" : tensor<16x28x28x288xf32>
  %55 = net.elementwise "s00212/feed" %54 {kind = #net<elementwise sum>} : tensor<16x28x28x288xf32> -> tensor<16x28x28x288xf32>
  %56 = net.conv2d "s00212" %55 {bias = false, filter = array<i64: 1, 1, 288, 576>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x28x28x288xf32> -> tensor<16x28x28x576xf32>
  %57 = net.input "s00221/in" : tensor<16x56x56x384xf32>
  %58 = net.elementwise "s00221/feed" %57 {kind = #net<elementwise sum>} : tensor<16x56x56x384xf32> -> tensor<16x56x56x384xf32>
  %59 = net.conv2d "s00221" %58 {bias = false, filter = array<i64: 1, 1, 384, 96>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x56x56x384xf32> -> tensor<16x56x56x96xf32>
}
