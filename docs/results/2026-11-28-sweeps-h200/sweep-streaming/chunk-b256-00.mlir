net.network "chunk-b256-00" {
  %0 = net.input "s00001/in" : tensor<256x14x14x2048xf32>
  %1 = net.elementwise "s00001/feed" %0 {kind = #net<elementwise sum>} : tensor<256x14x14x2048xf32> -> tensor<256x14x14x2048xf32>
  %2 = net.batch_norm "s00001" %1 {activation = #net<activation relu>} : tensor<256x14x14x2048xf32> -> tensor<256x14x14x2048xf32>
  %3 = net.input "s00002/in" : tensor<256x14x14x64xf32>
  %4 = net.elementwise "s00002/feed" %3 {kind = #net<elementwise sum>} : tensor<256x14x14x64xf32> -> tensor<256x14x14x64xf32>
  %5 = net.input "s00002/b/in" : tensor<256x14x14x64xf32>
  %6 = net.elementwise "s00002/b/feed" %5 {kind = #net<elementwise sum>} : tensor<256x14x14x64xf32> -> tensor<256x14x14x64xf32>
  %7 = net.elementwise "s00002" %4, %6 : tensor<256x14x14x64xf32>, tensor<256x14x14x64xf32> -> tensor<256x14x14x64xf32>
  %8 = net.input "s00009/in" : tensor<256x35x35x256xf32>
  %9 = net.elementwise "s00009/feed" %8 {kind = #net<elementwise sum>} : tensor<256x35x35x256xf32> -> tensor<256x35x35x256xf32>
  %10 = net.max_pool "s00009" %9 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x35x35x256xf32> -> tensor<256x17x17x256xf32>
  %11 = net.input "s00027/in" : tensor<256x35x35x128xf32>
  %12 = net.elementwise "s00027/feed" %11 {kind = #net<elementwise sum>} : tensor<256x35x35x128xf32> -> tensor<256x35x35x128xf32>
  %13 = net.batch_norm "s00027" %12 {activation = #net<activation relu>} : tensor<256x35x35x128xf32> -> tensor<256x35x35x128xf32>
  %14 = net.input "s00037/in" : tensor<256x14x14x256xf32>
  %15 = net.elementwise "s00037/feed" %14 {kind = #net<elementwise sum>} : tensor<256x14x14x256xf32> -> tensor<256x14x14x256xf32>
  %16 = net.max_pool "s00037" %15 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x14x14x256xf32> -> tensor<256x7x7x256xf32>
  %17 = net.input "s00050/in" : tensor<256x35x35x128xf32>
  %18 = net.elementwise "s00050/feed" %17 {kind = #net<elementwise sum>} : tensor<256x35x35x128xf32> -> tensor<256x35x35x128xf32>
  %19 = net.avg_pool "s00050" %18 {ksize = array<i64: 35, 35>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x35x35x128xf32> -> tensor<256x1x1x128xf32>
  %20 = net.input "s00059/in" : tensor<256x8x8x384xf32>
  %21 = net.elementwise "s00059/feed" %20 {kind = #net<elementwise sum>} : tensor<256x8x8x384xf32> -> tensor<256x8x8x384xf32>
  %22 = net.avg_pool "s00059" %21 {ksize = array<i64: 8, 8>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x8x8x384xf32> -> tensor<256x1x1x384xf32>
  %23 = net.input "s00060/in" : tensor<256x2048xf32>
  %24 = net.elementwise "s00060/feed" %23 {kind = #net<elementwise sum>} : tensor<256x2048xf32> -> tensor<256x2048xf32>
  %25 = net.inner_product "s00060" %24 {num_outputs = 100 : i64} : tensor<256x2048xf32> -> tensor<256x100xf32>
  %26 = net.input "s00069/in" : tensor<256x13x13x96xf32>
  %27 = net.elementwise "s00069/feed" %26 {kind = #net<elementwise sum>} : tensor<256x13x13x96xf32> -> tensor<256x13x13x96xf32>
  %28 = net.max_pool "s00069" %27 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x13x13x96xf32> -> tensor<256x6x6x96xf32>
  %29 = net.input "s00081/in" : tensor<256x28x28x384xf32>
  %30 = net.elementwise "s00081/feed" %29 {kind = #net<elementwise sum>} : tensor<256x28x28x384xf32> -> tensor<256x28x28x384xf32>
  %31 = net.input "s00081/b/in" : tensor<256x28x28x384xf32>
  %32 = net.elementwise "s00081/b/feed" %31 {kind = #net<elementwise sum>} : tensor<256x28x28x384xf32> -> tensor<256x28x28x384xf32>
  %33 = net.elementwise "s00081" %30, %32 {activation = #net<activation relu>} : tensor<256x28x28x384xf32>, tensor<256x28x28x384xf32> -> tensor<256x28x28x384xf32>
  %34 = net.input "s00082/in" : tensor<256x7x7x768xf32>
  %35 = net.elementwise "s00082/feed" %34 {kind = #net<elementwise sum>} : tensor<256x7x7x768xf32> -> tensor<256x7x7x768xf32>
  %36 = net.batch_norm "s00082" %35 : tensor<256x7x7x768xf32> -> tensor<256x7x7x768xf32>
  %37 = net.input "s00084/in" : tensor<256x35x35x96xf32>
  %38 = net.elementwise "s00084/feed" %37 {kind = #net<elementwise sum>} : tensor<256x35x35x96xf32> -> tensor<256x35x35x96xf32>
  %39 = net.batch_norm "s00084" %38 {activation = #net<activation relu>} : tensor<256x35x35x96xf32> -> tensor<256x35x35x96xf32>
  %40 = net.input "s00085/in" : tensor<256x13x13x192xf32>
  %41 = net.elementwise "s00085/feed" %40 {kind = #net<elementwise sum>} : tensor<256x13x13x192xf32> -> tensor<256x13x13x192xf32>
  %42 = net.max_pool "s00085" %41 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<256x13x13x192xf32> -> tensor<256x7x7x192xf32>
  %43 = net.input "s00110/in" : tensor<256x17x17x128xf32>
  %44 = net.elementwise "s00110/feed" %43 {kind = #net<elementwise sum>} : tensor<256x17x17x128xf32> -> tensor<256x17x17x128xf32>
  %45 = net.input "s00110/b/in" : tensor<256x17x17x128xf32>
  %46 = net.elementwise "s00110/b/feed" %45 {kind = #net<elementwise sum>} : tensor<256x17x17x128xf32> -> tensor<256x17x17x128xf32>
  %47 = net.elementwise "s00110" %44, %46 {activation = #net<activation relu>} : tensor<256x17x17x128xf32>, tensor<256x17x17x128xf32> -> tensor<256x17x17x128xf32>
  %48 = net.input "s00118/in" : tensor<256x17x17x128xf32>
  %49 = net.elementwise "s00118/feed" %48 {kind = #net<elementwise sum>} : tensor<256x17x17x128xf32> -> tensor<256x17x17x128xf32>
  %50 = net.input "s00118/b/in" : tensor<256x17x17x128xf32>
  %51 = net.elementwise "s00118/b/feed" %50 {kind = #net<elementwise sum>} : tensor<256x17x17x128xf32> -> tensor<256x17x17x128xf32>
  %52 = net.elementwise "s00118" %49, %51 : tensor<256x17x17x128xf32>, tensor<256x17x17x128xf32> -> tensor<256x17x17x128xf32>
  %53 = net.input "s00143/in" : tensor<256x14x14x1024xf32>
  %54 = net.elementwise "s00143/feed" %53 {kind = #net<elementwise sum>} : tensor<256x14x14x1024xf32> -> tensor<256x14x14x1024xf32>
  %55 = net.batch_norm "s00143" %54 {activation = #net<activation relu>} : tensor<256x14x14x1024xf32> -> tensor<256x14x14x1024xf32>
  %56 = net.input "s00147/in" : tensor<256x8x8x192xf32>
  %57 = net.elementwise "s00147/feed" %56 {kind = #net<elementwise sum>} : tensor<256x8x8x192xf32> -> tensor<256x8x8x192xf32>
  %58 = net.batch_norm "s00147" %57 {activation = #net<activation relu>} : tensor<256x8x8x192xf32> -> tensor<256x8x8x192xf32>
  %59 = net.input "s00152/in" : tensor<256x9216xf32>
  %60 = net.elementwise "s00152/feed" %59 {kind = #net<elementwise sum>} : tensor<256x9216xf32> -> tensor<256x9216xf32>
  %61 = net.inner_product "s00152" %60 {num_outputs = 4096 : i64} : tensor<256x9216xf32> -> tensor<256x4096xf32>
  %62 = net.input "s00154/in" : tensor<256x14x14x16xf32>
  %63 = net.elementwise "s00154/feed" %62 {kind = #net<elementwise sum>} : tensor<256x14x14x16xf32> -> tensor<256x14x14x16xf32>
  %64 = net.input "s00154/b/in" : tensor<256x14x14x16xf32>
  %65 = net.elementwise "s00154/b/feed" %64 {kind = #net<elementwise sum>} : tensor<256x14x14x16xf32> -> tensor<256x14x14x16xf32>
  %66 = net.elementwise "s00154" %63, %65 {activation = #net<activation relu>} : tensor<256x14x14x16xf32>, tensor<256x14x14x16xf32> -> tensor<256x14x14x16xf32>
  %67 = net.input "s00168/in" : tensor<256x56x56x32xf32>
  %68 = net.elementwise "s00168/feed" %67 {kind = #net<elementwise sum>} : tensor<256x56x56x32xf32> -> tensor<256x56x56x32xf32>
  %69 = net.max_pool "s00168" %68 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x56x56x32xf32> -> tensor<256x56x56x32xf32>
  %70 = net.input "s00187/in" : tensor<256x17x17x64xf32>
  %71 = net.elementwise "s00187/feed" %70 {kind = #net<elementwise sum>} : tensor<256x17x17x64xf32> -> tensor<256x17x17x64xf32>
  %72 = net.batch_norm "s00187" %71 {activation = #net<activation relu>} : tensor<256x17x17x64xf32> -> tensor<256x17x17x64xf32>
  %73 = net.input "s00195/in" : tensor<256x1024xf32>
  %74 = net.elementwise "s00195/feed" %73 {kind = #net<elementwise sum>} : tensor<256x1024xf32> -> tensor<256x1024xf32>
  %75 = net.inner_product "s00195" %74 {num_outputs = 1000 : i64} : tensor<256x1024xf32> -> tensor<256x1000xf32>
  %76 = net.input "s00196/in" : tensor<256x27x27x48xf32>
  %77 = net.elementwise "s00196/feed" %76 {kind = #net<elementwise sum>} : tensor<256x27x27x48xf32> -> tensor<256x27x27x48xf32>
  %78 = net.avg_pool "s00196" %77 {ksize = array<i64: 27, 27>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x27x27x48xf32> -> tensor<256x1x1x48xf32>
  %79 = net.input "s00208/in" : tensor<256x28x28x48xf32>
  %80 = net.elementwise "s00208/feed" %79 {kind = #net<elementwise sum>} : tensor<256x28x28x48xf32> -> tensor<256x28x28x48xf32>
  %81 = net.input "s00208/b/in" : tensor<256x28x28x48xf32>
  %82 = net.elementwise "s00208/b/feed" %81 {kind = #net<elementwise sum>} : tensor<256x28x28x48xf32> -> tensor<256x28x28x48xf32>
  %83 = net.elementwise "s00208" %80, %82 : tensor<256x28x28x48xf32>, tensor<256x28x28x48xf32> -> tensor<256x28x28x48xf32>
  %84 = net.input "s00219/in" : tensor<256x56x56x128xf32>
  %85 = net.elementwise "s00219/feed" %84 {kind = #net<elementwise sum>} : tensor<256x56x56x128xf32> -> tensor<256x56x56x128xf32>
  %86 = net.input "s00219/b/in" : tensor<256x56x56x128xf32>
  %87 = net.elementwise "s00219/b/feed" %86 {kind = #net<elementwise sum>} : tensor<256x56x56x128xf32> -> tensor<256x56x56x128xf32>
  %88 = net.elementwise "s00219" %85, %87 {activation = #net<activation relu>} : tensor<256x56x56x128xf32>, tensor<256x56x56x128xf32> -> tensor<256x56x56x128xf32>
}
