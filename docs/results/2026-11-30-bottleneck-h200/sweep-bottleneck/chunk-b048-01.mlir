net.network "chunk-b048-01" {
  %0 = net.input "s00224/in" : tensor<48x13x13x64xf32>
  %1 = net.elementwise "s00224/feed" %0 {kind = #net<elementwise sum>} : tensor<48x13x13x64xf32> -> tensor<48x13x13x64xf32>
  %2 = net.conv2d "s00224" %1 {bias = false, filter = array<i64: 1, 1, 64, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<48x13x13x64xf32> -> tensor<48x7x7x128xf32>
  %3 = net.input "s00228/in" : tensor<48x10x10x448xf32>
  %4 = net.elementwise "s00228/feed" %3 {kind = #net<elementwise sum>} : tensor<48x10x10x448xf32> -> tensor<48x10x10x448xf32>
  %5 = net.conv2d "s00228" %4 {bias = false, filter = array<i64: 1, 1, 448, 224>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x10x10x448xf32> -> tensor<48x10x10x224xf32>
  %6 = net.input "s00241/in" : tensor<48x56x56x64xf32>
  %7 = net.elementwise "s00241/feed" %6 {kind = #net<elementwise sum>} : tensor<48x56x56x64xf32> -> tensor<48x56x56x64xf32>
  %8 = net.conv2d "s00241" %7 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x56x56x64xf32> -> tensor<48x56x56x64xf32>
  %9 = net.input "s00243/in" : tensor<48x56x56x512xf32>
  %10 = net.elementwise "s00243/feed" %9 {kind = #net<elementwise sum>} : tensor<48x56x56x512xf32> -> tensor<48x56x56x512xf32>
  %11 = net.conv2d "s00243" %10 {bias = false, filter = array<i64: 1, 1, 512, 256>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x56x56x512xf32> -> tensor<48x56x56x256xf32>
  %12 = net.input "s00259/in" : tensor<48x7x7x128xf32>
  %13 = net.elementwise "s00259/feed" %12 {kind = #net<elementwise sum>} : tensor<48x7x7x128xf32> -> tensor<48x7x7x128xf32>
  %14 = net.conv2d "s00259" %13 {bias = false, filter = array<i64: 3, 3, 128, 128>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x7x7x128xf32> -> tensor<48x7x7x128xf32>
  %15 = net.input "s00263/in" : tensor<48x12x12x672xf32>
  %16 = net.elementwise "s00263/feed" %15 {kind = #net<elementwise sum>} : tensor<48x12x12x672xf32> -> tensor<48x12x12x672xf32>
  %17 = net.conv2d "s00263" %16 {bias = false, filter = array<i64: 1, 1, 672, 1344>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x12x12x672xf32> -> tensor<48x12x12x1344xf32>
  %18 = net.input "s00267/in" : tensor<48x10x10x96xf32>
  %19 = net.elementwise "s00267/feed" %18 {kind = #net<elementwise sum>} : tensor<48x10x10x96xf32> -> tensor<48x10x10x96xf32>
  %20 = net.conv2d "s00267" %19 {bias = false, filter = array<i64: 1, 1, 96, 96>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x10x10x96xf32> -> tensor<48x10x10x96xf32>
  %21 = net.input "s00271/in" : tensor<48x7x7x608xf32>
  %22 = net.elementwise "s00271/feed" %21 {kind = #net<elementwise sum>} : tensor<48x7x7x608xf32> -> tensor<48x7x7x608xf32>
  %23 = net.conv2d "s00271" %22 {bias = false, filter = array<i64: 1, 1, 608, 1216>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x7x7x608xf32> -> tensor<48x7x7x1216xf32>
  %24 = net.input "s00277/in" : tensor<48x56x56x256xf32>
  %25 = net.elementwise "s00277/feed" %24 {kind = #net<elementwise sum>} : tensor<48x56x56x256xf32> -> tensor<48x56x56x256xf32>
  %26 = net.conv2d "s00277" %25 {bias = false, filter = array<i64: 1, 1, 256, 512>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x56x56x256xf32> -> tensor<48x56x56x512xf32>
  %27 = net.input "s00280/in" : tensor<48x28x28x128xf32>
  %28 = net.elementwise "s00280/feed" %27 {kind = #net<elementwise sum>} : tensor<48x28x28x128xf32> -> tensor<48x28x28x128xf32>
  %29 = net.conv2d "s00280" %28 {bias = false, filter = array<i64: 1, 1, 128, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x28x28x128xf32> -> tensor<48x28x28x64xf32>
  %30 = net.input "s00290/in" : tensor<48x24x24x384xf32>
  %31 = net.elementwise "s00290/feed" %30 {kind = #net<elementwise sum>} : tensor<48x24x24x384xf32> -> tensor<48x24x24x384xf32>
  %32 = net.conv2d "s00290" %31 {bias = false, filter = array<i64: 1, 1, 384, 96>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x24x24x384xf32> -> tensor<48x24x24x96xf32>
  %33 = net.input "s00293/in" : tensor<48x56x56x96xf32>
  %34 = net.elementwise "s00293/feed" %33 {kind = #net<elementwise sum>} : tensor<48x56x56x96xf32> -> tensor<48x56x56x96xf32>
  %35 = net.conv2d "s00293" %34 {bias = false, filter = array<i64: 3, 3, 96, 96>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x56x56x96xf32> -> tensor<48x56x56x96xf32>
  %36 = net.input "s00299/in" : tensor<48x14x14x1536xf32>
  %37 = net.elementwise "s00299/feed" %36 {kind = #net<elementwise sum>} : tensor<48x14x14x1536xf32> -> tensor<48x14x14x1536xf32>
  %38 = net.conv2d "s00299" %37 {bias = false, filter = array<i64: 1, 1, 1536, 768>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x14x14x1536xf32> -> tensor<48x14x14x768xf32>
  %39 = net.input "s00320/in" : tensor<48x14x14x416xf32>
  %40 = net.elementwise "s00320/feed" %39 {kind = #net<elementwise sum>} : tensor<48x14x14x416xf32> -> tensor<48x14x14x416xf32>
  %41 = net.conv2d "s00320" %40 {bias = false, filter = array<i64: 3, 3, 416, 416>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x14x14x416xf32> -> tensor<48x14x14x416xf32>
  %42 = net.input "s00322/in" : tensor<48x28x28x384xf32>
  %43 = net.elementwise "s00322/feed" %42 {kind = #net<elementwise sum>} : tensor<48x28x28x384xf32> -> tensor<48x28x28x384xf32>
  %44 = net.conv2d "s00322" %43 {bias = false, filter = array<i64: 1, 1, 384, 96>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x28x28x384xf32> -> tensor<48x28x28x96xf32>
  %45 = net.input "s00325/in" : tensor<48x14x14x192xf32>
  %46 = net.elementwise "s00325/feed" %45 {kind = #net<elementwise sum>} : tensor<48x14x14x192xf32> -> tensor<48x14x14x192xf32>
  %47 = net.conv2d "s00325" %46 {bias = false, filter = array<i64: 1, 1, 192, 192>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x14x14x192xf32> -> tensor<48x14x14x192xf32>
  %48 = net.input "s00350/in" : tensor<48x7x7x128xf32>
  %49 = net.elementwise "s00350/feed" %48 {kind = #net<elementwise sum>} : tensor<48x7x7x128xf32> -> tensor<48x7x7x128xf32>
  %50 = net.conv2d "s00350" %49 {bias = false, filter = array<i64: 1, 1, 128, 256>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x7x7x128xf32> -> tensor<48x7x7x256xf32>
  %51 = net.input "s00357/in" : tensor<48x28x28x224xf32>
  %52 = net.elementwise "s00357/feed" %51 {kind = #net<elementwise sum>} : tensor<48x28x28x224xf32> -> tensor<48x28x28x224xf32>
  %53 = net.conv2d "s00357" %52 {bias = false, filter = array<i64: 1, 1, 224, 896>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x28x28x224xf32> -> tensor<48x28x28x896xf32>
  %54 = net.input "s00358/in" : tensor<48x28x28x192xf32>
  %55 = net.elementwise "s00358/feed" %54 {kind = #net<elementwise sum>} : tensor<48x28x28x192xf32> -> tensor<48x28x28x192xf32>
  %56 = net.conv2d "s00358" %55 {bias = false, filter = array<i64: 3, 3, 192, 192>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<48x28x28x192xf32> -> tensor<48x28x28x192xf32>
  %57 = net.input "s00359/in" : tensor<48x23x23x64xf32>
  %58 = net.elementwise "s00359/feed" %57 {kind = #net<elementwise sum>} : tensor<48x23x23x64xf32> -> tensor<48x23x23x64xf32>
  %59 = net.conv2d "s00359" %58 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<48x23x23x64xf32> -> tensor<48x12x12x64xf32>
}
