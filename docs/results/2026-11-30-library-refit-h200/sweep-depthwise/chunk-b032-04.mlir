net.network "chunk-b032-04" {
  %0 = net.input "s00342/in" : tensor<32x112x112x192xf32>
  %1 = net.elementwise "s00342/feed" %0 {kind = #net<elementwise sum>} : tensor<32x112x112x192xf32> -> tensor<32x112x112x192xf32>
  %2 = net.conv2d "s00342" %1 {bias = false, filter = array<i64: 7, 7, 1, 192>, groups = 192 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x112x112x192xf32> -> tensor<32x112x112x192xf32>
  %3 = net.input "s00348/in" : tensor<32x14x14x32xf32>
  %4 = net.elementwise "s00348/feed" %3 {kind = #net<elementwise sum>} : tensor<32x14x14x32xf32> -> tensor<32x14x14x32xf32>
  %5 = net.conv2d "s00348" %4 {bias = false, filter = array<i64: 5, 5, 1, 32>, groups = 32 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x14x14x32xf32> -> tensor<32x14x14x32xf32>
  %6 = net.input "s00350/in" : tensor<32x14x14x16xf32>
  %7 = net.elementwise "s00350/feed" %6 {kind = #net<elementwise sum>} : tensor<32x14x14x16xf32> -> tensor<32x14x14x16xf32>
  %8 = net.conv2d "s00350" %7 {bias = false, filter = array<i64: 5, 5, 1, 16>, groups = 16 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x14x14x16xf32> -> tensor<32x14x14x16xf32>
  %9 = net.input "s00354/in" : tensor<32x56x56x40xf32>
  %10 = net.elementwise "s00354/feed" %9 {kind = #net<elementwise sum>} : tensor<32x56x56x40xf32> -> tensor<32x56x56x40xf32>
  %11 = net.conv2d "s00354" %10 {bias = false, filter = array<i64: 3, 3, 1, 40>, groups = 40 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x56x56x40xf32> -> tensor<32x56x56x40xf32>
  %12 = net.input "s00356/in" : tensor<32x14x14x960xf32>
  %13 = net.elementwise "s00356/feed" %12 {kind = #net<elementwise sum>} : tensor<32x14x14x960xf32> -> tensor<32x14x14x960xf32>
  %14 = net.conv2d "s00356" %13 {bias = false, filter = array<i64: 5, 5, 1, 960>, groups = 960 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<32x14x14x960xf32> -> tensor<32x14x14x960xf32>
}
