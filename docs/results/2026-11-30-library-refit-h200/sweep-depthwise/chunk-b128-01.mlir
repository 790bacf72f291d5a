net.network "chunk-b128-01" {
  %0 = net.input "s00078/in" : tensor<128x56x56x200xf32>
  %1 = net.elementwise "s00078/feed" %0 {kind = #net<elementwise sum>} : tensor<128x56x56x200xf32> -> tensor<128x56x56x200xf32>
  %2 = net.conv2d "s00078" %1 {bias = false, filter = array<i64: 3, 3, 1, 200>, groups = 200 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x56x56x200xf32> -> tensor<128x56x56x200xf32>
  %3 = net.input "s00093/in" : tensor<128x19x19x40xf32>
  %4 = net.elementwise "s00093/feed" %3 {kind = #net<elementwise sum>} : tensor<128x19x19x40xf32> -> tensor<128x19x19x40xf32>
  %5 = net.conv2d "s00093" %4 {bias = false, filter = array<i64: 3, 3, 1, 40>, groups = 40 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x19x19x40xf32> -> tensor<128x10x10x40xf32>
  %6 = net.input "s00095/in" : tensor<128x7x7x24xf32>
  %7 = net.elementwise "s00095/feed" %6 {kind = #net<elementwise sum>} : tensor<128x7x7x24xf32> -> tensor<128x7x7x24xf32>
  %8 = net.conv2d "s00095" %7 {bias = false, filter = array<i64: 3, 3, 1, 24>, groups = 24 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x7x7x24xf32> -> tensor<128x7x7x24xf32>
  %9 = net.input "s00100/in" : tensor<128x10x10x384xf32>
  %10 = net.elementwise "s00100/feed" %9 {kind = #net<elementwise sum>} : tensor<128x10x10x384xf32> -> tensor<128x10x10x384xf32>
  %11 = net.conv2d "s00100" %10 {bias = false, filter = array<i64: 3, 3, 1, 384>, groups = 384 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x10x10x384xf32> -> tensor<128x10x10x384xf32>
  %12 = net.input "s00104/in" : tensor<128x10x10x512xf32>
  %13 = net.elementwise "s00104/feed" %12 {kind = #net<elementwise sum>} : tensor<128x10x10x512xf32> -> tensor<128x10x10x512xf32>
  %14 = net.conv2d "s00104" %13 {bias = false, filter = array<i64: 3, 3, 1, 512>, groups = 512 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x10x10x512xf32> -> tensor<128x5x5x512xf32>
  %15 = net.input "s00109/in" : tensor<128x14x14x480xf32>
  %16 = net.elementwise "s00109/feed" %15 {kind = #net<elementwise sum>} : tensor<128x14x14x480xf32> -> tensor<128x14x14x480xf32>
  %17 = net.conv2d "s00109" %16 {bias = false, filter = array<i64: 3, 3, 1, 480>, groups = 480 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x14x14x480xf32> -> tensor<128x7x7x480xf32>
  %18 = net.input "s00112/in" : tensor<128x28x28x72xf32>
  %19 = net.elementwise "s00112/feed" %18 {kind = #net<elementwise sum>} : tensor<128x28x28x72xf32> -> tensor<128x28x28x72xf32>
  %20 = net.conv2d "s00112" %19 {bias = false, filter = array<i64: 3, 3, 1, 72>, groups = 72 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x28x28x72xf32> -> tensor<128x14x14x72xf32>
  %21 = net.input "s00115/in" : tensor<128x14x14x256xf32>
  %22 = net.elementwise "s00115/feed" %21 {kind = #net<elementwise sum>} : tensor<128x14x14x256xf32> -> tensor<128x14x14x256xf32>
  %23 = net.conv2d "s00115" %22 {bias = false, filter = array<i64: 5, 5, 1, 256>, groups = 256 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x14x14x256xf32> -> tensor<128x14x14x256xf32>
  %24 = net.input "s00118/in" : tensor<128x14x14x256xf32>
  %25 = net.elementwise "s00118/feed" %24 {kind = #net<elementwise sum>} : tensor<128x14x14x256xf32> -> tensor<128x14x14x256xf32>
  %26 = net.conv2d "s00118" %25 {bias = false, filter = array<i64: 3, 3, 1, 256>, groups = 256 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x14x14x256xf32> -> tensor<128x7x7x256xf32>
  %27 = net.input "s00126/in" : tensor<128x7x7x144xf32>
  %28 = net.elementwise "s00126/feed" %27 {kind = #net<elementwise sum>} : tensor<128x7x7x144xf32> -> tensor<128x7x7x144xf32>
  %29 = net.conv2d "s00126" %28 {bias = false, filter = array<i64: 3, 3, 1, 144>, groups = 144 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x7x7x144xf32> -> tensor<128x7x7x144xf32>
  %30 = net.input "s00130/in" : tensor<128x7x7x96xf32>
  %31 = net.elementwise "s00130/feed" %30 {kind = #net<elementwise sum>} : tensor<128x7x7x96xf32> -> tensor<128x7x7x96xf32>
  %32 = net.conv2d "s00130" %31 {bias = false, filter = array<i64: 3, 3, 1, 96>, groups = 96 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x7x7x96xf32> -> tensor<128x4x4x96xf32>
  %33 = net.input "s00132/in" : tensor<128x14x14x240xf32>
  %34 = net.elementwise "s00132/feed" %33 {kind = #net<elementwise sum>} : tensor<128x14x14x240xf32> -> tensor<128x14x14x240xf32>
  %35 = net.conv2d "s00132" %34 {bias = false, filter = array<i64: 5, 5, 1, 240>, groups = 240 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x14x14x240xf32> -> tensor<128x14x14x240xf32>
  %36 = net.input "s00134/in" : tensor<128x56x56x64xf32>
  %37 = net.elementwise "s00134/feed" %36 {kind = #net<elementwise sum>} : tensor<128x56x56x64xf32> -> tensor<128x56x56x64xf32>
  %38 = net.conv2d "s00134" %37 {bias = false, filter = array<i64: 3, 3, 1, 64>, groups = 64 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x56x56x64xf32> -> tensor<128x28x28x64xf32>
  %39 = net.input "s00136/in" : tensor<128x7x7x1024xf32>
  %40 = net.elementwise "s00136/feed" %39 {kind = #net<elementwise sum>} : tensor<128x7x7x1024xf32> -> tensor<128x7x7x1024xf32>
  %41 = net.conv2d "s00136" %40 {bias = false, filter = array<i64: 3, 3, 1, 1024>, groups = 1024 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x7x7x1024xf32> -> tensor<128x7x7x1024xf32>
  %42 = net.input "s00154/in" : tensor<128x7x7x200xf32>
  %43 = net.elementwise "s00154/feed" %42 {kind = #net<elementwise sum>} : tensor<128x7x7x200xf32> -> tensor<128x7x7x200xf32>
  %44 = net.conv2d "s00154" %43 {bias = false, filter = array<i64: 3, 3, 1, 200>, groups = 200 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x7x7x200xf32> -> tensor<128x7x7x200xf32>
  %45 = net.input "s00158/in" : tensor<128x7x7x576xf32>
  %46 = net.elementwise "s00158/feed" %45 {kind = #net<elementwise sum>} : tensor<128x7x7x576xf32> -> tensor<128x7x7x576xf32>
  %47 = net.conv2d "s00158" %46 {bias = false, filter = array<i64: 3, 3, 1, 576>, groups = 576 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x7x7x576xf32> -> tensor<128x4x4x576xf32>
  %48 = net.input "s00163/in" : tensor<128x14x14x48xf32>
  %49 = net.elementwise "s00163/feed" %48 {kind = #net<elementwise sum>} : tensor<128x14x14x48xf32> -> tensor<128x14x14x48xf32>
  %50 = net.conv2d "s00163" %49 {bias = false, filter = array<i64: 5, 5, 1, 48>, groups = 48 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x14x14x48xf32> -> tensor<128x14x14x48xf32>
  %51 = net.input "s00166/in" : tensor<128x7x7x1152xf32>
  %52 = net.elementwise "s00166/feed" %51 {kind = #net<elementwise sum>} : tensor<128x7x7x1152xf32> -> tensor<128x7x7x1152xf32>
  %53 = net.conv2d "s00166" %52 {bias = false, filter = array<i64: 5, 5, 1, 1152>, groups = 1152 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x7x7x1152xf32> -> tensor<128x4x4x1152xf32>
  %54 = net.input "s00168/in" : tensor<128x28x28x200xf32>
  %55 = net.elementwise "s00168/feed" %54 {kind = #net<elementwise sum>} : tensor<128x28x28x200xf32> -> tensor<128x28x28x200xf32>
  %56 = net.conv2d "s00168" %55 {bias = false, filter = array<i64: 3, 3, 1, 200>, groups = 200 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x28x28x200xf32> -> tensor<128x28x28x200xf32>
  %57 = net.input "s00173/in" : tensor<128x28x28x120xf32>
  %58 = net.elementwise "s00173/feed" %57 {kind = #net<elementwise sum>} : tensor<128x28x28x120xf32> -> tensor<128x28x28x120xf32>
  %59 = net.conv2d "s00173" %58 {bias = false, filter = array<i64: 5, 5, 1, 120>, groups = 120 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x28x28x120xf32> -> tensor<128x28x28x120xf32>
}
