net.network "chunk-b256-02" {
  %0 = net.input "s00444/in" : tensor<256x17x17x24xf32>
  %1 = net.elementwise "s00444/feed" %0 {kind = #net<elementwise sum>} : tensor<256x17x17x24xf32> -> tensor<256x17x17x24xf32>
  %2 = net.batch_norm "s00444" %1 : tensor<256x17x17x24xf32> -> tensor<256x17x17x24xf32>
  %3 = net.input "s00457/in" : tensor<256x13x13x128xf32>
  %4 = net.elementwise "s00457/feed" %3 {kind = #net<elementwise sum>} : tensor<256x13x13x128xf32> -> tensor<256x13x13x128xf32>
  %5 = net.max_pool "s00457" %4 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x13x13x128xf32> -> tensor<256x13x13x128xf32>
  %6 = net.input "s00461/in" : tensor<256x13x13x32xf32>
  %7 = net.elementwise "s00461/feed" %6 {kind = #net<elementwise sum>} : tensor<256x13x13x32xf32> -> tensor<256x13x13x32xf32>
  %8 = net.batch_norm "s00461" %7 : tensor<256x13x13x32xf32> -> tensor<256x13x13x32xf32>
  %9 = net.input "s00500/in" : tensor<256x7x7x32xf32>
  %10 = net.elementwise "s00500/feed" %9 {kind = #net<elementwise sum>} : tensor<256x7x7x32xf32> -> tensor<256x7x7x32xf32>
  %11 = net.batch_norm "s00500" %10 : tensor<256x7x7x32xf32> -> tensor<256x7x7x32xf32>
  %12 = net.input "s00503/in" : tensor<256x7x7x64xf32>
  %13 = net.elementwise "s00503/feed" %12 {kind = #net<elementwise sum>} : tensor<256x7x7x64xf32> -> tensor<256x7x7x64xf32>
  %14 = net.batch_norm "s00503" %13 {activation = #net<activation relu>} : tensor<256x7x7x64xf32> -> tensor<256x7x7x64xf32>
  %15 = net.input "s00507/in" : tensor<256x35x35x48xf32>
  %16 = net.elementwise "s00507/feed" %15 {kind = #net<elementwise sum>} : tensor<256x35x35x48xf32> -> tensor<256x35x35x48xf32>
  %17 = net.avg_pool "s00507" %16 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<256x35x35x48xf32> -> tensor<256x35x35x48xf32>
  %18 = net.input "s00516/in" : tensor<256x14x14x128xf32>
  %19 = net.elementwise "s00516/feed" %18 {kind = #net<elementwise sum>} : tensor<256x14x14x128xf32> -> tensor<256x14x14x128xf32>
  %20 = net.batch_norm "s00516" %19 : tensor<256x14x14x128xf32> -> tensor<256x14x14x128xf32>
  %21 = net.input "s00531/in" : tensor<256x7x7x192xf32>
  %22 = net.elementwise "s00531/feed" %21 {kind = #net<elementwise sum>} : tensor<256x7x7x192xf32> -> tensor<256x7x7x192xf32>
  %23 = net.batch_norm "s00531" %22 {activation = #net<activation relu>} : tensor<256x7x7x192xf32> -> tensor<256x7x7x192xf32>
  %24 = net.input "s00544/in" : tensor<256x7x7x256xf32>
  %25 = net.elementwise "s00544/feed" %24 {kind = #net<elementwise sum>} : tensor<256x7x7x256xf32> -> tensor<256x7x7x256xf32>
  %26 = net.input "s00544/b/in" : tensor<256x7x7x256xf32>
  %27 = net.elementwise "s00544/b/feed" %26 {kind = #net<elementwise sum>} : tensor<256x7x7x256xf32> -> tensor<256x7x7x256xf32>
  %28 = net.elementwise "s00544" %25, %27 {activation = #net<activation relu>} : tensor<256x7x7x256xf32>, tensor<256x7x7x256xf32> -> tensor<256x7x7x256xf32>
  %29 = net.input "s00556/in" : tensor<256x25088xf32>
  %30 = net.elementwise "s00556/feed" %29 {kind = #net<elementwise sum>} : tensor<256x25088xf32> -> tensor<256x25088xf32>
  %31 = net.inner_product "s00556" %30 {num_outputs = 10 : i64} : tensor<256x25088xf32> -> tensor<256x10xf32>
  %32 = net.input "s00562/in" : tensor<256x112x112x24xf32>
  %33 = net.elementwise "s00562/feed" %32 {kind = #net<elementwise sum>} : tensor<256x112x112x24xf32> -> tensor<256x112x112x24xf32>
  %34 = net.input "s00562/b/in" : tensor<256x112x112x24xf32>
  %35 = net.elementwise "s00562/b/feed" %34 {kind = #net<elementwise sum>} : tensor<256x112x112x24xf32> -> tensor<256x112x112x24xf32>
  %36 = net.elementwise "s00562" %33, %35 : tensor<256x112x112x24xf32>, tensor<256x112x112x24xf32> -> tensor<256x112x112x24xf32>
  %37 = net.input "s00573/in" : tensor<256x1024xf32>
  %38 = net.elementwise "s00573/feed" %37 {kind = #net<elementwise sum>} : tensor<256x1024xf32> -> tensor<256x1024xf32>
  %39 = net.inner_product "s00573" %38 {num_outputs = 10 : i64} : tensor<256x1024xf32> -> tensor<256x10xf32>
  %40 = net.input "s00581/in" : tensor<256x35x35x24xf32>
  %41 = net.elementwise "s00581/feed" %40 {kind = #net<elementwise sum>} : tensor<256x35x35x24xf32> -> tensor<256x35x35x24xf32>
  %42 = net.input "s00581/b/in" : tensor<256x35x35x24xf32>
  %43 = net.elementwise "s00581/b/feed" %42 {kind = #net<elementwise sum>} : tensor<256x35x35x24xf32> -> tensor<256x35x35x24xf32>
  %44 = net.elementwise "s00581" %41, %43 : tensor<256x35x35x24xf32>, tensor<256x35x35x24xf32> -> tensor<256x35x35x24xf32>
}
