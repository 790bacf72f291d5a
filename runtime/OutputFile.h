//===- OutputFile.h - An -o file written whole or not at all -----*- C++ -*-===//
//
// `netc-runtime run DIR -o DIR/plan.json` truncated the plan when it opened
// its output and then lost it when the run failed. An OutputFile refuses a
// path that is one of the command's inputs (same device and inode, however
// it is spelled), writes to a temporary file beside the target and renames
// it over the target only on commit(); a run that throws leaves the old file
// as it was. Standard output (an empty path) and existing files that are not
// regular (/dev/null, a pipe) are written directly.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_OUTPUTFILE_H
#define NETC_RUNTIME_OUTPUTFILE_H

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

namespace netc::runtime {

class OutputFile {
public:
  /// Opens `path` (empty: standard output). Throws std::runtime_error, naming
  /// `option`, when it names one of `inputs` or cannot be created.
  OutputFile(const std::string &path, const std::vector<std::string> &inputs,
             const std::string &option = "-o")
      : path(path) {
    if (path.empty())
      return;
    struct stat target;
    bool exists = ::stat(path.c_str(), &target) == 0;
    if (exists) {
      for (const std::string &input : inputs) {
        struct stat other;
        if (!input.empty() && ::stat(input.c_str(), &other) == 0 &&
            other.st_dev == target.st_dev && other.st_ino == target.st_ino)
          throw std::runtime_error(option + " '" + path + "' is the input file '" + input +
                                   "'; write the output elsewhere");
      }
    }
    if (exists && !S_ISREG(target.st_mode)) {
      file.open(path);
    } else {
      temporaryPath = path + ".tmp-" + std::to_string(::getpid());
      file.open(temporaryPath);
    }
    if (!file)
      throw std::runtime_error("cannot write '" + path + "': " + std::strerror(errno));
  }

  OutputFile(const OutputFile &) = delete;
  OutputFile &operator=(const OutputFile &) = delete;

  ~OutputFile() {
    if (!committed && !temporaryPath.empty()) {
      file.close();
      std::remove(temporaryPath.c_str());
    }
  }

  std::ostream &stream() { return file.is_open() ? file : std::cout; }

  /// Makes the output final. Throws std::runtime_error if it cannot.
  void commit() {
    committed = true;
    if (!file.is_open()) {
      std::cout.flush();
      return;
    }
    file.close();
    if (!file) {
      if (!temporaryPath.empty())
        std::remove(temporaryPath.c_str());
      throw std::runtime_error("cannot write '" + path + "'");
    }
    if (!temporaryPath.empty() && std::rename(temporaryPath.c_str(), path.c_str()) != 0) {
      std::string reason = std::strerror(errno);
      std::remove(temporaryPath.c_str());
      throw std::runtime_error("cannot write '" + path + "': " + reason);
    }
  }

private:
  std::string path;
  std::string temporaryPath; ///< empty where the output is written directly
  std::ofstream file;
  bool committed = false;
};

} // namespace netc::runtime

#endif // NETC_RUNTIME_OUTPUTFILE_H
