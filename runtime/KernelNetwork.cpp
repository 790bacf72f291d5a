//===- KernelNetwork.cpp - Arena, weights, module and launches ------------===//

#include "KernelNetwork.h"

#include "Format.h"
#include "Kernels.h"

#include <algorithm>

namespace netc::runtime {

void copyViewToDense(const void *view, const TensorView &tensor, void *dense,
                     size_t elementBytes, cudaStream_t stream) {
  size_t width = size_t(tensor.channels()) * elementBytes;
  NETC_CUDA_CHECK(cudaMemcpy2DAsync(dense, width, view, size_t(tensor.pitch) * elementBytes,
                                    width, size_t(tensor.pixels()), cudaMemcpyDeviceToDevice,
                                    stream));
}

void copyDenseToView(const void *dense, void *view, const TensorView &tensor,
                     size_t elementBytes, cudaStream_t stream) {
  size_t width = size_t(tensor.channels()) * elementBytes;
  NETC_CUDA_CHECK(cudaMemcpy2DAsync(view, size_t(tensor.pitch) * elementBytes, dense, width,
                                    width, size_t(tensor.pixels()), cudaMemcpyDeviceToDevice,
                                    stream));
}

KernelNetwork::KernelNetwork(const Plan &plan, const ExecutionContext &context)
    : networkPlan(plan), context(context) {
  if (!plan.executable())
    throw RuntimeError(plan.path + ": version " + std::to_string(plan.version) +
                       " plan without a module: `netc-runtime run` needs a version-2 plan "
                       "written by `netc lower` (`netc-runtime profile` runs version 1)");
}

KernelNetwork::~KernelNetwork() = default;

const KernelMemoryPlan &KernelNetwork::planMemory(uint64_t checkBytes, uint64_t workspaceBytes,
                                                  uint64_t freeBytes, uint64_t deviceBytes,
                                                  const std::string &deviceName) {
  KernelMemoryPlan &m = memoryPlan;
  m.arenaBytes = uint64_t(networkPlan.arenaBytes);
  m.weightBytes = 0;
  for (const PlanWeight &weight : networkPlan.weights)
    m.weightBytes += uint64_t(elementCount(weight.shape)) * context.elementBytes();
  m.checkBytes = checkBytes;
  m.workspaceBytes = workspaceBytes;
  m.reserveBytes = uint64_t(256) << 20;
  m.totalBytes = m.arenaBytes + m.weightBytes + m.checkBytes + m.workspaceBytes + m.reserveBytes;
  m.freeBytes = freeBytes;
  m.deviceBytes = deviceBytes;
  if (m.totalBytes > freeBytes)
    throw RuntimeError(
        "out of GPU memory: plan '" + networkPlan.network + "' (batch " +
            std::to_string(networkPlan.batch) + ", " + getPrecisionName(networkPlan.precision) +
            ") needs " + formatBytes(m.totalBytes) + " but only " + formatBytes(freeBytes) +
            " of " + formatBytes(deviceBytes) + " is free on " + deviceName + ".\n" +
            "  arena (every activation) " + formatBytes(m.arenaBytes) + ", weights " +
            formatBytes(m.weightBytes) + ", the cuDNN check's largest launch " +
            formatBytes(m.checkBytes) + ", cuDNN workspace " + formatBytes(m.workspaceBytes) +
            " (--workspace-mb), " + formatBytes(m.reserveBytes) +
            " left free for cuDNN and cuBLAS.\n"
            "  Nothing was allocated or launched. Lower the network with a smaller batch" +
            (checkBytes ? ", or run with --no-check" : "") + ".",
        RuntimeError::Kind::OutOfMemory);
  return m;
}

void KernelNetwork::allocate() {
  auto allocate = [&](size_t bytes, const std::string &what) {
    try {
      return DeviceBuffer(bytes);
    } catch (const RuntimeError &error) {
      throw RuntimeError(std::string(error.what()) + " while allocating " + what + " (" +
                             formatBytes(bytes) + ")",
                         error.kind());
    }
  };
  arenaBuffer = allocate(size_t(networkPlan.arenaBytes), "the arena");
  poisonArena();
  weightBuffers.clear();
  for (const PlanWeight &weight : networkPlan.weights)
    weightBuffers.push_back(allocate(size_t(elementCount(weight.shape)) * context.elementBytes(),
                                     "weight '" + weight.name + "'"));
  NETC_CUDA_CHECK(cudaStreamSynchronize(context.stream));
}

void KernelNetwork::poisonArena() {
  NETC_CUDA_CHECK(cudaMemsetAsync(arena(), 0xFF, size_t(networkPlan.arenaBytes), context.stream));
}

/// Rounds float values to the storage type into `target` (device).
static void storeFloats(const std::vector<float> &values, void *target, DataKind kind,
                        cudaStream_t stream) {
  size_t bytes = values.size() * sizeof(float);
  if (kind == DataKind::F32) {
    NETC_CUDA_CHECK(cudaMemcpyAsync(target, values.data(), bytes, cudaMemcpyHostToDevice, stream));
    NETC_CUDA_CHECK(cudaStreamSynchronize(stream));
    return;
  }
  DeviceBuffer staging(bytes);
  NETC_CUDA_CHECK(cudaMemcpyAsync(staging.data(), values.data(), bytes, cudaMemcpyHostToDevice,
                                  stream));
  kernels::convertFromFloat(static_cast<const float *>(staging.data()), target, kind,
                            values.size(), stream);
  NETC_CUDA_CHECK(cudaStreamSynchronize(stream));
}

/// The stored values back as float.
static std::vector<float> loadFloats(const void *source, size_t count, DataKind kind,
                                     cudaStream_t stream) {
  std::vector<float> values(count);
  if (kind == DataKind::F32) {
    NETC_CUDA_CHECK(cudaMemcpyAsync(values.data(), source, count * sizeof(float),
                                    cudaMemcpyDeviceToHost, stream));
  } else {
    DeviceBuffer staging(count * sizeof(float));
    kernels::convertToFloat(source, kind, static_cast<float *>(staging.data()), count, stream);
    NETC_CUDA_CHECK(cudaMemcpyAsync(values.data(), staging.data(), count * sizeof(float),
                                    cudaMemcpyDeviceToHost, stream));
    NETC_CUDA_CHECK(cudaStreamSynchronize(stream));
  }
  NETC_CUDA_CHECK(cudaStreamSynchronize(stream));
  return values;
}

void KernelNetwork::loadWeights(WeightSource &source) {
  const std::vector<PlanWeight> &weights = networkPlan.weights;
  hostWeights.assign(weights.size(), {});
  DataKind kind = context.dataKind();
  // Sources first (rounded to the storage type and read back, so that the
  // fold and the cuDNN reference see exactly what the kernels see), then the
  // derived weights from them.
  for (size_t i = 0; i < weights.size(); ++i) {
    if (weights[i].derive)
      continue;
    std::vector<float> values;
    try {
      values = source.values(weights[i], i);
    } catch (const std::exception &error) {
      throw RuntimeError("weight '" + weights[i].name + "': " + error.what());
    }
    if (int64_t(values.size()) != elementCount(weights[i].shape))
      throw RuntimeError("weight '" + weights[i].name + "': the weight source gave " +
                         std::to_string(values.size()) + " values for shape " +
                         shapeText(weights[i].shape));
    storeFloats(values, weight(i), kind, context.stream);
    hostWeights[i] = kind == DataKind::F32 ? std::move(values)
                                           : loadFloats(weight(i), values.size(), kind,
                                                        context.stream);
  }
  for (size_t i = 0; i < weights.size(); ++i) {
    if (!weights[i].derive)
      continue;
    std::vector<float> values = deriveWeight(networkPlan, weights[i], hostWeights);
    storeFloats(values, weight(i), kind, context.stream);
    hostWeights[i] = kind == DataKind::F32 ? std::move(values)
                                           : loadFloats(weight(i), values.size(), kind,
                                                        context.stream);
  }
}

std::string KernelNetwork::launchName(size_t index) const {
  const PlanLaunch &launch = networkPlan.launches[index];
  return "launch '" + launch.kernel + "' (launches[" + std::to_string(index) + "], layers " +
         launch.layerText() + ")";
}

std::unique_ptr<CUtensorMap> KernelNetwork::encodeTensorMap(size_t index,
                                                          const LaunchArgument &arg) const {
  const PlanTensorMap &spec = *arg.map;
  const DataKind kind = context.dataKind();
  const CUtensorMapDataType type = kind == DataKind::BF16  ? CU_TENSOR_MAP_DATA_TYPE_BFLOAT16
                                   : kind == DataKind::F16 ? CU_TENSOR_MAP_DATA_TYPE_FLOAT16
                                                           : CU_TENSOR_MAP_DATA_TYPE_FLOAT32;
  const cuuint64_t element = bytesPerElement(kind);
  const CUtensorMapSwizzle swizzle = spec.swizzleBytes == 128 ? CU_TENSOR_MAP_SWIZZLE_128B
                                     : spec.swizzleBytes == 64 ? CU_TENSOR_MAP_SWIZZLE_64B
                                     : spec.swizzleBytes == 32 ? CU_TENSOR_MAP_SWIZZLE_32B
                                                               : CU_TENSOR_MAP_SWIZZLE_NONE;
  auto map = std::make_unique<CUtensorMap>(); // 128-byte aligned, as the driver needs
  CUresult status = CUDA_SUCCESS;
  std::string what;
  if (spec.mode == PlanTensorMap::Mode::Im2col) {
    // x as [N][H][W][C] (whatever the view's rank, as the reader read it),
    // innermost first, its pixels `pitch` elements apart.
    const Shape &shape = arg.tensor.shape;
    const std::array<int64_t, 4> nhwc = nhwcOf(shape);
    const cuuint64_t dims[4] = {cuuint64_t(nhwc[3]), cuuint64_t(nhwc[2]), cuuint64_t(nhwc[1]),
                                cuuint64_t(nhwc[0])};
    const cuuint64_t pixel = cuuint64_t(arg.tensor.pitch) * element;
    const cuuint64_t strides[3] = {pixel, pixel * dims[1], pixel * dims[1] * dims[2]};
    const int lower[2] = {int(spec.lowerCorner[0]), int(spec.lowerCorner[1])};
    const int upper[2] = {int(spec.upperCorner[0]), int(spec.upperCorner[1])};
    const cuuint32_t elementStrides[4] = {1, cuuint32_t(spec.elementStrides[0]),
                                          cuuint32_t(spec.elementStrides[1]), 1};
    status = driver().cuTensorMapEncodeIm2col(
        map.get(), type, 4, view(arg.tensor), dims, strides, lower, upper,
        cuuint32_t(spec.box[0]), cuuint32_t(spec.box[1]), elementStrides,
        CU_TENSOR_MAP_INTERLEAVE_NONE, swizzle, CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
        CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
    what = "an im2col map of " + shapeText(shape);
  } else {
    // The weight as [rows][taps][channels] (channels innermost; taps the
    // extents between the first and the last), copied a tap at a time.
    const Shape &shape = networkPlan.weights[arg.weightIndex].shape;
    cuuint64_t taps = 1;
    for (size_t i = 1; i + 1 < shape.size(); ++i)
      taps *= cuuint64_t(shape[i]);
    const cuuint64_t channels = cuuint64_t(shape.back());
    const cuuint64_t dims[3] = {channels, taps, cuuint64_t(shape[0])};
    const cuuint64_t strides[2] = {channels * element, channels * taps * element};
    const cuuint32_t box[3] = {cuuint32_t(spec.box[0]), 1, cuuint32_t(spec.box[1])};
    const cuuint32_t elementStrides[3] = {1, 1, 1};
    status = driver().cuTensorMapEncodeTiled(
        map.get(), type, 3, weight(arg.weightIndex), dims, strides, box, elementStrides,
        CU_TENSOR_MAP_INTERLEAVE_NONE, swizzle, CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
        CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
    what = "a tiled map of weight '" + arg.weight + "' " + shapeText(shape);
  }
  if (status != CUDA_SUCCESS) {
    const char *name = nullptr, *text = nullptr;
    driver().cuGetErrorName(status, &name);
    driver().cuGetErrorString(status, &text);
    throw RuntimeError(launchName(index) + ", argument '" + arg.role + "': the driver refused " +
                       what + ", box [" + std::to_string(spec.box[0]) + ", " +
                       std::to_string(spec.box[1]) + "]: " + (name ? name : "?") + " (" +
                       (text ? text : "?") + ")");
  }
  return map;
}

void KernelNetwork::loadModule(LoadRoute route) {
  kernelModule = std::make_unique<KernelModule>(networkPlan, route);
  functions.clear();
  tensorMaps.clear();
  argumentValues.assign(networkPlan.launches.size(), {});
  argumentPointers.assign(networkPlan.launches.size(), {});
  for (size_t i = 0; i < networkPlan.launches.size(); ++i) {
    const PlanLaunch &launch = networkPlan.launches[i];
    functions.push_back(kernelModule->function(launch, i));
    std::vector<void *> &values = argumentValues[i];
    for (const LaunchArgument &arg : launch.args) {
      switch (arg.kind) {
      case LaunchArgument::Kind::Tensor: values.push_back(view(arg.tensor)); break;
      case LaunchArgument::Kind::Weight: values.push_back(weight(arg.weightIndex)); break;
      case LaunchArgument::Kind::Null: values.push_back(nullptr); break;
      }
    }
    // Every value's pointer; a tensor map's value is the map itself, encoded
    // once on these buffers (the timing re-uses them: CachePolicy::Flush per
    // launch, the same arena for whole passes).
    for (size_t a = 0; a < launch.args.size(); ++a) {
      if (launch.args[a].map) {
        tensorMaps.push_back(encodeTensorMap(i, launch.args[a]));
        argumentPointers[i].push_back(tensorMaps.back().get());
      } else {
        argumentPointers[i].push_back(&values[a]);
      }
    }
  }
}

void KernelNetwork::launch(size_t index) {
  const PlanLaunch &launch = networkPlan.launches[index];
  CUresult status = driver().cuLaunchKernel(
      functions.at(index), unsigned(launch.grid[0]), unsigned(launch.grid[1]),
      unsigned(launch.grid[2]), unsigned(launch.block[0]), unsigned(launch.block[1]),
      unsigned(launch.block[2]), unsigned(launch.sharedBytes),
      reinterpret_cast<CUstream>(context.stream), argumentPointers[index].data(), nullptr);
  if (status != CUDA_SUCCESS) {
    const char *name = nullptr, *text = nullptr;
    driver().cuGetErrorName(status, &name);
    driver().cuGetErrorString(status, &text);
    throw RuntimeError(launchName(index) + " failed to launch: " + (name ? name : "?") + " (" +
                       (text ? text : "?") + "); grid [" + std::to_string(launch.grid[0]) + ", " +
                       std::to_string(launch.grid[1]) + ", " + std::to_string(launch.grid[2]) +
                       "], block [" + std::to_string(launch.block[0]) + ", " +
                       std::to_string(launch.block[1]) + ", " + std::to_string(launch.block[2]) +
                       "], " + std::to_string(launch.sharedBytes) + " B shared");
  }
}

void KernelNetwork::forward() {
  for (size_t i = 0; i < networkPlan.launches.size(); ++i)
    launch(i);
}

void KernelNetwork::synchronize(const std::string &what) const {
  cudaError_t status = cudaStreamSynchronize(context.stream);
  if (status == cudaSuccess)
    return;
  std::string message = what + " failed on the GPU: " + cudaGetErrorName(status) + " (" +
                        cudaGetErrorString(status) + ")";
  // A kernel reading through tensor maps traps when a stage's bytes never
  // land (netc_conv_wgmma_tma.cuh, mbarrierWait): name those launches, the
  // likely culprits of a launch failure.
  if (status == cudaErrorLaunchFailure) {
    std::vector<std::string> mapped;
    for (const PlanLaunch &launch : networkPlan.launches)
      if (std::any_of(launch.args.begin(), launch.args.end(),
                      [](const LaunchArgument &arg) { return arg.map.has_value(); }))
        mapped.push_back("'" + launch.kernel + "'");
    if (!mapped.empty()) {
      std::string names = mapped.front();
      for (size_t i = 1; i < std::min<size_t>(mapped.size(), 3); ++i)
        names += ", " + mapped[i];
      if (mapped.size() > 3)
        names += " and " + std::to_string(mapped.size() - 3) + " more";
      message += "; kernels reading through tensor maps (" + names +
                 ") stop after about 4 s when a map's box is not the tile they were compiled "
                 "for (a plan edited by hand?)";
    }
  }
  throw RuntimeError(message);
}

void KernelNetwork::writeView(const TensorView &tensor, const std::vector<float> &values) {
  size_t count = size_t(tensor.pixels() * tensor.channels());
  if (values.size() != count)
    throw RuntimeError("writeView: " + std::to_string(values.size()) + " values for a view of " +
                       std::to_string(count));
  DeviceBuffer dense(count * context.elementBytes());
  storeFloats(values, dense.data(), context.dataKind(), context.stream);
  copyDenseToView(dense.data(), view(tensor), tensor, context.elementBytes(), context.stream);
  NETC_CUDA_CHECK(cudaStreamSynchronize(context.stream));
}

std::vector<float> KernelNetwork::readView(const TensorView &tensor) const {
  size_t count = size_t(tensor.pixels() * tensor.channels());
  DeviceBuffer dense(count * context.elementBytes());
  copyViewToDense(view(tensor), tensor, dense.data(), context.elementBytes(), context.stream);
  return loadFloats(dense.data(), count, context.dataKind(), context.stream);
}

} // namespace netc::runtime
