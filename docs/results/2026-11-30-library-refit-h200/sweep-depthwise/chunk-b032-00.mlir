net.network "chunk-b032-00" {
  %0 = net.input "s00005/in" : tensor<32x7x7x48xf32>
  %1 = net.elementwise "s00005/feed" %0 {kind = #net<elementwise sum>} : tensor<32x7x7x48xf32> -> tensor<32x7x7x48xf32>
  %2 = net.conv2d "s00005" %1 {bias = false, filter = array<i64: 3, 3, 1, 48>, groups = 48 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x7x7x48xf32> -> tensor<32x4x4x48xf32>
  %3 = net.input "s00006/in" : tensor<32x28x28x64xf32>
  %4 = net.elementwise "s00006/feed" %3 {kind = #net<elementwise sum>} : tensor<32x28x28x64xf32> -> tensor<32x28x28x64xf32>
  %5 = net.conv2d "s00006" %4 {bias = false, filter = array<i64: 3, 3, 1, 64>, groups = 64 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x28x28x64xf32> -> tensor<32x28x28x64xf32>
  %6 = net.input "s00009/in" : tensor<32x28x28x184xf32>
  %7 = net.elementwise "s00009/feed" %6 {kind = #net<elementwise sum>} : tensor<32x28x28x184xf32> -> tensor<32x28x28x184xf32>
  %8 = net.conv2d "s00009" %7 {bias = false, filter = array<i64: 5, 5, 1, 184>, groups = 184 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x28x28x184xf32> -> tensor<32x28x28x184xf32>
  %9 = net.input "s00016/in" : tensor<32x10x10x144xf32>
  %10 = net.elementwise "s00016/feed" %9 {kind = #net<elementwise sum>} : tensor<32x10x10x144xf32> -> tensor<32x10x10x144xf32>
  %11 = net.conv2d "s00016" %10 {bias = false, filter = array<i64: 3, 3, 1, 144>, groups = 144 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x10x10x144xf32> -> tensor<32x10x10x144xf32>
  %12 = net.input "s00017/in" : tensor<32x19x19x1024xf32>
  %13 = net.elementwise "s00017/feed" %12 {kind = #net<elementwise sum>} : tensor<32x19x19x1024xf32> -> tensor<32x19x19x1024xf32>
  %14 = net.conv2d "s00017" %13 {bias = false, filter = array<i64: 3, 3, 1, 1024>, groups = 1024 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x19x19x1024xf32> -> tensor<32x19x19x1024xf32>
  %15 = net.input "s00021/in" : tensor<32x38x38x672xf32>
  %16 = net.elementwise "s00021/feed" %15 {kind = #net<elementwise sum>} : tensor<32x38x38x672xf32> -> tensor<32x38x38x672xf32>
  %17 = net.conv2d "s00021" %16 {bias = false, filter = array<i64: 5, 5, 1, 672>, groups = 672 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x38x38x672xf32> -> tensor<32x19x19x672xf32>
  %18 = net.input "s00022/in" : tensor<32x56x56x24xf32>
  %19 = net.elementwise "s00022/feed" %18 {kind = #net<elementwise sum>} : tensor<32x56x56x24xf32> -> tensor<32x56x56x24xf32>
  %20 = net.conv2d "s00022" %19 {bias = false, filter = array<i64: 3, 3, 1, 24>, groups = 24 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x56x56x24xf32> -> tensor<32x28x28x24xf32>
  %21 = net.input "s00025/in" : tensor<32x56x56x672xf32>
  %22 = net.elementwise "s00025/feed" %21 {kind = #net<elementwise sum>} : tensor<32x56x56x672xf32> -> tensor<32x56x56x672xf32>
  %23 = net.conv2d "s00025" %22 {bias = false, filter = array<i64: 3, 3, 1, 672>, groups = 672 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x56x56x672xf32> -> tensor<32x28x28x672xf32>
  %24 = net.input "s00034/in" : tensor<32x38x38x576xf32>
  %25 = net.elementwise "s00034/feed" %24 {kind = #net<elementwise sum>} : tensor<32x38x38x576xf32> -> tensor<32x38x38x576xf32>
  %26 = net.conv2d "s00034" %25 {bias = false, filter = array<i64: 5, 5, 1, 576>, groups = 576 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x38x38x576xf32> -> tensor<32x38x38x576xf32>
  %27 = net.input "s00037/in" : tensor<32x19x19x672xf32>
  %28 = net.elementwise "s00037/feed" %27 {kind = #net<elementwise sum>} : tensor<32x19x19x672xf32> -> tensor<32x19x19x672xf32>
  %29 = net.conv2d "s00037" %28 {bias = false, filter = array<i64: 3, 3, 1, 672>, groups = 672 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x19x19x672xf32> -> tensor<32x19x19x672xf32>
  %30 = net.input "s00039/in" : tensor<32x14x14x512xf32>
  %31 = net.elementwise "s00039/feed" %30 {kind = #net<elementwise sum>} : tensor<32x14x14x512xf32> -> tensor<32x14x14x512xf32>
  %32 = net.conv2d "s00039" %31 {bias = false, filter = array<i64: 3, 3, 1, 512>, groups = 512 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x14x14x512xf32> -> tensor<32x14x14x512xf32>
  %33 = net.input "s00046/in" : tensor<32x10x10x184xf32>
  %34 = net.elementwise "s00046/feed" %33 {kind = #net<elementwise sum>} : tensor<32x10x10x184xf32> -> tensor<32x10x10x184xf32>
  %35 = net.conv2d "s00046" %34 {bias = false, filter = array<i64: 5, 5, 1, 184>, groups = 184 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x10x10x184xf32> -> tensor<32x10x10x184xf32>
  %36 = net.input "s00053/in" : tensor<32x38x38x16xf32>
  %37 = net.elementwise "s00053/feed" %36 {kind = #net<elementwise sum>} : tensor<32x38x38x16xf32> -> tensor<32x38x38x16xf32>
  %38 = net.conv2d "s00053" %37 {bias = false, filter = array<i64: 3, 3, 1, 16>, groups = 16 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x38x38x16xf32> -> tensor<32x38x38x16xf32>
  %39 = net.input "s00061/in" : tensor<32x14x14x1024xf32>
  %40 = net.elementwise "s00061/feed" %39 {kind = #net<elementwise sum>} : tensor<32x14x14x1024xf32> -> tensor<32x14x14x1024xf32>
  %41 = net.conv2d "s00061" %40 {bias = false, filter = array<i64: 3, 3, 1, 1024>, groups = 1024 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x14x14x1024xf32> -> tensor<32x14x14x1024xf32>
  %42 = net.input "s00063/in" : tensor<32x14x14x960xf32>
  %43 = net.elementwise "s00063/feed" %42 {kind = #net<elementwise sum>} : tensor<32x14x14x960xf32> -> tensor<32x14x14x960xf32>
  %44 = net.conv2d "s00063" %43 {bias = false, filter = array<i64: 3, 3, 1, 960>, groups = 960 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x14x14x960xf32> -> tensor<32x14x14x960xf32>
  %45 = net.input "s00064/in" : tensor<32x14x14x576xf32>
  %46 = net.elementwise "s00064/feed" %45 {kind = #net<elementwise sum>} : tensor<32x14x14x576xf32> -> tensor<32x14x14x576xf32>
  %47 = net.conv2d "s00064" %46 {bias = false, filter = array<i64: 5, 5, 1, 576>, groups = 576 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x14x14x576xf32> -> tensor<32x14x14x576xf32>
  %48 = net.input "s00067/in" : tensor<32x56x56x16xf32>
  %49 = net.elementwise "s00067/feed" %48 {kind = #net<elementwise sum>} : tensor<32x56x56x16xf32> -> tensor<32x56x56x16xf32>
  %50 = net.conv2d "s00067" %49 {bias = false, filter = array<i64: 3, 3, 1, 16>, groups = 16 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x56x56x16xf32> -> tensor<32x56x56x16xf32>
  %51 = net.input "s00076/in" : tensor<32x10x10x32xf32>
  %52 = net.elementwise "s00076/feed" %51 {kind = #net<elementwise sum>} : tensor<32x10x10x32xf32> -> tensor<32x10x10x32xf32>
  %53 = net.conv2d "s00076" %52 {bias = false, filter = array<i64: 5, 5, 1, 32>, groups = 32 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x10x10x32xf32> -> tensor<32x10x10x32xf32>
  %54 = net.input "s00080/in" : tensor<32x14x14x72xf32>
  %55 = net.elementwise "s00080/feed" %54 {kind = #net<elementwise sum>} : tensor<32x14x14x72xf32> -> tensor<32x14x14x72xf32>
  %56 = net.conv2d "s00080" %55 {bias = false, filter = array<i64: 3, 3, 1, 72>, groups = 72 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x14x14x72xf32> -> tensor<32x14x14x72xf32>
  %57 = net.input "s00083/in" : tensor<32x28x28x32xf32>
  %58 = net.elementwise "s00083/feed" %57 {kind = #net<elementwise sum>} : tensor<32x28x28x32xf32> -> tensor<32x28x28x32xf32>
  %59 = net.conv2d "s00083" %58 {bias = false, filter = array<i64: 5, 5, 1, 32>, groups = 32 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x28x28x32xf32> -> tensor<32x28x28x32xf32>
}
