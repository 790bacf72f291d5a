net.network "chunk-b192-00" {
  %0 = net.input "s00013/in" : tensor<192x24x24x160xf32>
  %1 = net.elementwise "s00013/feed" %0 {kind = #net<elementwise sum>} : tensor<192x24x24x160xf32> -> tensor<192x24x24x160xf32>
  %2 = net.conv2d "s00013" %1 {bias = false, filter = array<i64: 1, 1, 160, 640>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x24x24x160xf32> -> tensor<192x24x24x640xf32>
  %3 = net.input "s00014/in" : tensor<192x14x14x352xf32>
  %4 = net.elementwise "s00014/feed" %3 {kind = #net<elementwise sum>} : tensor<192x14x14x352xf32> -> tensor<192x14x14x352xf32>
  %5 = net.conv2d "s00014" %4 {bias = false, filter = array<i64: 3, 3, 352, 352>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x14x14x352xf32> -> tensor<192x14x14x352xf32>
  %6 = net.input "s00036/in" : tensor<192x28x28x64xf32>
  %7 = net.elementwise "s00036/feed" %6 {kind = #net<elementwise sum>} : tensor<192x28x28x64xf32> -> tensor<192x28x28x64xf32>
  %8 = net.conv2d "s00036" %7 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x28x28x64xf32> -> tensor<192x28x28x64xf32>
  %9 = net.input "s00052/in" : tensor<192x24x24x1024xf32>
  %10 = net.elementwise "s00052/feed" %9 {kind = #net<elementwise sum>} : tensor<192x24x24x1024xf32> -> tensor<192x24x24x1024xf32>
  %11 = net.conv2d "s00052" %10 {bias = false, filter = array<i64: 1, 1, 1024, 256>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x24x24x1024xf32> -> tensor<192x24x24x256xf32>
  %12 = net.input "s00073/in" : tensor<192x39x39x192xf32>
  %13 = net.elementwise "s00073/feed" %12 {kind = #net<elementwise sum>} : tensor<192x39x39x192xf32> -> tensor<192x39x39x192xf32>
  %14 = net.conv2d "s00073" %13 {bias = false, filter = array<i64: 1, 1, 192, 384>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<192x39x39x192xf32> -> tensor<192x20x20x384xf32>
  %15 = net.input "s00096/in" : tensor<192x7x7x576xf32>
  %16 = net.elementwise "s00096/feed" %15 {kind = #net<elementwise sum>} : tensor<192x7x7x576xf32> -> tensor<192x7x7x576xf32>
  %17 = net.conv2d "s00096" %16 {bias = false, filter = array<i64: 3, 3, 576, 576>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x7x7x576xf32> -> tensor<192x7x7x576xf32>
  %18 = net.input "s00103/in" : tensor<192x20x20x192xf32>
  %19 = net.elementwise "s00103/feed" %18 {kind = #net<elementwise sum>} : tensor<192x20x20x192xf32> -> tensor<192x20x20x192xf32>
  %20 = net.conv2d "s00103" %19 {bias = false, filter = array<i64: 1, 1, 192, 96>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x20x20x192xf32> -> tensor<192x20x20x96xf32>
  %21 = net.input "s00113/in" : tensor<192x7x7x160xf32>
  %22 = net.elementwise "s00113/feed" %21 {kind = #net<elementwise sum>} : tensor<192x7x7x160xf32> -> tensor<192x7x7x160xf32>
  %23 = net.conv2d "s00113" %22 {bias = false, filter = array<i64: 3, 3, 160, 160>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x7x7x160xf32> -> tensor<192x7x7x160xf32>
  %24 = net.input "s00117/in" : tensor<192x14x14x160xf32>
  %25 = net.elementwise "s00117/feed" %24 {kind = #net<elementwise sum>} : tensor<192x14x14x160xf32> -> tensor<192x14x14x160xf32>
  %26 = net.conv2d "s00117" %25 {bias = false, filter = array<i64: 1, 1, 160, 160>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x14x14x160xf32> -> tensor<192x14x14x160xf32>
  %27 = net.input "s00119/in" : tensor<192x14x14x96xf32>
  %28 = net.elementwise "s00119/feed" %27 {kind = #net<elementwise sum>} : tensor<192x14x14x96xf32> -> tensor<192x14x14x96xf32>
  %29 = net.conv2d "s00119" %28 {bias = false, filter = array<i64: 3, 3, 96, 96>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x14x14x96xf32> -> tensor<192x14x14x96xf32>
  %30 = net.input "s00134/in" : tensor<192x28x28x64xf32>
  %31 = net.elementwise "s00134/feed" %30 {kind = #net<elementwise sum>} : tensor<192x28x28x64xf32> -> tensor<192x28x28x64xf32>
  %32 = net.conv2d "s00134" %31 {bias = false, filter = array<i64: 1, 1, 64, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x28x28x64xf32> -> tensor<192x28x28x32xf32>
  %33 = net.input "s00141/in" : tensor<192x13x13x128xf32>
  %34 = net.elementwise "s00141/feed" %33 {kind = #net<elementwise sum>} : tensor<192x13x13x128xf32> -> tensor<192x13x13x128xf32>
  %35 = net.conv2d "s00141" %34 {bias = false, filter = array<i64: 1, 1, 128, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<192x13x13x128xf32> -> tensor<192x7x7x64xf32>
  %36 = net.input "s00151/in" : tensor<192x28x28x160xf32>
  %37 = net.elementwise "s00151/feed" %36 {kind = #net<elementwise sum>} : tensor<192x28x28x160xf32> -> tensor<192x28x28x160xf32>
  %38 = net.conv2d "s00151" %37 {bias = false, filter = array<i64: 1, 1, 160, 640>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x28x28x160xf32> -> tensor<192x28x28x640xf32>
  %39 = net.input "s00152/in" : tensor<192x13x13x352xf32>
  %40 = net.elementwise "s00152/feed" %39 {kind = #net<elementwise sum>} : tensor<192x13x13x352xf32> -> tensor<192x13x13x352xf32>
  %41 = net.conv2d "s00152" %40 {bias = false, filter = array<i64: 1, 1, 352, 704>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<192x13x13x352xf32> -> tensor<192x7x7x704xf32>
  %42 = net.input "s00186/in" : tensor<192x12x12x1856xf32>
  %43 = net.elementwise "s00186/feed" %42 {kind = #net<elementwise sum>} : tensor<192x12x12x1856xf32> -> tensor<192x12x12x1856xf32>
  %44 = net.conv2d "s00186" %43 {bias = false, filter = array<i64: 1, 1, 1856, 928>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x12x12x1856xf32> -> tensor<192x12x12x928xf32>
  %45 = net.input "s00192/in" : tensor<192x28x28x160xf32>
  %46 = net.elementwise "s00192/feed" %45 {kind = #net<elementwise sum>} : tensor<192x28x28x160xf32> -> tensor<192x28x28x160xf32>
  %47 = net.conv2d "s00192" %46 {bias = false, filter = array<i64: 1, 1, 160, 320>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x28x28x160xf32> -> tensor<192x28x28x320xf32>
  %48 = net.input "s00202/in" : tensor<192x56x56x96xf32>
  %49 = net.elementwise "s00202/feed" %48 {kind = #net<elementwise sum>} : tensor<192x56x56x96xf32> -> tensor<192x56x56x96xf32>
  %50 = net.conv2d "s00202" %49 {bias = false, filter = array<i64: 3, 3, 96, 96>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x56x56x96xf32> -> tensor<192x56x56x96xf32>
  %51 = net.input "s00222/in" : tensor<192x13x13x32xf32>
  %52 = net.elementwise "s00222/feed" %51 {kind = #net<elementwise sum>} : tensor<192x13x13x32xf32> -> tensor<192x13x13x32xf32>
  %53 = net.conv2d "s00222" %52 {bias = false, filter = array<i64: 1, 1, 32, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<192x13x13x32xf32> -> tensor<192x7x7x64xf32>
  %54 = net.input "s00232/in" : tensor<192x56x56x64xf32>
  %55 = net.elementwise "s00232/feed" %54 {kind = #net<elementwise sum>} : tensor<192x56x56x64xf32> -> tensor<192x56x56x64xf32>
  %56 = net.conv2d "s00232" %55 {bias = false, filter = array<i64: 1, 1, 64, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x56x56x64xf32> -> tensor<192x56x56x64xf32>
  %57 = net.input "s00240/in" : tensor<192x7x7x2048xf32>
  %58 = net.elementwise "s00240/feed" %57 {kind = #net<elementwise sum>} : tensor<192x7x7x2048xf32> -> tensor<192x7x7x2048xf32>
  %59 = net.conv2d "s00240" %58 {bias = false, filter = array<i64: 1, 1, 2048, 512>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x7x7x2048xf32> -> tensor<192x7x7x512xf32>
}
