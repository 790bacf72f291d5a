// A concatenation of three inputs, two of which cannot be written in place
// and are copied into their slices (the network input; a value with another
// user) while the third is written in place by its producer; a launch then
// reads the whole concatenation. densenet121's dense blocks lower so.
// test/gpu/KernelPlans.cmake lowers it for the GPU tests (every launch,
// copies included, checked); test/Target/Cuda/copy-plan-reads.test has the
// runtime's plan reader accept the plan.
net.network "concat-copies" {
  %0 = net.input "data" : tensor<2x4x4x3xf32>
  %1 = net.max_pool "a" %0 {ksize = array<i64: 1, 1>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<2x4x4x3xf32> -> tensor<2x4x4x3xf32>
  %2 = net.max_pool "b" %0 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<2x4x4x3xf32> -> tensor<2x4x4x3xf32>
  %3 = net.concat "cat" %0, %2, %1 {axis = 3 : i64} : tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32> -> tensor<2x4x4x9xf32>
  %4 = net.elementwise "twice" %1, %1 {activation = #net<activation relu>} : tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32> -> tensor<2x4x4x3xf32>
  %5 = net.elementwise "after" %3, %3 {activation = #net<activation relu>} : tensor<2x4x4x9xf32>, tensor<2x4x4x9xf32> -> tensor<2x4x4x9xf32>
}
