//===- KernelDialect.cpp - The kern dialect -------------------------------===//

#include "Kernel/IR/KernelDialect.h"
#include "Kernel/IR/KernelOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace netc::kern;

#include "Kernel/IR/KernelDialect.cpp.inc"
#include "Kernel/IR/KernelEnums.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "Kernel/IR/KernelAttrs.cpp.inc"

void KernDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "Kernel/IR/KernelOps.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "Kernel/IR/KernelAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// #kern<precision ...>
//===----------------------------------------------------------------------===//

FailureOr<netc::Precision> netc::kern::parsePrecisionKeyword(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  // The exact spelling only: IR is written by netc, and a second spelling of
  // one value (FP32 beside fp32) would make textually different IR mean the
  // same thing.
  for (netc::Precision precision : netc::kAllPrecisions)
    if (keyword == getPrecisionName(precision))
      return precision;
  std::string known;
  for (int i = 0; i < netc::kNumPrecisions; ++i)
    known += (i == 0 ? "" : i == netc::kNumPrecisions - 1 ? " or " : ", ") +
             std::string(getPrecisionName(netc::kAllPrecisions[i]));
  return parser.emitError(loc) << "unknown precision '" << keyword << "' (" << known << ")";
}

//===----------------------------------------------------------------------===//
// #kern.config
//===----------------------------------------------------------------------===//

// #kern.config<VARIANT, tile = [M, N, K], threads = T, direct_form = [R, I],
//              split_k = S, predicted_ms = MS>
// tile, direct_form and split_k (1) are optional; the fields after the variant may come
// in any order when parsed and print in this one.

Attribute KernelConfigAttr::parse(AsmParser &parser, Type) {
  if (parser.parseLess())
    return {};
  SMLoc variantLoc = parser.getCurrentLocation();
  StringRef variantName;
  if (parser.parseKeyword(&variantName))
    return {};
  std::optional<KernelVariant> variant = symbolizeKernelVariant(variantName);
  if (!variant) {
    std::string known;
    for (uint32_t i = 0; i <= getMaxEnumValForKernelVariant(); ++i)
      known += (i ? ", " : "") + stringifyKernelVariant(KernelVariant(i)).str();
    parser.emitError(variantLoc) << "unknown kernel variant '" << variantName
                                 << "' (the catalog's are " << known << ")";
    return {};
  }
  SmallVector<int64_t, 3> tile, directForm;
  std::optional<int64_t> threads;
  int64_t splitK = 1;
  std::optional<APFloat> predictedMs;
  llvm::StringSet<> seen;
  auto parseIntegers = [&](SmallVectorImpl<int64_t> &values) {
    return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
      return parser.parseInteger(values.emplace_back());
    });
  };
  while (succeeded(parser.parseOptionalComma())) {
    SMLoc keyLoc = parser.getCurrentLocation();
    StringRef key;
    if (parser.parseKeyword(&key) || parser.parseEqual())
      return {};
    if (!seen.insert(key).second) {
      parser.emitError(keyLoc) << "#kern.config: '" << key << "' given twice";
      return {};
    }
    ParseResult parsed = failure();
    if (key == "tile") {
      parsed = parseIntegers(tile);
    } else if (key == "direct_form") {
      parsed = parseIntegers(directForm);
    } else if (key == "threads") {
      parsed = parser.parseInteger(threads.emplace());
    } else if (key == "split_k") {
      parsed = parser.parseInteger(splitK);
    } else if (key == "predicted_ms") {
      predictedMs.emplace(0.0);
      parsed = parser.parseFloat(APFloat::IEEEdouble(), *predictedMs);
    } else {
      parser.emitError(keyLoc) << "#kern.config: unknown field '" << key
                               << "' (expected tile, threads, direct_form, split_k or predicted_ms)";
      return {};
    }
    if (failed(parsed))
      return {};
  }
  if (parser.parseGreater())
    return {};
  if (!threads || !predictedMs) {
    parser.emitError(variantLoc) << "#kern.config needs '"
                                 << (threads ? "predicted_ms" : "threads") << "'";
    return {};
  }
  return parser.getChecked<KernelConfigAttr>(parser.getContext(), *variant, tile, *threads,
                                             directForm, splitK, *predictedMs);
}

void KernelConfigAttr::print(AsmPrinter &printer) const {
  printer << "<" << stringifyKernelVariant(getVariant());
  auto printIntegers = [&](StringRef key, ArrayRef<int64_t> values) {
    if (values.empty())
      return;
    printer << ", " << key << " = [";
    llvm::interleaveComma(values, printer);
    printer << "]";
  };
  printIntegers("tile", getTile());
  printer << ", threads = " << getThreads();
  printIntegers("direct_form", getDirectForm());
  if (getSplitK() != 1)
    printer << ", split_k = " << getSplitK();
  printer << ", predicted_ms = ";
  printer.printFloat(getPredictedMs());
  printer << ">";
}

LogicalResult KernelConfigAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                       KernelVariant variant, ArrayRef<int64_t> tile,
                                       int64_t threads, ArrayRef<int64_t> directForm,
                                       int64_t splitK, APFloat predictedMs) {
  auto positive = [](ArrayRef<int64_t> values) {
    return llvm::all_of(values, [](int64_t v) { return v > 0; });
  };
  if (!tile.empty() && (tile.size() != 3 || !positive(tile)))
    return emitError() << "#kern.config: tile must be three positive extents [m, n, k]";
  if (threads <= 0)
    return emitError() << "#kern.config: threads must be positive, got " << threads;
  if (!directForm.empty() && variant != KernelVariant::Direct)
    return emitError() << "#kern.config: direct_form is only for the direct variant, not "
                       << stringifyKernelVariant(variant);
  if (!directForm.empty() && (directForm.size() != 2 || !positive(directForm)))
    return emitError()
           << "#kern.config: direct_form must be [rows per item, images per block], both positive";
  if (splitK < 1)
    return emitError() << "#kern.config: split_k must be 1 or more, got " << splitK;
  if (splitK > 1 && variant != KernelVariant::ImplicitGemmWgmma &&
      variant != KernelVariant::ImplicitGemmWgmmaTmaPersistent &&
      variant != KernelVariant::ImplicitGemmSimt)
    return emitError() << "#kern.config: split_k is only for implicit_gemm_wgmma, "
                          "implicit_gemm_wgmma_tma_persistent and implicit_gemm_simt, not "
                       << stringifyKernelVariant(variant);
  if (predictedMs.isNaN() || predictedMs.isInfinity() || predictedMs.isNegative())
    return emitError() << "#kern.config: predicted_ms must be a finite time of 0 or more";
  return success();
}
