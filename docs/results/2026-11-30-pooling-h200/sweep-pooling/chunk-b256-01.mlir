net.network "chunk-b256-01" {
  %0 = net.input "s00201/in" : tensor<256x7x7x256xf32>
  %1 = net.elementwise "s00201/feed" %0 {kind = #net<elementwise sum>} : tensor<256x7x7x256xf32> -> tensor<256x7x7x256xf32>
  %2 = net.avg_pool "s00201" %1 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 7, 7>} : tensor<256x7x7x256xf32> -> tensor<256x1x1x256xf32>
  %3 = net.input "s00207/in" : tensor<256x7x7x24xf32>
  %4 = net.elementwise "s00207/feed" %3 {kind = #net<elementwise sum>} : tensor<256x7x7x24xf32> -> tensor<256x7x7x24xf32>
  %5 = net.avg_pool "s00207" %4 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x7x7x24xf32> -> tensor<256x1x1x24xf32>
  %6 = net.input "s00219/in" : tensor<256x28x28x144xf32>
  %7 = net.elementwise "s00219/feed" %6 {kind = #net<elementwise sum>} : tensor<256x28x28x144xf32> -> tensor<256x28x28x144xf32>
  %8 = net.max_pool "s00219" %7 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<256x28x28x144xf32> -> tensor<256x14x14x144xf32>
  %9 = net.input "s00230/in" : tensor<256x7x7x24xf32>
  %10 = net.elementwise "s00230/feed" %9 {kind = #net<elementwise sum>} : tensor<256x7x7x24xf32> -> tensor<256x7x7x24xf32>
  %11 = net.avg_pool "s00230" %10 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 7, 7>} : tensor<256x7x7x24xf32> -> tensor<256x1x1x24xf32>
  %12 = net.input "s00241/in" : tensor<256x14x14x1152xf32>
  %13 = net.elementwise "s00241/feed" %12 {kind = #net<elementwise sum>} : tensor<256x14x14x1152xf32> -> tensor<256x14x14x1152xf32>
  %14 = net.avg_pool "s00241" %13 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x14x14x1152xf32> -> tensor<256x7x7x1152xf32>
  %15 = net.input "s00247/in" : tensor<256x7x7x192xf32>
  %16 = net.elementwise "s00247/feed" %15 {kind = #net<elementwise sum>} : tensor<256x7x7x192xf32> -> tensor<256x7x7x192xf32>
  %17 = net.avg_pool "s00247" %16 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x7x7x192xf32> -> tensor<256x7x7x192xf32>
  %18 = net.input "s00252/in" : tensor<256x14x14x384xf32>
  %19 = net.elementwise "s00252/feed" %18 {kind = #net<elementwise sum>} : tensor<256x14x14x384xf32> -> tensor<256x14x14x384xf32>
  %20 = net.avg_pool "s00252" %19 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x14x14x384xf32> -> tensor<256x1x1x384xf32>
  %21 = net.input "s00258/in" : tensor<256x14x14x192xf32>
  %22 = net.elementwise "s00258/feed" %21 {kind = #net<elementwise sum>} : tensor<256x14x14x192xf32> -> tensor<256x14x14x192xf32>
  %23 = net.max_pool "s00258" %22 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<256x14x14x192xf32> -> tensor<256x7x7x192xf32>
  %24 = net.input "s00266/in" : tensor<256x35x35x64xf32>
  %25 = net.elementwise "s00266/feed" %24 {kind = #net<elementwise sum>} : tensor<256x35x35x64xf32> -> tensor<256x35x35x64xf32>
  %26 = net.max_pool "s00266" %25 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<256x35x35x64xf32> -> tensor<256x18x18x64xf32>
  %27 = net.input "s00286/in" : tensor<256x17x17x512xf32>
  %28 = net.elementwise "s00286/feed" %27 {kind = #net<elementwise sum>} : tensor<256x17x17x512xf32> -> tensor<256x17x17x512xf32>
  %29 = net.avg_pool "s00286" %28 {ksize = array<i64: 17, 17>, padding = #net<padding valid>, strides = array<i64: 17, 17>} : tensor<256x17x17x512xf32> -> tensor<256x1x1x512xf32>
  %30 = net.input "s00287/in" : tensor<256x17x17x192xf32>
  %31 = net.elementwise "s00287/feed" %30 {kind = #net<elementwise sum>} : tensor<256x17x17x192xf32> -> tensor<256x17x17x192xf32>
  %32 = net.avg_pool "s00287" %31 {ksize = array<i64: 17, 17>, padding = #net<padding valid>, strides = array<i64: 17, 17>} : tensor<256x17x17x192xf32> -> tensor<256x1x1x192xf32>
  %33 = net.input "s00295/in" : tensor<256x28x28x184xf32>
  %34 = net.elementwise "s00295/feed" %33 {kind = #net<elementwise sum>} : tensor<256x28x28x184xf32> -> tensor<256x28x28x184xf32>
  %35 = net.avg_pool "s00295" %34 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<256x28x28x184xf32> -> tensor<256x14x14x184xf32>
  %36 = net.input "s00314/in" : tensor<256x38x38x32xf32>
  %37 = net.elementwise "s00314/feed" %36 {kind = #net<elementwise sum>} : tensor<256x38x38x32xf32> -> tensor<256x38x38x32xf32>
  %38 = net.max_pool "s00314" %37 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<256x38x38x32xf32> -> tensor<256x19x19x32xf32>
  %39 = net.input "s00315/in" : tensor<256x7x7x96xf32>
  %40 = net.elementwise "s00315/feed" %39 {kind = #net<elementwise sum>} : tensor<256x7x7x96xf32> -> tensor<256x7x7x96xf32>
  %41 = net.avg_pool "s00315" %40 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x7x7x96xf32> -> tensor<256x1x1x96xf32>
  %42 = net.input "s00326/in" : tensor<256x28x28x512xf32>
  %43 = net.elementwise "s00326/feed" %42 {kind = #net<elementwise sum>} : tensor<256x28x28x512xf32> -> tensor<256x28x28x512xf32>
  %44 = net.avg_pool "s00326" %43 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x28x28x512xf32> -> tensor<256x14x14x512xf32>
  %45 = net.input "s00330/in" : tensor<256x35x35x16xf32>
  %46 = net.elementwise "s00330/feed" %45 {kind = #net<elementwise sum>} : tensor<256x35x35x16xf32> -> tensor<256x35x35x16xf32>
  %47 = net.avg_pool "s00330" %46 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x35x35x16xf32> -> tensor<256x35x35x16xf32>
  %48 = net.input "s00340/in" : tensor<256x7x7x256xf32>
  %49 = net.elementwise "s00340/feed" %48 {kind = #net<elementwise sum>} : tensor<256x7x7x256xf32> -> tensor<256x7x7x256xf32>
  %50 = net.avg_pool "s00340" %49 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<256x7x7x256xf32> -> tensor<256x4x4x256xf32>
  %51 = net.input "s00374/in" : tensor<256x112x112x40xf32>
  %52 = net.elementwise "s00374/feed" %51 {kind = #net<elementwise sum>} : tensor<256x112x112x40xf32> -> tensor<256x112x112x40xf32>
  %53 = net.max_pool "s00374" %52 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<256x112x112x40xf32> -> tensor<256x56x56x40xf32>
  %54 = net.input "s00391/in" : tensor<256x14x14x1152xf32>
  %55 = net.elementwise "s00391/feed" %54 {kind = #net<elementwise sum>} : tensor<256x14x14x1152xf32> -> tensor<256x14x14x1152xf32>
  %56 = net.avg_pool "s00391" %55 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 14, 14>} : tensor<256x14x14x1152xf32> -> tensor<256x1x1x1152xf32>
  %57 = net.input "s00398/in" : tensor<256x56x56x128xf32>
  %58 = net.elementwise "s00398/feed" %57 {kind = #net<elementwise sum>} : tensor<256x56x56x128xf32> -> tensor<256x56x56x128xf32>
  %59 = net.avg_pool "s00398" %58 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x56x56x128xf32> -> tensor<256x1x1x128xf32>
}
