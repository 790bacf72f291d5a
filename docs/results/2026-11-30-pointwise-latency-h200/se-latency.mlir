net.network "se_latency" {
  %0 = net.input "grid_k32/in" : tensor<64x1x1x128xf32>
  %1 = net.conv2d "grid_k32" %0 {bias = true, filter = array<i64: 1, 1, 128, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x1x1x128xf32> -> tensor<64x1x1x32xf32>
  %2 = net.input "grid_k128/in" : tensor<64x1x1x128xf32>
  %3 = net.conv2d "grid_k128" %2 {bias = true, filter = array<i64: 1, 1, 128, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x1x1x128xf32> -> tensor<64x1x1x128xf32>
  %4 = net.input "grid_k480/in" : tensor<64x1x1x128xf32>
  %5 = net.conv2d "grid_k480" %4 {bias = true, filter = array<i64: 1, 1, 128, 480>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x1x1x128xf32> -> tensor<64x1x1x480xf32>
  %6 = net.input "grid_k1024/in" : tensor<64x1x1x128xf32>
  %7 = net.conv2d "grid_k1024" %6 {bias = true, filter = array<i64: 1, 1, 128, 1024>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x1x1x128xf32> -> tensor<64x1x1x1024xf32>
  %8 = net.input "grid_k2112/in" : tensor<64x1x1x128xf32>
  %9 = net.conv2d "grid_k2112" %8 {bias = true, filter = array<i64: 1, 1, 128, 2112>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x1x1x128xf32> -> tensor<64x1x1x2112xf32>
  %10 = net.input "grid_k4224/in" : tensor<64x1x1x128xf32>
  %11 = net.conv2d "grid_k4224" %10 {bias = true, filter = array<i64: 1, 1, 128, 4224>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x1x1x128xf32> -> tensor<64x1x1x4224xf32>
  %12 = net.input "trips_c32/in" : tensor<64x1x1x32xf32>
  %13 = net.conv2d "trips_c32" %12 {bias = true, filter = array<i64: 1, 1, 32, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x1x1x32xf32> -> tensor<64x1x1x32xf32>
  %14 = net.input "trips_c512/in" : tensor<64x1x1x512xf32>
  %15 = net.conv2d "trips_c512" %14 {bias = true, filter = array<i64: 1, 1, 512, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x1x1x512xf32> -> tensor<64x1x1x32xf32>
  %16 = net.input "trips_c2048/in" : tensor<64x1x1x2048xf32>
  %17 = net.conv2d "trips_c2048" %16 {bias = true, filter = array<i64: 1, 1, 2048, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<64x1x1x2048xf32> -> tensor<64x1x1x32xf32>
  %18 = net.input "rows_n256/in" : tensor<256x1x1x128xf32>
  %19 = net.conv2d "rows_n256" %18 {bias = true, filter = array<i64: 1, 1, 128, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<256x1x1x128xf32> -> tensor<256x1x1x32xf32>
  %20 = net.input "rows_n1024/in" : tensor<1024x1x1x128xf32>
  %21 = net.conv2d "rows_n1024" %20 {bias = true, filter = array<i64: 1, 1, 128, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<1024x1x1x128xf32> -> tensor<1024x1x1x32xf32>
  %22 = net.input "rows_n4224/in" : tensor<4224x1x1x128xf32>
  %23 = net.conv2d "rows_n4224" %22 {bias = true, filter = array<i64: 1, 1, 128, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<4224x1x1x128xf32> -> tensor<4224x1x1x32xf32>
  %24 = net.input "img8_k32/in" : tensor<8x8x8x128xf32>
  %25 = net.conv2d "img8_k32" %24 {bias = true, filter = array<i64: 1, 1, 128, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x8x8x128xf32> -> tensor<8x8x8x32xf32>
  %26 = net.input "img8_k1024/in" : tensor<8x8x8x128xf32>
  %27 = net.conv2d "img8_k1024" %26 {bias = true, filter = array<i64: 1, 1, 128, 1024>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x8x8x128xf32> -> tensor<8x8x8x1024xf32>
  %28 = net.input "img8_k4224/in" : tensor<8x8x8x128xf32>
  %29 = net.conv2d "img8_k4224" %28 {bias = true, filter = array<i64: 1, 1, 128, 4224>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x8x8x128xf32> -> tensor<8x8x8x4224xf32>
  %30 = net.input "img8_c32/in" : tensor<8x8x8x32xf32>
  %31 = net.conv2d "img8_c32" %30 {bias = true, filter = array<i64: 1, 1, 32, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x8x8x32xf32> -> tensor<8x8x8x32xf32>
  %32 = net.input "img8_c512/in" : tensor<8x8x8x512xf32>
  %33 = net.conv2d "img8_c512" %32 {bias = true, filter = array<i64: 1, 1, 512, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x8x8x512xf32> -> tensor<8x8x8x32xf32>
  %34 = net.input "ctl3x3/in" : tensor<66x8x8x32xf32>
  %35 = net.conv2d "ctl3x3" %34 {bias = true, filter = array<i64: 3, 3, 32, 32>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<66x8x8x32xf32> -> tensor<66x8x8x32xf32>
  %36 = net.input "ctl1x1/in" : tensor<66x8x8x288xf32>
  %37 = net.conv2d "ctl1x1" %36 {bias = true, filter = array<i64: 1, 1, 288, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<66x8x8x288xf32> -> tensor<66x8x8x32xf32>
  %38 = net.input "ctlse/in" : tensor<4224x1x1x288xf32>
  %39 = net.conv2d "ctlse" %38 {bias = true, filter = array<i64: 1, 1, 288, 32>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<4224x1x1x288xf32> -> tensor<4224x1x1x32xf32>
}
