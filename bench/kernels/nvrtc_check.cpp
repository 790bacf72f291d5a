// nvrtc_check: compiles a kernels.cu with its netc_kernels.cuh through NVRTC
// (as the runtime does when no cubin fits the GPU), with no CUDA headers on
// the include path. Needs no GPU.
//   nvrtc_check kernels.cu netc_kernels.cuh [arch, default compute_90]
#include <nvrtc.h>

#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

static std::string readFile(const char *path) {
  std::ifstream in(path);
  if (!in) { std::cerr << "nvrtc_check: cannot read " << path << "\n"; std::exit(1); }
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

int main(int argc, char **argv) {
  if (argc < 3) { std::cerr << "usage: nvrtc_check kernels.cu netc_kernels.cuh [arch]\n"; return 2; }
  std::string source = readFile(argv[1]), header = readFile(argv[2]);
  std::string arch = std::string("--gpu-architecture=") + (argc > 3 ? argv[3] : "compute_90");
  const char *headers[] = {header.c_str()};
  const char *names[] = {"netc_kernels.cuh"};
  nvrtcProgram prog;
  if (nvrtcCreateProgram(&prog, source.c_str(), argv[1], 1, headers, names) != NVRTC_SUCCESS) return 1;
  const char *opts[] = {arch.c_str(), "--std=c++17"};
  nvrtcResult r = nvrtcCompileProgram(prog, 2, opts);
  size_t logSize = 0;
  nvrtcGetProgramLogSize(prog, &logSize);
  std::string log(logSize, '\0');
  nvrtcGetProgramLog(prog, log.data());
  std::cout << log;
  size_t ptxSize = 0;
  nvrtcGetPTXSize(prog, &ptxSize);
  std::cout << "nvrtc_check: " << argv[1] << " " << arch << ": " << nvrtcGetErrorString(r)
            << ", " << ptxSize << " bytes of PTX\n";
  nvrtcDestroyProgram(&prog);
  return r == NVRTC_SUCCESS ? 0 : 1;
}
