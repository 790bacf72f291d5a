net.network "chunk-b032-00" {
  %0 = net.input "s00000/in" : tensor<32x56x56x256xf32>
  %1 = net.elementwise "s00000/feed" %0 {kind = #net<elementwise sum>} : tensor<32x56x56x256xf32> -> tensor<32x56x56x256xf32>
  %2 = net.avg_pool "s00000" %1 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x56x56x256xf32> -> tensor<32x56x56x256xf32>
  %3 = net.input "s00004/in" : tensor<32x14x14x384xf32>
  %4 = net.elementwise "s00004/feed" %3 {kind = #net<elementwise sum>} : tensor<32x14x14x384xf32> -> tensor<32x14x14x384xf32>
  %5 = net.avg_pool "s00004" %4 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 14, 14>} : tensor<32x14x14x384xf32> -> tensor<32x1x1x384xf32>
  %6 = net.input "s00005/in" : tensor<32x17x17x96xf32>
  %7 = net.elementwise "s00005/feed" %6 {kind = #net<elementwise sum>} : tensor<32x17x17x96xf32> -> tensor<32x17x17x96xf32>
  %8 = net.max_pool "s00005" %7 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x17x17x96xf32> -> tensor<32x8x8x96xf32>
  %9 = net.input "s00012/in" : tensor<32x8x8x192xf32>
  %10 = net.elementwise "s00012/feed" %9 {kind = #net<elementwise sum>} : tensor<32x8x8x192xf32> -> tensor<32x8x8x192xf32>
  %11 = net.avg_pool "s00012" %10 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x8x8x192xf32> -> tensor<32x4x4x192xf32>
  %12 = net.input "s00014/in" : tensor<32x7x7x192xf32>
  %13 = net.elementwise "s00014/feed" %12 {kind = #net<elementwise sum>} : tensor<32x7x7x192xf32> -> tensor<32x7x7x192xf32>
  %14 = net.max_pool "s00014" %13 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x7x7x192xf32> -> tensor<32x7x7x192xf32>
  %15 = net.input "s00017/in" : tensor<32x28x28x144xf32>
  %16 = net.elementwise "s00017/feed" %15 {kind = #net<elementwise sum>} : tensor<32x28x28x144xf32> -> tensor<32x28x28x144xf32>
  %17 = net.avg_pool "s00017" %16 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<32x28x28x144xf32> -> tensor<32x1x1x144xf32>
  %18 = net.input "s00021/in" : tensor<32x10x10x32xf32>
  %19 = net.elementwise "s00021/feed" %18 {kind = #net<elementwise sum>} : tensor<32x10x10x32xf32> -> tensor<32x10x10x32xf32>
  %20 = net.avg_pool "s00021" %19 {ksize = array<i64: 10, 10>, padding = #net<padding valid>, strides = array<i64: 10, 10>} : tensor<32x10x10x32xf32> -> tensor<32x1x1x32xf32>
  %21 = net.input "s00028/in" : tensor<32x35x35x512xf32>
  %22 = net.elementwise "s00028/feed" %21 {kind = #net<elementwise sum>} : tensor<32x35x35x512xf32> -> tensor<32x35x35x512xf32>
  %23 = net.max_pool "s00028" %22 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x35x35x512xf32> -> tensor<32x17x17x512xf32>
  %24 = net.input "s00029/in" : tensor<32x7x7x672xf32>
  %25 = net.elementwise "s00029/feed" %24 {kind = #net<elementwise sum>} : tensor<32x7x7x672xf32> -> tensor<32x7x7x672xf32>
  %26 = net.max_pool "s00029" %25 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x7x7x672xf32> -> tensor<32x3x3x672xf32>
  %27 = net.input "s00034/in" : tensor<32x28x28x384xf32>
  %28 = net.elementwise "s00034/feed" %27 {kind = #net<elementwise sum>} : tensor<32x28x28x384xf32> -> tensor<32x28x28x384xf32>
  %29 = net.avg_pool "s00034" %28 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x28x28x384xf32> -> tensor<32x14x14x384xf32>
  %30 = net.input "s00041/in" : tensor<32x10x10x144xf32>
  %31 = net.elementwise "s00041/feed" %30 {kind = #net<elementwise sum>} : tensor<32x10x10x144xf32> -> tensor<32x10x10x144xf32>
  %32 = net.avg_pool "s00041" %31 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x10x10x144xf32> -> tensor<32x5x5x144xf32>
  %33 = net.input "s00043/in" : tensor<32x56x56x48xf32>
  %34 = net.elementwise "s00043/feed" %33 {kind = #net<elementwise sum>} : tensor<32x56x56x48xf32> -> tensor<32x56x56x48xf32>
  %35 = net.avg_pool "s00043" %34 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x56x56x48xf32> -> tensor<32x1x1x48xf32>
  %36 = net.input "s00051/in" : tensor<32x28x28x256xf32>
  %37 = net.elementwise "s00051/feed" %36 {kind = #net<elementwise sum>} : tensor<32x28x28x256xf32> -> tensor<32x28x28x256xf32>
  %38 = net.avg_pool "s00051" %37 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<32x28x28x256xf32> -> tensor<32x1x1x256xf32>
  %39 = net.input "s00059/in" : tensor<32x14x14x384xf32>
  %40 = net.elementwise "s00059/feed" %39 {kind = #net<elementwise sum>} : tensor<32x14x14x384xf32> -> tensor<32x14x14x384xf32>
  %41 = net.max_pool "s00059" %40 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x14x14x384xf32> -> tensor<32x14x14x384xf32>
  %42 = net.input "s00060/in" : tensor<32x38x38x64xf32>
  %43 = net.elementwise "s00060/feed" %42 {kind = #net<elementwise sum>} : tensor<32x38x38x64xf32> -> tensor<32x38x38x64xf32>
  %44 = net.max_pool "s00060" %43 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x38x38x64xf32> -> tensor<32x19x19x64xf32>
  %45 = net.input "s00069/in" : tensor<32x112x112x64xf32>
  %46 = net.elementwise "s00069/feed" %45 {kind = #net<elementwise sum>} : tensor<32x112x112x64xf32> -> tensor<32x112x112x64xf32>
  %47 = net.avg_pool "s00069" %46 {ksize = array<i64: 112, 112>, padding = #net<padding valid>, strides = array<i64: 112, 112>} : tensor<32x112x112x64xf32> -> tensor<32x1x1x64xf32>
  %48 = net.input "s00083/in" : tensor<32x28x28x64xf32>
  %49 = net.elementwise "s00083/feed" %48 {kind = #net<elementwise sum>} : tensor<32x28x28x64xf32> -> tensor<32x28x28x64xf32>
  %50 = net.avg_pool "s00083" %49 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<32x28x28x64xf32> -> tensor<32x1x1x64xf32>
  %51 = net.input "s00085/in" : tensor<32x8x8x200xf32>
  %52 = net.elementwise "s00085/feed" %51 {kind = #net<elementwise sum>} : tensor<32x8x8x200xf32> -> tensor<32x8x8x200xf32>
  %53 = net.avg_pool "s00085" %52 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x8x8x200xf32> -> tensor<32x4x4x200xf32>
  %54 = net.input "s00088/in" : tensor<32x112x112x96xf32>
  %55 = net.elementwise "s00088/feed" %54 {kind = #net<elementwise sum>} : tensor<32x112x112x96xf32> -> tensor<32x112x112x96xf32>
  %56 = net.avg_pool "s00088" %55 {ksize = array<i64: 112, 112>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x112x112x96xf32> -> tensor<32x1x1x96xf32>
  %57 = net.input "s00092/in" : tensor<32x28x28x192xf32>
  %58 = net.elementwise "s00092/feed" %57 {kind = #net<elementwise sum>} : tensor<32x28x28x192xf32> -> tensor<32x28x28x192xf32>
  %59 = net.avg_pool "s00092" %58 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x28x28x192xf32> -> tensor<32x1x1x192xf32>
  %60 = net.input "s00094/in" : tensor<32x19x19x768xf32>
  %61 = net.elementwise "s00094/feed" %60 {kind = #net<elementwise sum>} : tensor<32x19x19x768xf32> -> tensor<32x19x19x768xf32>
  %62 = net.avg_pool "s00094" %61 {ksize = array<i64: 19, 19>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x19x19x768xf32> -> tensor<32x1x1x768xf32>
  %63 = net.input "s00096/in" : tensor<32x14x14x256xf32>
  %64 = net.elementwise "s00096/feed" %63 {kind = #net<elementwise sum>} : tensor<32x14x14x256xf32> -> tensor<32x14x14x256xf32>
  %65 = net.avg_pool "s00096" %64 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 14, 14>} : tensor<32x14x14x256xf32> -> tensor<32x1x1x256xf32>
  %66 = net.input "s00100/in" : tensor<32x7x7x184xf32>
  %67 = net.elementwise "s00100/feed" %66 {kind = #net<elementwise sum>} : tensor<32x7x7x184xf32> -> tensor<32x7x7x184xf32>
  %68 = net.max_pool "s00100" %67 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x7x7x184xf32> -> tensor<32x7x7x184xf32>
  %69 = net.input "s00102/in" : tensor<32x27x27x1152xf32>
  %70 = net.elementwise "s00102/feed" %69 {kind = #net<elementwise sum>} : tensor<32x27x27x1152xf32> -> tensor<32x27x27x1152xf32>
  %71 = net.avg_pool "s00102" %70 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x27x27x1152xf32> -> tensor<32x14x14x1152xf32>
  %72 = net.input "s00106/in" : tensor<32x7x7x768xf32>
  %73 = net.elementwise "s00106/feed" %72 {kind = #net<elementwise sum>} : tensor<32x7x7x768xf32> -> tensor<32x7x7x768xf32>
  %74 = net.avg_pool "s00106" %73 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x7x7x768xf32> -> tensor<32x4x4x768xf32>
}
