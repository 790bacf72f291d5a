net.network "chunk-b032-02" {
  %0 = net.input "s00197/in" : tensor<32x7x7x768xf32>
  %1 = net.elementwise "s00197/feed" %0 {kind = #net<elementwise sum>} : tensor<32x7x7x768xf32> -> tensor<32x7x7x768xf32>
  %2 = net.avg_pool "s00197" %1 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 7, 7>} : tensor<32x7x7x768xf32> -> tensor<32x1x1x768xf32>
  %3 = net.input "s00205/in" : tensor<32x7x7x40xf32>
  %4 = net.elementwise "s00205/feed" %3 {kind = #net<elementwise sum>} : tensor<32x7x7x40xf32> -> tensor<32x7x7x40xf32>
  %5 = net.avg_pool "s00205" %4 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 7, 7>} : tensor<32x7x7x40xf32> -> tensor<32x1x1x40xf32>
  %6 = net.input "s00213/in" : tensor<32x112x112x128xf32>
  %7 = net.elementwise "s00213/feed" %6 {kind = #net<elementwise sum>} : tensor<32x112x112x128xf32> -> tensor<32x112x112x128xf32>
  %8 = net.avg_pool "s00213" %7 {ksize = array<i64: 112, 112>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x112x112x128xf32> -> tensor<32x1x1x128xf32>
  %9 = net.input "s00215/in" : tensor<32x14x14x72xf32>
  %10 = net.elementwise "s00215/feed" %9 {kind = #net<elementwise sum>} : tensor<32x14x14x72xf32> -> tensor<32x14x14x72xf32>
  %11 = net.avg_pool "s00215" %10 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x14x14x72xf32> -> tensor<32x1x1x72xf32>
  %12 = net.input "s00222/in" : tensor<32x17x17x24xf32>
  %13 = net.elementwise "s00222/feed" %12 {kind = #net<elementwise sum>} : tensor<32x17x17x24xf32> -> tensor<32x17x17x24xf32>
  %14 = net.avg_pool "s00222" %13 {ksize = array<i64: 17, 17>, padding = #net<padding valid>, strides = array<i64: 17, 17>} : tensor<32x17x17x24xf32> -> tensor<32x1x1x24xf32>
  %15 = net.input "s00231/in" : tensor<32x56x56x384xf32>
  %16 = net.elementwise "s00231/feed" %15 {kind = #net<elementwise sum>} : tensor<32x56x56x384xf32> -> tensor<32x56x56x384xf32>
  %17 = net.avg_pool "s00231" %16 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 56, 56>} : tensor<32x56x56x384xf32> -> tensor<32x1x1x384xf32>
  %18 = net.input "s00233/in" : tensor<32x14x14x120xf32>
  %19 = net.elementwise "s00233/feed" %18 {kind = #net<elementwise sum>} : tensor<32x14x14x120xf32> -> tensor<32x14x14x120xf32>
  %20 = net.max_pool "s00233" %19 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x14x14x120xf32> -> tensor<32x14x14x120xf32>
  %21 = net.input "s00236/in" : tensor<32x19x19x96xf32>
  %22 = net.elementwise "s00236/feed" %21 {kind = #net<elementwise sum>} : tensor<32x19x19x96xf32> -> tensor<32x19x19x96xf32>
  %23 = net.avg_pool "s00236" %22 {ksize = array<i64: 19, 19>, padding = #net<padding valid>, strides = array<i64: 19, 19>} : tensor<32x19x19x96xf32> -> tensor<32x1x1x96xf32>
  %24 = net.input "s00237/in" : tensor<32x7x7x256xf32>
  %25 = net.elementwise "s00237/feed" %24 {kind = #net<elementwise sum>} : tensor<32x7x7x256xf32> -> tensor<32x7x7x256xf32>
  %26 = net.max_pool "s00237" %25 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x7x7x256xf32> -> tensor<32x4x4x256xf32>
  %27 = net.input "s00242/in" : tensor<32x13x13x256xf32>
  %28 = net.elementwise "s00242/feed" %27 {kind = #net<elementwise sum>} : tensor<32x13x13x256xf32> -> tensor<32x13x13x256xf32>
  %29 = net.avg_pool "s00242" %28 {ksize = array<i64: 13, 13>, padding = #net<padding valid>, strides = array<i64: 13, 13>} : tensor<32x13x13x256xf32> -> tensor<32x1x1x256xf32>
  %30 = net.input "s00245/in" : tensor<32x19x19x128xf32>
  %31 = net.elementwise "s00245/feed" %30 {kind = #net<elementwise sum>} : tensor<32x19x19x128xf32> -> tensor<32x19x19x128xf32>
  %32 = net.avg_pool "s00245" %31 {ksize = array<i64: 19, 19>, padding = #net<padding valid>, strides = array<i64: 19, 19>} : tensor<32x19x19x128xf32> -> tensor<32x1x1x128xf32>
  %33 = net.input "s00246/in" : tensor<32x112x112x16xf32>
  %34 = net.elementwise "s00246/feed" %33 {kind = #net<elementwise sum>} : tensor<32x112x112x16xf32> -> tensor<32x112x112x16xf32>
  %35 = net.avg_pool "s00246" %34 {ksize = array<i64: 112, 112>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x112x112x16xf32> -> tensor<32x1x1x16xf32>
  %36 = net.input "s00248/in" : tensor<32x56x56x384xf32>
  %37 = net.elementwise "s00248/feed" %36 {kind = #net<elementwise sum>} : tensor<32x56x56x384xf32> -> tensor<32x56x56x384xf32>
  %38 = net.avg_pool "s00248" %37 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x56x56x384xf32> -> tensor<32x1x1x384xf32>
  %39 = net.input "s00251/in" : tensor<32x28x28x24xf32>
  %40 = net.elementwise "s00251/feed" %39 {kind = #net<elementwise sum>} : tensor<32x28x28x24xf32> -> tensor<32x28x28x24xf32>
  %41 = net.max_pool "s00251" %40 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x28x28x24xf32> -> tensor<32x14x14x24xf32>
  %42 = net.input "s00254/in" : tensor<32x35x35x24xf32>
  %43 = net.elementwise "s00254/feed" %42 {kind = #net<elementwise sum>} : tensor<32x35x35x24xf32> -> tensor<32x35x35x24xf32>
  %44 = net.avg_pool "s00254" %43 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x35x35x24xf32> -> tensor<32x18x18x24xf32>
  %45 = net.input "s00260/in" : tensor<32x14x14x96xf32>
  %46 = net.elementwise "s00260/feed" %45 {kind = #net<elementwise sum>} : tensor<32x14x14x96xf32> -> tensor<32x14x14x96xf32>
  %47 = net.max_pool "s00260" %46 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x14x14x96xf32> -> tensor<32x14x14x96xf32>
  %48 = net.input "s00262/in" : tensor<32x56x56x256xf32>
  %49 = net.elementwise "s00262/feed" %48 {kind = #net<elementwise sum>} : tensor<32x56x56x256xf32> -> tensor<32x56x56x256xf32>
  %50 = net.max_pool "s00262" %49 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x56x56x256xf32> -> tensor<32x28x28x256xf32>
  %51 = net.input "s00263/in" : tensor<32x14x14x288xf32>
  %52 = net.elementwise "s00263/feed" %51 {kind = #net<elementwise sum>} : tensor<32x14x14x288xf32> -> tensor<32x14x14x288xf32>
  %53 = net.max_pool "s00263" %52 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x14x14x288xf32> -> tensor<32x7x7x288xf32>
  %54 = net.input "s00265/in" : tensor<32x14x14x256xf32>
  %55 = net.elementwise "s00265/feed" %54 {kind = #net<elementwise sum>} : tensor<32x14x14x256xf32> -> tensor<32x14x14x256xf32>
  %56 = net.max_pool "s00265" %55 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x14x14x256xf32> -> tensor<32x7x7x256xf32>
  %57 = net.input "s00268/in" : tensor<32x28x28x480xf32>
  %58 = net.elementwise "s00268/feed" %57 {kind = #net<elementwise sum>} : tensor<32x28x28x480xf32> -> tensor<32x28x28x480xf32>
  %59 = net.avg_pool "s00268" %58 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<32x28x28x480xf32> -> tensor<32x1x1x480xf32>
  %60 = net.input "s00271/in" : tensor<32x28x28x384xf32>
  %61 = net.elementwise "s00271/feed" %60 {kind = #net<elementwise sum>} : tensor<32x28x28x384xf32> -> tensor<32x28x28x384xf32>
  %62 = net.avg_pool "s00271" %61 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<32x28x28x384xf32> -> tensor<32x1x1x384xf32>
  %63 = net.input "s00273/in" : tensor<32x56x56x64xf32>
  %64 = net.elementwise "s00273/feed" %63 {kind = #net<elementwise sum>} : tensor<32x56x56x64xf32> -> tensor<32x56x56x64xf32>
  %65 = net.avg_pool "s00273" %64 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 56, 56>} : tensor<32x56x56x64xf32> -> tensor<32x1x1x64xf32>
  %66 = net.input "s00277/in" : tensor<32x10x10x256xf32>
  %67 = net.elementwise "s00277/feed" %66 {kind = #net<elementwise sum>} : tensor<32x10x10x256xf32> -> tensor<32x10x10x256xf32>
  %68 = net.avg_pool "s00277" %67 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x10x10x256xf32> -> tensor<32x5x5x256xf32>
  %69 = net.input "s00278/in" : tensor<32x56x56x960xf32>
  %70 = net.elementwise "s00278/feed" %69 {kind = #net<elementwise sum>} : tensor<32x56x56x960xf32> -> tensor<32x56x56x960xf32>
  %71 = net.avg_pool "s00278" %70 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x56x56x960xf32> -> tensor<32x1x1x960xf32>
  %72 = net.input "s00285/in" : tensor<32x28x28x144xf32>
  %73 = net.elementwise "s00285/feed" %72 {kind = #net<elementwise sum>} : tensor<32x28x28x144xf32> -> tensor<32x28x28x144xf32>
  %74 = net.max_pool "s00285" %73 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x28x28x144xf32> -> tensor<32x14x14x144xf32>
}
