//===- Profile.cpp - `netc profile` -------------------------------------===//
//
// netc profile FILE --device h100 [--precision ...] [--direction ...]
//
// The compiler side of profiling: predict every layer and pass with netc's
// model, write plan.json (docs/plan-format.md) and hand it to netc-runtime,
// the MLIR-free program beside netc that runs each layer through cuDNN on
// the GPU at hand, times it and prints prediction beside measurement.
// --emit-plan stops after writing the plan (no GPU needed).
//
//===----------------------------------------------------------------------===//

#include "Commands.h"
#include "Driver/LowerToDirectory.h"
#include "CostModel/NetcModel.h"
#include "Target/Plan/PlanWriter.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace netc;

namespace netc {
cl::OptionCategory profileCategory("Profiling");
} // namespace netc

namespace {

cl::opt<std::string> profileDevice(
    "device",
    cl::desc("The device profile the predictions are for (devices/*.json key; "
             "default h100). The runtime measures whatever GPU it runs on and "
             "prints its name beside the profile's"),
    cl::value_desc("name"), cl::init("h100"), cl::cat(profileCategory),
    cl::sub(profileCommand));

cl::opt<std::string> profilePrecision(
    "precision", cl::desc("fp32 (TF32 off, default), tf32, bf16 or fp16"),
    cl::value_desc("name"), cl::init("fp32"), cl::cat(profileCategory),
    cl::sub(profileCommand));

cl::opt<std::string> profileLayout("layout", cl::desc("nhwc (default) or nchw"),
                                   cl::value_desc("name"), cl::init("nhwc"),
                                   cl::cat(profileCategory), cl::sub(profileCommand));

cl::opt<std::string> profileDirection(
    "direction",
    cl::desc("forward, backward (both gradients of every layer) or both (default: "
             "the whole training pass)"),
    cl::value_desc("name"), cl::init("both"), cl::cat(profileCategory),
    cl::sub(profileCommand));

cl::opt<int> iterations("iterations",
                        cl::desc("Timed runs per layer and pass; the median is "
                                 "reported (default: the runtime's)"),
                        cl::value_desc("N"), cl::init(0), cl::cat(profileCategory),
                        cl::sub(profileCommand));

cl::opt<int> warmup("warmup", cl::desc("Untimed runs first (default: the runtime's)"),
                    cl::value_desc("N"), cl::init(-1), cl::cat(profileCategory),
                    cl::sub(profileCommand));

cl::opt<int64_t> profileWorkspaceMiB(
    "workspace-mb",
    cl::desc("Workspace limit for the model's and cuDNN's algorithms, MiB "
             "(default 1024)"),
    cl::value_desc("MiB"), cl::init(1024), cl::cat(profileCategory),
    cl::sub(profileCommand));

cl::opt<std::string> emitPlan(
    "emit-plan",
    cl::desc("Write plan.json here and stop: nothing runs, no GPU is needed"),
    cl::value_desc("file"), cl::cat(profileCategory), cl::sub(profileCommand));

cl::opt<bool> profileOurs(
    "ours",
    cl::desc("Also lower the network to netc's own kernels and time each beside cuDNN: the "
             "'ours' column (default on; NHWC only; --ours=false profiles cuDNN alone)"),
    cl::init(true), cl::cat(profileCategory), cl::sub(profileCommand));
cl::opt<std::string> profileTarget(
    "target", cl::desc("Target of netc's kernels for the 'ours' column (default: the "
                       "--device profile's)"),
    cl::init(""), cl::cat(profileCategory), cl::sub(profileCommand));

} // namespace

int netc::runProfile(mlir::MLIRContext &context, CompilerDiagnostics &diagnostics) {
  if (inputFiles.size() != 1) {
    errs() << "netc profile: expected one network file (.json or .mlir), got "
           << inputFiles.size() << "\n";
    return 1;
  }
  Expected<DeviceProfile> device = lookupDevice(profileDevice);
  if (!device) {
    errs() << "netc profile: " << toString(device.takeError()) << "\n";
    return 1;
  }
  Expected<Precision> precision = parsePrecisionOption(profilePrecision);
  if (!precision) {
    errs() << "netc profile: " << toString(precision.takeError()) << "\n";
    return 1;
  }
  Expected<Layout> layout = parseLayoutOption(profileLayout);
  if (!layout) {
    errs() << "netc profile: " << toString(layout.takeError()) << "\n";
    return 1;
  }
  if (profileDirection != "forward" && profileDirection != "backward" &&
      profileDirection != "both") {
    errs() << "netc profile: --direction: expected forward, backward or both, got '"
           << profileDirection << "'\n";
    return 1;
  }

  mlir::OwningOpRef<mlir::ModuleOp> module =
      loadNetwork(inputFiles.front(), context, loadOptionsFromCommandLine());
  if (!module)
    return 1;
  net::NetworkOp network = getNetwork(*module);
  ModelOptions options;
  options.precision = *precision;
  options.layout = *layout;
  options.workspaceLimitBytes = profileWorkspaceMiB * (int64_t(1) << 20);
  json::Value plan = buildLayerPlan(network, inputFiles.front(), *device, options);
  if (diagnostics.sawError())
    return 1;

  SmallString<256> planPath(emitPlan);
  // The 'ours' column: a version-2 plan (the same layers and predictions,
  // plus netc's kernels) instead of the version-1 one.
  SmallString<256> kernelDirectory;
  if (emitPlan.empty() && profileOurs && *layout == Layout::NHWC) {
    Expected<CompileOptions> options =
        resolveCompileOptions(profileTarget, profilePrecision, *device);
    if (!options)
      errs() << "netc profile: " << toString(options.takeError()) << "\n";
    // The lowering rewrites the module it is given: the profile keeps its own.
    mlir::OwningOpRef<mlir::ModuleOp> lowered = module->clone();
    if (options && !sys::fs::createUniqueDirectory("netc-profile", kernelDirectory) &&
        lowerNetworkInto(*lowered, inputFiles.front(), kernelDirectory,
                         LowerSettings{std::move(*options), /*compile=*/true, /*quiet=*/true,
                                       /*convVariant=*/std::nullopt})) {
      planPath = kernelDirectory;
      sys::path::append(planPath, "plan.json");
    } else {
      errs() << "netc profile: warning: netc's kernels are not available for this network "
                "(see above); profiling cuDNN only\n";
      if (!kernelDirectory.empty())
        sys::fs::remove_directories(kernelDirectory);
      kernelDirectory.clear();
    }
  }
  if (planPath.empty()) {
    if (std::error_code error = sys::fs::createTemporaryFile("netc-plan", "json", planPath)) {
      errs() << "netc profile: cannot create a temporary plan: " << error.message() << "\n";
      return 1;
    }
  }
  if (kernelDirectory.empty()) {
    // --emit-plan naming the network file destroyed it.
    std::string planText = formatv("{0:2}", plan).str() + "\n";
    if (!writeOutputFile("netc profile", planPath, planText))
      return 1;
  }
  if (!emitPlan.empty())
    return 0;

  std::string runtime = findRuntimeBinary();
  if (runtime.empty()) {
    errs() << "netc profile: netc-runtime was not built beside netc (it needs the CUDA "
              "toolkit and cuDNN); the plan is at "
           << planPath << "; use --emit-plan to keep it and run it on a GPU machine\n";
    return 1;
  }
  std::vector<std::string> arguments = {runtime,          "profile",
                                        std::string(planPath), "--direction",
                                        profileDirection, "--precision",
                                        profilePrecision, "--layout",
                                        profileLayout,    "--workspace-mb",
                                        std::to_string(profileWorkspaceMiB)};
  if (iterations > 0)
    arguments.insert(arguments.end(), {"--iterations", std::to_string(iterations)});
  if (warmup >= 0)
    arguments.insert(arguments.end(), {"--warmup", std::to_string(warmup)});
  if (outputFormat != OutputFormat::Text)
    arguments.insert(arguments.end(),
                     {"--format", outputFormat == OutputFormat::Json ? "json" : "csv"});
  if (outputFile != "-")
    arguments.insert(arguments.end(), {"-o", outputFile});
  SmallVector<StringRef> argv(arguments.begin(), arguments.end());
  std::string error;
  int status = sys::ExecuteAndWait(runtime, argv, /*Env=*/std::nullopt, {}, 0, 0, &error);
  if (!kernelDirectory.empty())
    sys::fs::remove_directories(kernelDirectory);
  else
    sys::fs::remove(planPath);
  if (status < 0) {
    errs() << "netc profile: could not run " << runtime << ": " << error << "\n";
    return 1;
  }
  return status;
}
