// RUN: netc-opt %s -split-input-file -convert-net-to-kern -verify-diagnostics
// RUN: not netc-opt %s -convert-net-to-kern=target=gfx90a 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not netc-opt %s -convert-net-to-kern=precision=fp8 2>&1 | FileCheck %s --check-prefix=PRECISION
// The target and the precision are typed pass options: a bad spelling is
// refused by llvm::cl while the option string is parsed, before any pass
// runs (a pass's own error would carry the network's location).
// TARGET: for the --target option: expected sm_XX (sm_61, sm_75, sm_80, sm_90 ...), got 'gfx90a'
// PRECISION: for the --precision option: expected fp32, tf32, bf16 or fp16, got 'fp8'
// RUN: not netc-opt %s "-convert-net-to-kern=precision=bf16 tf32-round-to-nearest=true" 2>&1 | FileCheck %s --check-prefix=ROUNDING
// Rounding operands to tf32 is for tf32 only.
// ROUNDING: error: tf32 rounding applies to precision tf32, not bf16

net.network "up" {
  %0 = net.input "data" : tensor<1x4x4x2xf32>
  // expected-error @+1 {{layer 'up': netc lower has no kernel for net.upsampling2d yet}}
  %1 = net.upsampling2d "up" %0 {ksize = array<i64: 2, 2>} : tensor<1x4x4x2xf32> -> tensor<1x8x8x2xf32>
}


// -----

net.network "norm-over-image" {
  %0 = net.input "data" : tensor<2x14x14x96xf32>
  // expected-error @+1 {{layer 'ln': field 'axis': netc lower normalises over the last (channel) dimension only, got axis 1 of rank 4}}
  %1 = net.layer_norm "ln" %0 {axis = 1 : i64} : tensor<2x14x14x96xf32> -> tensor<2x14x14x96xf32>
}

// -----

net.network "slice-rows" {
  %0 = net.input "data" : tensor<2x14x14x96xf32>
  // expected-error @+1 {{layer 's': field 'axis': netc lower slices the channels (the last dimension) of rank-2 and rank-4 tensors only, got axis 1 of rank 4}}
  %1 = net.slice "s" %0 {axis = 1 : i64, offset = 0 : i64, size = 7 : i64} : tensor<2x14x14x96xf32> -> tensor<2x7x14x96xf32>
}

// -----

// Tokens ([n, t, k]) live in [n, 1, 1, t * k]: a matmul over them would need
// views of both buffers, which the lowering does not make yet.
net.network "matmul-tokens" {
  %0 = net.input "data" : tensor<2x7x16xf32>
  // expected-error @+1 {{layer 'fc': netc lower has no kernel yet for a matmul of a rank-3 input (ranks 2 and 4 lower)}}
  %1 = net.matmul "fc" %0 {num_outputs = 8 : i64} : tensor<2x7x16xf32> -> tensor<2x7x8xf32>
}
