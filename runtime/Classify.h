//===- Classify.h - A dataset through the network: ours and cuDNN's answers -*- C++ -*-===//
//
// `netc-runtime run DIR --weights W --dataset D` (issue 6): the dataset's
// images go through the plan in batches of the plan's batch, once on netc's
// kernels (KernelNetwork::forward) and once on the cuDNN/cuBLAS reference of
// every launch chained layer after layer (ReferenceChain: the same
// LaunchReference runners the per-launch check uses, in inference mode, with
// the same stored weights, each launch's inputs the reference's own outputs
// of the layers that produce them). The predicted class of an image is the
// argmax of the classifier's logits: the input of the network's final
// softmax when the output is a softmax (a rounded probability can tie, a
// logit rarely does), else the network output itself. Ties go to the lower
// class, as torch.argmax does.
//
// A last partial batch is padded with zero images whose outputs are ignored.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_CLASSIFY_H
#define NETC_RUNTIME_CLASSIFY_H

#include "KernelNetwork.h"
#include "Statistics.h"

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace netc::runtime {

/// A framework's predictions for the same images (bench/train_fashion.py's
/// `results.<precision>.predictions`).
struct FrameworkPredictions {
  std::string name;            ///< "PyTorch fp32"
  std::vector<int> predictions;
  std::optional<double> accuracy; ///< as the framework reported it (all its images)
};

/// The images, already preprocessed, and what to compare with.
struct DatasetInput {
  std::string description;     ///< "fashion-mnist test split (DIR), images 0..9999"
  int64_t images = 0;
  int64_t height = 0, width = 0, channels = 0;
  std::vector<float> pixels;   ///< images x H x W x C, NHWC
  std::vector<int> labels;
  std::vector<FrameworkPredictions> frameworks;
  std::string frameworkPath;
};

struct Agreement {
  std::string with;
  int64_t agree = 0, compared = 0;
  std::vector<int64_t> firstDisagreements; ///< image indices, at most 10
};

struct ClassifyResult {
  std::string dataset;
  int64_t images = 0, batch = 0, batches = 0, paddedImages = 0;
  std::string logitsLayer;   ///< where the argmax reads
  std::string outputLayer;
  int64_t classes = 0;
  std::vector<int> ours, cudnn;
  int64_t oursCorrect = 0, cudnnCorrect = 0;
  bool cudnnRan = false;
  std::string cudnnFailure;
  std::vector<Agreement> agreements; ///< ours vs cuDNN, ours vs each framework, cuDNN vs each
  std::vector<FrameworkPredictions> frameworks; ///< names and accuracies (predictions dropped)
  std::vector<int64_t> frameworkCorrect;        ///< on these images
  double logitsMaxAbsDifference = 0, logitsRelativeL2 = 0; ///< ours vs cuDNN
  double oursForwardMs = 0, cudnnForwardMs = 0; ///< every batch's forward, events, no copies
  double oursAccuracy() const { return images ? double(oursCorrect) / double(images) : 0; }
  double cudnnAccuracy() const { return images ? double(cudnnCorrect) / double(images) : 0; }
};

/// Runs the dataset through `network` (weights and module loaded) and
/// through cuDNN (unless `withCudnn` is false). Throws RuntimeError on a
/// shape mismatch or a failed launch.
ClassifyResult classifyDataset(KernelNetwork &network, const ExecutionContext &context,
                               const DatasetInput &dataset, bool withCudnn,
                               std::ostream &progress);

/// Index of the largest value of values[first, first + count); ties: the first.
int argmaxOf(const float *values, int64_t count);

/// Agreement of two prediction lists over their common prefix.
Agreement agreementOf(const std::string &with, const std::vector<int> &a,
                      const std::vector<int> &b);

} // namespace netc::runtime

#endif // NETC_RUNTIME_CLASSIFY_H
