net.network "chunk-b016-00" {
  %0 = net.input "s00003/in" : tensor<16x56x56x96xf32>
  %1 = net.elementwise "s00003/feed" %0 {kind = #net<elementwise sum>} : tensor<16x56x56x96xf32> -> tensor<16x56x56x96xf32>
  %2 = net.max_pool "s00003" %1 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x56x56x96xf32> -> tensor<16x27x27x96xf32>
  %3 = net.input "s00005/in" : tensor<16x27x27x48xf32>
  %4 = net.elementwise "s00005/feed" %3 {kind = #net<elementwise sum>} : tensor<16x27x27x48xf32> -> tensor<16x27x27x48xf32>
  %5 = net.max_pool "s00005" %4 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x27x27x48xf32> -> tensor<16x13x13x48xf32>
  %6 = net.input "s00013/in" : tensor<16x56x56x480xf32>
  %7 = net.elementwise "s00013/feed" %6 {kind = #net<elementwise sum>} : tensor<16x56x56x480xf32> -> tensor<16x56x56x480xf32>
  %8 = net.max_pool "s00013" %7 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x56x56x480xf32> -> tensor<16x27x27x480xf32>
  %9 = net.input "s00018/in" : tensor<16x112x112x96xf32>
  %10 = net.elementwise "s00018/feed" %9 {kind = #net<elementwise sum>} : tensor<16x112x112x96xf32> -> tensor<16x112x112x96xf32>
  %11 = net.max_pool "s00018" %10 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x112x112x96xf32> -> tensor<16x55x55x96xf32>
  %12 = net.input "s00019/in" : tensor<16x56x56x128xf32>
  %13 = net.elementwise "s00019/feed" %12 {kind = #net<elementwise sum>} : tensor<16x56x56x128xf32> -> tensor<16x56x56x128xf32>
  %14 = net.avg_pool "s00019" %13 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x56x56x128xf32> -> tensor<16x27x27x128xf32>
  %15 = net.input "s00024/in" : tensor<16x56x56x1152xf32>
  %16 = net.elementwise "s00024/feed" %15 {kind = #net<elementwise sum>} : tensor<16x56x56x1152xf32> -> tensor<16x56x56x1152xf32>
  %17 = net.max_pool "s00024" %16 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<16x56x56x1152xf32> -> tensor<16x54x54x1152xf32>
  %18 = net.input "s00041/in" : tensor<16x8x8x120xf32>
  %19 = net.elementwise "s00041/feed" %18 {kind = #net<elementwise sum>} : tensor<16x8x8x120xf32> -> tensor<16x8x8x120xf32>
  %20 = net.avg_pool "s00041" %19 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<16x8x8x120xf32> -> tensor<16x6x6x120xf32>
  %21 = net.input "s00042/in" : tensor<16x27x27x240xf32>
  %22 = net.elementwise "s00042/feed" %21 {kind = #net<elementwise sum>} : tensor<16x27x27x240xf32> -> tensor<16x27x27x240xf32>
  %23 = net.max_pool "s00042" %22 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<16x27x27x240xf32> -> tensor<16x25x25x240xf32>
  %24 = net.input "s00064/in" : tensor<16x28x28x48xf32>
  %25 = net.elementwise "s00064/feed" %24 {kind = #net<elementwise sum>} : tensor<16x28x28x48xf32> -> tensor<16x28x28x48xf32>
  %26 = net.max_pool "s00064" %25 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x28x28x48xf32> -> tensor<16x13x13x48xf32>
  %27 = net.input "s00071/in" : tensor<16x55x55x24xf32>
  %28 = net.elementwise "s00071/feed" %27 {kind = #net<elementwise sum>} : tensor<16x55x55x24xf32> -> tensor<16x55x55x24xf32>
  %29 = net.avg_pool "s00071" %28 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x55x55x24xf32> -> tensor<16x27x27x24xf32>
  %30 = net.input "s00073/in" : tensor<16x7x7x16xf32>
  %31 = net.elementwise "s00073/feed" %30 {kind = #net<elementwise sum>} : tensor<16x7x7x16xf32> -> tensor<16x7x7x16xf32>
  %32 = net.max_pool "s00073" %31 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x7x7x16xf32> -> tensor<16x3x3x16xf32>
  %33 = net.input "s00081/in" : tensor<16x55x55x24xf32>
  %34 = net.elementwise "s00081/feed" %33 {kind = #net<elementwise sum>} : tensor<16x55x55x24xf32> -> tensor<16x55x55x24xf32>
  %35 = net.max_pool "s00081" %34 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x55x55x24xf32> -> tensor<16x27x27x24xf32>
  %36 = net.input "s00082/in" : tensor<16x112x112x512xf32>
  %37 = net.elementwise "s00082/feed" %36 {kind = #net<elementwise sum>} : tensor<16x112x112x512xf32> -> tensor<16x112x112x512xf32>
  %38 = net.max_pool "s00082" %37 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x112x112x512xf32> -> tensor<16x55x55x512xf32>
  %39 = net.input "s00099/in" : tensor<16x14x14x96xf32>
  %40 = net.elementwise "s00099/feed" %39 {kind = #net<elementwise sum>} : tensor<16x14x14x96xf32> -> tensor<16x14x14x96xf32>
  %41 = net.max_pool "s00099" %40 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x14x14x96xf32> -> tensor<16x6x6x96xf32>
  %42 = net.input "s00102/in" : tensor<16x28x28x512xf32>
  %43 = net.elementwise "s00102/feed" %42 {kind = #net<elementwise sum>} : tensor<16x28x28x512xf32> -> tensor<16x28x28x512xf32>
  %44 = net.max_pool "s00102" %43 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x28x28x512xf32> -> tensor<16x13x13x512xf32>
  %45 = net.input "s00122/in" : tensor<16x55x55x240xf32>
  %46 = net.elementwise "s00122/feed" %45 {kind = #net<elementwise sum>} : tensor<16x55x55x240xf32> -> tensor<16x55x55x240xf32>
  %47 = net.max_pool "s00122" %46 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x55x55x240xf32> -> tensor<16x27x27x240xf32>
  %48 = net.input "s00136/in" : tensor<16x14x14x256xf32>
  %49 = net.elementwise "s00136/feed" %48 {kind = #net<elementwise sum>} : tensor<16x14x14x256xf32> -> tensor<16x14x14x256xf32>
  %50 = net.max_pool "s00136" %49 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<16x14x14x256xf32> -> tensor<16x12x12x256xf32>
  %51 = net.input "s00155/in" : tensor<16x7x7x1024xf32>
  %52 = net.elementwise "s00155/feed" %51 {kind = #net<elementwise sum>} : tensor<16x7x7x1024xf32> -> tensor<16x7x7x1024xf32>
  %53 = net.max_pool "s00155" %52 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<16x7x7x1024xf32> -> tensor<16x5x5x1024xf32>
  %54 = net.input "s00164/in" : tensor<16x28x28x1152xf32>
  %55 = net.elementwise "s00164/feed" %54 {kind = #net<elementwise sum>} : tensor<16x28x28x1152xf32> -> tensor<16x28x28x1152xf32>
  %56 = net.avg_pool "s00164" %55 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x28x28x1152xf32> -> tensor<16x13x13x1152xf32>
  %57 = net.input "s00166/in" : tensor<16x112x112x256xf32>
  %58 = net.elementwise "s00166/feed" %57 {kind = #net<elementwise sum>} : tensor<16x112x112x256xf32> -> tensor<16x112x112x256xf32>
  %59 = net.avg_pool "s00166" %58 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<16x112x112x256xf32> -> tensor<16x110x110x256xf32>
  %60 = net.input "s00176/in" : tensor<16x7x7x768xf32>
  %61 = net.elementwise "s00176/feed" %60 {kind = #net<elementwise sum>} : tensor<16x7x7x768xf32> -> tensor<16x7x7x768xf32>
  %62 = net.max_pool "s00176" %61 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x7x7x768xf32> -> tensor<16x3x3x768xf32>
  %63 = net.input "s00180/in" : tensor<16x7x7x128xf32>
  %64 = net.elementwise "s00180/feed" %63 {kind = #net<elementwise sum>} : tensor<16x7x7x128xf32> -> tensor<16x7x7x128xf32>
  %65 = net.max_pool "s00180" %64 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x7x7x128xf32> -> tensor<16x3x3x128xf32>
  %66 = net.input "s00182/in" : tensor<16x14x14x40xf32>
  %67 = net.elementwise "s00182/feed" %66 {kind = #net<elementwise sum>} : tensor<16x14x14x40xf32> -> tensor<16x14x14x40xf32>
  %68 = net.max_pool "s00182" %67 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x14x14x40xf32> -> tensor<16x6x6x40xf32>
  %69 = net.input "s00201/in" : tensor<16x28x28x512xf32>
  %70 = net.elementwise "s00201/feed" %69 {kind = #net<elementwise sum>} : tensor<16x28x28x512xf32> -> tensor<16x28x28x512xf32>
  %71 = net.avg_pool "s00201" %70 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x28x28x512xf32> -> tensor<16x13x13x512xf32>
  %72 = net.input "s00202/in" : tensor<16x7x7x256xf32>
  %73 = net.elementwise "s00202/feed" %72 {kind = #net<elementwise sum>} : tensor<16x7x7x256xf32> -> tensor<16x7x7x256xf32>
  %74 = net.avg_pool "s00202" %73 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<16x7x7x256xf32> -> tensor<16x3x3x256xf32>
}
