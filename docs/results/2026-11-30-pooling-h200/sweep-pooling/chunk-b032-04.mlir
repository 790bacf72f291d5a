net.network "chunk-b032-04" {
  %0 = net.input "s00387/in" : tensor<32x7x7x256xf32>
  %1 = net.elementwise "s00387/feed" %0 {kind = #net<elementwise sum>} : tensor<32x7x7x256xf32> -> tensor<32x7x7x256xf32>
  %2 = net.max_pool "s00387" %1 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x7x7x256xf32> -> tensor<32x7x7x256xf32>
  %3 = net.input "s00393/in" : tensor<32x112x112x32xf32>
  %4 = net.elementwise "s00393/feed" %3 {kind = #net<elementwise sum>} : tensor<32x112x112x32xf32> -> tensor<32x112x112x32xf32>
  %5 = net.avg_pool "s00393" %4 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x112x112x32xf32> -> tensor<32x112x112x32xf32>
  %6 = net.input "s00396/in" : tensor<32x112x112x256xf32>
  %7 = net.elementwise "s00396/feed" %6 {kind = #net<elementwise sum>} : tensor<32x112x112x256xf32> -> tensor<32x112x112x256xf32>
  %8 = net.avg_pool "s00396" %7 {ksize = array<i64: 112, 112>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x112x112x256xf32> -> tensor<32x1x1x256xf32>
}
