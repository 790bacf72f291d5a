//===- safetensors-fuzzer.cpp - libFuzzer target for safetensors ----------===//
//
// SafetensorsFile::parse reads the file `--weights` names; a bad one must
// end in a DataError. A file that parses is converted tensor by tensor, as
// binding the weights does.
//
//===----------------------------------------------------------------------===//

#include "data/DataError.h"
#include "data/Safetensors.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string bytes(reinterpret_cast<const char *>(data), size);
  try {
    netc::data::SafetensorsFile file =
        netc::data::SafetensorsFile::parse(std::move(bytes), "fuzz.safetensors");
    for (const netc::data::TensorInfo &tensor : file.tensors())
      if (netc::data::isFloatingDType(tensor.dtype))
        (void)file.toFloat(tensor);
  } catch (const netc::data::DataError &) {
  }
  return 0;
}
