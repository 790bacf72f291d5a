net.network "chunk-b256-00" {
  %0 = net.input "s00014/in" : tensor<256x7x7x512xf32>
  %1 = net.elementwise "s00014/feed" %0 {kind = #net<elementwise sum>} : tensor<256x7x7x512xf32> -> tensor<256x7x7x512xf32>
  %2 = net.batch_norm "s00014" %1 {activation = #net<activation hard_swish>} : tensor<256x7x7x512xf32> -> tensor<256x7x7x512xf32>
  %3 = net.input "s00021/in" : tensor<256x7x7x944xf32>
  %4 = net.elementwise "s00021/feed" %3 {kind = #net<elementwise sum>} : tensor<256x7x7x944xf32> -> tensor<256x7x7x944xf32>
  %5 = net.batch_norm "s00021" %4 {activation = #net<activation relu>} : tensor<256x7x7x944xf32> -> tensor<256x7x7x944xf32>
  %6 = net.input "s00060/in" : tensor<256x7x7x128xf32>
  %7 = net.elementwise "s00060/feed" %6 {kind = #net<elementwise sum>} : tensor<256x7x7x128xf32> -> tensor<256x7x7x128xf32>
  %8 = net.batch_norm "s00060" %7 {activation = #net<activation relu6>} : tensor<256x7x7x128xf32> -> tensor<256x7x7x128xf32>
  %9 = net.input "s00066/in" : tensor<256x14x14x184xf32>
  %10 = net.elementwise "s00066/feed" %9 {kind = #net<elementwise sum>} : tensor<256x14x14x184xf32> -> tensor<256x14x14x184xf32>
  %11 = net.batch_norm "s00066" %10 {activation = #net<activation silu>} : tensor<256x14x14x184xf32> -> tensor<256x14x14x184xf32>
  %12 = net.input "s00067/in" : tensor<256x38x38x118xf32>
  %13 = net.elementwise "s00067/feed" %12 {kind = #net<elementwise sum>} : tensor<256x38x38x118xf32> -> tensor<256x38x38x118xf32>
  %14 = net.batch_norm "s00067" %13 {activation = #net<activation relu>} : tensor<256x38x38x118xf32> -> tensor<256x38x38x118xf32>
  %15 = net.input "s00068/in" : tensor<256x112x112x40xf32>
  %16 = net.elementwise "s00068/feed" %15 {kind = #net<elementwise sum>} : tensor<256x112x112x40xf32> -> tensor<256x112x112x40xf32>
  %17 = net.batch_norm "s00068" %16 {activation = #net<activation silu>} : tensor<256x112x112x40xf32> -> tensor<256x112x112x40xf32>
  %18 = net.input "s00088/in" : tensor<256x7x7x256xf32>
  %19 = net.elementwise "s00088/feed" %18 {kind = #net<elementwise sum>} : tensor<256x7x7x256xf32> -> tensor<256x7x7x256xf32>
  %20 = net.batch_norm "s00088" %19 {activation = #net<activation relu6>} : tensor<256x7x7x256xf32> -> tensor<256x7x7x256xf32>
  %21 = net.input "s00097/in" : tensor<256x13x13x1952xf32>
  %22 = net.elementwise "s00097/feed" %21 {kind = #net<elementwise sum>} : tensor<256x13x13x1952xf32> -> tensor<256x13x13x1952xf32>
  %23 = net.batch_norm "s00097" %22 : tensor<256x13x13x1952xf32> -> tensor<256x13x13x1952xf32>
  %24 = net.input "s00098/in" : tensor<256x10x10x464xf32>
  %25 = net.elementwise "s00098/feed" %24 {kind = #net<elementwise sum>} : tensor<256x10x10x464xf32> -> tensor<256x10x10x464xf32>
  %26 = net.batch_norm "s00098" %25 {activation = #net<activation relu>} : tensor<256x10x10x464xf32> -> tensor<256x10x10x464xf32>
  %27 = net.input "s00102/in" : tensor<256x7x7x16xf32>
  %28 = net.elementwise "s00102/feed" %27 {kind = #net<elementwise sum>} : tensor<256x7x7x16xf32> -> tensor<256x7x7x16xf32>
  %29 = net.batch_norm "s00102" %28 {activation = #net<activation silu>} : tensor<256x7x7x16xf32> -> tensor<256x7x7x16xf32>
  %30 = net.input "s00129/in" : tensor<256x28x28x505xf32>
  %31 = net.elementwise "s00129/feed" %30 {kind = #net<elementwise sum>} : tensor<256x28x28x505xf32> -> tensor<256x28x28x505xf32>
  %32 = net.batch_norm "s00129" %31 : tensor<256x28x28x505xf32> -> tensor<256x28x28x505xf32>
  %33 = net.input "s00142/in" : tensor<256x14x14x784xf32>
  %34 = net.elementwise "s00142/feed" %33 {kind = #net<elementwise sum>} : tensor<256x14x14x784xf32> -> tensor<256x14x14x784xf32>
  %35 = net.batch_norm "s00142" %34 {activation = #net<activation hard_swish>} : tensor<256x14x14x784xf32> -> tensor<256x14x14x784xf32>
  %36 = net.input "s00143/in" : tensor<256x8x8x240xf32>
  %37 = net.elementwise "s00143/feed" %36 {kind = #net<elementwise sum>} : tensor<256x8x8x240xf32> -> tensor<256x8x8x240xf32>
  %38 = net.batch_norm "s00143" %37 {activation = #net<activation relu>} : tensor<256x8x8x240xf32> -> tensor<256x8x8x240xf32>
  %39 = net.input "s00151/in" : tensor<256x7x7x190xf32>
  %40 = net.elementwise "s00151/feed" %39 {kind = #net<elementwise sum>} : tensor<256x7x7x190xf32> -> tensor<256x7x7x190xf32>
  %41 = net.batch_norm "s00151" %40 {activation = #net<activation relu6>} : tensor<256x7x7x190xf32> -> tensor<256x7x7x190xf32>
  %42 = net.input "s00164/in" : tensor<256x28x28x75xf32>
  %43 = net.elementwise "s00164/feed" %42 {kind = #net<elementwise sum>} : tensor<256x28x28x75xf32> -> tensor<256x28x28x75xf32>
  %44 = net.batch_norm "s00164" %43 {activation = #net<activation relu6>} : tensor<256x28x28x75xf32> -> tensor<256x28x28x75xf32>
  %45 = net.input "s00170/in" : tensor<256x28x28x32xf32>
  %46 = net.elementwise "s00170/feed" %45 {kind = #net<elementwise sum>} : tensor<256x28x28x32xf32> -> tensor<256x28x28x32xf32>
  %47 = net.batch_norm "s00170" %46 : tensor<256x28x28x32xf32> -> tensor<256x28x28x32xf32>
  %48 = net.input "s00183/in" : tensor<256x7x7x64xf32>
  %49 = net.elementwise "s00183/feed" %48 {kind = #net<elementwise sum>} : tensor<256x7x7x64xf32> -> tensor<256x7x7x64xf32>
  %50 = net.batch_norm "s00183" %49 : tensor<256x7x7x64xf32> -> tensor<256x7x7x64xf32>
  %51 = net.input "s00208/in" : tensor<256x56x56x80xf32>
  %52 = net.elementwise "s00208/feed" %51 {kind = #net<elementwise sum>} : tensor<256x56x56x80xf32> -> tensor<256x56x56x80xf32>
  %53 = net.batch_norm "s00208" %52 {activation = #net<activation relu6>} : tensor<256x56x56x80xf32> -> tensor<256x56x56x80xf32>
  %54 = net.input "s00227/in" : tensor<256x19x19x256xf32>
  %55 = net.elementwise "s00227/feed" %54 {kind = #net<elementwise sum>} : tensor<256x19x19x256xf32> -> tensor<256x19x19x256xf32>
  %56 = net.batch_norm "s00227" %55 {activation = #net<activation hard_swish>} : tensor<256x19x19x256xf32> -> tensor<256x19x19x256xf32>
  %57 = net.input "s00228/in" : tensor<256x7x7x576xf32>
  %58 = net.elementwise "s00228/feed" %57 {kind = #net<elementwise sum>} : tensor<256x7x7x576xf32> -> tensor<256x7x7x576xf32>
  %59 = net.batch_norm "s00228" %58 {activation = #net<activation hard_swish>} : tensor<256x7x7x576xf32> -> tensor<256x7x7x576xf32>
  %60 = net.input "s00243/in" : tensor<256x7x7x24xf32>
  %61 = net.elementwise "s00243/feed" %60 {kind = #net<elementwise sum>} : tensor<256x7x7x24xf32> -> tensor<256x7x7x24xf32>
  %62 = net.batch_norm "s00243" %61 : tensor<256x7x7x24xf32> -> tensor<256x7x7x24xf32>
  %63 = net.input "s00260/in" : tensor<256x19x19x256xf32>
  %64 = net.elementwise "s00260/feed" %63 {kind = #net<elementwise sum>} : tensor<256x19x19x256xf32> -> tensor<256x19x19x256xf32>
  %65 = net.batch_norm "s00260" %64 : tensor<256x19x19x256xf32> -> tensor<256x19x19x256xf32>
  %66 = net.input "s00294/in" : tensor<256x10x10x1224xf32>
  %67 = net.elementwise "s00294/feed" %66 {kind = #net<elementwise sum>} : tensor<256x10x10x1224xf32> -> tensor<256x10x10x1224xf32>
  %68 = net.batch_norm "s00294" %67 : tensor<256x10x10x1224xf32> -> tensor<256x10x10x1224xf32>
  %69 = net.input "s00300/in" : tensor<256x14x14x48xf32>
  %70 = net.elementwise "s00300/feed" %69 {kind = #net<elementwise sum>} : tensor<256x14x14x48xf32> -> tensor<256x14x14x48xf32>
  %71 = net.batch_norm "s00300" %70 {activation = #net<activation hard_swish>} : tensor<256x14x14x48xf32> -> tensor<256x14x14x48xf32>
  %72 = net.input "s00303/in" : tensor<256x7x7x288xf32>
  %73 = net.elementwise "s00303/feed" %72 {kind = #net<elementwise sum>} : tensor<256x7x7x288xf32> -> tensor<256x7x7x288xf32>
  %74 = net.batch_norm "s00303" %73 {activation = #net<activation relu>} : tensor<256x7x7x288xf32> -> tensor<256x7x7x288xf32>
}
