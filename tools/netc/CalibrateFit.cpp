//===- CalibrateFit.cpp - `netc calibrate --fit / --validate` -----------===//
//
// netc calibrate --fit ROWS.csv[,...] --device h100 -o profile.json
// netc calibrate --validate ROWS.csv[,...] --device h100 --folds filter|channels|batch|net|device
//
// Fits a device profile's `calibrated.per_precision` to measured layer
// passes (lib/CostModel/ProfileFit.h: the search runs through NetcModel's own
// predictions), or scores held-out folds of such a fit. This file parses the
// options, loads the networks the rows name, and prints.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"
#include "CostModel/ProfileFit.h"
#include "Report/Format.h"
#include "Support/DeviceProfile.h"
#include "Support/DeviceProfileWriter.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <map>
#include <set>

using namespace llvm;
using namespace netc;

namespace {

cl::list<std::string> fitRows(
    "fit",
    cl::desc("Fit the device profile's calibrated.per_precision to these measured rows "
             "(CSV, comma-separated list; docs/cost-model.md \"Fitting\") and write the "
             "profile to -o"),
    cl::value_desc("rows.csv"), cl::CommaSeparated, cl::cat(calibrateCategory),
    cl::sub(calibrateCommand));

cl::list<std::string> validateRows(
    "validate",
    cl::desc("Score held-out folds of the fit on these rows (CSV, comma-separated list): "
             "per pass and precision, median, p90, worst row and network sums"),
    cl::value_desc("rows.csv"), cl::CommaSeparated, cl::cat(calibrateCategory),
    cl::sub(calibrateCommand));

cl::opt<FoldKind> foldKind(
    "folds", cl::desc("What --validate holds out (default filter)"), cl::init(FoldKind::Filter),
    cl::values(clEnumValN(FoldKind::Filter, "filter", "whole filter sizes (RxS)"),
               clEnumValN(FoldKind::Channels, "channels",
                          "input-channel ranges 1-4, 5-32, 33-128, 129-512, 513+"),
               clEnumValN(FoldKind::Batch, "batch", "batch ranges 1-2, 3-8, 9-32, 33-128, 129+"),
               clEnumValN(FoldKind::Network, "net", "one network at a time"),
               clEnumValN(FoldKind::Device, "device",
                          "fit on --train-device's rows with its profile, predict --device's "
                          "rows from --device's ceilings"),
               clEnumValN(FoldKind::Sweep, "sweep",
                          "fit on the swept shapes (rows of no network) only, score every "
                          "network's rows: the nets as test data"),
               clEnumValN(FoldKind::None, "none",
                          "no fit: score the profile as given on every row (in-sample when "
                          "the profile was fitted to these rows; not a held-out result)")),
    cl::cat(calibrateCategory), cl::sub(calibrateCommand));

cl::opt<unsigned> foldCount("fold-count",
                            cl::desc("At most this many folds for filter, channels and batch "
                                     "(groups are kept whole; default 5)"),
                            cl::value_desc("N"), cl::init(5), cl::cat(calibrateCategory),
                            cl::sub(calibrateCommand));

cl::opt<std::string> trainDevice(
    "train-device",
    cl::desc("--folds device: the profile (key or file) whose rows the fit trains on"),
    cl::value_desc("name"), cl::cat(calibrateCategory), cl::sub(calibrateCommand));

cl::list<std::string> learnedAlsoFrom(
    "learn-also-from",
    cl::desc("--fit and --validate: rows measured on these devices (profile keys or files) "
             "train the learned efficiency too, each read with its own device's figures; "
             "the terms are fitted on --device's rows alone, and only --device's rows are "
             "scored (docs/cost-model.md \"The learned efficiency\")"),
    cl::value_desc("device,..."), cl::CommaSeparated, cl::cat(calibrateCategory),
    cl::sub(calibrateCommand));

cl::opt<int> fitRounds("rounds",
                       cl::desc("Rounds of the coordinate search of the terms (default 4; 0: "
                                "keep the terms as given, fit the learned efficiency alone)"),
                       cl::value_desc("N"), cl::init(4), cl::cat(calibrateCategory),
                       cl::sub(calibrateCommand));

cl::opt<double> sumWeight(
    "sum-weight",
    cl::desc("Weight of the network-sum term of the loss, where rows name networks "
             "(default 0.5; 0: layers only)"),
    cl::value_desc("w"), cl::init(0.5), cl::cat(calibrateCategory), cl::sub(calibrateCommand));

cl::opt<unsigned> learnedTrees(
    "learned-trees",
    cl::desc("Boosted trees of the library convolution's and batch norm's learned "
             "efficiency, per precision and pass with enough rows (docs/cost-model.md \"The "
             "learned efficiency\"; default 200; 0: the terms alone)"),
    cl::value_desc("N"), cl::init(200), cl::cat(calibrateCategory), cl::sub(calibrateCommand));

cl::opt<unsigned> learnedDepth("learned-depth",
                               cl::desc("Levels of each learned tree (1-12, default 6)"),
                               cl::value_desc("D"), cl::init(6), cl::cat(calibrateCategory),
                               cl::sub(calibrateCommand));

cl::opt<unsigned> learnedMinRows(
    "learned-min-rows",
    cl::desc("Convolution (or batch norm) rows a precision and pass needs for a learned model "
             "(default 100)"),
    cl::value_desc("N"), cl::init(100), cl::cat(calibrateCategory), cl::sub(calibrateCommand));

cl::list<std::string> onlyParameters(
    "only", cl::desc("The per_precision fields the fit may move (default: every one that is "
                     "on and that a row depends on); the learned models by their fields, "
                     "learned_convolution and learned_batch_norm: one not named keeps the start "
                     "profile's"),
    cl::value_desc("field,..."), cl::CommaSeparated, cl::cat(calibrateCategory),
    cl::sub(calibrateCommand));

cl::opt<std::string> scoredRowsFile(
    "scored-rows",
    cl::desc("--validate: also write every scored row (its source line, layer, shape, "
             "measured, held-out, as-given and Paleo ms) to this CSV file; "
             "--score-structure: every scored launch (its structure, measured, given and "
             "structure ms)"),
    cl::value_desc("file"), cl::cat(calibrateCategory), cl::sub(calibrateCommand));

cl::opt<std::string> netsDirectory(
    "nets-dir",
    cl::desc("Where rows' networks named without a path are found, as NAME.json (default: "
             "the nets/ beside the device profiles)"),
    cl::value_desc("dir"), cl::cat(calibrateCategory), cl::sub(calibrateCommand));

int fail(const Twine &message) {
  errs() << "netc calibrate: " << message << "\n";
  return 1;
}

std::string getNetsDirectory() {
  if (!netsDirectory.empty())
    return netsDirectory;
  SmallString<256> directory(sys::path::parent_path(getDevicesDirectory()));
  sys::path::append(directory, "nets");
  return std::string(directory);
}

/// The file a row's `network` names: itself where it is a path to a
/// network file, else NAME.json in the nets directory.
std::string getNetworkPath(StringRef network) {
  if (network.ends_with(".json") || network.ends_with(".mlir") || network.ends_with(".onnx"))
    return network.str();
  SmallString<256> path(getNetsDirectory());
  sys::path::append(path, network + ".json");
  return std::string(path);
}

/// Reads every file's rows and attaches the ops the model predicts.
struct LoadedRows {
  std::vector<FitRow> rows;
  /// Keeps the ops alive.
  std::vector<mlir::OwningOpRef<mlir::ModuleOp>> modules;
  size_t notMeasured = 0;
};

Expected<LoadedRows> loadRows(ArrayRef<std::string> files, mlir::MLIRContext &context,
                              CompilerDiagnostics &diagnostics) {
  LoadedRows loaded;
  for (const std::string &file : files) {
    size_t skipped = 0;
    Expected<std::vector<FitRow>> rows = readFitRows(file, &skipped);
    if (!rows)
      return rows.takeError();
    loaded.notMeasured += skipped;
    llvm::append_range(loaded.rows, std::move(*rows));
  }
  if (loaded.rows.empty())
    return createStringError(inconvertibleErrorCode(),
                             "no measured rows in " + join(files, ", "));
  auto failed = [&](const Twine &what) {
    return createStringError(inconvertibleErrorCode(), what.str());
  };
  if (llvm::any_of(loaded.rows, [](const FitRow &row) { return row.shape.has_value(); })) {
    std::string text = formatShapeNetwork(loaded.rows);
    mlir::OwningOpRef<mlir::ModuleOp> module = parseNetworkModule(
        "<convolution shapes of the rows>", MemoryBuffer::getMemBufferCopy(text), context);
    if (!module || diagnostics.sawError())
      return failed("the rows' convolution shapes do not form a valid network (above)");
    if (Error error = attachShapeLayers(loaded.rows, getNetwork(*module)))
      return std::move(error);
    loaded.modules.push_back(std::move(module));
  }
  std::map<std::pair<std::string, int64_t>, std::string> networks;
  for (const FitRow &row : loaded.rows)
    if (!row.shape)
      networks.try_emplace({row.network, row.batch}, row.source);
  for (const auto &[key, firstRow] : networks) {
    LoadOptions options;
    if (key.second > 0)
      options.batch = key.second;
    std::string path = getNetworkPath(key.first);
    mlir::OwningOpRef<mlir::ModuleOp> module = loadNetwork(path, context, options);
    if (!module || diagnostics.sawError())
      return failed(firstRow + ": field 'network': cannot load '" + path + "' (above)");
    if (Error error = attachNetworkLayers(loaded.rows, key.first, key.second,
                                          getNetwork(*module)))
      return std::move(error);
    loaded.modules.push_back(std::move(module));
  }
  return loaded;
}

/// The rows measured on `device` (or on no device in particular) or on one
/// of `alsoFrom`'s.
std::vector<FitRow> rowsOfDevice(ArrayRef<FitRow> rows, StringRef device,
                                 ArrayRef<DeviceProfile> alsoFrom = {}) {
  std::vector<FitRow> selected;
  for (const FitRow &row : rows)
    if (row.device.empty() || row.device == device ||
        llvm::any_of(alsoFrom, [&](const DeviceProfile &p) { return p.key == row.device; }))
      selected.push_back(row);
  return selected;
}

/// --learn-also-from's profiles.
Expected<std::vector<DeviceProfile>> loadLearnedAlsoFrom(const DeviceProfile &fitted) {
  std::vector<DeviceProfile> profiles;
  for (const std::string &name : learnedAlsoFrom) {
    Expected<DeviceProfile> profile = lookupDeviceOrFile(name);
    if (!profile)
      return createStringError(inconvertibleErrorCode(),
                               "--learn-also-from: " + toString(profile.takeError()));
    if (profile->key == fitted.key)
      return createStringError(inconvertibleErrorCode(),
                               "--learn-also-from names '" + profile->key +
                                   "', the device fitted (--device): its rows are fitted anyway");
    profiles.push_back(std::move(*profile));
  }
  return profiles;
}

FitOptions fitOptionsFromCommandLine() {
  FitOptions options;
  options.rounds = fitRounds;
  options.sumWeight = sumWeight;
  options.only.assign(onlyParameters.begin(), onlyParameters.end());
  options.learned.trees = learnedTrees;
  options.learned.depth = learnedDepth;
  options.learnedMinRows = learnedMinRows;
  return options;
}

std::string percent(double fraction) { return formatv("{0:f1}%", 100 * fraction).str(); }

std::string signedPercent(double fraction) {
  char text[32];
  std::snprintf(text, sizeof(text), "%+.1f%%", 100 * fraction);
  return text;
}

std::string shortNumber(double value) {
  char text[32];
  std::snprintf(text, sizeof(text), "%.6g", value);
  return text;
}

//===----------------------------------------------------------------------===//
// --fit
//===----------------------------------------------------------------------===//

int runFit(const DeviceProfile &profile, ArrayRef<FitRow> allRows) {
  if (!outputFile.getNumOccurrences())
    return fail("--fit needs -o FILE (or -o - for standard output): the fitted profile is "
                "written there, never over a shipped profile by default");
  Expected<std::vector<DeviceProfile>> alsoFrom = loadLearnedAlsoFrom(profile);
  if (!alsoFrom)
    return fail(toString(alsoFrom.takeError()));
  std::vector<FitRow> rows = rowsOfDevice(allRows, profile.key, *alsoFrom);
  if (rows.size() < allRows.size())
    errs() << "netc calibrate: " << allRows.size() - rows.size()
           << " rows measured on another device than '" << profile.key << "'"
           << (alsoFrom->empty() ? "" : " or --learn-also-from's") << " left out\n";
  FitOptions options = fitOptionsFromCommandLine();
  options.learnedAlsoFrom = std::move(*alsoFrom);
  std::vector<std::string> files;
  for (const std::string &file : fitRows)
    files.push_back(sys::path::filename(file).str());
  options.learnedSource = formatv("netc calibrate --fit {0} ({1} rows)", join(files, ","),
                                  rows.size())
                              .str();
  Expected<FitResult> result = fitProfile(profile, rows, options);
  if (!result)
    return fail(toString(result.takeError()));

  Expected<json::Value> document = readDeviceProfileDocument(profile.path);
  if (!document)
    return fail(toString(document.takeError()));
  json::Object *calibrated = document->getAsObject()->getObject("calibrated");
  if (!calibrated)
    return fail(profile.path + ": no 'calibrated' object to fit");
  json::Object *perPrecision = calibrated->getObject("per_precision");
  if (!perPrecision) {
    (*calibrated)["per_precision"] = json::Object();
    perPrecision = calibrated->getObject("per_precision");
  }
  std::set<Precision> fitted;
  for (const FittedParameter &parameter : result->parameters)
    fitted.insert(parameter.precision);
  for (const auto &[precision, seed] : result->seeded)
    fitted.insert(precision);
  for (const LearnedFitSummary &learned : result->learned)
    fitted.insert(learned.precision); // --only learned_batch_norm: no term moved
  for (Precision precision : fitted)
    (*perPrecision)[getPrecisionName(precision)] =
        formatPrecisionCalibration(*result->profile.getPrecisionCalibration(precision));
  if (Error error = writeDeviceProfile(*document, outputFile, outs()))
    return fail(toString(std::move(error)));

  raw_ostream &report = outputFile == "-" ? errs() : outs();
  report << formatv("netc calibrate --fit: {0} ({1}), {2} rows; loss {3:f4} -> {4:f4}{5}\n",
                    profile.key, profile.name, result->rows, result->startLoss, result->loss,
                    outputFile == "-" ? std::string() : " -> " + outputFile);
  for (const auto &[precision, seed] : result->seeded)
    report << "  " << getPrecisionName(precision) << ": the profile had no calibration of its "
           << "own; started from " << getPrecisionName(seed) << "'s\n";
  if (fitRounds == 0)
    report << "  the terms kept as given (--rounds 0)\n";
  else
    for (const FittedParameter &parameter : result->parameters)
      report << formatv("  {0,-5} {1,-36} {2,12} -> {3,12}\n",
                        getPrecisionName(parameter.precision), parameter.name,
                        shortNumber(parameter.start), shortNumber(parameter.fitted));
  for (const LearnedFitSummary &learned : result->learned) {
    bool convolution = learned.model == &kLearnedConvolutionModel;
    report << formatv("  {0,-5} {1} {2,-15} {3} trees on {4} {5} rows: median error of the {6} "
                      "{7} by the terms, {8} learned (in-sample)\n",
                      getPrecisionName(learned.precision), learned.model->field,
                      getPassName(learned.pass), learned.trees, learned.rows,
                      learned.model->layers, convolution ? "call" : "layer",
                      percent(learned.termsMedian), percent(learned.learnedMedian));
  }
  if (learnedTrees > 0 && result->learned.empty())
    report << "  no learned efficiency: no precision and pass had " << learnedMinRows
           << " rows of a learned model's layers (convolution, batch norm, pooling, depthwise)\n";
  return 0;
}

//===----------------------------------------------------------------------===//
// --validate
//===----------------------------------------------------------------------===//

json::Object statsToJson(const ErrorStats &stats) {
  return json::Object{{"median", stats.median},
                      {"p90", stats.p90},
                      {"worst", stats.worst},
                      {"worst_row", stats.worstRow}};
}

struct SumSummary {
  size_t within5 = 0;
  double median = 0;
  const NetworkSum *worst = nullptr;
};

SumSummary summariseSums(const std::vector<NetworkSum> &sums) {
  SumSummary summary;
  std::vector<double> errors;
  for (const NetworkSum &sum : sums) {
    double error = std::abs(sum.error());
    errors.push_back(error);
    summary.within5 += error <= 0.05;
    if (!summary.worst || error > std::abs(summary.worst->error()))
      summary.worst = &sum;
  }
  llvm::sort(errors);
  if (!errors.empty())
    summary.median = errors.size() % 2 ? errors[errors.size() / 2]
                                       : 0.5 * (errors[errors.size() / 2 - 1] +
                                                errors[errors.size() / 2]);
  return summary;
}

void printValidation(raw_ostream &os, StringRef heading, ArrayRef<Fold> folds,
                     ArrayRef<GroupScore> scores) {
  if (outputFormat == OutputFormat::Json) {
    json::Array foldList, groups;
    for (const Fold &fold : folds)
      foldList.push_back(json::Object{{"held_out", fold.name},
                                      {"training_rows", int64_t(fold.training.size())},
                                      {"held_out_rows", int64_t(fold.heldOut.size())}});
    for (const GroupScore &score : scores) {
      json::Array sums;
      for (const NetworkSum &sum : score.sums)
        sums.push_back(json::Object{{"network", sum.network},
                                    {"measured_ms", sum.measuredMs},
                                    {"predicted_ms", sum.fittedMs},
                                    {"error", sum.error()}});
      groups.push_back(json::Object{{"precision", getPrecisionName(score.precision)},
                                    {"pass", getPassName(score.pass)},
                                    {"rows", int64_t(score.rows)},
                                    {"held_out", statsToJson(score.fitted)},
                                    {"as_given", statsToJson(score.given)},
                                    {"paleo", statsToJson(score.paleo)},
                                    {"paleo_uncosted_rows", int64_t(score.paleoUncosted)},
                                    {"network_sums", std::move(sums)}});
    }
    os << formatv("{0:2}",
                  json::Value(json::Object{{"description", heading},
                                           {"folds", std::move(foldList)},
                                           {"groups", std::move(groups)}}))
       << "\n";
    return;
  }
  if (outputFormat == OutputFormat::Csv) {
    os << "precision,pass,rows,median,p90,worst,worst_row,given_median,given_p90,"
          "paleo_median,paleo_p90,paleo_uncosted,networks,sums_within_5pct,median_sum_error,"
          "worst_sum_network,worst_sum_error\n";
    for (const GroupScore &score : scores) {
      SumSummary sums = summariseSums(score.sums);
      os << formatv("{0},{1},{2},{3:f4},{4:f4},{5:f4},{6},{7:f4},{8:f4},{9:f4},{10:f4},{16},"
                    "{11},{12},{13:f4},{14},{15:f4}\n",
                    getPrecisionName(score.precision), getPassName(score.pass), score.rows,
                    score.fitted.median, score.fitted.p90, score.fitted.worst,
                    csvField(score.fitted.worstRow), score.given.median, score.given.p90,
                    score.paleo.median, score.paleo.p90, score.sums.size(), sums.within5,
                    sums.median, csvField(sums.worst ? sums.worst->network : ""),
                    sums.worst ? sums.worst->error() : 0.0, score.paleoUncosted);
    }
    return;
  }
  os << heading << "\n";
  for (const Fold &fold : folds)
    os << formatv("  fold: {0} held out ({1} rows; trained on {2})\n", fold.name,
                  fold.heldOut.size(), fold.training.size());
  os << formatv("{0,-5} {1,-16} {2,6}  {3,8} {4,8} {5,8} {6,-40} {7,8} {8,8} {9,8} {10,8}  {11}\n",
                "prec", "pass", "rows", "median", "p90", "worst", "(row)", "given", "g.p90",
                "Paleo", "P.p90", "network sums (held out)");
  for (const GroupScore &score : scores) {
    SumSummary sums = summariseSums(score.sums);
    std::string sumText =
        score.sums.empty()
            ? (score.paleoUncosted ? formatv("- (Paleo aborts on {0} rows)", score.paleoUncosted)
                                         .str()
                                   : std::string("-"))
            : formatv("{0} of {1} within 5%, median {2}, worst {3} {4}", sums.within5,
                      score.sums.size(), percent(sums.median), sums.worst->network,
                      signedPercent(sums.worst->error()))
                      .str() +
                  (score.paleoUncosted
                       ? formatv(" (Paleo aborts on {0} rows)", score.paleoUncosted).str()
                       : "");
    os << formatv("{0,-5} {1,-16} {2,6}  {3,8} {4,8} {5,8} {6,-40} {7,8} {8,8} {9,8} {10,8}  "
                  "{11}\n",
                  getPrecisionName(score.precision), getPassName(score.pass), score.rows,
                  percent(score.fitted.median), percent(score.fitted.p90),
                  percent(score.fitted.worst), "(" + score.fitted.worstRow + ")",
                  percent(score.given.median), percent(score.given.p90),
                  percent(score.paleo.median), percent(score.paleo.p90), sumText);
  }
}

int runValidate(const DeviceProfile &profile, ArrayRef<FitRow> allRows) {
  DeviceProfile trainProfile = profile;
  std::vector<FitRow> rows;
  // Other devices whose rows train the learned efficiency in every fold
  // (held out with their group like any row) but are never scored.
  std::vector<DeviceProfile> alsoFrom;
  if (foldKind == FoldKind::Device) {
    if (trainDevice.empty())
      return fail("--folds device needs --train-device (the profile whose rows the fit trains "
                  "on)");
    Expected<DeviceProfile> train = lookupDeviceOrFile(trainDevice);
    if (!train)
      return fail(toString(train.takeError()));
    if (train->key == profile.key)
      return fail("--train-device and --device are both '" + profile.key +
                  "': the device fold fits on one device and predicts another");
    trainProfile = *train;
    for (const FitRow &row : allRows) {
      if (row.device.empty())
        return fail(row.source + ": field 'device': --folds device needs every row's device");
      if (row.device == trainProfile.key || row.device == profile.key)
        rows.push_back(row);
    }
    if (!learnedAlsoFrom.empty())
      return fail("--learn-also-from is not for --folds device (which trains on one device "
                  "and scores another)");
  } else {
    if (!trainDevice.empty())
      return fail("--train-device is for --folds device only");
    Expected<std::vector<DeviceProfile>> loaded = loadLearnedAlsoFrom(profile);
    if (!loaded)
      return fail(toString(loaded.takeError()));
    alsoFrom = std::move(*loaded);
    rows = rowsOfDevice(allRows, profile.key, alsoFrom);
  }
  std::vector<Fold> folds =
      makeFolds(rows, foldKind, foldCount, trainProfile.key, profile.key);
  if (foldKind == FoldKind::Device) {
    if (folds[0].training.empty())
      return fail("no row measured on '" + trainProfile.key +
                  "' (field 'device') to train the device fold on");
    if (folds[0].heldOut.empty())
      return fail("no row measured on '" + profile.key +
                  "' (field 'device') to score the device fold on");
  }
  if (folds.empty() || llvm::all_of(folds, [](const Fold &f) { return f.heldOut.empty(); }))
    return fail("no fold to hold out: the rows have no " +
                getFoldKindName(foldKind).str() + " groups" +
                (foldKind == FoldKind::Network ? " (no row names a network)" : ""));
  if (foldKind == FoldKind::Sweep && (folds[0].training.empty() || folds[0].heldOut.empty()))
    return fail("--folds sweep needs rows of convolution shapes (to fit on) and rows of "
                "networks (to score)");
  if (foldKind != FoldKind::None &&
      llvm::any_of(folds, [](const Fold &f) { return f.training.empty(); }))
    return fail("a fold has no training rows: one " + getFoldKindName(foldKind).str() +
                " group holds every row");

  FitOptions options = fitOptionsFromCommandLine();
  options.learnedAlsoFrom = alsoFrom;
  auto isScored = [&](const FitRow &row) {
    return foldKind == FoldKind::Device || row.device.empty() || row.device == profile.key;
  };
  std::vector<ScoredRow> scored;
  for (auto [index, fold] : llvm::enumerate(folds)) {
    std::vector<FitRow> training;
    for (size_t row : fold.training)
      training.push_back(rows[row]);
    DeviceProfile fitted = profile;
    if (foldKind != FoldKind::None) {
      errs() << formatv("netc calibrate: fold {0}/{1}: {2} held out ({3} rows), fitting on {4}\n",
                        index + 1, folds.size(), fold.name, fold.heldOut.size(),
                        training.size());
      Expected<FitResult> result = fitProfile(trainProfile, training, options);
      if (!result)
        return fail("fold '" + fold.name + "': " + toString(result.takeError()));
      // The fitted terms with the scored device's own ceilings (for the
      // device fold: the other GPU's measured rates, bandwidth and launch
      // overhead).
      for (int precision = 0; precision < kNumPrecisions; ++precision)
        if (result->profile.calibrated.perPrecision[precision])
          fitted.calibrated.perPrecision[precision] =
              result->profile.calibrated.perPrecision[precision];
    }
    for (size_t row : fold.heldOut) {
      if (!isScored(rows[row]))
        continue;
      ScoredRow entry;
      entry.row = row;
      entry.fittedMs = predictRowMs(fitted, rows[row]);
      entry.givenMs = predictRowMs(profile, rows[row]);
      entry.paleoMs = predictRowPaleoMs(profile, rows[row]);
      scored.push_back(entry);
    }
  }
  std::string heading = formatv(
      "netc calibrate --validate: device {0}, {1} rows, folds {2}{3}: {4} (median, p90, worst: "
      "|predicted - measured| / measured; given: the profile as it is; Paleo: its model on the "
      "same rows, precision-blind)",
      profile.key, rows.size(), getFoldKindName(foldKind),
      foldKind == FoldKind::Device
          ? " (trained on " + trainProfile.key + ")"
          : (alsoFrom.empty() ? std::string()
                              : formatv(" (the learned efficiency also trained on {0}'s rows; "
                                        "{1} rows of --device scored)",
                                        join(map_range(alsoFrom,
                                                       [](const DeviceProfile &p) {
                                                         return StringRef(p.key);
                                                       }),
                                             ", "),
                                        scored.size())
                                    .str()),
      foldKind == FoldKind::None
          ? "no fit, every row scored with the profile as given (in-sample if it was fitted "
            "to them)"
          : "every row scored by a fit that never saw its group")
                            .str();
  if (!scoredRowsFile.empty()) {
    std::string text = "source,device,network,layer,precision,pass,batch,in_h,in_w,cin,cout,"
                       "filter_h,filter_w,stride_h,stride_w,out_h,out_w,measured_ms,held_out_ms,"
                       "given_ms,paleo_ms\n";
    raw_string_ostream os(text);
    for (const ScoredRow &entry : scored) {
      const FitRow &row = rows[entry.row];
      ConvGeometry g = row.geometry.value_or(ConvGeometry{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
      os << formatv("{0},{1},{2},{3},{4},{5},{6},{7},{8},{9},{10},{11},{12},{13},{14},{15},"
                    "{16},{17},{18},{19},{20}\n",
                    csvField(row.source), csvField(row.device), csvField(row.network),
                    csvField(row.layer), getPrecisionName(row.precision), getPassName(row.pass),
                    row.batch, g.h, g.w, g.c, g.k, g.r, g.s, g.strideH, g.strideW, g.oh, g.ow,
                    shortNumber(row.measuredMs), shortNumber(entry.fittedMs),
                    shortNumber(entry.givenMs),
                    std::isnan(entry.paleoMs) ? std::string() : shortNumber(entry.paleoMs));
    }
    if (!writeOutputFile("netc calibrate", scoredRowsFile, text))
      return 1;
  }
  std::unique_ptr<CommandOutput> output = openCommandOutput();
  if (!output)
    return 1;
  printValidation(output->os(), heading, folds, scoreRows(rows, scored));
  return output->keep() ? 0 : 1;
}

} // namespace

std::string netc::getGivenFoldsName() {
  return foldKind.getNumOccurrences() ? getFoldKindName(foldKind).str() : std::string();
}

std::string netc::getScoredRowsFile() { return scoredRowsFile; }

bool netc::isCalibrateFitRequested() { return !fitRows.empty() || !validateRows.empty(); }

int netc::runCalibrateFit(mlir::MLIRContext &context, CompilerDiagnostics &diagnostics,
                          StringRef device) {
  if (!fitRows.empty() && !validateRows.empty())
    return fail("--fit and --validate: give one");
  if (fitRounds < 0)
    return fail("--rounds must be 0 or more (0: keep the terms as given and fit the learned "
                "efficiency alone)");
  if (fitRounds == 0 && learnedTrees == 0)
    return fail("--rounds 0 --learned-trees 0 fits nothing");
  if (!(sumWeight >= 0))
    return fail("--sum-weight must be 0 or more");
  if (learnedDepth < 1 || learnedDepth > kMaxObliviousTreeDepth)
    return fail("--learned-depth must be 1 to " + Twine(kMaxObliviousTreeDepth) + ", got " +
                Twine(learnedDepth));
  if (learnedTrees > 5000)
    return fail("--learned-trees must be at most 5000, got " + Twine(learnedTrees));
  Expected<DeviceProfile> profile = lookupDeviceOrFile(device);
  if (!profile)
    return fail(toString(profile.takeError()));
  Expected<LoadedRows> loaded =
      loadRows(fitRows.empty() ? validateRows : fitRows, context, diagnostics);
  if (!loaded)
    return fail(toString(loaded.takeError()));
  if (loaded->notMeasured)
    errs() << "netc calibrate: " << loaded->notMeasured
           << " rows without a measurement (empty measured_ms) left out\n";
  return fitRows.empty() ? runValidate(*profile, loaded->rows) : runFit(*profile, loaded->rows);
}
