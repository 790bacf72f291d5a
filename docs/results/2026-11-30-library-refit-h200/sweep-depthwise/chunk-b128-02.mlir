net.network "chunk-b128-02" {
  %0 = net.input "s00185/in" : tensor<128x14x14x16xf32>
  %1 = net.elementwise "s00185/feed" %0 {kind = #net<elementwise sum>} : tensor<128x14x14x16xf32> -> tensor<128x14x14x16xf32>
  %2 = net.conv2d "s00185" %1 {bias = false, filter = array<i64: 5, 5, 1, 16>, groups = 16 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x14x14x16xf32> -> tensor<128x7x7x16xf32>
  %3 = net.input "s00188/in" : tensor<128x28x28x384xf32>
  %4 = net.elementwise "s00188/feed" %3 {kind = #net<elementwise sum>} : tensor<128x28x28x384xf32> -> tensor<128x28x28x384xf32>
  %5 = net.conv2d "s00188" %4 {bias = false, filter = array<i64: 5, 5, 1, 384>, groups = 384 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x28x28x384xf32> -> tensor<128x28x28x384xf32>
  %6 = net.input "s00191/in" : tensor<128x7x7x184xf32>
  %7 = net.elementwise "s00191/feed" %6 {kind = #net<elementwise sum>} : tensor<128x7x7x184xf32> -> tensor<128x7x7x184xf32>
  %8 = net.conv2d "s00191" %7 {bias = false, filter = array<i64: 3, 3, 1, 184>, groups = 184 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x7x7x184xf32> -> tensor<128x4x4x184xf32>
  %9 = net.input "s00192/in" : tensor<128x7x7x240xf32>
  %10 = net.elementwise "s00192/feed" %9 {kind = #net<elementwise sum>} : tensor<128x7x7x240xf32> -> tensor<128x7x7x240xf32>
  %11 = net.conv2d "s00192" %10 {bias = false, filter = array<i64: 3, 3, 1, 240>, groups = 240 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x7x7x240xf32> -> tensor<128x7x7x240xf32>
  %12 = net.input "s00194/in" : tensor<128x7x7x192xf32>
  %13 = net.elementwise "s00194/feed" %12 {kind = #net<elementwise sum>} : tensor<128x7x7x192xf32> -> tensor<128x7x7x192xf32>
  %14 = net.conv2d "s00194" %13 {bias = false, filter = array<i64: 5, 5, 1, 192>, groups = 192 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x7x7x192xf32> -> tensor<128x7x7x192xf32>
  %15 = net.input "s00199/in" : tensor<128x19x19x1152xf32>
  %16 = net.elementwise "s00199/feed" %15 {kind = #net<elementwise sum>} : tensor<128x19x19x1152xf32> -> tensor<128x19x19x1152xf32>
  %17 = net.conv2d "s00199" %16 {bias = false, filter = array<i64: 5, 5, 1, 1152>, groups = 1152 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x19x19x1152xf32> -> tensor<128x10x10x1152xf32>
  %18 = net.input "s00209/in" : tensor<128x14x14x24xf32>
  %19 = net.elementwise "s00209/feed" %18 {kind = #net<elementwise sum>} : tensor<128x14x14x24xf32> -> tensor<128x14x14x24xf32>
  %20 = net.conv2d "s00209" %19 {bias = false, filter = array<i64: 5, 5, 1, 24>, groups = 24 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x14x14x24xf32> -> tensor<128x7x7x24xf32>
  %21 = net.input "s00227/in" : tensor<128x14x14x192xf32>
  %22 = net.elementwise "s00227/feed" %21 {kind = #net<elementwise sum>} : tensor<128x14x14x192xf32> -> tensor<128x14x14x192xf32>
  %23 = net.conv2d "s00227" %22 {bias = false, filter = array<i64: 7, 7, 1, 192>, groups = 192 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x14x14x192xf32> -> tensor<128x7x7x192xf32>
  %24 = net.input "s00231/in" : tensor<128x7x7x40xf32>
  %25 = net.elementwise "s00231/feed" %24 {kind = #net<elementwise sum>} : tensor<128x7x7x40xf32> -> tensor<128x7x7x40xf32>
  %26 = net.conv2d "s00231" %25 {bias = false, filter = array<i64: 7, 7, 1, 40>, groups = 40 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x7x7x40xf32> -> tensor<128x7x7x40xf32>
  %27 = net.input "s00241/in" : tensor<128x14x14x40xf32>
  %28 = net.elementwise "s00241/feed" %27 {kind = #net<elementwise sum>} : tensor<128x14x14x40xf32> -> tensor<128x14x14x40xf32>
  %29 = net.conv2d "s00241" %28 {bias = false, filter = array<i64: 3, 3, 1, 40>, groups = 40 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x14x14x40xf32> -> tensor<128x14x14x40xf32>
  %30 = net.input "s00246/in" : tensor<128x10x10x184xf32>
  %31 = net.elementwise "s00246/feed" %30 {kind = #net<elementwise sum>} : tensor<128x10x10x184xf32> -> tensor<128x10x10x184xf32>
  %32 = net.conv2d "s00246" %31 {bias = false, filter = array<i64: 3, 3, 1, 184>, groups = 184 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x10x10x184xf32> -> tensor<128x10x10x184xf32>
  %33 = net.input "s00248/in" : tensor<128x14x14x120xf32>
  %34 = net.elementwise "s00248/feed" %33 {kind = #net<elementwise sum>} : tensor<128x14x14x120xf32> -> tensor<128x14x14x120xf32>
  %35 = net.conv2d "s00248" %34 {bias = false, filter = array<i64: 3, 3, 1, 120>, groups = 120 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x14x14x120xf32> -> tensor<128x14x14x120xf32>
  %36 = net.input "s00249/in" : tensor<128x28x28x184xf32>
  %37 = net.elementwise "s00249/feed" %36 {kind = #net<elementwise sum>} : tensor<128x28x28x184xf32> -> tensor<128x28x28x184xf32>
  %38 = net.conv2d "s00249" %37 {bias = false, filter = array<i64: 3, 3, 1, 184>, groups = 184 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x28x28x184xf32> -> tensor<128x28x28x184xf32>
  %39 = net.input "s00251/in" : tensor<128x19x19x96xf32>
  %40 = net.elementwise "s00251/feed" %39 {kind = #net<elementwise sum>} : tensor<128x19x19x96xf32> -> tensor<128x19x19x96xf32>
  %41 = net.conv2d "s00251" %40 {bias = false, filter = array<i64: 5, 5, 1, 96>, groups = 96 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x19x19x96xf32> -> tensor<128x19x19x96xf32>
  %42 = net.input "s00253/in" : tensor<128x7x7x64xf32>
  %43 = net.elementwise "s00253/feed" %42 {kind = #net<elementwise sum>} : tensor<128x7x7x64xf32> -> tensor<128x7x7x64xf32>
  %44 = net.conv2d "s00253" %43 {bias = false, filter = array<i64: 3, 3, 1, 64>, groups = 64 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x7x7x64xf32> -> tensor<128x4x4x64xf32>
  %45 = net.input "s00258/in" : tensor<128x28x28x184xf32>
  %46 = net.elementwise "s00258/feed" %45 {kind = #net<elementwise sum>} : tensor<128x28x28x184xf32> -> tensor<128x28x28x184xf32>
  %47 = net.conv2d "s00258" %46 {bias = false, filter = array<i64: 5, 5, 1, 184>, groups = 184 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x28x28x184xf32> -> tensor<128x14x14x184xf32>
  %48 = net.input "s00272/in" : tensor<128x56x56x120xf32>
  %49 = net.elementwise "s00272/feed" %48 {kind = #net<elementwise sum>} : tensor<128x56x56x120xf32> -> tensor<128x56x56x120xf32>
  %50 = net.conv2d "s00272" %49 {bias = false, filter = array<i64: 5, 5, 1, 120>, groups = 120 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x56x56x120xf32> -> tensor<128x56x56x120xf32>
  %51 = net.input "s00285/in" : tensor<128x10x10x480xf32>
  %52 = net.elementwise "s00285/feed" %51 {kind = #net<elementwise sum>} : tensor<128x10x10x480xf32> -> tensor<128x10x10x480xf32>
  %53 = net.conv2d "s00285" %52 {bias = false, filter = array<i64: 5, 5, 1, 480>, groups = 480 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x10x10x480xf32> -> tensor<128x10x10x480xf32>
  %54 = net.input "s00287/in" : tensor<128x38x38x24xf32>
  %55 = net.elementwise "s00287/feed" %54 {kind = #net<elementwise sum>} : tensor<128x38x38x24xf32> -> tensor<128x38x38x24xf32>
  %56 = net.conv2d "s00287" %55 {bias = false, filter = array<i64: 5, 5, 1, 24>, groups = 24 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x38x38x24xf32> -> tensor<128x38x38x24xf32>
  %57 = net.input "s00291/in" : tensor<128x28x28x16xf32>
  %58 = net.elementwise "s00291/feed" %57 {kind = #net<elementwise sum>} : tensor<128x28x28x16xf32> -> tensor<128x28x28x16xf32>
  %59 = net.conv2d "s00291" %58 {bias = false, filter = array<i64: 3, 3, 1, 16>, groups = 16 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x28x28x16xf32> -> tensor<128x28x28x16xf32>
}
