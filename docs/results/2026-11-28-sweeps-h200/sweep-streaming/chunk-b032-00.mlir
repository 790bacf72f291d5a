net.network "chunk-b032-00" {
  %0 = net.input "s00000/in" : tensor<32x13x13x768xf32>
  %1 = net.elementwise "s00000/feed" %0 {kind = #net<elementwise sum>} : tensor<32x13x13x768xf32> -> tensor<32x13x13x768xf32>
  %2 = net.input "s00000/b/in" : tensor<32x13x13x768xf32>
  %3 = net.elementwise "s00000/b/feed" %2 {kind = #net<elementwise sum>} : tensor<32x13x13x768xf32> -> tensor<32x13x13x768xf32>
  %4 = net.elementwise "s00000" %1, %3 {activation = #net<activation relu>} : tensor<32x13x13x768xf32>, tensor<32x13x13x768xf32> -> tensor<32x13x13x768xf32>
  %5 = net.input "s00005/in" : tensor<32x7x7x48xf32>
  %6 = net.elementwise "s00005/feed" %5 {kind = #net<elementwise sum>} : tensor<32x7x7x48xf32> -> tensor<32x7x7x48xf32>
  %7 = net.input "s00005/b/in" : tensor<32x7x7x48xf32>
  %8 = net.elementwise "s00005/b/feed" %7 {kind = #net<elementwise sum>} : tensor<32x7x7x48xf32> -> tensor<32x7x7x48xf32>
  %9 = net.elementwise "s00005" %6, %8 {activation = #net<activation relu>} : tensor<32x7x7x48xf32>, tensor<32x7x7x48xf32> -> tensor<32x7x7x48xf32>
  %10 = net.input "s00010/in" : tensor<32x56x56x192xf32>
  %11 = net.elementwise "s00010/feed" %10 {kind = #net<elementwise sum>} : tensor<32x56x56x192xf32> -> tensor<32x56x56x192xf32>
  %12 = net.max_pool "s00010" %11 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x56x56x192xf32> -> tensor<32x56x56x192xf32>
  %13 = net.input "s00016/in" : tensor<32x13x13x512xf32>
  %14 = net.elementwise "s00016/feed" %13 {kind = #net<elementwise sum>} : tensor<32x13x13x512xf32> -> tensor<32x13x13x512xf32>
  %15 = net.batch_norm "s00016" %14 : tensor<32x13x13x512xf32> -> tensor<32x13x13x512xf32>
  %16 = net.input "s00022/in" : tensor<32x17x17x256xf32>
  %17 = net.elementwise "s00022/feed" %16 {kind = #net<elementwise sum>} : tensor<32x17x17x256xf32> -> tensor<32x17x17x256xf32>
  %18 = net.input "s00022/b/in" : tensor<32x17x17x256xf32>
  %19 = net.elementwise "s00022/b/feed" %18 {kind = #net<elementwise sum>} : tensor<32x17x17x256xf32> -> tensor<32x17x17x256xf32>
  %20 = net.elementwise "s00022" %17, %19 {activation = #net<activation relu>} : tensor<32x17x17x256xf32>, tensor<32x17x17x256xf32> -> tensor<32x17x17x256xf32>
  %21 = net.input "s00025/in" : tensor<32x28x28x256xf32>
  %22 = net.elementwise "s00025/feed" %21 {kind = #net<elementwise sum>} : tensor<32x28x28x256xf32> -> tensor<32x28x28x256xf32>
  %23 = net.max_pool "s00025" %22 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x28x28x256xf32> -> tensor<32x14x14x256xf32>
  %24 = net.input "s00026/in" : tensor<32x27x27x256xf32>
  %25 = net.elementwise "s00026/feed" %24 {kind = #net<elementwise sum>} : tensor<32x27x27x256xf32> -> tensor<32x27x27x256xf32>
  %26 = net.max_pool "s00026" %25 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x27x27x256xf32> -> tensor<32x14x14x256xf32>
  %27 = net.input "s00029/in" : tensor<32x56x56x64xf32>
  %28 = net.elementwise "s00029/feed" %27 {kind = #net<elementwise sum>} : tensor<32x56x56x64xf32> -> tensor<32x56x56x64xf32>
  %29 = net.input "s00029/b/in" : tensor<32x56x56x64xf32>
  %30 = net.elementwise "s00029/b/feed" %29 {kind = #net<elementwise sum>} : tensor<32x56x56x64xf32> -> tensor<32x56x56x64xf32>
  %31 = net.elementwise "s00029" %28, %30 {activation = #net<activation relu>} : tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32> -> tensor<32x56x56x64xf32>
  %32 = net.input "s00035/in" : tensor<32x28x28x1024xf32>
  %33 = net.elementwise "s00035/feed" %32 {kind = #net<elementwise sum>} : tensor<32x28x28x1024xf32> -> tensor<32x28x28x1024xf32>
  %34 = net.avg_pool "s00035" %33 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x28x28x1024xf32> -> tensor<32x14x14x1024xf32>
  %35 = net.input "s00038/in" : tensor<32x35x35x128xf32>
  %36 = net.elementwise "s00038/feed" %35 {kind = #net<elementwise sum>} : tensor<32x35x35x128xf32> -> tensor<32x35x35x128xf32>
  %37 = net.avg_pool "s00038" %36 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x35x35x128xf32> -> tensor<32x18x18x128xf32>
  %38 = net.input "s00041/in" : tensor<32x7x7x48xf32>
  %39 = net.elementwise "s00041/feed" %38 {kind = #net<elementwise sum>} : tensor<32x7x7x48xf32> -> tensor<32x7x7x48xf32>
  %40 = net.max_pool "s00041" %39 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x7x7x48xf32> -> tensor<32x3x3x48xf32>
  %41 = net.input "s00042/in" : tensor<32x28x28x32xf32>
  %42 = net.elementwise "s00042/feed" %41 {kind = #net<elementwise sum>} : tensor<32x28x28x32xf32> -> tensor<32x28x28x32xf32>
  %43 = net.input "s00042/b/in" : tensor<32x28x28x32xf32>
  %44 = net.elementwise "s00042/b/feed" %43 {kind = #net<elementwise sum>} : tensor<32x28x28x32xf32> -> tensor<32x28x28x32xf32>
  %45 = net.elementwise "s00042" %42, %44 {activation = #net<activation relu>} : tensor<32x28x28x32xf32>, tensor<32x28x28x32xf32> -> tensor<32x28x28x32xf32>
  %46 = net.input "s00044/in" : tensor<32x35x35x384xf32>
  %47 = net.elementwise "s00044/feed" %46 {kind = #net<elementwise sum>} : tensor<32x35x35x384xf32> -> tensor<32x35x35x384xf32>
  %48 = net.max_pool "s00044" %47 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x35x35x384xf32> -> tensor<32x17x17x384xf32>
  %49 = net.input "s00048/in" : tensor<32x25088xf32>
  %50 = net.elementwise "s00048/feed" %49 {kind = #net<elementwise sum>} : tensor<32x25088xf32> -> tensor<32x25088xf32>
  %51 = net.inner_product "s00048" %50 {num_outputs = 4096 : i64} : tensor<32x25088xf32> -> tensor<32x4096xf32>
  %52 = net.input "s00049/in" : tensor<32x7x7x2048xf32>
  %53 = net.elementwise "s00049/feed" %52 {kind = #net<elementwise sum>} : tensor<32x7x7x2048xf32> -> tensor<32x7x7x2048xf32>
  %54 = net.input "s00049/b/in" : tensor<32x7x7x2048xf32>
  %55 = net.elementwise "s00049/b/feed" %54 {kind = #net<elementwise sum>} : tensor<32x7x7x2048xf32> -> tensor<32x7x7x2048xf32>
  %56 = net.elementwise "s00049" %53, %55 : tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32> -> tensor<32x7x7x2048xf32>
  %57 = net.input "s00051/in" : tensor<32x17x17x64xf32>
  %58 = net.elementwise "s00051/feed" %57 {kind = #net<elementwise sum>} : tensor<32x17x17x64xf32> -> tensor<32x17x17x64xf32>
  %59 = net.input "s00051/b/in" : tensor<32x17x17x64xf32>
  %60 = net.elementwise "s00051/b/feed" %59 {kind = #net<elementwise sum>} : tensor<32x17x17x64xf32> -> tensor<32x17x17x64xf32>
  %61 = net.elementwise "s00051" %58, %60 {activation = #net<activation relu>} : tensor<32x17x17x64xf32>, tensor<32x17x17x64xf32> -> tensor<32x17x17x64xf32>
  %62 = net.input "s00052/in" : tensor<32x13x13x48xf32>
  %63 = net.elementwise "s00052/feed" %62 {kind = #net<elementwise sum>} : tensor<32x13x13x48xf32> -> tensor<32x13x13x48xf32>
  %64 = net.max_pool "s00052" %63 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x13x13x48xf32> -> tensor<32x13x13x48xf32>
  %65 = net.input "s00065/in" : tensor<32x14x14x128xf32>
  %66 = net.elementwise "s00065/feed" %65 {kind = #net<elementwise sum>} : tensor<32x14x14x128xf32> -> tensor<32x14x14x128xf32>
  %67 = net.batch_norm "s00065" %66 : tensor<32x14x14x128xf32> -> tensor<32x14x14x128xf32>
  %68 = net.input "s00066/in" : tensor<32x8x8x24xf32>
  %69 = net.elementwise "s00066/feed" %68 {kind = #net<elementwise sum>} : tensor<32x8x8x24xf32> -> tensor<32x8x8x24xf32>
  %70 = net.avg_pool "s00066" %69 {ksize = array<i64: 8, 8>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x8x8x24xf32> -> tensor<32x1x1x24xf32>
  %71 = net.input "s00067/in" : tensor<32x27x27x32xf32>
  %72 = net.elementwise "s00067/feed" %71 {kind = #net<elementwise sum>} : tensor<32x27x27x32xf32> -> tensor<32x27x27x32xf32>
  %73 = net.input "s00067/b/in" : tensor<32x27x27x32xf32>
  %74 = net.elementwise "s00067/b/feed" %73 {kind = #net<elementwise sum>} : tensor<32x27x27x32xf32> -> tensor<32x27x27x32xf32>
  %75 = net.elementwise "s00067" %72, %74 : tensor<32x27x27x32xf32>, tensor<32x27x27x32xf32> -> tensor<32x27x27x32xf32>
  %76 = net.input "s00073/in" : tensor<32x14x14x2048xf32>
  %77 = net.elementwise "s00073/feed" %76 {kind = #net<elementwise sum>} : tensor<32x14x14x2048xf32> -> tensor<32x14x14x2048xf32>
  %78 = net.max_pool "s00073" %77 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x14x14x2048xf32> -> tensor<32x7x7x2048xf32>
  %79 = net.input "s00075/in" : tensor<32x35x35x64xf32>
  %80 = net.elementwise "s00075/feed" %79 {kind = #net<elementwise sum>} : tensor<32x35x35x64xf32> -> tensor<32x35x35x64xf32>
  %81 = net.max_pool "s00075" %80 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x35x35x64xf32> -> tensor<32x17x17x64xf32>
  %82 = net.input "s00077/in" : tensor<32x17x17x768xf32>
  %83 = net.elementwise "s00077/feed" %82 {kind = #net<elementwise sum>} : tensor<32x17x17x768xf32> -> tensor<32x17x17x768xf32>
  %84 = net.input "s00077/b/in" : tensor<32x17x17x768xf32>
  %85 = net.elementwise "s00077/b/feed" %84 {kind = #net<elementwise sum>} : tensor<32x17x17x768xf32> -> tensor<32x17x17x768xf32>
  %86 = net.elementwise "s00077" %83, %85 : tensor<32x17x17x768xf32>, tensor<32x17x17x768xf32> -> tensor<32x17x17x768xf32>
  %87 = net.input "s00078/in" : tensor<32x14x14x48xf32>
  %88 = net.elementwise "s00078/feed" %87 {kind = #net<elementwise sum>} : tensor<32x14x14x48xf32> -> tensor<32x14x14x48xf32>
  %89 = net.max_pool "s00078" %88 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x14x14x48xf32> -> tensor<32x7x7x48xf32>
  %90 = net.input "s00080/in" : tensor<32x17x17x96xf32>
  %91 = net.elementwise "s00080/feed" %90 {kind = #net<elementwise sum>} : tensor<32x17x17x96xf32> -> tensor<32x17x17x96xf32>
  %92 = net.avg_pool "s00080" %91 {ksize = array<i64: 17, 17>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x17x17x96xf32> -> tensor<32x1x1x96xf32>
}
