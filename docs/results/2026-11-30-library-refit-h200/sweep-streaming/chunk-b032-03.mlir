net.network "chunk-b032-03" {
  %0 = net.input "s00323/in" : tensor<32x28x28x16xf32>
  %1 = net.elementwise "s00323/feed" %0 {kind = #net<elementwise sum>} : tensor<32x28x28x16xf32> -> tensor<32x28x28x16xf32>
  %2 = net.batch_norm "s00323" %1 : tensor<32x28x28x16xf32> -> tensor<32x28x28x16xf32>
  %3 = net.input "s00325/in" : tensor<32x35x35x2048xf32>
  %4 = net.elementwise "s00325/feed" %3 {kind = #net<elementwise sum>} : tensor<32x35x35x2048xf32> -> tensor<32x35x35x2048xf32>
  %5 = net.avg_pool "s00325" %4 {ksize = array<i64: 35, 35>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x35x35x2048xf32> -> tensor<32x1x1x2048xf32>
  %6 = net.input "s00329/in" : tensor<32x7x7x16xf32>
  %7 = net.elementwise "s00329/feed" %6 {kind = #net<elementwise sum>} : tensor<32x7x7x16xf32> -> tensor<32x7x7x16xf32>
  %8 = net.batch_norm "s00329" %7 : tensor<32x7x7x16xf32> -> tensor<32x7x7x16xf32>
  %9 = net.input "s00331/in" : tensor<32x56x56x16xf32>
  %10 = net.elementwise "s00331/feed" %9 {kind = #net<elementwise sum>} : tensor<32x56x56x16xf32> -> tensor<32x56x56x16xf32>
  %11 = net.avg_pool "s00331" %10 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x56x56x16xf32> -> tensor<32x1x1x16xf32>
  %12 = net.input "s00335/in" : tensor<32x28x28x192xf32>
  %13 = net.elementwise "s00335/feed" %12 {kind = #net<elementwise sum>} : tensor<32x28x28x192xf32> -> tensor<32x28x28x192xf32>
  %14 = net.avg_pool "s00335" %13 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x28x28x192xf32> -> tensor<32x1x1x192xf32>
  %15 = net.input "s00336/in" : tensor<32x8x8x512xf32>
  %16 = net.elementwise "s00336/feed" %15 {kind = #net<elementwise sum>} : tensor<32x8x8x512xf32> -> tensor<32x8x8x512xf32>
  %17 = net.avg_pool "s00336" %16 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x8x8x512xf32> -> tensor<32x4x4x512xf32>
  %18 = net.input "s00339/in" : tensor<32x7x7x256xf32>
  %19 = net.elementwise "s00339/feed" %18 {kind = #net<elementwise sum>} : tensor<32x7x7x256xf32> -> tensor<32x7x7x256xf32>
  %20 = net.max_pool "s00339" %19 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x7x7x256xf32> -> tensor<32x4x4x256xf32>
  %21 = net.input "s00348/in" : tensor<32x14x14x64xf32>
  %22 = net.elementwise "s00348/feed" %21 {kind = #net<elementwise sum>} : tensor<32x14x14x64xf32> -> tensor<32x14x14x64xf32>
  %23 = net.input "s00348/b/in" : tensor<32x14x14x64xf32>
  %24 = net.elementwise "s00348/b/feed" %23 {kind = #net<elementwise sum>} : tensor<32x14x14x64xf32> -> tensor<32x14x14x64xf32>
  %25 = net.elementwise "s00348" %22, %24 {activation = #net<activation relu>} : tensor<32x14x14x64xf32>, tensor<32x14x14x64xf32> -> tensor<32x14x14x64xf32>
  %26 = net.input "s00352/in" : tensor<32x14x14x256xf32>
  %27 = net.elementwise "s00352/feed" %26 {kind = #net<elementwise sum>} : tensor<32x14x14x256xf32> -> tensor<32x14x14x256xf32>
  %28 = net.batch_norm "s00352" %27 {activation = #net<activation relu>} : tensor<32x14x14x256xf32> -> tensor<32x14x14x256xf32>
  %29 = net.input "s00355/in" : tensor<32x9216xf32>
  %30 = net.elementwise "s00355/feed" %29 {kind = #net<elementwise sum>} : tensor<32x9216xf32> -> tensor<32x9216xf32>
  %31 = net.inner_product "s00355" %30 {num_outputs = 1000 : i64} : tensor<32x9216xf32> -> tensor<32x1000xf32>
  %32 = net.input "s00358/in" : tensor<32x2048xf32>
  %33 = net.elementwise "s00358/feed" %32 {kind = #net<elementwise sum>} : tensor<32x2048xf32> -> tensor<32x2048xf32>
  %34 = net.inner_product "s00358" %33 {num_outputs = 10 : i64} : tensor<32x2048xf32> -> tensor<32x10xf32>
  %35 = net.input "s00364/in" : tensor<32x4096xf32>
  %36 = net.elementwise "s00364/feed" %35 {kind = #net<elementwise sum>} : tensor<32x4096xf32> -> tensor<32x4096xf32>
  %37 = net.inner_product "s00364" %36 {num_outputs = 10 : i64} : tensor<32x4096xf32> -> tensor<32x10xf32>
  %38 = net.input "s00368/in" : tensor<32x112x112x256xf32>
  %39 = net.elementwise "s00368/feed" %38 {kind = #net<elementwise sum>} : tensor<32x112x112x256xf32> -> tensor<32x112x112x256xf32>
  %40 = net.input "s00368/b/in" : tensor<32x112x112x256xf32>
  %41 = net.elementwise "s00368/b/feed" %40 {kind = #net<elementwise sum>} : tensor<32x112x112x256xf32> -> tensor<32x112x112x256xf32>
  %42 = net.elementwise "s00368" %39, %41 {activation = #net<activation relu>} : tensor<32x112x112x256xf32>, tensor<32x112x112x256xf32> -> tensor<32x112x112x256xf32>
  %43 = net.input "s00380/in" : tensor<32x8x8x256xf32>
  %44 = net.elementwise "s00380/feed" %43 {kind = #net<elementwise sum>} : tensor<32x8x8x256xf32> -> tensor<32x8x8x256xf32>
  %45 = net.input "s00380/b/in" : tensor<32x8x8x256xf32>
  %46 = net.elementwise "s00380/b/feed" %45 {kind = #net<elementwise sum>} : tensor<32x8x8x256xf32> -> tensor<32x8x8x256xf32>
  %47 = net.elementwise "s00380" %44, %46 {activation = #net<activation relu>} : tensor<32x8x8x256xf32>, tensor<32x8x8x256xf32> -> tensor<32x8x8x256xf32>
  %48 = net.input "s00384/in" : tensor<32x56x56x512xf32>
  %49 = net.elementwise "s00384/feed" %48 {kind = #net<elementwise sum>} : tensor<32x56x56x512xf32> -> tensor<32x56x56x512xf32>
  %50 = net.max_pool "s00384" %49 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x56x56x512xf32> -> tensor<32x56x56x512xf32>
  %51 = net.input "s00390/in" : tensor<32x7x7x128xf32>
  %52 = net.elementwise "s00390/feed" %51 {kind = #net<elementwise sum>} : tensor<32x7x7x128xf32> -> tensor<32x7x7x128xf32>
  %53 = net.avg_pool "s00390" %52 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x7x7x128xf32> -> tensor<32x1x1x128xf32>
}
