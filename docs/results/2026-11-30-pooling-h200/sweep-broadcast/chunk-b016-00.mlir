net.network "chunk-b016-00" {
  %0 = net.input "s00003/in" : tensor<16x10x10x512xf32>
  %1 = net.elementwise "s00003/feed" %0 {kind = #net<elementwise sum>} : tensor<16x10x10x512xf32> -> tensor<16x10x10x512xf32>
  %2 = net.binary "s00003" %1 {constant_shape = array<i64: 1, 1, 1, 512>, kind = #net<binary mul>} : tensor<16x10x10x512xf32> -> tensor<16x10x10x512xf32>
  %3 = net.input "s00013/in" : tensor<16x10x10x512xf32>
  %4 = net.elementwise "s00013/feed" %3 {kind = #net<elementwise sum>} : tensor<16x10x10x512xf32> -> tensor<16x10x10x512xf32>
  %5 = net.input "s00013/s/in" : tensor<16x1x1x512xf32>
  %6 = net.elementwise "s00013/s/feed" %5 {kind = #net<elementwise sum>} : tensor<16x1x1x512xf32> -> tensor<16x1x1x512xf32>
  %7 = net.binary "s00013" %4, %6 {kind = #net<binary mul>} : tensor<16x10x10x512xf32>, tensor<16x1x1x512xf32> -> tensor<16x10x10x512xf32>
  %8 = net.input "s00026/in" : tensor<16x35x35x240xf32>
  %9 = net.elementwise "s00026/feed" %8 {kind = #net<elementwise sum>} : tensor<16x35x35x240xf32> -> tensor<16x35x35x240xf32>
  %10 = net.input "s00026/s/in" : tensor<16x1x1x240xf32>
  %11 = net.elementwise "s00026/s/feed" %10 {kind = #net<elementwise sum>} : tensor<16x1x1x240xf32> -> tensor<16x1x1x240xf32>
  %12 = net.binary "s00026" %9, %11 {kind = #net<binary add>} : tensor<16x35x35x240xf32>, tensor<16x1x1x240xf32> -> tensor<16x35x35x240xf32>
  %13 = net.input "s00050/in" : tensor<16x28x28x288xf32>
  %14 = net.elementwise "s00050/feed" %13 {kind = #net<elementwise sum>} : tensor<16x28x28x288xf32> -> tensor<16x28x28x288xf32>
  %15 = net.binary "s00050" %14 {constant_shape = array<i64: 1, 1, 1, 288>, kind = #net<binary mul>} : tensor<16x28x28x288xf32> -> tensor<16x28x28x288xf32>
  %16 = net.input "s00056/in" : tensor<16x112x112x256xf32>
  %17 = net.elementwise "s00056/feed" %16 {kind = #net<elementwise sum>} : tensor<16x112x112x256xf32> -> tensor<16x112x112x256xf32>
  %18 = net.input "s00056/s/in" : tensor<16x1x1x256xf32>
  %19 = net.elementwise "s00056/s/feed" %18 {kind = #net<elementwise sum>} : tensor<16x1x1x256xf32> -> tensor<16x1x1x256xf32>
  %20 = net.binary "s00056" %17, %19 {kind = #net<binary add>} : tensor<16x112x112x256xf32>, tensor<16x1x1x256xf32> -> tensor<16x112x112x256xf32>
  %21 = net.input "s00061/in" : tensor<16x28x28x48xf32>
  %22 = net.elementwise "s00061/feed" %21 {kind = #net<elementwise sum>} : tensor<16x28x28x48xf32> -> tensor<16x28x28x48xf32>
  %23 = net.input "s00061/s/in" : tensor<16x1x1x48xf32>
  %24 = net.elementwise "s00061/s/feed" %23 {kind = #net<elementwise sum>} : tensor<16x1x1x48xf32> -> tensor<16x1x1x48xf32>
  %25 = net.binary "s00061" %22, %24 {kind = #net<binary add>} : tensor<16x28x28x48xf32>, tensor<16x1x1x48xf32> -> tensor<16x28x28x48xf32>
  %26 = net.input "s00080/in" : tensor<16x56x56x120xf32>
  %27 = net.elementwise "s00080/feed" %26 {kind = #net<elementwise sum>} : tensor<16x56x56x120xf32> -> tensor<16x56x56x120xf32>
  %28 = net.input "s00080/s/in" : tensor<16x1x1x120xf32>
  %29 = net.elementwise "s00080/s/feed" %28 {kind = #net<elementwise sum>} : tensor<16x1x1x120xf32> -> tensor<16x1x1x120xf32>
  %30 = net.binary "s00080" %27, %29 {kind = #net<binary mul>} : tensor<16x56x56x120xf32>, tensor<16x1x1x120xf32> -> tensor<16x56x56x120xf32>
  %31 = net.input "s00089/in" : tensor<16x10x10x1024xf32>
  %32 = net.elementwise "s00089/feed" %31 {kind = #net<elementwise sum>} : tensor<16x10x10x1024xf32> -> tensor<16x10x10x1024xf32>
  %33 = net.binary "s00089" %32 {constant_shape = array<i64: 1, 1, 1, 1024>, kind = #net<binary mul>} : tensor<16x10x10x1024xf32> -> tensor<16x10x10x1024xf32>
  %34 = net.input "s00090/in" : tensor<16x14x14x192xf32>
  %35 = net.elementwise "s00090/feed" %34 {kind = #net<elementwise sum>} : tensor<16x14x14x192xf32> -> tensor<16x14x14x192xf32>
  %36 = net.input "s00090/s/in" : tensor<16x1x1x192xf32>
  %37 = net.elementwise "s00090/s/feed" %36 {kind = #net<elementwise sum>} : tensor<16x1x1x192xf32> -> tensor<16x1x1x192xf32>
  %38 = net.binary "s00090" %35, %37 {kind = #net<binary mul>} : tensor<16x14x14x192xf32>, tensor<16x1x1x192xf32> -> tensor<16x14x14x192xf32>
  %39 = net.input "s00091/in" : tensor<16x10x10x64xf32>
  %40 = net.elementwise "s00091/feed" %39 {kind = #net<elementwise sum>} : tensor<16x10x10x64xf32> -> tensor<16x10x10x64xf32>
  %41 = net.input "s00091/s/in" : tensor<16x1x1x64xf32>
  %42 = net.elementwise "s00091/s/feed" %41 {kind = #net<elementwise sum>} : tensor<16x1x1x64xf32> -> tensor<16x1x1x64xf32>
  %43 = net.binary "s00091" %40, %42 {kind = #net<binary add>} : tensor<16x10x10x64xf32>, tensor<16x1x1x64xf32> -> tensor<16x10x10x64xf32>
  %44 = net.input "s00097/in" : tensor<16x56x56x384xf32>
  %45 = net.elementwise "s00097/feed" %44 {kind = #net<elementwise sum>} : tensor<16x56x56x384xf32> -> tensor<16x56x56x384xf32>
  %46 = net.binary "s00097" %45 {constant_shape = array<i64: 1, 1, 1, 384>, kind = #net<binary mul>} : tensor<16x56x56x384xf32> -> tensor<16x56x56x384xf32>
  %47 = net.input "s00101/in" : tensor<16x14x14x384xf32>
  %48 = net.elementwise "s00101/feed" %47 {kind = #net<elementwise sum>} : tensor<16x14x14x384xf32> -> tensor<16x14x14x384xf32>
  %49 = net.binary "s00101" %48 {constant_shape = array<i64: 1, 1, 1, 384>, kind = #net<binary mul>} : tensor<16x14x14x384xf32> -> tensor<16x14x14x384xf32>
  %50 = net.input "s00102/in" : tensor<16x14x14x32xf32>
  %51 = net.elementwise "s00102/feed" %50 {kind = #net<elementwise sum>} : tensor<16x14x14x32xf32> -> tensor<16x14x14x32xf32>
  %52 = net.input "s00102/s/in" : tensor<16x1x1x32xf32>
  %53 = net.elementwise "s00102/s/feed" %52 {kind = #net<elementwise sum>} : tensor<16x1x1x32xf32> -> tensor<16x1x1x32xf32>
  %54 = net.binary "s00102" %51, %53 {kind = #net<binary mul>} : tensor<16x14x14x32xf32>, tensor<16x1x1x32xf32> -> tensor<16x14x14x32xf32>
  %55 = net.input "s00104/in" : tensor<16x112x112x40xf32>
  %56 = net.elementwise "s00104/feed" %55 {kind = #net<elementwise sum>} : tensor<16x112x112x40xf32> -> tensor<16x112x112x40xf32>
  %57 = net.input "s00104/s/in" : tensor<16x1x1x40xf32>
  %58 = net.elementwise "s00104/s/feed" %57 {kind = #net<elementwise sum>} : tensor<16x1x1x40xf32> -> tensor<16x1x1x40xf32>
  %59 = net.binary "s00104" %56, %58 {kind = #net<binary mul>} : tensor<16x112x112x40xf32>, tensor<16x1x1x40xf32> -> tensor<16x112x112x40xf32>
  %60 = net.input "s00107/in" : tensor<16x14x14x48xf32>
  %61 = net.elementwise "s00107/feed" %60 {kind = #net<elementwise sum>} : tensor<16x14x14x48xf32> -> tensor<16x14x14x48xf32>
  %62 = net.input "s00107/s/in" : tensor<16x1x1x48xf32>
  %63 = net.elementwise "s00107/s/feed" %62 {kind = #net<elementwise sum>} : tensor<16x1x1x48xf32> -> tensor<16x1x1x48xf32>
  %64 = net.binary "s00107" %61, %63 {kind = #net<binary add>} : tensor<16x14x14x48xf32>, tensor<16x1x1x48xf32> -> tensor<16x14x14x48xf32>
  %65 = net.input "s00110/in" : tensor<16x112x112x200xf32>
  %66 = net.elementwise "s00110/feed" %65 {kind = #net<elementwise sum>} : tensor<16x112x112x200xf32> -> tensor<16x112x112x200xf32>
  %67 = net.binary "s00110" %66 {constant_shape = array<i64: 1, 1, 1, 200>, kind = #net<binary mul>} : tensor<16x112x112x200xf32> -> tensor<16x112x112x200xf32>
  %68 = net.input "s00121/in" : tensor<16x10x10x48xf32>
  %69 = net.elementwise "s00121/feed" %68 {kind = #net<elementwise sum>} : tensor<16x10x10x48xf32> -> tensor<16x10x10x48xf32>
  %70 = net.input "s00121/s/in" : tensor<16x1x1x48xf32>
  %71 = net.elementwise "s00121/s/feed" %70 {kind = #net<elementwise sum>} : tensor<16x1x1x48xf32> -> tensor<16x1x1x48xf32>
  %72 = net.binary "s00121" %69, %71 {kind = #net<binary mul>} : tensor<16x10x10x48xf32>, tensor<16x1x1x48xf32> -> tensor<16x10x10x48xf32>
  %73 = net.input "s00138/in" : tensor<16x56x56x384xf32>
  %74 = net.elementwise "s00138/feed" %73 {kind = #net<elementwise sum>} : tensor<16x56x56x384xf32> -> tensor<16x56x56x384xf32>
  %75 = net.input "s00138/s/in" : tensor<16x1x1x384xf32>
  %76 = net.elementwise "s00138/s/feed" %75 {kind = #net<elementwise sum>} : tensor<16x1x1x384xf32> -> tensor<16x1x1x384xf32>
  %77 = net.binary "s00138" %74, %76 {kind = #net<binary add>} : tensor<16x56x56x384xf32>, tensor<16x1x1x384xf32> -> tensor<16x56x56x384xf32>
  %78 = net.input "s00141/in" : tensor<16x14x14x256xf32>
  %79 = net.elementwise "s00141/feed" %78 {kind = #net<elementwise sum>} : tensor<16x14x14x256xf32> -> tensor<16x14x14x256xf32>
  %80 = net.input "s00141/s/in" : tensor<16x1x1x256xf32>
  %81 = net.elementwise "s00141/s/feed" %80 {kind = #net<elementwise sum>} : tensor<16x1x1x256xf32> -> tensor<16x1x1x256xf32>
  %82 = net.binary "s00141" %79, %81 {kind = #net<binary mul>} : tensor<16x14x14x256xf32>, tensor<16x1x1x256xf32> -> tensor<16x14x14x256xf32>
  %83 = net.input "s00147/in" : tensor<16x27x27x384xf32>
  %84 = net.elementwise "s00147/feed" %83 {kind = #net<elementwise sum>} : tensor<16x27x27x384xf32> -> tensor<16x27x27x384xf32>
  %85 = net.binary "s00147" %84 {constant_shape = array<i64: 1, 1, 1, 384>, kind = #net<binary mul>} : tensor<16x27x27x384xf32> -> tensor<16x27x27x384xf32>
  %86 = net.input "s00149/in" : tensor<16x7x7x96xf32>
  %87 = net.elementwise "s00149/feed" %86 {kind = #net<elementwise sum>} : tensor<16x7x7x96xf32> -> tensor<16x7x7x96xf32>
  %88 = net.input "s00149/s/in" : tensor<16x1x1x96xf32>
  %89 = net.elementwise "s00149/s/feed" %88 {kind = #net<elementwise sum>} : tensor<16x1x1x96xf32> -> tensor<16x1x1x96xf32>
  %90 = net.binary "s00149" %87, %89 {kind = #net<binary mul>} : tensor<16x7x7x96xf32>, tensor<16x1x1x96xf32> -> tensor<16x7x7x96xf32>
  %91 = net.input "s00151/in" : tensor<16x112x112x384xf32>
  %92 = net.elementwise "s00151/feed" %91 {kind = #net<elementwise sum>} : tensor<16x112x112x384xf32> -> tensor<16x112x112x384xf32>
  %93 = net.input "s00151/s/in" : tensor<16x1x1x384xf32>
  %94 = net.elementwise "s00151/s/feed" %93 {kind = #net<elementwise sum>} : tensor<16x1x1x384xf32> -> tensor<16x1x1x384xf32>
  %95 = net.binary "s00151" %92, %94 {kind = #net<binary add>} : tensor<16x112x112x384xf32>, tensor<16x1x1x384xf32> -> tensor<16x112x112x384xf32>
  %96 = net.input "s00155/in" : tensor<16x7x7x240xf32>
  %97 = net.elementwise "s00155/feed" %96 {kind = #net<elementwise sum>} : tensor<16x7x7x240xf32> -> tensor<16x7x7x240xf32>
  %98 = net.input "s00155/s/in" : tensor<16x1x1x240xf32>
  %99 = net.elementwise "s00155/s/feed" %98 {kind = #net<elementwise sum>} : tensor<16x1x1x240xf32> -> tensor<16x1x1x240xf32>
  %100 = net.binary "s00155" %97, %99 {kind = #net<binary mul>} : tensor<16x7x7x240xf32>, tensor<16x1x1x240xf32> -> tensor<16x7x7x240xf32>
  %101 = net.input "s00156/in" : tensor<16x14x14x16xf32>
  %102 = net.elementwise "s00156/feed" %101 {kind = #net<elementwise sum>} : tensor<16x14x14x16xf32> -> tensor<16x14x14x16xf32>
  %103 = net.binary "s00156" %102 {constant_shape = array<i64: 1, 1, 1, 16>, kind = #net<binary mul>} : tensor<16x14x14x16xf32> -> tensor<16x14x14x16xf32>
  %104 = net.input "s00165/in" : tensor<16x13x13x40xf32>
  %105 = net.elementwise "s00165/feed" %104 {kind = #net<elementwise sum>} : tensor<16x13x13x40xf32> -> tensor<16x13x13x40xf32>
  %106 = net.input "s00165/s/in" : tensor<16x1x1x40xf32>
  %107 = net.elementwise "s00165/s/feed" %106 {kind = #net<elementwise sum>} : tensor<16x1x1x40xf32> -> tensor<16x1x1x40xf32>
  %108 = net.binary "s00165" %105, %107 {kind = #net<binary mul>} : tensor<16x13x13x40xf32>, tensor<16x1x1x40xf32> -> tensor<16x13x13x40xf32>
}
