net.network "chunk-b016-01" {
  %0 = net.input "s00217/in" : tensor<16x13x13x192xf32>
  %1 = net.elementwise "s00217/feed" %0 {kind = #net<elementwise sum>} : tensor<16x13x13x192xf32> -> tensor<16x13x13x192xf32>
  %2 = net.max_pool "s00217" %1 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x13x13x192xf32> -> tensor<16x13x13x192xf32>
  %3 = net.input "s00218/in" : tensor<16x27x27x1024xf32>
  %4 = net.elementwise "s00218/feed" %3 {kind = #net<elementwise sum>} : tensor<16x27x27x1024xf32> -> tensor<16x27x27x1024xf32>
  %5 = net.input "s00218/b/in" : tensor<16x27x27x1024xf32>
  %6 = net.elementwise "s00218/b/feed" %5 {kind = #net<elementwise sum>} : tensor<16x27x27x1024xf32> -> tensor<16x27x27x1024xf32>
  %7 = net.elementwise "s00218" %4, %6 {activation = #net<activation relu>} : tensor<16x27x27x1024xf32>, tensor<16x27x27x1024xf32> -> tensor<16x27x27x1024xf32>
  %8 = net.input "s00228/in" : tensor<16x2048xf32>
  %9 = net.elementwise "s00228/feed" %8 {kind = #net<elementwise sum>} : tensor<16x2048xf32> -> tensor<16x2048xf32>
  %10 = net.inner_product "s00228" %9 {num_outputs = 1000 : i64} : tensor<16x2048xf32> -> tensor<16x1000xf32>
  %11 = net.input "s00233/in" : tensor<16x56x56x192xf32>
  %12 = net.elementwise "s00233/feed" %11 {kind = #net<elementwise sum>} : tensor<16x56x56x192xf32> -> tensor<16x56x56x192xf32>
  %13 = net.input "s00233/b/in" : tensor<16x56x56x192xf32>
  %14 = net.elementwise "s00233/b/feed" %13 {kind = #net<elementwise sum>} : tensor<16x56x56x192xf32> -> tensor<16x56x56x192xf32>
  %15 = net.elementwise "s00233" %12, %14 : tensor<16x56x56x192xf32>, tensor<16x56x56x192xf32> -> tensor<16x56x56x192xf32>
  %16 = net.input "s00240/in" : tensor<16x17x17x48xf32>
  %17 = net.elementwise "s00240/feed" %16 {kind = #net<elementwise sum>} : tensor<16x17x17x48xf32> -> tensor<16x17x17x48xf32>
  %18 = net.batch_norm "s00240" %17 {activation = #net<activation relu>} : tensor<16x17x17x48xf32> -> tensor<16x17x17x48xf32>
  %19 = net.input "s00268/in" : tensor<16x14x14x512xf32>
  %20 = net.elementwise "s00268/feed" %19 {kind = #net<elementwise sum>} : tensor<16x14x14x512xf32> -> tensor<16x14x14x512xf32>
  %21 = net.batch_norm "s00268" %20 : tensor<16x14x14x512xf32> -> tensor<16x14x14x512xf32>
  %22 = net.input "s00277/in" : tensor<16x14x14x192xf32>
  %23 = net.elementwise "s00277/feed" %22 {kind = #net<elementwise sum>} : tensor<16x14x14x192xf32> -> tensor<16x14x14x192xf32>
  %24 = net.input "s00277/b/in" : tensor<16x14x14x192xf32>
  %25 = net.elementwise "s00277/b/feed" %24 {kind = #net<elementwise sum>} : tensor<16x14x14x192xf32> -> tensor<16x14x14x192xf32>
  %26 = net.elementwise "s00277" %23, %25 : tensor<16x14x14x192xf32>, tensor<16x14x14x192xf32> -> tensor<16x14x14x192xf32>
  %27 = net.input "s00282/in" : tensor<16x512xf32>
  %28 = net.elementwise "s00282/feed" %27 {kind = #net<elementwise sum>} : tensor<16x512xf32> -> tensor<16x512xf32>
  %29 = net.inner_product "s00282" %28 {num_outputs = 4096 : i64} : tensor<16x512xf32> -> tensor<16x4096xf32>
  %30 = net.input "s00294/in" : tensor<16x35x35x24xf32>
  %31 = net.elementwise "s00294/feed" %30 {kind = #net<elementwise sum>} : tensor<16x35x35x24xf32> -> tensor<16x35x35x24xf32>
  %32 = net.input "s00294/b/in" : tensor<16x35x35x24xf32>
  %33 = net.elementwise "s00294/b/feed" %32 {kind = #net<elementwise sum>} : tensor<16x35x35x24xf32> -> tensor<16x35x35x24xf32>
  %34 = net.elementwise "s00294" %31, %33 : tensor<16x35x35x24xf32>, tensor<16x35x35x24xf32> -> tensor<16x35x35x24xf32>
  %35 = net.input "s00308/in" : tensor<16x1024xf32>
  %36 = net.elementwise "s00308/feed" %35 {kind = #net<elementwise sum>} : tensor<16x1024xf32> -> tensor<16x1024xf32>
  %37 = net.inner_product "s00308" %36 {num_outputs = 10 : i64} : tensor<16x1024xf32> -> tensor<16x10xf32>
  %38 = net.input "s00323/in" : tensor<16x112x112x64xf32>
  %39 = net.elementwise "s00323/feed" %38 {kind = #net<elementwise sum>} : tensor<16x112x112x64xf32> -> tensor<16x112x112x64xf32>
  %40 = net.batch_norm "s00323" %39 : tensor<16x112x112x64xf32> -> tensor<16x112x112x64xf32>
  %41 = net.input "s00329/in" : tensor<16x56x56x768xf32>
  %42 = net.elementwise "s00329/feed" %41 {kind = #net<elementwise sum>} : tensor<16x56x56x768xf32> -> tensor<16x56x56x768xf32>
  %43 = net.max_pool "s00329" %42 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x56x56x768xf32> -> tensor<16x28x28x768xf32>
  %44 = net.input "s00333/in" : tensor<16x28x28x768xf32>
  %45 = net.elementwise "s00333/feed" %44 {kind = #net<elementwise sum>} : tensor<16x28x28x768xf32> -> tensor<16x28x28x768xf32>
  %46 = net.batch_norm "s00333" %45 : tensor<16x28x28x768xf32> -> tensor<16x28x28x768xf32>
  %47 = net.input "s00334/in" : tensor<16x7x7x16xf32>
  %48 = net.elementwise "s00334/feed" %47 {kind = #net<elementwise sum>} : tensor<16x7x7x16xf32> -> tensor<16x7x7x16xf32>
  %49 = net.batch_norm "s00334" %48 {activation = #net<activation relu>} : tensor<16x7x7x16xf32> -> tensor<16x7x7x16xf32>
  %50 = net.input "s00336/in" : tensor<16x8x8x512xf32>
  %51 = net.elementwise "s00336/feed" %50 {kind = #net<elementwise sum>} : tensor<16x8x8x512xf32> -> tensor<16x8x8x512xf32>
  %52 = net.batch_norm "s00336" %51 : tensor<16x8x8x512xf32> -> tensor<16x8x8x512xf32>
  %53 = net.input "s00346/in" : tensor<16x8x8x128xf32>
  %54 = net.elementwise "s00346/feed" %53 {kind = #net<elementwise sum>} : tensor<16x8x8x128xf32> -> tensor<16x8x8x128xf32>
  %55 = net.batch_norm "s00346" %54 {activation = #net<activation relu>} : tensor<16x8x8x128xf32> -> tensor<16x8x8x128xf32>
  %56 = net.input "s00356/in" : tensor<16x7x7x512xf32>
  %57 = net.elementwise "s00356/feed" %56 {kind = #net<elementwise sum>} : tensor<16x7x7x512xf32> -> tensor<16x7x7x512xf32>
  %58 = net.max_pool "s00356" %57 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x7x7x512xf32> -> tensor<16x3x3x512xf32>
  %59 = net.input "s00357/in" : tensor<16x7x7x128xf32>
  %60 = net.elementwise "s00357/feed" %59 {kind = #net<elementwise sum>} : tensor<16x7x7x128xf32> -> tensor<16x7x7x128xf32>
  %61 = net.input "s00357/b/in" : tensor<16x7x7x128xf32>
  %62 = net.elementwise "s00357/b/feed" %61 {kind = #net<elementwise sum>} : tensor<16x7x7x128xf32> -> tensor<16x7x7x128xf32>
  %63 = net.elementwise "s00357" %60, %62 {activation = #net<activation relu>} : tensor<16x7x7x128xf32>, tensor<16x7x7x128xf32> -> tensor<16x7x7x128xf32>
  %64 = net.input "s00366/in" : tensor<16x56x56x2048xf32>
  %65 = net.elementwise "s00366/feed" %64 {kind = #net<elementwise sum>} : tensor<16x56x56x2048xf32> -> tensor<16x56x56x2048xf32>
  %66 = net.max_pool "s00366" %65 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x56x56x2048xf32> -> tensor<16x28x28x2048xf32>
  %67 = net.input "s00367/in" : tensor<16x7x7x1024xf32>
  %68 = net.elementwise "s00367/feed" %67 {kind = #net<elementwise sum>} : tensor<16x7x7x1024xf32> -> tensor<16x7x7x1024xf32>
  %69 = net.input "s00367/b/in" : tensor<16x7x7x1024xf32>
  %70 = net.elementwise "s00367/b/feed" %69 {kind = #net<elementwise sum>} : tensor<16x7x7x1024xf32> -> tensor<16x7x7x1024xf32>
  %71 = net.elementwise "s00367" %68, %70 {activation = #net<activation relu>} : tensor<16x7x7x1024xf32>, tensor<16x7x7x1024xf32> -> tensor<16x7x7x1024xf32>
  %72 = net.input "s00370/in" : tensor<16x9216xf32>
  %73 = net.elementwise "s00370/feed" %72 {kind = #net<elementwise sum>} : tensor<16x9216xf32> -> tensor<16x9216xf32>
  %74 = net.inner_product "s00370" %73 {num_outputs = 1000 : i64} : tensor<16x9216xf32> -> tensor<16x1000xf32>
  %75 = net.input "s00379/in" : tensor<16x56x56x256xf32>
  %76 = net.elementwise "s00379/feed" %75 {kind = #net<elementwise sum>} : tensor<16x56x56x256xf32> -> tensor<16x56x56x256xf32>
  %77 = net.batch_norm "s00379" %76 {activation = #net<activation relu>} : tensor<16x56x56x256xf32> -> tensor<16x56x56x256xf32>
  %78 = net.input "s00386/in" : tensor<16x35x35x768xf32>
  %79 = net.elementwise "s00386/feed" %78 {kind = #net<elementwise sum>} : tensor<16x35x35x768xf32> -> tensor<16x35x35x768xf32>
  %80 = net.max_pool "s00386" %79 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x35x35x768xf32> -> tensor<16x35x35x768xf32>
  %81 = net.input "s00416/in" : tensor<16x13x13x256xf32>
  %82 = net.elementwise "s00416/feed" %81 {kind = #net<elementwise sum>} : tensor<16x13x13x256xf32> -> tensor<16x13x13x256xf32>
  %83 = net.max_pool "s00416" %82 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x13x13x256xf32> -> tensor<16x6x6x256xf32>
  %84 = net.input "s00419/in" : tensor<16x35x35x96xf32>
  %85 = net.elementwise "s00419/feed" %84 {kind = #net<elementwise sum>} : tensor<16x35x35x96xf32> -> tensor<16x35x35x96xf32>
  %86 = net.batch_norm "s00419" %85 : tensor<16x35x35x96xf32> -> tensor<16x35x35x96xf32>
}
