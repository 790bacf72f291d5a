net.network "chunk-b001-00" {
  %0 = net.input "s00034/in" : tensor<1x512xf32>
  %1 = net.elementwise "s00034/feed" %0 {kind = #net<elementwise sum>} : tensor<1x512xf32> -> tensor<1x512xf32>
  %2 = net.inner_product "s00034" %1 {num_outputs = 1000 : i64} : tensor<1x512xf32> -> tensor<1x1000xf32>
  %3 = net.input "s00131/in" : tensor<1x9216xf32>
  %4 = net.elementwise "s00131/feed" %3 {kind = #net<elementwise sum>} : tensor<1x9216xf32> -> tensor<1x9216xf32>
  %5 = net.inner_product "s00131" %4 {num_outputs = 1000 : i64} : tensor<1x9216xf32> -> tensor<1x1000xf32>
  %6 = net.input "s00154/in" : tensor<1x56x56x64xf32>
  %7 = net.elementwise "s00154/feed" %6 {kind = #net<elementwise sum>} : tensor<1x56x56x64xf32> -> tensor<1x56x56x64xf32>
  %8 = net.max_pool "s00154" %7 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x56x56x64xf32> -> tensor<1x56x56x64xf32>
  %9 = net.input "s00240/in" : tensor<1x28x28x128xf32>
  %10 = net.elementwise "s00240/feed" %9 {kind = #net<elementwise sum>} : tensor<1x28x28x128xf32> -> tensor<1x28x28x128xf32>
  %11 = net.max_pool "s00240" %10 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<1x28x28x128xf32> -> tensor<1x14x14x128xf32>
  %12 = net.input "s00253/in" : tensor<1x4096xf32>
  %13 = net.elementwise "s00253/feed" %12 {kind = #net<elementwise sum>} : tensor<1x4096xf32> -> tensor<1x4096xf32>
  %14 = net.inner_product "s00253" %13 {num_outputs = 1000 : i64} : tensor<1x4096xf32> -> tensor<1x1000xf32>
  %15 = net.input "s00258/in" : tensor<1x27x27x24xf32>
  %16 = net.elementwise "s00258/feed" %15 {kind = #net<elementwise sum>} : tensor<1x27x27x24xf32> -> tensor<1x27x27x24xf32>
  %17 = net.avg_pool "s00258" %16 {ksize = array<i64: 27, 27>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<1x27x27x24xf32> -> tensor<1x1x1x24xf32>
  %18 = net.input "s00296/in" : tensor<1x28x28x128xf32>
  %19 = net.elementwise "s00296/feed" %18 {kind = #net<elementwise sum>} : tensor<1x28x28x128xf32> -> tensor<1x28x28x128xf32>
  %20 = net.input "s00296/b/in" : tensor<1x28x28x128xf32>
  %21 = net.elementwise "s00296/b/feed" %20 {kind = #net<elementwise sum>} : tensor<1x28x28x128xf32> -> tensor<1x28x28x128xf32>
  %22 = net.elementwise "s00296" %19, %21 : tensor<1x28x28x128xf32>, tensor<1x28x28x128xf32> -> tensor<1x28x28x128xf32>
  %23 = net.input "s00332/in" : tensor<1x13x13x1024xf32>
  %24 = net.elementwise "s00332/feed" %23 {kind = #net<elementwise sum>} : tensor<1x13x13x1024xf32> -> tensor<1x13x13x1024xf32>
  %25 = net.input "s00332/b/in" : tensor<1x13x13x1024xf32>
  %26 = net.elementwise "s00332/b/feed" %25 {kind = #net<elementwise sum>} : tensor<1x13x13x1024xf32> -> tensor<1x13x13x1024xf32>
  %27 = net.elementwise "s00332" %24, %26 {activation = #net<activation relu>} : tensor<1x13x13x1024xf32>, tensor<1x13x13x1024xf32> -> tensor<1x13x13x1024xf32>
  %28 = net.input "s00338/in" : tensor<1x17x17x192xf32>
  %29 = net.elementwise "s00338/feed" %28 {kind = #net<elementwise sum>} : tensor<1x17x17x192xf32> -> tensor<1x17x17x192xf32>
  %30 = net.max_pool "s00338" %29 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<1x17x17x192xf32> -> tensor<1x9x9x192xf32>
  %31 = net.input "s00347/in" : tensor<1x4096xf32>
  %32 = net.elementwise "s00347/feed" %31 {kind = #net<elementwise sum>} : tensor<1x4096xf32> -> tensor<1x4096xf32>
  %33 = net.inner_product "s00347" %32 {num_outputs = 10 : i64} : tensor<1x4096xf32> -> tensor<1x10xf32>
}
