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

#include <stdexcept>
#include <string>

namespace netc::data {

class DataError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

} // namespace netc::data

#endif // NETC_RUNTIME_DATA_DATAERROR_H
