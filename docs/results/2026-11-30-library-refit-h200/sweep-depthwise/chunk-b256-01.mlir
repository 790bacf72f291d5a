net.network "chunk-b256-01" {
  %0 = net.input "s00225/in" : tensor<256x14x14x1024xf32>
  %1 = net.elementwise "s00225/feed" %0 {kind = #net<elementwise sum>} : tensor<256x14x14x1024xf32> -> tensor<256x14x14x1024xf32>
  %2 = net.conv2d "s00225" %1 {bias = false, filter = array<i64: 3, 3, 1, 1024>, groups = 1024 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x14x14x1024xf32> -> tensor<256x14x14x1024xf32>
  %3 = net.input "s00229/in" : tensor<256x19x19x184xf32>
  %4 = net.elementwise "s00229/feed" %3 {kind = #net<elementwise sum>} : tensor<256x19x19x184xf32> -> tensor<256x19x19x184xf32>
  %5 = net.conv2d "s00229" %4 {bias = false, filter = array<i64: 3, 3, 1, 184>, groups = 184 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x19x19x184xf32> -> tensor<256x19x19x184xf32>
  %6 = net.input "s00230/in" : tensor<256x14x14x16xf32>
  %7 = net.elementwise "s00230/feed" %6 {kind = #net<elementwise sum>} : tensor<256x14x14x16xf32> -> tensor<256x14x14x16xf32>
  %8 = net.conv2d "s00230" %7 {bias = false, filter = array<i64: 5, 5, 1, 16>, groups = 16 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x14x14x16xf32> -> tensor<256x7x7x16xf32>
  %9 = net.input "s00240/in" : tensor<256x10x10x240xf32>
  %10 = net.elementwise "s00240/feed" %9 {kind = #net<elementwise sum>} : tensor<256x10x10x240xf32> -> tensor<256x10x10x240xf32>
  %11 = net.conv2d "s00240" %10 {bias = false, filter = array<i64: 3, 3, 1, 240>, groups = 240 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x10x10x240xf32> -> tensor<256x10x10x240xf32>
  %12 = net.input "s00250/in" : tensor<256x28x28x40xf32>
  %13 = net.elementwise "s00250/feed" %12 {kind = #net<elementwise sum>} : tensor<256x28x28x40xf32> -> tensor<256x28x28x40xf32>
  %14 = net.conv2d "s00250" %13 {bias = false, filter = array<i64: 5, 5, 1, 40>, groups = 40 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x28x28x40xf32> -> tensor<256x14x14x40xf32>
  %15 = net.input "s00254/in" : tensor<256x14x14x384xf32>
  %16 = net.elementwise "s00254/feed" %15 {kind = #net<elementwise sum>} : tensor<256x14x14x384xf32> -> tensor<256x14x14x384xf32>
  %17 = net.conv2d "s00254" %16 {bias = false, filter = array<i64: 3, 3, 1, 384>, groups = 384 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x14x14x384xf32> -> tensor<256x14x14x384xf32>
  %18 = net.input "s00269/in" : tensor<256x56x56x96xf32>
  %19 = net.elementwise "s00269/feed" %18 {kind = #net<elementwise sum>} : tensor<256x56x56x96xf32> -> tensor<256x56x56x96xf32>
  %20 = net.conv2d "s00269" %19 {bias = false, filter = array<i64: 7, 7, 1, 96>, groups = 96 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x56x56x96xf32> -> tensor<256x56x56x96xf32>
  %21 = net.input "s00290/in" : tensor<256x14x14x288xf32>
  %22 = net.elementwise "s00290/feed" %21 {kind = #net<elementwise sum>} : tensor<256x14x14x288xf32> -> tensor<256x14x14x288xf32>
  %23 = net.conv2d "s00290" %22 {bias = false, filter = array<i64: 3, 3, 1, 288>, groups = 288 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x14x14x288xf32> -> tensor<256x14x14x288xf32>
  %24 = net.input "s00295/in" : tensor<256x38x38x144xf32>
  %25 = net.elementwise "s00295/feed" %24 {kind = #net<elementwise sum>} : tensor<256x38x38x144xf32> -> tensor<256x38x38x144xf32>
  %26 = net.conv2d "s00295" %25 {bias = false, filter = array<i64: 3, 3, 1, 144>, groups = 144 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x38x38x144xf32> -> tensor<256x38x38x144xf32>
  %27 = net.input "s00299/in" : tensor<256x19x19x48xf32>
  %28 = net.elementwise "s00299/feed" %27 {kind = #net<elementwise sum>} : tensor<256x19x19x48xf32> -> tensor<256x19x19x48xf32>
  %29 = net.conv2d "s00299" %28 {bias = false, filter = array<i64: 7, 7, 1, 48>, groups = 48 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x19x19x48xf32> -> tensor<256x10x10x48xf32>
  %30 = net.input "s00301/in" : tensor<256x28x28x288xf32>
  %31 = net.elementwise "s00301/feed" %30 {kind = #net<elementwise sum>} : tensor<256x28x28x288xf32> -> tensor<256x28x28x288xf32>
  %32 = net.conv2d "s00301" %31 {bias = false, filter = array<i64: 7, 7, 1, 288>, groups = 288 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x28x28x288xf32> -> tensor<256x28x28x288xf32>
  %33 = net.input "s00322/in" : tensor<256x10x10x1152xf32>
  %34 = net.elementwise "s00322/feed" %33 {kind = #net<elementwise sum>} : tensor<256x10x10x1152xf32> -> tensor<256x10x10x1152xf32>
  %35 = net.conv2d "s00322" %34 {bias = false, filter = array<i64: 3, 3, 1, 1152>, groups = 1152 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x10x10x1152xf32> -> tensor<256x10x10x1152xf32>
  %36 = net.input "s00340/in" : tensor<256x10x10x16xf32>
  %37 = net.elementwise "s00340/feed" %36 {kind = #net<elementwise sum>} : tensor<256x10x10x16xf32> -> tensor<256x10x10x16xf32>
  %38 = net.conv2d "s00340" %37 {bias = false, filter = array<i64: 3, 3, 1, 16>, groups = 16 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x10x10x16xf32> -> tensor<256x10x10x16xf32>
  %39 = net.input "s00352/in" : tensor<256x7x7x480xf32>
  %40 = net.elementwise "s00352/feed" %39 {kind = #net<elementwise sum>} : tensor<256x7x7x480xf32> -> tensor<256x7x7x480xf32>
  %41 = net.conv2d "s00352" %40 {bias = false, filter = array<i64: 7, 7, 1, 480>, groups = 480 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x7x7x480xf32> -> tensor<256x7x7x480xf32>
  %42 = net.input "s00355/in" : tensor<256x19x19x16xf32>
  %43 = net.elementwise "s00355/feed" %42 {kind = #net<elementwise sum>} : tensor<256x19x19x16xf32> -> tensor<256x19x19x16xf32>
  %44 = net.conv2d "s00355" %43 {bias = false, filter = array<i64: 3, 3, 1, 16>, groups = 16 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x19x19x16xf32> -> tensor<256x19x19x16xf32>
  %45 = net.input "s00357/in" : tensor<256x14x14x512xf32>
  %46 = net.elementwise "s00357/feed" %45 {kind = #net<elementwise sum>} : tensor<256x14x14x512xf32> -> tensor<256x14x14x512xf32>
  %47 = net.conv2d "s00357" %46 {bias = false, filter = array<i64: 3, 3, 1, 512>, groups = 512 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x14x14x512xf32> -> tensor<256x14x14x512xf32>
}
