net.network "chunk-b064-02" {
  %0 = net.input "s00193/in" : tensor<64x7x7x240xf32>
  %1 = net.elementwise "s00193/feed" %0 {kind = #net<elementwise sum>} : tensor<64x7x7x240xf32> -> tensor<64x7x7x240xf32>
  %2 = net.conv2d "s00193" %1 {bias = false, filter = array<i64: 5, 5, 1, 240>, groups = 240 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x7x7x240xf32> -> tensor<64x7x7x240xf32>
  %3 = net.input "s00195/in" : tensor<64x112x112x40xf32>
  %4 = net.elementwise "s00195/feed" %3 {kind = #net<elementwise sum>} : tensor<64x112x112x40xf32> -> tensor<64x112x112x40xf32>
  %5 = net.conv2d "s00195" %4 {bias = false, filter = array<i64: 5, 5, 1, 40>, groups = 40 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x112x112x40xf32> -> tensor<64x56x56x40xf32>
  %6 = net.input "s00201/in" : tensor<64x10x10x64xf32>
  %7 = net.elementwise "s00201/feed" %6 {kind = #net<elementwise sum>} : tensor<64x10x10x64xf32> -> tensor<64x10x10x64xf32>
  %8 = net.conv2d "s00201" %7 {bias = false, filter = array<i64: 3, 3, 1, 64>, groups = 64 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x10x10x64xf32> -> tensor<64x10x10x64xf32>
  %9 = net.input "s00203/in" : tensor<64x28x28x672xf32>
  %10 = net.elementwise "s00203/feed" %9 {kind = #net<elementwise sum>} : tensor<64x28x28x672xf32> -> tensor<64x28x28x672xf32>
  %11 = net.conv2d "s00203" %10 {bias = false, filter = array<i64: 7, 7, 1, 672>, groups = 672 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x28x28x672xf32> -> tensor<64x14x14x672xf32>
  %12 = net.input "s00205/in" : tensor<64x112x112x48xf32>
  %13 = net.elementwise "s00205/feed" %12 {kind = #net<elementwise sum>} : tensor<64x112x112x48xf32> -> tensor<64x112x112x48xf32>
  %14 = net.conv2d "s00205" %13 {bias = false, filter = array<i64: 5, 5, 1, 48>, groups = 48 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x112x112x48xf32> -> tensor<64x56x56x48xf32>
  %15 = net.input "s00215/in" : tensor<64x14x14x40xf32>
  %16 = net.elementwise "s00215/feed" %15 {kind = #net<elementwise sum>} : tensor<64x14x14x40xf32> -> tensor<64x14x14x40xf32>
  %17 = net.conv2d "s00215" %16 {bias = false, filter = array<i64: 5, 5, 1, 40>, groups = 40 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x14x14x40xf32> -> tensor<64x14x14x40xf32>
  %18 = net.input "s00217/in" : tensor<64x10x10x16xf32>
  %19 = net.elementwise "s00217/feed" %18 {kind = #net<elementwise sum>} : tensor<64x10x10x16xf32> -> tensor<64x10x10x16xf32>
  %20 = net.conv2d "s00217" %19 {bias = false, filter = array<i64: 5, 5, 1, 16>, groups = 16 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x10x10x16xf32> -> tensor<64x10x10x16xf32>
  %21 = net.input "s00220/in" : tensor<64x19x19x72xf32>
  %22 = net.elementwise "s00220/feed" %21 {kind = #net<elementwise sum>} : tensor<64x19x19x72xf32> -> tensor<64x19x19x72xf32>
  %23 = net.conv2d "s00220" %22 {bias = false, filter = array<i64: 5, 5, 1, 72>, groups = 72 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x19x19x72xf32> -> tensor<64x19x19x72xf32>
  %24 = net.input "s00223/in" : tensor<64x19x19x960xf32>
  %25 = net.elementwise "s00223/feed" %24 {kind = #net<elementwise sum>} : tensor<64x19x19x960xf32> -> tensor<64x19x19x960xf32>
  %26 = net.conv2d "s00223" %25 {bias = false, filter = array<i64: 7, 7, 1, 960>, groups = 960 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x19x19x960xf32> -> tensor<64x10x10x960xf32>
  %27 = net.input "s00224/in" : tensor<64x38x38x240xf32>
  %28 = net.elementwise "s00224/feed" %27 {kind = #net<elementwise sum>} : tensor<64x38x38x240xf32> -> tensor<64x38x38x240xf32>
  %29 = net.conv2d "s00224" %28 {bias = false, filter = array<i64: 5, 5, 1, 240>, groups = 240 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x38x38x240xf32> -> tensor<64x38x38x240xf32>
  %30 = net.input "s00234/in" : tensor<64x56x56x48xf32>
  %31 = net.elementwise "s00234/feed" %30 {kind = #net<elementwise sum>} : tensor<64x56x56x48xf32> -> tensor<64x56x56x48xf32>
  %32 = net.conv2d "s00234" %31 {bias = false, filter = array<i64: 3, 3, 1, 48>, groups = 48 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x56x56x48xf32> -> tensor<64x56x56x48xf32>
  %33 = net.input "s00235/in" : tensor<64x7x7x144xf32>
  %34 = net.elementwise "s00235/feed" %33 {kind = #net<elementwise sum>} : tensor<64x7x7x144xf32> -> tensor<64x7x7x144xf32>
  %35 = net.conv2d "s00235" %34 {bias = false, filter = array<i64: 5, 5, 1, 144>, groups = 144 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x7x7x144xf32> -> tensor<64x7x7x144xf32>
  %36 = net.input "s00242/in" : tensor<64x56x56x192xf32>
  %37 = net.elementwise "s00242/feed" %36 {kind = #net<elementwise sum>} : tensor<64x56x56x192xf32> -> tensor<64x56x56x192xf32>
  %38 = net.conv2d "s00242" %37 {bias = false, filter = array<i64: 5, 5, 1, 192>, groups = 192 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x56x56x192xf32> -> tensor<64x56x56x192xf32>
  %39 = net.input "s00245/in" : tensor<64x56x56x24xf32>
  %40 = net.elementwise "s00245/feed" %39 {kind = #net<elementwise sum>} : tensor<64x56x56x24xf32> -> tensor<64x56x56x24xf32>
  %41 = net.conv2d "s00245" %40 {bias = false, filter = array<i64: 5, 5, 1, 24>, groups = 24 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x56x56x24xf32> -> tensor<64x28x28x24xf32>
  %42 = net.input "s00247/in" : tensor<64x14x14x48xf32>
  %43 = net.elementwise "s00247/feed" %42 {kind = #net<elementwise sum>} : tensor<64x14x14x48xf32> -> tensor<64x14x14x48xf32>
  %44 = net.conv2d "s00247" %43 {bias = false, filter = array<i64: 7, 7, 1, 48>, groups = 48 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x14x14x48xf32> -> tensor<64x14x14x48xf32>
  %45 = net.input "s00257/in" : tensor<64x10x10x32xf32>
  %46 = net.elementwise "s00257/feed" %45 {kind = #net<elementwise sum>} : tensor<64x10x10x32xf32> -> tensor<64x10x10x32xf32>
  %47 = net.conv2d "s00257" %46 {bias = false, filter = array<i64: 3, 3, 1, 32>, groups = 32 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x10x10x32xf32> -> tensor<64x10x10x32xf32>
  %48 = net.input "s00261/in" : tensor<64x10x10x200xf32>
  %49 = net.elementwise "s00261/feed" %48 {kind = #net<elementwise sum>} : tensor<64x10x10x200xf32> -> tensor<64x10x10x200xf32>
  %50 = net.conv2d "s00261" %49 {bias = false, filter = array<i64: 5, 5, 1, 200>, groups = 200 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x10x10x200xf32> -> tensor<64x5x5x200xf32>
  %51 = net.input "s00262/in" : tensor<64x56x56x16xf32>
  %52 = net.elementwise "s00262/feed" %51 {kind = #net<elementwise sum>} : tensor<64x56x56x16xf32> -> tensor<64x56x56x16xf32>
  %53 = net.conv2d "s00262" %52 {bias = false, filter = array<i64: 3, 3, 1, 16>, groups = 16 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x56x56x16xf32> -> tensor<64x28x28x16xf32>
  %54 = net.input "s00263/in" : tensor<64x28x28x184xf32>
  %55 = net.elementwise "s00263/feed" %54 {kind = #net<elementwise sum>} : tensor<64x28x28x184xf32> -> tensor<64x28x28x184xf32>
  %56 = net.conv2d "s00263" %55 {bias = false, filter = array<i64: 3, 3, 1, 184>, groups = 184 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x28x28x184xf32> -> tensor<64x28x28x184xf32>
  %57 = net.input "s00265/in" : tensor<64x28x28x512xf32>
  %58 = net.elementwise "s00265/feed" %57 {kind = #net<elementwise sum>} : tensor<64x28x28x512xf32> -> tensor<64x28x28x512xf32>
  %59 = net.conv2d "s00265" %58 {bias = false, filter = array<i64: 5, 5, 1, 512>, groups = 512 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x28x28x512xf32> -> tensor<64x14x14x512xf32>
}
