net.network "chunk-b032-05" {
  %0 = net.input "s00576/in" : tensor<32x56x56x512xf32>
  %1 = net.elementwise "s00576/feed" %0 {kind = #net<elementwise sum>} : tensor<32x56x56x512xf32> -> tensor<32x56x56x512xf32>
  %2 = net.max_pool "s00576" %1 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x56x56x512xf32> -> tensor<32x56x56x512xf32>
  %3 = net.input "s00578/in" : tensor<32x28x28x768xf32>
  %4 = net.elementwise "s00578/feed" %3 {kind = #net<elementwise sum>} : tensor<32x28x28x768xf32> -> tensor<32x28x28x768xf32>
  %5 = net.input "s00578/b/in" : tensor<32x28x28x768xf32>
  %6 = net.elementwise "s00578/b/feed" %5 {kind = #net<elementwise sum>} : tensor<32x28x28x768xf32> -> tensor<32x28x28x768xf32>
  %7 = net.elementwise "s00578" %4, %6 : tensor<32x28x28x768xf32>, tensor<32x28x28x768xf32> -> tensor<32x28x28x768xf32>
  %8 = net.input "s00584/in" : tensor<32x28x28x24xf32>
  %9 = net.elementwise "s00584/feed" %8 {kind = #net<elementwise sum>} : tensor<32x28x28x24xf32> -> tensor<32x28x28x24xf32>
  %10 = net.input "s00584/b/in" : tensor<32x28x28x24xf32>
  %11 = net.elementwise "s00584/b/feed" %10 {kind = #net<elementwise sum>} : tensor<32x28x28x24xf32> -> tensor<32x28x28x24xf32>
  %12 = net.elementwise "s00584" %9, %11 {activation = #net<activation relu>} : tensor<32x28x28x24xf32>, tensor<32x28x28x24xf32> -> tensor<32x28x28x24xf32>
  %13 = net.input "s00587/in" : tensor<32x7x7x64xf32>
  %14 = net.elementwise "s00587/feed" %13 {kind = #net<elementwise sum>} : tensor<32x7x7x64xf32> -> tensor<32x7x7x64xf32>
  %15 = net.batch_norm "s00587" %14 : tensor<32x7x7x64xf32> -> tensor<32x7x7x64xf32>
  %16 = net.input "s00593/in" : tensor<32x27x27x2048xf32>
  %17 = net.elementwise "s00593/feed" %16 {kind = #net<elementwise sum>} : tensor<32x27x27x2048xf32> -> tensor<32x27x27x2048xf32>
  %18 = net.batch_norm "s00593" %17 {activation = #net<activation relu>} : tensor<32x27x27x2048xf32> -> tensor<32x27x27x2048xf32>
  %19 = net.input "s00594/in" : tensor<32x9216xf32>
  %20 = net.elementwise "s00594/feed" %19 {kind = #net<elementwise sum>} : tensor<32x9216xf32> -> tensor<32x9216xf32>
  %21 = net.inner_product "s00594" %20 {num_outputs = 10 : i64} : tensor<32x9216xf32> -> tensor<32x10xf32>
}
