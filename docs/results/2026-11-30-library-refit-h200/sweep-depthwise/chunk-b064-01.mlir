net.network "chunk-b064-01" {
  %0 = net.input "s00089/in" : tensor<64x7x7x768xf32>
  %1 = net.elementwise "s00089/feed" %0 {kind = #net<elementwise sum>} : tensor<64x7x7x768xf32> -> tensor<64x7x7x768xf32>
  %2 = net.conv2d "s00089" %1 {bias = false, filter = array<i64: 5, 5, 1, 768>, groups = 768 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x7x7x768xf32> -> tensor<64x7x7x768xf32>
  %3 = net.input "s00097/in" : tensor<64x14x14x480xf32>
  %4 = net.elementwise "s00097/feed" %3 {kind = #net<elementwise sum>} : tensor<64x14x14x480xf32> -> tensor<64x14x14x480xf32>
  %5 = net.conv2d "s00097" %4 {bias = false, filter = array<i64: 3, 3, 1, 480>, groups = 480 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x14x14x480xf32> -> tensor<64x14x14x480xf32>
  %6 = net.input "s00105/in" : tensor<64x19x19x24xf32>
  %7 = net.elementwise "s00105/feed" %6 {kind = #net<elementwise sum>} : tensor<64x19x19x24xf32> -> tensor<64x19x19x24xf32>
  %8 = net.conv2d "s00105" %7 {bias = false, filter = array<i64: 3, 3, 1, 24>, groups = 24 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x19x19x24xf32> -> tensor<64x19x19x24xf32>
  %9 = net.input "s00110/in" : tensor<64x10x10x288xf32>
  %10 = net.elementwise "s00110/feed" %9 {kind = #net<elementwise sum>} : tensor<64x10x10x288xf32> -> tensor<64x10x10x288xf32>
  %11 = net.conv2d "s00110" %10 {bias = false, filter = array<i64: 3, 3, 1, 288>, groups = 288 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x10x10x288xf32> -> tensor<64x5x5x288xf32>
  %12 = net.input "s00120/in" : tensor<64x56x56x288xf32>
  %13 = net.elementwise "s00120/feed" %12 {kind = #net<elementwise sum>} : tensor<64x56x56x288xf32> -> tensor<64x56x56x288xf32>
  %14 = net.conv2d "s00120" %13 {bias = false, filter = array<i64: 3, 3, 1, 288>, groups = 288 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x56x56x288xf32> -> tensor<64x28x28x288xf32>
  %15 = net.input "s00121/in" : tensor<64x38x38x72xf32>
  %16 = net.elementwise "s00121/feed" %15 {kind = #net<elementwise sum>} : tensor<64x38x38x72xf32> -> tensor<64x38x38x72xf32>
  %17 = net.conv2d "s00121" %16 {bias = false, filter = array<i64: 3, 3, 1, 72>, groups = 72 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x38x38x72xf32> -> tensor<64x38x38x72xf32>
  %18 = net.input "s00125/in" : tensor<64x28x28x144xf32>
  %19 = net.elementwise "s00125/feed" %18 {kind = #net<elementwise sum>} : tensor<64x28x28x144xf32> -> tensor<64x28x28x144xf32>
  %20 = net.conv2d "s00125" %19 {bias = false, filter = array<i64: 3, 3, 1, 144>, groups = 144 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x28x28x144xf32> -> tensor<64x14x14x144xf32>
  %21 = net.input "s00133/in" : tensor<64x56x56x144xf32>
  %22 = net.elementwise "s00133/feed" %21 {kind = #net<elementwise sum>} : tensor<64x56x56x144xf32> -> tensor<64x56x56x144xf32>
  %23 = net.conv2d "s00133" %22 {bias = false, filter = array<i64: 3, 3, 1, 144>, groups = 144 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x56x56x144xf32> -> tensor<64x28x28x144xf32>
  %24 = net.input "s00150/in" : tensor<64x56x56x480xf32>
  %25 = net.elementwise "s00150/feed" %24 {kind = #net<elementwise sum>} : tensor<64x56x56x480xf32> -> tensor<64x56x56x480xf32>
  %26 = net.conv2d "s00150" %25 {bias = false, filter = array<i64: 5, 5, 1, 480>, groups = 480 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x56x56x480xf32> -> tensor<64x56x56x480xf32>
  %27 = net.input "s00151/in" : tensor<64x38x38x72xf32>
  %28 = net.elementwise "s00151/feed" %27 {kind = #net<elementwise sum>} : tensor<64x38x38x72xf32> -> tensor<64x38x38x72xf32>
  %29 = net.conv2d "s00151" %28 {bias = false, filter = array<i64: 5, 5, 1, 72>, groups = 72 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x38x38x72xf32> -> tensor<64x19x19x72xf32>
  %30 = net.input "s00152/in" : tensor<64x10x10x576xf32>
  %31 = net.elementwise "s00152/feed" %30 {kind = #net<elementwise sum>} : tensor<64x10x10x576xf32> -> tensor<64x10x10x576xf32>
  %32 = net.conv2d "s00152" %31 {bias = false, filter = array<i64: 5, 5, 1, 576>, groups = 576 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x10x10x576xf32> -> tensor<64x10x10x576xf32>
  %33 = net.input "s00155/in" : tensor<64x7x7x240xf32>
  %34 = net.elementwise "s00155/feed" %33 {kind = #net<elementwise sum>} : tensor<64x7x7x240xf32> -> tensor<64x7x7x240xf32>
  %35 = net.conv2d "s00155" %34 {bias = false, filter = array<i64: 3, 3, 1, 240>, groups = 240 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x7x7x240xf32> -> tensor<64x4x4x240xf32>
  %36 = net.input "s00159/in" : tensor<64x38x38x48xf32>
  %37 = net.elementwise "s00159/feed" %36 {kind = #net<elementwise sum>} : tensor<64x38x38x48xf32> -> tensor<64x38x38x48xf32>
  %38 = net.conv2d "s00159" %37 {bias = false, filter = array<i64: 7, 7, 1, 48>, groups = 48 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x38x38x48xf32> -> tensor<64x38x38x48xf32>
  %39 = net.input "s00165/in" : tensor<64x7x7x144xf32>
  %40 = net.elementwise "s00165/feed" %39 {kind = #net<elementwise sum>} : tensor<64x7x7x144xf32> -> tensor<64x7x7x144xf32>
  %41 = net.conv2d "s00165" %40 {bias = false, filter = array<i64: 5, 5, 1, 144>, groups = 144 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x7x7x144xf32> -> tensor<64x4x4x144xf32>
  %42 = net.input "s00170/in" : tensor<64x28x28x480xf32>
  %43 = net.elementwise "s00170/feed" %42 {kind = #net<elementwise sum>} : tensor<64x28x28x480xf32> -> tensor<64x28x28x480xf32>
  %44 = net.conv2d "s00170" %43 {bias = false, filter = array<i64: 5, 5, 1, 480>, groups = 480 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x28x28x480xf32> -> tensor<64x14x14x480xf32>
  %45 = net.input "s00174/in" : tensor<64x7x7x120xf32>
  %46 = net.elementwise "s00174/feed" %45 {kind = #net<elementwise sum>} : tensor<64x7x7x120xf32> -> tensor<64x7x7x120xf32>
  %47 = net.conv2d "s00174" %46 {bias = false, filter = array<i64: 7, 7, 1, 120>, groups = 120 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x7x7x120xf32> -> tensor<64x4x4x120xf32>
  %48 = net.input "s00175/in" : tensor<64x28x28x960xf32>
  %49 = net.elementwise "s00175/feed" %48 {kind = #net<elementwise sum>} : tensor<64x28x28x960xf32> -> tensor<64x28x28x960xf32>
  %50 = net.conv2d "s00175" %49 {bias = false, filter = array<i64: 5, 5, 1, 960>, groups = 960 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x28x28x960xf32> -> tensor<64x28x28x960xf32>
  %51 = net.input "s00181/in" : tensor<64x28x28x256xf32>
  %52 = net.elementwise "s00181/feed" %51 {kind = #net<elementwise sum>} : tensor<64x28x28x256xf32> -> tensor<64x28x28x256xf32>
  %53 = net.conv2d "s00181" %52 {bias = false, filter = array<i64: 3, 3, 1, 256>, groups = 256 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x28x28x256xf32> -> tensor<64x14x14x256xf32>
  %54 = net.input "s00186/in" : tensor<64x14x14x480xf32>
  %55 = net.elementwise "s00186/feed" %54 {kind = #net<elementwise sum>} : tensor<64x14x14x480xf32> -> tensor<64x14x14x480xf32>
  %56 = net.conv2d "s00186" %55 {bias = false, filter = array<i64: 7, 7, 1, 480>, groups = 480 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x14x14x480xf32> -> tensor<64x7x7x480xf32>
  %57 = net.input "s00187/in" : tensor<64x28x28x184xf32>
  %58 = net.elementwise "s00187/feed" %57 {kind = #net<elementwise sum>} : tensor<64x28x28x184xf32> -> tensor<64x28x28x184xf32>
  %59 = net.conv2d "s00187" %58 {bias = false, filter = array<i64: 5, 5, 1, 184>, groups = 184 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x28x28x184xf32> -> tensor<64x14x14x184xf32>
}
