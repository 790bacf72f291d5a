net.network "chunk-b064-01" {
  %0 = net.input "s00084/in" : tensor<64x7x7x120xf32>
  %1 = net.elementwise "s00084/feed" %0 {kind = #net<elementwise sum>} : tensor<64x7x7x120xf32> -> tensor<64x7x7x120xf32>
  %2 = net.batch_norm "s00084" %1 {activation = #net<activation relu>} : tensor<64x7x7x120xf32> -> tensor<64x7x7x120xf32>
  %3 = net.input "s00086/in" : tensor<64x28x28x64xf32>
  %4 = net.elementwise "s00086/feed" %3 {kind = #net<elementwise sum>} : tensor<64x28x28x64xf32> -> tensor<64x28x28x64xf32>
  %5 = net.batch_norm "s00086" %4 {activation = #net<activation silu>} : tensor<64x28x28x64xf32> -> tensor<64x28x28x64xf32>
  %6 = net.input "s00095/in" : tensor<64x27x27x352xf32>
  %7 = net.elementwise "s00095/feed" %6 {kind = #net<elementwise sum>} : tensor<64x27x27x352xf32> -> tensor<64x27x27x352xf32>
  %8 = net.batch_norm "s00095" %7 {activation = #net<activation relu6>} : tensor<64x27x27x352xf32> -> tensor<64x27x27x352xf32>
  %9 = net.input "s00096/in" : tensor<64x10x10x179xf32>
  %10 = net.elementwise "s00096/feed" %9 {kind = #net<elementwise sum>} : tensor<64x10x10x179xf32> -> tensor<64x10x10x179xf32>
  %11 = net.batch_norm "s00096" %10 {activation = #net<activation silu>} : tensor<64x10x10x179xf32> -> tensor<64x10x10x179xf32>
  %12 = net.input "s00103/in" : tensor<64x28x28x672xf32>
  %13 = net.elementwise "s00103/feed" %12 {kind = #net<elementwise sum>} : tensor<64x28x28x672xf32> -> tensor<64x28x28x672xf32>
  %14 = net.batch_norm "s00103" %13 {activation = #net<activation relu>} : tensor<64x28x28x672xf32> -> tensor<64x28x28x672xf32>
  %15 = net.input "s00108/in" : tensor<64x56x56x64xf32>
  %16 = net.elementwise "s00108/feed" %15 {kind = #net<elementwise sum>} : tensor<64x56x56x64xf32> -> tensor<64x56x56x64xf32>
  %17 = net.batch_norm "s00108" %16 {activation = #net<activation relu>} : tensor<64x56x56x64xf32> -> tensor<64x56x56x64xf32>
  %18 = net.input "s00110/in" : tensor<64x7x7x96xf32>
  %19 = net.elementwise "s00110/feed" %18 {kind = #net<elementwise sum>} : tensor<64x7x7x96xf32> -> tensor<64x7x7x96xf32>
  %20 = net.batch_norm "s00110" %19 : tensor<64x7x7x96xf32> -> tensor<64x7x7x96xf32>
  %21 = net.input "s00114/in" : tensor<64x14x14x64xf32>
  %22 = net.elementwise "s00114/feed" %21 {kind = #net<elementwise sum>} : tensor<64x14x14x64xf32> -> tensor<64x14x14x64xf32>
  %23 = net.batch_norm "s00114" %22 : tensor<64x14x14x64xf32> -> tensor<64x14x14x64xf32>
  %24 = net.input "s00115/in" : tensor<64x7x7x192xf32>
  %25 = net.elementwise "s00115/feed" %24 {kind = #net<elementwise sum>} : tensor<64x7x7x192xf32> -> tensor<64x7x7x192xf32>
  %26 = net.batch_norm "s00115" %25 : tensor<64x7x7x192xf32> -> tensor<64x7x7x192xf32>
  %27 = net.input "s00120/in" : tensor<64x28x28x512xf32>
  %28 = net.elementwise "s00120/feed" %27 {kind = #net<elementwise sum>} : tensor<64x28x28x512xf32> -> tensor<64x28x28x512xf32>
  %29 = net.batch_norm "s00120" %28 : tensor<64x28x28x512xf32> -> tensor<64x28x28x512xf32>
  %30 = net.input "s00125/in" : tensor<64x35x35x120xf32>
  %31 = net.elementwise "s00125/feed" %30 {kind = #net<elementwise sum>} : tensor<64x35x35x120xf32> -> tensor<64x35x35x120xf32>
  %32 = net.batch_norm "s00125" %31 {activation = #net<activation relu>} : tensor<64x35x35x120xf32> -> tensor<64x35x35x120xf32>
  %33 = net.input "s00127/in" : tensor<64x7x7x384xf32>
  %34 = net.elementwise "s00127/feed" %33 {kind = #net<elementwise sum>} : tensor<64x7x7x384xf32> -> tensor<64x7x7x384xf32>
  %35 = net.batch_norm "s00127" %34 {activation = #net<activation relu>} : tensor<64x7x7x384xf32> -> tensor<64x7x7x384xf32>
  %36 = net.input "s00132/in" : tensor<64x14x14x240xf32>
  %37 = net.elementwise "s00132/feed" %36 {kind = #net<elementwise sum>} : tensor<64x14x14x240xf32> -> tensor<64x14x14x240xf32>
  %38 = net.batch_norm "s00132" %37 {activation = #net<activation hard_swish>} : tensor<64x14x14x240xf32> -> tensor<64x14x14x240xf32>
  %39 = net.input "s00133/in" : tensor<64x19x19x240xf32>
  %40 = net.elementwise "s00133/feed" %39 {kind = #net<elementwise sum>} : tensor<64x19x19x240xf32> -> tensor<64x19x19x240xf32>
  %41 = net.batch_norm "s00133" %40 {activation = #net<activation relu>} : tensor<64x19x19x240xf32> -> tensor<64x19x19x240xf32>
  %42 = net.input "s00134/in" : tensor<64x7x7x960xf32>
  %43 = net.elementwise "s00134/feed" %42 {kind = #net<elementwise sum>} : tensor<64x7x7x960xf32> -> tensor<64x7x7x960xf32>
  %44 = net.batch_norm "s00134" %43 {activation = #net<activation relu>} : tensor<64x7x7x960xf32> -> tensor<64x7x7x960xf32>
  %45 = net.input "s00145/in" : tensor<64x7x7x768xf32>
  %46 = net.elementwise "s00145/feed" %45 {kind = #net<elementwise sum>} : tensor<64x7x7x768xf32> -> tensor<64x7x7x768xf32>
  %47 = net.batch_norm "s00145" %46 : tensor<64x7x7x768xf32> -> tensor<64x7x7x768xf32>
  %48 = net.input "s00152/in" : tensor<64x27x27x192xf32>
  %49 = net.elementwise "s00152/feed" %48 {kind = #net<elementwise sum>} : tensor<64x27x27x192xf32> -> tensor<64x27x27x192xf32>
  %50 = net.batch_norm "s00152" %49 {activation = #net<activation silu>} : tensor<64x27x27x192xf32> -> tensor<64x27x27x192xf32>
  %51 = net.input "s00154/in" : tensor<64x112x112x120xf32>
  %52 = net.elementwise "s00154/feed" %51 {kind = #net<elementwise sum>} : tensor<64x112x112x120xf32> -> tensor<64x112x112x120xf32>
  %53 = net.batch_norm "s00154" %52 {activation = #net<activation relu6>} : tensor<64x112x112x120xf32> -> tensor<64x112x112x120xf32>
  %54 = net.input "s00160/in" : tensor<64x28x28x128xf32>
  %55 = net.elementwise "s00160/feed" %54 {kind = #net<elementwise sum>} : tensor<64x28x28x128xf32> -> tensor<64x28x28x128xf32>
  %56 = net.batch_norm "s00160" %55 {activation = #net<activation relu6>} : tensor<64x28x28x128xf32> -> tensor<64x28x28x128xf32>
  %57 = net.input "s00162/in" : tensor<64x27x27x768xf32>
  %58 = net.elementwise "s00162/feed" %57 {kind = #net<elementwise sum>} : tensor<64x27x27x768xf32> -> tensor<64x27x27x768xf32>
  %59 = net.batch_norm "s00162" %58 {activation = #net<activation hard_swish>} : tensor<64x27x27x768xf32> -> tensor<64x27x27x768xf32>
  %60 = net.input "s00163/in" : tensor<64x14x14x1160xf32>
  %61 = net.elementwise "s00163/feed" %60 {kind = #net<elementwise sum>} : tensor<64x14x14x1160xf32> -> tensor<64x14x14x1160xf32>
  %62 = net.batch_norm "s00163" %61 {activation = #net<activation silu>} : tensor<64x14x14x1160xf32> -> tensor<64x14x14x1160xf32>
  %63 = net.input "s00165/in" : tensor<64x56x56x303xf32>
  %64 = net.elementwise "s00165/feed" %63 {kind = #net<elementwise sum>} : tensor<64x56x56x303xf32> -> tensor<64x56x56x303xf32>
  %65 = net.batch_norm "s00165" %64 {activation = #net<activation relu6>} : tensor<64x56x56x303xf32> -> tensor<64x56x56x303xf32>
  %66 = net.input "s00169/in" : tensor<64x7x7x512xf32>
  %67 = net.elementwise "s00169/feed" %66 {kind = #net<elementwise sum>} : tensor<64x7x7x512xf32> -> tensor<64x7x7x512xf32>
  %68 = net.batch_norm "s00169" %67 {activation = #net<activation hard_swish>} : tensor<64x7x7x512xf32> -> tensor<64x7x7x512xf32>
  %69 = net.input "s00181/in" : tensor<64x7x7x224xf32>
  %70 = net.elementwise "s00181/feed" %69 {kind = #net<elementwise sum>} : tensor<64x7x7x224xf32> -> tensor<64x7x7x224xf32>
  %71 = net.batch_norm "s00181" %70 {activation = #net<activation silu>} : tensor<64x7x7x224xf32> -> tensor<64x7x7x224xf32>
  %72 = net.input "s00184/in" : tensor<64x17x17x288xf32>
  %73 = net.elementwise "s00184/feed" %72 {kind = #net<elementwise sum>} : tensor<64x17x17x288xf32> -> tensor<64x17x17x288xf32>
  %74 = net.batch_norm "s00184" %73 {activation = #net<activation relu6>} : tensor<64x17x17x288xf32> -> tensor<64x17x17x288xf32>
}
