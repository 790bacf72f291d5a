net.network "chunk-b008-00" {
  %0 = net.input "s00022/in" : tensor<8x14x14x1024xf32>
  %1 = net.elementwise "s00022/feed" %0 {kind = #net<elementwise sum>} : tensor<8x14x14x1024xf32> -> tensor<8x14x14x1024xf32>
  %2 = net.batch_norm "s00022" %1 : tensor<8x14x14x1024xf32> -> tensor<8x14x14x1024xf32>
  %3 = net.input "s00032/in" : tensor<8x9216xf32>
  %4 = net.elementwise "s00032/feed" %3 {kind = #net<elementwise sum>} : tensor<8x9216xf32> -> tensor<8x9216xf32>
  %5 = net.inner_product "s00032" %4 {num_outputs = 10 : i64} : tensor<8x9216xf32> -> tensor<8x10xf32>
  %6 = net.input "s00047/in" : tensor<8x56x56x512xf32>
  %7 = net.elementwise "s00047/feed" %6 {kind = #net<elementwise sum>} : tensor<8x56x56x512xf32> -> tensor<8x56x56x512xf32>
  %8 = net.avg_pool "s00047" %7 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<8x56x56x512xf32> -> tensor<8x28x28x512xf32>
  %9 = net.input "s00048/in" : tensor<8x28x28x512xf32>
  %10 = net.elementwise "s00048/feed" %9 {kind = #net<elementwise sum>} : tensor<8x28x28x512xf32> -> tensor<8x28x28x512xf32>
  %11 = net.input "s00048/b/in" : tensor<8x28x28x512xf32>
  %12 = net.elementwise "s00048/b/feed" %11 {kind = #net<elementwise sum>} : tensor<8x28x28x512xf32> -> tensor<8x28x28x512xf32>
  %13 = net.elementwise "s00048" %10, %12 : tensor<8x28x28x512xf32>, tensor<8x28x28x512xf32> -> tensor<8x28x28x512xf32>
  %14 = net.input "s00091/in" : tensor<8x224x224x128xf32>
  %15 = net.elementwise "s00091/feed" %14 {kind = #net<elementwise sum>} : tensor<8x224x224x128xf32> -> tensor<8x224x224x128xf32>
  %16 = net.avg_pool "s00091" %15 {ksize = array<i64: 224, 224>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<8x224x224x128xf32> -> tensor<8x1x1x128xf32>
  %17 = net.input "s00125/in" : tensor<8x13x13x24xf32>
  %18 = net.elementwise "s00125/feed" %17 {kind = #net<elementwise sum>} : tensor<8x13x13x24xf32> -> tensor<8x13x13x24xf32>
  %19 = net.batch_norm "s00125" %18 : tensor<8x13x13x24xf32> -> tensor<8x13x13x24xf32>
  %20 = net.input "s00141/in" : tensor<8x28x28x32xf32>
  %21 = net.elementwise "s00141/feed" %20 {kind = #net<elementwise sum>} : tensor<8x28x28x32xf32> -> tensor<8x28x28x32xf32>
  %22 = net.input "s00141/b/in" : tensor<8x28x28x32xf32>
  %23 = net.elementwise "s00141/b/feed" %22 {kind = #net<elementwise sum>} : tensor<8x28x28x32xf32> -> tensor<8x28x28x32xf32>
  %24 = net.elementwise "s00141" %21, %23 : tensor<8x28x28x32xf32>, tensor<8x28x28x32xf32> -> tensor<8x28x28x32xf32>
  %25 = net.input "s00168/in" : tensor<8x28x28x96xf32>
  %26 = net.elementwise "s00168/feed" %25 {kind = #net<elementwise sum>} : tensor<8x28x28x96xf32> -> tensor<8x28x28x96xf32>
  %27 = net.batch_norm "s00168" %26 : tensor<8x28x28x96xf32> -> tensor<8x28x28x96xf32>
  %28 = net.input "s00173/in" : tensor<8x14x14x32xf32>
  %29 = net.elementwise "s00173/feed" %28 {kind = #net<elementwise sum>} : tensor<8x14x14x32xf32> -> tensor<8x14x14x32xf32>
  %30 = net.input "s00173/b/in" : tensor<8x14x14x32xf32>
  %31 = net.elementwise "s00173/b/feed" %30 {kind = #net<elementwise sum>} : tensor<8x14x14x32xf32> -> tensor<8x14x14x32xf32>
  %32 = net.elementwise "s00173" %29, %31 {activation = #net<activation relu>} : tensor<8x14x14x32xf32>, tensor<8x14x14x32xf32> -> tensor<8x14x14x32xf32>
  %33 = net.input "s00213/in" : tensor<8x56x56x24xf32>
  %34 = net.elementwise "s00213/feed" %33 {kind = #net<elementwise sum>} : tensor<8x56x56x24xf32> -> tensor<8x56x56x24xf32>
  %35 = net.batch_norm "s00213" %34 {activation = #net<activation relu>} : tensor<8x56x56x24xf32> -> tensor<8x56x56x24xf32>
  %36 = net.input "s00295/in" : tensor<8x56x56x256xf32>
  %37 = net.elementwise "s00295/feed" %36 {kind = #net<elementwise sum>} : tensor<8x56x56x256xf32> -> tensor<8x56x56x256xf32>
  %38 = net.max_pool "s00295" %37 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<8x56x56x256xf32> -> tensor<8x28x28x256xf32>
  %39 = net.input "s00374/in" : tensor<8x14x14x128xf32>
  %40 = net.elementwise "s00374/feed" %39 {kind = #net<elementwise sum>} : tensor<8x14x14x128xf32> -> tensor<8x14x14x128xf32>
  %41 = net.batch_norm "s00374" %40 : tensor<8x14x14x128xf32> -> tensor<8x14x14x128xf32>
}
