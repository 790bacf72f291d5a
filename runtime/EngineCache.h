//===- EngineCache.h - The graph reference's engine choices, kept ---------===//
//
// Building every cuDNN engine config of a convolution pass to time it is the
// graph reference's cost: 1-4 s per pass, the GPU work under a millisecond
// (docs/measurement.md). `--engine-cache FILE` (profile and run) keeps each
// pass's chosen configs (the fastest, then the heuristic's first usable, by
// the frontend's engine tag, "eng28_k2=4_k3=0") in FILE, by the built graph's
// key (GraphChoice.h: pass, shapes, precision, layout, workspace limit,
// fused epilogue): a later run, or the next step of the same device call,
// builds and times only those configs of a pass the file knows, and every
// config of one it does not (or whose configs the heuristics no longer
// offer). The entries are valid for one GPU and cuDNN version: a file
// written for another is read as empty, and the report says so.
//
// Plain C++ (unit-tested without a GPU); the graph runners use it.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_ENGINECACHE_H
#define NETC_RUNTIME_ENGINECACHE_H

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace netc::runtime {

struct EngineCacheSummary;

class EngineCache {
public:
  /// `--engine-cache PATH` of a run on `gpu` with cuDNN `cudnn` ("9.19.0"):
  /// the cache read from PATH, a note on `progress` where it was written for
  /// another GPU or cuDNN; nothing where PATH is empty.
  static std::optional<EngineCache> open(const std::string &path, const std::string &gpu,
                                         const std::string &cudnn, std::ostream &progress);
  /// Writes the cache back to `path` and says on `progress` what it held;
  /// the report's summary.
  EngineCacheSummary close(const std::string &path, std::ostream &progress) const;

  /// The GPU and cuDNN version the entries hold for ("NVIDIA H100 80GB HBM3,
  /// cuDNN 91900").
  explicit EngineCache(std::string scope) : scope(std::move(scope)) {}

  /// Reads `path` if it exists (a missing file is an empty cache). A file
  /// that is not an engine cache is an error naming it and what is wrong; one
  /// of another scope is read as empty, and `note()` says why.
  void load(const std::string &path);
  /// Writes the cache to `path` whole or not at all.
  void save(const std::string &path) const;

  /// The configs kept for `key`, or null.
  const std::vector<std::string> *lookup(const std::string &key) const;
  /// Keeps `engines` (fastest first, no repeats) for `key`.
  void record(const std::string &key, std::vector<std::string> engines);

  /// Passes whose kept configs were built (hits), and passes searched in
  /// full (misses: no entry, or none of its configs offered any more).
  void countHit() { ++hitCount; }
  void countMiss() { ++missCount; }
  size_t hits() const { return hitCount; }
  size_t misses() const { return missCount; }
  size_t size() const { return entries.size(); }
  const std::string &note() const { return loadNote; }
  const std::string &getScope() const { return scope; }

private:
  std::string scope;
  std::map<std::string, std::vector<std::string>> entries;
  size_t hitCount = 0, missCount = 0;
  std::string loadNote;
};

/// What a run's report says of its cache: `reference.engine_cache`.
struct EngineCacheSummary {
  std::string path, note;
  size_t entries = 0, hits = 0, misses = 0;

  static EngineCacheSummary of(const EngineCache &cache, const std::string &path);
  nlohmann::json toJson() const;
};

} // namespace netc::runtime

#endif // NETC_RUNTIME_ENGINECACHE_H
