//===- netc-runtime.cpp - Run and time a plan on the GPU ------------------===//
//
//   netc-runtime device                 what the GPU and its libraries are
//   netc-runtime profile plan.json      every layer through cuDNN/cuBLAS,
//                                       predicted vs measured, per pass
//
// Exit status: 0 on success, 1 on an error (bad plan, no GPU, out of memory,
// a layer that failed), 2 on a bad command line.
//
//===----------------------------------------------------------------------===//

#include "Device.h"
#include "Format.h"
#include "Network.h"
#include "Plan.h"
#include "Profiler.h"
#include "Report.h"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>

using namespace netc::runtime;

namespace {

const char *const kUsage = R"(usage:
  netc-runtime device [--format text|json]
  netc-runtime profile PLAN.json [options]
  netc-runtime --help

device: the GPU's name, multiprocessors, memory, L2, clocks, and the CUDA
driver, cuDNN and cuBLAS versions.

profile: allocates the plan's buffers (checking first that they fit), fills
them with seeded random values, runs every layer through cuDNN and cuBLAS and
prints, per layer and pass, the predicted time from the plan, the measured
median time under cuDNN's heuristic and exhaustive-search algorithms, and the
model's error; then the full network pass and the error summary per pass.
Progress goes to stderr.

profile options:
  --direction forward|backward|both   passes to report (default both); forward
                                      allocates no gradients
  --precision fp32|tf32|bf16|fp16     default: the plan's (fp32 has TF32 off)
  --layout nhwc|nchw                  default: the plan's
  --iterations N                      timed runs per measurement (default 20)
  --warmup N                          untimed runs first (default 5)
  --workspace-mb N                    cuDNN workspace limit (default 1024)
  --seed N                            random initialisation seed (default 1)
  --format text|json|csv              output format (default text)
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
  int iterations = 20;
  int warmup = 5;
  long long workspaceMb = 1024;
  uint64_t seed = 1;
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

/// Options of the form "--name value"; returns the value of the option at
/// args[i] and advances i.
std::string optionValue(const std::vector<std::string> &args, size_t &i) {
  if (i + 1 >= args.size())
    throw UsageError{args[i] + " needs a value"};
  return args[++i];
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
    } else if (arg == "--iterations") {
      command.iterations = int(parseInteger(arg, optionValue(args, i), 1, 100000));
    } else if (arg == "--warmup") {
      command.warmup = int(parseInteger(arg, optionValue(args, i), 0, 100000));
    } else if (arg == "--workspace-mb") {
      command.workspaceMb = parseInteger(arg, optionValue(args, i), 0, 1 << 20);
    } else if (arg == "--seed") {
      command.seed = uint64_t(parseInteger(arg, optionValue(args, i), 0, INT64_MAX));
    } else if (arg == "--format") {
      command.format = optionValue(args, i);
      if (command.format != "text" && command.format != "json" && command.format != "csv")
        throw UsageError{"--format expects text, json or csv, got '" + command.format + "'"};
    } else if (arg == "-o") {
      command.outputPath = optionValue(args, i);
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
  return command;
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

int runProfile(const ProfileCommand &command, const std::string &commandLine) {
  Plan plan = readPlanFile(command.planPath);
  DeviceInfo device = queryDevice(0);
  Precision precision = command.precision.value_or(plan.precision);
  Layout layout = command.layout.value_or(plan.layout);

  LibraryHandles handles;
  ExecutionContext context(handles, precision, layout,
                           size_t(command.workspaceMb) << 20);
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
  options.iterations = command.iterations;
  options.warmup = command.warmup;
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
  run.seed = command.seed;
  run.memory = &memory;
  run.command = commandLine;

  std::ofstream file;
  if (!command.outputPath.empty()) {
    file.open(command.outputPath);
    if (!file)
      throw RuntimeError("cannot write '" + command.outputPath + "'");
  }
  std::ostream &out = command.outputPath.empty() ? std::cout : file;
  if (command.format == "json")
    printProfileJson(run, result, out);
  else if (command.format == "csv")
    printProfileCsv(run, result, out);
  else
    printProfileText(run, result, out);
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
      std::cout << kUsage;
      return 0;
    }
    std::vector<std::string> rest(args.begin() + 1, args.end());
    for (const std::string &arg : rest)
      if (arg == "--help" || arg == "-h") {
        std::cout << kUsage;
        return 0;
      }
    if (args[0] == "device")
      return runDevice(rest);
    if (args[0] == "profile")
      return runProfile(parseProfile(rest), commandLine);
    throw UsageError{"unknown command '" + args[0] + "'"};
  } catch (const UsageError &error) {
    std::cerr << "netc-runtime: error: " << error.message << "\n\n" << kUsage;
    return 2;
  } catch (const PlanError &error) {
    std::cerr << error.what() << "\n";
    return 1;
  } catch (const std::exception &error) {
    std::cerr << "netc-runtime: error: " << error.what() << "\n";
    return 1;
  }
}
