net.network "chunk-b128-02" {
  %0 = net.input "s00249/in" : tensor<128x19x19x120xf32>
  %1 = net.elementwise "s00249/feed" %0 {kind = #net<elementwise sum>} : tensor<128x19x19x120xf32> -> tensor<128x19x19x120xf32>
  %2 = net.conv2d "s00249" %1 {bias = false, filter = array<i64: 5, 5, 1, 120>, groups = 120 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x19x19x120xf32> -> tensor<128x19x19x120xf32>
  %3 = net.input "s00251/in" : tensor<128x28x28x288xf32>
  %4 = net.elementwise "s00251/feed" %3 {kind = #net<elementwise sum>} : tensor<128x28x28x288xf32> -> tensor<128x28x28x288xf32>
  %5 = net.conv2d "s00251" %4 {bias = false, filter = array<i64: 7, 7, 1, 288>, groups = 288 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x28x28x288xf32> -> tensor<128x28x28x288xf32>
  %6 = net.input "s00252/in" : tensor<128x56x56x184xf32>
  %7 = net.elementwise "s00252/feed" %6 {kind = #net<elementwise sum>} : tensor<128x56x56x184xf32> -> tensor<128x56x56x184xf32>
  %8 = net.conv2d "s00252" %7 {bias = false, filter = array<i64: 3, 3, 1, 184>, groups = 184 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x56x56x184xf32> -> tensor<128x56x56x184xf32>
  %9 = net.input "s00253/in" : tensor<128x56x56x144xf32>
  %10 = net.elementwise "s00253/feed" %9 {kind = #net<elementwise sum>} : tensor<128x56x56x144xf32> -> tensor<128x56x56x144xf32>
  %11 = net.conv2d "s00253" %10 {bias = false, filter = array<i64: 5, 5, 1, 144>, groups = 144 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x56x56x144xf32> -> tensor<128x56x56x144xf32>
  %12 = net.input "s00256/in" : tensor<128x7x7x24xf32>
  %13 = net.elementwise "s00256/feed" %12 {kind = #net<elementwise sum>} : tensor<128x7x7x24xf32> -> tensor<128x7x7x24xf32>
  %14 = net.conv2d "s00256" %13 {bias = false, filter = array<i64: 5, 5, 1, 24>, groups = 24 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x7x7x24xf32> -> tensor<128x7x7x24xf32>
  %15 = net.input "s00263/in" : tensor<128x14x14x144xf32>
  %16 = net.elementwise "s00263/feed" %15 {kind = #net<elementwise sum>} : tensor<128x14x14x144xf32> -> tensor<128x14x14x144xf32>
  %17 = net.conv2d "s00263" %16 {bias = false, filter = array<i64: 5, 5, 1, 144>, groups = 144 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x14x14x144xf32> -> tensor<128x7x7x144xf32>
  %18 = net.input "s00279/in" : tensor<128x28x28x24xf32>
  %19 = net.elementwise "s00279/feed" %18 {kind = #net<elementwise sum>} : tensor<128x28x28x24xf32> -> tensor<128x28x28x24xf32>
  %20 = net.conv2d "s00279" %19 {bias = false, filter = array<i64: 5, 5, 1, 24>, groups = 24 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x28x28x24xf32> -> tensor<128x14x14x24xf32>
  %21 = net.input "s00280/in" : tensor<128x14x14x32xf32>
  %22 = net.elementwise "s00280/feed" %21 {kind = #net<elementwise sum>} : tensor<128x14x14x32xf32> -> tensor<128x14x14x32xf32>
  %23 = net.conv2d "s00280" %22 {bias = false, filter = array<i64: 3, 3, 1, 32>, groups = 32 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x32xf32> -> tensor<128x14x14x32xf32>
  %24 = net.input "s00281/in" : tensor<128x14x14x200xf32>
  %25 = net.elementwise "s00281/feed" %24 {kind = #net<elementwise sum>} : tensor<128x14x14x200xf32> -> tensor<128x14x14x200xf32>
  %26 = net.conv2d "s00281" %25 {bias = false, filter = array<i64: 3, 3, 1, 200>, groups = 200 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x200xf32> -> tensor<128x14x14x200xf32>
  %27 = net.input "s00286/in" : tensor<128x14x14x256xf32>
  %28 = net.elementwise "s00286/feed" %27 {kind = #net<elementwise sum>} : tensor<128x14x14x256xf32> -> tensor<128x14x14x256xf32>
  %29 = net.conv2d "s00286" %28 {bias = false, filter = array<i64: 3, 3, 1, 256>, groups = 256 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x256xf32> -> tensor<128x14x14x256xf32>
  %30 = net.input "s00288/in" : tensor<128x28x28x40xf32>
  %31 = net.elementwise "s00288/feed" %30 {kind = #net<elementwise sum>} : tensor<128x28x28x40xf32> -> tensor<128x28x28x40xf32>
  %32 = net.conv2d "s00288" %31 {bias = false, filter = array<i64: 3, 3, 1, 40>, groups = 40 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x28x28x40xf32> -> tensor<128x28x28x40xf32>
  %33 = net.input "s00290/in" : tensor<128x14x14x144xf32>
  %34 = net.elementwise "s00290/feed" %33 {kind = #net<elementwise sum>} : tensor<128x14x14x144xf32> -> tensor<128x14x14x144xf32>
  %35 = net.conv2d "s00290" %34 {bias = false, filter = array<i64: 7, 7, 1, 144>, groups = 144 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x14x14x144xf32> -> tensor<128x14x14x144xf32>
  %36 = net.input "s00292/in" : tensor<128x7x7x576xf32>
  %37 = net.elementwise "s00292/feed" %36 {kind = #net<elementwise sum>} : tensor<128x7x7x576xf32> -> tensor<128x7x7x576xf32>
  %38 = net.conv2d "s00292" %37 {bias = false, filter = array<i64: 3, 3, 1, 576>, groups = 576 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x7x7x576xf32> -> tensor<128x7x7x576xf32>
  %39 = net.input "s00296/in" : tensor<128x14x14x200xf32>
  %40 = net.elementwise "s00296/feed" %39 {kind = #net<elementwise sum>} : tensor<128x14x14x200xf32> -> tensor<128x14x14x200xf32>
  %41 = net.conv2d "s00296" %40 {bias = false, filter = array<i64: 7, 7, 1, 200>, groups = 200 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x14x14x200xf32> -> tensor<128x7x7x200xf32>
  %42 = net.input "s00301/in" : tensor<128x10x10x480xf32>
  %43 = net.elementwise "s00301/feed" %42 {kind = #net<elementwise sum>} : tensor<128x10x10x480xf32> -> tensor<128x10x10x480xf32>
  %44 = net.conv2d "s00301" %43 {bias = false, filter = array<i64: 5, 5, 1, 480>, groups = 480 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x10x10x480xf32> -> tensor<128x5x5x480xf32>
  %45 = net.input "s00304/in" : tensor<128x56x56x96xf32>
  %46 = net.elementwise "s00304/feed" %45 {kind = #net<elementwise sum>} : tensor<128x56x56x96xf32> -> tensor<128x56x56x96xf32>
  %47 = net.conv2d "s00304" %46 {bias = false, filter = array<i64: 5, 5, 1, 96>, groups = 96 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x56x56x96xf32> -> tensor<128x56x56x96xf32>
  %48 = net.input "s00309/in" : tensor<128x28x28x480xf32>
  %49 = net.elementwise "s00309/feed" %48 {kind = #net<elementwise sum>} : tensor<128x28x28x480xf32> -> tensor<128x28x28x480xf32>
  %50 = net.conv2d "s00309" %49 {bias = false, filter = array<i64: 5, 5, 1, 480>, groups = 480 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x28x28x480xf32> -> tensor<128x28x28x480xf32>
  %51 = net.input "s00314/in" : tensor<128x112x112x32xf32>
  %52 = net.elementwise "s00314/feed" %51 {kind = #net<elementwise sum>} : tensor<128x112x112x32xf32> -> tensor<128x112x112x32xf32>
  %53 = net.conv2d "s00314" %52 {bias = false, filter = array<i64: 5, 5, 1, 32>, groups = 32 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x112x112x32xf32> -> tensor<128x112x112x32xf32>
  %54 = net.input "s00315/in" : tensor<128x28x28x144xf32>
  %55 = net.elementwise "s00315/feed" %54 {kind = #net<elementwise sum>} : tensor<128x28x28x144xf32> -> tensor<128x28x28x144xf32>
  %56 = net.conv2d "s00315" %55 {bias = false, filter = array<i64: 3, 3, 1, 144>, groups = 144 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x28x28x144xf32> -> tensor<128x28x28x144xf32>
  %57 = net.input "s00317/in" : tensor<128x10x10x512xf32>
  %58 = net.elementwise "s00317/feed" %57 {kind = #net<elementwise sum>} : tensor<128x10x10x512xf32> -> tensor<128x10x10x512xf32>
  %59 = net.conv2d "s00317" %58 {bias = false, filter = array<i64: 5, 5, 1, 512>, groups = 512 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x10x10x512xf32> -> tensor<128x5x5x512xf32>
  %60 = net.input "s00318/in" : tensor<128x14x14x64xf32>
  %61 = net.elementwise "s00318/feed" %60 {kind = #net<elementwise sum>} : tensor<128x14x14x64xf32> -> tensor<128x14x14x64xf32>
  %62 = net.conv2d "s00318" %61 {bias = false, filter = array<i64: 3, 3, 1, 64>, groups = 64 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<128x14x14x64xf32> -> tensor<128x7x7x64xf32>
  %63 = net.input "s00321/in" : tensor<128x10x10x240xf32>
  %64 = net.elementwise "s00321/feed" %63 {kind = #net<elementwise sum>} : tensor<128x10x10x240xf32> -> tensor<128x10x10x240xf32>
  %65 = net.conv2d "s00321" %64 {bias = false, filter = array<i64: 7, 7, 1, 240>, groups = 240 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x10x10x240xf32> -> tensor<128x10x10x240xf32>
  %66 = net.input "s00330/in" : tensor<128x56x56x200xf32>
  %67 = net.elementwise "s00330/feed" %66 {kind = #net<elementwise sum>} : tensor<128x56x56x200xf32> -> tensor<128x56x56x200xf32>
  %68 = net.conv2d "s00330" %67 {bias = false, filter = array<i64: 5, 5, 1, 200>, groups = 200 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x56x56x200xf32> -> tensor<128x56x56x200xf32>
  %69 = net.input "s00335/in" : tensor<128x56x56x120xf32>
  %70 = net.elementwise "s00335/feed" %69 {kind = #net<elementwise sum>} : tensor<128x56x56x120xf32> -> tensor<128x56x56x120xf32>
  %71 = net.conv2d "s00335" %70 {bias = false, filter = array<i64: 5, 5, 1, 120>, groups = 120 : i64, pad = array<i64: 2, 2>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x56x56x120xf32> -> tensor<128x56x56x120xf32>
  %72 = net.input "s00340/in" : tensor<128x28x28x768xf32>
  %73 = net.elementwise "s00340/feed" %72 {kind = #net<elementwise sum>} : tensor<128x28x28x768xf32> -> tensor<128x28x28x768xf32>
  %74 = net.conv2d "s00340" %73 {bias = false, filter = array<i64: 7, 7, 1, 768>, groups = 768 : i64, pad = array<i64: 3, 3>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<128x28x28x768xf32> -> tensor<128x28x28x768xf32>
}
