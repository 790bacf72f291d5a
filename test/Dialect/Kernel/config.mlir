// RUN: netc-opt %s | FileCheck %s
// RUN: netc-opt %s | netc-opt | FileCheck %s
// RUN: netc-opt %s --mlir-print-op-generic | netc-opt | FileCheck %s
// The typed kern attributes print as they parse and survive a round trip
// through the printer, the parser and the generic form: the precision, the
// epilogue's activation, the pooling and elementwise kinds, a weight's role
// and layout (strings in the dictionary, typed enums in the IR), and the
// chosen kernel. #kern.config's fields parse in any order and print in one
// (variant, tile, threads, direct_form, split_k, predicted_ms); optional ones
// absent stay absent (split_k 1 is its default and does not print); the
// predicted time keeps every digit.

// CHECK-LABEL: kern.program "typed" attributes {precision = #kern<precision bf16>, target = "sm_90"}
kern.program "typed" attributes {precision = #kern<precision bf16>, target = "sm_90"} {
  %0 = kern.input "data" : memref<2x8x8x4xbf16>
  %1 = kern.alloc : memref<2x8x8x8xbf16>
  // CHECK: kern.weight "conv.filter" {layer_name = "conv", layout = "ohwi", role = "filter"} : memref<8x3x3x4xbf16>
  %2 = kern.weight "conv.filter" {layer_name = "conv", layout = "ohwi", role = "filter"} : memref<8x3x3x4xbf16>
  // CHECK: kern.conv2d %{{.*}}, %{{.*}} -> %{{.*}} {activation = #kern<activation hard_swish>, config = #kern.config<direct, tile = [8, 8, 36], threads = 64, direct_form = [2, 1], predicted_ms = 0.48621952803435731>, layers = ["conv"]
  kern.conv2d %0, %2 -> %1 {activation = #kern<activation hard_swish>, config = #kern.config<direct, predicted_ms = 0.48621952803435731, direct_form = [2, 1], threads = 64, tile = [8, 8, 36]>, layers = ["conv"], pad = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : memref<2x8x8x4xbf16>, memref<8x3x3x4xbf16> -> memref<2x8x8x8xbf16>
  %8 = kern.alloc : memref<2x8x8x8xbf16>
  // CHECK: kern.conv2d {{.*}}config = #kern.config<implicit_gemm_wgmma, tile = [64, 64, 64], threads = 128, split_k = 4, predicted_ms = 1.250000e-02>, layers = ["split"]
  kern.conv2d %0, %2 -> %8 {activation = #kern<activation none>, config = #kern.config<implicit_gemm_wgmma, split_k = 4, predicted_ms = 0.0125, threads = 128, tile = [64, 64, 64]>, layers = ["split"], pad = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : memref<2x8x8x4xbf16>, memref<8x3x3x4xbf16> -> memref<2x8x8x8xbf16>
  %11 = kern.alloc : memref<2x8x8x8xbf16>
  // The CUDA-core tile's split over blocks.
  // CHECK: kern.conv2d {{.*}}config = #kern.config<implicit_gemm_simt, tile = [32, 32, 16], threads = 64, split_k = 8, predicted_ms = 3.000000e-02>, layers = ["simt_split"]
  kern.conv2d %0, %2 -> %11 {activation = #kern<activation none>, config = #kern.config<implicit_gemm_simt, split_k = 8, predicted_ms = 0.03, threads = 64, tile = [32, 32, 16]>, layers = ["simt_split"], pad = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : memref<2x8x8x4xbf16>, memref<8x3x3x4xbf16> -> memref<2x8x8x8xbf16>
  %10 = kern.alloc : memref<2x8x8x8xbf16>
  // The persistent TMA kernel's split units.
  // CHECK: kern.conv2d {{.*}}config = #kern.config<implicit_gemm_wgmma_tma_persistent, tile = [128, 64, 64], threads = 384, split_k = 2, predicted_ms = 2.000000e-02>, layers = ["units"]
  kern.conv2d %0, %2 -> %10 {activation = #kern<activation none>, config = #kern.config<implicit_gemm_wgmma_tma_persistent, split_k = 2, predicted_ms = 0.02, threads = 384, tile = [128, 64, 64]>, layers = ["units"], pad = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : memref<2x8x8x4xbf16>, memref<8x3x3x4xbf16> -> memref<2x8x8x8xbf16>
  %9 = kern.alloc : memref<2x8x8x8xbf16>
  // CHECK: kern.conv2d {{.*}}config = #kern.config<implicit_gemm_wgmma, tile = [64, 64, 64], threads = 128, predicted_ms = 1.250000e-02>, layers = ["whole"]
  kern.conv2d %0, %2 -> %9 {activation = #kern<activation none>, config = #kern.config<implicit_gemm_wgmma, split_k = 1, predicted_ms = 0.0125, threads = 128, tile = [64, 64, 64]>, layers = ["whole"], pad = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : memref<2x8x8x4xbf16>, memref<8x3x3x4xbf16> -> memref<2x8x8x8xbf16>
  %3 = kern.alloc : memref<2x4x4x8xbf16>
  // CHECK: kern.pool avg %{{.*}} -> %{{.*}} {config = #kern.config<avg_pool, threads = 256, predicted_ms = 1.000000e-03>, ksize
  kern.pool avg %1 -> %3 {config = #kern.config<avg_pool, threads = 256, predicted_ms = 0.001>, ksize = array<i64: 2, 2>, layers = ["pool"], pad = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : memref<2x8x8x8xbf16> -> memref<2x4x4x8xbf16>
  %4 = kern.alloc : memref<2x4x4x8xbf16>
  // CHECK: kern.elementwise product %{{.*}}, %{{.*}} -> %{{.*}} {activation = #kern<activation gelu>, config = #kern.config<elementwise, threads = 256, predicted_ms = 0.000000e+00>, layers = ["mul"]}
  kern.elementwise product %3, %3 -> %4 {activation = #kern<activation gelu>, config = #kern.config<elementwise, threads = 256, predicted_ms = 0.0>, layers = ["mul"]} : memref<2x4x4x8xbf16>, memref<2x4x4x8xbf16> -> memref<2x4x4x8xbf16>
  %5 = kern.alloc : memref<2x4x4x8xbf16>
  // Not chosen yet: no config, and none is invented.
  // CHECK: kern.elementwise identity %{{.*}} -> %{{.*}} {activation = #kern<activation none>, layers = ["copy"]}
  kern.elementwise identity %4 -> %5 {activation = #kern<activation none>, layers = ["copy"]} : memref<2x4x4x8xbf16> -> memref<2x4x4x8xbf16>
  %6 = kern.alloc : memref<2x4x4x8xbf16>
  // CHECK: kern.weight "bn.gamma" {layer_name = "bn", layout = "c", role = "gamma"} : memref<8xbf16>
  // CHECK: kern.batch_norm {{.*}}{activation = #kern<activation relu6>, config = #kern.config<batch_norm, threads = 256, predicted_ms = 2.500000e+00>
  %7 = kern.weight "bn.gamma" {layer_name = "bn", layout = "c", role = "gamma"} : memref<8xbf16>
  kern.batch_norm %5, %7, %7, %7, %7 -> %6 {activation = #kern<activation relu6>, config = #kern.config<batch_norm, threads = 256, predicted_ms = 2.5>, epsilon = 1.0e-5 : f64, layers = ["bn"]} : memref<2x4x4x8xbf16>, memref<8xbf16>, memref<8xbf16>, memref<8xbf16>, memref<8xbf16> -> memref<2x4x4x8xbf16>
  kern.output "bn" %6 : memref<2x4x4x8xbf16>
}

// A tf32 program that rounds its operands keeps the unit attribute.
// CHECK-LABEL: kern.program "rounded" attributes {precision = #kern<precision tf32>, target = "sm_90", tf32_round_to_nearest}
kern.program "rounded" attributes {precision = #kern<precision tf32>, target = "sm_90", tf32_round_to_nearest} {
  %0 = kern.input "data" : memref<1x4x4x4xf32>
  kern.output "data" %0 : memref<1x4x4x4xf32>
}
