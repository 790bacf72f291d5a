// Two 1x1 convolutions of few blocks and a 3x3 one, for
// calibrate-structure.test's --lone-block-costs-only (its run,
// pointwise-run.json, is made up).
net.network "pointwise" {
  %0 = net.input "a/in" : tensor<16x8x8x1152xf32>
  %1 = net.conv2d "a" %0 {bias = true, filter = array<i64: 1, 1, 1152, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x8x8x1152xf32> -> tensor<16x8x8x128xf32>
  %2 = net.input "b/in" : tensor<33x8x8x288xf32>
  %3 = net.conv2d "b" %2 {bias = true, filter = array<i64: 1, 1, 288, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<33x8x8x288xf32> -> tensor<33x8x8x128xf32>
  %4 = net.input "c/in" : tensor<16x8x8x128xf32>
  %5 = net.conv2d "c" %4 {bias = true, filter = array<i64: 3, 3, 128, 128>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<16x8x8x128xf32> -> tensor<16x8x8x128xf32>
}
