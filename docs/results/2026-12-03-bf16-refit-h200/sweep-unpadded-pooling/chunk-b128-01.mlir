net.network "chunk-b128-01" {
  %0 = net.input "s00145/in" : tensor<128x28x28x24xf32>
  %1 = net.elementwise "s00145/feed" %0 {kind = #net<elementwise sum>} : tensor<128x28x28x24xf32> -> tensor<128x28x28x24xf32>
  %2 = net.max_pool "s00145" %1 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x28x28x24xf32> -> tensor<128x13x13x24xf32>
  %3 = net.input "s00151/in" : tensor<128x38x38x256xf32>
  %4 = net.elementwise "s00151/feed" %3 {kind = #net<elementwise sum>} : tensor<128x38x38x256xf32> -> tensor<128x38x38x256xf32>
  %5 = net.max_pool "s00151" %4 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x38x38x256xf32> -> tensor<128x18x18x256xf32>
  %6 = net.input "s00152/in" : tensor<128x55x55x64xf32>
  %7 = net.elementwise "s00152/feed" %6 {kind = #net<elementwise sum>} : tensor<128x55x55x64xf32> -> tensor<128x55x55x64xf32>
  %8 = net.max_pool "s00152" %7 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x55x55x64xf32> -> tensor<128x53x53x64xf32>
  %9 = net.input "s00153/in" : tensor<128x13x13x672xf32>
  %10 = net.elementwise "s00153/feed" %9 {kind = #net<elementwise sum>} : tensor<128x13x13x672xf32> -> tensor<128x13x13x672xf32>
  %11 = net.avg_pool "s00153" %10 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x13x13x672xf32> -> tensor<128x11x11x672xf32>
  %12 = net.input "s00156/in" : tensor<128x7x7x64xf32>
  %13 = net.elementwise "s00156/feed" %12 {kind = #net<elementwise sum>} : tensor<128x7x7x64xf32> -> tensor<128x7x7x64xf32>
  %14 = net.max_pool "s00156" %13 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x7x7x64xf32> -> tensor<128x3x3x64xf32>
  %15 = net.input "s00157/in" : tensor<128x112x112x24xf32>
  %16 = net.elementwise "s00157/feed" %15 {kind = #net<elementwise sum>} : tensor<128x112x112x24xf32> -> tensor<128x112x112x24xf32>
  %17 = net.max_pool "s00157" %16 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x112x112x24xf32> -> tensor<128x55x55x24xf32>
  %18 = net.input "s00158/in" : tensor<128x8x8x512xf32>
  %19 = net.elementwise "s00158/feed" %18 {kind = #net<elementwise sum>} : tensor<128x8x8x512xf32> -> tensor<128x8x8x512xf32>
  %20 = net.max_pool "s00158" %19 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x8x8x512xf32> -> tensor<128x3x3x512xf32>
  %21 = net.input "s00162/in" : tensor<128x112x112x64xf32>
  %22 = net.elementwise "s00162/feed" %21 {kind = #net<elementwise sum>} : tensor<128x112x112x64xf32> -> tensor<128x112x112x64xf32>
  %23 = net.max_pool "s00162" %22 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x112x112x64xf32> -> tensor<128x55x55x64xf32>
  %24 = net.input "s00167/in" : tensor<128x13x13x576xf32>
  %25 = net.elementwise "s00167/feed" %24 {kind = #net<elementwise sum>} : tensor<128x13x13x576xf32> -> tensor<128x13x13x576xf32>
  %26 = net.max_pool "s00167" %25 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x13x13x576xf32> -> tensor<128x6x6x576xf32>
  %27 = net.input "s00169/in" : tensor<128x7x7x960xf32>
  %28 = net.elementwise "s00169/feed" %27 {kind = #net<elementwise sum>} : tensor<128x7x7x960xf32> -> tensor<128x7x7x960xf32>
  %29 = net.max_pool "s00169" %28 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x7x7x960xf32> -> tensor<128x5x5x960xf32>
  %30 = net.input "s00172/in" : tensor<128x56x56x72xf32>
  %31 = net.elementwise "s00172/feed" %30 {kind = #net<elementwise sum>} : tensor<128x56x56x72xf32> -> tensor<128x56x56x72xf32>
  %32 = net.avg_pool "s00172" %31 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x56x56x72xf32> -> tensor<128x27x27x72xf32>
  %33 = net.input "s00177/in" : tensor<128x13x13x24xf32>
  %34 = net.elementwise "s00177/feed" %33 {kind = #net<elementwise sum>} : tensor<128x13x13x24xf32> -> tensor<128x13x13x24xf32>
  %35 = net.avg_pool "s00177" %34 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x13x13x24xf32> -> tensor<128x6x6x24xf32>
  %36 = net.input "s00179/in" : tensor<128x35x35x16xf32>
  %37 = net.elementwise "s00179/feed" %36 {kind = #net<elementwise sum>} : tensor<128x35x35x16xf32> -> tensor<128x35x35x16xf32>
  %38 = net.max_pool "s00179" %37 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x35x35x16xf32> -> tensor<128x17x17x16xf32>
  %39 = net.input "s00184/in" : tensor<128x28x28x16xf32>
  %40 = net.elementwise "s00184/feed" %39 {kind = #net<elementwise sum>} : tensor<128x28x28x16xf32> -> tensor<128x28x28x16xf32>
  %41 = net.max_pool "s00184" %40 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x28x28x16xf32> -> tensor<128x13x13x16xf32>
  %42 = net.input "s00185/in" : tensor<128x38x38x64xf32>
  %43 = net.elementwise "s00185/feed" %42 {kind = #net<elementwise sum>} : tensor<128x38x38x64xf32> -> tensor<128x38x38x64xf32>
  %44 = net.avg_pool "s00185" %43 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x38x38x64xf32> -> tensor<128x18x18x64xf32>
  %45 = net.input "s00190/in" : tensor<128x35x35x256xf32>
  %46 = net.elementwise "s00190/feed" %45 {kind = #net<elementwise sum>} : tensor<128x35x35x256xf32> -> tensor<128x35x35x256xf32>
  %47 = net.max_pool "s00190" %46 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x35x35x256xf32> -> tensor<128x17x17x256xf32>
  %48 = net.input "s00194/in" : tensor<128x14x14x64xf32>
  %49 = net.elementwise "s00194/feed" %48 {kind = #net<elementwise sum>} : tensor<128x14x14x64xf32> -> tensor<128x14x14x64xf32>
  %50 = net.max_pool "s00194" %49 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x14x14x64xf32> -> tensor<128x12x12x64xf32>
  %51 = net.input "s00197/in" : tensor<128x55x55x24xf32>
  %52 = net.elementwise "s00197/feed" %51 {kind = #net<elementwise sum>} : tensor<128x55x55x24xf32> -> tensor<128x55x55x24xf32>
  %53 = net.max_pool "s00197" %52 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x55x55x24xf32> -> tensor<128x27x27x24xf32>
  %54 = net.input "s00204/in" : tensor<128x56x56x48xf32>
  %55 = net.elementwise "s00204/feed" %54 {kind = #net<elementwise sum>} : tensor<128x56x56x48xf32> -> tensor<128x56x56x48xf32>
  %56 = net.max_pool "s00204" %55 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x56x56x48xf32> -> tensor<128x54x54x48xf32>
  %57 = net.input "s00216/in" : tensor<128x7x7x960xf32>
  %58 = net.elementwise "s00216/feed" %57 {kind = #net<elementwise sum>} : tensor<128x7x7x960xf32> -> tensor<128x7x7x960xf32>
  %59 = net.max_pool "s00216" %58 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x7x7x960xf32> -> tensor<128x3x3x960xf32>
  %60 = net.input "s00220/in" : tensor<128x38x38x512xf32>
  %61 = net.elementwise "s00220/feed" %60 {kind = #net<elementwise sum>} : tensor<128x38x38x512xf32> -> tensor<128x38x38x512xf32>
  %62 = net.max_pool "s00220" %61 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x38x38x512xf32> -> tensor<128x18x18x512xf32>
  %63 = net.input "s00226/in" : tensor<128x7x7x384xf32>
  %64 = net.elementwise "s00226/feed" %63 {kind = #net<elementwise sum>} : tensor<128x7x7x384xf32> -> tensor<128x7x7x384xf32>
  %65 = net.avg_pool "s00226" %64 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x7x7x384xf32> -> tensor<128x3x3x384xf32>
  %66 = net.input "s00231/in" : tensor<128x10x10x512xf32>
  %67 = net.elementwise "s00231/feed" %66 {kind = #net<elementwise sum>} : tensor<128x10x10x512xf32> -> tensor<128x10x10x512xf32>
  %68 = net.avg_pool "s00231" %67 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x10x10x512xf32> -> tensor<128x8x8x512xf32>
  %69 = net.input "s00235/in" : tensor<128x55x55x48xf32>
  %70 = net.elementwise "s00235/feed" %69 {kind = #net<elementwise sum>} : tensor<128x55x55x48xf32> -> tensor<128x55x55x48xf32>
  %71 = net.max_pool "s00235" %70 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x55x55x48xf32> -> tensor<128x27x27x48xf32>
  %72 = net.input "s00238/in" : tensor<128x14x14x1024xf32>
  %73 = net.elementwise "s00238/feed" %72 {kind = #net<elementwise sum>} : tensor<128x14x14x1024xf32> -> tensor<128x14x14x1024xf32>
  %74 = net.max_pool "s00238" %73 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x14x14x1024xf32> -> tensor<128x6x6x1024xf32>
}
