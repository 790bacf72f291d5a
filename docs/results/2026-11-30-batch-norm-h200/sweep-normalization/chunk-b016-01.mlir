net.network "chunk-b016-01" {
  %0 = net.input "s00192/in" : tensor<16x56x56x512xf32>
  %1 = net.elementwise "s00192/feed" %0 {kind = #net<elementwise sum>} : tensor<16x56x56x512xf32> -> tensor<16x56x56x512xf32>
  %2 = net.batch_norm "s00192" %1 {activation = #net<activation silu>} : tensor<16x56x56x512xf32> -> tensor<16x56x56x512xf32>
  %3 = net.input "s00199/in" : tensor<16x7x7x160xf32>
  %4 = net.elementwise "s00199/feed" %3 {kind = #net<elementwise sum>} : tensor<16x7x7x160xf32> -> tensor<16x7x7x160xf32>
  %5 = net.batch_norm "s00199" %4 {activation = #net<activation relu6>} : tensor<16x7x7x160xf32> -> tensor<16x7x7x160xf32>
  %6 = net.input "s00215/in" : tensor<16x27x27x256xf32>
  %7 = net.elementwise "s00215/feed" %6 {kind = #net<elementwise sum>} : tensor<16x27x27x256xf32> -> tensor<16x27x27x256xf32>
  %8 = net.batch_norm "s00215" %7 {activation = #net<activation silu>} : tensor<16x27x27x256xf32> -> tensor<16x27x27x256xf32>
  %9 = net.input "s00221/in" : tensor<16x14x14x1080xf32>
  %10 = net.elementwise "s00221/feed" %9 {kind = #net<elementwise sum>} : tensor<16x14x14x1080xf32> -> tensor<16x14x14x1080xf32>
  %11 = net.batch_norm "s00221" %10 {activation = #net<activation relu>} : tensor<16x14x14x1080xf32> -> tensor<16x14x14x1080xf32>
  %12 = net.input "s00226/in" : tensor<16x56x56x745xf32>
  %13 = net.elementwise "s00226/feed" %12 {kind = #net<elementwise sum>} : tensor<16x56x56x745xf32> -> tensor<16x56x56x745xf32>
  %14 = net.batch_norm "s00226" %13 {activation = #net<activation relu6>} : tensor<16x56x56x745xf32> -> tensor<16x56x56x745xf32>
  %15 = net.input "s00233/in" : tensor<16x14x14x1920xf32>
  %16 = net.elementwise "s00233/feed" %15 {kind = #net<elementwise sum>} : tensor<16x14x14x1920xf32> -> tensor<16x14x14x1920xf32>
  %17 = net.batch_norm "s00233" %16 {activation = #net<activation silu>} : tensor<16x14x14x1920xf32> -> tensor<16x14x14x1920xf32>
  %18 = net.input "s00239/in" : tensor<16x112x112x384xf32>
  %19 = net.elementwise "s00239/feed" %18 {kind = #net<elementwise sum>} : tensor<16x112x112x384xf32> -> tensor<16x112x112x384xf32>
  %20 = net.batch_norm "s00239" %19 {activation = #net<activation hard_swish>} : tensor<16x112x112x384xf32> -> tensor<16x112x112x384xf32>
  %21 = net.input "s00249/in" : tensor<16x8x8x1080xf32>
  %22 = net.elementwise "s00249/feed" %21 {kind = #net<elementwise sum>} : tensor<16x8x8x1080xf32> -> tensor<16x8x8x1080xf32>
  %23 = net.batch_norm "s00249" %22 {activation = #net<activation hard_swish>} : tensor<16x8x8x1080xf32> -> tensor<16x8x8x1080xf32>
  %24 = net.input "s00251/in" : tensor<16x19x19x96xf32>
  %25 = net.elementwise "s00251/feed" %24 {kind = #net<elementwise sum>} : tensor<16x19x19x96xf32> -> tensor<16x19x19x96xf32>
  %26 = net.batch_norm "s00251" %25 {activation = #net<activation relu6>} : tensor<16x19x19x96xf32> -> tensor<16x19x19x96xf32>
  %27 = net.input "s00253/in" : tensor<16x56x56x1008xf32>
  %28 = net.elementwise "s00253/feed" %27 {kind = #net<elementwise sum>} : tensor<16x56x56x1008xf32> -> tensor<16x56x56x1008xf32>
  %29 = net.batch_norm "s00253" %28 {activation = #net<activation relu>} : tensor<16x56x56x1008xf32> -> tensor<16x56x56x1008xf32>
  %30 = net.input "s00261/in" : tensor<16x14x14x64xf32>
  %31 = net.elementwise "s00261/feed" %30 {kind = #net<elementwise sum>} : tensor<16x14x14x64xf32> -> tensor<16x14x14x64xf32>
  %32 = net.batch_norm "s00261" %31 {activation = #net<activation relu>} : tensor<16x14x14x64xf32> -> tensor<16x14x14x64xf32>
  %33 = net.input "s00265/in" : tensor<16x28x28x823xf32>
  %34 = net.elementwise "s00265/feed" %33 {kind = #net<elementwise sum>} : tensor<16x28x28x823xf32> -> tensor<16x28x28x823xf32>
  %35 = net.batch_norm "s00265" %34 {activation = #net<activation relu>} : tensor<16x28x28x823xf32> -> tensor<16x28x28x823xf32>
  %36 = net.input "s00272/in" : tensor<16x112x112x361xf32>
  %37 = net.elementwise "s00272/feed" %36 {kind = #net<elementwise sum>} : tensor<16x112x112x361xf32> -> tensor<16x112x112x361xf32>
  %38 = net.batch_norm "s00272" %37 {activation = #net<activation silu>} : tensor<16x112x112x361xf32> -> tensor<16x112x112x361xf32>
  %39 = net.input "s00275/in" : tensor<16x56x56x576xf32>
  %40 = net.elementwise "s00275/feed" %39 {kind = #net<elementwise sum>} : tensor<16x56x56x576xf32> -> tensor<16x56x56x576xf32>
  %41 = net.batch_norm "s00275" %40 {activation = #net<activation relu>} : tensor<16x56x56x576xf32> -> tensor<16x56x56x576xf32>
  %42 = net.input "s00278/in" : tensor<16x7x7x288xf32>
  %43 = net.elementwise "s00278/feed" %42 {kind = #net<elementwise sum>} : tensor<16x7x7x288xf32> -> tensor<16x7x7x288xf32>
  %44 = net.batch_norm "s00278" %43 {activation = #net<activation silu>} : tensor<16x7x7x288xf32> -> tensor<16x7x7x288xf32>
  %45 = net.input "s00284/in" : tensor<16x10x10x512xf32>
  %46 = net.elementwise "s00284/feed" %45 {kind = #net<elementwise sum>} : tensor<16x10x10x512xf32> -> tensor<16x10x10x512xf32>
  %47 = net.batch_norm "s00284" %46 {activation = #net<activation hard_swish>} : tensor<16x10x10x512xf32> -> tensor<16x10x10x512xf32>
  %48 = net.input "s00295/in" : tensor<16x38x38x672xf32>
  %49 = net.elementwise "s00295/feed" %48 {kind = #net<elementwise sum>} : tensor<16x38x38x672xf32> -> tensor<16x38x38x672xf32>
  %50 = net.batch_norm "s00295" %49 : tensor<16x38x38x672xf32> -> tensor<16x38x38x672xf32>
  %51 = net.input "s00296/in" : tensor<16x14x14x318xf32>
  %52 = net.elementwise "s00296/feed" %51 {kind = #net<elementwise sum>} : tensor<16x14x14x318xf32> -> tensor<16x14x14x318xf32>
  %53 = net.batch_norm "s00296" %52 {activation = #net<activation hard_swish>} : tensor<16x14x14x318xf32> -> tensor<16x14x14x318xf32>
  %54 = net.input "s00299/in" : tensor<16x28x28x512xf32>
  %55 = net.elementwise "s00299/feed" %54 {kind = #net<elementwise sum>} : tensor<16x28x28x512xf32> -> tensor<16x28x28x512xf32>
  %56 = net.batch_norm "s00299" %55 {activation = #net<activation hard_swish>} : tensor<16x28x28x512xf32> -> tensor<16x28x28x512xf32>
  %57 = net.input "s00314/in" : tensor<16x28x28x184xf32>
  %58 = net.elementwise "s00314/feed" %57 {kind = #net<elementwise sum>} : tensor<16x28x28x184xf32> -> tensor<16x28x28x184xf32>
  %59 = net.batch_norm "s00314" %58 : tensor<16x28x28x184xf32> -> tensor<16x28x28x184xf32>
  %60 = net.input "s00328/in" : tensor<16x28x28x96xf32>
  %61 = net.elementwise "s00328/feed" %60 {kind = #net<elementwise sum>} : tensor<16x28x28x96xf32> -> tensor<16x28x28x96xf32>
  %62 = net.batch_norm "s00328" %61 : tensor<16x28x28x96xf32> -> tensor<16x28x28x96xf32>
  %63 = net.input "s00334/in" : tensor<16x19x19x48xf32>
  %64 = net.elementwise "s00334/feed" %63 {kind = #net<elementwise sum>} : tensor<16x19x19x48xf32> -> tensor<16x19x19x48xf32>
  %65 = net.batch_norm "s00334" %64 {activation = #net<activation relu>} : tensor<16x19x19x48xf32> -> tensor<16x19x19x48xf32>
  %66 = net.input "s00346/in" : tensor<16x14x14x384xf32>
  %67 = net.elementwise "s00346/feed" %66 {kind = #net<elementwise sum>} : tensor<16x14x14x384xf32> -> tensor<16x14x14x384xf32>
  %68 = net.batch_norm "s00346" %67 : tensor<16x14x14x384xf32> -> tensor<16x14x14x384xf32>
  %69 = net.input "s00351/in" : tensor<16x112x112x64xf32>
  %70 = net.elementwise "s00351/feed" %69 {kind = #net<elementwise sum>} : tensor<16x112x112x64xf32> -> tensor<16x112x112x64xf32>
  %71 = net.batch_norm "s00351" %70 : tensor<16x112x112x64xf32> -> tensor<16x112x112x64xf32>
  %72 = net.input "s00354/in" : tensor<16x14x14x1800xf32>
  %73 = net.elementwise "s00354/feed" %72 {kind = #net<elementwise sum>} : tensor<16x14x14x1800xf32> -> tensor<16x14x14x1800xf32>
  %74 = net.batch_norm "s00354" %73 {activation = #net<activation hard_swish>} : tensor<16x14x14x1800xf32> -> tensor<16x14x14x1800xf32>
}
