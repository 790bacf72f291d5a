net.network "chunk-b064-00" {
  %0 = net.input "s00007/in" : tensor<64x19x19x64xf32>
  %1 = net.elementwise "s00007/feed" %0 {kind = #net<elementwise sum>} : tensor<64x19x19x64xf32> -> tensor<64x19x19x64xf32>
  %2 = net.conv2d "s00007" %1 {bias = false, filter = array<i64: 3, 3, 1, 64>, groups = 64 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x19x19x64xf32> -> tensor<64x19x19x64xf32>
  %3 = net.input "s00008/in" : tensor<64x28x28x16xf32>
  %4 = net.elementwise "s00008/feed" %3 {kind = #net<elementwise sum>} : tensor<64x28x28x16xf32> -> tensor<64x28x28x16xf32>
  %5 = net.conv2d "s00008" %4 {bias = false, filter = array<i64: 5, 5, 1, 16>, groups = 16 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x28x28x16xf32> -> tensor<64x14x14x16xf32>
  %6 = net.input "s00013/in" : tensor<64x38x38x40xf32>
  %7 = net.elementwise "s00013/feed" %6 {kind = #net<elementwise sum>} : tensor<64x38x38x40xf32> -> tensor<64x38x38x40xf32>
  %8 = net.conv2d "s00013" %7 {bias = false, filter = array<i64: 3, 3, 1, 40>, groups = 40 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x38x38x40xf32> -> tensor<64x38x38x40xf32>
  %9 = net.input "s00024/in" : tensor<64x56x56x144xf32>
  %10 = net.elementwise "s00024/feed" %9 {kind = #net<elementwise sum>} : tensor<64x56x56x144xf32> -> tensor<64x56x56x144xf32>
  %11 = net.conv2d "s00024" %10 {bias = false, filter = array<i64: 5, 5, 1, 144>, groups = 144 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x56x56x144xf32> -> tensor<64x56x56x144xf32>
  %12 = net.input "s00027/in" : tensor<64x19x19x1152xf32>
  %13 = net.elementwise "s00027/feed" %12 {kind = #net<elementwise sum>} : tensor<64x19x19x1152xf32> -> tensor<64x19x19x1152xf32>
  %14 = net.conv2d "s00027" %13 {bias = false, filter = array<i64: 7, 7, 1, 1152>, groups = 1152 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x19x19x1152xf32> -> tensor<64x10x10x1152xf32>
  %15 = net.input "s00029/in" : tensor<64x28x28x256xf32>
  %16 = net.elementwise "s00029/feed" %15 {kind = #net<elementwise sum>} : tensor<64x28x28x256xf32> -> tensor<64x28x28x256xf32>
  %17 = net.conv2d "s00029" %16 {bias = false, filter = array<i64: 5, 5, 1, 256>, groups = 256 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x28x28x256xf32> -> tensor<64x28x28x256xf32>
  %18 = net.input "s00038/in" : tensor<64x7x7x480xf32>
  %19 = net.elementwise "s00038/feed" %18 {kind = #net<elementwise sum>} : tensor<64x7x7x480xf32> -> tensor<64x7x7x480xf32>
  %20 = net.conv2d "s00038" %19 {bias = false, filter = array<i64: 5, 5, 1, 480>, groups = 480 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x7x7x480xf32> -> tensor<64x7x7x480xf32>
  %21 = net.input "s00044/in" : tensor<64x112x112x48xf32>
  %22 = net.elementwise "s00044/feed" %21 {kind = #net<elementwise sum>} : tensor<64x112x112x48xf32> -> tensor<64x112x112x48xf32>
  %23 = net.conv2d "s00044" %22 {bias = false, filter = array<i64: 3, 3, 1, 48>, groups = 48 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x112x112x48xf32> -> tensor<64x112x112x48xf32>
  %24 = net.input "s00047/in" : tensor<64x28x28x288xf32>
  %25 = net.elementwise "s00047/feed" %24 {kind = #net<elementwise sum>} : tensor<64x28x28x288xf32> -> tensor<64x28x28x288xf32>
  %26 = net.conv2d "s00047" %25 {bias = false, filter = array<i64: 5, 5, 1, 288>, groups = 288 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x28x28x288xf32> -> tensor<64x28x28x288xf32>
  %27 = net.input "s00048/in" : tensor<64x7x7x240xf32>
  %28 = net.elementwise "s00048/feed" %27 {kind = #net<elementwise sum>} : tensor<64x7x7x240xf32> -> tensor<64x7x7x240xf32>
  %29 = net.conv2d "s00048" %28 {bias = false, filter = array<i64: 3, 3, 1, 240>, groups = 240 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x7x7x240xf32> -> tensor<64x7x7x240xf32>
  %30 = net.input "s00049/in" : tensor<64x56x56x48xf32>
  %31 = net.elementwise "s00049/feed" %30 {kind = #net<elementwise sum>} : tensor<64x56x56x48xf32> -> tensor<64x56x56x48xf32>
  %32 = net.conv2d "s00049" %31 {bias = false, filter = array<i64: 3, 3, 1, 48>, groups = 48 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x56x56x48xf32> -> tensor<64x28x28x48xf32>
  %33 = net.input "s00057/in" : tensor<64x38x38x256xf32>
  %34 = net.elementwise "s00057/feed" %33 {kind = #net<elementwise sum>} : tensor<64x38x38x256xf32> -> tensor<64x38x38x256xf32>
  %35 = net.conv2d "s00057" %34 {bias = false, filter = array<i64: 3, 3, 1, 256>, groups = 256 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x38x38x256xf32> -> tensor<64x38x38x256xf32>
  %36 = net.input "s00065/in" : tensor<64x112x112x24xf32>
  %37 = net.elementwise "s00065/feed" %36 {kind = #net<elementwise sum>} : tensor<64x112x112x24xf32> -> tensor<64x112x112x24xf32>
  %38 = net.conv2d "s00065" %37 {bias = false, filter = array<i64: 3, 3, 1, 24>, groups = 24 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x112x112x24xf32> -> tensor<64x112x112x24xf32>
  %39 = net.input "s00066/in" : tensor<64x112x112x24xf32>
  %40 = net.elementwise "s00066/feed" %39 {kind = #net<elementwise sum>} : tensor<64x112x112x24xf32> -> tensor<64x112x112x24xf32>
  %41 = net.conv2d "s00066" %40 {bias = false, filter = array<i64: 5, 5, 1, 24>, groups = 24 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x112x112x24xf32> -> tensor<64x56x56x24xf32>
  %42 = net.input "s00069/in" : tensor<64x112x112x48xf32>
  %43 = net.elementwise "s00069/feed" %42 {kind = #net<elementwise sum>} : tensor<64x112x112x48xf32> -> tensor<64x112x112x48xf32>
  %44 = net.conv2d "s00069" %43 {bias = false, filter = array<i64: 7, 7, 1, 48>, groups = 48 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x112x112x48xf32> -> tensor<64x112x112x48xf32>
  %45 = net.input "s00070/in" : tensor<64x7x7x120xf32>
  %46 = net.elementwise "s00070/feed" %45 {kind = #net<elementwise sum>} : tensor<64x7x7x120xf32> -> tensor<64x7x7x120xf32>
  %47 = net.conv2d "s00070" %46 {bias = false, filter = array<i64: 5, 5, 1, 120>, groups = 120 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x7x7x120xf32> -> tensor<64x4x4x120xf32>
  %48 = net.input "s00071/in" : tensor<64x14x14x384xf32>
  %49 = net.elementwise "s00071/feed" %48 {kind = #net<elementwise sum>} : tensor<64x14x14x384xf32> -> tensor<64x14x14x384xf32>
  %50 = net.conv2d "s00071" %49 {bias = false, filter = array<i64: 3, 3, 1, 384>, groups = 384 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x14x14x384xf32> -> tensor<64x14x14x384xf32>
  %51 = net.input "s00079/in" : tensor<64x14x14x1024xf32>
  %52 = net.elementwise "s00079/feed" %51 {kind = #net<elementwise sum>} : tensor<64x14x14x1024xf32> -> tensor<64x14x14x1024xf32>
  %53 = net.conv2d "s00079" %52 {bias = false, filter = array<i64: 5, 5, 1, 1024>, groups = 1024 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x14x14x1024xf32> -> tensor<64x7x7x1024xf32>
  %54 = net.input "s00084/in" : tensor<64x28x28x40xf32>
  %55 = net.elementwise "s00084/feed" %54 {kind = #net<elementwise sum>} : tensor<64x28x28x40xf32> -> tensor<64x28x28x40xf32>
  %56 = net.conv2d "s00084" %55 {bias = false, filter = array<i64: 3, 3, 1, 40>, groups = 40 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x28x28x40xf32> -> tensor<64x28x28x40xf32>
  %57 = net.input "s00088/in" : tensor<64x14x14x1024xf32>
  %58 = net.elementwise "s00088/feed" %57 {kind = #net<elementwise sum>} : tensor<64x14x14x1024xf32> -> tensor<64x14x14x1024xf32>
  %59 = net.conv2d "s00088" %58 {bias = false, filter = array<i64: 3, 3, 1, 1024>, groups = 1024 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x14x14x1024xf32> -> tensor<64x7x7x1024xf32>
}
