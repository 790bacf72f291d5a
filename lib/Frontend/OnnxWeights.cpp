//===- OnnxWeights.cpp - Weights written as netc's safetensors ------------===//
//
// The safetensors format: an 8-byte little-endian header length, the JSON
// header (each tensor's dtype, shape and byte range in the data), padded with
// spaces to a multiple of 8 bytes, then the data.
//
//===----------------------------------------------------------------------===//

#include "Frontend/OnnxWeights.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace llvm;

Error netc::writeNetcSafetensors(StringRef path, const std::vector<NetWeightTensor> &tensors,
                                 StringRef source) {
  json::Object header{{"__metadata__", json::Object{{"layout", "netc"}, {"source", source}}}};
  uint64_t offset = 0;
  for (const NetWeightTensor &tensor : tensors) {
    json::Array shape;
    for (int64_t extent : tensor.shape)
      shape.push_back(extent);
    uint64_t bytes = tensor.values.size() * sizeof(float);
    if (header.find(tensor.name) != header.end())
      return createStringError(inconvertibleErrorCode(),
                               "two weights named '" + tensor.name + "'");
    header[tensor.name] = json::Object{{"dtype", "F32"},
                                       {"shape", std::move(shape)},
                                       {"data_offsets", json::Array{offset, offset + bytes}}};
    offset += bytes;
  }
  std::string text;
  raw_string_ostream(text) << json::Value(std::move(header));
  text.append((8 - text.size() % 8) % 8, ' ');

  std::error_code error;
  raw_fd_ostream out(path, error, sys::fs::OF_None);
  if (error)
    return createStringError(error, "cannot write '" + path + "': " + error.message());
  uint64_t length = text.size();
  char prefix[8];
  for (int i = 0; i < 8; ++i) // little-endian whatever the host
    prefix[i] = char((length >> (8 * i)) & 0xff);
  out.write(prefix, 8);
  out << text;
  for (const NetWeightTensor &tensor : tensors)
    for (float value : tensor.values) {
      uint32_t bits;
      std::memcpy(&bits, &value, sizeof bits);
      char bytes[4] = {char(bits & 0xff), char((bits >> 8) & 0xff), char((bits >> 16) & 0xff),
                       char((bits >> 24) & 0xff)};
      out.write(bytes, 4);
    }
  out.close();
  if (out.has_error())
    return createStringError(out.error(), "cannot write '" + path + "': " +
                                              out.error().message());
  return Error::success();
}
