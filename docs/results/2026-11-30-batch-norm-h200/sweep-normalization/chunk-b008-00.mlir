net.network "chunk-b008-00" {
  %0 = net.input "s00188/in" : tensor<8x56x56x24xf32>
  %1 = net.elementwise "s00188/feed" %0 {kind = #net<elementwise sum>} : tensor<8x56x56x24xf32> -> tensor<8x56x56x24xf32>
  %2 = net.batch_norm "s00188" %1 {activation = #net<activation relu6>} : tensor<8x56x56x24xf32> -> tensor<8x56x56x24xf32>
  %3 = net.input "s00203/in" : tensor<8x38x38x1000xf32>
  %4 = net.elementwise "s00203/feed" %3 {kind = #net<elementwise sum>} : tensor<8x38x38x1000xf32> -> tensor<8x38x38x1000xf32>
  %5 = net.batch_norm "s00203" %4 {activation = #net<activation relu>} : tensor<8x38x38x1000xf32> -> tensor<8x38x38x1000xf32>
  %6 = net.input "s00206/in" : tensor<8x112x112x784xf32>
  %7 = net.elementwise "s00206/feed" %6 {kind = #net<elementwise sum>} : tensor<8x112x112x784xf32> -> tensor<8x112x112x784xf32>
  %8 = net.batch_norm "s00206" %7 {activation = #net<activation relu6>} : tensor<8x112x112x784xf32> -> tensor<8x112x112x784xf32>
  %9 = net.input "s00266/in" : tensor<8x28x28x875xf32>
  %10 = net.elementwise "s00266/feed" %9 {kind = #net<elementwise sum>} : tensor<8x28x28x875xf32> -> tensor<8x28x28x875xf32>
  %11 = net.batch_norm "s00266" %10 : tensor<8x28x28x875xf32> -> tensor<8x28x28x875xf32>
  %12 = net.input "s00375/in" : tensor<8x28x28x592xf32>
  %13 = net.elementwise "s00375/feed" %12 {kind = #net<elementwise sum>} : tensor<8x28x28x592xf32> -> tensor<8x28x28x592xf32>
  %14 = net.batch_norm "s00375" %13 {activation = #net<activation hard_swish>} : tensor<8x28x28x592xf32> -> tensor<8x28x28x592xf32>
}
