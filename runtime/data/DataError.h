//===- DataError.h - Errors of the weights and dataset readers --*- C++ -*-===//
//
// Every reader in runtime/data reports a bad file by throwing DataError with
// one message that names the file and, where there is one, the tensor or the
// field, and says what was expected and what was found. No reader crashes,
// reads out of bounds or allocates without bound on a hostile file.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_DATA_DATAERROR_H
#define NETC_RUNTIME_DATA_DATAERROR_H

#include <sys/stat.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>

namespace netc::data {

class DataError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// Largest file a reader loads whole (weights of the largest network netc
/// runs are a few hundred MB).
constexpr uint64_t kMaxInputFileBytes = uint64_t(8) << 30;

/// The whole file's bytes; DataError naming the file if it cannot be read.
/// Only regular files: a directory, /dev/zero or a FIFO is refused before
/// reading (they made the readers throw an uncaught stream exception or read
/// until memory ran out).
inline std::string readFileBytes(const std::string &path) {
  struct stat status;
  if (::stat(path.c_str(), &status) != 0)
    throw DataError(path + ": cannot open: " + std::strerror(errno));
  if (S_ISDIR(status.st_mode))
    throw DataError(path + ": is a directory, not a file");
  if (!S_ISREG(status.st_mode))
    throw DataError(path + ": not a regular file");
  if (static_cast<uint64_t>(status.st_size) > kMaxInputFileBytes)
    throw DataError(path + ": " + std::to_string(status.st_size) + " bytes; at most " +
                    std::to_string(kMaxInputFileBytes) + " are read");
  std::ifstream in(path, std::ios::binary);
  if (!in)
    throw DataError(path + ": cannot open: " + std::strerror(errno));
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad())
    throw DataError(path + ": read error");
  return bytes;
}

} // namespace netc::data

#endif // NETC_RUNTIME_DATA_DATAERROR_H
