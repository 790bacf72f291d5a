//===- DeviceProfileWriter.cpp - Writing a device profile back ------------===//

#include "Support/DeviceProfileWriter.h"
#include "Support/DeviceProfile.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <vector>

using namespace llvm;
using namespace netc;

namespace {

/// The order docs/devices.md lists the fields in, per object (by its dotted
/// path from the top).
const std::map<std::string, std::vector<StringRef>> &fieldOrder() {
  static const std::vector<StringRef> fitFields = {
      "gpus", "latency_us", "bus_bandwidth_gbs", "large_messages", "samples", "smallest_bytes",
      "largest_bytes", "median_error_percent", "max_error_percent"};
  static const std::vector<StringRef> lineFields = {"from_bytes", "latency_us",
                                                    "bus_bandwidth_gbs"};
  static const std::map<std::string, std::vector<StringRef>> order = {
      {"",
       {"schema_version", "key", "name", "architecture", "sm_version", "datasheet_source",
        "sm_count", "boost_clock_mhz", "peak_gflops", "memory_bandwidth_gbs", "l2_mib",
        "shared_memory_per_sm_kib", "registers_per_sm", "max_threads_per_sm", "calibrated",
        "interconnect"}},
      {"interconnect", {"link", "nominal", "measured"}},
      {"interconnect.nominal", {"bandwidth_gbs", "latency_us", "source"}},
      {"interconnect.measured", {"calibrated_on", "all_reduce", "reduce_scatter", "all_gather"}},
      {"interconnect.measured.all_reduce", fitFields},
      {"interconnect.measured.reduce_scatter", fitFields},
      {"interconnect.measured.all_gather", fitFields},
      {"interconnect.measured.all_reduce.large_messages", lineFields},
      {"interconnect.measured.reduce_scatter.large_messages", lineFields},
      {"interconnect.measured.all_gather.large_messages", lineFields},
      {"peak_gflops", {"fp32", "fp16", "tf32_tensor", "fp16_tensor", "bf16_tensor"}},
      {"calibrated",
       {"source", "calibrated_on", "achieved_fraction", "bandwidth_fraction",
        "launch_overhead_us", "depthwise_taps_per_us", "global_pooling_elements_per_us",
        "family_efficiency", "generated_kernels", "per_precision"}},
      {"calibrated.global_pooling_elements_per_us",
       {"forward", "backward_data", "backward_data_stride_one"}},
      {"calibrated.depthwise_taps_per_us", {"forward", "backward_data", "backward_filter"}},
      {"calibrated.generated_kernels",
       {"direct", "direct_one_row", "direct_four_rows", "direct_eight_images",
        "grouped_direct", "depthwise_direct", "implicit_gemm_simt", "implicit_gemm_mma", "implicit_gemm_wgmma",
        "implicit_gemm_wgmma_split_k", "reduction_half_length", "window_taps_per_us",
        "structure_source", "structure"}},
      {"calibrated.generated_kernels.structure",
       {"kernel", "precision", "iteration_ns", "latency_ns", "latency_pointwise_ns",
        "block_ns", "block_alone_ns", "partial_step_ns",
        "misaligned_step_ns", "partial_column_step_ns", "sub_wave_floor"}},
      {"calibrated.achieved_fraction",
       {"fp32", "fp16", "tf32_tensor", "fp16_tensor", "bf16_tensor"}},
      {"calibrated.family_efficiency",
       {"direct", "implicit_gemm", "gemm", "winograd", "fft", "elementwise"}},
  };
  return order;
}

/// Field order by the object's last name, where its full path has none:
/// the learned models' objects sit under every precision.
const std::map<std::string, std::vector<StringRef>> &fieldOrderByName() {
  static const std::map<std::string, std::vector<StringRef>> order = [] {
    std::map<std::string, std::vector<StringRef>> byName = {
        {"forward", {"rows", "base", "trees"}},
        {"backward_data", {"rows", "base", "trees"}},
        {"backward_filter", {"rows", "base", "trees"}},
        {"trees", {"features", "thresholds", "leaves"}},
    };
    for (const LearnedFeatureSet *model : kLearnedModels)
      byName[model->field] = {"source",  "feature_set",   "features",
                              "forward", "backward_data", "backward_filter"};
    return byName;
  }();
  return order;
}

/// A number as the profile writes it. llvm::json prints doubles with 17
/// significant digits (0.85 becomes 0.84999999999999998); 15 round-trip
/// every number a profile holds.
std::string formatNumber(const json::Value &number) {
  if (std::optional<int64_t> integer = number.getAsInteger())
    return std::to_string(*integer);
  char text[32];
  std::snprintf(text, sizeof(text), "%.15g", *number.getAsNumber());
  return text;
}

void writeValue(json::OStream &out, const json::Value &value, const std::string &path) {
  if (const json::Object *object = value.getAsObject()) {
    std::vector<std::string> keys;
    auto known = fieldOrder().find(path);
    const std::vector<StringRef> *listed = known != fieldOrder().end() ? &known->second : nullptr;
    if (!listed) {
      auto byName = fieldOrderByName().find(path.substr(path.rfind('.') + 1));
      if (byName != fieldOrderByName().end())
        listed = &byName->second;
    }
    if (listed)
      for (StringRef key : *listed)
        if (object->get(key))
          keys.push_back(key.str());
    std::vector<std::string> rest;
    for (const auto &entry : *object)
      if (!llvm::is_contained(keys, entry.first.str()))
        rest.push_back(entry.first.str());
    llvm::sort(rest);
    // A precision's learned models, thousands of lines, after its terms
    // (the convolution's first, as before the others had one).
    for (const LearnedFeatureSet *model : kLearnedModels) {
      StringRef learned = model->field;
      auto found = llvm::find(rest, learned);
      if (found != rest.end()) {
        rest.erase(found);
        rest.push_back(learned.str());
      }
    }
    keys.insert(keys.end(), rest.begin(), rest.end());
    out.object([&] {
      for (const std::string &key : keys) {
        out.attributeBegin(key);
        writeValue(out, *object->get(key), path.empty() ? key : path + "." + key);
        out.attributeEnd();
      }
    });
    return;
  }
  if (const json::Array *array = value.getAsArray()) {
    // An array of numbers (a learned tree's thresholds and leaves) on one
    // line: a number a line would make a learned profile tens of thousands
    // of lines long.
    if (!array->empty() && llvm::all_of(*array, [](const json::Value &element) {
          return element.kind() == json::Value::Number;
        })) {
      std::string line = "[";
      for (const json::Value &element : *array) {
        if (line.size() > 1)
          line += ", ";
        line += formatNumber(element);
      }
      out.rawValue(line + "]");
      return;
    }
    out.array([&] {
      for (const json::Value &element : *array)
        writeValue(out, element, path);
    });
    return;
  }
  if (value.kind() == json::Value::Number) {
    out.rawValue(formatNumber(value));
    return;
  }
  out.value(value);
}

Error writeText(StringRef path, StringRef text) {
  std::error_code code;
  raw_fd_ostream os(path, code);
  if (code)
    return createStringError(code, "cannot write " + path + ": " + code.message());
  os << text;
  return Error::success();
}

} // namespace

std::string netc::formatDeviceProfile(const json::Value &profile) {
  std::string text;
  raw_string_ostream stream(text);
  {
    json::OStream out(stream, 2);
    writeValue(out, profile, "");
  }
  stream << "\n";
  return text;
}

Error netc::writeDeviceProfile(const json::Value &profile, StringRef target,
                               raw_ostream &standardOutput) {
  std::string text = formatDeviceProfile(profile);
  // The loader reads files: the text goes to one first, a temporary file for
  // standard output, the target's ".tmp" sibling otherwise.
  SmallString<256> checked;
  if (target == "-") {
    if (std::error_code code = sys::fs::createTemporaryFile("netc-profile", "json", checked))
      return createStringError(code, "cannot create a temporary file: " + code.message());
  } else {
    checked = target;
    checked += ".tmp";
  }
  if (Error error = writeText(checked, text))
    return error;
  Expected<DeviceProfile> loaded = loadDeviceProfile(checked);
  if (!loaded || target == "-") {
    sys::fs::remove(checked);
    if (!loaded)
      return loaded.takeError();
    standardOutput << text;
    return Error::success();
  }
  if (std::error_code code = sys::fs::rename(checked, target))
    return createStringError(code, "cannot move " + checked + " to " + target + ": " +
                                       code.message());
  return Error::success();
}

Expected<json::Value> netc::readDeviceProfileDocument(StringRef path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> file = MemoryBuffer::getFile(path, /*IsText=*/true);
  if (std::error_code code = file.getError())
    return createStringError(inconvertibleErrorCode(),
                             path + ": cannot read: " + code.message());
  Expected<json::Value> document = json::parse((*file)->getBuffer());
  if (!document)
    return createStringError(inconvertibleErrorCode(),
                             path + ": " + toString(document.takeError()));
  if (!document->getAsObject())
    return createStringError(inconvertibleErrorCode(), path + ": expected a JSON object");
  return std::move(*document);
}
