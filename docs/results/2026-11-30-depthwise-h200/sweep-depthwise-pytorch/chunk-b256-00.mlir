net.network "chunk-b256-00" {
  %0 = net.input "s00004/in" : tensor<256x14x14x384xf32>
  %1 = net.elementwise "s00004/feed" %0 {kind = #net<elementwise sum>} : tensor<256x14x14x384xf32> -> tensor<256x14x14x384xf32>
  %2 = net.conv2d "s00004" %1 {bias = false, filter = array<i64: 3, 3, 1, 384>, groups = 384 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x14x14x384xf32> -> tensor<256x14x14x384xf32>
  %3 = net.input "s00020/in" : tensor<256x10x10x200xf32>
  %4 = net.elementwise "s00020/feed" %3 {kind = #net<elementwise sum>} : tensor<256x10x10x200xf32> -> tensor<256x10x10x200xf32>
  %5 = net.conv2d "s00020" %4 {bias = false, filter = array<i64: 5, 5, 1, 200>, groups = 200 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x10x10x200xf32> -> tensor<256x10x10x200xf32>
  %6 = net.input "s00021/in" : tensor<256x56x56x24xf32>
  %7 = net.elementwise "s00021/feed" %6 {kind = #net<elementwise sum>} : tensor<256x56x56x24xf32> -> tensor<256x56x56x24xf32>
  %8 = net.conv2d "s00021" %7 {bias = false, filter = array<i64: 3, 3, 1, 24>, groups = 24 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x56x56x24xf32> -> tensor<256x56x56x24xf32>
  %9 = net.input "s00022/in" : tensor<256x10x10x64xf32>
  %10 = net.elementwise "s00022/feed" %9 {kind = #net<elementwise sum>} : tensor<256x10x10x64xf32> -> tensor<256x10x10x64xf32>
  %11 = net.conv2d "s00022" %10 {bias = false, filter = array<i64: 5, 5, 1, 64>, groups = 64 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x10x10x64xf32> -> tensor<256x10x10x64xf32>
  %12 = net.input "s00057/in" : tensor<256x14x14x96xf32>
  %13 = net.elementwise "s00057/feed" %12 {kind = #net<elementwise sum>} : tensor<256x14x14x96xf32> -> tensor<256x14x14x96xf32>
  %14 = net.conv2d "s00057" %13 {bias = false, filter = array<i64: 3, 3, 1, 96>, groups = 96 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x14x14x96xf32> -> tensor<256x14x14x96xf32>
  %15 = net.input "s00067/in" : tensor<256x10x10x96xf32>
  %16 = net.elementwise "s00067/feed" %15 {kind = #net<elementwise sum>} : tensor<256x10x10x96xf32> -> tensor<256x10x10x96xf32>
  %17 = net.conv2d "s00067" %16 {bias = false, filter = array<i64: 3, 3, 1, 96>, groups = 96 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x10x10x96xf32> -> tensor<256x10x10x96xf32>
  %18 = net.input "s00068/in" : tensor<256x28x28x576xf32>
  %19 = net.elementwise "s00068/feed" %18 {kind = #net<elementwise sum>} : tensor<256x28x28x576xf32> -> tensor<256x28x28x576xf32>
  %20 = net.conv2d "s00068" %19 {bias = false, filter = array<i64: 3, 3, 1, 576>, groups = 576 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x28x28x576xf32> -> tensor<256x28x28x576xf32>
  %21 = net.input "s00094/in" : tensor<256x7x7x960xf32>
  %22 = net.elementwise "s00094/feed" %21 {kind = #net<elementwise sum>} : tensor<256x7x7x960xf32> -> tensor<256x7x7x960xf32>
  %23 = net.conv2d "s00094" %22 {bias = false, filter = array<i64: 3, 3, 1, 960>, groups = 960 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x7x7x960xf32> -> tensor<256x7x7x960xf32>
  %24 = net.input "s00100/in" : tensor<256x14x14x768xf32>
  %25 = net.elementwise "s00100/feed" %24 {kind = #net<elementwise sum>} : tensor<256x14x14x768xf32> -> tensor<256x14x14x768xf32>
  %26 = net.conv2d "s00100" %25 {bias = false, filter = array<i64: 3, 3, 1, 768>, groups = 768 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<256x14x14x768xf32> -> tensor<256x7x7x768xf32>
  %27 = net.input "s00118/in" : tensor<256x14x14x48xf32>
  %28 = net.elementwise "s00118/feed" %27 {kind = #net<elementwise sum>} : tensor<256x14x14x48xf32> -> tensor<256x14x14x48xf32>
  %29 = net.conv2d "s00118" %28 {bias = false, filter = array<i64: 3, 3, 1, 48>, groups = 48 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x14x14x48xf32> -> tensor<256x14x14x48xf32>
  %30 = net.input "s00122/in" : tensor<256x28x28x256xf32>
  %31 = net.elementwise "s00122/feed" %30 {kind = #net<elementwise sum>} : tensor<256x28x28x256xf32> -> tensor<256x28x28x256xf32>
  %32 = net.conv2d "s00122" %31 {bias = false, filter = array<i64: 5, 5, 1, 256>, groups = 256 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x28x28x256xf32> -> tensor<256x28x28x256xf32>
  %33 = net.input "s00129/in" : tensor<256x14x14x32xf32>
  %34 = net.elementwise "s00129/feed" %33 {kind = #net<elementwise sum>} : tensor<256x14x14x32xf32> -> tensor<256x14x14x32xf32>
  %35 = net.conv2d "s00129" %34 {bias = false, filter = array<i64: 7, 7, 1, 32>, groups = 32 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x14x14x32xf32> -> tensor<256x14x14x32xf32>
  %36 = net.input "s00136/in" : tensor<256x112x112x32xf32>
  %37 = net.elementwise "s00136/feed" %36 {kind = #net<elementwise sum>} : tensor<256x112x112x32xf32> -> tensor<256x112x112x32xf32>
  %38 = net.conv2d "s00136" %37 {bias = false, filter = array<i64: 5, 5, 1, 32>, groups = 32 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x112x112x32xf32> -> tensor<256x112x112x32xf32>
  %39 = net.input "s00137/in" : tensor<256x10x10x1152xf32>
  %40 = net.elementwise "s00137/feed" %39 {kind = #net<elementwise sum>} : tensor<256x10x10x1152xf32> -> tensor<256x10x10x1152xf32>
  %41 = net.conv2d "s00137" %40 {bias = false, filter = array<i64: 3, 3, 1, 1152>, groups = 1152 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x10x10x1152xf32> -> tensor<256x10x10x1152xf32>
  %42 = net.input "s00156/in" : tensor<256x14x14x288xf32>
  %43 = net.elementwise "s00156/feed" %42 {kind = #net<elementwise sum>} : tensor<256x14x14x288xf32> -> tensor<256x14x14x288xf32>
  %44 = net.conv2d "s00156" %43 {bias = false, filter = array<i64: 3, 3, 1, 288>, groups = 288 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x14x14x288xf32> -> tensor<256x14x14x288xf32>
  %45 = net.input "s00162/in" : tensor<256x14x14x256xf32>
  %46 = net.elementwise "s00162/feed" %45 {kind = #net<elementwise sum>} : tensor<256x14x14x256xf32> -> tensor<256x14x14x256xf32>
  %47 = net.conv2d "s00162" %46 {bias = false, filter = array<i64: 5, 5, 1, 256>, groups = 256 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x14x14x256xf32> -> tensor<256x14x14x256xf32>
  %48 = net.input "s00228/in" : tensor<256x10x10x240xf32>
  %49 = net.elementwise "s00228/feed" %48 {kind = #net<elementwise sum>} : tensor<256x10x10x240xf32> -> tensor<256x10x10x240xf32>
  %50 = net.conv2d "s00228" %49 {bias = false, filter = array<i64: 7, 7, 1, 240>, groups = 240 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x10x10x240xf32> -> tensor<256x10x10x240xf32>
  %51 = net.input "s00244/in" : tensor<256x28x28x192xf32>
  %52 = net.elementwise "s00244/feed" %51 {kind = #net<elementwise sum>} : tensor<256x28x28x192xf32> -> tensor<256x28x28x192xf32>
  %53 = net.conv2d "s00244" %52 {bias = false, filter = array<i64: 3, 3, 1, 192>, groups = 192 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x28x28x192xf32> -> tensor<256x28x28x192xf32>
  %54 = net.input "s00247/in" : tensor<256x7x7x512xf32>
  %55 = net.elementwise "s00247/feed" %54 {kind = #net<elementwise sum>} : tensor<256x7x7x512xf32> -> tensor<256x7x7x512xf32>
  %56 = net.conv2d "s00247" %55 {bias = false, filter = array<i64: 3, 3, 1, 512>, groups = 512 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<256x7x7x512xf32> -> tensor<256x4x4x512xf32>
  %57 = net.input "s00255/in" : tensor<256x56x56x32xf32>
  %58 = net.elementwise "s00255/feed" %57 {kind = #net<elementwise sum>} : tensor<256x56x56x32xf32> -> tensor<256x56x56x32xf32>
  %59 = net.conv2d "s00255" %58 {bias = false, filter = array<i64: 3, 3, 1, 32>, groups = 32 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<256x56x56x32xf32> -> tensor<256x28x28x32xf32>
  %60 = net.input "s00267/in" : tensor<256x7x7x1152xf32>
  %61 = net.elementwise "s00267/feed" %60 {kind = #net<elementwise sum>} : tensor<256x7x7x1152xf32> -> tensor<256x7x7x1152xf32>
  %62 = net.conv2d "s00267" %61 {bias = false, filter = array<i64: 5, 5, 1, 1152>, groups = 1152 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x7x7x1152xf32> -> tensor<256x7x7x1152xf32>
  %63 = net.input "s00268/in" : tensor<256x28x28x512xf32>
  %64 = net.elementwise "s00268/feed" %63 {kind = #net<elementwise sum>} : tensor<256x28x28x512xf32> -> tensor<256x28x28x512xf32>
  %65 = net.conv2d "s00268" %64 {bias = false, filter = array<i64: 3, 3, 1, 512>, groups = 512 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<256x28x28x512xf32> -> tensor<256x14x14x512xf32>
  %66 = net.input "s00298/in" : tensor<256x56x56x48xf32>
  %67 = net.elementwise "s00298/feed" %66 {kind = #net<elementwise sum>} : tensor<256x56x56x48xf32> -> tensor<256x56x56x48xf32>
  %68 = net.conv2d "s00298" %67 {bias = false, filter = array<i64: 5, 5, 1, 48>, groups = 48 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x56x56x48xf32> -> tensor<256x56x56x48xf32>
  %69 = net.input "s00300/in" : tensor<256x28x28x480xf32>
  %70 = net.elementwise "s00300/feed" %69 {kind = #net<elementwise sum>} : tensor<256x28x28x480xf32> -> tensor<256x28x28x480xf32>
  %71 = net.conv2d "s00300" %70 {bias = false, filter = array<i64: 3, 3, 1, 480>, groups = 480 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<256x28x28x480xf32> -> tensor<256x14x14x480xf32>
  %72 = net.input "s00313/in" : tensor<256x28x28x288xf32>
  %73 = net.elementwise "s00313/feed" %72 {kind = #net<elementwise sum>} : tensor<256x28x28x288xf32> -> tensor<256x28x28x288xf32>
  %74 = net.conv2d "s00313" %73 {bias = false, filter = array<i64: 3, 3, 1, 288>, groups = 288 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x28x28x288xf32> -> tensor<256x28x28x288xf32>
}
