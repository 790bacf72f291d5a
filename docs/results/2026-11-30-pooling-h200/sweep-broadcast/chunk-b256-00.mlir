net.network "chunk-b256-00" {
  %0 = net.input "s00001/in" : tensor<256x56x56x16xf32>
  %1 = net.elementwise "s00001/feed" %0 {kind = #net<elementwise sum>} : tensor<256x56x56x16xf32> -> tensor<256x56x56x16xf32>
  %2 = net.input "s00001/s/in" : tensor<256x1x1x16xf32>
  %3 = net.elementwise "s00001/s/feed" %2 {kind = #net<elementwise sum>} : tensor<256x1x1x16xf32> -> tensor<256x1x1x16xf32>
  %4 = net.binary "s00001" %1, %3 {kind = #net<binary mul>} : tensor<256x56x56x16xf32>, tensor<256x1x1x16xf32> -> tensor<256x56x56x16xf32>
  %5 = net.input "s00002/in" : tensor<256x7x7x120xf32>
  %6 = net.elementwise "s00002/feed" %5 {kind = #net<elementwise sum>} : tensor<256x7x7x120xf32> -> tensor<256x7x7x120xf32>
  %7 = net.input "s00002/s/in" : tensor<256x1x1x120xf32>
  %8 = net.elementwise "s00002/s/feed" %7 {kind = #net<elementwise sum>} : tensor<256x1x1x120xf32> -> tensor<256x1x1x120xf32>
  %9 = net.binary "s00002" %6, %8 {kind = #net<binary add>} : tensor<256x7x7x120xf32>, tensor<256x1x1x120xf32> -> tensor<256x7x7x120xf32>
  %10 = net.input "s00014/in" : tensor<256x27x27x64xf32>
  %11 = net.elementwise "s00014/feed" %10 {kind = #net<elementwise sum>} : tensor<256x27x27x64xf32> -> tensor<256x27x27x64xf32>
  %12 = net.binary "s00014" %11 {constant_shape = array<i64: 1, 1, 1, 64>, kind = #net<binary mul>} : tensor<256x27x27x64xf32> -> tensor<256x27x27x64xf32>
  %13 = net.input "s00015/in" : tensor<256x7x7x384xf32>
  %14 = net.elementwise "s00015/feed" %13 {kind = #net<elementwise sum>} : tensor<256x7x7x384xf32> -> tensor<256x7x7x384xf32>
  %15 = net.binary "s00015" %14 {constant_shape = array<i64: 1, 1, 1, 384>, kind = #net<binary mul>} : tensor<256x7x7x384xf32> -> tensor<256x7x7x384xf32>
  %16 = net.input "s00031/in" : tensor<256x38x38x16xf32>
  %17 = net.elementwise "s00031/feed" %16 {kind = #net<elementwise sum>} : tensor<256x38x38x16xf32> -> tensor<256x38x38x16xf32>
  %18 = net.binary "s00031" %17 {constant_shape = array<i64: 1, 1, 1, 16>, kind = #net<binary mul>} : tensor<256x38x38x16xf32> -> tensor<256x38x38x16xf32>
  %19 = net.input "s00062/in" : tensor<256x8x8x64xf32>
  %20 = net.elementwise "s00062/feed" %19 {kind = #net<elementwise sum>} : tensor<256x8x8x64xf32> -> tensor<256x8x8x64xf32>
  %21 = net.input "s00062/s/in" : tensor<256x1x1x64xf32>
  %22 = net.elementwise "s00062/s/feed" %21 {kind = #net<elementwise sum>} : tensor<256x1x1x64xf32> -> tensor<256x1x1x64xf32>
  %23 = net.binary "s00062" %20, %22 {kind = #net<binary mul>} : tensor<256x8x8x64xf32>, tensor<256x1x1x64xf32> -> tensor<256x8x8x64xf32>
  %24 = net.input "s00072/in" : tensor<256x28x28x48xf32>
  %25 = net.elementwise "s00072/feed" %24 {kind = #net<elementwise sum>} : tensor<256x28x28x48xf32> -> tensor<256x28x28x48xf32>
  %26 = net.input "s00072/s/in" : tensor<256x1x1x48xf32>
  %27 = net.elementwise "s00072/s/feed" %26 {kind = #net<elementwise sum>} : tensor<256x1x1x48xf32> -> tensor<256x1x1x48xf32>
  %28 = net.binary "s00072" %25, %27 {kind = #net<binary mul>} : tensor<256x28x28x48xf32>, tensor<256x1x1x48xf32> -> tensor<256x28x28x48xf32>
  %29 = net.input "s00103/in" : tensor<256x14x14x16xf32>
  %30 = net.elementwise "s00103/feed" %29 {kind = #net<elementwise sum>} : tensor<256x14x14x16xf32> -> tensor<256x14x14x16xf32>
  %31 = net.input "s00103/s/in" : tensor<256x1x1x16xf32>
  %32 = net.elementwise "s00103/s/feed" %31 {kind = #net<elementwise sum>} : tensor<256x1x1x16xf32> -> tensor<256x1x1x16xf32>
  %33 = net.binary "s00103" %30, %32 {kind = #net<binary mul>} : tensor<256x14x14x16xf32>, tensor<256x1x1x16xf32> -> tensor<256x14x14x16xf32>
  %34 = net.input "s00117/in" : tensor<256x8x8x384xf32>
  %35 = net.elementwise "s00117/feed" %34 {kind = #net<elementwise sum>} : tensor<256x8x8x384xf32> -> tensor<256x8x8x384xf32>
  %36 = net.binary "s00117" %35 {constant_shape = array<i64: 1, 1, 1, 384>, kind = #net<binary mul>} : tensor<256x8x8x384xf32> -> tensor<256x8x8x384xf32>
  %37 = net.input "s00120/in" : tensor<256x38x38x16xf32>
  %38 = net.elementwise "s00120/feed" %37 {kind = #net<elementwise sum>} : tensor<256x38x38x16xf32> -> tensor<256x38x38x16xf32>
  %39 = net.input "s00120/s/in" : tensor<256x1x1x16xf32>
  %40 = net.elementwise "s00120/s/feed" %39 {kind = #net<elementwise sum>} : tensor<256x1x1x16xf32> -> tensor<256x1x1x16xf32>
  %41 = net.binary "s00120" %38, %40 {kind = #net<binary mul>} : tensor<256x38x38x16xf32>, tensor<256x1x1x16xf32> -> tensor<256x38x38x16xf32>
  %42 = net.input "s00146/in" : tensor<256x13x13x64xf32>
  %43 = net.elementwise "s00146/feed" %42 {kind = #net<elementwise sum>} : tensor<256x13x13x64xf32> -> tensor<256x13x13x64xf32>
  %44 = net.binary "s00146" %43 {constant_shape = array<i64: 1, 1, 1, 64>, kind = #net<binary mul>} : tensor<256x13x13x64xf32> -> tensor<256x13x13x64xf32>
  %45 = net.input "s00153/in" : tensor<256x28x28x32xf32>
  %46 = net.elementwise "s00153/feed" %45 {kind = #net<elementwise sum>} : tensor<256x28x28x32xf32> -> tensor<256x28x28x32xf32>
  %47 = net.input "s00153/s/in" : tensor<256x1x1x32xf32>
  %48 = net.elementwise "s00153/s/feed" %47 {kind = #net<elementwise sum>} : tensor<256x1x1x32xf32> -> tensor<256x1x1x32xf32>
  %49 = net.binary "s00153" %46, %48 {kind = #net<binary mul>} : tensor<256x28x28x32xf32>, tensor<256x1x1x32xf32> -> tensor<256x28x28x32xf32>
  %50 = net.input "s00154/in" : tensor<256x7x7x64xf32>
  %51 = net.elementwise "s00154/feed" %50 {kind = #net<elementwise sum>} : tensor<256x7x7x64xf32> -> tensor<256x7x7x64xf32>
  %52 = net.binary "s00154" %51 {constant_shape = array<i64: 1, 1, 1, 64>, kind = #net<binary mul>} : tensor<256x7x7x64xf32> -> tensor<256x7x7x64xf32>
  %53 = net.input "s00159/in" : tensor<256x7x7x192xf32>
  %54 = net.elementwise "s00159/feed" %53 {kind = #net<elementwise sum>} : tensor<256x7x7x192xf32> -> tensor<256x7x7x192xf32>
  %55 = net.binary "s00159" %54 {constant_shape = array<i64: 1, 1, 1, 192>, kind = #net<binary mul>} : tensor<256x7x7x192xf32> -> tensor<256x7x7x192xf32>
  %56 = net.input "s00167/in" : tensor<256x28x28x128xf32>
  %57 = net.elementwise "s00167/feed" %56 {kind = #net<elementwise sum>} : tensor<256x28x28x128xf32> -> tensor<256x28x28x128xf32>
  %58 = net.input "s00167/s/in" : tensor<256x1x1x128xf32>
  %59 = net.elementwise "s00167/s/feed" %58 {kind = #net<elementwise sum>} : tensor<256x1x1x128xf32> -> tensor<256x1x1x128xf32>
  %60 = net.binary "s00167" %57, %59 {kind = #net<binary mul>} : tensor<256x28x28x128xf32>, tensor<256x1x1x128xf32> -> tensor<256x28x28x128xf32>
  %61 = net.input "s00174/in" : tensor<256x28x28x192xf32>
  %62 = net.elementwise "s00174/feed" %61 {kind = #net<elementwise sum>} : tensor<256x28x28x192xf32> -> tensor<256x28x28x192xf32>
  %63 = net.input "s00174/s/in" : tensor<256x1x1x192xf32>
  %64 = net.elementwise "s00174/s/feed" %63 {kind = #net<elementwise sum>} : tensor<256x1x1x192xf32> -> tensor<256x1x1x192xf32>
  %65 = net.binary "s00174" %62, %64 {kind = #net<binary mul>} : tensor<256x28x28x192xf32>, tensor<256x1x1x192xf32> -> tensor<256x28x28x192xf32>
  %66 = net.input "s00177/in" : tensor<256x7x7x184xf32>
  %67 = net.elementwise "s00177/feed" %66 {kind = #net<elementwise sum>} : tensor<256x7x7x184xf32> -> tensor<256x7x7x184xf32>
  %68 = net.input "s00177/s/in" : tensor<256x1x1x184xf32>
  %69 = net.elementwise "s00177/s/feed" %68 {kind = #net<elementwise sum>} : tensor<256x1x1x184xf32> -> tensor<256x1x1x184xf32>
  %70 = net.binary "s00177" %67, %69 {kind = #net<binary mul>} : tensor<256x7x7x184xf32>, tensor<256x1x1x184xf32> -> tensor<256x7x7x184xf32>
  %71 = net.input "s00194/in" : tensor<256x14x14x48xf32>
  %72 = net.elementwise "s00194/feed" %71 {kind = #net<elementwise sum>} : tensor<256x14x14x48xf32> -> tensor<256x14x14x48xf32>
  %73 = net.input "s00194/s/in" : tensor<256x1x1x48xf32>
  %74 = net.elementwise "s00194/s/feed" %73 {kind = #net<elementwise sum>} : tensor<256x1x1x48xf32> -> tensor<256x1x1x48xf32>
  %75 = net.binary "s00194" %72, %74 {kind = #net<binary mul>} : tensor<256x14x14x48xf32>, tensor<256x1x1x48xf32> -> tensor<256x14x14x48xf32>
  %76 = net.input "s00197/in" : tensor<256x112x112x32xf32>
  %77 = net.elementwise "s00197/feed" %76 {kind = #net<elementwise sum>} : tensor<256x112x112x32xf32> -> tensor<256x112x112x32xf32>
  %78 = net.input "s00197/s/in" : tensor<256x1x1x32xf32>
  %79 = net.elementwise "s00197/s/feed" %78 {kind = #net<elementwise sum>} : tensor<256x1x1x32xf32> -> tensor<256x1x1x32xf32>
  %80 = net.binary "s00197" %77, %79 {kind = #net<binary mul>} : tensor<256x112x112x32xf32>, tensor<256x1x1x32xf32> -> tensor<256x112x112x32xf32>
}
