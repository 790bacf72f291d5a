net.network "chunk-b128-00" {
  %0 = net.input "s00002/in" : tensor<128x10x10x384xf32>
  %1 = net.elementwise "s00002/feed" %0 {kind = #net<elementwise sum>} : tensor<128x10x10x384xf32> -> tensor<128x10x10x384xf32>
  %2 = net.batch_norm "s00002" %1 {activation = #net<activation relu>} : tensor<128x10x10x384xf32> -> tensor<128x10x10x384xf32>
  %3 = net.input "s00003/in" : tensor<128x7x7x480xf32>
  %4 = net.elementwise "s00003/feed" %3 {kind = #net<elementwise sum>} : tensor<128x7x7x480xf32> -> tensor<128x7x7x480xf32>
  %5 = net.batch_norm "s00003" %4 : tensor<128x7x7x480xf32> -> tensor<128x7x7x480xf32>
  %6 = net.input "s00006/in" : tensor<128x28x28x288xf32>
  %7 = net.elementwise "s00006/feed" %6 {kind = #net<elementwise sum>} : tensor<128x28x28x288xf32> -> tensor<128x28x28x288xf32>
  %8 = net.batch_norm "s00006" %7 {activation = #net<activation relu6>} : tensor<128x28x28x288xf32> -> tensor<128x28x28x288xf32>
  %9 = net.input "s00007/in" : tensor<128x7x7x1384xf32>
  %10 = net.elementwise "s00007/feed" %9 {kind = #net<elementwise sum>} : tensor<128x7x7x1384xf32> -> tensor<128x7x7x1384xf32>
  %11 = net.batch_norm "s00007" %10 {activation = #net<activation relu>} : tensor<128x7x7x1384xf32> -> tensor<128x7x7x1384xf32>
  %12 = net.input "s00017/in" : tensor<128x14x14x2048xf32>
  %13 = net.elementwise "s00017/feed" %12 {kind = #net<elementwise sum>} : tensor<128x14x14x2048xf32> -> tensor<128x14x14x2048xf32>
  %14 = net.batch_norm "s00017" %13 {activation = #net<activation relu6>} : tensor<128x14x14x2048xf32> -> tensor<128x14x14x2048xf32>
  %15 = net.input "s00022/in" : tensor<128x17x17x1024xf32>
  %16 = net.elementwise "s00022/feed" %15 {kind = #net<elementwise sum>} : tensor<128x17x17x1024xf32> -> tensor<128x17x17x1024xf32>
  %17 = net.batch_norm "s00022" %16 : tensor<128x17x17x1024xf32> -> tensor<128x17x17x1024xf32>
  %18 = net.input "s00023/in" : tensor<128x14x14x347xf32>
  %19 = net.elementwise "s00023/feed" %18 {kind = #net<elementwise sum>} : tensor<128x14x14x347xf32> -> tensor<128x14x14x347xf32>
  %20 = net.batch_norm "s00023" %19 : tensor<128x14x14x347xf32> -> tensor<128x14x14x347xf32>
  %21 = net.input "s00024/in" : tensor<128x7x7x32xf32>
  %22 = net.elementwise "s00024/feed" %21 {kind = #net<elementwise sum>} : tensor<128x7x7x32xf32> -> tensor<128x7x7x32xf32>
  %23 = net.batch_norm "s00024" %22 : tensor<128x7x7x32xf32> -> tensor<128x7x7x32xf32>
  %24 = net.input "s00031/in" : tensor<128x56x56x123xf32>
  %25 = net.elementwise "s00031/feed" %24 {kind = #net<elementwise sum>} : tensor<128x56x56x123xf32> -> tensor<128x56x56x123xf32>
  %26 = net.batch_norm "s00031" %25 {activation = #net<activation relu6>} : tensor<128x56x56x123xf32> -> tensor<128x56x56x123xf32>
  %27 = net.input "s00032/in" : tensor<128x14x14x480xf32>
  %28 = net.elementwise "s00032/feed" %27 {kind = #net<elementwise sum>} : tensor<128x14x14x480xf32> -> tensor<128x14x14x480xf32>
  %29 = net.batch_norm "s00032" %28 {activation = #net<activation silu>} : tensor<128x14x14x480xf32> -> tensor<128x14x14x480xf32>
  %30 = net.input "s00033/in" : tensor<128x19x19x1024xf32>
  %31 = net.elementwise "s00033/feed" %30 {kind = #net<elementwise sum>} : tensor<128x19x19x1024xf32> -> tensor<128x19x19x1024xf32>
  %32 = net.batch_norm "s00033" %31 {activation = #net<activation silu>} : tensor<128x19x19x1024xf32> -> tensor<128x19x19x1024xf32>
  %33 = net.input "s00039/in" : tensor<128x17x17x192xf32>
  %34 = net.elementwise "s00039/feed" %33 {kind = #net<elementwise sum>} : tensor<128x17x17x192xf32> -> tensor<128x17x17x192xf32>
  %35 = net.batch_norm "s00039" %34 : tensor<128x17x17x192xf32> -> tensor<128x17x17x192xf32>
  %36 = net.input "s00042/in" : tensor<128x13x13x40xf32>
  %37 = net.elementwise "s00042/feed" %36 {kind = #net<elementwise sum>} : tensor<128x13x13x40xf32> -> tensor<128x13x13x40xf32>
  %38 = net.batch_norm "s00042" %37 {activation = #net<activation relu>} : tensor<128x13x13x40xf32> -> tensor<128x13x13x40xf32>
  %39 = net.input "s00044/in" : tensor<128x17x17x294xf32>
  %40 = net.elementwise "s00044/feed" %39 {kind = #net<elementwise sum>} : tensor<128x17x17x294xf32> -> tensor<128x17x17x294xf32>
  %41 = net.batch_norm "s00044" %40 : tensor<128x17x17x294xf32> -> tensor<128x17x17x294xf32>
  %42 = net.input "s00051/in" : tensor<128x38x38x256xf32>
  %43 = net.elementwise "s00051/feed" %42 {kind = #net<elementwise sum>} : tensor<128x38x38x256xf32> -> tensor<128x38x38x256xf32>
  %44 = net.batch_norm "s00051" %43 {activation = #net<activation silu>} : tensor<128x38x38x256xf32> -> tensor<128x38x38x256xf32>
  %45 = net.input "s00065/in" : tensor<128x14x14x512xf32>
  %46 = net.elementwise "s00065/feed" %45 {kind = #net<elementwise sum>} : tensor<128x14x14x512xf32> -> tensor<128x14x14x512xf32>
  %47 = net.batch_norm "s00065" %46 {activation = #net<activation relu>} : tensor<128x14x14x512xf32> -> tensor<128x14x14x512xf32>
  %48 = net.input "s00072/in" : tensor<128x14x14x128xf32>
  %49 = net.elementwise "s00072/feed" %48 {kind = #net<elementwise sum>} : tensor<128x14x14x128xf32> -> tensor<128x14x14x128xf32>
  %50 = net.batch_norm "s00072" %49 : tensor<128x14x14x128xf32> -> tensor<128x14x14x128xf32>
  %51 = net.input "s00075/in" : tensor<128x14x14x816xf32>
  %52 = net.elementwise "s00075/feed" %51 {kind = #net<elementwise sum>} : tensor<128x14x14x816xf32> -> tensor<128x14x14x816xf32>
  %53 = net.batch_norm "s00075" %52 : tensor<128x14x14x816xf32> -> tensor<128x14x14x816xf32>
  %54 = net.input "s00077/in" : tensor<128x10x10x1320xf32>
  %55 = net.elementwise "s00077/feed" %54 {kind = #net<elementwise sum>} : tensor<128x10x10x1320xf32> -> tensor<128x10x10x1320xf32>
  %56 = net.batch_norm "s00077" %55 {activation = #net<activation silu>} : tensor<128x10x10x1320xf32> -> tensor<128x10x10x1320xf32>
  %57 = net.input "s00082/in" : tensor<128x56x56x72xf32>
  %58 = net.elementwise "s00082/feed" %57 {kind = #net<elementwise sum>} : tensor<128x56x56x72xf32> -> tensor<128x56x56x72xf32>
  %59 = net.batch_norm "s00082" %58 : tensor<128x56x56x72xf32> -> tensor<128x56x56x72xf32>
  %60 = net.input "s00085/in" : tensor<128x56x56x24xf32>
  %61 = net.elementwise "s00085/feed" %60 {kind = #net<elementwise sum>} : tensor<128x56x56x24xf32> -> tensor<128x56x56x24xf32>
  %62 = net.batch_norm "s00085" %61 {activation = #net<activation relu>} : tensor<128x56x56x24xf32> -> tensor<128x56x56x24xf32>
  %63 = net.input "s00090/in" : tensor<128x19x19x640xf32>
  %64 = net.elementwise "s00090/feed" %63 {kind = #net<elementwise sum>} : tensor<128x19x19x640xf32> -> tensor<128x19x19x640xf32>
  %65 = net.batch_norm "s00090" %64 {activation = #net<activation relu>} : tensor<128x19x19x640xf32> -> tensor<128x19x19x640xf32>
  %66 = net.input "s00091/in" : tensor<128x19x19x512xf32>
  %67 = net.elementwise "s00091/feed" %66 {kind = #net<elementwise sum>} : tensor<128x19x19x512xf32> -> tensor<128x19x19x512xf32>
  %68 = net.batch_norm "s00091" %67 {activation = #net<activation relu>} : tensor<128x19x19x512xf32> -> tensor<128x19x19x512xf32>
  %69 = net.input "s00092/in" : tensor<128x28x28x512xf32>
  %70 = net.elementwise "s00092/feed" %69 {kind = #net<elementwise sum>} : tensor<128x28x28x512xf32> -> tensor<128x28x28x512xf32>
  %71 = net.batch_norm "s00092" %70 {activation = #net<activation relu>} : tensor<128x28x28x512xf32> -> tensor<128x28x28x512xf32>
  %72 = net.input "s00094/in" : tensor<128x7x7x184xf32>
  %73 = net.elementwise "s00094/feed" %72 {kind = #net<elementwise sum>} : tensor<128x7x7x184xf32> -> tensor<128x7x7x184xf32>
  %74 = net.batch_norm "s00094" %73 : tensor<128x7x7x184xf32> -> tensor<128x7x7x184xf32>
}
