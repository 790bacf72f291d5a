//===- Weights.h - Trained weights bound to a network's layers --*- C++ -*-===//
//
// bindWeights matches the tensors of a safetensors file to the weights a
// network expects (plan.json version 2's "weights": "<layer>.<role>", roles
// filter, bias, gamma, beta, mean, var; docs/plan-format.md) by layer name,
// converts them to netc's layouts and returns them as float.
//
// Names. Each weight is found under netc's name or PyTorch's state-dict name:
//
//   netc                 PyTorch
//   <layer>.filter       <layer>.weight        (convolution, inner product)
//   <layer>.bias         <layer>.bias
//   <layer>.gamma        <layer>.weight        (batch norm)
//   <layer>.beta         <layer>.bias
//   <layer>.mean         <layer>.running_mean
//   <layer>.var          <layer>.running_var
//
// A "/" in a layer name (Block namespaces) may also be "." in the file, as
// nested PyTorch modules write it. "<bn>.num_batches_tracked" is ignored.
//
// Layouts. The file's convention comes from its __metadata__ "layout":
// "pytorch" (the default when absent: shapes alone are ambiguous, e.g.
// [64, 3, 3, 3]) or "netc". netc's layouts are "ohwi" filters [cout, kh, kw,
// cin], "oi" inner products [out, in] with `in` flattened in the input's NHWC
// (h, w, c) order, "c" vectors. PyTorch's: convolution weights OIHW [cout,
// cin, kh, kw] (converted to OHWI), Linear weights [out, in] with `in`
// flattened in NCHW (c, h, w) order (reordered to (h, w, c) when the weight
// says which h, w, c it was flattened from), vectors as they are.
//
// Errors. Every problem is collected and reported in one DataError, a line
// each: a missing tensor (its accepted names, the layer, the role and the
// expected shape in both conventions), an extra tensor (its name, and whether
// its layer exists), a wrong shape (expected in the file's convention and in
// the other, found, and a hint when the file's metadata seems wrong), a
// non-floating dtype, a tensor under two accepted names, a NaN or infinity.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_DATA_WEIGHTS_H
#define NETC_RUNTIME_DATA_WEIGHTS_H

#include "data/Safetensors.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace netc::data {

enum class Convention { PyTorch, Netc };
const char *conventionName(Convention convention); ///< "pytorch", "netc"

/// The convention a file declares in __metadata__ "layout" ("pytorch" or
/// "netc"; PyTorch when absent). Throws DataError for another value.
Convention conventionOf(const SafetensorsFile &file);

struct ExpectedWeight {
  std::string name;           ///< "<layer>.<role>", as plan.json names it
  std::vector<int64_t> shape; ///< in netc's layout
  std::string layout;         ///< "ohwi" [cout, kh, kw, cin], "oi" [out, in], "c" [n]
  /// For "oi" after a convolution or pooling: the input's h, w, c (its NHWC
  /// shape without n), h * w * c == in. Absent: no reordering (the input was
  /// already flat, or the file is in netc's convention).
  std::optional<std::array<int64_t, 3>> flattenedFromHWC;
};

/// The bound weights, by netc name, in netc's layouts.
using BoundWeights = std::map<std::string, std::vector<float>>;

/// Binds `file`'s tensors to `expected` under `convention`. Throws DataError
/// listing every problem (see above); an ExpectedWeight that is itself
/// inconsistent (unknown role or layout, rank, h*w*c != in) is a DataError
/// too.
BoundWeights bindWeights(const SafetensorsFile &file, const std::vector<ExpectedWeight> &expected,
                         Convention convention);
/// The same with the file's own convention (conventionOf).
BoundWeights bindWeights(const SafetensorsFile &file, const std::vector<ExpectedWeight> &expected);

/// The names a weight is accepted under: netc's first, then PyTorch's.
std::vector<std::string> acceptedNames(const ExpectedWeight &weight);
/// The PyTorch state-dict name of a weight ("conv1.weight" for "conv1.filter").
std::string pytorchName(const ExpectedWeight &weight);
/// The shape of a weight in a convention (PyTorch: OIHW for "ohwi").
std::vector<int64_t> shapeIn(const ExpectedWeight &weight, Convention convention);

/// Layout conversions (exposed for tools and tests).
/// OIHW [o, i, h, w] -> OHWI [o, h, w, i].
std::vector<float> oihwToOhwi(const std::vector<float> &src, int64_t o, int64_t i, int64_t h,
                              int64_t w);
/// OHWI -> OIHW (the inverse).
std::vector<float> ohwiToOihw(const std::vector<float> &src, int64_t o, int64_t h, int64_t w,
                              int64_t i);
/// [out, c*h*w] with columns in (c, h, w) order -> columns in (h, w, c) order.
std::vector<float> chwToHwcColumns(const std::vector<float> &src, int64_t out, int64_t h,
                                   int64_t w, int64_t c);
/// The inverse: columns (h, w, c) -> (c, h, w).
std::vector<float> hwcToChwColumns(const std::vector<float> &src, int64_t out, int64_t h,
                                   int64_t w, int64_t c);

/// netc-layout weights back in a convention's names and layouts, F32, ready
/// for writeSafetensors (with metadata {"layout": conventionName(...)}).
std::vector<TensorToWrite> weightsForFile(const BoundWeights &weights,
                                          const std::vector<ExpectedWeight> &expected,
                                          Convention convention);

} // namespace netc::data

#endif // NETC_RUNTIME_DATA_WEIGHTS_H
