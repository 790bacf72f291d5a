net.network "chunk-b032-02" {
  %0 = net.input "s00230/in" : tensor<32x56x56x128xf32>
  %1 = net.elementwise "s00230/feed" %0 {kind = #net<elementwise sum>} : tensor<32x56x56x128xf32> -> tensor<32x56x56x128xf32>
  %2 = net.batch_norm "s00230" %1 {activation = #net<activation relu>} : tensor<32x56x56x128xf32> -> tensor<32x56x56x128xf32>
  %3 = net.input "s00235/in" : tensor<32x512xf32>
  %4 = net.elementwise "s00235/feed" %3 {kind = #net<elementwise sum>} : tensor<32x512xf32> -> tensor<32x512xf32>
  %5 = net.inner_product "s00235" %4 {num_outputs = 4096 : i64} : tensor<32x512xf32> -> tensor<32x4096xf32>
  %6 = net.input "s00246/in" : tensor<32x14x14x48xf32>
  %7 = net.elementwise "s00246/feed" %6 {kind = #net<elementwise sum>} : tensor<32x14x14x48xf32> -> tensor<32x14x14x48xf32>
  %8 = net.input "s00246/b/in" : tensor<32x14x14x48xf32>
  %9 = net.elementwise "s00246/b/feed" %8 {kind = #net<elementwise sum>} : tensor<32x14x14x48xf32> -> tensor<32x14x14x48xf32>
  %10 = net.elementwise "s00246" %7, %9 {activation = #net<activation relu>} : tensor<32x14x14x48xf32>, tensor<32x14x14x48xf32> -> tensor<32x14x14x48xf32>
  %11 = net.input "s00248/in" : tensor<32x17x17x2048xf32>
  %12 = net.elementwise "s00248/feed" %11 {kind = #net<elementwise sum>} : tensor<32x17x17x2048xf32> -> tensor<32x17x17x2048xf32>
  %13 = net.input "s00248/b/in" : tensor<32x17x17x2048xf32>
  %14 = net.elementwise "s00248/b/feed" %13 {kind = #net<elementwise sum>} : tensor<32x17x17x2048xf32> -> tensor<32x17x17x2048xf32>
  %15 = net.elementwise "s00248" %12, %14 : tensor<32x17x17x2048xf32>, tensor<32x17x17x2048xf32> -> tensor<32x17x17x2048xf32>
  %16 = net.input "s00249/in" : tensor<32x35x35x32xf32>
  %17 = net.elementwise "s00249/feed" %16 {kind = #net<elementwise sum>} : tensor<32x35x35x32xf32> -> tensor<32x35x35x32xf32>
  %18 = net.input "s00249/b/in" : tensor<32x35x35x32xf32>
  %19 = net.elementwise "s00249/b/feed" %18 {kind = #net<elementwise sum>} : tensor<32x35x35x32xf32> -> tensor<32x35x35x32xf32>
  %20 = net.elementwise "s00249" %17, %19 {activation = #net<activation relu>} : tensor<32x35x35x32xf32>, tensor<32x35x35x32xf32> -> tensor<32x35x35x32xf32>
  %21 = net.input "s00251/in" : tensor<32x13x13x32xf32>
  %22 = net.elementwise "s00251/feed" %21 {kind = #net<elementwise sum>} : tensor<32x13x13x32xf32> -> tensor<32x13x13x32xf32>
  %23 = net.batch_norm "s00251" %22 {activation = #net<activation relu>} : tensor<32x13x13x32xf32> -> tensor<32x13x13x32xf32>
  %24 = net.input "s00262/in" : tensor<32x14x14x256xf32>
  %25 = net.elementwise "s00262/feed" %24 {kind = #net<elementwise sum>} : tensor<32x14x14x256xf32> -> tensor<32x14x14x256xf32>
  %26 = net.avg_pool "s00262" %25 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x14x14x256xf32> -> tensor<32x1x1x256xf32>
  %27 = net.input "s00267/in" : tensor<32x27x27x64xf32>
  %28 = net.elementwise "s00267/feed" %27 {kind = #net<elementwise sum>} : tensor<32x27x27x64xf32> -> tensor<32x27x27x64xf32>
  %29 = net.avg_pool "s00267" %28 {ksize = array<i64: 27, 27>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x27x27x64xf32> -> tensor<32x1x1x64xf32>
  %30 = net.input "s00270/in" : tensor<32x27x27x1024xf32>
  %31 = net.elementwise "s00270/feed" %30 {kind = #net<elementwise sum>} : tensor<32x27x27x1024xf32> -> tensor<32x27x27x1024xf32>
  %32 = net.input "s00270/b/in" : tensor<32x27x27x1024xf32>
  %33 = net.elementwise "s00270/b/feed" %32 {kind = #net<elementwise sum>} : tensor<32x27x27x1024xf32> -> tensor<32x27x27x1024xf32>
  %34 = net.elementwise "s00270" %31, %33 {activation = #net<activation relu>} : tensor<32x27x27x1024xf32>, tensor<32x27x27x1024xf32> -> tensor<32x27x27x1024xf32>
  %35 = net.input "s00271/in" : tensor<32x17x17x48xf32>
  %36 = net.elementwise "s00271/feed" %35 {kind = #net<elementwise sum>} : tensor<32x17x17x48xf32> -> tensor<32x17x17x48xf32>
  %37 = net.batch_norm "s00271" %36 : tensor<32x17x17x48xf32> -> tensor<32x17x17x48xf32>
  %38 = net.input "s00275/in" : tensor<32x8x8x512xf32>
  %39 = net.elementwise "s00275/feed" %38 {kind = #net<elementwise sum>} : tensor<32x8x8x512xf32> -> tensor<32x8x8x512xf32>
  %40 = net.max_pool "s00275" %39 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x8x8x512xf32> -> tensor<32x4x4x512xf32>
  %41 = net.input "s00280/in" : tensor<32x56x56x32xf32>
  %42 = net.elementwise "s00280/feed" %41 {kind = #net<elementwise sum>} : tensor<32x56x56x32xf32> -> tensor<32x56x56x32xf32>
  %43 = net.max_pool "s00280" %42 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x56x56x32xf32> -> tensor<32x56x56x32xf32>
  %44 = net.input "s00282/in" : tensor<32x14x14x16xf32>
  %45 = net.elementwise "s00282/feed" %44 {kind = #net<elementwise sum>} : tensor<32x14x14x16xf32> -> tensor<32x14x14x16xf32>
  %46 = net.max_pool "s00282" %45 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x14x14x16xf32> -> tensor<32x7x7x16xf32>
  %47 = net.input "s00284/in" : tensor<32x112x112x192xf32>
  %48 = net.elementwise "s00284/feed" %47 {kind = #net<elementwise sum>} : tensor<32x112x112x192xf32> -> tensor<32x112x112x192xf32>
  %49 = net.max_pool "s00284" %48 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x112x112x192xf32> -> tensor<32x56x56x192xf32>
  %50 = net.input "s00287/in" : tensor<32x14x14x1024xf32>
  %51 = net.elementwise "s00287/feed" %50 {kind = #net<elementwise sum>} : tensor<32x14x14x1024xf32> -> tensor<32x14x14x1024xf32>
  %52 = net.avg_pool "s00287" %51 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x14x14x1024xf32> -> tensor<32x14x14x1024xf32>
  %53 = net.input "s00288/in" : tensor<32x28x28x64xf32>
  %54 = net.elementwise "s00288/feed" %53 {kind = #net<elementwise sum>} : tensor<32x28x28x64xf32> -> tensor<32x28x28x64xf32>
  %55 = net.input "s00288/b/in" : tensor<32x28x28x64xf32>
  %56 = net.elementwise "s00288/b/feed" %55 {kind = #net<elementwise sum>} : tensor<32x28x28x64xf32> -> tensor<32x28x28x64xf32>
  %57 = net.elementwise "s00288" %54, %56 {activation = #net<activation relu>} : tensor<32x28x28x64xf32>, tensor<32x28x28x64xf32> -> tensor<32x28x28x64xf32>
  %58 = net.input "s00291/in" : tensor<32x13x13x384xf32>
  %59 = net.elementwise "s00291/feed" %58 {kind = #net<elementwise sum>} : tensor<32x13x13x384xf32> -> tensor<32x13x13x384xf32>
  %60 = net.max_pool "s00291" %59 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x13x13x384xf32> -> tensor<32x7x7x384xf32>
  %61 = net.input "s00294/in" : tensor<32x28x28x24xf32>
  %62 = net.elementwise "s00294/feed" %61 {kind = #net<elementwise sum>} : tensor<32x28x28x24xf32> -> tensor<32x28x28x24xf32>
  %63 = net.input "s00294/b/in" : tensor<32x28x28x24xf32>
  %64 = net.elementwise "s00294/b/feed" %63 {kind = #net<elementwise sum>} : tensor<32x28x28x24xf32> -> tensor<32x28x28x24xf32>
  %65 = net.elementwise "s00294" %62, %64 {activation = #net<activation relu>} : tensor<32x28x28x24xf32>, tensor<32x28x28x24xf32> -> tensor<32x28x28x24xf32>
  %66 = net.input "s00300/in" : tensor<32x17x17x128xf32>
  %67 = net.elementwise "s00300/feed" %66 {kind = #net<elementwise sum>} : tensor<32x17x17x128xf32> -> tensor<32x17x17x128xf32>
  %68 = net.input "s00300/b/in" : tensor<32x17x17x128xf32>
  %69 = net.elementwise "s00300/b/feed" %68 {kind = #net<elementwise sum>} : tensor<32x17x17x128xf32> -> tensor<32x17x17x128xf32>
  %70 = net.elementwise "s00300" %67, %69 {activation = #net<activation relu>} : tensor<32x17x17x128xf32>, tensor<32x17x17x128xf32> -> tensor<32x17x17x128xf32>
  %71 = net.input "s00301/in" : tensor<32x13x13x192xf32>
  %72 = net.elementwise "s00301/feed" %71 {kind = #net<elementwise sum>} : tensor<32x13x13x192xf32> -> tensor<32x13x13x192xf32>
  %73 = net.avg_pool "s00301" %72 {ksize = array<i64: 13, 13>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x13x13x192xf32> -> tensor<32x1x1x192xf32>
  %74 = net.input "s00305/in" : tensor<32x13x13x512xf32>
  %75 = net.elementwise "s00305/feed" %74 {kind = #net<elementwise sum>} : tensor<32x13x13x512xf32> -> tensor<32x13x13x512xf32>
  %76 = net.input "s00305/b/in" : tensor<32x13x13x512xf32>
  %77 = net.elementwise "s00305/b/feed" %76 {kind = #net<elementwise sum>} : tensor<32x13x13x512xf32> -> tensor<32x13x13x512xf32>
  %78 = net.elementwise "s00305" %75, %77 {activation = #net<activation relu>} : tensor<32x13x13x512xf32>, tensor<32x13x13x512xf32> -> tensor<32x13x13x512xf32>
  %79 = net.input "s00307/in" : tensor<32x28x28x384xf32>
  %80 = net.elementwise "s00307/feed" %79 {kind = #net<elementwise sum>} : tensor<32x28x28x384xf32> -> tensor<32x28x28x384xf32>
  %81 = net.max_pool "s00307" %80 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x28x28x384xf32> -> tensor<32x14x14x384xf32>
  %82 = net.input "s00309/in" : tensor<32x56x56x128xf32>
  %83 = net.elementwise "s00309/feed" %82 {kind = #net<elementwise sum>} : tensor<32x56x56x128xf32> -> tensor<32x56x56x128xf32>
  %84 = net.avg_pool "s00309" %83 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x56x56x128xf32> -> tensor<32x1x1x128xf32>
  %85 = net.input "s00313/in" : tensor<32x2048xf32>
  %86 = net.elementwise "s00313/feed" %85 {kind = #net<elementwise sum>} : tensor<32x2048xf32> -> tensor<32x2048xf32>
  %87 = net.inner_product "s00313" %86 {num_outputs = 1000 : i64} : tensor<32x2048xf32> -> tensor<32x1000xf32>
  %88 = net.input "s00317/in" : tensor<32x17x17x1024xf32>
  %89 = net.elementwise "s00317/feed" %88 {kind = #net<elementwise sum>} : tensor<32x17x17x1024xf32> -> tensor<32x17x17x1024xf32>
  %90 = net.batch_norm "s00317" %89 {activation = #net<activation relu>} : tensor<32x17x17x1024xf32> -> tensor<32x17x17x1024xf32>
}
