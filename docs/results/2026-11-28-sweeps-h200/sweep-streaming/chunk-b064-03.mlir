net.network "chunk-b064-03" {
  %0 = net.input "s00350/in" : tensor<64x28x28x128xf32>
  %1 = net.elementwise "s00350/feed" %0 {kind = #net<elementwise sum>} : tensor<64x28x28x128xf32> -> tensor<64x28x28x128xf32>
  %2 = net.max_pool "s00350" %1 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x28x28x128xf32> -> tensor<64x14x14x128xf32>
  %3 = net.input "s00355/in" : tensor<64x56x56x192xf32>
  %4 = net.elementwise "s00355/feed" %3 {kind = #net<elementwise sum>} : tensor<64x56x56x192xf32> -> tensor<64x56x56x192xf32>
  %5 = net.batch_norm "s00355" %4 : tensor<64x56x56x192xf32> -> tensor<64x56x56x192xf32>
  %6 = net.input "s00358/in" : tensor<64x14x14x128xf32>
  %7 = net.elementwise "s00358/feed" %6 {kind = #net<elementwise sum>} : tensor<64x14x14x128xf32> -> tensor<64x14x14x128xf32>
  %8 = net.batch_norm "s00358" %7 : tensor<64x14x14x128xf32> -> tensor<64x14x14x128xf32>
  %9 = net.input "s00359/in" : tensor<64x14x14x64xf32>
  %10 = net.elementwise "s00359/feed" %9 {kind = #net<elementwise sum>} : tensor<64x14x14x64xf32> -> tensor<64x14x14x64xf32>
  %11 = net.max_pool "s00359" %10 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x14x14x64xf32> -> tensor<64x7x7x64xf32>
  %12 = net.input "s00364/in" : tensor<64x7x7x1024xf32>
  %13 = net.elementwise "s00364/feed" %12 {kind = #net<elementwise sum>} : tensor<64x7x7x1024xf32> -> tensor<64x7x7x1024xf32>
  %14 = net.avg_pool "s00364" %13 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x7x7x1024xf32> -> tensor<64x1x1x1024xf32>
  %15 = net.input "s00383/in" : tensor<64x8x8x32xf32>
  %16 = net.elementwise "s00383/feed" %15 {kind = #net<elementwise sum>} : tensor<64x8x8x32xf32> -> tensor<64x8x8x32xf32>
  %17 = net.avg_pool "s00383" %16 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x8x8x32xf32> -> tensor<64x4x4x32xf32>
  %18 = net.input "s00384/in" : tensor<64x56x56x24xf32>
  %19 = net.elementwise "s00384/feed" %18 {kind = #net<elementwise sum>} : tensor<64x56x56x24xf32> -> tensor<64x56x56x24xf32>
  %20 = net.batch_norm "s00384" %19 {activation = #net<activation relu>} : tensor<64x56x56x24xf32> -> tensor<64x56x56x24xf32>
  %21 = net.input "s00385/in" : tensor<64x27x27x16xf32>
  %22 = net.elementwise "s00385/feed" %21 {kind = #net<elementwise sum>} : tensor<64x27x27x16xf32> -> tensor<64x27x27x16xf32>
  %23 = net.input "s00385/b/in" : tensor<64x27x27x16xf32>
  %24 = net.elementwise "s00385/b/feed" %23 {kind = #net<elementwise sum>} : tensor<64x27x27x16xf32> -> tensor<64x27x27x16xf32>
  %25 = net.elementwise "s00385" %22, %24 {activation = #net<activation relu>} : tensor<64x27x27x16xf32>, tensor<64x27x27x16xf32> -> tensor<64x27x27x16xf32>
  %26 = net.input "s00388/in" : tensor<64x8x8x128xf32>
  %27 = net.elementwise "s00388/feed" %26 {kind = #net<elementwise sum>} : tensor<64x8x8x128xf32> -> tensor<64x8x8x128xf32>
  %28 = net.input "s00388/b/in" : tensor<64x8x8x128xf32>
  %29 = net.elementwise "s00388/b/feed" %28 {kind = #net<elementwise sum>} : tensor<64x8x8x128xf32> -> tensor<64x8x8x128xf32>
  %30 = net.elementwise "s00388" %27, %29 {activation = #net<activation relu>} : tensor<64x8x8x128xf32>, tensor<64x8x8x128xf32> -> tensor<64x8x8x128xf32>
  %31 = net.input "s00390/in" : tensor<64x17x17x32xf32>
  %32 = net.elementwise "s00390/feed" %31 {kind = #net<elementwise sum>} : tensor<64x17x17x32xf32> -> tensor<64x17x17x32xf32>
  %33 = net.input "s00390/b/in" : tensor<64x17x17x32xf32>
  %34 = net.elementwise "s00390/b/feed" %33 {kind = #net<elementwise sum>} : tensor<64x17x17x32xf32> -> tensor<64x17x17x32xf32>
  %35 = net.elementwise "s00390" %32, %34 {activation = #net<activation relu>} : tensor<64x17x17x32xf32>, tensor<64x17x17x32xf32> -> tensor<64x17x17x32xf32>
  %36 = net.input "s00391/in" : tensor<64x112x112x96xf32>
  %37 = net.elementwise "s00391/feed" %36 {kind = #net<elementwise sum>} : tensor<64x112x112x96xf32> -> tensor<64x112x112x96xf32>
  %38 = net.batch_norm "s00391" %37 {activation = #net<activation relu>} : tensor<64x112x112x96xf32> -> tensor<64x112x112x96xf32>
  %39 = net.input "s00394/in" : tensor<64x14x14x768xf32>
  %40 = net.elementwise "s00394/feed" %39 {kind = #net<elementwise sum>} : tensor<64x14x14x768xf32> -> tensor<64x14x14x768xf32>
  %41 = net.input "s00394/b/in" : tensor<64x14x14x768xf32>
  %42 = net.elementwise "s00394/b/feed" %41 {kind = #net<elementwise sum>} : tensor<64x14x14x768xf32> -> tensor<64x14x14x768xf32>
  %43 = net.elementwise "s00394" %40, %42 : tensor<64x14x14x768xf32>, tensor<64x14x14x768xf32> -> tensor<64x14x14x768xf32>
  %44 = net.input "s00398/in" : tensor<64x56x56x32xf32>
  %45 = net.elementwise "s00398/feed" %44 {kind = #net<elementwise sum>} : tensor<64x56x56x32xf32> -> tensor<64x56x56x32xf32>
  %46 = net.max_pool "s00398" %45 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x56x56x32xf32> -> tensor<64x28x28x32xf32>
  %47 = net.input "s00402/in" : tensor<64x8x8x96xf32>
  %48 = net.elementwise "s00402/feed" %47 {kind = #net<elementwise sum>} : tensor<64x8x8x96xf32> -> tensor<64x8x8x96xf32>
  %49 = net.input "s00402/b/in" : tensor<64x8x8x96xf32>
  %50 = net.elementwise "s00402/b/feed" %49 {kind = #net<elementwise sum>} : tensor<64x8x8x96xf32> -> tensor<64x8x8x96xf32>
  %51 = net.elementwise "s00402" %48, %50 {activation = #net<activation relu>} : tensor<64x8x8x96xf32>, tensor<64x8x8x96xf32> -> tensor<64x8x8x96xf32>
  %52 = net.input "s00404/in" : tensor<64x17x17x256xf32>
  %53 = net.elementwise "s00404/feed" %52 {kind = #net<elementwise sum>} : tensor<64x17x17x256xf32> -> tensor<64x17x17x256xf32>
  %54 = net.max_pool "s00404" %53 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x17x17x256xf32> -> tensor<64x8x8x256xf32>
  %55 = net.input "s00406/in" : tensor<64x14x14x64xf32>
  %56 = net.elementwise "s00406/feed" %55 {kind = #net<elementwise sum>} : tensor<64x14x14x64xf32> -> tensor<64x14x14x64xf32>
  %57 = net.max_pool "s00406" %56 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x14x14x64xf32> -> tensor<64x7x7x64xf32>
  %58 = net.input "s00411/in" : tensor<64x112x112x48xf32>
  %59 = net.elementwise "s00411/feed" %58 {kind = #net<elementwise sum>} : tensor<64x112x112x48xf32> -> tensor<64x112x112x48xf32>
  %60 = net.batch_norm "s00411" %59 : tensor<64x112x112x48xf32> -> tensor<64x112x112x48xf32>
  %61 = net.input "s00412/in" : tensor<64x7x7x1024xf32>
  %62 = net.elementwise "s00412/feed" %61 {kind = #net<elementwise sum>} : tensor<64x7x7x1024xf32> -> tensor<64x7x7x1024xf32>
  %63 = net.input "s00412/b/in" : tensor<64x7x7x1024xf32>
  %64 = net.elementwise "s00412/b/feed" %63 {kind = #net<elementwise sum>} : tensor<64x7x7x1024xf32> -> tensor<64x7x7x1024xf32>
  %65 = net.elementwise "s00412" %62, %64 {activation = #net<activation relu>} : tensor<64x7x7x1024xf32>, tensor<64x7x7x1024xf32> -> tensor<64x7x7x1024xf32>
  %66 = net.input "s00413/in" : tensor<64x112x112x32xf32>
  %67 = net.elementwise "s00413/feed" %66 {kind = #net<elementwise sum>} : tensor<64x112x112x32xf32> -> tensor<64x112x112x32xf32>
  %68 = net.max_pool "s00413" %67 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x112x112x32xf32> -> tensor<64x56x56x32xf32>
  %69 = net.input "s00420/in" : tensor<64x28x28x128xf32>
  %70 = net.elementwise "s00420/feed" %69 {kind = #net<elementwise sum>} : tensor<64x28x28x128xf32> -> tensor<64x28x28x128xf32>
  %71 = net.max_pool "s00420" %70 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x28x28x128xf32> -> tensor<64x28x28x128xf32>
  %72 = net.input "s00425/in" : tensor<64x7x7x128xf32>
  %73 = net.elementwise "s00425/feed" %72 {kind = #net<elementwise sum>} : tensor<64x7x7x128xf32> -> tensor<64x7x7x128xf32>
  %74 = net.batch_norm "s00425" %73 {activation = #net<activation relu>} : tensor<64x7x7x128xf32> -> tensor<64x7x7x128xf32>
  %75 = net.input "s00429/in" : tensor<64x14x14x384xf32>
  %76 = net.elementwise "s00429/feed" %75 {kind = #net<elementwise sum>} : tensor<64x14x14x384xf32> -> tensor<64x14x14x384xf32>
  %77 = net.max_pool "s00429" %76 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x14x14x384xf32> -> tensor<64x7x7x384xf32>
  %78 = net.input "s00430/in" : tensor<64x14x14x256xf32>
  %79 = net.elementwise "s00430/feed" %78 {kind = #net<elementwise sum>} : tensor<64x14x14x256xf32> -> tensor<64x14x14x256xf32>
  %80 = net.input "s00430/b/in" : tensor<64x14x14x256xf32>
  %81 = net.elementwise "s00430/b/feed" %80 {kind = #net<elementwise sum>} : tensor<64x14x14x256xf32> -> tensor<64x14x14x256xf32>
  %82 = net.elementwise "s00430" %79, %81 : tensor<64x14x14x256xf32>, tensor<64x14x14x256xf32> -> tensor<64x14x14x256xf32>
  %83 = net.input "s00434/in" : tensor<64x13x13x2048xf32>
  %84 = net.elementwise "s00434/feed" %83 {kind = #net<elementwise sum>} : tensor<64x13x13x2048xf32> -> tensor<64x13x13x2048xf32>
  %85 = net.input "s00434/b/in" : tensor<64x13x13x2048xf32>
  %86 = net.elementwise "s00434/b/feed" %85 {kind = #net<elementwise sum>} : tensor<64x13x13x2048xf32> -> tensor<64x13x13x2048xf32>
  %87 = net.elementwise "s00434" %84, %86 {activation = #net<activation relu>} : tensor<64x13x13x2048xf32>, tensor<64x13x13x2048xf32> -> tensor<64x13x13x2048xf32>
  %88 = net.input "s00436/in" : tensor<64x8x8x192xf32>
  %89 = net.elementwise "s00436/feed" %88 {kind = #net<elementwise sum>} : tensor<64x8x8x192xf32> -> tensor<64x8x8x192xf32>
  %90 = net.avg_pool "s00436" %89 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x8x8x192xf32> -> tensor<64x4x4x192xf32>
}
