net.network "chunk-b064-00" {
  %0 = net.input "s00002/in" : tensor<64x13x13x120xf32>
  %1 = net.elementwise "s00002/feed" %0 {kind = #net<elementwise sum>} : tensor<64x13x13x120xf32> -> tensor<64x13x13x120xf32>
  %2 = net.max_pool "s00002" %1 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x13x13x120xf32> -> tensor<64x7x7x120xf32>
  %3 = net.input "s00003/in" : tensor<64x14x14x24xf32>
  %4 = net.elementwise "s00003/feed" %3 {kind = #net<elementwise sum>} : tensor<64x14x14x24xf32> -> tensor<64x14x14x24xf32>
  %5 = net.avg_pool "s00003" %4 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 14, 14>} : tensor<64x14x14x24xf32> -> tensor<64x1x1x24xf32>
  %6 = net.input "s00015/in" : tensor<64x14x14x64xf32>
  %7 = net.elementwise "s00015/feed" %6 {kind = #net<elementwise sum>} : tensor<64x14x14x64xf32> -> tensor<64x14x14x64xf32>
  %8 = net.max_pool "s00015" %7 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x14x14x64xf32> -> tensor<64x7x7x64xf32>
  %9 = net.input "s00020/in" : tensor<64x56x56x64xf32>
  %10 = net.elementwise "s00020/feed" %9 {kind = #net<elementwise sum>} : tensor<64x56x56x64xf32> -> tensor<64x56x56x64xf32>
  %11 = net.avg_pool "s00020" %10 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x56x56x64xf32> -> tensor<64x28x28x64xf32>
  %12 = net.input "s00022/in" : tensor<64x7x7x1024xf32>
  %13 = net.elementwise "s00022/feed" %12 {kind = #net<elementwise sum>} : tensor<64x7x7x1024xf32> -> tensor<64x7x7x1024xf32>
  %14 = net.avg_pool "s00022" %13 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 7, 7>} : tensor<64x7x7x1024xf32> -> tensor<64x1x1x1024xf32>
  %15 = net.input "s00033/in" : tensor<64x14x14x48xf32>
  %16 = net.elementwise "s00033/feed" %15 {kind = #net<elementwise sum>} : tensor<64x14x14x48xf32> -> tensor<64x14x14x48xf32>
  %17 = net.avg_pool "s00033" %16 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x14x14x48xf32> -> tensor<64x1x1x48xf32>
  %18 = net.input "s00035/in" : tensor<64x27x27x240xf32>
  %19 = net.elementwise "s00035/feed" %18 {kind = #net<elementwise sum>} : tensor<64x27x27x240xf32> -> tensor<64x27x27x240xf32>
  %20 = net.max_pool "s00035" %19 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x27x27x240xf32> -> tensor<64x27x27x240xf32>
  %21 = net.input "s00037/in" : tensor<64x10x10x96xf32>
  %22 = net.elementwise "s00037/feed" %21 {kind = #net<elementwise sum>} : tensor<64x10x10x96xf32> -> tensor<64x10x10x96xf32>
  %23 = net.avg_pool "s00037" %22 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x10x10x96xf32> -> tensor<64x10x10x96xf32>
  %24 = net.input "s00038/in" : tensor<64x8x8x192xf32>
  %25 = net.elementwise "s00038/feed" %24 {kind = #net<elementwise sum>} : tensor<64x8x8x192xf32> -> tensor<64x8x8x192xf32>
  %26 = net.avg_pool "s00038" %25 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x8x8x192xf32> -> tensor<64x4x4x192xf32>
  %27 = net.input "s00045/in" : tensor<64x13x13x64xf32>
  %28 = net.elementwise "s00045/feed" %27 {kind = #net<elementwise sum>} : tensor<64x13x13x64xf32> -> tensor<64x13x13x64xf32>
  %29 = net.max_pool "s00045" %28 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x13x13x64xf32> -> tensor<64x7x7x64xf32>
  %30 = net.input "s00048/in" : tensor<64x28x28x32xf32>
  %31 = net.elementwise "s00048/feed" %30 {kind = #net<elementwise sum>} : tensor<64x28x28x32xf32> -> tensor<64x28x28x32xf32>
  %32 = net.avg_pool "s00048" %31 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x28x28x32xf32> -> tensor<64x14x14x32xf32>
  %33 = net.input "s00054/in" : tensor<64x19x19x16xf32>
  %34 = net.elementwise "s00054/feed" %33 {kind = #net<elementwise sum>} : tensor<64x19x19x16xf32> -> tensor<64x19x19x16xf32>
  %35 = net.avg_pool "s00054" %34 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x19x19x16xf32> -> tensor<64x9x9x16xf32>
  %36 = net.input "s00058/in" : tensor<64x19x19x184xf32>
  %37 = net.elementwise "s00058/feed" %36 {kind = #net<elementwise sum>} : tensor<64x19x19x184xf32> -> tensor<64x19x19x184xf32>
  %38 = net.avg_pool "s00058" %37 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x19x19x184xf32> -> tensor<64x19x19x184xf32>
  %39 = net.input "s00064/in" : tensor<64x10x10x128xf32>
  %40 = net.elementwise "s00064/feed" %39 {kind = #net<elementwise sum>} : tensor<64x10x10x128xf32> -> tensor<64x10x10x128xf32>
  %41 = net.avg_pool "s00064" %40 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x10x10x128xf32> -> tensor<64x5x5x128xf32>
  %42 = net.input "s00066/in" : tensor<64x28x28x64xf32>
  %43 = net.elementwise "s00066/feed" %42 {kind = #net<elementwise sum>} : tensor<64x28x28x64xf32> -> tensor<64x28x28x64xf32>
  %44 = net.max_pool "s00066" %43 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x28x28x64xf32> -> tensor<64x14x14x64xf32>
  %45 = net.input "s00073/in" : tensor<64x7x7x960xf32>
  %46 = net.elementwise "s00073/feed" %45 {kind = #net<elementwise sum>} : tensor<64x7x7x960xf32> -> tensor<64x7x7x960xf32>
  %47 = net.avg_pool "s00073" %46 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x7x7x960xf32> -> tensor<64x1x1x960xf32>
  %48 = net.input "s00075/in" : tensor<64x28x28x64xf32>
  %49 = net.elementwise "s00075/feed" %48 {kind = #net<elementwise sum>} : tensor<64x28x28x64xf32> -> tensor<64x28x28x64xf32>
  %50 = net.avg_pool "s00075" %49 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<64x28x28x64xf32> -> tensor<64x1x1x64xf32>
  %51 = net.input "s00078/in" : tensor<64x19x19x240xf32>
  %52 = net.elementwise "s00078/feed" %51 {kind = #net<elementwise sum>} : tensor<64x19x19x240xf32> -> tensor<64x19x19x240xf32>
  %53 = net.avg_pool "s00078" %52 {ksize = array<i64: 19, 19>, padding = #net<padding valid>, strides = array<i64: 19, 19>} : tensor<64x19x19x240xf32> -> tensor<64x1x1x240xf32>
  %54 = net.input "s00103/in" : tensor<64x7x7x256xf32>
  %55 = net.elementwise "s00103/feed" %54 {kind = #net<elementwise sum>} : tensor<64x7x7x256xf32> -> tensor<64x7x7x256xf32>
  %56 = net.avg_pool "s00103" %55 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 7, 7>} : tensor<64x7x7x256xf32> -> tensor<64x1x1x256xf32>
  %57 = net.input "s00104/in" : tensor<64x7x7x184xf32>
  %58 = net.elementwise "s00104/feed" %57 {kind = #net<elementwise sum>} : tensor<64x7x7x184xf32> -> tensor<64x7x7x184xf32>
  %59 = net.avg_pool "s00104" %58 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x7x7x184xf32> -> tensor<64x1x1x184xf32>
  %60 = net.input "s00111/in" : tensor<64x13x13x512xf32>
  %61 = net.elementwise "s00111/feed" %60 {kind = #net<elementwise sum>} : tensor<64x13x13x512xf32> -> tensor<64x13x13x512xf32>
  %62 = net.max_pool "s00111" %61 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x13x13x512xf32> -> tensor<64x6x6x512xf32>
  %63 = net.input "s00113/in" : tensor<64x14x14x128xf32>
  %64 = net.elementwise "s00113/feed" %63 {kind = #net<elementwise sum>} : tensor<64x14x14x128xf32> -> tensor<64x14x14x128xf32>
  %65 = net.max_pool "s00113" %64 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x14x14x128xf32> -> tensor<64x7x7x128xf32>
  %66 = net.input "s00116/in" : tensor<64x56x56x128xf32>
  %67 = net.elementwise "s00116/feed" %66 {kind = #net<elementwise sum>} : tensor<64x56x56x128xf32> -> tensor<64x56x56x128xf32>
  %68 = net.avg_pool "s00116" %67 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x56x56x128xf32> -> tensor<64x1x1x128xf32>
  %69 = net.input "s00117/in" : tensor<64x10x10x120xf32>
  %70 = net.elementwise "s00117/feed" %69 {kind = #net<elementwise sum>} : tensor<64x10x10x120xf32> -> tensor<64x10x10x120xf32>
  %71 = net.avg_pool "s00117" %70 {ksize = array<i64: 10, 10>, padding = #net<padding valid>, strides = array<i64: 10, 10>} : tensor<64x10x10x120xf32> -> tensor<64x1x1x120xf32>
  %72 = net.input "s00120/in" : tensor<64x112x112x48xf32>
  %73 = net.elementwise "s00120/feed" %72 {kind = #net<elementwise sum>} : tensor<64x112x112x48xf32> -> tensor<64x112x112x48xf32>
  %74 = net.max_pool "s00120" %73 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x112x112x48xf32> -> tensor<64x56x56x48xf32>
}
