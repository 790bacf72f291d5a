net.network "chunk-b004-00" {
  %0 = net.input "s00045/in" : tensor<4x14x14x72xf32>
  %1 = net.elementwise "s00045/feed" %0 {kind = #net<elementwise sum>} : tensor<4x14x14x72xf32> -> tensor<4x14x14x72xf32>
  %2 = net.batch_norm "s00045" %1 {activation = #net<activation silu>} : tensor<4x14x14x72xf32> -> tensor<4x14x14x72xf32>
  %3 = net.input "s00083/in" : tensor<4x8x8x1024xf32>
  %4 = net.elementwise "s00083/feed" %3 {kind = #net<elementwise sum>} : tensor<4x8x8x1024xf32> -> tensor<4x8x8x1024xf32>
  %5 = net.batch_norm "s00083" %4 {activation = #net<activation relu>} : tensor<4x8x8x1024xf32> -> tensor<4x8x8x1024xf32>
  %6 = net.input "s00093/in" : tensor<4x28x28x192xf32>
  %7 = net.elementwise "s00093/feed" %6 {kind = #net<elementwise sum>} : tensor<4x28x28x192xf32> -> tensor<4x28x28x192xf32>
  %8 = net.batch_norm "s00093" %7 : tensor<4x28x28x192xf32> -> tensor<4x28x28x192xf32>
  %9 = net.input "s00101/in" : tensor<4x19x19x1024xf32>
  %10 = net.elementwise "s00101/feed" %9 {kind = #net<elementwise sum>} : tensor<4x19x19x1024xf32> -> tensor<4x19x19x1024xf32>
  %11 = net.batch_norm "s00101" %10 {activation = #net<activation relu>} : tensor<4x19x19x1024xf32> -> tensor<4x19x19x1024xf32>
  %12 = net.input "s00104/in" : tensor<4x7x7x936xf32>
  %13 = net.elementwise "s00104/feed" %12 {kind = #net<elementwise sum>} : tensor<4x7x7x936xf32> -> tensor<4x7x7x936xf32>
  %14 = net.batch_norm "s00104" %13 : tensor<4x7x7x936xf32> -> tensor<4x7x7x936xf32>
  %15 = net.input "s00106/in" : tensor<4x112x112x452xf32>
  %16 = net.elementwise "s00106/feed" %15 {kind = #net<elementwise sum>} : tensor<4x112x112x452xf32> -> tensor<4x112x112x452xf32>
  %17 = net.batch_norm "s00106" %16 {activation = #net<activation relu6>} : tensor<4x112x112x452xf32> -> tensor<4x112x112x452xf32>
  %18 = net.input "s00112/in" : tensor<4x14x14x784xf32>
  %19 = net.elementwise "s00112/feed" %18 {kind = #net<elementwise sum>} : tensor<4x14x14x784xf32> -> tensor<4x14x14x784xf32>
  %20 = net.batch_norm "s00112" %19 {activation = #net<activation relu6>} : tensor<4x14x14x784xf32> -> tensor<4x14x14x784xf32>
  %21 = net.input "s00122/in" : tensor<4x7x7x64xf32>
  %22 = net.elementwise "s00122/feed" %21 {kind = #net<elementwise sum>} : tensor<4x7x7x64xf32> -> tensor<4x7x7x64xf32>
  %23 = net.batch_norm "s00122" %22 {activation = #net<activation relu>} : tensor<4x7x7x64xf32> -> tensor<4x7x7x64xf32>
  %24 = net.input "s00173/in" : tensor<4x56x56x40xf32>
  %25 = net.elementwise "s00173/feed" %24 {kind = #net<elementwise sum>} : tensor<4x56x56x40xf32> -> tensor<4x56x56x40xf32>
  %26 = net.batch_norm "s00173" %25 {activation = #net<activation relu>} : tensor<4x56x56x40xf32> -> tensor<4x56x56x40xf32>
  %27 = net.input "s00178/in" : tensor<4x8x8x557xf32>
  %28 = net.elementwise "s00178/feed" %27 {kind = #net<elementwise sum>} : tensor<4x8x8x557xf32> -> tensor<4x8x8x557xf32>
  %29 = net.batch_norm "s00178" %28 {activation = #net<activation hard_swish>} : tensor<4x8x8x557xf32> -> tensor<4x8x8x557xf32>
  %30 = net.input "s00207/in" : tensor<4x19x19x128xf32>
  %31 = net.elementwise "s00207/feed" %30 {kind = #net<elementwise sum>} : tensor<4x19x19x128xf32> -> tensor<4x19x19x128xf32>
  %32 = net.batch_norm "s00207" %31 {activation = #net<activation relu>} : tensor<4x19x19x128xf32> -> tensor<4x19x19x128xf32>
  %33 = net.input "s00225/in" : tensor<4x28x28x72xf32>
  %34 = net.elementwise "s00225/feed" %33 {kind = #net<elementwise sum>} : tensor<4x28x28x72xf32> -> tensor<4x28x28x72xf32>
  %35 = net.batch_norm "s00225" %34 {activation = #net<activation silu>} : tensor<4x28x28x72xf32> -> tensor<4x28x28x72xf32>
  %36 = net.input "s00269/in" : tensor<4x14x14x96xf32>
  %37 = net.elementwise "s00269/feed" %36 {kind = #net<elementwise sum>} : tensor<4x14x14x96xf32> -> tensor<4x14x14x96xf32>
  %38 = net.batch_norm "s00269" %37 : tensor<4x14x14x96xf32> -> tensor<4x14x14x96xf32>
  %39 = net.input "s00282/in" : tensor<4x7x7x288xf32>
  %40 = net.elementwise "s00282/feed" %39 {kind = #net<elementwise sum>} : tensor<4x7x7x288xf32> -> tensor<4x7x7x288xf32>
  %41 = net.batch_norm "s00282" %40 {activation = #net<activation relu6>} : tensor<4x7x7x288xf32> -> tensor<4x7x7x288xf32>
  %42 = net.input "s00310/in" : tensor<4x14x14x128xf32>
  %43 = net.elementwise "s00310/feed" %42 {kind = #net<elementwise sum>} : tensor<4x14x14x128xf32> -> tensor<4x14x14x128xf32>
  %44 = net.batch_norm "s00310" %43 {activation = #net<activation hard_swish>} : tensor<4x14x14x128xf32> -> tensor<4x14x14x128xf32>
  %45 = net.input "s00341/in" : tensor<4x7x7x512xf32>
  %46 = net.elementwise "s00341/feed" %45 {kind = #net<elementwise sum>} : tensor<4x7x7x512xf32> -> tensor<4x7x7x512xf32>
  %47 = net.batch_norm "s00341" %46 {activation = #net<activation relu>} : tensor<4x7x7x512xf32> -> tensor<4x7x7x512xf32>
  %48 = net.input "s00394/in" : tensor<4x28x28x400xf32>
  %49 = net.elementwise "s00394/feed" %48 {kind = #net<elementwise sum>} : tensor<4x28x28x400xf32> -> tensor<4x28x28x400xf32>
  %50 = net.batch_norm "s00394" %49 : tensor<4x28x28x400xf32> -> tensor<4x28x28x400xf32>
  %51 = net.input "s00395/in" : tensor<4x112x112x808xf32>
  %52 = net.elementwise "s00395/feed" %51 {kind = #net<elementwise sum>} : tensor<4x112x112x808xf32> -> tensor<4x112x112x808xf32>
  %53 = net.batch_norm "s00395" %52 {activation = #net<activation relu6>} : tensor<4x112x112x808xf32> -> tensor<4x112x112x808xf32>
}
