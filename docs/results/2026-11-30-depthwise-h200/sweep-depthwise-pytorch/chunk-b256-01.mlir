net.network "chunk-b256-01" {
  %0 = net.input "s00327/in" : tensor<256x56x56x120xf32>
  %1 = net.elementwise "s00327/feed" %0 {kind = #net<elementwise sum>} : tensor<256x56x56x120xf32> -> tensor<256x56x56x120xf32>
  %2 = net.conv2d "s00327" %1 {bias = false, filter = array<i64: 3, 3, 1, 120>, groups = 120 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<256x56x56x120xf32> -> tensor<256x28x28x120xf32>
  %3 = net.input "s00341/in" : tensor<256x28x28x384xf32>
  %4 = net.elementwise "s00341/feed" %3 {kind = #net<elementwise sum>} : tensor<256x28x28x384xf32> -> tensor<256x28x28x384xf32>
  %5 = net.conv2d "s00341" %4 {bias = false, filter = array<i64: 3, 3, 1, 384>, groups = 384 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x28x28x384xf32> -> tensor<256x28x28x384xf32>
  %6 = net.input "s00343/in" : tensor<256x7x7x48xf32>
  %7 = net.elementwise "s00343/feed" %6 {kind = #net<elementwise sum>} : tensor<256x7x7x48xf32> -> tensor<256x7x7x48xf32>
  %8 = net.conv2d "s00343" %7 {bias = false, filter = array<i64: 3, 3, 1, 48>, groups = 48 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x7x7x48xf32> -> tensor<256x7x7x48xf32>
}
