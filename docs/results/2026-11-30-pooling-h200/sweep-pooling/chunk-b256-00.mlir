net.network "chunk-b256-00" {
  %0 = net.input "s00009/in" : tensor<256x8x8x16xf32>
  %1 = net.elementwise "s00009/feed" %0 {kind = #net<elementwise sum>} : tensor<256x8x8x16xf32> -> tensor<256x8x8x16xf32>
  %2 = net.max_pool "s00009" %1 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x8x8x16xf32> -> tensor<256x8x8x16xf32>
  %3 = net.input "s00010/in" : tensor<256x17x17x64xf32>
  %4 = net.elementwise "s00010/feed" %3 {kind = #net<elementwise sum>} : tensor<256x17x17x64xf32> -> tensor<256x17x17x64xf32>
  %5 = net.avg_pool "s00010" %4 {ksize = array<i64: 17, 17>, padding = #net<padding valid>, strides = array<i64: 17, 17>} : tensor<256x17x17x64xf32> -> tensor<256x1x1x64xf32>
  %6 = net.input "s00016/in" : tensor<256x56x56x128xf32>
  %7 = net.elementwise "s00016/feed" %6 {kind = #net<elementwise sum>} : tensor<256x56x56x128xf32> -> tensor<256x56x56x128xf32>
  %8 = net.avg_pool "s00016" %7 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 56, 56>} : tensor<256x56x56x128xf32> -> tensor<256x1x1x128xf32>
  %9 = net.input "s00023/in" : tensor<256x38x38x48xf32>
  %10 = net.elementwise "s00023/feed" %9 {kind = #net<elementwise sum>} : tensor<256x38x38x48xf32> -> tensor<256x38x38x48xf32>
  %11 = net.avg_pool "s00023" %10 {ksize = array<i64: 38, 38>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x38x38x48xf32> -> tensor<256x1x1x48xf32>
  %12 = net.input "s00025/in" : tensor<256x56x56x72xf32>
  %13 = net.elementwise "s00025/feed" %12 {kind = #net<elementwise sum>} : tensor<256x56x56x72xf32> -> tensor<256x56x56x72xf32>
  %14 = net.avg_pool "s00025" %13 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<256x56x56x72xf32> -> tensor<256x28x28x72xf32>
  %15 = net.input "s00026/in" : tensor<256x112x112x40xf32>
  %16 = net.elementwise "s00026/feed" %15 {kind = #net<elementwise sum>} : tensor<256x112x112x40xf32> -> tensor<256x112x112x40xf32>
  %17 = net.avg_pool "s00026" %16 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x112x112x40xf32> -> tensor<256x56x56x40xf32>
  %18 = net.input "s00032/in" : tensor<256x14x14x128xf32>
  %19 = net.elementwise "s00032/feed" %18 {kind = #net<elementwise sum>} : tensor<256x14x14x128xf32> -> tensor<256x14x14x128xf32>
  %20 = net.avg_pool "s00032" %19 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 14, 14>} : tensor<256x14x14x128xf32> -> tensor<256x1x1x128xf32>
  %21 = net.input "s00042/in" : tensor<256x13x13x672xf32>
  %22 = net.elementwise "s00042/feed" %21 {kind = #net<elementwise sum>} : tensor<256x13x13x672xf32> -> tensor<256x13x13x672xf32>
  %23 = net.avg_pool "s00042" %22 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x13x13x672xf32> -> tensor<256x7x7x672xf32>
  %24 = net.input "s00047/in" : tensor<256x14x14x96xf32>
  %25 = net.elementwise "s00047/feed" %24 {kind = #net<elementwise sum>} : tensor<256x14x14x96xf32> -> tensor<256x14x14x96xf32>
  %26 = net.avg_pool "s00047" %25 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 14, 14>} : tensor<256x14x14x96xf32> -> tensor<256x1x1x96xf32>
  %27 = net.input "s00052/in" : tensor<256x7x7x288xf32>
  %28 = net.elementwise "s00052/feed" %27 {kind = #net<elementwise sum>} : tensor<256x7x7x288xf32> -> tensor<256x7x7x288xf32>
  %29 = net.max_pool "s00052" %28 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x7x7x288xf32> -> tensor<256x7x7x288xf32>
  %30 = net.input "s00062/in" : tensor<256x28x28x32xf32>
  %31 = net.elementwise "s00062/feed" %30 {kind = #net<elementwise sum>} : tensor<256x28x28x32xf32> -> tensor<256x28x28x32xf32>
  %32 = net.avg_pool "s00062" %31 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<256x28x28x32xf32> -> tensor<256x1x1x32xf32>
  %33 = net.input "s00063/in" : tensor<256x13x13x256xf32>
  %34 = net.elementwise "s00063/feed" %33 {kind = #net<elementwise sum>} : tensor<256x13x13x256xf32> -> tensor<256x13x13x256xf32>
  %35 = net.avg_pool "s00063" %34 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x13x13x256xf32> -> tensor<256x13x13x256xf32>
  %36 = net.input "s00074/in" : tensor<256x13x13x64xf32>
  %37 = net.elementwise "s00074/feed" %36 {kind = #net<elementwise sum>} : tensor<256x13x13x64xf32> -> tensor<256x13x13x64xf32>
  %38 = net.max_pool "s00074" %37 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x13x13x64xf32> -> tensor<256x13x13x64xf32>
  %39 = net.input "s00082/in" : tensor<256x112x112x32xf32>
  %40 = net.elementwise "s00082/feed" %39 {kind = #net<elementwise sum>} : tensor<256x112x112x32xf32> -> tensor<256x112x112x32xf32>
  %41 = net.avg_pool "s00082" %40 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<256x112x112x32xf32> -> tensor<256x56x56x32xf32>
  %42 = net.input "s00087/in" : tensor<256x56x56x64xf32>
  %43 = net.elementwise "s00087/feed" %42 {kind = #net<elementwise sum>} : tensor<256x56x56x64xf32> -> tensor<256x56x56x64xf32>
  %44 = net.avg_pool "s00087" %43 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x56x56x64xf32> -> tensor<256x28x28x64xf32>
  %45 = net.input "s00093/in" : tensor<256x13x13x24xf32>
  %46 = net.elementwise "s00093/feed" %45 {kind = #net<elementwise sum>} : tensor<256x13x13x24xf32> -> tensor<256x13x13x24xf32>
  %47 = net.avg_pool "s00093" %46 {ksize = array<i64: 13, 13>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x13x13x24xf32> -> tensor<256x1x1x24xf32>
  %48 = net.input "s00099/in" : tensor<256x10x10x256xf32>
  %49 = net.elementwise "s00099/feed" %48 {kind = #net<elementwise sum>} : tensor<256x10x10x256xf32> -> tensor<256x10x10x256xf32>
  %50 = net.avg_pool "s00099" %49 {ksize = array<i64: 10, 10>, padding = #net<padding valid>, strides = array<i64: 10, 10>} : tensor<256x10x10x256xf32> -> tensor<256x1x1x256xf32>
  %51 = net.input "s00101/in" : tensor<256x28x28x96xf32>
  %52 = net.elementwise "s00101/feed" %51 {kind = #net<elementwise sum>} : tensor<256x28x28x96xf32> -> tensor<256x28x28x96xf32>
  %53 = net.avg_pool "s00101" %52 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x28x28x96xf32> -> tensor<256x14x14x96xf32>
  %54 = net.input "s00110/in" : tensor<256x27x27x96xf32>
  %55 = net.elementwise "s00110/feed" %54 {kind = #net<elementwise sum>} : tensor<256x27x27x96xf32> -> tensor<256x27x27x96xf32>
  %56 = net.avg_pool "s00110" %55 {ksize = array<i64: 27, 27>, padding = #net<padding valid>, strides = array<i64: 27, 27>} : tensor<256x27x27x96xf32> -> tensor<256x1x1x96xf32>
  %57 = net.input "s00150/in" : tensor<256x28x28x184xf32>
  %58 = net.elementwise "s00150/feed" %57 {kind = #net<elementwise sum>} : tensor<256x28x28x184xf32> -> tensor<256x28x28x184xf32>
  %59 = net.avg_pool "s00150" %58 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x28x28x184xf32> -> tensor<256x14x14x184xf32>
  %60 = net.input "s00156/in" : tensor<256x8x8x96xf32>
  %61 = net.elementwise "s00156/feed" %60 {kind = #net<elementwise sum>} : tensor<256x8x8x96xf32> -> tensor<256x8x8x96xf32>
  %62 = net.max_pool "s00156" %61 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x8x8x96xf32> -> tensor<256x4x4x96xf32>
  %63 = net.input "s00159/in" : tensor<256x8x8x64xf32>
  %64 = net.elementwise "s00159/feed" %63 {kind = #net<elementwise sum>} : tensor<256x8x8x64xf32> -> tensor<256x8x8x64xf32>
  %65 = net.avg_pool "s00159" %64 {ksize = array<i64: 8, 8>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x8x8x64xf32> -> tensor<256x1x1x64xf32>
  %66 = net.input "s00163/in" : tensor<256x14x14x16xf32>
  %67 = net.elementwise "s00163/feed" %66 {kind = #net<elementwise sum>} : tensor<256x14x14x16xf32> -> tensor<256x14x14x16xf32>
  %68 = net.avg_pool "s00163" %67 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<256x14x14x16xf32> -> tensor<256x7x7x16xf32>
  %69 = net.input "s00170/in" : tensor<256x19x19x64xf32>
  %70 = net.elementwise "s00170/feed" %69 {kind = #net<elementwise sum>} : tensor<256x19x19x64xf32> -> tensor<256x19x19x64xf32>
  %71 = net.avg_pool "s00170" %70 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x19x19x64xf32> -> tensor<256x10x10x64xf32>
  %72 = net.input "s00191/in" : tensor<256x17x17x256xf32>
  %73 = net.elementwise "s00191/feed" %72 {kind = #net<elementwise sum>} : tensor<256x17x17x256xf32> -> tensor<256x17x17x256xf32>
  %74 = net.avg_pool "s00191" %73 {ksize = array<i64: 17, 17>, padding = #net<padding valid>, strides = array<i64: 17, 17>} : tensor<256x17x17x256xf32> -> tensor<256x1x1x256xf32>
}
