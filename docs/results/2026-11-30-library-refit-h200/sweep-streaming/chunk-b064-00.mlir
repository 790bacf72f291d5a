net.network "chunk-b064-00" {
  %0 = net.input "s00005/in" : tensor<64x512xf32>
  %1 = net.elementwise "s00005/feed" %0 {kind = #net<elementwise sum>} : tensor<64x512xf32> -> tensor<64x512xf32>
  %2 = net.inner_product "s00005" %1 {num_outputs = 1000 : i64} : tensor<64x512xf32> -> tensor<64x1000xf32>
  %3 = net.input "s00010/in" : tensor<64x7x7x256xf32>
  %4 = net.elementwise "s00010/feed" %3 {kind = #net<elementwise sum>} : tensor<64x7x7x256xf32> -> tensor<64x7x7x256xf32>
  %5 = net.batch_norm "s00010" %4 {activation = #net<activation relu>} : tensor<64x7x7x256xf32> -> tensor<64x7x7x256xf32>
  %6 = net.input "s00012/in" : tensor<64x13x13x512xf32>
  %7 = net.elementwise "s00012/feed" %6 {kind = #net<elementwise sum>} : tensor<64x13x13x512xf32> -> tensor<64x13x13x512xf32>
  %8 = net.avg_pool "s00012" %7 {ksize = array<i64: 13, 13>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x13x13x512xf32> -> tensor<64x1x1x512xf32>
  %9 = net.input "s00013/in" : tensor<64x17x17x128xf32>
  %10 = net.elementwise "s00013/feed" %9 {kind = #net<elementwise sum>} : tensor<64x17x17x128xf32> -> tensor<64x17x17x128xf32>
  %11 = net.max_pool "s00013" %10 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x17x17x128xf32> -> tensor<64x8x8x128xf32>
  %12 = net.input "s00017/in" : tensor<64x28x28x256xf32>
  %13 = net.elementwise "s00017/feed" %12 {kind = #net<elementwise sum>} : tensor<64x28x28x256xf32> -> tensor<64x28x28x256xf32>
  %14 = net.max_pool "s00017" %13 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x28x28x256xf32> -> tensor<64x14x14x256xf32>
  %15 = net.input "s00019/in" : tensor<64x27x27x64xf32>
  %16 = net.elementwise "s00019/feed" %15 {kind = #net<elementwise sum>} : tensor<64x27x27x64xf32> -> tensor<64x27x27x64xf32>
  %17 = net.batch_norm "s00019" %16 : tensor<64x27x27x64xf32> -> tensor<64x27x27x64xf32>
  %18 = net.input "s00021/in" : tensor<64x28x28x384xf32>
  %19 = net.elementwise "s00021/feed" %18 {kind = #net<elementwise sum>} : tensor<64x28x28x384xf32> -> tensor<64x28x28x384xf32>
  %20 = net.batch_norm "s00021" %19 {activation = #net<activation relu>} : tensor<64x28x28x384xf32> -> tensor<64x28x28x384xf32>
  %21 = net.input "s00027/in" : tensor<64x224x224x16xf32>
  %22 = net.elementwise "s00027/feed" %21 {kind = #net<elementwise sum>} : tensor<64x224x224x16xf32> -> tensor<64x224x224x16xf32>
  %23 = net.max_pool "s00027" %22 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x224x224x16xf32> -> tensor<64x112x112x16xf32>
  %24 = net.input "s00028/in" : tensor<64x7x7x64xf32>
  %25 = net.elementwise "s00028/feed" %24 {kind = #net<elementwise sum>} : tensor<64x7x7x64xf32> -> tensor<64x7x7x64xf32>
  %26 = net.input "s00028/b/in" : tensor<64x7x7x64xf32>
  %27 = net.elementwise "s00028/b/feed" %26 {kind = #net<elementwise sum>} : tensor<64x7x7x64xf32> -> tensor<64x7x7x64xf32>
  %28 = net.elementwise "s00028" %25, %27 {activation = #net<activation relu>} : tensor<64x7x7x64xf32>, tensor<64x7x7x64xf32> -> tensor<64x7x7x64xf32>
  %29 = net.input "s00035/in" : tensor<64x13x13x256xf32>
  %30 = net.elementwise "s00035/feed" %29 {kind = #net<elementwise sum>} : tensor<64x13x13x256xf32> -> tensor<64x13x13x256xf32>
  %31 = net.avg_pool "s00035" %30 {ksize = array<i64: 13, 13>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x13x13x256xf32> -> tensor<64x1x1x256xf32>
  %32 = net.input "s00037/in" : tensor<64x14x14x384xf32>
  %33 = net.elementwise "s00037/feed" %32 {kind = #net<elementwise sum>} : tensor<64x14x14x384xf32> -> tensor<64x14x14x384xf32>
  %34 = net.batch_norm "s00037" %33 {activation = #net<activation relu>} : tensor<64x14x14x384xf32> -> tensor<64x14x14x384xf32>
  %35 = net.input "s00043/in" : tensor<64x13x13x24xf32>
  %36 = net.elementwise "s00043/feed" %35 {kind = #net<elementwise sum>} : tensor<64x13x13x24xf32> -> tensor<64x13x13x24xf32>
  %37 = net.avg_pool "s00043" %36 {ksize = array<i64: 13, 13>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x13x13x24xf32> -> tensor<64x1x1x24xf32>
  %38 = net.input "s00050/in" : tensor<64x8x8x128xf32>
  %39 = net.elementwise "s00050/feed" %38 {kind = #net<elementwise sum>} : tensor<64x8x8x128xf32> -> tensor<64x8x8x128xf32>
  %40 = net.input "s00050/b/in" : tensor<64x8x8x128xf32>
  %41 = net.elementwise "s00050/b/feed" %40 {kind = #net<elementwise sum>} : tensor<64x8x8x128xf32> -> tensor<64x8x8x128xf32>
  %42 = net.elementwise "s00050" %39, %41 : tensor<64x8x8x128xf32>, tensor<64x8x8x128xf32> -> tensor<64x8x8x128xf32>
  %43 = net.input "s00054/in" : tensor<64x17x17x384xf32>
  %44 = net.elementwise "s00054/feed" %43 {kind = #net<elementwise sum>} : tensor<64x17x17x384xf32> -> tensor<64x17x17x384xf32>
  %45 = net.batch_norm "s00054" %44 : tensor<64x17x17x384xf32> -> tensor<64x17x17x384xf32>
  %46 = net.input "s00058/in" : tensor<64x8x8x16xf32>
  %47 = net.elementwise "s00058/feed" %46 {kind = #net<elementwise sum>} : tensor<64x8x8x16xf32> -> tensor<64x8x8x16xf32>
  %48 = net.input "s00058/b/in" : tensor<64x8x8x16xf32>
  %49 = net.elementwise "s00058/b/feed" %48 {kind = #net<elementwise sum>} : tensor<64x8x8x16xf32> -> tensor<64x8x8x16xf32>
  %50 = net.elementwise "s00058" %47, %49 {activation = #net<activation relu>} : tensor<64x8x8x16xf32>, tensor<64x8x8x16xf32> -> tensor<64x8x8x16xf32>
  %51 = net.input "s00060/in" : tensor<64x14x14x256xf32>
  %52 = net.elementwise "s00060/feed" %51 {kind = #net<elementwise sum>} : tensor<64x14x14x256xf32> -> tensor<64x14x14x256xf32>
  %53 = net.input "s00060/b/in" : tensor<64x14x14x256xf32>
  %54 = net.elementwise "s00060/b/feed" %53 {kind = #net<elementwise sum>} : tensor<64x14x14x256xf32> -> tensor<64x14x14x256xf32>
  %55 = net.elementwise "s00060" %52, %54 : tensor<64x14x14x256xf32>, tensor<64x14x14x256xf32> -> tensor<64x14x14x256xf32>
  %56 = net.input "s00062/in" : tensor<64x14x14x1024xf32>
  %57 = net.elementwise "s00062/feed" %56 {kind = #net<elementwise sum>} : tensor<64x14x14x1024xf32> -> tensor<64x14x14x1024xf32>
  %58 = net.batch_norm "s00062" %57 : tensor<64x14x14x1024xf32> -> tensor<64x14x14x1024xf32>
  %59 = net.input "s00064/in" : tensor<64x8x8x96xf32>
  %60 = net.elementwise "s00064/feed" %59 {kind = #net<elementwise sum>} : tensor<64x8x8x96xf32> -> tensor<64x8x8x96xf32>
  %61 = net.batch_norm "s00064" %60 {activation = #net<activation relu>} : tensor<64x8x8x96xf32> -> tensor<64x8x8x96xf32>
  %62 = net.input "s00068/in" : tensor<64x7x7x768xf32>
  %63 = net.elementwise "s00068/feed" %62 {kind = #net<elementwise sum>} : tensor<64x7x7x768xf32> -> tensor<64x7x7x768xf32>
  %64 = net.max_pool "s00068" %63 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x7x7x768xf32> -> tensor<64x3x3x768xf32>
  %65 = net.input "s00070/in" : tensor<64x14x14x24xf32>
  %66 = net.elementwise "s00070/feed" %65 {kind = #net<elementwise sum>} : tensor<64x14x14x24xf32> -> tensor<64x14x14x24xf32>
  %67 = net.max_pool "s00070" %66 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x14x14x24xf32> -> tensor<64x14x14x24xf32>
  %68 = net.input "s00072/in" : tensor<64x13x13x16xf32>
  %69 = net.elementwise "s00072/feed" %68 {kind = #net<elementwise sum>} : tensor<64x13x13x16xf32> -> tensor<64x13x13x16xf32>
  %70 = net.input "s00072/b/in" : tensor<64x13x13x16xf32>
  %71 = net.elementwise "s00072/b/feed" %70 {kind = #net<elementwise sum>} : tensor<64x13x13x16xf32> -> tensor<64x13x13x16xf32>
  %72 = net.elementwise "s00072" %69, %71 : tensor<64x13x13x16xf32>, tensor<64x13x13x16xf32> -> tensor<64x13x13x16xf32>
  %73 = net.input "s00074/in" : tensor<64x112x112x48xf32>
  %74 = net.elementwise "s00074/feed" %73 {kind = #net<elementwise sum>} : tensor<64x112x112x48xf32> -> tensor<64x112x112x48xf32>
  %75 = net.avg_pool "s00074" %74 {ksize = array<i64: 112, 112>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x112x112x48xf32> -> tensor<64x1x1x48xf32>
  %76 = net.input "s00078/in" : tensor<64x2048xf32>
  %77 = net.elementwise "s00078/feed" %76 {kind = #net<elementwise sum>} : tensor<64x2048xf32> -> tensor<64x2048xf32>
  %78 = net.inner_product "s00078" %77 {num_outputs = 4096 : i64} : tensor<64x2048xf32> -> tensor<64x4096xf32>
  %79 = net.input "s00079/in" : tensor<64x14x14x256xf32>
  %80 = net.elementwise "s00079/feed" %79 {kind = #net<elementwise sum>} : tensor<64x14x14x256xf32> -> tensor<64x14x14x256xf32>
  %81 = net.batch_norm "s00079" %80 : tensor<64x14x14x256xf32> -> tensor<64x14x14x256xf32>
  %82 = net.input "s00081/in" : tensor<64x56x56x512xf32>
  %83 = net.elementwise "s00081/feed" %82 {kind = #net<elementwise sum>} : tensor<64x56x56x512xf32> -> tensor<64x56x56x512xf32>
  %84 = net.batch_norm "s00081" %83 {activation = #net<activation relu>} : tensor<64x56x56x512xf32> -> tensor<64x56x56x512xf32>
}
