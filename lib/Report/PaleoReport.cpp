//===- PaleoReport.cpp - Paleo's per-layer time tables --------------------===//

#include "Report/PaleoReport.h"
#include "Report/Format.h"
#include "CostModel/PythonFloat.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/JSON.h"

#include <cmath>

using namespace llvm;
using namespace netc;
using namespace netc::paleo;

namespace {
StringRef directionName(Pass pass) {
  return pass == Pass::Forward ? "forward" : "backward";
}

/// Paleo's --gradient_wrt value, printed only for backward passes.
StringRef gradientName(Pass pass) {
  return pass == Pass::BackwardFilter ? "filter" : "data";
}

StringRef formulaName(Formula formula) {
  switch (formula) {
  case Formula::None:
    return "none";
  case Formula::ConvGemm:
    return "conv-gemm";
  case Formula::MatMul:
    return "matmul";
  case Formula::Pool:
    return "pool";
  case Formula::Dropout:
    return "dropout";
  }
  llvm_unreachable("unknown formula");
}

/// FLOPs and bytes: integers where they are integral (the usual case), the
/// full double where a hole fraction made them fractional.
std::string countText(double value) {
  if (value == std::floor(value) && std::fabs(value) < 0x1p53)
    return std::to_string(static_cast<int64_t>(value));
  return pythonFloatRepr(value);
}

StringRef layerNameOf(const PredictedLayer &row) {
  return row.layer.getLayerName();
}
} // namespace

/// The full-pass line needs every pass of every layer. Where Paleo cannot
/// cost one of them, the table asked for still stands: say why the line is
/// missing, as a warning, instead of failing.
static std::optional<FullPassEstimate> estimateFullPassOrWarn(const PaleoModel &model,
                                                              net::NetworkOp network) {
  mlir::MLIRContext *context = network.getContext();
  std::optional<mlir::Location> where;
  std::string why;
  mlir::FailureOr<FullPassEstimate> estimate = mlir::failure();
  {
    mlir::ScopedDiagnosticHandler capture(context, [&](mlir::Diagnostic &diagnostic) {
      if (diagnostic.getSeverity() != mlir::DiagnosticSeverity::Error)
        return mlir::failure(); // not ours: pass it on
      if (!where) {
        where = diagnostic.getLocation();
        why = diagnostic.str();
      }
      return mlir::success();
    });
    estimate = estimateFullPass(model, network);
  }
  if (succeeded(estimate))
    return *estimate;
  mlir::emitWarning(*where) << "no full-pass line: " << why;
  return std::nullopt;
}

mlir::FailureOr<PaleoProfile> netc::paleo::profileNetwork(const PaleoModel &model,
                                                          net::NetworkOp network,
                                                          StringRef source, Pass pass) {
  mlir::FailureOr<NetworkPrediction> prediction = predictNetwork(model, network, pass);
  if (failed(prediction))
    return mlir::failure();
  return PaleoProfile{source.str(), network.getTitle().str(), pass, std::move(*prediction),
                      estimateFullPassOrWarn(model, network)};
}

//===----------------------------------------------------------------------===//
// Text
//===----------------------------------------------------------------------===//

std::string netc::paleo::describeFullPass(const FullPassEstimate &estimate) {
  return "Full pass (analytic, ms): forward " + estimate.forward.str() + " backward " +
         estimate.backward.str() + " update " + estimate.update.str() + " total " +
         estimate.total().str();
}

void netc::paleo::printProfileText(const PaleoProfile &profile, raw_ostream &os) {
  os << "Network: " << profile.source << "\n";
  os << "Direction: " << directionName(profile.pass) << "\n";
  if (profile.pass != Pass::Forward)
    os << "Gradient wrt: " << gradientName(profile.pass) << "\n";
  os << "layer\tours\tcudnn\ttensorflow\tours_alg\tcu_alg\n";
  // Six fields a row, the last (cuDNN's algorithm) empty; cudnn and
  // tensorflow are 0 because nothing is measured.
  for (const PredictedLayer &row : profile.prediction.layers)
    os << layerNameOf(row) << "\t" << row.cost.total().str() << "\t0\t0\t"
       << row.cost.message() << "\t\n";
  os << "Sum\t" << profile.prediction.sum.str() << "\t0\t0\n";
  if (profile.fullPass)
    os << describeFullPass(*profile.fullPass) << "\n";
}

//===----------------------------------------------------------------------===//
// JSON
//===----------------------------------------------------------------------===//

namespace {
/// A number written with exactly the given text (valid JSON in every case
/// used here: integers and Python float reprs of finite values).
void rawAttribute(json::OStream &out, StringRef key, StringRef text) {
  out.attributeBegin(key);
  out.rawValue(text);
  out.attributeEnd();
}

void shapeAttribute(json::OStream &out, StringRef key, ArrayRef<int64_t> shape) {
  out.attributeArray(key, [&] {
    for (int64_t d : shape)
      out.value(d);
  });
}

void printLayerJson(json::OStream &out, const PredictedLayer &row) {
  const LayerCost &cost = row.cost;
  out.object([&] {
    out.attribute("name", layerNameOf(row));
    out.attribute("op", row.layer->getName().getStringRef());
    out.attribute("formula", formulaName(cost.formula));
    if (cost.formula == Formula::None)
      out.attribute("uncharged", StringRef(cost.uncharged));
    if (cost.gemm) {
      out.attributeObject("gemm", [&] {
        shapeAttribute(out, "input", cost.gemm->input);
        shapeAttribute(out, "filter", cost.gemm->filter);
        shapeAttribute(out, "output", cost.gemm->output);
        shapeAttribute(out, "pads", cost.gemm->pads);
        rawAttribute(out, "hole_fraction", pythonFloatRepr(cost.gemm->holeFraction));
        StringRef holesIn = cost.gemm->holesInInputs ? "inputs" : "filters";
        out.attribute("holes_in", cost.gemm->holeFraction > 0 ? holesIn : "none");
      });
    }
    rawAttribute(out, "flops", countText(cost.flops));
    rawAttribute(out, "compute_ms", cost.compute.str());
    out.attributeArray("memory", [&] {
      for (const MemoryTerm &term : cost.memory)
        out.object([&] {
          out.attribute("operand", StringRef(term.operand));
          rawAttribute(out, "bytes", countText(term.bytes));
          rawAttribute(out, "ms", pythonFloatRepr(term.ms));
        });
    });
    rawAttribute(out, "communication_ms", cost.communication.str());
    rawAttribute(out, "total_ms", cost.total().str());
    out.attribute("message", cost.message());
  });
}
} // namespace

void netc::paleo::printProfileJson(const PaleoProfile &profile, const PaleoModel &model,
                                   raw_ostream &os) {
  const Device &device = model.getDevice();
  json::OStream out(os, 2);
  out.object([&] {
    out.attribute("netc_predict_version", 1);
    out.attribute("model", "paleo");
    out.attribute("source", profile.source);
    out.attribute("network", profile.network);
    out.attributeObject("device", [&] {
      out.attribute("key", StringRef(device.key));
      out.attribute("name", StringRef(device.name));
      rawAttribute(out, "clock_mhz", pythonFloatRepr(device.clockMHz));
      rawAttribute(out, "peak_gflops", pythonFloatRepr(device.peakGflops));
      rawAttribute(out, "bandwidth_gb_per_s_used_as_gib_per_s",
                   pythonFloatRepr(device.bandwidthGBs));
    });
    rawAttribute(out, "ppp_comp", pythonFloatRepr(model.getPppComp()));
    out.attribute("direction", directionName(profile.pass));
    if (profile.pass == Pass::Forward)
      out.attribute("gradient_wrt", nullptr);
    else
      out.attribute("gradient_wrt", gradientName(profile.pass));
    out.attribute("time_unit", "ms");
    out.attribute("flop_convention", "one multiply-add = 2 FLOPs");
    out.attributeArray("layers", [&] {
      for (const PredictedLayer &row : profile.prediction.layers)
        printLayerJson(out, row);
    });
    rawAttribute(out, "sum_ms", profile.prediction.sum.str());
    if (!profile.fullPass) {
      out.attribute("full_pass", nullptr);
      return;
    }
    const FullPassEstimate &fullPass = *profile.fullPass;
    out.attributeObject("full_pass", [&] {
      rawAttribute(out, "forward_ms", fullPass.forward.str());
      rawAttribute(out, "backward_ms", fullPass.backward.str());
      rawAttribute(out, "update_ms", fullPass.update.str());
      rawAttribute(out, "total_ms", fullPass.total().str());
      out.attribute("param_bytes", fullPass.parameterBytes);
    });
  });
  os << "\n";
}

//===----------------------------------------------------------------------===//
// CSV
//===----------------------------------------------------------------------===//

namespace {
/// The most memory terms any formula has: a GEMM's input, filter and output.
constexpr size_t kMemoryColumns = 3;
} // namespace

void netc::paleo::printProfileCsv(const PaleoProfile &profile, raw_ostream &os) {
  os << "layer,op,formula,flops,compute_ms";
  for (size_t i = 1; i <= kMemoryColumns; ++i)
    os << ",memory" << i << "_operand,memory" << i << "_bytes,memory" << i << "_ms";
  os << ",communication_ms,total_ms,message\n";
  for (const PredictedLayer &row : profile.prediction.layers) {
    const LayerCost &cost = row.cost;
    os << csvField(layerNameOf(row)) << "," << row.layer->getName().getStringRef() << ","
       << formulaName(cost.formula) << "," << countText(cost.flops) << ","
       << cost.compute.str();
    for (size_t i = 0; i < kMemoryColumns; ++i) {
      if (i < cost.memory.size())
        os << "," << csvField(cost.memory[i].operand) << ","
           << countText(cost.memory[i].bytes) << "," << pythonFloatRepr(cost.memory[i].ms);
      else
        os << ",,,";
    }
    os << "," << cost.communication.str() << "," << cost.total().str() << ","
       << csvField(cost.message()) << "\n";
  }
}
