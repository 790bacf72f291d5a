net.network "chunk-b064-01" {
  %0 = net.input "s00086/in" : tensor<64x28x28x1024xf32>
  %1 = net.elementwise "s00086/feed" %0 {kind = #net<elementwise sum>} : tensor<64x28x28x1024xf32> -> tensor<64x28x28x1024xf32>
  %2 = net.input "s00086/b/in" : tensor<64x28x28x1024xf32>
  %3 = net.elementwise "s00086/b/feed" %2 {kind = #net<elementwise sum>} : tensor<64x28x28x1024xf32> -> tensor<64x28x28x1024xf32>
  %4 = net.elementwise "s00086" %1, %3 {activation = #net<activation relu>} : tensor<64x28x28x1024xf32>, tensor<64x28x28x1024xf32> -> tensor<64x28x28x1024xf32>
  %5 = net.input "s00087/in" : tensor<64x7x7x16xf32>
  %6 = net.elementwise "s00087/feed" %5 {kind = #net<elementwise sum>} : tensor<64x7x7x16xf32> -> tensor<64x7x7x16xf32>
  %7 = net.batch_norm "s00087" %6 : tensor<64x7x7x16xf32> -> tensor<64x7x7x16xf32>
  %8 = net.input "s00095/in" : tensor<64x14x14x128xf32>
  %9 = net.elementwise "s00095/feed" %8 {kind = #net<elementwise sum>} : tensor<64x14x14x128xf32> -> tensor<64x14x14x128xf32>
  %10 = net.batch_norm "s00095" %9 : tensor<64x14x14x128xf32> -> tensor<64x14x14x128xf32>
  %11 = net.input "s00096/in" : tensor<64x7x7x24xf32>
  %12 = net.elementwise "s00096/feed" %11 {kind = #net<elementwise sum>} : tensor<64x7x7x24xf32> -> tensor<64x7x7x24xf32>
  %13 = net.max_pool "s00096" %12 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x7x7x24xf32> -> tensor<64x4x4x24xf32>
  %14 = net.input "s00102/in" : tensor<64x13x13x512xf32>
  %15 = net.elementwise "s00102/feed" %14 {kind = #net<elementwise sum>} : tensor<64x13x13x512xf32> -> tensor<64x13x13x512xf32>
  %16 = net.avg_pool "s00102" %15 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x13x13x512xf32> -> tensor<64x7x7x512xf32>
  %17 = net.input "s00107/in" : tensor<64x2048xf32>
  %18 = net.elementwise "s00107/feed" %17 {kind = #net<elementwise sum>} : tensor<64x2048xf32> -> tensor<64x2048xf32>
  %19 = net.inner_product "s00107" %18 {num_outputs = 1000 : i64} : tensor<64x2048xf32> -> tensor<64x1000xf32>
  %20 = net.input "s00115/in" : tensor<64x4096xf32>
  %21 = net.elementwise "s00115/feed" %20 {kind = #net<elementwise sum>} : tensor<64x4096xf32> -> tensor<64x4096xf32>
  %22 = net.inner_product "s00115" %21 {num_outputs = 1000 : i64} : tensor<64x4096xf32> -> tensor<64x1000xf32>
  %23 = net.input "s00119/in" : tensor<64x56x56x24xf32>
  %24 = net.elementwise "s00119/feed" %23 {kind = #net<elementwise sum>} : tensor<64x56x56x24xf32> -> tensor<64x56x56x24xf32>
  %25 = net.batch_norm "s00119" %24 {activation = #net<activation relu>} : tensor<64x56x56x24xf32> -> tensor<64x56x56x24xf32>
  %26 = net.input "s00122/in" : tensor<64x4096xf32>
  %27 = net.elementwise "s00122/feed" %26 {kind = #net<elementwise sum>} : tensor<64x4096xf32> -> tensor<64x4096xf32>
  %28 = net.inner_product "s00122" %27 {num_outputs = 100 : i64} : tensor<64x4096xf32> -> tensor<64x100xf32>
  %29 = net.input "s00130/in" : tensor<64x56x56x96xf32>
  %30 = net.elementwise "s00130/feed" %29 {kind = #net<elementwise sum>} : tensor<64x56x56x96xf32> -> tensor<64x56x56x96xf32>
  %31 = net.max_pool "s00130" %30 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x56x56x96xf32> -> tensor<64x28x28x96xf32>
  %32 = net.input "s00137/in" : tensor<64x28x28x48xf32>
  %33 = net.elementwise "s00137/feed" %32 {kind = #net<elementwise sum>} : tensor<64x28x28x48xf32> -> tensor<64x28x28x48xf32>
  %34 = net.input "s00137/b/in" : tensor<64x28x28x48xf32>
  %35 = net.elementwise "s00137/b/feed" %34 {kind = #net<elementwise sum>} : tensor<64x28x28x48xf32> -> tensor<64x28x28x48xf32>
  %36 = net.elementwise "s00137" %33, %35 {activation = #net<activation relu>} : tensor<64x28x28x48xf32>, tensor<64x28x28x48xf32> -> tensor<64x28x28x48xf32>
  %37 = net.input "s00143/in" : tensor<64x28x28x128xf32>
  %38 = net.elementwise "s00143/feed" %37 {kind = #net<elementwise sum>} : tensor<64x28x28x128xf32> -> tensor<64x28x28x128xf32>
  %39 = net.max_pool "s00143" %38 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x28x28x128xf32> -> tensor<64x14x14x128xf32>
  %40 = net.input "s00144/in" : tensor<64x14x14x2048xf32>
  %41 = net.elementwise "s00144/feed" %40 {kind = #net<elementwise sum>} : tensor<64x14x14x2048xf32> -> tensor<64x14x14x2048xf32>
  %42 = net.batch_norm "s00144" %41 {activation = #net<activation relu>} : tensor<64x14x14x2048xf32> -> tensor<64x14x14x2048xf32>
  %43 = net.input "s00150/in" : tensor<64x14x14x64xf32>
  %44 = net.elementwise "s00150/feed" %43 {kind = #net<elementwise sum>} : tensor<64x14x14x64xf32> -> tensor<64x14x14x64xf32>
  %45 = net.input "s00150/b/in" : tensor<64x14x14x64xf32>
  %46 = net.elementwise "s00150/b/feed" %45 {kind = #net<elementwise sum>} : tensor<64x14x14x64xf32> -> tensor<64x14x14x64xf32>
  %47 = net.elementwise "s00150" %44, %46 {activation = #net<activation relu>} : tensor<64x14x14x64xf32>, tensor<64x14x14x64xf32> -> tensor<64x14x14x64xf32>
  %48 = net.input "s00161/in" : tensor<64x14x14x384xf32>
  %49 = net.elementwise "s00161/feed" %48 {kind = #net<elementwise sum>} : tensor<64x14x14x384xf32> -> tensor<64x14x14x384xf32>
  %50 = net.batch_norm "s00161" %49 : tensor<64x14x14x384xf32> -> tensor<64x14x14x384xf32>
  %51 = net.input "s00174/in" : tensor<64x27x27x64xf32>
  %52 = net.elementwise "s00174/feed" %51 {kind = #net<elementwise sum>} : tensor<64x27x27x64xf32> -> tensor<64x27x27x64xf32>
  %53 = net.batch_norm "s00174" %52 {activation = #net<activation relu>} : tensor<64x27x27x64xf32> -> tensor<64x27x27x64xf32>
  %54 = net.input "s00175/in" : tensor<64x8x8x1024xf32>
  %55 = net.elementwise "s00175/feed" %54 {kind = #net<elementwise sum>} : tensor<64x8x8x1024xf32> -> tensor<64x8x8x1024xf32>
  %56 = net.input "s00175/b/in" : tensor<64x8x8x1024xf32>
  %57 = net.elementwise "s00175/b/feed" %56 {kind = #net<elementwise sum>} : tensor<64x8x8x1024xf32> -> tensor<64x8x8x1024xf32>
  %58 = net.elementwise "s00175" %55, %57 {activation = #net<activation relu>} : tensor<64x8x8x1024xf32>, tensor<64x8x8x1024xf32> -> tensor<64x8x8x1024xf32>
  %59 = net.input "s00176/in" : tensor<64x28x28x128xf32>
  %60 = net.elementwise "s00176/feed" %59 {kind = #net<elementwise sum>} : tensor<64x28x28x128xf32> -> tensor<64x28x28x128xf32>
  %61 = net.avg_pool "s00176" %60 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x28x28x128xf32> -> tensor<64x14x14x128xf32>
  %62 = net.input "s00177/in" : tensor<64x35x35x512xf32>
  %63 = net.elementwise "s00177/feed" %62 {kind = #net<elementwise sum>} : tensor<64x35x35x512xf32> -> tensor<64x35x35x512xf32>
  %64 = net.batch_norm "s00177" %63 {activation = #net<activation relu>} : tensor<64x35x35x512xf32> -> tensor<64x35x35x512xf32>
  %65 = net.input "s00178/in" : tensor<64x28x28x64xf32>
  %66 = net.elementwise "s00178/feed" %65 {kind = #net<elementwise sum>} : tensor<64x28x28x64xf32> -> tensor<64x28x28x64xf32>
  %67 = net.batch_norm "s00178" %66 : tensor<64x28x28x64xf32> -> tensor<64x28x28x64xf32>
  %68 = net.input "s00183/in" : tensor<64x56x56x128xf32>
  %69 = net.elementwise "s00183/feed" %68 {kind = #net<elementwise sum>} : tensor<64x56x56x128xf32> -> tensor<64x56x56x128xf32>
  %70 = net.batch_norm "s00183" %69 {activation = #net<activation relu>} : tensor<64x56x56x128xf32> -> tensor<64x56x56x128xf32>
  %71 = net.input "s00189/in" : tensor<64x56x56x64xf32>
  %72 = net.elementwise "s00189/feed" %71 {kind = #net<elementwise sum>} : tensor<64x56x56x64xf32> -> tensor<64x56x56x64xf32>
  %73 = net.max_pool "s00189" %72 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x56x56x64xf32> -> tensor<64x28x28x64xf32>
  %74 = net.input "s00192/in" : tensor<64x17x17x2048xf32>
  %75 = net.elementwise "s00192/feed" %74 {kind = #net<elementwise sum>} : tensor<64x17x17x2048xf32> -> tensor<64x17x17x2048xf32>
  %76 = net.max_pool "s00192" %75 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x17x17x2048xf32> -> tensor<64x9x9x2048xf32>
  %77 = net.input "s00196/in" : tensor<64x25088xf32>
  %78 = net.elementwise "s00196/feed" %77 {kind = #net<elementwise sum>} : tensor<64x25088xf32> -> tensor<64x25088xf32>
  %79 = net.inner_product "s00196" %78 {num_outputs = 100 : i64} : tensor<64x25088xf32> -> tensor<64x100xf32>
  %80 = net.input "s00197/in" : tensor<64x7x7x512xf32>
  %81 = net.elementwise "s00197/feed" %80 {kind = #net<elementwise sum>} : tensor<64x7x7x512xf32> -> tensor<64x7x7x512xf32>
  %82 = net.input "s00197/b/in" : tensor<64x7x7x512xf32>
  %83 = net.elementwise "s00197/b/feed" %82 {kind = #net<elementwise sum>} : tensor<64x7x7x512xf32> -> tensor<64x7x7x512xf32>
  %84 = net.elementwise "s00197" %81, %83 {activation = #net<activation relu>} : tensor<64x7x7x512xf32>, tensor<64x7x7x512xf32> -> tensor<64x7x7x512xf32>
}
