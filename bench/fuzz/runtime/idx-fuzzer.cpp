//===- idx-fuzzer.cpp - libFuzzer target for the IDX reader ---------------===//
//
// parseIdx reads Fashion-MNIST's files, raw or gzipped; a bad one must end
// in a DataError.
//
//===----------------------------------------------------------------------===//

#include "data/DataError.h"
#include "data/Idx.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string bytes(reinterpret_cast<const char *>(data), size);
  try {
    netc::data::IdxArray array = netc::data::parseIdx(bytes, "fuzz.idx");
    (void)array.payload.size();
  } catch (const netc::data::DataError &) {
  }
  return 0;
}
