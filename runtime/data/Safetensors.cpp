//===- Safetensors.cpp - safetensors files: reader and writer -------------===//

#include "data/Safetensors.h"
#include "data/InputLimits.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <fstream>
#include <set>
#include <sstream>

namespace netc::data {

namespace {

/// The format's limit on the header (huggingface/safetensors: 100 MB).
constexpr uint64_t kMaxHeaderBytes = 100'000'000;

struct DTypeRow {
  DType dtype;
  const char *name;
  size_t size;
};
constexpr DTypeRow kDTypes[] = {
    {DType::F64, "F64", 8}, {DType::F32, "F32", 4}, {DType::F16, "F16", 2},
    {DType::BF16, "BF16", 2}, {DType::I64, "I64", 8}, {DType::I32, "I32", 4},
    {DType::I16, "I16", 2}, {DType::I8, "I8", 1},   {DType::U8, "U8", 1},
    {DType::BOOL, "BOOL", 1},
};

std::string supportedDTypes() {
  std::string text;
  for (const DTypeRow &row : kDTypes)
    text += std::string(text.empty() ? "" : ", ") + row.name;
  return text;
}

uint64_t readLE64(const uint8_t *p) {
  uint64_t v = 0;
  for (int i = 7; i >= 0; --i)
    v = (v << 8) | p[i];
  return v;
}

std::string quotedName(const std::string &name) { return "'" + name + "'"; }

[[noreturn]] void fail(const std::string &file, const std::string &message) {
  throw DataError(file + ": " + message);
}

[[noreturn]] void failTensor(const std::string &file, const std::string &tensor,
                             const std::string &message) {
  throw DataError(file + ": tensor " + quotedName(tensor) + ": " + message);
}

} // namespace

const char *dtypeName(DType dtype) {
  for (const DTypeRow &row : kDTypes)
    if (row.dtype == dtype)
      return row.name;
  return "?";
}

std::optional<DType> parseDType(const std::string &name) {
  for (const DTypeRow &row : kDTypes)
    if (name == row.name)
      return row.dtype;
  return std::nullopt;
}

size_t dtypeSize(DType dtype) {
  for (const DTypeRow &row : kDTypes)
    if (row.dtype == dtype)
      return row.size;
  return 0;
}

bool isFloatingDType(DType dtype) {
  return dtype == DType::F64 || dtype == DType::F32 || dtype == DType::F16 ||
         dtype == DType::BF16;
}

int64_t TensorInfo::elementCount() const {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d; // validated by the reader: no overflow
  return n;
}

std::string shapeString(const std::vector<int64_t> &shape) {
  std::string text = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? ", " : "") + std::to_string(shape[i]);
  return text + "]";
}

//===----------------------------------------------------------------------===//
// Half and bfloat16.

float halfToFloat(uint16_t h) {
  uint32_t sign = static_cast<uint32_t>(h & 0x8000u) << 16;
  uint32_t exponent = (h >> 10) & 0x1Fu;
  uint32_t mantissa = h & 0x3FFu;
  uint32_t bits;
  if (exponent == 0) {
    float magnitude = std::ldexp(static_cast<float>(mantissa), -24);
    return sign ? -magnitude : magnitude;
  }
  if (exponent == 31)
    bits = sign | 0x7F800000u | (mantissa << 13);
  else
    bits = sign | ((exponent + 112) << 23) | (mantissa << 13);
  float value;
  std::memcpy(&value, &bits, 4);
  return value;
}

float bfloat16ToFloat(uint16_t b) {
  uint32_t bits = static_cast<uint32_t>(b) << 16;
  float value;
  std::memcpy(&value, &bits, 4);
  return value;
}

uint16_t floatToHalf(float value) {
  uint32_t x;
  std::memcpy(&x, &value, 4);
  uint16_t sign = static_cast<uint16_t>((x >> 16) & 0x8000u);
  uint32_t magnitude = x & 0x7FFFFFFFu;
  if (magnitude > 0x7F800000u)
    return sign | 0x7E00u; // NaN
  if (magnitude >= 0x477FF000u)
    return sign | 0x7C00u; // 65520 and above round to infinity
  if (magnitude < 0x38800000u) {
    // Below 2^-14: a subnormal half (or zero). Scaling by 2^24 is exact, and
    // nearbyint rounds to nearest even; 1024 is the smallest normal's code.
    float scaled = std::fabs(value) * 16777216.0f;
    return sign | static_cast<uint16_t>(std::nearbyint(scaled));
  }
  uint32_t rebiased = magnitude - 0x38000000u; // exponent 127 -> 15
  uint32_t rounded = rebiased + 0xFFFu + ((rebiased >> 13) & 1u);
  return sign | static_cast<uint16_t>(rounded >> 13);
}

uint16_t floatToBfloat16(float value) {
  uint32_t x;
  std::memcpy(&x, &value, 4);
  if ((x & 0x7FFFFFFFu) > 0x7F800000u)
    return static_cast<uint16_t>(((x >> 16) & 0x8000u) | 0x7FC0u);
  uint32_t rounded = x + 0x7FFFu + ((x >> 16) & 1u);
  return static_cast<uint16_t>(rounded >> 16);
}

//===----------------------------------------------------------------------===//
// Reader.

SafetensorsFile SafetensorsFile::read(const std::string &path) {
  return parse(readFileBytes(path), path);
}

SafetensorsFile SafetensorsFile::parse(std::string bytes, const std::string &displayName) {
  SafetensorsFile file;
  file.filePath = displayName;
  const std::string &path = displayName;
  const uint64_t size = bytes.size();
  if (size < 8)
    fail(path, "file is " + std::to_string(size) +
                   " bytes, shorter than the 8-byte header length: not a safetensors file "
                   "or truncated");
  const auto *raw = reinterpret_cast<const uint8_t *>(bytes.data());
  const uint64_t headerBytes = readLE64(raw);
  if (headerBytes < 2)
    fail(path, "header length " + std::to_string(headerBytes) + " is too small for a JSON object");
  if (headerBytes > kMaxHeaderBytes)
    fail(path, "header length " + std::to_string(headerBytes) +
                   " is over the format's limit of 100000000 bytes: not a safetensors file?");
  if (headerBytes > size - 8)
    fail(path, "header length " + std::to_string(headerBytes) + " runs past the end of the file (" +
                   std::to_string(size) + " bytes): truncated?");
  if (raw[8] != '{')
    fail(path, "header does not start with '{': not a safetensors file");

  // Check the JSON first, rejecting duplicate names and deep nesting (the
  // last of two equal names would otherwise win silently), then parse it
  // without a callback: both linear in the header.
  const auto headerBegin = bytes.begin() + 8;
  const auto headerEnd = headerBegin + static_cast<std::ptrdiff_t>(headerBytes);
  JsonStructure structure = checkJsonStructure(headerBegin, headerEnd, 3);
  if (structure.tooDeep)
    fail(path, "header nests deeper than the format allows (" + structure.error + ")");
  if (!structure.error.empty())
    fail(path, "header is " + structure.error);
  if (!structure.duplicateKey.empty())
    fail(path, "header names " + quotedName(structure.duplicateKey) + " twice");
  nlohmann::json header;
  try {
    header = nlohmann::json::parse(headerBegin, headerEnd);
  } catch (const nlohmann::json::exception &e) {
    fail(path, std::string("header is not valid JSON: ") + e.what());
  }
  if (!header.is_object())
    fail(path, "header is not a JSON object");

  file.headerBytes = headerBytes;
  file.dataStart = 8 + headerBytes;
  const uint64_t bufferSize = size - file.dataStart;

  for (auto it = header.begin(); it != header.end(); ++it) {
    const std::string &name = it.key();
    const nlohmann::json &value = it.value();
    if (name == "__metadata__") {
      if (!value.is_object())
        fail(path, "__metadata__ is not an object of strings");
      for (auto m = value.begin(); m != value.end(); ++m) {
        if (!m.value().is_string())
          fail(path, "__metadata__ field " + quotedName(m.key()) + " is not a string");
        file.meta[m.key()] = m.value().get<std::string>();
      }
      continue;
    }
    if (name.empty())
      fail(path, "a tensor has an empty name");
    if (!value.is_object())
      failTensor(path, name, "entry is not an object");
    for (auto f = value.begin(); f != value.end(); ++f)
      if (f.key() != "dtype" && f.key() != "shape" && f.key() != "data_offsets")
        failTensor(path, name, "unknown field " + quotedName(f.key()));
    TensorInfo info;
    info.name = name;

    auto dtypeIt = value.find("dtype");
    if (dtypeIt == value.end() || !dtypeIt->is_string())
      failTensor(path, name, "field 'dtype' is missing or not a string");
    std::optional<DType> dtype = parseDType(dtypeIt->get<std::string>());
    if (!dtype)
      failTensor(path, name, "dtype " + quotedName(dtypeIt->get<std::string>()) +
                                 " is not supported (supported: " + supportedDTypes() + ")");
    info.dtype = *dtype;

    auto shapeIt = value.find("shape");
    if (shapeIt == value.end() || !shapeIt->is_array())
      failTensor(path, name, "field 'shape' is missing or not an array");
    uint64_t elements = 1;
    bool overflow = false;
    for (const nlohmann::json &dim : *shapeIt) {
      if (!dim.is_number_integer() || (dim.is_number_integer() && !dim.is_number_unsigned() &&
                                       dim.get<int64_t>() < 0))
        failTensor(path, name, "field 'shape': " + describeJson(dim) +
                                   " is not a non-negative integer");
      uint64_t d = dim.get<uint64_t>();
      if (d > static_cast<uint64_t>(INT64_MAX) || __builtin_mul_overflow(elements, d, &elements))
        overflow = true;
      info.shape.push_back(static_cast<int64_t>(std::min<uint64_t>(d, INT64_MAX)));
    }
    uint64_t expectedBytes = 0;
    if (overflow || elements > static_cast<uint64_t>(INT64_MAX) ||
        __builtin_mul_overflow(elements, static_cast<uint64_t>(dtypeSize(info.dtype)),
                               &expectedBytes))
      failTensor(path, name, "shape " + shapeString(info.shape) + " is too large");

    auto offsetsIt = value.find("data_offsets");
    if (offsetsIt == value.end() || !offsetsIt->is_array() || offsetsIt->size() != 2 ||
        !(*offsetsIt)[0].is_number_unsigned() || !(*offsetsIt)[1].is_number_unsigned())
      failTensor(path, name,
                 "field 'data_offsets' is missing or not two non-negative integers [begin, end]");
    info.begin = (*offsetsIt)[0].get<uint64_t>();
    info.end = (*offsetsIt)[1].get<uint64_t>();
    if (info.begin > info.end)
      failTensor(path, name, "data_offsets [" + std::to_string(info.begin) + ", " +
                                 std::to_string(info.end) + "] end before they begin");
    if (info.end > bufferSize)
      failTensor(path, name, "data_offsets [" + std::to_string(info.begin) + ", " +
                                 std::to_string(info.end) + "] run past the data buffer (" +
                                 std::to_string(bufferSize) + " bytes): truncated file?");
    if (info.end - info.begin != expectedBytes)
      failTensor(path, name, "data_offsets [" + std::to_string(info.begin) + ", " +
                                 std::to_string(info.end) + "] hold " +
                                 std::to_string(info.end - info.begin) + " bytes, but " +
                                 dtypeName(info.dtype) + " " + shapeString(info.shape) +
                                 " needs " + std::to_string(expectedBytes));
    file.entries.push_back(std::move(info));
  }

  // The buffer: no overlap, no hole, nothing past the last tensor.
  std::sort(file.entries.begin(), file.entries.end(), [](const TensorInfo &a, const TensorInfo &b) {
    return a.begin != b.begin ? a.begin < b.begin : a.end < b.end;
  });
  uint64_t cursor = 0;
  const TensorInfo *last = nullptr;
  for (const TensorInfo &t : file.entries) {
    if (t.begin < cursor)
      fail(path, "tensors " + quotedName(last->name) + " [" + std::to_string(last->begin) + ", " +
                     std::to_string(last->end) + ") and " + quotedName(t.name) + " [" +
                     std::to_string(t.begin) + ", " + std::to_string(t.end) +
                     ") overlap in the data buffer");
    if (t.begin > cursor)
      fail(path, "bytes [" + std::to_string(cursor) + ", " + std::to_string(t.begin) +
                     ") of the data buffer belong to no tensor (before " + quotedName(t.name) + ")");
    if (t.end > cursor) {
      cursor = t.end;
      last = &t;
    }
  }
  if (cursor != bufferSize)
    fail(path, "bytes [" + std::to_string(cursor) + ", " + std::to_string(bufferSize) +
                   ") at the end of the data buffer belong to no tensor");

  for (size_t i = 0; i < file.entries.size(); ++i)
    file.byName[file.entries[i].name] = i;
  file.bytes = std::move(bytes);
  return file;
}

const TensorInfo *SafetensorsFile::find(const std::string &name) const {
  auto it = byName.find(name);
  return it == byName.end() ? nullptr : &entries[it->second];
}

const uint8_t *SafetensorsFile::data(const TensorInfo &tensor) const {
  return reinterpret_cast<const uint8_t *>(bytes.data()) + dataStart + tensor.begin;
}

std::vector<float> SafetensorsFile::toFloat(const std::string &name) const {
  const TensorInfo *tensor = find(name);
  if (!tensor)
    fail(filePath, "no tensor " + quotedName(name));
  return toFloat(*tensor);
}

std::vector<float> SafetensorsFile::toFloat(const TensorInfo &tensor) const {
  if (!isFloatingDType(tensor.dtype))
    failTensor(filePath, tensor.name,
               std::string("dtype ") + dtypeName(tensor.dtype) +
                   " is not a floating-point type (expected F32, F16, BF16 or F64)");
  const uint8_t *p = data(tensor);
  const size_t n = static_cast<size_t>(tensor.elementCount());
  std::vector<float> out(n);
  switch (tensor.dtype) {
  case DType::F32:
    for (size_t i = 0; i < n; ++i) {
      uint32_t bits = uint32_t(p[4 * i]) | uint32_t(p[4 * i + 1]) << 8 |
                      uint32_t(p[4 * i + 2]) << 16 | uint32_t(p[4 * i + 3]) << 24;
      std::memcpy(&out[i], &bits, 4);
    }
    break;
  case DType::F64:
    for (size_t i = 0; i < n; ++i) {
      uint64_t bits = readLE64(p + 8 * i);
      double d;
      std::memcpy(&d, &bits, 8);
      out[i] = static_cast<float>(d);
    }
    break;
  case DType::F16:
    for (size_t i = 0; i < n; ++i)
      out[i] = halfToFloat(static_cast<uint16_t>(p[2 * i] | p[2 * i + 1] << 8));
    break;
  case DType::BF16:
    for (size_t i = 0; i < n; ++i)
      out[i] = bfloat16ToFloat(static_cast<uint16_t>(p[2 * i] | p[2 * i + 1] << 8));
    break;
  default:
    break;
  }
  return out;
}

//===----------------------------------------------------------------------===//
// Writer.

std::string serializeSafetensors(const std::vector<TensorToWrite> &tensors,
                                 const std::map<std::string, std::string> &metadata) {
  nlohmann::ordered_json header = nlohmann::ordered_json::object();
  if (!metadata.empty()) {
    nlohmann::ordered_json meta = nlohmann::ordered_json::object();
    for (const auto &[key, value] : metadata)
      meta[key] = value;
    header["__metadata__"] = meta;
  }
  std::string buffer;
  std::set<std::string> names;
  for (const TensorToWrite &t : tensors) {
    if (t.name.empty() || t.name == "__metadata__")
      throw DataError("safetensors writer: invalid tensor name '" + t.name + "'");
    if (!names.insert(t.name).second)
      throw DataError("safetensors writer: tensor '" + t.name + "' given twice");
    uint64_t elements = 1;
    for (int64_t d : t.shape) {
      if (d < 0)
        throw DataError("safetensors writer: tensor '" + t.name + "': negative dimension in " +
                        shapeString(t.shape));
      elements *= static_cast<uint64_t>(d);
    }
    const size_t size = dtypeSize(t.dtype);
    const uint64_t begin = buffer.size();
    if (!t.raw.empty() || t.values.empty()) {
      if (!t.values.empty())
        throw DataError("safetensors writer: tensor '" + t.name + "' has both values and raw");
      if (t.raw.size() != elements * size)
        throw DataError("safetensors writer: tensor '" + t.name + "': " +
                        std::to_string(t.raw.size()) + " raw bytes, " + dtypeName(t.dtype) +
                        " " + shapeString(t.shape) + " needs " +
                        std::to_string(elements * size));
      buffer.append(reinterpret_cast<const char *>(t.raw.data()), t.raw.size());
    } else {
      if (!isFloatingDType(t.dtype))
        throw DataError("safetensors writer: tensor '" + t.name + "': float values for dtype " +
                        dtypeName(t.dtype) + " (give raw bytes)");
      if (t.values.size() != elements)
        throw DataError("safetensors writer: tensor '" + t.name + "': " +
                        std::to_string(t.values.size()) + " values, shape " +
                        shapeString(t.shape) + " has " + std::to_string(elements));
      for (float v : t.values) {
        uint8_t le[8];
        if (t.dtype == DType::F32) {
          uint32_t bits;
          std::memcpy(&bits, &v, 4);
          for (int i = 0; i < 4; ++i)
            le[i] = static_cast<uint8_t>(bits >> (8 * i));
        } else if (t.dtype == DType::F64) {
          double d = v;
          uint64_t bits;
          std::memcpy(&bits, &d, 8);
          for (int i = 0; i < 8; ++i)
            le[i] = static_cast<uint8_t>(bits >> (8 * i));
        } else {
          uint16_t bits = t.dtype == DType::F16 ? floatToHalf(v) : floatToBfloat16(v);
          le[0] = static_cast<uint8_t>(bits);
          le[1] = static_cast<uint8_t>(bits >> 8);
        }
        buffer.append(reinterpret_cast<const char *>(le), size);
      }
    }
    header[t.name] = {{"dtype", dtypeName(t.dtype)},
                      {"shape", t.shape},
                      {"data_offsets", {begin, static_cast<uint64_t>(buffer.size())}}};
  }
  std::string text;
  try {
    text = header.dump();
  } catch (const nlohmann::json::exception &e) {
    throw DataError(std::string("safetensors writer: ") + e.what());
  }
  while (text.size() % 8 != 0)
    text.push_back(' ');
  std::string out;
  out.reserve(8 + text.size() + buffer.size());
  uint64_t n = text.size();
  for (int i = 0; i < 8; ++i)
    out.push_back(static_cast<char>(n >> (8 * i)));
  out += text;
  out += buffer;
  return out;
}

void writeSafetensors(const std::string &path, const std::vector<TensorToWrite> &tensors,
                      const std::map<std::string, std::string> &metadata) {
  std::string bytes = serializeSafetensors(tensors, metadata);
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out)
    throw DataError(path + ": cannot create: " + std::strerror(errno));
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  out.close();
  if (!out)
    throw DataError(path + ": write failed");
}

} // namespace netc::data
