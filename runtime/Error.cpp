//===- Error.cpp - Runtime errors and checked CUDA/cuDNN/cuBLAS calls -----===//

#include "Error.h"

#include <execinfo.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <csignal>
#include <cstdio>

namespace netc::runtime {

static thread_local std::string currentLayer;

const std::string &currentLayerName() { return currentLayer; }

LayerScope::LayerScope(const std::string &layer) : previous(currentLayer) {
  currentLayer = layer;
}

LayerScope::~LayerScope() { currentLayer = previous; }

/// The call's source text on one line, shortened: the macro argument can span
/// many lines and hold every argument of a cuDNN call.
static std::string condensedCall(const char *call) {
  std::string text;
  bool space = false;
  for (const char *c = call; *c; ++c) {
    if (std::isspace(static_cast<unsigned char>(*c))) {
      space = !text.empty();
      continue;
    }
    if (space && text.back() != '(' && *c != ')')
      text += ' ';
    space = false;
    text += *c;
  }
  if (text.size() > 120)
    text = text.substr(0, 117) + "...";
  return text;
}

static std::string baseName(const char *path) {
  std::string text(path);
  size_t slash = text.find_last_of('/');
  return slash == std::string::npos ? text : text.substr(slash + 1);
}

[[noreturn]] static void fail(const char *call, const std::string &status,
                              const char *file, int line, RuntimeError::Kind kind) {
  std::string message = condensedCall(call) + " failed: " + status;
  if (!currentLayer.empty())
    message += " in layer '" + currentLayer + "'";
  message += " [" + baseName(file) + ":" + std::to_string(line) + "]";
  throw RuntimeError(message, kind);
}

void checkCuda(cudaError_t status, const char *call, const char *file, int line) {
  if (status == cudaSuccess)
    return;
  fail(call, std::string(cudaGetErrorName(status)) + " (" + cudaGetErrorString(status) + ")",
       file, line,
       status == cudaErrorMemoryAllocation ? RuntimeError::Kind::OutOfMemory
                                           : RuntimeError::Kind::General);
}

void checkCudnn(cudnnStatus_t status, const char *call, const char *file, int line) {
  if (status == CUDNN_STATUS_SUCCESS)
    return;
  // Only refusals of the configuration count as "unsupported"; the other
  // NOT_SUPPORTED sub-codes (driver, architecture, missing sub-library) are
  // set-up faults that must not be mistaken for a known limitation.
  bool unsupported = status == CUDNN_STATUS_NOT_SUPPORTED ||
                     status == CUDNN_STATUS_NOT_SUPPORTED_SHAPE ||
                     status == CUDNN_STATUS_NOT_SUPPORTED_DATA_TYPE ||
                     status == CUDNN_STATUS_NOT_SUPPORTED_LAYOUT ||
                     status == CUDNN_STATUS_NOT_SUPPORTED_PADDING;
  bool outOfMemory = status == CUDNN_STATUS_INTERNAL_ERROR_DEVICE_ALLOCATION_FAILED;
  char details[512];
  cudnnGetLastErrorString(details, sizeof details);
  std::string text = cudnnGetErrorString(status);
  if (details[0])
    text += " (" + std::string(details) + ")";
  fail(call, text, file, line,
       unsupported   ? RuntimeError::Kind::Unsupported
       : outOfMemory ? RuntimeError::Kind::OutOfMemory
                     : RuntimeError::Kind::General);
}

namespace {
const char *crashProgram = "netc";

void reportCrash(int signal) {
  // Only async-signal-safe calls: write(2) and backtrace_symbols_fd.
  char text[512];
  // snprintf and the layer's name are not strictly signal-safe; the process
  // is dying anyway, and the name is what makes the report useful.
  int length = std::snprintf(text, sizeof text, "\n%s: fatal signal %d in layer '%s'; call stack:\n",
                             crashProgram, signal, currentLayer.c_str());
  if (length > 0)
    (void)!::write(2, text, size_t(std::min(length, int(sizeof text) - 1)));
  void *frames[64];
  int count = ::backtrace(frames, 64);
  ::backtrace_symbols_fd(frames, count, 2);
  std::signal(signal, SIG_DFL);
  std::raise(signal);
}
} // namespace

void installCrashReport(const char *program) {
  crashProgram = program;
  void *warmUp[1];
  ::backtrace(warmUp, 1); // loads libgcc now, not inside the handler
  for (int signal : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT})
    std::signal(signal, reportCrash);
}

void checkCublas(cublasStatus_t status, const char *call, const char *file, int line) {
  if (status == CUBLAS_STATUS_SUCCESS)
    return;
  fail(call, std::string(cublasGetStatusName(status)) + " (" + cublasGetStatusString(status) + ")",
       file, line,
       status == CUBLAS_STATUS_NOT_SUPPORTED ? RuntimeError::Kind::Unsupported
       : status == CUBLAS_STATUS_ALLOC_FAILED ? RuntimeError::Kind::OutOfMemory
                                              : RuntimeError::Kind::General);
}

} // namespace netc::runtime
