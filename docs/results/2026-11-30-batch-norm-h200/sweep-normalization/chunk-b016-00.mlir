net.network "chunk-b016-00" {
  %0 = net.input "s00008/in" : tensor<16x7x7x727xf32>
  %1 = net.elementwise "s00008/feed" %0 {kind = #net<elementwise sum>} : tensor<16x7x7x727xf32> -> tensor<16x7x7x727xf32>
  %2 = net.batch_norm "s00008" %1 {activation = #net<activation relu>} : tensor<16x7x7x727xf32> -> tensor<16x7x7x727xf32>
  %3 = net.input "s00009/in" : tensor<16x14x14x490xf32>
  %4 = net.elementwise "s00009/feed" %3 {kind = #net<elementwise sum>} : tensor<16x14x14x490xf32> -> tensor<16x14x14x490xf32>
  %5 = net.batch_norm "s00009" %4 {activation = #net<activation relu6>} : tensor<16x14x14x490xf32> -> tensor<16x14x14x490xf32>
  %6 = net.input "s00019/in" : tensor<16x14x14x2000xf32>
  %7 = net.elementwise "s00019/feed" %6 {kind = #net<elementwise sum>} : tensor<16x14x14x2000xf32> -> tensor<16x14x14x2000xf32>
  %8 = net.batch_norm "s00019" %7 {activation = #net<activation relu>} : tensor<16x14x14x2000xf32> -> tensor<16x14x14x2000xf32>
  %9 = net.input "s00028/in" : tensor<16x56x56x384xf32>
  %10 = net.elementwise "s00028/feed" %9 {kind = #net<elementwise sum>} : tensor<16x56x56x384xf32> -> tensor<16x56x56x384xf32>
  %11 = net.batch_norm "s00028" %10 {activation = #net<activation hard_swish>} : tensor<16x56x56x384xf32> -> tensor<16x56x56x384xf32>
  %12 = net.input "s00047/in" : tensor<16x35x35x768xf32>
  %13 = net.elementwise "s00047/feed" %12 {kind = #net<elementwise sum>} : tensor<16x35x35x768xf32> -> tensor<16x35x35x768xf32>
  %14 = net.batch_norm "s00047" %13 {activation = #net<activation relu>} : tensor<16x35x35x768xf32> -> tensor<16x35x35x768xf32>
  %15 = net.input "s00053/in" : tensor<16x38x38x512xf32>
  %16 = net.elementwise "s00053/feed" %15 {kind = #net<elementwise sum>} : tensor<16x38x38x512xf32> -> tensor<16x38x38x512xf32>
  %17 = net.batch_norm "s00053" %16 {activation = #net<activation hard_swish>} : tensor<16x38x38x512xf32> -> tensor<16x38x38x512xf32>
  %18 = net.input "s00059/in" : tensor<16x8x8x768xf32>
  %19 = net.elementwise "s00059/feed" %18 {kind = #net<elementwise sum>} : tensor<16x8x8x768xf32> -> tensor<16x8x8x768xf32>
  %20 = net.batch_norm "s00059" %19 {activation = #net<activation relu>} : tensor<16x8x8x768xf32> -> tensor<16x8x8x768xf32>
  %21 = net.input "s00076/in" : tensor<16x19x19x741xf32>
  %22 = net.elementwise "s00076/feed" %21 {kind = #net<elementwise sum>} : tensor<16x19x19x741xf32> -> tensor<16x19x19x741xf32>
  %23 = net.batch_norm "s00076" %22 {activation = #net<activation relu>} : tensor<16x19x19x741xf32> -> tensor<16x19x19x741xf32>
  %24 = net.input "s00089/in" : tensor<16x28x28x32xf32>
  %25 = net.elementwise "s00089/feed" %24 {kind = #net<elementwise sum>} : tensor<16x28x28x32xf32> -> tensor<16x28x28x32xf32>
  %26 = net.batch_norm "s00089" %25 : tensor<16x28x28x32xf32> -> tensor<16x28x28x32xf32>
  %27 = net.input "s00107/in" : tensor<16x10x10x672xf32>
  %28 = net.elementwise "s00107/feed" %27 {kind = #net<elementwise sum>} : tensor<16x10x10x672xf32> -> tensor<16x10x10x672xf32>
  %29 = net.batch_norm "s00107" %28 {activation = #net<activation relu>} : tensor<16x10x10x672xf32> -> tensor<16x10x10x672xf32>
  %30 = net.input "s00118/in" : tensor<16x56x56x512xf32>
  %31 = net.elementwise "s00118/feed" %30 {kind = #net<elementwise sum>} : tensor<16x56x56x512xf32> -> tensor<16x56x56x512xf32>
  %32 = net.batch_norm "s00118" %31 {activation = #net<activation relu6>} : tensor<16x56x56x512xf32> -> tensor<16x56x56x512xf32>
  %33 = net.input "s00126/in" : tensor<16x112x112x384xf32>
  %34 = net.elementwise "s00126/feed" %33 {kind = #net<elementwise sum>} : tensor<16x112x112x384xf32> -> tensor<16x112x112x384xf32>
  %35 = net.batch_norm "s00126" %34 {activation = #net<activation relu>} : tensor<16x112x112x384xf32> -> tensor<16x112x112x384xf32>
  %36 = net.input "s00131/in" : tensor<16x28x28x384xf32>
  %37 = net.elementwise "s00131/feed" %36 {kind = #net<elementwise sum>} : tensor<16x28x28x384xf32> -> tensor<16x28x28x384xf32>
  %38 = net.batch_norm "s00131" %37 {activation = #net<activation relu>} : tensor<16x28x28x384xf32> -> tensor<16x28x28x384xf32>
  %39 = net.input "s00136/in" : tensor<16x7x7x288xf32>
  %40 = net.elementwise "s00136/feed" %39 {kind = #net<elementwise sum>} : tensor<16x7x7x288xf32> -> tensor<16x7x7x288xf32>
  %41 = net.batch_norm "s00136" %40 {activation = #net<activation hard_swish>} : tensor<16x7x7x288xf32> -> tensor<16x7x7x288xf32>
  %42 = net.input "s00138/in" : tensor<16x7x7x128xf32>
  %43 = net.elementwise "s00138/feed" %42 {kind = #net<elementwise sum>} : tensor<16x7x7x128xf32> -> tensor<16x7x7x128xf32>
  %44 = net.batch_norm "s00138" %43 {activation = #net<activation relu>} : tensor<16x7x7x128xf32> -> tensor<16x7x7x128xf32>
  %45 = net.input "s00139/in" : tensor<16x14x14x16xf32>
  %46 = net.elementwise "s00139/feed" %45 {kind = #net<elementwise sum>} : tensor<16x14x14x16xf32> -> tensor<16x14x14x16xf32>
  %47 = net.batch_norm "s00139" %46 : tensor<16x14x14x16xf32> -> tensor<16x14x14x16xf32>
  %48 = net.input "s00141/in" : tensor<16x28x28x264xf32>
  %49 = net.elementwise "s00141/feed" %48 {kind = #net<elementwise sum>} : tensor<16x28x28x264xf32> -> tensor<16x28x28x264xf32>
  %50 = net.batch_norm "s00141" %49 {activation = #net<activation silu>} : tensor<16x28x28x264xf32> -> tensor<16x28x28x264xf32>
  %51 = net.input "s00146/in" : tensor<16x10x10x326xf32>
  %52 = net.elementwise "s00146/feed" %51 {kind = #net<elementwise sum>} : tensor<16x10x10x326xf32> -> tensor<16x10x10x326xf32>
  %53 = net.batch_norm "s00146" %52 : tensor<16x10x10x326xf32> -> tensor<16x10x10x326xf32>
  %54 = net.input "s00150/in" : tensor<16x14x14x24xf32>
  %55 = net.elementwise "s00150/feed" %54 {kind = #net<elementwise sum>} : tensor<16x14x14x24xf32> -> tensor<16x14x14x24xf32>
  %56 = net.batch_norm "s00150" %55 {activation = #net<activation relu>} : tensor<16x14x14x24xf32> -> tensor<16x14x14x24xf32>
  %57 = net.input "s00153/in" : tensor<16x17x17x1264xf32>
  %58 = net.elementwise "s00153/feed" %57 {kind = #net<elementwise sum>} : tensor<16x17x17x1264xf32> -> tensor<16x17x17x1264xf32>
  %59 = net.batch_norm "s00153" %58 {activation = #net<activation relu>} : tensor<16x17x17x1264xf32> -> tensor<16x17x17x1264xf32>
  %60 = net.input "s00159/in" : tensor<16x17x17x240xf32>
  %61 = net.elementwise "s00159/feed" %60 {kind = #net<elementwise sum>} : tensor<16x17x17x240xf32> -> tensor<16x17x17x240xf32>
  %62 = net.batch_norm "s00159" %61 {activation = #net<activation relu>} : tensor<16x17x17x240xf32> -> tensor<16x17x17x240xf32>
  %63 = net.input "s00175/in" : tensor<16x14x14x256xf32>
  %64 = net.elementwise "s00175/feed" %63 {kind = #net<elementwise sum>} : tensor<16x14x14x256xf32> -> tensor<16x14x14x256xf32>
  %65 = net.batch_norm "s00175" %64 : tensor<16x14x14x256xf32> -> tensor<16x14x14x256xf32>
  %66 = net.input "s00176/in" : tensor<16x56x56x920xf32>
  %67 = net.elementwise "s00176/feed" %66 {kind = #net<elementwise sum>} : tensor<16x56x56x920xf32> -> tensor<16x56x56x920xf32>
  %68 = net.batch_norm "s00176" %67 {activation = #net<activation relu>} : tensor<16x56x56x920xf32> -> tensor<16x56x56x920xf32>
  %69 = net.input "s00177/in" : tensor<16x17x17x99xf32>
  %70 = net.elementwise "s00177/feed" %69 {kind = #net<elementwise sum>} : tensor<16x17x17x99xf32> -> tensor<16x17x17x99xf32>
  %71 = net.batch_norm "s00177" %70 {activation = #net<activation relu>} : tensor<16x17x17x99xf32> -> tensor<16x17x17x99xf32>
  %72 = net.input "s00185/in" : tensor<16x56x56x512xf32>
  %73 = net.elementwise "s00185/feed" %72 {kind = #net<elementwise sum>} : tensor<16x56x56x512xf32> -> tensor<16x56x56x512xf32>
  %74 = net.batch_norm "s00185" %73 {activation = #net<activation relu>} : tensor<16x56x56x512xf32> -> tensor<16x56x56x512xf32>
}
