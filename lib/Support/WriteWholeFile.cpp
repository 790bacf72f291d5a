//===- WriteWholeFile.cpp - Output files written whole or not at all ------===//

#include "Support/WriteWholeFile.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

std::optional<std::string> netc::findInputFileAt(StringRef path, ArrayRef<std::string> inputs) {
  for (const std::string &input : inputs) {
    bool same = false;
    if (!input.empty() && !sys::fs::equivalent(input, path, same) && same)
      return input;
  }
  return std::nullopt;
}

bool netc::writeWholeFile(StringRef command, StringRef path, StringRef text,
                          ArrayRef<std::string> inputs) {
  if (std::optional<std::string> input = findInputFileAt(path, inputs)) {
    errs() << command << ": '" << path << "' is the input file '" << *input
           << "'; write the output elsewhere\n";
    return false;
  }
  SmallString<256> model(path);
  model += ".tmp-%%%%%%";
  SmallString<256> temporary;
  int fd = -1;
  std::error_code error = sys::fs::createUniqueFile(model, fd, temporary);
  if (!error) {
    raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << text;
    os.close();
    if (os.has_error()) {
      error = os.error();
      os.clear_error();
    }
    if (!error)
      error = sys::fs::rename(temporary, path);
    if (error)
      sys::fs::remove(temporary);
  }
  if (error) {
    errs() << command << ": cannot write '" << path << "': " << error.message() << "\n";
    return false;
  }
  return true;
}
