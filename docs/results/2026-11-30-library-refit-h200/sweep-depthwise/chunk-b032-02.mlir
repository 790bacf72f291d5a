net.network "chunk-b032-02" {
  %0 = net.input "s00156/in" : tensor<32x14x14x1152xf32>
  %1 = net.elementwise "s00156/feed" %0 {kind = #net<elementwise sum>} : tensor<32x14x14x1152xf32> -> tensor<32x14x14x1152xf32>
  %2 = net.conv2d "s00156" %1 {bias = false, filter = array<i64: 5, 5, 1, 1152>, groups = 1152 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x14x14x1152xf32> -> tensor<32x7x7x1152xf32>
  %3 = net.input "s00160/in" : tensor<32x112x112x144xf32>
  %4 = net.elementwise "s00160/feed" %3 {kind = #net<elementwise sum>} : tensor<32x112x112x144xf32> -> tensor<32x112x112x144xf32>
  %5 = net.conv2d "s00160" %4 {bias = false, filter = array<i64: 7, 7, 1, 144>, groups = 144 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x112x112x144xf32> -> tensor<32x112x112x144xf32>
  %6 = net.input "s00161/in" : tensor<32x56x56x672xf32>
  %7 = net.elementwise "s00161/feed" %6 {kind = #net<elementwise sum>} : tensor<32x56x56x672xf32> -> tensor<32x56x56x672xf32>
  %8 = net.conv2d "s00161" %7 {bias = false, filter = array<i64: 3, 3, 1, 672>, groups = 672 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x56x56x672xf32> -> tensor<32x56x56x672xf32>
  %9 = net.input "s00167/in" : tensor<32x112x112x192xf32>
  %10 = net.elementwise "s00167/feed" %9 {kind = #net<elementwise sum>} : tensor<32x112x112x192xf32> -> tensor<32x112x112x192xf32>
  %11 = net.conv2d "s00167" %10 {bias = false, filter = array<i64: 5, 5, 1, 192>, groups = 192 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x112x112x192xf32> -> tensor<32x56x56x192xf32>
  %12 = net.input "s00176/in" : tensor<32x14x14x576xf32>
  %13 = net.elementwise "s00176/feed" %12 {kind = #net<elementwise sum>} : tensor<32x14x14x576xf32> -> tensor<32x14x14x576xf32>
  %14 = net.conv2d "s00176" %13 {bias = false, filter = array<i64: 5, 5, 1, 576>, groups = 576 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x14x14x576xf32> -> tensor<32x7x7x576xf32>
  %15 = net.input "s00178/in" : tensor<32x10x10x1024xf32>
  %16 = net.elementwise "s00178/feed" %15 {kind = #net<elementwise sum>} : tensor<32x10x10x1024xf32> -> tensor<32x10x10x1024xf32>
  %17 = net.conv2d "s00178" %16 {bias = false, filter = array<i64: 5, 5, 1, 1024>, groups = 1024 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x10x10x1024xf32> -> tensor<32x5x5x1024xf32>
  %18 = net.input "s00180/in" : tensor<32x10x10x672xf32>
  %19 = net.elementwise "s00180/feed" %18 {kind = #net<elementwise sum>} : tensor<32x10x10x672xf32> -> tensor<32x10x10x672xf32>
  %20 = net.conv2d "s00180" %19 {bias = false, filter = array<i64: 3, 3, 1, 672>, groups = 672 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x10x10x672xf32> -> tensor<32x5x5x672xf32>
  %21 = net.input "s00183/in" : tensor<32x56x56x672xf32>
  %22 = net.elementwise "s00183/feed" %21 {kind = #net<elementwise sum>} : tensor<32x56x56x672xf32> -> tensor<32x56x56x672xf32>
  %23 = net.conv2d "s00183" %22 {bias = false, filter = array<i64: 5, 5, 1, 672>, groups = 672 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x56x56x672xf32> -> tensor<32x56x56x672xf32>
  %24 = net.input "s00184/in" : tensor<32x14x14x72xf32>
  %25 = net.elementwise "s00184/feed" %24 {kind = #net<elementwise sum>} : tensor<32x14x14x72xf32> -> tensor<32x14x14x72xf32>
  %26 = net.conv2d "s00184" %25 {bias = false, filter = array<i64: 5, 5, 1, 72>, groups = 72 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x14x14x72xf32> -> tensor<32x7x7x72xf32>
  %27 = net.input "s00189/in" : tensor<32x38x38x960xf32>
  %28 = net.elementwise "s00189/feed" %27 {kind = #net<elementwise sum>} : tensor<32x38x38x960xf32> -> tensor<32x38x38x960xf32>
  %29 = net.conv2d "s00189" %28 {bias = false, filter = array<i64: 3, 3, 1, 960>, groups = 960 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x38x38x960xf32> -> tensor<32x38x38x960xf32>
  %30 = net.input "s00196/in" : tensor<32x28x28x72xf32>
  %31 = net.elementwise "s00196/feed" %30 {kind = #net<elementwise sum>} : tensor<32x28x28x72xf32> -> tensor<32x28x28x72xf32>
  %32 = net.conv2d "s00196" %31 {bias = false, filter = array<i64: 7, 7, 1, 72>, groups = 72 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x28x28x72xf32> -> tensor<32x28x28x72xf32>
  %33 = net.input "s00204/in" : tensor<32x38x38x72xf32>
  %34 = net.elementwise "s00204/feed" %33 {kind = #net<elementwise sum>} : tensor<32x38x38x72xf32> -> tensor<32x38x38x72xf32>
  %35 = net.conv2d "s00204" %34 {bias = false, filter = array<i64: 3, 3, 1, 72>, groups = 72 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x38x38x72xf32> -> tensor<32x38x38x72xf32>
  %36 = net.input "s00211/in" : tensor<32x56x56x200xf32>
  %37 = net.elementwise "s00211/feed" %36 {kind = #net<elementwise sum>} : tensor<32x56x56x200xf32> -> tensor<32x56x56x200xf32>
  %38 = net.conv2d "s00211" %37 {bias = false, filter = array<i64: 7, 7, 1, 200>, groups = 200 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x56x56x200xf32> -> tensor<32x56x56x200xf32>
  %39 = net.input "s00218/in" : tensor<32x28x28x960xf32>
  %40 = net.elementwise "s00218/feed" %39 {kind = #net<elementwise sum>} : tensor<32x28x28x960xf32> -> tensor<32x28x28x960xf32>
  %41 = net.conv2d "s00218" %40 {bias = false, filter = array<i64: 3, 3, 1, 960>, groups = 960 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x28x28x960xf32> -> tensor<32x14x14x960xf32>
  %42 = net.input "s00219/in" : tensor<32x14x14x64xf32>
  %43 = net.elementwise "s00219/feed" %42 {kind = #net<elementwise sum>} : tensor<32x14x14x64xf32> -> tensor<32x14x14x64xf32>
  %44 = net.conv2d "s00219" %43 {bias = false, filter = array<i64: 5, 5, 1, 64>, groups = 64 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x14x14x64xf32> -> tensor<32x7x7x64xf32>
  %45 = net.input "s00221/in" : tensor<32x19x19x200xf32>
  %46 = net.elementwise "s00221/feed" %45 {kind = #net<elementwise sum>} : tensor<32x19x19x200xf32> -> tensor<32x19x19x200xf32>
  %47 = net.conv2d "s00221" %46 {bias = false, filter = array<i64: 3, 3, 1, 200>, groups = 200 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x19x19x200xf32> -> tensor<32x10x10x200xf32>
  %48 = net.input "s00228/in" : tensor<32x56x56x960xf32>
  %49 = net.elementwise "s00228/feed" %48 {kind = #net<elementwise sum>} : tensor<32x56x56x960xf32> -> tensor<32x56x56x960xf32>
  %50 = net.conv2d "s00228" %49 {bias = false, filter = array<i64: 3, 3, 1, 960>, groups = 960 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x56x56x960xf32> -> tensor<32x56x56x960xf32>
  %51 = net.input "s00232/in" : tensor<32x7x7x384xf32>
  %52 = net.elementwise "s00232/feed" %51 {kind = #net<elementwise sum>} : tensor<32x7x7x384xf32> -> tensor<32x7x7x384xf32>
  %53 = net.conv2d "s00232" %52 {bias = false, filter = array<i64: 7, 7, 1, 384>, groups = 384 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x7x7x384xf32> -> tensor<32x7x7x384xf32>
  %54 = net.input "s00233/in" : tensor<32x56x56x24xf32>
  %55 = net.elementwise "s00233/feed" %54 {kind = #net<elementwise sum>} : tensor<32x56x56x24xf32> -> tensor<32x56x56x24xf32>
  %56 = net.conv2d "s00233" %55 {bias = false, filter = array<i64: 5, 5, 1, 24>, groups = 24 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x56x56x24xf32> -> tensor<32x56x56x24xf32>
  %57 = net.input "s00238/in" : tensor<32x28x28x288xf32>
  %58 = net.elementwise "s00238/feed" %57 {kind = #net<elementwise sum>} : tensor<32x28x28x288xf32> -> tensor<32x28x28x288xf32>
  %59 = net.conv2d "s00238" %58 {bias = false, filter = array<i64: 3, 3, 1, 288>, groups = 288 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x28x28x288xf32> -> tensor<32x28x28x288xf32>
}
