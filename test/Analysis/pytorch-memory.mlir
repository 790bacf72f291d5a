// RUN: netc summarize %s --memory-model pytorch --library-workspace-mib 0 --format json | FileCheck %s
// RUN: netc summarize %s --memory-model pytorch | FileCheck %s --check-prefix=TEXT
// RUN: netc summarize %s --memory | FileCheck %s --check-prefix=NETC
//
// PyTorch's training step (lib/Analysis/PyTorchMemory.h), every byte by hand.
// Allocations round up to 512 bytes.
//
// Before the step: conv weight 288 floats = 1,152 B -> 1,536; conv bias
// 512; bn scale and shift 512 each; bn running mean, variance and step
// counter 512 each; fc weight 128 x 10 floats = 5,120 (a multiple of 512);
// fc bias 512: weights 10,240. The input batch 2 x 8 x 8 x 4 floats = 2,048.
// Base: 12,288 (no library workspace here).
//
// Forward (bytes live above the base after each layer):
//   conv  out1 4,096, saved by bn                              4,096
//   bn    mean and inverse deviation 512 each; out2 4,096 (the in-place
//         ReLU's output, saved by it and by the pool)          9,216
//   pool  int64 indices 256 x 8 = 2,048; out3 1,024 (saved by fc through
//         the reshape, a view)                                12,288
//   fc    out5 80 -> 512, saved by nothing: freed after the loss reads it:
//         the forward peak is 12,800; 12,288 stay kept for backward.
// Backward (the loss's gradient: one float, 512):
//   fc    grad out3 1,024; weight and bias gradients 5,120 + 512: 12,800 +
//         1,024 + 5,632 = 19,456; then the loss gradient and out3 go: 12,288.
//   pool  grad out2 4,096: 16,384 + 5,632 = 22,016; grad out3 and the
//         indices go: 13,312.
//   bn    the ReLU's backward: grad before it 4,096: 17,408 + 5,632 =
//         23,040 (the peak); grad out2 and out2 go: 9,216. bn's own: grad
//         out1 4,096 and scale and shift gradients 1,024: 13,312 + 6,656 =
//         19,968; then 4,096 are left.
//   conv  no gradient for the input batch; weight and bias gradients 2,048:
//         4,096 + 8,704 = 12,800.
// Peak: 12,288 + 23,040 = 35,328, in bn's backward. Gradients: 8,704.
//
// CHECK:      "name": "conv",
// CHECK:      "pytorch_saved_bytes": 4096
// CHECK:      "name": "bn",
// CHECK:      "pytorch_saved_bytes": 5120
// CHECK:      "name": "pool",
// CHECK:      "pytorch_saved_bytes": 3072
// CHECK:      "name": "fc",
// CHECK:      "pytorch_saved_bytes": 0
// CHECK:      "pytorch_training": {
// CHECK-NEXT:   "gradient_bytes": 8704,
// CHECK-NEXT:   "input_bytes": 2048,
// CHECK-NEXT:   "library_workspace_bytes": 0,
// CHECK-NEXT:   "peak_bytes": 35328,
// CHECK-NEXT:   "peak_layer": "bn",
// CHECK-NEXT:   "peak_pass": "backward",
// CHECK-NEXT:   "saved_bytes": 12288,
// CHECK-NEXT:   "weight_bytes": 10240
//
// The default library workspace is 64 MiB: 67,108,864 + 35,328 bytes.
// TEXT: SAVED_MiB
// TEXT: PyTorch's training step
// TEXT:   weights and buffers 0.0 MiB
// TEXT:   cuBLAS/cuBLASLt workspaces 64.0 MiB
// TEXT:   peak 64.0 MiB  (backward of 'bn')
//
// netc's own model is unchanged without --memory-model.
// NETC-NOT: PyTorch
// NETC-NOT: SAVED_MiB

net.network "tiny" attributes {trainable_parameters} {
  %0 = net.input "data" : tensor<2x8x8x4xf32>
  %1 = net.conv2d "conv" %0 {filter = array<i64: 3, 3, 4, 8>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<2x8x8x4xf32> -> tensor<2x8x8x8xf32>
  %2 = net.batch_norm "bn" %1 {activation = #net<activation relu>} : tensor<2x8x8x8xf32> -> tensor<2x8x8x8xf32>
  %3 = net.max_pool "pool" %2 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<2x8x8x8xf32> -> tensor<2x4x4x8xf32>
  %4 = net.reshape "flat" %3 : tensor<2x4x4x8xf32> -> tensor<2x128xf32>
  %5 = net.inner_product "fc" %4 {num_outputs = 10 : i64} : tensor<2x128xf32> -> tensor<2x10xf32>
}
