net.network "chunk-b032-01" {
  %0 = net.input "s00087/in" : tensor<32x38x38x40xf32>
  %1 = net.elementwise "s00087/feed" %0 {kind = #net<elementwise sum>} : tensor<32x38x38x40xf32> -> tensor<32x38x38x40xf32>
  %2 = net.conv2d "s00087" %1 {bias = false, filter = array<i64: 7, 7, 1, 40>, groups = 40 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x38x38x40xf32> -> tensor<32x38x38x40xf32>
  %3 = net.input "s00094/in" : tensor<32x7x7x288xf32>
  %4 = net.elementwise "s00094/feed" %3 {kind = #net<elementwise sum>} : tensor<32x7x7x288xf32> -> tensor<32x7x7x288xf32>
  %5 = net.conv2d "s00094" %4 {bias = false, filter = array<i64: 7, 7, 1, 288>, groups = 288 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x7x7x288xf32> -> tensor<32x4x4x288xf32>
  %6 = net.input "s00098/in" : tensor<32x14x14x480xf32>
  %7 = net.elementwise "s00098/feed" %6 {kind = #net<elementwise sum>} : tensor<32x14x14x480xf32> -> tensor<32x14x14x480xf32>
  %8 = net.conv2d "s00098" %7 {bias = false, filter = array<i64: 5, 5, 1, 480>, groups = 480 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x14x14x480xf32> -> tensor<32x7x7x480xf32>
  %9 = net.input "s00103/in" : tensor<32x7x7x480xf32>
  %10 = net.elementwise "s00103/feed" %9 {kind = #net<elementwise sum>} : tensor<32x7x7x480xf32> -> tensor<32x7x7x480xf32>
  %11 = net.conv2d "s00103" %10 {bias = false, filter = array<i64: 5, 5, 1, 480>, groups = 480 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x7x7x480xf32> -> tensor<32x4x4x480xf32>
  %12 = net.input "s00106/in" : tensor<32x56x56x32xf32>
  %13 = net.elementwise "s00106/feed" %12 {kind = #net<elementwise sum>} : tensor<32x56x56x32xf32> -> tensor<32x56x56x32xf32>
  %14 = net.conv2d "s00106" %13 {bias = false, filter = array<i64: 3, 3, 1, 32>, groups = 32 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x56x56x32xf32> -> tensor<32x56x56x32xf32>
  %15 = net.input "s00113/in" : tensor<32x7x7x1024xf32>
  %16 = net.elementwise "s00113/feed" %15 {kind = #net<elementwise sum>} : tensor<32x7x7x1024xf32> -> tensor<32x7x7x1024xf32>
  %17 = net.conv2d "s00113" %16 {bias = false, filter = array<i64: 3, 3, 1, 1024>, groups = 1024 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x7x7x1024xf32> -> tensor<32x7x7x1024xf32>
  %18 = net.input "s00114/in" : tensor<32x38x38x256xf32>
  %19 = net.elementwise "s00114/feed" %18 {kind = #net<elementwise sum>} : tensor<32x38x38x256xf32> -> tensor<32x38x38x256xf32>
  %20 = net.conv2d "s00114" %19 {bias = false, filter = array<i64: 5, 5, 1, 256>, groups = 256 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x38x38x256xf32> -> tensor<32x38x38x256xf32>
  %21 = net.input "s00122/in" : tensor<32x56x56x72xf32>
  %22 = net.elementwise "s00122/feed" %21 {kind = #net<elementwise sum>} : tensor<32x56x56x72xf32> -> tensor<32x56x56x72xf32>
  %23 = net.conv2d "s00122" %22 {bias = false, filter = array<i64: 7, 7, 1, 72>, groups = 72 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x56x56x72xf32> -> tensor<32x28x28x72xf32>
  %24 = net.input "s00123/in" : tensor<32x7x7x200xf32>
  %25 = net.elementwise "s00123/feed" %24 {kind = #net<elementwise sum>} : tensor<32x7x7x200xf32> -> tensor<32x7x7x200xf32>
  %26 = net.conv2d "s00123" %25 {bias = false, filter = array<i64: 3, 3, 1, 200>, groups = 200 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x7x7x200xf32> -> tensor<32x7x7x200xf32>
  %27 = net.input "s00131/in" : tensor<32x7x7x64xf32>
  %28 = net.elementwise "s00131/feed" %27 {kind = #net<elementwise sum>} : tensor<32x7x7x64xf32> -> tensor<32x7x7x64xf32>
  %29 = net.conv2d "s00131" %28 {bias = false, filter = array<i64: 7, 7, 1, 64>, groups = 64 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x7x7x64xf32> -> tensor<32x7x7x64xf32>
  %30 = net.input "s00135/in" : tensor<32x14x14x240xf32>
  %31 = net.elementwise "s00135/feed" %30 {kind = #net<elementwise sum>} : tensor<32x14x14x240xf32> -> tensor<32x14x14x240xf32>
  %32 = net.conv2d "s00135" %31 {bias = false, filter = array<i64: 3, 3, 1, 240>, groups = 240 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x14x14x240xf32> -> tensor<32x14x14x240xf32>
  %33 = net.input "s00137/in" : tensor<32x14x14x184xf32>
  %34 = net.elementwise "s00137/feed" %33 {kind = #net<elementwise sum>} : tensor<32x14x14x184xf32> -> tensor<32x14x14x184xf32>
  %35 = net.conv2d "s00137" %34 {bias = false, filter = array<i64: 5, 5, 1, 184>, groups = 184 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x14x14x184xf32> -> tensor<32x14x14x184xf32>
  %36 = net.input "s00139/in" : tensor<32x7x7x40xf32>
  %37 = net.elementwise "s00139/feed" %36 {kind = #net<elementwise sum>} : tensor<32x7x7x40xf32> -> tensor<32x7x7x40xf32>
  %38 = net.conv2d "s00139" %37 {bias = false, filter = array<i64: 3, 3, 1, 40>, groups = 40 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x7x7x40xf32> -> tensor<32x4x4x40xf32>
  %39 = net.input "s00140/in" : tensor<32x38x38x512xf32>
  %40 = net.elementwise "s00140/feed" %39 {kind = #net<elementwise sum>} : tensor<32x38x38x512xf32> -> tensor<32x38x38x512xf32>
  %41 = net.conv2d "s00140" %40 {bias = false, filter = array<i64: 5, 5, 1, 512>, groups = 512 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x38x38x512xf32> -> tensor<32x38x38x512xf32>
  %42 = net.input "s00141/in" : tensor<32x10x10x256xf32>
  %43 = net.elementwise "s00141/feed" %42 {kind = #net<elementwise sum>} : tensor<32x10x10x256xf32> -> tensor<32x10x10x256xf32>
  %44 = net.conv2d "s00141" %43 {bias = false, filter = array<i64: 7, 7, 1, 256>, groups = 256 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x10x10x256xf32> -> tensor<32x10x10x256xf32>
  %45 = net.input "s00144/in" : tensor<32x38x38x288xf32>
  %46 = net.elementwise "s00144/feed" %45 {kind = #net<elementwise sum>} : tensor<32x38x38x288xf32> -> tensor<32x38x38x288xf32>
  %47 = net.conv2d "s00144" %46 {bias = false, filter = array<i64: 7, 7, 1, 288>, groups = 288 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x38x38x288xf32> -> tensor<32x38x38x288xf32>
  %48 = net.input "s00146/in" : tensor<32x56x56x144xf32>
  %49 = net.elementwise "s00146/feed" %48 {kind = #net<elementwise sum>} : tensor<32x56x56x144xf32> -> tensor<32x56x56x144xf32>
  %50 = net.conv2d "s00146" %49 {bias = false, filter = array<i64: 7, 7, 1, 144>, groups = 144 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x56x56x144xf32> -> tensor<32x56x56x144xf32>
  %51 = net.input "s00147/in" : tensor<32x56x56x144xf32>
  %52 = net.elementwise "s00147/feed" %51 {kind = #net<elementwise sum>} : tensor<32x56x56x144xf32> -> tensor<32x56x56x144xf32>
  %53 = net.conv2d "s00147" %52 {bias = false, filter = array<i64: 3, 3, 1, 144>, groups = 144 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x56x56x144xf32> -> tensor<32x56x56x144xf32>
  %54 = net.input "s00148/in" : tensor<32x28x28x48xf32>
  %55 = net.elementwise "s00148/feed" %54 {kind = #net<elementwise sum>} : tensor<32x28x28x48xf32> -> tensor<32x28x28x48xf32>
  %56 = net.conv2d "s00148" %55 {bias = false, filter = array<i64: 3, 3, 1, 48>, groups = 48 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x28x28x48xf32> -> tensor<32x28x28x48xf32>
  %57 = net.input "s00149/in" : tensor<32x56x56x480xf32>
  %58 = net.elementwise "s00149/feed" %57 {kind = #net<elementwise sum>} : tensor<32x56x56x480xf32> -> tensor<32x56x56x480xf32>
  %59 = net.conv2d "s00149" %58 {bias = false, filter = array<i64: 3, 3, 1, 480>, groups = 480 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x56x56x480xf32> -> tensor<32x28x28x480xf32>
}
