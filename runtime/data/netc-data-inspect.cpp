//===- netc-data-inspect.cpp - Look inside weights and dataset files ------===//
//
//   netc-data-inspect FILE...              tensors of a .safetensors file, or
//                                          an IDX file's header (gzipped or not)
//   netc-data-inspect W.safetensors --plan plan.json
//                                          bind the weights to the plan's
//                                          layers: OK or every mismatch
//   netc-data-inspect --dataset DIR        the Fashion-MNIST splits in DIR
//                                          (or 'fashion-mnist')
//   netc-data-inspect W.safetensors --plan plan.json --reference DIR
//       [--images N] [--framework F.json]
//                                          classify the first N test images on
//                                          the CPU with the bound weights
//                                          (CpuReference.h); accuracy, and the
//                                          agreement with F.json's fp32
//                                          predictions (bench/train_fashion.py)
//   --stats                                min, max, mean of every tensor
//
// Exit status 0 when every file reads (and binds), 1 otherwise.
//
//===----------------------------------------------------------------------===//

#include "data/CpuReference.h"
#include "data/Idx.h"
#include "data/InputLimits.h"
#include "data/PlanWeights.h"
#include "data/Safetensors.h"
#include "data/Weights.h"

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

using namespace netc::data;

namespace {

void usage() {
  std::cout << "usage: netc-data-inspect [--stats] FILE...\n"
               "       netc-data-inspect WEIGHTS.safetensors --plan PLAN.json\n"
               "       netc-data-inspect --dataset DIR|fashion-mnist\n"
               "       netc-data-inspect WEIGHTS --plan PLAN --reference DIR|fashion-mnist\n"
               "                         [--images N] [--framework FRAMEWORK.json]\n"
               "\n"
               "Prints a safetensors file's metadata and tensors, or an IDX file's header\n"
               "(gzipped or not); with --plan, binds the weights to the plan's layers\n"
               "(docs/data.md) and prints each bound weight or every mismatch; with\n"
               "--dataset, reads both Fashion-MNIST splits and prints their sizes and\n"
               "label counts; with --reference, classifies the first N test images on the\n"
               "CPU (double accumulation) with the bound weights and prints the accuracy\n"
               "and the agreement with the framework's fp32 predictions.\n";
}

bool looksLikeIdx(const std::string &path) {
  // A directory or device fails here, not inside a stream read that throws.
  struct stat status;
  if (::stat(path.c_str(), &status) != 0 || !S_ISREG(status.st_mode))
    return false;
  std::ifstream in(path, std::ios::binary);
  unsigned char head[4] = {0xFF, 0xFF, 0xFF, 0xFF};
  in.read(reinterpret_cast<char *>(head), 4);
  return (head[0] == 0x1F && head[1] == 0x8B) || (head[0] == 0 && head[1] == 0);
}

void stats(const std::vector<float> &v) {
  if (v.empty())
    return;
  double lo = v[0], hi = v[0], sum = 0;
  for (float x : v) {
    lo = std::min<double>(lo, x);
    hi = std::max<double>(hi, x);
    sum += x;
  }
  std::printf("  min %.6g max %.6g mean %.6g", lo, hi, sum / v.size());
}

void inspectSafetensors(const std::string &path, bool withStats) {
  SafetensorsFile file = SafetensorsFile::read(path);
  std::printf("%s: safetensors, header %llu bytes, %zu tensors\n", path.c_str(),
              static_cast<unsigned long long>(file.headerSize()), file.tensors().size());
  for (const auto &[key, value] : file.metadata())
    std::printf("  metadata %s = %s\n", key.c_str(), value.c_str());
  std::printf("  layout convention: %s%s\n", conventionName(conventionOf(file)),
              file.metadata().count("layout") ? "" : " (no metadata: the default)");
  int64_t total = 0;
  for (const TensorInfo &t : file.tensors()) {
    std::printf("  %-40s %-5s %-22s %12llu bytes", t.name.c_str(), dtypeName(t.dtype),
                shapeString(t.shape).c_str(), static_cast<unsigned long long>(t.byteSize()));
    if (withStats && isFloatingDType(t.dtype))
      stats(file.toFloat(t));
    std::printf("\n");
    total += t.elementCount();
  }
  std::printf("  %lld elements\n", static_cast<long long>(total));
}

void inspectIdx(const std::string &path) {
  IdxArray a = readIdx(path);
  std::printf("%s: IDX%s, magic 0x0000%02x%02x, %s, dimensions %s\n", path.c_str(),
              a.gzipped ? " (gzipped)" : "", a.typeCode, static_cast<unsigned>(a.dims.size()),
              idxTypeName(a.typeCode), shapeString(a.dims).c_str());
  if (a.typeCode == 0x08 && a.dims.size() == 1) {
    std::vector<int64_t> counts(256, 0);
    for (uint8_t v : a.payload)
      ++counts[v];
    std::printf("  label counts:");
    for (int i = 0; i < 256; ++i)
      if (counts[i])
        std::printf(" %d:%lld", i, static_cast<long long>(counts[i]));
    std::printf("\n");
  } else if (a.typeCode == 0x08 && !a.payload.empty()) {
    double sum = 0;
    for (uint8_t v : a.payload)
      sum += v;
    std::printf("  mean byte %.4f (mean pixel after /255: %.6f)\n", sum / a.payload.size(),
                sum / a.payload.size() / 255.0);
  }
}

/// A JSON file read whole (regular files only) and checked for nesting and
/// syntax before it is built; DataError naming the file otherwise.
nlohmann::json readBoundedJson(const std::string &path) {
  std::string text = readFileBytes(path);
  netc::JsonStructure structure = netc::checkJsonStructure(text.begin(), text.end());
  if (!structure.error.empty())
    throw DataError(path + ": " + structure.error);
  return nlohmann::json::parse(text);
}

void runReference(const std::string &planPath, const BoundWeights &bound,
                  const std::string &datasetArgument, int64_t images,
                  const std::string &frameworkPath) {
  nlohmann::json plan = readBoundedJson(planPath);
  ImageDataset test = loadFashionMnist(resolveDatasetDir(datasetArgument), Split::Test);
  images = std::max<int64_t>(0, std::min(images, test.count));
  std::vector<float> x = test.imagesAsFloat(0, images);
  std::vector<float> logits = cpuForward(plan, bound, x, images);
  const int64_t classes = images ? static_cast<int64_t>(logits.size()) / images : 0;
  std::vector<int> predictions(images);
  int64_t correct = 0;
  for (int64_t n = 0; n < images; ++n) {
    const float *row = &logits[n * classes];
    predictions[n] = static_cast<int>(std::max_element(row, row + classes) - row);
    correct += predictions[n] == test.labels[n];
  }
  std::printf("cpu reference (double accumulation) on %lld test images: accuracy %.4f (%lld "
              "correct)\n",
              static_cast<long long>(images), images ? double(correct) / images : 0.0,
              static_cast<long long>(correct));
  if (frameworkPath.empty())
    return;
  nlohmann::json fw = readBoundedJson(frameworkPath);
  if (!fw.is_object() || !fw.contains("results"))
    throw DataError(frameworkPath + ": not a framework results file (bench/train_fashion.py)");
  for (auto it = fw["results"].begin(); it != fw["results"].end(); ++it) {
    std::vector<int> theirs = it.value().at("predictions").get<std::vector<int>>();
    int64_t agree = 0;
    for (int64_t n = 0; n < images && n < static_cast<int64_t>(theirs.size()); ++n)
      agree += theirs[n] == predictions[n];
    std::printf("  agreement with the framework's %s predictions: %lld of %lld\n",
                it.key().c_str(), static_cast<long long>(agree), static_cast<long long>(images));
  }
}

} // namespace

int main(int argc, char **argv) {
  std::vector<std::string> files;
  std::string plan, dataset, reference, framework;
  int64_t images = 10000;
  bool withStats = false;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "-h" || arg == "--help") {
      usage();
      return 0;
    } else if (arg == "--stats") {
      withStats = true;
    } else if ((arg == "--plan" || arg == "--dataset" || arg == "--reference" ||
                arg == "--framework") && i + 1 < argc) {
      (arg == "--plan" ? plan : arg == "--dataset" ? dataset : arg == "--reference" ? reference
                                                                                    : framework) =
          argv[++i];
    } else if (arg == "--images" && i + 1 < argc) {
      char *end = nullptr;
      errno = 0;
      images = std::strtoll(argv[++i], &end, 10);
      if (errno != 0 || end == argv[i] || *end != '\0' || images < 1) {
        std::cerr << "netc-data-inspect: --images: expected a positive integer, got '"
                  << argv[i] << "'\n";
        return 2;
      }
    } else if (!arg.empty() && arg[0] == '-') {
      std::cerr << "netc-data-inspect: unknown option '" << arg << "' (see --help)\n";
      return 2;
    } else {
      files.push_back(arg);
    }
  }
  if (files.empty() && dataset.empty()) {
    usage();
    return 2;
  }
  int status = 0;
  try {
    if (!dataset.empty()) {
      std::string dir = resolveDatasetDir(dataset);
      for (Split split : {Split::Train, Split::Test}) {
        ImageDataset set = loadFashionMnist(dir, split);
        std::vector<int64_t> counts(10, 0);
        for (uint8_t l : set.labels)
          ++counts[l];
        std::printf("%s: %lld images %lldx%lld (%s), labels (%s):", splitName(split),
                    static_cast<long long>(set.count), static_cast<long long>(set.rows),
                    static_cast<long long>(set.cols), set.imagesPath.c_str(),
                    set.labelsPath.c_str());
        for (int c = 0; c < 10; ++c)
          std::printf(" %d:%lld", c, static_cast<long long>(counts[c]));
        std::printf("\n");
      }
    }
  } catch (const DataError &e) {
    std::cerr << "error: " << e.what() << "\n";
    status = 1;
  }
  for (const std::string &path : files) {
    try {
      if (looksLikeIdx(path)) {
        inspectIdx(path);
      } else {
        inspectSafetensors(path, withStats);
        if (!plan.empty()) {
          SafetensorsFile file = SafetensorsFile::read(path);
          std::vector<ExpectedWeight> expected = expectedWeightsFromPlanFile(plan);
          BoundWeights bound = bindWeights(file, expected);
          std::printf("bound to %s (%s layout):\n", plan.c_str(),
                      conventionName(conventionOf(file)));
          for (const ExpectedWeight &w : expected) {
            std::printf("  %-30s %-5s %s", w.name.c_str(), w.layout.c_str(),
                        shapeString(w.shape).c_str());
            if (w.flattenedFromHWC)
              std::printf(" (columns from h, w, c = %lld, %lld, %lld)",
                          static_cast<long long>((*w.flattenedFromHWC)[0]),
                          static_cast<long long>((*w.flattenedFromHWC)[1]),
                          static_cast<long long>((*w.flattenedFromHWC)[2]));
            std::printf("\n");
          }
          if (!reference.empty())
            runReference(plan, bound, reference, images, framework);
        }
      }
    } catch (const DataError &e) {
      std::cerr << "error: " << e.what() << "\n";
      status = 1;
    } catch (const std::exception &e) {
      // A reader's bug must still end in a message naming the file.
      std::cerr << "error: " << path << ": " << e.what() << "\n";
      status = 1;
    }
  }
  return status;
}
