net.network "chunk-b002-00" {
  %0 = net.input "s00007/in" : tensor<2x17x17x960xf32>
  %1 = net.elementwise "s00007/feed" %0 {kind = #net<elementwise sum>} : tensor<2x17x17x960xf32> -> tensor<2x17x17x960xf32>
  %2 = net.max_pool "s00007" %1 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<2x17x17x960xf32> -> tensor<2x9x9x960xf32>
  %3 = net.input "s00081/in" : tensor<2x38x38x256xf32>
  %4 = net.elementwise "s00081/feed" %3 {kind = #net<elementwise sum>} : tensor<2x38x38x256xf32> -> tensor<2x38x38x256xf32>
  %5 = net.avg_pool "s00081" %4 {ksize = array<i64: 38, 38>, padding = #net<padding valid>, strides = array<i64: 38, 38>} : tensor<2x38x38x256xf32> -> tensor<2x1x1x256xf32>
  %6 = net.input "s00143/in" : tensor<2x224x224x128xf32>
  %7 = net.elementwise "s00143/feed" %6 {kind = #net<elementwise sum>} : tensor<2x224x224x128xf32> -> tensor<2x224x224x128xf32>
  %8 = net.max_pool "s00143" %7 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<2x224x224x128xf32> -> tensor<2x224x224x128xf32>
  %9 = net.input "s00148/in" : tensor<2x56x56x256xf32>
  %10 = net.elementwise "s00148/feed" %9 {kind = #net<elementwise sum>} : tensor<2x56x56x256xf32> -> tensor<2x56x56x256xf32>
  %11 = net.max_pool "s00148" %10 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<2x56x56x256xf32> -> tensor<2x28x28x256xf32>
  %12 = net.input "s00149/in" : tensor<2x56x56x48xf32>
  %13 = net.elementwise "s00149/feed" %12 {kind = #net<elementwise sum>} : tensor<2x56x56x48xf32> -> tensor<2x56x56x48xf32>
  %14 = net.max_pool "s00149" %13 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<2x56x56x48xf32> -> tensor<2x28x28x48xf32>
  %15 = net.input "s00299/in" : tensor<2x28x28x512xf32>
  %16 = net.elementwise "s00299/feed" %15 {kind = #net<elementwise sum>} : tensor<2x28x28x512xf32> -> tensor<2x28x28x512xf32>
  %17 = net.avg_pool "s00299" %16 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<2x28x28x512xf32> -> tensor<2x1x1x512xf32>
  %18 = net.input "s00323/in" : tensor<2x28x28x768xf32>
  %19 = net.elementwise "s00323/feed" %18 {kind = #net<elementwise sum>} : tensor<2x28x28x768xf32> -> tensor<2x28x28x768xf32>
  %20 = net.avg_pool "s00323" %19 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<2x28x28x768xf32> -> tensor<2x1x1x768xf32>
  %21 = net.input "s00362/in" : tensor<2x8x8x128xf32>
  %22 = net.elementwise "s00362/feed" %21 {kind = #net<elementwise sum>} : tensor<2x8x8x128xf32> -> tensor<2x8x8x128xf32>
  %23 = net.max_pool "s00362" %22 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<2x8x8x128xf32> -> tensor<2x4x4x128xf32>
  %24 = net.input "s00363/in" : tensor<2x7x7x512xf32>
  %25 = net.elementwise "s00363/feed" %24 {kind = #net<elementwise sum>} : tensor<2x7x7x512xf32> -> tensor<2x7x7x512xf32>
  %26 = net.avg_pool "s00363" %25 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<2x7x7x512xf32> -> tensor<2x1x1x512xf32>
  %27 = net.input "s00376/in" : tensor<2x14x14x128xf32>
  %28 = net.elementwise "s00376/feed" %27 {kind = #net<elementwise sum>} : tensor<2x14x14x128xf32> -> tensor<2x14x14x128xf32>
  %29 = net.max_pool "s00376" %28 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<2x14x14x128xf32> -> tensor<2x7x7x128xf32>
}
