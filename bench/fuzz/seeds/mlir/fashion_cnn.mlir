module {
  net.network "Fashion-MNIST CNN: conv 3x3x32 relu, max-pool 2x2, conv 3x3x64 relu, max-pool 2x2, fc 128 relu, fc 10" {
    %0 = net.input "data" : tensor<10000x28x28x1xf32>
    %1 = net.conv2d "conv1" %0 {activation = #net<activation relu>, filter = array<i64: 3, 3, 1, 32>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<10000x28x28x1xf32> -> tensor<10000x28x28x32xf32>
    %2 = net.max_pool "pool1" %1 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<10000x28x28x32xf32> -> tensor<10000x14x14x32xf32>
    %3 = net.conv2d "conv2" %2 {activation = #net<activation relu>, filter = array<i64: 3, 3, 32, 64>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<10000x14x14x32xf32> -> tensor<10000x14x14x64xf32>
    %4 = net.max_pool "pool2" %3 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<10000x14x14x64xf32> -> tensor<10000x7x7x64xf32>
    %5 = net.inner_product "fc1" %4 {activation = #net<activation relu>, num_outputs = 128 : i64} : tensor<10000x7x7x64xf32> -> tensor<10000x128xf32>
    %6 = net.inner_product "fc2" %5 {num_outputs = 10 : i64} : tensor<10000x128xf32> -> tensor<10000x10xf32>
    %7 = net.softmax "prob" %6 {num_classes = 10 : i64} : tensor<10000x10xf32> -> tensor<10000x10xf32>
  }
}
