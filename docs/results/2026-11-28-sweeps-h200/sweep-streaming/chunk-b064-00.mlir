net.network "chunk-b064-00" {
  %0 = net.input "s00012/in" : tensor<64x28x28x24xf32>
  %1 = net.elementwise "s00012/feed" %0 {kind = #net<elementwise sum>} : tensor<64x28x28x24xf32> -> tensor<64x28x28x24xf32>
  %2 = net.batch_norm "s00012" %1 {activation = #net<activation relu>} : tensor<64x28x28x24xf32> -> tensor<64x28x28x24xf32>
  %3 = net.input "s00017/in" : tensor<64x112x112x128xf32>
  %4 = net.elementwise "s00017/feed" %3 {kind = #net<elementwise sum>} : tensor<64x112x112x128xf32> -> tensor<64x112x112x128xf32>
  %5 = net.input "s00017/b/in" : tensor<64x112x112x128xf32>
  %6 = net.elementwise "s00017/b/feed" %5 {kind = #net<elementwise sum>} : tensor<64x112x112x128xf32> -> tensor<64x112x112x128xf32>
  %7 = net.elementwise "s00017" %4, %6 {activation = #net<activation relu>} : tensor<64x112x112x128xf32>, tensor<64x112x112x128xf32> -> tensor<64x112x112x128xf32>
  %8 = net.input "s00020/in" : tensor<64x512xf32>
  %9 = net.elementwise "s00020/feed" %8 {kind = #net<elementwise sum>} : tensor<64x512xf32> -> tensor<64x512xf32>
  %10 = net.inner_product "s00020" %9 {num_outputs = 10 : i64} : tensor<64x512xf32> -> tensor<64x10xf32>
  %11 = net.input "s00024/in" : tensor<64x28x28x128xf32>
  %12 = net.elementwise "s00024/feed" %11 {kind = #net<elementwise sum>} : tensor<64x28x28x128xf32> -> tensor<64x28x28x128xf32>
  %13 = net.batch_norm "s00024" %12 {activation = #net<activation relu>} : tensor<64x28x28x128xf32> -> tensor<64x28x28x128xf32>
  %14 = net.input "s00028/in" : tensor<64x17x17x64xf32>
  %15 = net.elementwise "s00028/feed" %14 {kind = #net<elementwise sum>} : tensor<64x17x17x64xf32> -> tensor<64x17x17x64xf32>
  %16 = net.input "s00028/b/in" : tensor<64x17x17x64xf32>
  %17 = net.elementwise "s00028/b/feed" %16 {kind = #net<elementwise sum>} : tensor<64x17x17x64xf32> -> tensor<64x17x17x64xf32>
  %18 = net.elementwise "s00028" %15, %17 {activation = #net<activation relu>} : tensor<64x17x17x64xf32>, tensor<64x17x17x64xf32> -> tensor<64x17x17x64xf32>
  %19 = net.input "s00030/in" : tensor<64x4096xf32>
  %20 = net.elementwise "s00030/feed" %19 {kind = #net<elementwise sum>} : tensor<64x4096xf32> -> tensor<64x4096xf32>
  %21 = net.inner_product "s00030" %20 {num_outputs = 1000 : i64} : tensor<64x4096xf32> -> tensor<64x1000xf32>
  %22 = net.input "s00033/in" : tensor<64x17x17x128xf32>
  %23 = net.elementwise "s00033/feed" %22 {kind = #net<elementwise sum>} : tensor<64x17x17x128xf32> -> tensor<64x17x17x128xf32>
  %24 = net.input "s00033/b/in" : tensor<64x17x17x128xf32>
  %25 = net.elementwise "s00033/b/feed" %24 {kind = #net<elementwise sum>} : tensor<64x17x17x128xf32> -> tensor<64x17x17x128xf32>
  %26 = net.elementwise "s00033" %23, %25 {activation = #net<activation relu>} : tensor<64x17x17x128xf32>, tensor<64x17x17x128xf32> -> tensor<64x17x17x128xf32>
  %27 = net.input "s00034/in" : tensor<64x7x7x128xf32>
  %28 = net.elementwise "s00034/feed" %27 {kind = #net<elementwise sum>} : tensor<64x7x7x128xf32> -> tensor<64x7x7x128xf32>
  %29 = net.max_pool "s00034" %28 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x7x7x128xf32> -> tensor<64x3x3x128xf32>
  %30 = net.input "s00043/in" : tensor<64x14x14x128xf32>
  %31 = net.elementwise "s00043/feed" %30 {kind = #net<elementwise sum>} : tensor<64x14x14x128xf32> -> tensor<64x14x14x128xf32>
  %32 = net.input "s00043/b/in" : tensor<64x14x14x128xf32>
  %33 = net.elementwise "s00043/b/feed" %32 {kind = #net<elementwise sum>} : tensor<64x14x14x128xf32> -> tensor<64x14x14x128xf32>
  %34 = net.elementwise "s00043" %31, %33 : tensor<64x14x14x128xf32>, tensor<64x14x14x128xf32> -> tensor<64x14x14x128xf32>
  %35 = net.input "s00046/in" : tensor<64x35x35x32xf32>
  %36 = net.elementwise "s00046/feed" %35 {kind = #net<elementwise sum>} : tensor<64x35x35x32xf32> -> tensor<64x35x35x32xf32>
  %37 = net.batch_norm "s00046" %36 {activation = #net<activation relu>} : tensor<64x35x35x32xf32> -> tensor<64x35x35x32xf32>
  %38 = net.input "s00053/in" : tensor<64x7x7x32xf32>
  %39 = net.elementwise "s00053/feed" %38 {kind = #net<elementwise sum>} : tensor<64x7x7x32xf32> -> tensor<64x7x7x32xf32>
  %40 = net.batch_norm "s00053" %39 : tensor<64x7x7x32xf32> -> tensor<64x7x7x32xf32>
  %41 = net.input "s00054/in" : tensor<64x27x27x2048xf32>
  %42 = net.elementwise "s00054/feed" %41 {kind = #net<elementwise sum>} : tensor<64x27x27x2048xf32> -> tensor<64x27x27x2048xf32>
  %43 = net.max_pool "s00054" %42 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x27x27x2048xf32> -> tensor<64x13x13x2048xf32>
  %44 = net.input "s00063/in" : tensor<64x4096xf32>
  %45 = net.elementwise "s00063/feed" %44 {kind = #net<elementwise sum>} : tensor<64x4096xf32> -> tensor<64x4096xf32>
  %46 = net.inner_product "s00063" %45 {num_outputs = 10 : i64} : tensor<64x4096xf32> -> tensor<64x10xf32>
  %47 = net.input "s00070/in" : tensor<64x7x7x512xf32>
  %48 = net.elementwise "s00070/feed" %47 {kind = #net<elementwise sum>} : tensor<64x7x7x512xf32> -> tensor<64x7x7x512xf32>
  %49 = net.max_pool "s00070" %48 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x7x7x512xf32> -> tensor<64x7x7x512xf32>
  %50 = net.input "s00071/in" : tensor<64x27x27x1024xf32>
  %51 = net.elementwise "s00071/feed" %50 {kind = #net<elementwise sum>} : tensor<64x27x27x1024xf32> -> tensor<64x27x27x1024xf32>
  %52 = net.max_pool "s00071" %51 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x27x27x1024xf32> -> tensor<64x14x14x1024xf32>
  %53 = net.input "s00072/in" : tensor<64x14x14x64xf32>
  %54 = net.elementwise "s00072/feed" %53 {kind = #net<elementwise sum>} : tensor<64x14x14x64xf32> -> tensor<64x14x14x64xf32>
  %55 = net.avg_pool "s00072" %54 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x14x14x64xf32> -> tensor<64x7x7x64xf32>
  %56 = net.input "s00090/in" : tensor<64x512xf32>
  %57 = net.elementwise "s00090/feed" %56 {kind = #net<elementwise sum>} : tensor<64x512xf32> -> tensor<64x512xf32>
  %58 = net.inner_product "s00090" %57 {num_outputs = 1000 : i64} : tensor<64x512xf32> -> tensor<64x1000xf32>
  %59 = net.input "s00091/in" : tensor<64x56x56x384xf32>
  %60 = net.elementwise "s00091/feed" %59 {kind = #net<elementwise sum>} : tensor<64x56x56x384xf32> -> tensor<64x56x56x384xf32>
  %61 = net.avg_pool "s00091" %60 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x56x56x384xf32> -> tensor<64x56x56x384xf32>
  %62 = net.input "s00096/in" : tensor<64x7x7x96xf32>
  %63 = net.elementwise "s00096/feed" %62 {kind = #net<elementwise sum>} : tensor<64x7x7x96xf32> -> tensor<64x7x7x96xf32>
  %64 = net.avg_pool "s00096" %63 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x7x7x96xf32> -> tensor<64x4x4x96xf32>
  %65 = net.input "s00100/in" : tensor<64x56x56x48xf32>
  %66 = net.elementwise "s00100/feed" %65 {kind = #net<elementwise sum>} : tensor<64x56x56x48xf32> -> tensor<64x56x56x48xf32>
  %67 = net.batch_norm "s00100" %66 {activation = #net<activation relu>} : tensor<64x56x56x48xf32> -> tensor<64x56x56x48xf32>
  %68 = net.input "s00102/in" : tensor<64x1024xf32>
  %69 = net.elementwise "s00102/feed" %68 {kind = #net<elementwise sum>} : tensor<64x1024xf32> -> tensor<64x1024xf32>
  %70 = net.inner_product "s00102" %69 {num_outputs = 4096 : i64} : tensor<64x1024xf32> -> tensor<64x4096xf32>
  %71 = net.input "s00115/in" : tensor<64x7x7x512xf32>
  %72 = net.elementwise "s00115/feed" %71 {kind = #net<elementwise sum>} : tensor<64x7x7x512xf32> -> tensor<64x7x7x512xf32>
  %73 = net.max_pool "s00115" %72 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<64x7x7x512xf32> -> tensor<64x4x4x512xf32>
  %74 = net.input "s00121/in" : tensor<64x9216xf32>
  %75 = net.elementwise "s00121/feed" %74 {kind = #net<elementwise sum>} : tensor<64x9216xf32> -> tensor<64x9216xf32>
  %76 = net.inner_product "s00121" %75 {num_outputs = 1000 : i64} : tensor<64x9216xf32> -> tensor<64x1000xf32>
  %77 = net.input "s00123/in" : tensor<64x7x7x512xf32>
  %78 = net.elementwise "s00123/feed" %77 {kind = #net<elementwise sum>} : tensor<64x7x7x512xf32> -> tensor<64x7x7x512xf32>
  %79 = net.input "s00123/b/in" : tensor<64x7x7x512xf32>
  %80 = net.elementwise "s00123/b/feed" %79 {kind = #net<elementwise sum>} : tensor<64x7x7x512xf32> -> tensor<64x7x7x512xf32>
  %81 = net.elementwise "s00123" %78, %80 {activation = #net<activation relu>} : tensor<64x7x7x512xf32>, tensor<64x7x7x512xf32> -> tensor<64x7x7x512xf32>
  %82 = net.input "s00124/in" : tensor<64x8x8x512xf32>
  %83 = net.elementwise "s00124/feed" %82 {kind = #net<elementwise sum>} : tensor<64x8x8x512xf32> -> tensor<64x8x8x512xf32>
  %84 = net.batch_norm "s00124" %83 : tensor<64x8x8x512xf32> -> tensor<64x8x8x512xf32>
}
