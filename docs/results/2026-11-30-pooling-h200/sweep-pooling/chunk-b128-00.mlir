net.network "chunk-b128-00" {
  %0 = net.input "s00006/in" : tensor<128x8x8x96xf32>
  %1 = net.elementwise "s00006/feed" %0 {kind = #net<elementwise sum>} : tensor<128x8x8x96xf32> -> tensor<128x8x8x96xf32>
  %2 = net.avg_pool "s00006" %1 {ksize = array<i64: 8, 8>, padding = #net<padding valid>, strides = array<i64: 8, 8>} : tensor<128x8x8x96xf32> -> tensor<128x1x1x96xf32>
  %3 = net.input "s00008/in" : tensor<128x28x28x384xf32>
  %4 = net.elementwise "s00008/feed" %3 {kind = #net<elementwise sum>} : tensor<128x28x28x384xf32> -> tensor<128x28x28x384xf32>
  %5 = net.avg_pool "s00008" %4 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x28x28x384xf32> -> tensor<128x14x14x384xf32>
  %6 = net.input "s00018/in" : tensor<128x28x28x768xf32>
  %7 = net.elementwise "s00018/feed" %6 {kind = #net<elementwise sum>} : tensor<128x28x28x768xf32> -> tensor<128x28x28x768xf32>
  %8 = net.max_pool "s00018" %7 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x28x28x768xf32> -> tensor<128x14x14x768xf32>
  %9 = net.input "s00019/in" : tensor<128x7x7x48xf32>
  %10 = net.elementwise "s00019/feed" %9 {kind = #net<elementwise sum>} : tensor<128x7x7x48xf32> -> tensor<128x7x7x48xf32>
  %11 = net.avg_pool "s00019" %10 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x7x7x48xf32> -> tensor<128x1x1x48xf32>
  %12 = net.input "s00039/in" : tensor<128x14x14x184xf32>
  %13 = net.elementwise "s00039/feed" %12 {kind = #net<elementwise sum>} : tensor<128x14x14x184xf32> -> tensor<128x14x14x184xf32>
  %14 = net.max_pool "s00039" %13 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x14x14x184xf32> -> tensor<128x7x7x184xf32>
  %15 = net.input "s00040/in" : tensor<128x8x8x1024xf32>
  %16 = net.elementwise "s00040/feed" %15 {kind = #net<elementwise sum>} : tensor<128x8x8x1024xf32> -> tensor<128x8x8x1024xf32>
  %17 = net.max_pool "s00040" %16 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x8x8x1024xf32> -> tensor<128x8x8x1024xf32>
  %18 = net.input "s00049/in" : tensor<128x7x7x32xf32>
  %19 = net.elementwise "s00049/feed" %18 {kind = #net<elementwise sum>} : tensor<128x7x7x32xf32> -> tensor<128x7x7x32xf32>
  %20 = net.avg_pool "s00049" %19 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x7x7x32xf32> -> tensor<128x4x4x32xf32>
  %21 = net.input "s00053/in" : tensor<128x28x28x48xf32>
  %22 = net.elementwise "s00053/feed" %21 {kind = #net<elementwise sum>} : tensor<128x28x28x48xf32> -> tensor<128x28x28x48xf32>
  %23 = net.avg_pool "s00053" %22 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x28x28x48xf32> -> tensor<128x14x14x48xf32>
  %24 = net.input "s00055/in" : tensor<128x28x28x192xf32>
  %25 = net.elementwise "s00055/feed" %24 {kind = #net<elementwise sum>} : tensor<128x28x28x192xf32> -> tensor<128x28x28x192xf32>
  %26 = net.avg_pool "s00055" %25 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<128x28x28x192xf32> -> tensor<128x1x1x192xf32>
  %27 = net.input "s00061/in" : tensor<128x14x14x960xf32>
  %28 = net.elementwise "s00061/feed" %27 {kind = #net<elementwise sum>} : tensor<128x14x14x960xf32> -> tensor<128x14x14x960xf32>
  %29 = net.avg_pool "s00061" %28 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 14, 14>} : tensor<128x14x14x960xf32> -> tensor<128x1x1x960xf32>
  %30 = net.input "s00070/in" : tensor<128x56x56x192xf32>
  %31 = net.elementwise "s00070/feed" %30 {kind = #net<elementwise sum>} : tensor<128x56x56x192xf32> -> tensor<128x56x56x192xf32>
  %32 = net.max_pool "s00070" %31 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x56x56x192xf32> -> tensor<128x28x28x192xf32>
  %33 = net.input "s00072/in" : tensor<128x7x7x576xf32>
  %34 = net.elementwise "s00072/feed" %33 {kind = #net<elementwise sum>} : tensor<128x7x7x576xf32> -> tensor<128x7x7x576xf32>
  %35 = net.avg_pool "s00072" %34 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x7x7x576xf32> -> tensor<128x3x3x576xf32>
  %36 = net.input "s00076/in" : tensor<128x19x19x184xf32>
  %37 = net.elementwise "s00076/feed" %36 {kind = #net<elementwise sum>} : tensor<128x19x19x184xf32> -> tensor<128x19x19x184xf32>
  %38 = net.avg_pool "s00076" %37 {ksize = array<i64: 19, 19>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x19x19x184xf32> -> tensor<128x1x1x184xf32>
  %39 = net.input "s00077/in" : tensor<128x14x14x256xf32>
  %40 = net.elementwise "s00077/feed" %39 {kind = #net<elementwise sum>} : tensor<128x14x14x256xf32> -> tensor<128x14x14x256xf32>
  %41 = net.avg_pool "s00077" %40 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x14x14x256xf32> -> tensor<128x1x1x256xf32>
  %42 = net.input "s00089/in" : tensor<128x56x56x96xf32>
  %43 = net.elementwise "s00089/feed" %42 {kind = #net<elementwise sum>} : tensor<128x56x56x96xf32> -> tensor<128x56x56x96xf32>
  %44 = net.avg_pool "s00089" %43 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x56x56x96xf32> -> tensor<128x1x1x96xf32>
  %45 = net.input "s00090/in" : tensor<128x28x28x576xf32>
  %46 = net.elementwise "s00090/feed" %45 {kind = #net<elementwise sum>} : tensor<128x28x28x576xf32> -> tensor<128x28x28x576xf32>
  %47 = net.avg_pool "s00090" %46 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x28x28x576xf32> -> tensor<128x1x1x576xf32>
  %48 = net.input "s00091/in" : tensor<128x56x56x128xf32>
  %49 = net.elementwise "s00091/feed" %48 {kind = #net<elementwise sum>} : tensor<128x56x56x128xf32> -> tensor<128x56x56x128xf32>
  %50 = net.avg_pool "s00091" %49 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x56x56x128xf32> -> tensor<128x1x1x128xf32>
  %51 = net.input "s00095/in" : tensor<128x7x7x288xf32>
  %52 = net.elementwise "s00095/feed" %51 {kind = #net<elementwise sum>} : tensor<128x7x7x288xf32> -> tensor<128x7x7x288xf32>
  %53 = net.avg_pool "s00095" %52 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 7, 7>} : tensor<128x7x7x288xf32> -> tensor<128x1x1x288xf32>
  %54 = net.input "s00097/in" : tensor<128x14x14x480xf32>
  %55 = net.elementwise "s00097/feed" %54 {kind = #net<elementwise sum>} : tensor<128x14x14x480xf32> -> tensor<128x14x14x480xf32>
  %56 = net.avg_pool "s00097" %55 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x14x14x480xf32> -> tensor<128x7x7x480xf32>
  %57 = net.input "s00108/in" : tensor<128x7x7x120xf32>
  %58 = net.elementwise "s00108/feed" %57 {kind = #net<elementwise sum>} : tensor<128x7x7x120xf32> -> tensor<128x7x7x120xf32>
  %59 = net.max_pool "s00108" %58 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x7x7x120xf32> -> tensor<128x4x4x120xf32>
  %60 = net.input "s00121/in" : tensor<128x14x14x192xf32>
  %61 = net.elementwise "s00121/feed" %60 {kind = #net<elementwise sum>} : tensor<128x14x14x192xf32> -> tensor<128x14x14x192xf32>
  %62 = net.avg_pool "s00121" %61 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x14x14x192xf32> -> tensor<128x7x7x192xf32>
  %63 = net.input "s00126/in" : tensor<128x27x27x1024xf32>
  %64 = net.elementwise "s00126/feed" %63 {kind = #net<elementwise sum>} : tensor<128x27x27x1024xf32> -> tensor<128x27x27x1024xf32>
  %65 = net.avg_pool "s00126" %64 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x27x27x1024xf32> -> tensor<128x14x14x1024xf32>
  %66 = net.input "s00128/in" : tensor<128x28x28x40xf32>
  %67 = net.elementwise "s00128/feed" %66 {kind = #net<elementwise sum>} : tensor<128x28x28x40xf32> -> tensor<128x28x28x40xf32>
  %68 = net.avg_pool "s00128" %67 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x28x28x40xf32> -> tensor<128x1x1x40xf32>
  %69 = net.input "s00130/in" : tensor<128x14x14x32xf32>
  %70 = net.elementwise "s00130/feed" %69 {kind = #net<elementwise sum>} : tensor<128x14x14x32xf32> -> tensor<128x14x14x32xf32>
  %71 = net.avg_pool "s00130" %70 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x14x14x32xf32> -> tensor<128x7x7x32xf32>
  %72 = net.input "s00132/in" : tensor<128x28x28x960xf32>
  %73 = net.elementwise "s00132/feed" %72 {kind = #net<elementwise sum>} : tensor<128x28x28x960xf32> -> tensor<128x28x28x960xf32>
  %74 = net.avg_pool "s00132" %73 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<128x28x28x960xf32> -> tensor<128x1x1x960xf32>
}
