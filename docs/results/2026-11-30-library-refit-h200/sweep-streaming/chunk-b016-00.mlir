net.network "chunk-b016-00" {
  %0 = net.input "s00002/in" : tensor<16x13x13x512xf32>
  %1 = net.elementwise "s00002/feed" %0 {kind = #net<elementwise sum>} : tensor<16x13x13x512xf32> -> tensor<16x13x13x512xf32>
  %2 = net.input "s00002/b/in" : tensor<16x13x13x512xf32>
  %3 = net.elementwise "s00002/b/feed" %2 {kind = #net<elementwise sum>} : tensor<16x13x13x512xf32> -> tensor<16x13x13x512xf32>
  %4 = net.elementwise "s00002" %1, %3 : tensor<16x13x13x512xf32>, tensor<16x13x13x512xf32> -> tensor<16x13x13x512xf32>
  %5 = net.input "s00003/in" : tensor<16x7x7x24xf32>
  %6 = net.elementwise "s00003/feed" %5 {kind = #net<elementwise sum>} : tensor<16x7x7x24xf32> -> tensor<16x7x7x24xf32>
  %7 = net.max_pool "s00003" %6 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x7x7x24xf32> -> tensor<16x4x4x24xf32>
  %8 = net.input "s00004/in" : tensor<16x9216xf32>
  %9 = net.elementwise "s00004/feed" %8 {kind = #net<elementwise sum>} : tensor<16x9216xf32> -> tensor<16x9216xf32>
  %10 = net.inner_product "s00004" %9 {num_outputs = 100 : i64} : tensor<16x9216xf32> -> tensor<16x100xf32>
  %11 = net.input "s00007/in" : tensor<16x56x56x48xf32>
  %12 = net.elementwise "s00007/feed" %11 {kind = #net<elementwise sum>} : tensor<16x56x56x48xf32> -> tensor<16x56x56x48xf32>
  %13 = net.max_pool "s00007" %12 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x56x56x48xf32> -> tensor<16x28x28x48xf32>
  %14 = net.input "s00009/in" : tensor<16x4096xf32>
  %15 = net.elementwise "s00009/feed" %14 {kind = #net<elementwise sum>} : tensor<16x4096xf32> -> tensor<16x4096xf32>
  %16 = net.inner_product "s00009" %15 {num_outputs = 1000 : i64} : tensor<16x4096xf32> -> tensor<16x1000xf32>
  %17 = net.input "s00014/in" : tensor<16x56x56x64xf32>
  %18 = net.elementwise "s00014/feed" %17 {kind = #net<elementwise sum>} : tensor<16x56x56x64xf32> -> tensor<16x56x56x64xf32>
  %19 = net.batch_norm "s00014" %18 : tensor<16x56x56x64xf32> -> tensor<16x56x56x64xf32>
  %20 = net.input "s00029/in" : tensor<16x28x28x256xf32>
  %21 = net.elementwise "s00029/feed" %20 {kind = #net<elementwise sum>} : tensor<16x28x28x256xf32> -> tensor<16x28x28x256xf32>
  %22 = net.avg_pool "s00029" %21 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x28x28x256xf32> -> tensor<16x14x14x256xf32>
  %23 = net.input "s00033/in" : tensor<16x56x56x32xf32>
  %24 = net.elementwise "s00033/feed" %23 {kind = #net<elementwise sum>} : tensor<16x56x56x32xf32> -> tensor<16x56x56x32xf32>
  %25 = net.batch_norm "s00033" %24 {activation = #net<activation relu>} : tensor<16x56x56x32xf32> -> tensor<16x56x56x32xf32>
  %26 = net.input "s00041/in" : tensor<16x28x28x256xf32>
  %27 = net.elementwise "s00041/feed" %26 {kind = #net<elementwise sum>} : tensor<16x28x28x256xf32> -> tensor<16x28x28x256xf32>
  %28 = net.batch_norm "s00041" %27 : tensor<16x28x28x256xf32> -> tensor<16x28x28x256xf32>
  %29 = net.input "s00045/in" : tensor<16x512xf32>
  %30 = net.elementwise "s00045/feed" %29 {kind = #net<elementwise sum>} : tensor<16x512xf32> -> tensor<16x512xf32>
  %31 = net.inner_product "s00045" %30 {num_outputs = 100 : i64} : tensor<16x512xf32> -> tensor<16x100xf32>
  %32 = net.input "s00055/in" : tensor<16x112x112x16xf32>
  %33 = net.elementwise "s00055/feed" %32 {kind = #net<elementwise sum>} : tensor<16x112x112x16xf32> -> tensor<16x112x112x16xf32>
  %34 = net.input "s00055/b/in" : tensor<16x112x112x16xf32>
  %35 = net.elementwise "s00055/b/feed" %34 {kind = #net<elementwise sum>} : tensor<16x112x112x16xf32> -> tensor<16x112x112x16xf32>
  %36 = net.elementwise "s00055" %33, %35 : tensor<16x112x112x16xf32>, tensor<16x112x112x16xf32> -> tensor<16x112x112x16xf32>
  %37 = net.input "s00059/in" : tensor<16x14x14x96xf32>
  %38 = net.elementwise "s00059/feed" %37 {kind = #net<elementwise sum>} : tensor<16x14x14x96xf32> -> tensor<16x14x14x96xf32>
  %39 = net.max_pool "s00059" %38 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x14x14x96xf32> -> tensor<16x7x7x96xf32>
  %40 = net.input "s00085/in" : tensor<16x56x56x768xf32>
  %41 = net.elementwise "s00085/feed" %40 {kind = #net<elementwise sum>} : tensor<16x56x56x768xf32> -> tensor<16x56x56x768xf32>
  %42 = net.input "s00085/b/in" : tensor<16x56x56x768xf32>
  %43 = net.elementwise "s00085/b/feed" %42 {kind = #net<elementwise sum>} : tensor<16x56x56x768xf32> -> tensor<16x56x56x768xf32>
  %44 = net.elementwise "s00085" %41, %43 {activation = #net<activation relu>} : tensor<16x56x56x768xf32>, tensor<16x56x56x768xf32> -> tensor<16x56x56x768xf32>
  %45 = net.input "s00089/in" : tensor<16x35x35x32xf32>
  %46 = net.elementwise "s00089/feed" %45 {kind = #net<elementwise sum>} : tensor<16x35x35x32xf32> -> tensor<16x35x35x32xf32>
  %47 = net.input "s00089/b/in" : tensor<16x35x35x32xf32>
  %48 = net.elementwise "s00089/b/feed" %47 {kind = #net<elementwise sum>} : tensor<16x35x35x32xf32> -> tensor<16x35x35x32xf32>
  %49 = net.elementwise "s00089" %46, %48 : tensor<16x35x35x32xf32>, tensor<16x35x35x32xf32> -> tensor<16x35x35x32xf32>
  %50 = net.input "s00097/in" : tensor<16x14x14x48xf32>
  %51 = net.elementwise "s00097/feed" %50 {kind = #net<elementwise sum>} : tensor<16x14x14x48xf32> -> tensor<16x14x14x48xf32>
  %52 = net.max_pool "s00097" %51 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x14x14x48xf32> -> tensor<16x7x7x48xf32>
  %53 = net.input "s00111/in" : tensor<16x7x7x1024xf32>
  %54 = net.elementwise "s00111/feed" %53 {kind = #net<elementwise sum>} : tensor<16x7x7x1024xf32> -> tensor<16x7x7x1024xf32>
  %55 = net.batch_norm "s00111" %54 {activation = #net<activation relu>} : tensor<16x7x7x1024xf32> -> tensor<16x7x7x1024xf32>
  %56 = net.input "s00112/in" : tensor<16x224x224x32xf32>
  %57 = net.elementwise "s00112/feed" %56 {kind = #net<elementwise sum>} : tensor<16x224x224x32xf32> -> tensor<16x224x224x32xf32>
  %58 = net.input "s00112/b/in" : tensor<16x224x224x32xf32>
  %59 = net.elementwise "s00112/b/feed" %58 {kind = #net<elementwise sum>} : tensor<16x224x224x32xf32> -> tensor<16x224x224x32xf32>
  %60 = net.elementwise "s00112" %57, %59 {activation = #net<activation relu>} : tensor<16x224x224x32xf32>, tensor<16x224x224x32xf32> -> tensor<16x224x224x32xf32>
  %61 = net.input "s00121/in" : tensor<16x14x14x48xf32>
  %62 = net.elementwise "s00121/feed" %61 {kind = #net<elementwise sum>} : tensor<16x14x14x48xf32> -> tensor<16x14x14x48xf32>
  %63 = net.input "s00121/b/in" : tensor<16x14x14x48xf32>
  %64 = net.elementwise "s00121/b/feed" %63 {kind = #net<elementwise sum>} : tensor<16x14x14x48xf32> -> tensor<16x14x14x48xf32>
  %65 = net.elementwise "s00121" %62, %64 {activation = #net<activation relu>} : tensor<16x14x14x48xf32>, tensor<16x14x14x48xf32> -> tensor<16x14x14x48xf32>
  %66 = net.input "s00135/in" : tensor<16x28x28x64xf32>
  %67 = net.elementwise "s00135/feed" %66 {kind = #net<elementwise sum>} : tensor<16x28x28x64xf32> -> tensor<16x28x28x64xf32>
  %68 = net.batch_norm "s00135" %67 : tensor<16x28x28x64xf32> -> tensor<16x28x28x64xf32>
  %69 = net.input "s00169/in" : tensor<16x17x17x256xf32>
  %70 = net.elementwise "s00169/feed" %69 {kind = #net<elementwise sum>} : tensor<16x17x17x256xf32> -> tensor<16x17x17x256xf32>
  %71 = net.batch_norm "s00169" %70 : tensor<16x17x17x256xf32> -> tensor<16x17x17x256xf32>
  %72 = net.input "s00170/in" : tensor<16x14x14x2048xf32>
  %73 = net.elementwise "s00170/feed" %72 {kind = #net<elementwise sum>} : tensor<16x14x14x2048xf32> -> tensor<16x14x14x2048xf32>
  %74 = net.avg_pool "s00170" %73 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<16x14x14x2048xf32> -> tensor<16x1x1x2048xf32>
  %75 = net.input "s00171/in" : tensor<16x27x27x192xf32>
  %76 = net.elementwise "s00171/feed" %75 {kind = #net<elementwise sum>} : tensor<16x27x27x192xf32> -> tensor<16x27x27x192xf32>
  %77 = net.max_pool "s00171" %76 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x27x27x192xf32> -> tensor<16x14x14x192xf32>
  %78 = net.input "s00194/in" : tensor<16x56x56x64xf32>
  %79 = net.elementwise "s00194/feed" %78 {kind = #net<elementwise sum>} : tensor<16x56x56x64xf32> -> tensor<16x56x56x64xf32>
  %80 = net.input "s00194/b/in" : tensor<16x56x56x64xf32>
  %81 = net.elementwise "s00194/b/feed" %80 {kind = #net<elementwise sum>} : tensor<16x56x56x64xf32> -> tensor<16x56x56x64xf32>
  %82 = net.elementwise "s00194" %79, %81 : tensor<16x56x56x64xf32>, tensor<16x56x56x64xf32> -> tensor<16x56x56x64xf32>
  %83 = net.input "s00202/in" : tensor<16x112x112x64xf32>
  %84 = net.elementwise "s00202/feed" %83 {kind = #net<elementwise sum>} : tensor<16x112x112x64xf32> -> tensor<16x112x112x64xf32>
  %85 = net.batch_norm "s00202" %84 {activation = #net<activation relu>} : tensor<16x112x112x64xf32> -> tensor<16x112x112x64xf32>
  %86 = net.input "s00237/in" : tensor<16x7x7x32xf32>
  %87 = net.elementwise "s00237/feed" %86 {kind = #net<elementwise sum>} : tensor<16x7x7x32xf32> -> tensor<16x7x7x32xf32>
  %88 = net.avg_pool "s00237" %87 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x7x7x32xf32> -> tensor<16x4x4x32xf32>
}
