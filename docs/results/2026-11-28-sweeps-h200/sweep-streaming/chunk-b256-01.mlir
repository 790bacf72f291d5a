net.network "chunk-b256-01" {
  %0 = net.input "s00234/in" : tensor<256x28x28x96xf32>
  %1 = net.elementwise "s00234/feed" %0 {kind = #net<elementwise sum>} : tensor<256x28x28x96xf32> -> tensor<256x28x28x96xf32>
  %2 = net.batch_norm "s00234" %1 {activation = #net<activation relu>} : tensor<256x28x28x96xf32> -> tensor<256x28x28x96xf32>
  %3 = net.input "s00236/in" : tensor<256x8x8x512xf32>
  %4 = net.elementwise "s00236/feed" %3 {kind = #net<elementwise sum>} : tensor<256x8x8x512xf32> -> tensor<256x8x8x512xf32>
  %5 = net.batch_norm "s00236" %4 {activation = #net<activation relu>} : tensor<256x8x8x512xf32> -> tensor<256x8x8x512xf32>
  %6 = net.input "s00257/in" : tensor<256x7x7x768xf32>
  %7 = net.elementwise "s00257/feed" %6 {kind = #net<elementwise sum>} : tensor<256x7x7x768xf32> -> tensor<256x7x7x768xf32>
  %8 = net.avg_pool "s00257" %7 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x7x7x768xf32> -> tensor<256x3x3x768xf32>
  %9 = net.input "s00258/in" : tensor<256x17x17x384xf32>
  %10 = net.elementwise "s00258/feed" %9 {kind = #net<elementwise sum>} : tensor<256x17x17x384xf32> -> tensor<256x17x17x384xf32>
  %11 = net.batch_norm "s00258" %10 {activation = #net<activation relu>} : tensor<256x17x17x384xf32> -> tensor<256x17x17x384xf32>
  %12 = net.input "s00280/in" : tensor<256x35x35x16xf32>
  %13 = net.elementwise "s00280/feed" %12 {kind = #net<elementwise sum>} : tensor<256x35x35x16xf32> -> tensor<256x35x35x16xf32>
  %14 = net.max_pool "s00280" %13 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x35x35x16xf32> -> tensor<256x17x17x16xf32>
  %15 = net.input "s00293/in" : tensor<256x27x27x48xf32>
  %16 = net.elementwise "s00293/feed" %15 {kind = #net<elementwise sum>} : tensor<256x27x27x48xf32> -> tensor<256x27x27x48xf32>
  %17 = net.batch_norm "s00293" %16 {activation = #net<activation relu>} : tensor<256x27x27x48xf32> -> tensor<256x27x27x48xf32>
  %18 = net.input "s00297/in" : tensor<256x17x17x96xf32>
  %19 = net.elementwise "s00297/feed" %18 {kind = #net<elementwise sum>} : tensor<256x17x17x96xf32> -> tensor<256x17x17x96xf32>
  %20 = net.max_pool "s00297" %19 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x17x17x96xf32> -> tensor<256x9x9x96xf32>
  %21 = net.input "s00307/in" : tensor<256x8x8x384xf32>
  %22 = net.elementwise "s00307/feed" %21 {kind = #net<elementwise sum>} : tensor<256x8x8x384xf32> -> tensor<256x8x8x384xf32>
  %23 = net.batch_norm "s00307" %22 : tensor<256x8x8x384xf32> -> tensor<256x8x8x384xf32>
  %24 = net.input "s00317/in" : tensor<256x27x27x512xf32>
  %25 = net.elementwise "s00317/feed" %24 {kind = #net<elementwise sum>} : tensor<256x27x27x512xf32> -> tensor<256x27x27x512xf32>
  %26 = net.max_pool "s00317" %25 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x27x27x512xf32> -> tensor<256x27x27x512xf32>
  %27 = net.input "s00322/in" : tensor<256x14x14x64xf32>
  %28 = net.elementwise "s00322/feed" %27 {kind = #net<elementwise sum>} : tensor<256x14x14x64xf32> -> tensor<256x14x14x64xf32>
  %29 = net.batch_norm "s00322" %28 : tensor<256x14x14x64xf32> -> tensor<256x14x14x64xf32>
  %30 = net.input "s00327/in" : tensor<256x28x28x512xf32>
  %31 = net.elementwise "s00327/feed" %30 {kind = #net<elementwise sum>} : tensor<256x28x28x512xf32> -> tensor<256x28x28x512xf32>
  %32 = net.batch_norm "s00327" %31 {activation = #net<activation relu>} : tensor<256x28x28x512xf32> -> tensor<256x28x28x512xf32>
  %33 = net.input "s00335/in" : tensor<256x13x13x768xf32>
  %34 = net.elementwise "s00335/feed" %33 {kind = #net<elementwise sum>} : tensor<256x13x13x768xf32> -> tensor<256x13x13x768xf32>
  %35 = net.max_pool "s00335" %34 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x13x13x768xf32> -> tensor<256x13x13x768xf32>
  %36 = net.input "s00343/in" : tensor<256x7x7x1024xf32>
  %37 = net.elementwise "s00343/feed" %36 {kind = #net<elementwise sum>} : tensor<256x7x7x1024xf32> -> tensor<256x7x7x1024xf32>
  %38 = net.batch_norm "s00343" %37 {activation = #net<activation relu>} : tensor<256x7x7x1024xf32> -> tensor<256x7x7x1024xf32>
  %39 = net.input "s00347/in" : tensor<256x27x27x256xf32>
  %40 = net.elementwise "s00347/feed" %39 {kind = #net<elementwise sum>} : tensor<256x27x27x256xf32> -> tensor<256x27x27x256xf32>
  %41 = net.max_pool "s00347" %40 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x27x27x256xf32> -> tensor<256x14x14x256xf32>
  %42 = net.input "s00361/in" : tensor<256x28x28x32xf32>
  %43 = net.elementwise "s00361/feed" %42 {kind = #net<elementwise sum>} : tensor<256x28x28x32xf32> -> tensor<256x28x28x32xf32>
  %44 = net.batch_norm "s00361" %43 : tensor<256x28x28x32xf32> -> tensor<256x28x28x32xf32>
  %45 = net.input "s00362/in" : tensor<256x4096xf32>
  %46 = net.elementwise "s00362/feed" %45 {kind = #net<elementwise sum>} : tensor<256x4096xf32> -> tensor<256x4096xf32>
  %47 = net.inner_product "s00362" %46 {num_outputs = 1000 : i64} : tensor<256x4096xf32> -> tensor<256x1000xf32>
  %48 = net.input "s00377/in" : tensor<256x2048xf32>
  %49 = net.elementwise "s00377/feed" %48 {kind = #net<elementwise sum>} : tensor<256x2048xf32> -> tensor<256x2048xf32>
  %50 = net.inner_product "s00377" %49 {num_outputs = 1000 : i64} : tensor<256x2048xf32> -> tensor<256x1000xf32>
  %51 = net.input "s00381/in" : tensor<256x14x14x384xf32>
  %52 = net.elementwise "s00381/feed" %51 {kind = #net<elementwise sum>} : tensor<256x14x14x384xf32> -> tensor<256x14x14x384xf32>
  %53 = net.batch_norm "s00381" %52 : tensor<256x14x14x384xf32> -> tensor<256x14x14x384xf32>
  %54 = net.input "s00389/in" : tensor<256x28x28x16xf32>
  %55 = net.elementwise "s00389/feed" %54 {kind = #net<elementwise sum>} : tensor<256x28x28x16xf32> -> tensor<256x28x28x16xf32>
  %56 = net.max_pool "s00389" %55 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x28x28x16xf32> -> tensor<256x14x14x16xf32>
  %57 = net.input "s00393/in" : tensor<256x28x28x256xf32>
  %58 = net.elementwise "s00393/feed" %57 {kind = #net<elementwise sum>} : tensor<256x28x28x256xf32> -> tensor<256x28x28x256xf32>
  %59 = net.input "s00393/b/in" : tensor<256x28x28x256xf32>
  %60 = net.elementwise "s00393/b/feed" %59 {kind = #net<elementwise sum>} : tensor<256x28x28x256xf32> -> tensor<256x28x28x256xf32>
  %61 = net.elementwise "s00393" %58, %60 {activation = #net<activation relu>} : tensor<256x28x28x256xf32>, tensor<256x28x28x256xf32> -> tensor<256x28x28x256xf32>
  %62 = net.input "s00400/in" : tensor<256x8x8x16xf32>
  %63 = net.elementwise "s00400/feed" %62 {kind = #net<elementwise sum>} : tensor<256x8x8x16xf32> -> tensor<256x8x8x16xf32>
  %64 = net.max_pool "s00400" %63 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x8x8x16xf32> -> tensor<256x4x4x16xf32>
  %65 = net.input "s00408/in" : tensor<256x17x17x512xf32>
  %66 = net.elementwise "s00408/feed" %65 {kind = #net<elementwise sum>} : tensor<256x17x17x512xf32> -> tensor<256x17x17x512xf32>
  %67 = net.input "s00408/b/in" : tensor<256x17x17x512xf32>
  %68 = net.elementwise "s00408/b/feed" %67 {kind = #net<elementwise sum>} : tensor<256x17x17x512xf32> -> tensor<256x17x17x512xf32>
  %69 = net.elementwise "s00408" %66, %68 : tensor<256x17x17x512xf32>, tensor<256x17x17x512xf32> -> tensor<256x17x17x512xf32>
  %70 = net.input "s00427/in" : tensor<256x27x27x48xf32>
  %71 = net.elementwise "s00427/feed" %70 {kind = #net<elementwise sum>} : tensor<256x27x27x48xf32> -> tensor<256x27x27x48xf32>
  %72 = net.max_pool "s00427" %71 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x27x27x48xf32> -> tensor<256x14x14x48xf32>
  %73 = net.input "s00435/in" : tensor<256x14x14x32xf32>
  %74 = net.elementwise "s00435/feed" %73 {kind = #net<elementwise sum>} : tensor<256x14x14x32xf32> -> tensor<256x14x14x32xf32>
  %75 = net.max_pool "s00435" %74 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x14x14x32xf32> -> tensor<256x7x7x32xf32>
  %76 = net.input "s00439/in" : tensor<256x17x17x48xf32>
  %77 = net.elementwise "s00439/feed" %76 {kind = #net<elementwise sum>} : tensor<256x17x17x48xf32> -> tensor<256x17x17x48xf32>
  %78 = net.batch_norm "s00439" %77 {activation = #net<activation relu>} : tensor<256x17x17x48xf32> -> tensor<256x17x17x48xf32>
}
