net.network "chunk-b128-02" {
  %0 = net.input "s00264/in" : tensor<128x28x28x384xf32>
  %1 = net.elementwise "s00264/feed" %0 {kind = #net<elementwise sum>} : tensor<128x28x28x384xf32> -> tensor<128x28x28x384xf32>
  %2 = net.avg_pool "s00264" %1 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x28x28x384xf32> -> tensor<128x1x1x384xf32>
  %3 = net.input "s00267/in" : tensor<128x19x19x240xf32>
  %4 = net.elementwise "s00267/feed" %3 {kind = #net<elementwise sum>} : tensor<128x19x19x240xf32> -> tensor<128x19x19x240xf32>
  %5 = net.avg_pool "s00267" %4 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x19x19x240xf32> -> tensor<128x10x10x240xf32>
  %6 = net.input "s00269/in" : tensor<128x28x28x24xf32>
  %7 = net.elementwise "s00269/feed" %6 {kind = #net<elementwise sum>} : tensor<128x28x28x24xf32> -> tensor<128x28x28x24xf32>
  %8 = net.avg_pool "s00269" %7 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x28x28x24xf32> -> tensor<128x1x1x24xf32>
  %9 = net.input "s00272/in" : tensor<128x28x28x960xf32>
  %10 = net.elementwise "s00272/feed" %9 {kind = #net<elementwise sum>} : tensor<128x28x28x960xf32> -> tensor<128x28x28x960xf32>
  %11 = net.avg_pool "s00272" %10 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x28x28x960xf32> -> tensor<128x1x1x960xf32>
  %12 = net.input "s00276/in" : tensor<128x112x112x48xf32>
  %13 = net.elementwise "s00276/feed" %12 {kind = #net<elementwise sum>} : tensor<128x112x112x48xf32> -> tensor<128x112x112x48xf32>
  %14 = net.avg_pool "s00276" %13 {ksize = array<i64: 112, 112>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x112x112x48xf32> -> tensor<128x1x1x48xf32>
  %15 = net.input "s00281/in" : tensor<128x56x56x192xf32>
  %16 = net.elementwise "s00281/feed" %15 {kind = #net<elementwise sum>} : tensor<128x56x56x192xf32> -> tensor<128x56x56x192xf32>
  %17 = net.max_pool "s00281" %16 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x56x56x192xf32> -> tensor<128x56x56x192xf32>
  %18 = net.input "s00289/in" : tensor<128x112x112x64xf32>
  %19 = net.elementwise "s00289/feed" %18 {kind = #net<elementwise sum>} : tensor<128x112x112x64xf32> -> tensor<128x112x112x64xf32>
  %20 = net.max_pool "s00289" %19 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x112x112x64xf32> -> tensor<128x56x56x64xf32>
  %21 = net.input "s00291/in" : tensor<128x13x13x120xf32>
  %22 = net.elementwise "s00291/feed" %21 {kind = #net<elementwise sum>} : tensor<128x13x13x120xf32> -> tensor<128x13x13x120xf32>
  %23 = net.avg_pool "s00291" %22 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x13x13x120xf32> -> tensor<128x7x7x120xf32>
  %24 = net.input "s00296/in" : tensor<128x19x19x768xf32>
  %25 = net.elementwise "s00296/feed" %24 {kind = #net<elementwise sum>} : tensor<128x19x19x768xf32> -> tensor<128x19x19x768xf32>
  %26 = net.max_pool "s00296" %25 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x19x19x768xf32> -> tensor<128x9x9x768xf32>
  %27 = net.input "s00297/in" : tensor<128x19x19x1024xf32>
  %28 = net.elementwise "s00297/feed" %27 {kind = #net<elementwise sum>} : tensor<128x19x19x1024xf32> -> tensor<128x19x19x1024xf32>
  %29 = net.avg_pool "s00297" %28 {ksize = array<i64: 19, 19>, padding = #net<padding valid>, strides = array<i64: 19, 19>} : tensor<128x19x19x1024xf32> -> tensor<128x1x1x1024xf32>
  %30 = net.input "s00301/in" : tensor<128x19x19x1024xf32>
  %31 = net.elementwise "s00301/feed" %30 {kind = #net<elementwise sum>} : tensor<128x19x19x1024xf32> -> tensor<128x19x19x1024xf32>
  %32 = net.max_pool "s00301" %31 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x19x19x1024xf32> -> tensor<128x10x10x1024xf32>
  %33 = net.input "s00307/in" : tensor<128x28x28x1024xf32>
  %34 = net.elementwise "s00307/feed" %33 {kind = #net<elementwise sum>} : tensor<128x28x28x1024xf32> -> tensor<128x28x28x1024xf32>
  %35 = net.max_pool "s00307" %34 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x28x28x1024xf32> -> tensor<128x14x14x1024xf32>
  %36 = net.input "s00311/in" : tensor<128x27x27x64xf32>
  %37 = net.elementwise "s00311/feed" %36 {kind = #net<elementwise sum>} : tensor<128x27x27x64xf32> -> tensor<128x27x27x64xf32>
  %38 = net.max_pool "s00311" %37 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x27x27x64xf32> -> tensor<128x27x27x64xf32>
  %39 = net.input "s00318/in" : tensor<128x8x8x72xf32>
  %40 = net.elementwise "s00318/feed" %39 {kind = #net<elementwise sum>} : tensor<128x8x8x72xf32> -> tensor<128x8x8x72xf32>
  %41 = net.max_pool "s00318" %40 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x8x8x72xf32> -> tensor<128x4x4x72xf32>
  %42 = net.input "s00324/in" : tensor<128x56x56x72xf32>
  %43 = net.elementwise "s00324/feed" %42 {kind = #net<elementwise sum>} : tensor<128x56x56x72xf32> -> tensor<128x56x56x72xf32>
  %44 = net.avg_pool "s00324" %43 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x56x56x72xf32> -> tensor<128x28x28x72xf32>
  %45 = net.input "s00339/in" : tensor<128x7x7x64xf32>
  %46 = net.elementwise "s00339/feed" %45 {kind = #net<elementwise sum>} : tensor<128x7x7x64xf32> -> tensor<128x7x7x64xf32>
  %47 = net.avg_pool "s00339" %46 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x7x7x64xf32> -> tensor<128x4x4x64xf32>
  %48 = net.input "s00341/in" : tensor<128x28x28x960xf32>
  %49 = net.elementwise "s00341/feed" %48 {kind = #net<elementwise sum>} : tensor<128x28x28x960xf32> -> tensor<128x28x28x960xf32>
  %50 = net.avg_pool "s00341" %49 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x28x28x960xf32> -> tensor<128x28x28x960xf32>
  %51 = net.input "s00343/in" : tensor<128x27x27x1024xf32>
  %52 = net.elementwise "s00343/feed" %51 {kind = #net<elementwise sum>} : tensor<128x27x27x1024xf32> -> tensor<128x27x27x1024xf32>
  %53 = net.max_pool "s00343" %52 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x27x27x1024xf32> -> tensor<128x27x27x1024xf32>
  %54 = net.input "s00344/in" : tensor<128x112x112x32xf32>
  %55 = net.elementwise "s00344/feed" %54 {kind = #net<elementwise sum>} : tensor<128x112x112x32xf32> -> tensor<128x112x112x32xf32>
  %56 = net.max_pool "s00344" %55 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x112x112x32xf32> -> tensor<128x56x56x32xf32>
  %57 = net.input "s00347/in" : tensor<128x27x27x16xf32>
  %58 = net.elementwise "s00347/feed" %57 {kind = #net<elementwise sum>} : tensor<128x27x27x16xf32> -> tensor<128x27x27x16xf32>
  %59 = net.avg_pool "s00347" %58 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x27x27x16xf32> -> tensor<128x14x14x16xf32>
  %60 = net.input "s00348/in" : tensor<128x14x14x16xf32>
  %61 = net.elementwise "s00348/feed" %60 {kind = #net<elementwise sum>} : tensor<128x14x14x16xf32> -> tensor<128x14x14x16xf32>
  %62 = net.max_pool "s00348" %61 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x14x14x16xf32> -> tensor<128x7x7x16xf32>
  %63 = net.input "s00349/in" : tensor<128x10x10x256xf32>
  %64 = net.elementwise "s00349/feed" %63 {kind = #net<elementwise sum>} : tensor<128x10x10x256xf32> -> tensor<128x10x10x256xf32>
  %65 = net.avg_pool "s00349" %64 {ksize = array<i64: 10, 10>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x10x10x256xf32> -> tensor<128x1x1x256xf32>
  %66 = net.input "s00350/in" : tensor<128x56x56x144xf32>
  %67 = net.elementwise "s00350/feed" %66 {kind = #net<elementwise sum>} : tensor<128x56x56x144xf32> -> tensor<128x56x56x144xf32>
  %68 = net.avg_pool "s00350" %67 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x56x56x144xf32> -> tensor<128x28x28x144xf32>
  %69 = net.input "s00354/in" : tensor<128x38x38x480xf32>
  %70 = net.elementwise "s00354/feed" %69 {kind = #net<elementwise sum>} : tensor<128x38x38x480xf32> -> tensor<128x38x38x480xf32>
  %71 = net.avg_pool "s00354" %70 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x38x38x480xf32> -> tensor<128x19x19x480xf32>
  %72 = net.input "s00358/in" : tensor<128x14x14x16xf32>
  %73 = net.elementwise "s00358/feed" %72 {kind = #net<elementwise sum>} : tensor<128x14x14x16xf32> -> tensor<128x14x14x16xf32>
  %74 = net.avg_pool "s00358" %73 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 14, 14>} : tensor<128x14x14x16xf32> -> tensor<128x1x1x16xf32>
}
