net.network "chunk-b064-00" {
  %0 = net.input "s00001/in" : tensor<64x7x7x192xf32>
  %1 = net.elementwise "s00001/feed" %0 {kind = #net<elementwise sum>} : tensor<64x7x7x192xf32> -> tensor<64x7x7x192xf32>
  %2 = net.conv2d "s00001" %1 {bias = false, filter = array<i64: 5, 5, 1, 192>, groups = 192 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x7x7x192xf32> -> tensor<64x7x7x192xf32>
  %3 = net.input "s00008/in" : tensor<64x28x28x768xf32>
  %4 = net.elementwise "s00008/feed" %3 {kind = #net<elementwise sum>} : tensor<64x28x28x768xf32> -> tensor<64x28x28x768xf32>
  %5 = net.conv2d "s00008" %4 {bias = false, filter = array<i64: 3, 3, 1, 768>, groups = 768 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x28x28x768xf32> -> tensor<64x28x28x768xf32>
  %6 = net.input "s00015/in" : tensor<64x14x14x184xf32>
  %7 = net.elementwise "s00015/feed" %6 {kind = #net<elementwise sum>} : tensor<64x14x14x184xf32> -> tensor<64x14x14x184xf32>
  %8 = net.conv2d "s00015" %7 {bias = false, filter = array<i64: 3, 3, 1, 184>, groups = 184 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x14x14x184xf32> -> tensor<64x14x14x184xf32>
  %9 = net.input "s00016/in" : tensor<64x14x14x184xf32>
  %10 = net.elementwise "s00016/feed" %9 {kind = #net<elementwise sum>} : tensor<64x14x14x184xf32> -> tensor<64x14x14x184xf32>
  %11 = net.conv2d "s00016" %10 {bias = false, filter = array<i64: 7, 7, 1, 184>, groups = 184 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x14x14x184xf32> -> tensor<64x14x14x184xf32>
  %12 = net.input "s00025/in" : tensor<64x38x38x40xf32>
  %13 = net.elementwise "s00025/feed" %12 {kind = #net<elementwise sum>} : tensor<64x38x38x40xf32> -> tensor<64x38x38x40xf32>
  %14 = net.conv2d "s00025" %13 {bias = false, filter = array<i64: 3, 3, 1, 40>, groups = 40 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x38x38x40xf32> -> tensor<64x38x38x40xf32>
  %15 = net.input "s00028/in" : tensor<64x7x7x768xf32>
  %16 = net.elementwise "s00028/feed" %15 {kind = #net<elementwise sum>} : tensor<64x7x7x768xf32> -> tensor<64x7x7x768xf32>
  %17 = net.conv2d "s00028" %16 {bias = false, filter = array<i64: 7, 7, 1, 768>, groups = 768 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x7x7x768xf32> -> tensor<64x4x4x768xf32>
  %18 = net.input "s00030/in" : tensor<64x14x14x72xf32>
  %19 = net.elementwise "s00030/feed" %18 {kind = #net<elementwise sum>} : tensor<64x14x14x72xf32> -> tensor<64x14x14x72xf32>
  %20 = net.conv2d "s00030" %19 {bias = false, filter = array<i64: 3, 3, 1, 72>, groups = 72 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x14x14x72xf32> -> tensor<64x7x7x72xf32>
  %21 = net.input "s00037/in" : tensor<64x19x19x256xf32>
  %22 = net.elementwise "s00037/feed" %21 {kind = #net<elementwise sum>} : tensor<64x19x19x256xf32> -> tensor<64x19x19x256xf32>
  %23 = net.conv2d "s00037" %22 {bias = false, filter = array<i64: 3, 3, 1, 256>, groups = 256 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x19x19x256xf32> -> tensor<64x19x19x256xf32>
  %24 = net.input "s00038/in" : tensor<64x112x112x120xf32>
  %25 = net.elementwise "s00038/feed" %24 {kind = #net<elementwise sum>} : tensor<64x112x112x120xf32> -> tensor<64x112x112x120xf32>
  %26 = net.conv2d "s00038" %25 {bias = false, filter = array<i64: 7, 7, 1, 120>, groups = 120 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x112x112x120xf32> -> tensor<64x112x112x120xf32>
  %27 = net.input "s00039/in" : tensor<64x14x14x96xf32>
  %28 = net.elementwise "s00039/feed" %27 {kind = #net<elementwise sum>} : tensor<64x14x14x96xf32> -> tensor<64x14x14x96xf32>
  %29 = net.conv2d "s00039" %28 {bias = false, filter = array<i64: 7, 7, 1, 96>, groups = 96 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x14x14x96xf32> -> tensor<64x7x7x96xf32>
  %30 = net.input "s00048/in" : tensor<64x14x14x576xf32>
  %31 = net.elementwise "s00048/feed" %30 {kind = #net<elementwise sum>} : tensor<64x14x14x576xf32> -> tensor<64x14x14x576xf32>
  %32 = net.conv2d "s00048" %31 {bias = false, filter = array<i64: 3, 3, 1, 576>, groups = 576 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x14x14x576xf32> -> tensor<64x7x7x576xf32>
  %33 = net.input "s00055/in" : tensor<64x7x7x96xf32>
  %34 = net.elementwise "s00055/feed" %33 {kind = #net<elementwise sum>} : tensor<64x7x7x96xf32> -> tensor<64x7x7x96xf32>
  %35 = net.conv2d "s00055" %34 {bias = false, filter = array<i64: 7, 7, 1, 96>, groups = 96 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x7x7x96xf32> -> tensor<64x4x4x96xf32>
  %36 = net.input "s00059/in" : tensor<64x10x10x120xf32>
  %37 = net.elementwise "s00059/feed" %36 {kind = #net<elementwise sum>} : tensor<64x10x10x120xf32> -> tensor<64x10x10x120xf32>
  %38 = net.conv2d "s00059" %37 {bias = false, filter = array<i64: 3, 3, 1, 120>, groups = 120 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x10x10x120xf32> -> tensor<64x10x10x120xf32>
  %39 = net.input "s00064/in" : tensor<64x28x28x200xf32>
  %40 = net.elementwise "s00064/feed" %39 {kind = #net<elementwise sum>} : tensor<64x28x28x200xf32> -> tensor<64x28x28x200xf32>
  %41 = net.conv2d "s00064" %40 {bias = false, filter = array<i64: 5, 5, 1, 200>, groups = 200 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x28x28x200xf32> -> tensor<64x28x28x200xf32>
  %42 = net.input "s00074/in" : tensor<64x56x56x144xf32>
  %43 = net.elementwise "s00074/feed" %42 {kind = #net<elementwise sum>} : tensor<64x56x56x144xf32> -> tensor<64x56x56x144xf32>
  %44 = net.conv2d "s00074" %43 {bias = false, filter = array<i64: 3, 3, 1, 144>, groups = 144 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x56x56x144xf32> -> tensor<64x56x56x144xf32>
  %45 = net.input "s00075/in" : tensor<64x7x7x16xf32>
  %46 = net.elementwise "s00075/feed" %45 {kind = #net<elementwise sum>} : tensor<64x7x7x16xf32> -> tensor<64x7x7x16xf32>
  %47 = net.conv2d "s00075" %46 {bias = false, filter = array<i64: 5, 5, 1, 16>, groups = 16 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x7x7x16xf32> -> tensor<64x7x7x16xf32>
  %48 = net.input "s00083/in" : tensor<64x10x10x200xf32>
  %49 = net.elementwise "s00083/feed" %48 {kind = #net<elementwise sum>} : tensor<64x10x10x200xf32> -> tensor<64x10x10x200xf32>
  %50 = net.conv2d "s00083" %49 {bias = false, filter = array<i64: 3, 3, 1, 200>, groups = 200 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x10x10x200xf32> -> tensor<64x5x5x200xf32>
  %51 = net.input "s00084/in" : tensor<64x14x14x512xf32>
  %52 = net.elementwise "s00084/feed" %51 {kind = #net<elementwise sum>} : tensor<64x14x14x512xf32> -> tensor<64x14x14x512xf32>
  %53 = net.conv2d "s00084" %52 {bias = false, filter = array<i64: 5, 5, 1, 512>, groups = 512 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x14x14x512xf32> -> tensor<64x14x14x512xf32>
  %54 = net.input "s00087/in" : tensor<64x19x19x576xf32>
  %55 = net.elementwise "s00087/feed" %54 {kind = #net<elementwise sum>} : tensor<64x19x19x576xf32> -> tensor<64x19x19x576xf32>
  %56 = net.conv2d "s00087" %55 {bias = false, filter = array<i64: 7, 7, 1, 576>, groups = 576 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x19x19x576xf32> -> tensor<64x19x19x576xf32>
  %57 = net.input "s00090/in" : tensor<64x28x28x144xf32>
  %58 = net.elementwise "s00090/feed" %57 {kind = #net<elementwise sum>} : tensor<64x28x28x144xf32> -> tensor<64x28x28x144xf32>
  %59 = net.conv2d "s00090" %58 {bias = false, filter = array<i64: 7, 7, 1, 144>, groups = 144 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x28x28x144xf32> -> tensor<64x28x28x144xf32>
  %60 = net.input "s00095/in" : tensor<64x10x10x16xf32>
  %61 = net.elementwise "s00095/feed" %60 {kind = #net<elementwise sum>} : tensor<64x10x10x16xf32> -> tensor<64x10x10x16xf32>
  %62 = net.conv2d "s00095" %61 {bias = false, filter = array<i64: 3, 3, 1, 16>, groups = 16 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x10x10x16xf32> -> tensor<64x10x10x16xf32>
  %63 = net.input "s00101/in" : tensor<64x56x56x72xf32>
  %64 = net.elementwise "s00101/feed" %63 {kind = #net<elementwise sum>} : tensor<64x56x56x72xf32> -> tensor<64x56x56x72xf32>
  %65 = net.conv2d "s00101" %64 {bias = false, filter = array<i64: 3, 3, 1, 72>, groups = 72 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x56x56x72xf32> -> tensor<64x56x56x72xf32>
  %66 = net.input "s00103/in" : tensor<64x56x56x184xf32>
  %67 = net.elementwise "s00103/feed" %66 {kind = #net<elementwise sum>} : tensor<64x56x56x184xf32> -> tensor<64x56x56x184xf32>
  %68 = net.conv2d "s00103" %67 {bias = false, filter = array<i64: 7, 7, 1, 184>, groups = 184 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x56x56x184xf32> -> tensor<64x28x28x184xf32>
  %69 = net.input "s00107/in" : tensor<64x19x19x192xf32>
  %70 = net.elementwise "s00107/feed" %69 {kind = #net<elementwise sum>} : tensor<64x19x19x192xf32> -> tensor<64x19x19x192xf32>
  %71 = net.conv2d "s00107" %70 {bias = false, filter = array<i64: 3, 3, 1, 192>, groups = 192 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x19x19x192xf32> -> tensor<64x19x19x192xf32>
  %72 = net.input "s00108/in" : tensor<64x14x14x32xf32>
  %73 = net.elementwise "s00108/feed" %72 {kind = #net<elementwise sum>} : tensor<64x14x14x32xf32> -> tensor<64x14x14x32xf32>
  %74 = net.conv2d "s00108" %73 {bias = false, filter = array<i64: 3, 3, 1, 32>, groups = 32 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x14x14x32xf32> -> tensor<64x7x7x32xf32>
}
