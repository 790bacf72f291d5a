//===- ProfileFit.cpp - Fitting per_precision to measured layers ---------===//
//
// Every prediction here is NetcModel::predictLayer's on an attached op; this
// file holds the parameter table and the search, and no formula of the
// model. The rows are FitRows.cpp's, the folds and scores ProfileFolds.cpp's.
//
//===----------------------------------------------------------------------===//

#include "CostModel/ProfileFit.h"
#include "CostModel/Calibration.h"
#include "CostModel/LearnedStreaming.h"
#include "CostModel/NetcModel.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <set>

using namespace llvm;
using namespace mlir;
using namespace netc;

//===----------------------------------------------------------------------===//
// Parameters
//===----------------------------------------------------------------------===//

namespace {

/// A fitted field of PrecisionCalibration and the range it may take.
struct ParameterSpec {
  const char *name;
  double lower, upper;
  double &(*field)(PrecisionCalibration &);
  /// The field the model reads where this one is 0 (average pooling reads
  /// max pooling's rates): a fit starts this one there, which predicts the
  /// same, instead of leaving it off. Null: 0 is a term that is off.
  double &(*fallback)(PrecisionCalibration &) = nullptr;
};

#define NETC_FIELD(member) [](PrecisionCalibration &p) -> double & { return p.member; }
constexpr double kFraction = 1.0, kLeast = 1e-4, kLarge = 1e6;
const ParameterSpec kParameters[] = {
    {"convolution_forward", kLeast, kFraction, NETC_FIELD(convolution[0])},
    {"convolution_backward_data", kLeast, kFraction, NETC_FIELD(convolution[1])},
    {"convolution_backward_filter", kLeast, kFraction, NETC_FIELD(convolution[2])},
    {"gemm_forward", kLeast, kFraction, NETC_FIELD(gemm[0])},
    {"gemm_backward_data", kLeast, kFraction, NETC_FIELD(gemm[1])},
    {"gemm_backward_filter", kLeast, kFraction, NETC_FIELD(gemm[2])},
    {"reduction_half_length", 0.01, kLarge, NETC_FIELD(reductionHalfLength)},
    {"tile_intensity_exponent", 1e-3, 4, NETC_FIELD(tileIntensityExponent)},
    {"call_floor_us", 1e-3, 1e4, NETC_FIELD(callFloorUs)},
    {"pointwise_call_floor_us", 1e-3, 1e4, NETC_FIELD(pointwiseCallFloorUs)},
    {"elementwise", kLeast, kFraction, NETC_FIELD(elementwise)},
    {"pooling", kLeast, kFraction, NETC_FIELD(pooling)},
    {"pooling_backward", kLeast, kFraction, NETC_FIELD(poolingBackward)},
    {"average_pooling", kLeast, kFraction, NETC_FIELD(averagePooling), NETC_FIELD(pooling)},
    {"average_pooling_backward", kLeast, kFraction, NETC_FIELD(averagePoolingBackward),
     NETC_FIELD(poolingBackward)},
    {"normalization", kLeast, kFraction, NETC_FIELD(normalization)},
    {"lrn", kLeast, kFraction, NETC_FIELD(lrn)},
    {"pooling_window", 1e-3, 100, NETC_FIELD(poolingWindow)},
    {"normalization_long", kLeast, kFraction, NETC_FIELD(normalizationLong)},
    {"normalization_floor_us", 1e-3, 1e4, NETC_FIELD(normalizationFloorUs)},
    {"epilogue_launch_us", 1e-3, 100, NETC_FIELD(epilogueLaunchUs)},
    {"epilogue_stream", kLeast, 4, NETC_FIELD(epilogueStream), NETC_FIELD(elementwise)},
    {"broadcast", kLeast, kFraction, NETC_FIELD(broadcast), NETC_FIELD(elementwise)},
    {"bias_gradient_us", 1e-3, 1000, NETC_FIELD(biasGradientUs)},
    {"bias_gradient_atomics_per_us", 1, 1e9, NETC_FIELD(biasGradientAtomicsPerUs)},
    {"normalization_backward", kLeast, kFraction, NETC_FIELD(normalizationBackward),
     NETC_FIELD(normalization)},
    {"normalization_pixels_per_us", 1, 1e9, NETC_FIELD(normalizationPixelsPerUs)},
    {"normalization_activation", kLeast, 4, NETC_FIELD(normalizationActivation),
     NETC_FIELD(elementwise)},
    {"depthwise", kLeast, kFraction, NETC_FIELD(depthwise), NETC_FIELD(elementwise)},
    {"depthwise_forward_taps_per_us", 1, 1e9, NETC_FIELD(depthwiseTapsPerUs[0])},
    {"depthwise_backward_data_taps_per_us", 1, 1e9, NETC_FIELD(depthwiseTapsPerUs[1])},
    {"depthwise_backward_filter_taps_per_us", 1, 1e9, NETC_FIELD(depthwiseTapsPerUs[2])},
    {"transpose", kLeast, kFraction, NETC_FIELD(transpose)},
    {"native_convolution_forward", kLeast, kFraction, NETC_FIELD(nativeConvolution[0])},
    {"native_convolution_backward_data", kLeast, kFraction, NETC_FIELD(nativeConvolution[1])},
    {"filter_taps_half", 0.1, kLarge, NETC_FIELD(filterTapsHalf)},
    {"channel_loss", 1e-3, 100, NETC_FIELD(channelLoss)},
    {"channel_half", 0.1, kLarge, NETC_FIELD(channelHalf)},
    {"small_channel_forward", kLeast, kFraction, NETC_FIELD(smallChannelForward)},
    {"small_channel_reduction_half_length", 0.01, kLarge,
     NETC_FIELD(smallChannelReductionHalfLength)},
    {"unaligned_channels", kLeast, kFraction, NETC_FIELD(unalignedChannels)},
};
#undef NETC_FIELD

const ParameterSpec *findParameter(StringRef name) {
  for (const ParameterSpec &spec : kParameters)
    if (name == spec.name)
      return &spec;
  return nullptr;
}

constexpr Pass kConvPasses[] = {Pass::Forward, Pass::BackwardData, Pass::BackwardFilter};

/// Below this |log ratio| the loss is quadratic, above it linear.
constexpr double kHuberScale = 0.05;

/// The pseudo-Huber function of a log ratio, scaled so that it grows like
/// |r| for |r| >> kHuberScale: as robust as |r| to a bad row, but smooth at
/// 0, so that a coordinate search does not stall at a kink short of the
/// optimum (it did with |r|: 3% from parameters that made the rows).
double pseudoHuber(double r) {
  double x = r / kHuberScale;
  return kHuberScale * (std::sqrt(1 + x * x) - 1);
}

/// One term of the loss: a row's (or a sum's) log ratio through
/// pseudoHuber, capped. A prediction of no time at all is as wrong as the
/// cap allows.
double capped(double predicted, double measured, double cap) {
  if (!(predicted > 0) || !(measured > 0))
    return pseudoHuber(cap);
  return pseudoHuber(std::min(std::abs(std::log(predicted / measured)), cap));
}

/// The rows of one precision and the loss of each of its passes, kept up to
/// date as parameters move, so that a trial rescores only the passes the
/// parameter can change.
class PrecisionProblem {
public:
  PrecisionProblem(const DeviceProfile &profile, Precision precision,
                   std::vector<const FitRow *> rows, const FitOptions &options)
      : profile(profile), precision(precision), options(options) {
    for (const FitRow *row : rows)
      byPass[int(row->pass)].push_back(row);
    for (Pass pass : kConvPasses)
      passLoss[int(pass)] = passLossOf(this->profile, pass);
  }

  PrecisionCalibration &calibration() {
    return *profile.calibrated.perPrecision[int(precision)];
  }
  const DeviceProfile &getProfile() const { return profile; }
  double total() const { return passLoss[0] + passLoss[1] + passLoss[2]; }

  /// The passes whose loss changes when `spec` moves from its current value
  /// (tried at a quarter and four times it).
  SmallVector<Pass, 3> affectedPasses(const ParameterSpec &spec) {
    SmallVector<Pass, 3> passes;
    double current = spec.field(calibration());
    for (Pass pass : kConvPasses) {
      if (byPass[int(pass)].empty())
        continue;
      std::vector<double> before = predictions(profile, pass);
      bool changes = false;
      for (double factor : {0.25, 4.0}) {
        spec.field(calibration()) = std::clamp(current * factor, spec.lower, spec.upper);
        std::vector<double> after = predictions(profile, pass);
        for (size_t i = 0; i < before.size() && !changes; ++i)
          changes = std::abs(after[i] - before[i]) > 1e-12 * std::max(1.0, before[i]);
      }
      spec.field(calibration()) = current;
      if (changes)
        passes.push_back(pass);
    }
    return passes;
  }

  /// Sets every parameter of `specs` to its `values` if that lowers the
  /// loss; returns whether it did.
  bool tryValues(ArrayRef<const ParameterSpec *> specs, ArrayRef<double> values) {
    SmallVector<double, 32> previous;
    for (auto [spec, value] : llvm::zip(specs, values)) {
      previous.push_back(spec->field(calibration()));
      spec->field(calibration()) = value;
    }
    double trial[3];
    double after = 0;
    for (Pass pass : kConvPasses)
      after += trial[int(pass)] = passLossOf(profile, pass);
    if (after < total() - 1e-12) {
      for (Pass pass : kConvPasses)
        passLoss[int(pass)] = trial[int(pass)];
      return true;
    }
    for (auto [spec, value] : llvm::zip(specs, previous))
      spec->field(calibration()) = value;
    return false;
  }

  /// Sets `spec` to `value` if that lowers the loss of `passes`; returns
  /// whether it did.
  bool tryValue(const ParameterSpec &spec, double value, ArrayRef<Pass> passes) {
    double &field = spec.field(calibration());
    double previous = field;
    field = value;
    double before = 0, after = 0;
    double trial[3];
    for (Pass pass : passes) {
      before += passLoss[int(pass)];
      trial[int(pass)] = passLossOf(profile, pass);
      after += trial[int(pass)];
    }
    if (after < before - 1e-12) {
      for (Pass pass : passes)
        passLoss[int(pass)] = trial[int(pass)];
      return true;
    }
    field = previous;
    return false;
  }

private:
  std::vector<double> predictions(const DeviceProfile &device, Pass pass) const {
    ModelOptions modelOptions;
    modelOptions.precision = precision;
    modelOptions.explain = false; // the times alone: the sentences were half the time
    NetcModel model(device, modelOptions);
    std::vector<double> times;
    times.reserve(byPass[int(pass)].size());
    for (const FitRow *row : byPass[int(pass)])
      times.push_back(model.predictLayer(row->op, pass).totalMs);
    return times;
  }

  double passLossOf(const DeviceProfile &device, Pass pass) const {
    const std::vector<const FitRow *> &rows = byPass[int(pass)];
    if (rows.empty())
      return 0;
    std::vector<double> times = predictions(device, pass);
    double layers = 0;
    std::map<std::string, std::pair<double, double>> sums;
    for (size_t i = 0; i < rows.size(); ++i) {
      layers += capped(times[i], rows[i]->measuredMs, options.cap);
      if (!rows[i]->network.empty()) {
        std::pair<double, double> &sum = sums[rows[i]->network];
        sum.first += times[i];
        sum.second += rows[i]->measuredMs;
      }
    }
    double loss = layers / double(rows.size());
    if (!sums.empty() && options.sumWeight > 0) {
      double networks = 0;
      for (const auto &[name, sum] : sums)
        networks += capped(sum.first, sum.second, options.cap);
      loss += options.sumWeight * networks / double(sums.size());
    }
    return loss;
  }

  DeviceProfile profile;
  Precision precision;
  const FitOptions &options;
  std::vector<const FitRow *> byPass[3];
  double passLoss[3] = {};
};

/// The streaming kernels' terms of `from`, put into `to`: what moves bytes
/// rather than multiply-adds.
void copyStreamingTerms(const PrecisionCalibration &from, PrecisionCalibration &to) {
  to.elementwise = from.elementwise;
  to.pooling = from.pooling;
  to.poolingBackward = from.poolingBackward;
  to.averagePooling = from.averagePooling;
  to.averagePoolingBackward = from.averagePoolingBackward;
  to.poolingWindow = from.poolingWindow;
  to.normalization = from.normalization;
  to.normalizationLong = from.normalizationLong;
  to.normalizationSplitLength = from.normalizationSplitLength;
  to.normalizationFloorUs = from.normalizationFloorUs;
  to.normalizationBackward = from.normalizationBackward;
  to.normalizationPixelsPerUs = from.normalizationPixelsPerUs;
  to.normalizationActivation = from.normalizationActivation;
  to.epilogueLaunchUs = from.epilogueLaunchUs;
  to.epilogueStream = from.epilogueStream;
  to.broadcast = from.broadcast;
  to.biasGradientUs = from.biasGradientUs;
  to.biasGradientAtomicsPerUs = from.biasGradientAtomicsPerUs;
  to.depthwise = from.depthwise;
  to.lrn = from.lrn;
}

/// Where a precision without a calibration of its own starts: bf16's
/// (tensor-core kernels, like tf32's and fp16's), else fp32's.
std::optional<Precision> findSeed(const DeviceProfile &profile, Precision precision) {
  for (Precision candidate : {Precision::BF16, Precision::FP32})
    if (candidate != precision && profile.getPrecisionCalibration(candidate))
      return candidate;
  return std::nullopt;
}

std::map<Precision, std::vector<const FitRow *>> byPrecision(ArrayRef<FitRow> rows) {
  std::map<Precision, std::vector<const FitRow *>> groups;
  for (const FitRow &row : rows)
    groups[row.precision].push_back(&row);
  return groups;
}

} // namespace

std::vector<std::string> netc::getFitParameterNames() {
  std::vector<std::string> names;
  for (const ParameterSpec &spec : kParameters)
    names.push_back(spec.name);
  return names;
}

std::optional<double> netc::getCalibrationField(const PrecisionCalibration &calibration,
                                                StringRef name) {
  const ParameterSpec *spec = findParameter(name);
  if (!spec)
    return std::nullopt;
  return spec->field(const_cast<PrecisionCalibration &>(calibration));
}

bool netc::setCalibrationField(PrecisionCalibration &calibration, StringRef name, double value) {
  const ParameterSpec *spec = findParameter(name);
  if (!spec)
    return false;
  spec->field(calibration) = value;
  return true;
}

double netc::getFitLoss(const DeviceProfile &profile, ArrayRef<FitRow> rows,
                        const FitOptions &options) {
  double loss = 0;
  for (auto &[precision, group] : byPrecision(rows)) {
    if (!profile.getPrecisionCalibration(precision))
      continue;
    loss += PrecisionProblem(profile, precision, group, options).total();
  }
  return loss;
}

namespace {

/// Rows of one GPU and the profile they are read with.
struct DeviceRows {
  /// Null: the profile being fitted.
  const DeviceProfile *profile = nullptr;
  std::vector<const FitRow *> rows;
};

/// Whether `options` fit the learned model stored in `field` (a name in
/// --only, or every one where --only is empty); one they do not fit keeps
/// the start profile's.
bool fitsLearnedModel(const FitOptions &options, StringRef field) {
  return options.only.empty() || llvm::is_contained(options.only, field);
}

/// Fits each learned model `options` fit, per precision and pass, on its
/// rows: the convolution's on the rows whose prediction is a library
/// convolution call, target log(call / roofline), the call's measured time
/// being the row's less what the model adds around the call (separate
/// epilogue kernels, padded copies); the streaming layers' (batch norm,
/// pooling, depthwise, residual adds: LearnedStreaming.h) on theirs, target
/// log(layer / roofline). `devices` holds the fitted profile's own rows
/// first, then each other GPU's, read with that GPU's profile; the ensembles
/// go into `result.profile`.
void fitLearnedModels(FitResult &result, ArrayRef<DeviceRows> devices,
                      const FitOptions &options) {
  // A layer takes from a tenth of its base (roofline plus launch) to a
  // hundred times it: a row outside is a measurement to distrust, and does
  // not pull the trees further.
  static constexpr double kMaxLog = 4.6, kMinLog = -2.3;
  std::set<Precision> precisions;
  for (const DeviceRows &device : devices)
    for (const FitRow *row : device.rows)
      precisions.insert(row->precision);
  for (Precision precision : precisions) {
    std::optional<PrecisionCalibration> &calibration =
        result.profile.calibrated.perPrecision[int(precision)];
    if (!calibration)
      continue;
    // Each device's model: its own terms without the learned ensembles
    // being fitted (they replace them); a device without terms for this
    // precision reads the fitted device's.
    std::vector<NetcModel> models;
    std::vector<DeviceProfile> readAs;
    readAs.reserve(devices.size());
    for (const DeviceRows &device : devices) {
      DeviceProfile profile = device.profile == nullptr ? result.profile : *device.profile;
      std::optional<PrecisionCalibration> &own = profile.calibrated.perPrecision[int(precision)];
      if (!own)
        own = *calibration;
      for (const LearnedFeatureSet *model : kLearnedModels)
        if (fitsLearnedModel(options, model->field))
          own->getLearned(*model).reset();
      readAs.push_back(std::move(profile));
    }
    ModelOptions modelOptions;
    modelOptions.precision = precision;
    modelOptions.explain = false;
    for (const DeviceProfile &profile : readAs)
      models.emplace_back(profile, modelOptions);

    // One model's rows of one pass: features, targets and the terms' error.
    struct Rows {
      std::vector<std::vector<double>> features;
      std::vector<double> targets, termsErrors;
      void add(ArrayRef<double> values, double measuredMs, double baseMs, double termsMs) {
        features.emplace_back(values.begin(), values.end());
        targets.push_back(std::clamp(std::log(measuredMs / baseMs), kMinLog, kMaxLog));
        termsErrors.push_back(std::abs(termsMs / measuredMs - 1));
      }
    };
    auto fitPasses = [&](const LearnedFeatureSet &model, const std::array<Rows, 3> &byPass)
        -> std::shared_ptr<LearnedPasses> {
      auto learned = std::make_shared<LearnedPasses>();
      learned->source = options.learnedSource;
      bool any = false;
      for (Pass pass : {Pass::Forward, Pass::BackwardData, Pass::BackwardFilter}) {
        const Rows &rows = byPass[int(pass)];
        if (rows.targets.size() < std::max<size_t>(options.learnedMinRows, 1))
          continue;
        TreeEnsemble ensemble = fitObliviousTrees(rows.features, rows.targets, options.learned);
        std::vector<double> learnedErrors;
        for (size_t i = 0; i < rows.targets.size(); ++i)
          learnedErrors.push_back(
              std::abs(std::exp(ensemble.predict(rows.features[i]) - rows.targets[i]) - 1));
        result.learned.push_back({precision, pass, &model, rows.targets.size(),
                                  ensemble.trees.size(), medianOf(rows.termsErrors),
                                  medianOf(learnedErrors)});
        learned->passes[int(pass)] = std::move(ensemble);
        any = true;
      }
      return any ? learned : nullptr;
    };

    std::map<const LearnedFeatureSet *, std::array<Rows, 3>> rowsByModel;
    for (auto [device, model, profile] : llvm::zip(devices, models, readAs)) {
      for (const FitRow *row : device.rows) {
        if (row->precision != precision)
          continue;
        Pass pass = row->pass;
        Operation *op = net::LayerOpInterface(row->op).getOperation();
        if (const LearnedFeatureSet *streaming = getLearnedStreamingModel(op)) {
          if (!fitsLearnedModel(options, streaming->field) ||
              !hasLearnedStreamingPass(*streaming, pass))
            continue;
          StreamingLayerFeatures features =
              getStreamingLayerFeatures(op, pass, precision, profile);
          if (!(features.baseMs() > 0))
            continue;
          rowsByModel[streaming][int(pass)].add(features.values, row->measuredMs,
                                                features.baseMs(),
                                                model.predictLayer(row->op, pass).totalMs);
          continue;
        }
        if (!fitsLearnedModel(options, kLearnedConvolutionModel.field))
          continue;
        LayerPrediction prediction = model.predictLayer(row->op, pass);
        if (!prediction.libraryConvolution || !(prediction.libraryConvolution->baseMs() > 0))
          continue;
        double callMs = std::max(row->measuredMs - prediction.aroundCallMs, 0.25 * row->measuredMs);
        rowsByModel[&kLearnedConvolutionModel][int(pass)].add(
            prediction.libraryConvolution->values, callMs,
            prediction.libraryConvolution->baseMs(), prediction.libraryConvolutionMs);
      }
    }
    for (const LearnedFeatureSet *learned : kLearnedModels)
      if (fitsLearnedModel(options, learned->field))
        calibration->getLearned(*learned) = fitPasses(*learned, rowsByModel[learned]);
  }
}

} // namespace

Expected<FitResult> netc::fitProfile(const DeviceProfile &start, ArrayRef<FitRow> allRows,
                                     const FitOptions &options) {
  for (const std::string &name : options.only)
    if (!findParameter(name) &&
        llvm::none_of(kLearnedModels, [&](const LearnedFeatureSet *model) {
          return name == model->field;
        }))
      return createStringError(inconvertibleErrorCode(),
                               "unknown parameter '" + name + "' (fitted: " +
                                   join(getFitParameterNames(), ", ") + "; learned: " +
                                   join(llvm::map_range(kLearnedModels,
                                                        [](const LearnedFeatureSet *model) {
                                                          return StringRef(model->field);
                                                        }),
                                        ", ") +
                                   ")");
  for (const FitRow &row : allRows)
    if (!row.op)
      return rowError(row.source, "no layer attached to this row");
  // The start device's rows fit the terms and the learned efficiency;
  // other devices' rows, the learned efficiency only.
  std::vector<FitRow> rows;
  std::vector<DeviceRows> devices(1 + options.learnedAlsoFrom.size());
  for (size_t index = 0; index < options.learnedAlsoFrom.size(); ++index) {
    const DeviceProfile &other = options.learnedAlsoFrom[index];
    if (other.key == start.key)
      return createStringError(inconvertibleErrorCode(),
                               "device '" + start.key +
                                   "' is the fitted device and a device whose rows only "
                                   "train the learned efficiency");
    devices[index + 1].profile = &other;
  }
  for (const FitRow &row : allRows) {
    if (row.device.empty() || row.device == start.key) {
      rows.push_back(row);
      continue;
    }
    auto other = llvm::find_if(options.learnedAlsoFrom, [&](const DeviceProfile &profile) {
      return profile.key == row.device;
    });
    if (other == options.learnedAlsoFrom.end())
      return rowError(row.source, "field 'device': '" + row.device +
                                      "' is neither the fitted device '" + start.key +
                                      "' nor one whose rows train the learned efficiency");
    devices[1 + (other - options.learnedAlsoFrom.begin())].rows.push_back(&row);
  }
  for (const FitRow &row : rows)
    devices[0].rows.push_back(&row);
  if (rows.empty())
    return createStringError(inconvertibleErrorCode(),
                             "no rows of device '" + start.key + "' to fit");

  FitResult result;
  result.profile = start;
  result.rows = allRows.size();
  // Every precision a row measures, on any device: another GPU's rows may
  // teach this one a precision it has no rows of.
  std::set<Precision> precisions;
  for (const FitRow &row : allRows)
    precisions.insert(row.precision);
  // The loss of the start, with a seeded calibration where there was none.
  for (Precision precision : precisions) {
    if (result.profile.getPrecisionCalibration(precision))
      continue;
    std::optional<Precision> seed = findSeed(result.profile, precision);
    if (!seed)
      return createStringError(
          inconvertibleErrorCode(),
          formatv("device '{0}': no calibrated.per_precision.{1} to start the {1} fit from, "
                  "nor a bf16 or fp32 one",
                  start.key, getPrecisionName(precision))
              .str());
    result.profile.calibrated.perPrecision[int(precision)] =
        *result.profile.getPrecisionCalibration(*seed);
    // tf32 multiplies on tensor cores but stores fp32: its streaming kernels
    // move fp32's bytes, so they start from fp32's terms.
    if (precision == Precision::TF32 && *seed != Precision::FP32)
      if (const PrecisionCalibration *fp32 =
              result.profile.getPrecisionCalibration(Precision::FP32))
        copyStreamingTerms(*fp32, *result.profile.calibrated.perPrecision[int(precision)]);
    result.seeded.push_back({precision, *seed});
  }
  // The terms are fitted on their own: a fitted precision's learned models
  // (its own, or the ones a seed brought, which would hide the terms on the
  // rows of the layers they price) go, and are fitted anew on the terms
  // below; a learned model the options do not fit comes back as it was.
  std::map<Precision, PrecisionCalibration> keptLearned;
  for (Precision precision : precisions) {
    PrecisionCalibration &calibration = *result.profile.calibrated.perPrecision[int(precision)];
    keptLearned[precision] = calibration;
    for (const LearnedFeatureSet *model : kLearnedModels)
      calibration.getLearned(*model).reset();
  }
  result.startLoss = getFitLoss(result.profile, rows, options);

  // Log-space steps, coarse to fine: every parameter tries each step up and
  // down from where it is and keeps the best.
  static constexpr double kSteps[] = {0.7, 0.3, 0.1, 0.03, 0.01, 0.003};
  for (auto &[precision, group] : byPrecision(rows)) {
    PrecisionProblem problem(result.profile, precision, group, options);
    struct Active {
      const ParameterSpec *spec;
      SmallVector<Pass, 3> passes;
      double start;
    };
    std::vector<Active> active;
    for (const ParameterSpec &spec : kParameters) {
      if (!options.only.empty() && !llvm::is_contained(options.only, spec.name))
        continue;
      double value = spec.field(problem.calibration());
      bool unset = !(value > 0) && spec.fallback;
      if (unset) {
        // The model reads the fallback: start there, and unset it again if
        // no row depends on it.
        value = spec.fallback(problem.calibration());
        spec.field(problem.calibration()) = value;
      }
      if (!(value > 0))
        continue; // a term that is off stays off
      SmallVector<Pass, 3> passes = problem.affectedPasses(spec);
      if (!passes.empty())
        active.push_back({&spec, passes, value});
      else if (unset)
        spec.field(problem.calibration()) = 0;
    }
    for (int round = 0; round < options.rounds; ++round) {
      double before = problem.total();
      std::vector<double> roundStart;
      for (const Active &parameter : active)
        roundStart.push_back(parameter.spec->field(problem.calibration()));
      for (Active &parameter : active) {
        const ParameterSpec &spec = *parameter.spec;
        for (double step : kSteps) {
          // Keep stepping while a direction pays (a parameter far from its
          // optimum walks there within one round).
          for (int walk = 0; walk < 8; ++walk) {
            double current = spec.field(problem.calibration());
            bool moved = false;
            for (double direction : {1.0, -1.0}) {
              double value =
                  std::clamp(current * std::exp(direction * step), spec.lower, spec.upper);
              if (value != current && problem.tryValue(spec, value, parameter.passes)) {
                moved = true;
                break;
              }
            }
            if (!moved)
              break;
          }
        }
      }
      // Hooke and Jeeves' pattern move: correlated parameters (an
      // efficiency and a half-length) creep along their valley one
      // coordinate at a time; the round's whole move, repeated while it
      // pays, follows the valley.
      SmallVector<const ParameterSpec *, 32> specs;
      std::vector<double> step;
      for (auto [parameter, from] : llvm::zip(active, roundStart)) {
        specs.push_back(parameter.spec);
        step.push_back(parameter.spec->field(problem.calibration()) / from);
      }
      for (int repeat = 0; repeat < 16; ++repeat) {
        std::vector<double> values;
        for (auto [spec, ratio] : llvm::zip(specs, step))
          values.push_back(
              std::clamp(spec->field(problem.calibration()) * ratio, spec->lower, spec->upper));
        if (!problem.tryValues(specs, values))
          break;
      }
      if (problem.total() > before - 1e-9)
        break;
    }
    for (const Active &parameter : active)
      result.parameters.push_back({precision, parameter.spec->name, parameter.start,
                                   parameter.spec->field(problem.calibration())});
    result.profile.calibrated.perPrecision[int(precision)] =
        *problem.getProfile().getPrecisionCalibration(precision);
  }
  for (Precision precision : precisions) {
    PrecisionCalibration &calibration = *result.profile.calibrated.perPrecision[int(precision)];
    PrecisionCalibration &start = keptLearned[precision];
    for (const LearnedFeatureSet *model : kLearnedModels)
      if (!fitsLearnedModel(options, model->field))
        calibration.getLearned(*model) = start.getLearned(*model);
  }
  if (options.learned.trees > 0)
    fitLearnedModels(result, devices, options);
  result.loss = getFitLoss(result.profile, rows, options);
  return result;
}

/// A learned model as the profile holds it (DeviceProfile.cpp reads it).
static json::Object formatLearnedPasses(const LearnedPasses &learned,
                                        const LearnedFeatureSet &model) {
  static constexpr const char *kPassNames[3] = {"forward", "backward_data", "backward_filter"};
  json::Object object;
  object["source"] = learned.source;
  object["feature_set"] = model.name;
  json::Array names;
  for (const char *name : model.features)
    names.push_back(name);
  object["features"] = std::move(names);
  for (int pass = 0; pass < 3; ++pass) {
    const TreeEnsemble *ensemble = learned.getPass(pass);
    if (!ensemble)
      continue;
    json::Array trees;
    for (const ObliviousTree &tree : ensemble->trees) {
      json::Array features, thresholds, leaves;
      for (unsigned feature : tree.features)
        features.push_back(int64_t(feature));
      for (double threshold : tree.thresholds)
        thresholds.push_back(threshold);
      for (double leaf : tree.leaves)
        leaves.push_back(leaf);
      trees.push_back(json::Object{{"features", std::move(features)},
                                   {"thresholds", std::move(thresholds)},
                                   {"leaves", std::move(leaves)}});
    }
    object[kPassNames[pass]] = json::Object{{"rows", int64_t(ensemble->rows)},
                                            {"base", ensemble->base},
                                            {"trees", std::move(trees)}};
  }
  return object;
}

json::Object netc::formatPrecisionCalibration(const PrecisionCalibration &p) {
  // Six significant digits: the file stays readable and the model's
  // predictions move by less than a part in 10^5.
  auto rounded = roundToSixDigits;
  json::Object object;
  static constexpr const char *kPassNames[3] = {"forward", "backward_data", "backward_filter"};
  for (int pass = 0; pass < 3; ++pass) {
    object[std::string("convolution_") + kPassNames[pass]] = rounded(p.convolution[pass]);
    object[std::string("gemm_") + kPassNames[pass]] = rounded(p.gemm[pass]);
  }
  object["reduction_half_length"] = rounded(p.reductionHalfLength);
  object["tile_intensity_exponent"] = rounded(p.tileIntensityExponent);
  object["call_floor_us"] = rounded(p.callFloorUs);
  object["pointwise_call_floor_us"] = rounded(p.pointwiseCallFloorUs);
  object["elementwise"] = rounded(p.elementwise);
  object["pooling"] = rounded(p.pooling);
  object["pooling_backward"] = rounded(p.poolingBackward);
  object["normalization"] = rounded(p.normalization);
  object["pooling_window"] = rounded(p.poolingWindow);
  // Optional terms only where they are on, as the shipped profiles write them.
  auto optional = [&](const char *name, double value) {
    if (value > 0)
      object[name] = rounded(value);
  };
  optional("lrn", p.lrn);
  optional("average_pooling", p.averagePooling);
  optional("average_pooling_backward", p.averagePoolingBackward);
  optional("normalization_long", p.normalizationLong);
  optional("normalization_split_length", p.normalizationSplitLength);
  optional("normalization_floor_us", p.normalizationFloorUs);
  optional("normalization_backward", p.normalizationBackward);
  optional("normalization_pixels_per_us", p.normalizationPixelsPerUs);
  optional("normalization_activation", p.normalizationActivation);
  optional("epilogue_launch_us", p.epilogueLaunchUs);
  optional("epilogue_stream", p.epilogueStream);
  optional("broadcast", p.broadcast);
  optional("bias_gradient_us", p.biasGradientUs);
  optional("bias_gradient_atomics_per_us", p.biasGradientAtomicsPerUs);
  optional("depthwise", p.depthwise);
  optional("depthwise_forward_taps_per_us", p.depthwiseTapsPerUs[0]);
  optional("depthwise_backward_data_taps_per_us", p.depthwiseTapsPerUs[1]);
  optional("depthwise_backward_filter_taps_per_us", p.depthwiseTapsPerUs[2]);
  optional("transpose", p.transpose);
  optional("native_convolution_forward", p.nativeConvolution[0]);
  optional("native_convolution_backward_data", p.nativeConvolution[1]);
  optional("filter_taps_half", p.filterTapsHalf);
  if (p.filterTapsHalf > 0)
    object["filter_taps_exponent"] = rounded(p.filterTapsExponent);
  optional("channel_loss", p.channelLoss);
  if (p.channelLoss > 0)
    object["channel_half"] = rounded(p.channelHalf);
  optional("small_channel_forward", p.smallChannelForward);
  if (p.smallChannelForward > 0)
    object["small_channel_reduction_half_length"] = rounded(p.smallChannelReductionHalfLength);
  optional("unaligned_channels", p.unalignedChannels);
  for (const LearnedFeatureSet *model : kLearnedModels)
    if (const LearnedPasses *learned = p.getLearned(*model))
      object[model->field] = formatLearnedPasses(*learned, *model);
  return object;
}
