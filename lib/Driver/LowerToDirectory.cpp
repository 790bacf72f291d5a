//===- LowerToDirectory.cpp - A network lowered into a directory ---------===//
//
// net dialect -> buildLoweringPipeline (-net-fold-inference,
// -convert-net-to-kern, -kern-select-kernels, -kern-plan-buffers) -> CUDA emitter, then the
// target's compiler:
//   sm_75 and later  nvcc -cubin and -ptx (what the installed CUDA builds);
//   older (sm_61)    clang's CUDA front end and LLVM's NVPTX back end to PTX,
//                    which the driver JIT-compiles on any newer GPU.
// The directory gets kernels.cu, netc_kernels.cuh, kernels.mlir (the kernel
// IR, for reading), the compiled code and plan.json version 2.
//
//===----------------------------------------------------------------------===//

#include "Driver/LowerToDirectory.h"

#include "Driver/Pipeline.h"
#include "Frontend/LoadNetwork.h"
#include "Kernels/KernelCatalog.h"
#include "Support/WriteWholeFile.h"
#include "Target/Cuda/CudaEmitter.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace netc;

std::optional<PlannedPass> netc::plannedPass(const NetcModel &model, mlir::Operation *layer,
                                             PlanPass pass) {
  Pass modelPass = pass == PlanPass::Forward        ? Pass::Forward
                   : pass == PlanPass::BackwardData ? Pass::BackwardData
                                                    : Pass::BackwardFilter;
  LayerPrediction prediction = model.predictLayer(cast<net::LayerOpInterface>(layer), modelPass);
  if (prediction.algorithm == "none")
    return std::nullopt;
  return PlannedPass{prediction.totalMs,    prediction.algorithm,
                     prediction.workspaceBytes, prediction.flops,
                     prediction.bytes,      getBoundName(prediction.bound).str()};
}

namespace {

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

json::Value netc::buildLayerPlan(net::NetworkOp network, StringRef source,
                                 const DeviceProfile &device, const ModelOptions &options) {
  NetcModel model(device, options);
  PlanHeader header;
  header.source = source.str();
  header.precision = getPrecisionName(options.precision);
  header.layout = getLayoutName(options.layout);
  header.device = device.key;
  header.model = "netc";
  return buildPlan(network, header, [&](mlir::Operation *op, PlanPass pass) {
    return plannedPass(model, op, pass);
  });
}

bool netc::lowerNetworkInto(mlir::ModuleOp module, StringRef source, StringRef directory,
                            const LowerSettings &settings) {
  const CompileOptions &options = settings.options;
  const DeviceProfile &device = options.device;
  int sm = options.target.smVersion;
  std::string targetName = options.target.getName();
  const char *precisionName = getPrecisionName(options.precision);
  bool compile = settings.compile;
  // An error reported without a failure (the emitter's notes) still stops
  // the lowering before anything is written.
  bool sawError = false;
  mlir::ScopedDiagnosticHandler errorWatch(module.getContext(), [&](mlir::Diagnostic &diag) {
    if (diag.getSeverity() == mlir::DiagnosticSeverity::Error)
      sawError = true;
    return mlir::failure(); // the tool's handler prints it
  });

  // The plan's layer list is the network as written (before folding).
  // Every pass: `netc profile` times the backward passes through cuDNN.
  ModelOptions modelOptions;
  modelOptions.precision = options.precision;
  json::Value plan = buildLayerPlan(getNetwork(module), source, device, modelOptions);

  mlir::PassManager pm(module.getContext());
  buildLoweringPipeline(pm, options, settings.convVariant);
  if (mlir::failed(pm.run(module)))
    return false;
  auto program = *module.getOps<kern::ProgramOp>().begin();
  mlir::FailureOr<cuda::EmittedProgram> emitted = cuda::emitCuda(program, device.key);
  if (mlir::failed(emitted) || sawError)
    return false;

  if (std::error_code error = sys::fs::create_directories(directory)) {
    errs() << "netc lower: cannot create '" << directory << "': " << error.message() << "\n";
    return false;
  }
  // Each file is written whole or not at all, and never over the network
  // it was lowered from.
  std::vector<std::string> inputs{source.str()};
  auto path = [&](StringRef name) {
    SmallString<256> full(directory);
    sys::path::append(full, name);
    return std::string(full);
  };
  std::string kernelIr;
  raw_string_ostream irStream(kernelIr);
  module.print(irStream);
  if (!writeWholeFile("netc lower", path("kernels.cu"), emitted->source, inputs) ||
      !writeWholeFile("netc lower", path(cuda::kKernelHeaderName), cuda::kernelHeaderText(),
                      inputs) ||
      !writeWholeFile("netc lower", path("kernels.mlir"), kernelIr, inputs))
    return false;

  // Compiled code: the cubin and PTX where nvcc builds the target, PTX by
  // LLVM's NVPTX back end where it does not. Kernels that use the target's
  // arch-specific instructions (wgmma) build for its "a" variant (sm_90a),
  // whose code runs on that architecture only.
  std::string arch = "sm_" + std::to_string(sm) + (emitted->archSpecific ? "a" : "");
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
        // -Wno-extern-c-compat: each kernel's `struct Layer` of named extents
        // holds enumerators only, an "empty struct" to clang's C-linkage
        // check, though it never crosses the C ABI (the kernel's parameters
        // are pointers).
        std::vector<std::string> toPtx = {clang, "-x", "cuda", "--cuda-device-only",
                                          "--cuda-gpu-arch=" + arch,
                                          "--cuda-path=" + cudaPath, "-Wno-unknown-cuda-version",
                                          "-Wno-extern-c-compat",
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
  if (emitted->archSpecific)
    moduleFiles["arch_specific"] = true;
  size_t launches = emitted->launches.size();
  int64_t arena = emitted->arenaBytes;
  cuda::addExecutionPlan(planObject, *emitted, targetName, std::move(moduleFiles));
  std::string planText;
  raw_string_ostream planStream(planText);
  planStream << formatv("{0:2}", plan) << "\n";
  if (!writeWholeFile("netc lower", path("plan.json"), planText, inputs))
    return false;
  if (!settings.quiet)
    outs() << formatv("netc lower: {0} kernels for {1} ({2}), activation arena {3:F1} MiB, in "
                      "{4}\n",
                      launches, targetName, precisionName, double(arena) / (1 << 20),
                      directory);
  if (settings.inspectProgram)
    settings.inspectProgram(program);
  return true;
}
