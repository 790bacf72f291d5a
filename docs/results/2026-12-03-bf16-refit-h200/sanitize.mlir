// Session 42: compute-sanitizer's network for the 16-bit epilogues of
// 2026-12-03 (bias pairs loaded branch-free with the index clamped, zero
// past K; packed conversions): output channels a whole number of 8 but not
// of any tile's 64 or 128 (200, 72, 40, 24), so every epilogue runs a
// partial column. call1.sh lowers it with one kernel of each variant forced.
net.network "sanitize" {
  %0 = net.input "data" : tensor<8x20x20x64xf32>
  %1 = net.conv2d "widen" %0 {bias = true, filter = array<i64: 1, 1, 64, 200>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x20x20x64xf32> -> tensor<8x20x20x200xf32>
  %2 = net.conv2d "mix" %1 {bias = true, filter = array<i64: 3, 3, 200, 72>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x20x20x200xf32> -> tensor<8x20x20x72xf32>
  %3 = net.conv2d "narrow" %2 {bias = true, filter = array<i64: 1, 1, 72, 40>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<8x20x20x72xf32> -> tensor<8x20x20x40xf32>
  %4 = net.conv2d "reduce" %3 {bias = true, filter = array<i64: 3, 3, 40, 24>, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<8x20x20x40xf32> -> tensor<8x10x10x24xf32>
}
