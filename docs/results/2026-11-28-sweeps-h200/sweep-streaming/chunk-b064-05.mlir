net.network "chunk-b064-05" {
  %0 = net.input "s00513/in" : tensor<64x28x28x64xf32>
  %1 = net.elementwise "s00513/feed" %0 {kind = #net<elementwise sum>} : tensor<64x28x28x64xf32> -> tensor<64x28x28x64xf32>
  %2 = net.max_pool "s00513" %1 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x28x28x64xf32> -> tensor<64x14x14x64xf32>
  %3 = net.input "s00517/in" : tensor<64x14x14x2048xf32>
  %4 = net.elementwise "s00517/feed" %3 {kind = #net<elementwise sum>} : tensor<64x14x14x2048xf32> -> tensor<64x14x14x2048xf32>
  %5 = net.input "s00517/b/in" : tensor<64x14x14x2048xf32>
  %6 = net.elementwise "s00517/b/feed" %5 {kind = #net<elementwise sum>} : tensor<64x14x14x2048xf32> -> tensor<64x14x14x2048xf32>
  %7 = net.elementwise "s00517" %4, %6 {activation = #net<activation relu>} : tensor<64x14x14x2048xf32>, tensor<64x14x14x2048xf32> -> tensor<64x14x14x2048xf32>
  %8 = net.input "s00520/in" : tensor<64x17x17x2048xf32>
  %9 = net.elementwise "s00520/feed" %8 {kind = #net<elementwise sum>} : tensor<64x17x17x2048xf32> -> tensor<64x17x17x2048xf32>
  %10 = net.avg_pool "s00520" %9 {ksize = array<i64: 17, 17>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x17x17x2048xf32> -> tensor<64x1x1x2048xf32>
  %11 = net.input "s00526/in" : tensor<64x8x8x64xf32>
  %12 = net.elementwise "s00526/feed" %11 {kind = #net<elementwise sum>} : tensor<64x8x8x64xf32> -> tensor<64x8x8x64xf32>
  %13 = net.avg_pool "s00526" %12 {ksize = array<i64: 8, 8>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x8x8x64xf32> -> tensor<64x1x1x64xf32>
  %14 = net.input "s00528/in" : tensor<64x28x28x48xf32>
  %15 = net.elementwise "s00528/feed" %14 {kind = #net<elementwise sum>} : tensor<64x28x28x48xf32> -> tensor<64x28x28x48xf32>
  %16 = net.avg_pool "s00528" %15 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x28x28x48xf32> -> tensor<64x14x14x48xf32>
  %17 = net.input "s00529/in" : tensor<64x56x56x512xf32>
  %18 = net.elementwise "s00529/feed" %17 {kind = #net<elementwise sum>} : tensor<64x56x56x512xf32> -> tensor<64x56x56x512xf32>
  %19 = net.max_pool "s00529" %18 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x56x56x512xf32> -> tensor<64x28x28x512xf32>
  %20 = net.input "s00530/in" : tensor<64x27x27x128xf32>
  %21 = net.elementwise "s00530/feed" %20 {kind = #net<elementwise sum>} : tensor<64x27x27x128xf32> -> tensor<64x27x27x128xf32>
  %22 = net.batch_norm "s00530" %21 {activation = #net<activation relu>} : tensor<64x27x27x128xf32> -> tensor<64x27x27x128xf32>
  %23 = net.input "s00537/in" : tensor<64x56x56x96xf32>
  %24 = net.elementwise "s00537/feed" %23 {kind = #net<elementwise sum>} : tensor<64x56x56x96xf32> -> tensor<64x56x56x96xf32>
  %25 = net.batch_norm "s00537" %24 {activation = #net<activation relu>} : tensor<64x56x56x96xf32> -> tensor<64x56x56x96xf32>
  %26 = net.input "s00548/in" : tensor<64x56x56x24xf32>
  %27 = net.elementwise "s00548/feed" %26 {kind = #net<elementwise sum>} : tensor<64x56x56x24xf32> -> tensor<64x56x56x24xf32>
  %28 = net.input "s00548/b/in" : tensor<64x56x56x24xf32>
  %29 = net.elementwise "s00548/b/feed" %28 {kind = #net<elementwise sum>} : tensor<64x56x56x24xf32> -> tensor<64x56x56x24xf32>
  %30 = net.elementwise "s00548" %27, %29 : tensor<64x56x56x24xf32>, tensor<64x56x56x24xf32> -> tensor<64x56x56x24xf32>
  %31 = net.input "s00550/in" : tensor<64x8x8x128xf32>
  %32 = net.elementwise "s00550/feed" %31 {kind = #net<elementwise sum>} : tensor<64x8x8x128xf32> -> tensor<64x8x8x128xf32>
  %33 = net.batch_norm "s00550" %32 : tensor<64x8x8x128xf32> -> tensor<64x8x8x128xf32>
  %34 = net.input "s00557/in" : tensor<64x28x28x256xf32>
  %35 = net.elementwise "s00557/feed" %34 {kind = #net<elementwise sum>} : tensor<64x28x28x256xf32> -> tensor<64x28x28x256xf32>
  %36 = net.avg_pool "s00557" %35 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x28x28x256xf32> -> tensor<64x1x1x256xf32>
  %37 = net.input "s00558/in" : tensor<64x7x7x512xf32>
  %38 = net.elementwise "s00558/feed" %37 {kind = #net<elementwise sum>} : tensor<64x7x7x512xf32> -> tensor<64x7x7x512xf32>
  %39 = net.max_pool "s00558" %38 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x7x7x512xf32> -> tensor<64x3x3x512xf32>
  %40 = net.input "s00560/in" : tensor<64x28x28x96xf32>
  %41 = net.elementwise "s00560/feed" %40 {kind = #net<elementwise sum>} : tensor<64x28x28x96xf32> -> tensor<64x28x28x96xf32>
  %42 = net.max_pool "s00560" %41 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x28x28x96xf32> -> tensor<64x14x14x96xf32>
  %43 = net.input "s00561/in" : tensor<64x35x35x96xf32>
  %44 = net.elementwise "s00561/feed" %43 {kind = #net<elementwise sum>} : tensor<64x35x35x96xf32> -> tensor<64x35x35x96xf32>
  %45 = net.max_pool "s00561" %44 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x35x35x96xf32> -> tensor<64x17x17x96xf32>
  %46 = net.input "s00565/in" : tensor<64x14x14x32xf32>
  %47 = net.elementwise "s00565/feed" %46 {kind = #net<elementwise sum>} : tensor<64x14x14x32xf32> -> tensor<64x14x14x32xf32>
  %48 = net.max_pool "s00565" %47 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x14x14x32xf32> -> tensor<64x7x7x32xf32>
  %49 = net.input "s00566/in" : tensor<64x56x56x24xf32>
  %50 = net.elementwise "s00566/feed" %49 {kind = #net<elementwise sum>} : tensor<64x56x56x24xf32> -> tensor<64x56x56x24xf32>
  %51 = net.input "s00566/b/in" : tensor<64x56x56x24xf32>
  %52 = net.elementwise "s00566/b/feed" %51 {kind = #net<elementwise sum>} : tensor<64x56x56x24xf32> -> tensor<64x56x56x24xf32>
  %53 = net.elementwise "s00566" %50, %52 {activation = #net<activation relu>} : tensor<64x56x56x24xf32>, tensor<64x56x56x24xf32> -> tensor<64x56x56x24xf32>
  %54 = net.input "s00567/in" : tensor<64x28x28x256xf32>
  %55 = net.elementwise "s00567/feed" %54 {kind = #net<elementwise sum>} : tensor<64x28x28x256xf32> -> tensor<64x28x28x256xf32>
  %56 = net.batch_norm "s00567" %55 {activation = #net<activation relu>} : tensor<64x28x28x256xf32> -> tensor<64x28x28x256xf32>
  %57 = net.input "s00568/in" : tensor<64x112x112x16xf32>
  %58 = net.elementwise "s00568/feed" %57 {kind = #net<elementwise sum>} : tensor<64x112x112x16xf32> -> tensor<64x112x112x16xf32>
  %59 = net.max_pool "s00568" %58 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x112x112x16xf32> -> tensor<64x56x56x16xf32>
  %60 = net.input "s00579/in" : tensor<64x35x35x384xf32>
  %61 = net.elementwise "s00579/feed" %60 {kind = #net<elementwise sum>} : tensor<64x35x35x384xf32> -> tensor<64x35x35x384xf32>
  %62 = net.batch_norm "s00579" %61 {activation = #net<activation relu>} : tensor<64x35x35x384xf32> -> tensor<64x35x35x384xf32>
  %63 = net.input "s00586/in" : tensor<64x7x7x96xf32>
  %64 = net.elementwise "s00586/feed" %63 {kind = #net<elementwise sum>} : tensor<64x7x7x96xf32> -> tensor<64x7x7x96xf32>
  %65 = net.batch_norm "s00586" %64 : tensor<64x7x7x96xf32> -> tensor<64x7x7x96xf32>
  %66 = net.input "s00591/in" : tensor<64x13x13x1024xf32>
  %67 = net.elementwise "s00591/feed" %66 {kind = #net<elementwise sum>} : tensor<64x13x13x1024xf32> -> tensor<64x13x13x1024xf32>
  %68 = net.max_pool "s00591" %67 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x13x13x1024xf32> -> tensor<64x6x6x1024xf32>
  %69 = net.input "s00592/in" : tensor<64x9216xf32>
  %70 = net.elementwise "s00592/feed" %69 {kind = #net<elementwise sum>} : tensor<64x9216xf32> -> tensor<64x9216xf32>
  %71 = net.inner_product "s00592" %70 {num_outputs = 100 : i64} : tensor<64x9216xf32> -> tensor<64x100xf32>
}
