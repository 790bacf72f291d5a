//===- Lower.cpp - `netc lower` and `netc run` ----------------------------===//
//
// lower: net dialect -> -net-fold-inference -> -convert-net-to-kern ->
// -kern-plan-buffers -> CUDA emitter, then the target's compiler:
//   sm_75 and later  nvcc -cubin and -ptx (what the installed CUDA builds);
//   older (sm_61)    clang's CUDA front end and LLVM's NVPTX back end to PTX,
//                    which the driver JIT-compiles on any newer GPU.
// The directory gets kernels.cu, netc_kernels.cuh, kernels.mlir (the kernel
// IR, for reading), the compiled code and plan.json version 2.
//
// run: lower into a temporary directory and hand it to netc-runtime run.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"

#include "Conversion/Passes.h"
#include "CostModel/NetcModel.h"
#include "Kernel/Transforms/Passes.h"
#include "Net/Transforms/Passes.h"
#include "Target/Cuda/CudaEmitter.h"
#include "Target/Cuda/KernelCatalog.h"
#include "Target/Plan/PlanWriter.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace netc;

namespace {
cl::OptionCategory lowerCategory("Lowering");

cl::opt<std::string> lowerTarget(
    "target", cl::desc("GPU to generate for: sm_61 (Pascal: SIMT kernels, PTX through LLVM), "
                       "sm_75, sm_80, sm_86, sm_89, sm_90 (default; netc run: the GPU at hand)"),
    cl::init("sm_90"), cl::cat(lowerCategory), cl::sub(lowerCommand), cl::sub(runCommand));
cl::opt<std::string> lowerPrecision(
    "precision", cl::desc("fp32 (default; CUDA cores), tf32, bf16 or fp16 (tensor cores "
                          "on sm_80 and later; 16-bit storage for bf16 and fp16)"),
    cl::init("fp32"), cl::cat(lowerCategory), cl::sub(lowerCommand), cl::sub(runCommand));
cl::opt<std::string> lowerDevice(
    "device", cl::desc("Device profile the cost model chooses kernels with (default h100; a "
                       "key from devices/ or a .json path)"),
    cl::init("h100"), cl::cat(lowerCategory), cl::sub(lowerCommand), cl::sub(runCommand));
cl::opt<bool> noCompile("no-compile",
                        cl::desc("Write kernels.cu and plan.json only: no nvcc or clang"),
                        cl::cat(lowerCategory), cl::sub(lowerCommand));
cl::opt<std::string> runWeights(
    "weights", cl::desc("Trained weights (.safetensors, matched by layer name; PyTorch's "
                        "layouts converted) instead of random ones"),
    cl::value_desc("file"), cl::cat(lowerCategory), cl::sub(runCommand));
cl::opt<std::string> runDataset(
    "dataset", cl::desc("Classify a dataset's test images and print the accuracy: a "
                        "directory of IDX files, or 'fashion-mnist' (Debian's "
                        "dataset-fashion-mnist)"),
    cl::value_desc("dir"), cl::cat(lowerCategory), cl::sub(runCommand));
cl::opt<int64_t> runImages("images",
                           cl::desc("How many of the dataset's test images (default: all)"),
                           cl::value_desc("N"), cl::init(0), cl::cat(lowerCategory),
                           cl::sub(runCommand));
cl::opt<std::string> runtimeArguments(
    "runtime-args", cl::desc("Extra arguments for netc-runtime run (run only), e.g. "
                             "\"--iterations 50 --load ptx\""),
    cl::cat(lowerCategory), cl::sub(runCommand));

/// $NETC_<NAME> if set, else the first of `names` on PATH, else `fallback`
/// if it exists; empty if none.
std::string findTool(StringRef environment, ArrayRef<StringRef> names, StringRef fallback) {
  if (const char *path = std::getenv(environment.str().c_str()))
    return path;
  for (StringRef name : names)
    if (ErrorOr<std::string> found = sys::findProgramByName(name))
      return *found;
  if (!fallback.empty() && sys::fs::can_execute(fallback))
    return fallback.str();
  return "";
}

/// The GPU's target ("sm_90") as netc-runtime device reports it; nothing
/// where there is no GPU (the caller's default stands).
std::optional<std::string> detectTarget(StringRef runtime) {
  SmallString<128> report;
  if (sys::fs::createTemporaryFile("netc-device", "json", report))
    return std::nullopt;
  std::optional<StringRef> redirects[] = {std::nullopt, StringRef(report), StringRef("")};
  StringRef argv[] = {runtime, "device", "--format", "json"};
  int status = sys::ExecuteAndWait(runtime, argv, std::nullopt, redirects);
  std::optional<std::string> target;
  if (status == 0) {
    if (ErrorOr<std::unique_ptr<MemoryBuffer>> text = MemoryBuffer::getFile(report)) {
      if (Expected<json::Value> parsed = json::parse((*text)->getBuffer())) {
        // {"compute_capability": "9.0", ...}, possibly inside "devices".
        const json::Object *device = parsed->getAsObject();
        if (device && device->getArray("devices") && !device->getArray("devices")->empty())
          device = device->getArray("devices")->front().getAsObject();
        if (device) {
          if (std::optional<StringRef> capability = device->getString("compute_capability"))
            target = "sm_" + capability->str();
        }
      } else {
        consumeError(parsed.takeError());
      }
    }
  }
  sys::fs::remove(report);
  if (target)
    target->erase(std::remove(target->begin(), target->end(), '.'), target->end());
  return target;
}

/// Runs a compiler; prints its command and output on failure.
bool runCompiler(ArrayRef<std::string> arguments, StringRef what) {
  SmallVector<StringRef> argv(arguments.begin(), arguments.end());
  std::string error;
  int status = sys::ExecuteAndWait(arguments.front(), argv, std::nullopt, {}, 0, 0, &error);
  if (status == 0)
    return true;
  errs() << "netc lower: " << what << " failed (" << (error.empty() ? "exit " : error)
         << (error.empty() ? std::to_string(status) : "") << "):";
  for (const std::string &argument : arguments)
    errs() << " " << argument;
  errs() << "\n";
  return false;
}

} // namespace

/// Lowers the network in `inputFiles` into `directory`. Returns false after
/// printing why.
bool netc::lowerNetworkInto(mlir::MLIRContext &context, CompilerDiagnostics &diagnostics,
                            StringRef directory, const LowerSettings &settings) {
  const std::string &lowerTarget = settings.target;
  const std::string &lowerPrecision = settings.precision;
  const std::string &lowerDevice = settings.device;
  bool compile = settings.compile;
  std::optional<cuda::KernelTarget> target = cuda::parseKernelTarget(lowerTarget);
  if (!target) {
    errs() << "netc lower: --target: expected sm_XX (sm_61, sm_75, sm_80, sm_90 ...), got '"
           << lowerTarget << "'\n";
    return false;
  }
  std::optional<Precision> precision = parsePrecision(lowerPrecision);
  if (!precision) {
    errs() << "netc lower: --precision: expected fp32, tf32, bf16 or fp16, got '"
           << lowerPrecision << "'\n";
    return false;
  }
  int sm = target->smVersion;
  if (*precision != Precision::FP32 && sm < 80) {
    errs() << "netc lower: --precision " << lowerPrecision << " needs tensor cores with "
           << lowerPrecision << " (sm_80 or later); " << lowerTarget
           << " runs fp32 only\n";
    return false;
  }
  Expected<DeviceProfile> device = lookupDeviceOrFile(lowerDevice);
  if (!device) {
    errs() << "netc lower: --device: " << toString(device.takeError()) << "\n";
    return false;
  }
  mlir::OwningOpRef<mlir::ModuleOp> module =
      loadNetwork(inputFiles.front(), context, loadOptionsFromCommandLine());
  if (!module)
    return false;

  // The plan's layer list is the network as written (before folding).
  ModelOptions modelOptions;
  modelOptions.precision = *precision;
  NetcModel model(*device, modelOptions);
  PlanHeader header;
  header.source = inputFiles.front();
  header.precision = getPrecisionName(*precision).str();
  header.device = device->key;
  header.model = "netc";
  json::Value plan =
      // Every pass: `netc profile` times the backward passes through cuDNN.
      buildPlan(getNetwork(*module), header, [&](mlir::Operation *op, PlanPass pass) {
        return plannedPass(model, op, pass);
      });

  mlir::PassManager pm(&context);
  pm.nest<net::NetworkOp>().addPass(net::createNetFoldInference());
  ConvertNetToKernOptions conversion;
  conversion.target = lowerTarget;
  conversion.precision = lowerPrecision;
  conversion.device = lowerDevice;
  pm.addPass(createConvertNetToKern(conversion));
  if (mlir::failed(pm.run(*module)))
    return false;
  auto program = *module->getOps<kern::ProgramOp>().begin();
  // -kern-plan-buffers without its remark: the summary line below says it.
  kern::planBuffers(program);
  mlir::FailureOr<cuda::EmittedProgram> emitted = cuda::emitCuda(program, device->key);
  if (mlir::failed(emitted) || diagnostics.sawError())
    return false;

  if (std::error_code error = sys::fs::create_directories(directory)) {
    errs() << "netc lower: cannot create '" << directory << "': " << error.message() << "\n";
    return false;
  }
  auto path = [&](StringRef name) {
    SmallString<256> full(directory);
    sys::path::append(full, name);
    return std::string(full);
  };
  std::string kernelIr;
  raw_string_ostream irStream(kernelIr);
  module->print(irStream);
  if (!writeOutputFile("netc lower", path("kernels.cu"), emitted->source) ||
      !writeOutputFile("netc lower", path(cuda::kKernelHeaderName), cuda::kernelHeaderText()) ||
      !writeOutputFile("netc lower", path("kernels.mlir"), kernelIr))
    return false;

  // Compiled code: the cubin and PTX where nvcc builds the target, PTX by
  // LLVM's NVPTX back end where it does not.
  std::string arch = "sm_" + std::to_string(sm);
  std::string cubinName = "kernels." + arch + ".cubin";
  std::string ptxName = "kernels." + arch + ".ptx";
  json::Value cubin = nullptr, ptx = nullptr;
  if (compile) {
    std::string nvcc = findTool("NETC_NVCC", {"nvcc"}, "/usr/local/cuda/bin/nvcc");
    if (sm >= 75) {
      if (nvcc.empty()) {
        errs() << "netc lower: warning: nvcc not found (set NETC_NVCC); wrote the CUDA source "
                  "only: netc-runtime compiles it with NVRTC on the GPU\n";
      } else {
        // The front end once, to PTX; ptxas (beside nvcc) assembles the cubin.
        std::vector<std::string> toPtx = {nvcc, "-std=c++17", "-O3", "-arch=" + arch, "-I",
                                          std::string(directory), path("kernels.cu"), "-ptx",
                                          "-o", path(ptxName)};
        SmallString<256> ptxas(sys::path::parent_path(nvcc));
        sys::path::append(ptxas, "ptxas");
        std::vector<std::string> toCubin = {std::string(ptxas), "-O3", "-arch=" + arch,
                                            path(ptxName), "-o", path(cubinName)};
        if (!runCompiler(toPtx, "nvcc -ptx") || !runCompiler(toCubin, "ptxas"))
          return false;
        cubin = cubinName;
        ptx = ptxName;
      }
    } else {
      std::string clang = findTool("NETC_CLANG", {"clang++-22", "clang++"}, "");
      if (clang.empty()) {
        errs() << "netc lower: " << arch << " is older than the installed CUDA toolkit "
               << "builds (sm_75); netc makes its PTX with clang's NVPTX back end, and "
               << "clang++-22 was not found (set NETC_CLANG). Wrote the CUDA source only\n";
      } else {
        // clang needs the toolkit's headers and libdevice; the toolkit is the
        // one nvcc belongs to.
        std::string cudaPath = "/usr/local/cuda";
        if (!nvcc.empty())
          cudaPath = sys::path::parent_path(sys::path::parent_path(nvcc)).str();
        std::vector<std::string> toPtx = {clang, "-x", "cuda", "--cuda-device-only",
                                          "--cuda-gpu-arch=" + arch,
                                          "--cuda-path=" + cudaPath, "-Wno-unknown-cuda-version",
                                          "-std=c++17", "-O3", "-S", "-I",
                                          std::string(directory), path("kernels.cu"), "-o",
                                          path(ptxName)};
        if (!runCompiler(toPtx, "clang (NVPTX)"))
          return false;
        ptx = ptxName;
      }
    }
  }

  json::Object &planObject = *plan.getAsObject();
  json::Object moduleFiles{{"source", "kernels.cu"},
                           {"header", cuda::kKernelHeaderName},
                           {"cubin", std::move(cubin)},
                           {"ptx", std::move(ptx)},
                           {"arch", int64_t(sm)}};
  size_t launches = emitted->launches.size();
  int64_t arena = emitted->arenaBytes;
  cuda::addExecutionPlan(planObject, *emitted, lowerTarget, std::move(moduleFiles));
  std::string planText;
  raw_string_ostream planStream(planText);
  planStream << formatv("{0:2}", plan) << "\n";
  if (!writeOutputFile("netc lower", path("plan.json"), planText))
    return false;
  if (settings.quiet)
    return true;
  outs() << formatv("netc lower: {0} kernels for {1} ({2}), activation arena {3:F1} MiB, in "
                    "{4}\n",
                    launches, lowerTarget, lowerPrecision, double(arena) / (1 << 20),
                    directory);
  return true;
}
int netc::runLower(mlir::MLIRContext &context, CompilerDiagnostics &diagnostics) {
  if (inputFiles.size() != 1) {
    errs() << "netc lower: expected one network file (.json or .mlir), got "
           << inputFiles.size() << "\n";
    return 1;
  }
  if (outputFile == "-") {
    errs() << "netc lower: -o DIR is required: the directory to write kernels.cu, the "
              "compiled kernels and plan.json into\n";
    return 1;
  }
  LowerSettings settings{lowerTarget, lowerPrecision, lowerDevice, !noCompile};
  return lowerNetworkInto(context, diagnostics, outputFile, settings) ? 0 : 1;
}

int netc::runRun(mlir::MLIRContext &context, CompilerDiagnostics &diagnostics) {
  if (inputFiles.size() != 1) {
    errs() << "netc run: expected one network file (.json or .mlir), got " << inputFiles.size()
           << "\n";
    return 1;
  }
  std::string runtime = findRuntimeBinary();
  if (runtime.empty()) {
    errs() << "netc run: netc-runtime was not built beside netc (it needs the CUDA toolkit "
              "and cuDNN); use `netc lower` and run the directory on a GPU machine\n";
    return 1;
  }
  SmallString<256> directory;
  if (std::error_code error = sys::fs::createUniqueDirectory("netc-run", directory)) {
    errs() << "netc run: cannot create a temporary directory: " << error.message() << "\n";
    return 1;
  }
  // Without --target, generate for the GPU at hand.
  std::string target = lowerTarget;
  if (lowerTarget.getNumOccurrences() == 0)
    if (std::optional<std::string> detected = detectTarget(runtime))
      target = *detected;
  LowerSettings settings{target, lowerPrecision, lowerDevice, /*compile=*/true,
                         /*quiet=*/true};
  if (!lowerNetworkInto(context, diagnostics, directory, settings))
    return 1;
  std::vector<std::string> arguments = {runtime, "run", std::string(directory)};
  if (!runWeights.empty())
    arguments.insert(arguments.end(), {"--weights", runWeights});
  if (!runDataset.empty())
    arguments.insert(arguments.end(), {"--dataset", runDataset});
  if (runImages > 0)
    arguments.insert(arguments.end(), {"--images", std::to_string(runImages)});
  SmallVector<StringRef> extra;
  StringRef(runtimeArguments).split(extra, ' ', -1, /*KeepEmpty=*/false);
  for (StringRef argument : extra)
    arguments.push_back(argument.str());
  if (outputFormat == OutputFormat::Json)
    arguments.insert(arguments.end(), {"--format", "json"});
  if (outputFile != "-")
    arguments.insert(arguments.end(), {"-o", outputFile});
  SmallVector<StringRef> argv(arguments.begin(), arguments.end());
  std::string error;
  int status = sys::ExecuteAndWait(runtime, argv, std::nullopt, {}, 0, 0, &error);
  sys::fs::remove_directories(directory);
  if (status < 0) {
    errs() << "netc run: could not run " << runtime << ": " << error << "\n";
    return 1;
  }
  return status;
}
