net.network "chunk-b016-02" {
  %0 = net.input "s00450/in" : tensor<16x7x7x256xf32>
  %1 = net.elementwise "s00450/feed" %0 {kind = #net<elementwise sum>} : tensor<16x7x7x256xf32> -> tensor<16x7x7x256xf32>
  %2 = net.avg_pool "s00450" %1 {ksize = array<i64: 7, 7>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<16x7x7x256xf32> -> tensor<16x1x1x256xf32>
  %3 = net.input "s00455/in" : tensor<16x35x35x24xf32>
  %4 = net.elementwise "s00455/feed" %3 {kind = #net<elementwise sum>} : tensor<16x35x35x24xf32> -> tensor<16x35x35x24xf32>
  %5 = net.max_pool "s00455" %4 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x35x35x24xf32> -> tensor<16x18x18x24xf32>
  %6 = net.input "s00460/in" : tensor<16x56x56x768xf32>
  %7 = net.elementwise "s00460/feed" %6 {kind = #net<elementwise sum>} : tensor<16x56x56x768xf32> -> tensor<16x56x56x768xf32>
  %8 = net.input "s00460/b/in" : tensor<16x56x56x768xf32>
  %9 = net.elementwise "s00460/b/feed" %8 {kind = #net<elementwise sum>} : tensor<16x56x56x768xf32> -> tensor<16x56x56x768xf32>
  %10 = net.elementwise "s00460" %7, %9 {activation = #net<activation relu>} : tensor<16x56x56x768xf32>, tensor<16x56x56x768xf32> -> tensor<16x56x56x768xf32>
  %11 = net.input "s00462/in" : tensor<16x14x14x64xf32>
  %12 = net.elementwise "s00462/feed" %11 {kind = #net<elementwise sum>} : tensor<16x14x14x64xf32> -> tensor<16x14x14x64xf32>
  %13 = net.batch_norm "s00462" %12 : tensor<16x14x14x64xf32> -> tensor<16x14x14x64xf32>
  %14 = net.input "s00488/in" : tensor<16x27x27x16xf32>
  %15 = net.elementwise "s00488/feed" %14 {kind = #net<elementwise sum>} : tensor<16x27x27x16xf32> -> tensor<16x27x27x16xf32>
  %16 = net.batch_norm "s00488" %15 : tensor<16x27x27x16xf32> -> tensor<16x27x27x16xf32>
  %17 = net.input "s00534/in" : tensor<16x112x112x96xf32>
  %18 = net.elementwise "s00534/feed" %17 {kind = #net<elementwise sum>} : tensor<16x112x112x96xf32> -> tensor<16x112x112x96xf32>
  %19 = net.input "s00534/b/in" : tensor<16x112x112x96xf32>
  %20 = net.elementwise "s00534/b/feed" %19 {kind = #net<elementwise sum>} : tensor<16x112x112x96xf32> -> tensor<16x112x112x96xf32>
  %21 = net.elementwise "s00534" %18, %20 : tensor<16x112x112x96xf32>, tensor<16x112x112x96xf32> -> tensor<16x112x112x96xf32>
  %22 = net.input "s00535/in" : tensor<16x28x28x128xf32>
  %23 = net.elementwise "s00535/feed" %22 {kind = #net<elementwise sum>} : tensor<16x28x28x128xf32> -> tensor<16x28x28x128xf32>
  %24 = net.avg_pool "s00535" %23 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<16x28x28x128xf32> -> tensor<16x14x14x128xf32>
  %25 = net.input "s00539/in" : tensor<16x56x56x64xf32>
  %26 = net.elementwise "s00539/feed" %25 {kind = #net<elementwise sum>} : tensor<16x56x56x64xf32> -> tensor<16x56x56x64xf32>
  %27 = net.input "s00539/b/in" : tensor<16x56x56x64xf32>
  %28 = net.elementwise "s00539/b/feed" %27 {kind = #net<elementwise sum>} : tensor<16x56x56x64xf32> -> tensor<16x56x56x64xf32>
  %29 = net.elementwise "s00539" %26, %28 {activation = #net<activation relu>} : tensor<16x56x56x64xf32>, tensor<16x56x56x64xf32> -> tensor<16x56x56x64xf32>
  %30 = net.input "s00546/in" : tensor<16x13x13x1024xf32>
  %31 = net.elementwise "s00546/feed" %30 {kind = #net<elementwise sum>} : tensor<16x13x13x1024xf32> -> tensor<16x13x13x1024xf32>
  %32 = net.batch_norm "s00546" %31 {activation = #net<activation relu>} : tensor<16x13x13x1024xf32> -> tensor<16x13x13x1024xf32>
  %33 = net.input "s00547/in" : tensor<16x35x35x192xf32>
  %34 = net.elementwise "s00547/feed" %33 {kind = #net<elementwise sum>} : tensor<16x35x35x192xf32> -> tensor<16x35x35x192xf32>
  %35 = net.batch_norm "s00547" %34 {activation = #net<activation relu>} : tensor<16x35x35x192xf32> -> tensor<16x35x35x192xf32>
  %36 = net.input "s00554/in" : tensor<16x17x17x768xf32>
  %37 = net.elementwise "s00554/feed" %36 {kind = #net<elementwise sum>} : tensor<16x17x17x768xf32> -> tensor<16x17x17x768xf32>
  %38 = net.input "s00554/b/in" : tensor<16x17x17x768xf32>
  %39 = net.elementwise "s00554/b/feed" %38 {kind = #net<elementwise sum>} : tensor<16x17x17x768xf32> -> tensor<16x17x17x768xf32>
  %40 = net.elementwise "s00554" %37, %39 : tensor<16x17x17x768xf32>, tensor<16x17x17x768xf32> -> tensor<16x17x17x768xf32>
  %41 = net.input "s00555/in" : tensor<16x35x35x64xf32>
  %42 = net.elementwise "s00555/feed" %41 {kind = #net<elementwise sum>} : tensor<16x35x35x64xf32> -> tensor<16x35x35x64xf32>
  %43 = net.input "s00555/b/in" : tensor<16x35x35x64xf32>
  %44 = net.elementwise "s00555/b/feed" %43 {kind = #net<elementwise sum>} : tensor<16x35x35x64xf32> -> tensor<16x35x35x64xf32>
  %45 = net.elementwise "s00555" %42, %44 {activation = #net<activation relu>} : tensor<16x35x35x64xf32>, tensor<16x35x35x64xf32> -> tensor<16x35x35x64xf32>
  %46 = net.input "s00563/in" : tensor<16x56x56x192xf32>
  %47 = net.elementwise "s00563/feed" %46 {kind = #net<elementwise sum>} : tensor<16x56x56x192xf32> -> tensor<16x56x56x192xf32>
  %48 = net.avg_pool "s00563" %47 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<16x56x56x192xf32> -> tensor<16x1x1x192xf32>
  %49 = net.input "s00572/in" : tensor<16x14x14x96xf32>
  %50 = net.elementwise "s00572/feed" %49 {kind = #net<elementwise sum>} : tensor<16x14x14x96xf32> -> tensor<16x14x14x96xf32>
  %51 = net.input "s00572/b/in" : tensor<16x14x14x96xf32>
  %52 = net.elementwise "s00572/b/feed" %51 {kind = #net<elementwise sum>} : tensor<16x14x14x96xf32> -> tensor<16x14x14x96xf32>
  %53 = net.elementwise "s00572" %50, %52 : tensor<16x14x14x96xf32>, tensor<16x14x14x96xf32> -> tensor<16x14x14x96xf32>
  %54 = net.input "s00580/in" : tensor<16x27x27x64xf32>
  %55 = net.elementwise "s00580/feed" %54 {kind = #net<elementwise sum>} : tensor<16x27x27x64xf32> -> tensor<16x27x27x64xf32>
  %56 = net.input "s00580/b/in" : tensor<16x27x27x64xf32>
  %57 = net.elementwise "s00580/b/feed" %56 {kind = #net<elementwise sum>} : tensor<16x27x27x64xf32> -> tensor<16x27x27x64xf32>
  %58 = net.elementwise "s00580" %55, %57 {activation = #net<activation relu>} : tensor<16x27x27x64xf32>, tensor<16x27x27x64xf32> -> tensor<16x27x27x64xf32>
  %59 = net.input "s00590/in" : tensor<16x56x56x24xf32>
  %60 = net.elementwise "s00590/feed" %59 {kind = #net<elementwise sum>} : tensor<16x56x56x24xf32> -> tensor<16x56x56x24xf32>
  %61 = net.avg_pool "s00590" %60 {ksize = array<i64: 56, 56>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<16x56x56x24xf32> -> tensor<16x1x1x24xf32>
  %62 = net.input "s00595/in" : tensor<16x13x13x1024xf32>
  %63 = net.elementwise "s00595/feed" %62 {kind = #net<elementwise sum>} : tensor<16x13x13x1024xf32> -> tensor<16x13x13x1024xf32>
  %64 = net.avg_pool "s00595" %63 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<16x13x13x1024xf32> -> tensor<16x13x13x1024xf32>
}
