//===- TestUtil.h - Helpers for the runtime/data unit tests -----*- C++ -*-===//

#ifndef NETC_RUNTIME_DATA_TESTUTIL_H
#define NETC_RUNTIME_DATA_TESTUTIL_H

#include "data/DataError.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>
#include <unistd.h>

namespace netc::data::test {

/// A fresh temporary directory, removed with its files at the end.
class TempDir {
public:
  TempDir() {
    char pattern[] = "/tmp/netc-data-test-XXXXXX";
    const char *made = ::mkdtemp(pattern);
    path = made ? made : "/tmp";
  }
  ~TempDir() { std::system(("rm -rf '" + path + "'").c_str()); }
  std::string file(const std::string &name) const { return path + "/" + name; }
  std::string path;
};

inline void writeBytes(const std::string &path, const std::string &bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

inline std::string readBytes(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

/// Runs `body`, expects a DataError whose message contains every fragment.
template <typename F>
void expectDataError(F &&body, std::initializer_list<std::string> fragments) {
  try {
    body();
    ADD_FAILURE() << "no DataError thrown";
  } catch (const DataError &e) {
    std::string message = e.what();
    for (const std::string &fragment : fragments)
      EXPECT_NE(message.find(fragment), std::string::npos)
          << "message lacks \"" << fragment << "\":\n" << message;
  }
}

} // namespace netc::data::test

#endif
