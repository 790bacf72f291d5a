net.network "chunk-b128-03" {
  %0 = net.input "s00330/in" : tensor<128x14x14x16xf32>
  %1 = net.elementwise "s00330/feed" %0 {kind = #net<elementwise sum>} : tensor<128x14x14x16xf32> -> tensor<128x14x14x16xf32>
  %2 = net.input "s00330/b/in" : tensor<128x14x14x16xf32>
  %3 = net.elementwise "s00330/b/feed" %2 {kind = #net<elementwise sum>} : tensor<128x14x14x16xf32> -> tensor<128x14x14x16xf32>
  %4 = net.elementwise "s00330" %1, %3 : tensor<128x14x14x16xf32>, tensor<128x14x14x16xf32> -> tensor<128x14x14x16xf32>
  %5 = net.input "s00331/in" : tensor<128x1024xf32>
  %6 = net.elementwise "s00331/feed" %5 {kind = #net<elementwise sum>} : tensor<128x1024xf32> -> tensor<128x1024xf32>
  %7 = net.inner_product "s00331" %6 {num_outputs = 100 : i64} : tensor<128x1024xf32> -> tensor<128x100xf32>
  %8 = net.input "s00337/in" : tensor<128x56x56x64xf32>
  %9 = net.elementwise "s00337/feed" %8 {kind = #net<elementwise sum>} : tensor<128x56x56x64xf32> -> tensor<128x56x56x64xf32>
  %10 = net.batch_norm "s00337" %9 : tensor<128x56x56x64xf32> -> tensor<128x56x56x64xf32>
  %11 = net.input "s00339/in" : tensor<128x35x35x512xf32>
  %12 = net.elementwise "s00339/feed" %11 {kind = #net<elementwise sum>} : tensor<128x35x35x512xf32> -> tensor<128x35x35x512xf32>
  %13 = net.input "s00339/b/in" : tensor<128x35x35x512xf32>
  %14 = net.elementwise "s00339/b/feed" %13 {kind = #net<elementwise sum>} : tensor<128x35x35x512xf32> -> tensor<128x35x35x512xf32>
  %15 = net.elementwise "s00339" %12, %14 {activation = #net<activation relu>} : tensor<128x35x35x512xf32>, tensor<128x35x35x512xf32> -> tensor<128x35x35x512xf32>
  %16 = net.input "s00341/in" : tensor<128x14x14x256xf32>
  %17 = net.elementwise "s00341/feed" %16 {kind = #net<elementwise sum>} : tensor<128x14x14x256xf32> -> tensor<128x14x14x256xf32>
  %18 = net.avg_pool "s00341" %17 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x14x14x256xf32> -> tensor<128x1x1x256xf32>
  %19 = net.input "s00345/in" : tensor<128x13x13x32xf32>
  %20 = net.elementwise "s00345/feed" %19 {kind = #net<elementwise sum>} : tensor<128x13x13x32xf32> -> tensor<128x13x13x32xf32>
  %21 = net.batch_norm "s00345" %20 : tensor<128x13x13x32xf32> -> tensor<128x13x13x32xf32>
  %22 = net.input "s00348/in" : tensor<128x7x7x768xf32>
  %23 = net.elementwise "s00348/feed" %22 {kind = #net<elementwise sum>} : tensor<128x7x7x768xf32> -> tensor<128x7x7x768xf32>
  %24 = net.max_pool "s00348" %23 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x7x7x768xf32> -> tensor<128x3x3x768xf32>
  %25 = net.input "s00353/in" : tensor<128x28x28x48xf32>
  %26 = net.elementwise "s00353/feed" %25 {kind = #net<elementwise sum>} : tensor<128x28x28x48xf32> -> tensor<128x28x28x48xf32>
  %27 = net.batch_norm "s00353" %26 {activation = #net<activation relu>} : tensor<128x28x28x48xf32> -> tensor<128x28x28x48xf32>
  %28 = net.input "s00368/in" : tensor<128x14x14x32xf32>
  %29 = net.elementwise "s00368/feed" %28 {kind = #net<elementwise sum>} : tensor<128x14x14x32xf32> -> tensor<128x14x14x32xf32>
  %30 = net.input "s00368/b/in" : tensor<128x14x14x32xf32>
  %31 = net.elementwise "s00368/b/feed" %30 {kind = #net<elementwise sum>} : tensor<128x14x14x32xf32> -> tensor<128x14x14x32xf32>
  %32 = net.elementwise "s00368" %29, %31 : tensor<128x14x14x32xf32>, tensor<128x14x14x32xf32> -> tensor<128x14x14x32xf32>
  %33 = net.input "s00369/in" : tensor<128x28x28x256xf32>
  %34 = net.elementwise "s00369/feed" %33 {kind = #net<elementwise sum>} : tensor<128x28x28x256xf32> -> tensor<128x28x28x256xf32>
  %35 = net.batch_norm "s00369" %34 : tensor<128x28x28x256xf32> -> tensor<128x28x28x256xf32>
  %36 = net.input "s00371/in" : tensor<128x8x8x64xf32>
  %37 = net.elementwise "s00371/feed" %36 {kind = #net<elementwise sum>} : tensor<128x8x8x64xf32> -> tensor<128x8x8x64xf32>
  %38 = net.max_pool "s00371" %37 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x8x8x64xf32> -> tensor<128x4x4x64xf32>
  %39 = net.input "s00374/in" : tensor<128x13x13x2048xf32>
  %40 = net.elementwise "s00374/feed" %39 {kind = #net<elementwise sum>} : tensor<128x13x13x2048xf32> -> tensor<128x13x13x2048xf32>
  %41 = net.input "s00374/b/in" : tensor<128x13x13x2048xf32>
  %42 = net.elementwise "s00374/b/feed" %41 {kind = #net<elementwise sum>} : tensor<128x13x13x2048xf32> -> tensor<128x13x13x2048xf32>
  %43 = net.elementwise "s00374" %40, %42 : tensor<128x13x13x2048xf32>, tensor<128x13x13x2048xf32> -> tensor<128x13x13x2048xf32>
  %44 = net.input "s00375/in" : tensor<128x8x8x192xf32>
  %45 = net.elementwise "s00375/feed" %44 {kind = #net<elementwise sum>} : tensor<128x8x8x192xf32> -> tensor<128x8x8x192xf32>
  %46 = net.avg_pool "s00375" %45 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x8x8x192xf32> -> tensor<128x4x4x192xf32>
  %47 = net.input "s00376/in" : tensor<128x512xf32>
  %48 = net.elementwise "s00376/feed" %47 {kind = #net<elementwise sum>} : tensor<128x512xf32> -> tensor<128x512xf32>
  %49 = net.inner_product "s00376" %48 {num_outputs = 10 : i64} : tensor<128x512xf32> -> tensor<128x10xf32>
  %50 = net.input "s00380/in" : tensor<128x17x17x16xf32>
  %51 = net.elementwise "s00380/feed" %50 {kind = #net<elementwise sum>} : tensor<128x17x17x16xf32> -> tensor<128x17x17x16xf32>
  %52 = net.max_pool "s00380" %51 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x17x17x16xf32> -> tensor<128x9x9x16xf32>
  %53 = net.input "s00382/in" : tensor<128x13x13x768xf32>
  %54 = net.elementwise "s00382/feed" %53 {kind = #net<elementwise sum>} : tensor<128x13x13x768xf32> -> tensor<128x13x13x768xf32>
  %55 = net.batch_norm "s00382" %54 {activation = #net<activation relu>} : tensor<128x13x13x768xf32> -> tensor<128x13x13x768xf32>
  %56 = net.input "s00395/in" : tensor<128x28x28x24xf32>
  %57 = net.elementwise "s00395/feed" %56 {kind = #net<elementwise sum>} : tensor<128x28x28x24xf32> -> tensor<128x28x28x24xf32>
  %58 = net.max_pool "s00395" %57 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x28x28x24xf32> -> tensor<128x14x14x24xf32>
  %59 = net.input "s00396/in" : tensor<128x17x17x512xf32>
  %60 = net.elementwise "s00396/feed" %59 {kind = #net<elementwise sum>} : tensor<128x17x17x512xf32> -> tensor<128x17x17x512xf32>
  %61 = net.input "s00396/b/in" : tensor<128x17x17x512xf32>
  %62 = net.elementwise "s00396/b/feed" %61 {kind = #net<elementwise sum>} : tensor<128x17x17x512xf32> -> tensor<128x17x17x512xf32>
  %63 = net.elementwise "s00396" %60, %62 : tensor<128x17x17x512xf32>, tensor<128x17x17x512xf32> -> tensor<128x17x17x512xf32>
  %64 = net.input "s00397/in" : tensor<128x28x28x384xf32>
  %65 = net.elementwise "s00397/feed" %64 {kind = #net<elementwise sum>} : tensor<128x28x28x384xf32> -> tensor<128x28x28x384xf32>
  %66 = net.avg_pool "s00397" %65 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x28x28x384xf32> -> tensor<128x1x1x384xf32>
  %67 = net.input "s00401/in" : tensor<128x27x27x512xf32>
  %68 = net.elementwise "s00401/feed" %67 {kind = #net<elementwise sum>} : tensor<128x27x27x512xf32> -> tensor<128x27x27x512xf32>
  %69 = net.input "s00401/b/in" : tensor<128x27x27x512xf32>
  %70 = net.elementwise "s00401/b/feed" %69 {kind = #net<elementwise sum>} : tensor<128x27x27x512xf32> -> tensor<128x27x27x512xf32>
  %71 = net.elementwise "s00401" %68, %70 {activation = #net<activation relu>} : tensor<128x27x27x512xf32>, tensor<128x27x27x512xf32> -> tensor<128x27x27x512xf32>
  %72 = net.input "s00403/in" : tensor<128x35x35x384xf32>
  %73 = net.elementwise "s00403/feed" %72 {kind = #net<elementwise sum>} : tensor<128x35x35x384xf32> -> tensor<128x35x35x384xf32>
  %74 = net.batch_norm "s00403" %73 {activation = #net<activation relu>} : tensor<128x35x35x384xf32> -> tensor<128x35x35x384xf32>
  %75 = net.input "s00407/in" : tensor<128x7x7x48xf32>
  %76 = net.elementwise "s00407/feed" %75 {kind = #net<elementwise sum>} : tensor<128x7x7x48xf32> -> tensor<128x7x7x48xf32>
  %77 = net.max_pool "s00407" %76 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x7x7x48xf32> -> tensor<128x7x7x48xf32>
  %78 = net.input "s00409/in" : tensor<128x7x7x384xf32>
  %79 = net.elementwise "s00409/feed" %78 {kind = #net<elementwise sum>} : tensor<128x7x7x384xf32> -> tensor<128x7x7x384xf32>
  %80 = net.input "s00409/b/in" : tensor<128x7x7x384xf32>
  %81 = net.elementwise "s00409/b/feed" %80 {kind = #net<elementwise sum>} : tensor<128x7x7x384xf32> -> tensor<128x7x7x384xf32>
  %82 = net.elementwise "s00409" %79, %81 {activation = #net<activation relu>} : tensor<128x7x7x384xf32>, tensor<128x7x7x384xf32> -> tensor<128x7x7x384xf32>
  %83 = net.input "s00414/in" : tensor<128x8x8x96xf32>
  %84 = net.elementwise "s00414/feed" %83 {kind = #net<elementwise sum>} : tensor<128x8x8x96xf32> -> tensor<128x8x8x96xf32>
  %85 = net.max_pool "s00414" %84 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x8x8x96xf32> -> tensor<128x4x4x96xf32>
  %86 = net.input "s00428/in" : tensor<128x27x27x96xf32>
  %87 = net.elementwise "s00428/feed" %86 {kind = #net<elementwise sum>} : tensor<128x27x27x96xf32> -> tensor<128x27x27x96xf32>
  %88 = net.batch_norm "s00428" %87 {activation = #net<activation relu>} : tensor<128x27x27x96xf32> -> tensor<128x27x27x96xf32>
}
