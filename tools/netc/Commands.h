//===- Commands.h - netc's commands and the options they share --*- C++ -*-===//
//
// Each command lives in its own file (netc.cpp: import and summarize;
// Predict.cpp: predict) and reads the shared options declared here.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_TOOLS_NETC_COMMANDS_H
#define NETC_TOOLS_NETC_COMMANDS_H

#include "Diagnostics.h"

#include "CostModel/NetcModel.h"
#include "Frontend/LoadNetwork.h"
#include "Target/Plan/PlanWriter.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ToolOutputFile.h"

namespace netc {

extern llvm::cl::SubCommand importCommand;
extern llvm::cl::SubCommand summarizeCommand;
extern llvm::cl::SubCommand predictCommand;
extern llvm::cl::SubCommand profileCommand;
extern llvm::cl::SubCommand calibrateCommand;
extern llvm::cl::SubCommand lowerCommand;
extern llvm::cl::SubCommand runCommand;

extern llvm::cl::OptionCategory networkCategory;
extern llvm::cl::OptionCategory reportCategory;
extern llvm::cl::OptionCategory modelCategory;
extern llvm::cl::OptionCategory profileCategory;
extern llvm::cl::OptionCategory calibrateCategory;

enum class OutputFormat { Text, Json, Csv };

extern llvm::cl::list<std::string> inputFiles;
extern llvm::cl::opt<bool> allowUnknownLayers;
extern llvm::cl::opt<int64_t> batchSize;
extern llvm::cl::opt<std::string> outputFile;
extern llvm::cl::opt<OutputFormat> outputFormat;

/// --allow-unknown-layers and --batch as LoadOptions.
LoadOptions loadOptionsFromCommandLine();

/// The path of netc-runtime, installed beside netc; empty if it is not there
/// (it is built only where the CUDA toolkit and cuDNN are).
std::string findRuntimeBinary();

/// A command's -o file, written in full or not at all: the text goes to a
/// temporary file beside it that keep() renames over it, so a failing
/// command leaves the old file as it was. Standard output ("-") and files
/// that are not regular (/dev/null, a pipe) are written directly.
class CommandOutput {
public:
  CommandOutput(std::string path, std::string temporaryPath,
                std::unique_ptr<llvm::raw_fd_ostream> file);
  ~CommandOutput();
  llvm::raw_ostream &os() { return file ? *file : llvm::outs(); }
  /// Makes the output final; prints why and returns false if it cannot.
  bool keep();

private:
  std::string path;
  std::string temporaryPath; ///< empty where the output is written directly
  std::unique_ptr<llvm::raw_fd_ostream> file;
  bool kept = false;
};

/// Writes `text` to `path` whole or not at all (a temporary file beside it,
/// renamed over it once closed without error); refuses a path that is one of
/// the input files. Prints why, prefixed by `command`, and returns false if
/// it cannot.
bool writeOutputFile(llvm::StringRef command, llvm::StringRef path, llvm::StringRef text);

/// Opens -o (or standard output); prints why and returns null if it cannot,
/// among others when -o names one of the input files (the same file by
/// device and inode, whatever the spelling).
std::unique_ptr<CommandOutput> openCommandOutput();

/// `netc predict`: per-layer time predictions from a cost model.
int runPredict(mlir::MLIRContext &context, CompilerDiagnostics &diagnostics);

/// `netc profile`: predictions, then measurements through netc-runtime.
int runProfile(mlir::MLIRContext &context, CompilerDiagnostics &diagnostics);

/// `netc calibrate`: measure the GPU (netc-runtime) and rewrite a device
/// profile's calibrated fields.
int runCalibrate(mlir::MLIRContext &context, CompilerDiagnostics &diagnostics);

/// Whether the command line asks `netc calibrate` to fit or validate
/// per_precision on measured rows (--fit, --validate) rather than measure.
bool isCalibrateFitRequested();
/// `netc calibrate --fit / --validate` (CalibrateFit.cpp) on `device`'s
/// profile (a key or a file).
int runCalibrateFit(mlir::MLIRContext &context, CompilerDiagnostics &diagnostics,
                    llvm::StringRef device);

/// --folds as given on the command line ("" where it is not): the library
/// fit's option, which the structural validation shares.
std::string getGivenFoldsName();
/// --scored-rows ("" where not given), shared the same way.
std::string getScoredRowsFile();

/// Whether the command line asks `netc calibrate` for the structural model
/// of netc's own kernels (--fit-structure, --validate-structure,
/// --score-structure, --structure-kernels).
bool isCalibrateStructureRequested();
/// Those (CalibrateStructure.cpp) on `device`'s profile (a key or a file).
int runCalibrateStructure(llvm::StringRef device);

/// What `netc calibrate --interconnect` reads from the command line.
struct InterconnectCalibrateSettings {
  std::string device;
  std::string measurementsFile; ///< read instead of running netc-runtime
  std::string saveMeasurements;
  std::string outputFile;       ///< empty: the profile itself; "-": stdout
};
/// `netc calibrate --interconnect`: NCCL collectives (netc-runtime
/// collectives), fitted into the profile's interconnect entry.
int runCalibrateInterconnect(const InterconnectCalibrateSettings &settings);
/// `netc lower`: kernels.cu, compiled code for the target and plan.json.
int runLower(mlir::MLIRContext &context, CompilerDiagnostics &diagnostics);
/// `netc run`: lower to a temporary directory and execute it (netc-runtime).
int runRun(mlir::MLIRContext &context, CompilerDiagnostics &diagnostics);

} // namespace netc

#endif // NETC_TOOLS_NETC_COMMANDS_H
