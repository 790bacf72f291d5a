net.network "chunk-b064-03" {
  %0 = net.input "s00266/in" : tensor<64x7x7x96xf32>
  %1 = net.elementwise "s00266/feed" %0 {kind = #net<elementwise sum>} : tensor<64x7x7x96xf32> -> tensor<64x7x7x96xf32>
  %2 = net.conv2d "s00266" %1 {bias = false, filter = array<i64: 5, 5, 1, 96>, groups = 96 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x7x7x96xf32> -> tensor<64x7x7x96xf32>
  %3 = net.input "s00267/in" : tensor<64x10x10x200xf32>
  %4 = net.elementwise "s00267/feed" %3 {kind = #net<elementwise sum>} : tensor<64x10x10x200xf32> -> tensor<64x10x10x200xf32>
  %5 = net.conv2d "s00267" %4 {bias = false, filter = array<i64: 7, 7, 1, 200>, groups = 200 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x10x10x200xf32> -> tensor<64x10x10x200xf32>
  %6 = net.input "s00281/in" : tensor<64x28x28x96xf32>
  %7 = net.elementwise "s00281/feed" %6 {kind = #net<elementwise sum>} : tensor<64x28x28x96xf32> -> tensor<64x28x28x96xf32>
  %8 = net.conv2d "s00281" %7 {bias = false, filter = array<i64: 7, 7, 1, 96>, groups = 96 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x28x28x96xf32> -> tensor<64x28x28x96xf32>
  %9 = net.input "s00286/in" : tensor<64x56x56x64xf32>
  %10 = net.elementwise "s00286/feed" %9 {kind = #net<elementwise sum>} : tensor<64x56x56x64xf32> -> tensor<64x56x56x64xf32>
  %11 = net.conv2d "s00286" %10 {bias = false, filter = array<i64: 5, 5, 1, 64>, groups = 64 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x56x56x64xf32> -> tensor<64x56x56x64xf32>
  %12 = net.input "s00289/in" : tensor<64x38x38x96xf32>
  %13 = net.elementwise "s00289/feed" %12 {kind = #net<elementwise sum>} : tensor<64x38x38x96xf32> -> tensor<64x38x38x96xf32>
  %14 = net.conv2d "s00289" %13 {bias = false, filter = array<i64: 7, 7, 1, 96>, groups = 96 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x38x38x96xf32> -> tensor<64x19x19x96xf32>
  %15 = net.input "s00292/in" : tensor<64x14x14x1152xf32>
  %16 = net.elementwise "s00292/feed" %15 {kind = #net<elementwise sum>} : tensor<64x14x14x1152xf32> -> tensor<64x14x14x1152xf32>
  %17 = net.conv2d "s00292" %16 {bias = false, filter = array<i64: 3, 3, 1, 1152>, groups = 1152 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x14x14x1152xf32> -> tensor<64x14x14x1152xf32>
  %18 = net.input "s00294/in" : tensor<64x14x14x24xf32>
  %19 = net.elementwise "s00294/feed" %18 {kind = #net<elementwise sum>} : tensor<64x14x14x24xf32> -> tensor<64x14x14x24xf32>
  %20 = net.conv2d "s00294" %19 {bias = false, filter = array<i64: 7, 7, 1, 24>, groups = 24 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x14x14x24xf32> -> tensor<64x14x14x24xf32>
  %21 = net.input "s00302/in" : tensor<64x38x38x384xf32>
  %22 = net.elementwise "s00302/feed" %21 {kind = #net<elementwise sum>} : tensor<64x38x38x384xf32> -> tensor<64x38x38x384xf32>
  %23 = net.conv2d "s00302" %22 {bias = false, filter = array<i64: 3, 3, 1, 384>, groups = 384 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x38x38x384xf32> -> tensor<64x19x19x384xf32>
  %24 = net.input "s00304/in" : tensor<64x10x10x768xf32>
  %25 = net.elementwise "s00304/feed" %24 {kind = #net<elementwise sum>} : tensor<64x10x10x768xf32> -> tensor<64x10x10x768xf32>
  %26 = net.conv2d "s00304" %25 {bias = false, filter = array<i64: 7, 7, 1, 768>, groups = 768 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x10x10x768xf32> -> tensor<64x10x10x768xf32>
  %27 = net.input "s00305/in" : tensor<64x19x19x48xf32>
  %28 = net.elementwise "s00305/feed" %27 {kind = #net<elementwise sum>} : tensor<64x19x19x48xf32> -> tensor<64x19x19x48xf32>
  %29 = net.conv2d "s00305" %28 {bias = false, filter = array<i64: 3, 3, 1, 48>, groups = 48 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x19x19x48xf32> -> tensor<64x10x10x48xf32>
  %30 = net.input "s00308/in" : tensor<64x28x28x32xf32>
  %31 = net.elementwise "s00308/feed" %30 {kind = #net<elementwise sum>} : tensor<64x28x28x32xf32> -> tensor<64x28x28x32xf32>
  %32 = net.conv2d "s00308" %31 {bias = false, filter = array<i64: 3, 3, 1, 32>, groups = 32 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x28x28x32xf32> -> tensor<64x28x28x32xf32>
  %33 = net.input "s00324/in" : tensor<64x56x56x40xf32>
  %34 = net.elementwise "s00324/feed" %33 {kind = #net<elementwise sum>} : tensor<64x56x56x40xf32> -> tensor<64x56x56x40xf32>
  %35 = net.conv2d "s00324" %34 {bias = false, filter = array<i64: 3, 3, 1, 40>, groups = 40 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x56x56x40xf32> -> tensor<64x56x56x40xf32>
  %36 = net.input "s00327/in" : tensor<64x38x38x768xf32>
  %37 = net.elementwise "s00327/feed" %36 {kind = #net<elementwise sum>} : tensor<64x38x38x768xf32> -> tensor<64x38x38x768xf32>
  %38 = net.conv2d "s00327" %37 {bias = false, filter = array<i64: 3, 3, 1, 768>, groups = 768 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x38x38x768xf32> -> tensor<64x38x38x768xf32>
  %39 = net.input "s00330/in" : tensor<64x38x38x120xf32>
  %40 = net.elementwise "s00330/feed" %39 {kind = #net<elementwise sum>} : tensor<64x38x38x120xf32> -> tensor<64x38x38x120xf32>
  %41 = net.conv2d "s00330" %40 {bias = false, filter = array<i64: 3, 3, 1, 120>, groups = 120 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x38x38x120xf32> -> tensor<64x38x38x120xf32>
  %42 = net.input "s00333/in" : tensor<64x112x112x40xf32>
  %43 = net.elementwise "s00333/feed" %42 {kind = #net<elementwise sum>} : tensor<64x112x112x40xf32> -> tensor<64x112x112x40xf32>
  %44 = net.conv2d "s00333" %43 {bias = false, filter = array<i64: 7, 7, 1, 40>, groups = 40 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x112x112x40xf32> -> tensor<64x112x112x40xf32>
  %45 = net.input "s00335/in" : tensor<64x7x7x1152xf32>
  %46 = net.elementwise "s00335/feed" %45 {kind = #net<elementwise sum>} : tensor<64x7x7x1152xf32> -> tensor<64x7x7x1152xf32>
  %47 = net.conv2d "s00335" %46 {bias = false, filter = array<i64: 5, 5, 1, 1152>, groups = 1152 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x7x7x1152xf32> -> tensor<64x4x4x1152xf32>
  %48 = net.input "s00338/in" : tensor<64x19x19x512xf32>
  %49 = net.elementwise "s00338/feed" %48 {kind = #net<elementwise sum>} : tensor<64x19x19x512xf32> -> tensor<64x19x19x512xf32>
  %50 = net.conv2d "s00338" %49 {bias = false, filter = array<i64: 5, 5, 1, 512>, groups = 512 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x19x19x512xf32> -> tensor<64x19x19x512xf32>
  %51 = net.input "s00341/in" : tensor<64x10x10x48xf32>
  %52 = net.elementwise "s00341/feed" %51 {kind = #net<elementwise sum>} : tensor<64x10x10x48xf32> -> tensor<64x10x10x48xf32>
  %53 = net.conv2d "s00341" %52 {bias = false, filter = array<i64: 3, 3, 1, 48>, groups = 48 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x10x10x48xf32> -> tensor<64x10x10x48xf32>
  %54 = net.input "s00347/in" : tensor<64x7x7x200xf32>
  %55 = net.elementwise "s00347/feed" %54 {kind = #net<elementwise sum>} : tensor<64x7x7x200xf32> -> tensor<64x7x7x200xf32>
  %56 = net.conv2d "s00347" %55 {bias = false, filter = array<i64: 3, 3, 1, 200>, groups = 200 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x7x7x200xf32> -> tensor<64x4x4x200xf32>
}
