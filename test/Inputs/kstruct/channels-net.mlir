// Three 1x1 convolutions of 12 output tiles a block on an H200's persistent
// TMA tile: 64 input channels (whole k-steps and sectors), 24 (a step past
// C, 96-byte pixels) and 36 (past C and 144-byte pixels, 16 bytes off a
// sector), for calibrate-structure.test's --channel-costs-only (its run,
// channels-run.json, is made up).
net.network "channels" {
  %0 = net.input "a/in" : tensor<1584x8x8x64xf32>
  %1 = net.conv2d "a" %0 {bias = true, filter = array<i64: 1, 1, 64, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<1584x8x8x64xf32> -> tensor<1584x8x8x128xf32>
  %2 = net.input "b/in" : tensor<1584x8x8x24xf32>
  %3 = net.conv2d "b" %2 {bias = true, filter = array<i64: 1, 1, 24, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<1584x8x8x24xf32> -> tensor<1584x8x8x128xf32>
  %4 = net.input "c/in" : tensor<1584x8x8x36xf32>
  %5 = net.conv2d "c" %4 {bias = true, filter = array<i64: 1, 1, 36, 128>, pad = array<i64: 0, 0>, padding = #net<padding explicit>, strides = array<i64: 1, 1>} : tensor<1584x8x8x36xf32> -> tensor<1584x8x8x128xf32>
}
