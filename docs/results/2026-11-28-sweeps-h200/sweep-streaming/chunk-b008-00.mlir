net.network "chunk-b008-00" {
  %0 = net.input "s00058/in" : tensor<8x27x27x512xf32>
  %1 = net.elementwise "s00058/feed" %0 {kind = #net<elementwise sum>} : tensor<8x27x27x512xf32> -> tensor<8x27x27x512xf32>
  %2 = net.avg_pool "s00058" %1 {ksize = array<i64: 27, 27>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<8x27x27x512xf32> -> tensor<8x1x1x512xf32>
  %3 = net.input "s00129/in" : tensor<8x14x14x96xf32>
  %4 = net.elementwise "s00129/feed" %3 {kind = #net<elementwise sum>} : tensor<8x14x14x96xf32> -> tensor<8x14x14x96xf32>
  %5 = net.max_pool "s00129" %4 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<8x14x14x96xf32> -> tensor<8x14x14x96xf32>
  %6 = net.input "s00131/in" : tensor<8x17x17x256xf32>
  %7 = net.elementwise "s00131/feed" %6 {kind = #net<elementwise sum>} : tensor<8x17x17x256xf32> -> tensor<8x17x17x256xf32>
  %8 = net.batch_norm "s00131" %7 {activation = #net<activation relu>} : tensor<8x17x17x256xf32> -> tensor<8x17x17x256xf32>
  %9 = net.input "s00160/in" : tensor<8x56x56x256xf32>
  %10 = net.elementwise "s00160/feed" %9 {kind = #net<elementwise sum>} : tensor<8x56x56x256xf32> -> tensor<8x56x56x256xf32>
  %11 = net.max_pool "s00160" %10 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<8x56x56x256xf32> -> tensor<8x28x28x256xf32>
  %12 = net.input "s00184/in" : tensor<8x56x56x256xf32>
  %13 = net.elementwise "s00184/feed" %12 {kind = #net<elementwise sum>} : tensor<8x56x56x256xf32> -> tensor<8x56x56x256xf32>
  %14 = net.batch_norm "s00184" %13 : tensor<8x56x56x256xf32> -> tensor<8x56x56x256xf32>
  %15 = net.input "s00232/in" : tensor<8x35x35x2048xf32>
  %16 = net.elementwise "s00232/feed" %15 {kind = #net<elementwise sum>} : tensor<8x35x35x2048xf32> -> tensor<8x35x35x2048xf32>
  %17 = net.input "s00232/b/in" : tensor<8x35x35x2048xf32>
  %18 = net.elementwise "s00232/b/feed" %17 {kind = #net<elementwise sum>} : tensor<8x35x35x2048xf32> -> tensor<8x35x35x2048xf32>
  %19 = net.elementwise "s00232" %16, %18 {activation = #net<activation relu>} : tensor<8x35x35x2048xf32>, tensor<8x35x35x2048xf32> -> tensor<8x35x35x2048xf32>
  %20 = net.input "s00271/in" : tensor<8x13x13x48xf32>
  %21 = net.elementwise "s00271/feed" %20 {kind = #net<elementwise sum>} : tensor<8x13x13x48xf32> -> tensor<8x13x13x48xf32>
  %22 = net.batch_norm "s00271" %21 {activation = #net<activation relu>} : tensor<8x13x13x48xf32> -> tensor<8x13x13x48xf32>
  %23 = net.input "s00373/in" : tensor<8x13x13x96xf32>
  %24 = net.elementwise "s00373/feed" %23 {kind = #net<elementwise sum>} : tensor<8x13x13x96xf32> -> tensor<8x13x13x96xf32>
  %25 = net.batch_norm "s00373" %24 {activation = #net<activation relu>} : tensor<8x13x13x96xf32> -> tensor<8x13x13x96xf32>
  %26 = net.input "s00387/in" : tensor<8x224x224x24xf32>
  %27 = net.elementwise "s00387/feed" %26 {kind = #net<elementwise sum>} : tensor<8x224x224x24xf32> -> tensor<8x224x224x24xf32>
  %28 = net.input "s00387/b/in" : tensor<8x224x224x24xf32>
  %29 = net.elementwise "s00387/b/feed" %28 {kind = #net<elementwise sum>} : tensor<8x224x224x24xf32> -> tensor<8x224x224x24xf32>
  %30 = net.elementwise "s00387" %27, %29 {activation = #net<activation relu>} : tensor<8x224x224x24xf32>, tensor<8x224x224x24xf32> -> tensor<8x224x224x24xf32>
  %31 = net.input "s00392/in" : tensor<8x27x27x24xf32>
  %32 = net.elementwise "s00392/feed" %31 {kind = #net<elementwise sum>} : tensor<8x27x27x24xf32> -> tensor<8x27x27x24xf32>
  %33 = net.max_pool "s00392" %32 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<8x27x27x24xf32> -> tensor<8x14x14x24xf32>
  %34 = net.input "s00484/in" : tensor<8x56x56x32xf32>
  %35 = net.elementwise "s00484/feed" %34 {kind = #net<elementwise sum>} : tensor<8x56x56x32xf32> -> tensor<8x56x56x32xf32>
  %36 = net.batch_norm "s00484" %35 {activation = #net<activation relu>} : tensor<8x56x56x32xf32> -> tensor<8x56x56x32xf32>
  %37 = net.input "s00523/in" : tensor<8x14x14x24xf32>
  %38 = net.elementwise "s00523/feed" %37 {kind = #net<elementwise sum>} : tensor<8x14x14x24xf32> -> tensor<8x14x14x24xf32>
  %39 = net.batch_norm "s00523" %38 {activation = #net<activation relu>} : tensor<8x14x14x24xf32> -> tensor<8x14x14x24xf32>
  %40 = net.input "s00532/in" : tensor<8x28x28x2048xf32>
  %41 = net.elementwise "s00532/feed" %40 {kind = #net<elementwise sum>} : tensor<8x28x28x2048xf32> -> tensor<8x28x28x2048xf32>
  %42 = net.batch_norm "s00532" %41 {activation = #net<activation relu>} : tensor<8x28x28x2048xf32> -> tensor<8x28x28x2048xf32>
  %43 = net.input "s00542/in" : tensor<8x56x56x512xf32>
  %44 = net.elementwise "s00542/feed" %43 {kind = #net<elementwise sum>} : tensor<8x56x56x512xf32> -> tensor<8x56x56x512xf32>
  %45 = net.avg_pool "s00542" %44 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<8x56x56x512xf32> -> tensor<8x28x28x512xf32>
  %46 = net.input "s00574/in" : tensor<8x28x28x512xf32>
  %47 = net.elementwise "s00574/feed" %46 {kind = #net<elementwise sum>} : tensor<8x28x28x512xf32> -> tensor<8x28x28x512xf32>
  %48 = net.avg_pool "s00574" %47 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<8x28x28x512xf32> -> tensor<8x1x1x512xf32>
  %49 = net.input "s00599/in" : tensor<8x4096xf32>
  %50 = net.elementwise "s00599/feed" %49 {kind = #net<elementwise sum>} : tensor<8x4096xf32> -> tensor<8x4096xf32>
  %51 = net.inner_product "s00599" %50 {num_outputs = 100 : i64} : tensor<8x4096xf32> -> tensor<8x100xf32>
}
