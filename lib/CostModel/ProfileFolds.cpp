//===- ProfileFolds.cpp - Held-out folds of the fit, and their scores -----===//
//
// The other half of ProfileFit.h: which rows each fold holds out (whole
// filter sizes, channel and batch ranges, networks, a device, the nets
// against the sweep), and the per-pass and per-precision statistics of the
// predictions of rows held out, with Paleo's model on the same rows.
//
//===----------------------------------------------------------------------===//

#include "CostModel/PaleoModel.h"
#include "CostModel/ProfileFit.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>
#include <map>

using namespace llvm;
using namespace mlir;
using namespace netc;

//===----------------------------------------------------------------------===//
// Folds
//===----------------------------------------------------------------------===//

StringRef netc::getFoldKindName(FoldKind kind) {
  switch (kind) {
  case FoldKind::Filter:
    return "filter";
  case FoldKind::Channels:
    return "channels";
  case FoldKind::Batch:
    return "batch";
  case FoldKind::Network:
    return "net";
  case FoldKind::Device:
    return "device";
  case FoldKind::Sweep:
    return "sweep";
  case FoldKind::None:
    return "none";
  }
  llvm_unreachable("unknown fold kind");
}

std::optional<FoldKind> netc::parseFoldKind(StringRef name) {
  for (FoldKind kind : {FoldKind::Filter, FoldKind::Channels, FoldKind::Batch, FoldKind::Network,
                        FoldKind::Device, FoldKind::Sweep, FoldKind::None})
    if (name == getFoldKindName(kind))
      return kind;
  return std::nullopt;
}

namespace {
/// The range [low, high] of `bounds` that `value` falls in, as "low-high"
/// ("low+" for the last).
std::string rangeOf(int64_t value, ArrayRef<int64_t> bounds) {
  int64_t low = 1;
  for (int64_t high : bounds) {
    if (value <= high)
      return formatv("{0}-{1}", low, high).str();
    low = high + 1;
  }
  return formatv("{0}+", low).str();
}
} // namespace

std::string netc::getFoldKey(const FitRow &row, FoldKind kind) {
  switch (kind) {
  case FoldKind::Filter:
    return row.geometry ? formatv("{0}x{1}", row.geometry->r, row.geometry->s).str()
                        : "not a convolution";
  case FoldKind::Channels:
    return row.geometry ? "C " + rangeOf(row.geometry->c, {4, 32, 128, 512})
                        : "not a convolution";
  case FoldKind::Batch:
    return "N " + rangeOf(row.batch, {2, 8, 32, 128});
  case FoldKind::Network:
    return row.network;
  case FoldKind::Device:
    return row.device;
  case FoldKind::Sweep:
    return row.network.empty() ? "swept shapes" : "networks";
  case FoldKind::None:
    return "every row";
  }
  llvm_unreachable("unknown fold kind");
}

std::vector<Fold> netc::makeFolds(ArrayRef<FitRow> rows, FoldKind kind, unsigned maxFolds,
                                  StringRef trainDevice, StringRef scoreDevice) {
  std::vector<Fold> folds;
  if (kind == FoldKind::Device) {
    Fold fold;
    fold.name = (trainDevice + " -> " + scoreDevice).str();
    for (auto [index, row] : llvm::enumerate(rows)) {
      if (row.device == trainDevice)
        fold.training.push_back(index);
      else if (row.device == scoreDevice)
        fold.heldOut.push_back(index);
    }
    folds.push_back(std::move(fold));
    return folds;
  }
  if (kind == FoldKind::None) {
    Fold fold;
    fold.name = "every row (no fit: the profile as given)";
    for (size_t index = 0; index < rows.size(); ++index)
      fold.heldOut.push_back(index);
    folds.push_back(std::move(fold));
    return folds;
  }
  if (kind == FoldKind::Sweep) {
    Fold fold;
    fold.name = "networks (fitted on the swept shapes only)";
    for (auto [index, row] : llvm::enumerate(rows))
      (row.network.empty() ? fold.training : fold.heldOut).push_back(index);
    folds.push_back(std::move(fold));
    return folds;
  }
  std::map<std::string, std::vector<size_t>> groups;
  for (auto [index, row] : llvm::enumerate(rows))
    groups[getFoldKey(row, kind)].push_back(index);
  // Rows of no network (swept shapes) are never held out by network: they
  // are what every leave-one-net-out fit trains on.
  if (kind == FoldKind::Network)
    groups.erase("");
  std::vector<std::pair<std::string, std::vector<size_t>>> ordered(groups.begin(), groups.end());
  llvm::stable_sort(ordered, [](const auto &a, const auto &b) {
    return a.second.size() > b.second.size();
  });
  size_t count = kind == FoldKind::Network
                     ? ordered.size()
                     : std::min<size_t>(std::max(maxFolds, 1u), ordered.size());
  folds.resize(count);
  std::vector<std::vector<std::string>> names(count);
  for (auto &[key, members] : ordered) {
    size_t target = 0;
    for (size_t f = 1; f < count; ++f)
      if (folds[f].heldOut.size() < folds[target].heldOut.size())
        target = f;
    folds[target].heldOut.insert(folds[target].heldOut.end(), members.begin(), members.end());
    names[target].push_back(key);
  }
  for (size_t f = 0; f < count; ++f) {
    Fold &fold = folds[f];
    llvm::sort(fold.heldOut);
    fold.name = join(names[f], ", ");
    std::vector<bool> out(rows.size());
    for (size_t index : fold.heldOut)
      out[index] = true;
    for (size_t index = 0; index < rows.size(); ++index)
      if (!out[index])
        fold.training.push_back(index);
  }
  return folds;
}

//===----------------------------------------------------------------------===//
// Scores
//===----------------------------------------------------------------------===//

double netc::predictRowPaleoMs(const DeviceProfile &profile, const FitRow &row) {
  paleo::PaleoModel model(paleo::getDeviceFromProfile(profile));
  paleo::Pass pass = row.pass == Pass::Forward        ? paleo::Pass::Forward
                     : row.pass == Pass::BackwardData ? paleo::Pass::BackwardData
                                                      : paleo::Pass::BackwardFilter;
  // Paleo's model aborts on some gradients (its dummy convolution's shape
  // does not come out): that row is not Paleo's to score, and not an error
  // of this command.
  ScopedDiagnosticHandler quiet(row.op->getContext(), [](Diagnostic &) { return success(); });
  FailureOr<paleo::LayerCost> cost = model.costLayer(row.op, pass);
  return succeeded(cost) ? cost->total().value() : std::nan("");
}

namespace {
ErrorStats summarise(std::vector<std::pair<double, size_t>> errors, ArrayRef<FitRow> rows) {
  ErrorStats stats;
  if (errors.empty())
    return stats;
  llvm::stable_sort(errors, [](const auto &a, const auto &b) { return a.first < b.first; });
  size_t n = errors.size();
  stats.median = n % 2 ? errors[n / 2].first
                       : 0.5 * (errors[n / 2 - 1].first + errors[n / 2].first);
  // Nearest rank: the smallest error at least 90% of the rows do not exceed.
  size_t rank = size_t(std::ceil(0.9 * double(n)));
  stats.p90 = errors[std::max<size_t>(rank, 1) - 1].first;
  stats.worst = errors.back().first;
  stats.worstRow = rows[errors.back().second].describe();
  return stats;
}

double relativeError(double predicted, double measured) {
  return std::abs(predicted - measured) / measured;
}
} // namespace

std::vector<GroupScore> netc::scoreRows(ArrayRef<FitRow> rows, ArrayRef<ScoredRow> scored) {
  std::map<std::pair<int, int>, std::vector<const ScoredRow *>> groups;
  for (const ScoredRow &entry : scored)
    groups[{int(rows[entry.row].precision), int(rows[entry.row].pass)}].push_back(&entry);
  std::vector<GroupScore> scores;
  for (auto &[key, entries] : groups) {
    GroupScore score;
    score.precision = Precision(key.first);
    score.pass = Pass(key.second);
    score.rows = entries.size();
    std::vector<std::pair<double, size_t>> fitted, given, paleoErrors;
    std::map<std::string, NetworkSum> sums;
    for (const ScoredRow *entry : entries) {
      const FitRow &row = rows[entry->row];
      fitted.push_back({relativeError(entry->fittedMs, row.measuredMs), entry->row});
      given.push_back({relativeError(entry->givenMs, row.measuredMs), entry->row});
      if (std::isnan(entry->paleoMs))
        ++score.paleoUncosted;
      else
        paleoErrors.push_back({relativeError(entry->paleoMs, row.measuredMs), entry->row});
      if (!row.network.empty()) {
        NetworkSum &sum = sums[row.network];
        sum.network = row.network;
        sum.measuredMs += row.measuredMs;
        sum.fittedMs += entry->fittedMs;
      }
    }
    score.fitted = summarise(std::move(fitted), rows);
    score.given = summarise(std::move(given), rows);
    score.paleo = summarise(std::move(paleoErrors), rows);
    for (auto &[name, sum] : sums)
      score.sums.push_back(sum);
    scores.push_back(std::move(score));
  }
  return scores;
}
