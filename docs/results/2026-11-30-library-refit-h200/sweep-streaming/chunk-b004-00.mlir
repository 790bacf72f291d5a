net.network "chunk-b004-00" {
  %0 = net.input "s00039/in" : tensor<4x56x56x48xf32>
  %1 = net.elementwise "s00039/feed" %0 {kind = #net<elementwise sum>} : tensor<4x56x56x48xf32> -> tensor<4x56x56x48xf32>
  %2 = net.avg_pool "s00039" %1 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<4x56x56x48xf32> -> tensor<4x1x1x48xf32>
  %3 = net.input "s00075/in" : tensor<4x27x27x48xf32>
  %4 = net.elementwise "s00075/feed" %3 {kind = #net<elementwise sum>} : tensor<4x27x27x48xf32> -> tensor<4x27x27x48xf32>
  %5 = net.batch_norm "s00075" %4 : tensor<4x27x27x48xf32> -> tensor<4x27x27x48xf32>
  %6 = net.input "s00136/in" : tensor<4x112x112x384xf32>
  %7 = net.elementwise "s00136/feed" %6 {kind = #net<elementwise sum>} : tensor<4x112x112x384xf32> -> tensor<4x112x112x384xf32>
  %8 = net.input "s00136/b/in" : tensor<4x112x112x384xf32>
  %9 = net.elementwise "s00136/b/feed" %8 {kind = #net<elementwise sum>} : tensor<4x112x112x384xf32> -> tensor<4x112x112x384xf32>
  %10 = net.elementwise "s00136" %7, %9 : tensor<4x112x112x384xf32>, tensor<4x112x112x384xf32> -> tensor<4x112x112x384xf32>
  %11 = net.input "s00158/in" : tensor<4x224x224x384xf32>
  %12 = net.elementwise "s00158/feed" %11 {kind = #net<elementwise sum>} : tensor<4x224x224x384xf32> -> tensor<4x224x224x384xf32>
  %13 = net.input "s00158/b/in" : tensor<4x224x224x384xf32>
  %14 = net.elementwise "s00158/b/feed" %13 {kind = #net<elementwise sum>} : tensor<4x224x224x384xf32> -> tensor<4x224x224x384xf32>
  %15 = net.elementwise "s00158" %12, %14 {activation = #net<activation relu>} : tensor<4x224x224x384xf32>, tensor<4x224x224x384xf32> -> tensor<4x224x224x384xf32>
  %16 = net.input "s00162/in" : tensor<4x14x14x64xf32>
  %17 = net.elementwise "s00162/feed" %16 {kind = #net<elementwise sum>} : tensor<4x14x14x64xf32> -> tensor<4x14x14x64xf32>
  %18 = net.input "s00162/b/in" : tensor<4x14x14x64xf32>
  %19 = net.elementwise "s00162/b/feed" %18 {kind = #net<elementwise sum>} : tensor<4x14x14x64xf32> -> tensor<4x14x14x64xf32>
  %20 = net.elementwise "s00162" %17, %19 : tensor<4x14x14x64xf32>, tensor<4x14x14x64xf32> -> tensor<4x14x14x64xf32>
  %21 = net.input "s00172/in" : tensor<4x28x28x64xf32>
  %22 = net.elementwise "s00172/feed" %21 {kind = #net<elementwise sum>} : tensor<4x28x28x64xf32> -> tensor<4x28x28x64xf32>
  %23 = net.input "s00172/b/in" : tensor<4x28x28x64xf32>
  %24 = net.elementwise "s00172/b/feed" %23 {kind = #net<elementwise sum>} : tensor<4x28x28x64xf32> -> tensor<4x28x28x64xf32>
  %25 = net.elementwise "s00172" %22, %24 : tensor<4x28x28x64xf32>, tensor<4x28x28x64xf32> -> tensor<4x28x28x64xf32>
  %26 = net.input "s00210/in" : tensor<4x1024xf32>
  %27 = net.elementwise "s00210/feed" %26 {kind = #net<elementwise sum>} : tensor<4x1024xf32> -> tensor<4x1024xf32>
  %28 = net.inner_product "s00210" %27 {num_outputs = 1000 : i64} : tensor<4x1024xf32> -> tensor<4x1000xf32>
  %29 = net.input "s00318/in" : tensor<4x56x56x2048xf32>
  %30 = net.elementwise "s00318/feed" %29 {kind = #net<elementwise sum>} : tensor<4x56x56x2048xf32> -> tensor<4x56x56x2048xf32>
  %31 = net.avg_pool "s00318" %30 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<4x56x56x2048xf32> -> tensor<4x1x1x2048xf32>
}
