net.network "chunk-b128-01" {
  %0 = net.input "s00127/in" : tensor<128x19x19x576xf32>
  %1 = net.elementwise "s00127/feed" %0 {kind = #net<elementwise sum>} : tensor<128x19x19x576xf32> -> tensor<128x19x19x576xf32>
  %2 = net.conv2d "s00127" %1 {bias = false, filter = array<i64: 1, 1, 576, 288>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x19x19x576xf32> -> tensor<128x10x10x288xf32>
  %3 = net.input "s00128/in" : tensor<128x19x19x1024xf32>
  %4 = net.elementwise "s00128/feed" %3 {kind = #net<elementwise sum>} : tensor<128x19x19x1024xf32> -> tensor<128x19x19x1024xf32>
  %5 = net.conv2d "s00128" %4 {bias = false, filter = array<i64: 1, 1, 1024, 512>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x19x19x1024xf32> -> tensor<128x10x10x512xf32>
  %6 = net.input "s00133/in" : tensor<128x24x24x64xf32>
  %7 = net.elementwise "s00133/feed" %6 {kind = #net<elementwise sum>} : tensor<128x24x24x64xf32> -> tensor<128x24x24x64xf32>
  %8 = net.conv2d "s00133" %7 {bias = false, filter = array<i64: 1, 1, 64, 256>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x24x24x64xf32> -> tensor<128x24x24x256xf32>
  %9 = net.input "s00137/in" : tensor<128x55x55x160xf32>
  %10 = net.elementwise "s00137/feed" %9 {kind = #net<elementwise sum>} : tensor<128x55x55x160xf32> -> tensor<128x55x55x160xf32>
  %11 = net.conv2d "s00137" %10 {bias = false, filter = array<i64: 3, 3, 160, 160>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x55x55x160xf32> -> tensor<128x28x28x160xf32>
  %12 = net.input "s00142/in" : tensor<128x14x14x160xf32>
  %13 = net.elementwise "s00142/feed" %12 {kind = #net<elementwise sum>} : tensor<128x14x14x160xf32> -> tensor<128x14x14x160xf32>
  %14 = net.conv2d "s00142" %13 {bias = false, filter = array<i64: 3, 3, 160, 160>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x160xf32> -> tensor<128x14x14x160xf32>
  %15 = net.input "s00145/in" : tensor<128x27x27x1024xf32>
  %16 = net.elementwise "s00145/feed" %15 {kind = #net<elementwise sum>} : tensor<128x27x27x1024xf32> -> tensor<128x27x27x1024xf32>
  %17 = net.conv2d "s00145" %16 {bias = false, filter = array<i64: 1, 1, 1024, 256>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x27x27x1024xf32> -> tensor<128x14x14x256xf32>
  %18 = net.input "s00147/in" : tensor<128x7x7x32xf32>
  %19 = net.elementwise "s00147/feed" %18 {kind = #net<elementwise sum>} : tensor<128x7x7x32xf32> -> tensor<128x7x7x32xf32>
  %20 = net.conv2d "s00147" %19 {bias = false, filter = array<i64: 3, 3, 32, 32>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x7x7x32xf32> -> tensor<128x7x7x32xf32>
  %21 = net.input "s00174/in" : tensor<128x14x14x384xf32>
  %22 = net.elementwise "s00174/feed" %21 {kind = #net<elementwise sum>} : tensor<128x14x14x384xf32> -> tensor<128x14x14x384xf32>
  %23 = net.conv2d "s00174" %22 {bias = false, filter = array<i64: 3, 3, 384, 384>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x384xf32> -> tensor<128x14x14x384xf32>
  %24 = net.input "s00175/in" : tensor<128x7x7x416xf32>
  %25 = net.elementwise "s00175/feed" %24 {kind = #net<elementwise sum>} : tensor<128x7x7x416xf32> -> tensor<128x7x7x416xf32>
  %26 = net.conv2d "s00175" %25 {bias = false, filter = array<i64: 3, 3, 416, 416>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x7x7x416xf32> -> tensor<128x7x7x416xf32>
  %27 = net.input "s00180/in" : tensor<128x14x14x128xf32>
  %28 = net.elementwise "s00180/feed" %27 {kind = #net<elementwise sum>} : tensor<128x14x14x128xf32> -> tensor<128x14x14x128xf32>
  %29 = net.conv2d "s00180" %28 {bias = false, filter = array<i64: 1, 1, 128, 256>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x128xf32> -> tensor<128x14x14x256xf32>
  %30 = net.input "s00194/in" : tensor<128x24x24x192xf32>
  %31 = net.elementwise "s00194/feed" %30 {kind = #net<elementwise sum>} : tensor<128x24x24x192xf32> -> tensor<128x24x24x192xf32>
  %32 = net.conv2d "s00194" %31 {bias = false, filter = array<i64: 1, 1, 192, 192>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x24x24x192xf32> -> tensor<128x24x24x192xf32>
  %33 = net.input "s00205/in" : tensor<128x23x23x640xf32>
  %34 = net.elementwise "s00205/feed" %33 {kind = #net<elementwise sum>} : tensor<128x23x23x640xf32> -> tensor<128x23x23x640xf32>
  %35 = net.conv2d "s00205" %34 {bias = false, filter = array<i64: 1, 1, 640, 1280>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x23x23x640xf32> -> tensor<128x12x12x1280xf32>
  %36 = net.input "s00206/in" : tensor<128x40x40x160xf32>
  %37 = net.elementwise "s00206/feed" %36 {kind = #net<elementwise sum>} : tensor<128x40x40x160xf32> -> tensor<128x40x40x160xf32>
  %38 = net.conv2d "s00206" %37 {bias = false, filter = array<i64: 3, 3, 160, 160>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x40x40x160xf32> -> tensor<128x40x40x160xf32>
  %39 = net.input "s00207/in" : tensor<128x13x13x96xf32>
  %40 = net.elementwise "s00207/feed" %39 {kind = #net<elementwise sum>} : tensor<128x13x13x96xf32> -> tensor<128x13x13x96xf32>
  %41 = net.conv2d "s00207" %40 {bias = false, filter = array<i64: 3, 3, 96, 96>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x13x13x96xf32> -> tensor<128x7x7x96xf32>
  %42 = net.input "s00209/in" : tensor<128x48x48x256xf32>
  %43 = net.elementwise "s00209/feed" %42 {kind = #net<elementwise sum>} : tensor<128x48x48x256xf32> -> tensor<128x48x48x256xf32>
  %44 = net.conv2d "s00209" %43 {bias = false, filter = array<i64: 1, 1, 256, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x48x48x256xf32> -> tensor<128x48x48x128xf32>
  %45 = net.input "s00213/in" : tensor<128x7x7x768xf32>
  %46 = net.elementwise "s00213/feed" %45 {kind = #net<elementwise sum>} : tensor<128x7x7x768xf32> -> tensor<128x7x7x768xf32>
  %47 = net.conv2d "s00213" %46 {bias = false, filter = array<i64: 1, 1, 768, 384>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x7x7x768xf32> -> tensor<128x7x7x384xf32>
  %48 = net.input "s00217/in" : tensor<128x14x14x896xf32>
  %49 = net.elementwise "s00217/feed" %48 {kind = #net<elementwise sum>} : tensor<128x14x14x896xf32> -> tensor<128x14x14x896xf32>
  %50 = net.conv2d "s00217" %49 {bias = false, filter = array<i64: 1, 1, 896, 224>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x896xf32> -> tensor<128x14x14x224xf32>
  %51 = net.input "s00218/in" : tensor<128x12x12x448xf32>
  %52 = net.elementwise "s00218/feed" %51 {kind = #net<elementwise sum>} : tensor<128x12x12x448xf32> -> tensor<128x12x12x448xf32>
  %53 = net.conv2d "s00218" %52 {bias = false, filter = array<i64: 1, 1, 448, 896>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x12x12x448xf32> -> tensor<128x12x12x896xf32>
  %54 = net.input "s00225/in" : tensor<128x39x39x32xf32>
  %55 = net.elementwise "s00225/feed" %54 {kind = #net<elementwise sum>} : tensor<128x39x39x32xf32> -> tensor<128x39x39x32xf32>
  %56 = net.conv2d "s00225" %55 {bias = false, filter = array<i64: 1, 1, 32, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x39x39x32xf32> -> tensor<128x20x20x32xf32>
  %57 = net.input "s00226/in" : tensor<128x14x14x96xf32>
  %58 = net.elementwise "s00226/feed" %57 {kind = #net<elementwise sum>} : tensor<128x14x14x96xf32> -> tensor<128x14x14x96xf32>
  %59 = net.conv2d "s00226" %58 {bias = false, filter = array<i64: 1, 1, 96, 384>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x96xf32> -> tensor<128x14x14x384xf32>
}
