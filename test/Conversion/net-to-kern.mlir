// RUN: netc-opt %s -net-fold-inference -convert-net-to-kern="target=sm_90 precision=fp32" -kern-select-kernels=device=h100 | FileCheck %s
// RUN: netc-opt %s -net-fold-inference -convert-net-to-kern="target=sm_90 precision=bf16" -kern-select-kernels=device=h100 | FileCheck %s --check-prefix=BF16
// RUN: netc-opt %s -net-fold-inference -convert-net-to-kern="target=sm_61 precision=fp32" -kern-select-kernels=device=h100 | FileCheck %s --check-prefix=SM61
// RUN: netc-opt %s -net-fold-inference -convert-net-to-kern="target=sm_90 precision=tf32" -kern-select-kernels=device=h100 | FileCheck %s --check-prefix=TF32
// RUN: netc-opt %s -net-fold-inference -convert-net-to-kern="target=sm_90 precision=tf32 tf32-round-to-nearest=true" -kern-select-kernels=device=h100 | FileCheck %s --check-prefix=TF32-NEAREST
// RUN: netc-opt %s -net-fold-inference -convert-net-to-kern="target=sm_90 precision=fp32" | FileCheck %s --check-prefix=UNCHOSEN
// RUN: netc-opt %s -net-fold-inference -convert-net-to-kern="target=sm_90 precision=fp32" -kern-select-kernels="device=h100 conv-variant=direct" | FileCheck %s --check-prefix=DIRECT
// Each decision of the lowering, on one small inception-like network. The
// conversion records each kernel's work and leaves the choice of its
// implementation to -kern-select-kernels:
// UNCHOSEN: kern.conv2d {{.*}}bytes = {{[0-9]+}} : i64, flops = {{[0-9]+}} : i64, fused = ["bias", "batch_norm bn", "relu"], layers = ["stem", "bn"], pad
// UNCHOSEN-NOT: #kern.config

// CHECK-LABEL: kern.program "decisions" attributes {precision = #kern<precision fp32>, target = "sm_90"}
// CHECK: %[[DATA:.*]] = kern.input "data" : memref<8x16x16x3xf32>
// BF16: kern.input "data" : memref<8x16x16x3xbf16>
// TF32: kern.program "decisions" attributes {precision = #kern<precision tf32>, target = "sm_90"}
// TF32-NEAREST: kern.program "decisions" attributes {precision = #kern<precision tf32>, target = "sm_90", tf32_round_to_nearest}
// TF32: kern.input "data" : memref<8x16x16x3xf32>
net.network "decisions" {
  %0 = net.input "data" : tensor<8x16x16x3xf32>
  // Bias and activation fused in the epilogue; the batch norm folded into
  // weights the runtime derives.
  // CHECK: kern.weight "stem.filter" {{.*}}layout = "ohwi"{{.*}} : memref<16x3x3x3xf32>
  // CHECK: kern.weight "stem.filter@bn" {derive = {beta = "bn.beta", bias = "stem.bias", epsilon = 1.000000e-03 : f64, filter = "stem.filter", gamma = "bn.gamma", mean = "bn.mean", op = "fold_batch_norm", part = "filter", var = "bn.var"}
  // The stem's kernel is the model's choice (on the H100's measured
  // structure costs, a small SIMT tile for this 8-image layer); a direct
  // kernel's form and threads name the candidate for the emitter (the forms
  // share a variant and tile).
  // CHECK: kern.conv2d %[[DATA]], %{{.*}} bias %{{.*}} -> %[[STEM:[0-9]+]] {activation = #kern<activation relu>, {{.*}}config = #kern.config<{{[a-z_]+}}, tile = [{{.*}}], threads = {{[0-9]+}}, {{.*}}predicted_ms = {{.*}}>, {{.*}}fused = ["bias", "batch_norm bn", "relu"], layers = ["stem", "bn"]
  // DIRECT: kern.conv2d {{.*}}config = #kern.config<direct, tile = [{{.*}}], threads = {{[0-9]+}}, direct_form = [{{[124]}}, {{[18]}}], predicted_ms = {{.*}}>, {{.*}}fused = ["bias", "batch_norm bn", "relu"], layers = ["stem", "bn"]
  // BF16: kern.conv2d {{.*}}config = #kern.config<{{[a-z_]+}}, {{.*}} : memref<8x16x16x3xbf16>, memref<16x3x3x3xbf16>
  // SM61-NOT: implicit_gemm_mma
  %1 = net.conv2d "stem" %0 {filter = array<i64: 3, 3, 3, 16>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<8x16x16x3xf32> -> tensor<8x16x16x16xf32>
  %2 = net.batch_norm "bn" %1 {epsilon = 1.0e-3 : f64, activation = #net<activation relu>} : tensor<8x16x16x16xf32> -> tensor<8x16x16x16xf32>
  // Two branches write straight into slices of the concatenation's buffer:
  // CHECK: %[[CAT:.*]] = kern.alloc : memref<8x16x16x24xf32>
  // CHECK: %[[LEFT:.*]] = kern.slice %[[CAT]][0] : memref<8x16x16x24xf32> to memref<8x16x16x8xf32, strided<[6144, 384, 24, 1]>>
  // CHECK: kern.conv2d {{.*}} -> %[[LEFT]] {{.*}}layers = ["left"]
  %3 = net.conv2d "left" %2 {filter = array<i64: 1, 1, 16, 8>, padding = #net<padding same>, strides = array<i64: 1, 1>, activation = #net<activation relu>} : tensor<8x16x16x16xf32> -> tensor<8x16x16x8xf32>
  // CHECK: %[[RIGHT:.*]] = kern.slice %[[CAT]][8] : memref<8x16x16x24xf32> to memref<8x16x16x16xf32, strided<[6144, 384, 24, 1], offset: 8>>
  // CHECK: kern.pool max %[[STEM]] -> %[[RIGHT]] {{.*}}pad = array<i64: 1, 1, 1, 1>
  %4 = net.max_pool "right" %2 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<8x16x16x16xf32> -> tensor<8x16x16x16xf32>
  // No kernel for the concatenation itself.
  // CHECK-NOT: layers = ["cat"]
  %5 = net.concat "cat" %3, %4 {axis = 3 : i64} : tensor<8x16x16x8xf32>, tensor<8x16x16x16xf32> -> tensor<8x16x16x24xf32>
  // Dropout is a view of its input; the inner product flattens through kern.view.
  // CHECK: %[[FLAT:.*]] = kern.view %[[CAT]] : memref<8x16x16x24xf32> to memref<8x1x1x6144xf32>
  // CHECK: kern.weight "fc.filter" {{.*}}layout = "oi"{{.*}} : memref<10x6144xf32>
  // CHECK: kern.conv2d %[[FLAT]]
  // CHECK-SAME: config = #kern.config<{{[a-z_]+}},
  // CHECK-SAME: layers = ["fc"]
  // TF32 keeps fp32 storage; the 6144-long reduction goes to the tensor cores
  // (wgmma on sm_90).
  // TF32: kern.conv2d {{.*}}config = #kern.config<implicit_gemm_wgmma{{[a-z_]*}}, {{.*}}layers = ["fc"]{{.*}} : memref<8x1x1x6144xf32>, memref<10x1x1x6144xf32>
  %6 = net.dropout "drop" %5 {keep_prob = 0.5 : f64} : tensor<8x16x16x24xf32> -> tensor<8x16x16x24xf32>
  %7 = net.inner_product "fc" %6 {num_outputs = 10 : i64} : tensor<8x16x16x24xf32> -> tensor<8x10xf32>
  // CHECK: kern.softmax %{{.*}} -> %[[PROB:[0-9]+]] {{.*}}layers = ["prob"]
  // CHECK: kern.output "prob" %[[PROB]] : memref<8x1x1x10xf32>
  %8 = net.softmax "prob" %7 {num_classes = 10 : i64} : tensor<8x10xf32> -> tensor<8x10xf32>
}
