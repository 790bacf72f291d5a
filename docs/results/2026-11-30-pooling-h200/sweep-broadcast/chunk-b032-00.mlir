net.network "chunk-b032-00" {
  %0 = net.input "s00004/in" : tensor<32x56x56x768xf32>
  %1 = net.elementwise "s00004/feed" %0 {kind = #net<elementwise sum>} : tensor<32x56x56x768xf32> -> tensor<32x56x56x768xf32>
  %2 = net.input "s00004/s/in" : tensor<32x1x1x768xf32>
  %3 = net.elementwise "s00004/s/feed" %2 {kind = #net<elementwise sum>} : tensor<32x1x1x768xf32> -> tensor<32x1x1x768xf32>
  %4 = net.binary "s00004" %1, %3 {kind = #net<binary mul>} : tensor<32x56x56x768xf32>, tensor<32x1x1x768xf32> -> tensor<32x56x56x768xf32>
  %5 = net.input "s00006/in" : tensor<32x13x13x384xf32>
  %6 = net.elementwise "s00006/feed" %5 {kind = #net<elementwise sum>} : tensor<32x13x13x384xf32> -> tensor<32x13x13x384xf32>
  %7 = net.input "s00006/s/in" : tensor<32x1x1x384xf32>
  %8 = net.elementwise "s00006/s/feed" %7 {kind = #net<elementwise sum>} : tensor<32x1x1x384xf32> -> tensor<32x1x1x384xf32>
  %9 = net.binary "s00006" %6, %8 {kind = #net<binary mul>} : tensor<32x13x13x384xf32>, tensor<32x1x1x384xf32> -> tensor<32x13x13x384xf32>
  %10 = net.input "s00007/in" : tensor<32x17x17x96xf32>
  %11 = net.elementwise "s00007/feed" %10 {kind = #net<elementwise sum>} : tensor<32x17x17x96xf32> -> tensor<32x17x17x96xf32>
  %12 = net.binary "s00007" %11 {constant_shape = array<i64: 1, 1, 1, 96>, kind = #net<binary mul>} : tensor<32x17x17x96xf32> -> tensor<32x17x17x96xf32>
  %13 = net.input "s00010/in" : tensor<32x56x56x240xf32>
  %14 = net.elementwise "s00010/feed" %13 {kind = #net<elementwise sum>} : tensor<32x56x56x240xf32> -> tensor<32x56x56x240xf32>
  %15 = net.input "s00010/s/in" : tensor<32x1x1x240xf32>
  %16 = net.elementwise "s00010/s/feed" %15 {kind = #net<elementwise sum>} : tensor<32x1x1x240xf32> -> tensor<32x1x1x240xf32>
  %17 = net.binary "s00010" %14, %16 {kind = #net<binary mul>} : tensor<32x56x56x240xf32>, tensor<32x1x1x240xf32> -> tensor<32x56x56x240xf32>
  %18 = net.input "s00016/in" : tensor<32x7x7x480xf32>
  %19 = net.elementwise "s00016/feed" %18 {kind = #net<elementwise sum>} : tensor<32x7x7x480xf32> -> tensor<32x7x7x480xf32>
  %20 = net.input "s00016/s/in" : tensor<32x1x1x480xf32>
  %21 = net.elementwise "s00016/s/feed" %20 {kind = #net<elementwise sum>} : tensor<32x1x1x480xf32> -> tensor<32x1x1x480xf32>
  %22 = net.binary "s00016" %19, %21 {kind = #net<binary mul>} : tensor<32x7x7x480xf32>, tensor<32x1x1x480xf32> -> tensor<32x7x7x480xf32>
  %23 = net.input "s00020/in" : tensor<32x14x14x40xf32>
  %24 = net.elementwise "s00020/feed" %23 {kind = #net<elementwise sum>} : tensor<32x14x14x40xf32> -> tensor<32x14x14x40xf32>
  %25 = net.input "s00020/s/in" : tensor<32x1x1x40xf32>
  %26 = net.elementwise "s00020/s/feed" %25 {kind = #net<elementwise sum>} : tensor<32x1x1x40xf32> -> tensor<32x1x1x40xf32>
  %27 = net.binary "s00020" %24, %26 {kind = #net<binary add>} : tensor<32x14x14x40xf32>, tensor<32x1x1x40xf32> -> tensor<32x14x14x40xf32>
  %28 = net.input "s00021/in" : tensor<32x14x14x40xf32>
  %29 = net.elementwise "s00021/feed" %28 {kind = #net<elementwise sum>} : tensor<32x14x14x40xf32> -> tensor<32x14x14x40xf32>
  %30 = net.input "s00021/s/in" : tensor<32x1x1x40xf32>
  %31 = net.elementwise "s00021/s/feed" %30 {kind = #net<elementwise sum>} : tensor<32x1x1x40xf32> -> tensor<32x1x1x40xf32>
  %32 = net.binary "s00021" %29, %31 {kind = #net<binary mul>} : tensor<32x14x14x40xf32>, tensor<32x1x1x40xf32> -> tensor<32x14x14x40xf32>
  %33 = net.input "s00025/in" : tensor<32x14x14x288xf32>
  %34 = net.elementwise "s00025/feed" %33 {kind = #net<elementwise sum>} : tensor<32x14x14x288xf32> -> tensor<32x14x14x288xf32>
  %35 = net.input "s00025/s/in" : tensor<32x1x1x288xf32>
  %36 = net.elementwise "s00025/s/feed" %35 {kind = #net<elementwise sum>} : tensor<32x1x1x288xf32> -> tensor<32x1x1x288xf32>
  %37 = net.binary "s00025" %34, %36 {kind = #net<binary mul>} : tensor<32x14x14x288xf32>, tensor<32x1x1x288xf32> -> tensor<32x14x14x288xf32>
  %38 = net.input "s00029/in" : tensor<32x56x56x72xf32>
  %39 = net.elementwise "s00029/feed" %38 {kind = #net<elementwise sum>} : tensor<32x56x56x72xf32> -> tensor<32x56x56x72xf32>
  %40 = net.input "s00029/s/in" : tensor<32x1x1x72xf32>
  %41 = net.elementwise "s00029/s/feed" %40 {kind = #net<elementwise sum>} : tensor<32x1x1x72xf32> -> tensor<32x1x1x72xf32>
  %42 = net.binary "s00029" %39, %41 {kind = #net<binary mul>} : tensor<32x56x56x72xf32>, tensor<32x1x1x72xf32> -> tensor<32x56x56x72xf32>
  %43 = net.input "s00030/in" : tensor<32x8x8x768xf32>
  %44 = net.elementwise "s00030/feed" %43 {kind = #net<elementwise sum>} : tensor<32x8x8x768xf32> -> tensor<32x8x8x768xf32>
  %45 = net.input "s00030/s/in" : tensor<32x1x1x768xf32>
  %46 = net.elementwise "s00030/s/feed" %45 {kind = #net<elementwise sum>} : tensor<32x1x1x768xf32> -> tensor<32x1x1x768xf32>
  %47 = net.binary "s00030" %44, %46 {kind = #net<binary mul>} : tensor<32x8x8x768xf32>, tensor<32x1x1x768xf32> -> tensor<32x8x8x768xf32>
  %48 = net.input "s00033/in" : tensor<32x19x19x768xf32>
  %49 = net.elementwise "s00033/feed" %48 {kind = #net<elementwise sum>} : tensor<32x19x19x768xf32> -> tensor<32x19x19x768xf32>
  %50 = net.input "s00033/s/in" : tensor<32x1x1x768xf32>
  %51 = net.elementwise "s00033/s/feed" %50 {kind = #net<elementwise sum>} : tensor<32x1x1x768xf32> -> tensor<32x1x1x768xf32>
  %52 = net.binary "s00033" %49, %51 {kind = #net<binary mul>} : tensor<32x19x19x768xf32>, tensor<32x1x1x768xf32> -> tensor<32x19x19x768xf32>
  %53 = net.input "s00034/in" : tensor<32x7x7x256xf32>
  %54 = net.elementwise "s00034/feed" %53 {kind = #net<elementwise sum>} : tensor<32x7x7x256xf32> -> tensor<32x7x7x256xf32>
  %55 = net.binary "s00034" %54 {constant_shape = array<i64: 1, 1, 1, 256>, kind = #net<binary mul>} : tensor<32x7x7x256xf32> -> tensor<32x7x7x256xf32>
  %56 = net.input "s00036/in" : tensor<32x7x7x32xf32>
  %57 = net.elementwise "s00036/feed" %56 {kind = #net<elementwise sum>} : tensor<32x7x7x32xf32> -> tensor<32x7x7x32xf32>
  %58 = net.binary "s00036" %57 {constant_shape = array<i64: 1, 1, 1, 32>, kind = #net<binary mul>} : tensor<32x7x7x32xf32> -> tensor<32x7x7x32xf32>
  %59 = net.input "s00041/in" : tensor<32x13x13x512xf32>
  %60 = net.elementwise "s00041/feed" %59 {kind = #net<elementwise sum>} : tensor<32x13x13x512xf32> -> tensor<32x13x13x512xf32>
  %61 = net.input "s00041/s/in" : tensor<32x1x1x512xf32>
  %62 = net.elementwise "s00041/s/feed" %61 {kind = #net<elementwise sum>} : tensor<32x1x1x512xf32> -> tensor<32x1x1x512xf32>
  %63 = net.binary "s00041" %60, %62 {kind = #net<binary mul>} : tensor<32x13x13x512xf32>, tensor<32x1x1x512xf32> -> tensor<32x13x13x512xf32>
  %64 = net.input "s00044/in" : tensor<32x19x19x96xf32>
  %65 = net.elementwise "s00044/feed" %64 {kind = #net<elementwise sum>} : tensor<32x19x19x96xf32> -> tensor<32x19x19x96xf32>
  %66 = net.input "s00044/s/in" : tensor<32x1x1x96xf32>
  %67 = net.elementwise "s00044/s/feed" %66 {kind = #net<elementwise sum>} : tensor<32x1x1x96xf32> -> tensor<32x1x1x96xf32>
  %68 = net.binary "s00044" %65, %67 {kind = #net<binary add>} : tensor<32x19x19x96xf32>, tensor<32x1x1x96xf32> -> tensor<32x19x19x96xf32>
  %69 = net.input "s00049/in" : tensor<32x7x7x144xf32>
  %70 = net.elementwise "s00049/feed" %69 {kind = #net<elementwise sum>} : tensor<32x7x7x144xf32> -> tensor<32x7x7x144xf32>
  %71 = net.input "s00049/s/in" : tensor<32x1x1x144xf32>
  %72 = net.elementwise "s00049/s/feed" %71 {kind = #net<elementwise sum>} : tensor<32x1x1x144xf32> -> tensor<32x1x1x144xf32>
  %73 = net.binary "s00049" %70, %72 {kind = #net<binary mul>} : tensor<32x7x7x144xf32>, tensor<32x1x1x144xf32> -> tensor<32x7x7x144xf32>
  %74 = net.input "s00053/in" : tensor<32x56x56x64xf32>
  %75 = net.elementwise "s00053/feed" %74 {kind = #net<elementwise sum>} : tensor<32x56x56x64xf32> -> tensor<32x56x56x64xf32>
  %76 = net.input "s00053/s/in" : tensor<32x1x1x64xf32>
  %77 = net.elementwise "s00053/s/feed" %76 {kind = #net<elementwise sum>} : tensor<32x1x1x64xf32> -> tensor<32x1x1x64xf32>
  %78 = net.binary "s00053" %75, %77 {kind = #net<binary mul>} : tensor<32x56x56x64xf32>, tensor<32x1x1x64xf32> -> tensor<32x56x56x64xf32>
  %79 = net.input "s00054/in" : tensor<32x112x112x24xf32>
  %80 = net.elementwise "s00054/feed" %79 {kind = #net<elementwise sum>} : tensor<32x112x112x24xf32> -> tensor<32x112x112x24xf32>
  %81 = net.binary "s00054" %80 {constant_shape = array<i64: 1, 1, 1, 24>, kind = #net<binary mul>} : tensor<32x112x112x24xf32> -> tensor<32x112x112x24xf32>
  %82 = net.input "s00055/in" : tensor<32x10x10x64xf32>
  %83 = net.elementwise "s00055/feed" %82 {kind = #net<elementwise sum>} : tensor<32x10x10x64xf32> -> tensor<32x10x10x64xf32>
  %84 = net.binary "s00055" %83 {constant_shape = array<i64: 1, 1, 1, 64>, kind = #net<binary mul>} : tensor<32x10x10x64xf32> -> tensor<32x10x10x64xf32>
  %85 = net.input "s00058/in" : tensor<32x19x19x256xf32>
  %86 = net.elementwise "s00058/feed" %85 {kind = #net<elementwise sum>} : tensor<32x19x19x256xf32> -> tensor<32x19x19x256xf32>
  %87 = net.binary "s00058" %86 {constant_shape = array<i64: 1, 1, 1, 256>, kind = #net<binary mul>} : tensor<32x19x19x256xf32> -> tensor<32x19x19x256xf32>
  %88 = net.input "s00059/in" : tensor<32x7x7x1024xf32>
  %89 = net.elementwise "s00059/feed" %88 {kind = #net<elementwise sum>} : tensor<32x7x7x1024xf32> -> tensor<32x7x7x1024xf32>
  %90 = net.input "s00059/s/in" : tensor<32x1x1x1024xf32>
  %91 = net.elementwise "s00059/s/feed" %90 {kind = #net<elementwise sum>} : tensor<32x1x1x1024xf32> -> tensor<32x1x1x1024xf32>
  %92 = net.binary "s00059" %89, %91 {kind = #net<binary add>} : tensor<32x7x7x1024xf32>, tensor<32x1x1x1024xf32> -> tensor<32x7x7x1024xf32>
  %93 = net.input "s00064/in" : tensor<32x56x56x576xf32>
  %94 = net.elementwise "s00064/feed" %93 {kind = #net<elementwise sum>} : tensor<32x56x56x576xf32> -> tensor<32x56x56x576xf32>
  %95 = net.input "s00064/s/in" : tensor<32x1x1x576xf32>
  %96 = net.elementwise "s00064/s/feed" %95 {kind = #net<elementwise sum>} : tensor<32x1x1x576xf32> -> tensor<32x1x1x576xf32>
  %97 = net.binary "s00064" %94, %96 {kind = #net<binary add>} : tensor<32x56x56x576xf32>, tensor<32x1x1x576xf32> -> tensor<32x56x56x576xf32>
  %98 = net.input "s00067/in" : tensor<32x7x7x128xf32>
  %99 = net.elementwise "s00067/feed" %98 {kind = #net<elementwise sum>} : tensor<32x7x7x128xf32> -> tensor<32x7x7x128xf32>
  %100 = net.input "s00067/s/in" : tensor<32x1x1x128xf32>
  %101 = net.elementwise "s00067/s/feed" %100 {kind = #net<elementwise sum>} : tensor<32x1x1x128xf32> -> tensor<32x1x1x128xf32>
  %102 = net.binary "s00067" %99, %101 {kind = #net<binary mul>} : tensor<32x7x7x128xf32>, tensor<32x1x1x128xf32> -> tensor<32x7x7x128xf32>
  %103 = net.input "s00071/in" : tensor<32x14x14x64xf32>
  %104 = net.elementwise "s00071/feed" %103 {kind = #net<elementwise sum>} : tensor<32x14x14x64xf32> -> tensor<32x14x14x64xf32>
  %105 = net.input "s00071/s/in" : tensor<32x1x1x64xf32>
  %106 = net.elementwise "s00071/s/feed" %105 {kind = #net<elementwise sum>} : tensor<32x1x1x64xf32> -> tensor<32x1x1x64xf32>
  %107 = net.binary "s00071" %104, %106 {kind = #net<binary mul>} : tensor<32x14x14x64xf32>, tensor<32x1x1x64xf32> -> tensor<32x14x14x64xf32>
  %108 = net.input "s00075/in" : tensor<32x7x7x24xf32>
  %109 = net.elementwise "s00075/feed" %108 {kind = #net<elementwise sum>} : tensor<32x7x7x24xf32> -> tensor<32x7x7x24xf32>
  %110 = net.input "s00075/s/in" : tensor<32x1x1x24xf32>
  %111 = net.elementwise "s00075/s/feed" %110 {kind = #net<elementwise sum>} : tensor<32x1x1x24xf32> -> tensor<32x1x1x24xf32>
  %112 = net.binary "s00075" %109, %111 {kind = #net<binary mul>} : tensor<32x7x7x24xf32>, tensor<32x1x1x24xf32> -> tensor<32x7x7x24xf32>
}
