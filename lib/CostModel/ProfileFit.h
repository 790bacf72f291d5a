//===- ProfileFit.h - Fitting per_precision to measured layers --*- C++ -*-===//
//
// The library model's terms (a device profile's `calibrated.per_precision`,
// docs/cost-model.md "Per-precision calibration") fitted to measured rows:
// one row per layer (or swept convolution shape), pass and precision, with
// the reference's kernel-only median. Every prediction goes through
// NetcModel::predictLayer on a real net-dialect op, the same call `netc
// predict` makes, so the fit and the model cannot drift apart (issue 15,
// item 4: no second copy of the formulas).
//
// Rows come from a CSV file (readFitRows): either a network's layer
// (`network` and `layer` columns; the caller loads the network and attaches
// the op) or a convolution shape (`batch`, `in_h`, ... columns; the caller
// parses formatShapeNetwork's text and attaches the ops).
//
// The fit (fitProfile) is a bounded coordinate search in log-parameter
// space with pattern moves, deterministic, minimising per pass and precision
// the mean over rows of pseudo-Huber(min(|log(predicted / measured)|, cap)),
// plus `sumWeight` times the same over network sums where rows name a
// network. Folds (makeFolds) hold
// out whole filter sizes, channel ranges, batch ranges, networks or a
// device; scoreRows gives median, p90, worst row and network-sum errors per
// pass and precision, with Paleo's model on the same rows.
// ProfileFit.cpp holds the rows and the fit, ProfileFolds.cpp the folds and
// the scores.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_PROFILEFIT_H
#define NETC_COSTMODEL_PROFILEFIT_H

#include "CostModel/ConvAlgorithms.h"
#include "CostModel/TreeFit.h"
#include "Net/IR/NetOps.h"
#include "Support/DeviceProfile.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <optional>
#include <string>
#include <vector>

namespace netc {

/// A convolution given by its shape (a row of the designed sweep): NHWC
/// input batch x inH x inW x c, a filterH x filterW filter to k channels,
/// symmetric explicit pads.
struct FitConvShape {
  int64_t batch = 1, inH = 1, inW = 1, c = 1, k = 1;
  int64_t filterH = 1, filterW = 1, strideH = 1, strideW = 1, padH = 0, padW = 0;
  int64_t outH = 1, outW = 1;
  bool bias = false;
  bool relu = false;
};

/// One measured layer pass.
struct FitRow {
  /// "rows.csv:12", for messages.
  std::string source;
  /// The profile key of the GPU measured ("h100"); empty: any.
  std::string device;
  Precision precision = Precision::FP32;
  Pass pass = Pass::Forward;
  /// The reference's kernel-only median.
  double measuredMs = 0;
  /// The network the layer belongs to ("" for a swept shape): network sums
  /// and leave-one-net-out group by it.
  std::string network;
  /// The layer's name in the network, or the shape's id.
  std::string layer;
  /// The network's batch (0: the network file's own).
  int64_t batch = 0;
  /// Set for swept shapes; network layers have none.
  std::optional<FitConvShape> shape;
  /// The op the model predicts, attached by attachShapeLayers or
  /// attachNetworkLayers.
  net::LayerOpInterface op;
  /// The convolution's geometry where the op is one (folds by filter,
  /// channels and batch read it).
  std::optional<ConvGeometry> geometry;

  /// "vgg16/conv1_2" or "s00012".
  std::string describe() const { return network.empty() ? layer : network + "/" + layer; }
};

/// Reads measured rows from a CSV file with a header line. Required columns:
/// precision, pass, measured_ms, and either network + layer or the shape's
/// batch, in_h, in_w, cin, cout, filter_h, filter_w, stride_h, stride_w,
/// pad_h, pad_w, out_h, out_w. Optional: device, layer (a shape's id), batch
/// (a network's), bias, relu (0/1). Errors name the file, the line and the
/// field: "rows.csv:7: field 'measured_ms': expected a positive number, got
/// 'x'". Rows whose measured_ms is empty (not measured) are skipped and
/// counted in `skipped`.
llvm::Expected<std::vector<FitRow>> readFitRows(llvm::StringRef path, size_t *skipped = nullptr);

/// An error naming where (a file and line, or a row's source) and what:
/// "rows.csv:7: field 'measured_ms': ...".
llvm::Error rowError(const llvm::Twine &where, const llvm::Twine &message);

/// Net-dialect text of one network holding every shape row's convolution,
/// named "row<index>" after the row's index in `rows`, each fed by a
/// one-input elementwise sum (so that its data gradient is a real pass).
std::string formatShapeNetwork(llvm::ArrayRef<FitRow> rows);
/// Attaches the ops of formatShapeNetwork's network to the shape rows.
llvm::Error attachShapeLayers(llvm::MutableArrayRef<FitRow> rows, net::NetworkOp network);
/// Attaches the layers of `network` to the rows naming it (`name`) at
/// `batch`; fails naming the row whose layer the network lacks.
llvm::Error attachNetworkLayers(llvm::MutableArrayRef<FitRow> rows, llvm::StringRef name,
                                int64_t batch, net::NetworkOp network);

/// The model's prediction of a row (its op attached) under `profile`.
double predictRowMs(const DeviceProfile &profile, const FitRow &row);

//===----------------------------------------------------------------------===//
// The parameters and the fit
//===----------------------------------------------------------------------===//

/// The per_precision fields the fit moves, as docs/devices.md names them.
std::vector<std::string> getFitParameterNames();

struct FitOptions {
  /// Rounds of the coordinate search (each tries every parameter at every
  /// step size); it stops earlier when a round gains nothing.
  int rounds = 4;
  /// Weight of the network-sum term (rows naming a network only).
  double sumWeight = 0.5;
  /// A row's term is the pseudo-Huber function (scale 0.05) of
  /// min(|log(predicted / measured)|, cap): a layer the model cannot
  /// describe does not pull every other layer towards it.
  double cap = 1.0986122886681098; // log(3)
  /// Parameters the fit may move (empty: every one that is on and affects
  /// a row). A parameter at 0 is a term that is off, and stays off. The
  /// learned models are named by their fields, `learned_convolution` and
  /// `learned_batch_norm`: one --only does not name keeps the start
  /// profile's ensembles as they are.
  std::vector<std::string> only;
  /// The learned efficiency (LearnedConvolution.h, LearnedStreaming.h),
  /// fitted after the terms on the library convolution rows, and the batch
  /// norm rows, of each precision and pass that has at least
  /// `learnedMinRows` of them; `learned.trees` = 0: none. A learned model
  /// the fit fits (see `only`) is fitted anew, or dropped, never carried
  /// over from the start profile.
  TreeFitOptions learned;
  size_t learnedMinRows = 100;
  /// `learned_convolution.source` in the profile written.
  std::string learnedSource = "netc calibrate --fit";
  /// Other GPUs whose rows train the learned efficiency too. The ensemble's
  /// features read only a device's datasheet figures, so rows measured on
  /// another GPU teach the same function; each such row is read with its
  /// own device's profile (its figures for the features, its terms for the
  /// base and for what the model puts around the call). The terms are
  /// fitted on the start device's rows alone. A row measured on a device
  /// that is neither the start's nor one of these is an error.
  std::vector<DeviceProfile> learnedAlsoFrom;
};

/// One learned ensemble the fit made.
struct LearnedFitSummary {
  Precision precision;
  Pass pass;
  /// The model (kLearnedConvolutionModel, ...).
  const LearnedFeatureSet *model = nullptr;
  size_t rows = 0, trees = 0;
  /// Median |predicted - measured| / measured of the call's time (a batch
  /// norm's: the layer's) on its own rows, by the terms and by the ensemble
  /// (in-sample).
  double termsMedian = 0, learnedMedian = 0;
};

/// One parameter's start and end.
struct FittedParameter {
  Precision precision;
  std::string name;
  double start = 0, fitted = 0;
};

struct FitResult {
  /// The start profile with every fitted precision's calibration replaced.
  DeviceProfile profile;
  std::vector<FittedParameter> parameters;
  /// Precisions that had no calibration of their own and started from
  /// another's (tf32 from bf16's: both tensor-core kernels), with that
  /// precision.
  std::vector<std::pair<Precision, Precision>> seeded;
  double startLoss = 0, loss = 0;
  size_t rows = 0;
  std::vector<LearnedFitSummary> learned;
};

/// Fits the calibration of every precision the rows measure, starting from
/// `start`'s (or, where it has none for a precision, bf16's, then fp32's).
/// The rows must have their ops attached. Rows of the devices in
/// `options.learnedAlsoFrom` train the learned efficiency only. Deterministic.
llvm::Expected<FitResult> fitProfile(const DeviceProfile &start, llvm::ArrayRef<FitRow> rows,
                                     const FitOptions &options = {});

/// The loss fitProfile minimises, of `profile` on `rows`.
double getFitLoss(const DeviceProfile &profile, llvm::ArrayRef<FitRow> rows,
                  const FitOptions &options = {});

/// Reads and writes one fitted parameter of a calibration by its field name.
std::optional<double> getCalibrationField(const PrecisionCalibration &calibration,
                                          llvm::StringRef name);
bool setCalibrationField(PrecisionCalibration &calibration, llvm::StringRef name, double value);

/// A profile's calibration for `precision` as the JSON object of
/// `calibrated.per_precision.<precision>` (every field the loader reads).
llvm::json::Object formatPrecisionCalibration(const PrecisionCalibration &calibration);

//===----------------------------------------------------------------------===//
// Folds and scores
//===----------------------------------------------------------------------===//

enum class FoldKind { Filter, Channels, Batch, Network, Device, Sweep, None };
llvm::StringRef getFoldKindName(FoldKind kind);
std::optional<FoldKind> parseFoldKind(llvm::StringRef name);

/// The group a row belongs to under `kind`: "3x3", "C 33-128", "N 16-32", a
/// network's name, a device key. Layers that are not convolutions form their
/// own group under the filter and channel kinds.
std::string getFoldKey(const FitRow &row, FoldKind kind);

struct Fold {
  std::string name; ///< the groups held out, comma-separated
  std::vector<size_t> training, heldOut;
};

/// Folds over `rows`: every group of getFoldKey held out whole, the groups
/// spread over at most `maxFolds` folds (largest first, each to the fold
/// with fewest rows; one fold per network for FoldKind::Network). For
/// FoldKind::Device: one fold, training on `trainDevice`'s rows and holding
/// out `scoreDevice`'s. For FoldKind::Sweep: one fold, training on the
/// swept shapes (rows of no network) and holding out every network's rows:
/// the nets as test data. For FoldKind::None: one fold holding every row
/// out and training on none (the caller scores the profile as given). Every row is held out at most once and no held-out
/// row is in its fold's training set.
std::vector<Fold> makeFolds(llvm::ArrayRef<FitRow> rows, FoldKind kind, unsigned maxFolds,
                            llvm::StringRef trainDevice = "", llvm::StringRef scoreDevice = "");

/// A prediction of one row by each model scored.
struct ScoredRow {
  size_t row = 0;
  double fittedMs = 0; ///< held out: the fold's fit
  double givenMs = 0;  ///< the profile as given, unfitted
  double paleoMs = 0;  ///< Paleo's model (precision-blind)
};

/// Per-layer error statistics of one model on one pass and precision.
struct ErrorStats {
  double median = 0, p90 = 0, worst = 0;
  std::string worstRow;
};

/// One network's summed time over its rows of one pass and precision.
struct NetworkSum {
  std::string network;
  double measuredMs = 0, fittedMs = 0;
  double error() const { return (fittedMs - measuredMs) / measuredMs; }
};

struct GroupScore {
  Precision precision;
  Pass pass;
  size_t rows = 0;
  ErrorStats fitted, given, paleo;
  /// Rows Paleo's model cannot cost (it aborts on them): not in `paleo`.
  size_t paleoUncosted = 0;
  std::vector<NetworkSum> sums;
};

/// |predicted - measured| / measured per row, summarised per pass and
/// precision, in (precision, pass) order.
std::vector<GroupScore> scoreRows(llvm::ArrayRef<FitRow> rows, llvm::ArrayRef<ScoredRow> scored);

/// Predicts `row` with Paleo's model on `profile`'s clock, fp32 peak and
/// bandwidth; NaN where Paleo's model aborts (some gradients of strided or
/// padded convolutions), with its diagnostic silenced.
double predictRowPaleoMs(const DeviceProfile &profile, const FitRow &row);

} // namespace netc

#endif // NETC_COSTMODEL_PROFILEFIT_H
