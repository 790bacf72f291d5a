net.network "chunk-b001-00" {
  %0 = net.input "s00007/in" : tensor<1x27x27x64xf32>
  %1 = net.elementwise "s00007/feed" %0 {kind = #net<elementwise sum>} : tensor<1x27x27x64xf32> -> tensor<1x27x27x64xf32>
  %2 = net.batch_norm "s00007" %1 : tensor<1x27x27x64xf32> -> tensor<1x27x27x64xf32>
  %3 = net.input "s00008/in" : tensor<1x28x28x128xf32>
  %4 = net.elementwise "s00008/feed" %3 {kind = #net<elementwise sum>} : tensor<1x28x28x128xf32> -> tensor<1x28x28x128xf32>
  %5 = net.batch_norm "s00008" %4 {activation = #net<activation relu>} : tensor<1x28x28x128xf32> -> tensor<1x28x28x128xf32>
  %6 = net.input "s00055/in" : tensor<1x17x17x64xf32>
  %7 = net.elementwise "s00055/feed" %6 {kind = #net<elementwise sum>} : tensor<1x17x17x64xf32> -> tensor<1x17x17x64xf32>
  %8 = net.input "s00055/b/in" : tensor<1x17x17x64xf32>
  %9 = net.elementwise "s00055/b/feed" %8 {kind = #net<elementwise sum>} : tensor<1x17x17x64xf32> -> tensor<1x17x17x64xf32>
  %10 = net.elementwise "s00055" %7, %9 {activation = #net<activation relu>} : tensor<1x17x17x64xf32>, tensor<1x17x17x64xf32> -> tensor<1x17x17x64xf32>
  %11 = net.input "s00106/in" : tensor<1x35x35x192xf32>
  %12 = net.elementwise "s00106/feed" %11 {kind = #net<elementwise sum>} : tensor<1x35x35x192xf32> -> tensor<1x35x35x192xf32>
  %13 = net.input "s00106/b/in" : tensor<1x35x35x192xf32>
  %14 = net.elementwise "s00106/b/feed" %13 {kind = #net<elementwise sum>} : tensor<1x35x35x192xf32> -> tensor<1x35x35x192xf32>
  %15 = net.elementwise "s00106" %12, %14 : tensor<1x35x35x192xf32>, tensor<1x35x35x192xf32> -> tensor<1x35x35x192xf32>
  %16 = net.input "s00107/in" : tensor<1x17x17x64xf32>
  %17 = net.elementwise "s00107/feed" %16 {kind = #net<elementwise sum>} : tensor<1x17x17x64xf32> -> tensor<1x17x17x64xf32>
  %18 = net.batch_norm "s00107" %17 {activation = #net<activation relu>} : tensor<1x17x17x64xf32> -> tensor<1x17x17x64xf32>
  %19 = net.input "s00114/in" : tensor<1x56x56x96xf32>
  %20 = net.elementwise "s00114/feed" %19 {kind = #net<elementwise sum>} : tensor<1x56x56x96xf32> -> tensor<1x56x56x96xf32>
  %21 = net.max_pool "s00114" %20 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<1x56x56x96xf32> -> tensor<1x28x28x96xf32>
  %22 = net.input "s00142/in" : tensor<1x56x56x256xf32>
  %23 = net.elementwise "s00142/feed" %22 {kind = #net<elementwise sum>} : tensor<1x56x56x256xf32> -> tensor<1x56x56x256xf32>
  %24 = net.input "s00142/b/in" : tensor<1x56x56x256xf32>
  %25 = net.elementwise "s00142/b/feed" %24 {kind = #net<elementwise sum>} : tensor<1x56x56x256xf32> -> tensor<1x56x56x256xf32>
  %26 = net.elementwise "s00142" %23, %25 {activation = #net<activation relu>} : tensor<1x56x56x256xf32>, tensor<1x56x56x256xf32> -> tensor<1x56x56x256xf32>
  %27 = net.input "s00180/in" : tensor<1x8x8x512xf32>
  %28 = net.elementwise "s00180/feed" %27 {kind = #net<elementwise sum>} : tensor<1x8x8x512xf32> -> tensor<1x8x8x512xf32>
  %29 = net.max_pool "s00180" %28 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<1x8x8x512xf32> -> tensor<1x4x4x512xf32>
  %30 = net.input "s00214/in" : tensor<1x2048xf32>
  %31 = net.elementwise "s00214/feed" %30 {kind = #net<elementwise sum>} : tensor<1x2048xf32> -> tensor<1x2048xf32>
  %32 = net.inner_product "s00214" %31 {num_outputs = 100 : i64} : tensor<1x2048xf32> -> tensor<1x100xf32>
  %33 = net.input "s00231/in" : tensor<1x25088xf32>
  %34 = net.elementwise "s00231/feed" %33 {kind = #net<elementwise sum>} : tensor<1x25088xf32> -> tensor<1x25088xf32>
  %35 = net.inner_product "s00231" %34 {num_outputs = 1000 : i64} : tensor<1x25088xf32> -> tensor<1x1000xf32>
  %36 = net.input "s00499/in" : tensor<1x56x56x128xf32>
  %37 = net.elementwise "s00499/feed" %36 {kind = #net<elementwise sum>} : tensor<1x56x56x128xf32> -> tensor<1x56x56x128xf32>
  %38 = net.max_pool "s00499" %37 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<1x56x56x128xf32> -> tensor<1x28x28x128xf32>
  %39 = net.input "s00505/in" : tensor<1x35x35x768xf32>
  %40 = net.elementwise "s00505/feed" %39 {kind = #net<elementwise sum>} : tensor<1x35x35x768xf32> -> tensor<1x35x35x768xf32>
  %41 = net.input "s00505/b/in" : tensor<1x35x35x768xf32>
  %42 = net.elementwise "s00505/b/feed" %41 {kind = #net<elementwise sum>} : tensor<1x35x35x768xf32> -> tensor<1x35x35x768xf32>
  %43 = net.elementwise "s00505" %40, %42 : tensor<1x35x35x768xf32>, tensor<1x35x35x768xf32> -> tensor<1x35x35x768xf32>
  %44 = net.input "s00589/in" : tensor<1x17x17x512xf32>
  %45 = net.elementwise "s00589/feed" %44 {kind = #net<elementwise sum>} : tensor<1x17x17x512xf32> -> tensor<1x17x17x512xf32>
  %46 = net.input "s00589/b/in" : tensor<1x17x17x512xf32>
  %47 = net.elementwise "s00589/b/feed" %46 {kind = #net<elementwise sum>} : tensor<1x17x17x512xf32> -> tensor<1x17x17x512xf32>
  %48 = net.elementwise "s00589" %45, %47 {activation = #net<activation relu>} : tensor<1x17x17x512xf32>, tensor<1x17x17x512xf32> -> tensor<1x17x17x512xf32>
}
