net.network "chunk-b064-01" {
  %0 = net.input "s00127/in" : tensor<64x56x56x128xf32>
  %1 = net.elementwise "s00127/feed" %0 {kind = #net<elementwise sum>} : tensor<64x56x56x128xf32> -> tensor<64x56x56x128xf32>
  %2 = net.batch_norm "s00127" %1 {activation = #net<activation relu>} : tensor<64x56x56x128xf32> -> tensor<64x56x56x128xf32>
  %3 = net.input "s00128/in" : tensor<64x7x7x64xf32>
  %4 = net.elementwise "s00128/feed" %3 {kind = #net<elementwise sum>} : tensor<64x7x7x64xf32> -> tensor<64x7x7x64xf32>
  %5 = net.batch_norm "s00128" %4 {activation = #net<activation relu>} : tensor<64x7x7x64xf32> -> tensor<64x7x7x64xf32>
  %6 = net.input "s00130/in" : tensor<64x14x14x256xf32>
  %7 = net.elementwise "s00130/feed" %6 {kind = #net<elementwise sum>} : tensor<64x14x14x256xf32> -> tensor<64x14x14x256xf32>
  %8 = net.input "s00130/b/in" : tensor<64x14x14x256xf32>
  %9 = net.elementwise "s00130/b/feed" %8 {kind = #net<elementwise sum>} : tensor<64x14x14x256xf32> -> tensor<64x14x14x256xf32>
  %10 = net.elementwise "s00130" %7, %9 {activation = #net<activation relu>} : tensor<64x14x14x256xf32>, tensor<64x14x14x256xf32> -> tensor<64x14x14x256xf32>
  %11 = net.input "s00136/in" : tensor<64x17x17x256xf32>
  %12 = net.elementwise "s00136/feed" %11 {kind = #net<elementwise sum>} : tensor<64x17x17x256xf32> -> tensor<64x17x17x256xf32>
  %13 = net.input "s00136/b/in" : tensor<64x17x17x256xf32>
  %14 = net.elementwise "s00136/b/feed" %13 {kind = #net<elementwise sum>} : tensor<64x17x17x256xf32> -> tensor<64x17x17x256xf32>
  %15 = net.elementwise "s00136" %12, %14 {activation = #net<activation relu>} : tensor<64x17x17x256xf32>, tensor<64x17x17x256xf32> -> tensor<64x17x17x256xf32>
  %16 = net.input "s00138/in" : tensor<64x7x7x24xf32>
  %17 = net.elementwise "s00138/feed" %16 {kind = #net<elementwise sum>} : tensor<64x7x7x24xf32> -> tensor<64x7x7x24xf32>
  %18 = net.input "s00138/b/in" : tensor<64x7x7x24xf32>
  %19 = net.elementwise "s00138/b/feed" %18 {kind = #net<elementwise sum>} : tensor<64x7x7x24xf32> -> tensor<64x7x7x24xf32>
  %20 = net.elementwise "s00138" %17, %19 {activation = #net<activation relu>} : tensor<64x7x7x24xf32>, tensor<64x7x7x24xf32> -> tensor<64x7x7x24xf32>
  %21 = net.input "s00150/in" : tensor<64x27x27x32xf32>
  %22 = net.elementwise "s00150/feed" %21 {kind = #net<elementwise sum>} : tensor<64x27x27x32xf32> -> tensor<64x27x27x32xf32>
  %23 = net.batch_norm "s00150" %22 {activation = #net<activation relu>} : tensor<64x27x27x32xf32> -> tensor<64x27x27x32xf32>
  %24 = net.input "s00153/in" : tensor<64x1024xf32>
  %25 = net.elementwise "s00153/feed" %24 {kind = #net<elementwise sum>} : tensor<64x1024xf32> -> tensor<64x1024xf32>
  %26 = net.inner_product "s00153" %25 {num_outputs = 100 : i64} : tensor<64x1024xf32> -> tensor<64x100xf32>
  %27 = net.input "s00158/in" : tensor<64x28x28x384xf32>
  %28 = net.elementwise "s00158/feed" %27 {kind = #net<elementwise sum>} : tensor<64x28x28x384xf32> -> tensor<64x28x28x384xf32>
  %29 = net.avg_pool "s00158" %28 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x28x28x384xf32> -> tensor<64x1x1x384xf32>
  %30 = net.input "s00161/in" : tensor<64x28x28x64xf32>
  %31 = net.elementwise "s00161/feed" %30 {kind = #net<elementwise sum>} : tensor<64x28x28x64xf32> -> tensor<64x28x28x64xf32>
  %32 = net.batch_norm "s00161" %31 : tensor<64x28x28x64xf32> -> tensor<64x28x28x64xf32>
  %33 = net.input "s00166/in" : tensor<64x28x28x128xf32>
  %34 = net.elementwise "s00166/feed" %33 {kind = #net<elementwise sum>} : tensor<64x28x28x128xf32> -> tensor<64x28x28x128xf32>
  %35 = net.input "s00166/b/in" : tensor<64x28x28x128xf32>
  %36 = net.elementwise "s00166/b/feed" %35 {kind = #net<elementwise sum>} : tensor<64x28x28x128xf32> -> tensor<64x28x28x128xf32>
  %37 = net.elementwise "s00166" %34, %36 {activation = #net<activation relu>} : tensor<64x28x28x128xf32>, tensor<64x28x28x128xf32> -> tensor<64x28x28x128xf32>
  %38 = net.input "s00169/in" : tensor<64x17x17x128xf32>
  %39 = net.elementwise "s00169/feed" %38 {kind = #net<elementwise sum>} : tensor<64x17x17x128xf32> -> tensor<64x17x17x128xf32>
  %40 = net.max_pool "s00169" %39 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x17x17x128xf32> -> tensor<64x17x17x128xf32>
  %41 = net.input "s00175/in" : tensor<64x9216xf32>
  %42 = net.elementwise "s00175/feed" %41 {kind = #net<elementwise sum>} : tensor<64x9216xf32> -> tensor<64x9216xf32>
  %43 = net.inner_product "s00175" %42 {num_outputs = 10 : i64} : tensor<64x9216xf32> -> tensor<64x10xf32>
  %44 = net.input "s00185/in" : tensor<64x8x8x256xf32>
  %45 = net.elementwise "s00185/feed" %44 {kind = #net<elementwise sum>} : tensor<64x8x8x256xf32> -> tensor<64x8x8x256xf32>
  %46 = net.batch_norm "s00185" %45 {activation = #net<activation relu>} : tensor<64x8x8x256xf32> -> tensor<64x8x8x256xf32>
  %47 = net.input "s00189/in" : tensor<64x14x14x24xf32>
  %48 = net.elementwise "s00189/feed" %47 {kind = #net<elementwise sum>} : tensor<64x14x14x24xf32> -> tensor<64x14x14x24xf32>
  %49 = net.input "s00189/b/in" : tensor<64x14x14x24xf32>
  %50 = net.elementwise "s00189/b/feed" %49 {kind = #net<elementwise sum>} : tensor<64x14x14x24xf32> -> tensor<64x14x14x24xf32>
  %51 = net.elementwise "s00189" %48, %50 {activation = #net<activation relu>} : tensor<64x14x14x24xf32>, tensor<64x14x14x24xf32> -> tensor<64x14x14x24xf32>
  %52 = net.input "s00198/in" : tensor<64x28x28x2048xf32>
  %53 = net.elementwise "s00198/feed" %52 {kind = #net<elementwise sum>} : tensor<64x28x28x2048xf32> -> tensor<64x28x28x2048xf32>
  %54 = net.batch_norm "s00198" %53 : tensor<64x28x28x2048xf32> -> tensor<64x28x28x2048xf32>
  %55 = net.input "s00199/in" : tensor<64x13x13x512xf32>
  %56 = net.elementwise "s00199/feed" %55 {kind = #net<elementwise sum>} : tensor<64x13x13x512xf32> -> tensor<64x13x13x512xf32>
  %57 = net.max_pool "s00199" %56 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x13x13x512xf32> -> tensor<64x6x6x512xf32>
  %58 = net.input "s00201/in" : tensor<64x28x28x48xf32>
  %59 = net.elementwise "s00201/feed" %58 {kind = #net<elementwise sum>} : tensor<64x28x28x48xf32> -> tensor<64x28x28x48xf32>
  %60 = net.input "s00201/b/in" : tensor<64x28x28x48xf32>
  %61 = net.elementwise "s00201/b/feed" %60 {kind = #net<elementwise sum>} : tensor<64x28x28x48xf32> -> tensor<64x28x28x48xf32>
  %62 = net.elementwise "s00201" %59, %61 {activation = #net<activation relu>} : tensor<64x28x28x48xf32>, tensor<64x28x28x48xf32> -> tensor<64x28x28x48xf32>
  %63 = net.input "s00203/in" : tensor<64x13x13x1024xf32>
  %64 = net.elementwise "s00203/feed" %63 {kind = #net<elementwise sum>} : tensor<64x13x13x1024xf32> -> tensor<64x13x13x1024xf32>
  %65 = net.avg_pool "s00203" %64 {ksize = array<i64: 13, 13>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x13x13x1024xf32> -> tensor<64x1x1x1024xf32>
  %66 = net.input "s00204/in" : tensor<64x28x28x768xf32>
  %67 = net.elementwise "s00204/feed" %66 {kind = #net<elementwise sum>} : tensor<64x28x28x768xf32> -> tensor<64x28x28x768xf32>
  %68 = net.max_pool "s00204" %67 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x28x28x768xf32> -> tensor<64x14x14x768xf32>
  %69 = net.input "s00205/in" : tensor<64x7x7x96xf32>
  %70 = net.elementwise "s00205/feed" %69 {kind = #net<elementwise sum>} : tensor<64x7x7x96xf32> -> tensor<64x7x7x96xf32>
  %71 = net.max_pool "s00205" %70 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x7x7x96xf32> -> tensor<64x7x7x96xf32>
  %72 = net.input "s00207/in" : tensor<64x28x28x128xf32>
  %73 = net.elementwise "s00207/feed" %72 {kind = #net<elementwise sum>} : tensor<64x28x28x128xf32> -> tensor<64x28x28x128xf32>
  %74 = net.batch_norm "s00207" %73 : tensor<64x28x28x128xf32> -> tensor<64x28x28x128xf32>
  %75 = net.input "s00223/in" : tensor<64x25088xf32>
  %76 = net.elementwise "s00223/feed" %75 {kind = #net<elementwise sum>} : tensor<64x25088xf32> -> tensor<64x25088xf32>
  %77 = net.inner_product "s00223" %76 {num_outputs = 4096 : i64} : tensor<64x25088xf32> -> tensor<64x4096xf32>
  %78 = net.input "s00224/in" : tensor<64x35x35x192xf32>
  %79 = net.elementwise "s00224/feed" %78 {kind = #net<elementwise sum>} : tensor<64x35x35x192xf32> -> tensor<64x35x35x192xf32>
  %80 = net.input "s00224/b/in" : tensor<64x35x35x192xf32>
  %81 = net.elementwise "s00224/b/feed" %80 {kind = #net<elementwise sum>} : tensor<64x35x35x192xf32> -> tensor<64x35x35x192xf32>
  %82 = net.elementwise "s00224" %79, %81 {activation = #net<activation relu>} : tensor<64x35x35x192xf32>, tensor<64x35x35x192xf32> -> tensor<64x35x35x192xf32>
  %83 = net.input "s00238/in" : tensor<64x13x13x16xf32>
  %84 = net.elementwise "s00238/feed" %83 {kind = #net<elementwise sum>} : tensor<64x13x13x16xf32> -> tensor<64x13x13x16xf32>
  %85 = net.batch_norm "s00238" %84 {activation = #net<activation relu>} : tensor<64x13x13x16xf32> -> tensor<64x13x13x16xf32>
  %86 = net.input "s00246/in" : tensor<64x27x27x128xf32>
  %87 = net.elementwise "s00246/feed" %86 {kind = #net<elementwise sum>} : tensor<64x27x27x128xf32> -> tensor<64x27x27x128xf32>
  %88 = net.input "s00246/b/in" : tensor<64x27x27x128xf32>
  %89 = net.elementwise "s00246/b/feed" %88 {kind = #net<elementwise sum>} : tensor<64x27x27x128xf32> -> tensor<64x27x27x128xf32>
  %90 = net.elementwise "s00246" %87, %89 : tensor<64x27x27x128xf32>, tensor<64x27x27x128xf32> -> tensor<64x27x27x128xf32>
}
