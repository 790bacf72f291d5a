net.network "chunk-b032-01" {
  %0 = net.input "s00132/in" : tensor<32x56x56x768xf32>
  %1 = net.elementwise "s00132/feed" %0 {kind = #net<elementwise sum>} : tensor<32x56x56x768xf32> -> tensor<32x56x56x768xf32>
  %2 = net.conv2d "s00132" %1 {bias = false, filter = array<i64: 5, 5, 1, 768>, groups = 768 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x56x56x768xf32> -> tensor<32x28x28x768xf32>
  %3 = net.input "s00135/in" : tensor<32x56x56x96xf32>
  %4 = net.elementwise "s00135/feed" %3 {kind = #net<elementwise sum>} : tensor<32x56x56x96xf32> -> tensor<32x56x56x96xf32>
  %5 = net.conv2d "s00135" %4 {bias = false, filter = array<i64: 3, 3, 1, 96>, groups = 96 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x56x56x96xf32> -> tensor<32x56x56x96xf32>
  %6 = net.input "s00139/in" : tensor<32x38x38x40xf32>
  %7 = net.elementwise "s00139/feed" %6 {kind = #net<elementwise sum>} : tensor<32x38x38x40xf32> -> tensor<32x38x38x40xf32>
  %8 = net.conv2d "s00139" %7 {bias = false, filter = array<i64: 3, 3, 1, 40>, groups = 40 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x38x38x40xf32> -> tensor<32x19x19x40xf32>
  %9 = net.input "s00142/in" : tensor<32x19x19x384xf32>
  %10 = net.elementwise "s00142/feed" %9 {kind = #net<elementwise sum>} : tensor<32x19x19x384xf32> -> tensor<32x19x19x384xf32>
  %11 = net.conv2d "s00142" %10 {bias = false, filter = array<i64: 3, 3, 1, 384>, groups = 384 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x19x19x384xf32> -> tensor<32x10x10x384xf32>
  %12 = net.input "s00143/in" : tensor<32x38x38x192xf32>
  %13 = net.elementwise "s00143/feed" %12 {kind = #net<elementwise sum>} : tensor<32x38x38x192xf32> -> tensor<32x38x38x192xf32>
  %14 = net.conv2d "s00143" %13 {bias = false, filter = array<i64: 3, 3, 1, 192>, groups = 192 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x38x38x192xf32> -> tensor<32x38x38x192xf32>
  %15 = net.input "s00146/in" : tensor<32x14x14x512xf32>
  %16 = net.elementwise "s00146/feed" %15 {kind = #net<elementwise sum>} : tensor<32x14x14x512xf32> -> tensor<32x14x14x512xf32>
  %17 = net.conv2d "s00146" %16 {bias = false, filter = array<i64: 3, 3, 1, 512>, groups = 512 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x14x14x512xf32> -> tensor<32x7x7x512xf32>
  %18 = net.input "s00147/in" : tensor<32x14x14x256xf32>
  %19 = net.elementwise "s00147/feed" %18 {kind = #net<elementwise sum>} : tensor<32x14x14x256xf32> -> tensor<32x14x14x256xf32>
  %20 = net.conv2d "s00147" %19 {bias = false, filter = array<i64: 7, 7, 1, 256>, groups = 256 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x14x14x256xf32> -> tensor<32x7x7x256xf32>
  %21 = net.input "s00149/in" : tensor<32x14x14x384xf32>
  %22 = net.elementwise "s00149/feed" %21 {kind = #net<elementwise sum>} : tensor<32x14x14x384xf32> -> tensor<32x14x14x384xf32>
  %23 = net.conv2d "s00149" %22 {bias = false, filter = array<i64: 5, 5, 1, 384>, groups = 384 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x14x14x384xf32> -> tensor<32x7x7x384xf32>
  %24 = net.input "s00150/in" : tensor<32x28x28x16xf32>
  %25 = net.elementwise "s00150/feed" %24 {kind = #net<elementwise sum>} : tensor<32x28x28x16xf32> -> tensor<32x28x28x16xf32>
  %26 = net.conv2d "s00150" %25 {bias = false, filter = array<i64: 7, 7, 1, 16>, groups = 16 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x28x28x16xf32> -> tensor<32x14x14x16xf32>
  %27 = net.input "s00152/in" : tensor<32x28x28x480xf32>
  %28 = net.elementwise "s00152/feed" %27 {kind = #net<elementwise sum>} : tensor<32x28x28x480xf32> -> tensor<32x28x28x480xf32>
  %29 = net.conv2d "s00152" %28 {bias = false, filter = array<i64: 3, 3, 1, 480>, groups = 480 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x28x28x480xf32> -> tensor<32x28x28x480xf32>
  %30 = net.input "s00159/in" : tensor<32x14x14x256xf32>
  %31 = net.elementwise "s00159/feed" %30 {kind = #net<elementwise sum>} : tensor<32x14x14x256xf32> -> tensor<32x14x14x256xf32>
  %32 = net.conv2d "s00159" %31 {bias = false, filter = array<i64: 7, 7, 1, 256>, groups = 256 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x256xf32> -> tensor<32x14x14x256xf32>
  %33 = net.input "s00163/in" : tensor<32x56x56x120xf32>
  %34 = net.elementwise "s00163/feed" %33 {kind = #net<elementwise sum>} : tensor<32x56x56x120xf32> -> tensor<32x56x56x120xf32>
  %35 = net.conv2d "s00163" %34 {bias = false, filter = array<i64: 7, 7, 1, 120>, groups = 120 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x56x56x120xf32> -> tensor<32x56x56x120xf32>
  %36 = net.input "s00167/in" : tensor<32x14x14x184xf32>
  %37 = net.elementwise "s00167/feed" %36 {kind = #net<elementwise sum>} : tensor<32x14x14x184xf32> -> tensor<32x14x14x184xf32>
  %38 = net.conv2d "s00167" %37 {bias = false, filter = array<i64: 3, 3, 1, 184>, groups = 184 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x14x14x184xf32> -> tensor<32x7x7x184xf32>
  %39 = net.input "s00168/in" : tensor<32x28x28x1152xf32>
  %40 = net.elementwise "s00168/feed" %39 {kind = #net<elementwise sum>} : tensor<32x28x28x1152xf32> -> tensor<32x28x28x1152xf32>
  %41 = net.conv2d "s00168" %40 {bias = false, filter = array<i64: 3, 3, 1, 1152>, groups = 1152 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x28x28x1152xf32> -> tensor<32x28x28x1152xf32>
  %42 = net.input "s00169/in" : tensor<32x7x7x1024xf32>
  %43 = net.elementwise "s00169/feed" %42 {kind = #net<elementwise sum>} : tensor<32x7x7x1024xf32> -> tensor<32x7x7x1024xf32>
  %44 = net.conv2d "s00169" %43 {bias = false, filter = array<i64: 5, 5, 1, 1024>, groups = 1024 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x1024xf32> -> tensor<32x7x7x1024xf32>
  %45 = net.input "s00171/in" : tensor<32x38x38x24xf32>
  %46 = net.elementwise "s00171/feed" %45 {kind = #net<elementwise sum>} : tensor<32x38x38x24xf32> -> tensor<32x38x38x24xf32>
  %47 = net.conv2d "s00171" %46 {bias = false, filter = array<i64: 3, 3, 1, 24>, groups = 24 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x38x38x24xf32> -> tensor<32x19x19x24xf32>
  %48 = net.input "s00183/in" : tensor<32x28x28x64xf32>
  %49 = net.elementwise "s00183/feed" %48 {kind = #net<elementwise sum>} : tensor<32x28x28x64xf32> -> tensor<32x28x28x64xf32>
  %50 = net.conv2d "s00183" %49 {bias = false, filter = array<i64: 5, 5, 1, 64>, groups = 64 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x28x28x64xf32> -> tensor<32x28x28x64xf32>
  %51 = net.input "s00184/in" : tensor<32x10x10x64xf32>
  %52 = net.elementwise "s00184/feed" %51 {kind = #net<elementwise sum>} : tensor<32x10x10x64xf32> -> tensor<32x10x10x64xf32>
  %53 = net.conv2d "s00184" %52 {bias = false, filter = array<i64: 5, 5, 1, 64>, groups = 64 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x10x10x64xf32> -> tensor<32x10x10x64xf32>
  %54 = net.input "s00189/in" : tensor<32x28x28x64xf32>
  %55 = net.elementwise "s00189/feed" %54 {kind = #net<elementwise sum>} : tensor<32x28x28x64xf32> -> tensor<32x28x28x64xf32>
  %56 = net.conv2d "s00189" %55 {bias = false, filter = array<i64: 5, 5, 1, 64>, groups = 64 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x28x28x64xf32> -> tensor<32x14x14x64xf32>
  %57 = net.input "s00191/in" : tensor<32x10x10x32xf32>
  %58 = net.elementwise "s00191/feed" %57 {kind = #net<elementwise sum>} : tensor<32x10x10x32xf32> -> tensor<32x10x10x32xf32>
  %59 = net.conv2d "s00191" %58 {bias = false, filter = array<i64: 3, 3, 1, 32>, groups = 32 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x10x10x32xf32> -> tensor<32x10x10x32xf32>
  %60 = net.input "s00193/in" : tensor<32x19x19x384xf32>
  %61 = net.elementwise "s00193/feed" %60 {kind = #net<elementwise sum>} : tensor<32x19x19x384xf32> -> tensor<32x19x19x384xf32>
  %62 = net.conv2d "s00193" %61 {bias = false, filter = array<i64: 3, 3, 1, 384>, groups = 384 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x19x19x384xf32> -> tensor<32x19x19x384xf32>
  %63 = net.input "s00194/in" : tensor<32x112x112x256xf32>
  %64 = net.elementwise "s00194/feed" %63 {kind = #net<elementwise sum>} : tensor<32x112x112x256xf32> -> tensor<32x112x112x256xf32>
  %65 = net.conv2d "s00194" %64 {bias = false, filter = array<i64: 3, 3, 1, 256>, groups = 256 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x112x112x256xf32> -> tensor<32x112x112x256xf32>
  %66 = net.input "s00196/in" : tensor<32x112x112x96xf32>
  %67 = net.elementwise "s00196/feed" %66 {kind = #net<elementwise sum>} : tensor<32x112x112x96xf32> -> tensor<32x112x112x96xf32>
  %68 = net.conv2d "s00196" %67 {bias = false, filter = array<i64: 5, 5, 1, 96>, groups = 96 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x112x112x96xf32> -> tensor<32x112x112x96xf32>
  %69 = net.input "s00197/in" : tensor<32x7x7x192xf32>
  %70 = net.elementwise "s00197/feed" %69 {kind = #net<elementwise sum>} : tensor<32x7x7x192xf32> -> tensor<32x7x7x192xf32>
  %71 = net.conv2d "s00197" %70 {bias = false, filter = array<i64: 5, 5, 1, 192>, groups = 192 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x7x7x192xf32> -> tensor<32x4x4x192xf32>
  %72 = net.input "s00201/in" : tensor<32x19x19x384xf32>
  %73 = net.elementwise "s00201/feed" %72 {kind = #net<elementwise sum>} : tensor<32x19x19x384xf32> -> tensor<32x19x19x384xf32>
  %74 = net.conv2d "s00201" %73 {bias = false, filter = array<i64: 5, 5, 1, 384>, groups = 384 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x19x19x384xf32> -> tensor<32x19x19x384xf32>
}
