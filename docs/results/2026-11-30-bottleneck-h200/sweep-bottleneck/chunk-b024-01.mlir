net.network "chunk-b024-01" {
  %0 = net.input "s00171/in" : tensor<24x28x28x160xf32>
  %1 = net.elementwise "s00171/feed" %0 {kind = #net<elementwise sum>} : tensor<24x28x28x160xf32> -> tensor<24x28x28x160xf32>
  %2 = net.conv2d "s00171" %1 {bias = false, filter = array<i64: 1, 1, 160, 320>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x28x28x160xf32> -> tensor<24x28x28x320xf32>
  %3 = net.input "s00172/in" : tensor<24x56x56x192xf32>
  %4 = net.elementwise "s00172/feed" %3 {kind = #net<elementwise sum>} : tensor<24x56x56x192xf32> -> tensor<24x56x56x192xf32>
  %5 = net.conv2d "s00172" %4 {bias = false, filter = array<i64: 1, 1, 192, 96>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x56x56x192xf32> -> tensor<24x56x56x96xf32>
  %6 = net.input "s00183/in" : tensor<24x7x7x320xf32>
  %7 = net.elementwise "s00183/feed" %6 {kind = #net<elementwise sum>} : tensor<24x7x7x320xf32> -> tensor<24x7x7x320xf32>
  %8 = net.conv2d "s00183" %7 {bias = false, filter = array<i64: 3, 3, 320, 320>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x7x7x320xf32> -> tensor<24x7x7x320xf32>
  %9 = net.input "s00198/in" : tensor<24x12x12x32xf32>
  %10 = net.elementwise "s00198/feed" %9 {kind = #net<elementwise sum>} : tensor<24x12x12x32xf32> -> tensor<24x12x12x32xf32>
  %11 = net.conv2d "s00198" %10 {bias = false, filter = array<i64: 1, 1, 32, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x12x12x32xf32> -> tensor<24x12x12x128xf32>
  %12 = net.input "s00204/in" : tensor<24x28x28x640xf32>
  %13 = net.elementwise "s00204/feed" %12 {kind = #net<elementwise sum>} : tensor<24x28x28x640xf32> -> tensor<24x28x28x640xf32>
  %14 = net.conv2d "s00204" %13 {bias = false, filter = array<i64: 1, 1, 640, 160>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x28x28x640xf32> -> tensor<24x28x28x160xf32>
  %15 = net.input "s00216/in" : tensor<24x7x7x128xf32>
  %16 = net.elementwise "s00216/feed" %15 {kind = #net<elementwise sum>} : tensor<24x7x7x128xf32> -> tensor<24x7x7x128xf32>
  %17 = net.conv2d "s00216" %16 {bias = false, filter = array<i64: 3, 3, 128, 128>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x7x7x128xf32> -> tensor<24x7x7x128xf32>
  %18 = net.input "s00223/in" : tensor<24x7x7x256xf32>
  %19 = net.elementwise "s00223/feed" %18 {kind = #net<elementwise sum>} : tensor<24x7x7x256xf32> -> tensor<24x7x7x256xf32>
  %20 = net.conv2d "s00223" %19 {bias = false, filter = array<i64: 1, 1, 256, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x7x7x256xf32> -> tensor<24x7x7x64xf32>
  %21 = net.input "s00230/in" : tensor<24x12x12x192xf32>
  %22 = net.elementwise "s00230/feed" %21 {kind = #net<elementwise sum>} : tensor<24x12x12x192xf32> -> tensor<24x12x12x192xf32>
  %23 = net.conv2d "s00230" %22 {bias = false, filter = array<i64: 1, 1, 192, 768>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x12x12x192xf32> -> tensor<24x12x12x768xf32>
  %24 = net.input "s00234/in" : tensor<24x10x10x896xf32>
  %25 = net.elementwise "s00234/feed" %24 {kind = #net<elementwise sum>} : tensor<24x10x10x896xf32> -> tensor<24x10x10x896xf32>
  %26 = net.conv2d "s00234" %25 {bias = false, filter = array<i64: 3, 3, 896, 896>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x10x10x896xf32> -> tensor<24x10x10x896xf32>
  %27 = net.input "s00236/in" : tensor<24x23x23x672xf32>
  %28 = net.elementwise "s00236/feed" %27 {kind = #net<elementwise sum>} : tensor<24x23x23x672xf32> -> tensor<24x23x23x672xf32>
  %29 = net.conv2d "s00236" %28 {bias = false, filter = array<i64: 1, 1, 672, 672>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<24x23x23x672xf32> -> tensor<24x12x12x672xf32>
  %30 = net.input "s00256/in" : tensor<24x56x56x64xf32>
  %31 = net.elementwise "s00256/feed" %30 {kind = #net<elementwise sum>} : tensor<24x56x56x64xf32> -> tensor<24x56x56x64xf32>
  %32 = net.conv2d "s00256" %31 {bias = false, filter = array<i64: 1, 1, 64, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x56x56x64xf32> -> tensor<24x56x56x128xf32>
  %33 = net.input "s00262/in" : tensor<24x19x19x64xf32>
  %34 = net.elementwise "s00262/feed" %33 {kind = #net<elementwise sum>} : tensor<24x19x19x64xf32> -> tensor<24x19x19x64xf32>
  %35 = net.conv2d "s00262" %34 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<24x19x19x64xf32> -> tensor<24x10x10x64xf32>
  %36 = net.input "s00264/in" : tensor<24x10x10x64xf32>
  %37 = net.elementwise "s00264/feed" %36 {kind = #net<elementwise sum>} : tensor<24x10x10x64xf32> -> tensor<24x10x10x64xf32>
  %38 = net.conv2d "s00264" %37 {bias = false, filter = array<i64: 1, 1, 64, 256>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x10x10x64xf32> -> tensor<24x10x10x256xf32>
  %39 = net.input "s00278/in" : tensor<24x10x10x512xf32>
  %40 = net.elementwise "s00278/feed" %39 {kind = #net<elementwise sum>} : tensor<24x10x10x512xf32> -> tensor<24x10x10x512xf32>
  %41 = net.conv2d "s00278" %40 {bias = false, filter = array<i64: 1, 1, 512, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x10x10x512xf32> -> tensor<24x10x10x128xf32>
  %42 = net.input "s00298/in" : tensor<24x14x14x32xf32>
  %43 = net.elementwise "s00298/feed" %42 {kind = #net<elementwise sum>} : tensor<24x14x14x32xf32> -> tensor<24x14x14x32xf32>
  %44 = net.conv2d "s00298" %43 {bias = false, filter = array<i64: 1, 1, 32, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x14x14x32xf32> -> tensor<24x14x14x128xf32>
  %45 = net.input "s00305/in" : tensor<24x28x28x192xf32>
  %46 = net.elementwise "s00305/feed" %45 {kind = #net<elementwise sum>} : tensor<24x28x28x192xf32> -> tensor<24x28x28x192xf32>
  %47 = net.conv2d "s00305" %46 {bias = false, filter = array<i64: 3, 3, 192, 192>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x28x28x192xf32> -> tensor<24x28x28x192xf32>
  %48 = net.input "s00316/in" : tensor<24x56x56x736xf32>
  %49 = net.elementwise "s00316/feed" %48 {kind = #net<elementwise sum>} : tensor<24x56x56x736xf32> -> tensor<24x56x56x736xf32>
  %50 = net.conv2d "s00316" %49 {bias = false, filter = array<i64: 1, 1, 736, 736>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x56x56x736xf32> -> tensor<24x56x56x736xf32>
  %51 = net.input "s00324/in" : tensor<24x14x14x576xf32>
  %52 = net.elementwise "s00324/feed" %51 {kind = #net<elementwise sum>} : tensor<24x14x14x576xf32> -> tensor<24x14x14x576xf32>
  %53 = net.conv2d "s00324" %52 {bias = false, filter = array<i64: 3, 3, 576, 576>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x14x14x576xf32> -> tensor<24x14x14x576xf32>
  %54 = net.input "s00327/in" : tensor<24x14x14x128xf32>
  %55 = net.elementwise "s00327/feed" %54 {kind = #net<elementwise sum>} : tensor<24x14x14x128xf32> -> tensor<24x14x14x128xf32>
  %56 = net.conv2d "s00327" %55 {bias = false, filter = array<i64: 1, 1, 128, 256>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x14x14x128xf32> -> tensor<24x14x14x256xf32>
  %57 = net.input "s00354/in" : tensor<24x24x24x64xf32>
  %58 = net.elementwise "s00354/feed" %57 {kind = #net<elementwise sum>} : tensor<24x24x24x64xf32> -> tensor<24x24x24x64xf32>
  %59 = net.conv2d "s00354" %58 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<24x24x24x64xf32> -> tensor<24x24x24x64xf32>
}
