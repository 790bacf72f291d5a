net.network "chunk-b032-03" {
  %0 = net.input "s00314/in" : tensor<32x17x17x256xf32>
  %1 = net.elementwise "s00314/feed" %0 {kind = #net<elementwise sum>} : tensor<32x17x17x256xf32> -> tensor<32x17x17x256xf32>
  %2 = net.batch_norm "s00314" %1 : tensor<32x17x17x256xf32> -> tensor<32x17x17x256xf32>
  %3 = net.input "s00316/in" : tensor<32x7x7x48xf32>
  %4 = net.elementwise "s00316/feed" %3 {kind = #net<elementwise sum>} : tensor<32x7x7x48xf32> -> tensor<32x7x7x48xf32>
  %5 = net.batch_norm "s00316" %4 : tensor<32x7x7x48xf32> -> tensor<32x7x7x48xf32>
  %6 = net.input "s00318/in" : tensor<32x112x112x192xf32>
  %7 = net.elementwise "s00318/feed" %6 {kind = #net<elementwise sum>} : tensor<32x112x112x192xf32> -> tensor<32x112x112x192xf32>
  %8 = net.input "s00318/b/in" : tensor<32x112x112x192xf32>
  %9 = net.elementwise "s00318/b/feed" %8 {kind = #net<elementwise sum>} : tensor<32x112x112x192xf32> -> tensor<32x112x112x192xf32>
  %10 = net.elementwise "s00318" %7, %9 : tensor<32x112x112x192xf32>, tensor<32x112x112x192xf32> -> tensor<32x112x112x192xf32>
  %11 = net.input "s00320/in" : tensor<32x7x7x192xf32>
  %12 = net.elementwise "s00320/feed" %11 {kind = #net<elementwise sum>} : tensor<32x7x7x192xf32> -> tensor<32x7x7x192xf32>
  %13 = net.input "s00320/b/in" : tensor<32x7x7x192xf32>
  %14 = net.elementwise "s00320/b/feed" %13 {kind = #net<elementwise sum>} : tensor<32x7x7x192xf32> -> tensor<32x7x7x192xf32>
  %15 = net.elementwise "s00320" %12, %14 : tensor<32x7x7x192xf32>, tensor<32x7x7x192xf32> -> tensor<32x7x7x192xf32>
  %16 = net.input "s00332/in" : tensor<32x13x13x256xf32>
  %17 = net.elementwise "s00332/feed" %16 {kind = #net<elementwise sum>} : tensor<32x13x13x256xf32> -> tensor<32x13x13x256xf32>
  %18 = net.input "s00332/b/in" : tensor<32x13x13x256xf32>
  %19 = net.elementwise "s00332/b/feed" %18 {kind = #net<elementwise sum>} : tensor<32x13x13x256xf32> -> tensor<32x13x13x256xf32>
  %20 = net.elementwise "s00332" %17, %19 {activation = #net<activation relu>} : tensor<32x13x13x256xf32>, tensor<32x13x13x256xf32> -> tensor<32x13x13x256xf32>
  %21 = net.input "s00338/in" : tensor<32x17x17x128xf32>
  %22 = net.elementwise "s00338/feed" %21 {kind = #net<elementwise sum>} : tensor<32x17x17x128xf32> -> tensor<32x17x17x128xf32>
  %23 = net.max_pool "s00338" %22 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x17x17x128xf32> -> tensor<32x8x8x128xf32>
  %24 = net.input "s00340/in" : tensor<32x56x56x48xf32>
  %25 = net.elementwise "s00340/feed" %24 {kind = #net<elementwise sum>} : tensor<32x56x56x48xf32> -> tensor<32x56x56x48xf32>
  %26 = net.input "s00340/b/in" : tensor<32x56x56x48xf32>
  %27 = net.elementwise "s00340/b/feed" %26 {kind = #net<elementwise sum>} : tensor<32x56x56x48xf32> -> tensor<32x56x56x48xf32>
  %28 = net.elementwise "s00340" %25, %27 : tensor<32x56x56x48xf32>, tensor<32x56x56x48xf32> -> tensor<32x56x56x48xf32>
  %29 = net.input "s00342/in" : tensor<32x7x7x512xf32>
  %30 = net.elementwise "s00342/feed" %29 {kind = #net<elementwise sum>} : tensor<32x7x7x512xf32> -> tensor<32x7x7x512xf32>
  %31 = net.avg_pool "s00342" %30 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x7x7x512xf32> -> tensor<32x4x4x512xf32>
  %32 = net.input "s00344/in" : tensor<32x14x14x64xf32>
  %33 = net.elementwise "s00344/feed" %32 {kind = #net<elementwise sum>} : tensor<32x14x14x64xf32> -> tensor<32x14x14x64xf32>
  %34 = net.max_pool "s00344" %33 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x14x14x64xf32> -> tensor<32x7x7x64xf32>
  %35 = net.input "s00349/in" : tensor<32x7x7x64xf32>
  %36 = net.elementwise "s00349/feed" %35 {kind = #net<elementwise sum>} : tensor<32x7x7x64xf32> -> tensor<32x7x7x64xf32>
  %37 = net.input "s00349/b/in" : tensor<32x7x7x64xf32>
  %38 = net.elementwise "s00349/b/feed" %37 {kind = #net<elementwise sum>} : tensor<32x7x7x64xf32> -> tensor<32x7x7x64xf32>
  %39 = net.elementwise "s00349" %36, %38 {activation = #net<activation relu>} : tensor<32x7x7x64xf32>, tensor<32x7x7x64xf32> -> tensor<32x7x7x64xf32>
  %40 = net.input "s00351/in" : tensor<32x2048xf32>
  %41 = net.elementwise "s00351/feed" %40 {kind = #net<elementwise sum>} : tensor<32x2048xf32> -> tensor<32x2048xf32>
  %42 = net.inner_product "s00351" %41 {num_outputs = 4096 : i64} : tensor<32x2048xf32> -> tensor<32x4096xf32>
  %43 = net.input "s00354/in" : tensor<32x56x56x768xf32>
  %44 = net.elementwise "s00354/feed" %43 {kind = #net<elementwise sum>} : tensor<32x56x56x768xf32> -> tensor<32x56x56x768xf32>
  %45 = net.max_pool "s00354" %44 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x56x56x768xf32> -> tensor<32x28x28x768xf32>
  %46 = net.input "s00360/in" : tensor<32x56x56x16xf32>
  %47 = net.elementwise "s00360/feed" %46 {kind = #net<elementwise sum>} : tensor<32x56x56x16xf32> -> tensor<32x56x56x16xf32>
  %48 = net.input "s00360/b/in" : tensor<32x56x56x16xf32>
  %49 = net.elementwise "s00360/b/feed" %48 {kind = #net<elementwise sum>} : tensor<32x56x56x16xf32> -> tensor<32x56x56x16xf32>
  %50 = net.elementwise "s00360" %47, %49 {activation = #net<activation relu>} : tensor<32x56x56x16xf32>, tensor<32x56x56x16xf32> -> tensor<32x56x56x16xf32>
  %51 = net.input "s00363/in" : tensor<32x28x28x32xf32>
  %52 = net.elementwise "s00363/feed" %51 {kind = #net<elementwise sum>} : tensor<32x28x28x32xf32> -> tensor<32x28x28x32xf32>
  %53 = net.input "s00363/b/in" : tensor<32x28x28x32xf32>
  %54 = net.elementwise "s00363/b/feed" %53 {kind = #net<elementwise sum>} : tensor<32x28x28x32xf32> -> tensor<32x28x28x32xf32>
  %55 = net.elementwise "s00363" %52, %54 : tensor<32x28x28x32xf32>, tensor<32x28x28x32xf32> -> tensor<32x28x28x32xf32>
  %56 = net.input "s00399/in" : tensor<32x17x17x48xf32>
  %57 = net.elementwise "s00399/feed" %56 {kind = #net<elementwise sum>} : tensor<32x17x17x48xf32> -> tensor<32x17x17x48xf32>
  %58 = net.max_pool "s00399" %57 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x17x17x48xf32> -> tensor<32x9x9x48xf32>
  %59 = net.input "s00410/in" : tensor<32x27x27x128xf32>
  %60 = net.elementwise "s00410/feed" %59 {kind = #net<elementwise sum>} : tensor<32x27x27x128xf32> -> tensor<32x27x27x128xf32>
  %61 = net.max_pool "s00410" %60 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<32x27x27x128xf32> -> tensor<32x14x14x128xf32>
  %62 = net.input "s00417/in" : tensor<32x13x13x64xf32>
  %63 = net.elementwise "s00417/feed" %62 {kind = #net<elementwise sum>} : tensor<32x13x13x64xf32> -> tensor<32x13x13x64xf32>
  %64 = net.avg_pool "s00417" %63 {ksize = array<i64: 13, 13>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x13x13x64xf32> -> tensor<32x1x1x64xf32>
  %65 = net.input "s00418/in" : tensor<32x14x14x512xf32>
  %66 = net.elementwise "s00418/feed" %65 {kind = #net<elementwise sum>} : tensor<32x14x14x512xf32> -> tensor<32x14x14x512xf32>
  %67 = net.avg_pool "s00418" %66 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x14x14x512xf32> -> tensor<32x1x1x512xf32>
  %68 = net.input "s00421/in" : tensor<32x14x14x2048xf32>
  %69 = net.elementwise "s00421/feed" %68 {kind = #net<elementwise sum>} : tensor<32x14x14x2048xf32> -> tensor<32x14x14x2048xf32>
  %70 = net.input "s00421/b/in" : tensor<32x14x14x2048xf32>
  %71 = net.elementwise "s00421/b/feed" %70 {kind = #net<elementwise sum>} : tensor<32x14x14x2048xf32> -> tensor<32x14x14x2048xf32>
  %72 = net.elementwise "s00421" %69, %71 {activation = #net<activation relu>} : tensor<32x14x14x2048xf32>, tensor<32x14x14x2048xf32> -> tensor<32x14x14x2048xf32>
  %73 = net.input "s00422/in" : tensor<32x112x112x48xf32>
  %74 = net.elementwise "s00422/feed" %73 {kind = #net<elementwise sum>} : tensor<32x112x112x48xf32> -> tensor<32x112x112x48xf32>
  %75 = net.input "s00422/b/in" : tensor<32x112x112x48xf32>
  %76 = net.elementwise "s00422/b/feed" %75 {kind = #net<elementwise sum>} : tensor<32x112x112x48xf32> -> tensor<32x112x112x48xf32>
  %77 = net.elementwise "s00422" %74, %76 {activation = #net<activation relu>} : tensor<32x112x112x48xf32>, tensor<32x112x112x48xf32> -> tensor<32x112x112x48xf32>
  %78 = net.input "s00423/in" : tensor<32x8x8x128xf32>
  %79 = net.elementwise "s00423/feed" %78 {kind = #net<elementwise sum>} : tensor<32x8x8x128xf32> -> tensor<32x8x8x128xf32>
  %80 = net.batch_norm "s00423" %79 : tensor<32x8x8x128xf32> -> tensor<32x8x8x128xf32>
  %81 = net.input "s00426/in" : tensor<32x13x13x24xf32>
  %82 = net.elementwise "s00426/feed" %81 {kind = #net<elementwise sum>} : tensor<32x13x13x24xf32> -> tensor<32x13x13x24xf32>
  %83 = net.input "s00426/b/in" : tensor<32x13x13x24xf32>
  %84 = net.elementwise "s00426/b/feed" %83 {kind = #net<elementwise sum>} : tensor<32x13x13x24xf32> -> tensor<32x13x13x24xf32>
  %85 = net.elementwise "s00426" %82, %84 {activation = #net<activation relu>} : tensor<32x13x13x24xf32>, tensor<32x13x13x24xf32> -> tensor<32x13x13x24xf32>
  %86 = net.input "s00445/in" : tensor<32x7x7x2048xf32>
  %87 = net.elementwise "s00445/feed" %86 {kind = #net<elementwise sum>} : tensor<32x7x7x2048xf32> -> tensor<32x7x7x2048xf32>
  %88 = net.input "s00445/b/in" : tensor<32x7x7x2048xf32>
  %89 = net.elementwise "s00445/b/feed" %88 {kind = #net<elementwise sum>} : tensor<32x7x7x2048xf32> -> tensor<32x7x7x2048xf32>
  %90 = net.elementwise "s00445" %87, %89 {activation = #net<activation relu>} : tensor<32x7x7x2048xf32>, tensor<32x7x7x2048xf32> -> tensor<32x7x7x2048xf32>
  %91 = net.input "s00448/in" : tensor<32x7x7x512xf32>
  %92 = net.elementwise "s00448/feed" %91 {kind = #net<elementwise sum>} : tensor<32x7x7x512xf32> -> tensor<32x7x7x512xf32>
  %93 = net.input "s00448/b/in" : tensor<32x7x7x512xf32>
  %94 = net.elementwise "s00448/b/feed" %93 {kind = #net<elementwise sum>} : tensor<32x7x7x512xf32> -> tensor<32x7x7x512xf32>
  %95 = net.elementwise "s00448" %92, %94 : tensor<32x7x7x512xf32>, tensor<32x7x7x512xf32> -> tensor<32x7x7x512xf32>
  %96 = net.input "s00449/in" : tensor<32x2048xf32>
  %97 = net.elementwise "s00449/feed" %96 {kind = #net<elementwise sum>} : tensor<32x2048xf32> -> tensor<32x2048xf32>
  %98 = net.inner_product "s00449" %97 {num_outputs = 100 : i64} : tensor<32x2048xf32> -> tensor<32x100xf32>
}
