//===- Error.h - Runtime errors and checked CUDA/cuDNN/cuBLAS calls -*- C++ -*-===//
//
// Every CUDA, cuDNN and cuBLAS call in the runtime goes through one of the
// NETC_*_CHECK macros. A failure becomes a RuntimeError whose message names
// the call, the library's status name and text, and the layer being worked
// on (set by LayerScope), e.g.
//
//   cudnnConvolutionForward(...) failed: CUDNN_STATUS_NOT_SUPPORTED
//   (CUDNN_STATUS_NOT_SUPPORTED) in layer 'conv1' [ConvolutionLayer.cpp:210]
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_ERROR_H
#define NETC_RUNTIME_ERROR_H

#include <cublas_v2.h>
#include <cuda_runtime_api.h>
#include <cudnn.h>

#include <stdexcept>
#include <string>

namespace netc::runtime {

class RuntimeError : public std::runtime_error {
public:
  /// Unsupported: the library refused this configuration (cuDNN's
  /// NOT_SUPPORTED): a fact about the library, not a bug of ours.
  enum class Kind { General, Unsupported, OutOfMemory };

  explicit RuntimeError(const std::string &message, Kind kind = Kind::General)
      : std::runtime_error(message), errorKind(kind) {}
  Kind kind() const { return errorKind; }

private:
  Kind errorKind;
};

/// The layer currently worked on ("" outside layers), for error messages.
const std::string &currentLayerName();

/// Names the layer for every error raised while it is alive.
class LayerScope {
public:
  explicit LayerScope(const std::string &layer);
  ~LayerScope();
  LayerScope(const LayerScope &) = delete;
  LayerScope &operator=(const LayerScope &) = delete;

private:
  std::string previous;
};

/// On a fatal signal (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT) prints
/// "PROGRAM: fatal signal N in layer 'L'" and the call stack to stderr, then
/// dies by the same signal: a crash inside a library (cuDNN's engines) still
/// names where it happened. The binaries link with -rdynamic for the names.
void installCrashReport(const char *program);

void checkCuda(cudaError_t status, const char *call, const char *file, int line);
void checkCudnn(cudnnStatus_t status, const char *call, const char *file, int line);
void checkCublas(cublasStatus_t status, const char *call, const char *file, int line);

} // namespace netc::runtime

#define NETC_CUDA_CHECK(call) ::netc::runtime::checkCuda((call), #call, __FILE__, __LINE__)
#define NETC_CUDNN_CHECK(call) ::netc::runtime::checkCudnn((call), #call, __FILE__, __LINE__)
#define NETC_CUBLAS_CHECK(call) ::netc::runtime::checkCublas((call), #call, __FILE__, __LINE__)

/// After a kernel launch: launch errors are reported by cudaGetLastError.
#define NETC_CHECK_LAUNCH(kernel) \
  ::netc::runtime::checkCuda(cudaGetLastError(), "launch of " kernel, __FILE__, __LINE__)

#endif // NETC_RUNTIME_ERROR_H
