net.network "chunk-b008-01" {
  %0 = net.input "s00199/in" : tensor<8x14x14x352xf32>
  %1 = net.elementwise "s00199/feed" %0 {kind = #net<elementwise sum>} : tensor<8x14x14x352xf32> -> tensor<8x14x14x352xf32>
  %2 = net.conv2d "s00199" %1 {bias = false, filter = array<i64: 3, 3, 352, 352>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x14x14x352xf32> -> tensor<8x14x14x352xf32>
  %3 = net.input "s00227/in" : tensor<8x7x7x256xf32>
  %4 = net.elementwise "s00227/feed" %3 {kind = #net<elementwise sum>} : tensor<8x7x7x256xf32> -> tensor<8x7x7x256xf32>
  %5 = net.conv2d "s00227" %4 {bias = false, filter = array<i64: 1, 1, 256, 512>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x7x7x256xf32> -> tensor<8x7x7x512xf32>
  %6 = net.input "s00235/in" : tensor<8x7x7x416xf32>
  %7 = net.elementwise "s00235/feed" %6 {kind = #net<elementwise sum>} : tensor<8x7x7x416xf32> -> tensor<8x7x7x416xf32>
  %8 = net.conv2d "s00235" %7 {bias = false, filter = array<i64: 1, 1, 416, 832>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x7x7x416xf32> -> tensor<8x7x7x832xf32>
  %9 = net.input "s00245/in" : tensor<8x56x56x736xf32>
  %10 = net.elementwise "s00245/feed" %9 {kind = #net<elementwise sum>} : tensor<8x56x56x736xf32> -> tensor<8x56x56x736xf32>
  %11 = net.conv2d "s00245" %10 {bias = false, filter = array<i64: 1, 1, 736, 736>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x56x56x736xf32> -> tensor<8x56x56x736xf32>
  %12 = net.input "s00253/in" : tensor<8x12x12x480xf32>
  %13 = net.elementwise "s00253/feed" %12 {kind = #net<elementwise sum>} : tensor<8x12x12x480xf32> -> tensor<8x12x12x480xf32>
  %14 = net.conv2d "s00253" %13 {bias = false, filter = array<i64: 3, 3, 480, 480>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x12x12x480xf32> -> tensor<8x12x12x480xf32>
  %15 = net.input "s00260/in" : tensor<8x39x39x96xf32>
  %16 = net.elementwise "s00260/feed" %15 {kind = #net<elementwise sum>} : tensor<8x39x39x96xf32> -> tensor<8x39x39x96xf32>
  %17 = net.conv2d "s00260" %16 {bias = false, filter = array<i64: 3, 3, 96, 96>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<8x39x39x96xf32> -> tensor<8x20x20x96xf32>
  %18 = net.input "s00269/in" : tensor<8x40x40x64xf32>
  %19 = net.elementwise "s00269/feed" %18 {kind = #net<elementwise sum>} : tensor<8x40x40x64xf32> -> tensor<8x40x40x64xf32>
  %20 = net.conv2d "s00269" %19 {bias = false, filter = array<i64: 1, 1, 64, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x40x40x64xf32> -> tensor<8x40x40x128xf32>
  %21 = net.input "s00284/in" : tensor<8x27x27x128xf32>
  %22 = net.elementwise "s00284/feed" %21 {kind = #net<elementwise sum>} : tensor<8x27x27x128xf32> -> tensor<8x27x27x128xf32>
  %23 = net.conv2d "s00284" %22 {bias = false, filter = array<i64: 1, 1, 128, 256>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<8x27x27x128xf32> -> tensor<8x14x14x256xf32>
  %24 = net.input "s00287/in" : tensor<8x47x47x64xf32>
  %25 = net.elementwise "s00287/feed" %24 {kind = #net<elementwise sum>} : tensor<8x47x47x64xf32> -> tensor<8x47x47x64xf32>
  %26 = net.conv2d "s00287" %25 {bias = false, filter = array<i64: 1, 1, 64, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<8x47x47x64xf32> -> tensor<8x24x24x128xf32>
  %27 = net.input "s00289/in" : tensor<8x10x10x320xf32>
  %28 = net.elementwise "s00289/feed" %27 {kind = #net<elementwise sum>} : tensor<8x10x10x320xf32> -> tensor<8x10x10x320xf32>
  %29 = net.conv2d "s00289" %28 {bias = false, filter = array<i64: 3, 3, 320, 320>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x10x10x320xf32> -> tensor<8x10x10x320xf32>
  %30 = net.input "s00295/in" : tensor<8x56x56x192xf32>
  %31 = net.elementwise "s00295/feed" %30 {kind = #net<elementwise sum>} : tensor<8x56x56x192xf32> -> tensor<8x56x56x192xf32>
  %32 = net.conv2d "s00295" %31 {bias = false, filter = array<i64: 1, 1, 192, 384>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x56x56x192xf32> -> tensor<8x56x56x384xf32>
  %33 = net.input "s00318/in" : tensor<8x56x56x64xf32>
  %34 = net.elementwise "s00318/feed" %33 {kind = #net<elementwise sum>} : tensor<8x56x56x64xf32> -> tensor<8x56x56x64xf32>
  %35 = net.conv2d "s00318" %34 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x56x56x64xf32> -> tensor<8x56x56x64xf32>
  %36 = net.input "s00337/in" : tensor<8x12x12x832xf32>
  %37 = net.elementwise "s00337/feed" %36 {kind = #net<elementwise sum>} : tensor<8x12x12x832xf32> -> tensor<8x12x12x832xf32>
  %38 = net.conv2d "s00337" %37 {bias = false, filter = array<i64: 1, 1, 832, 416>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x12x12x832xf32> -> tensor<8x12x12x416xf32>
  %39 = net.input "s00344/in" : tensor<8x14x14x160xf32>
  %40 = net.elementwise "s00344/feed" %39 {kind = #net<elementwise sum>} : tensor<8x14x14x160xf32> -> tensor<8x14x14x160xf32>
  %41 = net.conv2d "s00344" %40 {bias = false, filter = array<i64: 3, 3, 160, 160>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x14x14x160xf32> -> tensor<8x14x14x160xf32>
  %42 = net.input "s00346/in" : tensor<8x23x23x224xf32>
  %43 = net.elementwise "s00346/feed" %42 {kind = #net<elementwise sum>} : tensor<8x23x23x224xf32> -> tensor<8x23x23x224xf32>
  %44 = net.conv2d "s00346" %43 {bias = false, filter = array<i64: 3, 3, 224, 224>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<8x23x23x224xf32> -> tensor<8x12x12x224xf32>
  %45 = net.input "s00348/in" : tensor<8x28x28x128xf32>
  %46 = net.elementwise "s00348/feed" %45 {kind = #net<elementwise sum>} : tensor<8x28x28x128xf32> -> tensor<8x28x28x128xf32>
  %47 = net.conv2d "s00348" %46 {bias = false, filter = array<i64: 1, 1, 128, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x28x28x128xf32> -> tensor<8x28x28x64xf32>
  %48 = net.input "s00349/in" : tensor<8x40x40x1472xf32>
  %49 = net.elementwise "s00349/feed" %48 {kind = #net<elementwise sum>} : tensor<8x40x40x1472xf32> -> tensor<8x40x40x1472xf32>
  %50 = net.conv2d "s00349" %49 {bias = false, filter = array<i64: 1, 1, 1472, 736>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x40x40x1472xf32> -> tensor<8x40x40x736xf32>
  %51 = net.input "s00351/in" : tensor<8x7x7x128xf32>
  %52 = net.elementwise "s00351/feed" %51 {kind = #net<elementwise sum>} : tensor<8x7x7x128xf32> -> tensor<8x7x7x128xf32>
  %53 = net.conv2d "s00351" %52 {bias = false, filter = array<i64: 1, 1, 128, 512>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x7x7x128xf32> -> tensor<8x7x7x512xf32>
}
