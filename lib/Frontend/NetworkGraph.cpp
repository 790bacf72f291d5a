//===- NetworkGraph.cpp - Paleo's topological walk ----------------------===//
//
// MODEL.md 1.2: each branch is emitted whole, branches in creation order, a
// join only once all its parents are out. Where Paleo keeps simultaneously
// ready joins in a Python set (random order), we keep creation order; where
// its walk drops a join reached from a top-level chain, we emit it (and what
// follows) after the walk in creation-ordered Kahn order instead of losing it;
// where it would emit a join a second time (the join's parents all lay on an
// earlier branch of the same frontier), we emit it once.
//
//===----------------------------------------------------------------------===//

#include "Frontend/NetworkGraph.h"
#include "Net/IR/NameRules.h"

#include "llvm/ADT/DenseSet.h"
#include <algorithm>

using namespace netc;

namespace {
class PaleoWalk {
public:
  PaleoWalk(std::vector<std::vector<size_t>> children, std::vector<int> indegree)
      : children(std::move(children)), indegree(std::move(indegree)),
        emitted(this->children.size(), false) {
    for (size_t i = 0; i < this->indegree.size(); ++i)
      if (this->indegree[i] > 1)
        joints.insert(i);
  }

  /// Appends the walk from `frontier` to `order`; returns the joins it stopped at.
  std::vector<size_t> walk(std::vector<size_t> frontier) {
    while (true) {
      if (frontier.empty())
        return {};
      if (llvm::all_of(frontier, [&](size_t n) { return joints.contains(n); }))
        return frontier;
      if (frontier.size() == 1) {
        size_t n = frontier.front();
        order.push_back(n);
        emitted[n] = true;
        for (size_t child : children[n])
          --indegree[child];
        frontier = children[n];
        continue;
      }
      std::vector<size_t> ready;
      for (size_t n : frontier) {
        // An earlier branch of this frontier may already have emitted n (a
        // join whose parents all lay on that branch); walking it again would
        // emit it and everything after it twice (MODEL.md's walk does, and
        // chained, the copies double each time).
        if (emitted[n])
          continue;
        for (size_t join : walk({n}))
          if (indegree[join] == 0 && llvm::find(ready, join) == ready.end())
            ready.push_back(join);
      }
      std::sort(ready.begin(), ready.end()); // creation order
      for (size_t join : ready)
        joints.erase(join);
      frontier = std::move(ready);
    }
  }

  std::vector<size_t> order;

private:
  std::vector<std::vector<size_t>> children;
  std::vector<int> indegree;
  std::vector<bool> emitted;
  llvm::DenseSet<size_t> joints;
};

/// Describes one cycle among the nodes Kahn's algorithm could not order.
std::string describeCycle(const std::vector<GraphNode> &nodes,
                          const std::vector<std::vector<size_t>> &parents,
                          const std::vector<bool> &ordered, size_t start) {
  std::vector<size_t> path;
  std::vector<int> position(nodes.size(), -1);
  size_t current = start;
  while (position[current] < 0) {
    position[current] = path.size();
    path.push_back(current);
    for (size_t p : parents[current])
      if (!ordered[p]) {
        current = p;
        break;
      }
  }
  std::string text;
  for (size_t i = position[current]; i < path.size(); ++i)
    text += "'" + escapeForMessage(nodes[path[i]].name) + "' <- ";
  return escapeForMessage(text + "'" + escapeForMessage(nodes[current].name) + "'",
                          4 * kMaxEchoedBytes);
}
} // namespace

bool netc::orderLikePaleo(const std::vector<GraphNode> &nodes, const std::string &root,
                          std::vector<size_t> &order, GraphError &error) {
  llvm::StringMap<size_t> index;
  for (size_t i = 0; i < nodes.size(); ++i)
    index.try_emplace(nodes[i].name, i);

  std::vector<std::vector<size_t>> children(nodes.size()), parents(nodes.size());
  std::vector<int> indegree(nodes.size(), 0);
  for (size_t z = 0; z < nodes.size(); ++z) {
    for (const std::string &parent : nodes[z].parents) {
      auto it = index.find(parent);
      if (it == index.end()) {
        error = {nodes[z].name, "field 'parents': unknown parent '" + escapeForMessage(parent) + "'"};
        return false;
      }
      if (it->second == z) {
        error = {nodes[z].name, "field 'parents': a layer cannot be its own parent"};
        return false;
      }
      children[it->second].push_back(z);
      parents[z].push_back(it->second);
      ++indegree[z];
    }
  }

  // Kahn's algorithm first: it finds cycles, and its order is the fallback
  // for anything Paleo's walk would drop.
  std::vector<int> remaining = indegree;
  std::vector<size_t> kahn;
  std::vector<bool> ordered(nodes.size(), false);
  std::vector<size_t> queue;
  for (size_t i = 0; i < nodes.size(); ++i)
    if (remaining[i] == 0)
      queue.push_back(i);
  while (!queue.empty()) {
    std::pop_heap(queue.begin(), queue.end(), std::greater<>());
    size_t n = queue.back();
    queue.pop_back();
    kahn.push_back(n);
    ordered[n] = true;
    for (size_t child : children[n])
      if (--remaining[child] == 0) {
        queue.push_back(child);
        std::push_heap(queue.begin(), queue.end(), std::greater<>());
      }
  }
  if (kahn.size() != nodes.size()) {
    size_t start = llvm::find(ordered, false) - ordered.begin();
    error = {nodes[start].name, "field 'parents': the layers form a cycle: " +
                                    describeCycle(nodes, parents, ordered, start)};
    return false;
  }

  auto rootIt = index.find(root);
  if (rootIt == index.end()) {
    error = {root, "the network has no input layer named '" + root + "'"};
    return false;
  }
  std::vector<bool> reachable(nodes.size(), false);
  reachable[rootIt->second] = true;
  for (size_t n : kahn)
    for (size_t p : parents[n])
      if (reachable[p])
        reachable[n] = true;
  for (size_t n : kahn)
    if (!reachable[n]) {
      error = {nodes[n].name, "field 'parents': the layer is not connected to the "
                              "input '" + root + "'"};
      return false;
    }

  PaleoWalk walk(children, indegree);
  walk.walk({rootIt->second});
  order = std::move(walk.order);
  std::vector<bool> emitted(nodes.size(), false);
  for (size_t n : order)
    emitted[n] = true;
  for (size_t n : kahn)
    if (!emitted[n])
      order.push_back(n);
  return true;
}
