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

#include <cerrno>
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

/// The whole file's bytes; DataError naming the file if it cannot be read.
inline std::string readFileBytes(const std::string &path) {
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
