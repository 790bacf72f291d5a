net.network "chunk-b096-01" {
  %0 = net.input "s00210/in" : tensor<96x28x28x256xf32>
  %1 = net.elementwise "s00210/feed" %0 {kind = #net<elementwise sum>} : tensor<96x28x28x256xf32> -> tensor<96x28x28x256xf32>
  %2 = net.conv2d "s00210" %1 {bias = false, filter = array<i64: 1, 1, 256, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x28x28x256xf32> -> tensor<96x28x28x64xf32>
  %3 = net.input "s00214/in" : tensor<96x7x7x64xf32>
  %4 = net.elementwise "s00214/feed" %3 {kind = #net<elementwise sum>} : tensor<96x7x7x64xf32> -> tensor<96x7x7x64xf32>
  %5 = net.conv2d "s00214" %4 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x7x7x64xf32> -> tensor<96x7x7x64xf32>
  %6 = net.input "s00219/in" : tensor<96x27x27x448xf32>
  %7 = net.elementwise "s00219/feed" %6 {kind = #net<elementwise sum>} : tensor<96x27x27x448xf32> -> tensor<96x27x27x448xf32>
  %8 = net.conv2d "s00219" %7 {bias = false, filter = array<i64: 3, 3, 448, 448>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<96x27x27x448xf32> -> tensor<96x14x14x448xf32>
  %9 = net.input "s00229/in" : tensor<96x12x12x448xf32>
  %10 = net.elementwise "s00229/feed" %9 {kind = #net<elementwise sum>} : tensor<96x12x12x448xf32> -> tensor<96x12x12x448xf32>
  %11 = net.conv2d "s00229" %10 {bias = false, filter = array<i64: 1, 1, 448, 1792>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x12x12x448xf32> -> tensor<96x12x12x1792xf32>
  %12 = net.input "s00237/in" : tensor<96x7x7x864xf32>
  %13 = net.elementwise "s00237/feed" %12 {kind = #net<elementwise sum>} : tensor<96x7x7x864xf32> -> tensor<96x7x7x864xf32>
  %14 = net.conv2d "s00237" %13 {bias = false, filter = array<i64: 3, 3, 864, 864>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x7x7x864xf32> -> tensor<96x7x7x864xf32>
  %15 = net.input "s00242/in" : tensor<96x40x40x512xf32>
  %16 = net.elementwise "s00242/feed" %15 {kind = #net<elementwise sum>} : tensor<96x40x40x512xf32> -> tensor<96x40x40x512xf32>
  %17 = net.conv2d "s00242" %16 {bias = false, filter = array<i64: 1, 1, 512, 256>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x40x40x512xf32> -> tensor<96x40x40x256xf32>
  %18 = net.input "s00244/in" : tensor<96x28x28x192xf32>
  %19 = net.elementwise "s00244/feed" %18 {kind = #net<elementwise sum>} : tensor<96x28x28x192xf32> -> tensor<96x28x28x192xf32>
  %20 = net.conv2d "s00244" %19 {bias = false, filter = array<i64: 3, 3, 192, 192>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x28x28x192xf32> -> tensor<96x28x28x192xf32>
  %21 = net.input "s00268/in" : tensor<96x14x14x704xf32>
  %22 = net.elementwise "s00268/feed" %21 {kind = #net<elementwise sum>} : tensor<96x14x14x704xf32> -> tensor<96x14x14x704xf32>
  %23 = net.conv2d "s00268" %22 {bias = false, filter = array<i64: 1, 1, 704, 704>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x14x14x704xf32> -> tensor<96x14x14x704xf32>
  %24 = net.input "s00274/in" : tensor<96x47x47x320xf32>
  %25 = net.elementwise "s00274/feed" %24 {kind = #net<elementwise sum>} : tensor<96x47x47x320xf32> -> tensor<96x47x47x320xf32>
  %26 = net.conv2d "s00274" %25 {bias = false, filter = array<i64: 1, 1, 320, 1280>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<96x47x47x320xf32> -> tensor<96x24x24x1280xf32>
  %27 = net.input "s00326/in" : tensor<96x7x7x256xf32>
  %28 = net.elementwise "s00326/feed" %27 {kind = #net<elementwise sum>} : tensor<96x7x7x256xf32> -> tensor<96x7x7x256xf32>
  %29 = net.conv2d "s00326" %28 {bias = false, filter = array<i64: 1, 1, 256, 512>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x7x7x256xf32> -> tensor<96x7x7x512xf32>
  %30 = net.input "s00330/in" : tensor<96x13x13x384xf32>
  %31 = net.elementwise "s00330/feed" %30 {kind = #net<elementwise sum>} : tensor<96x13x13x384xf32> -> tensor<96x13x13x384xf32>
  %32 = net.conv2d "s00330" %31 {bias = false, filter = array<i64: 3, 3, 384, 384>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<96x13x13x384xf32> -> tensor<96x7x7x384xf32>
  %33 = net.input "s00332/in" : tensor<96x10x10x288xf32>
  %34 = net.elementwise "s00332/feed" %33 {kind = #net<elementwise sum>} : tensor<96x10x10x288xf32> -> tensor<96x10x10x288xf32>
  %35 = net.conv2d "s00332" %34 {bias = false, filter = array<i64: 1, 1, 288, 576>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x10x10x288xf32> -> tensor<96x10x10x576xf32>
  %36 = net.input "s00334/in" : tensor<96x7x7x96xf32>
  %37 = net.elementwise "s00334/feed" %36 {kind = #net<elementwise sum>} : tensor<96x7x7x96xf32> -> tensor<96x7x7x96xf32>
  %38 = net.conv2d "s00334" %37 {bias = false, filter = array<i64: 1, 1, 96, 96>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x7x7x96xf32> -> tensor<96x7x7x96xf32>
  %39 = net.input "s00335/in" : tensor<96x24x24x640xf32>
  %40 = net.elementwise "s00335/feed" %39 {kind = #net<elementwise sum>} : tensor<96x24x24x640xf32> -> tensor<96x24x24x640xf32>
  %41 = net.conv2d "s00335" %40 {bias = false, filter = array<i64: 1, 1, 640, 320>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x24x24x640xf32> -> tensor<96x24x24x320xf32>
  %42 = net.input "s00342/in" : tensor<96x7x7x576xf32>
  %43 = net.elementwise "s00342/feed" %42 {kind = #net<elementwise sum>} : tensor<96x7x7x576xf32> -> tensor<96x7x7x576xf32>
  %44 = net.conv2d "s00342" %43 {bias = false, filter = array<i64: 1, 1, 576, 576>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<96x7x7x576xf32> -> tensor<96x7x7x576xf32>
}
