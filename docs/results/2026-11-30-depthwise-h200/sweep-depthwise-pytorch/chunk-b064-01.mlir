net.network "chunk-b064-01" {
  %0 = net.input "s00113/in" : tensor<64x14x14x256xf32>
  %1 = net.elementwise "s00113/feed" %0 {kind = #net<elementwise sum>} : tensor<64x14x14x256xf32> -> tensor<64x14x14x256xf32>
  %2 = net.conv2d "s00113" %1 {bias = false, filter = array<i64: 3, 3, 1, 256>, groups = 256 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x14x14x256xf32> -> tensor<64x7x7x256xf32>
  %3 = net.input "s00114/in" : tensor<64x56x56x32xf32>
  %4 = net.elementwise "s00114/feed" %3 {kind = #net<elementwise sum>} : tensor<64x56x56x32xf32> -> tensor<64x56x56x32xf32>
  %5 = net.conv2d "s00114" %4 {bias = false, filter = array<i64: 3, 3, 1, 32>, groups = 32 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x56x56x32xf32> -> tensor<64x56x56x32xf32>
  %6 = net.input "s00123/in" : tensor<64x56x56x40xf32>
  %7 = net.elementwise "s00123/feed" %6 {kind = #net<elementwise sum>} : tensor<64x56x56x40xf32> -> tensor<64x56x56x40xf32>
  %8 = net.conv2d "s00123" %7 {bias = false, filter = array<i64: 7, 7, 1, 40>, groups = 40 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x56x56x40xf32> -> tensor<64x56x56x40xf32>
  %9 = net.input "s00124/in" : tensor<64x19x19x72xf32>
  %10 = net.elementwise "s00124/feed" %9 {kind = #net<elementwise sum>} : tensor<64x19x19x72xf32> -> tensor<64x19x19x72xf32>
  %11 = net.conv2d "s00124" %10 {bias = false, filter = array<i64: 5, 5, 1, 72>, groups = 72 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x19x19x72xf32> -> tensor<64x10x10x72xf32>
  %12 = net.input "s00125/in" : tensor<64x10x10x1152xf32>
  %13 = net.elementwise "s00125/feed" %12 {kind = #net<elementwise sum>} : tensor<64x10x10x1152xf32> -> tensor<64x10x10x1152xf32>
  %14 = net.conv2d "s00125" %13 {bias = false, filter = array<i64: 3, 3, 1, 1152>, groups = 1152 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x10x10x1152xf32> -> tensor<64x5x5x1152xf32>
  %15 = net.input "s00140/in" : tensor<64x14x14x120xf32>
  %16 = net.elementwise "s00140/feed" %15 {kind = #net<elementwise sum>} : tensor<64x14x14x120xf32> -> tensor<64x14x14x120xf32>
  %17 = net.conv2d "s00140" %16 {bias = false, filter = array<i64: 5, 5, 1, 120>, groups = 120 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x14x14x120xf32> -> tensor<64x14x14x120xf32>
  %18 = net.input "s00151/in" : tensor<64x28x28x64xf32>
  %19 = net.elementwise "s00151/feed" %18 {kind = #net<elementwise sum>} : tensor<64x28x28x64xf32> -> tensor<64x28x28x64xf32>
  %20 = net.conv2d "s00151" %19 {bias = false, filter = array<i64: 3, 3, 1, 64>, groups = 64 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x28x28x64xf32> -> tensor<64x28x28x64xf32>
  %21 = net.input "s00155/in" : tensor<64x28x28x256xf32>
  %22 = net.elementwise "s00155/feed" %21 {kind = #net<elementwise sum>} : tensor<64x28x28x256xf32> -> tensor<64x28x28x256xf32>
  %23 = net.conv2d "s00155" %22 {bias = false, filter = array<i64: 3, 3, 1, 256>, groups = 256 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x28x28x256xf32> -> tensor<64x28x28x256xf32>
  %24 = net.input "s00158/in" : tensor<64x28x28x40xf32>
  %25 = net.elementwise "s00158/feed" %24 {kind = #net<elementwise sum>} : tensor<64x28x28x40xf32> -> tensor<64x28x28x40xf32>
  %26 = net.conv2d "s00158" %25 {bias = false, filter = array<i64: 3, 3, 1, 40>, groups = 40 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x28x28x40xf32> -> tensor<64x28x28x40xf32>
  %27 = net.input "s00160/in" : tensor<64x10x10x384xf32>
  %28 = net.elementwise "s00160/feed" %27 {kind = #net<elementwise sum>} : tensor<64x10x10x384xf32> -> tensor<64x10x10x384xf32>
  %29 = net.conv2d "s00160" %28 {bias = false, filter = array<i64: 5, 5, 1, 384>, groups = 384 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x10x10x384xf32> -> tensor<64x5x5x384xf32>
  %30 = net.input "s00165/in" : tensor<64x19x19x768xf32>
  %31 = net.elementwise "s00165/feed" %30 {kind = #net<elementwise sum>} : tensor<64x19x19x768xf32> -> tensor<64x19x19x768xf32>
  %32 = net.conv2d "s00165" %31 {bias = false, filter = array<i64: 5, 5, 1, 768>, groups = 768 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x19x19x768xf32> -> tensor<64x10x10x768xf32>
  %33 = net.input "s00172/in" : tensor<64x14x14x256xf32>
  %34 = net.elementwise "s00172/feed" %33 {kind = #net<elementwise sum>} : tensor<64x14x14x256xf32> -> tensor<64x14x14x256xf32>
  %35 = net.conv2d "s00172" %34 {bias = false, filter = array<i64: 3, 3, 1, 256>, groups = 256 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x14x14x256xf32> -> tensor<64x14x14x256xf32>
  %36 = net.input "s00173/in" : tensor<64x7x7x288xf32>
  %37 = net.elementwise "s00173/feed" %36 {kind = #net<elementwise sum>} : tensor<64x7x7x288xf32> -> tensor<64x7x7x288xf32>
  %38 = net.conv2d "s00173" %37 {bias = false, filter = array<i64: 5, 5, 1, 288>, groups = 288 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x7x7x288xf32> -> tensor<64x4x4x288xf32>
  %39 = net.input "s00174/in" : tensor<64x38x38x288xf32>
  %40 = net.elementwise "s00174/feed" %39 {kind = #net<elementwise sum>} : tensor<64x38x38x288xf32> -> tensor<64x38x38x288xf32>
  %41 = net.conv2d "s00174" %40 {bias = false, filter = array<i64: 7, 7, 1, 288>, groups = 288 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x38x38x288xf32> -> tensor<64x38x38x288xf32>
  %42 = net.input "s00192/in" : tensor<64x10x10x120xf32>
  %43 = net.elementwise "s00192/feed" %42 {kind = #net<elementwise sum>} : tensor<64x10x10x120xf32> -> tensor<64x10x10x120xf32>
  %44 = net.conv2d "s00192" %43 {bias = false, filter = array<i64: 5, 5, 1, 120>, groups = 120 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x10x10x120xf32> -> tensor<64x10x10x120xf32>
  %45 = net.input "s00200/in" : tensor<64x10x10x192xf32>
  %46 = net.elementwise "s00200/feed" %45 {kind = #net<elementwise sum>} : tensor<64x10x10x192xf32> -> tensor<64x10x10x192xf32>
  %47 = net.conv2d "s00200" %46 {bias = false, filter = array<i64: 3, 3, 1, 192>, groups = 192 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x10x10x192xf32> -> tensor<64x5x5x192xf32>
  %48 = net.input "s00208/in" : tensor<64x7x7x24xf32>
  %49 = net.elementwise "s00208/feed" %48 {kind = #net<elementwise sum>} : tensor<64x7x7x24xf32> -> tensor<64x7x7x24xf32>
  %50 = net.conv2d "s00208" %49 {bias = false, filter = array<i64: 7, 7, 1, 24>, groups = 24 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x7x7x24xf32> -> tensor<64x4x4x24xf32>
  %51 = net.input "s00209/in" : tensor<64x28x28x576xf32>
  %52 = net.elementwise "s00209/feed" %51 {kind = #net<elementwise sum>} : tensor<64x28x28x576xf32> -> tensor<64x28x28x576xf32>
  %53 = net.conv2d "s00209" %52 {bias = false, filter = array<i64: 3, 3, 1, 576>, groups = 576 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x28x28x576xf32> -> tensor<64x28x28x576xf32>
  %54 = net.input "s00214/in" : tensor<64x14x14x40xf32>
  %55 = net.elementwise "s00214/feed" %54 {kind = #net<elementwise sum>} : tensor<64x14x14x40xf32> -> tensor<64x14x14x40xf32>
  %56 = net.conv2d "s00214" %55 {bias = false, filter = array<i64: 5, 5, 1, 40>, groups = 40 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x14x14x40xf32> -> tensor<64x7x7x40xf32>
  %57 = net.input "s00216/in" : tensor<64x7x7x144xf32>
  %58 = net.elementwise "s00216/feed" %57 {kind = #net<elementwise sum>} : tensor<64x7x7x144xf32> -> tensor<64x7x7x144xf32>
  %59 = net.conv2d "s00216" %58 {bias = false, filter = array<i64: 7, 7, 1, 144>, groups = 144 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x7x7x144xf32> -> tensor<64x7x7x144xf32>
  %60 = net.input "s00218/in" : tensor<64x7x7x48xf32>
  %61 = net.elementwise "s00218/feed" %60 {kind = #net<elementwise sum>} : tensor<64x7x7x48xf32> -> tensor<64x7x7x48xf32>
  %62 = net.conv2d "s00218" %61 {bias = false, filter = array<i64: 5, 5, 1, 48>, groups = 48 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x7x7x48xf32> -> tensor<64x4x4x48xf32>
  %63 = net.input "s00219/in" : tensor<64x14x14x960xf32>
  %64 = net.elementwise "s00219/feed" %63 {kind = #net<elementwise sum>} : tensor<64x14x14x960xf32> -> tensor<64x14x14x960xf32>
  %65 = net.conv2d "s00219" %64 {bias = false, filter = array<i64: 3, 3, 1, 960>, groups = 960 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x14x14x960xf32> -> tensor<64x7x7x960xf32>
  %66 = net.input "s00220/in" : tensor<64x56x56x480xf32>
  %67 = net.elementwise "s00220/feed" %66 {kind = #net<elementwise sum>} : tensor<64x56x56x480xf32> -> tensor<64x56x56x480xf32>
  %68 = net.conv2d "s00220" %67 {bias = false, filter = array<i64: 5, 5, 1, 480>, groups = 480 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x56x56x480xf32> -> tensor<64x56x56x480xf32>
  %69 = net.input "s00224/in" : tensor<64x56x56x288xf32>
  %70 = net.elementwise "s00224/feed" %69 {kind = #net<elementwise sum>} : tensor<64x56x56x288xf32> -> tensor<64x56x56x288xf32>
  %71 = net.conv2d "s00224" %70 {bias = false, filter = array<i64: 3, 3, 1, 288>, groups = 288 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x56x56x288xf32> -> tensor<64x28x28x288xf32>
  %72 = net.input "s00225/in" : tensor<64x7x7x40xf32>
  %73 = net.elementwise "s00225/feed" %72 {kind = #net<elementwise sum>} : tensor<64x7x7x40xf32> -> tensor<64x7x7x40xf32>
  %74 = net.conv2d "s00225" %73 {bias = false, filter = array<i64: 5, 5, 1, 40>, groups = 40 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x7x7x40xf32> -> tensor<64x7x7x40xf32>
}
