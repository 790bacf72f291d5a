// kernels.cu - runtime/examples/tiny (written by make-tiny.py): one kernel per launch.
#include "netc_kernels.cuh"

using T = netc::bf16;

extern "C" __global__ void __launch_bounds__(128) netc_conv1(const T *x, const T *w, const T *bias, T *y) {
  netc::conv2d_direct<netc::bf16, 2, 8, 8, 3, 3, 8, 8, 8, 8, 3, 3, 1, 1, 1, 1, true, netc::kRelu>(x, w, bias, y);
}

extern "C" __global__ void __launch_bounds__(128) netc_pool1(const T *x, T *y) {
  netc::max_pool<netc::bf16, 2, 8, 8, 8, 8, 4, 4, 16, 2, 2, 2, 2, 0, 0>(x, y);
}

extern "C" __global__ void __launch_bounds__(128) netc_conv2(const T *x, const T *w, const T *bias, T *y) {
  netc::conv2d_direct<netc::bf16, 2, 4, 4, 8, 16, 4, 4, 8, 16, 1, 1, 1, 1, 0, 0, false, netc::kRelu>(x, w, bias, y);
}

extern "C" __global__ void __launch_bounds__(128) netc_bn2(const T *x, const T *gamma, const T *beta, const T *mean, const T *var, T *y) {
  netc::batch_norm<netc::bf16, 32, 16, 16, 16, netc::kRelu>(x, gamma, beta, mean, var, 1e-3f, y);
}

extern "C" __global__ void __launch_bounds__(128) netc_conv3(const T *x, const T *w, const T *bias, T *y) {
  netc::conv2d_direct<netc::bf16, 2, 4, 4, 16, 16, 4, 4, 16, 16, 2, 2, 1, 1, 0, 0, true, netc::kNone>(x, w, bias, y);
}

extern "C" __global__ void __launch_bounds__(128) netc_res(const T *a, const T *b, T *y) {
  netc::add<netc::bf16, 32, 16, 16, 16, 16, netc::kRelu>(a, b, y);
}

extern "C" __global__ void __launch_bounds__(128) netc_fc(const T *x, const T *w, const T *bias, T *y) {
  netc::conv2d_direct<netc::bf16, 2, 1, 1, 256, 256, 1, 1, 10, 10, 1, 1, 1, 1, 0, 0, true, netc::kNone>(x, w, bias, y);
}

extern "C" __global__ void __launch_bounds__(128) netc_prob(const T *x, T *y) {
  netc::softmax<netc::bf16, 2, 10, 10, 10>(x, y);
}

