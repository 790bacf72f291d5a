net.network "chunk-b032-02" {
  %0 = net.input "s00230/in" : tensor<32x7x7x128xf32>
  %1 = net.elementwise "s00230/feed" %0 {kind = #net<elementwise sum>} : tensor<32x7x7x128xf32> -> tensor<32x7x7x128xf32>
  %2 = net.batch_norm "s00230" %1 {activation = #net<activation hard_swish>} : tensor<32x7x7x128xf32> -> tensor<32x7x7x128xf32>
  %3 = net.input "s00232/in" : tensor<32x56x56x96xf32>
  %4 = net.elementwise "s00232/feed" %3 {kind = #net<elementwise sum>} : tensor<32x56x56x96xf32> -> tensor<32x56x56x96xf32>
  %5 = net.batch_norm "s00232" %4 {activation = #net<activation relu>} : tensor<32x56x56x96xf32> -> tensor<32x56x56x96xf32>
  %6 = net.input "s00236/in" : tensor<32x17x17x1280xf32>
  %7 = net.elementwise "s00236/feed" %6 {kind = #net<elementwise sum>} : tensor<32x17x17x1280xf32> -> tensor<32x17x17x1280xf32>
  %8 = net.batch_norm "s00236" %7 {activation = #net<activation relu>} : tensor<32x17x17x1280xf32> -> tensor<32x17x17x1280xf32>
  %9 = net.input "s00238/in" : tensor<32x27x27x256xf32>
  %10 = net.elementwise "s00238/feed" %9 {kind = #net<elementwise sum>} : tensor<32x27x27x256xf32> -> tensor<32x27x27x256xf32>
  %11 = net.batch_norm "s00238" %10 {activation = #net<activation silu>} : tensor<32x27x27x256xf32> -> tensor<32x27x27x256xf32>
  %12 = net.input "s00240/in" : tensor<32x28x28x83xf32>
  %13 = net.elementwise "s00240/feed" %12 {kind = #net<elementwise sum>} : tensor<32x28x28x83xf32> -> tensor<32x28x28x83xf32>
  %14 = net.batch_norm "s00240" %13 : tensor<32x28x28x83xf32> -> tensor<32x28x28x83xf32>
  %15 = net.input "s00241/in" : tensor<32x10x10x128xf32>
  %16 = net.elementwise "s00241/feed" %15 {kind = #net<elementwise sum>} : tensor<32x10x10x128xf32> -> tensor<32x10x10x128xf32>
  %17 = net.batch_norm "s00241" %16 {activation = #net<activation relu>} : tensor<32x10x10x128xf32> -> tensor<32x10x10x128xf32>
  %18 = net.input "s00242/in" : tensor<32x28x28x192xf32>
  %19 = net.elementwise "s00242/feed" %18 {kind = #net<elementwise sum>} : tensor<32x28x28x192xf32> -> tensor<32x28x28x192xf32>
  %20 = net.batch_norm "s00242" %19 {activation = #net<activation relu>} : tensor<32x28x28x192xf32> -> tensor<32x28x28x192xf32>
  %21 = net.input "s00244/in" : tensor<32x56x56x512xf32>
  %22 = net.elementwise "s00244/feed" %21 {kind = #net<elementwise sum>} : tensor<32x56x56x512xf32> -> tensor<32x56x56x512xf32>
  %23 = net.batch_norm "s00244" %22 {activation = #net<activation relu6>} : tensor<32x56x56x512xf32> -> tensor<32x56x56x512xf32>
  %24 = net.input "s00252/in" : tensor<32x7x7x184xf32>
  %25 = net.elementwise "s00252/feed" %24 {kind = #net<elementwise sum>} : tensor<32x7x7x184xf32> -> tensor<32x7x7x184xf32>
  %26 = net.batch_norm "s00252" %25 : tensor<32x7x7x184xf32> -> tensor<32x7x7x184xf32>
  %27 = net.input "s00254/in" : tensor<32x14x14x1992xf32>
  %28 = net.elementwise "s00254/feed" %27 {kind = #net<elementwise sum>} : tensor<32x14x14x1992xf32> -> tensor<32x14x14x1992xf32>
  %29 = net.batch_norm "s00254" %28 : tensor<32x14x14x1992xf32> -> tensor<32x14x14x1992xf32>
  %30 = net.input "s00256/in" : tensor<32x56x56x288xf32>
  %31 = net.elementwise "s00256/feed" %30 {kind = #net<elementwise sum>} : tensor<32x56x56x288xf32> -> tensor<32x56x56x288xf32>
  %32 = net.batch_norm "s00256" %31 : tensor<32x56x56x288xf32> -> tensor<32x56x56x288xf32>
  %33 = net.input "s00259/in" : tensor<32x17x17x1024xf32>
  %34 = net.elementwise "s00259/feed" %33 {kind = #net<elementwise sum>} : tensor<32x17x17x1024xf32> -> tensor<32x17x17x1024xf32>
  %35 = net.batch_norm "s00259" %34 {activation = #net<activation silu>} : tensor<32x17x17x1024xf32> -> tensor<32x17x17x1024xf32>
  %36 = net.input "s00262/in" : tensor<32x7x7x560xf32>
  %37 = net.elementwise "s00262/feed" %36 {kind = #net<elementwise sum>} : tensor<32x7x7x560xf32> -> tensor<32x7x7x560xf32>
  %38 = net.batch_norm "s00262" %37 {activation = #net<activation relu6>} : tensor<32x7x7x560xf32> -> tensor<32x7x7x560xf32>
  %39 = net.input "s00267/in" : tensor<32x7x7x96xf32>
  %40 = net.elementwise "s00267/feed" %39 {kind = #net<elementwise sum>} : tensor<32x7x7x96xf32> -> tensor<32x7x7x96xf32>
  %41 = net.batch_norm "s00267" %40 : tensor<32x7x7x96xf32> -> tensor<32x7x7x96xf32>
  %42 = net.input "s00274/in" : tensor<32x112x112x40xf32>
  %43 = net.elementwise "s00274/feed" %42 {kind = #net<elementwise sum>} : tensor<32x112x112x40xf32> -> tensor<32x112x112x40xf32>
  %44 = net.batch_norm "s00274" %43 : tensor<32x112x112x40xf32> -> tensor<32x112x112x40xf32>
  %45 = net.input "s00276/in" : tensor<32x14x14x480xf32>
  %46 = net.elementwise "s00276/feed" %45 {kind = #net<elementwise sum>} : tensor<32x14x14x480xf32> -> tensor<32x14x14x480xf32>
  %47 = net.batch_norm "s00276" %46 {activation = #net<activation relu>} : tensor<32x14x14x480xf32> -> tensor<32x14x14x480xf32>
  %48 = net.input "s00280/in" : tensor<32x14x14x104xf32>
  %49 = net.elementwise "s00280/feed" %48 {kind = #net<elementwise sum>} : tensor<32x14x14x104xf32> -> tensor<32x14x14x104xf32>
  %50 = net.batch_norm "s00280" %49 {activation = #net<activation relu>} : tensor<32x14x14x104xf32> -> tensor<32x14x14x104xf32>
  %51 = net.input "s00285/in" : tensor<32x7x7x48xf32>
  %52 = net.elementwise "s00285/feed" %51 {kind = #net<elementwise sum>} : tensor<32x7x7x48xf32> -> tensor<32x7x7x48xf32>
  %53 = net.batch_norm "s00285" %52 {activation = #net<activation silu>} : tensor<32x7x7x48xf32> -> tensor<32x7x7x48xf32>
  %54 = net.input "s00289/in" : tensor<32x7x7x48xf32>
  %55 = net.elementwise "s00289/feed" %54 {kind = #net<elementwise sum>} : tensor<32x7x7x48xf32> -> tensor<32x7x7x48xf32>
  %56 = net.batch_norm "s00289" %55 {activation = #net<activation relu6>} : tensor<32x7x7x48xf32> -> tensor<32x7x7x48xf32>
  %57 = net.input "s00290/in" : tensor<32x14x14x576xf32>
  %58 = net.elementwise "s00290/feed" %57 {kind = #net<elementwise sum>} : tensor<32x14x14x576xf32> -> tensor<32x14x14x576xf32>
  %59 = net.batch_norm "s00290" %58 {activation = #net<activation relu>} : tensor<32x14x14x576xf32> -> tensor<32x14x14x576xf32>
  %60 = net.input "s00291/in" : tensor<32x19x19x768xf32>
  %61 = net.elementwise "s00291/feed" %60 {kind = #net<elementwise sum>} : tensor<32x19x19x768xf32> -> tensor<32x19x19x768xf32>
  %62 = net.batch_norm "s00291" %61 {activation = #net<activation hard_swish>} : tensor<32x19x19x768xf32> -> tensor<32x19x19x768xf32>
  %63 = net.input "s00292/in" : tensor<32x56x56x567xf32>
  %64 = net.elementwise "s00292/feed" %63 {kind = #net<elementwise sum>} : tensor<32x56x56x567xf32> -> tensor<32x56x56x567xf32>
  %65 = net.batch_norm "s00292" %64 : tensor<32x56x56x567xf32> -> tensor<32x56x56x567xf32>
  %66 = net.input "s00297/in" : tensor<32x28x28x960xf32>
  %67 = net.elementwise "s00297/feed" %66 {kind = #net<elementwise sum>} : tensor<32x28x28x960xf32> -> tensor<32x28x28x960xf32>
  %68 = net.batch_norm "s00297" %67 {activation = #net<activation relu>} : tensor<32x28x28x960xf32> -> tensor<32x28x28x960xf32>
  %69 = net.input "s00298/in" : tensor<32x224x224x47xf32>
  %70 = net.elementwise "s00298/feed" %69 {kind = #net<elementwise sum>} : tensor<32x224x224x47xf32> -> tensor<32x224x224x47xf32>
  %71 = net.batch_norm "s00298" %70 : tensor<32x224x224x47xf32> -> tensor<32x224x224x47xf32>
  %72 = net.input "s00305/in" : tensor<32x14x14x64xf32>
  %73 = net.elementwise "s00305/feed" %72 {kind = #net<elementwise sum>} : tensor<32x14x14x64xf32> -> tensor<32x14x14x64xf32>
  %74 = net.batch_norm "s00305" %73 {activation = #net<activation relu>} : tensor<32x14x14x64xf32> -> tensor<32x14x14x64xf32>
}
