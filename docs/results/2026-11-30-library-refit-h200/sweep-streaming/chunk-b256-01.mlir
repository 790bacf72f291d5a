net.network "chunk-b256-01" {
  %0 = net.input "s00259/in" : tensor<256x7x7x2048xf32>
  %1 = net.elementwise "s00259/feed" %0 {kind = #net<elementwise sum>} : tensor<256x7x7x2048xf32> -> tensor<256x7x7x2048xf32>
  %2 = net.batch_norm "s00259" %1 : tensor<256x7x7x2048xf32> -> tensor<256x7x7x2048xf32>
  %3 = net.input "s00261/in" : tensor<256x35x35x32xf32>
  %4 = net.elementwise "s00261/feed" %3 {kind = #net<elementwise sum>} : tensor<256x35x35x32xf32> -> tensor<256x35x35x32xf32>
  %5 = net.batch_norm "s00261" %4 {activation = #net<activation relu>} : tensor<256x35x35x32xf32> -> tensor<256x35x35x32xf32>
  %6 = net.input "s00264/in" : tensor<256x25088xf32>
  %7 = net.elementwise "s00264/feed" %6 {kind = #net<elementwise sum>} : tensor<256x25088xf32> -> tensor<256x25088xf32>
  %8 = net.inner_product "s00264" %7 {num_outputs = 100 : i64} : tensor<256x25088xf32> -> tensor<256x100xf32>
  %9 = net.input "s00278/in" : tensor<256x13x13x768xf32>
  %10 = net.elementwise "s00278/feed" %9 {kind = #net<elementwise sum>} : tensor<256x13x13x768xf32> -> tensor<256x13x13x768xf32>
  %11 = net.input "s00278/b/in" : tensor<256x13x13x768xf32>
  %12 = net.elementwise "s00278/b/feed" %11 {kind = #net<elementwise sum>} : tensor<256x13x13x768xf32> -> tensor<256x13x13x768xf32>
  %13 = net.elementwise "s00278" %10, %12 : tensor<256x13x13x768xf32>, tensor<256x13x13x768xf32> -> tensor<256x13x13x768xf32>
  %14 = net.input "s00286/in" : tensor<256x7x7x2048xf32>
  %15 = net.elementwise "s00286/feed" %14 {kind = #net<elementwise sum>} : tensor<256x7x7x2048xf32> -> tensor<256x7x7x2048xf32>
  %16 = net.avg_pool "s00286" %15 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x7x7x2048xf32> -> tensor<256x1x1x2048xf32>
  %17 = net.input "s00312/in" : tensor<256x56x56x64xf32>
  %18 = net.elementwise "s00312/feed" %17 {kind = #net<elementwise sum>} : tensor<256x56x56x64xf32> -> tensor<256x56x56x64xf32>
  %19 = net.input "s00312/b/in" : tensor<256x56x56x64xf32>
  %20 = net.elementwise "s00312/b/feed" %19 {kind = #net<elementwise sum>} : tensor<256x56x56x64xf32> -> tensor<256x56x56x64xf32>
  %21 = net.elementwise "s00312" %18, %20 : tensor<256x56x56x64xf32>, tensor<256x56x56x64xf32> -> tensor<256x56x56x64xf32>
  %22 = net.input "s00316/in" : tensor<256x7x7x768xf32>
  %23 = net.elementwise "s00316/feed" %22 {kind = #net<elementwise sum>} : tensor<256x7x7x768xf32> -> tensor<256x7x7x768xf32>
  %24 = net.input "s00316/b/in" : tensor<256x7x7x768xf32>
  %25 = net.elementwise "s00316/b/feed" %24 {kind = #net<elementwise sum>} : tensor<256x7x7x768xf32> -> tensor<256x7x7x768xf32>
  %26 = net.elementwise "s00316" %23, %25 {activation = #net<activation relu>} : tensor<256x7x7x768xf32>, tensor<256x7x7x768xf32> -> tensor<256x7x7x768xf32>
  %27 = net.input "s00327/in" : tensor<256x27x27x256xf32>
  %28 = net.elementwise "s00327/feed" %27 {kind = #net<elementwise sum>} : tensor<256x27x27x256xf32> -> tensor<256x27x27x256xf32>
  %29 = net.input "s00327/b/in" : tensor<256x27x27x256xf32>
  %30 = net.elementwise "s00327/b/feed" %29 {kind = #net<elementwise sum>} : tensor<256x27x27x256xf32> -> tensor<256x27x27x256xf32>
  %31 = net.elementwise "s00327" %28, %30 {activation = #net<activation relu>} : tensor<256x27x27x256xf32>, tensor<256x27x27x256xf32> -> tensor<256x27x27x256xf32>
  %32 = net.input "s00334/in" : tensor<256x27x27x32xf32>
  %33 = net.elementwise "s00334/feed" %32 {kind = #net<elementwise sum>} : tensor<256x27x27x32xf32> -> tensor<256x27x27x32xf32>
  %34 = net.batch_norm "s00334" %33 {activation = #net<activation relu>} : tensor<256x27x27x32xf32> -> tensor<256x27x27x32xf32>
  %35 = net.input "s00349/in" : tensor<256x28x28x256xf32>
  %36 = net.elementwise "s00349/feed" %35 {kind = #net<elementwise sum>} : tensor<256x28x28x256xf32> -> tensor<256x28x28x256xf32>
  %37 = net.batch_norm "s00349" %36 {activation = #net<activation relu>} : tensor<256x28x28x256xf32> -> tensor<256x28x28x256xf32>
  %38 = net.input "s00353/in" : tensor<256x7x7x32xf32>
  %39 = net.elementwise "s00353/feed" %38 {kind = #net<elementwise sum>} : tensor<256x7x7x32xf32> -> tensor<256x7x7x32xf32>
  %40 = net.batch_norm "s00353" %39 : tensor<256x7x7x32xf32> -> tensor<256x7x7x32xf32>
  %41 = net.input "s00360/in" : tensor<256x14x14x256xf32>
  %42 = net.elementwise "s00360/feed" %41 {kind = #net<elementwise sum>} : tensor<256x14x14x256xf32> -> tensor<256x14x14x256xf32>
  %43 = net.batch_norm "s00360" %42 {activation = #net<activation relu>} : tensor<256x14x14x256xf32> -> tensor<256x14x14x256xf32>
  %44 = net.input "s00365/in" : tensor<256x28x28x32xf32>
  %45 = net.elementwise "s00365/feed" %44 {kind = #net<elementwise sum>} : tensor<256x28x28x32xf32> -> tensor<256x28x28x32xf32>
  %46 = net.max_pool "s00365" %45 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x28x28x32xf32> -> tensor<256x28x28x32xf32>
  %47 = net.input "s00369/in" : tensor<256x28x28x192xf32>
  %48 = net.elementwise "s00369/feed" %47 {kind = #net<elementwise sum>} : tensor<256x28x28x192xf32> -> tensor<256x28x28x192xf32>
  %49 = net.avg_pool "s00369" %48 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<256x28x28x192xf32> -> tensor<256x1x1x192xf32>
  %50 = net.input "s00379/in" : tensor<256x7x7x64xf32>
  %51 = net.elementwise "s00379/feed" %50 {kind = #net<elementwise sum>} : tensor<256x7x7x64xf32> -> tensor<256x7x7x64xf32>
  %52 = net.batch_norm "s00379" %51 : tensor<256x7x7x64xf32> -> tensor<256x7x7x64xf32>
  %53 = net.input "s00381/in" : tensor<256x7x7x24xf32>
  %54 = net.elementwise "s00381/feed" %53 {kind = #net<elementwise sum>} : tensor<256x7x7x24xf32> -> tensor<256x7x7x24xf32>
  %55 = net.max_pool "s00381" %54 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<256x7x7x24xf32> -> tensor<256x3x3x24xf32>
  %56 = net.input "s00391/in" : tensor<256x13x13x256xf32>
  %57 = net.elementwise "s00391/feed" %56 {kind = #net<elementwise sum>} : tensor<256x13x13x256xf32> -> tensor<256x13x13x256xf32>
  %58 = net.batch_norm "s00391" %57 {activation = #net<activation relu>} : tensor<256x13x13x256xf32> -> tensor<256x13x13x256xf32>
  %59 = net.input "s00393/in" : tensor<256x13x13x96xf32>
  %60 = net.elementwise "s00393/feed" %59 {kind = #net<elementwise sum>} : tensor<256x13x13x96xf32> -> tensor<256x13x13x96xf32>
  %61 = net.input "s00393/b/in" : tensor<256x13x13x96xf32>
  %62 = net.elementwise "s00393/b/feed" %61 {kind = #net<elementwise sum>} : tensor<256x13x13x96xf32> -> tensor<256x13x13x96xf32>
  %63 = net.elementwise "s00393" %60, %62 {activation = #net<activation relu>} : tensor<256x13x13x96xf32>, tensor<256x13x13x96xf32> -> tensor<256x13x13x96xf32>
  %64 = net.input "s00399/in" : tensor<256x4096xf32>
  %65 = net.elementwise "s00399/feed" %64 {kind = #net<elementwise sum>} : tensor<256x4096xf32> -> tensor<256x4096xf32>
  %66 = net.inner_product "s00399" %65 {num_outputs = 100 : i64} : tensor<256x4096xf32> -> tensor<256x100xf32>
}
