net.network "chunk-b016-00" {
  %0 = net.input "s00011/in" : tensor<16x14x14x768xf32>
  %1 = net.elementwise "s00011/feed" %0 {kind = #net<elementwise sum>} : tensor<16x14x14x768xf32> -> tensor<16x14x14x768xf32>
  %2 = net.avg_pool "s00011" %1 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x14x14x768xf32> -> tensor<16x7x7x768xf32>
  %3 = net.input "s00013/in" : tensor<16x56x56x64xf32>
  %4 = net.elementwise "s00013/feed" %3 {kind = #net<elementwise sum>} : tensor<16x56x56x64xf32> -> tensor<16x56x56x64xf32>
  %5 = net.avg_pool "s00013" %4 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x56x56x64xf32> -> tensor<16x28x28x64xf32>
  %6 = net.input "s00024/in" : tensor<16x38x38x192xf32>
  %7 = net.elementwise "s00024/feed" %6 {kind = #net<elementwise sum>} : tensor<16x38x38x192xf32> -> tensor<16x38x38x192xf32>
  %8 = net.max_pool "s00024" %7 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x38x38x192xf32> -> tensor<16x19x19x192xf32>
  %9 = net.input "s00027/in" : tensor<16x14x14x64xf32>
  %10 = net.elementwise "s00027/feed" %9 {kind = #net<elementwise sum>} : tensor<16x14x14x64xf32> -> tensor<16x14x14x64xf32>
  %11 = net.avg_pool "s00027" %10 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x14x14x64xf32> -> tensor<16x7x7x64xf32>
  %12 = net.input "s00030/in" : tensor<16x28x28x128xf32>
  %13 = net.elementwise "s00030/feed" %12 {kind = #net<elementwise sum>} : tensor<16x28x28x128xf32> -> tensor<16x28x28x128xf32>
  %14 = net.max_pool "s00030" %13 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x28x28x128xf32> -> tensor<16x14x14x128xf32>
  %15 = net.input "s00031/in" : tensor<16x56x56x2048xf32>
  %16 = net.elementwise "s00031/feed" %15 {kind = #net<elementwise sum>} : tensor<16x56x56x2048xf32> -> tensor<16x56x56x2048xf32>
  %17 = net.max_pool "s00031" %16 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x56x56x2048xf32> -> tensor<16x28x28x2048xf32>
  %18 = net.input "s00036/in" : tensor<16x56x56x512xf32>
  %19 = net.elementwise "s00036/feed" %18 {kind = #net<elementwise sum>} : tensor<16x56x56x512xf32> -> tensor<16x56x56x512xf32>
  %20 = net.avg_pool "s00036" %19 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 56, 56>} : tensor<16x56x56x512xf32> -> tensor<16x1x1x512xf32>
  %21 = net.input "s00046/in" : tensor<16x27x27x32xf32>
  %22 = net.elementwise "s00046/feed" %21 {kind = #net<elementwise sum>} : tensor<16x27x27x32xf32> -> tensor<16x27x27x32xf32>
  %23 = net.max_pool "s00046" %22 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x27x27x32xf32> -> tensor<16x14x14x32xf32>
  %24 = net.input "s00050/in" : tensor<16x56x56x240xf32>
  %25 = net.elementwise "s00050/feed" %24 {kind = #net<elementwise sum>} : tensor<16x56x56x240xf32> -> tensor<16x56x56x240xf32>
  %26 = net.avg_pool "s00050" %25 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 56, 56>} : tensor<16x56x56x240xf32> -> tensor<16x1x1x240xf32>
  %27 = net.input "s00067/in" : tensor<16x14x14x16xf32>
  %28 = net.elementwise "s00067/feed" %27 {kind = #net<elementwise sum>} : tensor<16x14x14x16xf32> -> tensor<16x14x14x16xf32>
  %29 = net.avg_pool "s00067" %28 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x14x14x16xf32> -> tensor<16x7x7x16xf32>
  %30 = net.input "s00080/in" : tensor<16x17x17x64xf32>
  %31 = net.elementwise "s00080/feed" %30 {kind = #net<elementwise sum>} : tensor<16x17x17x64xf32> -> tensor<16x17x17x64xf32>
  %32 = net.avg_pool "s00080" %31 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x17x17x64xf32> -> tensor<16x9x9x64xf32>
  %33 = net.input "s00084/in" : tensor<16x224x224x120xf32>
  %34 = net.elementwise "s00084/feed" %33 {kind = #net<elementwise sum>} : tensor<16x224x224x120xf32> -> tensor<16x224x224x120xf32>
  %35 = net.avg_pool "s00084" %34 {ksize = array<i64: 224, 224>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<16x224x224x120xf32> -> tensor<16x1x1x120xf32>
  %36 = net.input "s00086/in" : tensor<16x38x38x288xf32>
  %37 = net.elementwise "s00086/feed" %36 {kind = #net<elementwise sum>} : tensor<16x38x38x288xf32> -> tensor<16x38x38x288xf32>
  %38 = net.avg_pool "s00086" %37 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x38x38x288xf32> -> tensor<16x19x19x288xf32>
  %39 = net.input "s00107/in" : tensor<16x14x14x256xf32>
  %40 = net.elementwise "s00107/feed" %39 {kind = #net<elementwise sum>} : tensor<16x14x14x256xf32> -> tensor<16x14x14x256xf32>
  %41 = net.max_pool "s00107" %40 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x14x14x256xf32> -> tensor<16x7x7x256xf32>
  %42 = net.input "s00109/in" : tensor<16x56x56x64xf32>
  %43 = net.elementwise "s00109/feed" %42 {kind = #net<elementwise sum>} : tensor<16x56x56x64xf32> -> tensor<16x56x56x64xf32>
  %44 = net.avg_pool "s00109" %43 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<16x56x56x64xf32> -> tensor<16x1x1x64xf32>
  %45 = net.input "s00169/in" : tensor<16x14x14x16xf32>
  %46 = net.elementwise "s00169/feed" %45 {kind = #net<elementwise sum>} : tensor<16x14x14x16xf32> -> tensor<16x14x14x16xf32>
  %47 = net.avg_pool "s00169" %46 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x14x14x16xf32> -> tensor<16x7x7x16xf32>
  %48 = net.input "s00175/in" : tensor<16x7x7x200xf32>
  %49 = net.elementwise "s00175/feed" %48 {kind = #net<elementwise sum>} : tensor<16x7x7x200xf32> -> tensor<16x7x7x200xf32>
  %50 = net.avg_pool "s00175" %49 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x7x7x200xf32> -> tensor<16x3x3x200xf32>
  %51 = net.input "s00188/in" : tensor<16x17x17x1152xf32>
  %52 = net.elementwise "s00188/feed" %51 {kind = #net<elementwise sum>} : tensor<16x17x17x1152xf32> -> tensor<16x17x17x1152xf32>
  %53 = net.max_pool "s00188" %52 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x17x17x1152xf32> -> tensor<16x8x8x1152xf32>
  %54 = net.input "s00203/in" : tensor<16x17x17x96xf32>
  %55 = net.elementwise "s00203/feed" %54 {kind = #net<elementwise sum>} : tensor<16x17x17x96xf32> -> tensor<16x17x17x96xf32>
  %56 = net.max_pool "s00203" %55 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x17x17x96xf32> -> tensor<16x17x17x96xf32>
  %57 = net.input "s00208/in" : tensor<16x10x10x24xf32>
  %58 = net.elementwise "s00208/feed" %57 {kind = #net<elementwise sum>} : tensor<16x10x10x24xf32> -> tensor<16x10x10x24xf32>
  %59 = net.avg_pool "s00208" %58 {ksize = array<i64: 10, 10>, padding = #net<padding valid>, strides = array<i64: 10, 10>} : tensor<16x10x10x24xf32> -> tensor<16x1x1x24xf32>
  %60 = net.input "s00216/in" : tensor<16x112x112x24xf32>
  %61 = net.elementwise "s00216/feed" %60 {kind = #net<elementwise sum>} : tensor<16x112x112x24xf32> -> tensor<16x112x112x24xf32>
  %62 = net.avg_pool "s00216" %61 {ksize = array<i64: 112, 112>, padding = #net<padding valid>, strides = array<i64: 112, 112>} : tensor<16x112x112x24xf32> -> tensor<16x1x1x24xf32>
  %63 = net.input "s00221/in" : tensor<16x7x7x128xf32>
  %64 = net.elementwise "s00221/feed" %63 {kind = #net<elementwise sum>} : tensor<16x7x7x128xf32> -> tensor<16x7x7x128xf32>
  %65 = net.avg_pool "s00221" %64 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 7, 7>} : tensor<16x7x7x128xf32> -> tensor<16x1x1x128xf32>
  %66 = net.input "s00228/in" : tensor<16x38x38x24xf32>
  %67 = net.elementwise "s00228/feed" %66 {kind = #net<elementwise sum>} : tensor<16x38x38x24xf32> -> tensor<16x38x38x24xf32>
  %68 = net.max_pool "s00228" %67 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x38x38x24xf32> -> tensor<16x19x19x24xf32>
  %69 = net.input "s00229/in" : tensor<16x112x112x40xf32>
  %70 = net.elementwise "s00229/feed" %69 {kind = #net<elementwise sum>} : tensor<16x112x112x40xf32> -> tensor<16x112x112x40xf32>
  %71 = net.avg_pool "s00229" %70 {ksize = array<i64: 112, 112>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<16x112x112x40xf32> -> tensor<16x1x1x40xf32>
  %72 = net.input "s00232/in" : tensor<16x56x56x576xf32>
  %73 = net.elementwise "s00232/feed" %72 {kind = #net<elementwise sum>} : tensor<16x56x56x576xf32> -> tensor<16x56x56x576xf32>
  %74 = net.avg_pool "s00232" %73 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x56x56x576xf32> -> tensor<16x28x28x576xf32>
}
