// Session 42: googlenet's max pools (batch 128; 3x3, SAME) one network each.
net.network "pools" {
  %0 = net.input "x_s1_28x192" : tensor<128x28x28x192xf32>
  %1 = net.max_pool "pool_s1_28x192" %0 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x28x28x192xf32> -> tensor<128x28x28x192xf32>
  %2 = net.input "x_s1_28x256" : tensor<128x28x28x256xf32>
  %3 = net.max_pool "pool_s1_28x256" %2 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x28x28x256xf32> -> tensor<128x28x28x256xf32>
  %4 = net.input "x_s1_14x480" : tensor<128x14x14x480xf32>
  %5 = net.max_pool "pool_s1_14x480" %4 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x14x14x480xf32> -> tensor<128x14x14x480xf32>
  %6 = net.input "x_s1_14x512" : tensor<128x14x14x512xf32>
  %7 = net.max_pool "pool_s1_14x512" %6 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x14x14x512xf32> -> tensor<128x14x14x512xf32>
  %8 = net.input "x_s1_14x528" : tensor<128x14x14x528xf32>
  %9 = net.max_pool "pool_s1_14x528" %8 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x14x14x528xf32> -> tensor<128x14x14x528xf32>
  %10 = net.input "x_s1_7x832" : tensor<128x7x7x832xf32>
  %11 = net.max_pool "pool_s1_7x832" %10 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<128x7x7x832xf32> -> tensor<128x7x7x832xf32>
  %12 = net.input "x_s2_112x64" : tensor<128x112x112x64xf32>
  %13 = net.max_pool "pool_s2_112x64" %12 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x112x112x64xf32> -> tensor<128x56x56x64xf32>
  %14 = net.input "x_s2_56x192" : tensor<128x56x56x192xf32>
  %15 = net.max_pool "pool_s2_56x192" %14 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x56x56x192xf32> -> tensor<128x28x28x192xf32>
  %16 = net.input "x_s2_28x480" : tensor<128x28x28x480xf32>
  %17 = net.max_pool "pool_s2_28x480" %16 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x28x28x480xf32> -> tensor<128x14x14x480xf32>
  %18 = net.input "x_s2_14x832" : tensor<128x14x14x832xf32>
  %19 = net.max_pool "pool_s2_14x832" %18 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<128x14x14x832xf32> -> tensor<128x7x7x832xf32>
}
