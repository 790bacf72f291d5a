net.network "chunk-b032-00" {
  %0 = net.input "s00005/in" : tensor<32x14x14x120xf32>
  %1 = net.elementwise "s00005/feed" %0 {kind = #net<elementwise sum>} : tensor<32x14x14x120xf32> -> tensor<32x14x14x120xf32>
  %2 = net.conv2d "s00005" %1 {bias = false, filter = array<i64: 7, 7, 1, 120>, groups = 120 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x120xf32> -> tensor<32x14x14x120xf32>
  %3 = net.input "s00007/in" : tensor<32x19x19x184xf32>
  %4 = net.elementwise "s00007/feed" %3 {kind = #net<elementwise sum>} : tensor<32x19x19x184xf32> -> tensor<32x19x19x184xf32>
  %5 = net.conv2d "s00007" %4 {bias = false, filter = array<i64: 7, 7, 1, 184>, groups = 184 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x19x19x184xf32> -> tensor<32x19x19x184xf32>
  %6 = net.input "s00018/in" : tensor<32x7x7x240xf32>
  %7 = net.elementwise "s00018/feed" %6 {kind = #net<elementwise sum>} : tensor<32x7x7x240xf32> -> tensor<32x7x7x240xf32>
  %8 = net.conv2d "s00018" %7 {bias = false, filter = array<i64: 5, 5, 1, 240>, groups = 240 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x240xf32> -> tensor<32x7x7x240xf32>
  %9 = net.input "s00026/in" : tensor<32x14x14x192xf32>
  %10 = net.elementwise "s00026/feed" %9 {kind = #net<elementwise sum>} : tensor<32x14x14x192xf32> -> tensor<32x14x14x192xf32>
  %11 = net.conv2d "s00026" %10 {bias = false, filter = array<i64: 3, 3, 1, 192>, groups = 192 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x192xf32> -> tensor<32x14x14x192xf32>
  %12 = net.input "s00029/in" : tensor<32x28x28x672xf32>
  %13 = net.elementwise "s00029/feed" %12 {kind = #net<elementwise sum>} : tensor<32x28x28x672xf32> -> tensor<32x28x28x672xf32>
  %14 = net.conv2d "s00029" %13 {bias = false, filter = array<i64: 3, 3, 1, 672>, groups = 672 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x28x28x672xf32> -> tensor<32x28x28x672xf32>
  %15 = net.input "s00032/in" : tensor<32x38x38x672xf32>
  %16 = net.elementwise "s00032/feed" %15 {kind = #net<elementwise sum>} : tensor<32x38x38x672xf32> -> tensor<32x38x38x672xf32>
  %17 = net.conv2d "s00032" %16 {bias = false, filter = array<i64: 7, 7, 1, 672>, groups = 672 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x38x38x672xf32> -> tensor<32x38x38x672xf32>
  %18 = net.input "s00034/in" : tensor<32x19x19x576xf32>
  %19 = net.elementwise "s00034/feed" %18 {kind = #net<elementwise sum>} : tensor<32x19x19x576xf32> -> tensor<32x19x19x576xf32>
  %20 = net.conv2d "s00034" %19 {bias = false, filter = array<i64: 5, 5, 1, 576>, groups = 576 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x19x19x576xf32> -> tensor<32x19x19x576xf32>
  %21 = net.input "s00043/in" : tensor<32x7x7x16xf32>
  %22 = net.elementwise "s00043/feed" %21 {kind = #net<elementwise sum>} : tensor<32x7x7x16xf32> -> tensor<32x7x7x16xf32>
  %23 = net.conv2d "s00043" %22 {bias = false, filter = array<i64: 5, 5, 1, 16>, groups = 16 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x16xf32> -> tensor<32x7x7x16xf32>
  %24 = net.input "s00044/in" : tensor<32x10x10x384xf32>
  %25 = net.elementwise "s00044/feed" %24 {kind = #net<elementwise sum>} : tensor<32x10x10x384xf32> -> tensor<32x10x10x384xf32>
  %26 = net.conv2d "s00044" %25 {bias = false, filter = array<i64: 5, 5, 1, 384>, groups = 384 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x10x10x384xf32> -> tensor<32x10x10x384xf32>
  %27 = net.input "s00047/in" : tensor<32x19x19x256xf32>
  %28 = net.elementwise "s00047/feed" %27 {kind = #net<elementwise sum>} : tensor<32x19x19x256xf32> -> tensor<32x19x19x256xf32>
  %29 = net.conv2d "s00047" %28 {bias = false, filter = array<i64: 7, 7, 1, 256>, groups = 256 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x19x19x256xf32> -> tensor<32x10x10x256xf32>
  %30 = net.input "s00051/in" : tensor<32x10x10x40xf32>
  %31 = net.elementwise "s00051/feed" %30 {kind = #net<elementwise sum>} : tensor<32x10x10x40xf32> -> tensor<32x10x10x40xf32>
  %32 = net.conv2d "s00051" %31 {bias = false, filter = array<i64: 3, 3, 1, 40>, groups = 40 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x10x10x40xf32> -> tensor<32x10x10x40xf32>
  %33 = net.input "s00053/in" : tensor<32x28x28x16xf32>
  %34 = net.elementwise "s00053/feed" %33 {kind = #net<elementwise sum>} : tensor<32x28x28x16xf32> -> tensor<32x28x28x16xf32>
  %35 = net.conv2d "s00053" %34 {bias = false, filter = array<i64: 5, 5, 1, 16>, groups = 16 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x28x28x16xf32> -> tensor<32x14x14x16xf32>
  %36 = net.input "s00054/in" : tensor<32x7x7x96xf32>
  %37 = net.elementwise "s00054/feed" %36 {kind = #net<elementwise sum>} : tensor<32x7x7x96xf32> -> tensor<32x7x7x96xf32>
  %38 = net.conv2d "s00054" %37 {bias = false, filter = array<i64: 7, 7, 1, 96>, groups = 96 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x96xf32> -> tensor<32x7x7x96xf32>
  %39 = net.input "s00060/in" : tensor<32x19x19x16xf32>
  %40 = net.elementwise "s00060/feed" %39 {kind = #net<elementwise sum>} : tensor<32x19x19x16xf32> -> tensor<32x19x19x16xf32>
  %41 = net.conv2d "s00060" %40 {bias = false, filter = array<i64: 7, 7, 1, 16>, groups = 16 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x19x19x16xf32> -> tensor<32x10x10x16xf32>
  %42 = net.input "s00070/in" : tensor<32x7x7x768xf32>
  %43 = net.elementwise "s00070/feed" %42 {kind = #net<elementwise sum>} : tensor<32x7x7x768xf32> -> tensor<32x7x7x768xf32>
  %44 = net.conv2d "s00070" %43 {bias = false, filter = array<i64: 3, 3, 1, 768>, groups = 768 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x768xf32> -> tensor<32x7x7x768xf32>
  %45 = net.input "s00076/in" : tensor<32x38x38x192xf32>
  %46 = net.elementwise "s00076/feed" %45 {kind = #net<elementwise sum>} : tensor<32x38x38x192xf32> -> tensor<32x38x38x192xf32>
  %47 = net.conv2d "s00076" %46 {bias = false, filter = array<i64: 5, 5, 1, 192>, groups = 192 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x38x38x192xf32> -> tensor<32x38x38x192xf32>
  %48 = net.input "s00089/in" : tensor<32x28x28x1024xf32>
  %49 = net.elementwise "s00089/feed" %48 {kind = #net<elementwise sum>} : tensor<32x28x28x1024xf32> -> tensor<32x28x28x1024xf32>
  %50 = net.conv2d "s00089" %49 {bias = false, filter = array<i64: 3, 3, 1, 1024>, groups = 1024 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x28x28x1024xf32> -> tensor<32x14x14x1024xf32>
  %51 = net.input "s00091/in" : tensor<32x14x14x184xf32>
  %52 = net.elementwise "s00091/feed" %51 {kind = #net<elementwise sum>} : tensor<32x14x14x184xf32> -> tensor<32x14x14x184xf32>
  %53 = net.conv2d "s00091" %52 {bias = false, filter = array<i64: 3, 3, 1, 184>, groups = 184 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x184xf32> -> tensor<32x14x14x184xf32>
  %54 = net.input "s00093/in" : tensor<32x28x28x1024xf32>
  %55 = net.elementwise "s00093/feed" %54 {kind = #net<elementwise sum>} : tensor<32x28x28x1024xf32> -> tensor<32x28x28x1024xf32>
  %56 = net.conv2d "s00093" %55 {bias = false, filter = array<i64: 3, 3, 1, 1024>, groups = 1024 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x28x28x1024xf32> -> tensor<32x28x28x1024xf32>
  %57 = net.input "s00097/in" : tensor<32x14x14x120xf32>
  %58 = net.elementwise "s00097/feed" %57 {kind = #net<elementwise sum>} : tensor<32x14x14x120xf32> -> tensor<32x14x14x120xf32>
  %59 = net.conv2d "s00097" %58 {bias = false, filter = array<i64: 5, 5, 1, 120>, groups = 120 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x120xf32> -> tensor<32x14x14x120xf32>
  %60 = net.input "s00098/in" : tensor<32x14x14x960xf32>
  %61 = net.elementwise "s00098/feed" %60 {kind = #net<elementwise sum>} : tensor<32x14x14x960xf32> -> tensor<32x14x14x960xf32>
  %62 = net.conv2d "s00098" %61 {bias = false, filter = array<i64: 7, 7, 1, 960>, groups = 960 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x960xf32> -> tensor<32x14x14x960xf32>
  %63 = net.input "s00120/in" : tensor<32x7x7x960xf32>
  %64 = net.elementwise "s00120/feed" %63 {kind = #net<elementwise sum>} : tensor<32x7x7x960xf32> -> tensor<32x7x7x960xf32>
  %65 = net.conv2d "s00120" %64 {bias = false, filter = array<i64: 5, 5, 1, 960>, groups = 960 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x960xf32> -> tensor<32x7x7x960xf32>
  %66 = net.input "s00121/in" : tensor<32x28x28x184xf32>
  %67 = net.elementwise "s00121/feed" %66 {kind = #net<elementwise sum>} : tensor<32x28x28x184xf32> -> tensor<32x28x28x184xf32>
  %68 = net.conv2d "s00121" %67 {bias = false, filter = array<i64: 3, 3, 1, 184>, groups = 184 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x28x28x184xf32> -> tensor<32x28x28x184xf32>
  %69 = net.input "s00127/in" : tensor<32x7x7x256xf32>
  %70 = net.elementwise "s00127/feed" %69 {kind = #net<elementwise sum>} : tensor<32x7x7x256xf32> -> tensor<32x7x7x256xf32>
  %71 = net.conv2d "s00127" %70 {bias = false, filter = array<i64: 5, 5, 1, 256>, groups = 256 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x256xf32> -> tensor<32x7x7x256xf32>
  %72 = net.input "s00128/in" : tensor<32x56x56x64xf32>
  %73 = net.elementwise "s00128/feed" %72 {kind = #net<elementwise sum>} : tensor<32x56x56x64xf32> -> tensor<32x56x56x64xf32>
  %74 = net.conv2d "s00128" %73 {bias = false, filter = array<i64: 3, 3, 1, 64>, groups = 64 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x56x56x64xf32> -> tensor<32x56x56x64xf32>
}
