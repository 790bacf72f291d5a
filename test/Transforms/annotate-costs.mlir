// RUN: netc-opt %s -net-annotate-costs="device=h100 passes=forward,backward_data,backward_filter" | FileCheck %s
// RUN: netc-opt %s -net-annotate-costs="device=H100 precision=bf16 passes=forward" | FileCheck %s --check-prefix=BF16
// RUN: netc-opt %s -net-annotate-costs="device=h100 layout=nchw" | FileCheck %s --check-prefix=NCHW
// In NCHW, a 3x3 stride-1 convolution with many channels takes Winograd F(4x4,3x3).
// NCHW: net.conv2d "conv3_2" {{.*}}net.cost_forward = {algorithm = "winograd_4x4", bound = "compute"
// RUN: not netc-opt %s -net-annotate-costs="device=no_such_gpu" 2>&1 | FileCheck %s --check-prefix=DEVICE
// RUN: not netc-opt %s -net-annotate-costs="passes=sideways" 2>&1 | FileCheck %s --check-prefix=PASS
// The precision and the layout are typed options, refused while parsed:
// RUN: not netc-opt %s -net-annotate-costs="precision=fp8" 2>&1 | FileCheck %s --check-prefix=BAD-PRECISION
// RUN: not netc-opt %s -net-annotate-costs="layout=chwn" 2>&1 | FileCheck %s --check-prefix=BAD-LAYOUT
// BAD-PRECISION: netc-opt: for the --precision option: expected fp32, tf32, bf16 or fp16, got 'fp8'
// BAD-LAYOUT: netc-opt: for the --layout option: expected nhwc or nchw, got 'chwn'
// Every layer but the input gets the cost model's choice per pass: the
// algorithm, its bound, FLOPs (the algorithm's own arithmetic), bytes, time
// and workspace. The lowering reads these attributes.

// CHECK-LABEL: net.network "vgg block"
// CHECK: net.input "data" : tensor<64x56x56x128xf32>{{$}}
// A layer reading the network input computes no input gradient.
// CHECK: net.conv2d "conv3_1" {{.*}}net.cost_backward_data = {algorithm = "none", bound = "none", bytes = 0 : i64, flops = 0 : i64, ms = 0.000000e+00 : f64, workspace_bytes = 0 : i64}
// NHWC, fp32: a GEMM form (cuDNN offers Winograd and FFT for NCHW only).
// CHECK-SAME: net.cost_forward = {algorithm = "{{implicit_gemm|im2col_gemm}}", bound = "compute"
// CHECK: net.conv2d "conv3_2" {{.*}}net.cost_backward_data = {algorithm = "{{[a-z0-9_]+}}", bound = "compute", bytes = {{[0-9]+}} : i64, flops = {{[0-9]+}} : i64, ms = {{[0-9.e+-]+}} : f64, workspace_bytes = {{[0-9]+}} : i64}
// CHECK-SAME: net.cost_backward_filter = {algorithm = "{{[a-z0-9_]+}}", bound = "compute"
// CHECK: net.max_pool "pool3" {{.*}}net.cost_forward = {algorithm = "elementwise", bound = "memory"
// BF16: net.conv2d "conv3_1" {{.*}}net.cost_forward = {algorithm =
// DEVICE: error: device: {{.*}}no_such_gpu
// PASS: error: passes: expected forward, backward_data or backward_filter, got 'sideways'
net.network "vgg block" {
  %0 = net.input "data" : tensor<64x56x56x128xf32>
  %1 = net.conv2d "conv3_1" %0 {activation = #net<activation relu>, filter = array<i64: 3, 3, 128, 256>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x56x56x128xf32> -> tensor<64x56x56x256xf32>
  %2 = net.conv2d "conv3_2" %1 {activation = #net<activation relu>, filter = array<i64: 3, 3, 256, 256>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<64x56x56x256xf32> -> tensor<64x56x56x256xf32>
  %3 = net.max_pool "pool3" %2 {ksize = array<i64: 2, 2>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<64x56x56x256xf32> -> tensor<64x28x28x256xf32>
}
