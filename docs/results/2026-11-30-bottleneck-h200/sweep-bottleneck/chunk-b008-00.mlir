net.network "chunk-b008-00" {
  %0 = net.input "s00000/in" : tensor<8x7x7x160xf32>
  %1 = net.elementwise "s00000/feed" %0 {kind = #net<elementwise sum>} : tensor<8x7x7x160xf32> -> tensor<8x7x7x160xf32>
  %2 = net.conv2d "s00000" %1 {bias = false, filter = array<i64: 3, 3, 160, 160>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x7x7x160xf32> -> tensor<8x7x7x160xf32>
  %3 = net.input "s00001/in" : tensor<8x56x56x320xf32>
  %4 = net.elementwise "s00001/feed" %3 {kind = #net<elementwise sum>} : tensor<8x56x56x320xf32> -> tensor<8x56x56x320xf32>
  %5 = net.conv2d "s00001" %4 {bias = false, filter = array<i64: 1, 1, 320, 320>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x56x56x320xf32> -> tensor<8x56x56x320xf32>
  %6 = net.input "s00011/in" : tensor<8x23x23x224xf32>
  %7 = net.elementwise "s00011/feed" %6 {kind = #net<elementwise sum>} : tensor<8x23x23x224xf32> -> tensor<8x23x23x224xf32>
  %8 = net.conv2d "s00011" %7 {bias = false, filter = array<i64: 1, 1, 224, 896>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<8x23x23x224xf32> -> tensor<8x12x12x896xf32>
  %9 = net.input "s00023/in" : tensor<8x14x14x1216xf32>
  %10 = net.elementwise "s00023/feed" %9 {kind = #net<elementwise sum>} : tensor<8x14x14x1216xf32> -> tensor<8x14x14x1216xf32>
  %11 = net.conv2d "s00023" %10 {bias = false, filter = array<i64: 1, 1, 1216, 608>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x14x14x1216xf32> -> tensor<8x14x14x608xf32>
  %12 = net.input "s00029/in" : tensor<8x7x7x64xf32>
  %13 = net.elementwise "s00029/feed" %12 {kind = #net<elementwise sum>} : tensor<8x7x7x64xf32> -> tensor<8x7x7x64xf32>
  %14 = net.conv2d "s00029" %13 {bias = false, filter = array<i64: 1, 1, 64, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x7x7x64xf32> -> tensor<8x7x7x32xf32>
  %15 = net.input "s00037/in" : tensor<8x28x28x96xf32>
  %16 = net.elementwise "s00037/feed" %15 {kind = #net<elementwise sum>} : tensor<8x28x28x96xf32> -> tensor<8x28x28x96xf32>
  %17 = net.conv2d "s00037" %16 {bias = false, filter = array<i64: 3, 3, 96, 96>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x28x28x96xf32> -> tensor<8x28x28x96xf32>
  %18 = net.input "s00062/in" : tensor<8x79x79x192xf32>
  %19 = net.elementwise "s00062/feed" %18 {kind = #net<elementwise sum>} : tensor<8x79x79x192xf32> -> tensor<8x79x79x192xf32>
  %20 = net.conv2d "s00062" %19 {bias = false, filter = array<i64: 1, 1, 192, 96>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<8x79x79x192xf32> -> tensor<8x40x40x96xf32>
  %21 = net.input "s00065/in" : tensor<8x14x14x1152xf32>
  %22 = net.elementwise "s00065/feed" %21 {kind = #net<elementwise sum>} : tensor<8x14x14x1152xf32> -> tensor<8x14x14x1152xf32>
  %23 = net.conv2d "s00065" %22 {bias = false, filter = array<i64: 1, 1, 1152, 288>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x14x14x1152xf32> -> tensor<8x14x14x288xf32>
  %24 = net.input "s00077/in" : tensor<8x10x10x448xf32>
  %25 = net.elementwise "s00077/feed" %24 {kind = #net<elementwise sum>} : tensor<8x10x10x448xf32> -> tensor<8x10x10x448xf32>
  %26 = net.conv2d "s00077" %25 {bias = false, filter = array<i64: 1, 1, 448, 1792>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x10x10x448xf32> -> tensor<8x10x10x1792xf32>
  %27 = net.input "s00101/in" : tensor<8x20x20x1152xf32>
  %28 = net.elementwise "s00101/feed" %27 {kind = #net<elementwise sum>} : tensor<8x20x20x1152xf32> -> tensor<8x20x20x1152xf32>
  %29 = net.conv2d "s00101" %28 {bias = false, filter = array<i64: 1, 1, 1152, 288>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x20x20x1152xf32> -> tensor<8x20x20x288xf32>
  %30 = net.input "s00115/in" : tensor<8x56x56x320xf32>
  %31 = net.elementwise "s00115/feed" %30 {kind = #net<elementwise sum>} : tensor<8x56x56x320xf32> -> tensor<8x56x56x320xf32>
  %32 = net.conv2d "s00115" %31 {bias = false, filter = array<i64: 3, 3, 320, 320>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x56x56x320xf32> -> tensor<8x56x56x320xf32>
  %33 = net.input "s00118/in" : tensor<8x28x28x160xf32>
  %34 = net.elementwise "s00118/feed" %33 {kind = #net<elementwise sum>} : tensor<8x28x28x160xf32> -> tensor<8x28x28x160xf32>
  %35 = net.conv2d "s00118" %34 {bias = false, filter = array<i64: 3, 3, 160, 160>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x28x28x160xf32> -> tensor<8x28x28x160xf32>
  %36 = net.input "s00122/in" : tensor<8x28x28x736xf32>
  %37 = net.elementwise "s00122/feed" %36 {kind = #net<elementwise sum>} : tensor<8x28x28x736xf32> -> tensor<8x28x28x736xf32>
  %38 = net.conv2d "s00122" %37 {bias = false, filter = array<i64: 3, 3, 736, 736>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x28x28x736xf32> -> tensor<8x28x28x736xf32>
  %39 = net.input "s00158/in" : tensor<8x14x14x32xf32>
  %40 = net.elementwise "s00158/feed" %39 {kind = #net<elementwise sum>} : tensor<8x14x14x32xf32> -> tensor<8x14x14x32xf32>
  %41 = net.conv2d "s00158" %40 {bias = false, filter = array<i64: 3, 3, 32, 32>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x14x14x32xf32> -> tensor<8x14x14x32xf32>
  %42 = net.input "s00162/in" : tensor<8x56x56x32xf32>
  %43 = net.elementwise "s00162/feed" %42 {kind = #net<elementwise sum>} : tensor<8x56x56x32xf32> -> tensor<8x56x56x32xf32>
  %44 = net.conv2d "s00162" %43 {bias = false, filter = array<i64: 3, 3, 32, 32>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x56x56x32xf32> -> tensor<8x56x56x32xf32>
  %45 = net.input "s00163/in" : tensor<8x12x12x704xf32>
  %46 = net.elementwise "s00163/feed" %45 {kind = #net<elementwise sum>} : tensor<8x12x12x704xf32> -> tensor<8x12x12x704xf32>
  %47 = net.conv2d "s00163" %46 {bias = false, filter = array<i64: 3, 3, 704, 704>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x12x12x704xf32> -> tensor<8x12x12x704xf32>
  %48 = net.input "s00170/in" : tensor<8x7x7x864xf32>
  %49 = net.elementwise "s00170/feed" %48 {kind = #net<elementwise sum>} : tensor<8x7x7x864xf32> -> tensor<8x7x7x864xf32>
  %50 = net.conv2d "s00170" %49 {bias = false, filter = array<i64: 3, 3, 864, 864>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x7x7x864xf32> -> tensor<8x7x7x864xf32>
  %51 = net.input "s00178/in" : tensor<8x39x39x64xf32>
  %52 = net.elementwise "s00178/feed" %51 {kind = #net<elementwise sum>} : tensor<8x39x39x64xf32> -> tensor<8x39x39x64xf32>
  %53 = net.conv2d "s00178" %52 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<8x39x39x64xf32> -> tensor<8x20x20x64xf32>
  %54 = net.input "s00185/in" : tensor<8x14x14x192xf32>
  %55 = net.elementwise "s00185/feed" %54 {kind = #net<elementwise sum>} : tensor<8x14x14x192xf32> -> tensor<8x14x14x192xf32>
  %56 = net.conv2d "s00185" %55 {bias = false, filter = array<i64: 1, 1, 192, 384>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x14x14x192xf32> -> tensor<8x14x14x384xf32>
  %57 = net.input "s00189/in" : tensor<8x27x27x224xf32>
  %58 = net.elementwise "s00189/feed" %57 {kind = #net<elementwise sum>} : tensor<8x27x27x224xf32> -> tensor<8x27x27x224xf32>
  %59 = net.conv2d "s00189" %58 {bias = false, filter = array<i64: 1, 1, 224, 224>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<8x27x27x224xf32> -> tensor<8x14x14x224xf32>
}
