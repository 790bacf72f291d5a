net.network "chunk-b002-00" {
  %0 = net.input "s00023/in" : tensor<2x112x112x768xf32>
  %1 = net.elementwise "s00023/feed" %0 {kind = #net<elementwise sum>} : tensor<2x112x112x768xf32> -> tensor<2x112x112x768xf32>
  %2 = net.batch_norm "s00023" %1 : tensor<2x112x112x768xf32> -> tensor<2x112x112x768xf32>
  %3 = net.input "s00094/in" : tensor<2x7x7x768xf32>
  %4 = net.elementwise "s00094/feed" %3 {kind = #net<elementwise sum>} : tensor<2x7x7x768xf32> -> tensor<2x7x7x768xf32>
  %5 = net.batch_norm "s00094" %4 {activation = #net<activation relu>} : tensor<2x7x7x768xf32> -> tensor<2x7x7x768xf32>
  %6 = net.input "s00118/in" : tensor<2x13x13x384xf32>
  %7 = net.elementwise "s00118/feed" %6 {kind = #net<elementwise sum>} : tensor<2x13x13x384xf32> -> tensor<2x13x13x384xf32>
  %8 = net.avg_pool "s00118" %7 {ksize = array<i64: 13, 13>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<2x13x13x384xf32> -> tensor<2x1x1x384xf32>
  %9 = net.input "s00127/in" : tensor<2x112x112x1024xf32>
  %10 = net.elementwise "s00127/feed" %9 {kind = #net<elementwise sum>} : tensor<2x112x112x1024xf32> -> tensor<2x112x112x1024xf32>
  %11 = net.batch_norm "s00127" %10 {activation = #net<activation relu>} : tensor<2x112x112x1024xf32> -> tensor<2x112x112x1024xf32>
  %12 = net.input "s00190/in" : tensor<2x512xf32>
  %13 = net.elementwise "s00190/feed" %12 {kind = #net<elementwise sum>} : tensor<2x512xf32> -> tensor<2x512xf32>
  %14 = net.inner_product "s00190" %13 {num_outputs = 10 : i64} : tensor<2x512xf32> -> tensor<2x10xf32>
  %15 = net.input "s00193/in" : tensor<2x56x56x64xf32>
  %16 = net.elementwise "s00193/feed" %15 {kind = #net<elementwise sum>} : tensor<2x56x56x64xf32> -> tensor<2x56x56x64xf32>
  %17 = net.max_pool "s00193" %16 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<2x56x56x64xf32> -> tensor<2x28x28x64xf32>
  %18 = net.input "s00195/in" : tensor<2x35x35x384xf32>
  %19 = net.elementwise "s00195/feed" %18 {kind = #net<elementwise sum>} : tensor<2x35x35x384xf32> -> tensor<2x35x35x384xf32>
  %20 = net.input "s00195/b/in" : tensor<2x35x35x384xf32>
  %21 = net.elementwise "s00195/b/feed" %20 {kind = #net<elementwise sum>} : tensor<2x35x35x384xf32> -> tensor<2x35x35x384xf32>
  %22 = net.elementwise "s00195" %19, %21 {activation = #net<activation relu>} : tensor<2x35x35x384xf32>, tensor<2x35x35x384xf32> -> tensor<2x35x35x384xf32>
  %23 = net.input "s00228/in" : tensor<2x14x14x64xf32>
  %24 = net.elementwise "s00228/feed" %23 {kind = #net<elementwise sum>} : tensor<2x14x14x64xf32> -> tensor<2x14x14x64xf32>
  %25 = net.batch_norm "s00228" %24 {activation = #net<activation relu>} : tensor<2x14x14x64xf32> -> tensor<2x14x14x64xf32>
  %26 = net.input "s00252/in" : tensor<2x7x7x1024xf32>
  %27 = net.elementwise "s00252/feed" %26 {kind = #net<elementwise sum>} : tensor<2x7x7x1024xf32> -> tensor<2x7x7x1024xf32>
  %28 = net.input "s00252/b/in" : tensor<2x7x7x1024xf32>
  %29 = net.elementwise "s00252/b/feed" %28 {kind = #net<elementwise sum>} : tensor<2x7x7x1024xf32> -> tensor<2x7x7x1024xf32>
  %30 = net.elementwise "s00252" %27, %29 {activation = #net<activation relu>} : tensor<2x7x7x1024xf32>, tensor<2x7x7x1024xf32> -> tensor<2x7x7x1024xf32>
  %31 = net.input "s00257/in" : tensor<2x112x112x48xf32>
  %32 = net.elementwise "s00257/feed" %31 {kind = #net<elementwise sum>} : tensor<2x112x112x48xf32> -> tensor<2x112x112x48xf32>
  %33 = net.max_pool "s00257" %32 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<2x112x112x48xf32> -> tensor<2x56x56x48xf32>
  %34 = net.input "s00263/in" : tensor<2x56x56x48xf32>
  %35 = net.elementwise "s00263/feed" %34 {kind = #net<elementwise sum>} : tensor<2x56x56x48xf32> -> tensor<2x56x56x48xf32>
  %36 = net.batch_norm "s00263" %35 {activation = #net<activation relu>} : tensor<2x56x56x48xf32> -> tensor<2x56x56x48xf32>
  %37 = net.input "s00324/in" : tensor<2x17x17x64xf32>
  %38 = net.elementwise "s00324/feed" %37 {kind = #net<elementwise sum>} : tensor<2x17x17x64xf32> -> tensor<2x17x17x64xf32>
  %39 = net.input "s00324/b/in" : tensor<2x17x17x64xf32>
  %40 = net.elementwise "s00324/b/feed" %39 {kind = #net<elementwise sum>} : tensor<2x17x17x64xf32> -> tensor<2x17x17x64xf32>
  %41 = net.elementwise "s00324" %38, %40 : tensor<2x17x17x64xf32>, tensor<2x17x17x64xf32> -> tensor<2x17x17x64xf32>
  %42 = net.input "s00330/in" : tensor<2x28x28x192xf32>
  %43 = net.elementwise "s00330/feed" %42 {kind = #net<elementwise sum>} : tensor<2x28x28x192xf32> -> tensor<2x28x28x192xf32>
  %44 = net.input "s00330/b/in" : tensor<2x28x28x192xf32>
  %45 = net.elementwise "s00330/b/feed" %44 {kind = #net<elementwise sum>} : tensor<2x28x28x192xf32> -> tensor<2x28x28x192xf32>
  %46 = net.elementwise "s00330" %43, %45 : tensor<2x28x28x192xf32>, tensor<2x28x28x192xf32> -> tensor<2x28x28x192xf32>
  %47 = net.input "s00340/in" : tensor<2x28x28x256xf32>
  %48 = net.elementwise "s00340/feed" %47 {kind = #net<elementwise sum>} : tensor<2x28x28x256xf32> -> tensor<2x28x28x256xf32>
  %49 = net.input "s00340/b/in" : tensor<2x28x28x256xf32>
  %50 = net.elementwise "s00340/b/feed" %49 {kind = #net<elementwise sum>} : tensor<2x28x28x256xf32> -> tensor<2x28x28x256xf32>
  %51 = net.elementwise "s00340" %48, %50 {activation = #net<activation relu>} : tensor<2x28x28x256xf32>, tensor<2x28x28x256xf32> -> tensor<2x28x28x256xf32>
  %52 = net.input "s00343/in" : tensor<2x224x224x128xf32>
  %53 = net.elementwise "s00343/feed" %52 {kind = #net<elementwise sum>} : tensor<2x224x224x128xf32> -> tensor<2x224x224x128xf32>
  %54 = net.batch_norm "s00343" %53 {activation = #net<activation relu>} : tensor<2x224x224x128xf32> -> tensor<2x224x224x128xf32>
  %55 = net.input "s00351/in" : tensor<2x27x27x64xf32>
  %56 = net.elementwise "s00351/feed" %55 {kind = #net<elementwise sum>} : tensor<2x27x27x64xf32> -> tensor<2x27x27x64xf32>
  %57 = net.max_pool "s00351" %56 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<2x27x27x64xf32> -> tensor<2x14x14x64xf32>
  %58 = net.input "s00370/in" : tensor<2x1024xf32>
  %59 = net.elementwise "s00370/feed" %58 {kind = #net<elementwise sum>} : tensor<2x1024xf32> -> tensor<2x1024xf32>
  %60 = net.inner_product "s00370" %59 {num_outputs = 100 : i64} : tensor<2x1024xf32> -> tensor<2x100xf32>
}
