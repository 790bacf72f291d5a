//===- MeasuredLaunches.cpp - Measured launches of netc's kernels, read back ---===//

#include "CostModel/MeasuredLaunches.h"
#include "CostModel/CubinRegisters.h"
#include "CostModel/KernelStructure.h"
#include "Support/ClockSchema.h"
#include "Support/PlanSchema.h"
#include "Support/TextNesting.h"

#include "llvm/ADT/Twine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <cmath>
#include <limits>
#include <map>

using namespace llvm;
using namespace netc;

namespace {

/// The largest extent of a tile or reduction the reader accepts: far past
/// any kernel's, and small enough that the model's products of them stay
/// within 64 bits.
constexpr int64_t kMaxTileExtent = int64_t(1) << 20;
constexpr int64_t kMaxReduction = int64_t(1) << 40;
/// Bytes and multiply-adds of one launch.
constexpr int64_t kMaxCount = int64_t(1) << 62;
/// The direct kernel's rows per item and images per block.
constexpr int64_t kMaxDirectForm = 64;

Error fileError(StringRef file, const Twine &message) {
  return createStringError(inconvertibleErrorCode(), (file + ": " + message).str());
}

/// A short rendering of a JSON value for messages.
std::string describe(const json::Value &value) {
  std::string text = formatv("{0}", value).str();
  if (text.size() > 60)
    text = text.substr(0, 57) + "...";
  return text;
}

Expected<json::Value> readJsonFile(StringRef path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer = MemoryBuffer::getFile(path, /*IsText=*/true);
  if (std::error_code code = buffer.getError())
    return fileError(path, "cannot read: " + code.message());
  // llvm::json recurses per level with no limit of its own.
  if (findExcessiveJsonNesting((*buffer)->getBuffer()))
    return fileError(path, "invalid JSON: nested more than " + Twine(kMaxJsonNesting) +
                               " arrays or objects deep");
  Expected<json::Value> root = json::parse((*buffer)->getBuffer());
  if (!root)
    return fileError(path, "invalid JSON: " + toString(root.takeError()));
  if (!root->getAsObject())
    return fileError(path, "expected a JSON object");
  return std::move(*root);
}

/// Reads typed fields of one JSON file, keeping the first error (the file
/// and the field's path in it) and handing out defaults after it, so that a
/// reader reads straight through and checks once.
class FieldReader {
public:
  explicit FieldReader(std::string file) : file(std::move(file)) {}

  void fail(const Twine &field, const Twine &message) {
    if (!error)
      error = file + ": " + field.str() + ": " + message.str();
  }
  bool failed() const { return error.has_value(); }
  Error takeError() {
    return error ? createStringError(inconvertibleErrorCode(), *error) : Error::success();
  }

  const json::Value *require(const json::Object &object, StringRef key, const Twine &field,
                             const Twine &why = "") {
    const json::Value *value = object.get(key);
    if (!value)
      fail(field, "missing" + (why.isTriviallyEmpty() ? Twine("") : " (" + why + ")"));
    return value;
  }

  std::string string(const json::Object &object, StringRef key, const Twine &field) {
    const json::Value *value = require(object, key, field);
    if (!value)
      return {};
    if (std::optional<StringRef> text = value->getAsString())
      return text->str();
    fail(field, "expected a string, got " + describe(*value));
    return {};
  }

  /// An integer in [low, high].
  int64_t integer(const json::Value &value, const Twine &field, int64_t low, int64_t high) {
    std::optional<int64_t> number = value.getAsInteger();
    if (!number || *number < low || *number > high) {
      fail(field, "expected an integer from " + Twine(low) + " to " + Twine(high) + ", got " +
                      describe(value));
      return low;
    }
    return *number;
  }

  /// An integer field in [low, high], `fallback` where absent or null.
  int64_t optionalInteger(const json::Object &object, StringRef key, const Twine &field,
                          int64_t low, int64_t high, int64_t fallback) {
    const json::Value *value = object.get(key);
    if (!value || value->kind() == json::Value::Null)
      return fallback;
    return integer(*value, field, low, high);
  }

  /// A boolean field, `fallback` where absent or null.
  bool optionalBool(const json::Object &object, StringRef key, const Twine &field,
                    bool fallback) {
    const json::Value *value = object.get(key);
    if (!value || value->kind() == json::Value::Null)
      return fallback;
    if (std::optional<bool> flag = value->getAsBoolean())
      return *flag;
    fail(field, "expected true or false, got " + describe(*value));
    return fallback;
  }

  /// A list of exactly `count` integers in [low, high].
  std::vector<int64_t> integers(const json::Value &value, const Twine &field, size_t count,
                                int64_t low, int64_t high) {
    const json::Array *array = value.getAsArray();
    if (!array || array->size() != count) {
      fail(field, "expected a list of " + Twine(count) + " integers, got " + describe(value));
      return std::vector<int64_t>(count, low);
    }
    std::vector<int64_t> out;
    for (size_t i = 0; i < count; ++i)
      out.push_back(integer((*array)[i], field + "[" + Twine(i) + "]", low, high));
    return out;
  }

  /// A clock in MHz: finite, > 0 and at most 100 GHz.
  double megahertz(const json::Value &value, const Twine &field) {
    std::optional<double> number = value.getAsNumber();
    if (!number || !std::isfinite(*number) || *number <= 0 || *number > 1e5) {
      fail(field, "expected a clock in MHz (> 0), got " + describe(value));
      return 0;
    }
    return *number;
  }

  /// A number of milliseconds, finite and > 0 (`positive`) or >= 0.
  double milliseconds(const json::Value &value, const Twine &field, bool positive) {
    std::optional<double> number = value.getAsNumber();
    if (!number || !std::isfinite(*number) || *number < 0 || (positive && *number == 0)) {
      fail(field, Twine("expected a finite time ") + (positive ? "> 0" : ">= 0") +
                      " in ms, got " + describe(value));
      return 0;
    }
    return *number;
  }

private:
  std::string file;
  std::optional<std::string> error;
};

bool isGemmVariant(StringRef variant) { return variant.starts_with("implicit_gemm"); }

/// One entry of plan.json's `launches`.
PlanLaunch readLaunch(const json::Value &entry, size_t index, FieldReader &reader) {
  PlanLaunch launch;
  launch.index = index;
  const std::string at = "launches[" + std::to_string(index) + "]";
  const json::Object *object = entry.getAsObject();
  if (!object) {
    reader.fail(at, "expected an object, got " + describe(entry));
    return launch;
  }
  launch.kernel = reader.string(*object, "kernel", at + ".kernel");
  cuda::KernelConfig &config = launch.config;
  config.variant = reader.string(*object, "variant", at + ".variant");
  if (const json::Value *tile = object->get("tile");
      tile && tile->kind() != json::Value::Null &&
      !(tile->getAsArray() && tile->getAsArray()->empty())) {
    std::vector<int64_t> extents = reader.integers(*tile, at + ".tile", 3, 0, kMaxTileExtent);
    config.tileM = extents[0];
    config.tileN = extents[1];
    config.tileK = extents[2];
  }
  // CUDA's limits (the runtime's reader enforces the same): the grid's
  // product then fits 63 bits.
  if (const json::Value *grid = reader.require(*object, "grid", at + ".grid")) {
    const json::Array *array = grid->getAsArray();
    if (!array || array->size() != 3) {
      reader.fail(at + ".grid", "expected [x, y, z], got " + describe(*grid));
    } else {
      config.gridX = reader.integer((*array)[0], at + ".grid[0]", 1,
                                    std::numeric_limits<int32_t>::max());
      config.gridY = reader.integer((*array)[1], at + ".grid[1]", 1, 65535);
      config.gridZ = reader.integer((*array)[2], at + ".grid[2]", 1, 65535);
    }
  }
  if (const json::Value *block = reader.require(*object, "block", at + ".block")) {
    std::vector<int64_t> threads = reader.integers(*block, at + ".block", 3, 1, 1024);
    config.threads = threads[0] * threads[1] * threads[2];
    if (config.threads > 1024)
      reader.fail(at + ".block", "more than 1024 threads per block: " + describe(*block));
  }
  config.sharedBytes = reader.optionalInteger(*object, "shared_bytes", at + ".shared_bytes", 0,
                                              std::numeric_limits<int32_t>::max(), 0);
  if (const json::Value *predicted = object->get("predicted_ms");
      predicted && predicted->kind() != json::Value::Null)
    launch.predictedMs = reader.milliseconds(*predicted, at + ".predicted_ms", false);

  // A persistent launch's work units (its waves), and the narrow gather,
  // which the structural model leaves to the rates.
  config.persistentTiles =
      reader.optionalInteger(*object, plan::launch_field::kPersistentTiles,
                             at + "." + plan::launch_field::kPersistentTiles, 1, kMaxCount, 0);
  config.narrowGather = reader.optionalBool(*object, plan::launch_field::kNarrowGather,
                                            at + "." + plan::launch_field::kNarrowGather, false);
  config.threadSteps =
      reader.optionalInteger(*object, plan::launch_field::kThreadSteps,
                             at + "." + plan::launch_field::kThreadSteps, 1, kMaxCount, 0);
  const bool structural = hasStructuralModel(config);
  // The fields the structural model needs beyond the runtime's: a plan
  // from before they were recorded cannot be fitted on.
  const Twine relower = "the structural model needs it; lower the network again with a netc "
                        "whose plans record it";
  launch.bytes = reader.optionalInteger(*object, "bytes", at + ".bytes", 0, kMaxCount, 0);
  if (structural && !object->get("bytes"))
    reader.require(*object, "bytes", at + ".bytes", relower);
  using namespace plan::launch_field;
  launch.reduction = reader.optionalInteger(*object, kReduction, at + "." + kReduction, 0,
                                            kMaxReduction, 0);
  if (structural && isGemmVariant(config.variant) && !object->get(kReduction))
    reader.require(*object, kReduction, at + "." + kReduction, relower);
  config.paddedMacs = reader.optionalInteger(*object, kPaddedMacs, at + "." + kPaddedMacs, 0,
                                             kMaxCount, 0);
  // A split reduction's blocks per tile (the grid's z) and partial tiles.
  config.splitK = reader.optionalInteger(*object, kSplitK, at + "." + kSplitK, 1, 65535, 1);
  config.workspaceBytes = reader.optionalInteger(*object, kWorkspaceBytes,
                                                 at + "." + kWorkspaceBytes, 0, kMaxCount, 0);
  if (const json::Value *form = object->get(kDirectForm);
      form && form->kind() != json::Value::Null) {
    std::vector<int64_t> values =
        reader.integers(*form, at + "." + kDirectForm, 2, 1, kMaxDirectForm);
    config.directRowsPerItem = values[0];
    config.directImagesPerBlock = values[1];
  }
  if (structural && config.variant == "depthwise_direct" && !object->get(kThreadSteps))
    reader.require(*object, kThreadSteps, at + "." + kThreadSteps, relower);
  if (structural && config.variant == "winograd" && !object->get(kPaddedMacs))
    reader.require(*object, kPaddedMacs, at + "." + kPaddedMacs, relower);
  cuda::restorePlanOmittedFields(config);
  if (structural && config.variant == "direct") {
    if (!object->get(kDirectForm))
      reader.require(*object, kDirectForm, at + "." + kDirectForm, relower);
    if (!object->get(kPaddedMacs))
      reader.require(*object, kPaddedMacs, at + "." + kPaddedMacs, relower);
    // The direct kernel's items per image divide the padded multiply-adds
    // by this product (KernelStructure.cpp).
    std::optional<int64_t> product = checkedMul(
        config.directRowsPerItem * 8 * std::max<int64_t>(config.tileN, 1),
        std::max<int64_t>(config.tileK, 1));
    if (product)
      product = checkedMul(*product, config.directImagesPerBlock);
    if (product)
      product = checkedMul(*product, config.gridX * config.gridY * config.gridZ);
    if (!product)
      reader.fail(at, "the direct kernel's tile, form and grid multiply past 64 bits");
  }
  return launch;
}

/// The plan's filter shapes by weight name ([cout, kh, kw, cin / groups],
/// or an inner product's [cout, cin]: plan.json's `weights`); malformed
/// entries are left out (the runtime's reader judges the weights, this one
/// only asks their extents).
std::map<std::string, std::vector<int64_t>> readFilterShapes(const json::Object &top) {
  std::map<std::string, std::vector<int64_t>> shapes;
  const json::Array *weights = top.getArray("weights");
  if (!weights)
    return shapes;
  for (const json::Value &weight : *weights) {
    const json::Object *object = weight.getAsObject();
    if (!object || object->getString("role") != "filter")
      continue;
    std::optional<StringRef> name = object->getString("name");
    const json::Array *shape = object->getArray("shape");
    if (!name || !shape || (shape->size() != 4 && shape->size() != 2))
      continue;
    std::vector<int64_t> extents;
    for (const json::Value &extent : *shape)
      extents.push_back(extent.getAsInteger().value_or(0));
    shapes[name->str()] = std::move(extents);
  }
  return shapes;
}

/// The shape of the launch's filter (its `w` argument's weight), null where
/// it has none or the plan does not list it.
const std::vector<int64_t> *
findFilterShape(const json::Object &launch,
                const std::map<std::string, std::vector<int64_t>> &filterShapes) {
  if (const json::Array *args = launch.getArray("args"))
    for (const json::Value &arg : *args) {
      const json::Object *object = arg.getAsObject();
      if (!object || object->getString("role") != "w")
        continue;
      if (std::optional<StringRef> weight = object->getString("weight")) {
        auto found = filterShapes.find(weight->str());
        if (found != filterShapes.end() && !found->second.empty())
          return &found->second;
      }
    }
  return nullptr;
}

/// KernelConfig::inputChannels, which plan.json does not record: the
/// filter's innermost extent (KRSC, or [K][C] for an inner product: the
/// channels of one group); 0 without a filter.
int64_t readInputChannels(const json::Object &launch,
                          const std::map<std::string, std::vector<int64_t>> &filterShapes) {
  const std::vector<int64_t> *filter = findFilterShape(launch, filterShapes);
  return filter ? std::max<int64_t>(filter->back(), 0) : 0;
}

/// KernelConfig::outputChannels, which plan.json does not record: the
/// filter's outermost extent (K of KRSC or of an inner product's [K][C]);
/// 0 without a filter.
int64_t readOutputChannels(const json::Object &launch,
                           const std::map<std::string, std::vector<int64_t>> &filterShapes) {
  const std::vector<int64_t> *filter = findFilterShape(launch, filterShapes);
  return filter ? std::max<int64_t>(filter->front(), 0) : 0;
}

/// KernelConfig::pointwise, which plan.json does not record: from the
/// launch's filter (its `w` argument's weight) and output (its `y`
/// argument's NHWC shape) by the lowering's rule (isPointwiseConvolution).
/// False where either is missing: a launch that is not a convolution.
bool readsEachInputOnce(const json::Object &launch,
                        const std::map<std::string, std::vector<int64_t>> &filterShapes) {
  const json::Array *args = launch.getArray("args");
  if (!args)
    return false;
  const std::vector<int64_t> *filter = findFilterShape(launch, filterShapes);
  std::optional<std::pair<int64_t, int64_t>> output;
  for (const json::Value &arg : *args) {
    const json::Object *object = arg.getAsObject();
    if (!object)
      continue;
    if (object->getString("role") == "y") {
      const json::Object *tensor = object->getObject("tensor");
      const json::Array *shape = tensor ? tensor->getArray("shape") : nullptr;
      if (shape && shape->size() == 4)
        output = {(*shape)[1].getAsInteger().value_or(0),
                  (*shape)[2].getAsInteger().value_or(0)};
    }
  }
  if (filter && filter->size() == 2)
    return true; // an inner product's [K][C]: one output pixel
  return filter && filter->size() == 4 && output &&
         cuda::isPointwiseConvolution((*filter)[1], (*filter)[2], output->first, output->second);
}

/// The directory holding the plan a run measured: PLANS/NAME, or
/// PLANS/NAME/lowered for a bench network (its plan at .../NAME/lowered/),
/// in the first of the plans directories that has it (the first's path
/// where none has: the message names it).
struct PlanLocation {
  std::string directory;
  std::string name; ///< NAME
};
PlanLocation locatePlan(StringRef planPath, ArrayRef<std::string> plansDirectories) {
  StringRef parent = sys::path::parent_path(planPath);
  StringRef name = sys::path::filename(parent);
  const bool bench = name == "lowered";
  if (bench)
    name = sys::path::filename(sys::path::parent_path(parent));
  std::optional<std::string> first;
  for (const std::string &plans : plansDirectories) {
    SmallString<256> directory(plans);
    if (bench)
      sys::path::append(directory, name, "lowered");
    else
      sys::path::append(directory, name);
    if (sys::fs::is_directory(directory))
      return {std::string(directory), name.str()};
    if (!first)
      first = std::string(directory);
  }
  return {first.value_or(std::string()), name.str()};
}

} // namespace

bool MeasuredLaunch::isStructural() const { return hasStructuralModel(launch.config); }

bool MeasuredLaunch::ranSlowed() const {
  return smMhz && maxSmMhz && *smMhz < clock_schema::kSlowedClockShare * *maxSmMhz;
}

Expected<LoweredPlan> netc::readLoweredPlan(StringRef directory) {
  SmallString<256> path(directory);
  sys::path::append(path, "plan.json");
  Expected<json::Value> root = readJsonFile(path);
  if (!root)
    return root.takeError();
  const json::Object &top = *root->getAsObject();
  FieldReader reader{std::string(path)};
  LoweredPlan plan;
  plan.directory = directory.str();
  std::string precision = reader.string(top, "precision", "precision");
  if (!reader.failed()) {
    if (std::optional<Precision> parsed = parsePrecisionExactly(precision))
      plan.precision = *parsed;
    else
      reader.fail("precision", "expected fp32, tf32, bf16 or fp16, got \"" + precision + "\"");
  }
  if (std::optional<StringRef> target = top.getString("target"))
    plan.target = target->str();
  if (const json::Object *module = top.getObject("module"))
    if (std::optional<StringRef> cubin = module->getString("cubin")) {
      SmallString<256> cubinPath(directory);
      sys::path::append(cubinPath, *cubin);
      plan.cubinPath = std::string(cubinPath);
    }
  const std::map<std::string, std::vector<int64_t>> filterShapes = readFilterShapes(top);
  const json::Value *launches = reader.require(top, "launches", "launches");
  if (launches) {
    const json::Array *array = launches->getAsArray();
    if (!array || array->empty())
      reader.fail("launches", "expected a non-empty list of launches (a plan from netc lower)");
    else
      for (size_t i = 0; i < array->size() && !reader.failed(); ++i) {
        plan.launches.push_back(readLaunch((*array)[i], i, reader));
        if (const json::Object *launch = (*array)[i].getAsObject()) {
          plan.launches.back().config.pointwise = readsEachInputOnce(*launch, filterShapes);
          plan.launches.back().config.inputChannels = readInputChannels(*launch, filterShapes);
          plan.launches.back().config.outputChannels = readOutputChannels(*launch, filterShapes);
        }
      }
  }
  if (reader.failed())
    return reader.takeError();
  return plan;
}

Expected<std::vector<MeasuredLaunch>>
netc::readMeasuredLaunches(StringRef runPath, ArrayRef<std::string> plansDirectories,
                           RegisterSource registers, size_t *cubinMissing) {
  Expected<json::Value> root = readJsonFile(runPath);
  if (!root)
    return root.takeError();
  const json::Object &top = *root->getAsObject();
  FieldReader reader(runPath.str());
  std::string device;
  if (const json::Object *deviceObject = top.getObject("device"))
    device = deviceObject->getString("name").value_or("").str();
  const json::Object *planObject = top.getObject("plan");
  if (!planObject)
    return fileError(runPath, "plan: missing (a run JSON of netc-runtime run names its plan)");
  std::string planPath = reader.string(*planObject, "path", "plan.path");
  if (reader.failed())
    return reader.takeError();
  PlanLocation location = locatePlan(planPath, plansDirectories);
  if (!sys::fs::is_directory(location.directory))
    return fileError(runPath, "plan.path '" + planPath + "': no lowered directory " +
                                  location.directory +
                                  (plansDirectories.size() > 1
                                       ? " (nor one of that name in the other plans directories)"
                                       : ""));
  Expected<LoweredPlan> plan = readLoweredPlan(location.directory);
  if (!plan)
    return plan.takeError();

  std::map<std::string, int64_t> cubin;
  if (registers == RegisterSource::Cubin && !plan->cubinPath.empty() &&
      sys::fs::exists(plan->cubinPath)) {
    Expected<std::vector<std::pair<std::string, int64_t>>> read =
        readCubinRegisters(plan->cubinPath);
    if (!read)
      return read.takeError();
    cubin.insert(read->begin(), read->end());
  }

  const json::Value *launchesValue = reader.require(top, "launches", "launches");
  if (!launchesValue)
    return reader.takeError();
  const json::Array *launches = launchesValue->getAsArray();
  if (!launches)
    return fileError(runPath, "launches: expected a list, got " + describe(*launchesValue));
  if (launches->size() != plan->launches.size())
    return fileError(runPath, "launches: " + Twine(launches->size()) + " measured launches, but " +
                                  location.directory + "/plan.json has " +
                                  Twine(plan->launches.size()) +
                                  " (was the plan lowered again since?)");
  StringRef network = location.name;
  network = network.substr(0, network.find("-sm_"));
  std::vector<MeasuredLaunch> out;
  std::vector<bool> seen(plan->launches.size(), false);
  for (size_t i = 0; i < launches->size() && !reader.failed(); ++i) {
    const std::string at = "launches[" + std::to_string(i) + "]";
    const json::Object *entry = (*launches)[i].getAsObject();
    if (!entry) {
      reader.fail(at, "expected an object, got " + describe((*launches)[i]));
      break;
    }
    const json::Value *indexValue = reader.require(*entry, "index", at + ".index");
    if (!indexValue)
      break;
    size_t index = size_t(reader.integer(*indexValue, at + ".index", 0,
                                         int64_t(plan->launches.size()) - 1));
    if (reader.failed())
      break;
    if (seen[index]) {
      reader.fail(at + ".index", "launch " + Twine(index) + " is measured twice");
      break;
    }
    seen[index] = true;
    const PlanLaunch &planned = plan->launches[index];
    // A plan lowered again (another profile, another netc) may launch other
    // kernels under the same index: never fit one kernel's time to another.
    std::optional<StringRef> kernel = entry->getString("kernel");
    std::optional<StringRef> variant = entry->getString("variant");
    if ((kernel && *kernel != planned.kernel) || (variant && *variant != planned.config.variant)) {
      reader.fail(at, "launch " + Twine(index) + " is " + kernel.value_or("?") + " (" +
                          variant.value_or("?") + ") but " + location.directory +
                          "/plan.json has " + planned.kernel + " (" + planned.config.variant +
                          ")");
      break;
    }
    MeasuredLaunch measured;
    measured.launch = planned;
    measured.precision = plan->precision;
    measured.network = network.str();
    measured.device = device;
    measured.source = runPath.str() + ": " + at;
    const json::Object *ours = entry->getObject("ours");
    if (!ours) {
      reader.fail(at + ".ours", "no time of netc's kernel (the launch failed or was not run)");
      break;
    }
    if (const json::Value *median = reader.require(*ours, "median_ms", at + ".ours.median_ms"))
      measured.measuredMs = reader.milliseconds(*median, at + ".ours.median_ms", true);
    // The plan's prediction first: where --plans holds the nets lowered
    // again by today's netc, it is today's model (the streaming kernels'
    // terms included), while the run keeps what its plan said then.
    const json::Value *predicted = entry->get("predicted_ms");
    if (planned.predictedMs)
      measured.givenMs = *planned.predictedMs;
    else if (predicted && predicted->kind() != json::Value::Null)
      measured.givenMs = reader.milliseconds(*predicted, at + ".predicted_ms", false);
    else
      reader.fail(at + ".predicted_ms",
                  "no prediction in the run or its plan to score beside the structure's");
    // The SM clock the launch's replays ran at (netc-runtime since
    // 2026-12-03; older runs have none).
    if (const json::Value *clock = entry->get(clock_schema::kOursClock);
        clock && clock->kind() != json::Value::Null) {
      const std::string field = at + "." + clock_schema::kOursClock;
      const json::Object *reading = clock->getAsObject();
      if (!reading) {
        reader.fail(field, "expected an object or null, got " + describe(*clock));
        break;
      }
      for (auto [key, target] : {std::pair{clock_schema::kSmMhzMean, &measured.smMhz},
                                 std::pair{clock_schema::kMaxSmMhz, &measured.maxSmMhz}})
        if (const json::Value *value = reader.require(*reading, key, field + "." + key))
          *target = reader.megahertz(*value, field + "." + key);
      if (reader.failed())
        break;
    }
    if (registers == RegisterSource::Cubin && measured.isStructural()) {
      auto found = cubin.find(planned.kernel);
      if (found != cubin.end())
        measured.registers = found->second;
      else if (cubinMissing)
        ++*cubinMissing;
    }
    out.push_back(std::move(measured));
  }
  if (reader.failed())
    return reader.takeError();
  return out;
}
