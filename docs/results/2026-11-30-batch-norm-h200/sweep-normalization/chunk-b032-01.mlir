net.network "chunk-b032-01" {
  %0 = net.input "s00113/in" : tensor<32x56x56x512xf32>
  %1 = net.elementwise "s00113/feed" %0 {kind = #net<elementwise sum>} : tensor<32x56x56x512xf32> -> tensor<32x56x56x512xf32>
  %2 = net.batch_norm "s00113" %1 : tensor<32x56x56x512xf32> -> tensor<32x56x56x512xf32>
  %3 = net.input "s00117/in" : tensor<32x13x13x1152xf32>
  %4 = net.elementwise "s00117/feed" %3 {kind = #net<elementwise sum>} : tensor<32x13x13x1152xf32> -> tensor<32x13x13x1152xf32>
  %5 = net.batch_norm "s00117" %4 {activation = #net<activation relu>} : tensor<32x13x13x1152xf32> -> tensor<32x13x13x1152xf32>
  %6 = net.input "s00121/in" : tensor<32x56x56x888xf32>
  %7 = net.elementwise "s00121/feed" %6 {kind = #net<elementwise sum>} : tensor<32x56x56x888xf32> -> tensor<32x56x56x888xf32>
  %8 = net.batch_norm "s00121" %7 {activation = #net<activation relu>} : tensor<32x56x56x888xf32> -> tensor<32x56x56x888xf32>
  %9 = net.input "s00123/in" : tensor<32x28x28x1232xf32>
  %10 = net.elementwise "s00123/feed" %9 {kind = #net<elementwise sum>} : tensor<32x28x28x1232xf32> -> tensor<32x28x28x1232xf32>
  %11 = net.batch_norm "s00123" %10 {activation = #net<activation relu6>} : tensor<32x28x28x1232xf32> -> tensor<32x28x28x1232xf32>
  %12 = net.input "s00135/in" : tensor<32x7x7x224xf32>
  %13 = net.elementwise "s00135/feed" %12 {kind = #net<elementwise sum>} : tensor<32x7x7x224xf32> -> tensor<32x7x7x224xf32>
  %14 = net.batch_norm "s00135" %13 {activation = #net<activation relu6>} : tensor<32x7x7x224xf32> -> tensor<32x7x7x224xf32>
  %15 = net.input "s00144/in" : tensor<32x56x56x704xf32>
  %16 = net.elementwise "s00144/feed" %15 {kind = #net<elementwise sum>} : tensor<32x56x56x704xf32> -> tensor<32x56x56x704xf32>
  %17 = net.batch_norm "s00144" %16 {activation = #net<activation hard_swish>} : tensor<32x56x56x704xf32> -> tensor<32x56x56x704xf32>
  %18 = net.input "s00147/in" : tensor<32x224x224x24xf32>
  %19 = net.elementwise "s00147/feed" %18 {kind = #net<elementwise sum>} : tensor<32x224x224x24xf32> -> tensor<32x224x224x24xf32>
  %20 = net.batch_norm "s00147" %19 {activation = #net<activation relu>} : tensor<32x224x224x24xf32> -> tensor<32x224x224x24xf32>
  %21 = net.input "s00148/in" : tensor<32x27x27x1152xf32>
  %22 = net.elementwise "s00148/feed" %21 {kind = #net<elementwise sum>} : tensor<32x27x27x1152xf32> -> tensor<32x27x27x1152xf32>
  %23 = net.batch_norm "s00148" %22 {activation = #net<activation hard_swish>} : tensor<32x27x27x1152xf32> -> tensor<32x27x27x1152xf32>
  %24 = net.input "s00167/in" : tensor<32x27x27x672xf32>
  %25 = net.elementwise "s00167/feed" %24 {kind = #net<elementwise sum>} : tensor<32x27x27x672xf32> -> tensor<32x27x27x672xf32>
  %26 = net.batch_norm "s00167" %25 {activation = #net<activation silu>} : tensor<32x27x27x672xf32> -> tensor<32x27x27x672xf32>
  %27 = net.input "s00168/in" : tensor<32x14x14x1120xf32>
  %28 = net.elementwise "s00168/feed" %27 {kind = #net<elementwise sum>} : tensor<32x14x14x1120xf32> -> tensor<32x14x14x1120xf32>
  %29 = net.batch_norm "s00168" %28 {activation = #net<activation hard_swish>} : tensor<32x14x14x1120xf32> -> tensor<32x14x14x1120xf32>
  %30 = net.input "s00186/in" : tensor<32x56x56x768xf32>
  %31 = net.elementwise "s00186/feed" %30 {kind = #net<elementwise sum>} : tensor<32x56x56x768xf32> -> tensor<32x56x56x768xf32>
  %32 = net.batch_norm "s00186" %31 : tensor<32x56x56x768xf32> -> tensor<32x56x56x768xf32>
  %33 = net.input "s00190/in" : tensor<32x17x17x288xf32>
  %34 = net.elementwise "s00190/feed" %33 {kind = #net<elementwise sum>} : tensor<32x17x17x288xf32> -> tensor<32x17x17x288xf32>
  %35 = net.batch_norm "s00190" %34 : tensor<32x17x17x288xf32> -> tensor<32x17x17x288xf32>
  %36 = net.input "s00195/in" : tensor<32x10x10x256xf32>
  %37 = net.elementwise "s00195/feed" %36 {kind = #net<elementwise sum>} : tensor<32x10x10x256xf32> -> tensor<32x10x10x256xf32>
  %38 = net.batch_norm "s00195" %37 {activation = #net<activation relu6>} : tensor<32x10x10x256xf32> -> tensor<32x10x10x256xf32>
  %39 = net.input "s00196/in" : tensor<32x35x35x288xf32>
  %40 = net.elementwise "s00196/feed" %39 {kind = #net<elementwise sum>} : tensor<32x35x35x288xf32> -> tensor<32x35x35x288xf32>
  %41 = net.batch_norm "s00196" %40 {activation = #net<activation silu>} : tensor<32x35x35x288xf32> -> tensor<32x35x35x288xf32>
  %42 = net.input "s00200/in" : tensor<32x56x56x184xf32>
  %43 = net.elementwise "s00200/feed" %42 {kind = #net<elementwise sum>} : tensor<32x56x56x184xf32> -> tensor<32x56x56x184xf32>
  %44 = net.batch_norm "s00200" %43 {activation = #net<activation relu>} : tensor<32x56x56x184xf32> -> tensor<32x56x56x184xf32>
  %45 = net.input "s00201/in" : tensor<32x10x10x64xf32>
  %46 = net.elementwise "s00201/feed" %45 {kind = #net<elementwise sum>} : tensor<32x10x10x64xf32> -> tensor<32x10x10x64xf32>
  %47 = net.batch_norm "s00201" %46 {activation = #net<activation relu6>} : tensor<32x10x10x64xf32> -> tensor<32x10x10x64xf32>
  %48 = net.input "s00204/in" : tensor<32x38x38x1400xf32>
  %49 = net.elementwise "s00204/feed" %48 {kind = #net<elementwise sum>} : tensor<32x38x38x1400xf32> -> tensor<32x38x38x1400xf32>
  %50 = net.batch_norm "s00204" %49 : tensor<32x38x38x1400xf32> -> tensor<32x38x38x1400xf32>
  %51 = net.input "s00209/in" : tensor<32x7x7x2048xf32>
  %52 = net.elementwise "s00209/feed" %51 {kind = #net<elementwise sum>} : tensor<32x7x7x2048xf32> -> tensor<32x7x7x2048xf32>
  %53 = net.batch_norm "s00209" %52 {activation = #net<activation silu>} : tensor<32x7x7x2048xf32> -> tensor<32x7x7x2048xf32>
  %54 = net.input "s00212/in" : tensor<32x56x56x384xf32>
  %55 = net.elementwise "s00212/feed" %54 {kind = #net<elementwise sum>} : tensor<32x56x56x384xf32> -> tensor<32x56x56x384xf32>
  %56 = net.batch_norm "s00212" %55 {activation = #net<activation relu6>} : tensor<32x56x56x384xf32> -> tensor<32x56x56x384xf32>
  %57 = net.input "s00217/in" : tensor<32x7x7x632xf32>
  %58 = net.elementwise "s00217/feed" %57 {kind = #net<elementwise sum>} : tensor<32x7x7x632xf32> -> tensor<32x7x7x632xf32>
  %59 = net.batch_norm "s00217" %58 {activation = #net<activation silu>} : tensor<32x7x7x632xf32> -> tensor<32x7x7x632xf32>
  %60 = net.input "s00218/in" : tensor<32x19x19x256xf32>
  %61 = net.elementwise "s00218/feed" %60 {kind = #net<elementwise sum>} : tensor<32x19x19x256xf32> -> tensor<32x19x19x256xf32>
  %62 = net.batch_norm "s00218" %61 {activation = #net<activation relu>} : tensor<32x19x19x256xf32> -> tensor<32x19x19x256xf32>
  %63 = net.input "s00219/in" : tensor<32x112x112x256xf32>
  %64 = net.elementwise "s00219/feed" %63 {kind = #net<elementwise sum>} : tensor<32x112x112x256xf32> -> tensor<32x112x112x256xf32>
  %65 = net.batch_norm "s00219" %64 {activation = #net<activation relu6>} : tensor<32x112x112x256xf32> -> tensor<32x112x112x256xf32>
  %66 = net.input "s00220/in" : tensor<32x28x28x1024xf32>
  %67 = net.elementwise "s00220/feed" %66 {kind = #net<elementwise sum>} : tensor<32x28x28x1024xf32> -> tensor<32x28x28x1024xf32>
  %68 = net.batch_norm "s00220" %67 {activation = #net<activation relu>} : tensor<32x28x28x1024xf32> -> tensor<32x28x28x1024xf32>
  %69 = net.input "s00222/in" : tensor<32x19x19x768xf32>
  %70 = net.elementwise "s00222/feed" %69 {kind = #net<elementwise sum>} : tensor<32x19x19x768xf32> -> tensor<32x19x19x768xf32>
  %71 = net.batch_norm "s00222" %70 {activation = #net<activation relu>} : tensor<32x19x19x768xf32> -> tensor<32x19x19x768xf32>
  %72 = net.input "s00224/in" : tensor<32x56x56x792xf32>
  %73 = net.elementwise "s00224/feed" %72 {kind = #net<elementwise sum>} : tensor<32x56x56x792xf32> -> tensor<32x56x56x792xf32>
  %74 = net.batch_norm "s00224" %73 {activation = #net<activation relu6>} : tensor<32x56x56x792xf32> -> tensor<32x56x56x792xf32>
}
