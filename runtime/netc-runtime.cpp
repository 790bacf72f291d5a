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

#include "Calibrate.h"
#include "Classify.h"
#include "Device.h"
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

const char *const kUsage = R"(usage:
  netc-runtime device [--format text|json]
  netc-runtime profile PLAN.json [options]
  netc-runtime calibrate [options]
  netc-runtime run PLAN_DIR|PLAN.json [options]
  netc-runtime collectives [options]
  netc-runtime train-dp PLAN.json [options]
  netc-runtime --help

device: the GPU's name, multiprocessors, memory, L2, clocks, and the CUDA
driver, cuDNN and cuBLAS versions.

profile: allocates the plan's buffers (checking first that they fit), fills
them with seeded random values, runs every layer through cuDNN and cuBLAS and
prints, per layer and pass, the predicted time from the plan, the measured
median time under cuDNN's heuristic and exhaustive-search algorithms, and the
model's error; then the full network pass (the forward pass and the training
step, each one CUDA graph) and the error summary per pass. Progress goes to
stderr.

Timing (profile and run): kernel-only. A measurement enqueues the layer's
pass (or the launch) L times, on rotating buffer copies whose total exceeds
twice the L2 (profile) or with a read-only sweep of 2 x L2 before each launch
whose time is excluded (run), captures the L calls in one CUDA graph and
replays it: per-launch time = replay time / L, median over the replays.
The "host ms" column is the host wall-clock of one eager call (enqueue only),
reported apart and never compared. A library call that cannot be captured
fails that measurement with a message; nothing falls back to event timing.

The reference (--reference, profile and run): `graph` (default) runs
convolutions through cuDNN's graph API (the cuDNN frontend, what PyTorch and
JAX call): per layer and pass every engine config of heuristic modes A, B and
fallback that builds within the workspace limit is timed on the layer's
buffers and the fastest kept ("find"); "heuristic" is mode A's first; bias and
activation are fused into the forward graph where an engine supports it. In
fp32 engines on tensor cores (TF32) are excluded. Inner products run through
cuBLASLt (bias/ReLU epilogues; cuBLASLt's top heuristic results timed, the
fastest kept). `legacy` runs cuDNN's deprecated legacy API instead
(cudnnGet*_v7 heuristic, cudnnFind*Ex search) and cublasGemmEx, as an
optional comparison column. Other layers run as docs/runtime.md lists.

profile options:
  --direction forward|backward|both   passes to report (default both); forward
                                      allocates no gradients
  --precision fp32|tf32|bf16|fp16     default: the plan's (fp32 has TF32 off)
  --layout nhwc|nchw                  default: the plan's
  --timing graph|events               graph (default): kernel-only, the
                                      launches captured in a CUDA graph and
                                      replayed; events: the old method,
                                      events around each eager call
                                      (host-inclusive, for comparison only)
  --iterations N                      timed replays per measurement (default 10;
                                      5 or more for reported numbers)
  --warmup N                          untimed replays first (default 2)
  --launches-per-replay N             launches captured in one graph (default
                                      20; below 20 warns: the replay's own
                                      overhead is then spread over too few)
  --workspace-mb N                    cuDNN workspace limit (default 1024)
  --reference graph|legacy            cuDNN's graph API, autotuned (default), or
                                      its legacy API
  --seed N                            random initialisation seed (default 1)
  --framework FILE                    add a framework's per-layer times (the
                                      JSON bench/pytorch_column.py writes) as
                                      a column beside cuDNN's
  --format text|json|csv              output format (default text)
  -o FILE                             write the output to FILE
  --text FILE                         also write the text report to FILE (one
                                      run, two forms)

run: a version-2 plan (written by `netc lower`) on netc's own kernels. Loads
the module (the cubin when it was built for this GPU, else the PTX through the
driver's JIT, else kernels.cu through NVRTC), allocates the arena (poisoned
with NaN) and the weights (seeded random values; batch norms folded as the
plan derives them), runs one forward pass and checks that every network
output was written, then per launch: fresh random inputs, our kernel against
the same layer(s) through cuDNN/cuBLAS in inference mode (relative L2 error
<= 1e-5 fp32, 2e-3 tf32 and fp16, 1e-2 bf16, and no unwritten element), and
both timed side by side; then the whole forward pass on our kernels and the
reference's forward over the same launches, each one CUDA graph. Exit status
1 if any check or launch failed, or (unless --no-check) any launch could not
be checked (its reference could not be built): every launch is checked or the
run fails.

With --weights the network runs with trained weights (safetensors, matched by
layer name; PyTorch's names and layouts are converted, docs/data.md); a file
that does not match the plan (a missing, extra or mis-shaped tensor) stops
the run before the GPU is touched, naming every such tensor (exit 1). With
--dataset the test images run through the network on netc's kernels and on
the same layers through cuDNN/cuBLAS (inference mode, the same weights), in
batches of the plan's batch (a last partial batch is padded with zero images
whose outputs are ignored): the predicted class is the argmax of the logits
(the final softmax's input), and the report gives both accuracies, how many
predictions agree, and with --framework-predictions the agreement with the
trainer's predictions.

run options:
  --timing graph|events               graph (default): kernel-only, the
                                      launches captured in a CUDA graph and
                                      replayed; events: the old method,
                                      events around each eager call
                                      (host-inclusive, for comparison only)
  --iterations N                      timed replays per measurement (default 10;
                                      5 or more for reported numbers)
  --warmup N                          untimed replays first (default 2)
  --launches-per-replay N             launches captured in one graph (default
                                      20; below 20 warns: the replay's own
                                      overhead is then spread over too few)
  --check / --no-check                compare every launch with cuDNN (default on)
  --no-cudnn                          do not time cuDNN (with --no-check: ours only)
  --load auto|cubin|ptx|nvrtc         how to load the module (default auto)
  --workspace-mb N                    cuDNN workspace limit (default 1024)
  --reference graph|legacy            the cuDNN path our kernels are checked and
                                      timed against (default graph)
  --seed N                            random weights and inputs (default 1)
  --weights FILE.safetensors          trained weights instead of random ones
  --dataset DIR|fashion-mnist         classify the test split (IDX files)
  --images N                          the first N test images (default all)
  --framework-predictions FILE.json   the trainer's predictions
                                      (bench/train_fashion.py's <net>-framework.json:
                                      results.<precision>.predictions), compared
  --format text|json                  output format (default text)
  -o FILE                             write the output to FILE
  --text FILE                         also write the text report to FILE

calibrate: measures what the cost model's device profile calls "calibrated"
(docs/devices.md): GEMM ceilings through cublasGemmEx (fp32 with TF32 off,
tf32, bf16, fp16), the fp16 rate of the CUDA cores, device memory bandwidth
(a device-to-device copy), launch overhead (empty kernels back to back),
memory-bound cuDNN operations, and every cuDNN convolution algorithm on a
sweep of shapes. `netc calibrate` turns the JSON into a device profile.

Calibrate's times are kernel-only (CUDA graph replays, median per launch; a
replay holds --launches-per-replay launches, or fewer once it holds 2 ms of
work); the launch overhead is host + GPU by definition (events around rounds
of eager launches, and launch + synchronise on the host clock).

calibrate options:
  --iterations N                      timed replays of each ceiling (default 20)
  --warmup N                          untimed replays first (default 5)
  --launches-per-replay N             most launches in one graph (default 20)
  --gemm-size N                       m = n = k of the GEMMs (default 8192)
  --copy-mb N                         MiB copied (default 1024)
  --sweep-iterations N                timed runs per convolution algorithm and
                                      memory-bound operation (default 5)
  --sweep-warmup N                    untimed runs first (default 2)
  --sweep-precisions LIST             comma-separated (default fp32,bf16)
  --sweep-layouts LIST                comma-separated (default nhwc,nchw)
  --no-convolutions                   skip the convolution sweep
  --workspace-mb N                    cuDNN workspace limit (default 1024)
  --seed N                            random initialisation seed (default 1)
  --format text|json                  output format (default text)
  -o FILE                             write the output to FILE
)";

struct UsageError {
  std::string message;
};

struct ProfileCommand {
  std::string planPath;
  std::string direction = "both";
  std::optional<Precision> precision;
  std::optional<Layout> layout;
  TimingOptions timing;
  long long workspaceMb = 1024;
  Reference reference = Reference::Graph;
  uint64_t seed = 1;
  std::string format = "text";
  std::string outputPath;
  std::string frameworkPath;
  std::string textPath;
};

struct RunCommand {
  std::string planPath;
  RunOptions options;
  std::string weightsPath, datasetPath, frameworkPath;
  std::string textPath; ///< --text: also the text report (with --format json)
  int64_t images = -1; ///< -1: all
  std::string format = "text";
  std::string outputPath;
};

struct CalibrateCommand {
  CalibrateOptions options;
  std::string format = "text";
  std::string outputPath;
};

long long parseInteger(const std::string &option, const std::string &text, long long minimum,
                       long long maximum) {
  char *end = nullptr;
  errno = 0;
  long long value = std::strtoll(text.c_str(), &end, 10);
  if (text.empty() || *end || errno || value < minimum || value > maximum)
    throw UsageError{option + " expects an integer from " + std::to_string(minimum) + " to " +
                     std::to_string(maximum) + ", got '" + text + "'"};
  return value;
}

std::string optionValue(const std::vector<std::string> &args, size_t &i);

/// --timing, --iterations, --warmup and --launches-per-replay; true if
/// args[i] was one of them (then i is advanced past its value).
bool parseTimingOption(const std::vector<std::string> &args, size_t &i, TimingOptions &timing) {
  const std::string &arg = args[i];
  if (arg == "--timing") {
    try {
      timing.method = parseTimingMethod(optionValue(args, i));
    } catch (const std::invalid_argument &error) {
      throw UsageError{error.what()};
    }
  } else if (arg == "--iterations") {
    timing.replays = int(parseInteger(arg, optionValue(args, i), 1, 100000));
  } else if (arg == "--warmup") {
    timing.warmupReplays = int(parseInteger(arg, optionValue(args, i), 0, 100000));
  } else if (arg == "--launches-per-replay") {
    timing.launchesPerReplay = int(parseInteger(arg, optionValue(args, i), 1, 100000));
  } else {
    return false;
  }
  return true;
}

/// Rejects what cannot work and warns on stderr about numbers not to report.
void checkTimingOptions(const TimingOptions &timing) {
  try {
    for (const std::string &warning : validateTimingOptions(timing))
      std::cerr << "netc-runtime: warning: " << warning << "\n";
  } catch (const std::invalid_argument &error) {
    throw UsageError{error.what()};
  }
}

/// Options of the form "--name value"; returns the value of the option at
/// args[i] and advances i.
std::string optionValue(const std::vector<std::string> &args, size_t &i) {
  if (i + 1 >= args.size())
    throw UsageError{args[i] + " needs a value"};
  return args[++i];
}

Reference referenceOption(const std::vector<std::string> &args, size_t &i) {
  std::string value = optionValue(args, i);
  std::optional<Reference> reference = parseReference(value);
  if (!reference)
    throw UsageError{"--reference expects graph or legacy, got '" + value + "'"};
  return *reference;
}

ProfileCommand parseProfile(const std::vector<std::string> &args) {
  ProfileCommand command;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string &arg = args[i];
    if (arg == "--direction") {
      command.direction = optionValue(args, i);
      if (command.direction != "forward" && command.direction != "backward" &&
          command.direction != "both")
        throw UsageError{"--direction expects forward, backward or both, got '" +
                         command.direction + "'"};
    } else if (arg == "--precision") {
      std::string value = optionValue(args, i);
      command.precision = parsePrecision(value);
      if (!command.precision)
        throw UsageError{"--precision expects fp32, tf32, bf16 or fp16, got '" + value + "'"};
    } else if (arg == "--layout") {
      std::string value = optionValue(args, i);
      command.layout = parseLayout(value);
      if (!command.layout)
        throw UsageError{"--layout expects nhwc or nchw, got '" + value + "'"};
    } else if (parseTimingOption(args, i, command.timing)) {
      continue;
    } else if (arg == "--workspace-mb") {
      command.workspaceMb = parseInteger(arg, optionValue(args, i), 0, 1 << 20);
    } else if (arg == "--reference") {
      command.reference = referenceOption(args, i);
    } else if (arg == "--seed") {
      command.seed = uint64_t(parseInteger(arg, optionValue(args, i), 0, INT64_MAX));
    } else if (arg == "--format") {
      command.format = optionValue(args, i);
      if (command.format != "text" && command.format != "json" && command.format != "csv")
        throw UsageError{"--format expects text, json or csv, got '" + command.format + "'"};
    } else if (arg == "-o") {
      command.outputPath = optionValue(args, i);
    } else if (arg == "--framework") {
      command.frameworkPath = optionValue(args, i);
    } else if (arg == "--text") {
      command.textPath = optionValue(args, i);
    } else if (!arg.empty() && arg[0] == '-') {
      throw UsageError{"unknown option '" + arg + "'"};
    } else if (command.planPath.empty()) {
      command.planPath = arg;
    } else {
      throw UsageError{"one plan file expected, got '" + command.planPath + "' and '" + arg +
                       "'"};
    }
  }
  if (command.planPath.empty())
    throw UsageError{"profile needs a plan file"};
  checkTimingOptions(command.timing);
  return command;
}

RunCommand parseRun(const std::vector<std::string> &args) {
  RunCommand command;
  RunOptions &options = command.options;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string &arg = args[i];
    if (parseTimingOption(args, i, options.timing)) {
      continue;
    } else if (arg == "--check") {
      options.check = true;
    } else if (arg == "--no-check") {
      options.check = false;
    } else if (arg == "--no-cudnn") {
      options.timeCudnn = false;
    } else if (arg == "--load") {
      std::string value = optionValue(args, i);
      std::optional<LoadRoute> route = parseLoadRoute(value);
      if (!route)
        throw UsageError{"--load expects auto, cubin, ptx or nvrtc, got '" + value + "'"};
      options.route = *route;
    } else if (arg == "--workspace-mb") {
      options.workspaceLimit = size_t(parseInteger(arg, optionValue(args, i), 0, 1 << 20)) << 20;
    } else if (arg == "--reference") {
      options.reference = referenceOption(args, i);
    } else if (arg == "--seed") {
      options.seed = uint64_t(parseInteger(arg, optionValue(args, i), 0, INT64_MAX));
    } else if (arg == "--weights") {
      command.weightsPath = optionValue(args, i);
    } else if (arg == "--dataset") {
      command.datasetPath = optionValue(args, i);
    } else if (arg == "--images") {
      command.images = parseInteger(arg, optionValue(args, i), 1, INT64_MAX);
    } else if (arg == "--framework-predictions") {
      command.frameworkPath = optionValue(args, i);
    } else if (arg == "--text") {
      command.textPath = optionValue(args, i);
    } else if (arg == "--format") {
      command.format = optionValue(args, i);
      if (command.format != "text" && command.format != "json")
        throw UsageError{"--format expects text or json, got '" + command.format + "'"};
    } else if (arg == "-o") {
      command.outputPath = optionValue(args, i);
    } else if (!arg.empty() && arg[0] == '-') {
      throw UsageError{"unknown option '" + arg + "' for run"};
    } else if (command.planPath.empty()) {
      command.planPath = arg;
    } else {
      throw UsageError{"one plan expected, got '" + command.planPath + "' and '" + arg + "'"};
    }
  }
  if (command.planPath.empty())
    throw UsageError{"run needs a plan directory or plan.json"};
  if (command.datasetPath.empty() && (command.images > 0 || !command.frameworkPath.empty()))
    throw UsageError{"--images and --framework-predictions need --dataset"};
  checkTimingOptions(options.timing);
  return command;
}

/// "fp32,bf16" -> the items, each checked by `parse`.
template <typename T>
std::vector<T> parseList(const std::string &option, const std::string &text,
                         std::optional<T> (*parse)(const std::string &), const char *expected) {
  std::vector<T> items;
  std::stringstream stream(text);
  std::string item;
  while (std::getline(stream, item, ',')) {
    std::optional<T> value = parse(item);
    if (!value)
      throw UsageError{option + " expects a comma-separated list of " + expected + ", got '" +
                       item + "'"};
    items.push_back(*value);
  }
  if (items.empty())
    throw UsageError{option + " needs at least one item"};
  return items;
}

CalibrateCommand parseCalibrate(const std::vector<std::string> &args) {
  CalibrateCommand command;
  CalibrateOptions &options = command.options;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string &arg = args[i];
    if (arg == "--iterations") {
      options.iterations = int(parseInteger(arg, optionValue(args, i), 1, 100000));
    } else if (arg == "--warmup") {
      options.warmup = int(parseInteger(arg, optionValue(args, i), 0, 100000));
    } else if (arg == "--gemm-size") {
      options.gemmSize = int(parseInteger(arg, optionValue(args, i), 256, 32768));
    } else if (arg == "--copy-mb") {
      options.copyBytes = uint64_t(parseInteger(arg, optionValue(args, i), 1, 1 << 20)) << 20;
    } else if (arg == "--launches-per-replay") {
      options.launchesPerReplay = int(parseInteger(arg, optionValue(args, i), 1, 100000));
    } else if (arg == "--sweep-iterations") {
      options.sweepIterations = int(parseInteger(arg, optionValue(args, i), 1, 100000));
    } else if (arg == "--sweep-warmup") {
      options.sweepWarmup = int(parseInteger(arg, optionValue(args, i), 0, 100000));
    } else if (arg == "--sweep-precisions") {
      options.sweepPrecisions = parseList<Precision>(arg, optionValue(args, i), parsePrecision,
                                                     "fp32, tf32, bf16 or fp16");
    } else if (arg == "--sweep-layouts") {
      options.sweepLayouts =
          parseList<Layout>(arg, optionValue(args, i), parseLayout, "nhwc or nchw");
    } else if (arg == "--no-convolutions") {
      options.convolutions = false;
    } else if (arg == "--workspace-mb") {
      options.workspaceLimit = size_t(parseInteger(arg, optionValue(args, i), 0, 1 << 20)) << 20;
    } else if (arg == "--seed") {
      options.seed = uint64_t(parseInteger(arg, optionValue(args, i), 0, INT64_MAX));
    } else if (arg == "--format") {
      command.format = optionValue(args, i);
      if (command.format != "text" && command.format != "json")
        throw UsageError{"--format expects text or json, got '" + command.format + "'"};
    } else if (arg == "-o") {
      command.outputPath = optionValue(args, i);
    } else {
      throw UsageError{"unknown argument '" + arg + "' for calibrate"};
    }
  }
  return command;
}

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

int runDevice(const std::vector<std::string> &args) {
  std::string format = "text";
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--format")
      format = optionValue(args, i);
    else
      throw UsageError{"unknown argument '" + args[i] + "' for device"};
  }
  if (format != "text" && format != "json")
    throw UsageError{"--format expects text or json, got '" + format + "'"};
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
    if (!framework->precision.empty() && framework->precision != precisionName(precision))
      throw RuntimeError("--framework " + command.frameworkPath + " was measured in " +
                         framework->precision + " but this run is " + precisionName(precision));
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
                << precisionName(plan.precision) << " and nhwc; the cuDNN columns in "
                << precisionName(precision) << " and " << layoutName(layout) << "\n";
    RunOptions runOptions;
    runOptions.timing = command.timing;
    runOptions.seed = command.seed;
    for (const LaunchResult &launch :
         timeKernelLaunches(plan, device, runOptions, std::cerr, &oursModule))
      if (launch.ours)
        ours[plan.launches[launch.index].layers.front()] = launch.ours->median;
  }

  LibraryHandles handles;
  ExecutionContext context(handles, precision, layout,
                           size_t(command.workspaceMb) << 20);
  context.reference = command.reference;
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

  RunDescription run;
  run.planPath = command.planPath;
  run.plan = &plan;
  run.device = device;
  run.precision = precision;
  run.layout = layout;
  run.direction = command.direction;
  run.workspaceLimitBytes = context.workspaceLimit;
  run.reference = command.reference;
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
      return runDevice(rest);
    if (args[0] == "profile")
      return runProfile(parseProfile(rest), commandLine);
    if (args[0] == "calibrate")
      return runCalibrate(parseCalibrate(rest));
    if (args[0] == "run")
      return runRun(parseRun(rest), commandLine);
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
