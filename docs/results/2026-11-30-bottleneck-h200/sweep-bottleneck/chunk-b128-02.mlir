net.network "chunk-b128-02" {
  %0 = net.input "s00238/in" : tensor<128x24x24x32xf32>
  %1 = net.elementwise "s00238/feed" %0 {kind = #net<elementwise sum>} : tensor<128x24x24x32xf32> -> tensor<128x24x24x32xf32>
  %2 = net.conv2d "s00238" %1 {bias = false, filter = array<i64: 3, 3, 32, 32>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x24x24x32xf32> -> tensor<128x24x24x32xf32>
  %3 = net.input "s00250/in" : tensor<128x13x13x64xf32>
  %4 = net.elementwise "s00250/feed" %3 {kind = #net<elementwise sum>} : tensor<128x13x13x64xf32> -> tensor<128x13x13x64xf32>
  %5 = net.conv2d "s00250" %4 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x13x13x64xf32> -> tensor<128x7x7x64xf32>
  %6 = net.input "s00252/in" : tensor<128x20x20x416xf32>
  %7 = net.elementwise "s00252/feed" %6 {kind = #net<elementwise sum>} : tensor<128x20x20x416xf32> -> tensor<128x20x20x416xf32>
  %8 = net.conv2d "s00252" %7 {bias = false, filter = array<i64: 1, 1, 416, 1664>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x20x20x416xf32> -> tensor<128x20x20x1664xf32>
  %9 = net.input "s00265/in" : tensor<128x48x48x128xf32>
  %10 = net.elementwise "s00265/feed" %9 {kind = #net<elementwise sum>} : tensor<128x48x48x128xf32> -> tensor<128x48x48x128xf32>
  %11 = net.conv2d "s00265" %10 {bias = false, filter = array<i64: 1, 1, 128, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x48x48x128xf32> -> tensor<128x48x48x64xf32>
  %12 = net.input "s00266/in" : tensor<128x56x56x64xf32>
  %13 = net.elementwise "s00266/feed" %12 {kind = #net<elementwise sum>} : tensor<128x56x56x64xf32> -> tensor<128x56x56x64xf32>
  %14 = net.conv2d "s00266" %13 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x56x56x64xf32> -> tensor<128x56x56x64xf32>
  %15 = net.input "s00272/in" : tensor<128x14x14x832xf32>
  %16 = net.elementwise "s00272/feed" %15 {kind = #net<elementwise sum>} : tensor<128x14x14x832xf32> -> tensor<128x14x14x832xf32>
  %17 = net.conv2d "s00272" %16 {bias = false, filter = array<i64: 1, 1, 832, 416>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x832xf32> -> tensor<128x14x14x416xf32>
  %18 = net.input "s00273/in" : tensor<128x7x7x96xf32>
  %19 = net.elementwise "s00273/feed" %18 {kind = #net<elementwise sum>} : tensor<128x7x7x96xf32> -> tensor<128x7x7x96xf32>
  %20 = net.conv2d "s00273" %19 {bias = false, filter = array<i64: 1, 1, 96, 384>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x7x7x96xf32> -> tensor<128x7x7x384xf32>
  %21 = net.input "s00275/in" : tensor<128x14x14x64xf32>
  %22 = net.elementwise "s00275/feed" %21 {kind = #net<elementwise sum>} : tensor<128x14x14x64xf32> -> tensor<128x14x14x64xf32>
  %23 = net.conv2d "s00275" %22 {bias = false, filter = array<i64: 1, 1, 64, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x64xf32> -> tensor<128x14x14x32xf32>
  %24 = net.input "s00292/in" : tensor<128x14x14x128xf32>
  %25 = net.elementwise "s00292/feed" %24 {kind = #net<elementwise sum>} : tensor<128x14x14x128xf32> -> tensor<128x14x14x128xf32>
  %26 = net.conv2d "s00292" %25 {bias = false, filter = array<i64: 1, 1, 128, 512>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x128xf32> -> tensor<128x14x14x512xf32>
  %27 = net.input "s00302/in" : tensor<128x14x14x64xf32>
  %28 = net.elementwise "s00302/feed" %27 {kind = #net<elementwise sum>} : tensor<128x14x14x64xf32> -> tensor<128x14x14x64xf32>
  %29 = net.conv2d "s00302" %28 {bias = false, filter = array<i64: 1, 1, 64, 256>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x64xf32> -> tensor<128x14x14x256xf32>
  %30 = net.input "s00303/in" : tensor<128x14x14x192xf32>
  %31 = net.elementwise "s00303/feed" %30 {kind = #net<elementwise sum>} : tensor<128x14x14x192xf32> -> tensor<128x14x14x192xf32>
  %32 = net.conv2d "s00303" %31 {bias = false, filter = array<i64: 1, 1, 192, 768>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x192xf32> -> tensor<128x14x14x768xf32>
  %33 = net.input "s00306/in" : tensor<128x56x56x128xf32>
  %34 = net.elementwise "s00306/feed" %33 {kind = #net<elementwise sum>} : tensor<128x56x56x128xf32> -> tensor<128x56x56x128xf32>
  %35 = net.conv2d "s00306" %34 {bias = false, filter = array<i64: 1, 1, 128, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x56x56x128xf32> -> tensor<128x56x56x64xf32>
  %36 = net.input "s00309/in" : tensor<128x14x14x96xf32>
  %37 = net.elementwise "s00309/feed" %36 {kind = #net<elementwise sum>} : tensor<128x14x14x96xf32> -> tensor<128x14x14x96xf32>
  %38 = net.conv2d "s00309" %37 {bias = false, filter = array<i64: 3, 3, 96, 96>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x96xf32> -> tensor<128x14x14x96xf32>
  %39 = net.input "s00317/in" : tensor<128x20x20x64xf32>
  %40 = net.elementwise "s00317/feed" %39 {kind = #net<elementwise sum>} : tensor<128x20x20x64xf32> -> tensor<128x20x20x64xf32>
  %41 = net.conv2d "s00317" %40 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x20x20x64xf32> -> tensor<128x20x20x64xf32>
  %42 = net.input "s00331/in" : tensor<128x28x28x640xf32>
  %43 = net.elementwise "s00331/feed" %42 {kind = #net<elementwise sum>} : tensor<128x28x28x640xf32> -> tensor<128x28x28x640xf32>
  %44 = net.conv2d "s00331" %43 {bias = false, filter = array<i64: 1, 1, 640, 160>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x28x28x640xf32> -> tensor<128x28x28x160xf32>
  %45 = net.input "s00356/in" : tensor<128x14x14x448xf32>
  %46 = net.elementwise "s00356/feed" %45 {kind = #net<elementwise sum>} : tensor<128x14x14x448xf32> -> tensor<128x14x14x448xf32>
  %47 = net.conv2d "s00356" %46 {bias = false, filter = array<i64: 3, 3, 448, 448>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x448xf32> -> tensor<128x14x14x448xf32>
}
