net.network "chunk-b032-03" {
  %0 = net.input "s00323/in" : tensor<32x7x7x384xf32>
  %1 = net.elementwise "s00323/feed" %0 {kind = #net<elementwise sum>} : tensor<32x7x7x384xf32> -> tensor<32x7x7x384xf32>
  %2 = net.conv2d "s00323" %1 {bias = false, filter = array<i64: 1, 1, 384, 192>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x384xf32> -> tensor<32x7x7x192xf32>
  %3 = net.input "s00328/in" : tensor<32x56x56x64xf32>
  %4 = net.elementwise "s00328/feed" %3 {kind = #net<elementwise sum>} : tensor<32x56x56x64xf32> -> tensor<32x56x56x64xf32>
  %5 = net.conv2d "s00328" %4 {bias = false, filter = array<i64: 1, 1, 64, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x56x56x64xf32> -> tensor<32x56x56x128xf32>
  %6 = net.input "s00333/in" : tensor<32x40x40x1920xf32>
  %7 = net.elementwise "s00333/feed" %6 {kind = #net<elementwise sum>} : tensor<32x40x40x1920xf32> -> tensor<32x40x40x1920xf32>
  %8 = net.conv2d "s00333" %7 {bias = false, filter = array<i64: 1, 1, 1920, 480>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x40x40x1920xf32> -> tensor<32x40x40x480xf32>
  %9 = net.input "s00338/in" : tensor<32x7x7x544xf32>
  %10 = net.elementwise "s00338/feed" %9 {kind = #net<elementwise sum>} : tensor<32x7x7x544xf32> -> tensor<32x7x7x544xf32>
  %11 = net.conv2d "s00338" %10 {bias = false, filter = array<i64: 3, 3, 544, 544>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x544xf32> -> tensor<32x7x7x544xf32>
  %12 = net.input "s00339/in" : tensor<32x28x28x96xf32>
  %13 = net.elementwise "s00339/feed" %12 {kind = #net<elementwise sum>} : tensor<32x28x28x96xf32> -> tensor<32x28x28x96xf32>
  %14 = net.conv2d "s00339" %13 {bias = false, filter = array<i64: 3, 3, 96, 96>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x28x28x96xf32> -> tensor<32x28x28x96xf32>
  %15 = net.input "s00341/in" : tensor<32x7x7x32xf32>
  %16 = net.elementwise "s00341/feed" %15 {kind = #net<elementwise sum>} : tensor<32x7x7x32xf32> -> tensor<32x7x7x32xf32>
  %17 = net.conv2d "s00341" %16 {bias = false, filter = array<i64: 3, 3, 32, 32>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x32xf32> -> tensor<32x7x7x32xf32>
  %18 = net.input "s00345/in" : tensor<32x27x27x1152xf32>
  %19 = net.elementwise "s00345/feed" %18 {kind = #net<elementwise sum>} : tensor<32x27x27x1152xf32> -> tensor<32x27x27x1152xf32>
  %20 = net.conv2d "s00345" %19 {bias = false, filter = array<i64: 1, 1, 1152, 288>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x27x27x1152xf32> -> tensor<32x14x14x288xf32>
  %21 = net.input "s00353/in" : tensor<32x56x56x128xf32>
  %22 = net.elementwise "s00353/feed" %21 {kind = #net<elementwise sum>} : tensor<32x56x56x128xf32> -> tensor<32x56x56x128xf32>
  %23 = net.conv2d "s00353" %22 {bias = false, filter = array<i64: 3, 3, 128, 128>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x56x56x128xf32> -> tensor<32x56x56x128xf32>
}
