// netc_kernels.cuh - the kernel templates netc instantiates once per layer.
//
// Every emitted kernels.cu starts with `#include "netc_kernels.cuh"` and holds
// one extern "C" __global__ function per launch whose body is a single call
// into this header with every shape a compile-time constant (the template
// arguments). The host side of this file is lib/Kernels/KernelCatalog.*:
// it lists which templates fit a layer, with their launch geometry; the two
// must agree on every launch formula (docs/kernels.md).
//
// What netc emits includes nothing: it compiles under nvcc (sm_75+), NVRTC (no
// CUDA headers at all) and clang in CUDA mode for sm_61 PTX. Tensor-core code
// (mma.sync, ldmatrix, cp.async) is inline PTX behind __CUDA_ARCH__ >= 800, wgmma
// behind __CUDA_ARCH_FEAT_SM90_ALL (the sm_90a target).
//
// Conventions shared by every template:
//   * activations are NHWC with a pixel pitch: element (n, h, w, c) of a
//     tensor lives at ((n * H + h) * W + w) * Pitch + c, Pitch >= C, so a
//     producer can write a slice of a concatenation's buffer in place;
//   * filters are KRSC ([cout][kh][kw][cin]); an inner product is the 1x1
//     convolution of a 1x1 image with C = its input features;
//   * storage is T = float, netc::bf16 or netc::f16; arithmetic and
//     accumulation are always fp32;
//   * tensor base pointers are 16-byte aligned (vector loads); y may be a
//     slice at any channel offset (the epilogues check y's alignment).
#pragma once

// The templates live in eight parts along their seams; `netc lower` writes
// them into the output directory as this one self-contained file (the
// includes below replaced by the parts, CMake's EmbedFile.cmake).
#include "netc_common.cuh"
#include "netc_conv.cuh"
#include "netc_conv_depthwise.cuh"
#include "netc_conv_wgmma.cuh"
#include "netc_conv_wgmma_tma.cuh"
#include "netc_conv_wgmma_narrow.cuh"
#include "netc_conv_winograd.cuh"
#include "netc_streaming.cuh"
