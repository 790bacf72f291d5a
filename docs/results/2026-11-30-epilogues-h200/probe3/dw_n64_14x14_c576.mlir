net.network "dw_n64_14x14_c576" {
  %0 = net.input "data" : tensor<64x14x14x576xf32>
  %1 = net.dropout "pre" %0 {keep_prob = 5.000000e-01 : f64} : tensor<64x14x14x576xf32> -> tensor<64x14x14x576xf32>
  %2 = net.conv2d "k3s1" %1 {bias = false, filter = array<i64: 3, 3, 1, 576>, groups = 576 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x14x14x576xf32> -> tensor<64x14x14x576xf32>
  %3 = net.conv2d "k3s2" %1 {bias = false, filter = array<i64: 3, 3, 1, 576>, groups = 576 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x14x14x576xf32> -> tensor<64x7x7x576xf32>
  %4 = net.conv2d "k5s1" %1 {bias = false, filter = array<i64: 5, 5, 1, 576>, groups = 576 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x14x14x576xf32> -> tensor<64x14x14x576xf32>
  %5 = net.conv2d "k5s2" %1 {bias = false, filter = array<i64: 5, 5, 1, 576>, groups = 576 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<64x14x14x576xf32> -> tensor<64x7x7x576xf32>
}
