//===- ProfileFitTest.cpp - The per_precision fit, its rows and folds -----===//
//
// The fit must recover parameters that generated its rows (through the same
// NetcModel), the row reader must name the line and field of a bad row, and
// no fold may train on a row it holds out.
//
//===----------------------------------------------------------------------===//

#include "CostModel/NetcModel.h"
#include "CostModel/ProfileFit.h"
#include "TestSupport.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <set>

using namespace netc;

namespace {

/// Writes `text` to a temporary .csv file and returns its path.
std::string writeTemporaryCsv(const std::string &text) {
  llvm::SmallString<128> path;
  int fd;
  EXPECT_FALSE(llvm::sys::fs::createTemporaryFile("fit-rows", "csv", fd, path));
  llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
  os << text;
  return std::string(path);
}

std::string readError(const std::string &text) {
  std::string path = writeTemporaryCsv(text);
  llvm::Expected<std::vector<FitRow>> rows = readFitRows(path);
  llvm::sys::fs::remove(path);
  if (rows)
    return "(no error)";
  return llvm::toString(rows.takeError());
}

const char *kShapeHeader = "device,layer,precision,pass,measured_ms,batch,in_h,in_w,cin,cout,"
                           "filter_h,filter_w,stride_h,stride_w,pad_h,pad_w,out_h,out_w\n";

//===----------------------------------------------------------------------===//
// The row reader
//===----------------------------------------------------------------------===//

TEST(ProfileFitRows, ReadsShapeAndNetworkRows) {
  std::string path = writeTemporaryCsv(std::string(kShapeHeader) +
                                       "H100,s1,bf16,backward_data,0.25,8,16,16,64,32,3,3,1,1,"
                                       "1,1,16,16\n"
                                       "h100,s2,fp32,forward,,8,16,16,64,32,3,3,1,1,1,1,16,16\n");
  size_t skipped = 0;
  llvm::Expected<std::vector<FitRow>> rows = readFitRows(path, &skipped);
  llvm::sys::fs::remove(path);
  ASSERT_TRUE(bool(rows)) << llvm::toString(rows.takeError());
  ASSERT_EQ(rows->size(), 1u);
  EXPECT_EQ(skipped, 1u); // the row without a measurement
  const FitRow &row = rows->front();
  EXPECT_EQ(row.device, "h100");
  EXPECT_EQ(row.precision, Precision::BF16);
  EXPECT_EQ(row.pass, Pass::BackwardData);
  EXPECT_DOUBLE_EQ(row.measuredMs, 0.25);
  ASSERT_TRUE(row.shape.has_value());
  EXPECT_EQ(row.shape->c, 64);
  EXPECT_EQ(row.shape->k, 32);
  EXPECT_EQ(row.shape->outH, 16);
  EXPECT_EQ(row.batch, 8);

  path = writeTemporaryCsv("network,layer,precision,pass,measured_ms\n"
                           "vgg16,\"conv1,1\",fp32,backward_filter,1.5\n");
  rows = readFitRows(path);
  llvm::sys::fs::remove(path);
  ASSERT_TRUE(bool(rows)) << llvm::toString(rows.takeError());
  EXPECT_EQ(rows->front().layer, "conv1,1"); // a quoted field keeps its comma
  EXPECT_EQ(rows->front().describe(), "vgg16/conv1,1");
  EXPECT_FALSE(rows->front().shape.has_value());
}

TEST(ProfileFitRows, BadRowsNameTheLineAndField) {
  std::string header = kShapeHeader;
  std::string good = "h100,s1,fp32,forward,0.5,8,16,16,64,32,3,3,1,1,1,1,16,16\n";
  EXPECT_NE(readError(header + good + "h100,s2,fp32,forward,slow,8,16,16,64,32,3,3,1,1,1,1,16,16\n")
                .find(".csv:3: field 'measured_ms': expected a positive number of "
                      "milliseconds, got 'slow'"),
            std::string::npos);
  EXPECT_NE(readError(header + good + "h100,s2,fp32,forward,-1,8,16,16,64,32,3,3,1,1,1,1,16,16\n")
                .find(":3: field 'measured_ms'"),
            std::string::npos);
  EXPECT_NE(readError(header + "h100,s1,fp64,forward,0.5,8,16,16,64,32,3,3,1,1,1,1,16,16\n")
                .find(":2: field 'precision': expected fp32, tf32, fp16 or bf16, got 'fp64'"),
            std::string::npos);
  EXPECT_NE(readError(header + "h100,s1,fp32,weight_update,0.5,8,16,16,64,32,3,3,1,1,1,1,16,16\n")
                .find(":2: field 'pass'"),
            std::string::npos);
  EXPECT_NE(readError(header + "h100,s1,fp32,forward,0.5,8,16,16,0,32,3,3,1,1,1,1,16,16\n")
                .find(":2: field 'cin': expected a positive integer, got '0'"),
            std::string::npos);
  // An output the pads, filter and stride cannot give.
  EXPECT_NE(readError(header + "h100,s1,fp32,forward,0.5,8,16,16,64,32,3,3,1,1,1,1,15,16\n")
                .find(":2: field 'out_h': expected floor((in + 2 pad - filter) / stride) + 1 = 16"),
            std::string::npos);
  EXPECT_NE(readError(header + "h100,s1,fp32,forward,0.5\n")
                .find(":2: expected 18 fields (the header's), got 5"),
            std::string::npos);
  EXPECT_NE(readError("precision,pass,measured_ms\nfp32,forward,1\n")
                .find(":1: the header needs the columns network and layer"),
            std::string::npos);
  EXPECT_NE(readError("network,layer,pass,measured_ms\n").find(":1: the header lacks the "
                                                               "column 'precision'"),
            std::string::npos);
  EXPECT_NE(readError("").find("no header line"), std::string::npos);
}

//===----------------------------------------------------------------------===//
// Folds
//===----------------------------------------------------------------------===//

std::vector<FitRow> foldRows() {
  std::vector<FitRow> rows;
  int index = 0;
  for (int64_t filter : {1, 3, 5, 7, 11})
    for (int64_t channels : {3, 16, 64, 256, 1024})
      for (int64_t batch : {1, 8, 64, 256}) {
        FitRow row;
        row.layer = "s" + std::to_string(index);
        row.network = index % 3 == 0 ? "" : "net" + std::to_string(index % 4);
        row.device = index % 2 ? "h100" : "h200";
        ConvGeometry g;
        g.n = batch;
        g.c = channels;
        g.r = filter;
        g.s = filter == 7 ? 1 : filter; // one non-square size
        row.geometry = g;
        row.batch = batch;
        rows.push_back(row);
        ++index;
      }
  // A layer that is no convolution.
  FitRow pool;
  pool.layer = "pool";
  pool.network = "net1";
  pool.batch = 8;
  rows.push_back(pool);
  return rows;
}

TEST(ProfileFitFolds, NoHeldOutRowIsTrainedOn) {
  std::vector<FitRow> rows = foldRows();
  for (FoldKind kind : {FoldKind::Filter, FoldKind::Channels, FoldKind::Batch,
                        FoldKind::Network}) {
    std::vector<Fold> folds = makeFolds(rows, kind, 3);
    ASSERT_FALSE(folds.empty());
    if (kind != FoldKind::Network) {
      EXPECT_LE(folds.size(), 3u);
    }
    std::vector<int> heldOutCount(rows.size());
    for (const Fold &fold : folds) {
      std::set<size_t> training(fold.training.begin(), fold.training.end());
      std::set<std::string> trainingKeys, heldOutKeys;
      for (size_t row : fold.training)
        trainingKeys.insert(getFoldKey(rows[row], kind));
      for (size_t row : fold.heldOut) {
        EXPECT_FALSE(training.count(row)) << getFoldKindName(kind).str() << " " << fold.name;
        ++heldOutCount[row];
        heldOutKeys.insert(getFoldKey(rows[row], kind));
      }
      // Groups are held out whole: no key on both sides.
      for (const std::string &key : heldOutKeys)
        EXPECT_FALSE(trainingKeys.count(key)) << getFoldKindName(kind).str() << " " << key;
      EXPECT_EQ(fold.training.size() + fold.heldOut.size(), rows.size());
    }
    for (size_t row = 0; row < rows.size(); ++row) {
      // Leave-one-net-out never holds out the swept shapes (no network).
      int expected = kind == FoldKind::Network && rows[row].network.empty() ? 0 : 1;
      EXPECT_EQ(heldOutCount[row], expected) << getFoldKindName(kind).str() << " row " << row;
    }
  }
  EXPECT_EQ(getFoldKey(rows[0], FoldKind::Filter), "1x1");
  EXPECT_EQ(getFoldKey(rows.back(), FoldKind::Filter), "not a convolution");
  EXPECT_EQ(getFoldKey(rows[4], FoldKind::Channels), "C 5-32");
  EXPECT_EQ(getFoldKey(rows[3], FoldKind::Batch), "N 129+");
}

TEST(ProfileFitFolds, SweepFoldFitsOnShapesAndScoresNetworks) {
  std::vector<FitRow> rows = foldRows();
  std::vector<Fold> folds = makeFolds(rows, FoldKind::Sweep, 5);
  ASSERT_EQ(folds.size(), 1u);
  EXPECT_FALSE(folds[0].training.empty());
  EXPECT_FALSE(folds[0].heldOut.empty());
  EXPECT_EQ(folds[0].training.size() + folds[0].heldOut.size(), rows.size());
  for (size_t row : folds[0].training)
    EXPECT_TRUE(rows[row].network.empty());
  for (size_t row : folds[0].heldOut)
    EXPECT_FALSE(rows[row].network.empty());
}

TEST(ProfileFitFolds, DeviceFoldTrainsOnOneAndScoresTheOther) {
  std::vector<FitRow> rows = foldRows();
  std::vector<Fold> folds = makeFolds(rows, FoldKind::Device, 5, "h100", "h200");
  ASSERT_EQ(folds.size(), 1u);
  EXPECT_FALSE(folds[0].training.empty());
  EXPECT_FALSE(folds[0].heldOut.empty());
  for (size_t row : folds[0].training)
    EXPECT_EQ(rows[row].device, "h100");
  for (size_t row : folds[0].heldOut)
    EXPECT_EQ(rows[row].device, "h200");
}

//===----------------------------------------------------------------------===//
// The fit
//===----------------------------------------------------------------------===//

/// Shape rows of a small designed sweep, their ops attached through the
/// net dialect text the tool parses.
struct SweepRows {
  netc::testing::CapturingContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  std::vector<FitRow> rows;

  SweepRows(Precision precision) {
    int index = 0;
    for (int64_t batch : {8, 64})
      for (int64_t channels : {16, 96, 256})
        for (int64_t filter : {3, 5})
          for (int64_t size : {14, 56})
            for (Pass pass : {Pass::Forward, Pass::BackwardData, Pass::BackwardFilter}) {
              FitRow row;
              row.source = "synthetic:" + std::to_string(index);
              row.layer = "s" + std::to_string(index++);
              row.precision = precision;
              row.pass = pass;
              FitConvShape s;
              s.batch = batch;
              s.inH = s.inW = size;
              s.c = channels;
              s.k = channels == 16 ? 64 : channels;
              s.filterH = s.filterW = filter;
              s.padH = s.padW = filter / 2;
              s.outH = s.outW = size;
              row.shape = s;
              row.batch = batch;
              rows.push_back(row);
            }
    module = parseNetworkModule("synthetic",
                                llvm::MemoryBuffer::getMemBufferCopy(formatShapeNetwork(rows)),
                                context.context);
    if (module)
      if (llvm::Error error = attachShapeLayers(rows, getNetwork(*module)))
        ADD_FAILURE() << llvm::toString(std::move(error));
  }
};

TEST(ProfileFit, PredictsThroughTheModelItself) {
  SweepRows sweep(Precision::FP32);
  ASSERT_TRUE(sweep.module) << sweep.context.allErrors();
  llvm::Expected<DeviceProfile> h100 = lookupDevice("h100");
  ASSERT_TRUE(bool(h100)) << llvm::toString(h100.takeError());
  for (const FitRow &row : sweep.rows) {
    ASSERT_TRUE(row.op);
    ASSERT_TRUE(row.geometry.has_value());
    ModelOptions options;
    options.precision = row.precision;
    EXPECT_EQ(predictRowMs(*h100, row),
              NetcModel(*h100, options).predictLayer(row.op, row.pass).totalMs);
  }
}

TEST(ProfileFit, RecoversTheParametersThatMadeTheRows) {
  SweepRows sweep(Precision::FP32);
  ASSERT_TRUE(sweep.module) << sweep.context.allErrors();
  llvm::Expected<DeviceProfile> h100 = lookupDevice("h100");
  ASSERT_TRUE(bool(h100)) << llvm::toString(h100.takeError());

  // The truth: h100's fp32 terms with four of them moved.
  const std::map<std::string, double> truth = {{"convolution_forward", 0.62},
                                               {"convolution_backward_data", 0.45},
                                               {"convolution_backward_filter", 0.51},
                                               {"reduction_half_length", 40}};
  // The terms alone: the shipped learned efficiency would hide them on
  // every convolution row.
  DeviceProfile truthProfile = *h100;
  PrecisionCalibration &truthTerms = *truthProfile.calibrated.perPrecision[int(Precision::FP32)];
  truthTerms.learned.reset();
  for (const auto &[name, value] : truth)
    ASSERT_TRUE(setCalibrationField(truthTerms, name, value));
  for (FitRow &row : sweep.rows)
    row.measuredMs = predictRowMs(truthProfile, row);

  // The start: every one of them 25-80% off.
  DeviceProfile start = truthProfile;
  PrecisionCalibration &startTerms = *start.calibrated.perPrecision[int(Precision::FP32)];
  setCalibrationField(startTerms, "convolution_forward", 0.85);
  setCalibrationField(startTerms, "convolution_backward_data", 0.3);
  setCalibrationField(startTerms, "convolution_backward_filter", 0.8);
  setCalibrationField(startTerms, "reduction_half_length", 72);
  ASSERT_GT(getFitLoss(start, sweep.rows), 0.1);

  FitOptions options;
  options.rounds = 6;
  options.learned.trees = 0;
  for (const auto &[name, value] : truth)
    options.only.push_back(name);
  llvm::Expected<FitResult> result = fitProfile(start, sweep.rows, options);
  ASSERT_TRUE(bool(result)) << llvm::toString(result.takeError());
  const PrecisionCalibration &fitted =
      *result->profile.getPrecisionCalibration(Precision::FP32);
  for (const auto &[name, value] : truth)
    EXPECT_NEAR(*getCalibrationField(fitted, name), value, 0.005 * value) << name;
  EXPECT_LT(result->loss, 1e-4);
  EXPECT_LT(result->loss, result->startLoss);
  // Only the named parameters moved; every other term is the start's.
  EXPECT_EQ(fitted.channelLoss, startTerms.channelLoss);
  EXPECT_EQ(fitted.tileIntensityExponent, startTerms.tileIntensityExponent);
  EXPECT_EQ(result->parameters.size(), truth.size());
}

TEST(ProfileFit, SeedsAPrecisionWithoutCalibrationAndKeepsOffTermsOff) {
  SweepRows sweep(Precision::TF32);
  ASSERT_TRUE(sweep.module) << sweep.context.allErrors();
  llvm::Expected<DeviceProfile> h100 = lookupDevice("h100");
  ASSERT_TRUE(bool(h100)) << llvm::toString(h100.takeError());
  h100->calibrated.perPrecision[int(Precision::TF32)].reset();
  for (FitRow &row : sweep.rows)
    row.measuredMs = 2 * predictRowMs(*h100, row);
  FitOptions options;
  options.rounds = 1;
  options.learned.trees = 0;
  llvm::Expected<FitResult> result = fitProfile(*h100, sweep.rows, options);
  ASSERT_TRUE(bool(result)) << llvm::toString(result.takeError());
  ASSERT_EQ(result->seeded.size(), 1u);
  // bf16's learned efficiency did not come with the seed.
  EXPECT_FALSE(result->profile.getPrecisionCalibration(Precision::TF32)->learned);
  EXPECT_EQ(result->seeded[0].first, Precision::TF32);
  EXPECT_EQ(result->seeded[0].second, Precision::BF16);
  const PrecisionCalibration *tf32 = result->profile.getPrecisionCalibration(Precision::TF32);
  ASSERT_NE(tf32, nullptr);
  // bf16's calibration has no transposes and no channel loss: still none.
  EXPECT_EQ(tf32->transpose, 0);
  EXPECT_EQ(tf32->channelLoss, 0);
  EXPECT_LT(result->loss, result->startLoss);
  // tf32 stores fp32: its streaming kernels start from fp32's terms (and
  // no convolution row moves them), its tensor-core terms from bf16's.
  const PrecisionCalibration &fp32 = *h100->getPrecisionCalibration(Precision::FP32);
  const PrecisionCalibration &bf16 = *h100->getPrecisionCalibration(Precision::BF16);
  EXPECT_EQ(tf32->elementwise, fp32.elementwise);
  EXPECT_EQ(tf32->lrn, fp32.lrn);
  EXPECT_EQ(tf32->normalization, fp32.normalization);
  EXPECT_NE(fp32.elementwise, bf16.elementwise) << "the check above would not tell them apart";
  EXPECT_EQ(tf32->smallChannelForward, bf16.smallChannelForward);
  // Average pooling's rates fall back to max pooling's; with no average
  // pooling row, the fit leaves them unset rather than starting a term.
  EXPECT_EQ(tf32->averagePooling, fp32.averagePooling);
}

TEST(ProfileFit, AveragePoolingStartsAtMaxPoolingsRateAndMovesOnItsOwn) {
  // One average pool and one max pool layer whose measured times are 3x
  // and 1x the start's prediction: the fit gives average pooling a rate of
  // its own, about a third of max pooling's, which stays put.
  netc::testing::CapturingContext context;
  auto module = context.import(R"({"name": "pools", "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [32, 56, 56, 64]},
    "pre": {"parents": ["data"], "type": "Dropout", "dropout_keep_prob": 0.5},
    "avg": {"parents": ["pre"], "type": "AvgPool", "ksize": [1, 2, 2, 1],
            "strides": [1, 2, 2, 1], "padding": "VALID"},
    "max": {"parents": ["pre"], "type": "Pooling", "ksize": [1, 2, 2, 1],
            "strides": [1, 2, 2, 1], "padding": "VALID"}}})");
  ASSERT_TRUE(module) << context.allErrors();
  llvm::Expected<DeviceProfile> h100 = lookupDevice("h100");
  ASSERT_TRUE(bool(h100)) << llvm::toString(h100.takeError());
  DeviceProfile start = *h100;
  PrecisionCalibration &fp32 = *start.calibrated.perPrecision[int(Precision::FP32)];
  fp32.averagePooling = fp32.averagePoolingBackward = 0;
  std::vector<FitRow> rows;
  for (const char *layer : {"avg", "max"}) {
    FitRow row;
    row.source = std::string("pools:") + layer;
    row.network = "pools";
    row.layer = layer;
    rows.push_back(row);
  }
  ASSERT_FALSE(bool(attachNetworkLayers(rows, "pools", 0, getNetwork(*module))));
  rows[0].measuredMs = 3 * predictRowMs(start, rows[0]);
  rows[1].measuredMs = predictRowMs(start, rows[1]);
  FitOptions options;
  options.rounds = 4;
  options.learned.trees = 0;
  options.sumWeight = 0;
  options.only = {"average_pooling"};
  llvm::Expected<FitResult> result = fitProfile(start, rows, options);
  ASSERT_TRUE(bool(result)) << llvm::toString(result.takeError());
  const PrecisionCalibration &fitted = *result->profile.getPrecisionCalibration(Precision::FP32);
  EXPECT_EQ(fitted.pooling, fp32.pooling);
  // A third of the rate or less: the launch is part of the measured time.
  EXPECT_LT(fitted.averagePooling, fp32.pooling / 3 * 1.01);
  EXPECT_GT(fitted.averagePooling, fp32.pooling / 5);
  EXPECT_NEAR(predictRowMs(result->profile, rows[0]) / rows[0].measuredMs, 1, 0.05);
  EXPECT_NEAR(predictRowMs(result->profile, rows[1]) / rows[1].measuredMs, 1, 1e-9);
  ASSERT_EQ(result->parameters.size(), 1u);
  EXPECT_EQ(result->parameters[0].start, fp32.pooling);
}

TEST(ProfileFit, UnknownParameterIsAnError) {
  llvm::Expected<DeviceProfile> h100 = lookupDevice("h100");
  ASSERT_TRUE(bool(h100));
  FitRow row;
  FitOptions options;
  options.only = {"convolution_sideways"};
  llvm::Expected<FitResult> result = fitProfile(*h100, {row}, options);
  ASSERT_FALSE(bool(result));
  EXPECT_NE(llvm::toString(result.takeError()).find("unknown parameter 'convolution_sideways'"),
            std::string::npos);
}

TEST(ProfileFit, CalibrationJsonRoundTrips) {
  // Both shipped profiles: the H200's sets the optional terms the H100's
  // leaves off (batch norm's call terms, the depthwise rates).
  for (const char *key : {"h100", "h200"}) {
    SCOPED_TRACE(key);
    llvm::Expected<DeviceProfile> device = lookupDevice(key);
    ASSERT_TRUE(bool(device));
    const PrecisionCalibration &fp32 = *device->getPrecisionCalibration(Precision::FP32);
    llvm::json::Object object = formatPrecisionCalibration(fp32);
    for (const std::string &name : getFitParameterNames()) {
      double value = *getCalibrationField(fp32, name);
      if (value == 0) {
        // Optional terms that are off are not written; required ones are 0.
        if (const llvm::json::Value *written = object.get(name)) {
          EXPECT_EQ(*written->getAsNumber(), 0.0) << name;
        }
        continue;
      }
      ASSERT_NE(object.get(name), nullptr) << name;
      EXPECT_NEAR(*object.getNumber(name), value, 1e-5 * value) << name;
    }
    EXPECT_EQ(*object.getNumber("filter_taps_exponent"), fp32.filterTapsExponent);
  }
  EXPECT_GT(lookupDevice("h200")->getPrecisionCalibration(Precision::FP32)->normalizationFloorUs,
            0);
}

} // namespace
