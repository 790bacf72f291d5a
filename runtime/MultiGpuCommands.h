//===- MultiGpuCommands.h - netc-runtime collectives and train-dp -*- C++ -*-===//
//
// The command lines of the multi-GPU commands, kept apart from
// netc-runtime.cpp's single-GPU ones:
//
//   netc-runtime collectives [--gpus 2,4,8] [--min-bytes N] [--max-bytes N]
//       [--launches N] [--replays N] [--warmup N] [--no-graphs]
//       [--format text|json] [-o FILE]
//   netc-runtime train-dp PLAN [--gpus 1,2,4,8] [--bucket-mb 25] [--iterations N]
//       [--warmup N] [--prediction FILE] [--no-nccl] [--precision P]
//       [--layout L] [--workspace-mb N] [--seed N] [--format text|json]
//       [-o FILE]
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_MULTIGPUCOMMANDS_H
#define NETC_RUNTIME_MULTIGPUCOMMANDS_H

#include <stdexcept>
#include <string>
#include <vector>

namespace netc::runtime {

/// A bad command line (exit status 2, with the usage).
class MultiGpuUsageError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// The usage text of both commands, for netc-runtime --help.
extern const char *const kMultiGpuUsage;

/// `command` is "collectives" or "train-dp"; `args` what follows it.
int runMultiGpuCommand(const std::string &command, const std::vector<std::string> &args,
                       const std::string &commandLine);

} // namespace netc::runtime

#endif // NETC_RUNTIME_MULTIGPUCOMMANDS_H
