net.network "chunk-b001-00" {
  %0 = net.input "s00074/in" : tensor<1x56x56x1920xf32>
  %1 = net.elementwise "s00074/feed" %0 {kind = #net<elementwise sum>} : tensor<1x56x56x1920xf32> -> tensor<1x56x56x1920xf32>
  %2 = net.batch_norm "s00074" %1 {activation = #net<activation relu>} : tensor<1x56x56x1920xf32> -> tensor<1x56x56x1920xf32>
  %3 = net.input "s00081/in" : tensor<1x35x35x355xf32>
  %4 = net.elementwise "s00081/feed" %3 {kind = #net<elementwise sum>} : tensor<1x35x35x355xf32> -> tensor<1x35x35x355xf32>
  %5 = net.batch_norm "s00081" %4 {activation = #net<activation relu>} : tensor<1x35x35x355xf32> -> tensor<1x35x35x355xf32>
  %6 = net.input "s00087/in" : tensor<1x56x56x24xf32>
  %7 = net.elementwise "s00087/feed" %6 {kind = #net<elementwise sum>} : tensor<1x56x56x24xf32> -> tensor<1x56x56x24xf32>
  %8 = net.batch_norm "s00087" %7 {activation = #net<activation silu>} : tensor<1x56x56x24xf32> -> tensor<1x56x56x24xf32>
  %9 = net.input "s00119/in" : tensor<1x13x13x120xf32>
  %10 = net.elementwise "s00119/feed" %9 {kind = #net<elementwise sum>} : tensor<1x13x13x120xf32> -> tensor<1x13x13x120xf32>
  %11 = net.batch_norm "s00119" %10 {activation = #net<activation relu6>} : tensor<1x13x13x120xf32> -> tensor<1x13x13x120xf32>
  %12 = net.input "s00156/in" : tensor<1x13x13x173xf32>
  %13 = net.elementwise "s00156/feed" %12 {kind = #net<elementwise sum>} : tensor<1x13x13x173xf32> -> tensor<1x13x13x173xf32>
  %14 = net.batch_norm "s00156" %13 : tensor<1x13x13x173xf32> -> tensor<1x13x13x173xf32>
  %15 = net.input "s00171/in" : tensor<1x17x17x192xf32>
  %16 = net.elementwise "s00171/feed" %15 {kind = #net<elementwise sum>} : tensor<1x17x17x192xf32> -> tensor<1x17x17x192xf32>
  %17 = net.batch_norm "s00171" %16 {activation = #net<activation silu>} : tensor<1x17x17x192xf32> -> tensor<1x17x17x192xf32>
  %18 = net.input "s00182/in" : tensor<1x35x35x48xf32>
  %19 = net.elementwise "s00182/feed" %18 {kind = #net<elementwise sum>} : tensor<1x35x35x48xf32> -> tensor<1x35x35x48xf32>
  %20 = net.batch_norm "s00182" %19 {activation = #net<activation silu>} : tensor<1x35x35x48xf32> -> tensor<1x35x35x48xf32>
  %21 = net.input "s00193/in" : tensor<1x28x28x256xf32>
  %22 = net.elementwise "s00193/feed" %21 {kind = #net<elementwise sum>} : tensor<1x28x28x256xf32> -> tensor<1x28x28x256xf32>
  %23 = net.batch_norm "s00193" %22 : tensor<1x28x28x256xf32> -> tensor<1x28x28x256xf32>
}
