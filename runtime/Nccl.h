//===- Nccl.h - NCCL, opened at run time ------------------------*- C++ -*-===//
//
// NCCL is not a build dependency: the runtime builds where it is absent and
// opens libnccl.so.2 with dlopen when a multi-GPU command asks for it (on the
// GPU machines it comes with PyTorch, in the nvidia-nccl-cu13 wheel;
// bench/cuda-libs.sh puts its directory on LD_LIBRARY_PATH, and
// $NETC_NCCL_LIBRARY may name the file). The few types and entry points used
// are declared below, by the values of NCCL's public C API (nccl.h, stable
// across NCCL 2.x): results, data types and reduction operators are ints,
// a communicator is an opaque pointer.
//
// Before NCCL initialises, NCCL_NVLS_ENABLE is set to 0 where the
// environment leaves it unset: NVLink multicast (NVLS) is off on the lent
// machines, and nothing here creates multicast objects.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_NCCL_H
#define NETC_RUNTIME_NCCL_H

#include <cuda_runtime.h>

#include <cstddef>
#include <string>
#include <vector>

namespace netc::runtime {

namespace nccl {
using Result = int;      ///< ncclResult_t; 0 is ncclSuccess
using Communicator = struct ncclComm *; ///< ncclComm_t
enum DataType : int { Float16 = 6, Float32 = 7, BFloat16 = 9 }; ///< ncclDataType_t
enum ReductionOp : int { Sum = 0 };                              ///< ncclRedOp_t
constexpr Result kSuccess = 0;
constexpr Result kInProgress = 7;
} // namespace nccl

/// The entry points of libnccl.so.2 this runtime calls.
struct NcclApi {
  nccl::Result (*getVersion)(int *version) = nullptr;
  nccl::Result (*commInitAll)(nccl::Communicator *comms, int devices, const int *deviceList) =
      nullptr;
  nccl::Result (*commDestroy)(nccl::Communicator comm) = nullptr;
  nccl::Result (*allReduce)(const void *send, void *receive, size_t count, int dataType,
                            int op, nccl::Communicator comm, cudaStream_t stream) = nullptr;
  nccl::Result (*reduceScatter)(const void *send, void *receive, size_t receiveCount,
                                int dataType, int op, nccl::Communicator comm,
                                cudaStream_t stream) = nullptr;
  nccl::Result (*allGather)(const void *send, void *receive, size_t sendCount, int dataType,
                            nccl::Communicator comm, cudaStream_t stream) = nullptr;
  nccl::Result (*groupStart)() = nullptr;
  nccl::Result (*groupEnd)() = nullptr;
  const char *(*getErrorString)(nccl::Result result) = nullptr;
};

/// libnccl.so.2, opened once for the process. Throws RuntimeError
/// (Unsupported) naming what was tried when the library or an entry point is
/// missing.
class Nccl {
public:
  static Nccl &open();
  /// Whether open() would succeed, without throwing; `why` says why not.
  static bool available(std::string *why = nullptr);

  const NcclApi &api() const { return entry; }
  /// "2.27.3" from ncclGetVersion.
  const std::string &version() const { return versionText; }
  /// The file dlopen found.
  const std::string &library() const { return libraryPath; }
  /// How NVLink multicast was set: "NCCL_NVLS_ENABLE=0 (set by netc-runtime
  /// before NCCL initialised)" or "... (from the environment)".
  const std::string &nvlsSetting() const { return nvls; }

  /// Throws RuntimeError naming `what` and NCCL's message unless `result`
  /// is success.
  void check(nccl::Result result, const std::string &what) const;

private:
  Nccl();
  void *handle = nullptr;
  NcclApi entry;
  std::string versionText, libraryPath, nvls;
};

/// Sets NCCL_NVLS_ENABLE=0 unless the environment sets it; returns the
/// description Nccl::nvlsSetting() reports. Called before NCCL is opened.
std::string disableNvlinkMulticastUnlessSet();

/// One communicator per GPU of `devices` (ncclCommInitAll), destroyed with
/// the object.
class NcclCommunicators {
public:
  NcclCommunicators(Nccl &nccl, const std::vector<int> &devices);
  ~NcclCommunicators();
  NcclCommunicators(const NcclCommunicators &) = delete;
  NcclCommunicators &operator=(const NcclCommunicators &) = delete;

  nccl::Communicator operator[](size_t rank) const { return comms.at(rank); }
  size_t size() const { return comms.size(); }

private:
  Nccl &nccl;
  std::vector<nccl::Communicator> comms;
};

} // namespace netc::runtime

#endif // NETC_RUNTIME_NCCL_H
