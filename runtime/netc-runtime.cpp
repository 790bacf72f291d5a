//===- netc-runtime.cpp - Run and time a plan on the GPU ------------------===//
//
//   netc-runtime device                 what the GPU and its libraries are
//   netc-runtime profile plan.json      every layer through cuDNN/cuBLAS,
//                                       predicted vs measured, per pass
//   netc-runtime calibrate              the GPU's ceilings for the cost model
//   netc-runtime run PLAN_DIR           a version-2 plan on netc's own kernels:
//                                       checked against cuDNN, timed beside it
//   netc-runtime collectives            NCCL collectives on every GPU
//   netc-runtime train-dp PLAN          data-parallel training on every GPU
//                                       (MultiGpuCommands.h)
//
// Exit status: 0 on success, 1 on an error (bad plan, no GPU, out of memory,
// a layer that failed), 2 on a bad command line.
//
//===----------------------------------------------------------------------===//

#include "CommandLine.h"
#include "Calibrate.h"
#include "Classify.h"
#include "Device.h"
#include "EngineCache.h"
#include "Format.h"
#include "KernelRun.h"
#include "MultiGpuCommands.h"
#include "Network.h"
#include "OutputFile.h"
#include "Plan.h"
#include "Profiler.h"
#include "Report.h"

#include "data/DataError.h"
#include "data/Idx.h"
#include "data/InputLimits.h"
#include "data/PlanWeights.h"
#include "data/Safetensors.h"
#include "data/Weights.h"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <sstream>

using namespace netc::runtime;

namespace {

int runCalibrate(const CalibrateCommand &command) {
  // Open the output first: a bad path should not cost minutes of measuring.
  OutputFile output(command.outputPath, {});
  CalibrationResult result = runCalibration(command.options, std::cerr);
  if (command.format == "json")
    output.stream() << calibrationJson(result).dump(2) << "\n";
  else
    printCalibrationText(result, output.stream());
  output.commit();
  return 0;
}

int runDevice(const std::string &format) {
  DeviceInfo device = queryDevice(0);
  if (format == "json")
    std::cout << deviceJson(device).dump(2) << "\n";
  else
    printDevice(device, std::cout);
  return 0;
}

/// --weights: the safetensors file bound to the plan's underived weights
/// (runtime/data: names by layer, PyTorch layouts converted). Every mismatch
/// is reported at once by bindWeights (a DataError naming file and tensors).
std::unique_ptr<HostWeights> loadTrainedWeights(const std::string &path, const Plan &plan) {
  netc::data::SafetensorsFile file = netc::data::SafetensorsFile::read(path);
  std::vector<netc::data::ExpectedWeight> expected =
      netc::data::expectedWeightsFromPlanFile(plan.path);
  netc::data::BoundWeights bound = netc::data::bindWeights(file, expected);
  std::cerr << "netc-runtime: weights: " << bound.size() << " tensors from " << path
            << " bound to " << plan.path << " (file layout "
            << netc::data::conventionName(netc::data::conventionOf(file)) << ")\n";
  return std::make_unique<HostWeights>(
      "trained: " + path + " (" + netc::data::conventionName(netc::data::conventionOf(file)) +
          " layout, " + std::to_string(bound.size()) + " tensors)",
      std::move(bound));
}

/// --framework-predictions: bench/train_fashion.py's <net>-framework.json
/// (results.<precision>.{predictions, accuracy}), or a plain array of classes,
/// or {"predictions": [...]}. Every precision the file holds is compared;
/// fp32 first.
std::vector<FrameworkPredictions> readFrameworkPredictions(const std::string &path,
                                                           int64_t images) {
  // Read whole (regular files only) and checked for nesting before it is
  // built: a deeply nested file would exhaust the stack.
  std::string text;
  try {
    text = netc::data::readFileBytes(path);
  } catch (const netc::data::DataError &error) {
    throw RuntimeError(std::string(error.what()) + " (the framework's predictions)");
  }
  netc::JsonStructure structure = netc::checkJsonStructure(text.begin(), text.end());
  if (!structure.error.empty())
    throw RuntimeError(path + ": " + structure.error);
  nlohmann::json document;
  try {
    document = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception &error) {
    throw RuntimeError(path + ": not JSON: " + error.what());
  }
  auto classes = [&](const nlohmann::json &list, const std::string &where) {
    if (!list.is_array())
      throw RuntimeError(path + ": " + where + " is not an array of classes");
    std::vector<int> result;
    for (const nlohmann::json &item : list) {
      // A class past int's range would wrap in get<int>() and compare equal
      // to a real one.
      if (!item.is_number_integer() || item.get<int64_t>() < 0 ||
          item.get<int64_t>() > INT32_MAX)
        throw RuntimeError(path + ": " + where + " holds " + netc::describeJson(item) +
                           ", not a class index");
      result.push_back(item.get<int>());
    }
    if (int64_t(result.size()) < images)
      throw RuntimeError(path + ": " + where + " holds " + std::to_string(result.size()) +
                         " predictions but " + std::to_string(images) + " images are classified");
    return result;
  };
  std::string framework = "framework";
  if (document.is_object() && document.contains("torch"))
    framework = "PyTorch";
  std::vector<FrameworkPredictions> result;
  if (document.is_array()) {
    result.push_back({framework, classes(document, "the array"), std::nullopt});
  } else if (document.is_object() && document.contains("results") &&
             document["results"].is_object()) {
    std::vector<std::string> order = {"fp32"};
    for (auto &item : document["results"].items())
      if (item.key() != "fp32")
        order.push_back(item.key());
    for (const std::string &precision : order) {
      if (!document["results"].contains(precision))
        continue;
      const nlohmann::json &entry = document["results"][precision];
      if (!entry.is_object() || !entry.contains("predictions"))
        continue;
      FrameworkPredictions predictions{framework + " " + precision,
                                       classes(entry["predictions"],
                                               "results." + precision + ".predictions"),
                                       std::nullopt};
      if (entry.contains("accuracy") && entry["accuracy"].is_number())
        predictions.accuracy = entry["accuracy"].get<double>();
      result.push_back(std::move(predictions));
    }
  } else if (document.is_object() && document.contains("predictions")) {
    result.push_back({framework, classes(document["predictions"], "predictions"), std::nullopt});
  }
  if (result.empty())
    throw RuntimeError(path + ": no predictions found (expected results.<precision>.predictions, "
                              "a \"predictions\" array, or an array of classes)");
  return result;
}

/// --dataset [--images N] [--framework-predictions F]: the test split,
/// preprocessed as the trainer did (byte / 255, NHWC).
DatasetInput loadDataset(const RunCommand &command, const Plan &plan) {
  std::string directory = netc::data::resolveDatasetDir(command.datasetPath);
  netc::data::ImageDataset images = netc::data::loadFashionMnist(directory, netc::data::Split::Test);
  int64_t count = command.images > 0 ? command.images : images.count;
  if (count > images.count)
    throw RuntimeError("--images " + std::to_string(count) + ": the test split of " + directory +
                       " has " + std::to_string(images.count) + " images");
  DatasetInput dataset;
  dataset.description = "test split of " + directory + ", images 0.." + std::to_string(count - 1);
  dataset.images = count;
  dataset.height = images.rows;
  dataset.width = images.cols;
  dataset.channels = 1;
  dataset.pixels = images.imagesAsFloat(0, count);
  dataset.labels.assign(images.labels.begin(), images.labels.begin() + count);
  if (!command.frameworkPath.empty()) {
    dataset.frameworkPath = command.frameworkPath;
    dataset.frameworks = readFrameworkPredictions(command.frameworkPath, count);
  }
  std::cerr << "netc-runtime: dataset: " << dataset.description << " (" << images.imagesPath
            << ")\n";
  (void)plan;
  return dataset;
}

int runRun(const RunCommand &command, const std::string &commandLine) {
  Plan plan = readPlanFile(command.planPath);
  if (!plan.executable())
    throw RuntimeError(plan.path + ": a version-" + std::to_string(plan.version) +
                       " plan has no kernels to run; `netc lower` writes version-2 plans "
                       "(`netc-runtime profile` runs version 1 through cuDNN)");
  // A bad output path should not cost minutes of measuring; -o naming an
  // input is refused, and a failed run leaves an existing file as it was.
  OutputFile file(command.outputPath, {plan.path, command.weightsPath,
                                       command.frameworkPath, command.textPath});
  std::optional<OutputFile> text;
  if (!command.textPath.empty())
    text.emplace(command.textPath,
                 std::vector<std::string>{plan.path, command.weightsPath, command.frameworkPath},
                 "--text");
  // Weights, dataset and the framework's predictions are read and checked
  // before the GPU is touched: a file that does not match stops here.
  RandomWeights random(command.options.seed);
  std::unique_ptr<HostWeights> trained;
  WeightSource *weights = &random;
  if (!command.weightsPath.empty()) {
    trained = loadTrainedWeights(command.weightsPath, plan);
    weights = trained.get();
  }
  RunOptions options = command.options;
  std::optional<DatasetInput> dataset;
  if (!command.datasetPath.empty()) {
    if (command.weightsPath.empty())
      std::cerr << "netc-runtime: note: --dataset without --weights classifies with random "
                   "weights\n";
    dataset = loadDataset(command, plan);
    options.dataset = &*dataset;
  }
  DeviceInfo device = queryDevice(0);
  RunResult result = runKernelPlan(plan, device, options, *weights, std::cerr);
  result.command = commandLine;
  std::ostream &out = file.stream();
  if (command.format == "json")
    printRunJson(result, out);
  else
    printRunText(result, out);
  file.commit();
  if (text) {
    printRunText(result, text->stream());
    text->commit();
  }
  if (result.failures()) {
    std::cerr << "netc-runtime: error: " << result.checks.summary()
              << (result.networkOutputFailure.empty() ? "" : "; " + result.networkOutputFailure)
              << "\n";
    for (const std::string &launch : result.checks.uncheckedLaunches)
      std::cerr << "  unchecked: " << launch << "\n";
    return 1;
  }
  return 0;
}

int runProfile(const ProfileCommand &command, const std::string &commandLine) {
  Plan plan = readPlanFile(command.planPath);
  Precision precision = command.precision.value_or(plan.precision);
  Layout layout = command.layout.value_or(plan.layout);
  // Read the framework's times before minutes of measuring, not after. A
  // column measured in another precision would compare different arithmetic.
  std::optional<FrameworkTimes> framework;
  if (!command.frameworkPath.empty()) {
    framework = readFrameworkTimes(command.frameworkPath, plan);
    if (!framework->precision.empty() && framework->precision != getPrecisionName(precision))
      throw RuntimeError("--framework " + command.frameworkPath + " was measured in " +
                         framework->precision + " but this run is " + getPrecisionName(precision));
  }
  // A bad path should not cost minutes of measuring; --text naming an input
  // is refused, and a failed profile leaves an existing file as it was.
  std::optional<OutputFile> text;
  if (!command.textPath.empty())
    text.emplace(command.textPath,
                 std::vector<std::string>{plan.path, command.frameworkPath, command.outputPath},
                 "--text");
  DeviceInfo device = queryDevice(0);

  // A version-2 plan: netc's own kernels first (their memory is freed before
  // cuDNN's buffers are allocated), shown in the "ours ms" column of the
  // forward rows, a launch on the first layer it computes.
  std::map<std::string, double> ours;
  std::string oursModule;
  if (plan.executable()) {
    if (precision != plan.precision || layout != Layout::NHWC)
      std::cerr << "netc-runtime: note: netc's kernels run in the plan's "
                << getPrecisionName(plan.precision) << " and nhwc; the cuDNN columns in "
                << getPrecisionName(precision) << " and " << getLayoutName(layout) << "\n";
    RunOptions runOptions;
    runOptions.timing = command.timing;
    runOptions.seed = command.seed;
    for (const LaunchResult &launch :
         timeKernelLaunches(plan, device, runOptions, std::cerr, &oursModule))
      if (launch.ours)
        ours[plan.launches[launch.index].layers.front()] = launch.ours->median;
  }

  LibraryHandles handles;
  size_t freeAtStart = 0, totalAtStart = 0;
  NETC_CUDA_CHECK(cudaMemGetInfo(&freeAtStart, &totalAtStart));
  ExecutionContext context(handles, precision, layout,
                           resolveWorkspaceLimit(command.workspaceLimit, freeAtStart));
  context.reference = command.reference;
  context.engineSearchLimit = command.engineSearchLimit;
  context.graphPooling = command.graphPooling;
  std::optional<EngineCache> engineCache = EngineCache::open(
      command.engineCachePath, device.name, cudnnVersionText(device.cudnnVersion), std::cerr);
  if (engineCache)
    context.engineCache = &*engineCache;
  NetworkOptions networkOptions;
  networkOptions.backward = command.direction != "forward";
  networkOptions.seed = command.seed;
  Network network(plan, context, networkOptions);

  // Free memory after the libraries loaded their kernels and handles.
  size_t freeBytes = 0, totalBytes = 0;
  NETC_CUDA_CHECK(cudaMemGetInfo(&freeBytes, &totalBytes));
  const MemoryPlan &memory =
      network.planMemory(freeBytes, totalBytes, device.l2CacheBytes, device.name);
  std::cerr << "netc-runtime: " << plan.layers.size() << " layers, "
            << formatBytes(memory.totalBytes) << " of " << formatBytes(freeBytes)
            << " free GPU memory\n";
  if (!memory.note.empty())
    std::cerr << "netc-runtime: note: " << memory.note << "\n";
  network.allocateAndInitialise();

  ProfileOptions options;
  options.timing = command.timing;
  options.reportForward = command.direction != "backward";
  options.reportBackward = command.direction != "forward";
  ProfileResult result = profileNetwork(network, context, options, std::cerr);
  std::optional<EngineCacheSummary> engineCacheSummary;
  if (engineCache)
    engineCacheSummary = engineCache->close(command.engineCachePath, std::cerr);

  RunDescription run;
  run.planPath = command.planPath;
  run.plan = &plan;
  run.device = device;
  run.precision = precision;
  run.layout = layout;
  run.direction = command.direction;
  run.workspaceLimitBytes = context.workspaceLimit;
  run.reference = command.reference;
  run.engineSearchLimit = command.engineSearchLimit;
  run.graphPooling = command.graphPooling;
  run.engineCache = engineCacheSummary;
  run.seed = command.seed;
  run.memory = &memory;
  run.command = commandLine;
  if (plan.executable()) {
    run.ours = &ours;
    run.oursModule = oursModule;
  }
  if (framework)
    run.framework = &*framework;

  OutputFile file(command.outputPath, {plan.path, command.frameworkPath, command.textPath});
  std::ostream &out = file.stream();
  if (command.format == "json")
    printProfileJson(run, result, out);
  else if (command.format == "csv")
    printProfileCsv(run, result, out);
  else
    printProfileText(run, result, out);
  file.commit();
  if (text) {
    printProfileText(run, result, text->stream());
    text->commit();
  }
  if (result.failures) {
    std::cerr << "netc-runtime: error: " << result.failures
              << " layer pass(es) failed (listed in the output)\n";
    return 1;
  }
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  installCrashReport("netc-runtime");
  std::vector<std::string> args(argv + 1, argv + argc);
  std::string commandLine = "netc-runtime";
  for (const std::string &arg : args)
    commandLine += " " + arg;
  try {
    if (args.empty())
      throw UsageError{"no command given"};
    if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
      std::cout << kUsage << kMultiGpuUsage;
      return 0;
    }
    std::vector<std::string> rest(args.begin() + 1, args.end());
    for (const std::string &arg : rest)
      if (arg == "--help" || arg == "-h") {
        std::cout << kUsage << kMultiGpuUsage;
        return 0;
      }
    if (args[0] == "device")
      return runDevice(parseDevice(ArgumentReader(rest)));
    if (args[0] == "profile")
      return runProfile(parseProfile(ArgumentReader(rest)), commandLine);
    if (args[0] == "calibrate")
      return runCalibrate(parseCalibrate(ArgumentReader(rest)));
    if (args[0] == "run")
      return runRun(parseRun(ArgumentReader(rest)), commandLine);
    if (args[0] == "collectives" || args[0] == "train-dp")
      return runMultiGpuCommand(args[0], rest, commandLine);
    throw UsageError{"unknown command '" + args[0] + "'"};
  } catch (const UsageError &error) {
    std::cerr << "netc-runtime: error: " << error.message << "\n\n" << kUsage;
    return 2;
  } catch (const MultiGpuUsageError &error) {
    std::cerr << "netc-runtime: error: " << error.what() << "\n\n" << kUsage << kMultiGpuUsage;
    return 2;
  } catch (const PlanError &error) {
    std::cerr << error.what() << "\n";
    return 1;
  } catch (const std::exception &error) {
    std::cerr << "netc-runtime: error: " << error.what() << "\n";
    return 1;
  }
}
