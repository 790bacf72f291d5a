//===- FitRows.cpp - Measured rows for the profile fit --------------------===//
//
// The first part of ProfileFit.h: measured rows read from CSV (a network's
// layer or a convolution shape each), the shapes' network text, the rows'
// ops attached, and one row's prediction through NetcModel::predictLayer.
//
//===----------------------------------------------------------------------===//

#include "CostModel/NetcModel.h"
#include "CostModel/ProfileFit.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

#include <string>

using namespace llvm;
using namespace mlir;
using namespace netc;

//===----------------------------------------------------------------------===//
// Rows
//===----------------------------------------------------------------------===//

Error netc::rowError(const Twine &where, const Twine &message) {
  return createStringError(inconvertibleErrorCode(), (where + ": " + message).str());
}

namespace {

/// Splits one CSV line; a field may be double-quoted (a layer name with a
/// comma), with "" for a quote inside it.
SmallVector<std::string, 24> splitCsvLine(StringRef line) {
  SmallVector<std::string, 24> fields;
  std::string field;
  bool quoted = false;
  for (size_t i = 0; i < line.size(); ++i) {
    char ch = line[i];
    if (quoted) {
      if (ch == '"' && i + 1 < line.size() && line[i + 1] == '"') {
        field += '"';
        ++i;
      } else if (ch == '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch == '"') {
      quoted = true;
    } else if (ch == ',') {
      fields.push_back(StringRef(field).trim().str());
      field.clear();
    } else {
      field += ch;
    }
  }
  fields.push_back(StringRef(field).trim().str());
  return fields;
}

constexpr const char *kShapeColumns[] = {"batch",    "in_h",     "in_w",     "cin",
                                         "cout",     "filter_h", "filter_w", "stride_h",
                                         "stride_w", "pad_h",    "pad_w",    "out_h",
                                         "out_w"};

/// The fields of one data line by column name.
class CsvRecord {
public:
  CsvRecord(const StringMap<size_t> &columns, ArrayRef<std::string> fields, std::string where)
      : columns(columns), fields(fields), where(std::move(where)) {}

  bool has(StringRef column) const { return columns.count(column); }
  StringRef get(StringRef column) const {
    auto it = columns.find(column);
    return it == columns.end() ? StringRef() : StringRef(fields[it->second]);
  }
  Error fail(StringRef column, const Twine &expected) const {
    return rowError(where, "field '" + column + "': expected " + expected + ", got '" +
                               get(column) + "'");
  }
  Expected<int64_t> integer(StringRef column, int64_t least) const {
    int64_t value;
    if (get(column).getAsInteger(10, value) || value < least)
      return fail(column, least > 0 ? "a positive integer" : "a non-negative integer");
    return value;
  }
  Expected<bool> flag(StringRef column) const {
    StringRef text = get(column);
    if (text.empty() || text == "0" || text.equals_insensitive("false"))
      return false;
    if (text == "1" || text.equals_insensitive("true"))
      return true;
    return fail(column, "0, 1, true or false");
  }
  const std::string &getWhere() const { return where; }

private:
  const StringMap<size_t> &columns;
  ArrayRef<std::string> fields;
  std::string where;
};

Expected<FitConvShape> readShape(const CsvRecord &record) {
  int64_t values[std::size(kShapeColumns)];
  for (auto [index, column] : llvm::enumerate(kShapeColumns)) {
    bool pad = StringRef(column).starts_with("pad_");
    Expected<int64_t> value = record.integer(column, pad ? 0 : 1);
    if (!value)
      return value.takeError();
    values[index] = *value;
  }
  FitConvShape s;
  s.batch = values[0];
  s.inH = values[1];
  s.inW = values[2];
  s.c = values[3];
  s.k = values[4];
  s.filterH = values[5];
  s.filterW = values[6];
  s.strideH = values[7];
  s.strideW = values[8];
  s.padH = values[9];
  s.padW = values[10];
  s.outH = values[11];
  s.outW = values[12];
  // The net dialect's rule for explicit pads; a row that breaks it would
  // fail later in the verifier with no line to point at.
  auto expectedOut = [](int64_t in, int64_t pad, int64_t filter, int64_t stride) {
    int64_t reach = in + 2 * pad - filter;
    return reach < 0 ? int64_t(0) : reach / stride + 1;
  };
  for (auto [column, in, pad, filter, stride, out] :
       {std::tuple{"out_h", s.inH, s.padH, s.filterH, s.strideH, s.outH},
        std::tuple{"out_w", s.inW, s.padW, s.filterW, s.strideW, s.outW}}) {
    int64_t expected = expectedOut(in, pad, filter, stride);
    if (expected != out)
      return record.fail(column, "floor((in + 2 pad - filter) / stride) + 1 = " +
                                     Twine(expected) + " for this shape");
  }
  Expected<bool> bias = record.flag("bias");
  if (!bias)
    return bias.takeError();
  Expected<bool> relu = record.flag("relu");
  if (!relu)
    return relu.takeError();
  s.bias = *bias;
  s.relu = *relu;
  return s;
}

} // namespace

Expected<std::vector<FitRow>> netc::readFitRows(StringRef path, size_t *skipped) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer = MemoryBuffer::getFile(path, /*IsText=*/true);
  if (std::error_code code = buffer.getError())
    return rowError(path, "cannot read: " + code.message());
  SmallVector<StringRef, 0> lines;
  (*buffer)->getBuffer().split(lines, '\n');
  StringMap<size_t> columns;
  size_t headerFields = 0;
  std::vector<FitRow> rows;
  size_t notMeasured = 0;
  for (auto [index, rawLine] : llvm::enumerate(lines)) {
    StringRef line = rawLine.rtrim("\r");
    std::string where = (path + ":" + Twine(index + 1)).str();
    if (line.trim().empty() || line.trim().starts_with("#"))
      continue;
    SmallVector<std::string, 24> fields = splitCsvLine(line);
    if (columns.empty()) {
      for (auto [position, name] : llvm::enumerate(fields)) {
        if (!columns.try_emplace(name, position).second)
          return rowError(where, "column '" + name + "' appears twice in the header");
      }
      headerFields = fields.size();
      for (StringRef required : {"precision", "pass", "measured_ms"})
        if (!columns.count(required))
          return rowError(where, "the header lacks the column '" + required + "'");
      bool network = columns.count("network") && columns.count("layer");
      bool shape = llvm::all_of(kShapeColumns, [&](const char *c) { return columns.count(c); });
      if (!network && !shape)
        return rowError(where, "the header needs the columns network and layer (a network's "
                               "layers) or batch, in_h, in_w, cin, cout, filter_h, filter_w, "
                               "stride_h, stride_w, pad_h, pad_w, out_h, out_w (convolution "
                               "shapes)");
      continue;
    }
    if (fields.size() != headerFields)
      return rowError(where, "expected " + Twine(headerFields) + " fields (the header's), got " +
                                 Twine(fields.size()));
    CsvRecord record(columns, fields, where);
    FitRow row;
    row.source = where;
    row.device = record.get("device").lower();
    std::optional<Precision> precision = parsePrecision(record.get("precision").str());
    if (!precision)
      return record.fail("precision", "fp32, tf32, fp16 or bf16");
    row.precision = *precision;
    std::optional<Pass> pass = parsePass(record.get("pass"));
    if (!pass || *pass == Pass::WeightUpdate)
      return record.fail("pass", "forward, backward_data or backward_filter");
    row.pass = *pass;
    StringRef measured = record.get("measured_ms");
    if (measured.empty() || measured == "null" || measured == "None") {
      ++notMeasured;
      continue;
    }
    double ms;
    if (measured.getAsDouble(ms) || !(ms > 0) || !std::isfinite(ms))
      return record.fail("measured_ms", "a positive number of milliseconds");
    row.measuredMs = ms;
    row.network = record.get("network").str();
    row.layer = record.get("layer").str();
    if (!row.network.empty()) {
      if (row.layer.empty())
        return record.fail("layer", "the name of a layer of network '" + row.network + "'");
      if (!record.get("batch").empty()) {
        Expected<int64_t> batch = record.integer("batch", 1);
        if (!batch)
          return batch.takeError();
        row.batch = *batch;
      }
    } else {
      if (!llvm::all_of(kShapeColumns, [&](const char *c) { return record.has(c); }))
        return record.fail("network", "a network's name (this file has no shape columns)");
      Expected<FitConvShape> shape = readShape(record);
      if (!shape)
        return shape.takeError();
      row.shape = *shape;
      row.batch = shape->batch;
      if (row.layer.empty())
        row.layer = "line " + std::to_string(index + 1);
    }
    rows.push_back(std::move(row));
  }
  if (columns.empty())
    return rowError(path, "no header line: the file is empty");
  if (skipped)
    *skipped = notMeasured;
  return rows;
}

std::string netc::formatShapeNetwork(ArrayRef<FitRow> rows) {
  std::string text = "net.network \"fit_rows\" {\n";
  raw_string_ostream os(text);
  int64_t value = 0;
  for (auto [index, row] : llvm::enumerate(rows)) {
    if (!row.shape)
      continue;
    const FitConvShape &s = *row.shape;
    std::string input = formatv("tensor<{0}x{1}x{2}x{3}xf32>", s.batch, s.inH, s.inW, s.c).str();
    std::string output =
        formatv("tensor<{0}x{1}x{2}x{3}xf32>", s.batch, s.outH, s.outW, s.k).str();
    os << formatv("  %{0} = net.input \"row{1}/in\" : {2}\n", value, index, input);
    // A layer reading a network input has no data gradient: a one-input
    // sum in front makes the convolution's a real pass.
    os << formatv("  %{0} = net.elementwise \"row{1}/feed\" %{2} {{kind = #net<elementwise "
                  "sum>} : {3} -> {3}\n",
                  value + 1, index, value, input);
    os << formatv("  %{0} = net.conv2d \"row{1}\" %{2} {{{3}bias = {4}, filter = array<i64: "
                  "{5}, {6}, {7}, {8}>, pad = array<i64: {9}, {10}>, padding = #net<padding "
                  "explicit>, strides = array<i64: {11}, {12}>} : {13} -> {14}\n",
                  value + 2, index, value + 1,
                  s.relu ? "activation = #net<activation relu>, " : "",
                  s.bias ? "true" : "false", s.filterH, s.filterW, s.c, s.k, s.padH, s.padW,
                  s.strideH, s.strideW, input, output);
    value += 3;
  }
  os << "}\n";
  return text;
}

namespace {

StringMap<net::LayerOpInterface> getLayersByName(net::NetworkOp network) {
  StringMap<net::LayerOpInterface> layers;
  network.walk([&](net::LayerOpInterface layer) { layers[layer.getLayerName()] = layer; });
  return layers;
}

/// The geometry of a convolution op, and the batch of any layer.
void describeOp(FitRow &row) {
  Operation *op = row.op.getOperation();
  if (op->getNumOperands() > 0)
    if (auto type = dyn_cast<RankedTensorType>(op->getOperand(0).getType());
        type && type.getRank() > 0)
      row.batch = type.getShape()[0];
  auto conv = dyn_cast<net::Conv2DOp>(op);
  if (!conv)
    return;
  ArrayRef<int64_t> in = cast<RankedTensorType>(conv.getInput().getType()).getShape();
  ArrayRef<int64_t> out = cast<RankedTensorType>(conv.getOutput().getType()).getShape();
  ConvGeometry g;
  g.n = in[0];
  g.h = in[1];
  g.w = in[2];
  g.c = in[3];
  g.k = out[3];
  g.r = conv.getFilter()[0];
  g.s = conv.getFilter()[1];
  g.strideH = conv.getStrides()[0];
  g.strideW = conv.getStrides()[1];
  g.oh = out[1];
  g.ow = out[2];
  row.geometry = g;
}

} // namespace

Error netc::attachShapeLayers(MutableArrayRef<FitRow> rows, net::NetworkOp network) {
  StringMap<net::LayerOpInterface> layers = getLayersByName(network);
  for (auto [index, row] : llvm::enumerate(rows)) {
    if (!row.shape)
      continue;
    auto layer = layers.find(("row" + Twine(index)).str());
    if (layer == layers.end())
      return rowError(row.source, "the shapes' network has no convolution for this row");
    row.op = layer->second;
    describeOp(row);
  }
  return Error::success();
}

Error netc::attachNetworkLayers(MutableArrayRef<FitRow> rows, StringRef name, int64_t batch,
                                net::NetworkOp network) {
  StringMap<net::LayerOpInterface> layers = getLayersByName(network);
  for (FitRow &row : rows) {
    if (row.network != name || row.batch != batch || row.shape)
      continue;
    auto layer = layers.find(row.layer);
    if (layer == layers.end())
      return rowError(row.source, "field 'layer': network '" + name + "' has no layer '" +
                                      row.layer + "'");
    row.op = layer->second;
    describeOp(row);
  }
  return Error::success();
}

double netc::predictRowMs(const DeviceProfile &profile, const FitRow &row) {
  ModelOptions options;
  options.precision = row.precision;
  options.explain = false;
  return NetcModel(profile, options).predictLayer(row.op, row.pass).totalMs;
}

