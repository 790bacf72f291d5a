net.network "chunk-b032-01" {
  %0 = net.input "s00110/in" : tensor<32x7x7x64xf32>
  %1 = net.elementwise "s00110/feed" %0 {kind = #net<elementwise sum>} : tensor<32x7x7x64xf32> -> tensor<32x7x7x64xf32>
  %2 = net.avg_pool "s00110" %1 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x7x7x64xf32> -> tensor<32x7x7x64xf32>
  %3 = net.input "s00113/in" : tensor<32x28x28x32xf32>
  %4 = net.elementwise "s00113/feed" %3 {kind = #net<elementwise sum>} : tensor<32x28x28x32xf32> -> tensor<32x28x28x32xf32>
  %5 = net.input "s00113/b/in" : tensor<32x28x28x32xf32>
  %6 = net.elementwise "s00113/b/feed" %5 {kind = #net<elementwise sum>} : tensor<32x28x28x32xf32> -> tensor<32x28x28x32xf32>
  %7 = net.elementwise "s00113" %4, %6 : tensor<32x28x28x32xf32>, tensor<32x28x28x32xf32> -> tensor<32x28x28x32xf32>
  %8 = net.input "s00114/in" : tensor<32x7x7x64xf32>
  %9 = net.elementwise "s00114/feed" %8 {kind = #net<elementwise sum>} : tensor<32x7x7x64xf32> -> tensor<32x7x7x64xf32>
  %10 = net.max_pool "s00114" %9 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x7x7x64xf32> -> tensor<32x7x7x64xf32>
  %11 = net.input "s00116/in" : tensor<32x35x35x512xf32>
  %12 = net.elementwise "s00116/feed" %11 {kind = #net<elementwise sum>} : tensor<32x35x35x512xf32> -> tensor<32x35x35x512xf32>
  %13 = net.max_pool "s00116" %12 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x35x35x512xf32> -> tensor<32x18x18x512xf32>
  %14 = net.input "s00120/in" : tensor<32x35x35x24xf32>
  %15 = net.elementwise "s00120/feed" %14 {kind = #net<elementwise sum>} : tensor<32x35x35x24xf32> -> tensor<32x35x35x24xf32>
  %16 = net.avg_pool "s00120" %15 {ksize = array<i64: 35, 35>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x35x35x24xf32> -> tensor<32x1x1x24xf32>
  %17 = net.input "s00124/in" : tensor<32x512xf32>
  %18 = net.elementwise "s00124/feed" %17 {kind = #net<elementwise sum>} : tensor<32x512xf32> -> tensor<32x512xf32>
  %19 = net.inner_product "s00124" %18 {num_outputs = 100 : i64} : tensor<32x512xf32> -> tensor<32x100xf32>
  %20 = net.input "s00128/in" : tensor<32x17x17x96xf32>
  %21 = net.elementwise "s00128/feed" %20 {kind = #net<elementwise sum>} : tensor<32x17x17x96xf32> -> tensor<32x17x17x96xf32>
  %22 = net.max_pool "s00128" %21 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x17x17x96xf32> -> tensor<32x9x9x96xf32>
  %23 = net.input "s00129/in" : tensor<32x25088xf32>
  %24 = net.elementwise "s00129/feed" %23 {kind = #net<elementwise sum>} : tensor<32x25088xf32> -> tensor<32x25088xf32>
  %25 = net.inner_product "s00129" %24 {num_outputs = 4096 : i64} : tensor<32x25088xf32> -> tensor<32x4096xf32>
  %26 = net.input "s00132/in" : tensor<32x28x28x256xf32>
  %27 = net.elementwise "s00132/feed" %26 {kind = #net<elementwise sum>} : tensor<32x28x28x256xf32> -> tensor<32x28x28x256xf32>
  %28 = net.batch_norm "s00132" %27 {activation = #net<activation relu>} : tensor<32x28x28x256xf32> -> tensor<32x28x28x256xf32>
  %29 = net.input "s00139/in" : tensor<32x14x14x64xf32>
  %30 = net.elementwise "s00139/feed" %29 {kind = #net<elementwise sum>} : tensor<32x14x14x64xf32> -> tensor<32x14x14x64xf32>
  %31 = net.avg_pool "s00139" %30 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x14x14x64xf32> -> tensor<32x1x1x64xf32>
  %32 = net.input "s00140/in" : tensor<32x7x7x128xf32>
  %33 = net.elementwise "s00140/feed" %32 {kind = #net<elementwise sum>} : tensor<32x7x7x128xf32> -> tensor<32x7x7x128xf32>
  %34 = net.max_pool "s00140" %33 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x7x7x128xf32> -> tensor<32x4x4x128xf32>
  %35 = net.input "s00142/in" : tensor<32x17x17x64xf32>
  %36 = net.elementwise "s00142/feed" %35 {kind = #net<elementwise sum>} : tensor<32x17x17x64xf32> -> tensor<32x17x17x64xf32>
  %37 = net.batch_norm "s00142" %36 : tensor<32x17x17x64xf32> -> tensor<32x17x17x64xf32>
  %38 = net.input "s00145/in" : tensor<32x27x27x1024xf32>
  %39 = net.elementwise "s00145/feed" %38 {kind = #net<elementwise sum>} : tensor<32x27x27x1024xf32> -> tensor<32x27x27x1024xf32>
  %40 = net.batch_norm "s00145" %39 : tensor<32x27x27x1024xf32> -> tensor<32x27x27x1024xf32>
  %41 = net.input "s00148/in" : tensor<32x8x8x64xf32>
  %42 = net.elementwise "s00148/feed" %41 {kind = #net<elementwise sum>} : tensor<32x8x8x64xf32> -> tensor<32x8x8x64xf32>
  %43 = net.batch_norm "s00148" %42 : tensor<32x8x8x64xf32> -> tensor<32x8x8x64xf32>
  %44 = net.input "s00153/in" : tensor<32x224x224x48xf32>
  %45 = net.elementwise "s00153/feed" %44 {kind = #net<elementwise sum>} : tensor<32x224x224x48xf32> -> tensor<32x224x224x48xf32>
  %46 = net.input "s00153/b/in" : tensor<32x224x224x48xf32>
  %47 = net.elementwise "s00153/b/feed" %46 {kind = #net<elementwise sum>} : tensor<32x224x224x48xf32> -> tensor<32x224x224x48xf32>
  %48 = net.elementwise "s00153" %45, %47 {activation = #net<activation relu>} : tensor<32x224x224x48xf32>, tensor<32x224x224x48xf32> -> tensor<32x224x224x48xf32>
  %49 = net.input "s00159/in" : tensor<32x17x17x48xf32>
  %50 = net.elementwise "s00159/feed" %49 {kind = #net<elementwise sum>} : tensor<32x17x17x48xf32> -> tensor<32x17x17x48xf32>
  %51 = net.batch_norm "s00159" %50 {activation = #net<activation relu>} : tensor<32x17x17x48xf32> -> tensor<32x17x17x48xf32>
  %52 = net.input "s00163/in" : tensor<32x112x112x48xf32>
  %53 = net.elementwise "s00163/feed" %52 {kind = #net<elementwise sum>} : tensor<32x112x112x48xf32> -> tensor<32x112x112x48xf32>
  %54 = net.max_pool "s00163" %53 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x112x112x48xf32> -> tensor<32x56x56x48xf32>
  %55 = net.input "s00165/in" : tensor<32x8x8x512xf32>
  %56 = net.elementwise "s00165/feed" %55 {kind = #net<elementwise sum>} : tensor<32x8x8x512xf32> -> tensor<32x8x8x512xf32>
  %57 = net.max_pool "s00165" %56 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x8x8x512xf32> -> tensor<32x8x8x512xf32>
  %58 = net.input "s00179/in" : tensor<32x8x8x512xf32>
  %59 = net.elementwise "s00179/feed" %58 {kind = #net<elementwise sum>} : tensor<32x8x8x512xf32> -> tensor<32x8x8x512xf32>
  %60 = net.max_pool "s00179" %59 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x8x8x512xf32> -> tensor<32x4x4x512xf32>
  %61 = net.input "s00182/in" : tensor<32x224x224x48xf32>
  %62 = net.elementwise "s00182/feed" %61 {kind = #net<elementwise sum>} : tensor<32x224x224x48xf32> -> tensor<32x224x224x48xf32>
  %63 = net.avg_pool "s00182" %62 {ksize = array<i64: 224, 224>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x224x224x48xf32> -> tensor<32x1x1x48xf32>
  %64 = net.input "s00186/in" : tensor<32x7x7x64xf32>
  %65 = net.elementwise "s00186/feed" %64 {kind = #net<elementwise sum>} : tensor<32x7x7x64xf32> -> tensor<32x7x7x64xf32>
  %66 = net.batch_norm "s00186" %65 {activation = #net<activation relu>} : tensor<32x7x7x64xf32> -> tensor<32x7x7x64xf32>
  %67 = net.input "s00207/in" : tensor<32x27x27x16xf32>
  %68 = net.elementwise "s00207/feed" %67 {kind = #net<elementwise sum>} : tensor<32x27x27x16xf32> -> tensor<32x27x27x16xf32>
  %69 = net.max_pool "s00207" %68 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x27x27x16xf32> -> tensor<32x27x27x16xf32>
  %70 = net.input "s00211/in" : tensor<32x112x112x128xf32>
  %71 = net.elementwise "s00211/feed" %70 {kind = #net<elementwise sum>} : tensor<32x112x112x128xf32> -> tensor<32x112x112x128xf32>
  %72 = net.input "s00211/b/in" : tensor<32x112x112x128xf32>
  %73 = net.elementwise "s00211/b/feed" %72 {kind = #net<elementwise sum>} : tensor<32x112x112x128xf32> -> tensor<32x112x112x128xf32>
  %74 = net.elementwise "s00211" %71, %73 {activation = #net<activation relu>} : tensor<32x112x112x128xf32>, tensor<32x112x112x128xf32> -> tensor<32x112x112x128xf32>
  %75 = net.input "s00222/in" : tensor<32x28x28x128xf32>
  %76 = net.elementwise "s00222/feed" %75 {kind = #net<elementwise sum>} : tensor<32x28x28x128xf32> -> tensor<32x28x28x128xf32>
  %77 = net.input "s00222/b/in" : tensor<32x28x28x128xf32>
  %78 = net.elementwise "s00222/b/feed" %77 {kind = #net<elementwise sum>} : tensor<32x28x28x128xf32> -> tensor<32x28x28x128xf32>
  %79 = net.elementwise "s00222" %76, %78 {activation = #net<activation relu>} : tensor<32x28x28x128xf32>, tensor<32x28x28x128xf32> -> tensor<32x28x28x128xf32>
  %80 = net.input "s00225/in" : tensor<32x17x17x32xf32>
  %81 = net.elementwise "s00225/feed" %80 {kind = #net<elementwise sum>} : tensor<32x17x17x32xf32> -> tensor<32x17x17x32xf32>
  %82 = net.max_pool "s00225" %81 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x17x17x32xf32> -> tensor<32x8x8x32xf32>
}
