//===- Options.cpp - Options every netc command shares ------------------===//

#include "Commands.h"

#include "Support/WriteWholeFile.h"

#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;
using namespace netc;

namespace netc {
// Every subcommand is defined here, before the options below: an option for
// all subcommands attaches only to those constructed before it, and the
// order of static constructors across files is unspecified.
cl::SubCommand importCommand(
    "import", "Read a network and print it as net dialect MLIR (.mlir)");
cl::SubCommand summarizeCommand(
    "summarize",
    "Static characteristics: shapes, parameters, activation bytes (Paleo's table, "
    "byte for byte); --flops and --memory add FLOPs per pass and memory");
cl::SubCommand predictCommand(
    "predict", "Per-layer time of the forward pass or of one backward pass on a GPU, "
               "from a cost model, and the time of a whole training iteration");
cl::SubCommand profileCommand(
    "profile", "On a GPU: predict every layer with netc's model, then run and time it "
               "through cuDNN (netc-runtime) and print both with the model's error");
cl::SubCommand calibrateCommand(
    "calibrate", "On a GPU: measure GEMM ceilings, bandwidth, launch overhead and cuDNN's "
                 "convolution algorithms (netc-runtime), and rewrite the device profile's "
                 "calibrated fields; anywhere: fit and score the cost model on measurements "
                 "(--fit, --validate: the libraries' layers; --fit-structure, "
                 "--validate-structure, --score-structure: netc's own kernels)");

cl::SubCommand lowerCommand(
    "lower", "Compile a network to CUDA kernels of its own, one per layer (fused where it "
             "pays), with the plan netc-runtime executes: kernels.cu, a cubin or PTX for "
             "--target, plan.json");
cl::SubCommand runCommand(
    "run", "On a GPU: lower the network, run it on netc's kernels (netc-runtime), check "
           "every launch against cuDNN and print the time per layer and images/s");

cl::OptionCategory networkCategory("Reading the network");
cl::OptionCategory reportCategory("Report");

cl::list<std::string> inputFiles(cl::Positional,
                                 cl::desc("<network.json | network.mlir>..."),
                                 cl::sub(cl::SubCommand::getAll()));

cl::opt<bool> allowUnknownLayers(
    "allow-unknown-layers",
    cl::desc("Pass layers of unknown type through unchanged (Paleo's \"Generic\" "
             "layer: output = first input, no parameters, no cost) instead of "
             "stopping with an error"),
    cl::cat(networkCategory), cl::sub(cl::SubCommand::getAll()));

cl::opt<int64_t> batchSize(
    "batch",
    cl::desc("Override the batch (first dimension) of the input; every layer's "
             "shape follows"),
    cl::value_desc("N"), cl::init(0), cl::cat(networkCategory), cl::sub(cl::SubCommand::getAll()));

cl::opt<std::string> outputFile("o", cl::desc("Write the output to <file> (default: "
                                              "standard output)"),
                                cl::value_desc("file"), cl::init("-"),
                                cl::cat(reportCategory), cl::sub(cl::SubCommand::getAll()));

cl::opt<OutputFormat> outputFormat(
    "format", cl::desc("Output format"), cl::init(OutputFormat::Text),
    cl::values(clEnumValN(OutputFormat::Text, "text",
                          "tables as Paleo prints them (default)"),
               clEnumValN(OutputFormat::Json, "json",
                          "every per-layer figure and total"),
               clEnumValN(OutputFormat::Csv, "csv", "one row per layer, every figure")),
    cl::cat(reportCategory), cl::sub(cl::SubCommand::getAll()));

LoadOptions loadOptionsFromCommandLine() {
  LoadOptions options;
  options.allowUnknownLayers = allowUnknownLayers;
  if (batchSize.getNumOccurrences())
    options.batch = batchSize;
  return options;
}

std::string findRuntimeBinary() {
  std::string self = sys::fs::getMainExecutable(nullptr, nullptr);
  SmallString<256> runtime(sys::path::parent_path(self));
  sys::path::append(runtime, "netc-runtime");
  return sys::fs::can_execute(runtime) ? std::string(runtime) : std::string();
}

CommandOutput::CommandOutput(std::string path, std::string temporaryPath,
                             std::unique_ptr<raw_fd_ostream> file)
    : path(std::move(path)), temporaryPath(std::move(temporaryPath)),
      file(std::move(file)) {}

CommandOutput::~CommandOutput() {
  if (!kept && !temporaryPath.empty()) {
    file.reset();
    sys::fs::remove(temporaryPath);
  }
}

bool CommandOutput::keep() {
  kept = true;
  if (!file) {
    outs().flush();
    return true;
  }
  file->close();
  if (file->has_error()) {
    errs() << "netc: cannot write '" << path << "': " << file->error().message() << "\n";
    file->clear_error();
    if (!temporaryPath.empty())
      sys::fs::remove(temporaryPath);
    return false;
  }
  if (temporaryPath.empty())
    return true;
  if (std::error_code error = sys::fs::rename(temporaryPath, path)) {
    errs() << "netc: cannot write '" << path << "': " << error.message() << "\n";
    sys::fs::remove(temporaryPath);
    return false;
  }
  return true;
}

/// The network files named on the command line.
static std::vector<std::string> inputPaths() {
  return std::vector<std::string>(inputFiles.begin(), inputFiles.end());
}

bool writeOutputFile(StringRef command, StringRef path, StringRef text) {
  return writeWholeFile(command, path, text, inputPaths());
}

std::unique_ptr<CommandOutput> openCommandOutput() {
  if (outputFile == "-")
    return std::make_unique<CommandOutput>("-", "", nullptr);
  // `netc summarize X.json -o X.json` truncated X.json before reading it.
  if (std::optional<std::string> input = findInputFileAt(outputFile.getValue(), inputPaths())) {
    errs() << "netc: -o '" << outputFile << "' is the input file '" << *input
           << "'; write the output elsewhere\n";
    return nullptr;
  }
  std::error_code error;
  sys::fs::file_status status;
  bool direct = !sys::fs::status(outputFile.getValue(), status) &&
                sys::fs::exists(status) && !sys::fs::is_regular_file(status);
  std::string temporaryPath;
  std::unique_ptr<raw_fd_ostream> file;
  if (direct) {
    file = std::make_unique<raw_fd_ostream>(outputFile.getValue(), error);
  } else {
    int fd = -1;
    SmallString<256> model(outputFile.getValue());
    model += ".tmp-%%%%%%";
    SmallString<256> created;
    error = sys::fs::createUniqueFile(model, fd, created);
    if (!error) {
      temporaryPath = std::string(created);
      file = std::make_unique<raw_fd_ostream>(fd, /*shouldClose=*/true);
    }
  }
  if (error) {
    errs() << "netc: cannot write '" << outputFile << "': " << error.message() << "\n";
    return nullptr;
  }
  return std::make_unique<CommandOutput>(outputFile.getValue(), temporaryPath,
                                         std::move(file));
}
} // namespace netc
