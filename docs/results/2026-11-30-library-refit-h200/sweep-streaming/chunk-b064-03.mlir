net.network "chunk-b064-03" {
  %0 = net.input "s00285/in" : tensor<64x112x112x32xf32>
  %1 = net.elementwise "s00285/feed" %0 {kind = #net<elementwise sum>} : tensor<64x112x112x32xf32> -> tensor<64x112x112x32xf32>
  %2 = net.avg_pool "s00285" %1 {ksize = array<i64: 112, 112>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x112x112x32xf32> -> tensor<64x1x1x32xf32>
  %3 = net.input "s00289/in" : tensor<64x28x28x96xf32>
  %4 = net.elementwise "s00289/feed" %3 {kind = #net<elementwise sum>} : tensor<64x28x28x96xf32> -> tensor<64x28x28x96xf32>
  %5 = net.max_pool "s00289" %4 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x28x28x96xf32> -> tensor<64x14x14x96xf32>
  %6 = net.input "s00297/in" : tensor<64x28x28x24xf32>
  %7 = net.elementwise "s00297/feed" %6 {kind = #net<elementwise sum>} : tensor<64x28x28x24xf32> -> tensor<64x28x28x24xf32>
  %8 = net.batch_norm "s00297" %7 {activation = #net<activation relu>} : tensor<64x28x28x24xf32> -> tensor<64x28x28x24xf32>
  %9 = net.input "s00308/in" : tensor<64x28x28x512xf32>
  %10 = net.elementwise "s00308/feed" %9 {kind = #net<elementwise sum>} : tensor<64x28x28x512xf32> -> tensor<64x28x28x512xf32>
  %11 = net.max_pool "s00308" %10 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x28x28x512xf32> -> tensor<64x14x14x512xf32>
  %12 = net.input "s00315/in" : tensor<64x112x112x32xf32>
  %13 = net.elementwise "s00315/feed" %12 {kind = #net<elementwise sum>} : tensor<64x112x112x32xf32> -> tensor<64x112x112x32xf32>
  %14 = net.input "s00315/b/in" : tensor<64x112x112x32xf32>
  %15 = net.elementwise "s00315/b/feed" %14 {kind = #net<elementwise sum>} : tensor<64x112x112x32xf32> -> tensor<64x112x112x32xf32>
  %16 = net.elementwise "s00315" %13, %15 {activation = #net<activation relu>} : tensor<64x112x112x32xf32>, tensor<64x112x112x32xf32> -> tensor<64x112x112x32xf32>
  %17 = net.input "s00320/in" : tensor<64x14x14x48xf32>
  %18 = net.elementwise "s00320/feed" %17 {kind = #net<elementwise sum>} : tensor<64x14x14x48xf32> -> tensor<64x14x14x48xf32>
  %19 = net.input "s00320/b/in" : tensor<64x14x14x48xf32>
  %20 = net.elementwise "s00320/b/feed" %19 {kind = #net<elementwise sum>} : tensor<64x14x14x48xf32> -> tensor<64x14x14x48xf32>
  %21 = net.elementwise "s00320" %18, %20 : tensor<64x14x14x48xf32>, tensor<64x14x14x48xf32> -> tensor<64x14x14x48xf32>
  %22 = net.input "s00321/in" : tensor<64x14x14x48xf32>
  %23 = net.elementwise "s00321/feed" %22 {kind = #net<elementwise sum>} : tensor<64x14x14x48xf32> -> tensor<64x14x14x48xf32>
  %24 = net.batch_norm "s00321" %23 {activation = #net<activation relu>} : tensor<64x14x14x48xf32> -> tensor<64x14x14x48xf32>
  %25 = net.input "s00322/in" : tensor<64x28x28x192xf32>
  %26 = net.elementwise "s00322/feed" %25 {kind = #net<elementwise sum>} : tensor<64x28x28x192xf32> -> tensor<64x28x28x192xf32>
  %27 = net.batch_norm "s00322" %26 {activation = #net<activation relu>} : tensor<64x28x28x192xf32> -> tensor<64x28x28x192xf32>
  %28 = net.input "s00328/in" : tensor<64x7x7x128xf32>
  %29 = net.elementwise "s00328/feed" %28 {kind = #net<elementwise sum>} : tensor<64x7x7x128xf32> -> tensor<64x7x7x128xf32>
  %30 = net.input "s00328/b/in" : tensor<64x7x7x128xf32>
  %31 = net.elementwise "s00328/b/feed" %30 {kind = #net<elementwise sum>} : tensor<64x7x7x128xf32> -> tensor<64x7x7x128xf32>
  %32 = net.elementwise "s00328" %29, %31 : tensor<64x7x7x128xf32>, tensor<64x7x7x128xf32> -> tensor<64x7x7x128xf32>
  %33 = net.input "s00341/in" : tensor<64x224x224x24xf32>
  %34 = net.elementwise "s00341/feed" %33 {kind = #net<elementwise sum>} : tensor<64x224x224x24xf32> -> tensor<64x224x224x24xf32>
  %35 = net.batch_norm "s00341" %34 {activation = #net<activation relu>} : tensor<64x224x224x24xf32> -> tensor<64x224x224x24xf32>
  %36 = net.input "s00345/in" : tensor<64x112x112x128xf32>
  %37 = net.elementwise "s00345/feed" %36 {kind = #net<elementwise sum>} : tensor<64x112x112x128xf32> -> tensor<64x112x112x128xf32>
  %38 = net.max_pool "s00345" %37 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x112x112x128xf32> -> tensor<64x56x56x128xf32>
  %39 = net.input "s00354/in" : tensor<64x28x28x64xf32>
  %40 = net.elementwise "s00354/feed" %39 {kind = #net<elementwise sum>} : tensor<64x28x28x64xf32> -> tensor<64x28x28x64xf32>
  %41 = net.avg_pool "s00354" %40 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x28x28x64xf32> -> tensor<64x1x1x64xf32>
  %42 = net.input "s00356/in" : tensor<64x14x14x24xf32>
  %43 = net.elementwise "s00356/feed" %42 {kind = #net<elementwise sum>} : tensor<64x14x14x24xf32> -> tensor<64x14x14x24xf32>
  %44 = net.avg_pool "s00356" %43 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x14x14x24xf32> -> tensor<64x14x14x24xf32>
  %45 = net.input "s00362/in" : tensor<64x14x14x256xf32>
  %46 = net.elementwise "s00362/feed" %45 {kind = #net<elementwise sum>} : tensor<64x14x14x256xf32> -> tensor<64x14x14x256xf32>
  %47 = net.avg_pool "s00362" %46 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x14x14x256xf32> -> tensor<64x1x1x256xf32>
  %48 = net.input "s00371/in" : tensor<64x7x7x64xf32>
  %49 = net.elementwise "s00371/feed" %48 {kind = #net<elementwise sum>} : tensor<64x7x7x64xf32> -> tensor<64x7x7x64xf32>
  %50 = net.batch_norm "s00371" %49 : tensor<64x7x7x64xf32> -> tensor<64x7x7x64xf32>
  %51 = net.input "s00372/in" : tensor<64x112x112x16xf32>
  %52 = net.elementwise "s00372/feed" %51 {kind = #net<elementwise sum>} : tensor<64x112x112x16xf32> -> tensor<64x112x112x16xf32>
  %53 = net.max_pool "s00372" %52 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x112x112x16xf32> -> tensor<64x56x56x16xf32>
  %54 = net.input "s00375/in" : tensor<64x56x56x24xf32>
  %55 = net.elementwise "s00375/feed" %54 {kind = #net<elementwise sum>} : tensor<64x56x56x24xf32> -> tensor<64x56x56x24xf32>
  %56 = net.avg_pool "s00375" %55 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x56x56x24xf32> -> tensor<64x56x56x24xf32>
  %57 = net.input "s00378/in" : tensor<64x27x27x48xf32>
  %58 = net.elementwise "s00378/feed" %57 {kind = #net<elementwise sum>} : tensor<64x27x27x48xf32> -> tensor<64x27x27x48xf32>
  %59 = net.batch_norm "s00378" %58 {activation = #net<activation relu>} : tensor<64x27x27x48xf32> -> tensor<64x27x27x48xf32>
  %60 = net.input "s00385/in" : tensor<64x112x112x16xf32>
  %61 = net.elementwise "s00385/feed" %60 {kind = #net<elementwise sum>} : tensor<64x112x112x16xf32> -> tensor<64x112x112x16xf32>
  %62 = net.input "s00385/b/in" : tensor<64x112x112x16xf32>
  %63 = net.elementwise "s00385/b/feed" %62 {kind = #net<elementwise sum>} : tensor<64x112x112x16xf32> -> tensor<64x112x112x16xf32>
  %64 = net.elementwise "s00385" %61, %63 {activation = #net<activation relu>} : tensor<64x112x112x16xf32>, tensor<64x112x112x16xf32> -> tensor<64x112x112x16xf32>
  %65 = net.input "s00388/in" : tensor<64x1024xf32>
  %66 = net.elementwise "s00388/feed" %65 {kind = #net<elementwise sum>} : tensor<64x1024xf32> -> tensor<64x1024xf32>
  %67 = net.inner_product "s00388" %66 {num_outputs = 1000 : i64} : tensor<64x1024xf32> -> tensor<64x1000xf32>
  %68 = net.input "s00389/in" : tensor<64x13x13x128xf32>
  %69 = net.elementwise "s00389/feed" %68 {kind = #net<elementwise sum>} : tensor<64x13x13x128xf32> -> tensor<64x13x13x128xf32>
  %70 = net.input "s00389/b/in" : tensor<64x13x13x128xf32>
  %71 = net.elementwise "s00389/b/feed" %70 {kind = #net<elementwise sum>} : tensor<64x13x13x128xf32> -> tensor<64x13x13x128xf32>
  %72 = net.elementwise "s00389" %69, %71 : tensor<64x13x13x128xf32>, tensor<64x13x13x128xf32> -> tensor<64x13x13x128xf32>
}
