net.network "chunk-b128-03" {
  %0 = net.input "s00387/in" : tensor<128x27x27x24xf32>
  %1 = net.elementwise "s00387/feed" %0 {kind = #net<elementwise sum>} : tensor<128x27x27x24xf32> -> tensor<128x27x27x24xf32>
  %2 = net.batch_norm "s00387" %1 {activation = #net<activation relu>} : tensor<128x27x27x24xf32> -> tensor<128x27x27x24xf32>
  %3 = net.input "s00392/in" : tensor<128x56x56x16xf32>
  %4 = net.elementwise "s00392/feed" %3 {kind = #net<elementwise sum>} : tensor<128x56x56x16xf32> -> tensor<128x56x56x16xf32>
  %5 = net.batch_norm "s00392" %4 : tensor<128x56x56x16xf32> -> tensor<128x56x56x16xf32>
  %6 = net.input "s00394/in" : tensor<128x27x27x96xf32>
  %7 = net.elementwise "s00394/feed" %6 {kind = #net<elementwise sum>} : tensor<128x27x27x96xf32> -> tensor<128x27x27x96xf32>
  %8 = net.batch_norm "s00394" %7 : tensor<128x27x27x96xf32> -> tensor<128x27x27x96xf32>
  %9 = net.input "s00396/in" : tensor<128x28x28x768xf32>
  %10 = net.elementwise "s00396/feed" %9 {kind = #net<elementwise sum>} : tensor<128x28x28x768xf32> -> tensor<128x28x28x768xf32>
  %11 = net.input "s00396/b/in" : tensor<128x28x28x768xf32>
  %12 = net.elementwise "s00396/b/feed" %11 {kind = #net<elementwise sum>} : tensor<128x28x28x768xf32> -> tensor<128x28x28x768xf32>
  %13 = net.elementwise "s00396" %10, %12 {activation = #net<activation relu>} : tensor<128x28x28x768xf32>, tensor<128x28x28x768xf32> -> tensor<128x28x28x768xf32>
  %14 = net.input "s00397/in" : tensor<128x14x14x16xf32>
  %15 = net.elementwise "s00397/feed" %14 {kind = #net<elementwise sum>} : tensor<128x14x14x16xf32> -> tensor<128x14x14x16xf32>
  %16 = net.avg_pool "s00397" %15 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x14x14x16xf32> -> tensor<128x1x1x16xf32>
}
