net.network "chunk-b016-01" {
  %0 = net.input "s00243/in" : tensor<16x28x28x128xf32>
  %1 = net.elementwise "s00243/feed" %0 {kind = #net<elementwise sum>} : tensor<16x28x28x128xf32> -> tensor<16x28x28x128xf32>
  %2 = net.avg_pool "s00243" %1 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x28x28x128xf32> -> tensor<16x28x28x128xf32>
  %3 = net.input "s00254/in" : tensor<16x9216xf32>
  %4 = net.elementwise "s00254/feed" %3 {kind = #net<elementwise sum>} : tensor<16x9216xf32> -> tensor<16x9216xf32>
  %5 = net.inner_product "s00254" %4 {num_outputs = 10 : i64} : tensor<16x9216xf32> -> tensor<16x10xf32>
  %6 = net.input "s00256/in" : tensor<16x7x7x768xf32>
  %7 = net.elementwise "s00256/feed" %6 {kind = #net<elementwise sum>} : tensor<16x7x7x768xf32> -> tensor<16x7x7x768xf32>
  %8 = net.avg_pool "s00256" %7 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<16x7x7x768xf32> -> tensor<16x1x1x768xf32>
  %9 = net.input "s00293/in" : tensor<16x56x56x1024xf32>
  %10 = net.elementwise "s00293/feed" %9 {kind = #net<elementwise sum>} : tensor<16x56x56x1024xf32> -> tensor<16x56x56x1024xf32>
  %11 = net.avg_pool "s00293" %10 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<16x56x56x1024xf32> -> tensor<16x1x1x1024xf32>
  %12 = net.input "s00302/in" : tensor<16x112x112x32xf32>
  %13 = net.elementwise "s00302/feed" %12 {kind = #net<elementwise sum>} : tensor<16x112x112x32xf32> -> tensor<16x112x112x32xf32>
  %14 = net.input "s00302/b/in" : tensor<16x112x112x32xf32>
  %15 = net.elementwise "s00302/b/feed" %14 {kind = #net<elementwise sum>} : tensor<16x112x112x32xf32> -> tensor<16x112x112x32xf32>
  %16 = net.elementwise "s00302" %13, %15 {activation = #net<activation relu>} : tensor<16x112x112x32xf32>, tensor<16x112x112x32xf32> -> tensor<16x112x112x32xf32>
  %17 = net.input "s00303/in" : tensor<16x7x7x2048xf32>
  %18 = net.elementwise "s00303/feed" %17 {kind = #net<elementwise sum>} : tensor<16x7x7x2048xf32> -> tensor<16x7x7x2048xf32>
  %19 = net.batch_norm "s00303" %18 : tensor<16x7x7x2048xf32> -> tensor<16x7x7x2048xf32>
  %20 = net.input "s00314/in" : tensor<16x35x35x32xf32>
  %21 = net.elementwise "s00314/feed" %20 {kind = #net<elementwise sum>} : tensor<16x35x35x32xf32> -> tensor<16x35x35x32xf32>
  %22 = net.batch_norm "s00314" %21 : tensor<16x35x35x32xf32> -> tensor<16x35x35x32xf32>
  %23 = net.input "s00326/in" : tensor<16x13x13x256xf32>
  %24 = net.elementwise "s00326/feed" %23 {kind = #net<elementwise sum>} : tensor<16x13x13x256xf32> -> tensor<16x13x13x256xf32>
  %25 = net.input "s00326/b/in" : tensor<16x13x13x256xf32>
  %26 = net.elementwise "s00326/b/feed" %25 {kind = #net<elementwise sum>} : tensor<16x13x13x256xf32> -> tensor<16x13x13x256xf32>
  %27 = net.elementwise "s00326" %24, %26 : tensor<16x13x13x256xf32>, tensor<16x13x13x256xf32> -> tensor<16x13x13x256xf32>
  %28 = net.input "s00344/in" : tensor<16x14x14x192xf32>
  %29 = net.elementwise "s00344/feed" %28 {kind = #net<elementwise sum>} : tensor<16x14x14x192xf32> -> tensor<16x14x14x192xf32>
  %30 = net.avg_pool "s00344" %29 {ksize = array<i64: 14, 14>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<16x14x14x192xf32> -> tensor<16x1x1x192xf32>
  %31 = net.input "s00357/in" : tensor<16x56x56x128xf32>
  %32 = net.elementwise "s00357/feed" %31 {kind = #net<elementwise sum>} : tensor<16x56x56x128xf32> -> tensor<16x56x56x128xf32>
  %33 = net.max_pool "s00357" %32 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x56x56x128xf32> -> tensor<16x56x56x128xf32>
  %34 = net.input "s00359/in" : tensor<16x17x17x128xf32>
  %35 = net.elementwise "s00359/feed" %34 {kind = #net<elementwise sum>} : tensor<16x17x17x128xf32> -> tensor<16x17x17x128xf32>
  %36 = net.input "s00359/b/in" : tensor<16x17x17x128xf32>
  %37 = net.elementwise "s00359/b/feed" %36 {kind = #net<elementwise sum>} : tensor<16x17x17x128xf32> -> tensor<16x17x17x128xf32>
  %38 = net.elementwise "s00359" %35, %37 : tensor<16x17x17x128xf32>, tensor<16x17x17x128xf32> -> tensor<16x17x17x128xf32>
  %39 = net.input "s00366/in" : tensor<16x28x28x16xf32>
  %40 = net.elementwise "s00366/feed" %39 {kind = #net<elementwise sum>} : tensor<16x28x28x16xf32> -> tensor<16x28x28x16xf32>
  %41 = net.avg_pool "s00366" %40 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<16x28x28x16xf32> -> tensor<16x1x1x16xf32>
  %42 = net.input "s00367/in" : tensor<16x35x35x384xf32>
  %43 = net.elementwise "s00367/feed" %42 {kind = #net<elementwise sum>} : tensor<16x35x35x384xf32> -> tensor<16x35x35x384xf32>
  %44 = net.batch_norm "s00367" %43 {activation = #net<activation relu>} : tensor<16x35x35x384xf32> -> tensor<16x35x35x384xf32>
  %45 = net.input "s00376/in" : tensor<16x13x13x768xf32>
  %46 = net.elementwise "s00376/feed" %45 {kind = #net<elementwise sum>} : tensor<16x13x13x768xf32> -> tensor<16x13x13x768xf32>
  %47 = net.batch_norm "s00376" %46 : tensor<16x13x13x768xf32> -> tensor<16x13x13x768xf32>
  %48 = net.input "s00386/in" : tensor<16x112x112x64xf32>
  %49 = net.elementwise "s00386/feed" %48 {kind = #net<elementwise sum>} : tensor<16x112x112x64xf32> -> tensor<16x112x112x64xf32>
  %50 = net.avg_pool "s00386" %49 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x112x112x64xf32> -> tensor<16x56x56x64xf32>
  %51 = net.input "s00395/in" : tensor<16x7x7x384xf32>
  %52 = net.elementwise "s00395/feed" %51 {kind = #net<elementwise sum>} : tensor<16x7x7x384xf32> -> tensor<16x7x7x384xf32>
  %53 = net.batch_norm "s00395" %52 {activation = #net<activation relu>} : tensor<16x7x7x384xf32> -> tensor<16x7x7x384xf32>
  %54 = net.input "s00398/in" : tensor<16x112x112x256xf32>
  %55 = net.elementwise "s00398/feed" %54 {kind = #net<elementwise sum>} : tensor<16x112x112x256xf32> -> tensor<16x112x112x256xf32>
  %56 = net.batch_norm "s00398" %55 : tensor<16x112x112x256xf32> -> tensor<16x112x112x256xf32>
}
