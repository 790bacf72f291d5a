//===- CubinRegisters.h - Registers per kernel from a cubin -----*- C++ -*-===//
//
// The structural model reads registers from KernelResourceTable.inc (a
// representative layer's, what the lowering knows before compiling). A
// lowered plan's cubin holds each kernel's own: ptxas records them in the
// ELF's .nv.info section as EIATTR_REGCOUNT attributes (what `cuobjdump
// --dump-resource-usage` prints). Scoring or fitting with them separates
// the model's error from the table's (`netc calibrate --registers cubin`).
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_CUBINREGISTERS_H
#define NETC_COSTMODEL_CUBINREGISTERS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace netc {

/// Registers per thread of every kernel in the cubin at `path`, by kernel
/// (symbol) name, in the order the records appear. An error names the file
/// and what is malformed (not a 64-bit little-endian ELF, a section or
/// record past the end of the file).
llvm::Expected<std::vector<std::pair<std::string, int64_t>>>
readCubinRegisters(llvm::StringRef path);

/// The same from the cubin's bytes; `name` is for messages.
llvm::Expected<std::vector<std::pair<std::string, int64_t>>>
parseCubinRegisters(llvm::StringRef bytes, llvm::StringRef name);

} // namespace netc

#endif // NETC_COSTMODEL_CUBINREGISTERS_H
