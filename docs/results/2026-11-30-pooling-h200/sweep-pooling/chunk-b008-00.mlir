net.network "chunk-b008-00" {
  %0 = net.input "s00044/in" : tensor<8x7x7x64xf32>
  %1 = net.elementwise "s00044/feed" %0 {kind = #net<elementwise sum>} : tensor<8x7x7x64xf32> -> tensor<8x7x7x64xf32>
  %2 = net.avg_pool "s00044" %1 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<8x7x7x64xf32> -> tensor<8x3x3x64xf32>
  %3 = net.input "s00057/in" : tensor<8x112x112x576xf32>
  %4 = net.elementwise "s00057/feed" %3 {kind = #net<elementwise sum>} : tensor<8x112x112x576xf32> -> tensor<8x112x112x576xf32>
  %5 = net.avg_pool "s00057" %4 {ksize = array<i64: 112, 112>, padding = #net<padding valid>, strides = array<i64: 112, 112>} : tensor<8x112x112x576xf32> -> tensor<8x1x1x576xf32>
  %6 = net.input "s00065/in" : tensor<8x56x56x72xf32>
  %7 = net.elementwise "s00065/feed" %6 {kind = #net<elementwise sum>} : tensor<8x56x56x72xf32> -> tensor<8x56x56x72xf32>
  %8 = net.max_pool "s00065" %7 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<8x56x56x72xf32> -> tensor<8x28x28x72xf32>
  %9 = net.input "s00098/in" : tensor<8x56x56x768xf32>
  %10 = net.elementwise "s00098/feed" %9 {kind = #net<elementwise sum>} : tensor<8x56x56x768xf32> -> tensor<8x56x56x768xf32>
  %11 = net.avg_pool "s00098" %10 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 56, 56>} : tensor<8x56x56x768xf32> -> tensor<8x1x1x768xf32>
  %12 = net.input "s00105/in" : tensor<8x27x27x48xf32>
  %13 = net.elementwise "s00105/feed" %12 {kind = #net<elementwise sum>} : tensor<8x27x27x48xf32> -> tensor<8x27x27x48xf32>
  %14 = net.max_pool "s00105" %13 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<8x27x27x48xf32> -> tensor<8x14x14x48xf32>
  %15 = net.input "s00112/in" : tensor<8x27x27x2048xf32>
  %16 = net.elementwise "s00112/feed" %15 {kind = #net<elementwise sum>} : tensor<8x27x27x2048xf32> -> tensor<8x27x27x2048xf32>
  %17 = net.max_pool "s00112" %16 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<8x27x27x2048xf32> -> tensor<8x13x13x2048xf32>
  %18 = net.input "s00200/in" : tensor<8x17x17x288xf32>
  %19 = net.elementwise "s00200/feed" %18 {kind = #net<elementwise sum>} : tensor<8x17x17x288xf32> -> tensor<8x17x17x288xf32>
  %20 = net.avg_pool "s00200" %19 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<8x17x17x288xf32> -> tensor<8x9x9x288xf32>
  %21 = net.input "s00220/in" : tensor<8x28x28x384xf32>
  %22 = net.elementwise "s00220/feed" %21 {kind = #net<elementwise sum>} : tensor<8x28x28x384xf32> -> tensor<8x28x28x384xf32>
  %23 = net.avg_pool "s00220" %22 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<8x28x28x384xf32> -> tensor<8x1x1x384xf32>
  %24 = net.input "s00244/in" : tensor<8x112x112x64xf32>
  %25 = net.elementwise "s00244/feed" %24 {kind = #net<elementwise sum>} : tensor<8x112x112x64xf32> -> tensor<8x112x112x64xf32>
  %26 = net.avg_pool "s00244" %25 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<8x112x112x64xf32> -> tensor<8x56x56x64xf32>
  %27 = net.input "s00275/in" : tensor<8x28x28x200xf32>
  %28 = net.elementwise "s00275/feed" %27 {kind = #net<elementwise sum>} : tensor<8x28x28x200xf32> -> tensor<8x28x28x200xf32>
  %29 = net.avg_pool "s00275" %28 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<8x28x28x200xf32> -> tensor<8x1x1x200xf32>
  %30 = net.input "s00279/in" : tensor<8x14x14x40xf32>
  %31 = net.elementwise "s00279/feed" %30 {kind = #net<elementwise sum>} : tensor<8x14x14x40xf32> -> tensor<8x14x14x40xf32>
  %32 = net.avg_pool "s00279" %31 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 14, 14>} : tensor<8x14x14x40xf32> -> tensor<8x1x1x40xf32>
  %33 = net.input "s00320/in" : tensor<8x10x10x512xf32>
  %34 = net.elementwise "s00320/feed" %33 {kind = #net<elementwise sum>} : tensor<8x10x10x512xf32> -> tensor<8x10x10x512xf32>
  %35 = net.avg_pool "s00320" %34 {ksize = array<i64: 10, 10>, padding = #net<padding valid>, strides = array<i64: 10, 10>} : tensor<8x10x10x512xf32> -> tensor<8x1x1x512xf32>
  %36 = net.input "s00392/in" : tensor<8x14x14x96xf32>
  %37 = net.elementwise "s00392/feed" %36 {kind = #net<elementwise sum>} : tensor<8x14x14x96xf32> -> tensor<8x14x14x96xf32>
  %38 = net.avg_pool "s00392" %37 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<8x14x14x96xf32> -> tensor<8x1x1x96xf32>
}
