net.network "chunk-b002-00" {
  %0 = net.input "s00035/in" : tensor<2x7x7x384xf32>
  %1 = net.elementwise "s00035/feed" %0 {kind = #net<elementwise sum>} : tensor<2x7x7x384xf32> -> tensor<2x7x7x384xf32>
  %2 = net.conv2d "s00035" %1 {bias = false, filter = array<i64: 5, 5, 1, 384>, groups = 384 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<2x7x7x384xf32> -> tensor<2x4x4x384xf32>
  %3 = net.input "s00071/in" : tensor<2x28x28x16xf32>
  %4 = net.elementwise "s00071/feed" %3 {kind = #net<elementwise sum>} : tensor<2x28x28x16xf32> -> tensor<2x28x28x16xf32>
  %5 = net.conv2d "s00071" %4 {bias = false, filter = array<i64: 7, 7, 1, 16>, groups = 16 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<2x28x28x16xf32> -> tensor<2x14x14x16xf32>
  %6 = net.input "s00175/in" : tensor<2x112x112x1024xf32>
  %7 = net.elementwise "s00175/feed" %6 {kind = #net<elementwise sum>} : tensor<2x112x112x1024xf32> -> tensor<2x112x112x1024xf32>
  %8 = net.conv2d "s00175" %7 {bias = false, filter = array<i64: 5, 5, 1, 1024>, groups = 1024 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<2x112x112x1024xf32> -> tensor<2x112x112x1024xf32>
  %9 = net.input "s00186/in" : tensor<2x112x112x960xf32>
  %10 = net.elementwise "s00186/feed" %9 {kind = #net<elementwise sum>} : tensor<2x112x112x960xf32> -> tensor<2x112x112x960xf32>
  %11 = net.conv2d "s00186" %10 {bias = false, filter = array<i64: 5, 5, 1, 960>, groups = 960 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<2x112x112x960xf32> -> tensor<2x56x56x960xf32>
  %12 = net.input "s00187/in" : tensor<2x7x7x184xf32>
  %13 = net.elementwise "s00187/feed" %12 {kind = #net<elementwise sum>} : tensor<2x7x7x184xf32> -> tensor<2x7x7x184xf32>
  %14 = net.conv2d "s00187" %13 {bias = false, filter = array<i64: 5, 5, 1, 184>, groups = 184 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<2x7x7x184xf32> -> tensor<2x7x7x184xf32>
  %15 = net.input "s00195/in" : tensor<2x14x14x184xf32>
  %16 = net.elementwise "s00195/feed" %15 {kind = #net<elementwise sum>} : tensor<2x14x14x184xf32> -> tensor<2x14x14x184xf32>
  %17 = net.conv2d "s00195" %16 {bias = false, filter = array<i64: 7, 7, 1, 184>, groups = 184 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<2x14x14x184xf32> -> tensor<2x14x14x184xf32>
  %18 = net.input "s00248/in" : tensor<2x112x112x72xf32>
  %19 = net.elementwise "s00248/feed" %18 {kind = #net<elementwise sum>} : tensor<2x112x112x72xf32> -> tensor<2x112x112x72xf32>
  %20 = net.conv2d "s00248" %19 {bias = false, filter = array<i64: 3, 3, 1, 72>, groups = 72 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<2x112x112x72xf32> -> tensor<2x112x112x72xf32>
  %21 = net.input "s00259/in" : tensor<2x7x7x1152xf32>
  %22 = net.elementwise "s00259/feed" %21 {kind = #net<elementwise sum>} : tensor<2x7x7x1152xf32> -> tensor<2x7x7x1152xf32>
  %23 = net.conv2d "s00259" %22 {bias = false, filter = array<i64: 3, 3, 1, 1152>, groups = 1152 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<2x7x7x1152xf32> -> tensor<2x7x7x1152xf32>
  %24 = net.input "s00269/in" : tensor<2x56x56x24xf32>
  %25 = net.elementwise "s00269/feed" %24 {kind = #net<elementwise sum>} : tensor<2x56x56x24xf32> -> tensor<2x56x56x24xf32>
  %26 = net.conv2d "s00269" %25 {bias = false, filter = array<i64: 3, 3, 1, 24>, groups = 24 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<2x56x56x24xf32> -> tensor<2x56x56x24xf32>
  %27 = net.input "s00270/in" : tensor<2x28x28x200xf32>
  %28 = net.elementwise "s00270/feed" %27 {kind = #net<elementwise sum>} : tensor<2x28x28x200xf32> -> tensor<2x28x28x200xf32>
  %29 = net.conv2d "s00270" %28 {bias = false, filter = array<i64: 5, 5, 1, 200>, groups = 200 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<2x28x28x200xf32> -> tensor<2x28x28x200xf32>
  %30 = net.input "s00306/in" : tensor<2x112x112x192xf32>
  %31 = net.elementwise "s00306/feed" %30 {kind = #net<elementwise sum>} : tensor<2x112x112x192xf32> -> tensor<2x112x112x192xf32>
  %32 = net.conv2d "s00306" %31 {bias = false, filter = array<i64: 3, 3, 1, 192>, groups = 192 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<2x112x112x192xf32> -> tensor<2x112x112x192xf32>
  %33 = net.input "s00344/in" : tensor<2x7x7x192xf32>
  %34 = net.elementwise "s00344/feed" %33 {kind = #net<elementwise sum>} : tensor<2x7x7x192xf32> -> tensor<2x7x7x192xf32>
  %35 = net.conv2d "s00344" %34 {bias = false, filter = array<i64: 3, 3, 1, 192>, groups = 192 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<2x7x7x192xf32> -> tensor<2x7x7x192xf32>
}
