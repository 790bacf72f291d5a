//===- PaleoImporter.cpp - Paleo's JSON network format to net -----------===//
//
// Three steps: parse the JSON keeping key order (it is the creation order)
// and rejecting duplicate names; expand Block and ModelParallel containers
// into flat layers with resolved parents (MODEL.md 1.1); order them with
// Paleo's walk and build one typed op per layer, checking every field.
//
//===----------------------------------------------------------------------===//

#include "Frontend/PaleoImporterImpl.h"
#include "Frontend/NetworkGraph.h"
#include "Net/IR/NameRules.h"
#include "Net/IR/NetOps.h"
#include "Net/IR/ShapeRules.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

using namespace mlir;
using namespace netc;
using namespace netc::net;
using namespace netc::paleo;

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

FailureOr<Value> Importer::buildConvolution(const FlatLayer &layer, Location loc,
                                            ValueRange inputs) {
  FailureOr<Value> input = single(layer, inputs);
  FailureOr<SmallVector<int64_t>> filter = intListField(layer, "filter", 4);
  if (failed(input) || failed(filter))
    return failure();
  ArrayRef<int64_t> inShape = cast<RankedTensorType>(input->getType()).getShape();
  if (failed(verifyNHWC(inShape, "the convolution's input", errorsFor(layer))))
    return failure();
  if ((*filter)[2] == -1) // Paleo: cin = -1 takes C from the input
    (*filter)[2] = inShape[3];
  if (layer.splits > 1) {
    if ((*filter)[3] < layer.splits)
      return fieldError(layer, "filter")
             << "cout " << (*filter)[3] << " cannot be split " << layer.splits
             << " ways";
    (*filter)[3] /= layer.splits;
  }
  FailureOr<SmallVector<int64_t>> strides = nhwcWindowField(layer, "strides");
  PaddingKind padding;
  SmallVector<int64_t> pad;
  if (failed(strides) || failed(paddingField(layer, padding, pad)))
    return failure();
  FailureOr<Activation> activation = activationField(layer);
  FailureOr<bool> bias = biasField(layer);
  if (failed(activation) || failed(bias))
    return failure();
  bool batchNorm = false;
  if (const Json *normalizer = field(layer, "normalizer_fn")) {
    if (!normalizer->is_string() || normalizer->get<std::string>() != "batch_norm")
      return fieldError(layer, "normalizer_fn")
             << "expected \"batch_norm\" or null, got " << describe(*normalizer);
    batchNorm = true;
  }
  FailureOr<Shape> shape =
      inferConv2dShape(inShape, *filter, *strides, padding, pad, errorsFor(layer));
  if (failed(shape))
    return failure();
  auto op = Conv2DOp::create(
      builder, loc, tensorType(*shape), builder.getStringAttr(layer.name), *input,
      builder.getDenseI64ArrayAttr(*filter), builder.getDenseI64ArrayAttr(*strides),
      PaddingKindAttr::get(builder.getContext(), padding),
      padding == PaddingKind::Explicit ? builder.getDenseI64ArrayAttr(pad) : nullptr,
      ActivationAttr::get(builder.getContext(), *activation),
      builder.getBoolAttr(*bias), batchNorm ? builder.getUnitAttr() : nullptr);
  return op.getOutput();
}

FailureOr<Value> Importer::buildDeconvolution(const FlatLayer &layer, Location loc,
                                              ValueRange inputs) {
  FailureOr<Value> input = single(layer, inputs);
  FailureOr<SmallVector<int64_t>> filter = intListField(layer, "filter", 4);
  FailureOr<SmallVector<int64_t>> output = intListField(layer, "output_shape", 4);
  if (failed(input) || failed(filter) || failed(output))
    return failure();
  FailureOr<SmallVector<int64_t>> strides = nhwcWindowField(layer, "strides");
  PaddingKind padding;
  SmallVector<int64_t> pad;
  if (failed(strides) || failed(paddingField(layer, padding, pad)))
    return failure();
  ArrayRef<int64_t> inShape = cast<RankedTensorType>(input->getType()).getShape();
  if (!output->empty() && (*output)[0] == -1)
    (*output)[0] = inShape[0];
  if (failed(verifyDeconv2dShapes(inShape, *filter, *strides, padding, pad, *output,
                                  errorsFor(layer))))
    return failure();
  auto op = Deconv2DOp::create(
      builder, loc, tensorType(*output), builder.getStringAttr(layer.name), *input,
      builder.getDenseI64ArrayAttr(*filter), builder.getDenseI64ArrayAttr(*strides),
      PaddingKindAttr::get(builder.getContext(), padding),
      padding == PaddingKind::Explicit ? builder.getDenseI64ArrayAttr(pad) : nullptr);
  return op.getOutput();
}

LogicalResult Importer::buildLayer(const FlatLayer &layer) {
  Location loc =
      NameLoc::get(builder.getStringAttr(layer.name), source.at(layer.offset));
  StringAttr name = builder.getStringAttr(layer.name);
  std::string type = (*layer.spec)["type"].get<std::string>();
  SmallVector<Value> inputs;
  for (const std::string &parent : layer.parents)
    inputs.push_back(values.lookup(parent));
  auto shapeOf = [](Value v) {
    return cast<RankedTensorType>(v.getType()).getShape();
  };
  auto shapesOf = [&](ValueRange vs) {
    SmallVector<Shape> shapes;
    for (Value v : vs)
      shapes.emplace_back(shapeOf(v));
    return shapes;
  };
  auto errors = errorsFor(layer);
  FailureOr<Value> result = failure();

  if (type == "Input") {
    if (!inputs.empty())
      return fieldError(layer, "parents") << "an Input layer has no parents";
    FailureOr<SmallVector<int64_t>> tensor = intListField(layer, "tensor", std::nullopt);
    if (failed(tensor))
      return failure();
    if (tensor->empty() || failed(checkedElementCount(*tensor)))
      return fieldError(layer, "tensor")
             << "expected positive dimensions with at most 2^48 elements in all";
    result = InputOp::create(builder, loc, tensorType(*tensor), name).getOutput();
  } else if (inputs.empty()) {
    return fieldError(layer, "parents") << "a " << escapeForMessage(type) << " layer needs a parent";
  } else if (type == "Convolution") {
    result = buildConvolution(layer, loc, inputs);
  } else if (type == "Deconvolution") {
    result = buildDeconvolution(layer, loc, inputs);
  } else if (type == "Pooling" || type == "AvgPool") {
    FailureOr<Value> input = single(layer, inputs);
    if (failed(input))
      return failure();
    FailureOr<SmallVector<int64_t>> ksize = nhwcWindowField(layer, "ksize");
    FailureOr<SmallVector<int64_t>> strides =
        failed(ksize) ? FailureOr<SmallVector<int64_t>>(failure()) : nhwcWindowField(layer, "strides");
    PaddingKind padding;
    SmallVector<int64_t> pad;
    if (failed(ksize) || failed(strides) || failed(paddingField(layer, padding, pad)))
      return failure();
    FailureOr<Shape> shape =
        inferPoolShape(shapeOf(*input), *ksize, *strides, padding, errors);
    if (failed(shape))
      return failure();
    auto ksizeAttr = builder.getDenseI64ArrayAttr(*ksize);
    auto stridesAttr = builder.getDenseI64ArrayAttr(*strides);
    auto paddingAttr = PaddingKindAttr::get(builder.getContext(), padding);
    if (type == "Pooling")
      result = MaxPoolOp::create(builder, loc, tensorType(*shape), name, *input,
                                 ksizeAttr, stridesAttr, paddingAttr)
                   .getOutput();
    else
      result = AvgPoolOp::create(builder, loc, tensorType(*shape), name, *input,
                                 ksizeAttr, stridesAttr, paddingAttr)
                   .getOutput();
  } else if (type == "InnerProduct") {
    FailureOr<Value> input = single(layer, inputs);
    FailureOr<int64_t> outputs = integerField(layer, "num_outputs");
    if (failed(input) || failed(outputs))
      return failure();
    FailureOr<Activation> activation = activationField(layer);
    FailureOr<bool> bias = biasField(layer);
    FailureOr<Shape> shape = inferInnerProductShape(shapeOf(*input), *outputs, errors);
    if (failed(activation) || failed(bias) || failed(shape))
      return failure();
    result = InnerProductOp::create(
                 builder, loc, tensorType(*shape), name, *input,
                 builder.getI64IntegerAttr(*outputs),
                 ActivationAttr::get(builder.getContext(), *activation),
                 builder.getBoolAttr(*bias))
                 .getOutput();
  } else if (type == "Concatenate") {
    FailureOr<int64_t> axis = integerField(layer, "dim", 3);
    if (failed(axis))
      return failure();
    FailureOr<Shape> shape = inferConcatShape(shapesOf(inputs), *axis, errors);
    if (failed(shape))
      return failure();
    result = ConcatOp::create(builder, loc, tensorType(*shape), name, inputs,
                              builder.getI64IntegerAttr(*axis))
                 .getOutput();
  } else if (type == "Elementwise") {
    ElementwiseKind kind = ElementwiseKind::Sum;
    if (const Json *operation = field(layer, "operation")) {
      std::string text = operation->is_string() ? operation->get<std::string>() : "";
      std::optional<ElementwiseKind> parsed = symbolizeElementwiseKind(text);
      if (!parsed)
        return fieldError(layer, "operation")
               << "expected \"sum\", \"product\" or \"max\", got " << describe(*operation);
      kind = *parsed;
    }
    FailureOr<Activation> activation = activationField(layer);
    FailureOr<Shape> shape = inferElementwiseShape(shapesOf(inputs), errors);
    if (failed(activation) || failed(shape))
      return failure();
    result = ElementwiseOp::create(builder, loc, tensorType(*shape), name, inputs,
                                   ElementwiseKindAttr::get(builder.getContext(), kind),
                                   ActivationAttr::get(builder.getContext(), *activation))
                 .getOutput();
  } else if (type == "Dropout") {
    FailureOr<Value> input = single(layer, inputs);
    const Json *keep = field(layer, "dropout_keep_prob");
    if (failed(input))
      return failure();
    if (!keep || !keep->is_number())
      return fieldError(layer, "dropout_keep_prob")
             << (keep ? "expected a number" : "missing; expected a number")
             << " in (0, 1]";
    double p = keep->get<double>();
    if (!(p > 0.0 && p <= 1.0))
      return fieldError(layer, "dropout_keep_prob")
             << "keep probability must be in (0, 1], got " << describe(*keep);
    result = DropoutOp::create(builder, loc, (*input).getType(), name, *input,
                               builder.getF64FloatAttr(p))
                 .getOutput();
  } else if (type == "Softmax") {
    FailureOr<Value> input = single(layer, inputs);
    if (failed(input))
      return failure();
    FailureOr<int64_t> classes = integerField(layer, "num_classes", shapeOf(*input).back());
    FailureOr<Shape> shape = failed(classes) ? FailureOr<Shape>(failure()) : inferSoftmaxShape(shapeOf(*input), *classes, errors);
    if (failed(shape))
      return failure();
    result = SoftmaxOp::create(builder, loc, tensorType(*shape), name, *input,
                               builder.getI64IntegerAttr(*classes))
                 .getOutput();
  } else if (type == "Sigmoid") {
    FailureOr<Value> input = single(layer, inputs);
    if (failed(input))
      return failure();
    result = SigmoidOp::create(builder, loc, tensorType({shapeOf(*input)[0], 1}), name,
                               *input)
                 .getOutput();
  } else if (type == "Reshape") {
    FailureOr<Value> input = single(layer, inputs);
    FailureOr<SmallVector<int64_t>> requested =
        failed(input) ? FailureOr<SmallVector<int64_t>>(failure()) : intListField(layer, "output_shape", std::nullopt);
    if (failed(requested))
      return failure();
    FailureOr<Shape> shape = inferReshapeShape(shapeOf(*input), *requested, errors);
    if (failed(shape))
      return failure();
    result = ReshapeOp::create(builder, loc, tensorType(*shape), name, *input).getOutput();
  } else if (type == "UpSampling2D") {
    FailureOr<Value> input = single(layer, inputs);
    FailureOr<SmallVector<int64_t>> ksize =
        failed(input) ? FailureOr<SmallVector<int64_t>>(failure()) : nhwcWindowField(layer, "ksize");
    if (failed(ksize))
      return failure();
    FailureOr<Shape> shape = inferUpSampling2dShape(shapeOf(*input), *ksize, errors);
    if (failed(shape))
      return failure();
    result = UpSampling2DOp::create(builder, loc, tensorType(*shape), name, *input,
                                    builder.getDenseI64ArrayAttr(*ksize))
                 .getOutput();
  } else if (type == "LRN") {
    FailureOr<Value> input = single(layer, inputs);
    if (failed(input))
      return failure();
    FailureOr<int64_t> size = integerField(layer, "local_size", 5);
    FailureOr<double> alpha = numberField(layer, "alpha", 1e-4);
    FailureOr<double> beta = numberField(layer, "beta", 0.75);
    FailureOr<double> k = numberField(layer, "k", 2.0);
    if (failed(size) || failed(alpha) || failed(beta) || failed(k))
      return failure();
    if (*size <= 0 || *size % 2 == 0 || *size > 1023)
      return fieldError(layer, "local_size")
             << "expected a positive odd window of at most 1023 channels, got " << *size;
    result = LRNOp::create(builder, loc, (*input).getType(), name, *input,
                           builder.getI64IntegerAttr(*size),
                           builder.getF64FloatAttr(*alpha),
                           builder.getF64FloatAttr(*beta), builder.getF64FloatAttr(*k))
                 .getOutput();
  } else if (type == "BatchNorm") {
    FailureOr<Value> input = single(layer, inputs);
    FailureOr<double> epsilon =
        failed(input) ? FailureOr<double>(failure()) : numberField(layer, "epsilon", 1e-5);
    FailureOr<Activation> activation =
        failed(epsilon) ? FailureOr<Activation>(failure()) : activationField(layer);
    if (failed(activation))
      return failure();
    if (!(*epsilon > 0.0))
      return fieldError(layer, "epsilon") << "expected a positive epsilon, got "
                                          << *epsilon;
    result = BatchNormOp::create(builder, loc, (*input).getType(), name, *input,
                                 builder.getF64FloatAttr(*epsilon),
                                 ActivationAttr::get(builder.getContext(), *activation))
                 .getOutput();
  } else if (options.allowUnknownLayers) {
    result = GenericOp::create(builder, loc, inputs.front().getType(), name, inputs,
                               builder.getStringAttr(type))
                 .getOutput();
  } else {
    return fieldError(layer, "type")
           << "unknown layer type \"" << escapeForMessage(type)
           << "\" (use --allow-unknown-layers to pass it through as Paleo does)";
  }
  if (failed(result))
    return failure();
  values[layer.name] = *result;
  return success();
}

OwningOpRef<ModuleOp> Importer::run(const Json &root) {
  if (!root.is_object()) {
    fileError(0) << "expected a JSON object {\"name\": ..., \"layers\": {...}} at the "
                    "top level, got " << root.type_name();
    return nullptr;
  }
  auto layersIt = root.find("layers");
  if (layersIt == root.end() || !layersIt->is_object()) {
    fileError(0) << "field 'layers': "
                 << (layersIt == root.end() ? "missing" : "expected an object")
                 << "; a network is {\"name\": ..., \"layers\": {name: layer, ...}}";
    return nullptr;
  }
  std::string title;
  if (auto nameIt = root.find("name"); nameIt != root.end()) {
    if (!nameIt->is_string()) {
      fileError(source.findKey("name", 0)) << "field 'name': expected a string, got "
                                           << describe(*nameIt);
      return nullptr;
    }
    title = nameIt->get<std::string>();
    if (std::optional<std::string> problem = checkName(title)) {
      fileError(source.findKey("name", 0)) << "field 'name': the network's name "
                                           << *problem;
      return nullptr;
    }
  }
  if (failed(expand(*layersIt, "", nullptr, 1, -1, source.findKey("layers", 0))))
    return nullptr;

  // Input layers must be called `data` (Paleo's rule; the walk starts there).
  for (const FlatLayer &layer : layers)
    if ((*layer.spec)["type"] == "Input" && layer.name != "data") {
      fieldError(layer, "type") << "the input layer must be named \"data\"";
      return nullptr;
    }

  std::vector<GraphNode> nodes;
  for (const FlatLayer &layer : layers)
    nodes.push_back({layer.name, layer.parents});
  std::vector<size_t> order;
  GraphError graphError;
  if (!orderLikePaleo(nodes, "data", order, graphError)) {
    auto it = layerIndex.find(graphError.layer);
    if (it == layerIndex.end())
      fileError(0) << graphError.message;
    else
      fieldError(layers[it->second], "") << graphError.message;
    return nullptr;
  }

  Location fileLoc = source.at(0);
  OwningOpRef<ModuleOp> module = ModuleOp::create(fileLoc);
  builder.setInsertionPointToEnd(module->getBody());
  auto network = NetworkOp::create(builder, fileLoc, builder.getStringAttr(title));
  builder.setInsertionPointToStart(&network.getBody().emplaceBlock());
  for (size_t index : order)
    if (failed(buildLayer(layers[index])))
      return nullptr;
  if (failed(verify(*module)))
    return nullptr;
  return module;
}

namespace {
/// Builds an ordered_json document from nlohmann's SAX events in linear
/// time. nlohmann's own DOM parsers are quadratic for a network's `layers`
/// object: ordered_map searches its keys linearly on every insertion, and the
/// callback parser rescans the parent object at every object's end (100,000
/// layers never finished). Keys go to the end of the object's vector here;
/// a hash set per open object finds duplicates, and the nesting depth is
/// bounded before anything deep is built.
class OrderedJsonBuilder : public nlohmann::json_sax<Json> {
public:
  Json root;
  std::optional<std::string> duplicateKey; ///< the first key seen twice in an object
  bool tooDeep = false;
  size_t errorOffset = 0;
  std::string errorMessage;

  bool null() override { return add(Json(nullptr)); }
  bool boolean(bool value) override { return add(Json(value)); }
  bool number_integer(number_integer_t value) override { return add(Json(value)); }
  bool number_unsigned(number_unsigned_t value) override { return add(Json(value)); }
  bool number_float(number_float_t value, const string_t &) override {
    return add(Json(value));
  }
  bool string(string_t &value) override { return add(Json(std::move(value))); }
  bool binary(binary_t &value) override { return add(Json::binary(std::move(value))); }

  bool start_object(std::size_t) override { return open(Json::object()); }
  bool key(string_t &value) override {
    Frame &frame = stack.back();
    if (!frame.keys.insert(value).second && !duplicateKey)
      duplicateKey = value;
    frame.pendingKey = std::move(value);
    return true;
  }
  bool end_object() override { return close(); }
  bool start_array(std::size_t) override { return open(Json::array()); }
  bool end_array() override { return close(); }

  bool parse_error(std::size_t offset, const std::string &,
                   const nlohmann::detail::exception &error) override {
    errorOffset = offset;
    errorMessage = error.what();
    return false;
  }

private:
  struct Frame {
    Json value;
    std::string pendingKey;
    llvm::StringSet<> keys;
  };

  bool add(Json value) {
    if (stack.empty()) {
      root = std::move(value);
      return true;
    }
    Frame &frame = stack.back();
    if (frame.value.is_object()) {
      // A repeated key keeps the first value: the import stops anyway.
      if (frame.keys.size() >
          frame.value.get_ptr<Json::object_t *>()->size())
        frame.value.get_ptr<Json::object_t *>()->emplace_back(
            std::move(frame.pendingKey), std::move(value));
    } else {
      frame.value.get_ptr<Json::array_t *>()->push_back(std::move(value));
    }
    return true;
  }
  bool open(Json value) {
    if (stack.size() >= size_t(kMaxJsonDepth)) {
      tooDeep = true;
      return false;
    }
    stack.push_back(Frame{std::move(value), {}, {}});
    return true;
  }
  bool close() {
    Json value = std::move(stack.back().value);
    stack.pop_back();
    return add(std::move(value));
  }

  std::vector<Frame> stack;
};

/// The offset of the first bracket nested deeper than kMaxJsonDepth.
size_t findExcessiveNesting(StringRef text) {
  int depth = 0;
  bool inString = false;
  for (size_t offset = 0; offset < text.size(); ++offset) {
    char c = text[offset];
    if (inString) {
      if (c == '\\')
        ++offset;
      else if (c == '"')
        inString = false;
    } else if (c == '"') {
      inString = true;
    } else if ((c == '[' || c == '{') && ++depth > kMaxJsonDepth) {
      return offset;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return text.size();
}

/// Parses JSON keeping key order and refusing duplicate keys (nlohmann keeps
/// the last one silently, which would hide a duplicate layer name) and
/// nesting deeper than kMaxJsonDepth.
std::optional<Json> parseJson(const SourceText &source) {
  OrderedJsonBuilder builder;
  bool parsed = false;
  try {
    parsed = Json::sax_parse(source.text.begin(), source.text.end(), &builder);
  } catch (const Json::exception &e) {
    emitError(source.at(0)) << "malformed JSON: " << e.what();
    return std::nullopt;
  }
  if (builder.tooDeep) {
    emitError(source.at(findExcessiveNesting(source.text)))
        << "malformed JSON: nested more than " << kMaxJsonDepth
        << " arrays or objects deep";
    return std::nullopt;
  }
  if (!parsed) {
    std::string what = builder.errorMessage;
    // nlohmann prefixes "[json.exception.parse_error.101] parse error at line
    // L, column C: "; our location says where, keep the reason.
    if (size_t colon = what.find(": "); colon != std::string::npos)
      what = what.substr(colon + 2);
    emitError(source.at(builder.errorOffset > 0 ? builder.errorOffset - 1 : 0))
        << "malformed JSON: " << escapeForMessage(what);
    return std::nullopt;
  }
  if (builder.duplicateKey) {
    // The second occurrence is the one to point at.
    size_t first = source.findKey(*builder.duplicateKey, 0);
    size_t second = source.findKey(*builder.duplicateKey, first + 1);
    emitError(source.at(second))
        << "duplicate key \"" << escapeForMessage(*builder.duplicateKey)
        << "\" (a layer or field name appears twice in one object)";
    return std::nullopt;
  }
  return std::move(builder.root);
}
} // namespace

OwningOpRef<ModuleOp> netc::importPaleoNetwork(StringRef path, StringRef contents,
                                               MLIRContext &context,
                                               const ImportOptions &options) {
  context.loadDialect<NetDialect>();
  SourceText source(path, contents, context);
  std::optional<Json> root = parseJson(source);
  if (!root)
    return nullptr;
  source.indexKeys(*root);
  try {
    Importer importer(source, options);
    return importer.run(*root);
  } catch (const Json::exception &e) {
    // Every field is type-checked before use; this is a backstop so that a
    // case we missed is an error, not an abort.
    emitError(source.at(0)) << "unexpected JSON content: " << e.what();
    return nullptr;
  }
}
