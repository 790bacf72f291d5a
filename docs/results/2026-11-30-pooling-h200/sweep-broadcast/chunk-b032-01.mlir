net.network "chunk-b032-01" {
  %0 = net.input "s00077/in" : tensor<32x112x112x288xf32>
  %1 = net.elementwise "s00077/feed" %0 {kind = #net<elementwise sum>} : tensor<32x112x112x288xf32> -> tensor<32x112x112x288xf32>
  %2 = net.input "s00077/s/in" : tensor<32x1x1x288xf32>
  %3 = net.elementwise "s00077/s/feed" %2 {kind = #net<elementwise sum>} : tensor<32x1x1x288xf32> -> tensor<32x1x1x288xf32>
  %4 = net.binary "s00077" %1, %3 {kind = #net<binary add>} : tensor<32x112x112x288xf32>, tensor<32x1x1x288xf32> -> tensor<32x112x112x288xf32>
  %5 = net.input "s00081/in" : tensor<32x28x28x24xf32>
  %6 = net.elementwise "s00081/feed" %5 {kind = #net<elementwise sum>} : tensor<32x28x28x24xf32> -> tensor<32x28x28x24xf32>
  %7 = net.input "s00081/s/in" : tensor<32x1x1x24xf32>
  %8 = net.elementwise "s00081/s/feed" %7 {kind = #net<elementwise sum>} : tensor<32x1x1x24xf32> -> tensor<32x1x1x24xf32>
  %9 = net.binary "s00081" %6, %8 {kind = #net<binary mul>} : tensor<32x28x28x24xf32>, tensor<32x1x1x24xf32> -> tensor<32x28x28x24xf32>
  %10 = net.input "s00084/in" : tensor<32x112x112x240xf32>
  %11 = net.elementwise "s00084/feed" %10 {kind = #net<elementwise sum>} : tensor<32x112x112x240xf32> -> tensor<32x112x112x240xf32>
  %12 = net.input "s00084/s/in" : tensor<32x1x1x240xf32>
  %13 = net.elementwise "s00084/s/feed" %12 {kind = #net<elementwise sum>} : tensor<32x1x1x240xf32> -> tensor<32x1x1x240xf32>
  %14 = net.binary "s00084" %11, %13 {kind = #net<binary add>} : tensor<32x112x112x240xf32>, tensor<32x1x1x240xf32> -> tensor<32x112x112x240xf32>
  %15 = net.input "s00087/in" : tensor<32x14x14x256xf32>
  %16 = net.elementwise "s00087/feed" %15 {kind = #net<elementwise sum>} : tensor<32x14x14x256xf32> -> tensor<32x14x14x256xf32>
  %17 = net.input "s00087/s/in" : tensor<32x1x1x256xf32>
  %18 = net.elementwise "s00087/s/feed" %17 {kind = #net<elementwise sum>} : tensor<32x1x1x256xf32> -> tensor<32x1x1x256xf32>
  %19 = net.binary "s00087" %16, %18 {kind = #net<binary mul>} : tensor<32x14x14x256xf32>, tensor<32x1x1x256xf32> -> tensor<32x14x14x256xf32>
  %20 = net.input "s00092/in" : tensor<32x56x56x1152xf32>
  %21 = net.elementwise "s00092/feed" %20 {kind = #net<elementwise sum>} : tensor<32x56x56x1152xf32> -> tensor<32x56x56x1152xf32>
  %22 = net.binary "s00092" %21 {constant_shape = array<i64: 1, 1, 1, 1152>, kind = #net<binary mul>} : tensor<32x56x56x1152xf32> -> tensor<32x56x56x1152xf32>
  %23 = net.input "s00098/in" : tensor<32x7x7x64xf32>
  %24 = net.elementwise "s00098/feed" %23 {kind = #net<elementwise sum>} : tensor<32x7x7x64xf32> -> tensor<32x7x7x64xf32>
  %25 = net.input "s00098/s/in" : tensor<32x1x1x64xf32>
  %26 = net.elementwise "s00098/s/feed" %25 {kind = #net<elementwise sum>} : tensor<32x1x1x64xf32> -> tensor<32x1x1x64xf32>
  %27 = net.binary "s00098" %24, %26 {kind = #net<binary mul>} : tensor<32x7x7x64xf32>, tensor<32x1x1x64xf32> -> tensor<32x7x7x64xf32>
  %28 = net.input "s00105/in" : tensor<32x10x10x512xf32>
  %29 = net.elementwise "s00105/feed" %28 {kind = #net<elementwise sum>} : tensor<32x10x10x512xf32> -> tensor<32x10x10x512xf32>
  %30 = net.input "s00105/s/in" : tensor<32x1x1x512xf32>
  %31 = net.elementwise "s00105/s/feed" %30 {kind = #net<elementwise sum>} : tensor<32x1x1x512xf32> -> tensor<32x1x1x512xf32>
  %32 = net.binary "s00105" %29, %31 {kind = #net<binary mul>} : tensor<32x10x10x512xf32>, tensor<32x1x1x512xf32> -> tensor<32x10x10x512xf32>
  %33 = net.input "s00122/in" : tensor<32x35x35x384xf32>
  %34 = net.elementwise "s00122/feed" %33 {kind = #net<elementwise sum>} : tensor<32x35x35x384xf32> -> tensor<32x35x35x384xf32>
  %35 = net.input "s00122/s/in" : tensor<32x1x1x384xf32>
  %36 = net.elementwise "s00122/s/feed" %35 {kind = #net<elementwise sum>} : tensor<32x1x1x384xf32> -> tensor<32x1x1x384xf32>
  %37 = net.binary "s00122" %34, %36 {kind = #net<binary mul>} : tensor<32x35x35x384xf32>, tensor<32x1x1x384xf32> -> tensor<32x35x35x384xf32>
  %38 = net.input "s00123/in" : tensor<32x27x27x768xf32>
  %39 = net.elementwise "s00123/feed" %38 {kind = #net<elementwise sum>} : tensor<32x27x27x768xf32> -> tensor<32x27x27x768xf32>
  %40 = net.input "s00123/s/in" : tensor<32x1x1x768xf32>
  %41 = net.elementwise "s00123/s/feed" %40 {kind = #net<elementwise sum>} : tensor<32x1x1x768xf32> -> tensor<32x1x1x768xf32>
  %42 = net.binary "s00123" %39, %41 {kind = #net<binary mul>} : tensor<32x27x27x768xf32>, tensor<32x1x1x768xf32> -> tensor<32x27x27x768xf32>
  %43 = net.input "s00128/in" : tensor<32x7x7x96xf32>
  %44 = net.elementwise "s00128/feed" %43 {kind = #net<elementwise sum>} : tensor<32x7x7x96xf32> -> tensor<32x7x7x96xf32>
  %45 = net.input "s00128/s/in" : tensor<32x1x1x96xf32>
  %46 = net.elementwise "s00128/s/feed" %45 {kind = #net<elementwise sum>} : tensor<32x1x1x96xf32> -> tensor<32x1x1x96xf32>
  %47 = net.binary "s00128" %44, %46 {kind = #net<binary mul>} : tensor<32x7x7x96xf32>, tensor<32x1x1x96xf32> -> tensor<32x7x7x96xf32>
  %48 = net.input "s00129/in" : tensor<32x224x224x16xf32>
  %49 = net.elementwise "s00129/feed" %48 {kind = #net<elementwise sum>} : tensor<32x224x224x16xf32> -> tensor<32x224x224x16xf32>
  %50 = net.input "s00129/s/in" : tensor<32x1x1x16xf32>
  %51 = net.elementwise "s00129/s/feed" %50 {kind = #net<elementwise sum>} : tensor<32x1x1x16xf32> -> tensor<32x1x1x16xf32>
  %52 = net.binary "s00129" %49, %51 {kind = #net<binary mul>} : tensor<32x224x224x16xf32>, tensor<32x1x1x16xf32> -> tensor<32x224x224x16xf32>
  %53 = net.input "s00132/in" : tensor<32x17x17x1024xf32>
  %54 = net.elementwise "s00132/feed" %53 {kind = #net<elementwise sum>} : tensor<32x17x17x1024xf32> -> tensor<32x17x17x1024xf32>
  %55 = net.input "s00132/s/in" : tensor<32x1x1x1024xf32>
  %56 = net.elementwise "s00132/s/feed" %55 {kind = #net<elementwise sum>} : tensor<32x1x1x1024xf32> -> tensor<32x1x1x1024xf32>
  %57 = net.binary "s00132" %54, %56 {kind = #net<binary add>} : tensor<32x17x17x1024xf32>, tensor<32x1x1x1024xf32> -> tensor<32x17x17x1024xf32>
  %58 = net.input "s00133/in" : tensor<32x28x28x120xf32>
  %59 = net.elementwise "s00133/feed" %58 {kind = #net<elementwise sum>} : tensor<32x28x28x120xf32> -> tensor<32x28x28x120xf32>
  %60 = net.input "s00133/s/in" : tensor<32x1x1x120xf32>
  %61 = net.elementwise "s00133/s/feed" %60 {kind = #net<elementwise sum>} : tensor<32x1x1x120xf32> -> tensor<32x1x1x120xf32>
  %62 = net.binary "s00133" %59, %61 {kind = #net<binary mul>} : tensor<32x28x28x120xf32>, tensor<32x1x1x120xf32> -> tensor<32x28x28x120xf32>
  %63 = net.input "s00137/in" : tensor<32x56x56x240xf32>
  %64 = net.elementwise "s00137/feed" %63 {kind = #net<elementwise sum>} : tensor<32x56x56x240xf32> -> tensor<32x56x56x240xf32>
  %65 = net.input "s00137/s/in" : tensor<32x1x1x240xf32>
  %66 = net.elementwise "s00137/s/feed" %65 {kind = #net<elementwise sum>} : tensor<32x1x1x240xf32> -> tensor<32x1x1x240xf32>
  %67 = net.binary "s00137" %64, %66 {kind = #net<binary add>} : tensor<32x56x56x240xf32>, tensor<32x1x1x240xf32> -> tensor<32x56x56x240xf32>
  %68 = net.input "s00144/in" : tensor<32x19x19x288xf32>
  %69 = net.elementwise "s00144/feed" %68 {kind = #net<elementwise sum>} : tensor<32x19x19x288xf32> -> tensor<32x19x19x288xf32>
  %70 = net.input "s00144/s/in" : tensor<32x1x1x288xf32>
  %71 = net.elementwise "s00144/s/feed" %70 {kind = #net<elementwise sum>} : tensor<32x1x1x288xf32> -> tensor<32x1x1x288xf32>
  %72 = net.binary "s00144" %69, %71 {kind = #net<binary add>} : tensor<32x19x19x288xf32>, tensor<32x1x1x288xf32> -> tensor<32x19x19x288xf32>
  %73 = net.input "s00145/in" : tensor<32x19x19x256xf32>
  %74 = net.elementwise "s00145/feed" %73 {kind = #net<elementwise sum>} : tensor<32x19x19x256xf32> -> tensor<32x19x19x256xf32>
  %75 = net.input "s00145/s/in" : tensor<32x1x1x256xf32>
  %76 = net.elementwise "s00145/s/feed" %75 {kind = #net<elementwise sum>} : tensor<32x1x1x256xf32> -> tensor<32x1x1x256xf32>
  %77 = net.binary "s00145" %74, %76 {kind = #net<binary add>} : tensor<32x19x19x256xf32>, tensor<32x1x1x256xf32> -> tensor<32x19x19x256xf32>
  %78 = net.input "s00152/in" : tensor<32x28x28x16xf32>
  %79 = net.elementwise "s00152/feed" %78 {kind = #net<elementwise sum>} : tensor<32x28x28x16xf32> -> tensor<32x28x28x16xf32>
  %80 = net.input "s00152/s/in" : tensor<32x1x1x16xf32>
  %81 = net.elementwise "s00152/s/feed" %80 {kind = #net<elementwise sum>} : tensor<32x1x1x16xf32> -> tensor<32x1x1x16xf32>
  %82 = net.binary "s00152" %79, %81 {kind = #net<binary mul>} : tensor<32x28x28x16xf32>, tensor<32x1x1x16xf32> -> tensor<32x28x28x16xf32>
  %83 = net.input "s00161/in" : tensor<32x13x13x32xf32>
  %84 = net.elementwise "s00161/feed" %83 {kind = #net<elementwise sum>} : tensor<32x13x13x32xf32> -> tensor<32x13x13x32xf32>
  %85 = net.input "s00161/s/in" : tensor<32x1x1x32xf32>
  %86 = net.elementwise "s00161/s/feed" %85 {kind = #net<elementwise sum>} : tensor<32x1x1x32xf32> -> tensor<32x1x1x32xf32>
  %87 = net.binary "s00161" %84, %86 {kind = #net<binary add>} : tensor<32x13x13x32xf32>, tensor<32x1x1x32xf32> -> tensor<32x13x13x32xf32>
  %88 = net.input "s00162/in" : tensor<32x28x28x96xf32>
  %89 = net.elementwise "s00162/feed" %88 {kind = #net<elementwise sum>} : tensor<32x28x28x96xf32> -> tensor<32x28x28x96xf32>
  %90 = net.input "s00162/s/in" : tensor<32x1x1x96xf32>
  %91 = net.elementwise "s00162/s/feed" %90 {kind = #net<elementwise sum>} : tensor<32x1x1x96xf32> -> tensor<32x1x1x96xf32>
  %92 = net.binary "s00162" %89, %91 {kind = #net<binary mul>} : tensor<32x28x28x96xf32>, tensor<32x1x1x96xf32> -> tensor<32x28x28x96xf32>
  %93 = net.input "s00170/in" : tensor<32x112x112x48xf32>
  %94 = net.elementwise "s00170/feed" %93 {kind = #net<elementwise sum>} : tensor<32x112x112x48xf32> -> tensor<32x112x112x48xf32>
  %95 = net.input "s00170/s/in" : tensor<32x1x1x48xf32>
  %96 = net.elementwise "s00170/s/feed" %95 {kind = #net<elementwise sum>} : tensor<32x1x1x48xf32> -> tensor<32x1x1x48xf32>
  %97 = net.binary "s00170" %94, %96 {kind = #net<binary mul>} : tensor<32x112x112x48xf32>, tensor<32x1x1x48xf32> -> tensor<32x112x112x48xf32>
  %98 = net.input "s00173/in" : tensor<32x112x112x64xf32>
  %99 = net.elementwise "s00173/feed" %98 {kind = #net<elementwise sum>} : tensor<32x112x112x64xf32> -> tensor<32x112x112x64xf32>
  %100 = net.input "s00173/s/in" : tensor<32x1x1x64xf32>
  %101 = net.elementwise "s00173/s/feed" %100 {kind = #net<elementwise sum>} : tensor<32x1x1x64xf32> -> tensor<32x1x1x64xf32>
  %102 = net.binary "s00173" %99, %101 {kind = #net<binary mul>} : tensor<32x112x112x64xf32>, tensor<32x1x1x64xf32> -> tensor<32x112x112x64xf32>
  %103 = net.input "s00176/in" : tensor<32x112x112x32xf32>
  %104 = net.elementwise "s00176/feed" %103 {kind = #net<elementwise sum>} : tensor<32x112x112x32xf32> -> tensor<32x112x112x32xf32>
  %105 = net.input "s00176/s/in" : tensor<32x1x1x32xf32>
  %106 = net.elementwise "s00176/s/feed" %105 {kind = #net<elementwise sum>} : tensor<32x1x1x32xf32> -> tensor<32x1x1x32xf32>
  %107 = net.binary "s00176" %104, %106 {kind = #net<binary mul>} : tensor<32x112x112x32xf32>, tensor<32x1x1x32xf32> -> tensor<32x112x112x32xf32>
  %108 = net.input "s00182/in" : tensor<32x13x13x256xf32>
  %109 = net.elementwise "s00182/feed" %108 {kind = #net<elementwise sum>} : tensor<32x13x13x256xf32> -> tensor<32x13x13x256xf32>
  %110 = net.input "s00182/s/in" : tensor<32x1x1x256xf32>
  %111 = net.elementwise "s00182/s/feed" %110 {kind = #net<elementwise sum>} : tensor<32x1x1x256xf32> -> tensor<32x1x1x256xf32>
  %112 = net.binary "s00182" %109, %111 {kind = #net<binary mul>} : tensor<32x13x13x256xf32>, tensor<32x1x1x256xf32> -> tensor<32x13x13x256xf32>
  %113 = net.input "s00184/in" : tensor<32x28x28x1024xf32>
  %114 = net.elementwise "s00184/feed" %113 {kind = #net<elementwise sum>} : tensor<32x28x28x1024xf32> -> tensor<32x28x28x1024xf32>
  %115 = net.input "s00184/s/in" : tensor<32x1x1x1024xf32>
  %116 = net.elementwise "s00184/s/feed" %115 {kind = #net<elementwise sum>} : tensor<32x1x1x1024xf32> -> tensor<32x1x1x1024xf32>
  %117 = net.binary "s00184" %114, %116 {kind = #net<binary add>} : tensor<32x28x28x1024xf32>, tensor<32x1x1x1024xf32> -> tensor<32x28x28x1024xf32>
  %118 = net.input "s00187/in" : tensor<32x56x56x256xf32>
  %119 = net.elementwise "s00187/feed" %118 {kind = #net<elementwise sum>} : tensor<32x56x56x256xf32> -> tensor<32x56x56x256xf32>
  %120 = net.input "s00187/s/in" : tensor<32x1x1x256xf32>
  %121 = net.elementwise "s00187/s/feed" %120 {kind = #net<elementwise sum>} : tensor<32x1x1x256xf32> -> tensor<32x1x1x256xf32>
  %122 = net.binary "s00187" %119, %121 {kind = #net<binary mul>} : tensor<32x56x56x256xf32>, tensor<32x1x1x256xf32> -> tensor<32x56x56x256xf32>
}
