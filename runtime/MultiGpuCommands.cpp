//===- MultiGpuCommands.cpp - netc-runtime collectives and train-dp -------===//

#include "MultiGpuCommands.h"
#include "Arguments.h"
#include "OutputFile.h"

#include "CollectiveBench.h"
#include "DataParallel.h"
#include "Plan.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>

namespace netc::runtime {

const char *const kMultiGpuUsage = R"(
collectives: NCCL all-reduce, reduce-scatter and all-gather over message sizes
from 1 KiB to 1 GiB (doubling) on 2, 4, 8 ... GPUs of this machine (as many as
it has), fp32, one communicator per GPU (ncclCommInitAll). Each time is the
median over replays of a CUDA graph of back-to-back calls, per call, with
NCCL's bus bandwidth. NCCL (libnccl.so.2, e.g. PyTorch's nvidia-nccl-cu13
wheel; bench/cuda-libs.sh finds it, or set NETC_NCCL_LIBRARY) is opened at
run time; NCCL_NVLS_ENABLE=0 is set unless the environment sets it. `netc
calibrate --interconnect` fits the JSON into the device profile.

collectives options:
  --gpus LIST                         GPU counts (default 2,4,8,... and all)
  --min-bytes N / --max-bytes N       message sizes (default 1024 / 1073741824)
  --launches N                        calls per replay (default 20)
  --replays N                         timed replays (default 5)
  --warmup N                          untimed calls first (default 3)
  --no-graphs                         eager calls between events, no graphs
  --format text|json                  output format (default text)
  -o FILE                             write the output to FILE

train-dp: the plan's training step data-parallel on n GPUs, one thread per
GPU, the plan's batch on each: forward, backward layer by layer with each
gradient bucket's ncclAllReduce on its own stream as soon as its last
gradient is ready, then the SGD update, captured into a CUDA graph per GPU
and replayed (--timing). Prints compute (the same steps without
all-reduces), the exposed communication and the iteration, beside netc
predict's (--prediction). With one GPU it runs with a one-rank communicator,
or without communication where NCCL is missing.

train-dp options:
  --gpus LIST                         GPU counts, each on GPUs 0..n-1, the
                                      networks set up once (default: all)
  --bucket-mb X                       gradient bucket size in MiB (default 25)
  --iterations N                      timed replays or steps (default 20)
  --warmup N                          untimed eager steps first (default 5)
  --timing graph|events               graph (default): each GPU captures
                                      --steps-per-replay steps (default 2)
                                      into a CUDA graph, replays timed
                                      (kernel-only); events: eager steps
                                      between events (host gaps included)
  --prediction FILE                   netc predict --format json --workers ...
  --no-nccl                           no all-reduce (one GPU only)
  --precision fp32|tf32|bf16|fp16     default: the plan's
  --layout nhwc|nchw                  default: the plan's
  --workspace-mb N                    cuDNN workspace limit (default 1024)
  --engine-search all|N               engine configs the graph reference times
                                      per convolution pass on each GPU (default
                                      all; 10 is PyTorch's cudnn.benchmark_limit
                                      and sets a net up in seconds, not minutes)
  --seed N                            random initialisation seed (default 1)
  --format text|json                  output format (default text)
  -o FILE                             write the output to FILE
)";

namespace {

/// Arguments.h's range checks and messages, their mistakes as this
/// command's usage errors (shown with the multi-GPU commands' usage).
template <typename Parse> auto asMultiGpuUsage(Parse parse) {
  try {
    return parse();
  } catch (const UsageError &error) {
    throw MultiGpuUsageError(error.message);
  }
}

long long parseInteger(const std::string &option, const std::string &text, long long minimum,
                       long long maximum) {
  return asMultiGpuUsage([&] { return parseIntegerArgument(option, text, minimum, maximum); });
}

std::string optionValue(const std::vector<std::string> &args, size_t &i) {
  if (i + 1 >= args.size())
    throw MultiGpuUsageError(args[i] + " needs a value");
  return args[++i];
}

/// --gpus 2,4,8: GPU counts from 1 to 1024, appended to `counts` (the flag
/// may be given more than once); at least one in all.
void appendGpuCounts(const std::string &value, std::vector<int> &counts) {
  std::stringstream list(value);
  std::string item;
  while (std::getline(list, item, ','))
    counts.push_back(int(parseInteger("--gpus", item, 1, 1024)));
  if (counts.empty())
    throw MultiGpuUsageError("--gpus needs at least one GPU count");
}

std::string parseFormat(const std::string &value) {
  if (value != "text" && value != "json")
    throw MultiGpuUsageError("--format expects text or json, got '" + value + "'");
  return value;
}

int runCollectives(const std::vector<std::string> &args) {
  CollectiveOptions options;
  std::string format = "text", outputPath;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string &arg = args[i];
    if (arg == "--gpus") {
      appendGpuCounts(optionValue(args, i), options.gpuCounts);
    } else if (arg == "--min-bytes") {
      options.minBytes = size_t(parseInteger(arg, optionValue(args, i), 64, 1LL << 34));
    } else if (arg == "--max-bytes") {
      options.maxBytes = size_t(parseInteger(arg, optionValue(args, i), 64, 1LL << 34));
    } else if (arg == "--launches") {
      options.launches = int(parseInteger(arg, optionValue(args, i), 1, 10000));
    } else if (arg == "--replays") {
      options.replays = int(parseInteger(arg, optionValue(args, i), 1, 10000));
    } else if (arg == "--warmup") {
      options.warmup = int(parseInteger(arg, optionValue(args, i), 0, 10000));
    } else if (arg == "--no-graphs") {
      options.graphs = false;
    } else if (arg == "--format") {
      format = parseFormat(optionValue(args, i));
    } else if (arg == "-o") {
      outputPath = optionValue(args, i);
    } else {
      throw MultiGpuUsageError("unknown argument '" + arg + "' for collectives");
    }
  }
  if (options.minBytes > options.maxBytes)
    throw MultiGpuUsageError("--min-bytes exceeds --max-bytes");
  // Opened before any measuring; written whole or not at all.
  OutputFile output(outputPath, {});
  CollectiveResult result = measureCollectives(options, std::cerr);
  if (format == "json")
    output.stream() << collectivesJson(result).dump(2) << "\n";
  else
    printCollectivesText(result, output.stream());
  output.commit();
  return 0;
}

int runTrainDp(const std::vector<std::string> &args, const std::string &commandLine) {
  DataParallelOptions options;
  std::string planPath, format = "text", outputPath;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string &arg = args[i];
    if (arg == "--gpus") {
      appendGpuCounts(optionValue(args, i), options.gpuCounts);
    } else if (arg == "--bucket-mb") {
      std::string value = optionValue(args, i);
      char *end = nullptr;
      options.bucketMiB = std::strtod(value.c_str(), &end);
      if (value.empty() || *end || !(options.bucketMiB >= 0))
        throw MultiGpuUsageError("--bucket-mb expects a size of 0 or more MiB, got '" + value +
                                 "'");
    } else if (arg == "--iterations") {
      options.iterations = int(parseInteger(arg, optionValue(args, i), 1, 100000));
    } else if (arg == "--warmup") {
      options.warmup = int(parseInteger(arg, optionValue(args, i), 0, 100000));
    } else if (arg == "--prediction") {
      options.predictionPath = optionValue(args, i);
    } else if (arg == "--timing") {
      std::string value = optionValue(args, i);
      if (value != "graph" && value != "events")
        throw MultiGpuUsageError("--timing expects graph or events, got '" + value + "'");
      options.timing = value == "graph" ? TimingMethod::Graph : TimingMethod::Events;
    } else if (arg == "--steps-per-replay") {
      options.stepsPerReplay = int(parseInteger(arg, optionValue(args, i), 1, 1000));
    } else if (arg == "--no-nccl") {
      options.nccl = false;
    } else if (arg == "--precision") {
      std::string value = optionValue(args, i);
      options.precision = parsePrecisionExactly(value);
      if (!options.precision)
        throw MultiGpuUsageError("--precision expects fp32, tf32, bf16 or fp16, got '" + value +
                                 "'");
    } else if (arg == "--layout") {
      std::string value = optionValue(args, i);
      options.layout = parseLayoutExactly(value);
      if (!options.layout)
        throw MultiGpuUsageError("--layout expects nhwc or nchw, got '" + value + "'");
    } else if (arg == "--workspace-mb") {
      options.workspaceLimit = size_t(parseInteger(arg, optionValue(args, i), 0, 1 << 20)) << 20;
    } else if (arg == "--engine-search") {
      std::string value = optionValue(args, i);
      options.engineSearchLimit =
          asMultiGpuUsage([&] { return parseEngineSearchArgument(value); });
    } else if (arg == "--seed") {
      options.seed = uint64_t(parseInteger(arg, optionValue(args, i), 0, INT64_MAX));
    } else if (arg == "--format") {
      format = parseFormat(optionValue(args, i));
    } else if (arg == "-o") {
      outputPath = optionValue(args, i);
    } else if (!arg.empty() && arg[0] == '-') {
      throw MultiGpuUsageError("unknown option '" + arg + "' for train-dp");
    } else if (planPath.empty()) {
      planPath = arg;
    } else {
      throw MultiGpuUsageError("one plan expected, got '" + planPath + "' and '" + arg + "'");
    }
  }
  if (planPath.empty())
    throw MultiGpuUsageError("train-dp needs a plan file");
  if (!options.nccl && (options.gpuCounts.empty() ||
                        *std::max_element(options.gpuCounts.begin(), options.gpuCounts.end()) > 1))
    throw MultiGpuUsageError("--no-nccl runs one GPU only (--gpus 1)");
  Plan plan = readPlanFile(planPath);
  // -o naming the plan or the prediction is refused; a failed run leaves an
  // existing file as it was.
  OutputFile output(outputPath, {plan.path, options.predictionPath});
  std::vector<DataParallelResult> results = runDataParallel(plan, options, std::cerr);
  for (DataParallelResult &result : results)
    result.command = commandLine;
  if (format == "json")
    output.stream() << dataParallelJson(results).dump(2) << "\n";
  else
    printDataParallelText(results, output.stream());
  output.commit();
  return 0;
}

} // namespace

int runMultiGpuCommand(const std::string &command, const std::vector<std::string> &args,
                       const std::string &commandLine) {
  if (command == "collectives")
    return runCollectives(args);
  return runTrainDp(args, commandLine);
}

} // namespace netc::runtime
