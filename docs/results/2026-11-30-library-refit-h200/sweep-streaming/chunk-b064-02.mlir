net.network "chunk-b064-02" {
  %0 = net.input "s00198/in" : tensor<64x14x14x1024xf32>
  %1 = net.elementwise "s00198/feed" %0 {kind = #net<elementwise sum>} : tensor<64x14x14x1024xf32> -> tensor<64x14x14x1024xf32>
  %2 = net.max_pool "s00198" %1 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x14x14x1024xf32> -> tensor<64x7x7x1024xf32>
  %3 = net.input "s00199/in" : tensor<64x28x28x48xf32>
  %4 = net.elementwise "s00199/feed" %3 {kind = #net<elementwise sum>} : tensor<64x28x28x48xf32> -> tensor<64x28x28x48xf32>
  %5 = net.batch_norm "s00199" %4 {activation = #net<activation relu>} : tensor<64x28x28x48xf32> -> tensor<64x28x28x48xf32>
  %6 = net.input "s00203/in" : tensor<64x56x56x512xf32>
  %7 = net.elementwise "s00203/feed" %6 {kind = #net<elementwise sum>} : tensor<64x56x56x512xf32> -> tensor<64x56x56x512xf32>
  %8 = net.input "s00203/b/in" : tensor<64x56x56x512xf32>
  %9 = net.elementwise "s00203/b/feed" %8 {kind = #net<elementwise sum>} : tensor<64x56x56x512xf32> -> tensor<64x56x56x512xf32>
  %10 = net.elementwise "s00203" %7, %9 {activation = #net<activation relu>} : tensor<64x56x56x512xf32>, tensor<64x56x56x512xf32> -> tensor<64x56x56x512xf32>
  %11 = net.input "s00204/in" : tensor<64x13x13x512xf32>
  %12 = net.elementwise "s00204/feed" %11 {kind = #net<elementwise sum>} : tensor<64x13x13x512xf32> -> tensor<64x13x13x512xf32>
  %13 = net.input "s00204/b/in" : tensor<64x13x13x512xf32>
  %14 = net.elementwise "s00204/b/feed" %13 {kind = #net<elementwise sum>} : tensor<64x13x13x512xf32> -> tensor<64x13x13x512xf32>
  %15 = net.elementwise "s00204" %12, %14 {activation = #net<activation relu>} : tensor<64x13x13x512xf32>, tensor<64x13x13x512xf32> -> tensor<64x13x13x512xf32>
  %16 = net.input "s00205/in" : tensor<64x4096xf32>
  %17 = net.elementwise "s00205/feed" %16 {kind = #net<elementwise sum>} : tensor<64x4096xf32> -> tensor<64x4096xf32>
  %18 = net.inner_product "s00205" %17 {num_outputs = 4096 : i64} : tensor<64x4096xf32> -> tensor<64x4096xf32>
  %19 = net.input "s00206/in" : tensor<64x28x28x192xf32>
  %20 = net.elementwise "s00206/feed" %19 {kind = #net<elementwise sum>} : tensor<64x28x28x192xf32> -> tensor<64x28x28x192xf32>
  %21 = net.max_pool "s00206" %20 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x28x28x192xf32> -> tensor<64x14x14x192xf32>
  %22 = net.input "s00208/in" : tensor<64x112x112x96xf32>
  %23 = net.elementwise "s00208/feed" %22 {kind = #net<elementwise sum>} : tensor<64x112x112x96xf32> -> tensor<64x112x112x96xf32>
  %24 = net.max_pool "s00208" %23 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x112x112x96xf32> -> tensor<64x56x56x96xf32>
  %25 = net.input "s00212/in" : tensor<64x7x7x384xf32>
  %26 = net.elementwise "s00212/feed" %25 {kind = #net<elementwise sum>} : tensor<64x7x7x384xf32> -> tensor<64x7x7x384xf32>
  %27 = net.max_pool "s00212" %26 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x7x7x384xf32> -> tensor<64x4x4x384xf32>
  %28 = net.input "s00217/in" : tensor<64x224x224x24xf32>
  %29 = net.elementwise "s00217/feed" %28 {kind = #net<elementwise sum>} : tensor<64x224x224x24xf32> -> tensor<64x224x224x24xf32>
  %30 = net.max_pool "s00217" %29 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x224x224x24xf32> -> tensor<64x112x112x24xf32>
  %31 = net.input "s00220/in" : tensor<64x512xf32>
  %32 = net.elementwise "s00220/feed" %31 {kind = #net<elementwise sum>} : tensor<64x512xf32> -> tensor<64x512xf32>
  %33 = net.inner_product "s00220" %32 {num_outputs = 100 : i64} : tensor<64x512xf32> -> tensor<64x100xf32>
  %34 = net.input "s00221/in" : tensor<64x13x13x128xf32>
  %35 = net.elementwise "s00221/feed" %34 {kind = #net<elementwise sum>} : tensor<64x13x13x128xf32> -> tensor<64x13x13x128xf32>
  %36 = net.batch_norm "s00221" %35 {activation = #net<activation relu>} : tensor<64x13x13x128xf32> -> tensor<64x13x13x128xf32>
  %37 = net.input "s00223/in" : tensor<64x14x14x64xf32>
  %38 = net.elementwise "s00223/feed" %37 {kind = #net<elementwise sum>} : tensor<64x14x14x64xf32> -> tensor<64x14x14x64xf32>
  %39 = net.input "s00223/b/in" : tensor<64x14x14x64xf32>
  %40 = net.elementwise "s00223/b/feed" %39 {kind = #net<elementwise sum>} : tensor<64x14x14x64xf32> -> tensor<64x14x14x64xf32>
  %41 = net.elementwise "s00223" %38, %40 : tensor<64x14x14x64xf32>, tensor<64x14x14x64xf32> -> tensor<64x14x14x64xf32>
  %42 = net.input "s00229/in" : tensor<64x7x7x64xf32>
  %43 = net.elementwise "s00229/feed" %42 {kind = #net<elementwise sum>} : tensor<64x7x7x64xf32> -> tensor<64x7x7x64xf32>
  %44 = net.batch_norm "s00229" %43 {activation = #net<activation relu>} : tensor<64x7x7x64xf32> -> tensor<64x7x7x64xf32>
  %45 = net.input "s00234/in" : tensor<64x27x27x384xf32>
  %46 = net.elementwise "s00234/feed" %45 {kind = #net<elementwise sum>} : tensor<64x27x27x384xf32> -> tensor<64x27x27x384xf32>
  %47 = net.batch_norm "s00234" %46 : tensor<64x27x27x384xf32> -> tensor<64x27x27x384xf32>
  %48 = net.input "s00236/in" : tensor<64x13x13x128xf32>
  %49 = net.elementwise "s00236/feed" %48 {kind = #net<elementwise sum>} : tensor<64x13x13x128xf32> -> tensor<64x13x13x128xf32>
  %50 = net.avg_pool "s00236" %49 {ksize = array<i64: 13, 13>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x13x13x128xf32> -> tensor<64x1x1x128xf32>
  %51 = net.input "s00241/in" : tensor<64x7x7x256xf32>
  %52 = net.elementwise "s00241/feed" %51 {kind = #net<elementwise sum>} : tensor<64x7x7x256xf32> -> tensor<64x7x7x256xf32>
  %53 = net.max_pool "s00241" %52 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x7x7x256xf32> -> tensor<64x3x3x256xf32>
  %54 = net.input "s00242/in" : tensor<64x9216xf32>
  %55 = net.elementwise "s00242/feed" %54 {kind = #net<elementwise sum>} : tensor<64x9216xf32> -> tensor<64x9216xf32>
  %56 = net.inner_product "s00242" %55 {num_outputs = 10 : i64} : tensor<64x9216xf32> -> tensor<64x10xf32>
  %57 = net.input "s00244/in" : tensor<64x28x28x512xf32>
  %58 = net.elementwise "s00244/feed" %57 {kind = #net<elementwise sum>} : tensor<64x28x28x512xf32> -> tensor<64x28x28x512xf32>
  %59 = net.input "s00244/b/in" : tensor<64x28x28x512xf32>
  %60 = net.elementwise "s00244/b/feed" %59 {kind = #net<elementwise sum>} : tensor<64x28x28x512xf32> -> tensor<64x28x28x512xf32>
  %61 = net.elementwise "s00244" %58, %60 {activation = #net<activation relu>} : tensor<64x28x28x512xf32>, tensor<64x28x28x512xf32> -> tensor<64x28x28x512xf32>
  %62 = net.input "s00245/in" : tensor<64x112x112x64xf32>
  %63 = net.elementwise "s00245/feed" %62 {kind = #net<elementwise sum>} : tensor<64x112x112x64xf32> -> tensor<64x112x112x64xf32>
  %64 = net.max_pool "s00245" %63 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x112x112x64xf32> -> tensor<64x56x56x64xf32>
  %65 = net.input "s00255/in" : tensor<64x27x27x96xf32>
  %66 = net.elementwise "s00255/feed" %65 {kind = #net<elementwise sum>} : tensor<64x27x27x96xf32> -> tensor<64x27x27x96xf32>
  %67 = net.input "s00255/b/in" : tensor<64x27x27x96xf32>
  %68 = net.elementwise "s00255/b/feed" %67 {kind = #net<elementwise sum>} : tensor<64x27x27x96xf32> -> tensor<64x27x27x96xf32>
  %69 = net.elementwise "s00255" %66, %68 {activation = #net<activation relu>} : tensor<64x27x27x96xf32>, tensor<64x27x27x96xf32> -> tensor<64x27x27x96xf32>
  %70 = net.input "s00260/in" : tensor<64x7x7x32xf32>
  %71 = net.elementwise "s00260/feed" %70 {kind = #net<elementwise sum>} : tensor<64x7x7x32xf32> -> tensor<64x7x7x32xf32>
  %72 = net.batch_norm "s00260" %71 {activation = #net<activation relu>} : tensor<64x7x7x32xf32> -> tensor<64x7x7x32xf32>
  %73 = net.input "s00273/in" : tensor<64x25088xf32>
  %74 = net.elementwise "s00273/feed" %73 {kind = #net<elementwise sum>} : tensor<64x25088xf32> -> tensor<64x25088xf32>
  %75 = net.inner_product "s00273" %74 {num_outputs = 10 : i64} : tensor<64x25088xf32> -> tensor<64x10xf32>
  %76 = net.input "s00274/in" : tensor<64x28x28x512xf32>
  %77 = net.elementwise "s00274/feed" %76 {kind = #net<elementwise sum>} : tensor<64x28x28x512xf32> -> tensor<64x28x28x512xf32>
  %78 = net.max_pool "s00274" %77 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x28x28x512xf32> -> tensor<64x14x14x512xf32>
  %79 = net.input "s00279/in" : tensor<64x56x56x384xf32>
  %80 = net.elementwise "s00279/feed" %79 {kind = #net<elementwise sum>} : tensor<64x56x56x384xf32> -> tensor<64x56x56x384xf32>
  %81 = net.max_pool "s00279" %80 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x56x56x384xf32> -> tensor<64x28x28x384xf32>
  %82 = net.input "s00281/in" : tensor<64x28x28x768xf32>
  %83 = net.elementwise "s00281/feed" %82 {kind = #net<elementwise sum>} : tensor<64x28x28x768xf32> -> tensor<64x28x28x768xf32>
  %84 = net.batch_norm "s00281" %83 : tensor<64x28x28x768xf32> -> tensor<64x28x28x768xf32>
}
