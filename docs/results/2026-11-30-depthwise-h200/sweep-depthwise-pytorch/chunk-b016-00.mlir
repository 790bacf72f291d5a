net.network "chunk-b016-00" {
  %0 = net.input "s00011/in" : tensor<16x112x112x24xf32>
  %1 = net.elementwise "s00011/feed" %0 {kind = #net<elementwise sum>} : tensor<16x112x112x24xf32> -> tensor<16x112x112x24xf32>
  %2 = net.conv2d "s00011" %1 {bias = false, filter = array<i64: 3, 3, 1, 24>, groups = 24 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x112x112x24xf32> -> tensor<16x56x56x24xf32>
  %3 = net.input "s00013/in" : tensor<16x14x14x48xf32>
  %4 = net.elementwise "s00013/feed" %3 {kind = #net<elementwise sum>} : tensor<16x14x14x48xf32> -> tensor<16x14x14x48xf32>
  %5 = net.conv2d "s00013" %4 {bias = false, filter = array<i64: 3, 3, 1, 48>, groups = 48 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x14x14x48xf32> -> tensor<16x14x14x48xf32>
  %6 = net.input "s00019/in" : tensor<16x28x28x768xf32>
  %7 = net.elementwise "s00019/feed" %6 {kind = #net<elementwise sum>} : tensor<16x28x28x768xf32> -> tensor<16x28x28x768xf32>
  %8 = net.conv2d "s00019" %7 {bias = false, filter = array<i64: 5, 5, 1, 768>, groups = 768 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x28x28x768xf32> -> tensor<16x14x14x768xf32>
  %9 = net.input "s00023/in" : tensor<16x56x56x672xf32>
  %10 = net.elementwise "s00023/feed" %9 {kind = #net<elementwise sum>} : tensor<16x56x56x672xf32> -> tensor<16x56x56x672xf32>
  %11 = net.conv2d "s00023" %10 {bias = false, filter = array<i64: 3, 3, 1, 672>, groups = 672 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x56x56x672xf32> -> tensor<16x56x56x672xf32>
  %12 = net.input "s00040/in" : tensor<16x7x7x768xf32>
  %13 = net.elementwise "s00040/feed" %12 {kind = #net<elementwise sum>} : tensor<16x7x7x768xf32> -> tensor<16x7x7x768xf32>
  %14 = net.conv2d "s00040" %13 {bias = false, filter = array<i64: 5, 5, 1, 768>, groups = 768 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x7x7x768xf32> -> tensor<16x7x7x768xf32>
  %15 = net.input "s00041/in" : tensor<16x112x112x40xf32>
  %16 = net.elementwise "s00041/feed" %15 {kind = #net<elementwise sum>} : tensor<16x112x112x40xf32> -> tensor<16x112x112x40xf32>
  %17 = net.conv2d "s00041" %16 {bias = false, filter = array<i64: 3, 3, 1, 40>, groups = 40 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x112x112x40xf32> -> tensor<16x56x56x40xf32>
  %18 = net.input "s00046/in" : tensor<16x28x28x512xf32>
  %19 = net.elementwise "s00046/feed" %18 {kind = #net<elementwise sum>} : tensor<16x28x28x512xf32> -> tensor<16x28x28x512xf32>
  %20 = net.conv2d "s00046" %19 {bias = false, filter = array<i64: 5, 5, 1, 512>, groups = 512 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x28x28x512xf32> -> tensor<16x28x28x512xf32>
  %21 = net.input "s00050/in" : tensor<16x38x38x96xf32>
  %22 = net.elementwise "s00050/feed" %21 {kind = #net<elementwise sum>} : tensor<16x38x38x96xf32> -> tensor<16x38x38x96xf32>
  %23 = net.conv2d "s00050" %22 {bias = false, filter = array<i64: 5, 5, 1, 96>, groups = 96 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x38x38x96xf32> -> tensor<16x38x38x96xf32>
  %24 = net.input "s00061/in" : tensor<16x10x10x64xf32>
  %25 = net.elementwise "s00061/feed" %24 {kind = #net<elementwise sum>} : tensor<16x10x10x64xf32> -> tensor<16x10x10x64xf32>
  %26 = net.conv2d "s00061" %25 {bias = false, filter = array<i64: 3, 3, 1, 64>, groups = 64 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x10x10x64xf32> -> tensor<16x10x10x64xf32>
  %27 = net.input "s00066/in" : tensor<16x7x7x184xf32>
  %28 = net.elementwise "s00066/feed" %27 {kind = #net<elementwise sum>} : tensor<16x7x7x184xf32> -> tensor<16x7x7x184xf32>
  %29 = net.conv2d "s00066" %28 {bias = false, filter = array<i64: 7, 7, 1, 184>, groups = 184 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x7x7x184xf32> -> tensor<16x7x7x184xf32>
  %30 = net.input "s00069/in" : tensor<16x10x10x64xf32>
  %31 = net.elementwise "s00069/feed" %30 {kind = #net<elementwise sum>} : tensor<16x10x10x64xf32> -> tensor<16x10x10x64xf32>
  %32 = net.conv2d "s00069" %31 {bias = false, filter = array<i64: 7, 7, 1, 64>, groups = 64 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x10x10x64xf32> -> tensor<16x5x5x64xf32>
  %33 = net.input "s00072/in" : tensor<16x7x7x512xf32>
  %34 = net.elementwise "s00072/feed" %33 {kind = #net<elementwise sum>} : tensor<16x7x7x512xf32> -> tensor<16x7x7x512xf32>
  %35 = net.conv2d "s00072" %34 {bias = false, filter = array<i64: 3, 3, 1, 512>, groups = 512 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x7x7x512xf32> -> tensor<16x7x7x512xf32>
  %36 = net.input "s00079/in" : tensor<16x28x28x72xf32>
  %37 = net.elementwise "s00079/feed" %36 {kind = #net<elementwise sum>} : tensor<16x28x28x72xf32> -> tensor<16x28x28x72xf32>
  %38 = net.conv2d "s00079" %37 {bias = false, filter = array<i64: 3, 3, 1, 72>, groups = 72 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x28x28x72xf32> -> tensor<16x28x28x72xf32>
  %39 = net.input "s00080/in" : tensor<16x10x10x512xf32>
  %40 = net.elementwise "s00080/feed" %39 {kind = #net<elementwise sum>} : tensor<16x10x10x512xf32> -> tensor<16x10x10x512xf32>
  %41 = net.conv2d "s00080" %40 {bias = false, filter = array<i64: 3, 3, 1, 512>, groups = 512 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x10x10x512xf32> -> tensor<16x10x10x512xf32>
  %42 = net.input "s00096/in" : tensor<16x14x14x144xf32>
  %43 = net.elementwise "s00096/feed" %42 {kind = #net<elementwise sum>} : tensor<16x14x14x144xf32> -> tensor<16x14x14x144xf32>
  %44 = net.conv2d "s00096" %43 {bias = false, filter = array<i64: 3, 3, 1, 144>, groups = 144 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x14x14x144xf32> -> tensor<16x7x7x144xf32>
  %45 = net.input "s00110/in" : tensor<16x28x28x184xf32>
  %46 = net.elementwise "s00110/feed" %45 {kind = #net<elementwise sum>} : tensor<16x28x28x184xf32> -> tensor<16x28x28x184xf32>
  %47 = net.conv2d "s00110" %46 {bias = false, filter = array<i64: 7, 7, 1, 184>, groups = 184 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x28x28x184xf32> -> tensor<16x28x28x184xf32>
  %48 = net.input "s00111/in" : tensor<16x112x112x184xf32>
  %49 = net.elementwise "s00111/feed" %48 {kind = #net<elementwise sum>} : tensor<16x112x112x184xf32> -> tensor<16x112x112x184xf32>
  %50 = net.conv2d "s00111" %49 {bias = false, filter = array<i64: 5, 5, 1, 184>, groups = 184 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x112x112x184xf32> -> tensor<16x112x112x184xf32>
  %51 = net.input "s00130/in" : tensor<16x19x19x184xf32>
  %52 = net.elementwise "s00130/feed" %51 {kind = #net<elementwise sum>} : tensor<16x19x19x184xf32> -> tensor<16x19x19x184xf32>
  %53 = net.conv2d "s00130" %52 {bias = false, filter = array<i64: 5, 5, 1, 184>, groups = 184 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x19x19x184xf32> -> tensor<16x10x10x184xf32>
  %54 = net.input "s00133/in" : tensor<16x28x28x512xf32>
  %55 = net.elementwise "s00133/feed" %54 {kind = #net<elementwise sum>} : tensor<16x28x28x512xf32> -> tensor<16x28x28x512xf32>
  %56 = net.conv2d "s00133" %55 {bias = false, filter = array<i64: 3, 3, 1, 512>, groups = 512 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x28x28x512xf32> -> tensor<16x28x28x512xf32>
  %57 = net.input "s00141/in" : tensor<16x112x112x288xf32>
  %58 = net.elementwise "s00141/feed" %57 {kind = #net<elementwise sum>} : tensor<16x112x112x288xf32> -> tensor<16x112x112x288xf32>
  %59 = net.conv2d "s00141" %58 {bias = false, filter = array<i64: 3, 3, 1, 288>, groups = 288 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x112x112x288xf32> -> tensor<16x112x112x288xf32>
  %60 = net.input "s00144/in" : tensor<16x112x112x40xf32>
  %61 = net.elementwise "s00144/feed" %60 {kind = #net<elementwise sum>} : tensor<16x112x112x40xf32> -> tensor<16x112x112x40xf32>
  %62 = net.conv2d "s00144" %61 {bias = false, filter = array<i64: 3, 3, 1, 40>, groups = 40 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x112x112x40xf32> -> tensor<16x112x112x40xf32>
  %63 = net.input "s00164/in" : tensor<16x28x28x184xf32>
  %64 = net.elementwise "s00164/feed" %63 {kind = #net<elementwise sum>} : tensor<16x28x28x184xf32> -> tensor<16x28x28x184xf32>
  %65 = net.conv2d "s00164" %64 {bias = false, filter = array<i64: 5, 5, 1, 184>, groups = 184 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x28x28x184xf32> -> tensor<16x28x28x184xf32>
  %66 = net.input "s00166/in" : tensor<16x56x56x256xf32>
  %67 = net.elementwise "s00166/feed" %66 {kind = #net<elementwise sum>} : tensor<16x56x56x256xf32> -> tensor<16x56x56x256xf32>
  %68 = net.conv2d "s00166" %67 {bias = false, filter = array<i64: 7, 7, 1, 256>, groups = 256 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<16x56x56x256xf32> -> tensor<16x28x28x256xf32>
  %69 = net.input "s00170/in" : tensor<16x56x56x512xf32>
  %70 = net.elementwise "s00170/feed" %69 {kind = #net<elementwise sum>} : tensor<16x56x56x512xf32> -> tensor<16x56x56x512xf32>
  %71 = net.conv2d "s00170" %70 {bias = false, filter = array<i64: 3, 3, 1, 512>, groups = 512 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x56x56x512xf32> -> tensor<16x56x56x512xf32>
  %72 = net.input "s00178/in" : tensor<16x28x28x1024xf32>
  %73 = net.elementwise "s00178/feed" %72 {kind = #net<elementwise sum>} : tensor<16x28x28x1024xf32> -> tensor<16x28x28x1024xf32>
  %74 = net.conv2d "s00178" %73 {bias = false, filter = array<i64: 5, 5, 1, 1024>, groups = 1024 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x28x28x1024xf32> -> tensor<16x28x28x1024xf32>
}
