net.network "chunk-b032-01" {
  %0 = net.input "s00086/in" : tensor<32x28x28x16xf32>
  %1 = net.elementwise "s00086/feed" %0 {kind = #net<elementwise sum>} : tensor<32x28x28x16xf32> -> tensor<32x28x28x16xf32>
  %2 = net.max_pool "s00086" %1 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x28x28x16xf32> -> tensor<32x14x14x16xf32>
  %3 = net.input "s00087/in" : tensor<32x2048xf32>
  %4 = net.elementwise "s00087/feed" %3 {kind = #net<elementwise sum>} : tensor<32x2048xf32> -> tensor<32x2048xf32>
  %5 = net.inner_product "s00087" %4 {num_outputs = 1000 : i64} : tensor<32x2048xf32> -> tensor<32x1000xf32>
  %6 = net.input "s00089/in" : tensor<32x8x8x96xf32>
  %7 = net.elementwise "s00089/feed" %6 {kind = #net<elementwise sum>} : tensor<32x8x8x96xf32> -> tensor<32x8x8x96xf32>
  %8 = net.input "s00089/b/in" : tensor<32x8x8x96xf32>
  %9 = net.elementwise "s00089/b/feed" %8 {kind = #net<elementwise sum>} : tensor<32x8x8x96xf32> -> tensor<32x8x8x96xf32>
  %10 = net.elementwise "s00089" %7, %9 {activation = #net<activation relu>} : tensor<32x8x8x96xf32>, tensor<32x8x8x96xf32> -> tensor<32x8x8x96xf32>
  %11 = net.input "s00101/in" : tensor<32x224x224x48xf32>
  %12 = net.elementwise "s00101/feed" %11 {kind = #net<elementwise sum>} : tensor<32x224x224x48xf32> -> tensor<32x224x224x48xf32>
  %13 = net.input "s00101/b/in" : tensor<32x224x224x48xf32>
  %14 = net.elementwise "s00101/b/feed" %13 {kind = #net<elementwise sum>} : tensor<32x224x224x48xf32> -> tensor<32x224x224x48xf32>
  %15 = net.elementwise "s00101" %12, %14 {activation = #net<activation relu>} : tensor<32x224x224x48xf32>, tensor<32x224x224x48xf32> -> tensor<32x224x224x48xf32>
  %16 = net.input "s00112/in" : tensor<32x14x14x256xf32>
  %17 = net.elementwise "s00112/feed" %16 {kind = #net<elementwise sum>} : tensor<32x14x14x256xf32> -> tensor<32x14x14x256xf32>
  %18 = net.max_pool "s00112" %17 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x14x14x256xf32> -> tensor<32x7x7x256xf32>
  %19 = net.input "s00119/in" : tensor<32x17x17x512xf32>
  %20 = net.elementwise "s00119/feed" %19 {kind = #net<elementwise sum>} : tensor<32x17x17x512xf32> -> tensor<32x17x17x512xf32>
  %21 = net.batch_norm "s00119" %20 {activation = #net<activation relu>} : tensor<32x17x17x512xf32> -> tensor<32x17x17x512xf32>
  %22 = net.input "s00122/in" : tensor<32x28x28x128xf32>
  %23 = net.elementwise "s00122/feed" %22 {kind = #net<elementwise sum>} : tensor<32x28x28x128xf32> -> tensor<32x28x28x128xf32>
  %24 = net.batch_norm "s00122" %23 : tensor<32x28x28x128xf32> -> tensor<32x28x28x128xf32>
  %25 = net.input "s00137/in" : tensor<32x1024xf32>
  %26 = net.elementwise "s00137/feed" %25 {kind = #net<elementwise sum>} : tensor<32x1024xf32> -> tensor<32x1024xf32>
  %27 = net.inner_product "s00137" %26 {num_outputs = 1000 : i64} : tensor<32x1024xf32> -> tensor<32x1000xf32>
  %28 = net.input "s00139/in" : tensor<32x27x27x64xf32>
  %29 = net.elementwise "s00139/feed" %28 {kind = #net<elementwise sum>} : tensor<32x27x27x64xf32> -> tensor<32x27x27x64xf32>
  %30 = net.batch_norm "s00139" %29 : tensor<32x27x27x64xf32> -> tensor<32x27x27x64xf32>
  %31 = net.input "s00145/in" : tensor<32x25088xf32>
  %32 = net.elementwise "s00145/feed" %31 {kind = #net<elementwise sum>} : tensor<32x25088xf32> -> tensor<32x25088xf32>
  %33 = net.inner_product "s00145" %32 {num_outputs = 1000 : i64} : tensor<32x25088xf32> -> tensor<32x1000xf32>
  %34 = net.input "s00146/in" : tensor<32x112x112x24xf32>
  %35 = net.elementwise "s00146/feed" %34 {kind = #net<elementwise sum>} : tensor<32x112x112x24xf32> -> tensor<32x112x112x24xf32>
  %36 = net.input "s00146/b/in" : tensor<32x112x112x24xf32>
  %37 = net.elementwise "s00146/b/feed" %36 {kind = #net<elementwise sum>} : tensor<32x112x112x24xf32> -> tensor<32x112x112x24xf32>
  %38 = net.elementwise "s00146" %35, %37 {activation = #net<activation relu>} : tensor<32x112x112x24xf32>, tensor<32x112x112x24xf32> -> tensor<32x112x112x24xf32>
  %39 = net.input "s00149/in" : tensor<32x56x56x128xf32>
  %40 = net.elementwise "s00149/feed" %39 {kind = #net<elementwise sum>} : tensor<32x56x56x128xf32> -> tensor<32x56x56x128xf32>
  %41 = net.input "s00149/b/in" : tensor<32x56x56x128xf32>
  %42 = net.elementwise "s00149/b/feed" %41 {kind = #net<elementwise sum>} : tensor<32x56x56x128xf32> -> tensor<32x56x56x128xf32>
  %43 = net.elementwise "s00149" %40, %42 : tensor<32x56x56x128xf32>, tensor<32x56x56x128xf32> -> tensor<32x56x56x128xf32>
  %44 = net.input "s00151/in" : tensor<32x27x27x192xf32>
  %45 = net.elementwise "s00151/feed" %44 {kind = #net<elementwise sum>} : tensor<32x27x27x192xf32> -> tensor<32x27x27x192xf32>
  %46 = net.max_pool "s00151" %45 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x27x27x192xf32> -> tensor<32x13x13x192xf32>
  %47 = net.input "s00155/in" : tensor<32x13x13x96xf32>
  %48 = net.elementwise "s00155/feed" %47 {kind = #net<elementwise sum>} : tensor<32x13x13x96xf32> -> tensor<32x13x13x96xf32>
  %49 = net.batch_norm "s00155" %48 : tensor<32x13x13x96xf32> -> tensor<32x13x13x96xf32>
  %50 = net.input "s00157/in" : tensor<32x7x7x128xf32>
  %51 = net.elementwise "s00157/feed" %50 {kind = #net<elementwise sum>} : tensor<32x7x7x128xf32> -> tensor<32x7x7x128xf32>
  %52 = net.max_pool "s00157" %51 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x7x7x128xf32> -> tensor<32x4x4x128xf32>
  %53 = net.input "s00162/in" : tensor<32x17x17x128xf32>
  %54 = net.elementwise "s00162/feed" %53 {kind = #net<elementwise sum>} : tensor<32x17x17x128xf32> -> tensor<32x17x17x128xf32>
  %55 = net.input "s00162/b/in" : tensor<32x17x17x128xf32>
  %56 = net.elementwise "s00162/b/feed" %55 {kind = #net<elementwise sum>} : tensor<32x17x17x128xf32> -> tensor<32x17x17x128xf32>
  %57 = net.elementwise "s00162" %54, %56 {activation = #net<activation relu>} : tensor<32x17x17x128xf32>, tensor<32x17x17x128xf32> -> tensor<32x17x17x128xf32>
  %58 = net.input "s00164/in" : tensor<32x112x112x256xf32>
  %59 = net.elementwise "s00164/feed" %58 {kind = #net<elementwise sum>} : tensor<32x112x112x256xf32> -> tensor<32x112x112x256xf32>
  %60 = net.input "s00164/b/in" : tensor<32x112x112x256xf32>
  %61 = net.elementwise "s00164/b/feed" %60 {kind = #net<elementwise sum>} : tensor<32x112x112x256xf32> -> tensor<32x112x112x256xf32>
  %62 = net.elementwise "s00164" %59, %61 : tensor<32x112x112x256xf32>, tensor<32x112x112x256xf32> -> tensor<32x112x112x256xf32>
  %63 = net.input "s00167/in" : tensor<32x1024xf32>
  %64 = net.elementwise "s00167/feed" %63 {kind = #net<elementwise sum>} : tensor<32x1024xf32> -> tensor<32x1024xf32>
  %65 = net.inner_product "s00167" %64 {num_outputs = 4096 : i64} : tensor<32x1024xf32> -> tensor<32x4096xf32>
  %66 = net.input "s00170/in" : tensor<32x14x14x1024xf32>
  %67 = net.elementwise "s00170/feed" %66 {kind = #net<elementwise sum>} : tensor<32x14x14x1024xf32> -> tensor<32x14x14x1024xf32>
  %68 = net.input "s00170/b/in" : tensor<32x14x14x1024xf32>
  %69 = net.elementwise "s00170/b/feed" %68 {kind = #net<elementwise sum>} : tensor<32x14x14x1024xf32> -> tensor<32x14x14x1024xf32>
  %70 = net.elementwise "s00170" %67, %69 {activation = #net<activation relu>} : tensor<32x14x14x1024xf32>, tensor<32x14x14x1024xf32> -> tensor<32x14x14x1024xf32>
  %71 = net.input "s00171/in" : tensor<32x27x27x384xf32>
  %72 = net.elementwise "s00171/feed" %71 {kind = #net<elementwise sum>} : tensor<32x27x27x384xf32> -> tensor<32x27x27x384xf32>
  %73 = net.input "s00171/b/in" : tensor<32x27x27x384xf32>
  %74 = net.elementwise "s00171/b/feed" %73 {kind = #net<elementwise sum>} : tensor<32x27x27x384xf32> -> tensor<32x27x27x384xf32>
  %75 = net.elementwise "s00171" %72, %74 {activation = #net<activation relu>} : tensor<32x27x27x384xf32>, tensor<32x27x27x384xf32> -> tensor<32x27x27x384xf32>
  %76 = net.input "s00172/in" : tensor<32x1024xf32>
  %77 = net.elementwise "s00172/feed" %76 {kind = #net<elementwise sum>} : tensor<32x1024xf32> -> tensor<32x1024xf32>
  %78 = net.inner_product "s00172" %77 {num_outputs = 10 : i64} : tensor<32x1024xf32> -> tensor<32x10xf32>
  %79 = net.input "s00178/in" : tensor<32x4096xf32>
  %80 = net.elementwise "s00178/feed" %79 {kind = #net<elementwise sum>} : tensor<32x4096xf32> -> tensor<32x4096xf32>
  %81 = net.inner_product "s00178" %80 {num_outputs = 100 : i64} : tensor<32x4096xf32> -> tensor<32x100xf32>
  %82 = net.input "s00182/in" : tensor<32x7x7x1024xf32>
  %83 = net.elementwise "s00182/feed" %82 {kind = #net<elementwise sum>} : tensor<32x7x7x1024xf32> -> tensor<32x7x7x1024xf32>
  %84 = net.max_pool "s00182" %83 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x7x7x1024xf32> -> tensor<32x3x3x1024xf32>
  %85 = net.input "s00183/in" : tensor<32x17x17x128xf32>
  %86 = net.elementwise "s00183/feed" %85 {kind = #net<elementwise sum>} : tensor<32x17x17x128xf32> -> tensor<32x17x17x128xf32>
  %87 = net.avg_pool "s00183" %86 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x17x17x128xf32> -> tensor<32x17x17x128xf32>
  %88 = net.input "s00190/in" : tensor<32x28x28x128xf32>
  %89 = net.elementwise "s00190/feed" %88 {kind = #net<elementwise sum>} : tensor<32x28x28x128xf32> -> tensor<32x28x28x128xf32>
  %90 = net.batch_norm "s00190" %89 {activation = #net<activation relu>} : tensor<32x28x28x128xf32> -> tensor<32x28x28x128xf32>
}
