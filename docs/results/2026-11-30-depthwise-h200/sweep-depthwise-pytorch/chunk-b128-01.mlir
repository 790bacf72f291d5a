net.network "chunk-b128-01" {
  %0 = net.input "s00105/in" : tensor<128x56x56x240xf32>
  %1 = net.elementwise "s00105/feed" %0 {kind = #net<elementwise sum>} : tensor<128x56x56x240xf32> -> tensor<128x56x56x240xf32>
  %2 = net.conv2d "s00105" %1 {bias = false, filter = array<i64: 3, 3, 1, 240>, groups = 240 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x56x56x240xf32> -> tensor<128x56x56x240xf32>
  %3 = net.input "s00106/in" : tensor<128x38x38x120xf32>
  %4 = net.elementwise "s00106/feed" %3 {kind = #net<elementwise sum>} : tensor<128x38x38x120xf32> -> tensor<128x38x38x120xf32>
  %5 = net.conv2d "s00106" %4 {bias = false, filter = array<i64: 3, 3, 1, 120>, groups = 120 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x38x38x120xf32> -> tensor<128x19x19x120xf32>
  %6 = net.input "s00109/in" : tensor<128x14x14x512xf32>
  %7 = net.elementwise "s00109/feed" %6 {kind = #net<elementwise sum>} : tensor<128x14x14x512xf32> -> tensor<128x14x14x512xf32>
  %8 = net.conv2d "s00109" %7 {bias = false, filter = array<i64: 3, 3, 1, 512>, groups = 512 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x512xf32> -> tensor<128x14x14x512xf32>
  %9 = net.input "s00112/in" : tensor<128x14x14x576xf32>
  %10 = net.elementwise "s00112/feed" %9 {kind = #net<elementwise sum>} : tensor<128x14x14x576xf32> -> tensor<128x14x14x576xf32>
  %11 = net.conv2d "s00112" %10 {bias = false, filter = array<i64: 5, 5, 1, 576>, groups = 576 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x576xf32> -> tensor<128x14x14x576xf32>
  %12 = net.input "s00116/in" : tensor<128x10x10x512xf32>
  %13 = net.elementwise "s00116/feed" %12 {kind = #net<elementwise sum>} : tensor<128x10x10x512xf32> -> tensor<128x10x10x512xf32>
  %14 = net.conv2d "s00116" %13 {bias = false, filter = array<i64: 7, 7, 1, 512>, groups = 512 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x10x10x512xf32> -> tensor<128x10x10x512xf32>
  %15 = net.input "s00117/in" : tensor<128x7x7x200xf32>
  %16 = net.elementwise "s00117/feed" %15 {kind = #net<elementwise sum>} : tensor<128x7x7x200xf32> -> tensor<128x7x7x200xf32>
  %17 = net.conv2d "s00117" %16 {bias = false, filter = array<i64: 3, 3, 1, 200>, groups = 200 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x7x7x200xf32> -> tensor<128x4x4x200xf32>
  %18 = net.input "s00119/in" : tensor<128x10x10x32xf32>
  %19 = net.elementwise "s00119/feed" %18 {kind = #net<elementwise sum>} : tensor<128x10x10x32xf32> -> tensor<128x10x10x32xf32>
  %20 = net.conv2d "s00119" %19 {bias = false, filter = array<i64: 3, 3, 1, 32>, groups = 32 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x10x10x32xf32> -> tensor<128x10x10x32xf32>
  %21 = net.input "s00134/in" : tensor<128x7x7x144xf32>
  %22 = net.elementwise "s00134/feed" %21 {kind = #net<elementwise sum>} : tensor<128x7x7x144xf32> -> tensor<128x7x7x144xf32>
  %23 = net.conv2d "s00134" %22 {bias = false, filter = array<i64: 3, 3, 1, 144>, groups = 144 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x7x7x144xf32> -> tensor<128x7x7x144xf32>
  %24 = net.input "s00138/in" : tensor<128x38x38x576xf32>
  %25 = net.elementwise "s00138/feed" %24 {kind = #net<elementwise sum>} : tensor<128x38x38x576xf32> -> tensor<128x38x38x576xf32>
  %26 = net.conv2d "s00138" %25 {bias = false, filter = array<i64: 3, 3, 1, 576>, groups = 576 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x38x38x576xf32> -> tensor<128x38x38x576xf32>
  %27 = net.input "s00145/in" : tensor<128x56x56x96xf32>
  %28 = net.elementwise "s00145/feed" %27 {kind = #net<elementwise sum>} : tensor<128x56x56x96xf32> -> tensor<128x56x56x96xf32>
  %29 = net.conv2d "s00145" %28 {bias = false, filter = array<i64: 5, 5, 1, 96>, groups = 96 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x56x56x96xf32> -> tensor<128x28x28x96xf32>
  %30 = net.input "s00154/in" : tensor<128x38x38x144xf32>
  %31 = net.elementwise "s00154/feed" %30 {kind = #net<elementwise sum>} : tensor<128x38x38x144xf32> -> tensor<128x38x38x144xf32>
  %32 = net.conv2d "s00154" %31 {bias = false, filter = array<i64: 5, 5, 1, 144>, groups = 144 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x38x38x144xf32> -> tensor<128x38x38x144xf32>
  %33 = net.input "s00176/in" : tensor<128x56x56x24xf32>
  %34 = net.elementwise "s00176/feed" %33 {kind = #net<elementwise sum>} : tensor<128x56x56x24xf32> -> tensor<128x56x56x24xf32>
  %35 = net.conv2d "s00176" %34 {bias = false, filter = array<i64: 5, 5, 1, 24>, groups = 24 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x56x56x24xf32> -> tensor<128x28x28x24xf32>
  %36 = net.input "s00177/in" : tensor<128x28x28x184xf32>
  %37 = net.elementwise "s00177/feed" %36 {kind = #net<elementwise sum>} : tensor<128x28x28x184xf32> -> tensor<128x28x28x184xf32>
  %38 = net.conv2d "s00177" %37 {bias = false, filter = array<i64: 7, 7, 1, 184>, groups = 184 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x28x28x184xf32> -> tensor<128x28x28x184xf32>
  %39 = net.input "s00179/in" : tensor<128x56x56x288xf32>
  %40 = net.elementwise "s00179/feed" %39 {kind = #net<elementwise sum>} : tensor<128x56x56x288xf32> -> tensor<128x56x56x288xf32>
  %41 = net.conv2d "s00179" %40 {bias = false, filter = array<i64: 5, 5, 1, 288>, groups = 288 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x56x56x288xf32> -> tensor<128x28x28x288xf32>
  %42 = net.input "s00180/in" : tensor<128x14x14x72xf32>
  %43 = net.elementwise "s00180/feed" %42 {kind = #net<elementwise sum>} : tensor<128x14x14x72xf32> -> tensor<128x14x14x72xf32>
  %44 = net.conv2d "s00180" %43 {bias = false, filter = array<i64: 5, 5, 1, 72>, groups = 72 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x72xf32> -> tensor<128x14x14x72xf32>
  %45 = net.input "s00185/in" : tensor<128x38x38x480xf32>
  %46 = net.elementwise "s00185/feed" %45 {kind = #net<elementwise sum>} : tensor<128x38x38x480xf32> -> tensor<128x38x38x480xf32>
  %47 = net.conv2d "s00185" %46 {bias = false, filter = array<i64: 3, 3, 1, 480>, groups = 480 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x38x38x480xf32> -> tensor<128x38x38x480xf32>
  %48 = net.input "s00204/in" : tensor<128x28x28x96xf32>
  %49 = net.elementwise "s00204/feed" %48 {kind = #net<elementwise sum>} : tensor<128x28x28x96xf32> -> tensor<128x28x28x96xf32>
  %50 = net.conv2d "s00204" %49 {bias = false, filter = array<i64: 5, 5, 1, 96>, groups = 96 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x28x28x96xf32> -> tensor<128x14x14x96xf32>
  %51 = net.input "s00207/in" : tensor<128x14x14x96xf32>
  %52 = net.elementwise "s00207/feed" %51 {kind = #net<elementwise sum>} : tensor<128x14x14x96xf32> -> tensor<128x14x14x96xf32>
  %53 = net.conv2d "s00207" %52 {bias = false, filter = array<i64: 7, 7, 1, 96>, groups = 96 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x14x14x96xf32> -> tensor<128x7x7x96xf32>
  %54 = net.input "s00211/in" : tensor<128x7x7x200xf32>
  %55 = net.elementwise "s00211/feed" %54 {kind = #net<elementwise sum>} : tensor<128x7x7x200xf32> -> tensor<128x7x7x200xf32>
  %56 = net.conv2d "s00211" %55 {bias = false, filter = array<i64: 3, 3, 1, 200>, groups = 200 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x7x7x200xf32> -> tensor<128x7x7x200xf32>
  %57 = net.input "s00217/in" : tensor<128x14x14x960xf32>
  %58 = net.elementwise "s00217/feed" %57 {kind = #net<elementwise sum>} : tensor<128x14x14x960xf32> -> tensor<128x14x14x960xf32>
  %59 = net.conv2d "s00217" %58 {bias = false, filter = array<i64: 3, 3, 1, 960>, groups = 960 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x960xf32> -> tensor<128x14x14x960xf32>
  %60 = net.input "s00231/in" : tensor<128x28x28x256xf32>
  %61 = net.elementwise "s00231/feed" %60 {kind = #net<elementwise sum>} : tensor<128x28x28x256xf32> -> tensor<128x28x28x256xf32>
  %62 = net.conv2d "s00231" %61 {bias = false, filter = array<i64: 3, 3, 1, 256>, groups = 256 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x28x28x256xf32> -> tensor<128x28x28x256xf32>
  %63 = net.input "s00234/in" : tensor<128x10x10x480xf32>
  %64 = net.elementwise "s00234/feed" %63 {kind = #net<elementwise sum>} : tensor<128x10x10x480xf32> -> tensor<128x10x10x480xf32>
  %65 = net.conv2d "s00234" %64 {bias = false, filter = array<i64: 7, 7, 1, 480>, groups = 480 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x10x10x480xf32> -> tensor<128x10x10x480xf32>
  %66 = net.input "s00236/in" : tensor<128x7x7x32xf32>
  %67 = net.elementwise "s00236/feed" %66 {kind = #net<elementwise sum>} : tensor<128x7x7x32xf32> -> tensor<128x7x7x32xf32>
  %68 = net.conv2d "s00236" %67 {bias = false, filter = array<i64: 3, 3, 1, 32>, groups = 32 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x7x7x32xf32> -> tensor<128x7x7x32xf32>
  %69 = net.input "s00238/in" : tensor<128x7x7x40xf32>
  %70 = net.elementwise "s00238/feed" %69 {kind = #net<elementwise sum>} : tensor<128x7x7x40xf32> -> tensor<128x7x7x40xf32>
  %71 = net.conv2d "s00238" %70 {bias = false, filter = array<i64: 3, 3, 1, 40>, groups = 40 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x7x7x40xf32> -> tensor<128x7x7x40xf32>
  %72 = net.input "s00246/in" : tensor<128x112x112x24xf32>
  %73 = net.elementwise "s00246/feed" %72 {kind = #net<elementwise sum>} : tensor<128x112x112x24xf32> -> tensor<128x112x112x24xf32>
  %74 = net.conv2d "s00246" %73 {bias = false, filter = array<i64: 3, 3, 1, 24>, groups = 24 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x112x112x24xf32> -> tensor<128x56x56x24xf32>
}
