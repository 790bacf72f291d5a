net.network "chunk-b064-01" {
  %0 = net.input "s00096/in" : tensor<64x56x56x48xf32>
  %1 = net.elementwise "s00096/feed" %0 {kind = #net<elementwise sum>} : tensor<64x56x56x48xf32> -> tensor<64x56x56x48xf32>
  %2 = net.max_pool "s00096" %1 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x56x56x48xf32> -> tensor<64x27x27x48xf32>
  %3 = net.input "s00100/in" : tensor<64x19x19x512xf32>
  %4 = net.elementwise "s00100/feed" %3 {kind = #net<elementwise sum>} : tensor<64x19x19x512xf32> -> tensor<64x19x19x512xf32>
  %5 = net.avg_pool "s00100" %4 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x19x19x512xf32> -> tensor<64x17x17x512xf32>
  %6 = net.input "s00106/in" : tensor<64x7x7x1024xf32>
  %7 = net.elementwise "s00106/feed" %6 {kind = #net<elementwise sum>} : tensor<64x7x7x1024xf32> -> tensor<64x7x7x1024xf32>
  %8 = net.avg_pool "s00106" %7 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x7x7x1024xf32> -> tensor<64x5x5x1024xf32>
  %9 = net.input "s00109/in" : tensor<64x19x19x256xf32>
  %10 = net.elementwise "s00109/feed" %9 {kind = #net<elementwise sum>} : tensor<64x19x19x256xf32> -> tensor<64x19x19x256xf32>
  %11 = net.max_pool "s00109" %10 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x19x19x256xf32> -> tensor<64x9x9x256xf32>
  %12 = net.input "s00110/in" : tensor<64x7x7x200xf32>
  %13 = net.elementwise "s00110/feed" %12 {kind = #net<elementwise sum>} : tensor<64x7x7x200xf32> -> tensor<64x7x7x200xf32>
  %14 = net.max_pool "s00110" %13 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x7x7x200xf32> -> tensor<64x3x3x200xf32>
  %15 = net.input "s00111/in" : tensor<64x27x27x16xf32>
  %16 = net.elementwise "s00111/feed" %15 {kind = #net<elementwise sum>} : tensor<64x27x27x16xf32> -> tensor<64x27x27x16xf32>
  %17 = net.max_pool "s00111" %16 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x27x27x16xf32> -> tensor<64x13x13x16xf32>
  %18 = net.input "s00114/in" : tensor<64x7x7x1024xf32>
  %19 = net.elementwise "s00114/feed" %18 {kind = #net<elementwise sum>} : tensor<64x7x7x1024xf32> -> tensor<64x7x7x1024xf32>
  %20 = net.max_pool "s00114" %19 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x7x7x1024xf32> -> tensor<64x3x3x1024xf32>
  %21 = net.input "s00117/in" : tensor<64x56x56x16xf32>
  %22 = net.elementwise "s00117/feed" %21 {kind = #net<elementwise sum>} : tensor<64x56x56x16xf32> -> tensor<64x56x56x16xf32>
  %23 = net.max_pool "s00117" %22 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x56x56x16xf32> -> tensor<64x54x54x16xf32>
  %24 = net.input "s00119/in" : tensor<64x13x13x576xf32>
  %25 = net.elementwise "s00119/feed" %24 {kind = #net<elementwise sum>} : tensor<64x13x13x576xf32> -> tensor<64x13x13x576xf32>
  %26 = net.max_pool "s00119" %25 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x13x13x576xf32> -> tensor<64x6x6x576xf32>
  %27 = net.input "s00123/in" : tensor<64x14x14x192xf32>
  %28 = net.elementwise "s00123/feed" %27 {kind = #net<elementwise sum>} : tensor<64x14x14x192xf32> -> tensor<64x14x14x192xf32>
  %29 = net.max_pool "s00123" %28 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x14x14x192xf32> -> tensor<64x6x6x192xf32>
  %30 = net.input "s00126/in" : tensor<64x27x27x120xf32>
  %31 = net.elementwise "s00126/feed" %30 {kind = #net<elementwise sum>} : tensor<64x27x27x120xf32> -> tensor<64x27x27x120xf32>
  %32 = net.max_pool "s00126" %31 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x27x27x120xf32> -> tensor<64x25x25x120xf32>
  %33 = net.input "s00127/in" : tensor<64x56x56x32xf32>
  %34 = net.elementwise "s00127/feed" %33 {kind = #net<elementwise sum>} : tensor<64x56x56x32xf32> -> tensor<64x56x56x32xf32>
  %35 = net.avg_pool "s00127" %34 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x56x56x32xf32> -> tensor<64x54x54x32xf32>
  %36 = net.input "s00129/in" : tensor<64x7x7x576xf32>
  %37 = net.elementwise "s00129/feed" %36 {kind = #net<elementwise sum>} : tensor<64x7x7x576xf32> -> tensor<64x7x7x576xf32>
  %38 = net.avg_pool "s00129" %37 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x7x7x576xf32> -> tensor<64x3x3x576xf32>
  %39 = net.input "s00130/in" : tensor<64x112x112x48xf32>
  %40 = net.elementwise "s00130/feed" %39 {kind = #net<elementwise sum>} : tensor<64x112x112x48xf32> -> tensor<64x112x112x48xf32>
  %41 = net.avg_pool "s00130" %40 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x112x112x48xf32> -> tensor<64x55x55x48xf32>
  %42 = net.input "s00135/in" : tensor<64x19x19x48xf32>
  %43 = net.elementwise "s00135/feed" %42 {kind = #net<elementwise sum>} : tensor<64x19x19x48xf32> -> tensor<64x19x19x48xf32>
  %44 = net.avg_pool "s00135" %43 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x19x19x48xf32> -> tensor<64x9x9x48xf32>
  %45 = net.input "s00159/in" : tensor<64x14x14x184xf32>
  %46 = net.elementwise "s00159/feed" %45 {kind = #net<elementwise sum>} : tensor<64x14x14x184xf32> -> tensor<64x14x14x184xf32>
  %47 = net.max_pool "s00159" %46 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x14x14x184xf32> -> tensor<64x12x12x184xf32>
  %48 = net.input "s00161/in" : tensor<64x112x112x40xf32>
  %49 = net.elementwise "s00161/feed" %48 {kind = #net<elementwise sum>} : tensor<64x112x112x40xf32> -> tensor<64x112x112x40xf32>
  %50 = net.max_pool "s00161" %49 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x112x112x40xf32> -> tensor<64x55x55x40xf32>
  %51 = net.input "s00186/in" : tensor<64x56x56x144xf32>
  %52 = net.elementwise "s00186/feed" %51 {kind = #net<elementwise sum>} : tensor<64x56x56x144xf32> -> tensor<64x56x56x144xf32>
  %53 = net.avg_pool "s00186" %52 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x56x56x144xf32> -> tensor<64x27x27x144xf32>
  %54 = net.input "s00187/in" : tensor<64x55x55x16xf32>
  %55 = net.elementwise "s00187/feed" %54 {kind = #net<elementwise sum>} : tensor<64x55x55x16xf32> -> tensor<64x55x55x16xf32>
  %56 = net.avg_pool "s00187" %55 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x55x55x16xf32> -> tensor<64x27x27x16xf32>
  %57 = net.input "s00189/in" : tensor<64x55x55x672xf32>
  %58 = net.elementwise "s00189/feed" %57 {kind = #net<elementwise sum>} : tensor<64x55x55x672xf32> -> tensor<64x55x55x672xf32>
  %59 = net.avg_pool "s00189" %58 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x55x55x672xf32> -> tensor<64x27x27x672xf32>
  %60 = net.input "s00192/in" : tensor<64x35x35x512xf32>
  %61 = net.elementwise "s00192/feed" %60 {kind = #net<elementwise sum>} : tensor<64x35x35x512xf32> -> tensor<64x35x35x512xf32>
  %62 = net.avg_pool "s00192" %61 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x35x35x512xf32> -> tensor<64x17x17x512xf32>
  %63 = net.input "s00193/in" : tensor<64x19x19x32xf32>
  %64 = net.elementwise "s00193/feed" %63 {kind = #net<elementwise sum>} : tensor<64x19x19x32xf32> -> tensor<64x19x19x32xf32>
  %65 = net.max_pool "s00193" %64 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x19x19x32xf32> -> tensor<64x17x17x32xf32>
  %66 = net.input "s00195/in" : tensor<64x35x35x192xf32>
  %67 = net.elementwise "s00195/feed" %66 {kind = #net<elementwise sum>} : tensor<64x35x35x192xf32> -> tensor<64x35x35x192xf32>
  %68 = net.max_pool "s00195" %67 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x35x35x192xf32> -> tensor<64x33x33x192xf32>
  %69 = net.input "s00196/in" : tensor<64x28x28x64xf32>
  %70 = net.elementwise "s00196/feed" %69 {kind = #net<elementwise sum>} : tensor<64x28x28x64xf32> -> tensor<64x28x28x64xf32>
  %71 = net.max_pool "s00196" %70 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x28x28x64xf32> -> tensor<64x13x13x64xf32>
  %72 = net.input "s00200/in" : tensor<64x14x14x24xf32>
  %73 = net.elementwise "s00200/feed" %72 {kind = #net<elementwise sum>} : tensor<64x14x14x24xf32> -> tensor<64x14x14x24xf32>
  %74 = net.max_pool "s00200" %73 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x14x14x24xf32> -> tensor<64x6x6x24xf32>
}
