net.network "chunk-b016-02" {
  %0 = net.input "s00360/in" : tensor<16x28x28x1448xf32>
  %1 = net.elementwise "s00360/feed" %0 {kind = #net<elementwise sum>} : tensor<16x28x28x1448xf32> -> tensor<16x28x28x1448xf32>
  %2 = net.batch_norm "s00360" %1 {activation = #net<activation relu>} : tensor<16x28x28x1448xf32> -> tensor<16x28x28x1448xf32>
  %3 = net.input "s00373/in" : tensor<16x38x38x352xf32>
  %4 = net.elementwise "s00373/feed" %3 {kind = #net<elementwise sum>} : tensor<16x38x38x352xf32> -> tensor<16x38x38x352xf32>
  %5 = net.batch_norm "s00373" %4 {activation = #net<activation hard_swish>} : tensor<16x38x38x352xf32> -> tensor<16x38x38x352xf32>
  %6 = net.input "s00377/in" : tensor<16x14x14x32xf32>
  %7 = net.elementwise "s00377/feed" %6 {kind = #net<elementwise sum>} : tensor<16x14x14x32xf32> -> tensor<16x14x14x32xf32>
  %8 = net.batch_norm "s00377" %7 {activation = #net<activation relu>} : tensor<16x14x14x32xf32> -> tensor<16x14x14x32xf32>
  %9 = net.input "s00378/in" : tensor<16x28x28x64xf32>
  %10 = net.elementwise "s00378/feed" %9 {kind = #net<elementwise sum>} : tensor<16x28x28x64xf32> -> tensor<16x28x28x64xf32>
  %11 = net.batch_norm "s00378" %10 {activation = #net<activation relu>} : tensor<16x28x28x64xf32> -> tensor<16x28x28x64xf32>
  %12 = net.input "s00398/in" : tensor<16x112x112x72xf32>
  %13 = net.elementwise "s00398/feed" %12 {kind = #net<elementwise sum>} : tensor<16x112x112x72xf32> -> tensor<16x112x112x72xf32>
  %14 = net.batch_norm "s00398" %13 : tensor<16x112x112x72xf32> -> tensor<16x112x112x72xf32>
}
