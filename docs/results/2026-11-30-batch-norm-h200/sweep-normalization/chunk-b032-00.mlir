net.network "chunk-b032-00" {
  %0 = net.input "s00012/in" : tensor<32x27x27x144xf32>
  %1 = net.elementwise "s00012/feed" %0 {kind = #net<elementwise sum>} : tensor<32x27x27x144xf32> -> tensor<32x27x27x144xf32>
  %2 = net.batch_norm "s00012" %1 {activation = #net<activation relu>} : tensor<32x27x27x144xf32> -> tensor<32x27x27x144xf32>
  %3 = net.input "s00013/in" : tensor<32x13x13x559xf32>
  %4 = net.elementwise "s00013/feed" %3 {kind = #net<elementwise sum>} : tensor<32x13x13x559xf32> -> tensor<32x13x13x559xf32>
  %5 = net.batch_norm "s00013" %4 : tensor<32x13x13x559xf32> -> tensor<32x13x13x559xf32>
  %6 = net.input "s00026/in" : tensor<32x8x8x768xf32>
  %7 = net.elementwise "s00026/feed" %6 {kind = #net<elementwise sum>} : tensor<32x8x8x768xf32> -> tensor<32x8x8x768xf32>
  %8 = net.batch_norm "s00026" %7 : tensor<32x8x8x768xf32> -> tensor<32x8x8x768xf32>
  %9 = net.input "s00027/in" : tensor<32x13x13x958xf32>
  %10 = net.elementwise "s00027/feed" %9 {kind = #net<elementwise sum>} : tensor<32x13x13x958xf32> -> tensor<32x13x13x958xf32>
  %11 = net.batch_norm "s00027" %10 {activation = #net<activation silu>} : tensor<32x13x13x958xf32> -> tensor<32x13x13x958xf32>
  %12 = net.input "s00029/in" : tensor<32x28x28x192xf32>
  %13 = net.elementwise "s00029/feed" %12 {kind = #net<elementwise sum>} : tensor<32x28x28x192xf32> -> tensor<32x28x28x192xf32>
  %14 = net.batch_norm "s00029" %13 : tensor<32x28x28x192xf32> -> tensor<32x28x28x192xf32>
  %15 = net.input "s00036/in" : tensor<32x56x56x1272xf32>
  %16 = net.elementwise "s00036/feed" %15 {kind = #net<elementwise sum>} : tensor<32x56x56x1272xf32> -> tensor<32x56x56x1272xf32>
  %17 = net.batch_norm "s00036" %16 : tensor<32x56x56x1272xf32> -> tensor<32x56x56x1272xf32>
  %18 = net.input "s00037/in" : tensor<32x28x28x512xf32>
  %19 = net.elementwise "s00037/feed" %18 {kind = #net<elementwise sum>} : tensor<32x28x28x512xf32> -> tensor<32x28x28x512xf32>
  %20 = net.batch_norm "s00037" %19 {activation = #net<activation silu>} : tensor<32x28x28x512xf32> -> tensor<32x28x28x512xf32>
  %21 = net.input "s00038/in" : tensor<32x28x28x592xf32>
  %22 = net.elementwise "s00038/feed" %21 {kind = #net<elementwise sum>} : tensor<32x28x28x592xf32> -> tensor<32x28x28x592xf32>
  %23 = net.batch_norm "s00038" %22 {activation = #net<activation relu6>} : tensor<32x28x28x592xf32> -> tensor<32x28x28x592xf32>
  %24 = net.input "s00040/in" : tensor<32x112x112x310xf32>
  %25 = net.elementwise "s00040/feed" %24 {kind = #net<elementwise sum>} : tensor<32x112x112x310xf32> -> tensor<32x112x112x310xf32>
  %26 = net.batch_norm "s00040" %25 : tensor<32x112x112x310xf32> -> tensor<32x112x112x310xf32>
  %27 = net.input "s00041/in" : tensor<32x7x7x96xf32>
  %28 = net.elementwise "s00041/feed" %27 {kind = #net<elementwise sum>} : tensor<32x7x7x96xf32> -> tensor<32x7x7x96xf32>
  %29 = net.batch_norm "s00041" %28 {activation = #net<activation relu>} : tensor<32x7x7x96xf32> -> tensor<32x7x7x96xf32>
  %30 = net.input "s00043/in" : tensor<32x56x56x775xf32>
  %31 = net.elementwise "s00043/feed" %30 {kind = #net<elementwise sum>} : tensor<32x56x56x775xf32> -> tensor<32x56x56x775xf32>
  %32 = net.batch_norm "s00043" %31 : tensor<32x56x56x775xf32> -> tensor<32x56x56x775xf32>
  %33 = net.input "s00050/in" : tensor<32x112x112x240xf32>
  %34 = net.elementwise "s00050/feed" %33 {kind = #net<elementwise sum>} : tensor<32x112x112x240xf32> -> tensor<32x112x112x240xf32>
  %35 = net.batch_norm "s00050" %34 {activation = #net<activation relu>} : tensor<32x112x112x240xf32> -> tensor<32x112x112x240xf32>
  %36 = net.input "s00054/in" : tensor<32x7x7x128xf32>
  %37 = net.elementwise "s00054/feed" %36 {kind = #net<elementwise sum>} : tensor<32x7x7x128xf32> -> tensor<32x7x7x128xf32>
  %38 = net.batch_norm "s00054" %37 : tensor<32x7x7x128xf32> -> tensor<32x7x7x128xf32>
  %39 = net.input "s00061/in" : tensor<32x38x38x48xf32>
  %40 = net.elementwise "s00061/feed" %39 {kind = #net<elementwise sum>} : tensor<32x38x38x48xf32> -> tensor<32x38x38x48xf32>
  %41 = net.batch_norm "s00061" %40 {activation = #net<activation relu>} : tensor<32x38x38x48xf32> -> tensor<32x38x38x48xf32>
  %42 = net.input "s00062/in" : tensor<32x14x14x200xf32>
  %43 = net.elementwise "s00062/feed" %42 {kind = #net<elementwise sum>} : tensor<32x14x14x200xf32> -> tensor<32x14x14x200xf32>
  %44 = net.batch_norm "s00062" %43 {activation = #net<activation hard_swish>} : tensor<32x14x14x200xf32> -> tensor<32x14x14x200xf32>
  %45 = net.input "s00063/in" : tensor<32x7x7x1816xf32>
  %46 = net.elementwise "s00063/feed" %45 {kind = #net<elementwise sum>} : tensor<32x7x7x1816xf32> -> tensor<32x7x7x1816xf32>
  %47 = net.batch_norm "s00063" %46 {activation = #net<activation hard_swish>} : tensor<32x7x7x1816xf32> -> tensor<32x7x7x1816xf32>
  %48 = net.input "s00069/in" : tensor<32x56x56x296xf32>
  %49 = net.elementwise "s00069/feed" %48 {kind = #net<elementwise sum>} : tensor<32x56x56x296xf32> -> tensor<32x56x56x296xf32>
  %50 = net.batch_norm "s00069" %49 {activation = #net<activation relu>} : tensor<32x56x56x296xf32> -> tensor<32x56x56x296xf32>
  %51 = net.input "s00070/in" : tensor<32x38x38x824xf32>
  %52 = net.elementwise "s00070/feed" %51 {kind = #net<elementwise sum>} : tensor<32x38x38x824xf32> -> tensor<32x38x38x824xf32>
  %53 = net.batch_norm "s00070" %52 {activation = #net<activation relu>} : tensor<32x38x38x824xf32> -> tensor<32x38x38x824xf32>
  %54 = net.input "s00071/in" : tensor<32x35x35x1152xf32>
  %55 = net.elementwise "s00071/feed" %54 {kind = #net<elementwise sum>} : tensor<32x35x35x1152xf32> -> tensor<32x35x35x1152xf32>
  %56 = net.batch_norm "s00071" %55 {activation = #net<activation silu>} : tensor<32x35x35x1152xf32> -> tensor<32x35x35x1152xf32>
  %57 = net.input "s00078/in" : tensor<32x14x14x734xf32>
  %58 = net.elementwise "s00078/feed" %57 {kind = #net<elementwise sum>} : tensor<32x14x14x734xf32> -> tensor<32x14x14x734xf32>
  %59 = net.batch_norm "s00078" %58 {activation = #net<activation relu6>} : tensor<32x14x14x734xf32> -> tensor<32x14x14x734xf32>
  %60 = net.input "s00080/in" : tensor<32x56x56x64xf32>
  %61 = net.elementwise "s00080/feed" %60 {kind = #net<elementwise sum>} : tensor<32x56x56x64xf32> -> tensor<32x56x56x64xf32>
  %62 = net.batch_norm "s00080" %61 {activation = #net<activation relu>} : tensor<32x56x56x64xf32> -> tensor<32x56x56x64xf32>
  %63 = net.input "s00099/in" : tensor<32x7x7x128xf32>
  %64 = net.elementwise "s00099/feed" %63 {kind = #net<elementwise sum>} : tensor<32x7x7x128xf32> -> tensor<32x7x7x128xf32>
  %65 = net.batch_norm "s00099" %64 {activation = #net<activation relu>} : tensor<32x7x7x128xf32> -> tensor<32x7x7x128xf32>
  %66 = net.input "s00100/in" : tensor<32x56x56x48xf32>
  %67 = net.elementwise "s00100/feed" %66 {kind = #net<elementwise sum>} : tensor<32x56x56x48xf32> -> tensor<32x56x56x48xf32>
  %68 = net.batch_norm "s00100" %67 {activation = #net<activation relu>} : tensor<32x56x56x48xf32> -> tensor<32x56x56x48xf32>
  %69 = net.input "s00105/in" : tensor<32x35x35x136xf32>
  %70 = net.elementwise "s00105/feed" %69 {kind = #net<elementwise sum>} : tensor<32x35x35x136xf32> -> tensor<32x35x35x136xf32>
  %71 = net.batch_norm "s00105" %70 {activation = #net<activation hard_swish>} : tensor<32x35x35x136xf32> -> tensor<32x35x35x136xf32>
  %72 = net.input "s00111/in" : tensor<32x56x56x1024xf32>
  %73 = net.elementwise "s00111/feed" %72 {kind = #net<elementwise sum>} : tensor<32x56x56x1024xf32> -> tensor<32x56x56x1024xf32>
  %74 = net.batch_norm "s00111" %73 {activation = #net<activation hard_swish>} : tensor<32x56x56x1024xf32> -> tensor<32x56x56x1024xf32>
}
