net.network "chunk-b032-01" {
  %0 = net.input "s00105/in" : tensor<32x40x40x768xf32>
  %1 = net.elementwise "s00105/feed" %0 {kind = #net<elementwise sum>} : tensor<32x40x40x768xf32> -> tensor<32x40x40x768xf32>
  %2 = net.conv2d "s00105" %1 {bias = false, filter = array<i64: 1, 1, 768, 192>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x40x40x768xf32> -> tensor<32x40x40x192xf32>
  %3 = net.input "s00106/in" : tensor<32x28x28x320xf32>
  %4 = net.elementwise "s00106/feed" %3 {kind = #net<elementwise sum>} : tensor<32x28x28x320xf32> -> tensor<32x28x28x320xf32>
  %5 = net.conv2d "s00106" %4 {bias = false, filter = array<i64: 3, 3, 320, 320>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x28x28x320xf32> -> tensor<32x28x28x320xf32>
  %6 = net.input "s00109/in" : tensor<32x27x27x320xf32>
  %7 = net.elementwise "s00109/feed" %6 {kind = #net<elementwise sum>} : tensor<32x27x27x320xf32> -> tensor<32x27x27x320xf32>
  %8 = net.conv2d "s00109" %7 {bias = false, filter = array<i64: 3, 3, 320, 320>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x27x27x320xf32> -> tensor<32x14x14x320xf32>
  %9 = net.input "s00111/in" : tensor<32x7x7x192xf32>
  %10 = net.elementwise "s00111/feed" %9 {kind = #net<elementwise sum>} : tensor<32x7x7x192xf32> -> tensor<32x7x7x192xf32>
  %11 = net.conv2d "s00111" %10 {bias = false, filter = array<i64: 3, 3, 192, 192>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x192xf32> -> tensor<32x7x7x192xf32>
  %12 = net.input "s00112/in" : tensor<32x24x24x384xf32>
  %13 = net.elementwise "s00112/feed" %12 {kind = #net<elementwise sum>} : tensor<32x24x24x384xf32> -> tensor<32x24x24x384xf32>
  %14 = net.conv2d "s00112" %13 {bias = false, filter = array<i64: 1, 1, 384, 96>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x24x24x384xf32> -> tensor<32x24x24x96xf32>
  %15 = net.input "s00121/in" : tensor<32x12x12x32xf32>
  %16 = net.elementwise "s00121/feed" %15 {kind = #net<elementwise sum>} : tensor<32x12x12x32xf32> -> tensor<32x12x12x32xf32>
  %17 = net.conv2d "s00121" %16 {bias = false, filter = array<i64: 3, 3, 32, 32>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x12x12x32xf32> -> tensor<32x12x12x32xf32>
  %18 = net.input "s00126/in" : tensor<32x40x40x128xf32>
  %19 = net.elementwise "s00126/feed" %18 {kind = #net<elementwise sum>} : tensor<32x40x40x128xf32> -> tensor<32x40x40x128xf32>
  %20 = net.conv2d "s00126" %19 {bias = false, filter = array<i64: 1, 1, 128, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x40x40x128xf32> -> tensor<32x40x40x32xf32>
  %21 = net.input "s00135/in" : tensor<32x40x40x1216xf32>
  %22 = net.elementwise "s00135/feed" %21 {kind = #net<elementwise sum>} : tensor<32x40x40x1216xf32> -> tensor<32x40x40x1216xf32>
  %23 = net.conv2d "s00135" %22 {bias = false, filter = array<i64: 1, 1, 1216, 608>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x40x40x1216xf32> -> tensor<32x40x40x608xf32>
  %24 = net.input "s00136/in" : tensor<32x27x27x992xf32>
  %25 = net.elementwise "s00136/feed" %24 {kind = #net<elementwise sum>} : tensor<32x27x27x992xf32> -> tensor<32x27x27x992xf32>
  %26 = net.conv2d "s00136" %25 {bias = false, filter = array<i64: 1, 1, 992, 992>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<32x27x27x992xf32> -> tensor<32x14x14x992xf32>
  %27 = net.input "s00138/in" : tensor<32x7x7x128xf32>
  %28 = net.elementwise "s00138/feed" %27 {kind = #net<elementwise sum>} : tensor<32x7x7x128xf32> -> tensor<32x7x7x128xf32>
  %29 = net.conv2d "s00138" %28 {bias = false, filter = array<i64: 1, 1, 128, 256>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x128xf32> -> tensor<32x7x7x256xf32>
  %30 = net.input "s00144/in" : tensor<32x7x7x160xf32>
  %31 = net.elementwise "s00144/feed" %30 {kind = #net<elementwise sum>} : tensor<32x7x7x160xf32> -> tensor<32x7x7x160xf32>
  %32 = net.conv2d "s00144" %31 {bias = false, filter = array<i64: 1, 1, 160, 320>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x160xf32> -> tensor<32x7x7x320xf32>
  %33 = net.input "s00157/in" : tensor<32x14x14x192xf32>
  %34 = net.elementwise "s00157/feed" %33 {kind = #net<elementwise sum>} : tensor<32x14x14x192xf32> -> tensor<32x14x14x192xf32>
  %35 = net.conv2d "s00157" %34 {bias = false, filter = array<i64: 1, 1, 192, 192>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x192xf32> -> tensor<32x14x14x192xf32>
  %36 = net.input "s00165/in" : tensor<32x48x48x288xf32>
  %37 = net.elementwise "s00165/feed" %36 {kind = #net<elementwise sum>} : tensor<32x48x48x288xf32> -> tensor<32x48x48x288xf32>
  %38 = net.conv2d "s00165" %37 {bias = false, filter = array<i64: 1, 1, 288, 1152>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x48x48x288xf32> -> tensor<32x48x48x1152xf32>
  %39 = net.input "s00167/in" : tensor<32x14x14x128xf32>
  %40 = net.elementwise "s00167/feed" %39 {kind = #net<elementwise sum>} : tensor<32x14x14x128xf32> -> tensor<32x14x14x128xf32>
  %41 = net.conv2d "s00167" %40 {bias = false, filter = array<i64: 1, 1, 128, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x14x14x128xf32> -> tensor<32x14x14x128xf32>
  %42 = net.input "s00177/in" : tensor<32x20x20x192xf32>
  %43 = net.elementwise "s00177/feed" %42 {kind = #net<elementwise sum>} : tensor<32x20x20x192xf32> -> tensor<32x20x20x192xf32>
  %44 = net.conv2d "s00177" %43 {bias = false, filter = array<i64: 3, 3, 192, 192>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x20x20x192xf32> -> tensor<32x20x20x192xf32>
  %45 = net.input "s00182/in" : tensor<32x10x10x512xf32>
  %46 = net.elementwise "s00182/feed" %45 {kind = #net<elementwise sum>} : tensor<32x10x10x512xf32> -> tensor<32x10x10x512xf32>
  %47 = net.conv2d "s00182" %46 {bias = false, filter = array<i64: 1, 1, 512, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x10x10x512xf32> -> tensor<32x10x10x128xf32>
  %48 = net.input "s00190/in" : tensor<32x24x24x320xf32>
  %49 = net.elementwise "s00190/feed" %48 {kind = #net<elementwise sum>} : tensor<32x24x24x320xf32> -> tensor<32x24x24x320xf32>
  %50 = net.conv2d "s00190" %49 {bias = false, filter = array<i64: 1, 1, 320, 640>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x24x24x320xf32> -> tensor<32x24x24x640xf32>
  %51 = net.input "s00195/in" : tensor<32x40x40x1280xf32>
  %52 = net.elementwise "s00195/feed" %51 {kind = #net<elementwise sum>} : tensor<32x40x40x1280xf32> -> tensor<32x40x40x1280xf32>
  %53 = net.conv2d "s00195" %52 {bias = false, filter = array<i64: 1, 1, 1280, 640>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x40x40x1280xf32> -> tensor<32x40x40x640xf32>
  %54 = net.input "s00196/in" : tensor<32x20x20x320xf32>
  %55 = net.elementwise "s00196/feed" %54 {kind = #net<elementwise sum>} : tensor<32x20x20x320xf32> -> tensor<32x20x20x320xf32>
  %56 = net.conv2d "s00196" %55 {bias = false, filter = array<i64: 1, 1, 320, 160>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x20x20x320xf32> -> tensor<32x20x20x160xf32>
  %57 = net.input "s00197/in" : tensor<32x7x7x768xf32>
  %58 = net.elementwise "s00197/feed" %57 {kind = #net<elementwise sum>} : tensor<32x7x7x768xf32> -> tensor<32x7x7x768xf32>
  %59 = net.conv2d "s00197" %58 {bias = false, filter = array<i64: 3, 3, 768, 768>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<32x7x7x768xf32> -> tensor<32x7x7x768xf32>
}
