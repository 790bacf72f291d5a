net.network "chunk-b064-03" {
  %0 = net.input "s00325/in" : tensor<64x35x35x1015xf32>
  %1 = net.elementwise "s00325/feed" %0 {kind = #net<elementwise sum>} : tensor<64x35x35x1015xf32> -> tensor<64x35x35x1015xf32>
  %2 = net.batch_norm "s00325" %1 : tensor<64x35x35x1015xf32> -> tensor<64x35x35x1015xf32>
  %3 = net.input "s00331/in" : tensor<64x7x7x16xf32>
  %4 = net.elementwise "s00331/feed" %3 {kind = #net<elementwise sum>} : tensor<64x7x7x16xf32> -> tensor<64x7x7x16xf32>
  %5 = net.batch_norm "s00331" %4 {activation = #net<activation silu>} : tensor<64x7x7x16xf32> -> tensor<64x7x7x16xf32>
  %6 = net.input "s00333/in" : tensor<64x13x13x256xf32>
  %7 = net.elementwise "s00333/feed" %6 {kind = #net<elementwise sum>} : tensor<64x13x13x256xf32> -> tensor<64x13x13x256xf32>
  %8 = net.batch_norm "s00333" %7 : tensor<64x13x13x256xf32> -> tensor<64x13x13x256xf32>
  %9 = net.input "s00336/in" : tensor<64x14x14x384xf32>
  %10 = net.elementwise "s00336/feed" %9 {kind = #net<elementwise sum>} : tensor<64x14x14x384xf32> -> tensor<64x14x14x384xf32>
  %11 = net.batch_norm "s00336" %10 {activation = #net<activation relu>} : tensor<64x14x14x384xf32> -> tensor<64x14x14x384xf32>
  %12 = net.input "s00345/in" : tensor<64x27x27x128xf32>
  %13 = net.elementwise "s00345/feed" %12 {kind = #net<elementwise sum>} : tensor<64x27x27x128xf32> -> tensor<64x27x27x128xf32>
  %14 = net.batch_norm "s00345" %13 : tensor<64x27x27x128xf32> -> tensor<64x27x27x128xf32>
  %15 = net.input "s00353/in" : tensor<64x35x35x2xf32>
  %16 = net.elementwise "s00353/feed" %15 {kind = #net<elementwise sum>} : tensor<64x35x35x2xf32> -> tensor<64x35x35x2xf32>
  %17 = net.batch_norm "s00353" %16 {activation = #net<activation silu>} : tensor<64x35x35x2xf32> -> tensor<64x35x35x2xf32>
  %18 = net.input "s00357/in" : tensor<64x56x56x192xf32>
  %19 = net.elementwise "s00357/feed" %18 {kind = #net<elementwise sum>} : tensor<64x56x56x192xf32> -> tensor<64x56x56x192xf32>
  %20 = net.batch_norm "s00357" %19 {activation = #net<activation relu6>} : tensor<64x56x56x192xf32> -> tensor<64x56x56x192xf32>
  %21 = net.input "s00358/in" : tensor<64x28x28x192xf32>
  %22 = net.elementwise "s00358/feed" %21 {kind = #net<elementwise sum>} : tensor<64x28x28x192xf32> -> tensor<64x28x28x192xf32>
  %23 = net.batch_norm "s00358" %22 {activation = #net<activation relu>} : tensor<64x28x28x192xf32> -> tensor<64x28x28x192xf32>
  %24 = net.input "s00363/in" : tensor<64x28x28x72xf32>
  %25 = net.elementwise "s00363/feed" %24 {kind = #net<elementwise sum>} : tensor<64x28x28x72xf32> -> tensor<64x28x28x72xf32>
  %26 = net.batch_norm "s00363" %25 {activation = #net<activation relu6>} : tensor<64x28x28x72xf32> -> tensor<64x28x28x72xf32>
  %27 = net.input "s00365/in" : tensor<64x28x28x72xf32>
  %28 = net.elementwise "s00365/feed" %27 {kind = #net<elementwise sum>} : tensor<64x28x28x72xf32> -> tensor<64x28x28x72xf32>
  %29 = net.batch_norm "s00365" %28 {activation = #net<activation relu>} : tensor<64x28x28x72xf32> -> tensor<64x28x28x72xf32>
  %30 = net.input "s00367/in" : tensor<64x8x8x1152xf32>
  %31 = net.elementwise "s00367/feed" %30 {kind = #net<elementwise sum>} : tensor<64x8x8x1152xf32> -> tensor<64x8x8x1152xf32>
  %32 = net.batch_norm "s00367" %31 : tensor<64x8x8x1152xf32> -> tensor<64x8x8x1152xf32>
  %33 = net.input "s00372/in" : tensor<64x14x14x960xf32>
  %34 = net.elementwise "s00372/feed" %33 {kind = #net<elementwise sum>} : tensor<64x14x14x960xf32> -> tensor<64x14x14x960xf32>
  %35 = net.batch_norm "s00372" %34 : tensor<64x14x14x960xf32> -> tensor<64x14x14x960xf32>
  %36 = net.input "s00379/in" : tensor<64x14x14x512xf32>
  %37 = net.elementwise "s00379/feed" %36 {kind = #net<elementwise sum>} : tensor<64x14x14x512xf32> -> tensor<64x14x14x512xf32>
  %38 = net.batch_norm "s00379" %37 {activation = #net<activation relu>} : tensor<64x14x14x512xf32> -> tensor<64x14x14x512xf32>
  %39 = net.input "s00385/in" : tensor<64x14x14x24xf32>
  %40 = net.elementwise "s00385/feed" %39 {kind = #net<elementwise sum>} : tensor<64x14x14x24xf32> -> tensor<64x14x14x24xf32>
  %41 = net.batch_norm "s00385" %40 : tensor<64x14x14x24xf32> -> tensor<64x14x14x24xf32>
  %42 = net.input "s00386/in" : tensor<64x19x19x72xf32>
  %43 = net.elementwise "s00386/feed" %42 {kind = #net<elementwise sum>} : tensor<64x19x19x72xf32> -> tensor<64x19x19x72xf32>
  %44 = net.batch_norm "s00386" %43 {activation = #net<activation hard_swish>} : tensor<64x19x19x72xf32> -> tensor<64x19x19x72xf32>
  %45 = net.input "s00388/in" : tensor<64x7x7x512xf32>
  %46 = net.elementwise "s00388/feed" %45 {kind = #net<elementwise sum>} : tensor<64x7x7x512xf32> -> tensor<64x7x7x512xf32>
  %47 = net.batch_norm "s00388" %46 : tensor<64x7x7x512xf32> -> tensor<64x7x7x512xf32>
  %48 = net.input "s00389/in" : tensor<64x14x14x407xf32>
  %49 = net.elementwise "s00389/feed" %48 {kind = #net<elementwise sum>} : tensor<64x14x14x407xf32> -> tensor<64x14x14x407xf32>
  %50 = net.batch_norm "s00389" %49 {activation = #net<activation relu6>} : tensor<64x14x14x407xf32> -> tensor<64x14x14x407xf32>
  %51 = net.input "s00396/in" : tensor<64x8x8x32xf32>
  %52 = net.elementwise "s00396/feed" %51 {kind = #net<elementwise sum>} : tensor<64x8x8x32xf32> -> tensor<64x8x8x32xf32>
  %53 = net.batch_norm "s00396" %52 {activation = #net<activation silu>} : tensor<64x8x8x32xf32> -> tensor<64x8x8x32xf32>
}
