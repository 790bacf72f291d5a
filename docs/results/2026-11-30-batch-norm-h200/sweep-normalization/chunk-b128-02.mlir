net.network "chunk-b128-02" {
  %0 = net.input "s00258/in" : tensor<128x224x224x16xf32>
  %1 = net.elementwise "s00258/feed" %0 {kind = #net<elementwise sum>} : tensor<128x224x224x16xf32> -> tensor<128x224x224x16xf32>
  %2 = net.batch_norm "s00258" %1 {activation = #net<activation silu>} : tensor<128x224x224x16xf32> -> tensor<128x224x224x16xf32>
  %3 = net.input "s00264/in" : tensor<128x10x10x1024xf32>
  %4 = net.elementwise "s00264/feed" %3 {kind = #net<elementwise sum>} : tensor<128x10x10x1024xf32> -> tensor<128x10x10x1024xf32>
  %5 = net.batch_norm "s00264" %4 : tensor<128x10x10x1024xf32> -> tensor<128x10x10x1024xf32>
  %6 = net.input "s00273/in" : tensor<128x7x7x16xf32>
  %7 = net.elementwise "s00273/feed" %6 {kind = #net<elementwise sum>} : tensor<128x7x7x16xf32> -> tensor<128x7x7x16xf32>
  %8 = net.batch_norm "s00273" %7 : tensor<128x7x7x16xf32> -> tensor<128x7x7x16xf32>
  %9 = net.input "s00277/in" : tensor<128x14x14x32xf32>
  %10 = net.elementwise "s00277/feed" %9 {kind = #net<elementwise sum>} : tensor<128x14x14x32xf32> -> tensor<128x14x14x32xf32>
  %11 = net.batch_norm "s00277" %10 : tensor<128x14x14x32xf32> -> tensor<128x14x14x32xf32>
  %12 = net.input "s00279/in" : tensor<128x28x28x24xf32>
  %13 = net.elementwise "s00279/feed" %12 {kind = #net<elementwise sum>} : tensor<128x28x28x24xf32> -> tensor<128x28x28x24xf32>
  %14 = net.batch_norm "s00279" %13 {activation = #net<activation hard_swish>} : tensor<128x28x28x24xf32> -> tensor<128x28x28x24xf32>
  %15 = net.input "s00281/in" : tensor<128x28x28x148xf32>
  %16 = net.elementwise "s00281/feed" %15 {kind = #net<elementwise sum>} : tensor<128x28x28x148xf32> -> tensor<128x28x28x148xf32>
  %17 = net.batch_norm "s00281" %16 : tensor<128x28x28x148xf32> -> tensor<128x28x28x148xf32>
  %18 = net.input "s00283/in" : tensor<128x7x7x1224xf32>
  %19 = net.elementwise "s00283/feed" %18 {kind = #net<elementwise sum>} : tensor<128x7x7x1224xf32> -> tensor<128x7x7x1224xf32>
  %20 = net.batch_norm "s00283" %19 {activation = #net<activation relu6>} : tensor<128x7x7x1224xf32> -> tensor<128x7x7x1224xf32>
  %21 = net.input "s00287/in" : tensor<128x7x7x256xf32>
  %22 = net.elementwise "s00287/feed" %21 {kind = #net<elementwise sum>} : tensor<128x7x7x256xf32> -> tensor<128x7x7x256xf32>
  %23 = net.batch_norm "s00287" %22 {activation = #net<activation relu>} : tensor<128x7x7x256xf32> -> tensor<128x7x7x256xf32>
  %24 = net.input "s00288/in" : tensor<128x27x27x144xf32>
  %25 = net.elementwise "s00288/feed" %24 {kind = #net<elementwise sum>} : tensor<128x27x27x144xf32> -> tensor<128x27x27x144xf32>
  %26 = net.batch_norm "s00288" %25 {activation = #net<activation relu>} : tensor<128x27x27x144xf32> -> tensor<128x27x27x144xf32>
  %27 = net.input "s00302/in" : tensor<128x14x14x1208xf32>
  %28 = net.elementwise "s00302/feed" %27 {kind = #net<elementwise sum>} : tensor<128x14x14x1208xf32> -> tensor<128x14x14x1208xf32>
  %29 = net.batch_norm "s00302" %28 {activation = #net<activation relu>} : tensor<128x14x14x1208xf32> -> tensor<128x14x14x1208xf32>
  %30 = net.input "s00304/in" : tensor<128x28x28x1024xf32>
  %31 = net.elementwise "s00304/feed" %30 {kind = #net<elementwise sum>} : tensor<128x28x28x1024xf32> -> tensor<128x28x28x1024xf32>
  %32 = net.batch_norm "s00304" %31 {activation = #net<activation relu>} : tensor<128x28x28x1024xf32> -> tensor<128x28x28x1024xf32>
  %33 = net.input "s00309/in" : tensor<128x14x14x512xf32>
  %34 = net.elementwise "s00309/feed" %33 {kind = #net<elementwise sum>} : tensor<128x14x14x512xf32> -> tensor<128x14x14x512xf32>
  %35 = net.batch_norm "s00309" %34 : tensor<128x14x14x512xf32> -> tensor<128x14x14x512xf32>
  %36 = net.input "s00316/in" : tensor<128x27x27x512xf32>
  %37 = net.elementwise "s00316/feed" %36 {kind = #net<elementwise sum>} : tensor<128x27x27x512xf32> -> tensor<128x27x27x512xf32>
  %38 = net.batch_norm "s00316" %37 {activation = #net<activation relu>} : tensor<128x27x27x512xf32> -> tensor<128x27x27x512xf32>
  %39 = net.input "s00317/in" : tensor<128x35x35x184xf32>
  %40 = net.elementwise "s00317/feed" %39 {kind = #net<elementwise sum>} : tensor<128x35x35x184xf32> -> tensor<128x35x35x184xf32>
  %41 = net.batch_norm "s00317" %40 {activation = #net<activation hard_swish>} : tensor<128x35x35x184xf32> -> tensor<128x35x35x184xf32>
  %42 = net.input "s00318/in" : tensor<128x10x10x384xf32>
  %43 = net.elementwise "s00318/feed" %42 {kind = #net<elementwise sum>} : tensor<128x10x10x384xf32> -> tensor<128x10x10x384xf32>
  %44 = net.batch_norm "s00318" %43 : tensor<128x10x10x384xf32> -> tensor<128x10x10x384xf32>
  %45 = net.input "s00320/in" : tensor<128x17x17x573xf32>
  %46 = net.elementwise "s00320/feed" %45 {kind = #net<elementwise sum>} : tensor<128x17x17x573xf32> -> tensor<128x17x17x573xf32>
  %47 = net.batch_norm "s00320" %46 {activation = #net<activation relu6>} : tensor<128x17x17x573xf32> -> tensor<128x17x17x573xf32>
  %48 = net.input "s00324/in" : tensor<128x28x28x800xf32>
  %49 = net.elementwise "s00324/feed" %48 {kind = #net<elementwise sum>} : tensor<128x28x28x800xf32> -> tensor<128x28x28x800xf32>
  %50 = net.batch_norm "s00324" %49 {activation = #net<activation silu>} : tensor<128x28x28x800xf32> -> tensor<128x28x28x800xf32>
  %51 = net.input "s00326/in" : tensor<128x56x56x207xf32>
  %52 = net.elementwise "s00326/feed" %51 {kind = #net<elementwise sum>} : tensor<128x56x56x207xf32> -> tensor<128x56x56x207xf32>
  %53 = net.batch_norm "s00326" %52 {activation = #net<activation silu>} : tensor<128x56x56x207xf32> -> tensor<128x56x56x207xf32>
  %54 = net.input "s00327/in" : tensor<128x14x14x16xf32>
  %55 = net.elementwise "s00327/feed" %54 {kind = #net<elementwise sum>} : tensor<128x14x14x16xf32> -> tensor<128x14x14x16xf32>
  %56 = net.batch_norm "s00327" %55 {activation = #net<activation relu>} : tensor<128x14x14x16xf32> -> tensor<128x14x14x16xf32>
  %57 = net.input "s00329/in" : tensor<128x28x28x64xf32>
  %58 = net.elementwise "s00329/feed" %57 {kind = #net<elementwise sum>} : tensor<128x28x28x64xf32> -> tensor<128x28x28x64xf32>
  %59 = net.batch_norm "s00329" %58 {activation = #net<activation silu>} : tensor<128x28x28x64xf32> -> tensor<128x28x28x64xf32>
  %60 = net.input "s00330/in" : tensor<128x56x56x48xf32>
  %61 = net.elementwise "s00330/feed" %60 {kind = #net<elementwise sum>} : tensor<128x56x56x48xf32> -> tensor<128x56x56x48xf32>
  %62 = net.batch_norm "s00330" %61 : tensor<128x56x56x48xf32> -> tensor<128x56x56x48xf32>
  %63 = net.input "s00337/in" : tensor<128x19x19x106xf32>
  %64 = net.elementwise "s00337/feed" %63 {kind = #net<elementwise sum>} : tensor<128x19x19x106xf32> -> tensor<128x19x19x106xf32>
  %65 = net.batch_norm "s00337" %64 {activation = #net<activation relu>} : tensor<128x19x19x106xf32> -> tensor<128x19x19x106xf32>
  %66 = net.input "s00340/in" : tensor<128x28x28x768xf32>
  %67 = net.elementwise "s00340/feed" %66 {kind = #net<elementwise sum>} : tensor<128x28x28x768xf32> -> tensor<128x28x28x768xf32>
  %68 = net.batch_norm "s00340" %67 : tensor<128x28x28x768xf32> -> tensor<128x28x28x768xf32>
  %69 = net.input "s00342/in" : tensor<128x14x14x768xf32>
  %70 = net.elementwise "s00342/feed" %69 {kind = #net<elementwise sum>} : tensor<128x14x14x768xf32> -> tensor<128x14x14x768xf32>
  %71 = net.batch_norm "s00342" %70 {activation = #net<activation relu6>} : tensor<128x14x14x768xf32> -> tensor<128x14x14x768xf32>
  %72 = net.input "s00347/in" : tensor<128x13x13x159xf32>
  %73 = net.elementwise "s00347/feed" %72 {kind = #net<elementwise sum>} : tensor<128x13x13x159xf32> -> tensor<128x13x13x159xf32>
  %74 = net.batch_norm "s00347" %73 {activation = #net<activation silu>} : tensor<128x13x13x159xf32> -> tensor<128x13x13x159xf32>
}
