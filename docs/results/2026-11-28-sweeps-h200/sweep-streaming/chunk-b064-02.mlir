net.network "chunk-b064-02" {
  %0 = net.input "s00247/in" : tensor<64x14x14x2048xf32>
  %1 = net.elementwise "s00247/feed" %0 {kind = #net<elementwise sum>} : tensor<64x14x14x2048xf32> -> tensor<64x14x14x2048xf32>
  %2 = net.batch_norm "s00247" %1 {activation = #net<activation relu>} : tensor<64x14x14x2048xf32> -> tensor<64x14x14x2048xf32>
  %3 = net.input "s00248/in" : tensor<64x35x35x64xf32>
  %4 = net.elementwise "s00248/feed" %3 {kind = #net<elementwise sum>} : tensor<64x35x35x64xf32> -> tensor<64x35x35x64xf32>
  %5 = net.batch_norm "s00248" %4 {activation = #net<activation relu>} : tensor<64x35x35x64xf32> -> tensor<64x35x35x64xf32>
  %6 = net.input "s00249/in" : tensor<64x28x28x96xf32>
  %7 = net.elementwise "s00249/feed" %6 {kind = #net<elementwise sum>} : tensor<64x28x28x96xf32> -> tensor<64x28x28x96xf32>
  %8 = net.input "s00249/b/in" : tensor<64x28x28x96xf32>
  %9 = net.elementwise "s00249/b/feed" %8 {kind = #net<elementwise sum>} : tensor<64x28x28x96xf32> -> tensor<64x28x28x96xf32>
  %10 = net.elementwise "s00249" %7, %9 {activation = #net<activation relu>} : tensor<64x28x28x96xf32>, tensor<64x28x28x96xf32> -> tensor<64x28x28x96xf32>
  %11 = net.input "s00252/in" : tensor<64x13x13x256xf32>
  %12 = net.elementwise "s00252/feed" %11 {kind = #net<elementwise sum>} : tensor<64x13x13x256xf32> -> tensor<64x13x13x256xf32>
  %13 = net.batch_norm "s00252" %12 {activation = #net<activation relu>} : tensor<64x13x13x256xf32> -> tensor<64x13x13x256xf32>
  %14 = net.input "s00261/in" : tensor<64x112x112x128xf32>
  %15 = net.elementwise "s00261/feed" %14 {kind = #net<elementwise sum>} : tensor<64x112x112x128xf32> -> tensor<64x112x112x128xf32>
  %16 = net.avg_pool "s00261" %15 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x112x112x128xf32> -> tensor<64x56x56x128xf32>
  %17 = net.input "s00262/in" : tensor<64x28x28x32xf32>
  %18 = net.elementwise "s00262/feed" %17 {kind = #net<elementwise sum>} : tensor<64x28x28x32xf32> -> tensor<64x28x28x32xf32>
  %19 = net.input "s00262/b/in" : tensor<64x28x28x32xf32>
  %20 = net.elementwise "s00262/b/feed" %19 {kind = #net<elementwise sum>} : tensor<64x28x28x32xf32> -> tensor<64x28x28x32xf32>
  %21 = net.elementwise "s00262" %18, %20 {activation = #net<activation relu>} : tensor<64x28x28x32xf32>, tensor<64x28x28x32xf32> -> tensor<64x28x28x32xf32>
  %22 = net.input "s00266/in" : tensor<64x27x27x512xf32>
  %23 = net.elementwise "s00266/feed" %22 {kind = #net<elementwise sum>} : tensor<64x27x27x512xf32> -> tensor<64x27x27x512xf32>
  %24 = net.input "s00266/b/in" : tensor<64x27x27x512xf32>
  %25 = net.elementwise "s00266/b/feed" %24 {kind = #net<elementwise sum>} : tensor<64x27x27x512xf32> -> tensor<64x27x27x512xf32>
  %26 = net.elementwise "s00266" %23, %25 : tensor<64x27x27x512xf32>, tensor<64x27x27x512xf32> -> tensor<64x27x27x512xf32>
  %27 = net.input "s00269/in" : tensor<64x35x35x128xf32>
  %28 = net.elementwise "s00269/feed" %27 {kind = #net<elementwise sum>} : tensor<64x35x35x128xf32> -> tensor<64x35x35x128xf32>
  %29 = net.max_pool "s00269" %28 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x35x35x128xf32> -> tensor<64x18x18x128xf32>
  %30 = net.input "s00272/in" : tensor<64x25088xf32>
  %31 = net.elementwise "s00272/feed" %30 {kind = #net<elementwise sum>} : tensor<64x25088xf32> -> tensor<64x25088xf32>
  %32 = net.inner_product "s00272" %31 {num_outputs = 1000 : i64} : tensor<64x25088xf32> -> tensor<64x1000xf32>
  %33 = net.input "s00273/in" : tensor<64x17x17x32xf32>
  %34 = net.elementwise "s00273/feed" %33 {kind = #net<elementwise sum>} : tensor<64x17x17x32xf32> -> tensor<64x17x17x32xf32>
  %35 = net.batch_norm "s00273" %34 : tensor<64x17x17x32xf32> -> tensor<64x17x17x32xf32>
  %36 = net.input "s00274/in" : tensor<64x8x8x64xf32>
  %37 = net.elementwise "s00274/feed" %36 {kind = #net<elementwise sum>} : tensor<64x8x8x64xf32> -> tensor<64x8x8x64xf32>
  %38 = net.max_pool "s00274" %37 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x8x8x64xf32> -> tensor<64x4x4x64xf32>
  %39 = net.input "s00275/in" : tensor<64x2048xf32>
  %40 = net.elementwise "s00275/feed" %39 {kind = #net<elementwise sum>} : tensor<64x2048xf32> -> tensor<64x2048xf32>
  %41 = net.inner_product "s00275" %40 {num_outputs = 100 : i64} : tensor<64x2048xf32> -> tensor<64x100xf32>
  %42 = net.input "s00283/in" : tensor<64x28x28x192xf32>
  %43 = net.elementwise "s00283/feed" %42 {kind = #net<elementwise sum>} : tensor<64x28x28x192xf32> -> tensor<64x28x28x192xf32>
  %44 = net.input "s00283/b/in" : tensor<64x28x28x192xf32>
  %45 = net.elementwise "s00283/b/feed" %44 {kind = #net<elementwise sum>} : tensor<64x28x28x192xf32> -> tensor<64x28x28x192xf32>
  %46 = net.elementwise "s00283" %43, %45 {activation = #net<activation relu>} : tensor<64x28x28x192xf32>, tensor<64x28x28x192xf32> -> tensor<64x28x28x192xf32>
  %47 = net.input "s00286/in" : tensor<64x14x14x1024xf32>
  %48 = net.elementwise "s00286/feed" %47 {kind = #net<elementwise sum>} : tensor<64x14x14x1024xf32> -> tensor<64x14x14x1024xf32>
  %49 = net.input "s00286/b/in" : tensor<64x14x14x1024xf32>
  %50 = net.elementwise "s00286/b/feed" %49 {kind = #net<elementwise sum>} : tensor<64x14x14x1024xf32> -> tensor<64x14x14x1024xf32>
  %51 = net.elementwise "s00286" %48, %50 : tensor<64x14x14x1024xf32>, tensor<64x14x14x1024xf32> -> tensor<64x14x14x1024xf32>
  %52 = net.input "s00288/in" : tensor<64x35x35x768xf32>
  %53 = net.elementwise "s00288/feed" %52 {kind = #net<elementwise sum>} : tensor<64x35x35x768xf32> -> tensor<64x35x35x768xf32>
  %54 = net.avg_pool "s00288" %53 {ksize = array<i64: 35, 35>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x35x35x768xf32> -> tensor<64x1x1x768xf32>
  %55 = net.input "s00289/in" : tensor<64x14x14x48xf32>
  %56 = net.elementwise "s00289/feed" %55 {kind = #net<elementwise sum>} : tensor<64x14x14x48xf32> -> tensor<64x14x14x48xf32>
  %57 = net.input "s00289/b/in" : tensor<64x14x14x48xf32>
  %58 = net.elementwise "s00289/b/feed" %57 {kind = #net<elementwise sum>} : tensor<64x14x14x48xf32> -> tensor<64x14x14x48xf32>
  %59 = net.elementwise "s00289" %56, %58 : tensor<64x14x14x48xf32>, tensor<64x14x14x48xf32> -> tensor<64x14x14x48xf32>
  %60 = net.input "s00292/in" : tensor<64x14x14x1024xf32>
  %61 = net.elementwise "s00292/feed" %60 {kind = #net<elementwise sum>} : tensor<64x14x14x1024xf32> -> tensor<64x14x14x1024xf32>
  %62 = net.batch_norm "s00292" %61 {activation = #net<activation relu>} : tensor<64x14x14x1024xf32> -> tensor<64x14x14x1024xf32>
  %63 = net.input "s00295/in" : tensor<64x14x14x256xf32>
  %64 = net.elementwise "s00295/feed" %63 {kind = #net<elementwise sum>} : tensor<64x14x14x256xf32> -> tensor<64x14x14x256xf32>
  %65 = net.batch_norm "s00295" %64 : tensor<64x14x14x256xf32> -> tensor<64x14x14x256xf32>
  %66 = net.input "s00300/in" : tensor<64x35x35x128xf32>
  %67 = net.elementwise "s00300/feed" %66 {kind = #net<elementwise sum>} : tensor<64x35x35x128xf32> -> tensor<64x35x35x128xf32>
  %68 = net.input "s00300/b/in" : tensor<64x35x35x128xf32>
  %69 = net.elementwise "s00300/b/feed" %68 {kind = #net<elementwise sum>} : tensor<64x35x35x128xf32> -> tensor<64x35x35x128xf32>
  %70 = net.elementwise "s00300" %67, %69 : tensor<64x35x35x128xf32>, tensor<64x35x35x128xf32> -> tensor<64x35x35x128xf32>
  %71 = net.input "s00302/in" : tensor<64x14x14x48xf32>
  %72 = net.elementwise "s00302/feed" %71 {kind = #net<elementwise sum>} : tensor<64x14x14x48xf32> -> tensor<64x14x14x48xf32>
  %73 = net.batch_norm "s00302" %72 {activation = #net<activation relu>} : tensor<64x14x14x48xf32> -> tensor<64x14x14x48xf32>
  %74 = net.input "s00304/in" : tensor<64x7x7x24xf32>
  %75 = net.elementwise "s00304/feed" %74 {kind = #net<elementwise sum>} : tensor<64x7x7x24xf32> -> tensor<64x7x7x24xf32>
  %76 = net.max_pool "s00304" %75 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x7x7x24xf32> -> tensor<64x3x3x24xf32>
  %77 = net.input "s00305/in" : tensor<64x56x56x64xf32>
  %78 = net.elementwise "s00305/feed" %77 {kind = #net<elementwise sum>} : tensor<64x56x56x64xf32> -> tensor<64x56x56x64xf32>
  %79 = net.batch_norm "s00305" %78 {activation = #net<activation relu>} : tensor<64x56x56x64xf32> -> tensor<64x56x56x64xf32>
  %80 = net.input "s00312/in" : tensor<64x56x56x64xf32>
  %81 = net.elementwise "s00312/feed" %80 {kind = #net<elementwise sum>} : tensor<64x56x56x64xf32> -> tensor<64x56x56x64xf32>
  %82 = net.max_pool "s00312" %81 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x56x56x64xf32> -> tensor<64x56x56x64xf32>
  %83 = net.input "s00326/in" : tensor<64x1024xf32>
  %84 = net.elementwise "s00326/feed" %83 {kind = #net<elementwise sum>} : tensor<64x1024xf32> -> tensor<64x1024xf32>
  %85 = net.inner_product "s00326" %84 {num_outputs = 1000 : i64} : tensor<64x1024xf32> -> tensor<64x1000xf32>
  %86 = net.input "s00328/in" : tensor<64x14x14x32xf32>
  %87 = net.elementwise "s00328/feed" %86 {kind = #net<elementwise sum>} : tensor<64x14x14x32xf32> -> tensor<64x14x14x32xf32>
  %88 = net.batch_norm "s00328" %87 {activation = #net<activation relu>} : tensor<64x14x14x32xf32> -> tensor<64x14x14x32xf32>
}
