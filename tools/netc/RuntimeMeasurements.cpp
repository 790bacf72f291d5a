//===- RuntimeMeasurements.cpp - Measurements from netc-runtime ---------===//

#include "RuntimeMeasurements.h"
#include "Commands.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Program.h"

using namespace llvm;
using namespace netc;

/// Runs `netc-runtime <subcommand> --format json -o path ...`.
static Error runRuntime(const RuntimeMeasurementCommand &command, StringRef path) {
  std::string runtime = findRuntimeBinary();
  if (runtime.empty())
    return createStringError(inconvertibleErrorCode(),
                             "netc-runtime was not built beside netc (it needs " +
                                 command.needs + "); run `netc-runtime " +
                                 command.subcommand +
                                 " --format json -o FILE` on the GPU machine and pass "
                                 "--measurements FILE");
  std::vector<std::string> arguments = {runtime, command.subcommand, "--format", "json", "-o",
                                        path.str()};
  arguments.insert(arguments.end(), command.extraArguments.begin(),
                   command.extraArguments.end());
  SmallVector<StringRef> argv(arguments.begin(), arguments.end());
  std::string error;
  int status = sys::ExecuteAndWait(runtime, argv, /*Env=*/std::nullopt, {}, 0, 0, &error);
  if (status < 0)
    return createStringError(inconvertibleErrorCode(),
                             "could not run " + runtime + ": " + error);
  if (status != 0)
    return createStringError(inconvertibleErrorCode(),
                             runtime + " " + command.subcommand + " failed (exit " +
                                 std::to_string(status) + "); its message is above");
  return Error::success();
}

Expected<MeasurementsFile> MeasurementsFile::obtain(const RuntimeMeasurementCommand &command,
                                                    StringRef measurementsFile,
                                                    StringRef saveMeasurements) {
  if (!measurementsFile.empty())
    return MeasurementsFile(measurementsFile.str(), /*temporary=*/false);
  std::string path = saveMeasurements.str();
  bool temporary = false;
  if (path.empty()) {
    SmallString<256> created;
    if (std::error_code code =
            sys::fs::createTemporaryFile(command.temporaryPrefix, "json", created))
      return createStringError(inconvertibleErrorCode(),
                               "cannot create a temporary file: " + code.message());
    path = std::string(created);
    temporary = true;
  }
  // Owned from here: a failed run leaves no temporary file behind.
  MeasurementsFile file(std::move(path), temporary);
  if (Error error = runRuntime(command, file.path()))
    return std::move(error);
  return std::move(file);
}

MeasurementsFile::~MeasurementsFile() {
  if (temporary)
    sys::fs::remove(filePath);
}
