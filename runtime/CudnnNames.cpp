//===- CudnnNames.cpp - The names netc gives cuDNN's algorithms -----------===//

#include "CudnnNames.h"

#include <cudnn.h>

namespace netc::runtime {

const char *forwardAlgorithmName(int algorithm) {
  switch (algorithm) {
  case CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM: return "implicit_gemm";
  case CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM: return "implicit_precomp_gemm";
  case CUDNN_CONVOLUTION_FWD_ALGO_GEMM: return "gemm";
  case CUDNN_CONVOLUTION_FWD_ALGO_DIRECT: return "direct";
  case CUDNN_CONVOLUTION_FWD_ALGO_FFT: return "fft";
  case CUDNN_CONVOLUTION_FWD_ALGO_FFT_TILING: return "fft_tiling";
  case CUDNN_CONVOLUTION_FWD_ALGO_WINOGRAD: return "winograd";
  case CUDNN_CONVOLUTION_FWD_ALGO_WINOGRAD_NONFUSED: return "winograd_nonfused";
  }
  return "unknown";
}

const char *backwardDataAlgorithmName(int algorithm) {
  switch (algorithm) {
  case CUDNN_CONVOLUTION_BWD_DATA_ALGO_0: return "algo_0";
  case CUDNN_CONVOLUTION_BWD_DATA_ALGO_1: return "algo_1";
  case CUDNN_CONVOLUTION_BWD_DATA_ALGO_FFT: return "fft";
  case CUDNN_CONVOLUTION_BWD_DATA_ALGO_FFT_TILING: return "fft_tiling";
  case CUDNN_CONVOLUTION_BWD_DATA_ALGO_WINOGRAD: return "winograd";
  case CUDNN_CONVOLUTION_BWD_DATA_ALGO_WINOGRAD_NONFUSED: return "winograd_nonfused";
  }
  return "unknown";
}

const char *backwardFilterAlgorithmName(int algorithm) {
  switch (algorithm) {
  case CUDNN_CONVOLUTION_BWD_FILTER_ALGO_0: return "algo_0";
  case CUDNN_CONVOLUTION_BWD_FILTER_ALGO_1: return "algo_1";
  case CUDNN_CONVOLUTION_BWD_FILTER_ALGO_FFT: return "fft";
  case CUDNN_CONVOLUTION_BWD_FILTER_ALGO_3: return "algo_3";
  case CUDNN_CONVOLUTION_BWD_FILTER_ALGO_WINOGRAD: return "winograd";
  case CUDNN_CONVOLUTION_BWD_FILTER_ALGO_WINOGRAD_NONFUSED: return "winograd_nonfused";
  case CUDNN_CONVOLUTION_BWD_FILTER_ALGO_FFT_TILING: return "fft_tiling";
  }
  return "unknown";
}

} // namespace netc::runtime
