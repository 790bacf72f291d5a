net.network "chunk-b064-01" {
  %0 = net.input "s00122/in" : tensor<64x7x7x184xf32>
  %1 = net.elementwise "s00122/feed" %0 {kind = #net<elementwise sum>} : tensor<64x7x7x184xf32> -> tensor<64x7x7x184xf32>
  %2 = net.avg_pool "s00122" %1 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x7x7x184xf32> -> tensor<64x3x3x184xf32>
  %3 = net.input "s00123/in" : tensor<64x14x14x256xf32>
  %4 = net.elementwise "s00123/feed" %3 {kind = #net<elementwise sum>} : tensor<64x14x14x256xf32> -> tensor<64x14x14x256xf32>
  %5 = net.max_pool "s00123" %4 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x14x14x256xf32> -> tensor<64x7x7x256xf32>
  %6 = net.input "s00125/in" : tensor<64x56x56x24xf32>
  %7 = net.elementwise "s00125/feed" %6 {kind = #net<elementwise sum>} : tensor<64x56x56x24xf32> -> tensor<64x56x56x24xf32>
  %8 = net.max_pool "s00125" %7 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x56x56x24xf32> -> tensor<64x28x28x24xf32>
  %9 = net.input "s00127/in" : tensor<64x38x38x576xf32>
  %10 = net.elementwise "s00127/feed" %9 {kind = #net<elementwise sum>} : tensor<64x38x38x576xf32> -> tensor<64x38x38x576xf32>
  %11 = net.avg_pool "s00127" %10 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x38x38x576xf32> -> tensor<64x19x19x576xf32>
  %12 = net.input "s00129/in" : tensor<64x14x14x768xf32>
  %13 = net.elementwise "s00129/feed" %12 {kind = #net<elementwise sum>} : tensor<64x14x14x768xf32> -> tensor<64x14x14x768xf32>
  %14 = net.avg_pool "s00129" %13 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x14x14x768xf32> -> tensor<64x14x14x768xf32>
  %15 = net.input "s00134/in" : tensor<64x14x14x288xf32>
  %16 = net.elementwise "s00134/feed" %15 {kind = #net<elementwise sum>} : tensor<64x14x14x288xf32> -> tensor<64x14x14x288xf32>
  %17 = net.max_pool "s00134" %16 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x14x14x288xf32> -> tensor<64x7x7x288xf32>
  %18 = net.input "s00135/in" : tensor<64x14x14x48xf32>
  %19 = net.elementwise "s00135/feed" %18 {kind = #net<elementwise sum>} : tensor<64x14x14x48xf32> -> tensor<64x14x14x48xf32>
  %20 = net.avg_pool "s00135" %19 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 14, 14>} : tensor<64x14x14x48xf32> -> tensor<64x1x1x48xf32>
  %21 = net.input "s00140/in" : tensor<64x28x28x240xf32>
  %22 = net.elementwise "s00140/feed" %21 {kind = #net<elementwise sum>} : tensor<64x28x28x240xf32> -> tensor<64x28x28x240xf32>
  %23 = net.max_pool "s00140" %22 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x28x28x240xf32> -> tensor<64x28x28x240xf32>
  %24 = net.input "s00142/in" : tensor<64x8x8x144xf32>
  %25 = net.elementwise "s00142/feed" %24 {kind = #net<elementwise sum>} : tensor<64x8x8x144xf32> -> tensor<64x8x8x144xf32>
  %26 = net.max_pool "s00142" %25 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x8x8x144xf32> -> tensor<64x4x4x144xf32>
  %27 = net.input "s00146/in" : tensor<64x7x7x512xf32>
  %28 = net.elementwise "s00146/feed" %27 {kind = #net<elementwise sum>} : tensor<64x7x7x512xf32> -> tensor<64x7x7x512xf32>
  %29 = net.avg_pool "s00146" %28 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 7, 7>} : tensor<64x7x7x512xf32> -> tensor<64x1x1x512xf32>
  %30 = net.input "s00152/in" : tensor<64x28x28x288xf32>
  %31 = net.elementwise "s00152/feed" %30 {kind = #net<elementwise sum>} : tensor<64x28x28x288xf32> -> tensor<64x28x28x288xf32>
  %32 = net.max_pool "s00152" %31 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x28x28x288xf32> -> tensor<64x28x28x288xf32>
  %33 = net.input "s00153/in" : tensor<64x28x28x32xf32>
  %34 = net.elementwise "s00153/feed" %33 {kind = #net<elementwise sum>} : tensor<64x28x28x32xf32> -> tensor<64x28x28x32xf32>
  %35 = net.avg_pool "s00153" %34 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x28x28x32xf32> -> tensor<64x14x14x32xf32>
  %36 = net.input "s00155/in" : tensor<64x27x27x768xf32>
  %37 = net.elementwise "s00155/feed" %36 {kind = #net<elementwise sum>} : tensor<64x27x27x768xf32> -> tensor<64x27x27x768xf32>
  %38 = net.avg_pool "s00155" %37 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x27x27x768xf32> -> tensor<64x14x14x768xf32>
  %39 = net.input "s00160/in" : tensor<64x28x28x40xf32>
  %40 = net.elementwise "s00160/feed" %39 {kind = #net<elementwise sum>} : tensor<64x28x28x40xf32> -> tensor<64x28x28x40xf32>
  %41 = net.avg_pool "s00160" %40 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<64x28x28x40xf32> -> tensor<64x1x1x40xf32>
  %42 = net.input "s00161/in" : tensor<64x7x7x384xf32>
  %43 = net.elementwise "s00161/feed" %42 {kind = #net<elementwise sum>} : tensor<64x7x7x384xf32> -> tensor<64x7x7x384xf32>
  %44 = net.max_pool "s00161" %43 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x7x7x384xf32> -> tensor<64x4x4x384xf32>
  %45 = net.input "s00164/in" : tensor<64x8x8x256xf32>
  %46 = net.elementwise "s00164/feed" %45 {kind = #net<elementwise sum>} : tensor<64x8x8x256xf32> -> tensor<64x8x8x256xf32>
  %47 = net.avg_pool "s00164" %46 {ksize = array<i64: 8, 8>, padding = #net<padding valid>, strides = array<i64: 8, 8>} : tensor<64x8x8x256xf32> -> tensor<64x1x1x256xf32>
  %48 = net.input "s00172/in" : tensor<64x7x7x512xf32>
  %49 = net.elementwise "s00172/feed" %48 {kind = #net<elementwise sum>} : tensor<64x7x7x512xf32> -> tensor<64x7x7x512xf32>
  %50 = net.max_pool "s00172" %49 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x7x7x512xf32> -> tensor<64x4x4x512xf32>
  %51 = net.input "s00181/in" : tensor<64x7x7x288xf32>
  %52 = net.elementwise "s00181/feed" %51 {kind = #net<elementwise sum>} : tensor<64x7x7x288xf32> -> tensor<64x7x7x288xf32>
  %53 = net.avg_pool "s00181" %52 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x7x7x288xf32> -> tensor<64x7x7x288xf32>
  %54 = net.input "s00192/in" : tensor<64x19x19x48xf32>
  %55 = net.elementwise "s00192/feed" %54 {kind = #net<elementwise sum>} : tensor<64x19x19x48xf32> -> tensor<64x19x19x48xf32>
  %56 = net.max_pool "s00192" %55 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x19x19x48xf32> -> tensor<64x19x19x48xf32>
  %57 = net.input "s00194/in" : tensor<64x19x19x120xf32>
  %58 = net.elementwise "s00194/feed" %57 {kind = #net<elementwise sum>} : tensor<64x19x19x120xf32> -> tensor<64x19x19x120xf32>
  %59 = net.avg_pool "s00194" %58 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x19x19x120xf32> -> tensor<64x10x10x120xf32>
  %60 = net.input "s00198/in" : tensor<64x28x28x128xf32>
  %61 = net.elementwise "s00198/feed" %60 {kind = #net<elementwise sum>} : tensor<64x28x28x128xf32> -> tensor<64x28x28x128xf32>
  %62 = net.avg_pool "s00198" %61 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<64x28x28x128xf32> -> tensor<64x1x1x128xf32>
  %63 = net.input "s00206/in" : tensor<64x28x28x256xf32>
  %64 = net.elementwise "s00206/feed" %63 {kind = #net<elementwise sum>} : tensor<64x28x28x256xf32> -> tensor<64x28x28x256xf32>
  %65 = net.max_pool "s00206" %64 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x28x28x256xf32> -> tensor<64x14x14x256xf32>
  %66 = net.input "s00209/in" : tensor<64x38x38x960xf32>
  %67 = net.elementwise "s00209/feed" %66 {kind = #net<elementwise sum>} : tensor<64x38x38x960xf32> -> tensor<64x38x38x960xf32>
  %68 = net.max_pool "s00209" %67 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x38x38x960xf32> -> tensor<64x19x19x960xf32>
  %69 = net.input "s00210/in" : tensor<64x28x28x512xf32>
  %70 = net.elementwise "s00210/feed" %69 {kind = #net<elementwise sum>} : tensor<64x28x28x512xf32> -> tensor<64x28x28x512xf32>
  %71 = net.avg_pool "s00210" %70 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<64x28x28x512xf32> -> tensor<64x1x1x512xf32>
  %72 = net.input "s00212/in" : tensor<64x28x28x184xf32>
  %73 = net.elementwise "s00212/feed" %72 {kind = #net<elementwise sum>} : tensor<64x28x28x184xf32> -> tensor<64x28x28x184xf32>
  %74 = net.avg_pool "s00212" %73 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<64x28x28x184xf32> -> tensor<64x1x1x184xf32>
}
