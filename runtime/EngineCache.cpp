//===- EngineCache.cpp - The graph reference's engine choices, kept -------===//

#include "EngineCache.h"
#include "Error.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <fstream>

using namespace netc::runtime;

namespace {
constexpr const char *kFormat = "netc-engine-cache";
constexpr int kVersion = 1;
/// A tag is the frontend's engine id and knob choices: short. Longer text
/// in a cache file is not one.
constexpr size_t kMaxTagLength = 256;
constexpr size_t kMaxEnginesPerKey = 16;
} // namespace

void EngineCache::load(const std::string &path) {
  std::ifstream in(path);
  if (!in)
    return; // the first run writes it
  auto fail = [&](const std::string &why) {
    throw RuntimeError("--engine-cache " + path + ": " + why +
                       " (delete the file to start a new cache)");
  };
  nlohmann::json document;
  try {
    in >> document;
  } catch (const nlohmann::json::exception &error) {
    fail(std::string("not JSON: ") + error.what());
  }
  if (!document.is_object() || document.value("format", "") != kFormat)
    fail(std::string("not an engine cache (no \"format\": \"") + kFormat + "\")");
  if (!document.contains("version") || document["version"] != kVersion)
    fail("version " + document.value("version", nlohmann::json()).dump() + ", this netc-runtime "
         "reads " + std::to_string(kVersion));
  if (!document.contains("scope") || !document["scope"].is_string())
    fail("field 'scope': expected a string");
  if (!document.contains("entries") || !document["entries"].is_object())
    fail("field 'entries': expected an object");
  std::string fileScope = document["scope"];
  if (fileScope != scope) {
    loadNote = "written for " + fileScope + ", not " + scope + ": every pass searched in full";
    return;
  }
  for (const auto &[key, engines] : document["entries"].items()) {
    if (!engines.is_array() || engines.empty() || engines.size() > kMaxEnginesPerKey)
      fail("entry '" + key + "': expected 1 to " + std::to_string(kMaxEnginesPerKey) +
           " engine tags");
    std::vector<std::string> tags;
    for (const auto &tag : engines) {
      if (!tag.is_string() || tag.get<std::string>().empty() ||
          tag.get<std::string>().size() > kMaxTagLength)
        fail("entry '" + key + "': an engine tag must be a non-empty string of at most " +
             std::to_string(kMaxTagLength) + " characters");
      tags.push_back(tag.get<std::string>());
    }
    entries[key] = std::move(tags);
  }
}

void EngineCache::save(const std::string &path) const {
  nlohmann::json document = {{"format", kFormat}, {"version", kVersion}, {"scope", scope}};
  document["entries"] = nlohmann::json::object();
  for (const auto &[key, engines] : entries)
    document["entries"][key] = engines;
  std::string temporary = path + ".tmp";
  {
    std::ofstream out(temporary);
    out << document.dump(1) << "\n";
    if (!out)
      throw RuntimeError("--engine-cache " + path + ": cannot write " + temporary);
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    std::remove(temporary.c_str());
    throw RuntimeError("--engine-cache " + path + ": cannot replace it with " + temporary);
  }
}

const std::vector<std::string> *EngineCache::lookup(const std::string &key) const {
  auto found = entries.find(key);
  return found == entries.end() ? nullptr : &found->second;
}

void EngineCache::record(const std::string &key, std::vector<std::string> engines) {
  std::vector<std::string> unique;
  for (std::string &engine : engines)
    if (!engine.empty() && std::find(unique.begin(), unique.end(), engine) == unique.end())
      unique.push_back(std::move(engine));
  if (unique.size() > kMaxEnginesPerKey)
    unique.resize(kMaxEnginesPerKey);
  if (!unique.empty())
    entries[key] = std::move(unique);
}

EngineCacheSummary EngineCacheSummary::of(const EngineCache &cache, const std::string &path) {
  EngineCacheSummary summary;
  summary.path = path;
  summary.note = cache.note();
  summary.entries = cache.size();
  summary.hits = cache.hits();
  summary.misses = cache.misses();
  return summary;
}

nlohmann::json EngineCacheSummary::toJson() const {
  nlohmann::json json = {{"file", path},
                         {"entries", entries},
                         {"passes_from_cache", hits},
                         {"passes_searched", misses}};
  if (!note.empty())
    json["note"] = note;
  return json;
}

std::optional<EngineCache> EngineCache::open(const std::string &path, const std::string &gpu,
                                             const std::string &cudnn, std::ostream &progress) {
  if (path.empty())
    return std::nullopt;
  EngineCache cache(gpu + ", cuDNN " + cudnn);
  cache.load(path);
  if (!cache.note().empty())
    progress << "netc-runtime: note: --engine-cache " << path << ": " << cache.note() << "\n";
  return cache;
}

EngineCacheSummary EngineCache::close(const std::string &path, std::ostream &progress) const {
  save(path);
  progress << "netc-runtime: --engine-cache " << path << ": " << hits()
           << " convolution passes from the cache, " << misses() << " searched, " << size()
           << " kept\n";
  return EngineCacheSummary::of(*this, path);
}
