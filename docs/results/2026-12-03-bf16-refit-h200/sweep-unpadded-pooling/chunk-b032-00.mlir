net.network "chunk-b032-00" {
  %0 = net.input "s00000/in" : tensor<32x8x8x128xf32>
  %1 = net.elementwise "s00000/feed" %0 {kind = #net<elementwise sum>} : tensor<32x8x8x128xf32> -> tensor<32x8x8x128xf32>
  %2 = net.max_pool "s00000" %1 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x8x8x128xf32> -> tensor<32x3x3x128xf32>
  %3 = net.input "s00014/in" : tensor<32x35x35x384xf32>
  %4 = net.elementwise "s00014/feed" %3 {kind = #net<elementwise sum>} : tensor<32x35x35x384xf32> -> tensor<32x35x35x384xf32>
  %5 = net.max_pool "s00014" %4 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x35x35x384xf32> -> tensor<32x17x17x384xf32>
  %6 = net.input "s00015/in" : tensor<32x14x14x200xf32>
  %7 = net.elementwise "s00015/feed" %6 {kind = #net<elementwise sum>} : tensor<32x14x14x200xf32> -> tensor<32x14x14x200xf32>
  %8 = net.avg_pool "s00015" %7 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x14x14x200xf32> -> tensor<32x12x12x200xf32>
  %9 = net.input "s00035/in" : tensor<32x28x28x960xf32>
  %10 = net.elementwise "s00035/feed" %9 {kind = #net<elementwise sum>} : tensor<32x28x28x960xf32> -> tensor<32x28x28x960xf32>
  %11 = net.avg_pool "s00035" %10 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x28x28x960xf32> -> tensor<32x13x13x960xf32>
  %12 = net.input "s00044/in" : tensor<32x56x56x192xf32>
  %13 = net.elementwise "s00044/feed" %12 {kind = #net<elementwise sum>} : tensor<32x56x56x192xf32> -> tensor<32x56x56x192xf32>
  %14 = net.avg_pool "s00044" %13 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x56x56x192xf32> -> tensor<32x27x27x192xf32>
  %15 = net.input "s00047/in" : tensor<32x14x14x192xf32>
  %16 = net.elementwise "s00047/feed" %15 {kind = #net<elementwise sum>} : tensor<32x14x14x192xf32> -> tensor<32x14x14x192xf32>
  %17 = net.avg_pool "s00047" %16 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x14x14x192xf32> -> tensor<32x6x6x192xf32>
  %18 = net.input "s00052/in" : tensor<32x56x56x256xf32>
  %19 = net.elementwise "s00052/feed" %18 {kind = #net<elementwise sum>} : tensor<32x56x56x256xf32> -> tensor<32x56x56x256xf32>
  %20 = net.avg_pool "s00052" %19 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x56x56x256xf32> -> tensor<32x27x27x256xf32>
  %21 = net.input "s00057/in" : tensor<32x55x55x256xf32>
  %22 = net.elementwise "s00057/feed" %21 {kind = #net<elementwise sum>} : tensor<32x55x55x256xf32> -> tensor<32x55x55x256xf32>
  %23 = net.avg_pool "s00057" %22 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x55x55x256xf32> -> tensor<32x27x27x256xf32>
  %24 = net.input "s00060/in" : tensor<32x56x56x512xf32>
  %25 = net.elementwise "s00060/feed" %24 {kind = #net<elementwise sum>} : tensor<32x56x56x512xf32> -> tensor<32x56x56x512xf32>
  %26 = net.avg_pool "s00060" %25 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x56x56x512xf32> -> tensor<32x54x54x512xf32>
  %27 = net.input "s00061/in" : tensor<32x14x14x64xf32>
  %28 = net.elementwise "s00061/feed" %27 {kind = #net<elementwise sum>} : tensor<32x14x14x64xf32> -> tensor<32x14x14x64xf32>
  %29 = net.max_pool "s00061" %28 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x14x14x64xf32> -> tensor<32x6x6x64xf32>
  %30 = net.input "s00063/in" : tensor<32x10x10x96xf32>
  %31 = net.elementwise "s00063/feed" %30 {kind = #net<elementwise sum>} : tensor<32x10x10x96xf32> -> tensor<32x10x10x96xf32>
  %32 = net.avg_pool "s00063" %31 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x10x10x96xf32> -> tensor<32x4x4x96xf32>
  %33 = net.input "s00067/in" : tensor<32x56x56x672xf32>
  %34 = net.elementwise "s00067/feed" %33 {kind = #net<elementwise sum>} : tensor<32x56x56x672xf32> -> tensor<32x56x56x672xf32>
  %35 = net.avg_pool "s00067" %34 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x56x56x672xf32> -> tensor<32x27x27x672xf32>
  %36 = net.input "s00084/in" : tensor<32x28x28x64xf32>
  %37 = net.elementwise "s00084/feed" %36 {kind = #net<elementwise sum>} : tensor<32x28x28x64xf32> -> tensor<32x28x28x64xf32>
  %38 = net.max_pool "s00084" %37 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x28x28x64xf32> -> tensor<32x13x13x64xf32>
  %39 = net.input "s00088/in" : tensor<32x27x27x1024xf32>
  %40 = net.elementwise "s00088/feed" %39 {kind = #net<elementwise sum>} : tensor<32x27x27x1024xf32> -> tensor<32x27x27x1024xf32>
  %41 = net.avg_pool "s00088" %40 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x27x27x1024xf32> -> tensor<32x13x13x1024xf32>
  %42 = net.input "s00090/in" : tensor<32x7x7x64xf32>
  %43 = net.elementwise "s00090/feed" %42 {kind = #net<elementwise sum>} : tensor<32x7x7x64xf32> -> tensor<32x7x7x64xf32>
  %44 = net.max_pool "s00090" %43 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x7x7x64xf32> -> tensor<32x3x3x64xf32>
  %45 = net.input "s00091/in" : tensor<32x56x56x384xf32>
  %46 = net.elementwise "s00091/feed" %45 {kind = #net<elementwise sum>} : tensor<32x56x56x384xf32> -> tensor<32x56x56x384xf32>
  %47 = net.avg_pool "s00091" %46 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x56x56x384xf32> -> tensor<32x27x27x384xf32>
  %48 = net.input "s00105/in" : tensor<32x28x28x24xf32>
  %49 = net.elementwise "s00105/feed" %48 {kind = #net<elementwise sum>} : tensor<32x28x28x24xf32> -> tensor<32x28x28x24xf32>
  %50 = net.max_pool "s00105" %49 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x28x28x24xf32> -> tensor<32x13x13x24xf32>
  %51 = net.input "s00107/in" : tensor<32x13x13x184xf32>
  %52 = net.elementwise "s00107/feed" %51 {kind = #net<elementwise sum>} : tensor<32x13x13x184xf32> -> tensor<32x13x13x184xf32>
  %53 = net.max_pool "s00107" %52 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x13x13x184xf32> -> tensor<32x6x6x184xf32>
  %54 = net.input "s00115/in" : tensor<32x27x27x672xf32>
  %55 = net.elementwise "s00115/feed" %54 {kind = #net<elementwise sum>} : tensor<32x27x27x672xf32> -> tensor<32x27x27x672xf32>
  %56 = net.max_pool "s00115" %55 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x27x27x672xf32> -> tensor<32x13x13x672xf32>
  %57 = net.input "s00128/in" : tensor<32x112x112x96xf32>
  %58 = net.elementwise "s00128/feed" %57 {kind = #net<elementwise sum>} : tensor<32x112x112x96xf32> -> tensor<32x112x112x96xf32>
  %59 = net.max_pool "s00128" %58 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x112x112x96xf32> -> tensor<32x110x110x96xf32>
  %60 = net.input "s00131/in" : tensor<32x112x112x64xf32>
  %61 = net.elementwise "s00131/feed" %60 {kind = #net<elementwise sum>} : tensor<32x112x112x64xf32> -> tensor<32x112x112x64xf32>
  %62 = net.avg_pool "s00131" %61 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x112x112x64xf32> -> tensor<32x55x55x64xf32>
  %63 = net.input "s00132/in" : tensor<32x112x112x48xf32>
  %64 = net.elementwise "s00132/feed" %63 {kind = #net<elementwise sum>} : tensor<32x112x112x48xf32> -> tensor<32x112x112x48xf32>
  %65 = net.max_pool "s00132" %64 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x112x112x48xf32> -> tensor<32x110x110x48xf32>
  %66 = net.input "s00141/in" : tensor<32x17x17x512xf32>
  %67 = net.elementwise "s00141/feed" %66 {kind = #net<elementwise sum>} : tensor<32x17x17x512xf32> -> tensor<32x17x17x512xf32>
  %68 = net.max_pool "s00141" %67 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x17x17x512xf32> -> tensor<32x15x15x512xf32>
  %69 = net.input "s00144/in" : tensor<32x7x7x24xf32>
  %70 = net.elementwise "s00144/feed" %69 {kind = #net<elementwise sum>} : tensor<32x7x7x24xf32> -> tensor<32x7x7x24xf32>
  %71 = net.max_pool "s00144" %70 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x7x7x24xf32> -> tensor<32x3x3x24xf32>
  %72 = net.input "s00147/in" : tensor<32x56x56x24xf32>
  %73 = net.elementwise "s00147/feed" %72 {kind = #net<elementwise sum>} : tensor<32x56x56x24xf32> -> tensor<32x56x56x24xf32>
  %74 = net.max_pool "s00147" %73 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x56x56x24xf32> -> tensor<32x54x54x24xf32>
}
