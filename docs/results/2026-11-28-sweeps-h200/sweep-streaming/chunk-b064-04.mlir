net.network "chunk-b064-04" {
  %0 = net.input "s00441/in" : tensor<64x27x27x2048xf32>
  %1 = net.elementwise "s00441/feed" %0 {kind = #net<elementwise sum>} : tensor<64x27x27x2048xf32> -> tensor<64x27x27x2048xf32>
  %2 = net.max_pool "s00441" %1 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x27x27x2048xf32> -> tensor<64x14x14x2048xf32>
  %3 = net.input "s00443/in" : tensor<64x8x8x192xf32>
  %4 = net.elementwise "s00443/feed" %3 {kind = #net<elementwise sum>} : tensor<64x8x8x192xf32> -> tensor<64x8x8x192xf32>
  %5 = net.max_pool "s00443" %4 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x8x8x192xf32> -> tensor<64x8x8x192xf32>
  %6 = net.input "s00447/in" : tensor<64x56x56x128xf32>
  %7 = net.elementwise "s00447/feed" %6 {kind = #net<elementwise sum>} : tensor<64x56x56x128xf32> -> tensor<64x56x56x128xf32>
  %8 = net.avg_pool "s00447" %7 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x56x56x128xf32> -> tensor<64x1x1x128xf32>
  %9 = net.input "s00452/in" : tensor<64x14x14x2048xf32>
  %10 = net.elementwise "s00452/feed" %9 {kind = #net<elementwise sum>} : tensor<64x14x14x2048xf32> -> tensor<64x14x14x2048xf32>
  %11 = net.avg_pool "s00452" %10 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x14x14x2048xf32> -> tensor<64x7x7x2048xf32>
  %12 = net.input "s00453/in" : tensor<64x14x14x768xf32>
  %13 = net.elementwise "s00453/feed" %12 {kind = #net<elementwise sum>} : tensor<64x14x14x768xf32> -> tensor<64x14x14x768xf32>
  %14 = net.max_pool "s00453" %13 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x14x14x768xf32> -> tensor<64x7x7x768xf32>
  %15 = net.input "s00456/in" : tensor<64x17x17x48xf32>
  %16 = net.elementwise "s00456/feed" %15 {kind = #net<elementwise sum>} : tensor<64x17x17x48xf32> -> tensor<64x17x17x48xf32>
  %17 = net.max_pool "s00456" %16 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x17x17x48xf32> -> tensor<64x17x17x48xf32>
  %18 = net.input "s00459/in" : tensor<64x13x13x128xf32>
  %19 = net.elementwise "s00459/feed" %18 {kind = #net<elementwise sum>} : tensor<64x13x13x128xf32> -> tensor<64x13x13x128xf32>
  %20 = net.batch_norm "s00459" %19 {activation = #net<activation relu>} : tensor<64x13x13x128xf32> -> tensor<64x13x13x128xf32>
  %21 = net.input "s00463/in" : tensor<64x17x17x16xf32>
  %22 = net.elementwise "s00463/feed" %21 {kind = #net<elementwise sum>} : tensor<64x17x17x16xf32> -> tensor<64x17x17x16xf32>
  %23 = net.avg_pool "s00463" %22 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x17x17x16xf32> -> tensor<64x17x17x16xf32>
  %24 = net.input "s00464/in" : tensor<64x8x8x2048xf32>
  %25 = net.elementwise "s00464/feed" %24 {kind = #net<elementwise sum>} : tensor<64x8x8x2048xf32> -> tensor<64x8x8x2048xf32>
  %26 = net.max_pool "s00464" %25 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x8x8x2048xf32> -> tensor<64x4x4x2048xf32>
  %27 = net.input "s00465/in" : tensor<64x14x14x64xf32>
  %28 = net.elementwise "s00465/feed" %27 {kind = #net<elementwise sum>} : tensor<64x14x14x64xf32> -> tensor<64x14x14x64xf32>
  %29 = net.batch_norm "s00465" %28 : tensor<64x14x14x64xf32> -> tensor<64x14x14x64xf32>
  %30 = net.input "s00467/in" : tensor<64x35x35x512xf32>
  %31 = net.elementwise "s00467/feed" %30 {kind = #net<elementwise sum>} : tensor<64x35x35x512xf32> -> tensor<64x35x35x512xf32>
  %32 = net.batch_norm "s00467" %31 {activation = #net<activation relu>} : tensor<64x35x35x512xf32> -> tensor<64x35x35x512xf32>
  %33 = net.input "s00468/in" : tensor<64x14x14x16xf32>
  %34 = net.elementwise "s00468/feed" %33 {kind = #net<elementwise sum>} : tensor<64x14x14x16xf32> -> tensor<64x14x14x16xf32>
  %35 = net.input "s00468/b/in" : tensor<64x14x14x16xf32>
  %36 = net.elementwise "s00468/b/feed" %35 {kind = #net<elementwise sum>} : tensor<64x14x14x16xf32> -> tensor<64x14x14x16xf32>
  %37 = net.elementwise "s00468" %34, %36 {activation = #net<activation relu>} : tensor<64x14x14x16xf32>, tensor<64x14x14x16xf32> -> tensor<64x14x14x16xf32>
  %38 = net.input "s00470/in" : tensor<64x56x56x256xf32>
  %39 = net.elementwise "s00470/feed" %38 {kind = #net<elementwise sum>} : tensor<64x56x56x256xf32> -> tensor<64x56x56x256xf32>
  %40 = net.input "s00470/b/in" : tensor<64x56x56x256xf32>
  %41 = net.elementwise "s00470/b/feed" %40 {kind = #net<elementwise sum>} : tensor<64x56x56x256xf32> -> tensor<64x56x56x256xf32>
  %42 = net.elementwise "s00470" %39, %41 {activation = #net<activation relu>} : tensor<64x56x56x256xf32>, tensor<64x56x56x256xf32> -> tensor<64x56x56x256xf32>
  %43 = net.input "s00474/in" : tensor<64x27x27x128xf32>
  %44 = net.elementwise "s00474/feed" %43 {kind = #net<elementwise sum>} : tensor<64x27x27x128xf32> -> tensor<64x27x27x128xf32>
  %45 = net.max_pool "s00474" %44 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x27x27x128xf32> -> tensor<64x14x14x128xf32>
  %46 = net.input "s00480/in" : tensor<64x512xf32>
  %47 = net.elementwise "s00480/feed" %46 {kind = #net<elementwise sum>} : tensor<64x512xf32> -> tensor<64x512xf32>
  %48 = net.inner_product "s00480" %47 {num_outputs = 100 : i64} : tensor<64x512xf32> -> tensor<64x100xf32>
  %49 = net.input "s00481/in" : tensor<64x14x14x256xf32>
  %50 = net.elementwise "s00481/feed" %49 {kind = #net<elementwise sum>} : tensor<64x14x14x256xf32> -> tensor<64x14x14x256xf32>
  %51 = net.batch_norm "s00481" %50 {activation = #net<activation relu>} : tensor<64x14x14x256xf32> -> tensor<64x14x14x256xf32>
  %52 = net.input "s00483/in" : tensor<64x7x7x192xf32>
  %53 = net.elementwise "s00483/feed" %52 {kind = #net<elementwise sum>} : tensor<64x7x7x192xf32> -> tensor<64x7x7x192xf32>
  %54 = net.input "s00483/b/in" : tensor<64x7x7x192xf32>
  %55 = net.elementwise "s00483/b/feed" %54 {kind = #net<elementwise sum>} : tensor<64x7x7x192xf32> -> tensor<64x7x7x192xf32>
  %56 = net.elementwise "s00483" %53, %55 : tensor<64x7x7x192xf32>, tensor<64x7x7x192xf32> -> tensor<64x7x7x192xf32>
  %57 = net.input "s00489/in" : tensor<64x112x112x24xf32>
  %58 = net.elementwise "s00489/feed" %57 {kind = #net<elementwise sum>} : tensor<64x112x112x24xf32> -> tensor<64x112x112x24xf32>
  %59 = net.avg_pool "s00489" %58 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x112x112x24xf32> -> tensor<64x56x56x24xf32>
  %60 = net.input "s00491/in" : tensor<64x7x7x512xf32>
  %61 = net.elementwise "s00491/feed" %60 {kind = #net<elementwise sum>} : tensor<64x7x7x512xf32> -> tensor<64x7x7x512xf32>
  %62 = net.input "s00491/b/in" : tensor<64x7x7x512xf32>
  %63 = net.elementwise "s00491/b/feed" %62 {kind = #net<elementwise sum>} : tensor<64x7x7x512xf32> -> tensor<64x7x7x512xf32>
  %64 = net.elementwise "s00491" %61, %63 : tensor<64x7x7x512xf32>, tensor<64x7x7x512xf32> -> tensor<64x7x7x512xf32>
  %65 = net.input "s00492/in" : tensor<64x56x56x512xf32>
  %66 = net.elementwise "s00492/feed" %65 {kind = #net<elementwise sum>} : tensor<64x56x56x512xf32> -> tensor<64x56x56x512xf32>
  %67 = net.max_pool "s00492" %66 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x56x56x512xf32> -> tensor<64x28x28x512xf32>
  %68 = net.input "s00494/in" : tensor<64x35x35x256xf32>
  %69 = net.elementwise "s00494/feed" %68 {kind = #net<elementwise sum>} : tensor<64x35x35x256xf32> -> tensor<64x35x35x256xf32>
  %70 = net.input "s00494/b/in" : tensor<64x35x35x256xf32>
  %71 = net.elementwise "s00494/b/feed" %70 {kind = #net<elementwise sum>} : tensor<64x35x35x256xf32> -> tensor<64x35x35x256xf32>
  %72 = net.elementwise "s00494" %69, %71 {activation = #net<activation relu>} : tensor<64x35x35x256xf32>, tensor<64x35x35x256xf32> -> tensor<64x35x35x256xf32>
  %73 = net.input "s00495/in" : tensor<64x56x56x64xf32>
  %74 = net.elementwise "s00495/feed" %73 {kind = #net<elementwise sum>} : tensor<64x56x56x64xf32> -> tensor<64x56x56x64xf32>
  %75 = net.max_pool "s00495" %74 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x56x56x64xf32> -> tensor<64x28x28x64xf32>
  %76 = net.input "s00496/in" : tensor<64x27x27x24xf32>
  %77 = net.elementwise "s00496/feed" %76 {kind = #net<elementwise sum>} : tensor<64x27x27x24xf32> -> tensor<64x27x27x24xf32>
  %78 = net.input "s00496/b/in" : tensor<64x27x27x24xf32>
  %79 = net.elementwise "s00496/b/feed" %78 {kind = #net<elementwise sum>} : tensor<64x27x27x24xf32> -> tensor<64x27x27x24xf32>
  %80 = net.elementwise "s00496" %77, %79 : tensor<64x27x27x24xf32>, tensor<64x27x27x24xf32> -> tensor<64x27x27x24xf32>
  %81 = net.input "s00501/in" : tensor<64x56x56x32xf32>
  %82 = net.elementwise "s00501/feed" %81 {kind = #net<elementwise sum>} : tensor<64x56x56x32xf32> -> tensor<64x56x56x32xf32>
  %83 = net.avg_pool "s00501" %82 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x56x56x32xf32> -> tensor<64x1x1x32xf32>
  %84 = net.input "s00511/in" : tensor<64x14x14x192xf32>
  %85 = net.elementwise "s00511/feed" %84 {kind = #net<elementwise sum>} : tensor<64x14x14x192xf32> -> tensor<64x14x14x192xf32>
  %86 = net.input "s00511/b/in" : tensor<64x14x14x192xf32>
  %87 = net.elementwise "s00511/b/feed" %86 {kind = #net<elementwise sum>} : tensor<64x14x14x192xf32> -> tensor<64x14x14x192xf32>
  %88 = net.elementwise "s00511" %85, %87 : tensor<64x14x14x192xf32>, tensor<64x14x14x192xf32> -> tensor<64x14x14x192xf32>
}
