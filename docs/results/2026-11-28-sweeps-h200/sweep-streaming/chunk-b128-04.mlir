net.network "chunk-b128-04" {
  %0 = net.input "s00433/in" : tensor<128x7x7x64xf32>
  %1 = net.elementwise "s00433/feed" %0 {kind = #net<elementwise sum>} : tensor<128x7x7x64xf32> -> tensor<128x7x7x64xf32>
  %2 = net.input "s00433/b/in" : tensor<128x7x7x64xf32>
  %3 = net.elementwise "s00433/b/feed" %2 {kind = #net<elementwise sum>} : tensor<128x7x7x64xf32> -> tensor<128x7x7x64xf32>
  %4 = net.elementwise "s00433" %1, %3 {activation = #net<activation relu>} : tensor<128x7x7x64xf32>, tensor<128x7x7x64xf32> -> tensor<128x7x7x64xf32>
  %5 = net.input "s00438/in" : tensor<128x56x56x24xf32>
  %6 = net.elementwise "s00438/feed" %5 {kind = #net<elementwise sum>} : tensor<128x56x56x24xf32> -> tensor<128x56x56x24xf32>
  %7 = net.batch_norm "s00438" %6 : tensor<128x56x56x24xf32> -> tensor<128x56x56x24xf32>
  %8 = net.input "s00440/in" : tensor<128x13x13x768xf32>
  %9 = net.elementwise "s00440/feed" %8 {kind = #net<elementwise sum>} : tensor<128x13x13x768xf32> -> tensor<128x13x13x768xf32>
  %10 = net.avg_pool "s00440" %9 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x13x13x768xf32> -> tensor<128x13x13x768xf32>
  %11 = net.input "s00466/in" : tensor<128x224x224x16xf32>
  %12 = net.elementwise "s00466/feed" %11 {kind = #net<elementwise sum>} : tensor<128x224x224x16xf32> -> tensor<128x224x224x16xf32>
  %13 = net.batch_norm "s00466" %12 : tensor<128x224x224x16xf32> -> tensor<128x224x224x16xf32>
  %14 = net.input "s00475/in" : tensor<128x7x7x256xf32>
  %15 = net.elementwise "s00475/feed" %14 {kind = #net<elementwise sum>} : tensor<128x7x7x256xf32> -> tensor<128x7x7x256xf32>
  %16 = net.avg_pool "s00475" %15 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x7x7x256xf32> -> tensor<128x4x4x256xf32>
  %17 = net.input "s00486/in" : tensor<128x17x17x96xf32>
  %18 = net.elementwise "s00486/feed" %17 {kind = #net<elementwise sum>} : tensor<128x17x17x96xf32> -> tensor<128x17x17x96xf32>
  %19 = net.max_pool "s00486" %18 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x17x17x96xf32> -> tensor<128x8x8x96xf32>
  %20 = net.input "s00487/in" : tensor<128x8x8x512xf32>
  %21 = net.elementwise "s00487/feed" %20 {kind = #net<elementwise sum>} : tensor<128x8x8x512xf32> -> tensor<128x8x8x512xf32>
  %22 = net.avg_pool "s00487" %21 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x8x8x512xf32> -> tensor<128x4x4x512xf32>
  %23 = net.input "s00490/in" : tensor<128x17x17x512xf32>
  %24 = net.elementwise "s00490/feed" %23 {kind = #net<elementwise sum>} : tensor<128x17x17x512xf32> -> tensor<128x17x17x512xf32>
  %25 = net.batch_norm "s00490" %24 : tensor<128x17x17x512xf32> -> tensor<128x17x17x512xf32>
  %26 = net.input "s00497/in" : tensor<128x56x56x32xf32>
  %27 = net.elementwise "s00497/feed" %26 {kind = #net<elementwise sum>} : tensor<128x56x56x32xf32> -> tensor<128x56x56x32xf32>
  %28 = net.batch_norm "s00497" %27 {activation = #net<activation relu>} : tensor<128x56x56x32xf32> -> tensor<128x56x56x32xf32>
  %29 = net.input "s00498/in" : tensor<128x56x56x64xf32>
  %30 = net.elementwise "s00498/feed" %29 {kind = #net<elementwise sum>} : tensor<128x56x56x64xf32> -> tensor<128x56x56x64xf32>
  %31 = net.max_pool "s00498" %30 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x56x56x64xf32> -> tensor<128x28x28x64xf32>
  %32 = net.input "s00504/in" : tensor<128x28x28x64xf32>
  %33 = net.elementwise "s00504/feed" %32 {kind = #net<elementwise sum>} : tensor<128x28x28x64xf32> -> tensor<128x28x28x64xf32>
  %34 = net.avg_pool "s00504" %33 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x28x28x64xf32> -> tensor<128x1x1x64xf32>
  %35 = net.input "s00506/in" : tensor<128x8x8x512xf32>
  %36 = net.elementwise "s00506/feed" %35 {kind = #net<elementwise sum>} : tensor<128x8x8x512xf32> -> tensor<128x8x8x512xf32>
  %37 = net.batch_norm "s00506" %36 {activation = #net<activation relu>} : tensor<128x8x8x512xf32> -> tensor<128x8x8x512xf32>
  %38 = net.input "s00508/in" : tensor<128x17x17x512xf32>
  %39 = net.elementwise "s00508/feed" %38 {kind = #net<elementwise sum>} : tensor<128x17x17x512xf32> -> tensor<128x17x17x512xf32>
  %40 = net.max_pool "s00508" %39 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x17x17x512xf32> -> tensor<128x8x8x512xf32>
  %41 = net.input "s00510/in" : tensor<128x7x7x2048xf32>
  %42 = net.elementwise "s00510/feed" %41 {kind = #net<elementwise sum>} : tensor<128x7x7x2048xf32> -> tensor<128x7x7x2048xf32>
  %43 = net.input "s00510/b/in" : tensor<128x7x7x2048xf32>
  %44 = net.elementwise "s00510/b/feed" %43 {kind = #net<elementwise sum>} : tensor<128x7x7x2048xf32> -> tensor<128x7x7x2048xf32>
  %45 = net.elementwise "s00510" %42, %44 : tensor<128x7x7x2048xf32>, tensor<128x7x7x2048xf32> -> tensor<128x7x7x2048xf32>
  %46 = net.input "s00518/in" : tensor<128x7x7x128xf32>
  %47 = net.elementwise "s00518/feed" %46 {kind = #net<elementwise sum>} : tensor<128x7x7x128xf32> -> tensor<128x7x7x128xf32>
  %48 = net.max_pool "s00518" %47 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x7x7x128xf32> -> tensor<128x7x7x128xf32>
  %49 = net.input "s00519/in" : tensor<128x56x56x256xf32>
  %50 = net.elementwise "s00519/feed" %49 {kind = #net<elementwise sum>} : tensor<128x56x56x256xf32> -> tensor<128x56x56x256xf32>
  %51 = net.batch_norm "s00519" %50 {activation = #net<activation relu>} : tensor<128x56x56x256xf32> -> tensor<128x56x56x256xf32>
  %52 = net.input "s00525/in" : tensor<128x1024xf32>
  %53 = net.elementwise "s00525/feed" %52 {kind = #net<elementwise sum>} : tensor<128x1024xf32> -> tensor<128x1024xf32>
  %54 = net.inner_product "s00525" %53 {num_outputs = 4096 : i64} : tensor<128x1024xf32> -> tensor<128x4096xf32>
  %55 = net.input "s00527/in" : tensor<128x14x14x128xf32>
  %56 = net.elementwise "s00527/feed" %55 {kind = #net<elementwise sum>} : tensor<128x14x14x128xf32> -> tensor<128x14x14x128xf32>
  %57 = net.input "s00527/b/in" : tensor<128x14x14x128xf32>
  %58 = net.elementwise "s00527/b/feed" %57 {kind = #net<elementwise sum>} : tensor<128x14x14x128xf32> -> tensor<128x14x14x128xf32>
  %59 = net.elementwise "s00527" %56, %58 : tensor<128x14x14x128xf32>, tensor<128x14x14x128xf32> -> tensor<128x14x14x128xf32>
  %60 = net.input "s00536/in" : tensor<128x13x13x256xf32>
  %61 = net.elementwise "s00536/feed" %60 {kind = #net<elementwise sum>} : tensor<128x13x13x256xf32> -> tensor<128x13x13x256xf32>
  %62 = net.max_pool "s00536" %61 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x13x13x256xf32> -> tensor<128x6x6x256xf32>
  %63 = net.input "s00538/in" : tensor<128x14x14x32xf32>
  %64 = net.elementwise "s00538/feed" %63 {kind = #net<elementwise sum>} : tensor<128x14x14x32xf32> -> tensor<128x14x14x32xf32>
  %65 = net.batch_norm "s00538" %64 : tensor<128x14x14x32xf32> -> tensor<128x14x14x32xf32>
  %66 = net.input "s00540/in" : tensor<128x28x28x96xf32>
  %67 = net.elementwise "s00540/feed" %66 {kind = #net<elementwise sum>} : tensor<128x28x28x96xf32> -> tensor<128x28x28x96xf32>
  %68 = net.max_pool "s00540" %67 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x28x28x96xf32> -> tensor<128x14x14x96xf32>
  %69 = net.input "s00553/in" : tensor<128x35x35x256xf32>
  %70 = net.elementwise "s00553/feed" %69 {kind = #net<elementwise sum>} : tensor<128x35x35x256xf32> -> tensor<128x35x35x256xf32>
  %71 = net.avg_pool "s00553" %70 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x35x35x256xf32> -> tensor<128x35x35x256xf32>
  %72 = net.input "s00569/in" : tensor<128x56x56x32xf32>
  %73 = net.elementwise "s00569/feed" %72 {kind = #net<elementwise sum>} : tensor<128x56x56x32xf32> -> tensor<128x56x56x32xf32>
  %74 = net.input "s00569/b/in" : tensor<128x56x56x32xf32>
  %75 = net.elementwise "s00569/b/feed" %74 {kind = #net<elementwise sum>} : tensor<128x56x56x32xf32> -> tensor<128x56x56x32xf32>
  %76 = net.elementwise "s00569" %73, %75 : tensor<128x56x56x32xf32>, tensor<128x56x56x32xf32> -> tensor<128x56x56x32xf32>
  %77 = net.input "s00571/in" : tensor<128x17x17x768xf32>
  %78 = net.elementwise "s00571/feed" %77 {kind = #net<elementwise sum>} : tensor<128x17x17x768xf32> -> tensor<128x17x17x768xf32>
  %79 = net.max_pool "s00571" %78 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x17x17x768xf32> -> tensor<128x8x8x768xf32>
  %80 = net.input "s00575/in" : tensor<128x7x7x384xf32>
  %81 = net.elementwise "s00575/feed" %80 {kind = #net<elementwise sum>} : tensor<128x7x7x384xf32> -> tensor<128x7x7x384xf32>
  %82 = net.batch_norm "s00575" %81 {activation = #net<activation relu>} : tensor<128x7x7x384xf32> -> tensor<128x7x7x384xf32>
}
