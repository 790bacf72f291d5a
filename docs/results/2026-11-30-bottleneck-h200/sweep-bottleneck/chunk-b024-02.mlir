net.network "chunk-b024-02" {
  %0 = net.input "s00355/in" : tensor<24x14x14x640xf32>
  %1 = net.elementwise "s00355/feed" %0 {kind = #net<elementwise sum>} : tensor<24x14x14x640xf32> -> tensor<24x14x14x640xf32>
  %2 = net.conv2d "s00355" %1 {bias = false, filter = array<i64: 3, 3, 640, 640>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x14x14x640xf32> -> tensor<24x14x14x640xf32>
}
