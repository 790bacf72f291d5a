// RUN: rm -rf %t && netc lower %s --target sm_90 --no-compile -o %t
// RUN: FileCheck %s --check-prefix=CUDA < %t/kernels.cu
// RUN: FileCheck %s --check-prefix=PLAN < %t/plan.json
// RUN: rm -rf %t.bf16 && netc lower %s --target sm_90 --precision bf16 --no-compile -o %t.bf16
// RUN: FileCheck %s --check-prefix=BF16 < %t.bf16/kernels.cu
// A transpose is emitted on its simplified dimensions (extents of 1 dropped,
// dimensions that stay together merged), and the plan keeps the layer's own
// permutation for the runtime's reference; layer norm takes its gamma and
// beta as weights.

// CUDA: // ln: layer norm over the channels (gamma, beta), epsilon 1e-06
// CUDA: netc_ln(const float* __restrict__ x, const float* __restrict__ gamma, const float* __restrict__ beta, float* __restrict__ y) {
// CUDA-NEXT:   using Shape = netc::PixelShape</*Pixels=*/49LL, /*C=*/64, /*APitch=*/64, /*BPitch=*/0, /*YPitch=*/64>;
// CUDA-NEXT:   netc::layer_norm_channels<Shape, true>(x, gamma, beta, y, 9.99999997e-07f);
// BF16: netc_ln(const netc::bf16* __restrict__ x, const netc::bf16* __restrict__ gamma

// CUDA: // shuffle/reorder: transpose of [1, 7, 7, 2, 32] by (0, 1, 2, 4, 3) into [1, 7, 7, 32, 2]
// CUDA: //   transpose, grid 13x1x1, 256 threads
// CUDA: using Shape = netc::TransposeShape<netc::Extents<49LL, 2LL, 32LL>, netc::Permutation<0, 2, 1>>;
// CUDA-NEXT: netc::transpose_elements<Shape>(x, y);

// CUDA: // flatten/reorder: transpose of [1, 7, 7, 64] by (0, 3, 1, 2) into [1, 64, 7, 7]
// CUDA-NEXT: //   in  [1, 7, 7, 64]
// CUDA-NEXT: //   out [1, 64, 7, 7]
// CUDA: //   transpose_tiled, grid 4x1x1, 256 threads
// CUDA: netc_flatten_reorder(const float* __restrict__ x, float* __restrict__ y) {
// CUDA-NEXT:   using Shape = netc::TransposeShape<netc::Extents<49LL, 64LL>, netc::Permutation<1, 0>>;
// CUDA-NEXT:   netc::transpose_tiled<Shape>(x, y);

// PLAN: "role": "gamma",
// PLAN-NEXT: "weight": "ln.gamma"
// PLAN: "kernel": "netc_ln"
// PLAN: "op": "layer_norm"
// PLAN: "kernel": "netc_flatten_reorder"
// PLAN: "op": "transpose"
// PLAN: "variant": "transpose_tiled"
// PLAN: "affine": true,
// PLAN-NEXT: "axis": 3,
// PLAN: "epsilon": 9.9999999999999995e-07,
// PLAN: "name": "ln",
// PLAN-NEXT: "op": "layer_norm"
// PLAN: "name": "split_groups",
// PLAN-NEXT: "op": "reshape",
// PLAN-NEXT: "output_shape": [
// PLAN-NEXT: 1,
// PLAN-NEXT: 7,
// PLAN-NEXT: 7,
// PLAN-NEXT: 2,
// PLAN-NEXT: 32
// PLAN: "name": "flatten/reorder",
// PLAN-NEXT: "op": "transpose",
// PLAN: "permutation": [
// PLAN-NEXT: 0,
// PLAN-NEXT: 3,
// PLAN-NEXT: 1,
// PLAN-NEXT: 2
// PLAN: "name": "ln.gamma"
// PLAN: "role": "gamma"
net.network "moves" {
  %0 = net.input "data" : tensor<1x7x7x64xf32>
  %1 = net.max_pool "pool" %0 {ksize = array<i64: 1, 1>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<1x7x7x64xf32> -> tensor<1x7x7x64xf32>
  %2 = net.layer_norm "ln" %1 {axis = 3 : i64, epsilon = 1.0e-6 : f64} : tensor<1x7x7x64xf32> -> tensor<1x7x7x64xf32>
  %3 = net.reshape "split_groups" %2 : tensor<1x7x7x64xf32> -> tensor<1x7x7x2x32xf32>
  %4 = net.transpose "shuffle/reorder" %3 {permutation = array<i64: 0, 1, 2, 4, 3>} : tensor<1x7x7x2x32xf32> -> tensor<1x7x7x32x2xf32>
  %5 = net.reshape "shuffle" %4 : tensor<1x7x7x32x2xf32> -> tensor<1x7x7x64xf32>
  %6 = net.transpose "flatten/reorder" %5 {permutation = array<i64: 0, 3, 1, 2>} : tensor<1x7x7x64xf32> -> tensor<1x64x7x7xf32>
  %7 = net.reshape "flatten" %6 : tensor<1x64x7x7xf32> -> tensor<1x3136xf32>
  %8 = net.inner_product "fc" %7 {num_outputs = 10 : i64} : tensor<1x3136xf32> -> tensor<1x10xf32>
}
