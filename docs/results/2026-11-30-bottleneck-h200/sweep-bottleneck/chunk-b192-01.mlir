net.network "chunk-b192-01" {
  %0 = net.input "s00247/in" : tensor<192x14x14x128xf32>
  %1 = net.elementwise "s00247/feed" %0 {kind = #net<elementwise sum>} : tensor<192x14x14x128xf32> -> tensor<192x14x14x128xf32>
  %2 = net.conv2d "s00247" %1 {bias = false, filter = array<i64: 1, 1, 128, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x14x14x128xf32> -> tensor<192x14x14x128xf32>
  %3 = net.input "s00248/in" : tensor<192x23x23x128xf32>
  %4 = net.elementwise "s00248/feed" %3 {kind = #net<elementwise sum>} : tensor<192x23x23x128xf32> -> tensor<192x23x23x128xf32>
  %5 = net.conv2d "s00248" %4 {bias = false, filter = array<i64: 3, 3, 128, 128>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<192x23x23x128xf32> -> tensor<192x12x12x128xf32>
  %6 = net.input "s00254/in" : tensor<192x28x28x128xf32>
  %7 = net.elementwise "s00254/feed" %6 {kind = #net<elementwise sum>} : tensor<192x28x28x128xf32> -> tensor<192x28x28x128xf32>
  %8 = net.conv2d "s00254" %7 {bias = false, filter = array<i64: 1, 1, 128, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x28x28x128xf32> -> tensor<192x28x28x32xf32>
  %9 = net.input "s00282/in" : tensor<192x56x56x128xf32>
  %10 = net.elementwise "s00282/feed" %9 {kind = #net<elementwise sum>} : tensor<192x56x56x128xf32> -> tensor<192x56x56x128xf32>
  %11 = net.conv2d "s00282" %10 {bias = false, filter = array<i64: 1, 1, 128, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x56x56x128xf32> -> tensor<192x56x56x32xf32>
  %12 = net.input "s00288/in" : tensor<192x10x10x416xf32>
  %13 = net.elementwise "s00288/feed" %12 {kind = #net<elementwise sum>} : tensor<192x10x10x416xf32> -> tensor<192x10x10x416xf32>
  %14 = net.conv2d "s00288" %13 {bias = false, filter = array<i64: 3, 3, 416, 416>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x10x10x416xf32> -> tensor<192x10x10x416xf32>
  %15 = net.input "s00310/in" : tensor<192x95x95x64xf32>
  %16 = net.elementwise "s00310/feed" %15 {kind = #net<elementwise sum>} : tensor<192x95x95x64xf32> -> tensor<192x95x95x64xf32>
  %17 = net.conv2d "s00310" %16 {bias = false, filter = array<i64: 1, 1, 64, 256>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<192x95x95x64xf32> -> tensor<192x48x48x256xf32>
  %18 = net.input "s00312/in" : tensor<192x48x48x128xf32>
  %19 = net.elementwise "s00312/feed" %18 {kind = #net<elementwise sum>} : tensor<192x48x48x128xf32> -> tensor<192x48x48x128xf32>
  %20 = net.conv2d "s00312" %19 {bias = false, filter = array<i64: 1, 1, 128, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x48x48x128xf32> -> tensor<192x48x48x64xf32>
  %21 = net.input "s00343/in" : tensor<192x56x56x32xf32>
  %22 = net.elementwise "s00343/feed" %21 {kind = #net<elementwise sum>} : tensor<192x56x56x32xf32> -> tensor<192x56x56x32xf32>
  %23 = net.conv2d "s00343" %22 {bias = false, filter = array<i64: 3, 3, 32, 32>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x56x56x32xf32> -> tensor<192x56x56x32xf32>
  %24 = net.input "s00352/in" : tensor<192x56x56x32xf32>
  %25 = net.elementwise "s00352/feed" %24 {kind = #net<elementwise sum>} : tensor<192x56x56x32xf32> -> tensor<192x56x56x32xf32>
  %26 = net.conv2d "s00352" %25 {bias = false, filter = array<i64: 1, 1, 32, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<192x56x56x32xf32> -> tensor<192x56x56x64xf32>
}
