net.network "chunk-b128-01" {
  %0 = net.input "s00133/in" : tensor<128x56x56x48xf32>
  %1 = net.elementwise "s00133/feed" %0 {kind = #net<elementwise sum>} : tensor<128x56x56x48xf32> -> tensor<128x56x56x48xf32>
  %2 = net.avg_pool "s00133" %1 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 56, 56>} : tensor<128x56x56x48xf32> -> tensor<128x1x1x48xf32>
  %3 = net.input "s00136/in" : tensor<128x28x28x96xf32>
  %4 = net.elementwise "s00136/feed" %3 {kind = #net<elementwise sum>} : tensor<128x28x28x96xf32> -> tensor<128x28x28x96xf32>
  %5 = net.avg_pool "s00136" %4 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<128x28x28x96xf32> -> tensor<128x1x1x96xf32>
  %6 = net.input "s00137/in" : tensor<128x28x28x128xf32>
  %7 = net.elementwise "s00137/feed" %6 {kind = #net<elementwise sum>} : tensor<128x28x28x128xf32> -> tensor<128x28x28x128xf32>
  %8 = net.avg_pool "s00137" %7 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x28x28x128xf32> -> tensor<128x14x14x128xf32>
  %9 = net.input "s00145/in" : tensor<128x27x27x256xf32>
  %10 = net.elementwise "s00145/feed" %9 {kind = #net<elementwise sum>} : tensor<128x27x27x256xf32> -> tensor<128x27x27x256xf32>
  %11 = net.max_pool "s00145" %10 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x27x27x256xf32> -> tensor<128x27x27x256xf32>
  %12 = net.input "s00147/in" : tensor<128x56x56x256xf32>
  %13 = net.elementwise "s00147/feed" %12 {kind = #net<elementwise sum>} : tensor<128x56x56x256xf32> -> tensor<128x56x56x256xf32>
  %14 = net.avg_pool "s00147" %13 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 56, 56>} : tensor<128x56x56x256xf32> -> tensor<128x1x1x256xf32>
  %15 = net.input "s00157/in" : tensor<128x7x7x96xf32>
  %16 = net.elementwise "s00157/feed" %15 {kind = #net<elementwise sum>} : tensor<128x7x7x96xf32> -> tensor<128x7x7x96xf32>
  %17 = net.avg_pool "s00157" %16 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x7x7x96xf32> -> tensor<128x7x7x96xf32>
  %18 = net.input "s00165/in" : tensor<128x17x17x288xf32>
  %19 = net.elementwise "s00165/feed" %18 {kind = #net<elementwise sum>} : tensor<128x17x17x288xf32> -> tensor<128x17x17x288xf32>
  %20 = net.avg_pool "s00165" %19 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x17x17x288xf32> -> tensor<128x8x8x288xf32>
  %21 = net.input "s00166/in" : tensor<128x35x35x184xf32>
  %22 = net.elementwise "s00166/feed" %21 {kind = #net<elementwise sum>} : tensor<128x35x35x184xf32> -> tensor<128x35x35x184xf32>
  %23 = net.avg_pool "s00166" %22 {ksize = array<i64: 35, 35>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x35x35x184xf32> -> tensor<128x1x1x184xf32>
  %24 = net.input "s00171/in" : tensor<128x56x56x128xf32>
  %25 = net.elementwise "s00171/feed" %24 {kind = #net<elementwise sum>} : tensor<128x56x56x128xf32> -> tensor<128x56x56x128xf32>
  %26 = net.max_pool "s00171" %25 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x56x56x128xf32> -> tensor<128x56x56x128xf32>
  %27 = net.input "s00174/in" : tensor<128x10x10x672xf32>
  %28 = net.elementwise "s00174/feed" %27 {kind = #net<elementwise sum>} : tensor<128x10x10x672xf32> -> tensor<128x10x10x672xf32>
  %29 = net.max_pool "s00174" %28 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x10x10x672xf32> -> tensor<128x5x5x672xf32>
  %30 = net.input "s00177/in" : tensor<128x35x35x32xf32>
  %31 = net.elementwise "s00177/feed" %30 {kind = #net<elementwise sum>} : tensor<128x35x35x32xf32> -> tensor<128x35x35x32xf32>
  %32 = net.avg_pool "s00177" %31 {ksize = array<i64: 35, 35>, padding = #net<padding valid>, strides = array<i64: 35, 35>} : tensor<128x35x35x32xf32> -> tensor<128x1x1x32xf32>
  %33 = net.input "s00178/in" : tensor<128x56x56x128xf32>
  %34 = net.elementwise "s00178/feed" %33 {kind = #net<elementwise sum>} : tensor<128x56x56x128xf32> -> tensor<128x56x56x128xf32>
  %35 = net.max_pool "s00178" %34 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x56x56x128xf32> -> tensor<128x28x28x128xf32>
  %36 = net.input "s00184/in" : tensor<128x28x28x128xf32>
  %37 = net.elementwise "s00184/feed" %36 {kind = #net<elementwise sum>} : tensor<128x28x28x128xf32> -> tensor<128x28x28x128xf32>
  %38 = net.avg_pool "s00184" %37 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<128x28x28x128xf32> -> tensor<128x1x1x128xf32>
  %39 = net.input "s00185/in" : tensor<128x35x35x288xf32>
  %40 = net.elementwise "s00185/feed" %39 {kind = #net<elementwise sum>} : tensor<128x35x35x288xf32> -> tensor<128x35x35x288xf32>
  %41 = net.avg_pool "s00185" %40 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x35x35x288xf32> -> tensor<128x18x18x288xf32>
  %42 = net.input "s00186/in" : tensor<128x14x14x1152xf32>
  %43 = net.elementwise "s00186/feed" %42 {kind = #net<elementwise sum>} : tensor<128x14x14x1152xf32> -> tensor<128x14x14x1152xf32>
  %44 = net.avg_pool "s00186" %43 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x14x14x1152xf32> -> tensor<128x7x7x1152xf32>
  %45 = net.input "s00195/in" : tensor<128x28x28x72xf32>
  %46 = net.elementwise "s00195/feed" %45 {kind = #net<elementwise sum>} : tensor<128x28x28x72xf32> -> tensor<128x28x28x72xf32>
  %47 = net.max_pool "s00195" %46 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x28x28x72xf32> -> tensor<128x14x14x72xf32>
  %48 = net.input "s00196/in" : tensor<128x8x8x64xf32>
  %49 = net.elementwise "s00196/feed" %48 {kind = #net<elementwise sum>} : tensor<128x8x8x64xf32> -> tensor<128x8x8x64xf32>
  %50 = net.avg_pool "s00196" %49 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x8x8x64xf32> -> tensor<128x4x4x64xf32>
  %51 = net.input "s00199/in" : tensor<128x14x14x128xf32>
  %52 = net.elementwise "s00199/feed" %51 {kind = #net<elementwise sum>} : tensor<128x14x14x128xf32> -> tensor<128x14x14x128xf32>
  %53 = net.avg_pool "s00199" %52 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x14x14x128xf32> -> tensor<128x7x7x128xf32>
  %54 = net.input "s00204/in" : tensor<128x10x10x512xf32>
  %55 = net.elementwise "s00204/feed" %54 {kind = #net<elementwise sum>} : tensor<128x10x10x512xf32> -> tensor<128x10x10x512xf32>
  %56 = net.avg_pool "s00204" %55 {ksize = array<i64: 10, 10>, padding = #net<padding valid>, strides = array<i64: 10, 10>} : tensor<128x10x10x512xf32> -> tensor<128x1x1x512xf32>
  %57 = net.input "s00211/in" : tensor<128x17x17x1024xf32>
  %58 = net.elementwise "s00211/feed" %57 {kind = #net<elementwise sum>} : tensor<128x17x17x1024xf32> -> tensor<128x17x17x1024xf32>
  %59 = net.max_pool "s00211" %58 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x17x17x1024xf32> -> tensor<128x9x9x1024xf32>
  %60 = net.input "s00218/in" : tensor<128x56x56x128xf32>
  %61 = net.elementwise "s00218/feed" %60 {kind = #net<elementwise sum>} : tensor<128x56x56x128xf32> -> tensor<128x56x56x128xf32>
  %62 = net.avg_pool "s00218" %61 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x56x56x128xf32> -> tensor<128x28x28x128xf32>
  %63 = net.input "s00234/in" : tensor<128x8x8x1152xf32>
  %64 = net.elementwise "s00234/feed" %63 {kind = #net<elementwise sum>} : tensor<128x8x8x1152xf32> -> tensor<128x8x8x1152xf32>
  %65 = net.avg_pool "s00234" %64 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x8x8x1152xf32> -> tensor<128x8x8x1152xf32>
  %66 = net.input "s00238/in" : tensor<128x38x38x144xf32>
  %67 = net.elementwise "s00238/feed" %66 {kind = #net<elementwise sum>} : tensor<128x38x38x144xf32> -> tensor<128x38x38x144xf32>
  %68 = net.avg_pool "s00238" %67 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x38x38x144xf32> -> tensor<128x19x19x144xf32>
  %69 = net.input "s00239/in" : tensor<128x38x38x32xf32>
  %70 = net.elementwise "s00239/feed" %69 {kind = #net<elementwise sum>} : tensor<128x38x38x32xf32> -> tensor<128x38x38x32xf32>
  %71 = net.avg_pool "s00239" %70 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x38x38x32xf32> -> tensor<128x19x19x32xf32>
  %72 = net.input "s00243/in" : tensor<128x13x13x48xf32>
  %73 = net.elementwise "s00243/feed" %72 {kind = #net<elementwise sum>} : tensor<128x13x13x48xf32> -> tensor<128x13x13x48xf32>
  %74 = net.avg_pool "s00243" %73 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x13x13x48xf32> -> tensor<128x7x7x48xf32>
}
