//===- OnnxWeights.h - An ONNX model's weights in netc's layouts -*- C++ -*-===//
//
// `netc lower model.onnx --onnx-weights` (and `netc run`): the importer reads
// the initializers each layer uses (external data included) and hands them
// over named as plan.json names the weights, "<layer>.<role>" (filter, bias,
// gamma, beta, mean, var), in netc's layouts: a convolution's OIHW filter as
// OHWI [cout, kh, kw, cin / groups], a Gemm's or MatMul's weight as `oi`
// [outputs, inputs] (MatMul's [k, n] transposed; a weight the graph
// transposes followed through), vectors as they are. writeNetcSafetensors
// writes them as the safetensors file `netc-runtime run --weights` reads
// (__metadata__ layout "netc", runtime/data/Weights.h).
//
//===----------------------------------------------------------------------===//

#ifndef NETC_FRONTEND_ONNXWEIGHTS_H
#define NETC_FRONTEND_ONNXWEIGHTS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace netc {

struct NetWeightTensor {
  std::string name; ///< <layer>.<role>
  std::vector<int64_t> shape;
  std::vector<float> values;
};

/// Where the ONNX importer puts the weights when ImportOptions asks for them.
struct OnnxWeightSink {
  std::vector<NetWeightTensor> tensors;
};

/// Writes `tensors` as a safetensors file (F32, little-endian) with
/// __metadata__ {"layout": "netc", "source": source}.
llvm::Error writeNetcSafetensors(llvm::StringRef path, const std::vector<NetWeightTensor> &tensors,
                                 llvm::StringRef source);

} // namespace netc

#endif // NETC_FRONTEND_ONNXWEIGHTS_H
