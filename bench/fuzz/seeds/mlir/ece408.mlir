module {
  net.network "ECE408 Fashion-MNIST CNN: conv 5x5x50 tanh, max-pool 2x2, fc 500 tanh, fc 10" {
    %0 = net.input "data" : tensor<10000x28x28x1xf32>
    %1 = net.conv2d "conv1" %0 {activation = #net<activation tanh>, bias = false, filter = array<i64: 5, 5, 1, 50>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<10000x28x28x1xf32> -> tensor<10000x24x24x50xf32>
    %2 = net.max_pool "pool1" %1 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<10000x24x24x50xf32> -> tensor<10000x12x12x50xf32>
    %3 = net.inner_product "fc1" %2 {activation = #net<activation tanh>, num_outputs = 500 : i64} : tensor<10000x12x12x50xf32> -> tensor<10000x500xf32>
    %4 = net.inner_product "fc2" %3 {num_outputs = 10 : i64} : tensor<10000x500xf32> -> tensor<10000x10xf32>
    %5 = net.softmax "prob" %4 {num_classes = 10 : i64} : tensor<10000x10xf32> -> tensor<10000x10xf32>
  }
}
