net.network "chunk-b032-00" {
  %0 = net.input "s00015/in" : tensor<32x14x14x64xf32>
  %1 = net.elementwise "s00015/feed" %0 {kind = #net<elementwise sum>} : tensor<32x14x14x64xf32> -> tensor<32x14x14x64xf32>
  %2 = net.max_pool "s00015" %1 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x14x14x64xf32> -> tensor<32x14x14x64xf32>
  %3 = net.input "s00024/in" : tensor<32x8x8x96xf32>
  %4 = net.elementwise "s00024/feed" %3 {kind = #net<elementwise sum>} : tensor<32x8x8x96xf32> -> tensor<32x8x8x96xf32>
  %5 = net.batch_norm "s00024" %4 : tensor<32x8x8x96xf32> -> tensor<32x8x8x96xf32>
  %6 = net.input "s00025/in" : tensor<32x56x56x512xf32>
  %7 = net.elementwise "s00025/feed" %6 {kind = #net<elementwise sum>} : tensor<32x56x56x512xf32> -> tensor<32x56x56x512xf32>
  %8 = net.batch_norm "s00025" %7 {activation = #net<activation relu>} : tensor<32x56x56x512xf32> -> tensor<32x56x56x512xf32>
  %9 = net.input "s00031/in" : tensor<32x27x27x512xf32>
  %10 = net.elementwise "s00031/feed" %9 {kind = #net<elementwise sum>} : tensor<32x27x27x512xf32> -> tensor<32x27x27x512xf32>
  %11 = net.batch_norm "s00031" %10 {activation = #net<activation relu>} : tensor<32x27x27x512xf32> -> tensor<32x27x27x512xf32>
  %12 = net.input "s00038/in" : tensor<32x28x28x768xf32>
  %13 = net.elementwise "s00038/feed" %12 {kind = #net<elementwise sum>} : tensor<32x28x28x768xf32> -> tensor<32x28x28x768xf32>
  %14 = net.avg_pool "s00038" %13 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x28x28x768xf32> -> tensor<32x14x14x768xf32>
  %15 = net.input "s00042/in" : tensor<32x14x14x512xf32>
  %16 = net.elementwise "s00042/feed" %15 {kind = #net<elementwise sum>} : tensor<32x14x14x512xf32> -> tensor<32x14x14x512xf32>
  %17 = net.input "s00042/b/in" : tensor<32x14x14x512xf32>
  %18 = net.elementwise "s00042/b/feed" %17 {kind = #net<elementwise sum>} : tensor<32x14x14x512xf32> -> tensor<32x14x14x512xf32>
  %19 = net.elementwise "s00042" %16, %18 {activation = #net<activation relu>} : tensor<32x14x14x512xf32>, tensor<32x14x14x512xf32> -> tensor<32x14x14x512xf32>
  %20 = net.input "s00049/in" : tensor<32x8x8x128xf32>
  %21 = net.elementwise "s00049/feed" %20 {kind = #net<elementwise sum>} : tensor<32x8x8x128xf32> -> tensor<32x8x8x128xf32>
  %22 = net.batch_norm "s00049" %21 {activation = #net<activation relu>} : tensor<32x8x8x128xf32> -> tensor<32x8x8x128xf32>
  %23 = net.input "s00051/in" : tensor<32x28x28x512xf32>
  %24 = net.elementwise "s00051/feed" %23 {kind = #net<elementwise sum>} : tensor<32x28x28x512xf32> -> tensor<32x28x28x512xf32>
  %25 = net.max_pool "s00051" %24 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x28x28x512xf32> -> tensor<32x14x14x512xf32>
  %26 = net.input "s00052/in" : tensor<32x56x56x64xf32>
  %27 = net.elementwise "s00052/feed" %26 {kind = #net<elementwise sum>} : tensor<32x56x56x64xf32> -> tensor<32x56x56x64xf32>
  %28 = net.input "s00052/b/in" : tensor<32x56x56x64xf32>
  %29 = net.elementwise "s00052/b/feed" %28 {kind = #net<elementwise sum>} : tensor<32x56x56x64xf32> -> tensor<32x56x56x64xf32>
  %30 = net.elementwise "s00052" %27, %29 {activation = #net<activation relu>} : tensor<32x56x56x64xf32>, tensor<32x56x56x64xf32> -> tensor<32x56x56x64xf32>
  %31 = net.input "s00061/in" : tensor<32x27x27x96xf32>
  %32 = net.elementwise "s00061/feed" %31 {kind = #net<elementwise sum>} : tensor<32x27x27x96xf32> -> tensor<32x27x27x96xf32>
  %33 = net.batch_norm "s00061" %32 {activation = #net<activation relu>} : tensor<32x27x27x96xf32> -> tensor<32x27x27x96xf32>
  %34 = net.input "s00063/in" : tensor<32x8x8x256xf32>
  %35 = net.elementwise "s00063/feed" %34 {kind = #net<elementwise sum>} : tensor<32x8x8x256xf32> -> tensor<32x8x8x256xf32>
  %36 = net.batch_norm "s00063" %35 {activation = #net<activation relu>} : tensor<32x8x8x256xf32> -> tensor<32x8x8x256xf32>
  %37 = net.input "s00065/in" : tensor<32x56x56x128xf32>
  %38 = net.elementwise "s00065/feed" %37 {kind = #net<elementwise sum>} : tensor<32x56x56x128xf32> -> tensor<32x56x56x128xf32>
  %39 = net.max_pool "s00065" %38 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x56x56x128xf32> -> tensor<32x28x28x128xf32>
  %40 = net.input "s00071/in" : tensor<32x56x56x384xf32>
  %41 = net.elementwise "s00071/feed" %40 {kind = #net<elementwise sum>} : tensor<32x56x56x384xf32> -> tensor<32x56x56x384xf32>
  %42 = net.input "s00071/b/in" : tensor<32x56x56x384xf32>
  %43 = net.elementwise "s00071/b/feed" %42 {kind = #net<elementwise sum>} : tensor<32x56x56x384xf32> -> tensor<32x56x56x384xf32>
  %44 = net.elementwise "s00071" %41, %43 {activation = #net<activation relu>} : tensor<32x56x56x384xf32>, tensor<32x56x56x384xf32> -> tensor<32x56x56x384xf32>
  %45 = net.input "s00073/in" : tensor<32x28x28x512xf32>
  %46 = net.elementwise "s00073/feed" %45 {kind = #net<elementwise sum>} : tensor<32x28x28x512xf32> -> tensor<32x28x28x512xf32>
  %47 = net.input "s00073/b/in" : tensor<32x28x28x512xf32>
  %48 = net.elementwise "s00073/b/feed" %47 {kind = #net<elementwise sum>} : tensor<32x28x28x512xf32> -> tensor<32x28x28x512xf32>
  %49 = net.elementwise "s00073" %46, %48 : tensor<32x28x28x512xf32>, tensor<32x28x28x512xf32> -> tensor<32x28x28x512xf32>
  %50 = net.input "s00077/in" : tensor<32x27x27x96xf32>
  %51 = net.elementwise "s00077/feed" %50 {kind = #net<elementwise sum>} : tensor<32x27x27x96xf32> -> tensor<32x27x27x96xf32>
  %52 = net.input "s00077/b/in" : tensor<32x27x27x96xf32>
  %53 = net.elementwise "s00077/b/feed" %52 {kind = #net<elementwise sum>} : tensor<32x27x27x96xf32> -> tensor<32x27x27x96xf32>
  %54 = net.elementwise "s00077" %51, %53 {activation = #net<activation relu>} : tensor<32x27x27x96xf32>, tensor<32x27x27x96xf32> -> tensor<32x27x27x96xf32>
  %55 = net.input "s00080/in" : tensor<32x56x56x1024xf32>
  %56 = net.elementwise "s00080/feed" %55 {kind = #net<elementwise sum>} : tensor<32x56x56x1024xf32> -> tensor<32x56x56x1024xf32>
  %57 = net.input "s00080/b/in" : tensor<32x56x56x1024xf32>
  %58 = net.elementwise "s00080/b/feed" %57 {kind = #net<elementwise sum>} : tensor<32x56x56x1024xf32> -> tensor<32x56x56x1024xf32>
  %59 = net.elementwise "s00080" %56, %58 : tensor<32x56x56x1024xf32>, tensor<32x56x56x1024xf32> -> tensor<32x56x56x1024xf32>
  %60 = net.input "s00083/in" : tensor<32x9216xf32>
  %61 = net.elementwise "s00083/feed" %60 {kind = #net<elementwise sum>} : tensor<32x9216xf32> -> tensor<32x9216xf32>
  %62 = net.inner_product "s00083" %61 {num_outputs = 10 : i64} : tensor<32x9216xf32> -> tensor<32x10xf32>
  %63 = net.input "s00084/in" : tensor<32x14x14x768xf32>
  %64 = net.elementwise "s00084/feed" %63 {kind = #net<elementwise sum>} : tensor<32x14x14x768xf32> -> tensor<32x14x14x768xf32>
  %65 = net.input "s00084/b/in" : tensor<32x14x14x768xf32>
  %66 = net.elementwise "s00084/b/feed" %65 {kind = #net<elementwise sum>} : tensor<32x14x14x768xf32> -> tensor<32x14x14x768xf32>
  %67 = net.elementwise "s00084" %64, %66 : tensor<32x14x14x768xf32>, tensor<32x14x14x768xf32> -> tensor<32x14x14x768xf32>
  %68 = net.input "s00088/in" : tensor<32x7x7x384xf32>
  %69 = net.elementwise "s00088/feed" %68 {kind = #net<elementwise sum>} : tensor<32x7x7x384xf32> -> tensor<32x7x7x384xf32>
  %70 = net.input "s00088/b/in" : tensor<32x7x7x384xf32>
  %71 = net.elementwise "s00088/b/feed" %70 {kind = #net<elementwise sum>} : tensor<32x7x7x384xf32> -> tensor<32x7x7x384xf32>
  %72 = net.elementwise "s00088" %69, %71 : tensor<32x7x7x384xf32>, tensor<32x7x7x384xf32> -> tensor<32x7x7x384xf32>
  %73 = net.input "s00092/in" : tensor<32x28x28x24xf32>
  %74 = net.elementwise "s00092/feed" %73 {kind = #net<elementwise sum>} : tensor<32x28x28x24xf32> -> tensor<32x28x28x24xf32>
  %75 = net.batch_norm "s00092" %74 {activation = #net<activation relu>} : tensor<32x28x28x24xf32> -> tensor<32x28x28x24xf32>
  %76 = net.input "s00098/in" : tensor<32x14x14x2048xf32>
  %77 = net.elementwise "s00098/feed" %76 {kind = #net<elementwise sum>} : tensor<32x14x14x2048xf32> -> tensor<32x14x14x2048xf32>
  %78 = net.avg_pool "s00098" %77 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x14x14x2048xf32> -> tensor<32x1x1x2048xf32>
  %79 = net.input "s00100/in" : tensor<32x4096xf32>
  %80 = net.elementwise "s00100/feed" %79 {kind = #net<elementwise sum>} : tensor<32x4096xf32> -> tensor<32x4096xf32>
  %81 = net.inner_product "s00100" %80 {num_outputs = 1000 : i64} : tensor<32x4096xf32> -> tensor<32x1000xf32>
  %82 = net.input "s00101/in" : tensor<32x13x13x64xf32>
  %83 = net.elementwise "s00101/feed" %82 {kind = #net<elementwise sum>} : tensor<32x13x13x64xf32> -> tensor<32x13x13x64xf32>
  %84 = net.input "s00101/b/in" : tensor<32x13x13x64xf32>
  %85 = net.elementwise "s00101/b/feed" %84 {kind = #net<elementwise sum>} : tensor<32x13x13x64xf32> -> tensor<32x13x13x64xf32>
  %86 = net.elementwise "s00101" %83, %85 : tensor<32x13x13x64xf32>, tensor<32x13x13x64xf32> -> tensor<32x13x13x64xf32>
  %87 = net.input "s00105/in" : tensor<32x27x27x768xf32>
  %88 = net.elementwise "s00105/feed" %87 {kind = #net<elementwise sum>} : tensor<32x27x27x768xf32> -> tensor<32x27x27x768xf32>
  %89 = net.batch_norm "s00105" %88 : tensor<32x27x27x768xf32> -> tensor<32x27x27x768xf32>
  %90 = net.input "s00106/in" : tensor<32x13x13x256xf32>
  %91 = net.elementwise "s00106/feed" %90 {kind = #net<elementwise sum>} : tensor<32x13x13x256xf32> -> tensor<32x13x13x256xf32>
  %92 = net.batch_norm "s00106" %91 : tensor<32x13x13x256xf32> -> tensor<32x13x13x256xf32>
}
