net.network "chunk-b064-00" {
  %0 = net.input "s00008/in" : tensor<64x13x13x576xf32>
  %1 = net.elementwise "s00008/feed" %0 {kind = #net<elementwise sum>} : tensor<64x13x13x576xf32> -> tensor<64x13x13x576xf32>
  %2 = net.binary "s00008" %1 {constant_shape = array<i64: 1, 1, 1, 576>, kind = #net<binary mul>} : tensor<64x13x13x576xf32> -> tensor<64x13x13x576xf32>
  %3 = net.input "s00019/in" : tensor<64x28x28x480xf32>
  %4 = net.elementwise "s00019/feed" %3 {kind = #net<elementwise sum>} : tensor<64x28x28x480xf32> -> tensor<64x28x28x480xf32>
  %5 = net.input "s00019/s/in" : tensor<64x1x1x480xf32>
  %6 = net.elementwise "s00019/s/feed" %5 {kind = #net<elementwise sum>} : tensor<64x1x1x480xf32> -> tensor<64x1x1x480xf32>
  %7 = net.binary "s00019" %4, %6 {kind = #net<binary mul>} : tensor<64x28x28x480xf32>, tensor<64x1x1x480xf32> -> tensor<64x28x28x480xf32>
  %8 = net.input "s00027/in" : tensor<64x17x17x32xf32>
  %9 = net.elementwise "s00027/feed" %8 {kind = #net<elementwise sum>} : tensor<64x17x17x32xf32> -> tensor<64x17x17x32xf32>
  %10 = net.input "s00027/s/in" : tensor<64x1x1x32xf32>
  %11 = net.elementwise "s00027/s/feed" %10 {kind = #net<elementwise sum>} : tensor<64x1x1x32xf32> -> tensor<64x1x1x32xf32>
  %12 = net.binary "s00027" %9, %11 {kind = #net<binary mul>} : tensor<64x17x17x32xf32>, tensor<64x1x1x32xf32> -> tensor<64x17x17x32xf32>
  %13 = net.input "s00035/in" : tensor<64x56x56x200xf32>
  %14 = net.elementwise "s00035/feed" %13 {kind = #net<elementwise sum>} : tensor<64x56x56x200xf32> -> tensor<64x56x56x200xf32>
  %15 = net.input "s00035/s/in" : tensor<64x1x1x200xf32>
  %16 = net.elementwise "s00035/s/feed" %15 {kind = #net<elementwise sum>} : tensor<64x1x1x200xf32> -> tensor<64x1x1x200xf32>
  %17 = net.binary "s00035" %14, %16 {kind = #net<binary mul>} : tensor<64x56x56x200xf32>, tensor<64x1x1x200xf32> -> tensor<64x56x56x200xf32>
  %18 = net.input "s00037/in" : tensor<64x17x17x512xf32>
  %19 = net.elementwise "s00037/feed" %18 {kind = #net<elementwise sum>} : tensor<64x17x17x512xf32> -> tensor<64x17x17x512xf32>
  %20 = net.input "s00037/s/in" : tensor<64x1x1x512xf32>
  %21 = net.elementwise "s00037/s/feed" %20 {kind = #net<elementwise sum>} : tensor<64x1x1x512xf32> -> tensor<64x1x1x512xf32>
  %22 = net.binary "s00037" %19, %21 {kind = #net<binary mul>} : tensor<64x17x17x512xf32>, tensor<64x1x1x512xf32> -> tensor<64x17x17x512xf32>
  %23 = net.input "s00039/in" : tensor<64x56x56x192xf32>
  %24 = net.elementwise "s00039/feed" %23 {kind = #net<elementwise sum>} : tensor<64x56x56x192xf32> -> tensor<64x56x56x192xf32>
  %25 = net.input "s00039/s/in" : tensor<64x1x1x192xf32>
  %26 = net.elementwise "s00039/s/feed" %25 {kind = #net<elementwise sum>} : tensor<64x1x1x192xf32> -> tensor<64x1x1x192xf32>
  %27 = net.binary "s00039" %24, %26 {kind = #net<binary mul>} : tensor<64x56x56x192xf32>, tensor<64x1x1x192xf32> -> tensor<64x56x56x192xf32>
  %28 = net.input "s00040/in" : tensor<64x7x7x32xf32>
  %29 = net.elementwise "s00040/feed" %28 {kind = #net<elementwise sum>} : tensor<64x7x7x32xf32> -> tensor<64x7x7x32xf32>
  %30 = net.input "s00040/s/in" : tensor<64x1x1x32xf32>
  %31 = net.elementwise "s00040/s/feed" %30 {kind = #net<elementwise sum>} : tensor<64x1x1x32xf32> -> tensor<64x1x1x32xf32>
  %32 = net.binary "s00040" %29, %31 {kind = #net<binary mul>} : tensor<64x7x7x32xf32>, tensor<64x1x1x32xf32> -> tensor<64x7x7x32xf32>
  %33 = net.input "s00047/in" : tensor<64x112x112x48xf32>
  %34 = net.elementwise "s00047/feed" %33 {kind = #net<elementwise sum>} : tensor<64x112x112x48xf32> -> tensor<64x112x112x48xf32>
  %35 = net.binary "s00047" %34 {constant_shape = array<i64: 1, 1, 1, 48>, kind = #net<binary mul>} : tensor<64x112x112x48xf32> -> tensor<64x112x112x48xf32>
  %36 = net.input "s00048/in" : tensor<64x28x28x256xf32>
  %37 = net.elementwise "s00048/feed" %36 {kind = #net<elementwise sum>} : tensor<64x28x28x256xf32> -> tensor<64x28x28x256xf32>
  %38 = net.input "s00048/s/in" : tensor<64x1x1x256xf32>
  %39 = net.elementwise "s00048/s/feed" %38 {kind = #net<elementwise sum>} : tensor<64x1x1x256xf32> -> tensor<64x1x1x256xf32>
  %40 = net.binary "s00048" %37, %39 {kind = #net<binary mul>} : tensor<64x28x28x256xf32>, tensor<64x1x1x256xf32> -> tensor<64x28x28x256xf32>
  %41 = net.input "s00052/in" : tensor<64x112x112x40xf32>
  %42 = net.elementwise "s00052/feed" %41 {kind = #net<elementwise sum>} : tensor<64x112x112x40xf32> -> tensor<64x112x112x40xf32>
  %43 = net.binary "s00052" %42 {constant_shape = array<i64: 1, 1, 1, 40>, kind = #net<binary mul>} : tensor<64x112x112x40xf32> -> tensor<64x112x112x40xf32>
  %44 = net.input "s00063/in" : tensor<64x10x10x24xf32>
  %45 = net.elementwise "s00063/feed" %44 {kind = #net<elementwise sum>} : tensor<64x10x10x24xf32> -> tensor<64x10x10x24xf32>
  %46 = net.input "s00063/s/in" : tensor<64x1x1x24xf32>
  %47 = net.elementwise "s00063/s/feed" %46 {kind = #net<elementwise sum>} : tensor<64x1x1x24xf32> -> tensor<64x1x1x24xf32>
  %48 = net.binary "s00063" %45, %47 {kind = #net<binary mul>} : tensor<64x10x10x24xf32>, tensor<64x1x1x24xf32> -> tensor<64x10x10x24xf32>
  %49 = net.input "s00065/in" : tensor<64x7x7x256xf32>
  %50 = net.elementwise "s00065/feed" %49 {kind = #net<elementwise sum>} : tensor<64x7x7x256xf32> -> tensor<64x7x7x256xf32>
  %51 = net.input "s00065/s/in" : tensor<64x1x1x256xf32>
  %52 = net.elementwise "s00065/s/feed" %51 {kind = #net<elementwise sum>} : tensor<64x1x1x256xf32> -> tensor<64x1x1x256xf32>
  %53 = net.binary "s00065" %50, %52 {kind = #net<binary mul>} : tensor<64x7x7x256xf32>, tensor<64x1x1x256xf32> -> tensor<64x7x7x256xf32>
  %54 = net.input "s00066/in" : tensor<64x28x28x1152xf32>
  %55 = net.elementwise "s00066/feed" %54 {kind = #net<elementwise sum>} : tensor<64x28x28x1152xf32> -> tensor<64x28x28x1152xf32>
  %56 = net.binary "s00066" %55 {constant_shape = array<i64: 1, 1, 1, 1152>, kind = #net<binary mul>} : tensor<64x28x28x1152xf32> -> tensor<64x28x28x1152xf32>
  %57 = net.input "s00070/in" : tensor<64x7x7x40xf32>
  %58 = net.elementwise "s00070/feed" %57 {kind = #net<elementwise sum>} : tensor<64x7x7x40xf32> -> tensor<64x7x7x40xf32>
  %59 = net.input "s00070/s/in" : tensor<64x1x1x40xf32>
  %60 = net.elementwise "s00070/s/feed" %59 {kind = #net<elementwise sum>} : tensor<64x1x1x40xf32> -> tensor<64x1x1x40xf32>
  %61 = net.binary "s00070" %58, %60 {kind = #net<binary mul>} : tensor<64x7x7x40xf32>, tensor<64x1x1x40xf32> -> tensor<64x7x7x40xf32>
  %62 = net.input "s00079/in" : tensor<64x14x14x480xf32>
  %63 = net.elementwise "s00079/feed" %62 {kind = #net<elementwise sum>} : tensor<64x14x14x480xf32> -> tensor<64x14x14x480xf32>
  %64 = net.input "s00079/s/in" : tensor<64x1x1x480xf32>
  %65 = net.elementwise "s00079/s/feed" %64 {kind = #net<elementwise sum>} : tensor<64x1x1x480xf32> -> tensor<64x1x1x480xf32>
  %66 = net.binary "s00079" %63, %65 {kind = #net<binary add>} : tensor<64x14x14x480xf32>, tensor<64x1x1x480xf32> -> tensor<64x14x14x480xf32>
  %67 = net.input "s00082/in" : tensor<64x14x14x672xf32>
  %68 = net.elementwise "s00082/feed" %67 {kind = #net<elementwise sum>} : tensor<64x14x14x672xf32> -> tensor<64x14x14x672xf32>
  %69 = net.input "s00082/s/in" : tensor<64x1x1x672xf32>
  %70 = net.elementwise "s00082/s/feed" %69 {kind = #net<elementwise sum>} : tensor<64x1x1x672xf32> -> tensor<64x1x1x672xf32>
  %71 = net.binary "s00082" %68, %70 {kind = #net<binary mul>} : tensor<64x14x14x672xf32>, tensor<64x1x1x672xf32> -> tensor<64x14x14x672xf32>
  %72 = net.input "s00083/in" : tensor<64x56x56x512xf32>
  %73 = net.elementwise "s00083/feed" %72 {kind = #net<elementwise sum>} : tensor<64x56x56x512xf32> -> tensor<64x56x56x512xf32>
  %74 = net.binary "s00083" %73 {constant_shape = array<i64: 1, 1, 1, 512>, kind = #net<binary mul>} : tensor<64x56x56x512xf32> -> tensor<64x56x56x512xf32>
  %75 = net.input "s00085/in" : tensor<64x17x17x576xf32>
  %76 = net.elementwise "s00085/feed" %75 {kind = #net<elementwise sum>} : tensor<64x17x17x576xf32> -> tensor<64x17x17x576xf32>
  %77 = net.input "s00085/s/in" : tensor<64x1x1x576xf32>
  %78 = net.elementwise "s00085/s/feed" %77 {kind = #net<elementwise sum>} : tensor<64x1x1x576xf32> -> tensor<64x1x1x576xf32>
  %79 = net.binary "s00085" %76, %78 {kind = #net<binary mul>} : tensor<64x17x17x576xf32>, tensor<64x1x1x576xf32> -> tensor<64x17x17x576xf32>
  %80 = net.input "s00096/in" : tensor<64x14x14x120xf32>
  %81 = net.elementwise "s00096/feed" %80 {kind = #net<elementwise sum>} : tensor<64x14x14x120xf32> -> tensor<64x14x14x120xf32>
  %82 = net.input "s00096/s/in" : tensor<64x1x1x120xf32>
  %83 = net.elementwise "s00096/s/feed" %82 {kind = #net<elementwise sum>} : tensor<64x1x1x120xf32> -> tensor<64x1x1x120xf32>
  %84 = net.binary "s00096" %81, %83 {kind = #net<binary add>} : tensor<64x14x14x120xf32>, tensor<64x1x1x120xf32> -> tensor<64x14x14x120xf32>
  %85 = net.input "s00100/in" : tensor<64x7x7x2048xf32>
  %86 = net.elementwise "s00100/feed" %85 {kind = #net<elementwise sum>} : tensor<64x7x7x2048xf32> -> tensor<64x7x7x2048xf32>
  %87 = net.input "s00100/s/in" : tensor<64x1x1x2048xf32>
  %88 = net.elementwise "s00100/s/feed" %87 {kind = #net<elementwise sum>} : tensor<64x1x1x2048xf32> -> tensor<64x1x1x2048xf32>
  %89 = net.binary "s00100" %86, %88 {kind = #net<binary mul>} : tensor<64x7x7x2048xf32>, tensor<64x1x1x2048xf32> -> tensor<64x7x7x2048xf32>
  %90 = net.input "s00106/in" : tensor<64x10x10x16xf32>
  %91 = net.elementwise "s00106/feed" %90 {kind = #net<elementwise sum>} : tensor<64x10x10x16xf32> -> tensor<64x10x10x16xf32>
  %92 = net.input "s00106/s/in" : tensor<64x1x1x16xf32>
  %93 = net.elementwise "s00106/s/feed" %92 {kind = #net<elementwise sum>} : tensor<64x1x1x16xf32> -> tensor<64x1x1x16xf32>
  %94 = net.binary "s00106" %91, %93 {kind = #net<binary add>} : tensor<64x10x10x16xf32>, tensor<64x1x1x16xf32> -> tensor<64x10x10x16xf32>
  %95 = net.input "s00111/in" : tensor<64x13x13x32xf32>
  %96 = net.elementwise "s00111/feed" %95 {kind = #net<elementwise sum>} : tensor<64x13x13x32xf32> -> tensor<64x13x13x32xf32>
  %97 = net.input "s00111/s/in" : tensor<64x1x1x32xf32>
  %98 = net.elementwise "s00111/s/feed" %97 {kind = #net<elementwise sum>} : tensor<64x1x1x32xf32> -> tensor<64x1x1x32xf32>
  %99 = net.binary "s00111" %96, %98 {kind = #net<binary mul>} : tensor<64x13x13x32xf32>, tensor<64x1x1x32xf32> -> tensor<64x13x13x32xf32>
  %100 = net.input "s00115/in" : tensor<64x17x17x384xf32>
  %101 = net.elementwise "s00115/feed" %100 {kind = #net<elementwise sum>} : tensor<64x17x17x384xf32> -> tensor<64x17x17x384xf32>
  %102 = net.binary "s00115" %101 {constant_shape = array<i64: 1, 1, 1, 384>, kind = #net<binary mul>} : tensor<64x17x17x384xf32> -> tensor<64x17x17x384xf32>
  %103 = net.input "s00125/in" : tensor<64x14x14x256xf32>
  %104 = net.elementwise "s00125/feed" %103 {kind = #net<elementwise sum>} : tensor<64x14x14x256xf32> -> tensor<64x14x14x256xf32>
  %105 = net.input "s00125/s/in" : tensor<64x1x1x256xf32>
  %106 = net.elementwise "s00125/s/feed" %105 {kind = #net<elementwise sum>} : tensor<64x1x1x256xf32> -> tensor<64x1x1x256xf32>
  %107 = net.binary "s00125" %104, %106 {kind = #net<binary add>} : tensor<64x14x14x256xf32>, tensor<64x1x1x256xf32> -> tensor<64x14x14x256xf32>
  %108 = net.input "s00126/in" : tensor<64x56x56x256xf32>
  %109 = net.elementwise "s00126/feed" %108 {kind = #net<elementwise sum>} : tensor<64x56x56x256xf32> -> tensor<64x56x56x256xf32>
  %110 = net.input "s00126/s/in" : tensor<64x1x1x256xf32>
  %111 = net.elementwise "s00126/s/feed" %110 {kind = #net<elementwise sum>} : tensor<64x1x1x256xf32> -> tensor<64x1x1x256xf32>
  %112 = net.binary "s00126" %109, %111 {kind = #net<binary mul>} : tensor<64x56x56x256xf32>, tensor<64x1x1x256xf32> -> tensor<64x56x56x256xf32>
}
