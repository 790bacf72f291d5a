net.network "chunk-b032-01" {
  %0 = net.input "s00150/in" : tensor<32x27x27x64xf32>
  %1 = net.elementwise "s00150/feed" %0 {kind = #net<elementwise sum>} : tensor<32x27x27x64xf32> -> tensor<32x27x27x64xf32>
  %2 = net.max_pool "s00150" %1 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x27x27x64xf32> -> tensor<32x13x13x64xf32>
  %3 = net.input "s00154/in" : tensor<32x56x56x32xf32>
  %4 = net.elementwise "s00154/feed" %3 {kind = #net<elementwise sum>} : tensor<32x56x56x32xf32> -> tensor<32x56x56x32xf32>
  %5 = net.max_pool "s00154" %4 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x56x56x32xf32> -> tensor<32x27x27x32xf32>
  %6 = net.input "s00160/in" : tensor<32x7x7x384xf32>
  %7 = net.elementwise "s00160/feed" %6 {kind = #net<elementwise sum>} : tensor<32x7x7x384xf32> -> tensor<32x7x7x384xf32>
  %8 = net.max_pool "s00160" %7 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x7x7x384xf32> -> tensor<32x3x3x384xf32>
  %9 = net.input "s00163/in" : tensor<32x35x35x128xf32>
  %10 = net.elementwise "s00163/feed" %9 {kind = #net<elementwise sum>} : tensor<32x35x35x128xf32> -> tensor<32x35x35x128xf32>
  %11 = net.max_pool "s00163" %10 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x35x35x128xf32> -> tensor<32x17x17x128xf32>
  %12 = net.input "s00165/in" : tensor<32x7x7x512xf32>
  %13 = net.elementwise "s00165/feed" %12 {kind = #net<elementwise sum>} : tensor<32x7x7x512xf32> -> tensor<32x7x7x512xf32>
  %14 = net.avg_pool "s00165" %13 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x7x7x512xf32> -> tensor<32x3x3x512xf32>
  %15 = net.input "s00170/in" : tensor<32x14x14x576xf32>
  %16 = net.elementwise "s00170/feed" %15 {kind = #net<elementwise sum>} : tensor<32x14x14x576xf32> -> tensor<32x14x14x576xf32>
  %17 = net.avg_pool "s00170" %16 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x14x14x576xf32> -> tensor<32x6x6x576xf32>
  %18 = net.input "s00171/in" : tensor<32x14x14x200xf32>
  %19 = net.elementwise "s00171/feed" %18 {kind = #net<elementwise sum>} : tensor<32x14x14x200xf32> -> tensor<32x14x14x200xf32>
  %20 = net.max_pool "s00171" %19 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x14x14x200xf32> -> tensor<32x6x6x200xf32>
  %21 = net.input "s00174/in" : tensor<32x13x13x240xf32>
  %22 = net.elementwise "s00174/feed" %21 {kind = #net<elementwise sum>} : tensor<32x13x13x240xf32> -> tensor<32x13x13x240xf32>
  %23 = net.max_pool "s00174" %22 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x13x13x240xf32> -> tensor<32x6x6x240xf32>
  %24 = net.input "s00175/in" : tensor<32x38x38x384xf32>
  %25 = net.elementwise "s00175/feed" %24 {kind = #net<elementwise sum>} : tensor<32x38x38x384xf32> -> tensor<32x38x38x384xf32>
  %26 = net.max_pool "s00175" %25 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x38x38x384xf32> -> tensor<32x18x18x384xf32>
  %27 = net.input "s00178/in" : tensor<32x27x27x768xf32>
  %28 = net.elementwise "s00178/feed" %27 {kind = #net<elementwise sum>} : tensor<32x27x27x768xf32> -> tensor<32x27x27x768xf32>
  %29 = net.max_pool "s00178" %28 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x27x27x768xf32> -> tensor<32x13x13x768xf32>
  %30 = net.input "s00181/in" : tensor<32x55x55x960xf32>
  %31 = net.elementwise "s00181/feed" %30 {kind = #net<elementwise sum>} : tensor<32x55x55x960xf32> -> tensor<32x55x55x960xf32>
  %32 = net.max_pool "s00181" %31 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x55x55x960xf32> -> tensor<32x27x27x960xf32>
  %33 = net.input "s00206/in" : tensor<32x8x8x192xf32>
  %34 = net.elementwise "s00206/feed" %33 {kind = #net<elementwise sum>} : tensor<32x8x8x192xf32> -> tensor<32x8x8x192xf32>
  %35 = net.max_pool "s00206" %34 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x8x8x192xf32> -> tensor<32x3x3x192xf32>
  %36 = net.input "s00210/in" : tensor<32x112x112x256xf32>
  %37 = net.elementwise "s00210/feed" %36 {kind = #net<elementwise sum>} : tensor<32x112x112x256xf32> -> tensor<32x112x112x256xf32>
  %38 = net.max_pool "s00210" %37 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x112x112x256xf32> -> tensor<32x55x55x256xf32>
  %39 = net.input "s00212/in" : tensor<32x14x14x24xf32>
  %40 = net.elementwise "s00212/feed" %39 {kind = #net<elementwise sum>} : tensor<32x14x14x24xf32> -> tensor<32x14x14x24xf32>
  %41 = net.max_pool "s00212" %40 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x14x14x24xf32> -> tensor<32x6x6x24xf32>
  %42 = net.input "s00214/in" : tensor<32x55x55x1024xf32>
  %43 = net.elementwise "s00214/feed" %42 {kind = #net<elementwise sum>} : tensor<32x55x55x1024xf32> -> tensor<32x55x55x1024xf32>
  %44 = net.max_pool "s00214" %43 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x55x55x1024xf32> -> tensor<32x27x27x1024xf32>
  %45 = net.input "s00217/in" : tensor<32x13x13x48xf32>
  %46 = net.elementwise "s00217/feed" %45 {kind = #net<elementwise sum>} : tensor<32x13x13x48xf32> -> tensor<32x13x13x48xf32>
  %47 = net.max_pool "s00217" %46 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x13x13x48xf32> -> tensor<32x6x6x48xf32>
  %48 = net.input "s00222/in" : tensor<32x55x55x512xf32>
  %49 = net.elementwise "s00222/feed" %48 {kind = #net<elementwise sum>} : tensor<32x55x55x512xf32> -> tensor<32x55x55x512xf32>
  %50 = net.max_pool "s00222" %49 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x55x55x512xf32> -> tensor<32x27x27x512xf32>
  %51 = net.input "s00224/in" : tensor<32x13x13x96xf32>
  %52 = net.elementwise "s00224/feed" %51 {kind = #net<elementwise sum>} : tensor<32x13x13x96xf32> -> tensor<32x13x13x96xf32>
  %53 = net.max_pool "s00224" %52 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x13x13x96xf32> -> tensor<32x6x6x96xf32>
  %54 = net.input "s00230/in" : tensor<32x56x56x24xf32>
  %55 = net.elementwise "s00230/feed" %54 {kind = #net<elementwise sum>} : tensor<32x56x56x24xf32> -> tensor<32x56x56x24xf32>
  %56 = net.avg_pool "s00230" %55 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x56x56x24xf32> -> tensor<32x27x27x24xf32>
  %57 = net.input "s00232/in" : tensor<32x7x7x24xf32>
  %58 = net.elementwise "s00232/feed" %57 {kind = #net<elementwise sum>} : tensor<32x7x7x24xf32> -> tensor<32x7x7x24xf32>
  %59 = net.avg_pool "s00232" %58 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x7x7x24xf32> -> tensor<32x3x3x24xf32>
  %60 = net.input "s00233/in" : tensor<32x7x7x256xf32>
  %61 = net.elementwise "s00233/feed" %60 {kind = #net<elementwise sum>} : tensor<32x7x7x256xf32> -> tensor<32x7x7x256xf32>
  %62 = net.max_pool "s00233" %61 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x7x7x256xf32> -> tensor<32x3x3x256xf32>
  %63 = net.input "s00236/in" : tensor<32x7x7x1152xf32>
  %64 = net.elementwise "s00236/feed" %63 {kind = #net<elementwise sum>} : tensor<32x7x7x1152xf32> -> tensor<32x7x7x1152xf32>
  %65 = net.max_pool "s00236" %64 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x7x7x1152xf32> -> tensor<32x3x3x1152xf32>
  %66 = net.input "s00237/in" : tensor<32x112x112x120xf32>
  %67 = net.elementwise "s00237/feed" %66 {kind = #net<elementwise sum>} : tensor<32x112x112x120xf32> -> tensor<32x112x112x120xf32>
  %68 = net.avg_pool "s00237" %67 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<32x112x112x120xf32> -> tensor<32x55x55x120xf32>
  %69 = net.input "s00239/in" : tensor<32x14x14x64xf32>
  %70 = net.elementwise "s00239/feed" %69 {kind = #net<elementwise sum>} : tensor<32x14x14x64xf32> -> tensor<32x14x14x64xf32>
  %71 = net.avg_pool "s00239" %70 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<32x14x14x64xf32> -> tensor<32x12x12x64xf32>
}
