//===- NetworkGraph.h - Paleo's layer graph and its order -------*- C++ -*-===//
//
// The name-level graph of a Paleo network before any shape is known: Block
// and ModelParallel containers expanded into flat layers with resolved parent
// names (MODEL.md 1.1), and Paleo's branch-by-branch topological walk (1.2).
// Kept apart from the JSON and from MLIR so the ordering rules can be tested
// on their own.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_FRONTEND_NETWORKGRAPH_H
#define NETC_FRONTEND_NETWORKGRAPH_H

#include "llvm/ADT/StringMap.h"
#include <string>
#include <vector>

namespace netc {

struct GraphNode {
  std::string name;
  std::vector<std::string> parents; ///< resolved full names, in file order
};

/// Why a graph cannot be ordered; `layer` is the layer to blame.
struct GraphError {
  std::string layer;
  std::string message;
};

/// Orders `nodes` (given in creation order) as Paleo does, starting from the
/// node named `root`. Fills `order` with indices into `nodes` and returns
/// true, or fills `error` and returns false (unknown parent, self-parent,
/// cycle, layer unreachable from the root).
bool orderLikePaleo(const std::vector<GraphNode> &nodes, const std::string &root,
                    std::vector<size_t> &order, GraphError &error);

} // namespace netc

#endif // NETC_FRONTEND_NETWORKGRAPH_H
