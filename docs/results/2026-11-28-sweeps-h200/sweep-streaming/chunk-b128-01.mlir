net.network "chunk-b128-01" {
  %0 = net.input "s00109/in" : tensor<128x35x35x256xf32>
  %1 = net.elementwise "s00109/feed" %0 {kind = #net<elementwise sum>} : tensor<128x35x35x256xf32> -> tensor<128x35x35x256xf32>
  %2 = net.avg_pool "s00109" %1 {ksize = array<i64: 35, 35>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x35x35x256xf32> -> tensor<128x1x1x256xf32>
  %3 = net.input "s00111/in" : tensor<128x1024xf32>
  %4 = net.elementwise "s00111/feed" %3 {kind = #net<elementwise sum>} : tensor<128x1024xf32> -> tensor<128x1024xf32>
  %5 = net.inner_product "s00111" %4 {num_outputs = 10 : i64} : tensor<128x1024xf32> -> tensor<128x10xf32>
  %6 = net.input "s00117/in" : tensor<128x14x14x512xf32>
  %7 = net.elementwise "s00117/feed" %6 {kind = #net<elementwise sum>} : tensor<128x14x14x512xf32> -> tensor<128x14x14x512xf32>
  %8 = net.batch_norm "s00117" %7 : tensor<128x14x14x512xf32> -> tensor<128x14x14x512xf32>
  %9 = net.input "s00125/in" : tensor<128x512xf32>
  %10 = net.elementwise "s00125/feed" %9 {kind = #net<elementwise sum>} : tensor<128x512xf32> -> tensor<128x512xf32>
  %11 = net.inner_product "s00125" %10 {num_outputs = 100 : i64} : tensor<128x512xf32> -> tensor<128x100xf32>
  %12 = net.input "s00132/in" : tensor<128x27x27x192xf32>
  %13 = net.elementwise "s00132/feed" %12 {kind = #net<elementwise sum>} : tensor<128x27x27x192xf32> -> tensor<128x27x27x192xf32>
  %14 = net.input "s00132/b/in" : tensor<128x27x27x192xf32>
  %15 = net.elementwise "s00132/b/feed" %14 {kind = #net<elementwise sum>} : tensor<128x27x27x192xf32> -> tensor<128x27x27x192xf32>
  %16 = net.elementwise "s00132" %13, %15 {activation = #net<activation relu>} : tensor<128x27x27x192xf32>, tensor<128x27x27x192xf32> -> tensor<128x27x27x192xf32>
  %17 = net.input "s00135/in" : tensor<128x7x7x2048xf32>
  %18 = net.elementwise "s00135/feed" %17 {kind = #net<elementwise sum>} : tensor<128x7x7x2048xf32> -> tensor<128x7x7x2048xf32>
  %19 = net.input "s00135/b/in" : tensor<128x7x7x2048xf32>
  %20 = net.elementwise "s00135/b/feed" %19 {kind = #net<elementwise sum>} : tensor<128x7x7x2048xf32> -> tensor<128x7x7x2048xf32>
  %21 = net.elementwise "s00135" %18, %20 {activation = #net<activation relu>} : tensor<128x7x7x2048xf32>, tensor<128x7x7x2048xf32> -> tensor<128x7x7x2048xf32>
  %22 = net.input "s00140/in" : tensor<128x7x7x128xf32>
  %23 = net.elementwise "s00140/feed" %22 {kind = #net<elementwise sum>} : tensor<128x7x7x128xf32> -> tensor<128x7x7x128xf32>
  %24 = net.avg_pool "s00140" %23 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x7x7x128xf32> -> tensor<128x1x1x128xf32>
  %25 = net.input "s00141/in" : tensor<128x14x14x192xf32>
  %26 = net.elementwise "s00141/feed" %25 {kind = #net<elementwise sum>} : tensor<128x14x14x192xf32> -> tensor<128x14x14x192xf32>
  %27 = net.avg_pool "s00141" %26 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x14x14x192xf32> -> tensor<128x7x7x192xf32>
  %28 = net.input "s00148/in" : tensor<128x28x28x24xf32>
  %29 = net.elementwise "s00148/feed" %28 {kind = #net<elementwise sum>} : tensor<128x28x28x24xf32> -> tensor<128x28x28x24xf32>
  %30 = net.input "s00148/b/in" : tensor<128x28x28x24xf32>
  %31 = net.elementwise "s00148/b/feed" %30 {kind = #net<elementwise sum>} : tensor<128x28x28x24xf32> -> tensor<128x28x28x24xf32>
  %32 = net.elementwise "s00148" %29, %31 {activation = #net<activation relu>} : tensor<128x28x28x24xf32>, tensor<128x28x28x24xf32> -> tensor<128x28x28x24xf32>
  %33 = net.input "s00159/in" : tensor<128x14x14x768xf32>
  %34 = net.elementwise "s00159/feed" %33 {kind = #net<elementwise sum>} : tensor<128x14x14x768xf32> -> tensor<128x14x14x768xf32>
  %35 = net.avg_pool "s00159" %34 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x14x14x768xf32> -> tensor<128x1x1x768xf32>
  %36 = net.input "s00165/in" : tensor<128x28x28x192xf32>
  %37 = net.elementwise "s00165/feed" %36 {kind = #net<elementwise sum>} : tensor<128x28x28x192xf32> -> tensor<128x28x28x192xf32>
  %38 = net.input "s00165/b/in" : tensor<128x28x28x192xf32>
  %39 = net.elementwise "s00165/b/feed" %38 {kind = #net<elementwise sum>} : tensor<128x28x28x192xf32> -> tensor<128x28x28x192xf32>
  %40 = net.elementwise "s00165" %37, %39 {activation = #net<activation relu>} : tensor<128x28x28x192xf32>, tensor<128x28x28x192xf32> -> tensor<128x28x28x192xf32>
  %41 = net.input "s00176/in" : tensor<128x14x14x768xf32>
  %42 = net.elementwise "s00176/feed" %41 {kind = #net<elementwise sum>} : tensor<128x14x14x768xf32> -> tensor<128x14x14x768xf32>
  %43 = net.batch_norm "s00176" %42 : tensor<128x14x14x768xf32> -> tensor<128x14x14x768xf32>
  %44 = net.input "s00177/in" : tensor<128x56x56x256xf32>
  %45 = net.elementwise "s00177/feed" %44 {kind = #net<elementwise sum>} : tensor<128x56x56x256xf32> -> tensor<128x56x56x256xf32>
  %46 = net.max_pool "s00177" %45 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x56x56x256xf32> -> tensor<128x28x28x256xf32>
  %47 = net.input "s00179/in" : tensor<128x28x28x512xf32>
  %48 = net.elementwise "s00179/feed" %47 {kind = #net<elementwise sum>} : tensor<128x28x28x512xf32> -> tensor<128x28x28x512xf32>
  %49 = net.batch_norm "s00179" %48 {activation = #net<activation relu>} : tensor<128x28x28x512xf32> -> tensor<128x28x28x512xf32>
  %50 = net.input "s00186/in" : tensor<128x35x35x256xf32>
  %51 = net.elementwise "s00186/feed" %50 {kind = #net<elementwise sum>} : tensor<128x35x35x256xf32> -> tensor<128x35x35x256xf32>
  %52 = net.input "s00186/b/in" : tensor<128x35x35x256xf32>
  %53 = net.elementwise "s00186/b/feed" %52 {kind = #net<elementwise sum>} : tensor<128x35x35x256xf32> -> tensor<128x35x35x256xf32>
  %54 = net.elementwise "s00186" %51, %53 : tensor<128x35x35x256xf32>, tensor<128x35x35x256xf32> -> tensor<128x35x35x256xf32>
  %55 = net.input "s00188/in" : tensor<128x14x14x256xf32>
  %56 = net.elementwise "s00188/feed" %55 {kind = #net<elementwise sum>} : tensor<128x14x14x256xf32> -> tensor<128x14x14x256xf32>
  %57 = net.batch_norm "s00188" %56 : tensor<128x14x14x256xf32> -> tensor<128x14x14x256xf32>
  %58 = net.input "s00191/in" : tensor<128x14x14x96xf32>
  %59 = net.elementwise "s00191/feed" %58 {kind = #net<elementwise sum>} : tensor<128x14x14x96xf32> -> tensor<128x14x14x96xf32>
  %60 = net.max_pool "s00191" %59 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x14x14x96xf32> -> tensor<128x7x7x96xf32>
  %61 = net.input "s00193/in" : tensor<128x13x13x64xf32>
  %62 = net.elementwise "s00193/feed" %61 {kind = #net<elementwise sum>} : tensor<128x13x13x64xf32> -> tensor<128x13x13x64xf32>
  %63 = net.batch_norm "s00193" %62 : tensor<128x13x13x64xf32> -> tensor<128x13x13x64xf32>
  %64 = net.input "s00194/in" : tensor<128x56x56x192xf32>
  %65 = net.elementwise "s00194/feed" %64 {kind = #net<elementwise sum>} : tensor<128x56x56x192xf32> -> tensor<128x56x56x192xf32>
  %66 = net.avg_pool "s00194" %65 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x56x56x192xf32> -> tensor<128x1x1x192xf32>
  %67 = net.input "s00197/in" : tensor<128x27x27x32xf32>
  %68 = net.elementwise "s00197/feed" %67 {kind = #net<elementwise sum>} : tensor<128x27x27x32xf32> -> tensor<128x27x27x32xf32>
  %69 = net.batch_norm "s00197" %68 : tensor<128x27x27x32xf32> -> tensor<128x27x27x32xf32>
  %70 = net.input "s00200/in" : tensor<128x28x28x768xf32>
  %71 = net.elementwise "s00200/feed" %70 {kind = #net<elementwise sum>} : tensor<128x28x28x768xf32> -> tensor<128x28x28x768xf32>
  %72 = net.input "s00200/b/in" : tensor<128x28x28x768xf32>
  %73 = net.elementwise "s00200/b/feed" %72 {kind = #net<elementwise sum>} : tensor<128x28x28x768xf32> -> tensor<128x28x28x768xf32>
  %74 = net.elementwise "s00200" %71, %73 {activation = #net<activation relu>} : tensor<128x28x28x768xf32>, tensor<128x28x28x768xf32> -> tensor<128x28x28x768xf32>
  %75 = net.input "s00202/in" : tensor<128x27x27x48xf32>
  %76 = net.elementwise "s00202/feed" %75 {kind = #net<elementwise sum>} : tensor<128x27x27x48xf32> -> tensor<128x27x27x48xf32>
  %77 = net.input "s00202/b/in" : tensor<128x27x27x48xf32>
  %78 = net.elementwise "s00202/b/feed" %77 {kind = #net<elementwise sum>} : tensor<128x27x27x48xf32> -> tensor<128x27x27x48xf32>
  %79 = net.elementwise "s00202" %76, %78 {activation = #net<activation relu>} : tensor<128x27x27x48xf32>, tensor<128x27x27x48xf32> -> tensor<128x27x27x48xf32>
  %80 = net.input "s00210/in" : tensor<128x28x28x128xf32>
  %81 = net.elementwise "s00210/feed" %80 {kind = #net<elementwise sum>} : tensor<128x28x28x128xf32> -> tensor<128x28x28x128xf32>
  %82 = net.input "s00210/b/in" : tensor<128x28x28x128xf32>
  %83 = net.elementwise "s00210/b/feed" %82 {kind = #net<elementwise sum>} : tensor<128x28x28x128xf32> -> tensor<128x28x28x128xf32>
  %84 = net.elementwise "s00210" %81, %83 {activation = #net<activation relu>} : tensor<128x28x28x128xf32>, tensor<128x28x28x128xf32> -> tensor<128x28x28x128xf32>
  %85 = net.input "s00211/in" : tensor<128x7x7x24xf32>
  %86 = net.elementwise "s00211/feed" %85 {kind = #net<elementwise sum>} : tensor<128x7x7x24xf32> -> tensor<128x7x7x24xf32>
  %87 = net.avg_pool "s00211" %86 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x7x7x24xf32> -> tensor<128x1x1x24xf32>
  %88 = net.input "s00213/in" : tensor<128x14x14x48xf32>
  %89 = net.elementwise "s00213/feed" %88 {kind = #net<elementwise sum>} : tensor<128x14x14x48xf32> -> tensor<128x14x14x48xf32>
  %90 = net.batch_norm "s00213" %89 {activation = #net<activation relu>} : tensor<128x14x14x48xf32> -> tensor<128x14x14x48xf32>
}
