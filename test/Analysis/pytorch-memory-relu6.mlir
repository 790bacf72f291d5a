// RUN: netc summarize %s --memory-model pytorch --library-workspace-mib 0 --format json | FileCheck %s
//
// ReLU6 keeps a copy of its input (PyTorch saves hardtanh_'s input, issue
// 95432), so a batch norm + ReLU6 whose output the next convolution saves
// keeps two buffers where a ReLU keeps one; a pool to one pixel (a mean)
// saves nothing. Blocks of 512 bytes; every figure by hand.
//
// Before the step: c1 and c2 weights 16 x 16 floats = 1,024 each (no
// bias); bn scale and shift 512 each, running mean, variance and counter 512
// each: 4,608. Input 1 x 8 x 8 x 16 floats = 4,096. Base 8,704.
// Forward: c1 out1 4,096 (saved by bn); bn statistics 2 x 512, the ReLU6's
// saved input 4,096 and its output out2 4,096 (saved by c2): 13,312; c2
// out3 4,096 (saved by no one): 17,408; pool out4 512: 17,920, then out3
// and out4 go: 13,312 kept for backward.
// Backward: the loss's gradient 512: 13,824. pool: grad out3 4,096: 17,920;
// the loss's goes: 17,408. c2: grad out2 4,096 and its weight's gradient
// 1,024: 21,504 + 1,024 = 22,528 (the peak); grad out3 and out2 go: 13,312.
// bn's ReLU6: the gradient before it 4,096: 17,408 + 1,024; bn: grad out1
// 4,096, scale and shift 1,024 more gradients; c1: its weight's 1,024.
// Peak 8,704 + 22,528 = 31,232; gradients 3,072.
// With a ReLU the batch norm would keep 5,120 and the step 9,216.
//
// CHECK:      "name": "c1",
// CHECK:      "pytorch_saved_bytes": 4096
// CHECK:      "name": "bn",
// CHECK:      "pytorch_saved_bytes": 9216
// CHECK:      "name": "c2",
// CHECK:      "pytorch_saved_bytes": 0
// CHECK:      "name": "pool",
// CHECK:      "pytorch_saved_bytes": 0
// CHECK:      "pytorch_training": {
// CHECK-NEXT:   "gradient_bytes": 3072,
// CHECK-NEXT:   "input_bytes": 4096,
// CHECK-NEXT:   "library_workspace_bytes": 0,
// CHECK-NEXT:   "peak_bytes": 31232,
// CHECK-NEXT:   "peak_layer": "c2",
// CHECK-NEXT:   "peak_pass": "backward",
// CHECK-NEXT:   "saved_bytes": 13312,
// CHECK-NEXT:   "weight_bytes": 4608

// RUN: sed -e 's/activation relu6/activation relu/' %s > %t.mlir
// RUN: netc summarize %t.mlir --memory-model pytorch --library-workspace-mib 0 --format json | FileCheck %s --check-prefix=RELU
// RELU:      "name": "bn",
// RELU:      "pytorch_saved_bytes": 5120
// RELU:      "saved_bytes": 9216,

net.network "relu6" attributes {trainable_parameters} {
  %0 = net.input "data" : tensor<1x8x8x16xf32>
  %1 = net.conv2d "c1" %0 {bias = false, filter = array<i64: 1, 1, 16, 16>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<1x8x8x16xf32> -> tensor<1x8x8x16xf32>
  %2 = net.batch_norm "bn" %1 {activation = #net<activation relu6>} : tensor<1x8x8x16xf32> -> tensor<1x8x8x16xf32>
  %3 = net.conv2d "c2" %2 {bias = false, filter = array<i64: 1, 1, 16, 16>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<1x8x8x16xf32> -> tensor<1x8x8x16xf32>
  %4 = net.avg_pool "pool" %3 {ksize = array<i64: 8, 8>, padding = #net<padding valid>, strides = array<i64: 8, 8>} : tensor<1x8x8x16xf32> -> tensor<1x1x1x16xf32>
}
