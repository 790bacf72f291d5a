net.network "chunk-b032-01" {
  %0 = net.input "s00114/in" : tensor<32x14x14x480xf32>
  %1 = net.elementwise "s00114/feed" %0 {kind = #net<elementwise sum>} : tensor<32x14x14x480xf32> -> tensor<32x14x14x480xf32>
  %2 = net.avg_pool "s00114" %1 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 14, 14>} : tensor<32x14x14x480xf32> -> tensor<32x1x1x480xf32>
  %3 = net.input "s00115/in" : tensor<32x7x7x480xf32>
  %4 = net.elementwise "s00115/feed" %3 {kind = #net<elementwise sum>} : tensor<32x7x7x480xf32> -> tensor<32x7x7x480xf32>
  %5 = net.avg_pool "s00115" %4 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x7x7x480xf32> -> tensor<32x3x3x480xf32>
  %6 = net.input "s00118/in" : tensor<32x112x112x48xf32>
  %7 = net.elementwise "s00118/feed" %6 {kind = #net<elementwise sum>} : tensor<32x112x112x48xf32> -> tensor<32x112x112x48xf32>
  %8 = net.max_pool "s00118" %7 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x112x112x48xf32> -> tensor<32x56x56x48xf32>
  %9 = net.input "s00119/in" : tensor<32x224x224x24xf32>
  %10 = net.elementwise "s00119/feed" %9 {kind = #net<elementwise sum>} : tensor<32x224x224x24xf32> -> tensor<32x224x224x24xf32>
  %11 = net.avg_pool "s00119" %10 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x224x224x24xf32> -> tensor<32x224x224x24xf32>
  %12 = net.input "s00124/in" : tensor<32x35x35x384xf32>
  %13 = net.elementwise "s00124/feed" %12 {kind = #net<elementwise sum>} : tensor<32x35x35x384xf32> -> tensor<32x35x35x384xf32>
  %14 = net.avg_pool "s00124" %13 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x35x35x384xf32> -> tensor<32x35x35x384xf32>
  %15 = net.input "s00131/in" : tensor<32x27x27x128xf32>
  %16 = net.elementwise "s00131/feed" %15 {kind = #net<elementwise sum>} : tensor<32x27x27x128xf32> -> tensor<32x27x27x128xf32>
  %17 = net.avg_pool "s00131" %16 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x27x27x128xf32> -> tensor<32x13x13x128xf32>
  %18 = net.input "s00138/in" : tensor<32x7x7x40xf32>
  %19 = net.elementwise "s00138/feed" %18 {kind = #net<elementwise sum>} : tensor<32x7x7x40xf32> -> tensor<32x7x7x40xf32>
  %20 = net.max_pool "s00138" %19 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x7x7x40xf32> -> tensor<32x3x3x40xf32>
  %21 = net.input "s00139/in" : tensor<32x7x7x24xf32>
  %22 = net.elementwise "s00139/feed" %21 {kind = #net<elementwise sum>} : tensor<32x7x7x24xf32> -> tensor<32x7x7x24xf32>
  %23 = net.avg_pool "s00139" %22 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x7x7x24xf32> -> tensor<32x1x1x24xf32>
  %24 = net.input "s00141/in" : tensor<32x14x14x1024xf32>
  %25 = net.elementwise "s00141/feed" %24 {kind = #net<elementwise sum>} : tensor<32x14x14x1024xf32> -> tensor<32x14x14x1024xf32>
  %26 = net.avg_pool "s00141" %25 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x14x14x1024xf32> -> tensor<32x14x14x1024xf32>
  %27 = net.input "s00144/in" : tensor<32x112x112x200xf32>
  %28 = net.elementwise "s00144/feed" %27 {kind = #net<elementwise sum>} : tensor<32x112x112x200xf32> -> tensor<32x112x112x200xf32>
  %29 = net.max_pool "s00144" %28 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x112x112x200xf32> -> tensor<32x56x56x200xf32>
  %30 = net.input "s00151/in" : tensor<32x56x56x144xf32>
  %31 = net.elementwise "s00151/feed" %30 {kind = #net<elementwise sum>} : tensor<32x56x56x144xf32> -> tensor<32x56x56x144xf32>
  %32 = net.avg_pool "s00151" %31 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 56, 56>} : tensor<32x56x56x144xf32> -> tensor<32x1x1x144xf32>
  %33 = net.input "s00154/in" : tensor<32x17x17x120xf32>
  %34 = net.elementwise "s00154/feed" %33 {kind = #net<elementwise sum>} : tensor<32x17x17x120xf32> -> tensor<32x17x17x120xf32>
  %35 = net.avg_pool "s00154" %34 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x17x17x120xf32> -> tensor<32x9x9x120xf32>
  %36 = net.input "s00158/in" : tensor<32x112x112x64xf32>
  %37 = net.elementwise "s00158/feed" %36 {kind = #net<elementwise sum>} : tensor<32x112x112x64xf32> -> tensor<32x112x112x64xf32>
  %38 = net.avg_pool "s00158" %37 {ksize = array<i64: 112, 112>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x112x112x64xf32> -> tensor<32x1x1x64xf32>
  %39 = net.input "s00162/in" : tensor<32x28x28x512xf32>
  %40 = net.elementwise "s00162/feed" %39 {kind = #net<elementwise sum>} : tensor<32x28x28x512xf32> -> tensor<32x28x28x512xf32>
  %41 = net.avg_pool "s00162" %40 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x28x28x512xf32> -> tensor<32x1x1x512xf32>
  %42 = net.input "s00167/in" : tensor<32x7x7x240xf32>
  %43 = net.elementwise "s00167/feed" %42 {kind = #net<elementwise sum>} : tensor<32x7x7x240xf32> -> tensor<32x7x7x240xf32>
  %44 = net.avg_pool "s00167" %43 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 7, 7>} : tensor<32x7x7x240xf32> -> tensor<32x1x1x240xf32>
  %45 = net.input "s00168/in" : tensor<32x112x112x256xf32>
  %46 = net.elementwise "s00168/feed" %45 {kind = #net<elementwise sum>} : tensor<32x112x112x256xf32> -> tensor<32x112x112x256xf32>
  %47 = net.avg_pool "s00168" %46 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x112x112x256xf32> -> tensor<32x56x56x256xf32>
  %48 = net.input "s00173/in" : tensor<32x28x28x96xf32>
  %49 = net.elementwise "s00173/feed" %48 {kind = #net<elementwise sum>} : tensor<32x28x28x96xf32> -> tensor<32x28x28x96xf32>
  %50 = net.avg_pool "s00173" %49 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<32x28x28x96xf32> -> tensor<32x1x1x96xf32>
  %51 = net.input "s00176/in" : tensor<32x13x13x48xf32>
  %52 = net.elementwise "s00176/feed" %51 {kind = #net<elementwise sum>} : tensor<32x13x13x48xf32> -> tensor<32x13x13x48xf32>
  %53 = net.avg_pool "s00176" %52 {ksize = array<i64: 13, 13>, padding = #net<padding valid>, strides = array<i64: 13, 13>} : tensor<32x13x13x48xf32> -> tensor<32x1x1x48xf32>
  %54 = net.input "s00179/in" : tensor<32x19x19x672xf32>
  %55 = net.elementwise "s00179/feed" %54 {kind = #net<elementwise sum>} : tensor<32x19x19x672xf32> -> tensor<32x19x19x672xf32>
  %56 = net.max_pool "s00179" %55 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x19x19x672xf32> -> tensor<32x10x10x672xf32>
  %57 = net.input "s00180/in" : tensor<32x8x8x1024xf32>
  %58 = net.elementwise "s00180/feed" %57 {kind = #net<elementwise sum>} : tensor<32x8x8x1024xf32> -> tensor<32x8x8x1024xf32>
  %59 = net.max_pool "s00180" %58 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x8x8x1024xf32> -> tensor<32x4x4x1024xf32>
  %60 = net.input "s00182/in" : tensor<32x38x38x256xf32>
  %61 = net.elementwise "s00182/feed" %60 {kind = #net<elementwise sum>} : tensor<32x38x38x256xf32> -> tensor<32x38x38x256xf32>
  %62 = net.avg_pool "s00182" %61 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x38x38x256xf32> -> tensor<32x19x19x256xf32>
  %63 = net.input "s00183/in" : tensor<32x28x28x256xf32>
  %64 = net.elementwise "s00183/feed" %63 {kind = #net<elementwise sum>} : tensor<32x28x28x256xf32> -> tensor<32x28x28x256xf32>
  %65 = net.avg_pool "s00183" %64 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x28x28x256xf32> -> tensor<32x1x1x256xf32>
  %66 = net.input "s00189/in" : tensor<32x28x28x64xf32>
  %67 = net.elementwise "s00189/feed" %66 {kind = #net<elementwise sum>} : tensor<32x28x28x64xf32> -> tensor<32x28x28x64xf32>
  %68 = net.max_pool "s00189" %67 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x28x28x64xf32> -> tensor<32x14x14x64xf32>
  %69 = net.input "s00190/in" : tensor<32x7x7x16xf32>
  %70 = net.elementwise "s00190/feed" %69 {kind = #net<elementwise sum>} : tensor<32x7x7x16xf32> -> tensor<32x7x7x16xf32>
  %71 = net.avg_pool "s00190" %70 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 7, 7>} : tensor<32x7x7x16xf32> -> tensor<32x1x1x16xf32>
  %72 = net.input "s00193/in" : tensor<32x112x112x120xf32>
  %73 = net.elementwise "s00193/feed" %72 {kind = #net<elementwise sum>} : tensor<32x112x112x120xf32> -> tensor<32x112x112x120xf32>
  %74 = net.avg_pool "s00193" %73 {ksize = array<i64: 112, 112>, padding = #net<padding valid>, strides = array<i64: 112, 112>} : tensor<32x112x112x120xf32> -> tensor<32x1x1x120xf32>
}
