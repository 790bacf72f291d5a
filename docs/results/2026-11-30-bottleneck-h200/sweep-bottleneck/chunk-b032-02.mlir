net.network "chunk-b032-02" {
  %0 = net.input "s00200/in" : tensor<32x24x24x64xf32>
  %1 = net.elementwise "s00200/feed" %0 {kind = #net<elementwise sum>} : tensor<32x24x24x64xf32> -> tensor<32x24x24x64xf32>
  %2 = net.conv2d "s00200" %1 {bias = false, filter = array<i64: 1, 1, 64, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x24x24x64xf32> -> tensor<32x24x24x64xf32>
  %3 = net.input "s00203/in" : tensor<32x14x14x416xf32>
  %4 = net.elementwise "s00203/feed" %3 {kind = #net<elementwise sum>} : tensor<32x14x14x416xf32> -> tensor<32x14x14x416xf32>
  %5 = net.conv2d "s00203" %4 {bias = false, filter = array<i64: 3, 3, 416, 416>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x416xf32> -> tensor<32x14x14x416xf32>
  %6 = net.input "s00211/in" : tensor<32x40x40x832xf32>
  %7 = net.elementwise "s00211/feed" %6 {kind = #net<elementwise sum>} : tensor<32x40x40x832xf32> -> tensor<32x40x40x832xf32>
  %8 = net.conv2d "s00211" %7 {bias = false, filter = array<i64: 1, 1, 832, 832>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x40x40x832xf32> -> tensor<32x40x40x832xf32>
  %9 = net.input "s00215/in" : tensor<32x48x48x96xf32>
  %10 = net.elementwise "s00215/feed" %9 {kind = #net<elementwise sum>} : tensor<32x48x48x96xf32> -> tensor<32x48x48x96xf32>
  %11 = net.conv2d "s00215" %10 {bias = false, filter = array<i64: 3, 3, 96, 96>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x48x48x96xf32> -> tensor<32x48x48x96xf32>
  %12 = net.input "s00231/in" : tensor<32x12x12x96xf32>
  %13 = net.elementwise "s00231/feed" %12 {kind = #net<elementwise sum>} : tensor<32x12x12x96xf32> -> tensor<32x12x12x96xf32>
  %14 = net.conv2d "s00231" %13 {bias = false, filter = array<i64: 3, 3, 96, 96>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x12x12x96xf32> -> tensor<32x12x12x96xf32>
  %15 = net.input "s00239/in" : tensor<32x56x56x192xf32>
  %16 = net.elementwise "s00239/feed" %15 {kind = #net<elementwise sum>} : tensor<32x56x56x192xf32> -> tensor<32x56x56x192xf32>
  %17 = net.conv2d "s00239" %16 {bias = false, filter = array<i64: 3, 3, 192, 192>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x56x56x192xf32> -> tensor<32x56x56x192xf32>
  %18 = net.input "s00246/in" : tensor<32x40x40x32xf32>
  %19 = net.elementwise "s00246/feed" %18 {kind = #net<elementwise sum>} : tensor<32x40x40x32xf32> -> tensor<32x40x40x32xf32>
  %20 = net.conv2d "s00246" %19 {bias = false, filter = array<i64: 3, 3, 32, 32>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x40x40x32xf32> -> tensor<32x40x40x32xf32>
  %21 = net.input "s00249/in" : tensor<32x48x48x160xf32>
  %22 = net.elementwise "s00249/feed" %21 {kind = #net<elementwise sum>} : tensor<32x48x48x160xf32> -> tensor<32x48x48x160xf32>
  %23 = net.conv2d "s00249" %22 {bias = false, filter = array<i64: 3, 3, 160, 160>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x48x48x160xf32> -> tensor<32x48x48x160xf32>
  %24 = net.input "s00251/in" : tensor<32x7x7x512xf32>
  %25 = net.elementwise "s00251/feed" %24 {kind = #net<elementwise sum>} : tensor<32x7x7x512xf32> -> tensor<32x7x7x512xf32>
  %26 = net.conv2d "s00251" %25 {bias = false, filter = array<i64: 1, 1, 512, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x512xf32> -> tensor<32x7x7x128xf32>
  %27 = net.input "s00257/in" : tensor<32x56x56x320xf32>
  %28 = net.elementwise "s00257/feed" %27 {kind = #net<elementwise sum>} : tensor<32x56x56x320xf32> -> tensor<32x56x56x320xf32>
  %29 = net.conv2d "s00257" %28 {bias = false, filter = array<i64: 1, 1, 320, 160>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x56x56x320xf32> -> tensor<32x56x56x160xf32>
  %30 = net.input "s00270/in" : tensor<32x40x40x64xf32>
  %31 = net.elementwise "s00270/feed" %30 {kind = #net<elementwise sum>} : tensor<32x40x40x64xf32> -> tensor<32x40x40x64xf32>
  %32 = net.conv2d "s00270" %31 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x40x40x64xf32> -> tensor<32x40x40x64xf32>
  %33 = net.input "s00276/in" : tensor<32x10x10x32xf32>
  %34 = net.elementwise "s00276/feed" %33 {kind = #net<elementwise sum>} : tensor<32x10x10x32xf32> -> tensor<32x10x10x32xf32>
  %35 = net.conv2d "s00276" %34 {bias = false, filter = array<i64: 3, 3, 32, 32>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x10x10x32xf32> -> tensor<32x10x10x32xf32>
  %36 = net.input "s00279/in" : tensor<32x7x7x64xf32>
  %37 = net.elementwise "s00279/feed" %36 {kind = #net<elementwise sum>} : tensor<32x7x7x64xf32> -> tensor<32x7x7x64xf32>
  %38 = net.conv2d "s00279" %37 {bias = false, filter = array<i64: 3, 3, 64, 64>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x64xf32> -> tensor<32x7x7x64xf32>
  %39 = net.input "s00283/in" : tensor<32x7x7x128xf32>
  %40 = net.elementwise "s00283/feed" %39 {kind = #net<elementwise sum>} : tensor<32x7x7x128xf32> -> tensor<32x7x7x128xf32>
  %41 = net.conv2d "s00283" %40 {bias = false, filter = array<i64: 1, 1, 128, 64>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x128xf32> -> tensor<32x7x7x64xf32>
  %42 = net.input "s00286/in" : tensor<32x14x14x96xf32>
  %43 = net.elementwise "s00286/feed" %42 {kind = #net<elementwise sum>} : tensor<32x14x14x96xf32> -> tensor<32x14x14x96xf32>
  %44 = net.conv2d "s00286" %43 {bias = false, filter = array<i64: 3, 3, 96, 96>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x96xf32> -> tensor<32x14x14x96xf32>
  %45 = net.input "s00294/in" : tensor<32x14x14x160xf32>
  %46 = net.elementwise "s00294/feed" %45 {kind = #net<elementwise sum>} : tensor<32x14x14x160xf32> -> tensor<32x14x14x160xf32>
  %47 = net.conv2d "s00294" %46 {bias = false, filter = array<i64: 1, 1, 160, 160>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x160xf32> -> tensor<32x14x14x160xf32>
  %48 = net.input "s00297/in" : tensor<32x14x14x224xf32>
  %49 = net.elementwise "s00297/feed" %48 {kind = #net<elementwise sum>} : tensor<32x14x14x224xf32> -> tensor<32x14x14x224xf32>
  %50 = net.conv2d "s00297" %49 {bias = false, filter = array<i64: 1, 1, 224, 896>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x224xf32> -> tensor<32x14x14x896xf32>
  %51 = net.input "s00304/in" : tensor<32x14x14x160xf32>
  %52 = net.elementwise "s00304/feed" %51 {kind = #net<elementwise sum>} : tensor<32x14x14x160xf32> -> tensor<32x14x14x160xf32>
  %53 = net.conv2d "s00304" %52 {bias = false, filter = array<i64: 3, 3, 160, 160>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x160xf32> -> tensor<32x14x14x160xf32>
  %54 = net.input "s00313/in" : tensor<32x14x14x256xf32>
  %55 = net.elementwise "s00313/feed" %54 {kind = #net<elementwise sum>} : tensor<32x14x14x256xf32> -> tensor<32x14x14x256xf32>
  %56 = net.conv2d "s00313" %55 {bias = false, filter = array<i64: 1, 1, 256, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x256xf32> -> tensor<32x14x14x128xf32>
  %57 = net.input "s00315/in" : tensor<32x56x56x96xf32>
  %58 = net.elementwise "s00315/feed" %57 {kind = #net<elementwise sum>} : tensor<32x56x56x96xf32> -> tensor<32x56x56x96xf32>
  %59 = net.conv2d "s00315" %58 {bias = false, filter = array<i64: 3, 3, 96, 96>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x56x56x96xf32> -> tensor<32x56x56x96xf32>
}
