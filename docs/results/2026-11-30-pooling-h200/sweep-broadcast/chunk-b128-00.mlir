net.network "chunk-b128-00" {
  %0 = net.input "s00005/in" : tensor<128x14x14x512xf32>
  %1 = net.elementwise "s00005/feed" %0 {kind = #net<elementwise sum>} : tensor<128x14x14x512xf32> -> tensor<128x14x14x512xf32>
  %2 = net.input "s00005/s/in" : tensor<128x1x1x512xf32>
  %3 = net.elementwise "s00005/s/feed" %2 {kind = #net<elementwise sum>} : tensor<128x1x1x512xf32> -> tensor<128x1x1x512xf32>
  %4 = net.binary "s00005" %1, %3 {kind = #net<binary mul>} : tensor<128x14x14x512xf32>, tensor<128x1x1x512xf32> -> tensor<128x14x14x512xf32>
  %5 = net.input "s00012/in" : tensor<128x7x7x96xf32>
  %6 = net.elementwise "s00012/feed" %5 {kind = #net<elementwise sum>} : tensor<128x7x7x96xf32> -> tensor<128x7x7x96xf32>
  %7 = net.binary "s00012" %6 {constant_shape = array<i64: 1, 1, 1, 96>, kind = #net<binary mul>} : tensor<128x7x7x96xf32> -> tensor<128x7x7x96xf32>
  %8 = net.input "s00017/in" : tensor<128x7x7x256xf32>
  %9 = net.elementwise "s00017/feed" %8 {kind = #net<elementwise sum>} : tensor<128x7x7x256xf32> -> tensor<128x7x7x256xf32>
  %10 = net.input "s00017/s/in" : tensor<128x1x1x256xf32>
  %11 = net.elementwise "s00017/s/feed" %10 {kind = #net<elementwise sum>} : tensor<128x1x1x256xf32> -> tensor<128x1x1x256xf32>
  %12 = net.binary "s00017" %9, %11 {kind = #net<binary mul>} : tensor<128x7x7x256xf32>, tensor<128x1x1x256xf32> -> tensor<128x7x7x256xf32>
  %13 = net.input "s00018/in" : tensor<128x28x28x256xf32>
  %14 = net.elementwise "s00018/feed" %13 {kind = #net<elementwise sum>} : tensor<128x28x28x256xf32> -> tensor<128x28x28x256xf32>
  %15 = net.input "s00018/s/in" : tensor<128x1x1x256xf32>
  %16 = net.elementwise "s00018/s/feed" %15 {kind = #net<elementwise sum>} : tensor<128x1x1x256xf32> -> tensor<128x1x1x256xf32>
  %17 = net.binary "s00018" %14, %16 {kind = #net<binary add>} : tensor<128x28x28x256xf32>, tensor<128x1x1x256xf32> -> tensor<128x28x28x256xf32>
  %18 = net.input "s00022/in" : tensor<128x7x7x72xf32>
  %19 = net.elementwise "s00022/feed" %18 {kind = #net<elementwise sum>} : tensor<128x7x7x72xf32> -> tensor<128x7x7x72xf32>
  %20 = net.input "s00022/s/in" : tensor<128x1x1x72xf32>
  %21 = net.elementwise "s00022/s/feed" %20 {kind = #net<elementwise sum>} : tensor<128x1x1x72xf32> -> tensor<128x1x1x72xf32>
  %22 = net.binary "s00022" %19, %21 {kind = #net<binary mul>} : tensor<128x7x7x72xf32>, tensor<128x1x1x72xf32> -> tensor<128x7x7x72xf32>
  %23 = net.input "s00023/in" : tensor<128x10x10x512xf32>
  %24 = net.elementwise "s00023/feed" %23 {kind = #net<elementwise sum>} : tensor<128x10x10x512xf32> -> tensor<128x10x10x512xf32>
  %25 = net.input "s00023/s/in" : tensor<128x1x1x512xf32>
  %26 = net.elementwise "s00023/s/feed" %25 {kind = #net<elementwise sum>} : tensor<128x1x1x512xf32> -> tensor<128x1x1x512xf32>
  %27 = net.binary "s00023" %24, %26 {kind = #net<binary mul>} : tensor<128x10x10x512xf32>, tensor<128x1x1x512xf32> -> tensor<128x10x10x512xf32>
  %28 = net.input "s00024/in" : tensor<128x17x17x64xf32>
  %29 = net.elementwise "s00024/feed" %28 {kind = #net<elementwise sum>} : tensor<128x17x17x64xf32> -> tensor<128x17x17x64xf32>
  %30 = net.input "s00024/s/in" : tensor<128x1x1x64xf32>
  %31 = net.elementwise "s00024/s/feed" %30 {kind = #net<elementwise sum>} : tensor<128x1x1x64xf32> -> tensor<128x1x1x64xf32>
  %32 = net.binary "s00024" %29, %31 {kind = #net<binary add>} : tensor<128x17x17x64xf32>, tensor<128x1x1x64xf32> -> tensor<128x17x17x64xf32>
  %33 = net.input "s00028/in" : tensor<128x35x35x256xf32>
  %34 = net.elementwise "s00028/feed" %33 {kind = #net<elementwise sum>} : tensor<128x35x35x256xf32> -> tensor<128x35x35x256xf32>
  %35 = net.binary "s00028" %34 {constant_shape = array<i64: 1, 1, 1, 256>, kind = #net<binary mul>} : tensor<128x35x35x256xf32> -> tensor<128x35x35x256xf32>
  %36 = net.input "s00038/in" : tensor<128x27x27x1152xf32>
  %37 = net.elementwise "s00038/feed" %36 {kind = #net<elementwise sum>} : tensor<128x27x27x1152xf32> -> tensor<128x27x27x1152xf32>
  %38 = net.input "s00038/s/in" : tensor<128x1x1x1152xf32>
  %39 = net.elementwise "s00038/s/feed" %38 {kind = #net<elementwise sum>} : tensor<128x1x1x1152xf32> -> tensor<128x1x1x1152xf32>
  %40 = net.binary "s00038" %37, %39 {kind = #net<binary mul>} : tensor<128x27x27x1152xf32>, tensor<128x1x1x1152xf32> -> tensor<128x27x27x1152xf32>
  %41 = net.input "s00042/in" : tensor<128x19x19x200xf32>
  %42 = net.elementwise "s00042/feed" %41 {kind = #net<elementwise sum>} : tensor<128x19x19x200xf32> -> tensor<128x19x19x200xf32>
  %43 = net.binary "s00042" %42 {constant_shape = array<i64: 1, 1, 1, 200>, kind = #net<binary mul>} : tensor<128x19x19x200xf32> -> tensor<128x19x19x200xf32>
  %44 = net.input "s00046/in" : tensor<128x8x8x64xf32>
  %45 = net.elementwise "s00046/feed" %44 {kind = #net<elementwise sum>} : tensor<128x8x8x64xf32> -> tensor<128x8x8x64xf32>
  %46 = net.input "s00046/s/in" : tensor<128x1x1x64xf32>
  %47 = net.elementwise "s00046/s/feed" %46 {kind = #net<elementwise sum>} : tensor<128x1x1x64xf32> -> tensor<128x1x1x64xf32>
  %48 = net.binary "s00046" %45, %47 {kind = #net<binary add>} : tensor<128x8x8x64xf32>, tensor<128x1x1x64xf32> -> tensor<128x8x8x64xf32>
  %49 = net.input "s00051/in" : tensor<128x112x112x24xf32>
  %50 = net.elementwise "s00051/feed" %49 {kind = #net<elementwise sum>} : tensor<128x112x112x24xf32> -> tensor<128x112x112x24xf32>
  %51 = net.input "s00051/s/in" : tensor<128x1x1x24xf32>
  %52 = net.elementwise "s00051/s/feed" %51 {kind = #net<elementwise sum>} : tensor<128x1x1x24xf32> -> tensor<128x1x1x24xf32>
  %53 = net.binary "s00051" %50, %52 {kind = #net<binary add>} : tensor<128x112x112x24xf32>, tensor<128x1x1x24xf32> -> tensor<128x112x112x24xf32>
  %54 = net.input "s00060/in" : tensor<128x28x28x32xf32>
  %55 = net.elementwise "s00060/feed" %54 {kind = #net<elementwise sum>} : tensor<128x28x28x32xf32> -> tensor<128x28x28x32xf32>
  %56 = net.binary "s00060" %55 {constant_shape = array<i64: 1, 1, 1, 32>, kind = #net<binary mul>} : tensor<128x28x28x32xf32> -> tensor<128x28x28x32xf32>
  %57 = net.input "s00068/in" : tensor<128x112x112x40xf32>
  %58 = net.elementwise "s00068/feed" %57 {kind = #net<elementwise sum>} : tensor<128x112x112x40xf32> -> tensor<128x112x112x40xf32>
  %59 = net.input "s00068/s/in" : tensor<128x1x1x40xf32>
  %60 = net.elementwise "s00068/s/feed" %59 {kind = #net<elementwise sum>} : tensor<128x1x1x40xf32> -> tensor<128x1x1x40xf32>
  %61 = net.binary "s00068" %58, %60 {kind = #net<binary mul>} : tensor<128x112x112x40xf32>, tensor<128x1x1x40xf32> -> tensor<128x112x112x40xf32>
  %62 = net.input "s00069/in" : tensor<128x56x56x192xf32>
  %63 = net.elementwise "s00069/feed" %62 {kind = #net<elementwise sum>} : tensor<128x56x56x192xf32> -> tensor<128x56x56x192xf32>
  %64 = net.binary "s00069" %63 {constant_shape = array<i64: 1, 1, 1, 192>, kind = #net<binary mul>} : tensor<128x56x56x192xf32> -> tensor<128x56x56x192xf32>
  %65 = net.input "s00073/in" : tensor<128x10x10x200xf32>
  %66 = net.elementwise "s00073/feed" %65 {kind = #net<elementwise sum>} : tensor<128x10x10x200xf32> -> tensor<128x10x10x200xf32>
  %67 = net.input "s00073/s/in" : tensor<128x1x1x200xf32>
  %68 = net.elementwise "s00073/s/feed" %67 {kind = #net<elementwise sum>} : tensor<128x1x1x200xf32> -> tensor<128x1x1x200xf32>
  %69 = net.binary "s00073" %66, %68 {kind = #net<binary add>} : tensor<128x10x10x200xf32>, tensor<128x1x1x200xf32> -> tensor<128x10x10x200xf32>
  %70 = net.input "s00074/in" : tensor<128x28x28x72xf32>
  %71 = net.elementwise "s00074/feed" %70 {kind = #net<elementwise sum>} : tensor<128x28x28x72xf32> -> tensor<128x28x28x72xf32>
  %72 = net.input "s00074/s/in" : tensor<128x1x1x72xf32>
  %73 = net.elementwise "s00074/s/feed" %72 {kind = #net<elementwise sum>} : tensor<128x1x1x72xf32> -> tensor<128x1x1x72xf32>
  %74 = net.binary "s00074" %71, %73 {kind = #net<binary mul>} : tensor<128x28x28x72xf32>, tensor<128x1x1x72xf32> -> tensor<128x28x28x72xf32>
  %75 = net.input "s00076/in" : tensor<128x28x28x96xf32>
  %76 = net.elementwise "s00076/feed" %75 {kind = #net<elementwise sum>} : tensor<128x28x28x96xf32> -> tensor<128x28x28x96xf32>
  %77 = net.input "s00076/s/in" : tensor<128x1x1x96xf32>
  %78 = net.elementwise "s00076/s/feed" %77 {kind = #net<elementwise sum>} : tensor<128x1x1x96xf32> -> tensor<128x1x1x96xf32>
  %79 = net.binary "s00076" %76, %78 {kind = #net<binary mul>} : tensor<128x28x28x96xf32>, tensor<128x1x1x96xf32> -> tensor<128x28x28x96xf32>
  %80 = net.input "s00078/in" : tensor<128x19x19x192xf32>
  %81 = net.elementwise "s00078/feed" %80 {kind = #net<elementwise sum>} : tensor<128x19x19x192xf32> -> tensor<128x19x19x192xf32>
  %82 = net.binary "s00078" %81 {constant_shape = array<i64: 1, 1, 1, 192>, kind = #net<binary mul>} : tensor<128x19x19x192xf32> -> tensor<128x19x19x192xf32>
  %83 = net.input "s00086/in" : tensor<128x10x10x576xf32>
  %84 = net.elementwise "s00086/feed" %83 {kind = #net<elementwise sum>} : tensor<128x10x10x576xf32> -> tensor<128x10x10x576xf32>
  %85 = net.input "s00086/s/in" : tensor<128x1x1x576xf32>
  %86 = net.elementwise "s00086/s/feed" %85 {kind = #net<elementwise sum>} : tensor<128x1x1x576xf32> -> tensor<128x1x1x576xf32>
  %87 = net.binary "s00086" %84, %86 {kind = #net<binary mul>} : tensor<128x10x10x576xf32>, tensor<128x1x1x576xf32> -> tensor<128x10x10x576xf32>
  %88 = net.input "s00088/in" : tensor<128x14x14x256xf32>
  %89 = net.elementwise "s00088/feed" %88 {kind = #net<elementwise sum>} : tensor<128x14x14x256xf32> -> tensor<128x14x14x256xf32>
  %90 = net.input "s00088/s/in" : tensor<128x1x1x256xf32>
  %91 = net.elementwise "s00088/s/feed" %90 {kind = #net<elementwise sum>} : tensor<128x1x1x256xf32> -> tensor<128x1x1x256xf32>
  %92 = net.binary "s00088" %89, %91 {kind = #net<binary mul>} : tensor<128x14x14x256xf32>, tensor<128x1x1x256xf32> -> tensor<128x14x14x256xf32>
  %93 = net.input "s00094/in" : tensor<128x10x10x120xf32>
  %94 = net.elementwise "s00094/feed" %93 {kind = #net<elementwise sum>} : tensor<128x10x10x120xf32> -> tensor<128x10x10x120xf32>
  %95 = net.binary "s00094" %94 {constant_shape = array<i64: 1, 1, 1, 120>, kind = #net<binary mul>} : tensor<128x10x10x120xf32> -> tensor<128x10x10x120xf32>
  %96 = net.input "s00095/in" : tensor<128x38x38x16xf32>
  %97 = net.elementwise "s00095/feed" %96 {kind = #net<elementwise sum>} : tensor<128x38x38x16xf32> -> tensor<128x38x38x16xf32>
  %98 = net.input "s00095/s/in" : tensor<128x1x1x16xf32>
  %99 = net.elementwise "s00095/s/feed" %98 {kind = #net<elementwise sum>} : tensor<128x1x1x16xf32> -> tensor<128x1x1x16xf32>
  %100 = net.binary "s00095" %97, %99 {kind = #net<binary mul>} : tensor<128x38x38x16xf32>, tensor<128x1x1x16xf32> -> tensor<128x38x38x16xf32>
  %101 = net.input "s00099/in" : tensor<128x7x7x512xf32>
  %102 = net.elementwise "s00099/feed" %101 {kind = #net<elementwise sum>} : tensor<128x7x7x512xf32> -> tensor<128x7x7x512xf32>
  %103 = net.input "s00099/s/in" : tensor<128x1x1x512xf32>
  %104 = net.elementwise "s00099/s/feed" %103 {kind = #net<elementwise sum>} : tensor<128x1x1x512xf32> -> tensor<128x1x1x512xf32>
  %105 = net.binary "s00099" %102, %104 {kind = #net<binary mul>} : tensor<128x7x7x512xf32>, tensor<128x1x1x512xf32> -> tensor<128x7x7x512xf32>
  %106 = net.input "s00108/in" : tensor<128x56x56x120xf32>
  %107 = net.elementwise "s00108/feed" %106 {kind = #net<elementwise sum>} : tensor<128x56x56x120xf32> -> tensor<128x56x56x120xf32>
  %108 = net.input "s00108/s/in" : tensor<128x1x1x120xf32>
  %109 = net.elementwise "s00108/s/feed" %108 {kind = #net<elementwise sum>} : tensor<128x1x1x120xf32> -> tensor<128x1x1x120xf32>
  %110 = net.binary "s00108" %107, %109 {kind = #net<binary mul>} : tensor<128x56x56x120xf32>, tensor<128x1x1x120xf32> -> tensor<128x56x56x120xf32>
}
