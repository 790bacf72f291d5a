net.network "chunk-b064-00" {
  %0 = net.input "s00000/in" : tensor<64x28x28x594xf32>
  %1 = net.elementwise "s00000/feed" %0 {kind = #net<elementwise sum>} : tensor<64x28x28x594xf32> -> tensor<64x28x28x594xf32>
  %2 = net.batch_norm "s00000" %1 {activation = #net<activation silu>} : tensor<64x28x28x594xf32> -> tensor<64x28x28x594xf32>
  %3 = net.input "s00001/in" : tensor<64x56x56x16xf32>
  %4 = net.elementwise "s00001/feed" %3 {kind = #net<elementwise sum>} : tensor<64x56x56x16xf32> -> tensor<64x56x56x16xf32>
  %5 = net.batch_norm "s00001" %4 {activation = #net<activation relu>} : tensor<64x56x56x16xf32> -> tensor<64x56x56x16xf32>
  %6 = net.input "s00004/in" : tensor<64x14x14x960xf32>
  %7 = net.elementwise "s00004/feed" %6 {kind = #net<elementwise sum>} : tensor<64x14x14x960xf32> -> tensor<64x14x14x960xf32>
  %8 = net.batch_norm "s00004" %7 {activation = #net<activation relu6>} : tensor<64x14x14x960xf32> -> tensor<64x14x14x960xf32>
  %9 = net.input "s00005/in" : tensor<64x56x56x40xf32>
  %10 = net.elementwise "s00005/feed" %9 {kind = #net<elementwise sum>} : tensor<64x56x56x40xf32> -> tensor<64x56x56x40xf32>
  %11 = net.batch_norm "s00005" %10 {activation = #net<activation hard_swish>} : tensor<64x56x56x40xf32> -> tensor<64x56x56x40xf32>
  %12 = net.input "s00010/in" : tensor<64x7x7x256xf32>
  %13 = net.elementwise "s00010/feed" %12 {kind = #net<elementwise sum>} : tensor<64x7x7x256xf32> -> tensor<64x7x7x256xf32>
  %14 = net.batch_norm "s00010" %13 {activation = #net<activation relu>} : tensor<64x7x7x256xf32> -> tensor<64x7x7x256xf32>
  %15 = net.input "s00011/in" : tensor<64x19x19x576xf32>
  %16 = net.elementwise "s00011/feed" %15 {kind = #net<elementwise sum>} : tensor<64x19x19x576xf32> -> tensor<64x19x19x576xf32>
  %17 = net.batch_norm "s00011" %16 {activation = #net<activation relu6>} : tensor<64x19x19x576xf32> -> tensor<64x19x19x576xf32>
  %18 = net.input "s00015/in" : tensor<64x56x56x227xf32>
  %19 = net.elementwise "s00015/feed" %18 {kind = #net<elementwise sum>} : tensor<64x56x56x227xf32> -> tensor<64x56x56x227xf32>
  %20 = net.batch_norm "s00015" %19 : tensor<64x56x56x227xf32> -> tensor<64x56x56x227xf32>
  %21 = net.input "s00016/in" : tensor<64x10x10x1296xf32>
  %22 = net.elementwise "s00016/feed" %21 {kind = #net<elementwise sum>} : tensor<64x10x10x1296xf32> -> tensor<64x10x10x1296xf32>
  %23 = net.batch_norm "s00016" %22 {activation = #net<activation relu>} : tensor<64x10x10x1296xf32> -> tensor<64x10x10x1296xf32>
  %24 = net.input "s00018/in" : tensor<64x14x14x120xf32>
  %25 = net.elementwise "s00018/feed" %24 {kind = #net<elementwise sum>} : tensor<64x14x14x120xf32> -> tensor<64x14x14x120xf32>
  %26 = net.batch_norm "s00018" %25 : tensor<64x14x14x120xf32> -> tensor<64x14x14x120xf32>
  %27 = net.input "s00020/in" : tensor<64x28x28x1024xf32>
  %28 = net.elementwise "s00020/feed" %27 {kind = #net<elementwise sum>} : tensor<64x28x28x1024xf32> -> tensor<64x28x28x1024xf32>
  %29 = net.batch_norm "s00020" %28 {activation = #net<activation relu>} : tensor<64x28x28x1024xf32> -> tensor<64x28x28x1024xf32>
  %30 = net.input "s00025/in" : tensor<64x8x8x367xf32>
  %31 = net.elementwise "s00025/feed" %30 {kind = #net<elementwise sum>} : tensor<64x8x8x367xf32> -> tensor<64x8x8x367xf32>
  %32 = net.batch_norm "s00025" %31 {activation = #net<activation relu>} : tensor<64x8x8x367xf32> -> tensor<64x8x8x367xf32>
  %33 = net.input "s00030/in" : tensor<64x38x38x62xf32>
  %34 = net.elementwise "s00030/feed" %33 {kind = #net<elementwise sum>} : tensor<64x38x38x62xf32> -> tensor<64x38x38x62xf32>
  %35 = net.batch_norm "s00030" %34 {activation = #net<activation relu>} : tensor<64x38x38x62xf32> -> tensor<64x38x38x62xf32>
  %36 = net.input "s00034/in" : tensor<64x13x13x40xf32>
  %37 = net.elementwise "s00034/feed" %36 {kind = #net<elementwise sum>} : tensor<64x13x13x40xf32> -> tensor<64x13x13x40xf32>
  %38 = net.batch_norm "s00034" %37 : tensor<64x13x13x40xf32> -> tensor<64x13x13x40xf32>
  %39 = net.input "s00035/in" : tensor<64x8x8x581xf32>
  %40 = net.elementwise "s00035/feed" %39 {kind = #net<elementwise sum>} : tensor<64x8x8x581xf32> -> tensor<64x8x8x581xf32>
  %41 = net.batch_norm "s00035" %40 : tensor<64x8x8x581xf32> -> tensor<64x8x8x581xf32>
  %42 = net.input "s00046/in" : tensor<64x7x7x25xf32>
  %43 = net.elementwise "s00046/feed" %42 {kind = #net<elementwise sum>} : tensor<64x7x7x25xf32> -> tensor<64x7x7x25xf32>
  %44 = net.batch_norm "s00046" %43 {activation = #net<activation silu>} : tensor<64x7x7x25xf32> -> tensor<64x7x7x25xf32>
  %45 = net.input "s00048/in" : tensor<64x112x112x64xf32>
  %46 = net.elementwise "s00048/feed" %45 {kind = #net<elementwise sum>} : tensor<64x112x112x64xf32> -> tensor<64x112x112x64xf32>
  %47 = net.batch_norm "s00048" %46 {activation = #net<activation relu>} : tensor<64x112x112x64xf32> -> tensor<64x112x112x64xf32>
  %48 = net.input "s00049/in" : tensor<64x56x56x402xf32>
  %49 = net.elementwise "s00049/feed" %48 {kind = #net<elementwise sum>} : tensor<64x56x56x402xf32> -> tensor<64x56x56x402xf32>
  %50 = net.batch_norm "s00049" %49 {activation = #net<activation silu>} : tensor<64x56x56x402xf32> -> tensor<64x56x56x402xf32>
  %51 = net.input "s00052/in" : tensor<64x56x56x200xf32>
  %52 = net.elementwise "s00052/feed" %51 {kind = #net<elementwise sum>} : tensor<64x56x56x200xf32> -> tensor<64x56x56x200xf32>
  %53 = net.batch_norm "s00052" %52 {activation = #net<activation silu>} : tensor<64x56x56x200xf32> -> tensor<64x56x56x200xf32>
  %54 = net.input "s00055/in" : tensor<64x224x224x40xf32>
  %55 = net.elementwise "s00055/feed" %54 {kind = #net<elementwise sum>} : tensor<64x224x224x40xf32> -> tensor<64x224x224x40xf32>
  %56 = net.batch_norm "s00055" %55 {activation = #net<activation relu>} : tensor<64x224x224x40xf32> -> tensor<64x224x224x40xf32>
  %57 = net.input "s00056/in" : tensor<64x14x14x1072xf32>
  %58 = net.elementwise "s00056/feed" %57 {kind = #net<elementwise sum>} : tensor<64x14x14x1072xf32> -> tensor<64x14x14x1072xf32>
  %59 = net.batch_norm "s00056" %58 {activation = #net<activation relu>} : tensor<64x14x14x1072xf32> -> tensor<64x14x14x1072xf32>
  %60 = net.input "s00057/in" : tensor<64x112x112x144xf32>
  %61 = net.elementwise "s00057/feed" %60 {kind = #net<elementwise sum>} : tensor<64x112x112x144xf32> -> tensor<64x112x112x144xf32>
  %62 = net.batch_norm "s00057" %61 {activation = #net<activation hard_swish>} : tensor<64x112x112x144xf32> -> tensor<64x112x112x144xf32>
  %63 = net.input "s00058/in" : tensor<64x56x56x32xf32>
  %64 = net.elementwise "s00058/feed" %63 {kind = #net<elementwise sum>} : tensor<64x56x56x32xf32> -> tensor<64x56x56x32xf32>
  %65 = net.batch_norm "s00058" %64 : tensor<64x56x56x32xf32> -> tensor<64x56x56x32xf32>
  %66 = net.input "s00064/in" : tensor<64x14x14x512xf32>
  %67 = net.elementwise "s00064/feed" %66 {kind = #net<elementwise sum>} : tensor<64x14x14x512xf32> -> tensor<64x14x14x512xf32>
  %68 = net.batch_norm "s00064" %67 {activation = #net<activation silu>} : tensor<64x14x14x512xf32> -> tensor<64x14x14x512xf32>
  %69 = net.input "s00073/in" : tensor<64x13x13x1936xf32>
  %70 = net.elementwise "s00073/feed" %69 {kind = #net<elementwise sum>} : tensor<64x13x13x1936xf32> -> tensor<64x13x13x1936xf32>
  %71 = net.batch_norm "s00073" %70 {activation = #net<activation silu>} : tensor<64x13x13x1936xf32> -> tensor<64x13x13x1936xf32>
  %72 = net.input "s00079/in" : tensor<64x8x8x1816xf32>
  %73 = net.elementwise "s00079/feed" %72 {kind = #net<elementwise sum>} : tensor<64x8x8x1816xf32> -> tensor<64x8x8x1816xf32>
  %74 = net.batch_norm "s00079" %73 : tensor<64x8x8x1816xf32> -> tensor<64x8x8x1816xf32>
}
