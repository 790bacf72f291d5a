net.network "chunk-b002-00" {
  %0 = net.input "s00066/in" : tensor<2x7x7x1024xf32>
  %1 = net.elementwise "s00066/feed" %0 {kind = #net<elementwise sum>} : tensor<2x7x7x1024xf32> -> tensor<2x7x7x1024xf32>
  %2 = net.max_pool "s00066" %1 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<2x7x7x1024xf32> -> tensor<2x3x3x1024xf32>
  %3 = net.input "s00079/in" : tensor<2x56x56x64xf32>
  %4 = net.elementwise "s00079/feed" %3 {kind = #net<elementwise sum>} : tensor<2x56x56x64xf32> -> tensor<2x56x56x64xf32>
  %5 = net.max_pool "s00079" %4 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<2x56x56x64xf32> -> tensor<2x27x27x64xf32>
  %6 = net.input "s00120/in" : tensor<2x55x55x768xf32>
  %7 = net.elementwise "s00120/feed" %6 {kind = #net<elementwise sum>} : tensor<2x55x55x768xf32> -> tensor<2x55x55x768xf32>
  %8 = net.max_pool "s00120" %7 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<2x55x55x768xf32> -> tensor<2x27x27x768xf32>
  %9 = net.input "s00173/in" : tensor<2x10x10x512xf32>
  %10 = net.elementwise "s00173/feed" %9 {kind = #net<elementwise sum>} : tensor<2x10x10x512xf32> -> tensor<2x10x10x512xf32>
  %11 = net.max_pool "s00173" %10 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<2x10x10x512xf32> -> tensor<2x4x4x512xf32>
}
