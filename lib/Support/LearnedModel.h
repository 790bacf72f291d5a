//===- LearnedModel.h - Boosted oblivious trees in a device profile -*- C++ -*-===//
//
// The library layers' learned efficiency (docs/cost-model.md, "The learned
// efficiency"): per pass, an ensemble of oblivious regression trees maps a
// layer's features to log(time / roofline), fitted by `netc calibrate
// --fit` on measured shapes (lib/CostModel/TreeFit.h) and stored in a
// profile's `calibrated.per_precision.<p>`: `learned_convolution` for
// cuDNN's convolution calls, `learned_batch_norm` for its batch norm (with
// the runtime's activation kernel after it), `learned_pooling` for its
// pooling, `learned_depthwise` for its depthwise convolutions,
// `learned_elementwise` for the reference's residual adds.
//
// An oblivious tree asks the same question at every node of a level: depth
// d is d (feature, threshold) pairs and 2^d leaves, the leaf's index the
// bits "feature > threshold" from the first level (most significant) to the
// last. Such trees are small to store and read, deterministic to fit, and
// regularise themselves (CatBoost's trees, for the design).
//
// Plain data and arithmetic: the features themselves are computed in
// lib/CostModel/LearnedConvolution.h and LearnedStreaming.h, which this
// layer does not know; the profile names the feature set it was fitted with,
// and the loader accepts only the set this netc computes.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_SUPPORT_LEARNEDMODEL_H
#define NETC_SUPPORT_LEARNEDMODEL_H

#include "llvm/ADT/ArrayRef.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace netc {

/// The convolution features, in order (LearnedConvolution.cpp computes
/// them). A profile fitted with another list is refused by name: the trees'
/// feature indices would mean something else.
inline constexpr const char *kLearnedConvolutionFeatureSet = "netc-convolution-features-1";
inline constexpr std::array<const char *, 23> kLearnedConvolutionFeatureNames = {
    "log_compute_roofline_ms", "log_memory_roofline_ms",  "log_compute_over_memory",
    "log_gemm_m",              "log_gemm_n",              "log_gemm_k",
    "log_batch",               "log_in_channels",         "log_out_channels",
    "filter_h",                "filter_w",                "stride_h",
    "stride_w",                "pad_total_h",             "pad_total_w",
    "log_out_pixels",          "log_in_pixels",           "in_channels_mod_8_zero",
    "out_channels_mod_8_zero", "in_channels_mod_4_zero",  "out_channels_mod_4_zero",
    "log_tile_waves",          "tile_wave_efficiency"};
inline constexpr size_t kNumLearnedConvolutionFeatures = kLearnedConvolutionFeatureNames.size();

/// The batch norm features, in order (LearnedStreaming.cpp computes them).
/// cuDNN's persistent NHWC kernel walks the channels in blocks of 64, so a
/// layer's time follows its pixels times its blocks, and the last block's
/// fill, more than its bytes.
inline constexpr const char *kLearnedBatchNormFeatureSet = "netc-batch-norm-features-1";
inline constexpr std::array<const char *, 12> kLearnedBatchNormFeatureNames = {
    "log_memory_roofline_ms", "log_elements",        "log_pixels",
    "log_channels",           "channel_blocks",      "log_pixel_blocks",
    "channel_block_fill",     "channels_mod_8_zero", "channels_mod_4_zero",
    "log_batch",              "log_image_pixels",    "activation_class"};
inline constexpr size_t kNumLearnedBatchNormFeatures = kLearnedBatchNormFeatureNames.size();

/// The pooling features, in order (LearnedStreaming.cpp computes them): the
/// window's overlap, the image and N·C (cuDNN's parallelism) decide more
/// than the bytes; a one-sided pad (a 3x3 stride-2 window on an even image)
/// ran cuDNN's max pool at 0.4-0.7 TB/s where a symmetric or no pad ran it
/// at 2.6-3.4 (features-2: the pooling sweep of 2026-11-30, H200).
inline constexpr const char *kLearnedPoolingFeatureSet = "netc-pooling-features-2";
inline constexpr std::array<const char *, 18> kLearnedPoolingFeatureNames = {
    "log_memory_roofline_ms", "log_input_elements", "log_output_elements",
    "log_input_pixels",       "log_output_pixels",  "window_h",
    "window_w",               "stride_h",           "stride_w",
    "padded",                 "max",                "global",
    "log_channels",           "log_batch",          "log_images_channels",
    "window_overlap",         "channels_mod_8_zero", "one_sided_pad"};
inline constexpr size_t kNumLearnedPoolingFeatures = kLearnedPoolingFeatureNames.size();

/// The depthwise convolution features, in order (LearnedStreaming.cpp
/// computes them): cuDNN's depthwise kernels follow the image, the filter
/// and the stride, and a one-sided pad (SAME with stride 2 on an even image)
/// sends the reference through a padded copy.
inline constexpr const char *kLearnedDepthwiseFeatureSet = "netc-depthwise-features-1";
inline constexpr std::array<const char *, 17> kLearnedDepthwiseFeatureNames = {
    "log_memory_roofline_ms", "log_input_elements", "log_output_elements",
    "log_input_pixels",       "log_output_pixels",  "filter_h",
    "filter_w",               "stride_h",           "stride_w",
    "pad_total_h",            "pad_total_w",        "one_sided_pad",
    "log_channels",           "log_batch",          "log_images_channels",
    "log_taps",               "channels_mod_8_zero"};
inline constexpr size_t kNumLearnedDepthwiseFeatures = kLearnedDepthwiseFeatureNames.size();

/// The features of an elementwise combination of two or more tensors (a
/// residual add, with or without its activation), in order
/// (LearnedStreaming.cpp computes them).
inline constexpr const char *kLearnedElementwiseFeatureSet = "netc-elementwise-features-1";
inline constexpr std::array<const char *, 9> kLearnedElementwiseFeatureNames = {
    "log_memory_roofline_ms", "log_elements", "log_channels", "log_image_pixels", "log_batch",
    "activation_class",       "inputs",       "kind",         "channels_mod_8_zero"};
inline constexpr size_t kNumLearnedElementwiseFeatures = kLearnedElementwiseFeatureNames.size();

/// One learned model's place in a profile: its field, the name of its
/// feature set and the features' names (the trees index them).
struct LearnedFeatureSet {
  const char *field;
  const char *name;
  llvm::ArrayRef<const char *> features;
  /// The layers it prices, for messages ("convolution", "batch norm").
  const char *layers;
};
inline const LearnedFeatureSet kLearnedConvolutionModel = {
    "learned_convolution", kLearnedConvolutionFeatureSet, kLearnedConvolutionFeatureNames,
    "convolution"};
inline const LearnedFeatureSet kLearnedBatchNormModel = {
    "learned_batch_norm", kLearnedBatchNormFeatureSet, kLearnedBatchNormFeatureNames,
    "batch norm"};
inline const LearnedFeatureSet kLearnedPoolingModel = {
    "learned_pooling", kLearnedPoolingFeatureSet, kLearnedPoolingFeatureNames, "pooling"};
inline const LearnedFeatureSet kLearnedDepthwiseModel = {
    "learned_depthwise", kLearnedDepthwiseFeatureSet, kLearnedDepthwiseFeatureNames,
    "depthwise convolution"};
inline const LearnedFeatureSet kLearnedElementwiseModel = {
    "learned_elementwise", kLearnedElementwiseFeatureSet, kLearnedElementwiseFeatureNames,
    "elementwise combination"};
/// Every learned model a profile may hold.
inline const LearnedFeatureSet *const kLearnedModels[] = {
    &kLearnedConvolutionModel, &kLearnedBatchNormModel, &kLearnedPoolingModel,
    &kLearnedDepthwiseModel, &kLearnedElementwiseModel};

/// The deepest tree a profile may hold (2^12 leaves).
inline constexpr size_t kMaxObliviousTreeDepth = 12;

struct ObliviousTree {
  /// One (feature, threshold) per level, first level first.
  std::vector<unsigned> features;
  std::vector<double> thresholds;
  /// 2^depth values.
  std::vector<double> leaves;

  size_t leafIndex(llvm::ArrayRef<double> x) const;
  double predict(llvm::ArrayRef<double> x) const { return leaves[leafIndex(x)]; }
};

/// base + the sum of the trees' leaves.
struct TreeEnsemble {
  double base = 0;
  std::vector<ObliviousTree> trees;
  /// The rows it was fitted on (reported, not used).
  size_t rows = 0;

  double predict(llvm::ArrayRef<double> x) const;
};

/// One learned model of one precision (`learned_convolution`,
/// `learned_batch_norm`): an ensemble per pass (forward, backward data,
/// backward filter), each optional.
struct LearnedPasses {
  /// Where the measurements came from ("designed sweep, H100, 2026-11-25").
  std::string source;
  std::optional<TreeEnsemble> passes[3];

  /// The ensemble of pass `index` (0 forward, 1 backward data, 2 backward
  /// filter), or null.
  const TreeEnsemble *getPass(int index) const {
    return index >= 0 && index < 3 && passes[index] ? &*passes[index] : nullptr;
  }
};

} // namespace netc

#endif // NETC_SUPPORT_LEARNEDMODEL_H
