net.network "chunk-b256-00" {
  %0 = net.input "s00032/in" : tensor<256x20x20x224xf32>
  %1 = net.elementwise "s00032/feed" %0 {kind = #net<elementwise sum>} : tensor<256x20x20x224xf32> -> tensor<256x20x20x224xf32>
  %2 = net.conv2d "s00032" %1 {bias = false, filter = array<i64: 1, 1, 224, 896>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x20x20x224xf32> -> tensor<256x20x20x896xf32>
  %3 = net.input "s00034/in" : tensor<256x24x24x160xf32>
  %4 = net.elementwise "s00034/feed" %3 {kind = #net<elementwise sum>} : tensor<256x24x24x160xf32> -> tensor<256x24x24x160xf32>
  %5 = net.conv2d "s00034" %4 {bias = false, filter = array<i64: 3, 3, 160, 160>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x24x24x160xf32> -> tensor<256x24x24x160xf32>
  %6 = net.input "s00059/in" : tensor<256x7x7x256xf32>
  %7 = net.elementwise "s00059/feed" %6 {kind = #net<elementwise sum>} : tensor<256x7x7x256xf32> -> tensor<256x7x7x256xf32>
  %8 = net.conv2d "s00059" %7 {bias = false, filter = array<i64: 3, 3, 256, 256>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x7x7x256xf32> -> tensor<256x7x7x256xf32>
  %9 = net.input "s00074/in" : tensor<256x12x12x224xf32>
  %10 = net.elementwise "s00074/feed" %9 {kind = #net<elementwise sum>} : tensor<256x12x12x224xf32> -> tensor<256x12x12x224xf32>
  %11 = net.conv2d "s00074" %10 {bias = false, filter = array<i64: 1, 1, 224, 224>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x12x12x224xf32> -> tensor<256x12x12x224xf32>
  %12 = net.input "s00093/in" : tensor<256x7x7x96xf32>
  %13 = net.elementwise "s00093/feed" %12 {kind = #net<elementwise sum>} : tensor<256x7x7x96xf32> -> tensor<256x7x7x96xf32>
  %14 = net.conv2d "s00093" %13 {bias = false, filter = array<i64: 3, 3, 96, 96>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x7x7x96xf32> -> tensor<256x7x7x96xf32>
  %15 = net.input "s00098/in" : tensor<256x14x14x96xf32>
  %16 = net.elementwise "s00098/feed" %15 {kind = #net<elementwise sum>} : tensor<256x14x14x96xf32> -> tensor<256x14x14x96xf32>
  %17 = net.conv2d "s00098" %16 {bias = false, filter = array<i64: 1, 1, 96, 384>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x14x14x96xf32> -> tensor<256x14x14x384xf32>
  %18 = net.input "s00131/in" : tensor<256x28x28x128xf32>
  %19 = net.elementwise "s00131/feed" %18 {kind = #net<elementwise sum>} : tensor<256x28x28x128xf32> -> tensor<256x28x28x128xf32>
  %20 = net.conv2d "s00131" %19 {bias = false, filter = array<i64: 1, 1, 128, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x28x28x128xf32> -> tensor<256x28x28x64xf32>
  %21 = net.input "s00132/in" : tensor<256x7x7x256xf32>
  %22 = net.elementwise "s00132/feed" %21 {kind = #net<elementwise sum>} : tensor<256x7x7x256xf32> -> tensor<256x7x7x256xf32>
  %23 = net.conv2d "s00132" %22 {bias = false, filter = array<i64: 1, 1, 256, 1024>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x7x7x256xf32> -> tensor<256x7x7x1024xf32>
  %24 = net.input "s00148/in" : tensor<256x28x28x32xf32>
  %25 = net.elementwise "s00148/feed" %24 {kind = #net<elementwise sum>} : tensor<256x28x28x32xf32> -> tensor<256x28x28x32xf32>
  %26 = net.conv2d "s00148" %25 {bias = false, filter = array<i64: 3, 3, 32, 32>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x28x28x32xf32> -> tensor<256x28x28x32xf32>
  %27 = net.input "s00166/in" : tensor<256x20x20x224xf32>
  %28 = net.elementwise "s00166/feed" %27 {kind = #net<elementwise sum>} : tensor<256x20x20x224xf32> -> tensor<256x20x20x224xf32>
  %29 = net.conv2d "s00166" %28 {bias = false, filter = array<i64: 3, 3, 224, 224>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x20x20x224xf32> -> tensor<256x20x20x224xf32>
  %30 = net.input "s00173/in" : tensor<256x13x13x160xf32>
  %31 = net.elementwise "s00173/feed" %30 {kind = #net<elementwise sum>} : tensor<256x13x13x160xf32> -> tensor<256x13x13x160xf32>
  %32 = net.conv2d "s00173" %31 {bias = false, filter = array<i64: 1, 1, 160, 640>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<256x13x13x160xf32> -> tensor<256x7x7x640xf32>
  %33 = net.input "s00176/in" : tensor<256x7x7x32xf32>
  %34 = net.elementwise "s00176/feed" %33 {kind = #net<elementwise sum>} : tensor<256x7x7x32xf32> -> tensor<256x7x7x32xf32>
  %35 = net.conv2d "s00176" %34 {bias = false, filter = array<i64: 3, 3, 32, 32>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x7x7x32xf32> -> tensor<256x7x7x32xf32>
  %36 = net.input "s00220/in" : tensor<256x28x28x128xf32>
  %37 = net.elementwise "s00220/feed" %36 {kind = #net<elementwise sum>} : tensor<256x28x28x128xf32> -> tensor<256x28x28x128xf32>
  %38 = net.conv2d "s00220" %37 {bias = false, filter = array<i64: 3, 3, 128, 128>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x28x28x128xf32> -> tensor<256x28x28x128xf32>
  %39 = net.input "s00233/in" : tensor<256x14x14x32xf32>
  %40 = net.elementwise "s00233/feed" %39 {kind = #net<elementwise sum>} : tensor<256x14x14x32xf32> -> tensor<256x14x14x32xf32>
  %41 = net.conv2d "s00233" %40 {bias = false, filter = array<i64: 3, 3, 32, 32>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x14x14x32xf32> -> tensor<256x14x14x32xf32>
  %42 = net.input "s00255/in" : tensor<256x14x14x128xf32>
  %43 = net.elementwise "s00255/feed" %42 {kind = #net<elementwise sum>} : tensor<256x14x14x128xf32> -> tensor<256x14x14x128xf32>
  %44 = net.conv2d "s00255" %43 {bias = false, filter = array<i64: 1, 1, 128, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x14x14x128xf32> -> tensor<256x14x14x64xf32>
  %45 = net.input "s00296/in" : tensor<256x14x14x1664xf32>
  %46 = net.elementwise "s00296/feed" %45 {kind = #net<elementwise sum>} : tensor<256x14x14x1664xf32> -> tensor<256x14x14x1664xf32>
  %47 = net.conv2d "s00296" %46 {bias = false, filter = array<i64: 1, 1, 1664, 416>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x14x14x1664xf32> -> tensor<256x14x14x416xf32>
  %48 = net.input "s00300/in" : tensor<256x28x28x160xf32>
  %49 = net.elementwise "s00300/feed" %48 {kind = #net<elementwise sum>} : tensor<256x28x28x160xf32> -> tensor<256x28x28x160xf32>
  %50 = net.conv2d "s00300" %49 {bias = false, filter = array<i64: 3, 3, 160, 160>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x28x28x160xf32> -> tensor<256x28x28x160xf32>
  %51 = net.input "s00311/in" : tensor<256x7x7x192xf32>
  %52 = net.elementwise "s00311/feed" %51 {kind = #net<elementwise sum>} : tensor<256x7x7x192xf32> -> tensor<256x7x7x192xf32>
  %53 = net.conv2d "s00311" %52 {bias = false, filter = array<i64: 3, 3, 192, 192>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x7x7x192xf32> -> tensor<256x7x7x192xf32>
  %54 = net.input "s00319/in" : tensor<256x14x14x160xf32>
  %55 = net.elementwise "s00319/feed" %54 {kind = #net<elementwise sum>} : tensor<256x14x14x160xf32> -> tensor<256x14x14x160xf32>
  %56 = net.conv2d "s00319" %55 {bias = false, filter = array<i64: 1, 1, 160, 320>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x14x14x160xf32> -> tensor<256x14x14x320xf32>
  %57 = net.input "s00340/in" : tensor<256x7x7x64xf32>
  %58 = net.elementwise "s00340/feed" %57 {kind = #net<elementwise sum>} : tensor<256x7x7x64xf32> -> tensor<256x7x7x64xf32>
  %59 = net.conv2d "s00340" %58 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x7x7x64xf32> -> tensor<256x7x7x64xf32>
}
