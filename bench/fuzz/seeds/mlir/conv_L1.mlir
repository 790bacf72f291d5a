module {
  net.network "convnet-benchmarks layer L1: 128x128 input, 3->96, 11x11, stride 1, batch 128" {
    %0 = net.input "data" : tensor<128x128x128x3xf32>
    %1 = net.conv2d "conv" %0 {filter = array<i64: 11, 11, 3, 96>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x128x128x3xf32> -> tensor<128x118x118x96xf32>
  }
}
