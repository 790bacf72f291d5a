net.network "chunk-b128-02" {
  %0 = net.input "s00215/in" : tensor<128x14x14x128xf32>
  %1 = net.elementwise "s00215/feed" %0 {kind = #net<elementwise sum>} : tensor<128x14x14x128xf32> -> tensor<128x14x14x128xf32>
  %2 = net.avg_pool "s00215" %1 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x14x14x128xf32> -> tensor<128x7x7x128xf32>
  %3 = net.input "s00220/in" : tensor<128x14x14x128xf32>
  %4 = net.elementwise "s00220/feed" %3 {kind = #net<elementwise sum>} : tensor<128x14x14x128xf32> -> tensor<128x14x14x128xf32>
  %5 = net.batch_norm "s00220" %4 {activation = #net<activation relu>} : tensor<128x14x14x128xf32> -> tensor<128x14x14x128xf32>
  %6 = net.input "s00221/in" : tensor<128x13x13x2048xf32>
  %7 = net.elementwise "s00221/feed" %6 {kind = #net<elementwise sum>} : tensor<128x13x13x2048xf32> -> tensor<128x13x13x2048xf32>
  %8 = net.max_pool "s00221" %7 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x13x13x2048xf32> -> tensor<128x6x6x2048xf32>
  %9 = net.input "s00227/in" : tensor<128x7x7x16xf32>
  %10 = net.elementwise "s00227/feed" %9 {kind = #net<elementwise sum>} : tensor<128x7x7x16xf32> -> tensor<128x7x7x16xf32>
  %11 = net.max_pool "s00227" %10 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x7x7x16xf32> -> tensor<128x7x7x16xf32>
  %12 = net.input "s00235/in" : tensor<128x14x14x384xf32>
  %13 = net.elementwise "s00235/feed" %12 {kind = #net<elementwise sum>} : tensor<128x14x14x384xf32> -> tensor<128x14x14x384xf32>
  %14 = net.batch_norm "s00235" %13 {activation = #net<activation relu>} : tensor<128x14x14x384xf32> -> tensor<128x14x14x384xf32>
  %15 = net.input "s00237/in" : tensor<128x28x28x24xf32>
  %16 = net.elementwise "s00237/feed" %15 {kind = #net<elementwise sum>} : tensor<128x28x28x24xf32> -> tensor<128x28x28x24xf32>
  %17 = net.input "s00237/b/in" : tensor<128x28x28x24xf32>
  %18 = net.elementwise "s00237/b/feed" %17 {kind = #net<elementwise sum>} : tensor<128x28x28x24xf32> -> tensor<128x28x28x24xf32>
  %19 = net.elementwise "s00237" %16, %18 : tensor<128x28x28x24xf32>, tensor<128x28x28x24xf32> -> tensor<128x28x28x24xf32>
  %20 = net.input "s00239/in" : tensor<128x9216xf32>
  %21 = net.elementwise "s00239/feed" %20 {kind = #net<elementwise sum>} : tensor<128x9216xf32> -> tensor<128x9216xf32>
  %22 = net.inner_product "s00239" %21 {num_outputs = 4096 : i64} : tensor<128x9216xf32> -> tensor<128x4096xf32>
  %23 = net.input "s00243/in" : tensor<128x4096xf32>
  %24 = net.elementwise "s00243/feed" %23 {kind = #net<elementwise sum>} : tensor<128x4096xf32> -> tensor<128x4096xf32>
  %25 = net.inner_product "s00243" %24 {num_outputs = 4096 : i64} : tensor<128x4096xf32> -> tensor<128x4096xf32>
  %26 = net.input "s00251/in" : tensor<128x17x17x192xf32>
  %27 = net.elementwise "s00251/feed" %26 {kind = #net<elementwise sum>} : tensor<128x17x17x192xf32> -> tensor<128x17x17x192xf32>
  %28 = net.batch_norm "s00251" %27 : tensor<128x17x17x192xf32> -> tensor<128x17x17x192xf32>
  %29 = net.input "s00253/in" : tensor<128x28x28x128xf32>
  %30 = net.elementwise "s00253/feed" %29 {kind = #net<elementwise sum>} : tensor<128x28x28x128xf32> -> tensor<128x28x28x128xf32>
  %31 = net.input "s00253/b/in" : tensor<128x28x28x128xf32>
  %32 = net.elementwise "s00253/b/feed" %31 {kind = #net<elementwise sum>} : tensor<128x28x28x128xf32> -> tensor<128x28x28x128xf32>
  %33 = net.elementwise "s00253" %30, %32 : tensor<128x28x28x128xf32>, tensor<128x28x28x128xf32> -> tensor<128x28x28x128xf32>
  %34 = net.input "s00259/in" : tensor<128x2048xf32>
  %35 = net.elementwise "s00259/feed" %34 {kind = #net<elementwise sum>} : tensor<128x2048xf32> -> tensor<128x2048xf32>
  %36 = net.inner_product "s00259" %35 {num_outputs = 10 : i64} : tensor<128x2048xf32> -> tensor<128x10xf32>
  %37 = net.input "s00263/in" : tensor<128x56x56x24xf32>
  %38 = net.elementwise "s00263/feed" %37 {kind = #net<elementwise sum>} : tensor<128x56x56x24xf32> -> tensor<128x56x56x24xf32>
  %39 = net.max_pool "s00263" %38 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x56x56x24xf32> -> tensor<128x28x28x24xf32>
  %40 = net.input "s00265/in" : tensor<128x7x7x96xf32>
  %41 = net.elementwise "s00265/feed" %40 {kind = #net<elementwise sum>} : tensor<128x7x7x96xf32> -> tensor<128x7x7x96xf32>
  %42 = net.max_pool "s00265" %41 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x7x7x96xf32> -> tensor<128x7x7x96xf32>
  %43 = net.input "s00267/in" : tensor<128x27x27x96xf32>
  %44 = net.elementwise "s00267/feed" %43 {kind = #net<elementwise sum>} : tensor<128x27x27x96xf32> -> tensor<128x27x27x96xf32>
  %45 = net.max_pool "s00267" %44 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x27x27x96xf32> -> tensor<128x13x13x96xf32>
  %46 = net.input "s00270/in" : tensor<128x28x28x64xf32>
  %47 = net.elementwise "s00270/feed" %46 {kind = #net<elementwise sum>} : tensor<128x28x28x64xf32> -> tensor<128x28x28x64xf32>
  %48 = net.input "s00270/b/in" : tensor<128x28x28x64xf32>
  %49 = net.elementwise "s00270/b/feed" %48 {kind = #net<elementwise sum>} : tensor<128x28x28x64xf32> -> tensor<128x28x28x64xf32>
  %50 = net.elementwise "s00270" %47, %49 {activation = #net<activation relu>} : tensor<128x28x28x64xf32>, tensor<128x28x28x64xf32> -> tensor<128x28x28x64xf32>
  %51 = net.input "s00279/in" : tensor<128x7x7x64xf32>
  %52 = net.elementwise "s00279/feed" %51 {kind = #net<elementwise sum>} : tensor<128x7x7x64xf32> -> tensor<128x7x7x64xf32>
  %53 = net.max_pool "s00279" %52 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x7x7x64xf32> -> tensor<128x7x7x64xf32>
  %54 = net.input "s00281/in" : tensor<128x56x56x64xf32>
  %55 = net.elementwise "s00281/feed" %54 {kind = #net<elementwise sum>} : tensor<128x56x56x64xf32> -> tensor<128x56x56x64xf32>
  %56 = net.input "s00281/b/in" : tensor<128x56x56x64xf32>
  %57 = net.elementwise "s00281/b/feed" %56 {kind = #net<elementwise sum>} : tensor<128x56x56x64xf32> -> tensor<128x56x56x64xf32>
  %58 = net.elementwise "s00281" %55, %57 {activation = #net<activation relu>} : tensor<128x56x56x64xf32>, tensor<128x56x56x64xf32> -> tensor<128x56x56x64xf32>
  %59 = net.input "s00287/in" : tensor<128x13x13x128xf32>
  %60 = net.elementwise "s00287/feed" %59 {kind = #net<elementwise sum>} : tensor<128x13x13x128xf32> -> tensor<128x13x13x128xf32>
  %61 = net.max_pool "s00287" %60 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x13x13x128xf32> -> tensor<128x7x7x128xf32>
  %62 = net.input "s00290/in" : tensor<128x13x13x64xf32>
  %63 = net.elementwise "s00290/feed" %62 {kind = #net<elementwise sum>} : tensor<128x13x13x64xf32> -> tensor<128x13x13x64xf32>
  %64 = net.input "s00290/b/in" : tensor<128x13x13x64xf32>
  %65 = net.elementwise "s00290/b/feed" %64 {kind = #net<elementwise sum>} : tensor<128x13x13x64xf32> -> tensor<128x13x13x64xf32>
  %66 = net.elementwise "s00290" %63, %65 {activation = #net<activation relu>} : tensor<128x13x13x64xf32>, tensor<128x13x13x64xf32> -> tensor<128x13x13x64xf32>
  %67 = net.input "s00291/in" : tensor<128x14x14x96xf32>
  %68 = net.elementwise "s00291/feed" %67 {kind = #net<elementwise sum>} : tensor<128x14x14x96xf32> -> tensor<128x14x14x96xf32>
  %69 = net.batch_norm "s00291" %68 : tensor<128x14x14x96xf32> -> tensor<128x14x14x96xf32>
  %70 = net.input "s00299/in" : tensor<128x14x14x512xf32>
  %71 = net.elementwise "s00299/feed" %70 {kind = #net<elementwise sum>} : tensor<128x14x14x512xf32> -> tensor<128x14x14x512xf32>
  %72 = net.max_pool "s00299" %71 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x14x14x512xf32> -> tensor<128x7x7x512xf32>
  %73 = net.input "s00301/in" : tensor<128x7x7x24xf32>
  %74 = net.elementwise "s00301/feed" %73 {kind = #net<elementwise sum>} : tensor<128x7x7x24xf32> -> tensor<128x7x7x24xf32>
  %75 = net.input "s00301/b/in" : tensor<128x7x7x24xf32>
  %76 = net.elementwise "s00301/b/feed" %75 {kind = #net<elementwise sum>} : tensor<128x7x7x24xf32> -> tensor<128x7x7x24xf32>
  %77 = net.elementwise "s00301" %74, %76 : tensor<128x7x7x24xf32>, tensor<128x7x7x24xf32> -> tensor<128x7x7x24xf32>
  %78 = net.input "s00319/in" : tensor<128x27x27x32xf32>
  %79 = net.elementwise "s00319/feed" %78 {kind = #net<elementwise sum>} : tensor<128x27x27x32xf32> -> tensor<128x27x27x32xf32>
  %80 = net.batch_norm "s00319" %79 {activation = #net<activation relu>} : tensor<128x27x27x32xf32> -> tensor<128x27x27x32xf32>
  %81 = net.input "s00324/in" : tensor<128x7x7x192xf32>
  %82 = net.elementwise "s00324/feed" %81 {kind = #net<elementwise sum>} : tensor<128x7x7x192xf32> -> tensor<128x7x7x192xf32>
  %83 = net.input "s00324/b/in" : tensor<128x7x7x192xf32>
  %84 = net.elementwise "s00324/b/feed" %83 {kind = #net<elementwise sum>} : tensor<128x7x7x192xf32> -> tensor<128x7x7x192xf32>
  %85 = net.elementwise "s00324" %82, %84 : tensor<128x7x7x192xf32>, tensor<128x7x7x192xf32> -> tensor<128x7x7x192xf32>
  %86 = net.input "s00325/in" : tensor<128x8x8x32xf32>
  %87 = net.elementwise "s00325/feed" %86 {kind = #net<elementwise sum>} : tensor<128x8x8x32xf32> -> tensor<128x8x8x32xf32>
  %88 = net.max_pool "s00325" %87 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x8x8x32xf32> -> tensor<128x8x8x32xf32>
}
