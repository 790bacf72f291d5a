net.network "chunk-b256-00" {
  %0 = net.input "s00001/in" : tensor<256x14x14x1152xf32>
  %1 = net.elementwise "s00001/feed" %0 {kind = #net<elementwise sum>} : tensor<256x14x14x1152xf32> -> tensor<256x14x14x1152xf32>
  %2 = net.conv2d "s00001" %1 {bias = false, filter = array<i64: 7, 7, 1, 1152>, groups = 1152 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x14x14x1152xf32> -> tensor<256x7x7x1152xf32>
  %3 = net.input "s00050/in" : tensor<256x28x28x96xf32>
  %4 = net.elementwise "s00050/feed" %3 {kind = #net<elementwise sum>} : tensor<256x28x28x96xf32> -> tensor<256x28x28x96xf32>
  %5 = net.conv2d "s00050" %4 {bias = false, filter = array<i64: 3, 3, 1, 96>, groups = 96 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x28x28x96xf32> -> tensor<256x28x28x96xf32>
  %6 = net.input "s00056/in" : tensor<256x7x7x768xf32>
  %7 = net.elementwise "s00056/feed" %6 {kind = #net<elementwise sum>} : tensor<256x7x7x768xf32> -> tensor<256x7x7x768xf32>
  %8 = net.conv2d "s00056" %7 {bias = false, filter = array<i64: 7, 7, 1, 768>, groups = 768 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x7x7x768xf32> -> tensor<256x7x7x768xf32>
  %9 = net.input "s00068/in" : tensor<256x10x10x192xf32>
  %10 = net.elementwise "s00068/feed" %9 {kind = #net<elementwise sum>} : tensor<256x10x10x192xf32> -> tensor<256x10x10x192xf32>
  %11 = net.conv2d "s00068" %10 {bias = false, filter = array<i64: 3, 3, 1, 192>, groups = 192 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x10x10x192xf32> -> tensor<256x10x10x192xf32>
  %12 = net.input "s00074/in" : tensor<256x28x28x288xf32>
  %13 = net.elementwise "s00074/feed" %12 {kind = #net<elementwise sum>} : tensor<256x28x28x288xf32> -> tensor<256x28x28x288xf32>
  %14 = net.conv2d "s00074" %13 {bias = false, filter = array<i64: 3, 3, 1, 288>, groups = 288 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x28x28x288xf32> -> tensor<256x28x28x288xf32>
  %15 = net.input "s00091/in" : tensor<256x38x38x64xf32>
  %16 = net.elementwise "s00091/feed" %15 {kind = #net<elementwise sum>} : tensor<256x38x38x64xf32> -> tensor<256x38x38x64xf32>
  %17 = net.conv2d "s00091" %16 {bias = false, filter = array<i64: 3, 3, 1, 64>, groups = 64 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x38x38x64xf32> -> tensor<256x19x19x64xf32>
  %18 = net.input "s00092/in" : tensor<256x56x56x24xf32>
  %19 = net.elementwise "s00092/feed" %18 {kind = #net<elementwise sum>} : tensor<256x56x56x24xf32> -> tensor<256x56x56x24xf32>
  %20 = net.conv2d "s00092" %19 {bias = false, filter = array<i64: 7, 7, 1, 24>, groups = 24 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x56x56x24xf32> -> tensor<256x56x56x24xf32>
  %21 = net.input "s00102/in" : tensor<256x38x38x32xf32>
  %22 = net.elementwise "s00102/feed" %21 {kind = #net<elementwise sum>} : tensor<256x38x38x32xf32> -> tensor<256x38x38x32xf32>
  %23 = net.conv2d "s00102" %22 {bias = false, filter = array<i64: 3, 3, 1, 32>, groups = 32 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x38x38x32xf32> -> tensor<256x38x38x32xf32>
  %24 = net.input "s00128/in" : tensor<256x7x7x384xf32>
  %25 = net.elementwise "s00128/feed" %24 {kind = #net<elementwise sum>} : tensor<256x7x7x384xf32> -> tensor<256x7x7x384xf32>
  %26 = net.conv2d "s00128" %25 {bias = false, filter = array<i64: 3, 3, 1, 384>, groups = 384 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x7x7x384xf32> -> tensor<256x4x4x384xf32>
  %27 = net.input "s00142/in" : tensor<256x7x7x200xf32>
  %28 = net.elementwise "s00142/feed" %27 {kind = #net<elementwise sum>} : tensor<256x7x7x200xf32> -> tensor<256x7x7x200xf32>
  %29 = net.conv2d "s00142" %28 {bias = false, filter = array<i64: 3, 3, 1, 200>, groups = 200 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x7x7x200xf32> -> tensor<256x7x7x200xf32>
  %30 = net.input "s00145/in" : tensor<256x38x38x192xf32>
  %31 = net.elementwise "s00145/feed" %30 {kind = #net<elementwise sum>} : tensor<256x38x38x192xf32> -> tensor<256x38x38x192xf32>
  %32 = net.conv2d "s00145" %31 {bias = false, filter = array<i64: 7, 7, 1, 192>, groups = 192 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x38x38x192xf32> -> tensor<256x19x19x192xf32>
  %33 = net.input "s00169/in" : tensor<256x19x19x24xf32>
  %34 = net.elementwise "s00169/feed" %33 {kind = #net<elementwise sum>} : tensor<256x19x19x24xf32> -> tensor<256x19x19x24xf32>
  %35 = net.conv2d "s00169" %34 {bias = false, filter = array<i64: 3, 3, 1, 24>, groups = 24 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x19x19x24xf32> -> tensor<256x19x19x24xf32>
  %36 = net.input "s00171/in" : tensor<256x112x112x16xf32>
  %37 = net.elementwise "s00171/feed" %36 {kind = #net<elementwise sum>} : tensor<256x112x112x16xf32> -> tensor<256x112x112x16xf32>
  %38 = net.conv2d "s00171" %37 {bias = false, filter = array<i64: 5, 5, 1, 16>, groups = 16 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x112x112x16xf32> -> tensor<256x56x56x16xf32>
  %39 = net.input "s00179/in" : tensor<256x10x10x144xf32>
  %40 = net.elementwise "s00179/feed" %39 {kind = #net<elementwise sum>} : tensor<256x10x10x144xf32> -> tensor<256x10x10x144xf32>
  %41 = net.conv2d "s00179" %40 {bias = false, filter = array<i64: 5, 5, 1, 144>, groups = 144 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x10x10x144xf32> -> tensor<256x10x10x144xf32>
  %42 = net.input "s00200/in" : tensor<256x19x19x960xf32>
  %43 = net.elementwise "s00200/feed" %42 {kind = #net<elementwise sum>} : tensor<256x19x19x960xf32> -> tensor<256x19x19x960xf32>
  %44 = net.conv2d "s00200" %43 {bias = false, filter = array<i64: 3, 3, 1, 960>, groups = 960 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x19x19x960xf32> -> tensor<256x19x19x960xf32>
  %45 = net.input "s00202/in" : tensor<256x14x14x768xf32>
  %46 = net.elementwise "s00202/feed" %45 {kind = #net<elementwise sum>} : tensor<256x14x14x768xf32> -> tensor<256x14x14x768xf32>
  %47 = net.conv2d "s00202" %46 {bias = false, filter = array<i64: 7, 7, 1, 768>, groups = 768 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x14x14x768xf32> -> tensor<256x14x14x768xf32>
  %48 = net.input "s00208/in" : tensor<256x7x7x672xf32>
  %49 = net.elementwise "s00208/feed" %48 {kind = #net<elementwise sum>} : tensor<256x7x7x672xf32> -> tensor<256x7x7x672xf32>
  %50 = net.conv2d "s00208" %49 {bias = false, filter = array<i64: 5, 5, 1, 672>, groups = 672 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x7x7x672xf32> -> tensor<256x7x7x672xf32>
  %51 = net.input "s00213/in" : tensor<256x19x19x768xf32>
  %52 = net.elementwise "s00213/feed" %51 {kind = #net<elementwise sum>} : tensor<256x19x19x768xf32> -> tensor<256x19x19x768xf32>
  %53 = net.conv2d "s00213" %52 {bias = false, filter = array<i64: 3, 3, 1, 768>, groups = 768 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x19x19x768xf32> -> tensor<256x19x19x768xf32>
  %54 = net.input "s00216/in" : tensor<256x28x28x288xf32>
  %55 = net.elementwise "s00216/feed" %54 {kind = #net<elementwise sum>} : tensor<256x28x28x288xf32> -> tensor<256x28x28x288xf32>
  %56 = net.conv2d "s00216" %55 {bias = false, filter = array<i64: 5, 5, 1, 288>, groups = 288 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x28x28x288xf32> -> tensor<256x14x14x288xf32>
  %57 = net.input "s00222/in" : tensor<256x56x56x48xf32>
  %58 = net.elementwise "s00222/feed" %57 {kind = #net<elementwise sum>} : tensor<256x56x56x48xf32> -> tensor<256x56x56x48xf32>
  %59 = net.conv2d "s00222" %58 {bias = false, filter = array<i64: 3, 3, 1, 48>, groups = 48 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x56x56x48xf32> -> tensor<256x28x28x48xf32>
}
