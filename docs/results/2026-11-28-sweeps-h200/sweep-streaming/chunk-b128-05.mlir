net.network "chunk-b128-05" {
  %0 = net.input "s00577/in" : tensor<128x56x56x16xf32>
  %1 = net.elementwise "s00577/feed" %0 {kind = #net<elementwise sum>} : tensor<128x56x56x16xf32> -> tensor<128x56x56x16xf32>
  %2 = net.batch_norm "s00577" %1 {activation = #net<activation relu>} : tensor<128x56x56x16xf32> -> tensor<128x56x56x16xf32>
  %3 = net.input "s00582/in" : tensor<128x7x7x1024xf32>
  %4 = net.elementwise "s00582/feed" %3 {kind = #net<elementwise sum>} : tensor<128x7x7x1024xf32> -> tensor<128x7x7x1024xf32>
  %5 = net.max_pool "s00582" %4 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x7x7x1024xf32> -> tensor<128x3x3x1024xf32>
  %6 = net.input "s00583/in" : tensor<128x56x56x48xf32>
  %7 = net.elementwise "s00583/feed" %6 {kind = #net<elementwise sum>} : tensor<128x56x56x48xf32> -> tensor<128x56x56x48xf32>
  %8 = net.batch_norm "s00583" %7 : tensor<128x56x56x48xf32> -> tensor<128x56x56x48xf32>
  %9 = net.input "s00585/in" : tensor<128x56x56x16xf32>
  %10 = net.elementwise "s00585/feed" %9 {kind = #net<elementwise sum>} : tensor<128x56x56x16xf32> -> tensor<128x56x56x16xf32>
  %11 = net.batch_norm "s00585" %10 : tensor<128x56x56x16xf32> -> tensor<128x56x56x16xf32>
  %12 = net.input "s00596/in" : tensor<128x4096xf32>
  %13 = net.elementwise "s00596/feed" %12 {kind = #net<elementwise sum>} : tensor<128x4096xf32> -> tensor<128x4096xf32>
  %14 = net.inner_product "s00596" %13 {num_outputs = 1000 : i64} : tensor<128x4096xf32> -> tensor<128x1000xf32>
  %15 = net.input "s00597/in" : tensor<128x28x28x1024xf32>
  %16 = net.elementwise "s00597/feed" %15 {kind = #net<elementwise sum>} : tensor<128x28x28x1024xf32> -> tensor<128x28x28x1024xf32>
  %17 = net.input "s00597/b/in" : tensor<128x28x28x1024xf32>
  %18 = net.elementwise "s00597/b/feed" %17 {kind = #net<elementwise sum>} : tensor<128x28x28x1024xf32> -> tensor<128x28x28x1024xf32>
  %19 = net.elementwise "s00597" %16, %18 : tensor<128x28x28x1024xf32>, tensor<128x28x28x1024xf32> -> tensor<128x28x28x1024xf32>
  %20 = net.input "s00598/in" : tensor<128x8x8x384xf32>
  %21 = net.elementwise "s00598/feed" %20 {kind = #net<elementwise sum>} : tensor<128x8x8x384xf32> -> tensor<128x8x8x384xf32>
  %22 = net.max_pool "s00598" %21 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x8x8x384xf32> -> tensor<128x4x4x384xf32>
}
