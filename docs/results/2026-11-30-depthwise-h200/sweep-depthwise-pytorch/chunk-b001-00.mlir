net.network "chunk-b001-00" {
  %0 = net.input "s00010/in" : tensor<1x7x7x1024xf32>
  %1 = net.elementwise "s00010/feed" %0 {kind = #net<elementwise sum>} : tensor<1x7x7x1024xf32> -> tensor<1x7x7x1024xf32>
  %2 = net.conv2d "s00010" %1 {bias = false, filter = array<i64: 7, 7, 1, 1024>, groups = 1024 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<1x7x7x1024xf32> -> tensor<1x7x7x1024xf32>
  %3 = net.input "s00063/in" : tensor<1x28x28x48xf32>
  %4 = net.elementwise "s00063/feed" %3 {kind = #net<elementwise sum>} : tensor<1x28x28x48xf32> -> tensor<1x28x28x48xf32>
  %5 = net.conv2d "s00063" %4 {bias = false, filter = array<i64: 7, 7, 1, 48>, groups = 48 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<1x28x28x48xf32> -> tensor<1x28x28x48xf32>
  %6 = net.input "s00148/in" : tensor<1x38x38x200xf32>
  %7 = net.elementwise "s00148/feed" %6 {kind = #net<elementwise sum>} : tensor<1x38x38x200xf32> -> tensor<1x38x38x200xf32>
  %8 = net.conv2d "s00148" %7 {bias = false, filter = array<i64: 5, 5, 1, 200>, groups = 200 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<1x38x38x200xf32> -> tensor<1x38x38x200xf32>
  %9 = net.input "s00181/in" : tensor<1x19x19x184xf32>
  %10 = net.elementwise "s00181/feed" %9 {kind = #net<elementwise sum>} : tensor<1x19x19x184xf32> -> tensor<1x19x19x184xf32>
  %11 = net.conv2d "s00181" %10 {bias = false, filter = array<i64: 3, 3, 1, 184>, groups = 184 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<1x19x19x184xf32> -> tensor<1x10x10x184xf32>
  %12 = net.input "s00188/in" : tensor<1x14x14x672xf32>
  %13 = net.elementwise "s00188/feed" %12 {kind = #net<elementwise sum>} : tensor<1x14x14x672xf32> -> tensor<1x14x14x672xf32>
  %14 = net.conv2d "s00188" %13 {bias = false, filter = array<i64: 5, 5, 1, 672>, groups = 672 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<1x14x14x672xf32> -> tensor<1x14x14x672xf32>
  %15 = net.input "s00199/in" : tensor<1x56x56x672xf32>
  %16 = net.elementwise "s00199/feed" %15 {kind = #net<elementwise sum>} : tensor<1x56x56x672xf32> -> tensor<1x56x56x672xf32>
  %17 = net.conv2d "s00199" %16 {bias = false, filter = array<i64: 5, 5, 1, 672>, groups = 672 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<1x56x56x672xf32> -> tensor<1x28x28x672xf32>
  %18 = net.input "s00319/in" : tensor<1x28x28x480xf32>
  %19 = net.elementwise "s00319/feed" %18 {kind = #net<elementwise sum>} : tensor<1x28x28x480xf32> -> tensor<1x28x28x480xf32>
  %20 = net.conv2d "s00319" %19 {bias = false, filter = array<i64: 3, 3, 1, 480>, groups = 480 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<1x28x28x480xf32> -> tensor<1x28x28x480xf32>
}
