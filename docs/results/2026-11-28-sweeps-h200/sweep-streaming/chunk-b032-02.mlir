net.network "chunk-b032-02" {
  %0 = net.input "s00192/in" : tensor<32x27x27x768xf32>
  %1 = net.elementwise "s00192/feed" %0 {kind = #net<elementwise sum>} : tensor<32x27x27x768xf32> -> tensor<32x27x27x768xf32>
  %2 = net.batch_norm "s00192" %1 {activation = #net<activation relu>} : tensor<32x27x27x768xf32> -> tensor<32x27x27x768xf32>
  %3 = net.input "s00206/in" : tensor<32x13x13x256xf32>
  %4 = net.elementwise "s00206/feed" %3 {kind = #net<elementwise sum>} : tensor<32x13x13x256xf32> -> tensor<32x13x13x256xf32>
  %5 = net.batch_norm "s00206" %4 {activation = #net<activation relu>} : tensor<32x13x13x256xf32> -> tensor<32x13x13x256xf32>
  %6 = net.input "s00212/in" : tensor<32x28x28x256xf32>
  %7 = net.elementwise "s00212/feed" %6 {kind = #net<elementwise sum>} : tensor<32x28x28x256xf32> -> tensor<32x28x28x256xf32>
  %8 = net.batch_norm "s00212" %7 {activation = #net<activation relu>} : tensor<32x28x28x256xf32> -> tensor<32x28x28x256xf32>
  %9 = net.input "s00216/in" : tensor<32x27x27x16xf32>
  %10 = net.elementwise "s00216/feed" %9 {kind = #net<elementwise sum>} : tensor<32x27x27x16xf32> -> tensor<32x27x27x16xf32>
  %11 = net.max_pool "s00216" %10 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x27x27x16xf32> -> tensor<32x13x13x16xf32>
  %12 = net.input "s00222/in" : tensor<32x7x7x384xf32>
  %13 = net.elementwise "s00222/feed" %12 {kind = #net<elementwise sum>} : tensor<32x7x7x384xf32> -> tensor<32x7x7x384xf32>
  %14 = net.max_pool "s00222" %13 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x7x7x384xf32> -> tensor<32x3x3x384xf32>
  %15 = net.input "s00225/in" : tensor<32x56x56x64xf32>
  %16 = net.elementwise "s00225/feed" %15 {kind = #net<elementwise sum>} : tensor<32x56x56x64xf32> -> tensor<32x56x56x64xf32>
  %17 = net.batch_norm "s00225" %16 {activation = #net<activation relu>} : tensor<32x56x56x64xf32> -> tensor<32x56x56x64xf32>
  %18 = net.input "s00226/in" : tensor<32x112x112x256xf32>
  %19 = net.elementwise "s00226/feed" %18 {kind = #net<elementwise sum>} : tensor<32x112x112x256xf32> -> tensor<32x112x112x256xf32>
  %20 = net.batch_norm "s00226" %19 : tensor<32x112x112x256xf32> -> tensor<32x112x112x256xf32>
  %21 = net.input "s00229/in" : tensor<32x7x7x24xf32>
  %22 = net.elementwise "s00229/feed" %21 {kind = #net<elementwise sum>} : tensor<32x7x7x24xf32> -> tensor<32x7x7x24xf32>
  %23 = net.input "s00229/b/in" : tensor<32x7x7x24xf32>
  %24 = net.elementwise "s00229/b/feed" %23 {kind = #net<elementwise sum>} : tensor<32x7x7x24xf32> -> tensor<32x7x7x24xf32>
  %25 = net.elementwise "s00229" %22, %24 : tensor<32x7x7x24xf32>, tensor<32x7x7x24xf32> -> tensor<32x7x7x24xf32>
  %26 = net.input "s00230/in" : tensor<32x13x13x32xf32>
  %27 = net.elementwise "s00230/feed" %26 {kind = #net<elementwise sum>} : tensor<32x13x13x32xf32> -> tensor<32x13x13x32xf32>
  %28 = net.avg_pool "s00230" %27 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x13x13x32xf32> -> tensor<32x7x7x32xf32>
  %29 = net.input "s00241/in" : tensor<32x224x224x48xf32>
  %30 = net.elementwise "s00241/feed" %29 {kind = #net<elementwise sum>} : tensor<32x224x224x48xf32> -> tensor<32x224x224x48xf32>
  %31 = net.max_pool "s00241" %30 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x224x224x48xf32> -> tensor<32x112x112x48xf32>
  %32 = net.input "s00245/in" : tensor<32x7x7x96xf32>
  %33 = net.elementwise "s00245/feed" %32 {kind = #net<elementwise sum>} : tensor<32x7x7x96xf32> -> tensor<32x7x7x96xf32>
  %34 = net.batch_norm "s00245" %33 {activation = #net<activation relu>} : tensor<32x7x7x96xf32> -> tensor<32x7x7x96xf32>
  %35 = net.input "s00254/in" : tensor<32x17x17x64xf32>
  %36 = net.elementwise "s00254/feed" %35 {kind = #net<elementwise sum>} : tensor<32x17x17x64xf32> -> tensor<32x17x17x64xf32>
  %37 = net.max_pool "s00254" %36 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x17x17x64xf32> -> tensor<32x9x9x64xf32>
  %38 = net.input "s00255/in" : tensor<32x7x7x256xf32>
  %39 = net.elementwise "s00255/feed" %38 {kind = #net<elementwise sum>} : tensor<32x7x7x256xf32> -> tensor<32x7x7x256xf32>
  %40 = net.batch_norm "s00255" %39 {activation = #net<activation relu>} : tensor<32x7x7x256xf32> -> tensor<32x7x7x256xf32>
  %41 = net.input "s00256/in" : tensor<32x112x112x256xf32>
  %42 = net.elementwise "s00256/feed" %41 {kind = #net<elementwise sum>} : tensor<32x112x112x256xf32> -> tensor<32x112x112x256xf32>
  %43 = net.input "s00256/b/in" : tensor<32x112x112x256xf32>
  %44 = net.elementwise "s00256/b/feed" %43 {kind = #net<elementwise sum>} : tensor<32x112x112x256xf32> -> tensor<32x112x112x256xf32>
  %45 = net.elementwise "s00256" %42, %44 {activation = #net<activation relu>} : tensor<32x112x112x256xf32>, tensor<32x112x112x256xf32> -> tensor<32x112x112x256xf32>
  %46 = net.input "s00264/in" : tensor<32x17x17x96xf32>
  %47 = net.elementwise "s00264/feed" %46 {kind = #net<elementwise sum>} : tensor<32x17x17x96xf32> -> tensor<32x17x17x96xf32>
  %48 = net.max_pool "s00264" %47 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x17x17x96xf32> -> tensor<32x8x8x96xf32>
  %49 = net.input "s00276/in" : tensor<32x56x56x256xf32>
  %50 = net.elementwise "s00276/feed" %49 {kind = #net<elementwise sum>} : tensor<32x56x56x256xf32> -> tensor<32x56x56x256xf32>
  %51 = net.max_pool "s00276" %50 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x56x56x256xf32> -> tensor<32x28x28x256xf32>
  %52 = net.input "s00278/in" : tensor<32x7x7x2048xf32>
  %53 = net.elementwise "s00278/feed" %52 {kind = #net<elementwise sum>} : tensor<32x7x7x2048xf32> -> tensor<32x7x7x2048xf32>
  %54 = net.batch_norm "s00278" %53 {activation = #net<activation relu>} : tensor<32x7x7x2048xf32> -> tensor<32x7x7x2048xf32>
  %55 = net.input "s00284/in" : tensor<32x56x56x24xf32>
  %56 = net.elementwise "s00284/feed" %55 {kind = #net<elementwise sum>} : tensor<32x56x56x24xf32> -> tensor<32x56x56x24xf32>
  %57 = net.input "s00284/b/in" : tensor<32x56x56x24xf32>
  %58 = net.elementwise "s00284/b/feed" %57 {kind = #net<elementwise sum>} : tensor<32x56x56x24xf32> -> tensor<32x56x56x24xf32>
  %59 = net.elementwise "s00284" %56, %58 : tensor<32x56x56x24xf32>, tensor<32x56x56x24xf32> -> tensor<32x56x56x24xf32>
  %60 = net.input "s00296/in" : tensor<32x9216xf32>
  %61 = net.elementwise "s00296/feed" %60 {kind = #net<elementwise sum>} : tensor<32x9216xf32> -> tensor<32x9216xf32>
  %62 = net.inner_product "s00296" %61 {num_outputs = 100 : i64} : tensor<32x9216xf32> -> tensor<32x100xf32>
  %63 = net.input "s00298/in" : tensor<32x56x56x256xf32>
  %64 = net.elementwise "s00298/feed" %63 {kind = #net<elementwise sum>} : tensor<32x56x56x256xf32> -> tensor<32x56x56x256xf32>
  %65 = net.input "s00298/b/in" : tensor<32x56x56x256xf32>
  %66 = net.elementwise "s00298/b/feed" %65 {kind = #net<elementwise sum>} : tensor<32x56x56x256xf32> -> tensor<32x56x56x256xf32>
  %67 = net.elementwise "s00298" %64, %66 : tensor<32x56x56x256xf32>, tensor<32x56x56x256xf32> -> tensor<32x56x56x256xf32>
  %68 = net.input "s00303/in" : tensor<32x56x56x96xf32>
  %69 = net.elementwise "s00303/feed" %68 {kind = #net<elementwise sum>} : tensor<32x56x56x96xf32> -> tensor<32x56x56x96xf32>
  %70 = net.input "s00303/b/in" : tensor<32x56x56x96xf32>
  %71 = net.elementwise "s00303/b/feed" %70 {kind = #net<elementwise sum>} : tensor<32x56x56x96xf32> -> tensor<32x56x56x96xf32>
  %72 = net.elementwise "s00303" %69, %71 : tensor<32x56x56x96xf32>, tensor<32x56x56x96xf32> -> tensor<32x56x56x96xf32>
  %73 = net.input "s00306/in" : tensor<32x1024xf32>
  %74 = net.elementwise "s00306/feed" %73 {kind = #net<elementwise sum>} : tensor<32x1024xf32> -> tensor<32x1024xf32>
  %75 = net.inner_product "s00306" %74 {num_outputs = 100 : i64} : tensor<32x1024xf32> -> tensor<32x100xf32>
  %76 = net.input "s00309/in" : tensor<32x112x112x96xf32>
  %77 = net.elementwise "s00309/feed" %76 {kind = #net<elementwise sum>} : tensor<32x112x112x96xf32> -> tensor<32x112x112x96xf32>
  %78 = net.input "s00309/b/in" : tensor<32x112x112x96xf32>
  %79 = net.elementwise "s00309/b/feed" %78 {kind = #net<elementwise sum>} : tensor<32x112x112x96xf32> -> tensor<32x112x112x96xf32>
  %80 = net.elementwise "s00309" %77, %79 : tensor<32x112x112x96xf32>, tensor<32x112x112x96xf32> -> tensor<32x112x112x96xf32>
  %81 = net.input "s00311/in" : tensor<32x14x14x64xf32>
  %82 = net.elementwise "s00311/feed" %81 {kind = #net<elementwise sum>} : tensor<32x14x14x64xf32> -> tensor<32x14x14x64xf32>
  %83 = net.input "s00311/b/in" : tensor<32x14x14x64xf32>
  %84 = net.elementwise "s00311/b/feed" %83 {kind = #net<elementwise sum>} : tensor<32x14x14x64xf32> -> tensor<32x14x14x64xf32>
  %85 = net.elementwise "s00311" %82, %84 : tensor<32x14x14x64xf32>, tensor<32x14x14x64xf32> -> tensor<32x14x14x64xf32>
  %86 = net.input "s00313/in" : tensor<32x8x8x32xf32>
  %87 = net.elementwise "s00313/feed" %86 {kind = #net<elementwise sum>} : tensor<32x8x8x32xf32> -> tensor<32x8x8x32xf32>
  %88 = net.max_pool "s00313" %87 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x8x8x32xf32> -> tensor<32x8x8x32xf32>
}
