net.network "chunk-b032-04" {
  %0 = net.input "s00451/in" : tensor<32x17x17x192xf32>
  %1 = net.elementwise "s00451/feed" %0 {kind = #net<elementwise sum>} : tensor<32x17x17x192xf32> -> tensor<32x17x17x192xf32>
  %2 = net.batch_norm "s00451" %1 {activation = #net<activation relu>} : tensor<32x17x17x192xf32> -> tensor<32x17x17x192xf32>
  %3 = net.input "s00454/in" : tensor<32x35x35x2048xf32>
  %4 = net.elementwise "s00454/feed" %3 {kind = #net<elementwise sum>} : tensor<32x35x35x2048xf32> -> tensor<32x35x35x2048xf32>
  %5 = net.max_pool "s00454" %4 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x35x35x2048xf32> -> tensor<32x18x18x2048xf32>
  %6 = net.input "s00458/in" : tensor<32x56x56x32xf32>
  %7 = net.elementwise "s00458/feed" %6 {kind = #net<elementwise sum>} : tensor<32x56x56x32xf32> -> tensor<32x56x56x32xf32>
  %8 = net.input "s00458/b/in" : tensor<32x56x56x32xf32>
  %9 = net.elementwise "s00458/b/feed" %8 {kind = #net<elementwise sum>} : tensor<32x56x56x32xf32> -> tensor<32x56x56x32xf32>
  %10 = net.elementwise "s00458" %7, %9 {activation = #net<activation relu>} : tensor<32x56x56x32xf32>, tensor<32x56x56x32xf32> -> tensor<32x56x56x32xf32>
  %11 = net.input "s00469/in" : tensor<32x27x27x256xf32>
  %12 = net.elementwise "s00469/feed" %11 {kind = #net<elementwise sum>} : tensor<32x27x27x256xf32> -> tensor<32x27x27x256xf32>
  %13 = net.input "s00469/b/in" : tensor<32x27x27x256xf32>
  %14 = net.elementwise "s00469/b/feed" %13 {kind = #net<elementwise sum>} : tensor<32x27x27x256xf32> -> tensor<32x27x27x256xf32>
  %15 = net.elementwise "s00469" %12, %14 : tensor<32x27x27x256xf32>, tensor<32x27x27x256xf32> -> tensor<32x27x27x256xf32>
  %16 = net.input "s00471/in" : tensor<32x56x56x64xf32>
  %17 = net.elementwise "s00471/feed" %16 {kind = #net<elementwise sum>} : tensor<32x56x56x64xf32> -> tensor<32x56x56x64xf32>
  %18 = net.max_pool "s00471" %17 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x56x56x64xf32> -> tensor<32x28x28x64xf32>
  %19 = net.input "s00472/in" : tensor<32x35x35x64xf32>
  %20 = net.elementwise "s00472/feed" %19 {kind = #net<elementwise sum>} : tensor<32x35x35x64xf32> -> tensor<32x35x35x64xf32>
  %21 = net.input "s00472/b/in" : tensor<32x35x35x64xf32>
  %22 = net.elementwise "s00472/b/feed" %21 {kind = #net<elementwise sum>} : tensor<32x35x35x64xf32> -> tensor<32x35x35x64xf32>
  %23 = net.elementwise "s00472" %20, %22 {activation = #net<activation relu>} : tensor<32x35x35x64xf32>, tensor<32x35x35x64xf32> -> tensor<32x35x35x64xf32>
  %24 = net.input "s00473/in" : tensor<32x4096xf32>
  %25 = net.elementwise "s00473/feed" %24 {kind = #net<elementwise sum>} : tensor<32x4096xf32> -> tensor<32x4096xf32>
  %26 = net.inner_product "s00473" %25 {num_outputs = 1000 : i64} : tensor<32x4096xf32> -> tensor<32x1000xf32>
  %27 = net.input "s00476/in" : tensor<32x27x27x16xf32>
  %28 = net.elementwise "s00476/feed" %27 {kind = #net<elementwise sum>} : tensor<32x27x27x16xf32> -> tensor<32x27x27x16xf32>
  %29 = net.batch_norm "s00476" %28 {activation = #net<activation relu>} : tensor<32x27x27x16xf32> -> tensor<32x27x27x16xf32>
  %30 = net.input "s00477/in" : tensor<32x28x28x24xf32>
  %31 = net.elementwise "s00477/feed" %30 {kind = #net<elementwise sum>} : tensor<32x28x28x24xf32> -> tensor<32x28x28x24xf32>
  %32 = net.max_pool "s00477" %31 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x28x28x24xf32> -> tensor<32x14x14x24xf32>
  %33 = net.input "s00478/in" : tensor<32x13x13x768xf32>
  %34 = net.elementwise "s00478/feed" %33 {kind = #net<elementwise sum>} : tensor<32x13x13x768xf32> -> tensor<32x13x13x768xf32>
  %35 = net.batch_norm "s00478" %34 {activation = #net<activation relu>} : tensor<32x13x13x768xf32> -> tensor<32x13x13x768xf32>
  %36 = net.input "s00479/in" : tensor<32x13x13x512xf32>
  %37 = net.elementwise "s00479/feed" %36 {kind = #net<elementwise sum>} : tensor<32x13x13x512xf32> -> tensor<32x13x13x512xf32>
  %38 = net.input "s00479/b/in" : tensor<32x13x13x512xf32>
  %39 = net.elementwise "s00479/b/feed" %38 {kind = #net<elementwise sum>} : tensor<32x13x13x512xf32> -> tensor<32x13x13x512xf32>
  %40 = net.elementwise "s00479" %37, %39 {activation = #net<activation relu>} : tensor<32x13x13x512xf32>, tensor<32x13x13x512xf32> -> tensor<32x13x13x512xf32>
  %41 = net.input "s00482/in" : tensor<32x35x35x1024xf32>
  %42 = net.elementwise "s00482/feed" %41 {kind = #net<elementwise sum>} : tensor<32x35x35x1024xf32> -> tensor<32x35x35x1024xf32>
  %43 = net.avg_pool "s00482" %42 {ksize = array<i64: 35, 35>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x35x35x1024xf32> -> tensor<32x1x1x1024xf32>
  %44 = net.input "s00485/in" : tensor<32x14x14x512xf32>
  %45 = net.elementwise "s00485/feed" %44 {kind = #net<elementwise sum>} : tensor<32x14x14x512xf32> -> tensor<32x14x14x512xf32>
  %46 = net.max_pool "s00485" %45 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x14x14x512xf32> -> tensor<32x14x14x512xf32>
  %47 = net.input "s00493/in" : tensor<32x28x28x16xf32>
  %48 = net.elementwise "s00493/feed" %47 {kind = #net<elementwise sum>} : tensor<32x28x28x16xf32> -> tensor<32x28x28x16xf32>
  %49 = net.input "s00493/b/in" : tensor<32x28x28x16xf32>
  %50 = net.elementwise "s00493/b/feed" %49 {kind = #net<elementwise sum>} : tensor<32x28x28x16xf32> -> tensor<32x28x28x16xf32>
  %51 = net.elementwise "s00493" %48, %50 : tensor<32x28x28x16xf32>, tensor<32x28x28x16xf32> -> tensor<32x28x28x16xf32>
  %52 = net.input "s00509/in" : tensor<32x7x7x96xf32>
  %53 = net.elementwise "s00509/feed" %52 {kind = #net<elementwise sum>} : tensor<32x7x7x96xf32> -> tensor<32x7x7x96xf32>
  %54 = net.input "s00509/b/in" : tensor<32x7x7x96xf32>
  %55 = net.elementwise "s00509/b/feed" %54 {kind = #net<elementwise sum>} : tensor<32x7x7x96xf32> -> tensor<32x7x7x96xf32>
  %56 = net.elementwise "s00509" %53, %55 : tensor<32x7x7x96xf32>, tensor<32x7x7x96xf32> -> tensor<32x7x7x96xf32>
  %57 = net.input "s00512/in" : tensor<32x28x28x128xf32>
  %58 = net.elementwise "s00512/feed" %57 {kind = #net<elementwise sum>} : tensor<32x28x28x128xf32> -> tensor<32x28x28x128xf32>
  %59 = net.max_pool "s00512" %58 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x28x28x128xf32> -> tensor<32x14x14x128xf32>
  %60 = net.input "s00514/in" : tensor<32x512xf32>
  %61 = net.elementwise "s00514/feed" %60 {kind = #net<elementwise sum>} : tensor<32x512xf32> -> tensor<32x512xf32>
  %62 = net.inner_product "s00514" %61 {num_outputs = 1000 : i64} : tensor<32x512xf32> -> tensor<32x1000xf32>
  %63 = net.input "s00521/in" : tensor<32x512xf32>
  %64 = net.elementwise "s00521/feed" %63 {kind = #net<elementwise sum>} : tensor<32x512xf32> -> tensor<32x512xf32>
  %65 = net.inner_product "s00521" %64 {num_outputs = 4096 : i64} : tensor<32x512xf32> -> tensor<32x4096xf32>
  %66 = net.input "s00524/in" : tensor<32x56x56x768xf32>
  %67 = net.elementwise "s00524/feed" %66 {kind = #net<elementwise sum>} : tensor<32x56x56x768xf32> -> tensor<32x56x56x768xf32>
  %68 = net.avg_pool "s00524" %67 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x56x56x768xf32> -> tensor<32x28x28x768xf32>
  %69 = net.input "s00533/in" : tensor<32x14x14x256xf32>
  %70 = net.elementwise "s00533/feed" %69 {kind = #net<elementwise sum>} : tensor<32x14x14x256xf32> -> tensor<32x14x14x256xf32>
  %71 = net.batch_norm "s00533" %70 {activation = #net<activation relu>} : tensor<32x14x14x256xf32> -> tensor<32x14x14x256xf32>
  %72 = net.input "s00543/in" : tensor<32x7x7x128xf32>
  %73 = net.elementwise "s00543/feed" %72 {kind = #net<elementwise sum>} : tensor<32x7x7x128xf32> -> tensor<32x7x7x128xf32>
  %74 = net.batch_norm "s00543" %73 {activation = #net<activation relu>} : tensor<32x7x7x128xf32> -> tensor<32x7x7x128xf32>
  %75 = net.input "s00545/in" : tensor<32x7x7x384xf32>
  %76 = net.elementwise "s00545/feed" %75 {kind = #net<elementwise sum>} : tensor<32x7x7x384xf32> -> tensor<32x7x7x384xf32>
  %77 = net.max_pool "s00545" %76 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x7x7x384xf32> -> tensor<32x4x4x384xf32>
  %78 = net.input "s00552/in" : tensor<32x17x17x64xf32>
  %79 = net.elementwise "s00552/feed" %78 {kind = #net<elementwise sum>} : tensor<32x17x17x64xf32> -> tensor<32x17x17x64xf32>
  %80 = net.max_pool "s00552" %79 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x17x17x64xf32> -> tensor<32x8x8x64xf32>
  %81 = net.input "s00559/in" : tensor<32x8x8x64xf32>
  %82 = net.elementwise "s00559/feed" %81 {kind = #net<elementwise sum>} : tensor<32x8x8x64xf32> -> tensor<32x8x8x64xf32>
  %83 = net.input "s00559/b/in" : tensor<32x8x8x64xf32>
  %84 = net.elementwise "s00559/b/feed" %83 {kind = #net<elementwise sum>} : tensor<32x8x8x64xf32> -> tensor<32x8x8x64xf32>
  %85 = net.elementwise "s00559" %82, %84 {activation = #net<activation relu>} : tensor<32x8x8x64xf32>, tensor<32x8x8x64xf32> -> tensor<32x8x8x64xf32>
  %86 = net.input "s00570/in" : tensor<32x28x28x1024xf32>
  %87 = net.elementwise "s00570/feed" %86 {kind = #net<elementwise sum>} : tensor<32x28x28x1024xf32> -> tensor<32x28x28x1024xf32>
  %88 = net.max_pool "s00570" %87 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x28x28x1024xf32> -> tensor<32x14x14x1024xf32>
}
