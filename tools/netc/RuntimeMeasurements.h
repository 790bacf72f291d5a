//===- RuntimeMeasurements.h - Measurements from netc-runtime ---*- C++ -*-===//
//
// `netc calibrate` and `netc calibrate --interconnect` both take their
// measurements from a JSON file that netc-runtime writes on the GPU machine:
// a file given with --measurements, or netc-runtime run now into the file
// of --save-measurements or into a temporary one.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_TOOLS_NETC_RUNTIMEMEASUREMENTS_H
#define NETC_TOOLS_NETC_RUNTIMEMEASUREMENTS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace netc {

/// How to run netc-runtime for one kind of measurement.
struct RuntimeMeasurementCommand {
  std::string subcommand;                 ///< "calibrate", "collectives"
  std::vector<std::string> extraArguments; ///< after `--format json -o FILE`
  std::string needs;           ///< what netc-runtime is built with, for the error
  std::string temporaryPrefix; ///< of the temporary file's name
};

/// The file to read measurements from. A temporary file is removed when
/// this object goes.
class MeasurementsFile {
public:
  /// `measurementsFile` when given; otherwise runs `netc-runtime
  /// <subcommand> --format json -o FILE` (its progress on our standard
  /// error) with FILE `saveMeasurements`, or a temporary file when that is
  /// empty too.
  static llvm::Expected<MeasurementsFile> obtain(const RuntimeMeasurementCommand &command,
                                                 llvm::StringRef measurementsFile,
                                                 llvm::StringRef saveMeasurements);

  MeasurementsFile(MeasurementsFile &&other) noexcept
      : filePath(std::move(other.filePath)), temporary(other.temporary) {
    other.temporary = false;
  }
  MeasurementsFile(const MeasurementsFile &) = delete;
  MeasurementsFile &operator=(const MeasurementsFile &) = delete;
  MeasurementsFile &operator=(MeasurementsFile &&) = delete;
  ~MeasurementsFile();

  const std::string &path() const { return filePath; }

private:
  MeasurementsFile(std::string path, bool temporary)
      : filePath(std::move(path)), temporary(temporary) {}

  std::string filePath;
  bool temporary;
};

} // namespace netc

#endif // NETC_TOOLS_NETC_RUNTIMEMEASUREMENTS_H
