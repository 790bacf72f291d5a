//===- CudnnNames.h - The names netc gives cuDNN's algorithms --*- C++ -*-===//
//
// One naming of cuDNN's convolution algorithms for every report (profiles,
// calibration), so that both speak of the same kernels.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_CUDNNNAMES_H
#define NETC_RUNTIME_CUDNNNAMES_H

namespace netc::runtime {

const char *forwardAlgorithmName(int algorithm);
const char *backwardDataAlgorithmName(int algorithm);
const char *backwardFilterAlgorithmName(int algorithm);

} // namespace netc::runtime

#endif // NETC_RUNTIME_CUDNNNAMES_H
