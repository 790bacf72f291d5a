//===- CudaEmitter.cpp - kern.program to CUDA C++ and plan.json -----------===//

#include "Target/Cuda/CudaEmitter.h"
#include "Kernels/KernelCatalog.h"
#include "Support/PlanSchema.h"
#include "Target/Cuda/KernelProblems.h"
#include "Net/IR/NameRules.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>

using namespace mlir;
using namespace netc;
using namespace netc::cuda;
namespace json = llvm::json;

namespace {

int64_t elementBytes(Value buffer) {
  return cast<MemRefType>(buffer.getType()).getElementTypeBitWidth() / 8;
}

/// The kern.alloc / kern.input / kern.weight beneath slices and views.
Operation *getRoot(Value value) {
  Operation *op = value.getDefiningOp();
  while (op && isa<kern::SliceOp, kern::ViewOp>(op))
    op = op->getOperand(0).getDefiningOp();
  return op;
}

/// "conv1/1x1" -> "netc_conv1_1x1": a C identifier.
std::string kernelName(StringRef layer) {
  std::string name = "netc_";
  for (char c : layer)
    name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return name;
}

std::string shapeText(const TensorView &view) {
  std::string text = llvm::formatv("[{0}, {1}, {2}, {3}]", view.n, view.h, view.w, view.c);
  if (view.pitch != view.c)
    text += llvm::formatv(" (pitch {0}: a slice of a concatenation)", view.pitch).str();
  return text;
}

std::string withUnits(double value, StringRef unit) {
  if (value >= 1e9)
    return llvm::formatv("{0:F2} G{1}", value / 1e9, unit);
  if (value >= 1e6)
    return llvm::formatv("{0:F2} M{1}", value / 1e6, unit);
  if (value >= 1e3)
    return llvm::formatv("{0:F2} K{1}", value / 1e3, unit);
  return llvm::formatv("{0} {1}", int64_t(value), unit);
}

class Emitter {
public:
  Emitter(kern::ProgramOp program, StringRef deviceName)
      : program(program), deviceName(deviceName) {}

  FailureOr<EmittedProgram> run();

private:
  kern::ProgramOp program;
  StringRef deviceName;
  Precision precision = Precision::FP32;
  KernelTarget kernelTarget;
  EmittedProgram result;
  llvm::StringSet<> usedNames;
  std::string body;

  json::Value tensorArg(StringRef role, Value buffer);
  json::Value weightArg(StringRef role, Value buffer);
  FailureOr<KernelConfig> configFor(Operation *op);
  LogicalResult emitKernel(Operation *op);
  void emitWeight(kern::WeightOp op);
};

json::Value Emitter::tensorArg(StringRef role, Value buffer) {
  if (!buffer)
    return json::Object{{"role", role}, {"tensor", nullptr}};
  Operation *root = getRoot(buffer);
  int64_t base = root->getAttrOfType<IntegerAttr>("offset").getInt();
  kern::BufferView view = *kern::getBufferView(cast<MemRefType>(buffer.getType()));
  return json::Object{
      {"role", role},
      {"tensor", json::Object{{"offset", base + view.offset * elementBytes(buffer)},
                              {"shape", json::Array{view.n, view.h, view.w, view.c}},
                              {"pitch", view.pitch}}}};
}

/// The plan's description of a tensor map argument (docs/plan-format.md,
/// "tensor_map"): what the runtime needs besides the argument's view or
/// weight to encode it.
json::Object tensorMapJson(const TensorMapSpec &spec) {
  json::Object map{{"mode", tensorMapModeName(spec.mode)},
                   {"box", json::Array{spec.boxInner, spec.boxOuter}},
                   {"swizzle_bytes", spec.swizzleBytes}};
  if (spec.mode == TensorMapSpec::Mode::Im2col) {
    map["lower_corner"] = json::Array{spec.lowerCorner[0], spec.lowerCorner[1]};
    map["upper_corner"] = json::Array{spec.upperCorner[0], spec.upperCorner[1]};
    map["element_strides"] = json::Array{spec.elementStrides[0], spec.elementStrides[1]};
  }
  return map;
}

/// An argument that goes to the kernel as a tensor map of its tensor or weight.
json::Value withTensorMap(json::Value arg, const TensorMapSpec &spec) {
  arg.getAsObject()->try_emplace("tensor_map", tensorMapJson(spec));
  return arg;
}

json::Value Emitter::weightArg(StringRef role, Value buffer) {
  if (!buffer)
    return json::Object{{"role", role}, {"weight", nullptr}};
  auto weight = cast<kern::WeightOp>(getRoot(buffer));
  return json::Object{{"role", role}, {"weight", weight.getWeightName()}};
}

/// The catalog's configuration that -kern-select-kernels chose (the op's
/// #kern.config): the emitter generates that choice, it does not choose. The
/// catalog is asked for the op's candidates only to find the template call
/// and launch geometry of the one named.
FailureOr<KernelConfig> Emitter::configFor(Operation *op) {
  kern::KernelConfigAttr chosen = cast<kern::KernelOpInterface>(op).getConfigAttr();
  if (!chosen)
    return op->emitError() << "netc lower: no kernel chosen for this op (it has no "
                              "#kern.config): run -kern-select-kernels before emitting";
  std::vector<KernelConfig> candidates = kernelCandidates(op, kernelTarget, precision);
  for (const KernelConfig &config : candidates)
    if (isChosenKernel(config, chosen))
      return config;
  return op->emitError() << "netc lower: the kernel catalog has no configuration " << chosen
                         << " for this op";
}

LogicalResult Emitter::emitKernel(Operation *op) {
  FailureOr<KernelConfig> config = configFor(op);
  if (failed(config))
    return failure();
  auto layers = op->getAttrOfType<ArrayAttr>("layers");
  StringRef first = cast<StringAttr>(layers[0]).getValue();
  std::string name = kernelName(first);
  for (int i = 2; !usedNames.insert(name).second; ++i)
    name = kernelName(first) + "_" + std::to_string(i);

  const char *type = storageType(precision);
  json::Array args;
  std::string parameters;
  auto in = [&](StringRef role) {
    parameters += llvm::formatv("{0}const {1}* __restrict__ {2}", parameters.empty() ? "" : ", ",
                                type, role);
  };
  auto out = [&](StringRef role) {
    parameters += llvm::formatv("{0}{1}* __restrict__ {2}", parameters.empty() ? "" : ", ",
                                type, role);
  };
  std::string what;
  Value output;
  TypeSwitch<Operation *>(op)
      .Case([&](kern::Conv2DOp conv) {
        parameters = convKernelParameters(*config, precision);
        json::Value x = tensorArg("x", conv.getInput()), w = weightArg("w", conv.getFilter());
        args.push_back(config->inputMap ? withTensorMap(std::move(x), *config->inputMap)
                                        : std::move(x));
        args.push_back(config->filterMap ? withTensorMap(std::move(w), *config->filterMap)
                                         : std::move(w));
        args.push_back(weightArg("bias", conv.getBias()));
        args.push_back(tensorArg("y", conv.getOutput()));
        auto f = cast<MemRefType>(conv.getFilter().getType()).getShape();
        what = llvm::formatv("convolution {0}x{1}, stride {2}x{3}, pad [{4}, {5}, {6}, {7}]",
                             f[1], f[2], conv.getStrides()[0], conv.getStrides()[1],
                             conv.getPad()[0], conv.getPad()[1], conv.getPad()[2],
                             conv.getPad()[3]);
        if (conv.getDilations().size() == 2 &&
            (conv.getDilations()[0] != 1 || conv.getDilations()[1] != 1))
          what += llvm::formatv(", dilation {0}x{1}", conv.getDilations()[0],
                                conv.getDilations()[1])
                      .str();
        if (conv.getGroups() > 1)
          what += llvm::formatv(", {0} groups", conv.getGroups()).str();
        output = conv.getOutput();
      })
      .Case([&](kern::PoolOp pool) {
        in("x"), out("y");
        args.push_back(tensorArg("x", pool.getInput()));
        args.push_back(tensorArg("y", pool.getOutput()));
        what = llvm::formatv("{0} pooling {1}x{2}, stride {3}x{4}, pad [{5}, {6}, {7}, {8}]",
                             kern::stringifyPoolKind(pool.getKind()), pool.getKsize()[0],
                             pool.getKsize()[1], pool.getStrides()[0], pool.getStrides()[1],
                             pool.getPad()[0], pool.getPad()[1], pool.getPad()[2],
                             pool.getPad()[3]);
        output = pool.getOutput();
      })
      .Case([&](kern::LRNOp lrn) {
        in("x"), out("y");
        args.push_back(tensorArg("x", lrn.getInput()));
        args.push_back(tensorArg("y", lrn.getOutput()));
        what = llvm::formatv("cross-channel LRN, size {0}, alpha {1}, beta {2}, k {3}",
                             lrn.getLocalSize(), lrn.getAlpha().convertToDouble(),
                             lrn.getBeta().convertToDouble(), lrn.getK().convertToDouble());
        output = lrn.getOutput();
      })
      .Case([&](kern::SoftmaxOp softmax) {
        in("x"), out("y");
        args.push_back(tensorArg("x", softmax.getInput()));
        args.push_back(tensorArg("y", softmax.getOutput()));
        what = "softmax over the channels";
        output = softmax.getOutput();
      })
      .Case([&](kern::ElementwiseOp elementwise) {
        in("a"), in("b"), out("y");
        args.push_back(tensorArg("a", elementwise.getLhs()));
        // b is a weight where a binary layer multiplies by a constant (a
        // layer scale), else an activation (or null for identity).
        Value rhs = elementwise.getRhs();
        args.push_back(rhs && isa_and_nonnull<kern::WeightOp>(getRoot(rhs))
                           ? weightArg("b", rhs)
                           : tensorArg("b", rhs));
        args.push_back(tensorArg("y", elementwise.getOutput()));
        what = elementwise.getKind() == kern::ElementwiseKind::Identity &&
                       elementwise.getActivation() == kern::Activation::None
                   ? std::string("copy into a concatenation's slice")
                   : llvm::formatv("elementwise {0}",
                                   kern::stringifyElementwiseKind(elementwise.getKind()))
                         .str();
        output = elementwise.getOutput();
      })
      .Case([&](kern::BatchNormOp bn) {
        in("x"), in("gamma"), in("beta"), in("mean"), in("var"), out("y");
        args.push_back(tensorArg("x", bn.getInput()));
        args.push_back(weightArg("gamma", bn.getGamma()));
        args.push_back(weightArg("beta", bn.getBeta()));
        args.push_back(weightArg("mean", bn.getMean()));
        args.push_back(weightArg("var", bn.getVariance()));
        args.push_back(tensorArg("y", bn.getOutput()));
        what = llvm::formatv("batch norm (inference), epsilon {0}",
                             bn.getEpsilon().convertToDouble());
        output = bn.getOutput();
      })
      .Case([&](kern::TransposeOp transpose) {
        in("x"), out("y");
        args.push_back(tensorArg("x", transpose.getInput()));
        args.push_back(tensorArg("y", transpose.getOutput()));
        auto list = [](ArrayRef<int64_t> values) {
          std::string text;
          for (int64_t v : values)
            text += (text.empty() ? "" : ", ") + std::to_string(v);
          return text;
        };
        what = llvm::formatv("transpose of [{0}] by ({1}) into [{2}]",
                             list(transpose.getShape()), list(transpose.getPermutation()),
                             list(transpose.getPermutedShape()));
        output = transpose.getOutput();
      })
      .Case([&](kern::ExtractChannelsOp extract) {
        in("x"), out("y");
        args.push_back(tensorArg("x", extract.getInput()));
        args.push_back(tensorArg("y", extract.getOutput()));
        int64_t channels = extract.getOutput().getType().getDimSize(3);
        what = llvm::formatv("channels [{0}, {1}) of every pixel", extract.getChannelOffset(),
                             extract.getChannelOffset() + channels);
        output = extract.getOutput();
      })
      .Case([&](kern::LayerNormOp norm) {
        in("x"), in("gamma"), in("beta"), out("y");
        bool affine = !norm.getAffine().empty();
        args.push_back(tensorArg("x", norm.getInput()));
        args.push_back(weightArg("gamma", affine ? norm.getAffine()[0] : Value()));
        args.push_back(weightArg("beta", affine ? norm.getAffine()[1] : Value()));
        args.push_back(tensorArg("y", norm.getOutput()));
        char epsilon[32]; // formatv prints a double with two decimals: 1e-6 as 0.00
        std::snprintf(epsilon, sizeof epsilon, "%g", norm.getEpsilon().convertToDouble());
        what = llvm::formatv("layer norm over the channels{0}, epsilon {1}",
                             affine ? " (gamma, beta)" : "", epsilon);
        output = norm.getOutput();
      });

  // The comment a reader of kernels.cu sees first.
  json::Array layerNames, fusedNames;
  std::string layerList, fusedList;
  for (Attribute layer : layers) {
    StringRef text = cast<StringAttr>(layer).getValue();
    layerNames.push_back(text);
    // Names come from the user's file: a newline in one would end the
    // comment and turn the rest of the name into code.
    layerList += (layerList.empty() ? "" : " + ") + escapeForCComment(text);
  }
  if (auto fused = op->getAttrOfType<ArrayAttr>("fused"))
    for (Attribute item : fused) {
      fusedNames.push_back(cast<StringAttr>(item).getValue());
      fusedList += (fusedList.empty() ? "" : ", ") +
                   escapeForCComment(cast<StringAttr>(item).getValue());
    }
  const double predictedMs =
      cast<kern::KernelOpInterface>(op).getConfigAttr().getPredictedMilliseconds();
  int64_t flops = 0, bytes = 0;
  if (auto attr = op->getAttrOfType<IntegerAttr>("flops"))
    flops = attr.getInt();
  if (auto attr = op->getAttrOfType<IntegerAttr>("bytes"))
    bytes = attr.getInt();
  llvm::raw_string_ostream os(body);
  os << "\n// " << std::string(75, '-') << "\n";
  os << "// " << layerList << ": " << what << "\n";
  Value input = op->getOperand(0);
  os << "//   in  " << shapeText(toTensorView(input)) << "\n";
  os << "//   out " << shapeText(toTensorView(output)) << "\n";
  if (!fusedList.empty())
    os << "//   epilogue: " << fusedList << "\n";
  os << "//   " << withUnits(double(flops), "FLOP") << " (a multiply-add is 2 FLOPs), "
     << withUnits(double(bytes), "B") << " moved at least\n";
  os << "//   " << config->variant;
  if (config->tileM > 0)
    os << ", tile " << config->tileM << "x" << config->tileN << "x" << config->tileK;
  os << ", grid " << config->gridX << "x" << config->gridY << "x" << config->gridZ << ", "
     << config->threads << " threads";
  if (config->sharedBytes > 0)
    os << ", " << config->sharedBytes << " B shared";
  if (config->splitK > 1)
    os << ", reduction split " << config->splitK << " ways per tile ("
       << withUnits(double(config->workspaceBytes), "B") << " of partial tiles)";
  os << "\n";
  if (config->inputMap)
    os << "//   operands by TMA: x through an im2col tensor map, w through a tiled one (the "
          "runtime encodes both)\n";
  if (config->persistentTiles > 0) {
    os << "//   persistent: " << config->gridX << " blocks walk " << config->persistentTiles;
    if (config->splitK > 1)
      os << " units (" << config->persistentTiles / config->splitK << " tiles x "
         << config->splitK << " splits)";
    else
      os << " tiles";
    os << "; a producer thread and two consumer warpgroups a block\n";
  }
  os << llvm::formatv("//   predicted {0:F4} ms on {1} (netc's cost model)\n", predictedMs,
                      deviceName);
  // A minimum of resident blocks caps registers so that many fit (the
  // catalog asks for it where its measurements say it pays).
  os << "extern \"C\" __global__ void __launch_bounds__(" << config->threads;
  if (config->minBlocksPerSm > 0)
    os << ", " << config->minBlocksPerSm;
  os << ")\n"
     << name << "(" << parameters << ") {\n";
  StringRef text = config->body;
  while (!text.empty()) {
    auto [line, rest] = text.split('\n');
    if (!line.empty())
      os << "  " << line << "\n";
    text = rest;
  }
  os << "}\n";

  // wgmma exists only in sm_90a (not in sm_90's forward-compatible subset).
  if (cuda::isWgmmaVariant(config->variant))
    result.archSpecific = true;
  size_t index = result.launches.size();
  for (Attribute layer : layers)
    if (!result.lowering.get(cast<StringAttr>(layer).getValue()))
      result.lowering[cast<StringAttr>(layer).getValue()] = json::Object{
          {"kind", cast<StringAttr>(layer) == layers[0] ? "kernel" : "folded"},
          {"launch", int64_t(index)}};
  json::Array tile;
  if (config->tileM > 0)
    tile = json::Array{config->tileM, config->tileN, config->tileK};
  json::Object launch{
      {"kernel", name},
      {"layers", std::move(layerNames)},
      {"op", op->getName().stripDialect()},
      {"variant", config->variant},
      {"tile", config->tileM > 0 ? json::Value(std::move(tile)) : json::Value(nullptr)},
      {"grid", json::Array{config->gridX, config->gridY, config->gridZ}},
      {"block", json::Array{config->threads, 1, 1}},
      {"shared_bytes", config->sharedBytes},
      {"fused", std::move(fusedNames)},
      {"args", std::move(args)},
      {"predicted_ms", predictedMs},
      {"flops", flops},
      {"bytes", bytes}};
  // What the cost model read besides the fields above, so that a fit of its
  // structural model rebuilds the configuration it priced
  // (KernelStructure.h: trips from the reduction, the direct kernel's items
  // from its padded multiply-adds and form).
  if (isa<kern::Conv2DOp>(op)) {
    launch[plan::launch_field::kReduction] = gemmReductionLength(op);
    launch[plan::launch_field::kPaddedMacs] = config->paddedMacs;
  }
  if (config->splitK > 1) {
    launch[plan::launch_field::kSplitK] = config->splitK;
    launch[plan::launch_field::kWorkspaceBytes] = config->workspaceBytes;
  }
  if (config->persistentTiles > 0)
    launch[plan::launch_field::kPersistentTiles] = config->persistentTiles;
  if (config->narrowGather)
    launch[plan::launch_field::kNarrowGather] = true;
  if (config->threadSteps > 0)
    launch[plan::launch_field::kThreadSteps] = config->threadSteps;
  if (config->directRowsPerItem > 0)
    launch[plan::launch_field::kDirectForm] =
        json::Array{config->directRowsPerItem, config->directImagesPerBlock};
  result.launches.push_back(std::move(launch));
  return success();
}

void Emitter::emitWeight(kern::WeightOp op) {
  auto type = op.getBuffer().getType();
  json::Object weight{{"name", op.getWeightName()},
                      {"layer", op.getLayerName()},
                      {"role", kern::stringifyWeightRole(op.getRole())},
                      {"shape", json::Array(type.getShape())},
                      {"layout", kern::stringifyWeightLayout(op.getLayout())}};
  if (DictionaryAttr derive = op.getDeriveAttr()) {
    json::Object fields;
    for (NamedAttribute field : derive)
      if (auto text = dyn_cast<StringAttr>(field.getValue()))
        fields[field.getName().getValue()] = text.getValue();
      else if (auto number = dyn_cast<FloatAttr>(field.getValue()))
        fields[field.getName().getValue()] = number.getValueAsDouble();
    if (!fields.get("bias"))
      fields["bias"] = nullptr;
    weight["derive"] = std::move(fields);
  }
  result.weights.push_back(std::move(weight));
}

FailureOr<EmittedProgram> Emitter::run() {
  if (!program.getArenaBytes())
    return program.emitError("netc lower: buffers are not planned (run -kern-plan-buffers)");
  std::optional<KernelTarget> target = parseKernelTarget(program.getTarget().str());
  if (!target)
    return program.emitError() << "netc lower: target '" << program.getTarget()
                               << "' is not sm_XX";
  kernelTarget = *target;
  precision = program.getPrecision();
  result.arenaBytes = *program.getArenaBytes();
  for (Operation &op : program.getBody().front()) {
    LogicalResult status =
        TypeSwitch<Operation *, LogicalResult>(&op)
            .Case([&](kern::InputOp input) {
              result.inputs.push_back(json::Object{
                  {"layer", input.getLayerName()},
                  {"tensor", *tensorArg("x", input.getBuffer()).getAsObject()->get("tensor")}});
              result.lowering[input.getLayerName()] = json::Object{{"kind", "input"}};
              return success();
            })
            .Case([&](kern::OutputOp output) {
              result.outputs.push_back(json::Object{
                  {"layer", output.getLayerName()},
                  {"tensor",
                   *tensorArg("y", output.getBuffer()).getAsObject()->get("tensor")}});
              return success();
            })
            .Case([&](kern::WeightOp weight) {
              emitWeight(weight);
              return success();
            })
            .Case<kern::AllocOp, kern::SliceOp, kern::ViewOp>(
                [](Operation *) { return success(); })
            .Case([&](kern::KernelOpInterface kernel) { return emitKernel(kernel); })
            .Default([&](Operation *other) {
              return other->emitError()
                     << "netc lower: the CUDA emitter has no translation for " << other->getName();
            });
    if (failed(status))
      return failure();
  }
  std::string header;
  llvm::raw_string_ostream os(header);
  os << "// kernels.cu: " << escapeForCComment(program.getTitle()) << "\n"
     << "//\n"
     << "// Generated by netc lower for " << program.getTarget()
     << (result.archSpecific ? "a (wgmma kernels: arch-specific)" : "") << ", "
     << getPrecisionName(precision)
     << (program.getTf32RoundToNearest() ? " (operands rounded to tf32, not truncated)" : "")
     << ": one kernel per launch of plan.json, every shape a\n"
     << "// compile-time constant. Tensors are NHWC; filters [cout][kh][kw][cin].\n"
     << "// The templates are in " << kKernelHeaderName << " beside this file.\n"
     << "\n#include \"" << kKernelHeaderName << "\"\n";
  result.source = header + body;
  return std::move(result);
}

} // namespace

FailureOr<EmittedProgram> netc::cuda::emitCuda(kern::ProgramOp program, StringRef deviceName) {
  return Emitter(program, deviceName).run();
}

void netc::cuda::addExecutionPlan(json::Object &plan, EmittedProgram &emitted, StringRef target,
                                  json::Object module) {
  plan["version"] = netc::plan::kLoweredVersion;
  plan["target"] = target;
  plan["module"] = std::move(module);
  plan["arena_bytes"] = emitted.arenaBytes;
  plan["weights"] = std::move(emitted.weights);
  plan["inputs"] = std::move(emitted.inputs);
  plan["outputs"] = std::move(emitted.outputs);
  // Every layer says how it runs; layers without a launch of their own are
  // views (reshape, dropout) or concatenations written in place.
  if (json::Array *layers = plan.getArray("layers"))
    for (json::Value &layer : *layers) {
      json::Object *object = layer.getAsObject();
      std::optional<StringRef> name = object->getString("name");
      std::optional<StringRef> op = object->getString("op");
      if (!name)
        continue;
      if (json::Value *lowering = emitted.lowering.get(*name)) {
        (*object)["lowering"] = std::move(*lowering);
        continue;
      }
      if (op && *op == "concat")
        (*object)["lowering"] = json::Object{{"kind", "in_place"}};
      else
        (*object)["lowering"] = json::Object{{"kind", "alias"}};
    }
  plan["launches"] = std::move(emitted.launches);
}
