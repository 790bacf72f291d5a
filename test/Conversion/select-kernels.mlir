// RUN: netc-opt %s -split-input-file -kern-select-kernels=device=h100 | FileCheck %s --check-prefix=H100
// RUN: netc-opt %s -split-input-file -kern-select-kernels=device=k20 | FileCheck %s --check-prefix=K20
// RUN: not netc-opt %s -split-input-file -kern-select-kernels=device=h1000 2>&1 | FileCheck %s --check-prefix=DEVICE
// RUN: netc-opt %s -split-input-file -kern-select-kernels="device=h100 conv-variant=implicit_gemm_mma" | FileCheck %s --check-prefix=MMA
// RUN: netc-opt %s -split-input-file -kern-select-kernels="device=h100 conv-variant=implicit_gemm_simt" | FileCheck %s --check-prefix=SIMT
// RUN: netc-opt %s -split-input-file -kern-select-kernels="device=h100 conv-variant=winograd" | FileCheck %s --check-prefix=WINOGRAD
// RUN: not netc-opt %s -split-input-file -kern-select-kernels="device=h100 conv-variant=lrn" 2>&1 | FileCheck %s --check-prefix=BADVARIANT
// BADVARIANT: -kern-select-kernels: conv-variant 'lrn' is not a convolution variant
// -kern-select-kernels chooses each kernel op's implementation among the
// catalog's candidates for the program's target and precision, priced on the
// device profile: the same op gets another tile on a K20's rates than on an
// H100's. A choice already on the op (a stale tile, a direct form) is
// replaced, never merged.

// H100-LABEL: kern.program "small"
// (On the H100's measured structure costs, devices/h100.json, the smallest
// tile: 32 blocks of this 2-image layer cannot fill the SMs, so each block's
// latency is what counts.)
// H100: kern.conv2d {{.*}}config = #kern.config<implicit_gemm_simt, tile = [32, 32, 16], threads = 64, predicted_ms = {{[0-9.e+-]+}}>, {{.*}}layers = ["conv"]
// H100-NOT: direct_form
// H100: kern.pool max {{.*}}config = #kern.config<max_pool, threads = 256, predicted_ms = {{[0-9.e+-]+}}>
// K20-LABEL: kern.program "small"
// K20: kern.conv2d {{.*}}config = #kern.config<implicit_gemm_simt, tile = [64, 64, 16], threads = 256, predicted_ms = {{[0-9.e+-]+}}>
// DEVICE: -kern-select-kernels: device: unknown device 'h1000'
kern.program "small" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  %0 = kern.input "data" : memref<2x8x8x4xf32>
  %1 = kern.alloc : memref<2x8x8x8xf32>
  %2 = kern.weight "conv.filter" {layer_name = "conv", layout = "ohwi", role = "filter"} : memref<8x3x3x4xf32>
  %3 = kern.weight "conv.bias" {layer_name = "conv", layout = "c", role = "bias"} : memref<8xf32>
  kern.conv2d %0, %2 bias %3 -> %1 {activation = #kern<activation relu>, bytes = 7296 : i64, config = #kern.config<direct, tile = [1, 2, 3], threads = 7, direct_form = [4, 8], predicted_ms = 99.0>, flops = 73728 : i64, fused = ["bias", "relu"], layers = ["conv"], pad = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : memref<2x8x8x4xf32>, memref<8x3x3x4xf32>, memref<8xf32> -> memref<2x8x8x8xf32>
  %4 = kern.alloc : memref<2x4x4x8xf32>
  kern.pool max %1 -> %4 {bytes = 5120 : i64, flops = 1024 : i64, ksize = array<i64: 2, 2>, layers = ["pool"], pad = array<i64: 0, 0, 0, 0>, strides = array<i64: 2, 2>} : memref<2x8x8x8xf32> -> memref<2x4x4x8xf32>
  kern.output "pool" %4 : memref<2x4x4x8xf32>
}

// -----

// bf16 on sm_90: Hopper's wgmma kernel with both operands by TMA (the
// wgmma rate, above mma.sync's, times the TMA loads' measured gain; 64
// channels are one stage a tap), here in its persistent form on 256-row
// tiles (98 tiles, one round of blocks), from the program's own attributes;
// with conv-variant=implicit_gemm_mma the mma.sync kernel, with
// conv-variant=implicit_gemm_simt a SIMT tile. On sm_80 (next case) mma.sync.
// H100-LABEL: kern.program "bf16"
// H100: kern.conv2d {{.*}}config = #kern.config<implicit_gemm_wgmma_tma_persistent, tile = [256, 128, 64]
// MMA-LABEL: kern.program "bf16"
// MMA: kern.conv2d {{.*}}config = #kern.config<implicit_gemm_mma,
// SIMT-LABEL: kern.program "bf16"
// SIMT: kern.conv2d {{.*}}config = #kern.config<implicit_gemm_simt,
kern.program "bf16" attributes {precision = #kern<precision bf16>, target = "sm_90"} {
  %0 = kern.input "data" : memref<32x28x28x64xbf16>
  %1 = kern.alloc : memref<32x28x28x128xbf16>
  %2 = kern.weight "conv.filter" {layer_name = "conv", layout = "ohwi", role = "filter"} : memref<128x3x3x64xbf16>
  kern.conv2d %0, %2 -> %1 {activation = #kern<activation none>, bytes = 10000000 : i64, flops = 3699376128 : i64, layers = ["conv"], pad = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : memref<32x28x28x64xbf16>, memref<128x3x3x64xbf16> -> memref<32x28x28x128xbf16>
  kern.output "conv" %1 : memref<32x28x28x128xbf16>
}

// -----

// H100-LABEL: kern.program "bf16-sm80"
// H100: kern.conv2d {{.*}}config = #kern.config<implicit_gemm_mma,
// MMA-LABEL: kern.program "bf16-sm80"
// MMA: kern.conv2d {{.*}}config = #kern.config<implicit_gemm_mma,
kern.program "bf16-sm80" attributes {precision = #kern<precision bf16>, target = "sm_80"} {
  %0 = kern.input "data" : memref<32x28x28x64xbf16>
  %1 = kern.alloc : memref<32x28x28x128xbf16>
  %2 = kern.weight "conv.filter" {layer_name = "conv", layout = "ohwi", role = "filter"} : memref<128x3x3x64xbf16>
  kern.conv2d %0, %2 -> %1 {activation = #kern<activation none>, bytes = 10000000 : i64, flops = 3699376128 : i64, layers = ["conv"], pad = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : memref<32x28x28x64xbf16>, memref<128x3x3x64xbf16> -> memref<32x28x28x128xbf16>
  kern.output "conv" %1 : memref<32x28x28x128xbf16>
}

// -----

// fp32 3x3 stride-1 convolutions: Winograd F(2x2, 3x3) multiplies 16 times
// a 2x2 output tile where the GEMM does 36, at 0.59 of the SIMT GEMM's rate
// a multiply-add (measured on an H200): the model takes it over the GEMM,
// which conv-variant still names.
// H100-LABEL: kern.program "fp32-3x3"
// H100: kern.conv2d {{.*}}config = #kern.config<winograd, tile = [32, 64, 8], threads = 256,
// SIMT-LABEL: kern.program "fp32-3x3"
// SIMT: kern.conv2d {{.*}}config = #kern.config<implicit_gemm_simt,
// WINOGRAD-LABEL: kern.program "fp32-3x3"
// WINOGRAD: kern.conv2d {{.*}}config = #kern.config<winograd, tile = [32, 64, 8], threads = 256,
kern.program "fp32-3x3" attributes {precision = #kern<precision fp32>, target = "sm_90"} {
  %0 = kern.input "data" : memref<32x28x28x256xf32>
  %1 = kern.alloc : memref<32x28x28x256xf32>
  %2 = kern.weight "conv.filter" {layer_name = "conv", layout = "ohwi", role = "filter"} : memref<256x3x3x256xf32>
  kern.conv2d %0, %2 -> %1 {activation = #kern<activation none>, bytes = 60000000 : i64, flops = 29595009024 : i64, layers = ["conv"], pad = array<i64: 1, 1, 1, 1>, strides = array<i64: 1, 1>} : memref<32x28x28x256xf32>, memref<256x3x3x256xf32> -> memref<32x28x28x256xf32>
  kern.output "conv" %1 : memref<32x28x28x256xf32>
}
