//===- Lower.cpp - `netc lower` and `netc run` ----------------------------===//
//
// The flags of both commands. lower: the network lowered into -o's directory
// (lib/Driver/LowerToDirectory.h says what it holds). run: lowered into a
// temporary directory and handed to netc-runtime run.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"

#include "Conversion/Passes.h"
#include "Driver/KernelChoices.h"
#include "Driver/LowerToDirectory.h"
#include "Frontend/OnnxWeights.h"

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
                       "sm_75, sm_80, sm_86, sm_89, sm_90 (default: the --device profile's; "
                       "netc run: the GPU at hand)"),
    cl::init(""), cl::cat(lowerCategory), cl::sub(lowerCommand), cl::sub(runCommand));
cl::opt<std::string> lowerPrecision(
    "precision", cl::desc("fp32 (default; CUDA cores), tf32, bf16 or fp16 (tensor cores "
                          "on sm_80 and later; 16-bit storage for bf16 and fp16)"),
    cl::init("fp32"), cl::cat(lowerCategory), cl::sub(lowerCommand), cl::sub(runCommand));
cl::opt<std::string> lowerDevice(
    "device", cl::desc("Device profile the cost model chooses kernels with (default h100; a "
                       "key from devices/ or a .json path)"),
    cl::init("h100"), cl::cat(lowerCategory), cl::sub(lowerCommand), cl::sub(runCommand));
cl::opt<std::string> lowerConvVariant(
    "conv-variant",
    cl::desc("Run every convolution this kernel variant can run with it (direct, "
             "implicit_gemm_simt, implicit_gemm_mma, implicit_gemm_wgmma, "
             "implicit_gemm_wgmma_tma, implicit_gemm_wgmma_tma_persistent, winograd), the "
             "cost model choosing among its tiles; the others keep the cost model's choice. "
             "For checking and timing one kernel family across a network: "
             "implicit_gemm_simt runs fp32 3x3 stride-1 layers as a GEMM rather than by "
             "Winograd (winograd)"),
    cl::value_desc("variant"), cl::init(""), cl::cat(lowerCategory), cl::sub(lowerCommand),
    cl::sub(runCommand));
cl::opt<std::string> lowerTf32Rounding(
    "tf32-rounding",
    cl::desc("tf32 only: how fp32 operands become tf32 on sm_90's wgmma kernels: truncate "
             "(default: the tensor cores drop the 13 low mantissa bits; relative error about "
             "5e-4) or nearest (rounded first, as cuDNN does; about 2e-4, and 1.2-1.7x the "
             "time on an H200)"),
    cl::value_desc("truncate|nearest"), cl::init("truncate"), cl::cat(lowerCategory),
    cl::sub(lowerCommand), cl::sub(runCommand));
cl::opt<bool> noCompile("no-compile",
                        cl::desc("Write kernels.cu and plan.json only: no nvcc or clang"),
                        cl::cat(lowerCategory), cl::sub(lowerCommand));
cl::opt<std::string> forceKernel(
    "force-kernel",
    cl::desc("Benchmarks only: every convolution runs this catalog kernel instead of the "
             "cost model's choice, named as in calibrated.generated_kernels.structure "
             "(\"implicit_gemm_simt 64x64x16 t256\", \"direct r2 i1\", a split reduction "
             "\"implicit_gemm_wgmma_tma_persistent 128x64x64 t384 s4\"); an error "
             "names the layer and the kernels offered where it cannot run"),
    cl::value_desc("key"), cl::init(""), cl::cat(lowerCategory), cl::sub(lowerCommand));
cl::opt<bool> explain(
    "explain",
    cl::desc("After lowering, print why each launch runs its kernel: the catalog's "
             "candidates fastest first as the cost model prices them (time, ratio to the "
             "chosen one, bound, and the structural model's blocks per SM, waves and "
             "trips), the chosen one marked; --format json or csv for machines (then "
             "nothing else goes to standard output)"),
    cl::cat(lowerCategory), cl::sub(lowerCommand));
cl::opt<int64_t> explainTop(
    "explain-top",
    cl::desc("With --explain: how many of each launch's fastest candidates to show "
             "(default 3); the fastest of each other variant and the chosen one are shown "
             "besides, wherever they rank"),
    cl::value_desc("N"), cl::init(3), cl::cat(lowerCategory), cl::sub(lowerCommand));
cl::opt<bool> onnxWeights(
    "onnx-weights",
    cl::desc("For an .onnx model: also write its own weights (initializers, external data "
             "included) in netc's layouts to weights.safetensors in the output directory; "
             "netc run runs with them"),
    cl::cat(lowerCategory), cl::sub(lowerCommand), cl::sub(runCommand));
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

/// --conv-variant, typed: nothing when absent, an error for a name that is
/// not a convolution variant of the kern dialect.
Expected<std::optional<kern::KernelVariant>> parseConvVariant() {
  if (lowerConvVariant.empty())
    return std::optional<kern::KernelVariant>();
  std::optional<kern::KernelVariant> variant = kern::symbolizeKernelVariant(lowerConvVariant);
  if (!variant || !kern::isConvolutionVariant(*variant))
    return createStringError(inconvertibleErrorCode(),
                             "--conv-variant: expected direct, grouped_direct, depthwise_direct, "
                             "implicit_gemm_simt, implicit_gemm_mma, implicit_gemm_wgmma, "
                             "implicit_gemm_wgmma_tma, implicit_gemm_wgmma_tma_persistent or "
                             "winograd, got '" + lowerConvVariant + "'");
  return variant;
}

/// --tf32-rounding, typed: whether tf32 operands are rounded to nearest; an
/// error for another value, or for `nearest` with a precision other than
/// tf32 (nothing to round).
Expected<bool> parseTf32Rounding(Precision precision) {
  if (lowerTf32Rounding != "truncate" && lowerTf32Rounding != "nearest")
    return createStringError(inconvertibleErrorCode(),
                             "--tf32-rounding: expected truncate or nearest, got '" +
                                 lowerTf32Rounding + "'");
  const bool nearest = lowerTf32Rounding == "nearest";
  if (nearest && precision != Precision::TF32)
    return createStringError(inconvertibleErrorCode(),
                             std::string("--tf32-rounding nearest: the precision is ") +
                                 getPrecisionName(precision) +
                                 ", not tf32 (add --precision tf32)");
  return nearest;
}

/// The network, with its ONNX weights read into `sink` when --onnx-weights
/// asks (only an .onnx model has them: anything else is an error).
mlir::OwningOpRef<mlir::ModuleOp> loadWithWeights(mlir::MLIRContext &context,
                                                  OnnxWeightSink &sink, StringRef command) {
  LoadOptions options = loadOptionsFromCommandLine();
  if (onnxWeights) {
    if (!StringRef(inputFiles.front()).ends_with(".onnx")) {
      errs() << "netc " << command << ": --onnx-weights reads an .onnx model's own weights; '"
             << inputFiles.front() << "' is not one\n";
      return nullptr;
    }
    options.onnxWeights = &sink;
  }
  return loadNetwork(inputFiles.front(), context, options);
}

/// Writes the weights --onnx-weights read to <directory>/weights.safetensors.
bool writeOnnxWeights(const OnnxWeightSink &sink, StringRef directory, StringRef command) {
  SmallString<256> path(directory);
  sys::path::append(path, "weights.safetensors");
  if (Error error = writeNetcSafetensors(path, sink.tensors, inputFiles.front())) {
    errs() << "netc " << command << ": " << toString(std::move(error)) << "\n";
    return false;
  }
  return true;
}

} // namespace

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
  Expected<CompileOptions> options =
      resolveCompileOptions(lowerTarget, lowerPrecision, lowerDevice);
  if (!options) {
    errs() << "netc lower: " << toString(options.takeError()) << "\n";
    return 1;
  }
  Expected<std::optional<kern::KernelVariant>> convVariant = parseConvVariant();
  if (!convVariant) {
    errs() << "netc lower: " << toString(convVariant.takeError()) << "\n";
    return 1;
  }
  Expected<bool> roundTf32 = parseTf32Rounding(options->precision);
  if (!roundTf32) {
    errs() << "netc lower: " << toString(roundTf32.takeError()) << "\n";
    return 1;
  }
  options->tf32RoundToNearest = *roundTf32;
  if (explainTop.getNumOccurrences() > 0 && !explain) {
    errs() << "netc lower: --explain-top sets how many candidates --explain shows: add "
              "--explain\n";
    return 1;
  }
  if (explainTop < 1) {
    errs() << "netc lower: --explain-top: expected at least 1 candidate, got " << explainTop
           << "\n";
    return 1;
  }
  OnnxWeightSink weights;
  mlir::OwningOpRef<mlir::ModuleOp> module = loadWithWeights(context, weights, "lower");
  if (!module)
    return 1;
  options->forceKernel = forceKernel;
  // Machine-readable explanations own standard output.
  const bool quiet = explain && outputFormat != OutputFormat::Text;
  LowerSettings settings{std::move(*options), /*compile=*/!noCompile, quiet, *convVariant};
  if (explain) {
    const DeviceProfile &device = settings.options.device;
    settings.inspectProgram = [&device](kern::ProgramOp program) {
      std::vector<LaunchChoice> choices = explainKernelChoices(program, device, explainTop);
      switch (outputFormat) {
      case OutputFormat::Text:
        printKernelChoices(choices, device.key, outs());
        break;
      case OutputFormat::Json:
        outs() << formatv("{0:2}", kernelChoicesJson(choices, device.key)) << "\n";
        break;
      case OutputFormat::Csv:
        printKernelChoicesCsv(choices, device.key, outs());
        break;
      }
    };
  }
  if (!lowerNetworkInto(*module, inputFiles.front(), outputFile, settings))
    return 1;
  if (onnxWeights) {
    if (!writeOnnxWeights(weights, outputFile, "lower"))
      return 1;
    // Standard output is the explanation's alone when it is for machines.
    (quiet ? errs() : outs()) << "netc lower: " << weights.tensors.size() << " weights of the model in "
           << outputFile << "/weights.safetensors (netc-runtime run --weights)\n";
  }
  return 0;
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
  Expected<CompileOptions> options = resolveCompileOptions(target, lowerPrecision, lowerDevice);
  if (!options) {
    errs() << "netc run: " << toString(options.takeError()) << "\n";
    sys::fs::remove_directories(directory);
    return 1;
  }
  Expected<std::optional<kern::KernelVariant>> convVariant = parseConvVariant();
  if (!convVariant) {
    errs() << "netc run: " << toString(convVariant.takeError()) << "\n";
    sys::fs::remove_directories(directory);
    return 1;
  }
  Expected<bool> roundTf32 = parseTf32Rounding(options->precision);
  if (!roundTf32) {
    errs() << "netc run: " << toString(roundTf32.takeError()) << "\n";
    sys::fs::remove_directories(directory);
    return 1;
  }
  options->tf32RoundToNearest = *roundTf32;
  if (onnxWeights && !runWeights.empty()) {
    errs() << "netc run: --onnx-weights and --weights both name the weights: give one\n";
    sys::fs::remove_directories(directory);
    return 1;
  }
  OnnxWeightSink weights;
  mlir::OwningOpRef<mlir::ModuleOp> module = loadWithWeights(context, weights, "run");
  LowerSettings settings{std::move(*options), /*compile=*/true, /*quiet=*/true, *convVariant};
  if (!module || !lowerNetworkInto(*module, inputFiles.front(), directory, settings) ||
      (onnxWeights && !writeOnnxWeights(weights, directory, "run"))) {
    sys::fs::remove_directories(directory);
    return 1;
  }
  std::vector<std::string> arguments = {runtime, "run", std::string(directory)};
  if (!runWeights.empty())
    arguments.insert(arguments.end(), {"--weights", runWeights});
  if (onnxWeights)
    arguments.insert(arguments.end(),
                     {"--weights", (directory + "/weights.safetensors").str()});
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
