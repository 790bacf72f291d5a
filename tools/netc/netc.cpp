//===- netc.cpp - The netc driver ---------------------------------------===//
//
// netc import    FILE            the network as net dialect .mlir
// netc summarize FILE...         Paleo's static summary, and more on request
//
// Every command reads Paleo's JSON format or the net dialect's .mlir.
//
//===----------------------------------------------------------------------===//

#include "Commands.h"
#include "Diagnostics.h"

#include "Driver/Pipeline.h"
#include "Frontend/LoadNetwork.h"
#include "Report/Summary.h"
#include "Support/CompileOptions.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace llvm;
using namespace netc;

namespace {

cl::opt<bool> showFlops(
    "flops",
    cl::desc("Add per-layer FLOPs for forward, backward-data, backward-filter and "
             "weight update, and their totals (one multiply-add = 2 FLOPs)"),
    cl::cat(reportCategory), cl::sub(summarizeCommand));

cl::opt<bool> showMemory(
    "memory",
    cl::desc("Add per-layer output and live bytes, peak inference memory with "
             "buffers reused by liveness, and training memory"),
    cl::cat(reportCategory), cl::sub(summarizeCommand));

enum class MemoryModel { Netc, PyTorch };
cl::opt<MemoryModel> memoryModel(
    "memory-model",
    cl::desc("With --memory: netc's own training memory only (netc, the default), or also "
             "PyTorch's training step as its autograd and caching allocator hold it "
             "(pytorch: docs/analysis.md)"),
    cl::values(clEnumValN(MemoryModel::Netc, "netc", "netc's plan"),
               clEnumValN(MemoryModel::PyTorch, "pytorch",
                          "also PyTorch's peak of one training step")),
    cl::init(MemoryModel::Netc), cl::cat(reportCategory), cl::sub(summarizeCommand));

cl::opt<unsigned> libraryWorkspaceMiB(
    "library-workspace-mib",
    cl::desc("With --memory-model pytorch: the MiB cuBLAS and cuBLASLt keep allocated "
             "(default 64: 32 MiB each, PyTorch's default on sm_90)"),
    cl::init(64), cl::cat(reportCategory), cl::sub(summarizeCommand));

cl::opt<std::string> summarizeDevice(
    "device",
    cl::desc("With --memory or --format json: the device profile whose kernels netc lower's "
             "activation arena is computed with (default h100; a key from devices/ or a "
             ".json path)"),
    cl::init("h100"), cl::cat(reportCategory), cl::sub(summarizeCommand));

int runImport(mlir::MLIRContext &context, CompilerDiagnostics &diagnostics) {
  if (inputFiles.size() != 1) {
    errs() << "netc import: expected one network file, got " << inputFiles.size()
           << "\n";
    return 1;
  }
  mlir::OwningOpRef<mlir::ModuleOp> module =
      loadNetwork(inputFiles.front(), context, loadOptionsFromCommandLine());
  if (!module)
    return 1;
  std::unique_ptr<CommandOutput> output = openCommandOutput();
  if (!output)
    return 1;
  module->print(output->os());
  if (!output->keep())
    return 1;
  return diagnostics.sawError() ? 1 : 0;
}

int runSummarize(mlir::MLIRContext &context, CompilerDiagnostics &diagnostics) {
  if (inputFiles.empty()) {
    errs() << "netc summarize: expected one or more network files (.json or .mlir)\n";
    return 1;
  }
  if (outputFormat != OutputFormat::Text && inputFiles.size() != 1) {
    errs() << "netc summarize: --format json|csv takes one network file\n";
    return 1;
  }
  // The arena is netc lower's at fp32 (the precision of the other memory
  // figures) with the kernels it chooses for --device.
  // A device netc cannot generate for has no arena: said once, the rest of
  // the summary stands. An unknown device is a mistake on the command line.
  std::optional<CompileOptions> arenaOptions;
  // The PyTorch model is a memory figure: asking for it asks for --memory.
  bool memory = showMemory || memoryModel == MemoryModel::PyTorch;
  if (memory || outputFormat == OutputFormat::Json) {
    Expected<DeviceProfile> device = lookupDeviceOrFile(summarizeDevice);
    if (!device) {
      errs() << "netc summarize: --device: " << toString(device.takeError()) << "\n";
      return 1;
    }
    Expected<CompileOptions> options = resolveCompileOptions("", "fp32", summarizeDevice);
    if (options) {
      arenaOptions = std::move(*options);
    } else {
      consumeError(options.takeError());
      errs() << "netc summarize: note: no lowered arena: netc generates no kernels for '"
             << device->key << "' (" << device->smVersion << ")\n";
    }
  }
  std::unique_ptr<CommandOutput> output = openCommandOutput();
  if (!output)
    return 1;
  for (const std::string &path : inputFiles) {
    mlir::OwningOpRef<mlir::ModuleOp> module = loadNetwork(path, context, loadOptionsFromCommandLine());
    if (!module)
      return 1;
    net::NetworkOp network = getNetwork(*module);
    NetworkStatistics statistics(network);
    MemoryPlan plan(statistics);
    PyTorchMemoryOptions torchOptions;
    torchOptions.libraryWorkspaceBytes = int64_t(libraryWorkspaceMiB) << 20;
    PyTorchMemoryEstimate torch = estimatePyTorchTrainingMemory(statistics, torchOptions);
    std::optional<int64_t> arena;
    if (arenaOptions)
      arena = getLoweredArenaBytes(*module, *arenaOptions);
    raw_ostream &os = output->os();
    switch (outputFormat) {
    case OutputFormat::Text:
      if (showFlops || memory) {
        SummaryColumns columns{showFlops, memory, std::nullopt};
        if (memoryModel == MemoryModel::PyTorch)
          columns.pytorch = torch;
        printSummaryTable(network.getTitle(), statistics, plan, columns, os, arena,
                          arenaOptions ? StringRef(arenaOptions->device.key) : "");
      }
      else
        printPaleoSummary(statistics, os);
      break;
    case OutputFormat::Json:
      printSummaryJson(path, network.getTitle(), statistics, plan, os, arena, &torch);
      break;
    case OutputFormat::Csv:
      printSummaryCsv(statistics, plan, os);
      break;
    }
  }
  if (!output->keep())
    return 1;
  return diagnostics.sawError() ? 1 : 0;
}
} // namespace

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(
      {&networkCategory, &reportCategory, &modelCategory, &profileCategory,
       &calibrateCategory});
  cl::ParseCommandLineOptions(
      argc, argv,
      "netc: a compiler for convolutional networks\n\n"
      "  netc summarize nets/vgg16.json                    Paleo's summary table\n"
      "  netc summarize nets/vgg16.json --flops --memory   plus FLOPs and memory\n"
      "  netc summarize nets/vgg16.json --format json      everything, as JSON\n"
      "  netc import nets/vgg16.json -o vgg16.mlir         the net dialect form\n"
      "  netc predict nets/vgg16.json --device h100        predicted time per layer\n"
      "  netc lower nets/vgg16.json --target sm_90 -o out  CUDA kernels + plan.json\n"
      "  netc run nets/vgg16.json                          our kernels on this GPU\n\n"
      "Networks are Paleo's JSON format (.json), net dialect MLIR (.mlir) or ONNX (.onnx).\n"
      "Run `netc <command> --help` for a command's options.\n");

  mlir::MLIRContext context;
  context.printOpOnDiagnostic(false);
  CompilerDiagnostics diagnostics(&context);

  if (importCommand)
    return runImport(context, diagnostics);
  if (summarizeCommand)
    return runSummarize(context, diagnostics);
  if (predictCommand)
    return runPredict(context, diagnostics);
  if (profileCommand)
    return runProfile(context, diagnostics);
  if (calibrateCommand)
    return runCalibrate(context, diagnostics);
  if (lowerCommand)
    return runLower(context, diagnostics);
  if (runCommand)
    return runRun(context, diagnostics);
  errs() << "netc: expected a command (import, summarize, predict, profile, calibrate, lower, "
            "run); see "
            "`netc --help`\n";
  return 1;
}
