net.network "chunk-b004-00" {
  %0 = net.input "s00021/in" : tensor<4x9216xf32>
  %1 = net.elementwise "s00021/feed" %0 {kind = #net<elementwise sum>} : tensor<4x9216xf32> -> tensor<4x9216xf32>
  %2 = net.inner_product "s00021" %1 {num_outputs = 1000 : i64} : tensor<4x9216xf32> -> tensor<4x1000xf32>
  %3 = net.input "s00242/in" : tensor<4x56x56x512xf32>
  %4 = net.elementwise "s00242/feed" %3 {kind = #net<elementwise sum>} : tensor<4x56x56x512xf32> -> tensor<4x56x56x512xf32>
  %5 = net.avg_pool "s00242" %4 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<4x56x56x512xf32> -> tensor<4x1x1x512xf32>
  %6 = net.input "s00244/in" : tensor<4x28x28x256xf32>
  %7 = net.elementwise "s00244/feed" %6 {kind = #net<elementwise sum>} : tensor<4x28x28x256xf32> -> tensor<4x28x28x256xf32>
  %8 = net.max_pool "s00244" %7 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<4x28x28x256xf32> -> tensor<4x14x14x256xf32>
  %9 = net.input "s00260/in" : tensor<4x4096xf32>
  %10 = net.elementwise "s00260/feed" %9 {kind = #net<elementwise sum>} : tensor<4x4096xf32> -> tensor<4x4096xf32>
  %11 = net.inner_product "s00260" %10 {num_outputs = 10 : i64} : tensor<4x4096xf32> -> tensor<4x10xf32>
  %12 = net.input "s00310/in" : tensor<4x14x14x512xf32>
  %13 = net.elementwise "s00310/feed" %12 {kind = #net<elementwise sum>} : tensor<4x14x14x512xf32> -> tensor<4x14x14x512xf32>
  %14 = net.max_pool "s00310" %13 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<4x14x14x512xf32> -> tensor<4x7x7x512xf32>
  %15 = net.input "s00315/in" : tensor<4x512xf32>
  %16 = net.elementwise "s00315/feed" %15 {kind = #net<elementwise sum>} : tensor<4x512xf32> -> tensor<4x512xf32>
  %17 = net.inner_product "s00315" %16 {num_outputs = 10 : i64} : tensor<4x512xf32> -> tensor<4x10xf32>
  %18 = net.input "s00321/in" : tensor<4x14x14x96xf32>
  %19 = net.elementwise "s00321/feed" %18 {kind = #net<elementwise sum>} : tensor<4x14x14x96xf32> -> tensor<4x14x14x96xf32>
  %20 = net.batch_norm "s00321" %19 {activation = #net<activation relu>} : tensor<4x14x14x96xf32> -> tensor<4x14x14x96xf32>
  %21 = net.input "s00365/in" : tensor<4x56x56x128xf32>
  %22 = net.elementwise "s00365/feed" %21 {kind = #net<elementwise sum>} : tensor<4x56x56x128xf32> -> tensor<4x56x56x128xf32>
  %23 = net.avg_pool "s00365" %22 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<4x56x56x128xf32> -> tensor<4x28x28x128xf32>
  %24 = net.input "s00378/in" : tensor<4x14x14x128xf32>
  %25 = net.elementwise "s00378/feed" %24 {kind = #net<elementwise sum>} : tensor<4x14x14x128xf32> -> tensor<4x14x14x128xf32>
  %26 = net.max_pool "s00378" %25 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<4x14x14x128xf32> -> tensor<4x7x7x128xf32>
  %27 = net.input "s00405/in" : tensor<4x17x17x768xf32>
  %28 = net.elementwise "s00405/feed" %27 {kind = #net<elementwise sum>} : tensor<4x17x17x768xf32> -> tensor<4x17x17x768xf32>
  %29 = net.batch_norm "s00405" %28 : tensor<4x17x17x768xf32> -> tensor<4x17x17x768xf32>
  %30 = net.input "s00431/in" : tensor<4x28x28x64xf32>
  %31 = net.elementwise "s00431/feed" %30 {kind = #net<elementwise sum>} : tensor<4x28x28x64xf32> -> tensor<4x28x28x64xf32>
  %32 = net.batch_norm "s00431" %31 {activation = #net<activation relu>} : tensor<4x28x28x64xf32> -> tensor<4x28x28x64xf32>
  %33 = net.input "s00432/in" : tensor<4x56x56x512xf32>
  %34 = net.elementwise "s00432/feed" %33 {kind = #net<elementwise sum>} : tensor<4x56x56x512xf32> -> tensor<4x56x56x512xf32>
  %35 = net.input "s00432/b/in" : tensor<4x56x56x512xf32>
  %36 = net.elementwise "s00432/b/feed" %35 {kind = #net<elementwise sum>} : tensor<4x56x56x512xf32> -> tensor<4x56x56x512xf32>
  %37 = net.elementwise "s00432" %34, %36 : tensor<4x56x56x512xf32>, tensor<4x56x56x512xf32> -> tensor<4x56x56x512xf32>
  %38 = net.input "s00437/in" : tensor<4x28x28x32xf32>
  %39 = net.elementwise "s00437/feed" %38 {kind = #net<elementwise sum>} : tensor<4x28x28x32xf32> -> tensor<4x28x28x32xf32>
  %40 = net.input "s00437/b/in" : tensor<4x28x28x32xf32>
  %41 = net.elementwise "s00437/b/feed" %40 {kind = #net<elementwise sum>} : tensor<4x28x28x32xf32> -> tensor<4x28x28x32xf32>
  %42 = net.elementwise "s00437" %39, %41 {activation = #net<activation relu>} : tensor<4x28x28x32xf32>, tensor<4x28x28x32xf32> -> tensor<4x28x28x32xf32>
  %43 = net.input "s00442/in" : tensor<4x56x56x384xf32>
  %44 = net.elementwise "s00442/feed" %43 {kind = #net<elementwise sum>} : tensor<4x56x56x384xf32> -> tensor<4x56x56x384xf32>
  %45 = net.max_pool "s00442" %44 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<4x56x56x384xf32> -> tensor<4x28x28x384xf32>
  %46 = net.input "s00446/in" : tensor<4x14x14x192xf32>
  %47 = net.elementwise "s00446/feed" %46 {kind = #net<elementwise sum>} : tensor<4x14x14x192xf32> -> tensor<4x14x14x192xf32>
  %48 = net.batch_norm "s00446" %47 : tensor<4x14x14x192xf32> -> tensor<4x14x14x192xf32>
  %49 = net.input "s00502/in" : tensor<4x56x56x512xf32>
  %50 = net.elementwise "s00502/feed" %49 {kind = #net<elementwise sum>} : tensor<4x56x56x512xf32> -> tensor<4x56x56x512xf32>
  %51 = net.input "s00502/b/in" : tensor<4x56x56x512xf32>
  %52 = net.elementwise "s00502/b/feed" %51 {kind = #net<elementwise sum>} : tensor<4x56x56x512xf32> -> tensor<4x56x56x512xf32>
  %53 = net.elementwise "s00502" %50, %52 {activation = #net<activation relu>} : tensor<4x56x56x512xf32>, tensor<4x56x56x512xf32> -> tensor<4x56x56x512xf32>
  %54 = net.input "s00515/in" : tensor<4x28x28x2048xf32>
  %55 = net.elementwise "s00515/feed" %54 {kind = #net<elementwise sum>} : tensor<4x28x28x2048xf32> -> tensor<4x28x28x2048xf32>
  %56 = net.input "s00515/b/in" : tensor<4x28x28x2048xf32>
  %57 = net.elementwise "s00515/b/feed" %56 {kind = #net<elementwise sum>} : tensor<4x28x28x2048xf32> -> tensor<4x28x28x2048xf32>
  %58 = net.elementwise "s00515" %55, %57 {activation = #net<activation relu>} : tensor<4x28x28x2048xf32>, tensor<4x28x28x2048xf32> -> tensor<4x28x28x2048xf32>
  %59 = net.input "s00522/in" : tensor<4x28x28x128xf32>
  %60 = net.elementwise "s00522/feed" %59 {kind = #net<elementwise sum>} : tensor<4x28x28x128xf32> -> tensor<4x28x28x128xf32>
  %61 = net.max_pool "s00522" %60 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<4x28x28x128xf32> -> tensor<4x14x14x128xf32>
  %62 = net.input "s00541/in" : tensor<4x14x14x128xf32>
  %63 = net.elementwise "s00541/feed" %62 {kind = #net<elementwise sum>} : tensor<4x14x14x128xf32> -> tensor<4x14x14x128xf32>
  %64 = net.input "s00541/b/in" : tensor<4x14x14x128xf32>
  %65 = net.elementwise "s00541/b/feed" %64 {kind = #net<elementwise sum>} : tensor<4x14x14x128xf32> -> tensor<4x14x14x128xf32>
  %66 = net.elementwise "s00541" %63, %65 : tensor<4x14x14x128xf32>, tensor<4x14x14x128xf32> -> tensor<4x14x14x128xf32>
  %67 = net.input "s00549/in" : tensor<4x35x35x512xf32>
  %68 = net.elementwise "s00549/feed" %67 {kind = #net<elementwise sum>} : tensor<4x35x35x512xf32> -> tensor<4x35x35x512xf32>
  %69 = net.batch_norm "s00549" %68 {activation = #net<activation relu>} : tensor<4x35x35x512xf32> -> tensor<4x35x35x512xf32>
  %70 = net.input "s00551/in" : tensor<4x112x112x64xf32>
  %71 = net.elementwise "s00551/feed" %70 {kind = #net<elementwise sum>} : tensor<4x112x112x64xf32> -> tensor<4x112x112x64xf32>
  %72 = net.max_pool "s00551" %71 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<4x112x112x64xf32> -> tensor<4x56x56x64xf32>
  %73 = net.input "s00564/in" : tensor<4x27x27x1024xf32>
  %74 = net.elementwise "s00564/feed" %73 {kind = #net<elementwise sum>} : tensor<4x27x27x1024xf32> -> tensor<4x27x27x1024xf32>
  %75 = net.input "s00564/b/in" : tensor<4x27x27x1024xf32>
  %76 = net.elementwise "s00564/b/feed" %75 {kind = #net<elementwise sum>} : tensor<4x27x27x1024xf32> -> tensor<4x27x27x1024xf32>
  %77 = net.elementwise "s00564" %74, %76 : tensor<4x27x27x1024xf32>, tensor<4x27x27x1024xf32> -> tensor<4x27x27x1024xf32>
  %78 = net.input "s00588/in" : tensor<4x14x14x2048xf32>
  %79 = net.elementwise "s00588/feed" %78 {kind = #net<elementwise sum>} : tensor<4x14x14x2048xf32> -> tensor<4x14x14x2048xf32>
  %80 = net.batch_norm "s00588" %79 : tensor<4x14x14x2048xf32> -> tensor<4x14x14x2048xf32>
}
