net.network "chunk-b128-01" {
  %0 = net.input "s00109/in" : tensor<128x14x14x128xf32>
  %1 = net.elementwise "s00109/feed" %0 {kind = #net<elementwise sum>} : tensor<128x14x14x128xf32> -> tensor<128x14x14x128xf32>
  %2 = net.binary "s00109" %1 {constant_shape = array<i64: 1, 1, 1, 128>, kind = #net<binary mul>} : tensor<128x14x14x128xf32> -> tensor<128x14x14x128xf32>
  %3 = net.input "s00112/in" : tensor<128x56x56x48xf32>
  %4 = net.elementwise "s00112/feed" %3 {kind = #net<elementwise sum>} : tensor<128x56x56x48xf32> -> tensor<128x56x56x48xf32>
  %5 = net.input "s00112/s/in" : tensor<128x1x1x48xf32>
  %6 = net.elementwise "s00112/s/feed" %5 {kind = #net<elementwise sum>} : tensor<128x1x1x48xf32> -> tensor<128x1x1x48xf32>
  %7 = net.binary "s00112" %4, %6 {kind = #net<binary mul>} : tensor<128x56x56x48xf32>, tensor<128x1x1x48xf32> -> tensor<128x56x56x48xf32>
  %8 = net.input "s00114/in" : tensor<128x28x28x200xf32>
  %9 = net.elementwise "s00114/feed" %8 {kind = #net<elementwise sum>} : tensor<128x28x28x200xf32> -> tensor<128x28x28x200xf32>
  %10 = net.input "s00114/s/in" : tensor<128x1x1x200xf32>
  %11 = net.elementwise "s00114/s/feed" %10 {kind = #net<elementwise sum>} : tensor<128x1x1x200xf32> -> tensor<128x1x1x200xf32>
  %12 = net.binary "s00114" %9, %11 {kind = #net<binary add>} : tensor<128x28x28x200xf32>, tensor<128x1x1x200xf32> -> tensor<128x28x28x200xf32>
  %13 = net.input "s00116/in" : tensor<128x8x8x192xf32>
  %14 = net.elementwise "s00116/feed" %13 {kind = #net<elementwise sum>} : tensor<128x8x8x192xf32> -> tensor<128x8x8x192xf32>
  %15 = net.input "s00116/s/in" : tensor<128x1x1x192xf32>
  %16 = net.elementwise "s00116/s/feed" %15 {kind = #net<elementwise sum>} : tensor<128x1x1x192xf32> -> tensor<128x1x1x192xf32>
  %17 = net.binary "s00116" %14, %16 {kind = #net<binary mul>} : tensor<128x8x8x192xf32>, tensor<128x1x1x192xf32> -> tensor<128x8x8x192xf32>
  %18 = net.input "s00118/in" : tensor<128x14x14x40xf32>
  %19 = net.elementwise "s00118/feed" %18 {kind = #net<elementwise sum>} : tensor<128x14x14x40xf32> -> tensor<128x14x14x40xf32>
  %20 = net.input "s00118/s/in" : tensor<128x1x1x40xf32>
  %21 = net.elementwise "s00118/s/feed" %20 {kind = #net<elementwise sum>} : tensor<128x1x1x40xf32> -> tensor<128x1x1x40xf32>
  %22 = net.binary "s00118" %19, %21 {kind = #net<binary mul>} : tensor<128x14x14x40xf32>, tensor<128x1x1x40xf32> -> tensor<128x14x14x40xf32>
  %23 = net.input "s00127/in" : tensor<128x10x10x768xf32>
  %24 = net.elementwise "s00127/feed" %23 {kind = #net<elementwise sum>} : tensor<128x10x10x768xf32> -> tensor<128x10x10x768xf32>
  %25 = net.input "s00127/s/in" : tensor<128x1x1x768xf32>
  %26 = net.elementwise "s00127/s/feed" %25 {kind = #net<elementwise sum>} : tensor<128x1x1x768xf32> -> tensor<128x1x1x768xf32>
  %27 = net.binary "s00127" %24, %26 {kind = #net<binary add>} : tensor<128x10x10x768xf32>, tensor<128x1x1x768xf32> -> tensor<128x10x10x768xf32>
  %28 = net.input "s00130/in" : tensor<128x7x7x128xf32>
  %29 = net.elementwise "s00130/feed" %28 {kind = #net<elementwise sum>} : tensor<128x7x7x128xf32> -> tensor<128x7x7x128xf32>
  %30 = net.input "s00130/s/in" : tensor<128x1x1x128xf32>
  %31 = net.elementwise "s00130/s/feed" %30 {kind = #net<elementwise sum>} : tensor<128x1x1x128xf32> -> tensor<128x1x1x128xf32>
  %32 = net.binary "s00130" %29, %31 {kind = #net<binary add>} : tensor<128x7x7x128xf32>, tensor<128x1x1x128xf32> -> tensor<128x7x7x128xf32>
  %33 = net.input "s00131/in" : tensor<128x112x112x72xf32>
  %34 = net.elementwise "s00131/feed" %33 {kind = #net<elementwise sum>} : tensor<128x112x112x72xf32> -> tensor<128x112x112x72xf32>
  %35 = net.input "s00131/s/in" : tensor<128x1x1x72xf32>
  %36 = net.elementwise "s00131/s/feed" %35 {kind = #net<elementwise sum>} : tensor<128x1x1x72xf32> -> tensor<128x1x1x72xf32>
  %37 = net.binary "s00131" %34, %36 {kind = #net<binary mul>} : tensor<128x112x112x72xf32>, tensor<128x1x1x72xf32> -> tensor<128x112x112x72xf32>
  %38 = net.input "s00134/in" : tensor<128x7x7x960xf32>
  %39 = net.elementwise "s00134/feed" %38 {kind = #net<elementwise sum>} : tensor<128x7x7x960xf32> -> tensor<128x7x7x960xf32>
  %40 = net.binary "s00134" %39 {constant_shape = array<i64: 1, 1, 1, 960>, kind = #net<binary mul>} : tensor<128x7x7x960xf32> -> tensor<128x7x7x960xf32>
  %41 = net.input "s00140/in" : tensor<128x19x19x480xf32>
  %42 = net.elementwise "s00140/feed" %41 {kind = #net<elementwise sum>} : tensor<128x19x19x480xf32> -> tensor<128x19x19x480xf32>
  %43 = net.binary "s00140" %42 {constant_shape = array<i64: 1, 1, 1, 480>, kind = #net<binary mul>} : tensor<128x19x19x480xf32> -> tensor<128x19x19x480xf32>
  %44 = net.input "s00150/in" : tensor<128x28x28x64xf32>
  %45 = net.elementwise "s00150/feed" %44 {kind = #net<elementwise sum>} : tensor<128x28x28x64xf32> -> tensor<128x28x28x64xf32>
  %46 = net.input "s00150/s/in" : tensor<128x1x1x64xf32>
  %47 = net.elementwise "s00150/s/feed" %46 {kind = #net<elementwise sum>} : tensor<128x1x1x64xf32> -> tensor<128x1x1x64xf32>
  %48 = net.binary "s00150" %45, %47 {kind = #net<binary mul>} : tensor<128x28x28x64xf32>, tensor<128x1x1x64xf32> -> tensor<128x28x28x64xf32>
  %49 = net.input "s00157/in" : tensor<128x7x7x64xf32>
  %50 = net.elementwise "s00157/feed" %49 {kind = #net<elementwise sum>} : tensor<128x7x7x64xf32> -> tensor<128x7x7x64xf32>
  %51 = net.input "s00157/s/in" : tensor<128x1x1x64xf32>
  %52 = net.elementwise "s00157/s/feed" %51 {kind = #net<elementwise sum>} : tensor<128x1x1x64xf32> -> tensor<128x1x1x64xf32>
  %53 = net.binary "s00157" %50, %52 {kind = #net<binary mul>} : tensor<128x7x7x64xf32>, tensor<128x1x1x64xf32> -> tensor<128x7x7x64xf32>
  %54 = net.input "s00163/in" : tensor<128x28x28x1024xf32>
  %55 = net.elementwise "s00163/feed" %54 {kind = #net<elementwise sum>} : tensor<128x28x28x1024xf32> -> tensor<128x28x28x1024xf32>
  %56 = net.input "s00163/s/in" : tensor<128x1x1x1024xf32>
  %57 = net.elementwise "s00163/s/feed" %56 {kind = #net<elementwise sum>} : tensor<128x1x1x1024xf32> -> tensor<128x1x1x1024xf32>
  %58 = net.binary "s00163" %55, %57 {kind = #net<binary mul>} : tensor<128x28x28x1024xf32>, tensor<128x1x1x1024xf32> -> tensor<128x28x28x1024xf32>
  %59 = net.input "s00169/in" : tensor<128x38x38x240xf32>
  %60 = net.elementwise "s00169/feed" %59 {kind = #net<elementwise sum>} : tensor<128x38x38x240xf32> -> tensor<128x38x38x240xf32>
  %61 = net.input "s00169/s/in" : tensor<128x1x1x240xf32>
  %62 = net.elementwise "s00169/s/feed" %61 {kind = #net<elementwise sum>} : tensor<128x1x1x240xf32> -> tensor<128x1x1x240xf32>
  %63 = net.binary "s00169" %60, %62 {kind = #net<binary mul>} : tensor<128x38x38x240xf32>, tensor<128x1x1x240xf32> -> tensor<128x38x38x240xf32>
  %64 = net.input "s00175/in" : tensor<128x7x7x480xf32>
  %65 = net.elementwise "s00175/feed" %64 {kind = #net<elementwise sum>} : tensor<128x7x7x480xf32> -> tensor<128x7x7x480xf32>
  %66 = net.binary "s00175" %65 {constant_shape = array<i64: 1, 1, 1, 480>, kind = #net<binary mul>} : tensor<128x7x7x480xf32> -> tensor<128x7x7x480xf32>
  %67 = net.input "s00185/in" : tensor<128x13x13x128xf32>
  %68 = net.elementwise "s00185/feed" %67 {kind = #net<elementwise sum>} : tensor<128x13x13x128xf32> -> tensor<128x13x13x128xf32>
  %69 = net.input "s00185/s/in" : tensor<128x1x1x128xf32>
  %70 = net.elementwise "s00185/s/feed" %69 {kind = #net<elementwise sum>} : tensor<128x1x1x128xf32> -> tensor<128x1x1x128xf32>
  %71 = net.binary "s00185" %68, %70 {kind = #net<binary add>} : tensor<128x13x13x128xf32>, tensor<128x1x1x128xf32> -> tensor<128x13x13x128xf32>
  %72 = net.input "s00188/in" : tensor<128x56x56x24xf32>
  %73 = net.elementwise "s00188/feed" %72 {kind = #net<elementwise sum>} : tensor<128x56x56x24xf32> -> tensor<128x56x56x24xf32>
  %74 = net.binary "s00188" %73 {constant_shape = array<i64: 1, 1, 1, 24>, kind = #net<binary mul>} : tensor<128x56x56x24xf32> -> tensor<128x56x56x24xf32>
  %75 = net.input "s00195/in" : tensor<128x56x56x240xf32>
  %76 = net.elementwise "s00195/feed" %75 {kind = #net<elementwise sum>} : tensor<128x56x56x240xf32> -> tensor<128x56x56x240xf32>
  %77 = net.input "s00195/s/in" : tensor<128x1x1x240xf32>
  %78 = net.elementwise "s00195/s/feed" %77 {kind = #net<elementwise sum>} : tensor<128x1x1x240xf32> -> tensor<128x1x1x240xf32>
  %79 = net.binary "s00195" %76, %78 {kind = #net<binary mul>} : tensor<128x56x56x240xf32>, tensor<128x1x1x240xf32> -> tensor<128x56x56x240xf32>
}
