net.network "chunk-b064-02" {
  %0 = net.input "s00214/in" : tensor<64x17x17x256xf32>
  %1 = net.elementwise "s00214/feed" %0 {kind = #net<elementwise sum>} : tensor<64x17x17x256xf32> -> tensor<64x17x17x256xf32>
  %2 = net.max_pool "s00214" %1 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x17x17x256xf32> -> tensor<64x8x8x256xf32>
  %3 = net.input "s00217/in" : tensor<64x17x17x512xf32>
  %4 = net.elementwise "s00217/feed" %3 {kind = #net<elementwise sum>} : tensor<64x17x17x512xf32> -> tensor<64x17x17x512xf32>
  %5 = net.avg_pool "s00217" %4 {ksize = array<i64: 17, 17>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x17x17x512xf32> -> tensor<64x1x1x512xf32>
  %6 = net.input "s00223/in" : tensor<64x7x7x384xf32>
  %7 = net.elementwise "s00223/feed" %6 {kind = #net<elementwise sum>} : tensor<64x7x7x384xf32> -> tensor<64x7x7x384xf32>
  %8 = net.max_pool "s00223" %7 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x7x7x384xf32> -> tensor<64x3x3x384xf32>
  %9 = net.input "s00224/in" : tensor<64x14x14x24xf32>
  %10 = net.elementwise "s00224/feed" %9 {kind = #net<elementwise sum>} : tensor<64x14x14x24xf32> -> tensor<64x14x14x24xf32>
  %11 = net.max_pool "s00224" %10 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x14x14x24xf32> -> tensor<64x7x7x24xf32>
  %12 = net.input "s00225/in" : tensor<64x56x56x512xf32>
  %13 = net.elementwise "s00225/feed" %12 {kind = #net<elementwise sum>} : tensor<64x56x56x512xf32> -> tensor<64x56x56x512xf32>
  %14 = net.avg_pool "s00225" %13 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 56, 56>} : tensor<64x56x56x512xf32> -> tensor<64x1x1x512xf32>
  %15 = net.input "s00226/in" : tensor<64x35x35x576xf32>
  %16 = net.elementwise "s00226/feed" %15 {kind = #net<elementwise sum>} : tensor<64x35x35x576xf32> -> tensor<64x35x35x576xf32>
  %17 = net.max_pool "s00226" %16 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x35x35x576xf32> -> tensor<64x18x18x576xf32>
  %18 = net.input "s00227/in" : tensor<64x7x7x24xf32>
  %19 = net.elementwise "s00227/feed" %18 {kind = #net<elementwise sum>} : tensor<64x7x7x24xf32> -> tensor<64x7x7x24xf32>
  %20 = net.avg_pool "s00227" %19 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x7x7x24xf32> -> tensor<64x4x4x24xf32>
  %21 = net.input "s00235/in" : tensor<64x10x10x16xf32>
  %22 = net.elementwise "s00235/feed" %21 {kind = #net<elementwise sum>} : tensor<64x10x10x16xf32> -> tensor<64x10x10x16xf32>
  %23 = net.avg_pool "s00235" %22 {ksize = array<i64: 10, 10>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x10x10x16xf32> -> tensor<64x1x1x16xf32>
  %24 = net.input "s00250/in" : tensor<64x14x14x240xf32>
  %25 = net.elementwise "s00250/feed" %24 {kind = #net<elementwise sum>} : tensor<64x14x14x240xf32> -> tensor<64x14x14x240xf32>
  %26 = net.max_pool "s00250" %25 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x14x14x240xf32> -> tensor<64x7x7x240xf32>
  %27 = net.input "s00255/in" : tensor<64x8x8x184xf32>
  %28 = net.elementwise "s00255/feed" %27 {kind = #net<elementwise sum>} : tensor<64x8x8x184xf32> -> tensor<64x8x8x184xf32>
  %29 = net.max_pool "s00255" %28 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x8x8x184xf32> -> tensor<64x4x4x184xf32>
  %30 = net.input "s00256/in" : tensor<64x7x7x128xf32>
  %31 = net.elementwise "s00256/feed" %30 {kind = #net<elementwise sum>} : tensor<64x7x7x128xf32> -> tensor<64x7x7x128xf32>
  %32 = net.avg_pool "s00256" %31 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x7x7x128xf32> -> tensor<64x7x7x128xf32>
  %33 = net.input "s00261/in" : tensor<64x14x14x288xf32>
  %34 = net.elementwise "s00261/feed" %33 {kind = #net<elementwise sum>} : tensor<64x14x14x288xf32> -> tensor<64x14x14x288xf32>
  %35 = net.avg_pool "s00261" %34 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x14x14x288xf32> -> tensor<64x14x14x288xf32>
  %36 = net.input "s00280/in" : tensor<64x28x28x184xf32>
  %37 = net.elementwise "s00280/feed" %36 {kind = #net<elementwise sum>} : tensor<64x28x28x184xf32> -> tensor<64x28x28x184xf32>
  %38 = net.avg_pool "s00280" %37 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x28x28x184xf32> -> tensor<64x14x14x184xf32>
  %39 = net.input "s00282/in" : tensor<64x14x14x768xf32>
  %40 = net.elementwise "s00282/feed" %39 {kind = #net<elementwise sum>} : tensor<64x14x14x768xf32> -> tensor<64x14x14x768xf32>
  %41 = net.max_pool "s00282" %40 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x14x14x768xf32> -> tensor<64x7x7x768xf32>
  %42 = net.input "s00283/in" : tensor<64x13x13x192xf32>
  %43 = net.elementwise "s00283/feed" %42 {kind = #net<elementwise sum>} : tensor<64x13x13x192xf32> -> tensor<64x13x13x192xf32>
  %44 = net.avg_pool "s00283" %43 {ksize = array<i64: 13, 13>, padding = #net<padding valid>, strides = array<i64: 13, 13>} : tensor<64x13x13x192xf32> -> tensor<64x1x1x192xf32>
  %45 = net.input "s00292/in" : tensor<64x28x28x512xf32>
  %46 = net.elementwise "s00292/feed" %45 {kind = #net<elementwise sum>} : tensor<64x28x28x512xf32> -> tensor<64x28x28x512xf32>
  %47 = net.avg_pool "s00292" %46 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x28x28x512xf32> -> tensor<64x14x14x512xf32>
  %48 = net.input "s00293/in" : tensor<64x8x8x192xf32>
  %49 = net.elementwise "s00293/feed" %48 {kind = #net<elementwise sum>} : tensor<64x8x8x192xf32> -> tensor<64x8x8x192xf32>
  %50 = net.avg_pool "s00293" %49 {ksize = array<i64: 8, 8>, padding = #net<padding valid>, strides = array<i64: 8, 8>} : tensor<64x8x8x192xf32> -> tensor<64x1x1x192xf32>
  %51 = net.input "s00294/in" : tensor<64x7x7x32xf32>
  %52 = net.elementwise "s00294/feed" %51 {kind = #net<elementwise sum>} : tensor<64x7x7x32xf32> -> tensor<64x7x7x32xf32>
  %53 = net.max_pool "s00294" %52 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x7x7x32xf32> -> tensor<64x3x3x32xf32>
  %54 = net.input "s00305/in" : tensor<64x28x28x24xf32>
  %55 = net.elementwise "s00305/feed" %54 {kind = #net<elementwise sum>} : tensor<64x28x28x24xf32> -> tensor<64x28x28x24xf32>
  %56 = net.max_pool "s00305" %55 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x28x28x24xf32> -> tensor<64x14x14x24xf32>
  %57 = net.input "s00313/in" : tensor<64x19x19x40xf32>
  %58 = net.elementwise "s00313/feed" %57 {kind = #net<elementwise sum>} : tensor<64x19x19x40xf32> -> tensor<64x19x19x40xf32>
  %59 = net.avg_pool "s00313" %58 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x19x19x40xf32> -> tensor<64x10x10x40xf32>
  %60 = net.input "s00329/in" : tensor<64x14x14x144xf32>
  %61 = net.elementwise "s00329/feed" %60 {kind = #net<elementwise sum>} : tensor<64x14x14x144xf32> -> tensor<64x14x14x144xf32>
  %62 = net.max_pool "s00329" %61 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x14x14x144xf32> -> tensor<64x14x14x144xf32>
  %63 = net.input "s00331/in" : tensor<64x7x7x240xf32>
  %64 = net.elementwise "s00331/feed" %63 {kind = #net<elementwise sum>} : tensor<64x7x7x240xf32> -> tensor<64x7x7x240xf32>
  %65 = net.avg_pool "s00331" %64 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 7, 7>} : tensor<64x7x7x240xf32> -> tensor<64x1x1x240xf32>
  %66 = net.input "s00332/in" : tensor<64x7x7x672xf32>
  %67 = net.elementwise "s00332/feed" %66 {kind = #net<elementwise sum>} : tensor<64x7x7x672xf32> -> tensor<64x7x7x672xf32>
  %68 = net.avg_pool "s00332" %67 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x7x7x672xf32> -> tensor<64x4x4x672xf32>
  %69 = net.input "s00351/in" : tensor<64x38x38x576xf32>
  %70 = net.elementwise "s00351/feed" %69 {kind = #net<elementwise sum>} : tensor<64x38x38x576xf32> -> tensor<64x38x38x576xf32>
  %71 = net.avg_pool "s00351" %70 {ksize = array<i64: 38, 38>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x38x38x576xf32> -> tensor<64x1x1x576xf32>
  %72 = net.input "s00353/in" : tensor<64x27x27x768xf32>
  %73 = net.elementwise "s00353/feed" %72 {kind = #net<elementwise sum>} : tensor<64x27x27x768xf32> -> tensor<64x27x27x768xf32>
  %74 = net.avg_pool "s00353" %73 {ksize = array<i64: 27, 27>, padding = #net<padding valid>, strides = array<i64: 27, 27>} : tensor<64x27x27x768xf32> -> tensor<64x1x1x768xf32>
}
