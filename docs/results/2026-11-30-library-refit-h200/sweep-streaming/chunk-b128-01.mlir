net.network "chunk-b128-01" {
  %0 = net.input "s00149/in" : tensor<128x8x8x48xf32>
  %1 = net.elementwise "s00149/feed" %0 {kind = #net<elementwise sum>} : tensor<128x8x8x48xf32> -> tensor<128x8x8x48xf32>
  %2 = net.avg_pool "s00149" %1 {ksize = array<i64: 8, 8>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x8x8x48xf32> -> tensor<128x1x1x48xf32>
  %3 = net.input "s00152/in" : tensor<128x14x14x64xf32>
  %4 = net.elementwise "s00152/feed" %3 {kind = #net<elementwise sum>} : tensor<128x14x14x64xf32> -> tensor<128x14x14x64xf32>
  %5 = net.max_pool "s00152" %4 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x14x14x64xf32> -> tensor<128x14x14x64xf32>
  %6 = net.input "s00156/in" : tensor<128x8x8x768xf32>
  %7 = net.elementwise "s00156/feed" %6 {kind = #net<elementwise sum>} : tensor<128x8x8x768xf32> -> tensor<128x8x8x768xf32>
  %8 = net.batch_norm "s00156" %7 : tensor<128x8x8x768xf32> -> tensor<128x8x8x768xf32>
  %9 = net.input "s00157/in" : tensor<128x8x8x512xf32>
  %10 = net.elementwise "s00157/feed" %9 {kind = #net<elementwise sum>} : tensor<128x8x8x512xf32> -> tensor<128x8x8x512xf32>
  %11 = net.input "s00157/b/in" : tensor<128x8x8x512xf32>
  %12 = net.elementwise "s00157/b/feed" %11 {kind = #net<elementwise sum>} : tensor<128x8x8x512xf32> -> tensor<128x8x8x512xf32>
  %13 = net.elementwise "s00157" %10, %12 {activation = #net<activation relu>} : tensor<128x8x8x512xf32>, tensor<128x8x8x512xf32> -> tensor<128x8x8x512xf32>
  %14 = net.input "s00160/in" : tensor<128x27x27x768xf32>
  %15 = net.elementwise "s00160/feed" %14 {kind = #net<elementwise sum>} : tensor<128x27x27x768xf32> -> tensor<128x27x27x768xf32>
  %16 = net.max_pool "s00160" %15 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x27x27x768xf32> -> tensor<128x13x13x768xf32>
  %17 = net.input "s00166/in" : tensor<128x27x27x256xf32>
  %18 = net.elementwise "s00166/feed" %17 {kind = #net<elementwise sum>} : tensor<128x27x27x256xf32> -> tensor<128x27x27x256xf32>
  %19 = net.avg_pool "s00166" %18 {ksize = array<i64: 27, 27>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x27x27x256xf32> -> tensor<128x1x1x256xf32>
  %20 = net.input "s00181/in" : tensor<128x35x35x768xf32>
  %21 = net.elementwise "s00181/feed" %20 {kind = #net<elementwise sum>} : tensor<128x35x35x768xf32> -> tensor<128x35x35x768xf32>
  %22 = net.input "s00181/b/in" : tensor<128x35x35x768xf32>
  %23 = net.elementwise "s00181/b/feed" %22 {kind = #net<elementwise sum>} : tensor<128x35x35x768xf32> -> tensor<128x35x35x768xf32>
  %24 = net.elementwise "s00181" %21, %23 {activation = #net<activation relu>} : tensor<128x35x35x768xf32>, tensor<128x35x35x768xf32> -> tensor<128x35x35x768xf32>
  %25 = net.input "s00187/in" : tensor<128x7x7x768xf32>
  %26 = net.elementwise "s00187/feed" %25 {kind = #net<elementwise sum>} : tensor<128x7x7x768xf32> -> tensor<128x7x7x768xf32>
  %27 = net.batch_norm "s00187" %26 : tensor<128x7x7x768xf32> -> tensor<128x7x7x768xf32>
  %28 = net.input "s00188/in" : tensor<128x14x14x128xf32>
  %29 = net.elementwise "s00188/feed" %28 {kind = #net<elementwise sum>} : tensor<128x14x14x128xf32> -> tensor<128x14x14x128xf32>
  %30 = net.batch_norm "s00188" %29 {activation = #net<activation relu>} : tensor<128x14x14x128xf32> -> tensor<128x14x14x128xf32>
  %31 = net.input "s00191/in" : tensor<128x13x13x24xf32>
  %32 = net.elementwise "s00191/feed" %31 {kind = #net<elementwise sum>} : tensor<128x13x13x24xf32> -> tensor<128x13x13x24xf32>
  %33 = net.max_pool "s00191" %32 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x13x13x24xf32> -> tensor<128x6x6x24xf32>
  %34 = net.input "s00200/in" : tensor<128x27x27x128xf32>
  %35 = net.elementwise "s00200/feed" %34 {kind = #net<elementwise sum>} : tensor<128x27x27x128xf32> -> tensor<128x27x27x128xf32>
  %36 = net.avg_pool "s00200" %35 {ksize = array<i64: 27, 27>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x27x27x128xf32> -> tensor<128x1x1x128xf32>
  %37 = net.input "s00201/in" : tensor<128x4096xf32>
  %38 = net.elementwise "s00201/feed" %37 {kind = #net<elementwise sum>} : tensor<128x4096xf32> -> tensor<128x4096xf32>
  %39 = net.inner_product "s00201" %38 {num_outputs = 1000 : i64} : tensor<128x4096xf32> -> tensor<128x1000xf32>
  %40 = net.input "s00209/in" : tensor<128x7x7x128xf32>
  %41 = net.elementwise "s00209/feed" %40 {kind = #net<elementwise sum>} : tensor<128x7x7x128xf32> -> tensor<128x7x7x128xf32>
  %42 = net.batch_norm "s00209" %41 : tensor<128x7x7x128xf32> -> tensor<128x7x7x128xf32>
  %43 = net.input "s00215/in" : tensor<128x17x17x128xf32>
  %44 = net.elementwise "s00215/feed" %43 {kind = #net<elementwise sum>} : tensor<128x17x17x128xf32> -> tensor<128x17x17x128xf32>
  %45 = net.batch_norm "s00215" %44 : tensor<128x17x17x128xf32> -> tensor<128x17x17x128xf32>
  %46 = net.input "s00218/in" : tensor<128x7x7x128xf32>
  %47 = net.elementwise "s00218/feed" %46 {kind = #net<elementwise sum>} : tensor<128x7x7x128xf32> -> tensor<128x7x7x128xf32>
  %48 = net.max_pool "s00218" %47 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x7x7x128xf32> -> tensor<128x7x7x128xf32>
  %49 = net.input "s00219/in" : tensor<128x35x35x24xf32>
  %50 = net.elementwise "s00219/feed" %49 {kind = #net<elementwise sum>} : tensor<128x35x35x24xf32> -> tensor<128x35x35x24xf32>
  %51 = net.input "s00219/b/in" : tensor<128x35x35x24xf32>
  %52 = net.elementwise "s00219/b/feed" %51 {kind = #net<elementwise sum>} : tensor<128x35x35x24xf32> -> tensor<128x35x35x24xf32>
  %53 = net.elementwise "s00219" %50, %52 {activation = #net<activation relu>} : tensor<128x35x35x24xf32>, tensor<128x35x35x24xf32> -> tensor<128x35x35x24xf32>
  %54 = net.input "s00227/in" : tensor<128x28x28x128xf32>
  %55 = net.elementwise "s00227/feed" %54 {kind = #net<elementwise sum>} : tensor<128x28x28x128xf32> -> tensor<128x28x28x128xf32>
  %56 = net.batch_norm "s00227" %55 : tensor<128x28x28x128xf32> -> tensor<128x28x28x128xf32>
  %57 = net.input "s00231/in" : tensor<128x14x14x24xf32>
  %58 = net.elementwise "s00231/feed" %57 {kind = #net<elementwise sum>} : tensor<128x14x14x24xf32> -> tensor<128x14x14x24xf32>
  %59 = net.avg_pool "s00231" %58 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x14x14x24xf32> -> tensor<128x7x7x24xf32>
  %60 = net.input "s00232/in" : tensor<128x28x28x384xf32>
  %61 = net.elementwise "s00232/feed" %60 {kind = #net<elementwise sum>} : tensor<128x28x28x384xf32> -> tensor<128x28x28x384xf32>
  %62 = net.max_pool "s00232" %61 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x28x28x384xf32> -> tensor<128x14x14x384xf32>
  %63 = net.input "s00238/in" : tensor<128x1024xf32>
  %64 = net.elementwise "s00238/feed" %63 {kind = #net<elementwise sum>} : tensor<128x1024xf32> -> tensor<128x1024xf32>
  %65 = net.inner_product "s00238" %64 {num_outputs = 1000 : i64} : tensor<128x1024xf32> -> tensor<128x1000xf32>
  %66 = net.input "s00247/in" : tensor<128x56x56x16xf32>
  %67 = net.elementwise "s00247/feed" %66 {kind = #net<elementwise sum>} : tensor<128x56x56x16xf32> -> tensor<128x56x56x16xf32>
  %68 = net.max_pool "s00247" %67 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x56x56x16xf32> -> tensor<128x28x28x16xf32>
  %69 = net.input "s00250/in" : tensor<128x14x14x768xf32>
  %70 = net.elementwise "s00250/feed" %69 {kind = #net<elementwise sum>} : tensor<128x14x14x768xf32> -> tensor<128x14x14x768xf32>
  %71 = net.input "s00250/b/in" : tensor<128x14x14x768xf32>
  %72 = net.elementwise "s00250/b/feed" %71 {kind = #net<elementwise sum>} : tensor<128x14x14x768xf32> -> tensor<128x14x14x768xf32>
  %73 = net.elementwise "s00250" %70, %72 {activation = #net<activation relu>} : tensor<128x14x14x768xf32>, tensor<128x14x14x768xf32> -> tensor<128x14x14x768xf32>
  %74 = net.input "s00265/in" : tensor<128x13x13x2048xf32>
  %75 = net.elementwise "s00265/feed" %74 {kind = #net<elementwise sum>} : tensor<128x13x13x2048xf32> -> tensor<128x13x13x2048xf32>
  %76 = net.batch_norm "s00265" %75 : tensor<128x13x13x2048xf32> -> tensor<128x13x13x2048xf32>
  %77 = net.input "s00266/in" : tensor<128x13x13x128xf32>
  %78 = net.elementwise "s00266/feed" %77 {kind = #net<elementwise sum>} : tensor<128x13x13x128xf32> -> tensor<128x13x13x128xf32>
  %79 = net.input "s00266/b/in" : tensor<128x13x13x128xf32>
  %80 = net.elementwise "s00266/b/feed" %79 {kind = #net<elementwise sum>} : tensor<128x13x13x128xf32> -> tensor<128x13x13x128xf32>
  %81 = net.elementwise "s00266" %78, %80 : tensor<128x13x13x128xf32>, tensor<128x13x13x128xf32> -> tensor<128x13x13x128xf32>
  %82 = net.input "s00268/in" : tensor<128x14x14x512xf32>
  %83 = net.elementwise "s00268/feed" %82 {kind = #net<elementwise sum>} : tensor<128x14x14x512xf32> -> tensor<128x14x14x512xf32>
  %84 = net.batch_norm "s00268" %83 {activation = #net<activation relu>} : tensor<128x14x14x512xf32> -> tensor<128x14x14x512xf32>
}
