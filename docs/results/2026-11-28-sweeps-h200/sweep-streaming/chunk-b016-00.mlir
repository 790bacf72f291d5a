net.network "chunk-b016-00" {
  %0 = net.input "s00011/in" : tensor<16x27x27x384xf32>
  %1 = net.elementwise "s00011/feed" %0 {kind = #net<elementwise sum>} : tensor<16x27x27x384xf32> -> tensor<16x27x27x384xf32>
  %2 = net.max_pool "s00011" %1 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x27x27x384xf32> -> tensor<16x13x13x384xf32>
  %3 = net.input "s00013/in" : tensor<16x28x28x512xf32>
  %4 = net.elementwise "s00013/feed" %3 {kind = #net<elementwise sum>} : tensor<16x28x28x512xf32> -> tensor<16x28x28x512xf32>
  %5 = net.batch_norm "s00013" %4 : tensor<16x28x28x512xf32> -> tensor<16x28x28x512xf32>
  %6 = net.input "s00014/in" : tensor<16x28x28x256xf32>
  %7 = net.elementwise "s00014/feed" %6 {kind = #net<elementwise sum>} : tensor<16x28x28x256xf32> -> tensor<16x28x28x256xf32>
  %8 = net.input "s00014/b/in" : tensor<16x28x28x256xf32>
  %9 = net.elementwise "s00014/b/feed" %8 {kind = #net<elementwise sum>} : tensor<16x28x28x256xf32> -> tensor<16x28x28x256xf32>
  %10 = net.elementwise "s00014" %7, %9 : tensor<16x28x28x256xf32>, tensor<16x28x28x256xf32> -> tensor<16x28x28x256xf32>
  %11 = net.input "s00019/in" : tensor<16x28x28x512xf32>
  %12 = net.elementwise "s00019/feed" %11 {kind = #net<elementwise sum>} : tensor<16x28x28x512xf32> -> tensor<16x28x28x512xf32>
  %13 = net.input "s00019/b/in" : tensor<16x28x28x512xf32>
  %14 = net.elementwise "s00019/b/feed" %13 {kind = #net<elementwise sum>} : tensor<16x28x28x512xf32> -> tensor<16x28x28x512xf32>
  %15 = net.elementwise "s00019" %12, %14 : tensor<16x28x28x512xf32>, tensor<16x28x28x512xf32> -> tensor<16x28x28x512xf32>
  %16 = net.input "s00039/in" : tensor<16x2048xf32>
  %17 = net.elementwise "s00039/feed" %16 {kind = #net<elementwise sum>} : tensor<16x2048xf32> -> tensor<16x2048xf32>
  %18 = net.inner_product "s00039" %17 {num_outputs = 100 : i64} : tensor<16x2048xf32> -> tensor<16x100xf32>
  %19 = net.input "s00047/in" : tensor<16x8x8x256xf32>
  %20 = net.elementwise "s00047/feed" %19 {kind = #net<elementwise sum>} : tensor<16x8x8x256xf32> -> tensor<16x8x8x256xf32>
  %21 = net.input "s00047/b/in" : tensor<16x8x8x256xf32>
  %22 = net.elementwise "s00047/b/feed" %21 {kind = #net<elementwise sum>} : tensor<16x8x8x256xf32> -> tensor<16x8x8x256xf32>
  %23 = net.elementwise "s00047" %20, %22 {activation = #net<activation relu>} : tensor<16x8x8x256xf32>, tensor<16x8x8x256xf32> -> tensor<16x8x8x256xf32>
  %24 = net.input "s00083/in" : tensor<16x56x56x128xf32>
  %25 = net.elementwise "s00083/feed" %24 {kind = #net<elementwise sum>} : tensor<16x56x56x128xf32> -> tensor<16x56x56x128xf32>
  %26 = net.max_pool "s00083" %25 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x56x56x128xf32> -> tensor<16x28x28x128xf32>
  %27 = net.input "s00095/in" : tensor<16x35x35x128xf32>
  %28 = net.elementwise "s00095/feed" %27 {kind = #net<elementwise sum>} : tensor<16x35x35x128xf32> -> tensor<16x35x35x128xf32>
  %29 = net.batch_norm "s00095" %28 {activation = #net<activation relu>} : tensor<16x35x35x128xf32> -> tensor<16x35x35x128xf32>
  %30 = net.input "s00097/in" : tensor<16x224x224x48xf32>
  %31 = net.elementwise "s00097/feed" %30 {kind = #net<elementwise sum>} : tensor<16x224x224x48xf32> -> tensor<16x224x224x48xf32>
  %32 = net.avg_pool "s00097" %31 {ksize = array<i64: 224, 224>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<16x224x224x48xf32> -> tensor<16x1x1x48xf32>
  %33 = net.input "s00098/in" : tensor<16x28x28x512xf32>
  %34 = net.elementwise "s00098/feed" %33 {kind = #net<elementwise sum>} : tensor<16x28x28x512xf32> -> tensor<16x28x28x512xf32>
  %35 = net.input "s00098/b/in" : tensor<16x28x28x512xf32>
  %36 = net.elementwise "s00098/b/feed" %35 {kind = #net<elementwise sum>} : tensor<16x28x28x512xf32> -> tensor<16x28x28x512xf32>
  %37 = net.elementwise "s00098" %34, %36 {activation = #net<activation relu>} : tensor<16x28x28x512xf32>, tensor<16x28x28x512xf32> -> tensor<16x28x28x512xf32>
  %38 = net.input "s00099/in" : tensor<16x7x7x384xf32>
  %39 = net.elementwise "s00099/feed" %38 {kind = #net<elementwise sum>} : tensor<16x7x7x384xf32> -> tensor<16x7x7x384xf32>
  %40 = net.batch_norm "s00099" %39 {activation = #net<activation relu>} : tensor<16x7x7x384xf32> -> tensor<16x7x7x384xf32>
  %41 = net.input "s00104/in" : tensor<16x25088xf32>
  %42 = net.elementwise "s00104/feed" %41 {kind = #net<elementwise sum>} : tensor<16x25088xf32> -> tensor<16x25088xf32>
  %43 = net.inner_product "s00104" %42 {num_outputs = 4096 : i64} : tensor<16x25088xf32> -> tensor<16x4096xf32>
  %44 = net.input "s00113/in" : tensor<16x56x56x512xf32>
  %45 = net.elementwise "s00113/feed" %44 {kind = #net<elementwise sum>} : tensor<16x56x56x512xf32> -> tensor<16x56x56x512xf32>
  %46 = net.max_pool "s00113" %45 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x56x56x512xf32> -> tensor<16x28x28x512xf32>
  %47 = net.input "s00116/in" : tensor<16x224x224x64xf32>
  %48 = net.elementwise "s00116/feed" %47 {kind = #net<elementwise sum>} : tensor<16x224x224x64xf32> -> tensor<16x224x224x64xf32>
  %49 = net.avg_pool "s00116" %48 {ksize = array<i64: 224, 224>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<16x224x224x64xf32> -> tensor<16x1x1x64xf32>
  %50 = net.input "s00120/in" : tensor<16x25088xf32>
  %51 = net.elementwise "s00120/feed" %50 {kind = #net<elementwise sum>} : tensor<16x25088xf32> -> tensor<16x25088xf32>
  %52 = net.inner_product "s00120" %51 {num_outputs = 10 : i64} : tensor<16x25088xf32> -> tensor<16x10xf32>
  %53 = net.input "s00126/in" : tensor<16x112x112x192xf32>
  %54 = net.elementwise "s00126/feed" %53 {kind = #net<elementwise sum>} : tensor<16x112x112x192xf32> -> tensor<16x112x112x192xf32>
  %55 = net.avg_pool "s00126" %54 {ksize = array<i64: 112, 112>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<16x112x112x192xf32> -> tensor<16x1x1x192xf32>
  %56 = net.input "s00133/in" : tensor<16x13x13x64xf32>
  %57 = net.elementwise "s00133/feed" %56 {kind = #net<elementwise sum>} : tensor<16x13x13x64xf32> -> tensor<16x13x13x64xf32>
  %58 = net.max_pool "s00133" %57 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x13x13x64xf32> -> tensor<16x6x6x64xf32>
  %59 = net.input "s00134/in" : tensor<16x7x7x24xf32>
  %60 = net.elementwise "s00134/feed" %59 {kind = #net<elementwise sum>} : tensor<16x7x7x24xf32> -> tensor<16x7x7x24xf32>
  %61 = net.avg_pool "s00134" %60 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x7x7x24xf32> -> tensor<16x4x4x24xf32>
  %62 = net.input "s00144/in" : tensor<16x17x17x768xf32>
  %63 = net.elementwise "s00144/feed" %62 {kind = #net<elementwise sum>} : tensor<16x17x17x768xf32> -> tensor<16x17x17x768xf32>
  %64 = net.input "s00144/b/in" : tensor<16x17x17x768xf32>
  %65 = net.elementwise "s00144/b/feed" %64 {kind = #net<elementwise sum>} : tensor<16x17x17x768xf32> -> tensor<16x17x17x768xf32>
  %66 = net.elementwise "s00144" %63, %65 {activation = #net<activation relu>} : tensor<16x17x17x768xf32>, tensor<16x17x17x768xf32> -> tensor<16x17x17x768xf32>
  %67 = net.input "s00156/in" : tensor<16x14x14x2048xf32>
  %68 = net.elementwise "s00156/feed" %67 {kind = #net<elementwise sum>} : tensor<16x14x14x2048xf32> -> tensor<16x14x14x2048xf32>
  %69 = net.avg_pool "s00156" %68 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x14x14x2048xf32> -> tensor<16x14x14x2048xf32>
  %70 = net.input "s00163/in" : tensor<16x7x7x64xf32>
  %71 = net.elementwise "s00163/feed" %70 {kind = #net<elementwise sum>} : tensor<16x7x7x64xf32> -> tensor<16x7x7x64xf32>
  %72 = net.input "s00163/b/in" : tensor<16x7x7x64xf32>
  %73 = net.elementwise "s00163/b/feed" %72 {kind = #net<elementwise sum>} : tensor<16x7x7x64xf32> -> tensor<16x7x7x64xf32>
  %74 = net.elementwise "s00163" %71, %73 {activation = #net<activation relu>} : tensor<16x7x7x64xf32>, tensor<16x7x7x64xf32> -> tensor<16x7x7x64xf32>
  %75 = net.input "s00173/in" : tensor<16x14x14x32xf32>
  %76 = net.elementwise "s00173/feed" %75 {kind = #net<elementwise sum>} : tensor<16x14x14x32xf32> -> tensor<16x14x14x32xf32>
  %77 = net.avg_pool "s00173" %76 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<16x14x14x32xf32> -> tensor<16x1x1x32xf32>
  %78 = net.input "s00174/in" : tensor<16x56x56x2048xf32>
  %79 = net.elementwise "s00174/feed" %78 {kind = #net<elementwise sum>} : tensor<16x56x56x2048xf32> -> tensor<16x56x56x2048xf32>
  %80 = net.input "s00174/b/in" : tensor<16x56x56x2048xf32>
  %81 = net.elementwise "s00174/b/feed" %80 {kind = #net<elementwise sum>} : tensor<16x56x56x2048xf32> -> tensor<16x56x56x2048xf32>
  %82 = net.elementwise "s00174" %79, %81 : tensor<16x56x56x2048xf32>, tensor<16x56x56x2048xf32> -> tensor<16x56x56x2048xf32>
  %83 = net.input "s00181/in" : tensor<16x8x8x768xf32>
  %84 = net.elementwise "s00181/feed" %83 {kind = #net<elementwise sum>} : tensor<16x8x8x768xf32> -> tensor<16x8x8x768xf32>
  %85 = net.input "s00181/b/in" : tensor<16x8x8x768xf32>
  %86 = net.elementwise "s00181/b/feed" %85 {kind = #net<elementwise sum>} : tensor<16x8x8x768xf32> -> tensor<16x8x8x768xf32>
  %87 = net.elementwise "s00181" %84, %86 {activation = #net<activation relu>} : tensor<16x8x8x768xf32>, tensor<16x8x8x768xf32> -> tensor<16x8x8x768xf32>
  %88 = net.input "s00209/in" : tensor<16x1024xf32>
  %89 = net.elementwise "s00209/feed" %88 {kind = #net<elementwise sum>} : tensor<16x1024xf32> -> tensor<16x1024xf32>
  %90 = net.inner_product "s00209" %89 {num_outputs = 1000 : i64} : tensor<16x1024xf32> -> tensor<16x1000xf32>
}
