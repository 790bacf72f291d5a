//===- DeviceProfile.cpp - Read and validate device profiles ------------===//
//
// Profiles are hand-written JSON, so every field is checked for presence,
// type and range, unknown fields are rejected (a misspelt optional field
// would otherwise be silently ignored), and each error names the file and
// the dotted path of the field.
//
//===----------------------------------------------------------------------===//

#include "Support/DeviceProfile.h"
#include "Support/TextNesting.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#ifndef NETC_DEVICES_DIR
#error "NETC_DEVICES_DIR must name the devices/ directory (set by lib/Support/CMakeLists.txt)"
#endif

using namespace llvm;
using namespace netc;

static constexpr const char *kPeakKindNames[kNumPeakKinds] = {"fp32", "fp16", "tf32_tensor",
                                                              "fp16_tensor", "bf16_tensor"};
static constexpr const char *kKernelFamilyNames[kNumKernelFamilies] = {
    "direct", "implicit_gemm", "gemm", "winograd", "fft", "elementwise"};
static constexpr int64_t kSchemaVersion = 1;

StringRef netc::getPeakKindName(PeakKind kind) { return kPeakKindNames[int(kind)]; }

StringRef netc::getKernelFamilyName(KernelFamily family) { return kKernelFamilyNames[int(family)]; }

/// The tensor-core unit a precision's GEMMs use; fp32 GEMMs run on the CUDA
/// cores.
static std::optional<PeakKind> getTensorPeakKind(Precision precision) {
  switch (precision) {
  case Precision::FP32:
    return std::nullopt;
  case Precision::TF32:
    return PeakKind::TF32Tensor;
  case Precision::FP16:
    return PeakKind::FP16Tensor;
  case Precision::BF16:
    return PeakKind::BF16Tensor;
  }
  llvm_unreachable("unknown precision");
}

std::optional<PeakKind> DeviceProfile::getTensorPeak(Precision precision) const {
  std::optional<PeakKind> kind = getTensorPeakKind(precision);
  if (kind && getPeakGflops(*kind) > 0)
    return kind;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Reading one JSON object
//===----------------------------------------------------------------------===//

namespace {
/// Reads the fields of one JSON object, remembering the first error (each
/// message names the file and the field) and which fields were read, so that
/// `finish` can reject the ones nobody asked for.
class ObjectReader {
public:
  ObjectReader(const json::Object &object, std::string prefix, std::string &error, StringRef file)
      : object(object), prefix(std::move(prefix)), error(error), file(file) {}

  void readString(StringRef field, std::string &out) {
    if (const json::Value *value = take(field))
      storeString(field, *value, out);
  }

  /// A string or null (null leaves `out` empty).
  void readOptionalString(StringRef field, std::string &out) {
    if (const json::Value *value = take(field))
      if (!value->getAsNull())
        storeString(field, *value, out);
  }

  /// A string that may be absent or null.
  void readAbsentString(StringRef field, std::string &out) {
    if (const json::Value *value = take(field, /*optional=*/true))
      if (!value->getAsNull())
        storeString(field, *value, out);
  }

  /// `limit` keeps products of these counts (SMs x blocks per SM x threads)
  /// far from int64 overflow: sm_count 2^62 made the occupancy arithmetic
  /// divide by a wrapped zero.
  void readPositiveInteger(StringRef field, int64_t &out, int64_t limit = 1 << 20) {
    const json::Value *value = take(field);
    if (!value)
      return;
    std::optional<int64_t> number = expect(field, value->getAsInteger(), *value, "an integer");
    if (number && (*number <= 0 || *number > limit))
      fail(field, "expected a positive integer of at most " + std::to_string(limit) +
                      ", got " + std::to_string(*number));
    else if (number)
      out = *number;
  }

  enum class Range { Positive, NonNegative, Fraction, Finite };

  void readNumber(StringRef field, double &out, Range range, bool optional = false) {
    const json::Value *value = take(field, optional);
    if (!value)
      return;
    std::optional<double> number = expect(field, value->getAsNumber(), *value, "a number");
    if (!number)
      return;
    std::string shown = formatNumber(*number);
    if (range == Range::Fraction && !(*number > 0 && *number <= 1))
      fail(field, "expected a fraction in (0, 1], got " + shown);
    else if (range == Range::Positive && !(*number > 0))
      fail(field, "expected a positive number, got " + shown);
    else if (range == Range::NonNegative && !(*number >= 0))
      fail(field, "expected a number >= 0, got " + shown);
    else if (range == Range::Finite && !std::isfinite(*number))
      fail(field, "expected a finite number, got " + shown);
    else
      out = *number;
  }

  /// A peak rate: absent or 0 means "no such unit"; negative is an error.
  void readPeak(StringRef field, double &out) {
    const json::Value *value = take(field, /*optional=*/true);
    if (!value)
      return;
    std::optional<double> number = expect(field, value->getAsNumber(), *value, "a number");
    if (number && *number < 0)
      fail(field, "negative peak " + formatNumber(*number) + " (GFLOPS must be >= 0)");
    else if (number)
      out = *number;
  }

  /// An array of objects that may be absent; `readEntry` reads each.
  void readOptionalObjectArray(StringRef field,
                               llvm::function_ref<void(ObjectReader &)> readEntry) {
    const json::Value *value = take(field, /*optional=*/true);
    if (!value || value->getAsNull())
      return;
    const json::Array *array = expect(field, value->getAsArray(), *value, "an array");
    if (!array)
      return;
    for (size_t index = 0; index < array->size(); ++index) {
      std::string entryField = (field + "[" + Twine(index) + "]").str();
      const json::Object *entry = (*array)[index].getAsObject();
      if (!entry) {
        fail(entryField, "expected an object, got " + describe((*array)[index]));
        return;
      }
      ObjectReader reader(*entry, path(entryField) + ".", error, file);
      readEntry(reader);
      reader.finish();
    }
  }

  /// An array of finite numbers; `size` > 0 requires exactly that many.
  void readNumberArray(StringRef field, std::vector<double> &out, size_t size = 0) {
    const json::Value *value = take(field);
    if (!value)
      return;
    const json::Array *array = expect(field, value->getAsArray(), *value, "an array");
    if (!array)
      return;
    if (size > 0 && array->size() != size) {
      fail(field, "expected " + Twine(size) + " numbers, got " + Twine(array->size()));
      return;
    }
    out.clear();
    for (size_t index = 0; index < array->size(); ++index) {
      std::optional<double> number = (*array)[index].getAsNumber();
      if (!number || !std::isfinite(*number)) {
        fail((field + "[" + Twine(index) + "]").str(),
             "expected a finite number, got " + describe((*array)[index]));
        return;
      }
      out.push_back(*number);
    }
  }

  /// An array of strings, optional.
  void readOptionalStringArray(StringRef field, std::vector<std::string> &out) {
    const json::Value *value = take(field, /*optional=*/true);
    if (!value)
      return;
    const json::Array *array = expect(field, value->getAsArray(), *value, "an array");
    if (!array)
      return;
    out.clear();
    for (size_t index = 0; index < array->size(); ++index) {
      std::optional<StringRef> text = (*array)[index].getAsString();
      if (!text) {
        fail((field + "[" + Twine(index) + "]").str(),
             "expected a string, got " + describe((*array)[index]));
        return;
      }
      out.push_back(text->str());
    }
  }

  /// An array of integers in [0, limit).
  void readIndexArray(StringRef field, std::vector<unsigned> &out, size_t limit) {
    std::vector<double> numbers;
    readNumberArray(field, numbers);
    out.clear();
    for (size_t index = 0; index < numbers.size(); ++index) {
      double number = numbers[index];
      if (!(number >= 0 && number < double(limit) && number == std::floor(number))) {
        fail((field + "[" + Twine(index) + "]").str(),
             "expected an integer in [0, " + Twine(limit) + "), got " + formatNumber(number));
        return;
      }
      out.push_back(unsigned(number));
    }
  }

  /// An object that may be absent or null.
  std::optional<ObjectReader> readNullableObject(StringRef field) {
    const json::Value *value = object.get(field);
    readFields.insert(field);
    if (!value || value->getAsNull())
      return std::nullopt;
    return readObject(field);
  }

  /// An object that may be absent.
  std::optional<ObjectReader> readOptionalObject(StringRef field) {
    if (!object.get(field)) {
      readFields.insert(field);
      return std::nullopt;
    }
    return readObject(field);
  }

  std::optional<ObjectReader> readObject(StringRef field) {
    const json::Value *value = take(field);
    if (!value)
      return std::nullopt;
    const json::Object *inner = expect(field, value->getAsObject(), *value, "an object");
    if (!inner)
      return std::nullopt;
    return ObjectReader(*inner, path(field) + ".", error, file);
  }

  /// Rejects the fields that were present but never read.
  void finish() {
    for (const auto &entry : object)
      if (!readFields.contains(entry.first.str()))
        fail(entry.first.str(), "unknown field (docs/devices.md lists the schema)");
  }

  void fail(StringRef field, const Twine &message) {
    if (error.empty())
      error = (file + ": field '" + path(field) + "': " + message).str();
  }

private:
  std::string path(StringRef field) const { return prefix + field.str(); }

  const json::Value *take(StringRef field, bool optional = false) {
    readFields.insert(field);
    const json::Value *value = object.get(field);
    if (!value && !optional)
      fail(field, "missing");
    return value;
  }

  void storeString(StringRef field, const json::Value &value, std::string &out) {
    if (std::optional<StringRef> text = expect(field, value.getAsString(), value, "a string"))
      out = text->str();
  }

  template <typename T>
  T expect(StringRef field, T parsed, const json::Value &value, StringRef what) {
    if (!parsed)
      fail(field, "expected " + what + ", got " + describe(value));
    return parsed;
  }

  static std::string describe(const json::Value &value) {
    switch (value.kind()) {
    case json::Value::Null:
      return "null";
    case json::Value::Boolean:
      return "a boolean";
    case json::Value::Number:
      return "the number " + formatNumber(*value.getAsNumber());
    case json::Value::String:
      return "a string";
    case json::Value::Array:
      return "an array";
    case json::Value::Object:
      return "an object";
    }
    llvm_unreachable("unknown JSON kind");
  }

  static std::string formatNumber(double number) {
    char text[32];
    std::snprintf(text, sizeof(text), "%g", number);
    return text;
  }

  const json::Object &object;
  std::string prefix;
  std::string &error;
  StringRef file;
  StringSet<> readFields;
};
} // namespace

/// A learned model (`learned_convolution`, `learned_batch_norm`): {source,
/// feature_set, features, forward?, backward_data?, backward_filter?}, each
/// pass {rows, base, trees: [{features, thresholds, leaves}]}
/// (docs/devices.md).
static std::shared_ptr<const LearnedPasses> readLearnedPasses(ObjectReader &reader,
                                                              const LearnedFeatureSet &model) {
  auto learned = std::make_shared<LearnedPasses>();
  reader.readString("source", learned->source);
  std::string featureSet;
  reader.readString("feature_set", featureSet);
  if (!featureSet.empty() && featureSet != model.name)
    reader.fail("feature_set", "this netc computes the features '" + Twine(model.name) +
                                   "', not '" + featureSet +
                                   "': fit the profile again (netc calibrate --fit)");
  // The names are for the reader of the file; they must be this netc's.
  std::vector<std::string> names;
  reader.readOptionalStringArray("features", names);
  if (!names.empty() &&
      !std::equal(names.begin(), names.end(), model.features.begin(), model.features.end()))
    reader.fail("features", "expected this netc's " + Twine(model.features.size()) +
                                " feature names of '" + model.name + "', in order");
  static constexpr const char *kPasses[3] = {"forward", "backward_data", "backward_filter"};
  for (int pass = 0; pass < 3; ++pass) {
    std::optional<ObjectReader> entry = reader.readOptionalObject(kPasses[pass]);
    if (!entry)
      continue;
    TreeEnsemble ensemble;
    double rows = 0;
    entry->readNumber("rows", rows, ObjectReader::Range::Positive);
    ensemble.rows = size_t(rows);
    entry->readNumber("base", ensemble.base, ObjectReader::Range::Finite);
    entry->readOptionalObjectArray("trees", [&](ObjectReader &treeReader) {
      ObliviousTree tree;
      treeReader.readIndexArray("features", tree.features, model.features.size());
      if (tree.features.empty() || tree.features.size() > kMaxObliviousTreeDepth) {
        treeReader.fail("features", "expected 1 to " + Twine(kMaxObliviousTreeDepth) +
                                        " levels, got " + Twine(tree.features.size()));
        return;
      }
      treeReader.readNumberArray("thresholds", tree.thresholds, tree.features.size());
      treeReader.readNumberArray("leaves", tree.leaves, size_t(1) << tree.features.size());
      if (tree.thresholds.size() == tree.features.size() &&
          tree.leaves.size() == (size_t(1) << tree.features.size()))
        ensemble.trees.push_back(std::move(tree));
    });
    entry->finish();
    learned->passes[pass] = std::move(ensemble);
  }
  return learned;
}

std::shared_ptr<const LearnedPasses> &
PrecisionCalibration::getLearned(const LearnedFeatureSet &model) {
  if (&model == &kLearnedBatchNormModel)
    return learnedBatchNorm;
  if (&model == &kLearnedPoolingModel)
    return learnedPooling;
  if (&model == &kLearnedDepthwiseModel)
    return learnedDepthwise;
  if (&model == &kLearnedElementwiseModel)
    return learnedElementwise;
  return learned;
}

const LearnedPasses *PrecisionCalibration::getLearned(const LearnedFeatureSet &model) const {
  return const_cast<PrecisionCalibration *>(this)->getLearned(model).get();
}

static void readCalibrated(ObjectReader &reader, const DeviceProfile &profile,
                           CalibratedParameters &calibrated) {
  reader.readString("source", calibrated.source);
  if (!calibrated.source.empty() && calibrated.source != "datasheet-estimate" &&
      calibrated.source != "measured")
    reader.fail("source", "expected \"datasheet-estimate\" or \"measured\", got \"" +
                              calibrated.source + "\"");
  reader.readOptionalString("calibrated_on", calibrated.calibratedOn);
  if (std::optional<ObjectReader> fractions = reader.readObject("achieved_fraction")) {
    // Every peak the device has needs its fraction.
    for (int kind = 0; kind < kNumPeakKinds; ++kind)
      fractions->readNumber(kPeakKindNames[kind], calibrated.achievedFraction[kind],
                            ObjectReader::Range::Fraction,
                            /*optional=*/profile.peakGflops[kind] == 0);
    fractions->finish();
  }
  reader.readNumber("bandwidth_fraction", calibrated.bandwidthFraction,
                    ObjectReader::Range::Fraction);
  reader.readNumber("launch_overhead_us", calibrated.launchOverheadUs,
                    ObjectReader::Range::NonNegative);
  if (std::optional<ObjectReader> taps = reader.readOptionalObject("depthwise_taps_per_us")) {
    static constexpr const char *kDepthwisePasses[] = {"forward", "backward_data",
                                                       "backward_filter"};
    for (int pass = 0; pass < 3; ++pass)
      taps->readNumber(kDepthwisePasses[pass], calibrated.depthwiseTapsPerUs[pass],
                       ObjectReader::Range::NonNegative);
    taps->finish();
  }
  if (std::optional<ObjectReader> global =
          reader.readOptionalObject("global_pooling_elements_per_us")) {
    global->readNumber("forward", calibrated.globalPoolingElementsPerUs[0],
                       ObjectReader::Range::NonNegative);
    global->readNumber("backward_data", calibrated.globalPoolingElementsPerUs[1],
                       ObjectReader::Range::NonNegative);
    global->readNumber("backward_data_stride_one", calibrated.globalPoolingElementsPerUs[2],
                       ObjectReader::Range::NonNegative, /*optional=*/true);
    global->finish();
  }
  if (std::optional<ObjectReader> families = reader.readObject("family_efficiency")) {
    for (int family = 0; family < kNumKernelFamilies; ++family)
      families->readNumber(kKernelFamilyNames[family], calibrated.familyEfficiency[family],
                           ObjectReader::Range::Fraction);
    families->finish();
  }
  if (std::optional<ObjectReader> kernels = reader.readOptionalObject("generated_kernels")) {
    GeneratedKernelRates &rates = calibrated.generatedKernels;
    using Range = ObjectReader::Range;
    kernels->readNumber("direct", rates.direct, Range::Fraction);
    kernels->readNumber("direct_one_row", rates.directOneRow, Range::Fraction);
    kernels->readNumber("direct_four_rows", rates.directFourRows, Range::Fraction);
    kernels->readNumber("direct_eight_images", rates.directEightImages, Range::Fraction);
    kernels->readNumber("grouped_direct", rates.groupedDirect, Range::Fraction,
                        /*optional=*/true);
    kernels->readNumber("depthwise_direct", rates.depthwiseDirect, Range::Fraction,
                        /*optional=*/true);
    kernels->readNumber("implicit_gemm_simt", rates.implicitGemmSimt, Range::Fraction);
    kernels->readNumber("implicit_gemm_mma", rates.implicitGemmMma, Range::Fraction);
    kernels->readNumber("implicit_gemm_wgmma", rates.implicitGemmWgmma, Range::Fraction,
                        /*optional=*/true);
    kernels->readNumber("implicit_gemm_wgmma_split_k", rates.implicitGemmWgmmaSplitK,
                        Range::Fraction, /*optional=*/true);
    kernels->readNumber("reduction_half_length", rates.reductionHalfLength,
                        Range::NonNegative);
    kernels->readNumber("window_taps_per_us", rates.windowTapsPerUs, Range::NonNegative,
                        /*optional=*/true);
    kernels->readAbsentString("structure_source", rates.structureSource);
    kernels->readOptionalObjectArray("structure", [&](ObjectReader &entry) {
      GeneratedKernelRates::StructureEntry e;
      entry.readString("kernel", e.kernel);
      entry.readString("precision", e.precision);
      entry.readNumber("iteration_ns", e.iterationNs, Range::Positive);
      entry.readNumber("latency_ns", e.latencyNs, Range::NonNegative);
      entry.readNumber("latency_pointwise_ns", e.latencyPointwiseNs, Range::NonNegative,
                       /*optional=*/true);
      entry.readNumber("block_ns", e.blockNs, Range::NonNegative);
      entry.readNumber("block_alone_ns", e.blockAloneNs, Range::NonNegative,
                       /*optional=*/true);
      entry.readNumber("partial_step_ns", e.partialStepNs, Range::NonNegative,
                       /*optional=*/true);
      entry.readNumber("misaligned_step_ns", e.misalignedStepNs, Range::NonNegative,
                       /*optional=*/true);
      entry.readNumber("partial_column_step_ns", e.partialColumnStepNs, Range::NonNegative,
                       /*optional=*/true);
      entry.readNumber("sub_wave_floor", e.subWaveFloor, Range::Fraction, /*optional=*/true);
      rates.structure.push_back(std::move(e));
    });
    kernels->finish();
  }
  {
    if (std::optional<ObjectReader> precisions = reader.readOptionalObject("per_precision")) {
      for (Precision precision :
           {Precision::FP32, Precision::TF32, Precision::FP16, Precision::BF16}) {
        std::optional<ObjectReader> entry =
            precisions->readOptionalObject(getPrecisionName(precision));
        if (!entry)
          continue;
        PrecisionCalibration p;
        using Range = ObjectReader::Range;
        static constexpr const char *kPasses[3] = {"forward", "backward_data", "backward_filter"};
        for (int pass = 0; pass < 3; ++pass) {
          entry->readNumber(std::string("convolution_") + kPasses[pass], p.convolution[pass],
                            Range::Fraction);
          entry->readNumber(std::string("gemm_") + kPasses[pass], p.gemm[pass], Range::Fraction);
        }
        entry->readNumber("reduction_half_length", p.reductionHalfLength, Range::NonNegative);
        entry->readNumber("tile_intensity_exponent", p.tileIntensityExponent, Range::NonNegative);
        entry->readNumber("call_floor_us", p.callFloorUs, Range::NonNegative);
        entry->readNumber("pointwise_call_floor_us", p.pointwiseCallFloorUs, Range::NonNegative);
        entry->readNumber("elementwise", p.elementwise, Range::Fraction);
        entry->readNumber("pooling", p.pooling, Range::Fraction);
        entry->readNumber("pooling_backward", p.poolingBackward, Range::Fraction);
        entry->readNumber("normalization", p.normalization, Range::Fraction);
        entry->readNumber("pooling_window", p.poolingWindow, Range::Positive);
        entry->readNumber("lrn", p.lrn, Range::Fraction, /*optional=*/true);
        entry->readNumber("average_pooling", p.averagePooling, Range::Fraction,
                          /*optional=*/true);
        entry->readNumber("average_pooling_backward", p.averagePoolingBackward, Range::Fraction,
                          /*optional=*/true);
        entry->readNumber("normalization_long", p.normalizationLong, Range::Fraction,
                          /*optional=*/true);
        entry->readNumber("normalization_split_length", p.normalizationSplitLength,
                          Range::NonNegative, /*optional=*/true);
        entry->readNumber("normalization_floor_us", p.normalizationFloorUs, Range::NonNegative,
                          /*optional=*/true);
        entry->readNumber("normalization_backward", p.normalizationBackward, Range::Fraction,
                          /*optional=*/true);
        entry->readNumber("normalization_pixels_per_us", p.normalizationPixelsPerUs,
                          Range::NonNegative, /*optional=*/true);
        entry->readNumber("normalization_activation", p.normalizationActivation,
                          Range::NonNegative, /*optional=*/true);
        entry->readNumber("epilogue_launch_us", p.epilogueLaunchUs, Range::NonNegative,
                          /*optional=*/true);
        entry->readNumber("epilogue_stream", p.epilogueStream, Range::NonNegative,
                          /*optional=*/true);
        entry->readNumber("broadcast", p.broadcast, Range::Fraction, /*optional=*/true);
        entry->readNumber("bias_gradient_us", p.biasGradientUs, Range::NonNegative,
                          /*optional=*/true);
        entry->readNumber("bias_gradient_atomics_per_us", p.biasGradientAtomicsPerUs,
                          Range::NonNegative, /*optional=*/true);
        entry->readNumber("depthwise", p.depthwise, Range::Fraction, /*optional=*/true);
        entry->readNumber("depthwise_forward_taps_per_us", p.depthwiseTapsPerUs[0],
                          Range::NonNegative, /*optional=*/true);
        entry->readNumber("depthwise_backward_data_taps_per_us", p.depthwiseTapsPerUs[1],
                          Range::NonNegative, /*optional=*/true);
        entry->readNumber("depthwise_backward_filter_taps_per_us", p.depthwiseTapsPerUs[2],
                          Range::NonNegative, /*optional=*/true);
        entry->readNumber("transpose", p.transpose, Range::Fraction, /*optional=*/true);
        entry->readNumber("native_convolution_forward", p.nativeConvolution[0], Range::Fraction,
                          /*optional=*/true);
        entry->readNumber("native_convolution_backward_data", p.nativeConvolution[1],
                          Range::Fraction, /*optional=*/true);
        entry->readNumber("filter_taps_half", p.filterTapsHalf, Range::NonNegative,
                          /*optional=*/true);
        entry->readNumber("filter_taps_exponent", p.filterTapsExponent, Range::NonNegative,
                          /*optional=*/true);
        entry->readNumber("channel_loss", p.channelLoss, Range::NonNegative, /*optional=*/true);
        entry->readNumber("channel_half", p.channelHalf, Range::NonNegative, /*optional=*/true);
        if (p.channelLoss > 0 && !(p.channelHalf > 0))
          entry->fail("channel_half", "expected a positive number where channel_loss is set");
        entry->readNumber("small_channel_forward", p.smallChannelForward, Range::Fraction,
                          /*optional=*/true);
        entry->readNumber("small_channel_reduction_half_length",
                          p.smallChannelReductionHalfLength, Range::NonNegative,
                          /*optional=*/true);
        entry->readNumber("unaligned_channels", p.unalignedChannels, Range::Fraction,
                          /*optional=*/true);
        for (const LearnedFeatureSet *model : kLearnedModels) {
          if (std::optional<ObjectReader> learned = entry->readOptionalObject(model->field)) {
            p.getLearned(*model) = readLearnedPasses(*learned, *model);
            learned->finish();
          }
        }
        entry->finish();
        calibrated.perPrecision[int(precision)] = p;
      }
      precisions->finish();
    }
  }
  reader.finish();
}

/// `interconnect`: {link, nominal: {bandwidth_gbs, latency_us, source},
/// measured: null or {calibrated_on, all_reduce: [...], reduce_scatter,
/// all_gather}} (docs/devices.md).
static void readInterconnect(ObjectReader &reader, DeviceInterconnect &interconnect) {
  reader.readString("link", interconnect.link);
  if (std::optional<ObjectReader> nominal = reader.readObject("nominal")) {
    nominal->readNumber("bandwidth_gbs", interconnect.nominalBandwidthGBs,
                        ObjectReader::Range::Positive);
    nominal->readNumber("latency_us", interconnect.nominalLatencyUs,
                        ObjectReader::Range::NonNegative);
    std::string source; // required: a nominal figure names where it comes from
    nominal->readString("source", source);
    nominal->finish();
  }
  if (std::optional<ObjectReader> measured = reader.readNullableObject("measured")) {
    InterconnectCalibration calibration;
    measured->readString("calibrated_on", calibration.calibratedOn);
    for (int index = 0; index < kNumCollectives; ++index) {
      Collective collective = Collective(index);
      measured->readOptionalObjectArray(getCollectiveName(collective), [&](ObjectReader &entry) {
        CollectiveFit fit;
        fit.collective = collective;
        entry.readPositiveInteger("gpus", fit.gpus);
        if (fit.gpus == 1)
          entry.fail("gpus", "expected 2 or more (one GPU has no interconnect)");
        entry.readNumber("latency_us", fit.latencyUs, ObjectReader::Range::NonNegative);
        entry.readNumber("bus_bandwidth_gbs", fit.busBandwidthGBs, ObjectReader::Range::Positive);
        if (std::optional<ObjectReader> large = entry.readOptionalObject("large_messages")) {
          CollectiveLine line;
          large->readNumber("from_bytes", line.fromBytes, ObjectReader::Range::NonNegative);
          large->readNumber("latency_us", line.latencyUs, ObjectReader::Range::NonNegative);
          large->readNumber("bus_bandwidth_gbs", line.busBandwidthGBs,
                            ObjectReader::Range::Positive);
          large->finish();
          fit.largeMessages = line;
        }
        double samples = 0;
        entry.readNumber("samples", samples, ObjectReader::Range::NonNegative, true);
        fit.samples = int64_t(samples);
        entry.readNumber("smallest_bytes", fit.smallestBytes, ObjectReader::Range::NonNegative,
                         true);
        entry.readNumber("largest_bytes", fit.largestBytes, ObjectReader::Range::NonNegative,
                         true);
        entry.readNumber("median_error_percent", fit.medianErrorPercent,
                         ObjectReader::Range::NonNegative, true);
        entry.readNumber("max_error_percent", fit.maxErrorPercent,
                         ObjectReader::Range::NonNegative, true);
        calibration.fits.push_back(fit);
      });
    }
    measured->finish();
    interconnect.measured = std::move(calibration);
  }
  reader.finish();
}

static void readProfile(ObjectReader &reader, DeviceProfile &profile) {
  int64_t schemaVersion = 0;
  reader.readPositiveInteger("schema_version", schemaVersion);
  if (schemaVersion != 0 && schemaVersion != kSchemaVersion)
    reader.fail("schema_version",
                "expected " + Twine(kSchemaVersion) + ", got " + Twine(schemaVersion));
  reader.readString("key", profile.key);
  if (!profile.key.empty() && profile.key != StringRef(profile.key).lower())
    reader.fail("key", "expected lower case, got \"" + profile.key + "\"");
  reader.readString("name", profile.name);
  reader.readString("architecture", profile.architecture);
  reader.readString("sm_version", profile.smVersion);
  if (!profile.smVersion.empty() && !StringRef(profile.smVersion).starts_with("sm_"))
    reader.fail("sm_version", "expected \"sm_<major><minor>\", got \"" + profile.smVersion + "\"");
  reader.readString("datasheet_source", profile.datasheetSource);
  reader.readPositiveInteger("sm_count", profile.smCount);
  reader.readNumber("boost_clock_mhz", profile.boostClockMHz, ObjectReader::Range::Positive);
  if (std::optional<ObjectReader> peaks = reader.readObject("peak_gflops")) {
    for (int kind = 0; kind < kNumPeakKinds; ++kind)
      peaks->readPeak(kPeakKindNames[kind], profile.peakGflops[kind]);
    if (profile.getPeakGflops(PeakKind::FP32) == 0)
      peaks->fail("fp32", "expected a positive peak: every device runs fp32");
    peaks->finish();
  }
  reader.readNumber("memory_bandwidth_gbs", profile.memoryBandwidthGBs,
                    ObjectReader::Range::Positive);
  reader.readNumber("l2_mib", profile.l2MiB, ObjectReader::Range::Positive);
  reader.readNumber("shared_memory_per_sm_kib", profile.sharedMemoryPerSmKiB,
                    ObjectReader::Range::Positive);
  reader.readPositiveInteger("registers_per_sm", profile.registersPerSm, 1 << 24);
  reader.readPositiveInteger("max_threads_per_sm", profile.maxThreadsPerSm);
  if (std::optional<ObjectReader> calibrated = reader.readObject("calibrated"))
    readCalibrated(*calibrated, profile, profile.calibrated);
  if (std::optional<ObjectReader> interconnect = reader.readOptionalObject("interconnect"))
    readInterconnect(*interconnect, profile.interconnect);
  reader.finish();
}

Expected<DeviceProfile> netc::loadDeviceProfile(StringRef path) {
  // /dev/zero or a FIFO would be read until memory runs out.
  sys::fs::file_status status;
  if (!sys::fs::status(path, status) && !sys::fs::is_regular_file(status) &&
      !sys::fs::is_directory(status))
    return createStringError(inconvertibleErrorCode(),
                             "%s: cannot read the device profile: not a regular file",
                             path.str().c_str());
  ErrorOr<std::unique_ptr<MemoryBuffer>> file = MemoryBuffer::getFile(path, /*IsText=*/true);
  if (std::error_code code = file.getError())
    return createStringError(code, "%s: cannot read the device profile: %s", path.str().c_str(),
                             code.message().c_str());
  if (std::optional<size_t> at = findExcessiveJsonNesting((*file)->getBuffer())) {
    auto [line, column] = lineAndColumn((*file)->getBuffer(), *at);
    return createStringError(inconvertibleErrorCode(),
                             "%s:%u:%u: invalid JSON: nested more than %d arrays or objects deep",
                             path.str().c_str(), line, column, kMaxJsonNesting);
  }
  Expected<json::Value> root = json::parse((*file)->getBuffer());
  if (!root)
    return createStringError(inconvertibleErrorCode(), "%s: invalid JSON: %s", path.str().c_str(),
                             toString(root.takeError()).c_str());
  const json::Object *object = root->getAsObject();
  if (!object)
    return createStringError(inconvertibleErrorCode(),
                             "%s: expected a JSON object at the top level", path.str().c_str());
  DeviceProfile profile;
  profile.path = path.str();
  std::string error;
  ObjectReader reader(*object, "", error, path);
  readProfile(reader, profile);
  if (!error.empty())
    return createStringError(inconvertibleErrorCode(), error);
  return profile;
}

//===----------------------------------------------------------------------===//
// Finding shipped profiles
//===----------------------------------------------------------------------===//

std::string netc::getDevicesDirectory() {
  if (const char *overridden = std::getenv("NETC_DEVICES_DIR"); overridden && *overridden)
    return overridden;
  if (sys::fs::is_directory(NETC_DEVICES_DIR))
    return NETC_DEVICES_DIR;
  // A build copied elsewhere (the GPU machine gets the tree at another
  // path): build/bin/netc finds the profiles at ../../devices.
  std::string executable = sys::fs::getMainExecutable(nullptr, nullptr);
  SmallString<256> besideBuild(sys::path::parent_path(sys::path::parent_path(
      sys::path::parent_path(executable))));
  sys::path::append(besideBuild, "devices");
  if (sys::fs::is_directory(besideBuild))
    return std::string(besideBuild);
  return NETC_DEVICES_DIR;
}

std::vector<std::string> netc::listDeviceKeys(StringRef directory) {
  std::vector<std::string> keys;
  std::error_code code;
  for (sys::fs::directory_iterator it(directory, code), end; it != end && !code;
       it.increment(code)) {
    StringRef file = it->path();
    if (sys::path::extension(file) == ".json")
      keys.push_back(sys::path::stem(file).lower());
  }
  llvm::sort(keys);
  return keys;
}

bool netc::mayBeMeasuredOn(const DeviceProfile &profile, StringRef gpuName) {
  std::string lower = gpuName.lower();
  return lower.empty() || lower.find(profile.key) != std::string::npos;
}

Expected<DeviceProfile> netc::lookupDevice(StringRef key, StringRef directory) {
  std::string lowered = key.lower();
  // Keys are file names: anything else (a path, an empty string) is unknown.
  bool plainName =
      !lowered.empty() && llvm::all_of(lowered, [](char c) { return isAlnum(c) || c == '_'; });
  SmallString<256> path(directory);
  sys::path::append(path, lowered + ".json");
  if (!plainName || !sys::fs::exists(path)) {
    std::vector<std::string> known = listDeviceKeys(directory);
    return createStringError(inconvertibleErrorCode(),
                             "unknown device '%s' (known: %s; profiles are read from %s)",
                             key.str().c_str(), known.empty() ? "none" : join(known, ", ").c_str(),
                             directory.str().c_str());
  }
  Expected<DeviceProfile> profile = loadDeviceProfile(path);
  if (profile && profile->key != lowered)
    return createStringError(inconvertibleErrorCode(),
                             "%s: field 'key': \"%s\" does not match the file name", path.c_str(),
                             profile->key.c_str());
  return profile;
}

Expected<DeviceProfile> netc::lookupDevice(StringRef key) {
  return lookupDevice(key, getDevicesDirectory());
}

Expected<DeviceProfile> netc::lookupDeviceOrFile(StringRef keyOrPath) {
  if (keyOrPath.ends_with(".json") || sys::fs::exists(keyOrPath))
    return loadDeviceProfile(keyOrPath);
  return lookupDevice(keyOrPath);
}
