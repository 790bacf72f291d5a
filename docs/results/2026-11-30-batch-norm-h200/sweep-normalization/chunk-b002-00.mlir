net.network "chunk-b002-00" {
  %0 = net.input "s00130/in" : tensor<2x38x38x252xf32>
  %1 = net.elementwise "s00130/feed" %0 {kind = #net<elementwise sum>} : tensor<2x38x38x252xf32> -> tensor<2x38x38x252xf32>
  %2 = net.batch_norm "s00130" %1 {activation = #net<activation relu6>} : tensor<2x38x38x252xf32> -> tensor<2x38x38x252xf32>
  %3 = net.input "s00158/in" : tensor<2x19x19x48xf32>
  %4 = net.elementwise "s00158/feed" %3 {kind = #net<elementwise sum>} : tensor<2x19x19x48xf32> -> tensor<2x19x19x48xf32>
  %5 = net.batch_norm "s00158" %4 {activation = #net<activation relu>} : tensor<2x19x19x48xf32> -> tensor<2x19x19x48xf32>
  %6 = net.input "s00179/in" : tensor<2x14x14x256xf32>
  %7 = net.elementwise "s00179/feed" %6 {kind = #net<elementwise sum>} : tensor<2x14x14x256xf32> -> tensor<2x14x14x256xf32>
  %8 = net.batch_norm "s00179" %7 {activation = #net<activation relu>} : tensor<2x14x14x256xf32> -> tensor<2x14x14x256xf32>
  %9 = net.input "s00223/in" : tensor<2x13x13x720xf32>
  %10 = net.elementwise "s00223/feed" %9 {kind = #net<elementwise sum>} : tensor<2x13x13x720xf32> -> tensor<2x13x13x720xf32>
  %11 = net.batch_norm "s00223" %10 {activation = #net<activation hard_swish>} : tensor<2x13x13x720xf32> -> tensor<2x13x13x720xf32>
  %12 = net.input "s00250/in" : tensor<2x112x112x1024xf32>
  %13 = net.elementwise "s00250/feed" %12 {kind = #net<elementwise sum>} : tensor<2x112x112x1024xf32> -> tensor<2x112x112x1024xf32>
  %14 = net.batch_norm "s00250" %13 : tensor<2x112x112x1024xf32> -> tensor<2x112x112x1024xf32>
  %15 = net.input "s00263/in" : tensor<2x38x38x768xf32>
  %16 = net.elementwise "s00263/feed" %15 {kind = #net<elementwise sum>} : tensor<2x38x38x768xf32> -> tensor<2x38x38x768xf32>
  %17 = net.batch_norm "s00263" %16 {activation = #net<activation silu>} : tensor<2x38x38x768xf32> -> tensor<2x38x38x768xf32>
  %18 = net.input "s00313/in" : tensor<2x14x14x2048xf32>
  %19 = net.elementwise "s00313/feed" %18 {kind = #net<elementwise sum>} : tensor<2x14x14x2048xf32> -> tensor<2x14x14x2048xf32>
  %20 = net.batch_norm "s00313" %19 {activation = #net<activation relu>} : tensor<2x14x14x2048xf32> -> tensor<2x14x14x2048xf32>
  %21 = net.input "s00332/in" : tensor<2x112x112x512xf32>
  %22 = net.elementwise "s00332/feed" %21 {kind = #net<elementwise sum>} : tensor<2x112x112x512xf32> -> tensor<2x112x112x512xf32>
  %23 = net.batch_norm "s00332" %22 : tensor<2x112x112x512xf32> -> tensor<2x112x112x512xf32>
}
