net.network "chunk-b016-01" {
  %0 = net.input "s00182/in" : tensor<16x7x7x512xf32>
  %1 = net.elementwise "s00182/feed" %0 {kind = #net<elementwise sum>} : tensor<16x7x7x512xf32> -> tensor<16x7x7x512xf32>
  %2 = net.conv2d "s00182" %1 {bias = false, filter = array<i64: 5, 5, 1, 512>, groups = 512 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x7x7x512xf32> -> tensor<16x7x7x512xf32>
  %3 = net.input "s00198/in" : tensor<16x14x14x16xf32>
  %4 = net.elementwise "s00198/feed" %3 {kind = #net<elementwise sum>} : tensor<16x14x14x16xf32> -> tensor<16x14x14x16xf32>
  %5 = net.conv2d "s00198" %4 {bias = false, filter = array<i64: 5, 5, 1, 16>, groups = 16 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x14x14x16xf32> -> tensor<16x14x14x16xf32>
  %6 = net.input "s00205/in" : tensor<16x112x112x120xf32>
  %7 = net.elementwise "s00205/feed" %6 {kind = #net<elementwise sum>} : tensor<16x112x112x120xf32> -> tensor<16x112x112x120xf32>
  %8 = net.conv2d "s00205" %7 {bias = false, filter = array<i64: 3, 3, 1, 120>, groups = 120 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x112x112x120xf32> -> tensor<16x112x112x120xf32>
  %9 = net.input "s00206/in" : tensor<16x10x10x120xf32>
  %10 = net.elementwise "s00206/feed" %9 {kind = #net<elementwise sum>} : tensor<16x10x10x120xf32> -> tensor<16x10x10x120xf32>
  %11 = net.conv2d "s00206" %10 {bias = false, filter = array<i64: 5, 5, 1, 120>, groups = 120 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x10x10x120xf32> -> tensor<16x10x10x120xf32>
  %12 = net.input "s00213/in" : tensor<16x28x28x48xf32>
  %13 = net.elementwise "s00213/feed" %12 {kind = #net<elementwise sum>} : tensor<16x28x28x48xf32> -> tensor<16x28x28x48xf32>
  %14 = net.conv2d "s00213" %13 {bias = false, filter = array<i64: 3, 3, 1, 48>, groups = 48 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x28x28x48xf32> -> tensor<16x14x14x48xf32>
  %15 = net.input "s00240/in" : tensor<16x19x19x480xf32>
  %16 = net.elementwise "s00240/feed" %15 {kind = #net<elementwise sum>} : tensor<16x19x19x480xf32> -> tensor<16x19x19x480xf32>
  %17 = net.conv2d "s00240" %16 {bias = false, filter = array<i64: 5, 5, 1, 480>, groups = 480 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x19x19x480xf32> -> tensor<16x19x19x480xf32>
  %18 = net.input "s00241/in" : tensor<16x28x28x768xf32>
  %19 = net.elementwise "s00241/feed" %18 {kind = #net<elementwise sum>} : tensor<16x28x28x768xf32> -> tensor<16x28x28x768xf32>
  %20 = net.conv2d "s00241" %19 {bias = false, filter = array<i64: 7, 7, 1, 768>, groups = 768 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x28x28x768xf32> -> tensor<16x28x28x768xf32>
  %21 = net.input "s00243/in" : tensor<16x112x112x72xf32>
  %22 = net.elementwise "s00243/feed" %21 {kind = #net<elementwise sum>} : tensor<16x112x112x72xf32> -> tensor<16x112x112x72xf32>
  %23 = net.conv2d "s00243" %22 {bias = false, filter = array<i64: 3, 3, 1, 72>, groups = 72 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x112x112x72xf32> -> tensor<16x112x112x72xf32>
  %24 = net.input "s00257/in" : tensor<16x56x56x72xf32>
  %25 = net.elementwise "s00257/feed" %24 {kind = #net<elementwise sum>} : tensor<16x56x56x72xf32> -> tensor<16x56x56x72xf32>
  %26 = net.conv2d "s00257" %25 {bias = false, filter = array<i64: 3, 3, 1, 72>, groups = 72 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x56x56x72xf32> -> tensor<16x56x56x72xf32>
  %27 = net.input "s00260/in" : tensor<16x38x38x24xf32>
  %28 = net.elementwise "s00260/feed" %27 {kind = #net<elementwise sum>} : tensor<16x38x38x24xf32> -> tensor<16x38x38x24xf32>
  %29 = net.conv2d "s00260" %28 {bias = false, filter = array<i64: 3, 3, 1, 24>, groups = 24 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x38x38x24xf32> -> tensor<16x38x38x24xf32>
  %30 = net.input "s00264/in" : tensor<16x56x56x960xf32>
  %31 = net.elementwise "s00264/feed" %30 {kind = #net<elementwise sum>} : tensor<16x56x56x960xf32> -> tensor<16x56x56x960xf32>
  %32 = net.conv2d "s00264" %31 {bias = false, filter = array<i64: 5, 5, 1, 960>, groups = 960 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x56x56x960xf32> -> tensor<16x28x28x960xf32>
  %33 = net.input "s00275/in" : tensor<16x28x28x48xf32>
  %34 = net.elementwise "s00275/feed" %33 {kind = #net<elementwise sum>} : tensor<16x28x28x48xf32> -> tensor<16x28x28x48xf32>
  %35 = net.conv2d "s00275" %34 {bias = false, filter = array<i64: 3, 3, 1, 48>, groups = 48 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x28x28x48xf32> -> tensor<16x28x28x48xf32>
  %36 = net.input "s00282/in" : tensor<16x19x19x288xf32>
  %37 = net.elementwise "s00282/feed" %36 {kind = #net<elementwise sum>} : tensor<16x19x19x288xf32> -> tensor<16x19x19x288xf32>
  %38 = net.conv2d "s00282" %37 {bias = false, filter = array<i64: 5, 5, 1, 288>, groups = 288 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x19x19x288xf32> -> tensor<16x19x19x288xf32>
  %39 = net.input "s00284/in" : tensor<16x28x28x40xf32>
  %40 = net.elementwise "s00284/feed" %39 {kind = #net<elementwise sum>} : tensor<16x28x28x40xf32> -> tensor<16x28x28x40xf32>
  %41 = net.conv2d "s00284" %40 {bias = false, filter = array<i64: 5, 5, 1, 40>, groups = 40 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x28x28x40xf32> -> tensor<16x28x28x40xf32>
  %42 = net.input "s00285/in" : tensor<16x7x7x200xf32>
  %43 = net.elementwise "s00285/feed" %42 {kind = #net<elementwise sum>} : tensor<16x7x7x200xf32> -> tensor<16x7x7x200xf32>
  %44 = net.conv2d "s00285" %43 {bias = false, filter = array<i64: 5, 5, 1, 200>, groups = 200 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x7x7x200xf32> -> tensor<16x4x4x200xf32>
  %45 = net.input "s00297/in" : tensor<16x14x14x72xf32>
  %46 = net.elementwise "s00297/feed" %45 {kind = #net<elementwise sum>} : tensor<16x14x14x72xf32> -> tensor<16x14x14x72xf32>
  %47 = net.conv2d "s00297" %46 {bias = false, filter = array<i64: 7, 7, 1, 72>, groups = 72 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x14x14x72xf32> -> tensor<16x14x14x72xf32>
  %48 = net.input "s00316/in" : tensor<16x10x10x192xf32>
  %49 = net.elementwise "s00316/feed" %48 {kind = #net<elementwise sum>} : tensor<16x10x10x192xf32> -> tensor<16x10x10x192xf32>
  %50 = net.conv2d "s00316" %49 {bias = false, filter = array<i64: 7, 7, 1, 192>, groups = 192 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x10x10x192xf32> -> tensor<16x10x10x192xf32>
  %51 = net.input "s00320/in" : tensor<16x56x56x192xf32>
  %52 = net.elementwise "s00320/feed" %51 {kind = #net<elementwise sum>} : tensor<16x56x56x192xf32> -> tensor<16x56x56x192xf32>
  %53 = net.conv2d "s00320" %52 {bias = false, filter = array<i64: 3, 3, 1, 192>, groups = 192 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x56x56x192xf32> -> tensor<16x56x56x192xf32>
  %54 = net.input "s00325/in" : tensor<16x7x7x1152xf32>
  %55 = net.elementwise "s00325/feed" %54 {kind = #net<elementwise sum>} : tensor<16x7x7x1152xf32> -> tensor<16x7x7x1152xf32>
  %56 = net.conv2d "s00325" %55 {bias = false, filter = array<i64: 5, 5, 1, 1152>, groups = 1152 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x7x7x1152xf32> -> tensor<16x4x4x1152xf32>
  %57 = net.input "s00326/in" : tensor<16x14x14x32xf32>
  %58 = net.elementwise "s00326/feed" %57 {kind = #net<elementwise sum>} : tensor<16x14x14x32xf32> -> tensor<16x14x14x32xf32>
  %59 = net.conv2d "s00326" %58 {bias = false, filter = array<i64: 7, 7, 1, 32>, groups = 32 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x14x14x32xf32> -> tensor<16x14x14x32xf32>
  %60 = net.input "s00336/in" : tensor<16x38x38x32xf32>
  %61 = net.elementwise "s00336/feed" %60 {kind = #net<elementwise sum>} : tensor<16x38x38x32xf32> -> tensor<16x38x38x32xf32>
  %62 = net.conv2d "s00336" %61 {bias = false, filter = array<i64: 7, 7, 1, 32>, groups = 32 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x38x38x32xf32> -> tensor<16x38x38x32xf32>
  %63 = net.input "s00338/in" : tensor<16x14x14x184xf32>
  %64 = net.elementwise "s00338/feed" %63 {kind = #net<elementwise sum>} : tensor<16x14x14x184xf32> -> tensor<16x14x14x184xf32>
  %65 = net.conv2d "s00338" %64 {bias = false, filter = array<i64: 3, 3, 1, 184>, groups = 184 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x14x14x184xf32> -> tensor<16x14x14x184xf32>
  %66 = net.input "s00345/in" : tensor<16x56x56x48xf32>
  %67 = net.elementwise "s00345/feed" %66 {kind = #net<elementwise sum>} : tensor<16x56x56x48xf32> -> tensor<16x56x56x48xf32>
  %68 = net.conv2d "s00345" %67 {bias = false, filter = array<i64: 3, 3, 1, 48>, groups = 48 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x56x56x48xf32> -> tensor<16x56x56x48xf32>
  %69 = net.input "s00347/in" : tensor<16x7x7x24xf32>
  %70 = net.elementwise "s00347/feed" %69 {kind = #net<elementwise sum>} : tensor<16x7x7x24xf32> -> tensor<16x7x7x24xf32>
  %71 = net.conv2d "s00347" %70 {bias = false, filter = array<i64: 3, 3, 1, 24>, groups = 24 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x7x7x24xf32> -> tensor<16x4x4x24xf32>
  %72 = net.input "s00353/in" : tensor<16x28x28x64xf32>
  %73 = net.elementwise "s00353/feed" %72 {kind = #net<elementwise sum>} : tensor<16x28x28x64xf32> -> tensor<16x28x28x64xf32>
  %74 = net.conv2d "s00353" %73 {bias = false, filter = array<i64: 3, 3, 1, 64>, groups = 64 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x28x28x64xf32> -> tensor<16x28x28x64xf32>
}
