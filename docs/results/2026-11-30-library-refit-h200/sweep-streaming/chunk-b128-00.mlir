net.network "chunk-b128-00" {
  %0 = net.input "s00006/in" : tensor<128x28x28x128xf32>
  %1 = net.elementwise "s00006/feed" %0 {kind = #net<elementwise sum>} : tensor<128x28x28x128xf32> -> tensor<128x28x28x128xf32>
  %2 = net.max_pool "s00006" %1 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x28x28x128xf32> -> tensor<128x14x14x128xf32>
  %3 = net.input "s00008/in" : tensor<128x17x17x16xf32>
  %4 = net.elementwise "s00008/feed" %3 {kind = #net<elementwise sum>} : tensor<128x17x17x16xf32> -> tensor<128x17x17x16xf32>
  %5 = net.max_pool "s00008" %4 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x17x17x16xf32> -> tensor<128x8x8x16xf32>
  %6 = net.input "s00011/in" : tensor<128x14x14x64xf32>
  %7 = net.elementwise "s00011/feed" %6 {kind = #net<elementwise sum>} : tensor<128x14x14x64xf32> -> tensor<128x14x14x64xf32>
  %8 = net.max_pool "s00011" %7 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x14x14x64xf32> -> tensor<128x7x7x64xf32>
  %9 = net.input "s00016/in" : tensor<128x7x7x384xf32>
  %10 = net.elementwise "s00016/feed" %9 {kind = #net<elementwise sum>} : tensor<128x7x7x384xf32> -> tensor<128x7x7x384xf32>
  %11 = net.batch_norm "s00016" %10 {activation = #net<activation relu>} : tensor<128x7x7x384xf32> -> tensor<128x7x7x384xf32>
  %12 = net.input "s00020/in" : tensor<128x512xf32>
  %13 = net.elementwise "s00020/feed" %12 {kind = #net<elementwise sum>} : tensor<128x512xf32> -> tensor<128x512xf32>
  %14 = net.inner_product "s00020" %13 {num_outputs = 10 : i64} : tensor<128x512xf32> -> tensor<128x10xf32>
  %15 = net.input "s00026/in" : tensor<128x8x8x24xf32>
  %16 = net.elementwise "s00026/feed" %15 {kind = #net<elementwise sum>} : tensor<128x8x8x24xf32> -> tensor<128x8x8x24xf32>
  %17 = net.avg_pool "s00026" %16 {ksize = array<i64: 8, 8>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x8x8x24xf32> -> tensor<128x1x1x24xf32>
  %18 = net.input "s00030/in" : tensor<128x224x224x16xf32>
  %19 = net.elementwise "s00030/feed" %18 {kind = #net<elementwise sum>} : tensor<128x224x224x16xf32> -> tensor<128x224x224x16xf32>
  %20 = net.input "s00030/b/in" : tensor<128x224x224x16xf32>
  %21 = net.elementwise "s00030/b/feed" %20 {kind = #net<elementwise sum>} : tensor<128x224x224x16xf32> -> tensor<128x224x224x16xf32>
  %22 = net.elementwise "s00030" %19, %21 {activation = #net<activation relu>} : tensor<128x224x224x16xf32>, tensor<128x224x224x16xf32> -> tensor<128x224x224x16xf32>
  %23 = net.input "s00036/in" : tensor<128x13x13x96xf32>
  %24 = net.elementwise "s00036/feed" %23 {kind = #net<elementwise sum>} : tensor<128x13x13x96xf32> -> tensor<128x13x13x96xf32>
  %25 = net.batch_norm "s00036" %24 {activation = #net<activation relu>} : tensor<128x13x13x96xf32> -> tensor<128x13x13x96xf32>
  %26 = net.input "s00044/in" : tensor<128x14x14x96xf32>
  %27 = net.elementwise "s00044/feed" %26 {kind = #net<elementwise sum>} : tensor<128x14x14x96xf32> -> tensor<128x14x14x96xf32>
  %28 = net.max_pool "s00044" %27 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x14x14x96xf32> -> tensor<128x14x14x96xf32>
  %29 = net.input "s00046/in" : tensor<128x17x17x384xf32>
  %30 = net.elementwise "s00046/feed" %29 {kind = #net<elementwise sum>} : tensor<128x17x17x384xf32> -> tensor<128x17x17x384xf32>
  %31 = net.avg_pool "s00046" %30 {ksize = array<i64: 17, 17>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x17x17x384xf32> -> tensor<128x1x1x384xf32>
  %32 = net.input "s00056/in" : tensor<128x7x7x768xf32>
  %33 = net.elementwise "s00056/feed" %32 {kind = #net<elementwise sum>} : tensor<128x7x7x768xf32> -> tensor<128x7x7x768xf32>
  %34 = net.max_pool "s00056" %33 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x7x7x768xf32> -> tensor<128x4x4x768xf32>
  %35 = net.input "s00066/in" : tensor<128x56x56x96xf32>
  %36 = net.elementwise "s00066/feed" %35 {kind = #net<elementwise sum>} : tensor<128x56x56x96xf32> -> tensor<128x56x56x96xf32>
  %37 = net.avg_pool "s00066" %36 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x56x56x96xf32> -> tensor<128x1x1x96xf32>
  %38 = net.input "s00067/in" : tensor<128x27x27x48xf32>
  %39 = net.elementwise "s00067/feed" %38 {kind = #net<elementwise sum>} : tensor<128x27x27x48xf32> -> tensor<128x27x27x48xf32>
  %40 = net.input "s00067/b/in" : tensor<128x27x27x48xf32>
  %41 = net.elementwise "s00067/b/feed" %40 {kind = #net<elementwise sum>} : tensor<128x27x27x48xf32> -> tensor<128x27x27x48xf32>
  %42 = net.elementwise "s00067" %39, %41 {activation = #net<activation relu>} : tensor<128x27x27x48xf32>, tensor<128x27x27x48xf32> -> tensor<128x27x27x48xf32>
  %43 = net.input "s00076/in" : tensor<128x8x8x256xf32>
  %44 = net.elementwise "s00076/feed" %43 {kind = #net<elementwise sum>} : tensor<128x8x8x256xf32> -> tensor<128x8x8x256xf32>
  %45 = net.avg_pool "s00076" %44 {ksize = array<i64: 8, 8>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x8x8x256xf32> -> tensor<128x1x1x256xf32>
  %46 = net.input "s00082/in" : tensor<128x28x28x48xf32>
  %47 = net.elementwise "s00082/feed" %46 {kind = #net<elementwise sum>} : tensor<128x28x28x48xf32> -> tensor<128x28x28x48xf32>
  %48 = net.max_pool "s00082" %47 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x28x28x48xf32> -> tensor<128x14x14x48xf32>
  %49 = net.input "s00093/in" : tensor<128x17x17x1024xf32>
  %50 = net.elementwise "s00093/feed" %49 {kind = #net<elementwise sum>} : tensor<128x17x17x1024xf32> -> tensor<128x17x17x1024xf32>
  %51 = net.input "s00093/b/in" : tensor<128x17x17x1024xf32>
  %52 = net.elementwise "s00093/b/feed" %51 {kind = #net<elementwise sum>} : tensor<128x17x17x1024xf32> -> tensor<128x17x17x1024xf32>
  %53 = net.elementwise "s00093" %50, %52 : tensor<128x17x17x1024xf32>, tensor<128x17x17x1024xf32> -> tensor<128x17x17x1024xf32>
  %54 = net.input "s00099/in" : tensor<128x27x27x768xf32>
  %55 = net.elementwise "s00099/feed" %54 {kind = #net<elementwise sum>} : tensor<128x27x27x768xf32> -> tensor<128x27x27x768xf32>
  %56 = net.input "s00099/b/in" : tensor<128x27x27x768xf32>
  %57 = net.elementwise "s00099/b/feed" %56 {kind = #net<elementwise sum>} : tensor<128x27x27x768xf32> -> tensor<128x27x27x768xf32>
  %58 = net.elementwise "s00099" %55, %57 {activation = #net<activation relu>} : tensor<128x27x27x768xf32>, tensor<128x27x27x768xf32> -> tensor<128x27x27x768xf32>
  %59 = net.input "s00103/in" : tensor<128x7x7x2048xf32>
  %60 = net.elementwise "s00103/feed" %59 {kind = #net<elementwise sum>} : tensor<128x7x7x2048xf32> -> tensor<128x7x7x2048xf32>
  %61 = net.max_pool "s00103" %60 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x7x7x2048xf32> -> tensor<128x7x7x2048xf32>
  %62 = net.input "s00108/in" : tensor<128x28x28x32xf32>
  %63 = net.elementwise "s00108/feed" %62 {kind = #net<elementwise sum>} : tensor<128x28x28x32xf32> -> tensor<128x28x28x32xf32>
  %64 = net.batch_norm "s00108" %63 : tensor<128x28x28x32xf32> -> tensor<128x28x28x32xf32>
  %65 = net.input "s00109/in" : tensor<128x27x27x96xf32>
  %66 = net.elementwise "s00109/feed" %65 {kind = #net<elementwise sum>} : tensor<128x27x27x96xf32> -> tensor<128x27x27x96xf32>
  %67 = net.input "s00109/b/in" : tensor<128x27x27x96xf32>
  %68 = net.elementwise "s00109/b/feed" %67 {kind = #net<elementwise sum>} : tensor<128x27x27x96xf32> -> tensor<128x27x27x96xf32>
  %69 = net.elementwise "s00109" %66, %68 {activation = #net<activation relu>} : tensor<128x27x27x96xf32>, tensor<128x27x27x96xf32> -> tensor<128x27x27x96xf32>
  %70 = net.input "s00117/in" : tensor<128x56x56x48xf32>
  %71 = net.elementwise "s00117/feed" %70 {kind = #net<elementwise sum>} : tensor<128x56x56x48xf32> -> tensor<128x56x56x48xf32>
  %72 = net.max_pool "s00117" %71 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x56x56x48xf32> -> tensor<128x56x56x48xf32>
  %73 = net.input "s00123/in" : tensor<128x13x13x192xf32>
  %74 = net.elementwise "s00123/feed" %73 {kind = #net<elementwise sum>} : tensor<128x13x13x192xf32> -> tensor<128x13x13x192xf32>
  %75 = net.avg_pool "s00123" %74 {ksize = array<i64: 13, 13>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x13x13x192xf32> -> tensor<128x1x1x192xf32>
  %76 = net.input "s00126/in" : tensor<128x14x14x512xf32>
  %77 = net.elementwise "s00126/feed" %76 {kind = #net<elementwise sum>} : tensor<128x14x14x512xf32> -> tensor<128x14x14x512xf32>
  %78 = net.avg_pool "s00126" %77 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x14x14x512xf32> -> tensor<128x1x1x512xf32>
  %79 = net.input "s00134/in" : tensor<128x4096xf32>
  %80 = net.elementwise "s00134/feed" %79 {kind = #net<elementwise sum>} : tensor<128x4096xf32> -> tensor<128x4096xf32>
  %81 = net.inner_product "s00134" %80 {num_outputs = 10 : i64} : tensor<128x4096xf32> -> tensor<128x10xf32>
  %82 = net.input "s00146/in" : tensor<128x7x7x256xf32>
  %83 = net.elementwise "s00146/feed" %82 {kind = #net<elementwise sum>} : tensor<128x7x7x256xf32> -> tensor<128x7x7x256xf32>
  %84 = net.input "s00146/b/in" : tensor<128x7x7x256xf32>
  %85 = net.elementwise "s00146/b/feed" %84 {kind = #net<elementwise sum>} : tensor<128x7x7x256xf32> -> tensor<128x7x7x256xf32>
  %86 = net.elementwise "s00146" %83, %85 : tensor<128x7x7x256xf32>, tensor<128x7x7x256xf32> -> tensor<128x7x7x256xf32>
}
