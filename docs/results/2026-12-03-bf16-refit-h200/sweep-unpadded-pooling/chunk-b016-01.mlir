net.network "chunk-b016-01" {
  %0 = net.input "s00203/in" : tensor<16x14x14x512xf32>
  %1 = net.elementwise "s00203/feed" %0 {kind = #net<elementwise sum>} : tensor<16x14x14x512xf32> -> tensor<16x14x14x512xf32>
  %2 = net.max_pool "s00203" %1 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x14x14x512xf32> -> tensor<16x6x6x512xf32>
  %3 = net.input "s00208/in" : tensor<16x55x55x32xf32>
  %4 = net.elementwise "s00208/feed" %3 {kind = #net<elementwise sum>} : tensor<16x55x55x32xf32> -> tensor<16x55x55x32xf32>
  %5 = net.avg_pool "s00208" %4 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x55x55x32xf32> -> tensor<16x27x27x32xf32>
  %6 = net.input "s00213/in" : tensor<16x112x112x384xf32>
  %7 = net.elementwise "s00213/feed" %6 {kind = #net<elementwise sum>} : tensor<16x112x112x384xf32> -> tensor<16x112x112x384xf32>
  %8 = net.avg_pool "s00213" %7 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x112x112x384xf32> -> tensor<16x55x55x384xf32>
}
