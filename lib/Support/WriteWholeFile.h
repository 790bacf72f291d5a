//===- WriteWholeFile.h - Output files written whole or not at all -*- C++ -*-===//
//
// netc's output files (netc lower's kernels.cu, header, kernels.mlir and
// plan.json; netc profile's --emit-plan) are written through a temporary
// file beside the target and renamed over it once closed without error: a
// full disk or an unreplaceable target is an error naming the file, never a
// half-written plan, and a target that is one of the command's inputs is
// refused before anything is written (--emit-plan net.json destroyed the
// network).
//
//===----------------------------------------------------------------------===//

#ifndef NETC_SUPPORT_WRITEWHOLEFILE_H
#define NETC_SUPPORT_WRITEWHOLEFILE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace netc {

/// The input among `inputs` that `path` is (the same file by device and
/// inode, whatever the spelling); nothing when it is none of them.
std::optional<std::string> findInputFileAt(llvm::StringRef path,
                                           llvm::ArrayRef<std::string> inputs);

/// Writes `text` to `path` whole or not at all and refuses a path that is one
/// of `inputs`. Prints why, prefixed by `command`, and returns false if it
/// cannot.
bool writeWholeFile(llvm::StringRef command, llvm::StringRef path, llvm::StringRef text,
                    llvm::ArrayRef<std::string> inputs);

} // namespace netc

#endif // NETC_SUPPORT_WRITEWHOLEFILE_H
