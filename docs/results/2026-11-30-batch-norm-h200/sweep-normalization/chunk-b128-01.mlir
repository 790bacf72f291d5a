net.network "chunk-b128-01" {
  %0 = net.input "s00109/in" : tensor<128x7x7x1512xf32>
  %1 = net.elementwise "s00109/feed" %0 {kind = #net<elementwise sum>} : tensor<128x7x7x1512xf32> -> tensor<128x7x7x1512xf32>
  %2 = net.batch_norm "s00109" %1 : tensor<128x7x7x1512xf32> -> tensor<128x7x7x1512xf32>
  %3 = net.input "s00116/in" : tensor<128x14x14x926xf32>
  %4 = net.elementwise "s00116/feed" %3 {kind = #net<elementwise sum>} : tensor<128x14x14x926xf32> -> tensor<128x14x14x926xf32>
  %5 = net.batch_norm "s00116" %4 {activation = #net<activation hard_swish>} : tensor<128x14x14x926xf32> -> tensor<128x14x14x926xf32>
  %6 = net.input "s00124/in" : tensor<128x14x14x681xf32>
  %7 = net.elementwise "s00124/feed" %6 {kind = #net<elementwise sum>} : tensor<128x14x14x681xf32> -> tensor<128x14x14x681xf32>
  %8 = net.batch_norm "s00124" %7 : tensor<128x14x14x681xf32> -> tensor<128x14x14x681xf32>
  %9 = net.input "s00128/in" : tensor<128x13x13x64xf32>
  %10 = net.elementwise "s00128/feed" %9 {kind = #net<elementwise sum>} : tensor<128x13x13x64xf32> -> tensor<128x13x13x64xf32>
  %11 = net.batch_norm "s00128" %10 {activation = #net<activation relu6>} : tensor<128x13x13x64xf32> -> tensor<128x13x13x64xf32>
  %12 = net.input "s00137/in" : tensor<128x14x14x576xf32>
  %13 = net.elementwise "s00137/feed" %12 {kind = #net<elementwise sum>} : tensor<128x14x14x576xf32> -> tensor<128x14x14x576xf32>
  %14 = net.batch_norm "s00137" %13 : tensor<128x14x14x576xf32> -> tensor<128x14x14x576xf32>
  %15 = net.input "s00140/in" : tensor<128x19x19x1344xf32>
  %16 = net.elementwise "s00140/feed" %15 {kind = #net<elementwise sum>} : tensor<128x19x19x1344xf32> -> tensor<128x19x19x1344xf32>
  %17 = net.batch_norm "s00140" %16 {activation = #net<activation relu6>} : tensor<128x19x19x1344xf32> -> tensor<128x19x19x1344xf32>
  %18 = net.input "s00149/in" : tensor<128x10x10x96xf32>
  %19 = net.elementwise "s00149/feed" %18 {kind = #net<elementwise sum>} : tensor<128x10x10x96xf32> -> tensor<128x10x10x96xf32>
  %20 = net.batch_norm "s00149" %19 {activation = #net<activation relu>} : tensor<128x10x10x96xf32> -> tensor<128x10x10x96xf32>
  %21 = net.input "s00155/in" : tensor<128x28x28x64xf32>
  %22 = net.elementwise "s00155/feed" %21 {kind = #net<elementwise sum>} : tensor<128x28x28x64xf32> -> tensor<128x28x28x64xf32>
  %23 = net.batch_norm "s00155" %22 {activation = #net<activation relu>} : tensor<128x28x28x64xf32> -> tensor<128x28x28x64xf32>
  %24 = net.input "s00157/in" : tensor<128x28x28x512xf32>
  %25 = net.elementwise "s00157/feed" %24 {kind = #net<elementwise sum>} : tensor<128x28x28x512xf32> -> tensor<128x28x28x512xf32>
  %26 = net.batch_norm "s00157" %25 {activation = #net<activation hard_swish>} : tensor<128x28x28x512xf32> -> tensor<128x28x28x512xf32>
  %27 = net.input "s00161/in" : tensor<128x56x56x184xf32>
  %28 = net.elementwise "s00161/feed" %27 {kind = #net<elementwise sum>} : tensor<128x56x56x184xf32> -> tensor<128x56x56x184xf32>
  %29 = net.batch_norm "s00161" %28 : tensor<128x56x56x184xf32> -> tensor<128x56x56x184xf32>
  %30 = net.input "s00166/in" : tensor<128x7x7x405xf32>
  %31 = net.elementwise "s00166/feed" %30 {kind = #net<elementwise sum>} : tensor<128x7x7x405xf32> -> tensor<128x7x7x405xf32>
  %32 = net.batch_norm "s00166" %31 {activation = #net<activation relu>} : tensor<128x7x7x405xf32> -> tensor<128x7x7x405xf32>
  %33 = net.input "s00172/in" : tensor<128x28x28x144xf32>
  %34 = net.elementwise "s00172/feed" %33 {kind = #net<elementwise sum>} : tensor<128x28x28x144xf32> -> tensor<128x28x28x144xf32>
  %35 = net.batch_norm "s00172" %34 {activation = #net<activation relu6>} : tensor<128x28x28x144xf32> -> tensor<128x28x28x144xf32>
  %36 = net.input "s00174/in" : tensor<128x7x7x40xf32>
  %37 = net.elementwise "s00174/feed" %36 {kind = #net<elementwise sum>} : tensor<128x7x7x40xf32> -> tensor<128x7x7x40xf32>
  %38 = net.batch_norm "s00174" %37 {activation = #net<activation silu>} : tensor<128x7x7x40xf32> -> tensor<128x7x7x40xf32>
  %39 = net.input "s00180/in" : tensor<128x14x14x192xf32>
  %40 = net.elementwise "s00180/feed" %39 {kind = #net<elementwise sum>} : tensor<128x14x14x192xf32> -> tensor<128x14x14x192xf32>
  %41 = net.batch_norm "s00180" %40 {activation = #net<activation silu>} : tensor<128x14x14x192xf32> -> tensor<128x14x14x192xf32>
  %42 = net.input "s00187/in" : tensor<128x19x19x512xf32>
  %43 = net.elementwise "s00187/feed" %42 {kind = #net<elementwise sum>} : tensor<128x19x19x512xf32> -> tensor<128x19x19x512xf32>
  %44 = net.batch_norm "s00187" %43 {activation = #net<activation relu6>} : tensor<128x19x19x512xf32> -> tensor<128x19x19x512xf32>
  %45 = net.input "s00191/in" : tensor<128x10x10x1744xf32>
  %46 = net.elementwise "s00191/feed" %45 {kind = #net<elementwise sum>} : tensor<128x10x10x1744xf32> -> tensor<128x10x10x1744xf32>
  %47 = net.batch_norm "s00191" %46 : tensor<128x10x10x1744xf32> -> tensor<128x10x10x1744xf32>
  %48 = net.input "s00194/in" : tensor<128x7x7x16xf32>
  %49 = net.elementwise "s00194/feed" %48 {kind = #net<elementwise sum>} : tensor<128x7x7x16xf32> -> tensor<128x7x7x16xf32>
  %50 = net.batch_norm "s00194" %49 {activation = #net<activation silu>} : tensor<128x7x7x16xf32> -> tensor<128x7x7x16xf32>
  %51 = net.input "s00198/in" : tensor<128x28x28x672xf32>
  %52 = net.elementwise "s00198/feed" %51 {kind = #net<elementwise sum>} : tensor<128x28x28x672xf32> -> tensor<128x28x28x672xf32>
  %53 = net.batch_norm "s00198" %52 {activation = #net<activation relu>} : tensor<128x28x28x672xf32> -> tensor<128x28x28x672xf32>
  %54 = net.input "s00210/in" : tensor<128x10x10x96xf32>
  %55 = net.elementwise "s00210/feed" %54 {kind = #net<elementwise sum>} : tensor<128x10x10x96xf32> -> tensor<128x10x10x96xf32>
  %56 = net.batch_norm "s00210" %55 {activation = #net<activation silu>} : tensor<128x10x10x96xf32> -> tensor<128x10x10x96xf32>
  %57 = net.input "s00211/in" : tensor<128x35x35x384xf32>
  %58 = net.elementwise "s00211/feed" %57 {kind = #net<elementwise sum>} : tensor<128x35x35x384xf32> -> tensor<128x35x35x384xf32>
  %59 = net.batch_norm "s00211" %58 : tensor<128x35x35x384xf32> -> tensor<128x35x35x384xf32>
  %60 = net.input "s00214/in" : tensor<128x28x28x536xf32>
  %61 = net.elementwise "s00214/feed" %60 {kind = #net<elementwise sum>} : tensor<128x28x28x536xf32> -> tensor<128x28x28x536xf32>
  %62 = net.batch_norm "s00214" %61 : tensor<128x28x28x536xf32> -> tensor<128x28x28x536xf32>
  %63 = net.input "s00237/in" : tensor<128x56x56x32xf32>
  %64 = net.elementwise "s00237/feed" %63 {kind = #net<elementwise sum>} : tensor<128x56x56x32xf32> -> tensor<128x56x56x32xf32>
  %65 = net.batch_norm "s00237" %64 {activation = #net<activation relu6>} : tensor<128x56x56x32xf32> -> tensor<128x56x56x32xf32>
  %66 = net.input "s00245/in" : tensor<128x14x14x48xf32>
  %67 = net.elementwise "s00245/feed" %66 {kind = #net<elementwise sum>} : tensor<128x14x14x48xf32> -> tensor<128x14x14x48xf32>
  %68 = net.batch_norm "s00245" %67 {activation = #net<activation silu>} : tensor<128x14x14x48xf32> -> tensor<128x14x14x48xf32>
  %69 = net.input "s00247/in" : tensor<128x28x28x344xf32>
  %70 = net.elementwise "s00247/feed" %69 {kind = #net<elementwise sum>} : tensor<128x28x28x344xf32> -> tensor<128x28x28x344xf32>
  %71 = net.batch_norm "s00247" %70 {activation = #net<activation silu>} : tensor<128x28x28x344xf32> -> tensor<128x28x28x344xf32>
  %72 = net.input "s00248/in" : tensor<128x14x14x256xf32>
  %73 = net.elementwise "s00248/feed" %72 {kind = #net<elementwise sum>} : tensor<128x14x14x256xf32> -> tensor<128x14x14x256xf32>
  %74 = net.batch_norm "s00248" %73 {activation = #net<activation hard_swish>} : tensor<128x14x14x256xf32> -> tensor<128x14x14x256xf32>
}
