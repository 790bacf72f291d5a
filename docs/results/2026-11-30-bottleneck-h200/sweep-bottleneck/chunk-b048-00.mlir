net.network "chunk-b048-00" {
  %0 = net.input "s00007/in" : tensor<48x40x40x192xf32>
  %1 = net.elementwise "s00007/feed" %0 {kind = #net<elementwise sum>} : tensor<48x40x40x192xf32> -> tensor<48x40x40x192xf32>
  %2 = net.conv2d "s00007" %1 {bias = false, filter = array<i64: 1, 1, 192, 96>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x40x40x192xf32> -> tensor<48x40x40x96xf32>
  %3 = net.input "s00028/in" : tensor<48x39x39x128xf32>
  %4 = net.elementwise "s00028/feed" %3 {kind = #net<elementwise sum>} : tensor<48x39x39x128xf32> -> tensor<48x39x39x128xf32>
  %5 = net.conv2d "s00028" %4 {bias = false, filter = array<i64: 1, 1, 128, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<48x39x39x128xf32> -> tensor<48x20x20x32xf32>
  %6 = net.input "s00041/in" : tensor<48x23x23x1152xf32>
  %7 = net.elementwise "s00041/feed" %6 {kind = #net<elementwise sum>} : tensor<48x23x23x1152xf32> -> tensor<48x23x23x1152xf32>
  %8 = net.conv2d "s00041" %7 {bias = false, filter = array<i64: 1, 1, 1152, 288>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<48x23x23x1152xf32> -> tensor<48x12x12x288xf32>
  %9 = net.input "s00049/in" : tensor<48x14x14x1024xf32>
  %10 = net.elementwise "s00049/feed" %9 {kind = #net<elementwise sum>} : tensor<48x14x14x1024xf32> -> tensor<48x14x14x1024xf32>
  %11 = net.conv2d "s00049" %10 {bias = false, filter = array<i64: 1, 1, 1024, 512>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x14x14x1024xf32> -> tensor<48x14x14x512xf32>
  %12 = net.input "s00060/in" : tensor<48x55x55x128xf32>
  %13 = net.elementwise "s00060/feed" %12 {kind = #net<elementwise sum>} : tensor<48x55x55x128xf32> -> tensor<48x55x55x128xf32>
  %14 = net.conv2d "s00060" %13 {bias = false, filter = array<i64: 1, 1, 128, 512>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<48x55x55x128xf32> -> tensor<48x28x28x512xf32>
  %15 = net.input "s00064/in" : tensor<48x39x39x768xf32>
  %16 = net.elementwise "s00064/feed" %15 {kind = #net<elementwise sum>} : tensor<48x39x39x768xf32> -> tensor<48x39x39x768xf32>
  %17 = net.conv2d "s00064" %16 {bias = false, filter = array<i64: 1, 1, 768, 192>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<48x39x39x768xf32> -> tensor<48x20x20x192xf32>
  %18 = net.input "s00068/in" : tensor<48x56x56x384xf32>
  %19 = net.elementwise "s00068/feed" %18 {kind = #net<elementwise sum>} : tensor<48x56x56x384xf32> -> tensor<48x56x56x384xf32>
  %20 = net.conv2d "s00068" %19 {bias = false, filter = array<i64: 1, 1, 384, 192>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x56x56x384xf32> -> tensor<48x56x56x192xf32>
  %21 = net.input "s00080/in" : tensor<48x14x14x544xf32>
  %22 = net.elementwise "s00080/feed" %21 {kind = #net<elementwise sum>} : tensor<48x14x14x544xf32> -> tensor<48x14x14x544xf32>
  %23 = net.conv2d "s00080" %22 {bias = false, filter = array<i64: 3, 3, 544, 544>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x14x14x544xf32> -> tensor<48x14x14x544xf32>
  %24 = net.input "s00089/in" : tensor<48x10x10x64xf32>
  %25 = net.elementwise "s00089/feed" %24 {kind = #net<elementwise sum>} : tensor<48x10x10x64xf32> -> tensor<48x10x10x64xf32>
  %26 = net.conv2d "s00089" %25 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x10x10x64xf32> -> tensor<48x10x10x64xf32>
  %27 = net.input "s00099/in" : tensor<48x56x56x224xf32>
  %28 = net.elementwise "s00099/feed" %27 {kind = #net<elementwise sum>} : tensor<48x56x56x224xf32> -> tensor<48x56x56x224xf32>
  %29 = net.conv2d "s00099" %28 {bias = false, filter = array<i64: 1, 1, 224, 448>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x56x56x224xf32> -> tensor<48x56x56x448xf32>
  %30 = net.input "s00110/in" : tensor<48x20x20x768xf32>
  %31 = net.elementwise "s00110/feed" %30 {kind = #net<elementwise sum>} : tensor<48x20x20x768xf32> -> tensor<48x20x20x768xf32>
  %32 = net.conv2d "s00110" %31 {bias = false, filter = array<i64: 1, 1, 768, 192>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x20x20x768xf32> -> tensor<48x20x20x192xf32>
  %33 = net.input "s00120/in" : tensor<48x10x10x128xf32>
  %34 = net.elementwise "s00120/feed" %33 {kind = #net<elementwise sum>} : tensor<48x10x10x128xf32> -> tensor<48x10x10x128xf32>
  %35 = net.conv2d "s00120" %34 {bias = false, filter = array<i64: 3, 3, 128, 128>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x10x10x128xf32> -> tensor<48x10x10x128xf32>
  %36 = net.input "s00143/in" : tensor<48x12x12x256xf32>
  %37 = net.elementwise "s00143/feed" %36 {kind = #net<elementwise sum>} : tensor<48x12x12x256xf32> -> tensor<48x12x12x256xf32>
  %38 = net.conv2d "s00143" %37 {bias = false, filter = array<i64: 1, 1, 256, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x12x12x256xf32> -> tensor<48x12x12x64xf32>
  %39 = net.input "s00153/in" : tensor<48x14x14x352xf32>
  %40 = net.elementwise "s00153/feed" %39 {kind = #net<elementwise sum>} : tensor<48x14x14x352xf32> -> tensor<48x14x14x352xf32>
  %41 = net.conv2d "s00153" %40 {bias = false, filter = array<i64: 1, 1, 352, 704>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x14x14x352xf32> -> tensor<48x14x14x704xf32>
  %42 = net.input "s00154/in" : tensor<48x24x24x64xf32>
  %43 = net.elementwise "s00154/feed" %42 {kind = #net<elementwise sum>} : tensor<48x24x24x64xf32> -> tensor<48x24x24x64xf32>
  %44 = net.conv2d "s00154" %43 {bias = false, filter = array<i64: 1, 1, 64, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x24x24x64xf32> -> tensor<48x24x24x64xf32>
  %45 = net.input "s00159/in" : tensor<48x28x28x64xf32>
  %46 = net.elementwise "s00159/feed" %45 {kind = #net<elementwise sum>} : tensor<48x28x28x64xf32> -> tensor<48x28x28x64xf32>
  %47 = net.conv2d "s00159" %46 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x28x28x64xf32> -> tensor<48x28x28x64xf32>
  %48 = net.input "s00179/in" : tensor<48x7x7x64xf32>
  %49 = net.elementwise "s00179/feed" %48 {kind = #net<elementwise sum>} : tensor<48x7x7x64xf32> -> tensor<48x7x7x64xf32>
  %50 = net.conv2d "s00179" %49 {bias = false, filter = array<i64: 1, 1, 64, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x7x7x64xf32> -> tensor<48x7x7x64xf32>
  %51 = net.input "s00181/in" : tensor<48x7x7x384xf32>
  %52 = net.elementwise "s00181/feed" %51 {kind = #net<elementwise sum>} : tensor<48x7x7x384xf32> -> tensor<48x7x7x384xf32>
  %53 = net.conv2d "s00181" %52 {bias = false, filter = array<i64: 1, 1, 384, 96>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x7x7x384xf32> -> tensor<48x7x7x96xf32>
  %54 = net.input "s00191/in" : tensor<48x7x7x832xf32>
  %55 = net.elementwise "s00191/feed" %54 {kind = #net<elementwise sum>} : tensor<48x7x7x832xf32> -> tensor<48x7x7x832xf32>
  %56 = net.conv2d "s00191" %55 {bias = false, filter = array<i64: 1, 1, 832, 416>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x7x7x832xf32> -> tensor<48x7x7x416xf32>
  %57 = net.input "s00193/in" : tensor<48x7x7x256xf32>
  %58 = net.elementwise "s00193/feed" %57 {kind = #net<elementwise sum>} : tensor<48x7x7x256xf32> -> tensor<48x7x7x256xf32>
  %59 = net.conv2d "s00193" %58 {bias = false, filter = array<i64: 3, 3, 256, 256>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x7x7x256xf32> -> tensor<48x7x7x256xf32>
}
