net.network "chunk-b128-03" {
  %0 = net.input "s00348/in" : tensor<128x38x38x144xf32>
  %1 = net.elementwise "s00348/feed" %0 {kind = #net<elementwise sum>} : tensor<128x38x38x144xf32> -> tensor<128x38x38x144xf32>
  %2 = net.conv2d "s00348" %1 {bias = false, filter = array<i64: 7, 7, 1, 144>, groups = 144 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x38x38x144xf32> -> tensor<128x38x38x144xf32>
  %3 = net.input "s00355/in" : tensor<128x28x28x288xf32>
  %4 = net.elementwise "s00355/feed" %3 {kind = #net<elementwise sum>} : tensor<128x28x28x288xf32> -> tensor<128x28x28x288xf32>
  %5 = net.conv2d "s00355" %4 {bias = false, filter = array<i64: 5, 5, 1, 288>, groups = 288 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x28x28x288xf32> -> tensor<128x28x28x288xf32>
  %6 = net.input "s00357/in" : tensor<128x38x38x576xf32>
  %7 = net.elementwise "s00357/feed" %6 {kind = #net<elementwise sum>} : tensor<128x38x38x576xf32> -> tensor<128x38x38x576xf32>
  %8 = net.conv2d "s00357" %7 {bias = false, filter = array<i64: 7, 7, 1, 576>, groups = 576 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x38x38x576xf32> -> tensor<128x19x19x576xf32>
}
