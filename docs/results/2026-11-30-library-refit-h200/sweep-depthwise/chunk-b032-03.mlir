net.network "chunk-b032-03" {
  %0 = net.input "s00256/in" : tensor<32x14x14x1152xf32>
  %1 = net.elementwise "s00256/feed" %0 {kind = #net<elementwise sum>} : tensor<32x14x14x1152xf32> -> tensor<32x14x14x1152xf32>
  %2 = net.conv2d "s00256" %1 {bias = false, filter = array<i64: 3, 3, 1, 1152>, groups = 1152 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x14x14x1152xf32> -> tensor<32x14x14x1152xf32>
  %3 = net.input "s00259/in" : tensor<32x14x14x200xf32>
  %4 = net.elementwise "s00259/feed" %3 {kind = #net<elementwise sum>} : tensor<32x14x14x200xf32> -> tensor<32x14x14x200xf32>
  %5 = net.conv2d "s00259" %4 {bias = false, filter = array<i64: 3, 3, 1, 200>, groups = 200 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x14x14x200xf32> -> tensor<32x14x14x200xf32>
  %6 = net.input "s00268/in" : tensor<32x38x38x72xf32>
  %7 = net.elementwise "s00268/feed" %6 {kind = #net<elementwise sum>} : tensor<32x38x38x72xf32> -> tensor<32x38x38x72xf32>
  %8 = net.conv2d "s00268" %7 {bias = false, filter = array<i64: 3, 3, 1, 72>, groups = 72 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x38x38x72xf32> -> tensor<32x19x19x72xf32>
  %9 = net.input "s00270/in" : tensor<32x56x56x512xf32>
  %10 = net.elementwise "s00270/feed" %9 {kind = #net<elementwise sum>} : tensor<32x56x56x512xf32> -> tensor<32x56x56x512xf32>
  %11 = net.conv2d "s00270" %10 {bias = false, filter = array<i64: 5, 5, 1, 512>, groups = 512 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x56x56x512xf32> -> tensor<32x56x56x512xf32>
  %12 = net.input "s00273/in" : tensor<32x56x56x120xf32>
  %13 = net.elementwise "s00273/feed" %12 {kind = #net<elementwise sum>} : tensor<32x56x56x120xf32> -> tensor<32x56x56x120xf32>
  %14 = net.conv2d "s00273" %13 {bias = false, filter = array<i64: 3, 3, 1, 120>, groups = 120 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x56x56x120xf32> -> tensor<32x28x28x120xf32>
  %15 = net.input "s00274/in" : tensor<32x14x14x576xf32>
  %16 = net.elementwise "s00274/feed" %15 {kind = #net<elementwise sum>} : tensor<32x14x14x576xf32> -> tensor<32x14x14x576xf32>
  %17 = net.conv2d "s00274" %16 {bias = false, filter = array<i64: 3, 3, 1, 576>, groups = 576 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x14x14x576xf32> -> tensor<32x14x14x576xf32>
  %18 = net.input "s00276/in" : tensor<32x10x10x200xf32>
  %19 = net.elementwise "s00276/feed" %18 {kind = #net<elementwise sum>} : tensor<32x10x10x200xf32> -> tensor<32x10x10x200xf32>
  %20 = net.conv2d "s00276" %19 {bias = false, filter = array<i64: 7, 7, 1, 200>, groups = 200 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x10x10x200xf32> -> tensor<32x10x10x200xf32>
  %21 = net.input "s00278/in" : tensor<32x19x19x200xf32>
  %22 = net.elementwise "s00278/feed" %21 {kind = #net<elementwise sum>} : tensor<32x19x19x200xf32> -> tensor<32x19x19x200xf32>
  %23 = net.conv2d "s00278" %22 {bias = false, filter = array<i64: 7, 7, 1, 200>, groups = 200 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x19x19x200xf32> -> tensor<32x19x19x200xf32>
  %24 = net.input "s00280/in" : tensor<32x38x38x1152xf32>
  %25 = net.elementwise "s00280/feed" %24 {kind = #net<elementwise sum>} : tensor<32x38x38x1152xf32> -> tensor<32x38x38x1152xf32>
  %26 = net.conv2d "s00280" %25 {bias = false, filter = array<i64: 5, 5, 1, 1152>, groups = 1152 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x38x38x1152xf32> -> tensor<32x38x38x1152xf32>
  %27 = net.input "s00284/in" : tensor<32x38x38x40xf32>
  %28 = net.elementwise "s00284/feed" %27 {kind = #net<elementwise sum>} : tensor<32x38x38x40xf32> -> tensor<32x38x38x40xf32>
  %29 = net.conv2d "s00284" %28 {bias = false, filter = array<i64: 3, 3, 1, 40>, groups = 40 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x38x38x40xf32> -> tensor<32x38x38x40xf32>
  %30 = net.input "s00303/in" : tensor<32x14x14x512xf32>
  %31 = net.elementwise "s00303/feed" %30 {kind = #net<elementwise sum>} : tensor<32x14x14x512xf32> -> tensor<32x14x14x512xf32>
  %32 = net.conv2d "s00303" %31 {bias = false, filter = array<i64: 7, 7, 1, 512>, groups = 512 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x14x14x512xf32> -> tensor<32x14x14x512xf32>
  %33 = net.input "s00310/in" : tensor<32x28x28x72xf32>
  %34 = net.elementwise "s00310/feed" %33 {kind = #net<elementwise sum>} : tensor<32x28x28x72xf32> -> tensor<32x28x28x72xf32>
  %35 = net.conv2d "s00310" %34 {bias = false, filter = array<i64: 3, 3, 1, 72>, groups = 72 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x28x28x72xf32> -> tensor<32x28x28x72xf32>
  %36 = net.input "s00315/in" : tensor<32x28x28x384xf32>
  %37 = net.elementwise "s00315/feed" %36 {kind = #net<elementwise sum>} : tensor<32x28x28x384xf32> -> tensor<32x28x28x384xf32>
  %38 = net.conv2d "s00315" %37 {bias = false, filter = array<i64: 7, 7, 1, 384>, groups = 384 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x28x28x384xf32> -> tensor<32x28x28x384xf32>
  %39 = net.input "s00318/in" : tensor<32x14x14x240xf32>
  %40 = net.elementwise "s00318/feed" %39 {kind = #net<elementwise sum>} : tensor<32x14x14x240xf32> -> tensor<32x14x14x240xf32>
  %41 = net.conv2d "s00318" %40 {bias = false, filter = array<i64: 3, 3, 1, 240>, groups = 240 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x14x14x240xf32> -> tensor<32x7x7x240xf32>
  %42 = net.input "s00329/in" : tensor<32x56x56x576xf32>
  %43 = net.elementwise "s00329/feed" %42 {kind = #net<elementwise sum>} : tensor<32x56x56x576xf32> -> tensor<32x56x56x576xf32>
  %44 = net.conv2d "s00329" %43 {bias = false, filter = array<i64: 3, 3, 1, 576>, groups = 576 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x56x56x576xf32> -> tensor<32x56x56x576xf32>
  %45 = net.input "s00331/in" : tensor<32x56x56x576xf32>
  %46 = net.elementwise "s00331/feed" %45 {kind = #net<elementwise sum>} : tensor<32x56x56x576xf32> -> tensor<32x56x56x576xf32>
  %47 = net.conv2d "s00331" %46 {bias = false, filter = array<i64: 7, 7, 1, 576>, groups = 576 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x56x56x576xf32> -> tensor<32x56x56x576xf32>
  %48 = net.input "s00332/in" : tensor<32x56x56x288xf32>
  %49 = net.elementwise "s00332/feed" %48 {kind = #net<elementwise sum>} : tensor<32x56x56x288xf32> -> tensor<32x56x56x288xf32>
  %50 = net.conv2d "s00332" %49 {bias = false, filter = array<i64: 3, 3, 1, 288>, groups = 288 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x56x56x288xf32> -> tensor<32x56x56x288xf32>
  %51 = net.input "s00334/in" : tensor<32x14x14x288xf32>
  %52 = net.elementwise "s00334/feed" %51 {kind = #net<elementwise sum>} : tensor<32x14x14x288xf32> -> tensor<32x14x14x288xf32>
  %53 = net.conv2d "s00334" %52 {bias = false, filter = array<i64: 7, 7, 1, 288>, groups = 288 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x14x14x288xf32> -> tensor<32x7x7x288xf32>
  %54 = net.input "s00336/in" : tensor<32x10x10x72xf32>
  %55 = net.elementwise "s00336/feed" %54 {kind = #net<elementwise sum>} : tensor<32x10x10x72xf32> -> tensor<32x10x10x72xf32>
  %56 = net.conv2d "s00336" %55 {bias = false, filter = array<i64: 5, 5, 1, 72>, groups = 72 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x10x10x72xf32> -> tensor<32x10x10x72xf32>
  %57 = net.input "s00339/in" : tensor<32x14x14x96xf32>
  %58 = net.elementwise "s00339/feed" %57 {kind = #net<elementwise sum>} : tensor<32x14x14x96xf32> -> tensor<32x14x14x96xf32>
  %59 = net.conv2d "s00339" %58 {bias = false, filter = array<i64: 5, 5, 1, 96>, groups = 96 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x14x14x96xf32> -> tensor<32x14x14x96xf32>
}
