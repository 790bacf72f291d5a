net.network "chunk-b016-01" {
  %0 = net.input "s00153/in" : tensor<16x7x7x72xf32>
  %1 = net.elementwise "s00153/feed" %0 {kind = #net<elementwise sum>} : tensor<16x7x7x72xf32> -> tensor<16x7x7x72xf32>
  %2 = net.conv2d "s00153" %1 {bias = false, filter = array<i64: 5, 5, 1, 72>, groups = 72 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x7x7x72xf32> -> tensor<16x7x7x72xf32>
  %3 = net.input "s00157/in" : tensor<16x14x14x240xf32>
  %4 = net.elementwise "s00157/feed" %3 {kind = #net<elementwise sum>} : tensor<16x14x14x240xf32> -> tensor<16x14x14x240xf32>
  %5 = net.conv2d "s00157" %4 {bias = false, filter = array<i64: 3, 3, 1, 240>, groups = 240 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x14x14x240xf32> -> tensor<16x14x14x240xf32>
  %6 = net.input "s00164/in" : tensor<16x14x14x1152xf32>
  %7 = net.elementwise "s00164/feed" %6 {kind = #net<elementwise sum>} : tensor<16x14x14x1152xf32> -> tensor<16x14x14x1152xf32>
  %8 = net.conv2d "s00164" %7 {bias = false, filter = array<i64: 5, 5, 1, 1152>, groups = 1152 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x14x14x1152xf32> -> tensor<16x7x7x1152xf32>
  %9 = net.input "s00172/in" : tensor<16x7x7x1024xf32>
  %10 = net.elementwise "s00172/feed" %9 {kind = #net<elementwise sum>} : tensor<16x7x7x1024xf32> -> tensor<16x7x7x1024xf32>
  %11 = net.conv2d "s00172" %10 {bias = false, filter = array<i64: 3, 3, 1, 1024>, groups = 1024 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x7x7x1024xf32> -> tensor<16x7x7x1024xf32>
  %12 = net.input "s00177/in" : tensor<16x112x112x16xf32>
  %13 = net.elementwise "s00177/feed" %12 {kind = #net<elementwise sum>} : tensor<16x112x112x16xf32> -> tensor<16x112x112x16xf32>
  %14 = net.conv2d "s00177" %13 {bias = false, filter = array<i64: 5, 5, 1, 16>, groups = 16 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x112x112x16xf32> -> tensor<16x56x56x16xf32>
  %15 = net.input "s00197/in" : tensor<16x56x56x672xf32>
  %16 = net.elementwise "s00197/feed" %15 {kind = #net<elementwise sum>} : tensor<16x56x56x672xf32> -> tensor<16x56x56x672xf32>
  %17 = net.conv2d "s00197" %16 {bias = false, filter = array<i64: 3, 3, 1, 672>, groups = 672 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x56x56x672xf32> -> tensor<16x56x56x672xf32>
  %18 = net.input "s00206/in" : tensor<16x14x14x288xf32>
  %19 = net.elementwise "s00206/feed" %18 {kind = #net<elementwise sum>} : tensor<16x14x14x288xf32> -> tensor<16x14x14x288xf32>
  %20 = net.conv2d "s00206" %19 {bias = false, filter = array<i64: 3, 3, 1, 288>, groups = 288 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x14x14x288xf32> -> tensor<16x14x14x288xf32>
  %21 = net.input "s00212/in" : tensor<16x10x10x72xf32>
  %22 = net.elementwise "s00212/feed" %21 {kind = #net<elementwise sum>} : tensor<16x10x10x72xf32> -> tensor<16x10x10x72xf32>
  %23 = net.conv2d "s00212" %22 {bias = false, filter = array<i64: 3, 3, 1, 72>, groups = 72 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x10x10x72xf32> -> tensor<16x10x10x72xf32>
  %24 = net.input "s00214/in" : tensor<16x56x56x48xf32>
  %25 = net.elementwise "s00214/feed" %24 {kind = #net<elementwise sum>} : tensor<16x56x56x48xf32> -> tensor<16x56x56x48xf32>
  %26 = net.conv2d "s00214" %25 {bias = false, filter = array<i64: 3, 3, 1, 48>, groups = 48 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x56x56x48xf32> -> tensor<16x56x56x48xf32>
  %27 = net.input "s00226/in" : tensor<16x112x112x72xf32>
  %28 = net.elementwise "s00226/feed" %27 {kind = #net<elementwise sum>} : tensor<16x112x112x72xf32> -> tensor<16x112x112x72xf32>
  %29 = net.conv2d "s00226" %28 {bias = false, filter = array<i64: 3, 3, 1, 72>, groups = 72 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x112x112x72xf32> -> tensor<16x112x112x72xf32>
  %30 = net.input "s00239/in" : tensor<16x14x14x576xf32>
  %31 = net.elementwise "s00239/feed" %30 {kind = #net<elementwise sum>} : tensor<16x14x14x576xf32> -> tensor<16x14x14x576xf32>
  %32 = net.conv2d "s00239" %31 {bias = false, filter = array<i64: 3, 3, 1, 576>, groups = 576 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x14x14x576xf32> -> tensor<16x14x14x576xf32>
  %33 = net.input "s00243/in" : tensor<16x14x14x256xf32>
  %34 = net.elementwise "s00243/feed" %33 {kind = #net<elementwise sum>} : tensor<16x14x14x256xf32> -> tensor<16x14x14x256xf32>
  %35 = net.conv2d "s00243" %34 {bias = false, filter = array<i64: 7, 7, 1, 256>, groups = 256 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x14x14x256xf32> -> tensor<16x14x14x256xf32>
  %36 = net.input "s00244/in" : tensor<16x7x7x32xf32>
  %37 = net.elementwise "s00244/feed" %36 {kind = #net<elementwise sum>} : tensor<16x7x7x32xf32> -> tensor<16x7x7x32xf32>
  %38 = net.conv2d "s00244" %37 {bias = false, filter = array<i64: 3, 3, 1, 32>, groups = 32 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x7x7x32xf32> -> tensor<16x7x7x32xf32>
  %39 = net.input "s00252/in" : tensor<16x38x38x40xf32>
  %40 = net.elementwise "s00252/feed" %39 {kind = #net<elementwise sum>} : tensor<16x38x38x40xf32> -> tensor<16x38x38x40xf32>
  %41 = net.conv2d "s00252" %40 {bias = false, filter = array<i64: 5, 5, 1, 40>, groups = 40 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x38x38x40xf32> -> tensor<16x38x38x40xf32>
  %42 = net.input "s00260/in" : tensor<16x28x28x1152xf32>
  %43 = net.elementwise "s00260/feed" %42 {kind = #net<elementwise sum>} : tensor<16x28x28x1152xf32> -> tensor<16x28x28x1152xf32>
  %44 = net.conv2d "s00260" %43 {bias = false, filter = array<i64: 5, 5, 1, 1152>, groups = 1152 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x28x28x1152xf32> -> tensor<16x28x28x1152xf32>
  %45 = net.input "s00264/in" : tensor<16x28x28x512xf32>
  %46 = net.elementwise "s00264/feed" %45 {kind = #net<elementwise sum>} : tensor<16x28x28x512xf32> -> tensor<16x28x28x512xf32>
  %47 = net.conv2d "s00264" %46 {bias = false, filter = array<i64: 5, 5, 1, 512>, groups = 512 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x28x28x512xf32> -> tensor<16x28x28x512xf32>
  %48 = net.input "s00271/in" : tensor<16x14x14x480xf32>
  %49 = net.elementwise "s00271/feed" %48 {kind = #net<elementwise sum>} : tensor<16x14x14x480xf32> -> tensor<16x14x14x480xf32>
  %50 = net.conv2d "s00271" %49 {bias = false, filter = array<i64: 5, 5, 1, 480>, groups = 480 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x14x14x480xf32> -> tensor<16x7x7x480xf32>
  %51 = net.input "s00283/in" : tensor<16x14x14x768xf32>
  %52 = net.elementwise "s00283/feed" %51 {kind = #net<elementwise sum>} : tensor<16x14x14x768xf32> -> tensor<16x14x14x768xf32>
  %53 = net.conv2d "s00283" %52 {bias = false, filter = array<i64: 3, 3, 1, 768>, groups = 768 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x14x14x768xf32> -> tensor<16x14x14x768xf32>
  %54 = net.input "s00288/in" : tensor<16x14x14x72xf32>
  %55 = net.elementwise "s00288/feed" %54 {kind = #net<elementwise sum>} : tensor<16x14x14x72xf32> -> tensor<16x14x14x72xf32>
  %56 = net.conv2d "s00288" %55 {bias = false, filter = array<i64: 5, 5, 1, 72>, groups = 72 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x14x14x72xf32> -> tensor<16x14x14x72xf32>
  %57 = net.input "s00309/in" : tensor<16x14x14x768xf32>
  %58 = net.elementwise "s00309/feed" %57 {kind = #net<elementwise sum>} : tensor<16x14x14x768xf32> -> tensor<16x14x14x768xf32>
  %59 = net.conv2d "s00309" %58 {bias = false, filter = array<i64: 3, 3, 1, 768>, groups = 768 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x14x14x768xf32> -> tensor<16x7x7x768xf32>
}
