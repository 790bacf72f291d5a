net.network "chunk-b128-00" {
  %0 = net.input "s00002/in" : tensor<128x14x14x1024xf32>
  %1 = net.elementwise "s00002/feed" %0 {kind = #net<elementwise sum>} : tensor<128x14x14x1024xf32> -> tensor<128x14x14x1024xf32>
  %2 = net.conv2d "s00002" %1 {bias = false, filter = array<i64: 5, 5, 1, 1024>, groups = 1024 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x1024xf32> -> tensor<128x14x14x1024xf32>
  %3 = net.input "s00003/in" : tensor<128x28x28x144xf32>
  %4 = net.elementwise "s00003/feed" %3 {kind = #net<elementwise sum>} : tensor<128x28x28x144xf32> -> tensor<128x28x28x144xf32>
  %5 = net.conv2d "s00003" %4 {bias = false, filter = array<i64: 5, 5, 1, 144>, groups = 144 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x28x28x144xf32> -> tensor<128x28x28x144xf32>
  %6 = net.input "s00006/in" : tensor<128x56x56x64xf32>
  %7 = net.elementwise "s00006/feed" %6 {kind = #net<elementwise sum>} : tensor<128x56x56x64xf32> -> tensor<128x56x56x64xf32>
  %8 = net.conv2d "s00006" %7 {bias = false, filter = array<i64: 7, 7, 1, 64>, groups = 64 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x56x56x64xf32> -> tensor<128x56x56x64xf32>
  %9 = net.input "s00009/in" : tensor<128x14x14x480xf32>
  %10 = net.elementwise "s00009/feed" %9 {kind = #net<elementwise sum>} : tensor<128x14x14x480xf32> -> tensor<128x14x14x480xf32>
  %11 = net.conv2d "s00009" %10 {bias = false, filter = array<i64: 5, 5, 1, 480>, groups = 480 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x14x14x480xf32> -> tensor<128x7x7x480xf32>
  %12 = net.input "s00012/in" : tensor<128x7x7x96xf32>
  %13 = net.elementwise "s00012/feed" %12 {kind = #net<elementwise sum>} : tensor<128x7x7x96xf32> -> tensor<128x7x7x96xf32>
  %14 = net.conv2d "s00012" %13 {bias = false, filter = array<i64: 3, 3, 1, 96>, groups = 96 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x7x7x96xf32> -> tensor<128x7x7x96xf32>
  %15 = net.input "s00014/in" : tensor<128x14x14x96xf32>
  %16 = net.elementwise "s00014/feed" %15 {kind = #net<elementwise sum>} : tensor<128x14x14x96xf32> -> tensor<128x14x14x96xf32>
  %17 = net.conv2d "s00014" %16 {bias = false, filter = array<i64: 3, 3, 1, 96>, groups = 96 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x96xf32> -> tensor<128x14x14x96xf32>
  %18 = net.input "s00031/in" : tensor<128x10x10x1152xf32>
  %19 = net.elementwise "s00031/feed" %18 {kind = #net<elementwise sum>} : tensor<128x10x10x1152xf32> -> tensor<128x10x10x1152xf32>
  %20 = net.conv2d "s00031" %19 {bias = false, filter = array<i64: 3, 3, 1, 1152>, groups = 1152 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x10x10x1152xf32> -> tensor<128x10x10x1152xf32>
  %21 = net.input "s00033/in" : tensor<128x7x7x192xf32>
  %22 = net.elementwise "s00033/feed" %21 {kind = #net<elementwise sum>} : tensor<128x7x7x192xf32> -> tensor<128x7x7x192xf32>
  %23 = net.conv2d "s00033" %22 {bias = false, filter = array<i64: 7, 7, 1, 192>, groups = 192 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x7x7x192xf32> -> tensor<128x7x7x192xf32>
  %24 = net.input "s00042/in" : tensor<128x112x112x48xf32>
  %25 = net.elementwise "s00042/feed" %24 {kind = #net<elementwise sum>} : tensor<128x112x112x48xf32> -> tensor<128x112x112x48xf32>
  %26 = net.conv2d "s00042" %25 {bias = false, filter = array<i64: 5, 5, 1, 48>, groups = 48 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x112x112x48xf32> -> tensor<128x56x56x48xf32>
  %27 = net.input "s00045/in" : tensor<128x7x7x72xf32>
  %28 = net.elementwise "s00045/feed" %27 {kind = #net<elementwise sum>} : tensor<128x7x7x72xf32> -> tensor<128x7x7x72xf32>
  %29 = net.conv2d "s00045" %28 {bias = false, filter = array<i64: 7, 7, 1, 72>, groups = 72 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x7x7x72xf32> -> tensor<128x4x4x72xf32>
  %30 = net.input "s00052/in" : tensor<128x14x14x32xf32>
  %31 = net.elementwise "s00052/feed" %30 {kind = #net<elementwise sum>} : tensor<128x14x14x32xf32> -> tensor<128x14x14x32xf32>
  %32 = net.conv2d "s00052" %31 {bias = false, filter = array<i64: 7, 7, 1, 32>, groups = 32 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x32xf32> -> tensor<128x14x14x32xf32>
  %33 = net.input "s00056/in" : tensor<128x28x28x72xf32>
  %34 = net.elementwise "s00056/feed" %33 {kind = #net<elementwise sum>} : tensor<128x28x28x72xf32> -> tensor<128x28x28x72xf32>
  %35 = net.conv2d "s00056" %34 {bias = false, filter = array<i64: 3, 3, 1, 72>, groups = 72 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x28x28x72xf32> -> tensor<128x28x28x72xf32>
  %36 = net.input "s00062/in" : tensor<128x7x7x192xf32>
  %37 = net.elementwise "s00062/feed" %36 {kind = #net<elementwise sum>} : tensor<128x7x7x192xf32> -> tensor<128x7x7x192xf32>
  %38 = net.conv2d "s00062" %37 {bias = false, filter = array<i64: 7, 7, 1, 192>, groups = 192 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x7x7x192xf32> -> tensor<128x4x4x192xf32>
  %39 = net.input "s00073/in" : tensor<128x56x56x184xf32>
  %40 = net.elementwise "s00073/feed" %39 {kind = #net<elementwise sum>} : tensor<128x56x56x184xf32> -> tensor<128x56x56x184xf32>
  %41 = net.conv2d "s00073" %40 {bias = false, filter = array<i64: 3, 3, 1, 184>, groups = 184 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x56x56x184xf32> -> tensor<128x28x28x184xf32>
  %42 = net.input "s00077/in" : tensor<128x14x14x1152xf32>
  %43 = net.elementwise "s00077/feed" %42 {kind = #net<elementwise sum>} : tensor<128x14x14x1152xf32> -> tensor<128x14x14x1152xf32>
  %44 = net.conv2d "s00077" %43 {bias = false, filter = array<i64: 7, 7, 1, 1152>, groups = 1152 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x1152xf32> -> tensor<128x14x14x1152xf32>
  %45 = net.input "s00078/in" : tensor<128x19x19x48xf32>
  %46 = net.elementwise "s00078/feed" %45 {kind = #net<elementwise sum>} : tensor<128x19x19x48xf32> -> tensor<128x19x19x48xf32>
  %47 = net.conv2d "s00078" %46 {bias = false, filter = array<i64: 5, 5, 1, 48>, groups = 48 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x19x19x48xf32> -> tensor<128x19x19x48xf32>
  %48 = net.input "s00081/in" : tensor<128x56x56x288xf32>
  %49 = net.elementwise "s00081/feed" %48 {kind = #net<elementwise sum>} : tensor<128x56x56x288xf32> -> tensor<128x56x56x288xf32>
  %50 = net.conv2d "s00081" %49 {bias = false, filter = array<i64: 3, 3, 1, 288>, groups = 288 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x56x56x288xf32> -> tensor<128x28x28x288xf32>
  %51 = net.input "s00082/in" : tensor<128x19x19x24xf32>
  %52 = net.elementwise "s00082/feed" %51 {kind = #net<elementwise sum>} : tensor<128x19x19x24xf32> -> tensor<128x19x19x24xf32>
  %53 = net.conv2d "s00082" %52 {bias = false, filter = array<i64: 3, 3, 1, 24>, groups = 24 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x19x19x24xf32> -> tensor<128x19x19x24xf32>
  %54 = net.input "s00085/in" : tensor<128x38x38x480xf32>
  %55 = net.elementwise "s00085/feed" %54 {kind = #net<elementwise sum>} : tensor<128x38x38x480xf32> -> tensor<128x38x38x480xf32>
  %56 = net.conv2d "s00085" %55 {bias = false, filter = array<i64: 5, 5, 1, 480>, groups = 480 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x38x38x480xf32> -> tensor<128x19x19x480xf32>
  %57 = net.input "s00086/in" : tensor<128x38x38x40xf32>
  %58 = net.elementwise "s00086/feed" %57 {kind = #net<elementwise sum>} : tensor<128x38x38x40xf32> -> tensor<128x38x38x40xf32>
  %59 = net.conv2d "s00086" %58 {bias = false, filter = array<i64: 5, 5, 1, 40>, groups = 40 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x38x38x40xf32> -> tensor<128x19x19x40xf32>
  %60 = net.input "s00088/in" : tensor<128x28x28x512xf32>
  %61 = net.elementwise "s00088/feed" %60 {kind = #net<elementwise sum>} : tensor<128x28x28x512xf32> -> tensor<128x28x28x512xf32>
  %62 = net.conv2d "s00088" %61 {bias = false, filter = array<i64: 3, 3, 1, 512>, groups = 512 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x28x28x512xf32> -> tensor<128x28x28x512xf32>
  %63 = net.input "s00092/in" : tensor<128x14x14x240xf32>
  %64 = net.elementwise "s00092/feed" %63 {kind = #net<elementwise sum>} : tensor<128x14x14x240xf32> -> tensor<128x14x14x240xf32>
  %65 = net.conv2d "s00092" %64 {bias = false, filter = array<i64: 7, 7, 1, 240>, groups = 240 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x240xf32> -> tensor<128x14x14x240xf32>
  %66 = net.input "s00099/in" : tensor<128x38x38x40xf32>
  %67 = net.elementwise "s00099/feed" %66 {kind = #net<elementwise sum>} : tensor<128x38x38x40xf32> -> tensor<128x38x38x40xf32>
  %68 = net.conv2d "s00099" %67 {bias = false, filter = array<i64: 7, 7, 1, 40>, groups = 40 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x38x38x40xf32> -> tensor<128x38x38x40xf32>
  %69 = net.input "s00102/in" : tensor<128x28x28x576xf32>
  %70 = net.elementwise "s00102/feed" %69 {kind = #net<elementwise sum>} : tensor<128x28x28x576xf32> -> tensor<128x28x28x576xf32>
  %71 = net.conv2d "s00102" %70 {bias = false, filter = array<i64: 3, 3, 1, 576>, groups = 576 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x28x28x576xf32> -> tensor<128x14x14x576xf32>
  %72 = net.input "s00104/in" : tensor<128x56x56x48xf32>
  %73 = net.elementwise "s00104/feed" %72 {kind = #net<elementwise sum>} : tensor<128x56x56x48xf32> -> tensor<128x56x56x48xf32>
  %74 = net.conv2d "s00104" %73 {bias = false, filter = array<i64: 3, 3, 1, 48>, groups = 48 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x56x56x48xf32> -> tensor<128x28x28x48xf32>
}
