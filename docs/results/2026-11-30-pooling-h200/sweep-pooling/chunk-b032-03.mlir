net.network "chunk-b032-03" {
  %0 = net.input "s00288/in" : tensor<32x10x10x96xf32>
  %1 = net.elementwise "s00288/feed" %0 {kind = #net<elementwise sum>} : tensor<32x10x10x96xf32> -> tensor<32x10x10x96xf32>
  %2 = net.max_pool "s00288" %1 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x10x10x96xf32> -> tensor<32x5x5x96xf32>
  %3 = net.input "s00302/in" : tensor<32x56x56x384xf32>
  %4 = net.elementwise "s00302/feed" %3 {kind = #net<elementwise sum>} : tensor<32x56x56x384xf32> -> tensor<32x56x56x384xf32>
  %5 = net.max_pool "s00302" %4 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x56x56x384xf32> -> tensor<32x28x28x384xf32>
  %6 = net.input "s00303/in" : tensor<32x7x7x192xf32>
  %7 = net.elementwise "s00303/feed" %6 {kind = #net<elementwise sum>} : tensor<32x7x7x192xf32> -> tensor<32x7x7x192xf32>
  %8 = net.avg_pool "s00303" %7 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x7x7x192xf32> -> tensor<32x3x3x192xf32>
  %9 = net.input "s00308/in" : tensor<32x7x7x768xf32>
  %10 = net.elementwise "s00308/feed" %9 {kind = #net<elementwise sum>} : tensor<32x7x7x768xf32> -> tensor<32x7x7x768xf32>
  %11 = net.avg_pool "s00308" %10 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x7x7x768xf32> -> tensor<32x4x4x768xf32>
  %12 = net.input "s00316/in" : tensor<32x112x112x200xf32>
  %13 = net.elementwise "s00316/feed" %12 {kind = #net<elementwise sum>} : tensor<32x112x112x200xf32> -> tensor<32x112x112x200xf32>
  %14 = net.max_pool "s00316" %13 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x112x112x200xf32> -> tensor<32x112x112x200xf32>
  %15 = net.input "s00317/in" : tensor<32x14x14x144xf32>
  %16 = net.elementwise "s00317/feed" %15 {kind = #net<elementwise sum>} : tensor<32x14x14x144xf32> -> tensor<32x14x14x144xf32>
  %17 = net.avg_pool "s00317" %16 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x14x14x144xf32> -> tensor<32x7x7x144xf32>
  %18 = net.input "s00319/in" : tensor<32x28x28x480xf32>
  %19 = net.elementwise "s00319/feed" %18 {kind = #net<elementwise sum>} : tensor<32x28x28x480xf32> -> tensor<32x28x28x480xf32>
  %20 = net.max_pool "s00319" %19 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x28x28x480xf32> -> tensor<32x28x28x480xf32>
  %21 = net.input "s00321/in" : tensor<32x27x27x2048xf32>
  %22 = net.elementwise "s00321/feed" %21 {kind = #net<elementwise sum>} : tensor<32x27x27x2048xf32> -> tensor<32x27x27x2048xf32>
  %23 = net.avg_pool "s00321" %22 {ksize = array<i64: 27, 27>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x27x27x2048xf32> -> tensor<32x1x1x2048xf32>
  %24 = net.input "s00325/in" : tensor<32x7x7x480xf32>
  %25 = net.elementwise "s00325/feed" %24 {kind = #net<elementwise sum>} : tensor<32x7x7x480xf32> -> tensor<32x7x7x480xf32>
  %26 = net.avg_pool "s00325" %25 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x7x7x480xf32> -> tensor<32x1x1x480xf32>
  %27 = net.input "s00327/in" : tensor<32x112x112x96xf32>
  %28 = net.elementwise "s00327/feed" %27 {kind = #net<elementwise sum>} : tensor<32x112x112x96xf32> -> tensor<32x112x112x96xf32>
  %29 = net.max_pool "s00327" %28 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x112x112x96xf32> -> tensor<32x56x56x96xf32>
  %30 = net.input "s00333/in" : tensor<32x7x7x480xf32>
  %31 = net.elementwise "s00333/feed" %30 {kind = #net<elementwise sum>} : tensor<32x7x7x480xf32> -> tensor<32x7x7x480xf32>
  %32 = net.avg_pool "s00333" %31 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 7, 7>} : tensor<32x7x7x480xf32> -> tensor<32x1x1x480xf32>
  %33 = net.input "s00337/in" : tensor<32x10x10x72xf32>
  %34 = net.elementwise "s00337/feed" %33 {kind = #net<elementwise sum>} : tensor<32x10x10x72xf32> -> tensor<32x10x10x72xf32>
  %35 = net.max_pool "s00337" %34 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x10x10x72xf32> -> tensor<32x5x5x72xf32>
  %36 = net.input "s00338/in" : tensor<32x56x56x64xf32>
  %37 = net.elementwise "s00338/feed" %36 {kind = #net<elementwise sum>} : tensor<32x56x56x64xf32> -> tensor<32x56x56x64xf32>
  %38 = net.max_pool "s00338" %37 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x56x56x64xf32> -> tensor<32x28x28x64xf32>
  %39 = net.input "s00342/in" : tensor<32x14x14x512xf32>
  %40 = net.elementwise "s00342/feed" %39 {kind = #net<elementwise sum>} : tensor<32x14x14x512xf32> -> tensor<32x14x14x512xf32>
  %41 = net.avg_pool "s00342" %40 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 14, 14>} : tensor<32x14x14x512xf32> -> tensor<32x1x1x512xf32>
  %42 = net.input "s00345/in" : tensor<32x56x56x240xf32>
  %43 = net.elementwise "s00345/feed" %42 {kind = #net<elementwise sum>} : tensor<32x56x56x240xf32> -> tensor<32x56x56x240xf32>
  %44 = net.max_pool "s00345" %43 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x56x56x240xf32> -> tensor<32x56x56x240xf32>
  %45 = net.input "s00352/in" : tensor<32x13x13x960xf32>
  %46 = net.elementwise "s00352/feed" %45 {kind = #net<elementwise sum>} : tensor<32x13x13x960xf32> -> tensor<32x13x13x960xf32>
  %47 = net.avg_pool "s00352" %46 {ksize = array<i64: 13, 13>, padding = #net<padding valid>, strides = array<i64: 13, 13>} : tensor<32x13x13x960xf32> -> tensor<32x1x1x960xf32>
  %48 = net.input "s00355/in" : tensor<32x28x28x128xf32>
  %49 = net.elementwise "s00355/feed" %48 {kind = #net<elementwise sum>} : tensor<32x28x28x128xf32> -> tensor<32x28x28x128xf32>
  %50 = net.max_pool "s00355" %49 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x28x28x128xf32> -> tensor<32x14x14x128xf32>
  %51 = net.input "s00360/in" : tensor<32x7x7x2048xf32>
  %52 = net.elementwise "s00360/feed" %51 {kind = #net<elementwise sum>} : tensor<32x7x7x2048xf32> -> tensor<32x7x7x2048xf32>
  %53 = net.avg_pool "s00360" %52 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x7x7x2048xf32> -> tensor<32x4x4x2048xf32>
  %54 = net.input "s00364/in" : tensor<32x14x14x2048xf32>
  %55 = net.elementwise "s00364/feed" %54 {kind = #net<elementwise sum>} : tensor<32x14x14x2048xf32> -> tensor<32x14x14x2048xf32>
  %56 = net.avg_pool "s00364" %55 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 14, 14>} : tensor<32x14x14x2048xf32> -> tensor<32x1x1x2048xf32>
  %57 = net.input "s00365/in" : tensor<32x27x27x40xf32>
  %58 = net.elementwise "s00365/feed" %57 {kind = #net<elementwise sum>} : tensor<32x27x27x40xf32> -> tensor<32x27x27x40xf32>
  %59 = net.avg_pool "s00365" %58 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x27x27x40xf32> -> tensor<32x13x13x40xf32>
  %60 = net.input "s00369/in" : tensor<32x7x7x1024xf32>
  %61 = net.elementwise "s00369/feed" %60 {kind = #net<elementwise sum>} : tensor<32x7x7x1024xf32> -> tensor<32x7x7x1024xf32>
  %62 = net.avg_pool "s00369" %61 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x7x7x1024xf32> -> tensor<32x4x4x1024xf32>
  %63 = net.input "s00373/in" : tensor<32x56x56x576xf32>
  %64 = net.elementwise "s00373/feed" %63 {kind = #net<elementwise sum>} : tensor<32x56x56x576xf32> -> tensor<32x56x56x576xf32>
  %65 = net.max_pool "s00373" %64 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x56x56x576xf32> -> tensor<32x28x28x576xf32>
  %66 = net.input "s00379/in" : tensor<32x27x27x72xf32>
  %67 = net.elementwise "s00379/feed" %66 {kind = #net<elementwise sum>} : tensor<32x27x27x72xf32> -> tensor<32x27x27x72xf32>
  %68 = net.avg_pool "s00379" %67 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x27x27x72xf32> -> tensor<32x13x13x72xf32>
  %69 = net.input "s00380/in" : tensor<32x28x28x192xf32>
  %70 = net.elementwise "s00380/feed" %69 {kind = #net<elementwise sum>} : tensor<32x28x28x192xf32> -> tensor<32x28x28x192xf32>
  %71 = net.max_pool "s00380" %70 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x28x28x192xf32> -> tensor<32x28x28x192xf32>
  %72 = net.input "s00385/in" : tensor<32x14x14x768xf32>
  %73 = net.elementwise "s00385/feed" %72 {kind = #net<elementwise sum>} : tensor<32x14x14x768xf32> -> tensor<32x14x14x768xf32>
  %74 = net.avg_pool "s00385" %73 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 14, 14>} : tensor<32x14x14x768xf32> -> tensor<32x1x1x768xf32>
}
