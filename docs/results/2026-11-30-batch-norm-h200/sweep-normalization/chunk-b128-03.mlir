net.network "chunk-b128-03" {
  %0 = net.input "s00348/in" : tensor<128x27x27x512xf32>
  %1 = net.elementwise "s00348/feed" %0 {kind = #net<elementwise sum>} : tensor<128x27x27x512xf32> -> tensor<128x27x27x512xf32>
  %2 = net.batch_norm "s00348" %1 {activation = #net<activation hard_swish>} : tensor<128x27x27x512xf32> -> tensor<128x27x27x512xf32>
  %3 = net.input "s00349/in" : tensor<128x28x28x200xf32>
  %4 = net.elementwise "s00349/feed" %3 {kind = #net<elementwise sum>} : tensor<128x28x28x200xf32> -> tensor<128x28x28x200xf32>
  %5 = net.batch_norm "s00349" %4 {activation = #net<activation relu>} : tensor<128x28x28x200xf32> -> tensor<128x28x28x200xf32>
  %6 = net.input "s00356/in" : tensor<128x27x27x16xf32>
  %7 = net.elementwise "s00356/feed" %6 {kind = #net<elementwise sum>} : tensor<128x27x27x16xf32> -> tensor<128x27x27x16xf32>
  %8 = net.batch_norm "s00356" %7 : tensor<128x27x27x16xf32> -> tensor<128x27x27x16xf32>
  %9 = net.input "s00362/in" : tensor<128x7x7x1152xf32>
  %10 = net.elementwise "s00362/feed" %9 {kind = #net<elementwise sum>} : tensor<128x7x7x1152xf32> -> tensor<128x7x7x1152xf32>
  %11 = net.batch_norm "s00362" %10 {activation = #net<activation relu>} : tensor<128x7x7x1152xf32> -> tensor<128x7x7x1152xf32>
  %12 = net.input "s00366/in" : tensor<128x8x8x552xf32>
  %13 = net.elementwise "s00366/feed" %12 {kind = #net<elementwise sum>} : tensor<128x8x8x552xf32> -> tensor<128x8x8x552xf32>
  %14 = net.batch_norm "s00366" %13 {activation = #net<activation relu6>} : tensor<128x8x8x552xf32> -> tensor<128x8x8x552xf32>
  %15 = net.input "s00370/in" : tensor<128x56x56x40xf32>
  %16 = net.elementwise "s00370/feed" %15 {kind = #net<elementwise sum>} : tensor<128x56x56x40xf32> -> tensor<128x56x56x40xf32>
  %17 = net.batch_norm "s00370" %16 {activation = #net<activation silu>} : tensor<128x56x56x40xf32> -> tensor<128x56x56x40xf32>
  %18 = net.input "s00371/in" : tensor<128x28x28x128xf32>
  %19 = net.elementwise "s00371/feed" %18 {kind = #net<elementwise sum>} : tensor<128x28x28x128xf32> -> tensor<128x28x28x128xf32>
  %20 = net.batch_norm "s00371" %19 : tensor<128x28x28x128xf32> -> tensor<128x28x28x128xf32>
  %21 = net.input "s00374/in" : tensor<128x56x56x48xf32>
  %22 = net.elementwise "s00374/feed" %21 {kind = #net<elementwise sum>} : tensor<128x56x56x48xf32> -> tensor<128x56x56x48xf32>
  %23 = net.batch_norm "s00374" %22 {activation = #net<activation silu>} : tensor<128x56x56x48xf32> -> tensor<128x56x56x48xf32>
  %24 = net.input "s00380/in" : tensor<128x112x112x32xf32>
  %25 = net.elementwise "s00380/feed" %24 {kind = #net<elementwise sum>} : tensor<128x112x112x32xf32> -> tensor<128x112x112x32xf32>
  %26 = net.batch_norm "s00380" %25 {activation = #net<activation silu>} : tensor<128x112x112x32xf32> -> tensor<128x112x112x32xf32>
  %27 = net.input "s00384/in" : tensor<128x56x56x304xf32>
  %28 = net.elementwise "s00384/feed" %27 {kind = #net<elementwise sum>} : tensor<128x56x56x304xf32> -> tensor<128x56x56x304xf32>
  %29 = net.batch_norm "s00384" %28 {activation = #net<activation silu>} : tensor<128x56x56x304xf32> -> tensor<128x56x56x304xf32>
  %30 = net.input "s00387/in" : tensor<128x14x14x682xf32>
  %31 = net.elementwise "s00387/feed" %30 {kind = #net<elementwise sum>} : tensor<128x14x14x682xf32> -> tensor<128x14x14x682xf32>
  %32 = net.batch_norm "s00387" %31 {activation = #net<activation hard_swish>} : tensor<128x14x14x682xf32> -> tensor<128x14x14x682xf32>
  %33 = net.input "s00397/in" : tensor<128x14x14x432xf32>
  %34 = net.elementwise "s00397/feed" %33 {kind = #net<elementwise sum>} : tensor<128x14x14x432xf32> -> tensor<128x14x14x432xf32>
  %35 = net.batch_norm "s00397" %34 {activation = #net<activation relu6>} : tensor<128x14x14x432xf32> -> tensor<128x14x14x432xf32>
}
