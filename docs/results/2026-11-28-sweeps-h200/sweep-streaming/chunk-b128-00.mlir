net.network "chunk-b128-00" {
  %0 = net.input "s00003/in" : tensor<128x14x14x32xf32>
  %1 = net.elementwise "s00003/feed" %0 {kind = #net<elementwise sum>} : tensor<128x14x14x32xf32> -> tensor<128x14x14x32xf32>
  %2 = net.max_pool "s00003" %1 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x14x14x32xf32> -> tensor<128x7x7x32xf32>
  %3 = net.input "s00004/in" : tensor<128x27x27x384xf32>
  %4 = net.elementwise "s00004/feed" %3 {kind = #net<elementwise sum>} : tensor<128x27x27x384xf32> -> tensor<128x27x27x384xf32>
  %5 = net.input "s00004/b/in" : tensor<128x27x27x384xf32>
  %6 = net.elementwise "s00004/b/feed" %5 {kind = #net<elementwise sum>} : tensor<128x27x27x384xf32> -> tensor<128x27x27x384xf32>
  %7 = net.elementwise "s00004" %4, %6 : tensor<128x27x27x384xf32>, tensor<128x27x27x384xf32> -> tensor<128x27x27x384xf32>
  %8 = net.input "s00006/in" : tensor<128x8x8x128xf32>
  %9 = net.elementwise "s00006/feed" %8 {kind = #net<elementwise sum>} : tensor<128x8x8x128xf32> -> tensor<128x8x8x128xf32>
  %10 = net.input "s00006/b/in" : tensor<128x8x8x128xf32>
  %11 = net.elementwise "s00006/b/feed" %10 {kind = #net<elementwise sum>} : tensor<128x8x8x128xf32> -> tensor<128x8x8x128xf32>
  %12 = net.elementwise "s00006" %9, %11 {activation = #net<activation relu>} : tensor<128x8x8x128xf32>, tensor<128x8x8x128xf32> -> tensor<128x8x8x128xf32>
  %13 = net.input "s00015/in" : tensor<128x17x17x512xf32>
  %14 = net.elementwise "s00015/feed" %13 {kind = #net<elementwise sum>} : tensor<128x17x17x512xf32> -> tensor<128x17x17x512xf32>
  %15 = net.input "s00015/b/in" : tensor<128x17x17x512xf32>
  %16 = net.elementwise "s00015/b/feed" %15 {kind = #net<elementwise sum>} : tensor<128x17x17x512xf32> -> tensor<128x17x17x512xf32>
  %17 = net.elementwise "s00015" %14, %16 {activation = #net<activation relu>} : tensor<128x17x17x512xf32>, tensor<128x17x17x512xf32> -> tensor<128x17x17x512xf32>
  %18 = net.input "s00018/in" : tensor<128x56x56x16xf32>
  %19 = net.elementwise "s00018/feed" %18 {kind = #net<elementwise sum>} : tensor<128x56x56x16xf32> -> tensor<128x56x56x16xf32>
  %20 = net.input "s00018/b/in" : tensor<128x56x56x16xf32>
  %21 = net.elementwise "s00018/b/feed" %20 {kind = #net<elementwise sum>} : tensor<128x56x56x16xf32> -> tensor<128x56x56x16xf32>
  %22 = net.elementwise "s00018" %19, %21 : tensor<128x56x56x16xf32>, tensor<128x56x56x16xf32> -> tensor<128x56x56x16xf32>
  %23 = net.input "s00023/in" : tensor<128x224x224x16xf32>
  %24 = net.elementwise "s00023/feed" %23 {kind = #net<elementwise sum>} : tensor<128x224x224x16xf32> -> tensor<128x224x224x16xf32>
  %25 = net.max_pool "s00023" %24 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x224x224x16xf32> -> tensor<128x112x112x16xf32>
  %26 = net.input "s00031/in" : tensor<128x14x14x512xf32>
  %27 = net.elementwise "s00031/feed" %26 {kind = #net<elementwise sum>} : tensor<128x14x14x512xf32> -> tensor<128x14x14x512xf32>
  %28 = net.max_pool "s00031" %27 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x14x14x512xf32> -> tensor<128x7x7x512xf32>
  %29 = net.input "s00032/in" : tensor<128x27x27x24xf32>
  %30 = net.elementwise "s00032/feed" %29 {kind = #net<elementwise sum>} : tensor<128x27x27x24xf32> -> tensor<128x27x27x24xf32>
  %31 = net.batch_norm "s00032" %30 {activation = #net<activation relu>} : tensor<128x27x27x24xf32> -> tensor<128x27x27x24xf32>
  %32 = net.input "s00036/in" : tensor<128x28x28x48xf32>
  %33 = net.elementwise "s00036/feed" %32 {kind = #net<elementwise sum>} : tensor<128x28x28x48xf32> -> tensor<128x28x28x48xf32>
  %34 = net.max_pool "s00036" %33 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x28x28x48xf32> -> tensor<128x14x14x48xf32>
  %35 = net.input "s00040/in" : tensor<128x28x28x768xf32>
  %36 = net.elementwise "s00040/feed" %35 {kind = #net<elementwise sum>} : tensor<128x28x28x768xf32> -> tensor<128x28x28x768xf32>
  %37 = net.max_pool "s00040" %36 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x28x28x768xf32> -> tensor<128x14x14x768xf32>
  %38 = net.input "s00045/in" : tensor<128x7x7x512xf32>
  %39 = net.elementwise "s00045/feed" %38 {kind = #net<elementwise sum>} : tensor<128x7x7x512xf32> -> tensor<128x7x7x512xf32>
  %40 = net.max_pool "s00045" %39 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x7x7x512xf32> -> tensor<128x4x4x512xf32>
  %41 = net.input "s00057/in" : tensor<128x56x56x32xf32>
  %42 = net.elementwise "s00057/feed" %41 {kind = #net<elementwise sum>} : tensor<128x56x56x32xf32> -> tensor<128x56x56x32xf32>
  %43 = net.input "s00057/b/in" : tensor<128x56x56x32xf32>
  %44 = net.elementwise "s00057/b/feed" %43 {kind = #net<elementwise sum>} : tensor<128x56x56x32xf32> -> tensor<128x56x56x32xf32>
  %45 = net.elementwise "s00057" %42, %44 {activation = #net<activation relu>} : tensor<128x56x56x32xf32>, tensor<128x56x56x32xf32> -> tensor<128x56x56x32xf32>
  %46 = net.input "s00061/in" : tensor<128x28x28x96xf32>
  %47 = net.elementwise "s00061/feed" %46 {kind = #net<elementwise sum>} : tensor<128x28x28x96xf32> -> tensor<128x28x28x96xf32>
  %48 = net.batch_norm "s00061" %47 {activation = #net<activation relu>} : tensor<128x28x28x96xf32> -> tensor<128x28x28x96xf32>
  %49 = net.input "s00062/in" : tensor<128x25088xf32>
  %50 = net.elementwise "s00062/feed" %49 {kind = #net<elementwise sum>} : tensor<128x25088xf32> -> tensor<128x25088xf32>
  %51 = net.inner_product "s00062" %50 {num_outputs = 1000 : i64} : tensor<128x25088xf32> -> tensor<128x1000xf32>
  %52 = net.input "s00064/in" : tensor<128x8x8x512xf32>
  %53 = net.elementwise "s00064/feed" %52 {kind = #net<elementwise sum>} : tensor<128x8x8x512xf32> -> tensor<128x8x8x512xf32>
  %54 = net.max_pool "s00064" %53 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x8x8x512xf32> -> tensor<128x4x4x512xf32>
  %55 = net.input "s00068/in" : tensor<128x28x28x16xf32>
  %56 = net.elementwise "s00068/feed" %55 {kind = #net<elementwise sum>} : tensor<128x28x28x16xf32> -> tensor<128x28x28x16xf32>
  %57 = net.max_pool "s00068" %56 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x28x28x16xf32> -> tensor<128x14x14x16xf32>
  %58 = net.input "s00074/in" : tensor<128x56x56x64xf32>
  %59 = net.elementwise "s00074/feed" %58 {kind = #net<elementwise sum>} : tensor<128x56x56x64xf32> -> tensor<128x56x56x64xf32>
  %60 = net.batch_norm "s00074" %59 {activation = #net<activation relu>} : tensor<128x56x56x64xf32> -> tensor<128x56x56x64xf32>
  %61 = net.input "s00076/in" : tensor<128x28x28x48xf32>
  %62 = net.elementwise "s00076/feed" %61 {kind = #net<elementwise sum>} : tensor<128x28x28x48xf32> -> tensor<128x28x28x48xf32>
  %63 = net.input "s00076/b/in" : tensor<128x28x28x48xf32>
  %64 = net.elementwise "s00076/b/feed" %63 {kind = #net<elementwise sum>} : tensor<128x28x28x48xf32> -> tensor<128x28x28x48xf32>
  %65 = net.elementwise "s00076" %62, %64 {activation = #net<activation relu>} : tensor<128x28x28x48xf32>, tensor<128x28x28x48xf32> -> tensor<128x28x28x48xf32>
  %66 = net.input "s00079/in" : tensor<128x17x17x64xf32>
  %67 = net.elementwise "s00079/feed" %66 {kind = #net<elementwise sum>} : tensor<128x17x17x64xf32> -> tensor<128x17x17x64xf32>
  %68 = net.avg_pool "s00079" %67 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x17x17x64xf32> -> tensor<128x17x17x64xf32>
  %69 = net.input "s00088/in" : tensor<128x17x17x32xf32>
  %70 = net.elementwise "s00088/feed" %69 {kind = #net<elementwise sum>} : tensor<128x17x17x32xf32> -> tensor<128x17x17x32xf32>
  %71 = net.avg_pool "s00088" %70 {ksize = array<i64: 17, 17>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x17x17x32xf32> -> tensor<128x1x1x32xf32>
  %72 = net.input "s00092/in" : tensor<128x28x28x768xf32>
  %73 = net.elementwise "s00092/feed" %72 {kind = #net<elementwise sum>} : tensor<128x28x28x768xf32> -> tensor<128x28x28x768xf32>
  %74 = net.batch_norm "s00092" %73 {activation = #net<activation relu>} : tensor<128x28x28x768xf32> -> tensor<128x28x28x768xf32>
  %75 = net.input "s00093/in" : tensor<128x512xf32>
  %76 = net.elementwise "s00093/feed" %75 {kind = #net<elementwise sum>} : tensor<128x512xf32> -> tensor<128x512xf32>
  %77 = net.inner_product "s00093" %76 {num_outputs = 1000 : i64} : tensor<128x512xf32> -> tensor<128x1000xf32>
  %78 = net.input "s00094/in" : tensor<128x9216xf32>
  %79 = net.elementwise "s00094/feed" %78 {kind = #net<elementwise sum>} : tensor<128x9216xf32> -> tensor<128x9216xf32>
  %80 = net.inner_product "s00094" %79 {num_outputs = 1000 : i64} : tensor<128x9216xf32> -> tensor<128x1000xf32>
  %81 = net.input "s00103/in" : tensor<128x7x7x256xf32>
  %82 = net.elementwise "s00103/feed" %81 {kind = #net<elementwise sum>} : tensor<128x7x7x256xf32> -> tensor<128x7x7x256xf32>
  %83 = net.input "s00103/b/in" : tensor<128x7x7x256xf32>
  %84 = net.elementwise "s00103/b/feed" %83 {kind = #net<elementwise sum>} : tensor<128x7x7x256xf32> -> tensor<128x7x7x256xf32>
  %85 = net.elementwise "s00103" %82, %84 {activation = #net<activation relu>} : tensor<128x7x7x256xf32>, tensor<128x7x7x256xf32> -> tensor<128x7x7x256xf32>
  %86 = net.input "s00108/in" : tensor<128x17x17x64xf32>
  %87 = net.elementwise "s00108/feed" %86 {kind = #net<elementwise sum>} : tensor<128x17x17x64xf32> -> tensor<128x17x17x64xf32>
  %88 = net.input "s00108/b/in" : tensor<128x17x17x64xf32>
  %89 = net.elementwise "s00108/b/feed" %88 {kind = #net<elementwise sum>} : tensor<128x17x17x64xf32> -> tensor<128x17x17x64xf32>
  %90 = net.elementwise "s00108" %87, %89 : tensor<128x17x17x64xf32>, tensor<128x17x17x64xf32> -> tensor<128x17x17x64xf32>
}
