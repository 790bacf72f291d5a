net.network "chunk-b016-01" {
  %0 = net.input "s00240/in" : tensor<16x14x14x24xf32>
  %1 = net.elementwise "s00240/feed" %0 {kind = #net<elementwise sum>} : tensor<16x14x14x24xf32> -> tensor<16x14x14x24xf32>
  %2 = net.max_pool "s00240" %1 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x14x14x24xf32> -> tensor<16x7x7x24xf32>
  %3 = net.input "s00257/in" : tensor<16x7x7x384xf32>
  %4 = net.elementwise "s00257/feed" %3 {kind = #net<elementwise sum>} : tensor<16x7x7x384xf32> -> tensor<16x7x7x384xf32>
  %5 = net.avg_pool "s00257" %4 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 7, 7>} : tensor<16x7x7x384xf32> -> tensor<16x1x1x384xf32>
  %6 = net.input "s00259/in" : tensor<16x112x112x256xf32>
  %7 = net.elementwise "s00259/feed" %6 {kind = #net<elementwise sum>} : tensor<16x112x112x256xf32> -> tensor<16x112x112x256xf32>
  %8 = net.avg_pool "s00259" %7 {ksize = array<i64: 112, 112>, padding = #net<padding valid>, strides = array<i64: 112, 112>} : tensor<16x112x112x256xf32> -> tensor<16x1x1x256xf32>
  %9 = net.input "s00284/in" : tensor<16x56x56x672xf32>
  %10 = net.elementwise "s00284/feed" %9 {kind = #net<elementwise sum>} : tensor<16x56x56x672xf32> -> tensor<16x56x56x672xf32>
  %11 = net.avg_pool "s00284" %10 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x56x56x672xf32> -> tensor<16x56x56x672xf32>
  %12 = net.input "s00290/in" : tensor<16x112x112x40xf32>
  %13 = net.elementwise "s00290/feed" %12 {kind = #net<elementwise sum>} : tensor<16x112x112x40xf32> -> tensor<16x112x112x40xf32>
  %14 = net.avg_pool "s00290" %13 {ksize = array<i64: 112, 112>, padding = #net<padding valid>, strides = array<i64: 112, 112>} : tensor<16x112x112x40xf32> -> tensor<16x1x1x40xf32>
  %15 = net.input "s00298/in" : tensor<16x112x112x192xf32>
  %16 = net.elementwise "s00298/feed" %15 {kind = #net<elementwise sum>} : tensor<16x112x112x192xf32> -> tensor<16x112x112x192xf32>
  %17 = net.avg_pool "s00298" %16 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x112x112x192xf32> -> tensor<16x56x56x192xf32>
  %18 = net.input "s00304/in" : tensor<16x14x14x1024xf32>
  %19 = net.elementwise "s00304/feed" %18 {kind = #net<elementwise sum>} : tensor<16x14x14x1024xf32> -> tensor<16x14x14x1024xf32>
  %20 = net.max_pool "s00304" %19 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x14x14x1024xf32> -> tensor<16x7x7x1024xf32>
  %21 = net.input "s00310/in" : tensor<16x112x112x192xf32>
  %22 = net.elementwise "s00310/feed" %21 {kind = #net<elementwise sum>} : tensor<16x112x112x192xf32> -> tensor<16x112x112x192xf32>
  %23 = net.avg_pool "s00310" %22 {ksize = array<i64: 112, 112>, padding = #net<padding valid>, strides = array<i64: 112, 112>} : tensor<16x112x112x192xf32> -> tensor<16x1x1x192xf32>
  %24 = net.input "s00322/in" : tensor<16x38x38x32xf32>
  %25 = net.elementwise "s00322/feed" %24 {kind = #net<elementwise sum>} : tensor<16x38x38x32xf32> -> tensor<16x38x38x32xf32>
  %26 = net.max_pool "s00322" %25 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x38x38x32xf32> -> tensor<16x38x38x32xf32>
  %27 = net.input "s00328/in" : tensor<16x56x56x96xf32>
  %28 = net.elementwise "s00328/feed" %27 {kind = #net<elementwise sum>} : tensor<16x56x56x96xf32> -> tensor<16x56x56x96xf32>
  %29 = net.avg_pool "s00328" %28 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x56x56x96xf32> -> tensor<16x28x28x96xf32>
  %30 = net.input "s00334/in" : tensor<16x10x10x192xf32>
  %31 = net.elementwise "s00334/feed" %30 {kind = #net<elementwise sum>} : tensor<16x10x10x192xf32> -> tensor<16x10x10x192xf32>
  %32 = net.max_pool "s00334" %31 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x10x10x192xf32> -> tensor<16x10x10x192xf32>
  %33 = net.input "s00335/in" : tensor<16x7x7x1152xf32>
  %34 = net.elementwise "s00335/feed" %33 {kind = #net<elementwise sum>} : tensor<16x7x7x1152xf32> -> tensor<16x7x7x1152xf32>
  %35 = net.avg_pool "s00335" %34 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 7, 7>} : tensor<16x7x7x1152xf32> -> tensor<16x1x1x1152xf32>
  %36 = net.input "s00357/in" : tensor<16x17x17x128xf32>
  %37 = net.elementwise "s00357/feed" %36 {kind = #net<elementwise sum>} : tensor<16x17x17x128xf32> -> tensor<16x17x17x128xf32>
  %38 = net.avg_pool "s00357" %37 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x17x17x128xf32> -> tensor<16x8x8x128xf32>
  %39 = net.input "s00359/in" : tensor<16x28x28x1024xf32>
  %40 = net.elementwise "s00359/feed" %39 {kind = #net<elementwise sum>} : tensor<16x28x28x1024xf32> -> tensor<16x28x28x1024xf32>
  %41 = net.avg_pool "s00359" %40 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<16x28x28x1024xf32> -> tensor<16x1x1x1024xf32>
  %42 = net.input "s00378/in" : tensor<16x56x56x1152xf32>
  %43 = net.elementwise "s00378/feed" %42 {kind = #net<elementwise sum>} : tensor<16x56x56x1152xf32> -> tensor<16x56x56x1152xf32>
  %44 = net.avg_pool "s00378" %43 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x56x56x1152xf32> -> tensor<16x28x28x1152xf32>
  %45 = net.input "s00383/in" : tensor<16x28x28x288xf32>
  %46 = net.elementwise "s00383/feed" %45 {kind = #net<elementwise sum>} : tensor<16x28x28x288xf32> -> tensor<16x28x28x288xf32>
  %47 = net.avg_pool "s00383" %46 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<16x28x28x288xf32> -> tensor<16x1x1x288xf32>
  %48 = net.input "s00394/in" : tensor<16x28x28x1024xf32>
  %49 = net.elementwise "s00394/feed" %48 {kind = #net<elementwise sum>} : tensor<16x28x28x1024xf32> -> tensor<16x28x28x1024xf32>
  %50 = net.avg_pool "s00394" %49 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<16x28x28x1024xf32> -> tensor<16x1x1x1024xf32>
}
