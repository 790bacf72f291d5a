net.network "chunk-b064-02" {
  %0 = net.input "s00229/in" : tensor<64x38x38x240xf32>
  %1 = net.elementwise "s00229/feed" %0 {kind = #net<elementwise sum>} : tensor<64x38x38x240xf32> -> tensor<64x38x38x240xf32>
  %2 = net.conv2d "s00229" %1 {bias = false, filter = array<i64: 7, 7, 1, 240>, groups = 240 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x38x38x240xf32> -> tensor<64x38x38x240xf32>
  %3 = net.input "s00230/in" : tensor<64x7x7x72xf32>
  %4 = net.elementwise "s00230/feed" %3 {kind = #net<elementwise sum>} : tensor<64x7x7x72xf32> -> tensor<64x7x7x72xf32>
  %5 = net.conv2d "s00230" %4 {bias = false, filter = array<i64: 5, 5, 1, 72>, groups = 72 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x7x7x72xf32> -> tensor<64x7x7x72xf32>
  %6 = net.input "s00232/in" : tensor<64x14x14x384xf32>
  %7 = net.elementwise "s00232/feed" %6 {kind = #net<elementwise sum>} : tensor<64x14x14x384xf32> -> tensor<64x14x14x384xf32>
  %8 = net.conv2d "s00232" %7 {bias = false, filter = array<i64: 3, 3, 1, 384>, groups = 384 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x14x14x384xf32> -> tensor<64x14x14x384xf32>
  %9 = net.input "s00233/in" : tensor<64x28x28x256xf32>
  %10 = net.elementwise "s00233/feed" %9 {kind = #net<elementwise sum>} : tensor<64x28x28x256xf32> -> tensor<64x28x28x256xf32>
  %11 = net.conv2d "s00233" %10 {bias = false, filter = array<i64: 5, 5, 1, 256>, groups = 256 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x28x28x256xf32> -> tensor<64x28x28x256xf32>
  %12 = net.input "s00242/in" : tensor<64x7x7x40xf32>
  %13 = net.elementwise "s00242/feed" %12 {kind = #net<elementwise sum>} : tensor<64x7x7x40xf32> -> tensor<64x7x7x40xf32>
  %14 = net.conv2d "s00242" %13 {bias = false, filter = array<i64: 7, 7, 1, 40>, groups = 40 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x7x7x40xf32> -> tensor<64x7x7x40xf32>
  %15 = net.input "s00250/in" : tensor<64x10x10x768xf32>
  %16 = net.elementwise "s00250/feed" %15 {kind = #net<elementwise sum>} : tensor<64x10x10x768xf32> -> tensor<64x10x10x768xf32>
  %17 = net.conv2d "s00250" %16 {bias = false, filter = array<i64: 5, 5, 1, 768>, groups = 768 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x10x10x768xf32> -> tensor<64x10x10x768xf32>
  %18 = net.input "s00262/in" : tensor<64x14x14x768xf32>
  %19 = net.elementwise "s00262/feed" %18 {kind = #net<elementwise sum>} : tensor<64x14x14x768xf32> -> tensor<64x14x14x768xf32>
  %20 = net.conv2d "s00262" %19 {bias = false, filter = array<i64: 5, 5, 1, 768>, groups = 768 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x14x14x768xf32> -> tensor<64x14x14x768xf32>
  %21 = net.input "s00265/in" : tensor<64x38x38x16xf32>
  %22 = net.elementwise "s00265/feed" %21 {kind = #net<elementwise sum>} : tensor<64x38x38x16xf32> -> tensor<64x38x38x16xf32>
  %23 = net.conv2d "s00265" %22 {bias = false, filter = array<i64: 5, 5, 1, 16>, groups = 16 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x38x38x16xf32> -> tensor<64x19x19x16xf32>
  %24 = net.input "s00272/in" : tensor<64x10x10x288xf32>
  %25 = net.elementwise "s00272/feed" %24 {kind = #net<elementwise sum>} : tensor<64x10x10x288xf32> -> tensor<64x10x10x288xf32>
  %26 = net.conv2d "s00272" %25 {bias = false, filter = array<i64: 5, 5, 1, 288>, groups = 288 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x10x10x288xf32> -> tensor<64x10x10x288xf32>
  %27 = net.input "s00277/in" : tensor<64x14x14x120xf32>
  %28 = net.elementwise "s00277/feed" %27 {kind = #net<elementwise sum>} : tensor<64x14x14x120xf32> -> tensor<64x14x14x120xf32>
  %29 = net.conv2d "s00277" %28 {bias = false, filter = array<i64: 3, 3, 1, 120>, groups = 120 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x14x14x120xf32> -> tensor<64x14x14x120xf32>
  %30 = net.input "s00278/in" : tensor<64x56x56x192xf32>
  %31 = net.elementwise "s00278/feed" %30 {kind = #net<elementwise sum>} : tensor<64x56x56x192xf32> -> tensor<64x56x56x192xf32>
  %32 = net.conv2d "s00278" %31 {bias = false, filter = array<i64: 7, 7, 1, 192>, groups = 192 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x56x56x192xf32> -> tensor<64x28x28x192xf32>
  %33 = net.input "s00291/in" : tensor<64x7x7x960xf32>
  %34 = net.elementwise "s00291/feed" %33 {kind = #net<elementwise sum>} : tensor<64x7x7x960xf32> -> tensor<64x7x7x960xf32>
  %35 = net.conv2d "s00291" %34 {bias = false, filter = array<i64: 5, 5, 1, 960>, groups = 960 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x7x7x960xf32> -> tensor<64x7x7x960xf32>
  %36 = net.input "s00303/in" : tensor<64x7x7x64xf32>
  %37 = net.elementwise "s00303/feed" %36 {kind = #net<elementwise sum>} : tensor<64x7x7x64xf32> -> tensor<64x7x7x64xf32>
  %38 = net.conv2d "s00303" %37 {bias = false, filter = array<i64: 3, 3, 1, 64>, groups = 64 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x7x7x64xf32> -> tensor<64x7x7x64xf32>
  %39 = net.input "s00305/in" : tensor<64x14x14x960xf32>
  %40 = net.elementwise "s00305/feed" %39 {kind = #net<elementwise sum>} : tensor<64x14x14x960xf32> -> tensor<64x14x14x960xf32>
  %41 = net.conv2d "s00305" %40 {bias = false, filter = array<i64: 5, 5, 1, 960>, groups = 960 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x14x14x960xf32> -> tensor<64x14x14x960xf32>
  %42 = net.input "s00307/in" : tensor<64x14x14x480xf32>
  %43 = net.elementwise "s00307/feed" %42 {kind = #net<elementwise sum>} : tensor<64x14x14x480xf32> -> tensor<64x14x14x480xf32>
  %44 = net.conv2d "s00307" %43 {bias = false, filter = array<i64: 5, 5, 1, 480>, groups = 480 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x14x14x480xf32> -> tensor<64x14x14x480xf32>
  %45 = net.input "s00308/in" : tensor<64x112x112x64xf32>
  %46 = net.elementwise "s00308/feed" %45 {kind = #net<elementwise sum>} : tensor<64x112x112x64xf32> -> tensor<64x112x112x64xf32>
  %47 = net.conv2d "s00308" %46 {bias = false, filter = array<i64: 5, 5, 1, 64>, groups = 64 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x112x112x64xf32> -> tensor<64x112x112x64xf32>
  %48 = net.input "s00310/in" : tensor<64x19x19x384xf32>
  %49 = net.elementwise "s00310/feed" %48 {kind = #net<elementwise sum>} : tensor<64x19x19x384xf32> -> tensor<64x19x19x384xf32>
  %50 = net.conv2d "s00310" %49 {bias = false, filter = array<i64: 3, 3, 1, 384>, groups = 384 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x19x19x384xf32> -> tensor<64x10x10x384xf32>
  %51 = net.input "s00311/in" : tensor<64x19x19x32xf32>
  %52 = net.elementwise "s00311/feed" %51 {kind = #net<elementwise sum>} : tensor<64x19x19x32xf32> -> tensor<64x19x19x32xf32>
  %53 = net.conv2d "s00311" %52 {bias = false, filter = array<i64: 7, 7, 1, 32>, groups = 32 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x19x19x32xf32> -> tensor<64x10x10x32xf32>
  %54 = net.input "s00312/in" : tensor<64x7x7x384xf32>
  %55 = net.elementwise "s00312/feed" %54 {kind = #net<elementwise sum>} : tensor<64x7x7x384xf32> -> tensor<64x7x7x384xf32>
  %56 = net.conv2d "s00312" %55 {bias = false, filter = array<i64: 3, 3, 1, 384>, groups = 384 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x7x7x384xf32> -> tensor<64x7x7x384xf32>
  %57 = net.input "s00328/in" : tensor<64x112x112x72xf32>
  %58 = net.elementwise "s00328/feed" %57 {kind = #net<elementwise sum>} : tensor<64x112x112x72xf32> -> tensor<64x112x112x72xf32>
  %59 = net.conv2d "s00328" %58 {bias = false, filter = array<i64: 3, 3, 1, 72>, groups = 72 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x112x112x72xf32> -> tensor<64x112x112x72xf32>
  %60 = net.input "s00329/in" : tensor<64x28x28x120xf32>
  %61 = net.elementwise "s00329/feed" %60 {kind = #net<elementwise sum>} : tensor<64x28x28x120xf32> -> tensor<64x28x28x120xf32>
  %62 = net.conv2d "s00329" %61 {bias = false, filter = array<i64: 3, 3, 1, 120>, groups = 120 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x28x28x120xf32> -> tensor<64x28x28x120xf32>
  %63 = net.input "s00331/in" : tensor<64x19x19x200xf32>
  %64 = net.elementwise "s00331/feed" %63 {kind = #net<elementwise sum>} : tensor<64x19x19x200xf32> -> tensor<64x19x19x200xf32>
  %65 = net.conv2d "s00331" %64 {bias = false, filter = array<i64: 7, 7, 1, 200>, groups = 200 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x19x19x200xf32> -> tensor<64x19x19x200xf32>
  %66 = net.input "s00332/in" : tensor<64x14x14x200xf32>
  %67 = net.elementwise "s00332/feed" %66 {kind = #net<elementwise sum>} : tensor<64x14x14x200xf32> -> tensor<64x14x14x200xf32>
  %68 = net.conv2d "s00332" %67 {bias = false, filter = array<i64: 5, 5, 1, 200>, groups = 200 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x14x14x200xf32> -> tensor<64x14x14x200xf32>
  %69 = net.input "s00333/in" : tensor<64x112x112x96xf32>
  %70 = net.elementwise "s00333/feed" %69 {kind = #net<elementwise sum>} : tensor<64x112x112x96xf32> -> tensor<64x112x112x96xf32>
  %71 = net.conv2d "s00333" %70 {bias = false, filter = array<i64: 7, 7, 1, 96>, groups = 96 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x112x112x96xf32> -> tensor<64x56x56x96xf32>
  %72 = net.input "s00334/in" : tensor<64x56x56x64xf32>
  %73 = net.elementwise "s00334/feed" %72 {kind = #net<elementwise sum>} : tensor<64x56x56x64xf32> -> tensor<64x56x56x64xf32>
  %74 = net.conv2d "s00334" %73 {bias = false, filter = array<i64: 3, 3, 1, 64>, groups = 64 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x56x56x64xf32> -> tensor<64x56x56x64xf32>
}
