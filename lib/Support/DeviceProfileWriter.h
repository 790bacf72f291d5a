//===- DeviceProfileWriter.h - Writing a device profile back ----*- C++ -*-===//
//
// `netc calibrate` rewrites a profile's "calibrated" object and keeps every
// other field. llvm::json would sort the keys, turning a one-object change
// into a rewrite of the file; this writer keeps the order docs/devices.md
// lists the fields in, and checks the result with the profile loader before
// it replaces anything.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_SUPPORT_DEVICEPROFILEWRITER_H
#define NETC_SUPPORT_DEVICEPROFILEWRITER_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace netc {

/// A profile document as text: two-space indentation, the schema's fields in
/// the schema's order (unknown ones after them, sorted), numbers with 15
/// significant digits (0.85 stays 0.85), a final newline.
std::string formatDeviceProfile(const llvm::json::Value &profile);

/// The JSON document of the profile file at `path`, for a command to change
/// and write back with writeDeviceProfile. Errors name the file: it cannot
/// be read, is not JSON, or is not a JSON object.
llvm::Expected<llvm::json::Value> readDeviceProfileDocument(llvm::StringRef path);

/// Writes `profile` to `target` ("-": to `standardOutput`) once the profile
/// loader accepts it: through a temporary file beside the target, moved into
/// place only when it loads, so a failed check leaves the target as it was.
llvm::Error writeDeviceProfile(const llvm::json::Value &profile, llvm::StringRef target,
                               llvm::raw_ostream &standardOutput);

} // namespace netc

#endif // NETC_SUPPORT_DEVICEPROFILEWRITER_H
