net.network "chunk-b064-00" {
  %0 = net.input "s00007/in" : tensor<64x112x112x144xf32>
  %1 = net.elementwise "s00007/feed" %0 {kind = #net<elementwise sum>} : tensor<64x112x112x144xf32> -> tensor<64x112x112x144xf32>
  %2 = net.max_pool "s00007" %1 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x112x112x144xf32> -> tensor<64x55x55x144xf32>
  %3 = net.input "s00008/in" : tensor<64x14x14x200xf32>
  %4 = net.elementwise "s00008/feed" %3 {kind = #net<elementwise sum>} : tensor<64x14x14x200xf32> -> tensor<64x14x14x200xf32>
  %5 = net.max_pool "s00008" %4 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x14x14x200xf32> -> tensor<64x6x6x200xf32>
  %6 = net.input "s00012/in" : tensor<64x55x55x128xf32>
  %7 = net.elementwise "s00012/feed" %6 {kind = #net<elementwise sum>} : tensor<64x55x55x128xf32> -> tensor<64x55x55x128xf32>
  %8 = net.max_pool "s00012" %7 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x55x55x128xf32> -> tensor<64x27x27x128xf32>
  %9 = net.input "s00016/in" : tensor<64x13x13x64xf32>
  %10 = net.elementwise "s00016/feed" %9 {kind = #net<elementwise sum>} : tensor<64x13x13x64xf32> -> tensor<64x13x13x64xf32>
  %11 = net.max_pool "s00016" %10 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x13x13x64xf32> -> tensor<64x6x6x64xf32>
  %12 = net.input "s00020/in" : tensor<64x27x27x24xf32>
  %13 = net.elementwise "s00020/feed" %12 {kind = #net<elementwise sum>} : tensor<64x27x27x24xf32> -> tensor<64x27x27x24xf32>
  %14 = net.avg_pool "s00020" %13 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x27x27x24xf32> -> tensor<64x25x25x24xf32>
  %15 = net.input "s00026/in" : tensor<64x14x14x2048xf32>
  %16 = net.elementwise "s00026/feed" %15 {kind = #net<elementwise sum>} : tensor<64x14x14x2048xf32> -> tensor<64x14x14x2048xf32>
  %17 = net.max_pool "s00026" %16 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x14x14x2048xf32> -> tensor<64x6x6x2048xf32>
  %18 = net.input "s00027/in" : tensor<64x35x35x1024xf32>
  %19 = net.elementwise "s00027/feed" %18 {kind = #net<elementwise sum>} : tensor<64x35x35x1024xf32> -> tensor<64x35x35x1024xf32>
  %20 = net.avg_pool "s00027" %19 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x35x35x1024xf32> -> tensor<64x33x33x1024xf32>
  %21 = net.input "s00029/in" : tensor<64x56x56x32xf32>
  %22 = net.elementwise "s00029/feed" %21 {kind = #net<elementwise sum>} : tensor<64x56x56x32xf32> -> tensor<64x56x56x32xf32>
  %23 = net.avg_pool "s00029" %22 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x56x56x32xf32> -> tensor<64x27x27x32xf32>
  %24 = net.input "s00034/in" : tensor<64x28x28x576xf32>
  %25 = net.elementwise "s00034/feed" %24 {kind = #net<elementwise sum>} : tensor<64x28x28x576xf32> -> tensor<64x28x28x576xf32>
  %26 = net.max_pool "s00034" %25 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x28x28x576xf32> -> tensor<64x26x26x576xf32>
  %27 = net.input "s00036/in" : tensor<64x112x112x24xf32>
  %28 = net.elementwise "s00036/feed" %27 {kind = #net<elementwise sum>} : tensor<64x112x112x24xf32> -> tensor<64x112x112x24xf32>
  %29 = net.max_pool "s00036" %28 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x112x112x24xf32> -> tensor<64x110x110x24xf32>
  %30 = net.input "s00037/in" : tensor<64x112x112x24xf32>
  %31 = net.elementwise "s00037/feed" %30 {kind = #net<elementwise sum>} : tensor<64x112x112x24xf32> -> tensor<64x112x112x24xf32>
  %32 = net.avg_pool "s00037" %31 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x112x112x24xf32> -> tensor<64x110x110x24xf32>
  %33 = net.input "s00038/in" : tensor<64x14x14x120xf32>
  %34 = net.elementwise "s00038/feed" %33 {kind = #net<elementwise sum>} : tensor<64x14x14x120xf32> -> tensor<64x14x14x120xf32>
  %35 = net.avg_pool "s00038" %34 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x14x14x120xf32> -> tensor<64x6x6x120xf32>
  %36 = net.input "s00040/in" : tensor<64x38x38x240xf32>
  %37 = net.elementwise "s00040/feed" %36 {kind = #net<elementwise sum>} : tensor<64x38x38x240xf32> -> tensor<64x38x38x240xf32>
  %38 = net.max_pool "s00040" %37 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x38x38x240xf32> -> tensor<64x18x18x240xf32>
  %39 = net.input "s00045/in" : tensor<64x55x55x48xf32>
  %40 = net.elementwise "s00045/feed" %39 {kind = #net<elementwise sum>} : tensor<64x55x55x48xf32> -> tensor<64x55x55x48xf32>
  %41 = net.avg_pool "s00045" %40 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x55x55x48xf32> -> tensor<64x27x27x48xf32>
  %42 = net.input "s00048/in" : tensor<64x112x112x128xf32>
  %43 = net.elementwise "s00048/feed" %42 {kind = #net<elementwise sum>} : tensor<64x112x112x128xf32> -> tensor<64x112x112x128xf32>
  %44 = net.max_pool "s00048" %43 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<64x112x112x128xf32> -> tensor<64x110x110x128xf32>
  %45 = net.input "s00051/in" : tensor<64x56x56x256xf32>
  %46 = net.elementwise "s00051/feed" %45 {kind = #net<elementwise sum>} : tensor<64x56x56x256xf32> -> tensor<64x56x56x256xf32>
  %47 = net.avg_pool "s00051" %46 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x56x56x256xf32> -> tensor<64x27x27x256xf32>
  %48 = net.input "s00054/in" : tensor<64x14x14x480xf32>
  %49 = net.elementwise "s00054/feed" %48 {kind = #net<elementwise sum>} : tensor<64x14x14x480xf32> -> tensor<64x14x14x480xf32>
  %50 = net.max_pool "s00054" %49 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x14x14x480xf32> -> tensor<64x6x6x480xf32>
  %51 = net.input "s00055/in" : tensor<64x27x27x480xf32>
  %52 = net.elementwise "s00055/feed" %51 {kind = #net<elementwise sum>} : tensor<64x27x27x480xf32> -> tensor<64x27x27x480xf32>
  %53 = net.max_pool "s00055" %52 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x27x27x480xf32> -> tensor<64x13x13x480xf32>
  %54 = net.input "s00056/in" : tensor<64x13x13x64xf32>
  %55 = net.elementwise "s00056/feed" %54 {kind = #net<elementwise sum>} : tensor<64x13x13x64xf32> -> tensor<64x13x13x64xf32>
  %56 = net.avg_pool "s00056" %55 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x13x13x64xf32> -> tensor<64x6x6x64xf32>
  %57 = net.input "s00068/in" : tensor<64x55x55x48xf32>
  %58 = net.elementwise "s00068/feed" %57 {kind = #net<elementwise sum>} : tensor<64x55x55x48xf32> -> tensor<64x55x55x48xf32>
  %59 = net.max_pool "s00068" %58 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x55x55x48xf32> -> tensor<64x27x27x48xf32>
  %60 = net.input "s00076/in" : tensor<64x14x14x128xf32>
  %61 = net.elementwise "s00076/feed" %60 {kind = #net<elementwise sum>} : tensor<64x14x14x128xf32> -> tensor<64x14x14x128xf32>
  %62 = net.max_pool "s00076" %61 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x14x14x128xf32> -> tensor<64x6x6x128xf32>
  %63 = net.input "s00080/in" : tensor<64x28x28x512xf32>
  %64 = net.elementwise "s00080/feed" %63 {kind = #net<elementwise sum>} : tensor<64x28x28x512xf32> -> tensor<64x28x28x512xf32>
  %65 = net.avg_pool "s00080" %64 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x28x28x512xf32> -> tensor<64x13x13x512xf32>
  %66 = net.input "s00083/in" : tensor<64x7x7x192xf32>
  %67 = net.elementwise "s00083/feed" %66 {kind = #net<elementwise sum>} : tensor<64x7x7x192xf32> -> tensor<64x7x7x192xf32>
  %68 = net.max_pool "s00083" %67 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x7x7x192xf32> -> tensor<64x3x3x192xf32>
  %69 = net.input "s00086/in" : tensor<64x7x7x512xf32>
  %70 = net.elementwise "s00086/feed" %69 {kind = #net<elementwise sum>} : tensor<64x7x7x512xf32> -> tensor<64x7x7x512xf32>
  %71 = net.avg_pool "s00086" %70 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x7x7x512xf32> -> tensor<64x3x3x512xf32>
  %72 = net.input "s00095/in" : tensor<64x55x55x480xf32>
  %73 = net.elementwise "s00095/feed" %72 {kind = #net<elementwise sum>} : tensor<64x55x55x480xf32> -> tensor<64x55x55x480xf32>
  %74 = net.avg_pool "s00095" %73 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x55x55x480xf32> -> tensor<64x27x27x480xf32>
}
