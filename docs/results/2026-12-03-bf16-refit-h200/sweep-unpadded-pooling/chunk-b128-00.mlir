net.network "chunk-b128-00" {
  %0 = net.input "s00004/in" : tensor<128x7x7x672xf32>
  %1 = net.elementwise "s00004/feed" %0 {kind = #net<elementwise sum>} : tensor<128x7x7x672xf32> -> tensor<128x7x7x672xf32>
  %2 = net.avg_pool "s00004" %1 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x7x7x672xf32> -> tensor<128x3x3x672xf32>
  %3 = net.input "s00006/in" : tensor<128x28x28x24xf32>
  %4 = net.elementwise "s00006/feed" %3 {kind = #net<elementwise sum>} : tensor<128x28x28x24xf32> -> tensor<128x28x28x24xf32>
  %5 = net.avg_pool "s00006" %4 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x28x28x24xf32> -> tensor<128x26x26x24xf32>
  %6 = net.input "s00009/in" : tensor<128x28x28x200xf32>
  %7 = net.elementwise "s00009/feed" %6 {kind = #net<elementwise sum>} : tensor<128x28x28x200xf32> -> tensor<128x28x28x200xf32>
  %8 = net.avg_pool "s00009" %7 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x28x28x200xf32> -> tensor<128x13x13x200xf32>
  %9 = net.input "s00011/in" : tensor<128x10x10x96xf32>
  %10 = net.elementwise "s00011/feed" %9 {kind = #net<elementwise sum>} : tensor<128x10x10x96xf32> -> tensor<128x10x10x96xf32>
  %11 = net.max_pool "s00011" %10 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x10x10x96xf32> -> tensor<128x4x4x96xf32>
  %12 = net.input "s00021/in" : tensor<128x35x35x512xf32>
  %13 = net.elementwise "s00021/feed" %12 {kind = #net<elementwise sum>} : tensor<128x35x35x512xf32> -> tensor<128x35x35x512xf32>
  %14 = net.max_pool "s00021" %13 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x35x35x512xf32> -> tensor<128x33x33x512xf32>
  %15 = net.input "s00023/in" : tensor<128x14x14x384xf32>
  %16 = net.elementwise "s00023/feed" %15 {kind = #net<elementwise sum>} : tensor<128x14x14x384xf32> -> tensor<128x14x14x384xf32>
  %17 = net.avg_pool "s00023" %16 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x14x14x384xf32> -> tensor<128x12x12x384xf32>
  %18 = net.input "s00025/in" : tensor<128x17x17x24xf32>
  %19 = net.elementwise "s00025/feed" %18 {kind = #net<elementwise sum>} : tensor<128x17x17x24xf32> -> tensor<128x17x17x24xf32>
  %20 = net.avg_pool "s00025" %19 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x17x17x24xf32> -> tensor<128x15x15x24xf32>
  %21 = net.input "s00028/in" : tensor<128x55x55x32xf32>
  %22 = net.elementwise "s00028/feed" %21 {kind = #net<elementwise sum>} : tensor<128x55x55x32xf32> -> tensor<128x55x55x32xf32>
  %23 = net.avg_pool "s00028" %22 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x55x55x32xf32> -> tensor<128x53x53x32xf32>
  %24 = net.input "s00039/in" : tensor<128x14x14x32xf32>
  %25 = net.elementwise "s00039/feed" %24 {kind = #net<elementwise sum>} : tensor<128x14x14x32xf32> -> tensor<128x14x14x32xf32>
  %26 = net.avg_pool "s00039" %25 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x14x14x32xf32> -> tensor<128x6x6x32xf32>
  %27 = net.input "s00046/in" : tensor<128x28x28x128xf32>
  %28 = net.elementwise "s00046/feed" %27 {kind = #net<elementwise sum>} : tensor<128x28x28x128xf32> -> tensor<128x28x28x128xf32>
  %29 = net.max_pool "s00046" %28 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x28x28x128xf32> -> tensor<128x26x26x128xf32>
  %30 = net.input "s00049/in" : tensor<128x28x28x120xf32>
  %31 = net.elementwise "s00049/feed" %30 {kind = #net<elementwise sum>} : tensor<128x28x28x120xf32> -> tensor<128x28x28x120xf32>
  %32 = net.avg_pool "s00049" %31 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x28x28x120xf32> -> tensor<128x13x13x120xf32>
  %33 = net.input "s00050/in" : tensor<128x28x28x40xf32>
  %34 = net.elementwise "s00050/feed" %33 {kind = #net<elementwise sum>} : tensor<128x28x28x40xf32> -> tensor<128x28x28x40xf32>
  %35 = net.avg_pool "s00050" %34 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x28x28x40xf32> -> tensor<128x13x13x40xf32>
  %36 = net.input "s00058/in" : tensor<128x13x13x72xf32>
  %37 = net.elementwise "s00058/feed" %36 {kind = #net<elementwise sum>} : tensor<128x13x13x72xf32> -> tensor<128x13x13x72xf32>
  %38 = net.max_pool "s00058" %37 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x13x13x72xf32> -> tensor<128x6x6x72xf32>
  %39 = net.input "s00062/in" : tensor<128x14x14x24xf32>
  %40 = net.elementwise "s00062/feed" %39 {kind = #net<elementwise sum>} : tensor<128x14x14x24xf32> -> tensor<128x14x14x24xf32>
  %41 = net.max_pool "s00062" %40 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x14x14x24xf32> -> tensor<128x6x6x24xf32>
  %42 = net.input "s00069/in" : tensor<128x14x14x512xf32>
  %43 = net.elementwise "s00069/feed" %42 {kind = #net<elementwise sum>} : tensor<128x14x14x512xf32> -> tensor<128x14x14x512xf32>
  %44 = net.avg_pool "s00069" %43 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x14x14x512xf32> -> tensor<128x6x6x512xf32>
  %45 = net.input "s00077/in" : tensor<128x14x14x96xf32>
  %46 = net.elementwise "s00077/feed" %45 {kind = #net<elementwise sum>} : tensor<128x14x14x96xf32> -> tensor<128x14x14x96xf32>
  %47 = net.avg_pool "s00077" %46 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x14x14x96xf32> -> tensor<128x12x12x96xf32>
  %48 = net.input "s00087/in" : tensor<128x7x7x672xf32>
  %49 = net.elementwise "s00087/feed" %48 {kind = #net<elementwise sum>} : tensor<128x7x7x672xf32> -> tensor<128x7x7x672xf32>
  %50 = net.max_pool "s00087" %49 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x7x7x672xf32> -> tensor<128x3x3x672xf32>
  %51 = net.input "s00089/in" : tensor<128x56x56x256xf32>
  %52 = net.elementwise "s00089/feed" %51 {kind = #net<elementwise sum>} : tensor<128x56x56x256xf32> -> tensor<128x56x56x256xf32>
  %53 = net.max_pool "s00089" %52 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x56x56x256xf32> -> tensor<128x27x27x256xf32>
  %54 = net.input "s00093/in" : tensor<128x28x28x512xf32>
  %55 = net.elementwise "s00093/feed" %54 {kind = #net<elementwise sum>} : tensor<128x28x28x512xf32> -> tensor<128x28x28x512xf32>
  %56 = net.max_pool "s00093" %55 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x28x28x512xf32> -> tensor<128x13x13x512xf32>
  %57 = net.input "s00094/in" : tensor<128x28x28x512xf32>
  %58 = net.elementwise "s00094/feed" %57 {kind = #net<elementwise sum>} : tensor<128x28x28x512xf32> -> tensor<128x28x28x512xf32>
  %59 = net.avg_pool "s00094" %58 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x28x28x512xf32> -> tensor<128x13x13x512xf32>
  %60 = net.input "s00097/in" : tensor<128x7x7x576xf32>
  %61 = net.elementwise "s00097/feed" %60 {kind = #net<elementwise sum>} : tensor<128x7x7x576xf32> -> tensor<128x7x7x576xf32>
  %62 = net.max_pool "s00097" %61 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x7x7x576xf32> -> tensor<128x3x3x576xf32>
  %63 = net.input "s00104/in" : tensor<128x19x19x48xf32>
  %64 = net.elementwise "s00104/feed" %63 {kind = #net<elementwise sum>} : tensor<128x19x19x48xf32> -> tensor<128x19x19x48xf32>
  %65 = net.avg_pool "s00104" %64 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x19x19x48xf32> -> tensor<128x9x9x48xf32>
  %66 = net.input "s00118/in" : tensor<128x27x27x256xf32>
  %67 = net.elementwise "s00118/feed" %66 {kind = #net<elementwise sum>} : tensor<128x27x27x256xf32> -> tensor<128x27x27x256xf32>
  %68 = net.avg_pool "s00118" %67 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x27x27x256xf32> -> tensor<128x25x25x256xf32>
  %69 = net.input "s00125/in" : tensor<128x14x14x1024xf32>
  %70 = net.elementwise "s00125/feed" %69 {kind = #net<elementwise sum>} : tensor<128x14x14x1024xf32> -> tensor<128x14x14x1024xf32>
  %71 = net.avg_pool "s00125" %70 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<128x14x14x1024xf32> -> tensor<128x6x6x1024xf32>
  %72 = net.input "s00138/in" : tensor<128x7x7x2048xf32>
  %73 = net.elementwise "s00138/feed" %72 {kind = #net<elementwise sum>} : tensor<128x7x7x2048xf32> -> tensor<128x7x7x2048xf32>
  %74 = net.avg_pool "s00138" %73 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<128x7x7x2048xf32> -> tensor<128x5x5x2048xf32>
}
