net.network "chunk-b064-02" {
  %0 = net.input "s00189/in" : tensor<64x14x14x40xf32>
  %1 = net.elementwise "s00189/feed" %0 {kind = #net<elementwise sum>} : tensor<64x14x14x40xf32> -> tensor<64x14x14x40xf32>
  %2 = net.batch_norm "s00189" %1 : tensor<64x14x14x40xf32> -> tensor<64x14x14x40xf32>
  %3 = net.input "s00197/in" : tensor<64x19x19x768xf32>
  %4 = net.elementwise "s00197/feed" %3 {kind = #net<elementwise sum>} : tensor<64x19x19x768xf32> -> tensor<64x19x19x768xf32>
  %5 = net.batch_norm "s00197" %4 {activation = #net<activation silu>} : tensor<64x19x19x768xf32> -> tensor<64x19x19x768xf32>
  %6 = net.input "s00202/in" : tensor<64x28x28x48xf32>
  %7 = net.elementwise "s00202/feed" %6 {kind = #net<elementwise sum>} : tensor<64x28x28x48xf32> -> tensor<64x28x28x48xf32>
  %8 = net.batch_norm "s00202" %7 {activation = #net<activation silu>} : tensor<64x28x28x48xf32> -> tensor<64x28x28x48xf32>
  %9 = net.input "s00205/in" : tensor<64x7x7x631xf32>
  %10 = net.elementwise "s00205/feed" %9 {kind = #net<elementwise sum>} : tensor<64x7x7x631xf32> -> tensor<64x7x7x631xf32>
  %11 = net.batch_norm "s00205" %10 {activation = #net<activation silu>} : tensor<64x7x7x631xf32> -> tensor<64x7x7x631xf32>
  %12 = net.input "s00213/in" : tensor<64x112x112x60xf32>
  %13 = net.elementwise "s00213/feed" %12 {kind = #net<elementwise sum>} : tensor<64x112x112x60xf32> -> tensor<64x112x112x60xf32>
  %14 = net.batch_norm "s00213" %13 {activation = #net<activation relu6>} : tensor<64x112x112x60xf32> -> tensor<64x112x112x60xf32>
  %15 = net.input "s00216/in" : tensor<64x7x7x1256xf32>
  %16 = net.elementwise "s00216/feed" %15 {kind = #net<elementwise sum>} : tensor<64x7x7x1256xf32> -> tensor<64x7x7x1256xf32>
  %17 = net.batch_norm "s00216" %16 {activation = #net<activation relu6>} : tensor<64x7x7x1256xf32> -> tensor<64x7x7x1256xf32>
  %18 = net.input "s00229/in" : tensor<64x13x13x320xf32>
  %19 = net.elementwise "s00229/feed" %18 {kind = #net<elementwise sum>} : tensor<64x13x13x320xf32> -> tensor<64x13x13x320xf32>
  %20 = net.batch_norm "s00229" %19 {activation = #net<activation relu6>} : tensor<64x13x13x320xf32> -> tensor<64x13x13x320xf32>
  %21 = net.input "s00231/in" : tensor<64x112x112x16xf32>
  %22 = net.elementwise "s00231/feed" %21 {kind = #net<elementwise sum>} : tensor<64x112x112x16xf32> -> tensor<64x112x112x16xf32>
  %23 = net.batch_norm "s00231" %22 {activation = #net<activation silu>} : tensor<64x112x112x16xf32> -> tensor<64x112x112x16xf32>
  %24 = net.input "s00234/in" : tensor<64x28x28x312xf32>
  %25 = net.elementwise "s00234/feed" %24 {kind = #net<elementwise sum>} : tensor<64x28x28x312xf32> -> tensor<64x28x28x312xf32>
  %26 = net.batch_norm "s00234" %25 {activation = #net<activation relu>} : tensor<64x28x28x312xf32> -> tensor<64x28x28x312xf32>
  %27 = net.input "s00235/in" : tensor<64x38x38x152xf32>
  %28 = net.elementwise "s00235/feed" %27 {kind = #net<elementwise sum>} : tensor<64x38x38x152xf32> -> tensor<64x38x38x152xf32>
  %29 = net.batch_norm "s00235" %28 : tensor<64x38x38x152xf32> -> tensor<64x38x38x152xf32>
  %30 = net.input "s00246/in" : tensor<64x17x17x664xf32>
  %31 = net.elementwise "s00246/feed" %30 {kind = #net<elementwise sum>} : tensor<64x17x17x664xf32> -> tensor<64x17x17x664xf32>
  %32 = net.batch_norm "s00246" %31 : tensor<64x17x17x664xf32> -> tensor<64x17x17x664xf32>
  %33 = net.input "s00255/in" : tensor<64x8x8x768xf32>
  %34 = net.elementwise "s00255/feed" %33 {kind = #net<elementwise sum>} : tensor<64x8x8x768xf32> -> tensor<64x8x8x768xf32>
  %35 = net.batch_norm "s00255" %34 {activation = #net<activation relu>} : tensor<64x8x8x768xf32> -> tensor<64x8x8x768xf32>
  %36 = net.input "s00257/in" : tensor<64x56x56x296xf32>
  %37 = net.elementwise "s00257/feed" %36 {kind = #net<elementwise sum>} : tensor<64x56x56x296xf32> -> tensor<64x56x56x296xf32>
  %38 = net.batch_norm "s00257" %37 {activation = #net<activation relu>} : tensor<64x56x56x296xf32> -> tensor<64x56x56x296xf32>
  %39 = net.input "s00268/in" : tensor<64x56x56x656xf32>
  %40 = net.elementwise "s00268/feed" %39 {kind = #net<elementwise sum>} : tensor<64x56x56x656xf32> -> tensor<64x56x56x656xf32>
  %41 = net.batch_norm "s00268" %40 : tensor<64x56x56x656xf32> -> tensor<64x56x56x656xf32>
  %42 = net.input "s00270/in" : tensor<64x35x35x1232xf32>
  %43 = net.elementwise "s00270/feed" %42 {kind = #net<elementwise sum>} : tensor<64x35x35x1232xf32> -> tensor<64x35x35x1232xf32>
  %44 = net.batch_norm "s00270" %43 {activation = #net<activation hard_swish>} : tensor<64x35x35x1232xf32> -> tensor<64x35x35x1232xf32>
  %45 = net.input "s00271/in" : tensor<64x28x28x960xf32>
  %46 = net.elementwise "s00271/feed" %45 {kind = #net<elementwise sum>} : tensor<64x28x28x960xf32> -> tensor<64x28x28x960xf32>
  %47 = net.batch_norm "s00271" %46 : tensor<64x28x28x960xf32> -> tensor<64x28x28x960xf32>
  %48 = net.input "s00286/in" : tensor<64x7x7x344xf32>
  %49 = net.elementwise "s00286/feed" %48 {kind = #net<elementwise sum>} : tensor<64x7x7x344xf32> -> tensor<64x7x7x344xf32>
  %50 = net.batch_norm "s00286" %49 {activation = #net<activation silu>} : tensor<64x7x7x344xf32> -> tensor<64x7x7x344xf32>
  %51 = net.input "s00293/in" : tensor<64x56x56x200xf32>
  %52 = net.elementwise "s00293/feed" %51 {kind = #net<elementwise sum>} : tensor<64x56x56x200xf32> -> tensor<64x56x56x200xf32>
  %53 = net.batch_norm "s00293" %52 {activation = #net<activation relu>} : tensor<64x56x56x200xf32> -> tensor<64x56x56x200xf32>
  %54 = net.input "s00301/in" : tensor<64x7x7x2016xf32>
  %55 = net.elementwise "s00301/feed" %54 {kind = #net<elementwise sum>} : tensor<64x7x7x2016xf32> -> tensor<64x7x7x2016xf32>
  %56 = net.batch_norm "s00301" %55 {activation = #net<activation relu>} : tensor<64x7x7x2016xf32> -> tensor<64x7x7x2016xf32>
  %57 = net.input "s00306/in" : tensor<64x27x27x1024xf32>
  %58 = net.elementwise "s00306/feed" %57 {kind = #net<elementwise sum>} : tensor<64x27x27x1024xf32> -> tensor<64x27x27x1024xf32>
  %59 = net.batch_norm "s00306" %58 : tensor<64x27x27x1024xf32> -> tensor<64x27x27x1024xf32>
  %60 = net.input "s00307/in" : tensor<64x56x56x24xf32>
  %61 = net.elementwise "s00307/feed" %60 {kind = #net<elementwise sum>} : tensor<64x56x56x24xf32> -> tensor<64x56x56x24xf32>
  %62 = net.batch_norm "s00307" %61 : tensor<64x56x56x24xf32> -> tensor<64x56x56x24xf32>
  %63 = net.input "s00308/in" : tensor<64x56x56x360xf32>
  %64 = net.elementwise "s00308/feed" %63 {kind = #net<elementwise sum>} : tensor<64x56x56x360xf32> -> tensor<64x56x56x360xf32>
  %65 = net.batch_norm "s00308" %64 {activation = #net<activation relu6>} : tensor<64x56x56x360xf32> -> tensor<64x56x56x360xf32>
  %66 = net.input "s00311/in" : tensor<64x10x10x768xf32>
  %67 = net.elementwise "s00311/feed" %66 {kind = #net<elementwise sum>} : tensor<64x10x10x768xf32> -> tensor<64x10x10x768xf32>
  %68 = net.batch_norm "s00311" %67 {activation = #net<activation relu>} : tensor<64x10x10x768xf32> -> tensor<64x10x10x768xf32>
  %69 = net.input "s00319/in" : tensor<64x8x8x848xf32>
  %70 = net.elementwise "s00319/feed" %69 {kind = #net<elementwise sum>} : tensor<64x8x8x848xf32> -> tensor<64x8x8x848xf32>
  %71 = net.batch_norm "s00319" %70 {activation = #net<activation relu>} : tensor<64x8x8x848xf32> -> tensor<64x8x8x848xf32>
  %72 = net.input "s00322/in" : tensor<64x10x10x170xf32>
  %73 = net.elementwise "s00322/feed" %72 {kind = #net<elementwise sum>} : tensor<64x10x10x170xf32> -> tensor<64x10x10x170xf32>
  %74 = net.batch_norm "s00322" %73 : tensor<64x10x10x170xf32> -> tensor<64x10x10x170xf32>
}
