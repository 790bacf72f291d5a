//===- CalibrateConvolutions.cpp - The calibration's convolution sweep ----===//
//
// Every cuDNN algorithm of every pass, timed kernel-only on the shapes of
// calibrationConvShapes() in each precision and layout asked for, with
// operands rotated past the L2 as the rest of the calibration does.
//
//===----------------------------------------------------------------------===//

#include "CalibrateSupport.h"
#include "CudnnNames.h"

#include "Error.h"
#include "Format.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

namespace netc::runtime {

using namespace calibration;

namespace {

//===----------------------------------------------------------------------===//
// The convolution sweep
//===----------------------------------------------------------------------===//

/// One shape in one precision and layout: its descriptors and rotating
/// operands, and a timing routine for any algorithm of any pass.
class ConvolutionBench {
public:
  ConvolutionBench(const LibraryHandles &handles, const CalibrateOptions &options,
                   const DeviceInfo &device, const ConvShape &shape, Precision precision,
                   Layout layout, void *workspace)
      : handles(handles), options(options), shape(shape), precision(precision),
        layout(layout), kind(storageKind(precision)), workspace(workspace),
        xDims{shape.n, shape.c, shape.h, shape.w},
        wDims{shape.k, shape.c, shape.r, shape.s},
        yDims{shape.n, shape.k, shape.outputH(), shape.outputW()},
        xDesc(xDims, layout, cudnnTypeOf(kind)), yDesc(yDims, layout, cudnnTypeOf(kind)),
        wDesc(wDims, layout, cudnnTypeOf(kind)) {
    NETC_CUDNN_CHECK(cudnnSetConvolution2dDescriptor(
        convDesc, int(shape.padH), int(shape.padW), int(shape.strideH), int(shape.strideW), 1,
        1, CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT));
    // fp32 means TF32 off: FMA kernels only. Otherwise tensor cores may run.
    NETC_CUDNN_CHECK(cudnnSetConvolutionMathType(
        convDesc, precision == Precision::FP32 ? CUDNN_FMA_MATH : CUDNN_TENSOR_OP_MATH));

    size_t element = bytesPerElement(kind);
    size_t xBytes = size_t(xDims.count()) * element, wBytes = size_t(wDims.count()) * element,
           yBytes = size_t(yDims.count()) * element;
    // Each pass reads two of x, w, dy and writes the third kind; rotate
    // until the six of them exceed twice the L2 together.
    slots = rotationSlots(2 * (xBytes + wBytes + yBytes), device.l2CacheBytes, 32);
    for (size_t slot = 0; slot < slots; ++slot) {
      Operands operands{DeviceBuffer(xBytes), DeviceBuffer(wBytes), DeviceBuffer(yBytes),
                        DeviceBuffer(xBytes), DeviceBuffer(wBytes), DeviceBuffer(yBytes)};
      uint64_t seed = options.seed + 16 * slot;
      fillRandom(operands.x, kind, seed, handles.stream);
      fillRandom(operands.w, kind, seed + 1, handles.stream);
      fillRandom(operands.dy, kind, seed + 2, handles.stream);
      this->operands.push_back(std::move(operands));
    }
  }

  size_t rotation() const { return slots; }

  std::vector<int> algorithms(Pass pass) const {
    int count = 0;
    switch (pass) {
    case Pass::Forward:
      NETC_CUDNN_CHECK(cudnnGetConvolutionForwardAlgorithmMaxCount(handles.cudnn, &count));
      break;
    case Pass::BackwardData:
      NETC_CUDNN_CHECK(cudnnGetConvolutionBackwardDataAlgorithmMaxCount(handles.cudnn, &count));
      break;
    case Pass::BackwardFilter:
      NETC_CUDNN_CHECK(
          cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(handles.cudnn, &count));
      break;
    }
    std::vector<int> ids(count);
    for (int i = 0; i < count; ++i)
      ids[i] = i;
    return ids;
  }

  static const char *algorithmName(Pass pass, int algorithm) {
    switch (pass) {
    case Pass::Forward: return forwardAlgorithmName(algorithm);
    case Pass::BackwardData: return backwardDataAlgorithmName(algorithm);
    case Pass::BackwardFilter: return backwardFilterAlgorithmName(algorithm);
    }
    return "unknown";
  }

  ConvMeasurement measure(Pass pass, int algorithm) {
    ConvMeasurement result;
    result.shape = shape.name;
    result.precision = precision;
    result.layout = layout;
    result.pass = pass;
    result.algorithm = algorithmName(pass, algorithm);
    result.family = convFamilyOf(pass, result.algorithm);
    size_t workspaceBytes = 0;
    cudnnStatus_t status = workspaceSize(pass, algorithm, workspaceBytes);
    if (status != CUDNN_STATUS_SUCCESS) {
      result.status = "not offered";
      result.note = cudnnGetErrorString(status);
      return result;
    }
    result.workspaceBytes = workspaceBytes;
    if (workspaceBytes > options.workspaceLimit) {
      result.status = "over workspace limit";
      result.note = formatBytes(workspaceBytes) + " > " + formatBytes(options.workspaceLimit);
      return result;
    }
    try {
      size_t iteration = 0;
      double first = timeOnceMs([&] { run(pass, algorithm, workspaceBytes, iteration++); },
                                handles.stream);
      if (first > options.sweepSlowMs) {
        result.status = "too slow";
        result.note = "first run " + formatFixed(first, 1) + " ms > " +
                      formatFixed(options.sweepSlowMs, 0) + " ms; not timed further";
        result.timing = summarizeTimings({first});
      } else {
        result.status = "ok";
        result.timing = timeRuns(
            [&](size_t i) { run(pass, algorithm, workspaceBytes, i); },
            std::max(0, options.sweepWarmup - 1), options.sweepIterations, options,
            handles.stream, shape.name + " " + passName(pass) + " " + result.algorithm,
            iteration, slots, first);
      }
      result.gflops = 2.0 * shape.macs() / (result.timing->median * 1e-3) / 1e9;
    } catch (const RuntimeError &error) {
      // cuDNN may offer a workspace size and still refuse the problem.
      result.status =
          error.kind() == RuntimeError::Kind::Unsupported ? "not offered" : "failed";
      result.note = error.what();
      result.timing.reset();
      // A failed launch can leave an error behind; clear it for the next.
      cudaGetLastError();
    }
    return result;
  }

private:
  struct Operands {
    DeviceBuffer x, w, dy, dx, dw, y;
  };

  cudnnStatus_t workspaceSize(Pass pass, int algorithm, size_t &bytes) const {
    switch (pass) {
    case Pass::Forward:
      return cudnnGetConvolutionForwardWorkspaceSize(handles.cudnn, xDesc, wDesc, convDesc,
                                                     yDesc, cudnnConvolutionFwdAlgo_t(algorithm),
                                                     &bytes);
    case Pass::BackwardData:
      return cudnnGetConvolutionBackwardDataWorkspaceSize(
          handles.cudnn, wDesc, yDesc, convDesc, xDesc,
          cudnnConvolutionBwdDataAlgo_t(algorithm), &bytes);
    case Pass::BackwardFilter:
      return cudnnGetConvolutionBackwardFilterWorkspaceSize(
          handles.cudnn, xDesc, yDesc, convDesc, wDesc,
          cudnnConvolutionBwdFilterAlgo_t(algorithm), &bytes);
    }
    return CUDNN_STATUS_BAD_PARAM;
  }

  void run(Pass pass, int algorithm, size_t workspaceBytes, size_t iteration) {
    Operands &o = operands[iteration % slots];
    switch (pass) {
    case Pass::Forward:
      NETC_CUDNN_CHECK(cudnnConvolutionForward(
          handles.cudnn, &kOne, xDesc, o.x.data(), wDesc, o.w.data(), convDesc,
          cudnnConvolutionFwdAlgo_t(algorithm), workspace, workspaceBytes, &kZero, yDesc,
          o.y.data()));
      return;
    case Pass::BackwardData:
      NETC_CUDNN_CHECK(cudnnConvolutionBackwardData(
          handles.cudnn, &kOne, wDesc, o.w.data(), yDesc, o.dy.data(), convDesc,
          cudnnConvolutionBwdDataAlgo_t(algorithm), workspace, workspaceBytes, &kZero, xDesc,
          o.dx.data()));
      return;
    case Pass::BackwardFilter:
      NETC_CUDNN_CHECK(cudnnConvolutionBackwardFilter(
          handles.cudnn, &kOne, xDesc, o.x.data(), yDesc, o.dy.data(), convDesc,
          cudnnConvolutionBwdFilterAlgo_t(algorithm), workspace, workspaceBytes, &kZero, wDesc,
          o.dw.data()));
      return;
    }
  }

  const LibraryHandles &handles;
  const CalibrateOptions &options;
  const ConvShape &shape;
  Precision precision;
  Layout layout;
  DataKind kind;
  void *workspace;
  Dims4 xDims, wDims, yDims;
  TensorDescriptor xDesc, yDesc;
  FilterDescriptor wDesc;
  ConvolutionDescriptor convDesc;
  size_t slots = 1;
  std::vector<Operands> operands;
};

} // namespace

void calibration::sweepConvolutions(const LibraryHandles &handles,
                                    const CalibrateOptions &requested, CalibrationResult &result,
                                    std::ostream &progress) {
  size_t freeBytes = 0, totalBytes = 0;
  NETC_CUDA_CHECK(cudaMemGetInfo(&freeBytes, &totalBytes));
  CalibrateOptions options = requested;
  options.workspaceLimit = resolveWorkspaceLimit(requested.workspaceLimit, freeBytes);
  DeviceBuffer workspace(options.workspaceLimit);
  result.convShapes = calibrationConvShapes();
  for (Precision precision : options.sweepPrecisions) {
    double ceiling = result.gemmGflops(precision);
    for (Layout layout : options.sweepLayouts)
      for (const ConvShape &shape : result.convShapes) {
        ConvolutionBench bench(handles, options, result.device, shape, precision, layout,
                               workspace.data());
        progress << "  conv " << shape.name << " " << getPrecisionName(precision) << " "
                 << getLayoutName(layout) << " (" << bench.rotation() << " operand set"
                 << (bench.rotation() > 1 ? "s" : "") << "):";
        for (Pass pass : kAllPasses) {
          std::string best;
          double bestMs = 0;
          for (int algorithm : bench.algorithms(pass)) {
            // The count cuDNN reports runs past the algorithms it names;
            // those ids are never offered and would only pad the record.
            if (std::string(ConvolutionBench::algorithmName(pass, algorithm)) == "unknown")
              continue;
            ConvMeasurement m = bench.measure(pass, algorithm);
            if (m.timing && ceiling > 0)
              m.fractionOfGemm = m.gflops / ceiling;
            if (m.status == "ok" && (best.empty() || m.timing->median < bestMs)) {
              best = m.algorithm;
              bestMs = m.timing->median;
            }
            result.convolutions.push_back(std::move(m));
          }
          progress << " " << passName(pass) << " "
                   << (best.empty() ? "none" : best + " " + formatFixed(bestMs, 3) + " ms");
        }
        progress << "\n";
      }
  }
}

} // namespace netc::runtime
