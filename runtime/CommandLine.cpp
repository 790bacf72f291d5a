//===- CommandLine.cpp - netc-runtime's commands and their options --------===//

#include "CommandLine.h"

#include "KernelModule.h"

#include <cstdint>
#include <iostream>
#include <sstream>
#include <stdexcept>

using namespace netc::runtime;

const char *const netc::runtime::kUsage = R"(usage:
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
optional comparison column. In the graph reference pooling runs cuDNN's
resample graphs (forward and backward, engines timed as above) and softmax a
graph of reductions where an engine supports it; where the graph cannot run a
layer it falls back to the legacy call, and the report names the call and the
reason per pass (as for LRN, which the graph API lacks). Other layers run as
docs/runtime.md lists; the report's `reference for KIND:` lines say which.

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
  --workspace-mb auto|N               cuDNN workspace limit in MiB (default auto:
                                      a quarter of the free GPU memory, 256 MiB
                                      to 16 GiB, as frameworks let cuDNN use)
  --reference graph|legacy            cuDNN's graph API, autotuned (default), or
                                      its legacy API
  --engine-search all|N               engine configs the graph reference builds
                                      and times per convolution, pooling or
                                      softmax pass: all of
                                      heuristic modes A, B and fallback
                                      (default), or the first N that build in
                                      that ranking (a framework's benchmark
                                      limit; seconds less per shape, for
                                      sweeps of many shapes)
  --engine-cache FILE                 keep each convolution pass's chosen engine
                                      configs in FILE (read first if it exists,
                                      written at the end): a pass FILE knows
                                      builds and times only those configs
                                      (seconds less per pass; the same GPU and
                                      cuDNN version only; not yet run on a GPU)
  --graph-pooling                     pooling and softmax through cuDNN's graph
                                      API too (resample; reductions), each
                                      layer falling back to the legacy call
                                      with the reason; default: the legacy
                                      calls (the graph path is not yet proven
                                      on a GPU in every case: docs/runtime.md)
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
  --workspace-mb auto|N               cuDNN workspace limit in MiB (default auto:
                                      a quarter of the free GPU memory, 256 MiB
                                      to 16 GiB, as frameworks let cuDNN use)
  --reference graph|legacy            the cuDNN path our kernels are checked and
                                      timed against (default graph)
  --engine-search all|N               as for profile (default all)
  --engine-cache FILE                 as for profile
  --graph-pooling                     as for profile
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
  --workspace-mb auto|N               cuDNN workspace limit in MiB (default auto:
                                      a quarter of the free GPU memory, 256 MiB
                                      to 16 GiB, as frameworks let cuDNN use)
  --seed N                            random initialisation seed (default 1)
  --format text|json                  output format (default text)
  -o FILE                             write the output to FILE
)";

namespace {

/// --timing, --iterations, --warmup and --launches-per-replay; true if the
/// current argument was one of them.
bool readTimingOption(ArgumentReader &args, TimingOptions &timing) {
  std::string method;
  long long number = 0;
  if (args.readValue("--timing", method)) {
    try {
      timing.method = parseTimingMethod(method);
    } catch (const std::invalid_argument &error) {
      throw UsageError{error.what()};
    }
  } else if (args.readInteger("--iterations", 1, 100000, number)) {
    timing.replays = int(number);
  } else if (args.readInteger("--warmup", 0, 100000, number)) {
    timing.warmupReplays = int(number);
  } else if (args.readInteger("--launches-per-replay", 1, 100000, number)) {
    timing.launchesPerReplay = int(number);
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

bool readReference(ArgumentReader &args, Reference &reference) {
  std::string value;
  if (!args.readChoice("--reference", {"graph", "legacy"}, value))
    return false;
  reference = *parseReference(value);
  return true;
}

/// A seed: any non-negative 64-bit integer.
bool readSeed(ArgumentReader &args, uint64_t &seed) {
  long long value = 0;
  if (!args.readInteger("--seed", 0, INT64_MAX, value))
    return false;
  seed = uint64_t(value);
  return true;
}

/// --engine-search all|N: 0 for all, else N engine configs (1 to 1000).
bool readEngineSearch(ArgumentReader &args, int &limit) {
  std::string text;
  if (!args.readValue("--engine-search", text))
    return false;
  limit = parseEngineSearchArgument(text);
  return true;
}

/// --workspace-mb auto|N: N MiB in bytes, or kAutomaticWorkspace.
bool readWorkspace(ArgumentReader &args, size_t &bytes) {
  std::string text;
  if (!args.readValue("--workspace-mb", text))
    return false;
  bytes = text == "auto" ? kAutomaticWorkspace
                         : size_t(parseIntegerArgument("--workspace-mb", text, 0, 1 << 20)) << 20;
  return true;
}

/// "fp32,bf16" -> the items, each checked by `parse`.
template <typename T>
std::vector<T> parseList(const std::string &option, const std::string &text,
                         std::optional<T> (*parse)(std::string_view), const char *expected) {
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

} // namespace

ProfileCommand netc::runtime::parseProfile(ArgumentReader args) {
  ProfileCommand command;
  while (!args.done()) {
    std::string value;
    if (args.readChoice("--direction", {"forward", "backward", "both"}, command.direction) ||
        readTimingOption(args, command.timing) ||
        readWorkspace(args, command.workspaceLimit) ||
        readEngineSearch(args, command.engineSearchLimit) ||
        readReference(args, command.reference) || readSeed(args, command.seed) ||
        args.readChoice("--format", {"text", "json", "csv"}, command.format) ||
        args.readValue("-o", command.outputPath) ||
        args.readValue("--framework", command.frameworkPath) ||
        args.readValue("--engine-cache", command.engineCachePath) ||
        args.readValue("--text", command.textPath)) {
      continue;
    } else if (args.readFlag("--graph-pooling")) {
      command.graphPooling = true;
    } else if (args.readValue("--precision", value)) {
      command.precision = parsePrecisionExactly(value);
      if (!command.precision)
        throw UsageError{"--precision expects fp32, tf32, bf16 or fp16, got '" + value + "'"};
    } else if (args.readValue("--layout", value)) {
      command.layout = parseLayoutExactly(value);
      if (!command.layout)
        throw UsageError{"--layout expects nhwc or nchw, got '" + value + "'"};
    } else if (args.atOption()) {
      throw UsageError{"unknown option '" + args.current() + "'"};
    } else if (command.planPath.empty()) {
      command.planPath = args.take();
    } else {
      throw UsageError{"one plan file expected, got '" + command.planPath + "' and '" +
                       args.current() + "'"};
    }
  }
  if (command.planPath.empty())
    throw UsageError{"profile needs a plan file"};
  checkTimingOptions(command.timing);
  return command;
}

RunCommand netc::runtime::parseRun(ArgumentReader args) {
  RunCommand command;
  RunOptions &options = command.options;
  while (!args.done()) {
    std::string value;
    long long images = 0;
    if (readTimingOption(args, options.timing) || readWorkspace(args, options.workspaceLimit) ||
        readEngineSearch(args, options.engineSearchLimit) ||
        readReference(args, options.reference) || readSeed(args, options.seed) ||
        args.readValue("--weights", command.weightsPath) ||
        args.readValue("--dataset", command.datasetPath) ||
        args.readValue("--framework-predictions", command.frameworkPath) ||
        args.readValue("--engine-cache", options.engineCachePath) ||
        args.readValue("--text", command.textPath) ||
        args.readChoice("--format", {"text", "json"}, command.format) ||
        args.readValue("-o", command.outputPath)) {
      continue;
    } else if (args.readFlag("--graph-pooling")) {
      options.graphPooling = true;
    } else if (args.readFlag("--check")) {
      options.check = true;
    } else if (args.readFlag("--no-check")) {
      options.check = false;
    } else if (args.readFlag("--no-cudnn")) {
      options.timeCudnn = false;
    } else if (args.readValue("--load", value)) {
      std::optional<LoadRoute> route = parseLoadRoute(value);
      if (!route)
        throw UsageError{"--load expects auto, cubin, ptx or nvrtc, got '" + value + "'"};
      options.route = *route;
    } else if (args.readInteger("--images", 1, INT64_MAX, images)) {
      command.images = images;
    } else if (args.atOption()) {
      throw UsageError{"unknown option '" + args.current() + "' for run"};
    } else if (command.planPath.empty()) {
      command.planPath = args.take();
    } else {
      throw UsageError{"one plan expected, got '" + command.planPath + "' and '" +
                       args.current() + "'"};
    }
  }
  if (command.planPath.empty())
    throw UsageError{"run needs a plan directory or plan.json"};
  if (command.datasetPath.empty() && (command.images > 0 || !command.frameworkPath.empty()))
    throw UsageError{"--images and --framework-predictions need --dataset"};
  checkTimingOptions(options.timing);
  return command;
}

CalibrateCommand netc::runtime::parseCalibrate(ArgumentReader args) {
  CalibrateCommand command;
  CalibrateOptions &options = command.options;
  while (!args.done()) {
    std::string value;
    long long number = 0;
    if (readWorkspace(args, options.workspaceLimit) || readSeed(args, options.seed) ||
        args.readChoice("--format", {"text", "json"}, command.format) ||
        args.readValue("-o", command.outputPath)) {
      continue;
    } else if (args.readInteger("--iterations", 1, 100000, number)) {
      options.iterations = int(number);
    } else if (args.readInteger("--warmup", 0, 100000, number)) {
      options.warmup = int(number);
    } else if (args.readInteger("--gemm-size", 256, 32768, number)) {
      options.gemmSize = int(number);
    } else if (args.readInteger("--copy-mb", 1, 1 << 20, number)) {
      options.copyBytes = uint64_t(number) << 20;
    } else if (args.readInteger("--launches-per-replay", 1, 100000, number)) {
      options.launchesPerReplay = int(number);
    } else if (args.readInteger("--sweep-iterations", 1, 100000, number)) {
      options.sweepIterations = int(number);
    } else if (args.readInteger("--sweep-warmup", 0, 100000, number)) {
      options.sweepWarmup = int(number);
    } else if (args.readValue("--sweep-precisions", value)) {
      options.sweepPrecisions = parseList<Precision>("--sweep-precisions", value,
                                                     parsePrecisionExactly, "fp32, tf32, bf16 or fp16");
    } else if (args.readValue("--sweep-layouts", value)) {
      options.sweepLayouts =
          parseList<Layout>("--sweep-layouts", value, parseLayoutExactly, "nhwc or nchw");
    } else if (args.readFlag("--no-convolutions")) {
      options.convolutions = false;
    } else {
      throw UsageError{"unknown argument '" + args.current() + "' for calibrate"};
    }
  }
  return command;
}

std::string netc::runtime::parseDevice(ArgumentReader args) {
  std::string format = "text";
  while (!args.done())
    if (!args.readChoice("--format", {"text", "json"}, format))
      throw UsageError{"unknown argument '" + args.current() + "' for device"};
  return format;
}
