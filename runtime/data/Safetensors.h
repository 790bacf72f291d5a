//===- Safetensors.h - safetensors files: reader and writer -----*- C++ -*-===//
//
// The safetensors format (huggingface/safetensors), as PyTorch's
// safetensors.torch.save_file writes it:
//
//   u64 little-endian N | N bytes of JSON header | data buffer
//
// The header maps each tensor's name to {"dtype", "shape", "data_offsets":
// [begin, end]} (byte offsets into the data buffer) and may hold
// "__metadata__", a string-to-string map. Data is little-endian, row-major.
//
// The reader validates everything before anything is used: header length
// (at least 2, at most 100 MB, inside the file), the JSON (an object, no
// duplicate names), each entry (known dtype, non-negative dimensions, offsets
// in range, end - begin = product(shape) x dtype size without overflow), and
// the buffer (tensors do not overlap, leave no hole, and cover it exactly, as
// the format's specification requires). Each error names the file and the
// tensor. A truncated or hostile file gives a DataError, never a crash.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_DATA_SAFETENSORS_H
#define NETC_RUNTIME_DATA_SAFETENSORS_H

#include "data/DataError.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace netc::data {

enum class DType { F64, F32, F16, BF16, I64, I32, I16, I8, U8, BOOL };

/// "F32", "BF16", ... (the format's spelling).
const char *dtypeName(DType dtype);
std::optional<DType> parseDType(const std::string &name);
/// Bytes per element.
size_t dtypeSize(DType dtype);
/// F64, F32, F16, BF16: the dtypes toFloat converts.
bool isFloatingDType(DType dtype);

struct TensorInfo {
  std::string name;
  DType dtype = DType::F32;
  std::vector<int64_t> shape; ///< [] is a scalar (one element)
  uint64_t begin = 0;         ///< byte offsets in the data buffer
  uint64_t end = 0;

  int64_t elementCount() const;
  uint64_t byteSize() const { return end - begin; }
};

/// "[64, 3, 3, 3]".
std::string shapeString(const std::vector<int64_t> &shape);

class SafetensorsFile {
public:
  /// Reads and validates a file. Throws DataError naming `path`.
  static SafetensorsFile read(const std::string &path);
  /// Parses and validates the bytes of a file; `displayName` is used in
  /// messages only.
  static SafetensorsFile parse(std::string bytes, const std::string &displayName);

  const std::string &path() const { return filePath; }
  /// "__metadata__" (empty when absent).
  const std::map<std::string, std::string> &metadata() const { return meta; }
  /// The tensors, sorted by their offset in the data buffer.
  const std::vector<TensorInfo> &tensors() const { return entries; }
  /// nullptr when there is no tensor of that name.
  const TensorInfo *find(const std::string &name) const;
  /// Header length N (bytes of JSON).
  uint64_t headerSize() const { return headerBytes; }

  /// The tensor's raw little-endian bytes.
  const uint8_t *data(const TensorInfo &tensor) const;
  /// The tensor's elements as float (F64, F32, F16, BF16; F64 rounds to
  /// nearest). Throws DataError naming the file and tensor for another dtype.
  std::vector<float> toFloat(const TensorInfo &tensor) const;
  std::vector<float> toFloat(const std::string &name) const;

private:
  std::string filePath;
  std::string bytes; ///< the whole file
  uint64_t headerBytes = 0;
  uint64_t dataStart = 0;
  std::map<std::string, std::string> meta;
  std::vector<TensorInfo> entries;
  std::map<std::string, size_t> byName;
};

/// One tensor to write: `values` are converted to `dtype` (F32, F16, BF16
/// or F64; round to nearest even), or `raw` bytes are written as they are
/// (any dtype; then `values` must be empty).
struct TensorToWrite {
  std::string name;
  DType dtype = DType::F32;
  std::vector<int64_t> shape;
  std::vector<float> values;
  std::vector<uint8_t> raw;
};

/// The bytes of a safetensors file holding `tensors` in the order given and
/// `metadata` as "__metadata__" (omitted when empty). The header is padded
/// with spaces to a multiple of 8 bytes, as the reference writer does.
/// Throws DataError for a duplicate or empty name, a size that does not
/// match the shape, or values for a non-floating dtype.
std::string serializeSafetensors(const std::vector<TensorToWrite> &tensors,
                                 const std::map<std::string, std::string> &metadata = {});
/// Writes serializeSafetensors(...) to `path`. Throws DataError.
void writeSafetensors(const std::string &path, const std::vector<TensorToWrite> &tensors,
                      const std::map<std::string, std::string> &metadata = {});

/// IEEE half and bfloat16 conversions (round to nearest even; NaN stays NaN).
float halfToFloat(uint16_t bits);
float bfloat16ToFloat(uint16_t bits);
uint16_t floatToHalf(float value);
uint16_t floatToBfloat16(float value);

} // namespace netc::data

#endif // NETC_RUNTIME_DATA_SAFETENSORS_H
