//===- Summary.cpp - `netc summarize` reports ---------------------------===//

#include "Report/Summary.h"
#include "Report/Format.h"

#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"

using namespace mlir;
using namespace netc;
using namespace netc::net;

namespace {
std::string paleoPadToken(PaddingKind kind, ArrayRef<int64_t> explicitPad) {
  switch (kind) {
  case PaddingKind::Same:
    return "SAME";
  case PaddingKind::Valid:
    return "VALID";
  case PaddingKind::Explicit:
    return shapeList(explicitPad);
  }
  llvm_unreachable("unknown padding kind");
}

std::string genericLine(StringRef type) {
  return ("Generic layer: generic_" + type).str();
}
} // namespace

std::string netc::describeLayerLikePaleo(LayerOpInterface layer) {
  return llvm::TypeSwitch<Operation *, std::string>(layer.getOperation())
      .Case([](Conv2DOp op) {
        SmallVector<int64_t, 2> pad = op.getPadAmounts();
        ArrayRef<int64_t> written = op.getPad() ? *op.getPad() : ArrayRef<int64_t>();
        return "Filters: " + shapeList(op.getFilter()) +
               "  Pad: " + paleoPadToken(op.getPadding(), written) + " (" +
               std::to_string(pad[0]) + ", " + std::to_string(pad[1]) +
               ") Stride: " + std::to_string(op.getStrides()[0]) + ", " +
               std::to_string(op.getStrides()[1]) +
               " Params: " + withThousands(op.getParameterCount());
      })
      .Case([](Deconv2DOp op) {
        return "Filters: " + shapeList(op.getFilter()) +
               "  Params: " + withThousands(op.getParameterCount());
      })
      .Case<MaxPoolOp, AvgPoolOp>([](auto op) {
        return "Kernel: " + shapeList(op.getKsize()) +
               "  Stride: " + shapeList(op.getStrides());
      })
      .Case([](InnerProductOp op) {
        return "Outputs: " + std::to_string(op.getNumOutputs()) +
               " Params: " + withThousands(op.getParameterCount());
      })
      .Case([](DropoutOp op) {
        return "Keep prob: " + fixed(op.getKeepProb().convertToDouble(), 6);
      })
      .Case([](SoftmaxOp op) { return "Classes: " + std::to_string(op.getNumClasses()); })
      // Paleo has no LRN or BatchNorm: they were "Generic" layers there.
      .Case([](LRNOp) { return genericLine("LRN"); })
      .Case([](BatchNormOp) { return genericLine("BatchNorm"); })
      .Case([](GenericOp op) { return genericLine(op.getType()); })
      .Default([](Operation *) { return std::string(); });
}

void netc::printPaleoSummary(const NetworkStatistics &statistics, raw_ostream &os) {
  os << "A summary of static characteristics of network.\n";
  os << "  LAYER\tOUTPUTS\n";
  for (const LayerStatistics &layer : statistics.getLayers())
    os << "  " << layer.layer.getLayerName() << "\t" << shapeList(layer.outputShape)
       << "  " << describeLayerLikePaleo(layer.layer) << "\n";
  os << "Number of params: " << withThousands(statistics.getParameterCount()) << " ("
     << withThousands(statistics.getParameterBytes()) << " Bytes)\n";
  os << "Activation: " << withThousands(statistics.getActivationBytes()) << " Bytes\n";
}

namespace {
std::string gflop(int64_t flops) { return fixed(double(flops) / 1e9, 3); }
std::string mebibytes(int64_t bytes) { return fixed(double(bytes) / (1 << 20), 1); }

/// Pads `text` on the left to `width` (right-aligned numbers).
std::string right(const std::string &text, size_t width) {
  return text.size() >= width ? text : std::string(width - text.size(), ' ') + text;
}
std::string left(const std::string &text, size_t width) {
  return text.size() >= width ? text : text + std::string(width - text.size(), ' ');
}
} // namespace

void netc::printSummaryTable(StringRef title, const NetworkStatistics &statistics,
                             const MemoryPlan &plan, SummaryColumns columns,
                             raw_ostream &os, std::optional<int64_t> loweredArenaBytes,
                             StringRef loweredFor) {
  struct Column {
    std::string header;
    std::function<std::string(size_t, const LayerStatistics &)> cell;
  };
  std::vector<Column> table = {
      {"LAYER", [](size_t, const LayerStatistics &l) { return l.layer.getLayerName().str(); }},
      {"OUTPUTS", [](size_t, const LayerStatistics &l) { return shapeList(l.outputShape); }},
      {"PARAMS", [](size_t, const LayerStatistics &l) { return withThousands(l.parameters); }},
  };
  if (columns.flops) {
    table.push_back({"FWD_GFLOP", [](size_t, const LayerStatistics &l) { return gflop(l.flops.forward); }});
    table.push_back({"BWD_DATA_GFLOP", [](size_t, const LayerStatistics &l) { return gflop(l.flops.backwardData); }});
    table.push_back({"BWD_FILTER_GFLOP", [](size_t, const LayerStatistics &l) { return gflop(l.flops.backwardFilter); }});
    table.push_back({"UPDATE_GFLOP", [](size_t, const LayerStatistics &l) { return gflop(l.flops.weightUpdate); }});
  }
  if (columns.memory) {
    table.push_back({"OUTPUT_MiB", [](size_t, const LayerStatistics &l) { return mebibytes(l.outputBytes()); }});
    table.push_back({"LIVE_MiB", [&plan](size_t i, const LayerStatistics &) { return mebibytes(plan.getLiveBytesAt(i)); }});
  }
  if (columns.memory && columns.pytorch)
    table.push_back({"SAVED_MiB", [&columns](size_t i, const LayerStatistics &) {
                       return mebibytes(columns.pytorch->savedBytesByLayer[i]);
                     }});

  ArrayRef<LayerStatistics> layers = statistics.getLayers();
  std::vector<std::vector<std::string>> cells(layers.size());
  std::vector<size_t> widths;
  for (const Column &column : table)
    widths.push_back(column.header.size());
  for (auto [i, layer] : llvm::enumerate(layers))
    for (auto [c, column] : llvm::enumerate(table)) {
      cells[i].push_back(column.cell(i, layer));
      widths[c] = std::max(widths[c], cells[i].back().size());
    }
  auto printRow = [&](ArrayRef<std::string> row) {
    std::string line = " ";
    for (auto [c, text] : llvm::enumerate(row))
      line += " " + (c < 2 ? left(text, widths[c]) : right(text, widths[c]));
    os << StringRef(line).rtrim() << "\n";
  };

  os << "A summary of static characteristics of network";
  if (!title.empty())
    os << " \"" << title << "\"";
  os << ".\n";
  std::vector<std::string> headers;
  for (const Column &column : table)
    headers.push_back(column.header);
  printRow(headers);
  for (const std::vector<std::string> &row : cells)
    printRow(row);

  os << "Number of params: " << withThousands(statistics.getParameterCount()) << " ("
     << withThousands(statistics.getParameterBytes()) << " Bytes)\n";
  os << "Activation: " << withThousands(statistics.getActivationBytes()) << " Bytes\n";
  if (columns.flops) {
    const LayerFlops &total = statistics.getTotalFlops();
    os << "FLOPs (one multiply-add = 2 FLOPs):\n";
    os << "  forward          " << right(withThousands(total.forward), 22) << "\n";
    os << "  backward-data    " << right(withThousands(total.backwardData), 22) << "\n";
    os << "  backward-filter  " << right(withThousands(total.backwardFilter), 22) << "\n";
    os << "  weight update    " << right(withThousands(total.weightUpdate), 22) << "\n";
    os << "  training step    " << right(withThousands(statistics.getTrainingStepFlops()), 22)
       << "\n";
  }
  if (columns.memory) {
    os << "Memory (f32, 1 MiB = 2^20 bytes):\n";
    os << "  weights                         " << right(mebibytes(statistics.getParameterBytes()), 12)
       << " MiB\n";
    os << "  inference activations, reused   " << right(mebibytes(plan.getPeakActivationBytes()), 12)
       << " MiB  (peak at '"
       << layers[plan.getPeakLayer()].layer.getLayerName() << "')\n";
    os << "  inference total                 " << right(mebibytes(plan.getInferenceBytes()), 12)
       << " MiB\n";
    os << "  training (weights, gradients,   " << right(mebibytes(plan.getTrainingBytes()), 12)
       << " MiB\n"
       << "    kept activations, peak activation gradients)\n";
    if (loweredArenaBytes)
      os << "  netc lower's activation arena   " << right(mebibytes(*loweredArenaBytes), 12)
         << " MiB  (its buffers placed by liveness; fp32 kernels for " << loweredFor << ")\n";
    if (const std::optional<PyTorchMemoryEstimate> &torch = columns.pytorch) {
      auto line = [&](StringRef what, int64_t bytes) {
        os << "    " << left(what.str(), 29) << right(mebibytes(bytes), 12) << " MiB";
      };
      os << "  PyTorch's training step (--memory-model pytorch: what autograd keeps,\n"
            "    512-byte allocator blocks; docs/analysis.md):\n";
      line("weights and buffers", torch->weightBytes);
      os << "\n";
      line("input batch", torch->inputBytes);
      os << "\n";
      line("cuBLAS/cuBLASLt workspaces", torch->libraryWorkspaceBytes);
      os << "\n";
      line("kept for backward", torch->savedBytes);
      os << "  (when forward ends)\n";
      line("parameter gradients", torch->gradientBytes);
      os << "\n";
      line("peak", torch->peakBytes);
      os << "  (" << (torch->peakInBackward ? "backward" : "forward") << " of '"
         << layers[torch->peakLayer].layer.getLayerName() << "')\n";
    }
  }
}

void netc::printSummaryJson(StringRef source, StringRef title,
                            const NetworkStatistics &statistics, const MemoryPlan &plan,
                            raw_ostream &os, std::optional<int64_t> loweredArenaBytes,
                            const PyTorchMemoryEstimate *pytorch) {
  PyTorchMemoryEstimate torch =
      pytorch ? *pytorch : estimatePyTorchTrainingMemory(statistics);
  llvm::json::Array layers;
  for (auto [index, layer] : llvm::enumerate(statistics.getLayers())) {
    llvm::json::Array shape;
    for (int64_t d : layer.outputShape)
      shape.push_back(d);
    layers.push_back(llvm::json::Object{
        {"name", layer.layer.getLayerName()},
        {"op", layer.layer->getName().getStringRef()},
        {"output_shape", std::move(shape)},
        {"output_elements", layer.outputElements},
        {"output_bytes", layer.outputBytes()},
        {"params", layer.parameters},
        {"param_bytes", layer.parameterBytes()},
        {"paleo_description", describeLayerLikePaleo(layer.layer)},
        {"flops_forward", layer.flops.forward},
        {"flops_backward_data", layer.flops.backwardData},
        {"flops_backward_filter", layer.flops.backwardFilter},
        {"flops_weight_update", layer.flops.weightUpdate},
        {"multiply_adds", layer.layer.getMultiplyAdds()},
        {"live_bytes_inference", plan.getLiveBytesAt(index)},
        {"pytorch_saved_bytes", torch.savedBytesByLayer[index]},
    });
  }
  const LayerFlops &total = statistics.getTotalFlops();
  llvm::json::Object root{
      {"netc_summary_version", 1},
      {"source", source},
      {"network", title},
      {"flop_convention", "one multiply-add = 2 FLOPs"},
      {"byte_convention", "f32: 4 bytes per element and per parameter"},
      {"layers", std::move(layers)},
      {"totals",
       llvm::json::Object{
           {"params", statistics.getParameterCount()},
           {"param_bytes", statistics.getParameterBytes()},
           {"activation_bytes", statistics.getActivationBytes()},
           {"flops_forward", total.forward},
           {"flops_backward_data", total.backwardData},
           {"flops_backward_filter", total.backwardFilter},
           {"flops_weight_update", total.weightUpdate},
           {"flops_training_step", statistics.getTrainingStepFlops()},
           {"inference_peak_activation_bytes", plan.getPeakActivationBytes()},
           {"inference_peak_layer",
            statistics.getLayers()[plan.getPeakLayer()].layer.getLayerName()},
           {"inference_bytes", plan.getInferenceBytes()},
           {"training_peak_gradient_bytes", plan.getPeakGradientBytes()},
           {"training_bytes", plan.getTrainingBytes()},
           {"lowered_arena_bytes", loweredArenaBytes ? llvm::json::Value(*loweredArenaBytes)
                                                     : llvm::json::Value(nullptr)},
           {"pytorch_training",
            llvm::json::Object{
                {"peak_bytes", torch.peakBytes},
                {"peak_layer", statistics.getLayers()[torch.peakLayer].layer.getLayerName()},
                {"peak_pass", torch.peakInBackward ? "backward" : "forward"},
                {"weight_bytes", torch.weightBytes},
                {"input_bytes", torch.inputBytes},
                {"library_workspace_bytes", torch.libraryWorkspaceBytes},
                {"saved_bytes", torch.savedBytes},
                {"gradient_bytes", torch.gradientBytes},
            }},
       }},
  };
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(root))) << "\n";
}

void netc::printSummaryCsv(const NetworkStatistics &statistics, const MemoryPlan &plan,
                           raw_ostream &os) {
  os << "layer,op,output_shape,output_elements,output_bytes,params,param_bytes,"
        "flops_forward,flops_backward_data,flops_backward_filter,flops_weight_update,"
        "live_bytes_inference\n";
  for (auto [index, layer] : llvm::enumerate(statistics.getLayers())) {
    std::string shape;
    llvm::raw_string_ostream shapeText(shape);
    llvm::interleave(layer.outputShape, shapeText, "x");
    os << csvField(layer.layer.getLayerName()) << ","
       << layer.layer->getName().getStringRef() << "," << shape << ","
       << layer.outputElements << "," << layer.outputBytes() << "," << layer.parameters
       << "," << layer.parameterBytes() << "," << layer.flops.forward << ","
       << layer.flops.backwardData << "," << layer.flops.backwardFilter << ","
       << layer.flops.weightUpdate << "," << plan.getLiveBytesAt(index) << "\n";
  }
}
