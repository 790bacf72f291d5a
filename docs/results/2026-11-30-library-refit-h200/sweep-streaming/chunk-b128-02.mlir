net.network "chunk-b128-02" {
  %0 = net.input "s00269/in" : tensor<128x28x28x512xf32>
  %1 = net.elementwise "s00269/feed" %0 {kind = #net<elementwise sum>} : tensor<128x28x28x512xf32> -> tensor<128x28x28x512xf32>
  %2 = net.input "s00269/b/in" : tensor<128x28x28x512xf32>
  %3 = net.elementwise "s00269/b/feed" %2 {kind = #net<elementwise sum>} : tensor<128x28x28x512xf32> -> tensor<128x28x28x512xf32>
  %4 = net.elementwise "s00269" %1, %3 {activation = #net<activation relu>} : tensor<128x28x28x512xf32>, tensor<128x28x28x512xf32> -> tensor<128x28x28x512xf32>
  %5 = net.input "s00272/in" : tensor<128x13x13x512xf32>
  %6 = net.elementwise "s00272/feed" %5 {kind = #net<elementwise sum>} : tensor<128x13x13x512xf32> -> tensor<128x13x13x512xf32>
  %7 = net.batch_norm "s00272" %6 {activation = #net<activation relu>} : tensor<128x13x13x512xf32> -> tensor<128x13x13x512xf32>
  %8 = net.input "s00276/in" : tensor<128x7x7x256xf32>
  %9 = net.elementwise "s00276/feed" %8 {kind = #net<elementwise sum>} : tensor<128x7x7x256xf32> -> tensor<128x7x7x256xf32>
  %10 = net.max_pool "s00276" %9 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x7x7x256xf32> -> tensor<128x3x3x256xf32>
  %11 = net.input "s00277/in" : tensor<128x56x56x64xf32>
  %12 = net.elementwise "s00277/feed" %11 {kind = #net<elementwise sum>} : tensor<128x56x56x64xf32> -> tensor<128x56x56x64xf32>
  %13 = net.max_pool "s00277" %12 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x56x56x64xf32> -> tensor<128x28x28x64xf32>
  %14 = net.input "s00283/in" : tensor<128x28x28x48xf32>
  %15 = net.elementwise "s00283/feed" %14 {kind = #net<elementwise sum>} : tensor<128x28x28x48xf32> -> tensor<128x28x28x48xf32>
  %16 = net.max_pool "s00283" %15 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x28x28x48xf32> -> tensor<128x28x28x48xf32>
  %17 = net.input "s00290/in" : tensor<128x14x14x768xf32>
  %18 = net.elementwise "s00290/feed" %17 {kind = #net<elementwise sum>} : tensor<128x14x14x768xf32> -> tensor<128x14x14x768xf32>
  %19 = net.input "s00290/b/in" : tensor<128x14x14x768xf32>
  %20 = net.elementwise "s00290/b/feed" %19 {kind = #net<elementwise sum>} : tensor<128x14x14x768xf32> -> tensor<128x14x14x768xf32>
  %21 = net.elementwise "s00290" %18, %20 : tensor<128x14x14x768xf32>, tensor<128x14x14x768xf32> -> tensor<128x14x14x768xf32>
  %22 = net.input "s00292/in" : tensor<128x56x56x256xf32>
  %23 = net.elementwise "s00292/feed" %22 {kind = #net<elementwise sum>} : tensor<128x56x56x256xf32> -> tensor<128x56x56x256xf32>
  %24 = net.input "s00292/b/in" : tensor<128x56x56x256xf32>
  %25 = net.elementwise "s00292/b/feed" %24 {kind = #net<elementwise sum>} : tensor<128x56x56x256xf32> -> tensor<128x56x56x256xf32>
  %26 = net.elementwise "s00292" %23, %25 {activation = #net<activation relu>} : tensor<128x56x56x256xf32>, tensor<128x56x56x256xf32> -> tensor<128x56x56x256xf32>
  %27 = net.input "s00298/in" : tensor<128x14x14x32xf32>
  %28 = net.elementwise "s00298/feed" %27 {kind = #net<elementwise sum>} : tensor<128x14x14x32xf32> -> tensor<128x14x14x32xf32>
  %29 = net.max_pool "s00298" %28 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x14x14x32xf32> -> tensor<128x7x7x32xf32>
  %30 = net.input "s00299/in" : tensor<128x7x7x384xf32>
  %31 = net.elementwise "s00299/feed" %30 {kind = #net<elementwise sum>} : tensor<128x7x7x384xf32> -> tensor<128x7x7x384xf32>
  %32 = net.input "s00299/b/in" : tensor<128x7x7x384xf32>
  %33 = net.elementwise "s00299/b/feed" %32 {kind = #net<elementwise sum>} : tensor<128x7x7x384xf32> -> tensor<128x7x7x384xf32>
  %34 = net.elementwise "s00299" %31, %33 {activation = #net<activation relu>} : tensor<128x7x7x384xf32>, tensor<128x7x7x384xf32> -> tensor<128x7x7x384xf32>
  %35 = net.input "s00304/in" : tensor<128x35x35x64xf32>
  %36 = net.elementwise "s00304/feed" %35 {kind = #net<elementwise sum>} : tensor<128x35x35x64xf32> -> tensor<128x35x35x64xf32>
  %37 = net.max_pool "s00304" %36 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x35x35x64xf32> -> tensor<128x17x17x64xf32>
  %38 = net.input "s00306/in" : tensor<128x17x17x48xf32>
  %39 = net.elementwise "s00306/feed" %38 {kind = #net<elementwise sum>} : tensor<128x17x17x48xf32> -> tensor<128x17x17x48xf32>
  %40 = net.max_pool "s00306" %39 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x17x17x48xf32> -> tensor<128x9x9x48xf32>
  %41 = net.input "s00310/in" : tensor<128x25088xf32>
  %42 = net.elementwise "s00310/feed" %41 {kind = #net<elementwise sum>} : tensor<128x25088xf32> -> tensor<128x25088xf32>
  %43 = net.inner_product "s00310" %42 {num_outputs = 100 : i64} : tensor<128x25088xf32> -> tensor<128x100xf32>
  %44 = net.input "s00311/in" : tensor<128x28x28x16xf32>
  %45 = net.elementwise "s00311/feed" %44 {kind = #net<elementwise sum>} : tensor<128x28x28x16xf32> -> tensor<128x28x28x16xf32>
  %46 = net.batch_norm "s00311" %45 : tensor<128x28x28x16xf32> -> tensor<128x28x28x16xf32>
  %47 = net.input "s00319/in" : tensor<128x14x14x48xf32>
  %48 = net.elementwise "s00319/feed" %47 {kind = #net<elementwise sum>} : tensor<128x14x14x48xf32> -> tensor<128x14x14x48xf32>
  %49 = net.batch_norm "s00319" %48 : tensor<128x14x14x48xf32> -> tensor<128x14x14x48xf32>
  %50 = net.input "s00333/in" : tensor<128x25088xf32>
  %51 = net.elementwise "s00333/feed" %50 {kind = #net<elementwise sum>} : tensor<128x25088xf32> -> tensor<128x25088xf32>
  %52 = net.inner_product "s00333" %51 {num_outputs = 10 : i64} : tensor<128x25088xf32> -> tensor<128x10xf32>
  %53 = net.input "s00337/in" : tensor<128x35x35x32xf32>
  %54 = net.elementwise "s00337/feed" %53 {kind = #net<elementwise sum>} : tensor<128x35x35x32xf32> -> tensor<128x35x35x32xf32>
  %55 = net.avg_pool "s00337" %54 {ksize = array<i64: 35, 35>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x35x35x32xf32> -> tensor<128x1x1x32xf32>
  %56 = net.input "s00342/in" : tensor<128x4096xf32>
  %57 = net.elementwise "s00342/feed" %56 {kind = #net<elementwise sum>} : tensor<128x4096xf32> -> tensor<128x4096xf32>
  %58 = net.inner_product "s00342" %57 {num_outputs = 100 : i64} : tensor<128x4096xf32> -> tensor<128x100xf32>
  %59 = net.input "s00346/in" : tensor<128x35x35x512xf32>
  %60 = net.elementwise "s00346/feed" %59 {kind = #net<elementwise sum>} : tensor<128x35x35x512xf32> -> tensor<128x35x35x512xf32>
  %61 = net.avg_pool "s00346" %60 {ksize = array<i64: 35, 35>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x35x35x512xf32> -> tensor<128x1x1x512xf32>
  %62 = net.input "s00350/in" : tensor<128x14x14x96xf32>
  %63 = net.elementwise "s00350/feed" %62 {kind = #net<elementwise sum>} : tensor<128x14x14x96xf32> -> tensor<128x14x14x96xf32>
  %64 = net.max_pool "s00350" %63 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x14x14x96xf32> -> tensor<128x7x7x96xf32>
  %65 = net.input "s00361/in" : tensor<128x9216xf32>
  %66 = net.elementwise "s00361/feed" %65 {kind = #net<elementwise sum>} : tensor<128x9216xf32> -> tensor<128x9216xf32>
  %67 = net.inner_product "s00361" %66 {num_outputs = 100 : i64} : tensor<128x9216xf32> -> tensor<128x100xf32>
  %68 = net.input "s00363/in" : tensor<128x13x13x48xf32>
  %69 = net.elementwise "s00363/feed" %68 {kind = #net<elementwise sum>} : tensor<128x13x13x48xf32> -> tensor<128x13x13x48xf32>
  %70 = net.batch_norm "s00363" %69 : tensor<128x13x13x48xf32> -> tensor<128x13x13x48xf32>
  %71 = net.input "s00373/in" : tensor<128x7x7x64xf32>
  %72 = net.elementwise "s00373/feed" %71 {kind = #net<elementwise sum>} : tensor<128x7x7x64xf32> -> tensor<128x7x7x64xf32>
  %73 = net.max_pool "s00373" %72 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x7x7x64xf32> -> tensor<128x4x4x64xf32>
  %74 = net.input "s00377/in" : tensor<128x8x8x16xf32>
  %75 = net.elementwise "s00377/feed" %74 {kind = #net<elementwise sum>} : tensor<128x8x8x16xf32> -> tensor<128x8x8x16xf32>
  %76 = net.max_pool "s00377" %75 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x8x8x16xf32> -> tensor<128x4x4x16xf32>
  %77 = net.input "s00382/in" : tensor<128x28x28x32xf32>
  %78 = net.elementwise "s00382/feed" %77 {kind = #net<elementwise sum>} : tensor<128x28x28x32xf32> -> tensor<128x28x28x32xf32>
  %79 = net.input "s00382/b/in" : tensor<128x28x28x32xf32>
  %80 = net.elementwise "s00382/b/feed" %79 {kind = #net<elementwise sum>} : tensor<128x28x28x32xf32> -> tensor<128x28x28x32xf32>
  %81 = net.elementwise "s00382" %78, %80 {activation = #net<activation relu>} : tensor<128x28x28x32xf32>, tensor<128x28x28x32xf32> -> tensor<128x28x28x32xf32>
  %82 = net.input "s00383/in" : tensor<128x8x8x512xf32>
  %83 = net.elementwise "s00383/feed" %82 {kind = #net<elementwise sum>} : tensor<128x8x8x512xf32> -> tensor<128x8x8x512xf32>
  %84 = net.batch_norm "s00383" %83 {activation = #net<activation relu>} : tensor<128x8x8x512xf32> -> tensor<128x8x8x512xf32>
}
