net.network "chunk-b128-00" {
  %0 = net.input "s00015/in" : tensor<128x7x7x448xf32>
  %1 = net.elementwise "s00015/feed" %0 {kind = #net<elementwise sum>} : tensor<128x7x7x448xf32> -> tensor<128x7x7x448xf32>
  %2 = net.conv2d "s00015" %1 {bias = false, filter = array<i64: 3, 3, 448, 448>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x7x7x448xf32> -> tensor<128x7x7x448xf32>
  %3 = net.input "s00020/in" : tensor<128x20x20x128xf32>
  %4 = net.elementwise "s00020/feed" %3 {kind = #net<elementwise sum>} : tensor<128x20x20x128xf32> -> tensor<128x20x20x128xf32>
  %5 = net.conv2d "s00020" %4 {bias = false, filter = array<i64: 1, 1, 128, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x20x20x128xf32> -> tensor<128x20x20x128xf32>
  %6 = net.input "s00021/in" : tensor<128x20x20x96xf32>
  %7 = net.elementwise "s00021/feed" %6 {kind = #net<elementwise sum>} : tensor<128x20x20x96xf32> -> tensor<128x20x20x96xf32>
  %8 = net.conv2d "s00021" %7 {bias = false, filter = array<i64: 1, 1, 96, 96>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x20x20x96xf32> -> tensor<128x20x20x96xf32>
  %9 = net.input "s00027/in" : tensor<128x14x14x512xf32>
  %10 = net.elementwise "s00027/feed" %9 {kind = #net<elementwise sum>} : tensor<128x14x14x512xf32> -> tensor<128x14x14x512xf32>
  %11 = net.conv2d "s00027" %10 {bias = false, filter = array<i64: 1, 1, 512, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x512xf32> -> tensor<128x14x14x128xf32>
  %12 = net.input "s00039/in" : tensor<128x7x7x320xf32>
  %13 = net.elementwise "s00039/feed" %12 {kind = #net<elementwise sum>} : tensor<128x7x7x320xf32> -> tensor<128x7x7x320xf32>
  %14 = net.conv2d "s00039" %13 {bias = false, filter = array<i64: 1, 1, 320, 160>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x7x7x320xf32> -> tensor<128x7x7x160xf32>
  %15 = net.input "s00042/in" : tensor<128x28x28x32xf32>
  %16 = net.elementwise "s00042/feed" %15 {kind = #net<elementwise sum>} : tensor<128x28x28x32xf32> -> tensor<128x28x28x32xf32>
  %17 = net.conv2d "s00042" %16 {bias = false, filter = array<i64: 3, 3, 32, 32>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x28x28x32xf32> -> tensor<128x28x28x32xf32>
  %18 = net.input "s00044/in" : tensor<128x7x7x736xf32>
  %19 = net.elementwise "s00044/feed" %18 {kind = #net<elementwise sum>} : tensor<128x7x7x736xf32> -> tensor<128x7x7x736xf32>
  %20 = net.conv2d "s00044" %19 {bias = false, filter = array<i64: 1, 1, 736, 736>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x7x7x736xf32> -> tensor<128x7x7x736xf32>
  %21 = net.input "s00045/in" : tensor<128x20x20x32xf32>
  %22 = net.elementwise "s00045/feed" %21 {kind = #net<elementwise sum>} : tensor<128x20x20x32xf32> -> tensor<128x20x20x32xf32>
  %23 = net.conv2d "s00045" %22 {bias = false, filter = array<i64: 3, 3, 32, 32>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x20x20x32xf32> -> tensor<128x20x20x32xf32>
  %24 = net.input "s00058/in" : tensor<128x7x7x96xf32>
  %25 = net.elementwise "s00058/feed" %24 {kind = #net<elementwise sum>} : tensor<128x7x7x96xf32> -> tensor<128x7x7x96xf32>
  %26 = net.conv2d "s00058" %25 {bias = false, filter = array<i64: 3, 3, 96, 96>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x7x7x96xf32> -> tensor<128x7x7x96xf32>
  %27 = net.input "s00067/in" : tensor<128x28x28x96xf32>
  %28 = net.elementwise "s00067/feed" %27 {kind = #net<elementwise sum>} : tensor<128x28x28x96xf32> -> tensor<128x28x28x96xf32>
  %29 = net.conv2d "s00067" %28 {bias = false, filter = array<i64: 3, 3, 96, 96>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x28x28x96xf32> -> tensor<128x28x28x96xf32>
  %30 = net.input "s00069/in" : tensor<128x14x14x160xf32>
  %31 = net.elementwise "s00069/feed" %30 {kind = #net<elementwise sum>} : tensor<128x14x14x160xf32> -> tensor<128x14x14x160xf32>
  %32 = net.conv2d "s00069" %31 {bias = false, filter = array<i64: 1, 1, 160, 160>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x160xf32> -> tensor<128x14x14x160xf32>
  %33 = net.input "s00070/in" : tensor<128x27x27x352xf32>
  %34 = net.elementwise "s00070/feed" %33 {kind = #net<elementwise sum>} : tensor<128x27x27x352xf32> -> tensor<128x27x27x352xf32>
  %35 = net.conv2d "s00070" %34 {bias = false, filter = array<i64: 3, 3, 352, 352>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x27x27x352xf32> -> tensor<128x14x14x352xf32>
  %36 = net.input "s00076/in" : tensor<128x20x20x128xf32>
  %37 = net.elementwise "s00076/feed" %36 {kind = #net<elementwise sum>} : tensor<128x20x20x128xf32> -> tensor<128x20x20x128xf32>
  %38 = net.conv2d "s00076" %37 {bias = false, filter = array<i64: 1, 1, 128, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x20x20x128xf32> -> tensor<128x20x20x32xf32>
  %39 = net.input "s00091/in" : tensor<128x56x56x96xf32>
  %40 = net.elementwise "s00091/feed" %39 {kind = #net<elementwise sum>} : tensor<128x56x56x96xf32> -> tensor<128x56x56x96xf32>
  %41 = net.conv2d "s00091" %40 {bias = false, filter = array<i64: 3, 3, 96, 96>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x56x56x96xf32> -> tensor<128x56x56x96xf32>
  %42 = net.input "s00104/in" : tensor<128x20x20x192xf32>
  %43 = net.elementwise "s00104/feed" %42 {kind = #net<elementwise sum>} : tensor<128x20x20x192xf32> -> tensor<128x20x20x192xf32>
  %44 = net.conv2d "s00104" %43 {bias = false, filter = array<i64: 3, 3, 192, 192>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x20x20x192xf32> -> tensor<128x20x20x192xf32>
  %45 = net.input "s00107/in" : tensor<128x14x14x32xf32>
  %46 = net.elementwise "s00107/feed" %45 {kind = #net<elementwise sum>} : tensor<128x14x14x32xf32> -> tensor<128x14x14x32xf32>
  %47 = net.conv2d "s00107" %46 {bias = false, filter = array<i64: 3, 3, 32, 32>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x32xf32> -> tensor<128x14x14x32xf32>
  %48 = net.input "s00108/in" : tensor<128x56x56x256xf32>
  %49 = net.elementwise "s00108/feed" %48 {kind = #net<elementwise sum>} : tensor<128x56x56x256xf32> -> tensor<128x56x56x256xf32>
  %50 = net.conv2d "s00108" %49 {bias = false, filter = array<i64: 1, 1, 256, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x56x56x256xf32> -> tensor<128x56x56x64xf32>
  %51 = net.input "s00123/in" : tensor<128x14x14x64xf32>
  %52 = net.elementwise "s00123/feed" %51 {kind = #net<elementwise sum>} : tensor<128x14x14x64xf32> -> tensor<128x14x14x64xf32>
  %53 = net.conv2d "s00123" %52 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x64xf32> -> tensor<128x14x14x64xf32>
  %54 = net.input "s00124/in" : tensor<128x28x28x256xf32>
  %55 = net.elementwise "s00124/feed" %54 {kind = #net<elementwise sum>} : tensor<128x28x28x256xf32> -> tensor<128x28x28x256xf32>
  %56 = net.conv2d "s00124" %55 {bias = false, filter = array<i64: 1, 1, 256, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x28x28x256xf32> -> tensor<128x28x28x64xf32>
  %57 = net.input "s00125/in" : tensor<128x20x20x64xf32>
  %58 = net.elementwise "s00125/feed" %57 {kind = #net<elementwise sum>} : tensor<128x20x20x64xf32> -> tensor<128x20x20x64xf32>
  %59 = net.conv2d "s00125" %58 {bias = false, filter = array<i64: 1, 1, 64, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x20x20x64xf32> -> tensor<128x20x20x128xf32>
}
