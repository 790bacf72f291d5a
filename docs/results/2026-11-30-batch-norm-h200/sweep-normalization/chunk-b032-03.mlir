net.network "chunk-b032-03" {
  %0 = net.input "s00315/in" : tensor<32x14x14x1096xf32>
  %1 = net.elementwise "s00315/feed" %0 {kind = #net<elementwise sum>} : tensor<32x14x14x1096xf32> -> tensor<32x14x14x1096xf32>
  %2 = net.batch_norm "s00315" %1 : tensor<32x14x14x1096xf32> -> tensor<32x14x14x1096xf32>
  %3 = net.input "s00321/in" : tensor<32x7x7x512xf32>
  %4 = net.elementwise "s00321/feed" %3 {kind = #net<elementwise sum>} : tensor<32x7x7x512xf32> -> tensor<32x7x7x512xf32>
  %5 = net.batch_norm "s00321" %4 {activation = #net<activation relu>} : tensor<32x7x7x512xf32> -> tensor<32x7x7x512xf32>
  %6 = net.input "s00335/in" : tensor<32x112x112x32xf32>
  %7 = net.elementwise "s00335/feed" %6 {kind = #net<elementwise sum>} : tensor<32x112x112x32xf32> -> tensor<32x112x112x32xf32>
  %8 = net.batch_norm "s00335" %7 {activation = #net<activation relu>} : tensor<32x112x112x32xf32> -> tensor<32x112x112x32xf32>
  %9 = net.input "s00339/in" : tensor<32x8x8x1024xf32>
  %10 = net.elementwise "s00339/feed" %9 {kind = #net<elementwise sum>} : tensor<32x8x8x1024xf32> -> tensor<32x8x8x1024xf32>
  %11 = net.batch_norm "s00339" %10 {activation = #net<activation relu>} : tensor<32x8x8x1024xf32> -> tensor<32x8x8x1024xf32>
  %12 = net.input "s00343/in" : tensor<32x28x28x384xf32>
  %13 = net.elementwise "s00343/feed" %12 {kind = #net<elementwise sum>} : tensor<32x28x28x384xf32> -> tensor<32x28x28x384xf32>
  %14 = net.batch_norm "s00343" %13 {activation = #net<activation relu>} : tensor<32x28x28x384xf32> -> tensor<32x28x28x384xf32>
  %15 = net.input "s00350/in" : tensor<32x56x56x429xf32>
  %16 = net.elementwise "s00350/feed" %15 {kind = #net<elementwise sum>} : tensor<32x56x56x429xf32> -> tensor<32x56x56x429xf32>
  %17 = net.batch_norm "s00350" %16 {activation = #net<activation hard_swish>} : tensor<32x56x56x429xf32> -> tensor<32x56x56x429xf32>
  %18 = net.input "s00352/in" : tensor<32x14x14x24xf32>
  %19 = net.elementwise "s00352/feed" %18 {kind = #net<elementwise sum>} : tensor<32x14x14x24xf32> -> tensor<32x14x14x24xf32>
  %20 = net.batch_norm "s00352" %19 : tensor<32x14x14x24xf32> -> tensor<32x14x14x24xf32>
  %21 = net.input "s00355/in" : tensor<32x13x13x32xf32>
  %22 = net.elementwise "s00355/feed" %21 {kind = #net<elementwise sum>} : tensor<32x13x13x32xf32> -> tensor<32x13x13x32xf32>
  %23 = net.batch_norm "s00355" %22 {activation = #net<activation hard_swish>} : tensor<32x13x13x32xf32> -> tensor<32x13x13x32xf32>
  %24 = net.input "s00359/in" : tensor<32x13x13x504xf32>
  %25 = net.elementwise "s00359/feed" %24 {kind = #net<elementwise sum>} : tensor<32x13x13x504xf32> -> tensor<32x13x13x504xf32>
  %26 = net.batch_norm "s00359" %25 {activation = #net<activation hard_swish>} : tensor<32x13x13x504xf32> -> tensor<32x13x13x504xf32>
  %27 = net.input "s00361/in" : tensor<32x38x38x128xf32>
  %28 = net.elementwise "s00361/feed" %27 {kind = #net<elementwise sum>} : tensor<32x38x38x128xf32> -> tensor<32x38x38x128xf32>
  %29 = net.batch_norm "s00361" %28 {activation = #net<activation relu>} : tensor<32x38x38x128xf32> -> tensor<32x38x38x128xf32>
  %30 = net.input "s00364/in" : tensor<32x28x28x768xf32>
  %31 = net.elementwise "s00364/feed" %30 {kind = #net<elementwise sum>} : tensor<32x28x28x768xf32> -> tensor<32x28x28x768xf32>
  %32 = net.batch_norm "s00364" %31 {activation = #net<activation relu>} : tensor<32x28x28x768xf32> -> tensor<32x28x28x768xf32>
  %33 = net.input "s00376/in" : tensor<32x7x7x512xf32>
  %34 = net.elementwise "s00376/feed" %33 {kind = #net<elementwise sum>} : tensor<32x7x7x512xf32> -> tensor<32x7x7x512xf32>
  %35 = net.batch_norm "s00376" %34 {activation = #net<activation hard_swish>} : tensor<32x7x7x512xf32> -> tensor<32x7x7x512xf32>
  %36 = net.input "s00381/in" : tensor<32x38x38x264xf32>
  %37 = net.elementwise "s00381/feed" %36 {kind = #net<elementwise sum>} : tensor<32x38x38x264xf32> -> tensor<32x38x38x264xf32>
  %38 = net.batch_norm "s00381" %37 {activation = #net<activation silu>} : tensor<32x38x38x264xf32> -> tensor<32x38x38x264xf32>
  %39 = net.input "s00382/in" : tensor<32x14x14x936xf32>
  %40 = net.elementwise "s00382/feed" %39 {kind = #net<elementwise sum>} : tensor<32x14x14x936xf32> -> tensor<32x14x14x936xf32>
  %41 = net.batch_norm "s00382" %40 {activation = #net<activation silu>} : tensor<32x14x14x936xf32> -> tensor<32x14x14x936xf32>
  %42 = net.input "s00383/in" : tensor<32x28x28x920xf32>
  %43 = net.elementwise "s00383/feed" %42 {kind = #net<elementwise sum>} : tensor<32x28x28x920xf32> -> tensor<32x28x28x920xf32>
  %44 = net.batch_norm "s00383" %43 {activation = #net<activation relu6>} : tensor<32x28x28x920xf32> -> tensor<32x28x28x920xf32>
  %45 = net.input "s00390/in" : tensor<32x112x112x24xf32>
  %46 = net.elementwise "s00390/feed" %45 {kind = #net<elementwise sum>} : tensor<32x112x112x24xf32> -> tensor<32x112x112x24xf32>
  %47 = net.batch_norm "s00390" %46 {activation = #net<activation relu6>} : tensor<32x112x112x24xf32> -> tensor<32x112x112x24xf32>
  %48 = net.input "s00391/in" : tensor<32x14x14x384xf32>
  %49 = net.elementwise "s00391/feed" %48 {kind = #net<elementwise sum>} : tensor<32x14x14x384xf32> -> tensor<32x14x14x384xf32>
  %50 = net.batch_norm "s00391" %49 {activation = #net<activation relu>} : tensor<32x14x14x384xf32> -> tensor<32x14x14x384xf32>
  %51 = net.input "s00392/in" : tensor<32x27x27x512xf32>
  %52 = net.elementwise "s00392/feed" %51 {kind = #net<elementwise sum>} : tensor<32x27x27x512xf32> -> tensor<32x27x27x512xf32>
  %53 = net.batch_norm "s00392" %52 {activation = #net<activation silu>} : tensor<32x27x27x512xf32> -> tensor<32x27x27x512xf32>
  %54 = net.input "s00393/in" : tensor<32x10x10x480xf32>
  %55 = net.elementwise "s00393/feed" %54 {kind = #net<elementwise sum>} : tensor<32x10x10x480xf32> -> tensor<32x10x10x480xf32>
  %56 = net.batch_norm "s00393" %55 : tensor<32x10x10x480xf32> -> tensor<32x10x10x480xf32>
  %57 = net.input "s00399/in" : tensor<32x14x14x350xf32>
  %58 = net.elementwise "s00399/feed" %57 {kind = #net<elementwise sum>} : tensor<32x14x14x350xf32> -> tensor<32x14x14x350xf32>
  %59 = net.batch_norm "s00399" %58 : tensor<32x14x14x350xf32> -> tensor<32x14x14x350xf32>
}
