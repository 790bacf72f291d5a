net.network "chunk-b064-01" {
  %0 = net.input "s00135/in" : tensor<64x7x7x512xf32>
  %1 = net.elementwise "s00135/feed" %0 {kind = #net<elementwise sum>} : tensor<64x7x7x512xf32> -> tensor<64x7x7x512xf32>
  %2 = net.binary "s00135" %1 {constant_shape = array<i64: 1, 1, 1, 512>, kind = #net<binary mul>} : tensor<64x7x7x512xf32> -> tensor<64x7x7x512xf32>
  %3 = net.input "s00136/in" : tensor<64x14x14x64xf32>
  %4 = net.elementwise "s00136/feed" %3 {kind = #net<elementwise sum>} : tensor<64x14x14x64xf32> -> tensor<64x14x14x64xf32>
  %5 = net.input "s00136/s/in" : tensor<64x1x1x64xf32>
  %6 = net.elementwise "s00136/s/feed" %5 {kind = #net<elementwise sum>} : tensor<64x1x1x64xf32> -> tensor<64x1x1x64xf32>
  %7 = net.binary "s00136" %4, %6 {kind = #net<binary mul>} : tensor<64x14x14x64xf32>, tensor<64x1x1x64xf32> -> tensor<64x14x14x64xf32>
  %8 = net.input "s00148/in" : tensor<64x28x28x384xf32>
  %9 = net.elementwise "s00148/feed" %8 {kind = #net<elementwise sum>} : tensor<64x28x28x384xf32> -> tensor<64x28x28x384xf32>
  %10 = net.binary "s00148" %9 {constant_shape = array<i64: 1, 1, 1, 384>, kind = #net<binary mul>} : tensor<64x28x28x384xf32> -> tensor<64x28x28x384xf32>
  %11 = net.input "s00164/in" : tensor<64x17x17x768xf32>
  %12 = net.elementwise "s00164/feed" %11 {kind = #net<elementwise sum>} : tensor<64x17x17x768xf32> -> tensor<64x17x17x768xf32>
  %13 = net.input "s00164/s/in" : tensor<64x1x1x768xf32>
  %14 = net.elementwise "s00164/s/feed" %13 {kind = #net<elementwise sum>} : tensor<64x1x1x768xf32> -> tensor<64x1x1x768xf32>
  %15 = net.binary "s00164" %12, %14 {kind = #net<binary mul>} : tensor<64x17x17x768xf32>, tensor<64x1x1x768xf32> -> tensor<64x17x17x768xf32>
  %16 = net.input "s00168/in" : tensor<64x38x38x120xf32>
  %17 = net.elementwise "s00168/feed" %16 {kind = #net<elementwise sum>} : tensor<64x38x38x120xf32> -> tensor<64x38x38x120xf32>
  %18 = net.input "s00168/s/in" : tensor<64x1x1x120xf32>
  %19 = net.elementwise "s00168/s/feed" %18 {kind = #net<elementwise sum>} : tensor<64x1x1x120xf32> -> tensor<64x1x1x120xf32>
  %20 = net.binary "s00168" %17, %19 {kind = #net<binary add>} : tensor<64x38x38x120xf32>, tensor<64x1x1x120xf32> -> tensor<64x38x38x120xf32>
  %21 = net.input "s00172/in" : tensor<64x112x112x32xf32>
  %22 = net.elementwise "s00172/feed" %21 {kind = #net<elementwise sum>} : tensor<64x112x112x32xf32> -> tensor<64x112x112x32xf32>
  %23 = net.input "s00172/s/in" : tensor<64x1x1x32xf32>
  %24 = net.elementwise "s00172/s/feed" %23 {kind = #net<elementwise sum>} : tensor<64x1x1x32xf32> -> tensor<64x1x1x32xf32>
  %25 = net.binary "s00172" %22, %24 {kind = #net<binary mul>} : tensor<64x112x112x32xf32>, tensor<64x1x1x32xf32> -> tensor<64x112x112x32xf32>
  %26 = net.input "s00180/in" : tensor<64x17x17x240xf32>
  %27 = net.elementwise "s00180/feed" %26 {kind = #net<elementwise sum>} : tensor<64x17x17x240xf32> -> tensor<64x17x17x240xf32>
  %28 = net.input "s00180/s/in" : tensor<64x1x1x240xf32>
  %29 = net.elementwise "s00180/s/feed" %28 {kind = #net<elementwise sum>} : tensor<64x1x1x240xf32> -> tensor<64x1x1x240xf32>
  %30 = net.binary "s00180" %27, %29 {kind = #net<binary mul>} : tensor<64x17x17x240xf32>, tensor<64x1x1x240xf32> -> tensor<64x17x17x240xf32>
  %31 = net.input "s00183/in" : tensor<64x27x27x64xf32>
  %32 = net.elementwise "s00183/feed" %31 {kind = #net<elementwise sum>} : tensor<64x27x27x64xf32> -> tensor<64x27x27x64xf32>
  %33 = net.binary "s00183" %32 {constant_shape = array<i64: 1, 1, 1, 64>, kind = #net<binary mul>} : tensor<64x27x27x64xf32> -> tensor<64x27x27x64xf32>
  %34 = net.input "s00186/in" : tensor<64x38x38x32xf32>
  %35 = net.elementwise "s00186/feed" %34 {kind = #net<elementwise sum>} : tensor<64x38x38x32xf32> -> tensor<64x38x38x32xf32>
  %36 = net.input "s00186/s/in" : tensor<64x1x1x32xf32>
  %37 = net.elementwise "s00186/s/feed" %36 {kind = #net<elementwise sum>} : tensor<64x1x1x32xf32> -> tensor<64x1x1x32xf32>
  %38 = net.binary "s00186" %35, %37 {kind = #net<binary mul>} : tensor<64x38x38x32xf32>, tensor<64x1x1x32xf32> -> tensor<64x38x38x32xf32>
  %39 = net.input "s00189/in" : tensor<64x38x38x384xf32>
  %40 = net.elementwise "s00189/feed" %39 {kind = #net<elementwise sum>} : tensor<64x38x38x384xf32> -> tensor<64x38x38x384xf32>
  %41 = net.input "s00189/s/in" : tensor<64x1x1x384xf32>
  %42 = net.elementwise "s00189/s/feed" %41 {kind = #net<elementwise sum>} : tensor<64x1x1x384xf32> -> tensor<64x1x1x384xf32>
  %43 = net.binary "s00189" %40, %42 {kind = #net<binary add>} : tensor<64x38x38x384xf32>, tensor<64x1x1x384xf32> -> tensor<64x38x38x384xf32>
  %44 = net.input "s00198/in" : tensor<64x14x14x288xf32>
  %45 = net.elementwise "s00198/feed" %44 {kind = #net<elementwise sum>} : tensor<64x14x14x288xf32> -> tensor<64x14x14x288xf32>
  %46 = net.binary "s00198" %45 {constant_shape = array<i64: 1, 1, 1, 288>, kind = #net<binary mul>} : tensor<64x14x14x288xf32> -> tensor<64x14x14x288xf32>
}
