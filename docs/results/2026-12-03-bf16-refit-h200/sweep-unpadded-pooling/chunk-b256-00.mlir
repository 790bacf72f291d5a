net.network "chunk-b256-00" {
  %0 = net.input "s00002/in" : tensor<256x19x19x288xf32>
  %1 = net.elementwise "s00002/feed" %0 {kind = #net<elementwise sum>} : tensor<256x19x19x288xf32> -> tensor<256x19x19x288xf32>
  %2 = net.avg_pool "s00002" %1 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x19x19x288xf32> -> tensor<256x9x9x288xf32>
  %3 = net.input "s00017/in" : tensor<256x7x7x24xf32>
  %4 = net.elementwise "s00017/feed" %3 {kind = #net<elementwise sum>} : tensor<256x7x7x24xf32> -> tensor<256x7x7x24xf32>
  %5 = net.max_pool "s00017" %4 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x7x7x24xf32> -> tensor<256x5x5x24xf32>
  %6 = net.input "s00022/in" : tensor<256x112x112x32xf32>
  %7 = net.elementwise "s00022/feed" %6 {kind = #net<elementwise sum>} : tensor<256x112x112x32xf32> -> tensor<256x112x112x32xf32>
  %8 = net.max_pool "s00022" %7 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x112x112x32xf32> -> tensor<256x55x55x32xf32>
  %9 = net.input "s00031/in" : tensor<256x14x14x184xf32>
  %10 = net.elementwise "s00031/feed" %9 {kind = #net<elementwise sum>} : tensor<256x14x14x184xf32> -> tensor<256x14x14x184xf32>
  %11 = net.max_pool "s00031" %10 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x14x14x184xf32> -> tensor<256x6x6x184xf32>
  %12 = net.input "s00032/in" : tensor<256x28x28x192xf32>
  %13 = net.elementwise "s00032/feed" %12 {kind = #net<elementwise sum>} : tensor<256x28x28x192xf32> -> tensor<256x28x28x192xf32>
  %14 = net.max_pool "s00032" %13 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x28x28x192xf32> -> tensor<256x26x26x192xf32>
  %15 = net.input "s00043/in" : tensor<256x7x7x1152xf32>
  %16 = net.elementwise "s00043/feed" %15 {kind = #net<elementwise sum>} : tensor<256x7x7x1152xf32> -> tensor<256x7x7x1152xf32>
  %17 = net.max_pool "s00043" %16 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x7x7x1152xf32> -> tensor<256x3x3x1152xf32>
  %18 = net.input "s00053/in" : tensor<256x14x14x192xf32>
  %19 = net.elementwise "s00053/feed" %18 {kind = #net<elementwise sum>} : tensor<256x14x14x192xf32> -> tensor<256x14x14x192xf32>
  %20 = net.avg_pool "s00053" %19 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x14x14x192xf32> -> tensor<256x6x6x192xf32>
  %21 = net.input "s00059/in" : tensor<256x35x35x64xf32>
  %22 = net.elementwise "s00059/feed" %21 {kind = #net<elementwise sum>} : tensor<256x35x35x64xf32> -> tensor<256x35x35x64xf32>
  %23 = net.max_pool "s00059" %22 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x35x35x64xf32> -> tensor<256x17x17x64xf32>
  %24 = net.input "s00065/in" : tensor<256x19x19x48xf32>
  %25 = net.elementwise "s00065/feed" %24 {kind = #net<elementwise sum>} : tensor<256x19x19x48xf32> -> tensor<256x19x19x48xf32>
  %26 = net.avg_pool "s00065" %25 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x19x19x48xf32> -> tensor<256x17x17x48xf32>
  %27 = net.input "s00072/in" : tensor<256x28x28x120xf32>
  %28 = net.elementwise "s00072/feed" %27 {kind = #net<elementwise sum>} : tensor<256x28x28x120xf32> -> tensor<256x28x28x120xf32>
  %29 = net.max_pool "s00072" %28 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x28x28x120xf32> -> tensor<256x26x26x120xf32>
  %30 = net.input "s00075/in" : tensor<256x7x7x672xf32>
  %31 = net.elementwise "s00075/feed" %30 {kind = #net<elementwise sum>} : tensor<256x7x7x672xf32> -> tensor<256x7x7x672xf32>
  %32 = net.max_pool "s00075" %31 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x7x7x672xf32> -> tensor<256x5x5x672xf32>
  %33 = net.input "s00078/in" : tensor<256x55x55x128xf32>
  %34 = net.elementwise "s00078/feed" %33 {kind = #net<elementwise sum>} : tensor<256x55x55x128xf32> -> tensor<256x55x55x128xf32>
  %35 = net.max_pool "s00078" %34 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x55x55x128xf32> -> tensor<256x53x53x128xf32>
  %36 = net.input "s00103/in" : tensor<256x13x13x2048xf32>
  %37 = net.elementwise "s00103/feed" %36 {kind = #net<elementwise sum>} : tensor<256x13x13x2048xf32> -> tensor<256x13x13x2048xf32>
  %38 = net.avg_pool "s00103" %37 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x13x13x2048xf32> -> tensor<256x6x6x2048xf32>
  %39 = net.input "s00108/in" : tensor<256x55x55x32xf32>
  %40 = net.elementwise "s00108/feed" %39 {kind = #net<elementwise sum>} : tensor<256x55x55x32xf32> -> tensor<256x55x55x32xf32>
  %41 = net.max_pool "s00108" %40 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x55x55x32xf32> -> tensor<256x27x27x32xf32>
  %42 = net.input "s00113/in" : tensor<256x7x7x384xf32>
  %43 = net.elementwise "s00113/feed" %42 {kind = #net<elementwise sum>} : tensor<256x7x7x384xf32> -> tensor<256x7x7x384xf32>
  %44 = net.avg_pool "s00113" %43 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x7x7x384xf32> -> tensor<256x3x3x384xf32>
  %45 = net.input "s00116/in" : tensor<256x55x55x48xf32>
  %46 = net.elementwise "s00116/feed" %45 {kind = #net<elementwise sum>} : tensor<256x55x55x48xf32> -> tensor<256x55x55x48xf32>
  %47 = net.max_pool "s00116" %46 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x55x55x48xf32> -> tensor<256x27x27x48xf32>
  %48 = net.input "s00133/in" : tensor<256x13x13x256xf32>
  %49 = net.elementwise "s00133/feed" %48 {kind = #net<elementwise sum>} : tensor<256x13x13x256xf32> -> tensor<256x13x13x256xf32>
  %50 = net.avg_pool "s00133" %49 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x13x13x256xf32> -> tensor<256x6x6x256xf32>
  %51 = net.input "s00142/in" : tensor<256x14x14x192xf32>
  %52 = net.elementwise "s00142/feed" %51 {kind = #net<elementwise sum>} : tensor<256x14x14x192xf32> -> tensor<256x14x14x192xf32>
  %53 = net.max_pool "s00142" %52 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x14x14x192xf32> -> tensor<256x6x6x192xf32>
  %54 = net.input "s00143/in" : tensor<256x14x14x768xf32>
  %55 = net.elementwise "s00143/feed" %54 {kind = #net<elementwise sum>} : tensor<256x14x14x768xf32> -> tensor<256x14x14x768xf32>
  %56 = net.max_pool "s00143" %55 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x14x14x768xf32> -> tensor<256x6x6x768xf32>
  %57 = net.input "s00148/in" : tensor<256x7x7x128xf32>
  %58 = net.elementwise "s00148/feed" %57 {kind = #net<elementwise sum>} : tensor<256x7x7x128xf32> -> tensor<256x7x7x128xf32>
  %59 = net.avg_pool "s00148" %58 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x7x7x128xf32> -> tensor<256x3x3x128xf32>
  %60 = net.input "s00168/in" : tensor<256x27x27x144xf32>
  %61 = net.elementwise "s00168/feed" %60 {kind = #net<elementwise sum>} : tensor<256x27x27x144xf32> -> tensor<256x27x27x144xf32>
  %62 = net.avg_pool "s00168" %61 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x27x27x144xf32> -> tensor<256x13x13x144xf32>
  %63 = net.input "s00183/in" : tensor<256x35x35x96xf32>
  %64 = net.elementwise "s00183/feed" %63 {kind = #net<elementwise sum>} : tensor<256x35x35x96xf32> -> tensor<256x35x35x96xf32>
  %65 = net.max_pool "s00183" %64 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x35x35x96xf32> -> tensor<256x17x17x96xf32>
  %66 = net.input "s00198/in" : tensor<256x19x19x16xf32>
  %67 = net.elementwise "s00198/feed" %66 {kind = #net<elementwise sum>} : tensor<256x19x19x16xf32> -> tensor<256x19x19x16xf32>
  %68 = net.max_pool "s00198" %67 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x19x19x16xf32> -> tensor<256x17x17x16xf32>
  %69 = net.input "s00199/in" : tensor<256x112x112x32xf32>
  %70 = net.elementwise "s00199/feed" %69 {kind = #net<elementwise sum>} : tensor<256x112x112x32xf32> -> tensor<256x112x112x32xf32>
  %71 = net.max_pool "s00199" %70 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x112x112x32xf32> -> tensor<256x110x110x32xf32>
  %72 = net.input "s00205/in" : tensor<256x7x7x768xf32>
  %73 = net.elementwise "s00205/feed" %72 {kind = #net<elementwise sum>} : tensor<256x7x7x768xf32> -> tensor<256x7x7x768xf32>
  %74 = net.avg_pool "s00205" %73 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x7x7x768xf32> -> tensor<256x3x3x768xf32>
}
