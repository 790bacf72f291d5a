net.network "chunk-b256-00" {
  %0 = net.input "s00000/in" : tensor<256x9216xf32>
  %1 = net.elementwise "s00000/feed" %0 {kind = #net<elementwise sum>} : tensor<256x9216xf32> -> tensor<256x9216xf32>
  %2 = net.inner_product "s00000" %1 {num_outputs = 100 : i64} : tensor<256x9216xf32> -> tensor<256x100xf32>
  %3 = net.input "s00001/in" : tensor<256x56x56x48xf32>
  %4 = net.elementwise "s00001/feed" %3 {kind = #net<elementwise sum>} : tensor<256x56x56x48xf32> -> tensor<256x56x56x48xf32>
  %5 = net.avg_pool "s00001" %4 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x56x56x48xf32> -> tensor<256x1x1x48xf32>
  %6 = net.input "s00018/in" : tensor<256x14x14x384xf32>
  %7 = net.elementwise "s00018/feed" %6 {kind = #net<elementwise sum>} : tensor<256x14x14x384xf32> -> tensor<256x14x14x384xf32>
  %8 = net.avg_pool "s00018" %7 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x14x14x384xf32> -> tensor<256x1x1x384xf32>
  %9 = net.input "s00040/in" : tensor<256x17x17x32xf32>
  %10 = net.elementwise "s00040/feed" %9 {kind = #net<elementwise sum>} : tensor<256x17x17x32xf32> -> tensor<256x17x17x32xf32>
  %11 = net.input "s00040/b/in" : tensor<256x17x17x32xf32>
  %12 = net.elementwise "s00040/b/feed" %11 {kind = #net<elementwise sum>} : tensor<256x17x17x32xf32> -> tensor<256x17x17x32xf32>
  %13 = net.elementwise "s00040" %10, %12 {activation = #net<activation relu>} : tensor<256x17x17x32xf32>, tensor<256x17x17x32xf32> -> tensor<256x17x17x32xf32>
  %14 = net.input "s00053/in" : tensor<256x1024xf32>
  %15 = net.elementwise "s00053/feed" %14 {kind = #net<elementwise sum>} : tensor<256x1024xf32> -> tensor<256x1024xf32>
  %16 = net.inner_product "s00053" %15 {num_outputs = 1000 : i64} : tensor<256x1024xf32> -> tensor<256x1000xf32>
  %17 = net.input "s00057/in" : tensor<256x28x28x384xf32>
  %18 = net.elementwise "s00057/feed" %17 {kind = #net<elementwise sum>} : tensor<256x28x28x384xf32> -> tensor<256x28x28x384xf32>
  %19 = net.input "s00057/b/in" : tensor<256x28x28x384xf32>
  %20 = net.elementwise "s00057/b/feed" %19 {kind = #net<elementwise sum>} : tensor<256x28x28x384xf32> -> tensor<256x28x28x384xf32>
  %21 = net.elementwise "s00057" %18, %20 {activation = #net<activation relu>} : tensor<256x28x28x384xf32>, tensor<256x28x28x384xf32> -> tensor<256x28x28x384xf32>
  %22 = net.input "s00069/in" : tensor<256x14x14x96xf32>
  %23 = net.elementwise "s00069/feed" %22 {kind = #net<elementwise sum>} : tensor<256x14x14x96xf32> -> tensor<256x14x14x96xf32>
  %24 = net.avg_pool "s00069" %23 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x14x14x96xf32> -> tensor<256x1x1x96xf32>
  %25 = net.input "s00090/in" : tensor<256x7x7x128xf32>
  %26 = net.elementwise "s00090/feed" %25 {kind = #net<elementwise sum>} : tensor<256x7x7x128xf32> -> tensor<256x7x7x128xf32>
  %27 = net.batch_norm "s00090" %26 {activation = #net<activation relu>} : tensor<256x7x7x128xf32> -> tensor<256x7x7x128xf32>
  %28 = net.input "s00104/in" : tensor<256x512xf32>
  %29 = net.elementwise "s00104/feed" %28 {kind = #net<elementwise sum>} : tensor<256x512xf32> -> tensor<256x512xf32>
  %30 = net.inner_product "s00104" %29 {num_outputs = 10 : i64} : tensor<256x512xf32> -> tensor<256x10xf32>
  %31 = net.input "s00133/in" : tensor<256x7x7x256xf32>
  %32 = net.elementwise "s00133/feed" %31 {kind = #net<elementwise sum>} : tensor<256x7x7x256xf32> -> tensor<256x7x7x256xf32>
  %33 = net.max_pool "s00133" %32 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x7x7x256xf32> -> tensor<256x4x4x256xf32>
  %34 = net.input "s00138/in" : tensor<256x17x17x512xf32>
  %35 = net.elementwise "s00138/feed" %34 {kind = #net<elementwise sum>} : tensor<256x17x17x512xf32> -> tensor<256x17x17x512xf32>
  %36 = net.input "s00138/b/in" : tensor<256x17x17x512xf32>
  %37 = net.elementwise "s00138/b/feed" %36 {kind = #net<elementwise sum>} : tensor<256x17x17x512xf32> -> tensor<256x17x17x512xf32>
  %38 = net.elementwise "s00138" %35, %37 {activation = #net<activation relu>} : tensor<256x17x17x512xf32>, tensor<256x17x17x512xf32> -> tensor<256x17x17x512xf32>
  %39 = net.input "s00147/in" : tensor<256x27x27x512xf32>
  %40 = net.elementwise "s00147/feed" %39 {kind = #net<elementwise sum>} : tensor<256x27x27x512xf32> -> tensor<256x27x27x512xf32>
  %41 = net.max_pool "s00147" %40 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x27x27x512xf32> -> tensor<256x14x14x512xf32>
  %42 = net.input "s00151/in" : tensor<256x14x14x384xf32>
  %43 = net.elementwise "s00151/feed" %42 {kind = #net<elementwise sum>} : tensor<256x14x14x384xf32> -> tensor<256x14x14x384xf32>
  %44 = net.max_pool "s00151" %43 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x14x14x384xf32> -> tensor<256x7x7x384xf32>
  %45 = net.input "s00155/in" : tensor<256x8x8x512xf32>
  %46 = net.elementwise "s00155/feed" %45 {kind = #net<elementwise sum>} : tensor<256x8x8x512xf32> -> tensor<256x8x8x512xf32>
  %47 = net.input "s00155/b/in" : tensor<256x8x8x512xf32>
  %48 = net.elementwise "s00155/b/feed" %47 {kind = #net<elementwise sum>} : tensor<256x8x8x512xf32> -> tensor<256x8x8x512xf32>
  %49 = net.elementwise "s00155" %46, %48 : tensor<256x8x8x512xf32>, tensor<256x8x8x512xf32> -> tensor<256x8x8x512xf32>
  %50 = net.input "s00164/in" : tensor<256x14x14x192xf32>
  %51 = net.elementwise "s00164/feed" %50 {kind = #net<elementwise sum>} : tensor<256x14x14x192xf32> -> tensor<256x14x14x192xf32>
  %52 = net.max_pool "s00164" %51 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x14x14x192xf32> -> tensor<256x7x7x192xf32>
  %53 = net.input "s00167/in" : tensor<256x28x28x192xf32>
  %54 = net.elementwise "s00167/feed" %53 {kind = #net<elementwise sum>} : tensor<256x28x28x192xf32> -> tensor<256x28x28x192xf32>
  %55 = net.input "s00167/b/in" : tensor<256x28x28x192xf32>
  %56 = net.elementwise "s00167/b/feed" %55 {kind = #net<elementwise sum>} : tensor<256x28x28x192xf32> -> tensor<256x28x28x192xf32>
  %57 = net.elementwise "s00167" %54, %56 {activation = #net<activation relu>} : tensor<256x28x28x192xf32>, tensor<256x28x28x192xf32> -> tensor<256x28x28x192xf32>
  %58 = net.input "s00180/in" : tensor<256x7x7x64xf32>
  %59 = net.elementwise "s00180/feed" %58 {kind = #net<elementwise sum>} : tensor<256x7x7x64xf32> -> tensor<256x7x7x64xf32>
  %60 = net.max_pool "s00180" %59 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x7x7x64xf32> -> tensor<256x3x3x64xf32>
  %61 = net.input "s00184/in" : tensor<256x14x14x24xf32>
  %62 = net.elementwise "s00184/feed" %61 {kind = #net<elementwise sum>} : tensor<256x14x14x24xf32> -> tensor<256x14x14x24xf32>
  %63 = net.batch_norm "s00184" %62 {activation = #net<activation relu>} : tensor<256x14x14x24xf32> -> tensor<256x14x14x24xf32>
  %64 = net.input "s00185/in" : tensor<256x14x14x256xf32>
  %65 = net.elementwise "s00185/feed" %64 {kind = #net<elementwise sum>} : tensor<256x14x14x256xf32> -> tensor<256x14x14x256xf32>
  %66 = net.avg_pool "s00185" %65 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x14x14x256xf32> -> tensor<256x1x1x256xf32>
  %67 = net.input "s00214/in" : tensor<256x7x7x128xf32>
  %68 = net.elementwise "s00214/feed" %67 {kind = #net<elementwise sum>} : tensor<256x7x7x128xf32> -> tensor<256x7x7x128xf32>
  %69 = net.input "s00214/b/in" : tensor<256x7x7x128xf32>
  %70 = net.elementwise "s00214/b/feed" %69 {kind = #net<elementwise sum>} : tensor<256x7x7x128xf32> -> tensor<256x7x7x128xf32>
  %71 = net.elementwise "s00214" %68, %70 {activation = #net<activation relu>} : tensor<256x7x7x128xf32>, tensor<256x7x7x128xf32> -> tensor<256x7x7x128xf32>
  %72 = net.input "s00216/in" : tensor<256x8x8x256xf32>
  %73 = net.elementwise "s00216/feed" %72 {kind = #net<elementwise sum>} : tensor<256x8x8x256xf32> -> tensor<256x8x8x256xf32>
  %74 = net.input "s00216/b/in" : tensor<256x8x8x256xf32>
  %75 = net.elementwise "s00216/b/feed" %74 {kind = #net<elementwise sum>} : tensor<256x8x8x256xf32> -> tensor<256x8x8x256xf32>
  %76 = net.elementwise "s00216" %73, %75 {activation = #net<activation relu>} : tensor<256x8x8x256xf32>, tensor<256x8x8x256xf32> -> tensor<256x8x8x256xf32>
  %77 = net.input "s00224/in" : tensor<256x28x28x128xf32>
  %78 = net.elementwise "s00224/feed" %77 {kind = #net<elementwise sum>} : tensor<256x28x28x128xf32> -> tensor<256x28x28x128xf32>
  %79 = net.batch_norm "s00224" %78 {activation = #net<activation relu>} : tensor<256x28x28x128xf32> -> tensor<256x28x28x128xf32>
  %80 = net.input "s00226/in" : tensor<256x28x28x256xf32>
  %81 = net.elementwise "s00226/feed" %80 {kind = #net<elementwise sum>} : tensor<256x28x28x256xf32> -> tensor<256x28x28x256xf32>
  %82 = net.max_pool "s00226" %81 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x28x28x256xf32> -> tensor<256x28x28x256xf32>
  %83 = net.input "s00233/in" : tensor<256x7x7x256xf32>
  %84 = net.elementwise "s00233/feed" %83 {kind = #net<elementwise sum>} : tensor<256x7x7x256xf32> -> tensor<256x7x7x256xf32>
  %85 = net.avg_pool "s00233" %84 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x7x7x256xf32> -> tensor<256x1x1x256xf32>
  %86 = net.input "s00239/in" : tensor<256x17x17x64xf32>
  %87 = net.elementwise "s00239/feed" %86 {kind = #net<elementwise sum>} : tensor<256x17x17x64xf32> -> tensor<256x17x17x64xf32>
  %88 = net.max_pool "s00239" %87 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x17x17x64xf32> -> tensor<256x8x8x64xf32>
}
