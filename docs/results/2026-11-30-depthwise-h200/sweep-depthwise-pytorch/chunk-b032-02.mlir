net.network "chunk-b032-02" {
  %0 = net.input "s00202/in" : tensor<32x28x28x120xf32>
  %1 = net.elementwise "s00202/feed" %0 {kind = #net<elementwise sum>} : tensor<32x28x28x120xf32> -> tensor<32x28x28x120xf32>
  %2 = net.conv2d "s00202" %1 {bias = false, filter = array<i64: 3, 3, 1, 120>, groups = 120 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x28x28x120xf32> -> tensor<32x28x28x120xf32>
  %3 = net.input "s00203/in" : tensor<32x14x14x256xf32>
  %4 = net.elementwise "s00203/feed" %3 {kind = #net<elementwise sum>} : tensor<32x14x14x256xf32> -> tensor<32x14x14x256xf32>
  %5 = net.conv2d "s00203" %4 {bias = false, filter = array<i64: 5, 5, 1, 256>, groups = 256 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x256xf32> -> tensor<32x14x14x256xf32>
  %6 = net.input "s00210/in" : tensor<32x14x14x480xf32>
  %7 = net.elementwise "s00210/feed" %6 {kind = #net<elementwise sum>} : tensor<32x14x14x480xf32> -> tensor<32x14x14x480xf32>
  %8 = net.conv2d "s00210" %7 {bias = false, filter = array<i64: 3, 3, 1, 480>, groups = 480 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x480xf32> -> tensor<32x14x14x480xf32>
  %9 = net.input "s00212/in" : tensor<32x19x19x64xf32>
  %10 = net.elementwise "s00212/feed" %9 {kind = #net<elementwise sum>} : tensor<32x19x19x64xf32> -> tensor<32x19x19x64xf32>
  %11 = net.conv2d "s00212" %10 {bias = false, filter = array<i64: 3, 3, 1, 64>, groups = 64 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x19x19x64xf32> -> tensor<32x19x19x64xf32>
  %12 = net.input "s00215/in" : tensor<32x14x14x200xf32>
  %13 = net.elementwise "s00215/feed" %12 {kind = #net<elementwise sum>} : tensor<32x14x14x200xf32> -> tensor<32x14x14x200xf32>
  %14 = net.conv2d "s00215" %13 {bias = false, filter = array<i64: 7, 7, 1, 200>, groups = 200 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x200xf32> -> tensor<32x14x14x200xf32>
  %15 = net.input "s00221/in" : tensor<32x14x14x48xf32>
  %16 = net.elementwise "s00221/feed" %15 {kind = #net<elementwise sum>} : tensor<32x14x14x48xf32> -> tensor<32x14x14x48xf32>
  %17 = net.conv2d "s00221" %16 {bias = false, filter = array<i64: 3, 3, 1, 48>, groups = 48 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x14x14x48xf32> -> tensor<32x7x7x48xf32>
  %18 = net.input "s00223/in" : tensor<32x19x19x288xf32>
  %19 = net.elementwise "s00223/feed" %18 {kind = #net<elementwise sum>} : tensor<32x19x19x288xf32> -> tensor<32x19x19x288xf32>
  %20 = net.conv2d "s00223" %19 {bias = false, filter = array<i64: 5, 5, 1, 288>, groups = 288 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x19x19x288xf32> -> tensor<32x19x19x288xf32>
  %21 = net.input "s00227/in" : tensor<32x14x14x512xf32>
  %22 = net.elementwise "s00227/feed" %21 {kind = #net<elementwise sum>} : tensor<32x14x14x512xf32> -> tensor<32x14x14x512xf32>
  %23 = net.conv2d "s00227" %22 {bias = false, filter = array<i64: 3, 3, 1, 512>, groups = 512 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x512xf32> -> tensor<32x14x14x512xf32>
  %24 = net.input "s00235/in" : tensor<32x112x112x32xf32>
  %25 = net.elementwise "s00235/feed" %24 {kind = #net<elementwise sum>} : tensor<32x112x112x32xf32> -> tensor<32x112x112x32xf32>
  %26 = net.conv2d "s00235" %25 {bias = false, filter = array<i64: 3, 3, 1, 32>, groups = 32 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x112x112x32xf32> -> tensor<32x56x56x32xf32>
  %27 = net.input "s00237/in" : tensor<32x38x38x384xf32>
  %28 = net.elementwise "s00237/feed" %27 {kind = #net<elementwise sum>} : tensor<32x38x38x384xf32> -> tensor<32x38x38x384xf32>
  %29 = net.conv2d "s00237" %28 {bias = false, filter = array<i64: 3, 3, 1, 384>, groups = 384 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x38x38x384xf32> -> tensor<32x38x38x384xf32>
  %30 = net.input "s00239/in" : tensor<32x10x10x96xf32>
  %31 = net.elementwise "s00239/feed" %30 {kind = #net<elementwise sum>} : tensor<32x10x10x96xf32> -> tensor<32x10x10x96xf32>
  %32 = net.conv2d "s00239" %31 {bias = false, filter = array<i64: 5, 5, 1, 96>, groups = 96 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x10x10x96xf32> -> tensor<32x10x10x96xf32>
  %33 = net.input "s00245/in" : tensor<32x28x28x512xf32>
  %34 = net.elementwise "s00245/feed" %33 {kind = #net<elementwise sum>} : tensor<32x28x28x512xf32> -> tensor<32x28x28x512xf32>
  %35 = net.conv2d "s00245" %34 {bias = false, filter = array<i64: 5, 5, 1, 512>, groups = 512 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x28x28x512xf32> -> tensor<32x14x14x512xf32>
  %36 = net.input "s00258/in" : tensor<32x14x14x1152xf32>
  %37 = net.elementwise "s00258/feed" %36 {kind = #net<elementwise sum>} : tensor<32x14x14x1152xf32> -> tensor<32x14x14x1152xf32>
  %38 = net.conv2d "s00258" %37 {bias = false, filter = array<i64: 3, 3, 1, 1152>, groups = 1152 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x14x14x1152xf32> -> tensor<32x7x7x1152xf32>
  %39 = net.input "s00266/in" : tensor<32x28x28x1152xf32>
  %40 = net.elementwise "s00266/feed" %39 {kind = #net<elementwise sum>} : tensor<32x28x28x1152xf32> -> tensor<32x28x28x1152xf32>
  %41 = net.conv2d "s00266" %40 {bias = false, filter = array<i64: 3, 3, 1, 1152>, groups = 1152 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x28x28x1152xf32> -> tensor<32x14x14x1152xf32>
  %42 = net.input "s00271/in" : tensor<32x56x56x64xf32>
  %43 = net.elementwise "s00271/feed" %42 {kind = #net<elementwise sum>} : tensor<32x56x56x64xf32> -> tensor<32x56x56x64xf32>
  %44 = net.conv2d "s00271" %43 {bias = false, filter = array<i64: 3, 3, 1, 64>, groups = 64 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x56x56x64xf32> -> tensor<32x28x28x64xf32>
  %45 = net.input "s00273/in" : tensor<32x56x56x768xf32>
  %46 = net.elementwise "s00273/feed" %45 {kind = #net<elementwise sum>} : tensor<32x56x56x768xf32> -> tensor<32x56x56x768xf32>
  %47 = net.conv2d "s00273" %46 {bias = false, filter = array<i64: 5, 5, 1, 768>, groups = 768 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x56x56x768xf32> -> tensor<32x56x56x768xf32>
  %48 = net.input "s00274/in" : tensor<32x56x56x256xf32>
  %49 = net.elementwise "s00274/feed" %48 {kind = #net<elementwise sum>} : tensor<32x56x56x256xf32> -> tensor<32x56x56x256xf32>
  %50 = net.conv2d "s00274" %49 {bias = false, filter = array<i64: 3, 3, 1, 256>, groups = 256 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x56x56x256xf32> -> tensor<32x28x28x256xf32>
  %51 = net.input "s00276/in" : tensor<32x38x38x512xf32>
  %52 = net.elementwise "s00276/feed" %51 {kind = #net<elementwise sum>} : tensor<32x38x38x512xf32> -> tensor<32x38x38x512xf32>
  %53 = net.conv2d "s00276" %52 {bias = false, filter = array<i64: 5, 5, 1, 512>, groups = 512 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x38x38x512xf32> -> tensor<32x38x38x512xf32>
  %54 = net.input "s00283/in" : tensor<32x19x19x64xf32>
  %55 = net.elementwise "s00283/feed" %54 {kind = #net<elementwise sum>} : tensor<32x19x19x64xf32> -> tensor<32x19x19x64xf32>
  %56 = net.conv2d "s00283" %55 {bias = false, filter = array<i64: 5, 5, 1, 64>, groups = 64 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x19x19x64xf32> -> tensor<32x10x10x64xf32>
  %57 = net.input "s00287/in" : tensor<32x10x10x144xf32>
  %58 = net.elementwise "s00287/feed" %57 {kind = #net<elementwise sum>} : tensor<32x10x10x144xf32> -> tensor<32x10x10x144xf32>
  %59 = net.conv2d "s00287" %58 {bias = false, filter = array<i64: 5, 5, 1, 144>, groups = 144 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x10x10x144xf32> -> tensor<32x10x10x144xf32>
  %60 = net.input "s00289/in" : tensor<32x19x19x72xf32>
  %61 = net.elementwise "s00289/feed" %60 {kind = #net<elementwise sum>} : tensor<32x19x19x72xf32> -> tensor<32x19x19x72xf32>
  %62 = net.conv2d "s00289" %61 {bias = false, filter = array<i64: 3, 3, 1, 72>, groups = 72 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x19x19x72xf32> -> tensor<32x19x19x72xf32>
  %63 = net.input "s00293/in" : tensor<32x10x10x672xf32>
  %64 = net.elementwise "s00293/feed" %63 {kind = #net<elementwise sum>} : tensor<32x10x10x672xf32> -> tensor<32x10x10x672xf32>
  %65 = net.conv2d "s00293" %64 {bias = false, filter = array<i64: 3, 3, 1, 672>, groups = 672 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x10x10x672xf32> -> tensor<32x10x10x672xf32>
  %66 = net.input "s00294/in" : tensor<32x7x7x48xf32>
  %67 = net.elementwise "s00294/feed" %66 {kind = #net<elementwise sum>} : tensor<32x7x7x48xf32> -> tensor<32x7x7x48xf32>
  %68 = net.conv2d "s00294" %67 {bias = false, filter = array<i64: 3, 3, 1, 48>, groups = 48 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x48xf32> -> tensor<32x7x7x48xf32>
  %69 = net.input "s00295/in" : tensor<32x38x38x960xf32>
  %70 = net.elementwise "s00295/feed" %69 {kind = #net<elementwise sum>} : tensor<32x38x38x960xf32> -> tensor<32x38x38x960xf32>
  %71 = net.conv2d "s00295" %70 {bias = false, filter = array<i64: 3, 3, 1, 960>, groups = 960 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x38x38x960xf32> -> tensor<32x19x19x960xf32>
  %72 = net.input "s00299/in" : tensor<32x10x10x144xf32>
  %73 = net.elementwise "s00299/feed" %72 {kind = #net<elementwise sum>} : tensor<32x10x10x144xf32> -> tensor<32x10x10x144xf32>
  %74 = net.conv2d "s00299" %73 {bias = false, filter = array<i64: 7, 7, 1, 144>, groups = 144 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x10x10x144xf32> -> tensor<32x5x5x144xf32>
}
