//===- EngineCacheTest.cpp - The graph reference's kept engine choices ----===//

#include "EngineCache.h"
#include "Error.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>

using namespace netc::runtime;

namespace {

/// A file in a directory of its own (gtest's temporary directory, this
/// process, this test), removed with it.
struct ScratchFile {
  std::filesystem::path directory;
  std::string path;
  ScratchFile() {
    static int made = 0;
    directory = std::filesystem::path(::testing::TempDir()) /
                ("netc-engine-cache-" + std::to_string(getpid()) + "-" + std::to_string(++made));
    std::filesystem::create_directories(directory);
    path = (directory / "cache.json").string();
  }
  ~ScratchFile() { std::filesystem::remove_all(directory); }
  void write(const std::string &text) const { std::ofstream(path) << text; }
};

std::string loadError(const std::string &text) {
  ScratchFile file;
  file.write(text);
  EngineCache cache("GPU, cuDNN 91900");
  try {
    cache.load(file.path);
  } catch (const RuntimeError &error) {
    std::string message = error.what();
    return message.replace(message.find(file.path), file.path.size(), "FILE");
  }
  return "(loaded)";
}

TEST(EngineCache, AMissingFileIsAnEmptyCache) {
  EngineCache cache("GPU, cuDNN 91900");
  cache.load("/nonexistent/engine-cache.json");
  EXPECT_EQ(cache.size(), 0u);
  EXPECT_EQ(cache.lookup("conv forward"), nullptr);
  EXPECT_TRUE(cache.note().empty());
}

TEST(EngineCache, KeptChoicesComeBackInOrderWithoutRepeats) {
  ScratchFile file;
  {
    EngineCache cache("GPU, cuDNN 91900");
    cache.record("conv forward n=8", {"eng28_k2=4", "eng0", "eng28_k2=4", ""});
    cache.record("conv backward_data n=8", {"eng25_k2=2"});
    cache.record("conv nothing", {""}); // nothing to keep
    cache.save(file.path);
  }
  EXPECT_NE(access(file.path.c_str(), F_OK), -1);
  EXPECT_EQ(access((file.path + ".tmp").c_str(), F_OK), -1); // renamed, not left behind
  EngineCache cache("GPU, cuDNN 91900");
  cache.load(file.path);
  EXPECT_EQ(cache.size(), 2u);
  ASSERT_NE(cache.lookup("conv forward n=8"), nullptr);
  EXPECT_EQ(*cache.lookup("conv forward n=8"), (std::vector<std::string>{"eng28_k2=4", "eng0"}));
  EXPECT_EQ(*cache.lookup("conv backward_data n=8"), (std::vector<std::string>{"eng25_k2=2"}));
  EXPECT_EQ(cache.lookup("conv nothing"), nullptr);
  EXPECT_EQ(cache.hits() + cache.misses(), 0u);
  cache.countHit();
  cache.countMiss();
  cache.countMiss();
  EXPECT_EQ(cache.hits(), 1u);
  EXPECT_EQ(cache.misses(), 2u);
}

TEST(EngineCache, OpenAndCloseAreTheCommandsWay) {
  std::ostringstream progress;
  EXPECT_FALSE(EngineCache::open("", "GPU", "9.19.0", progress)); // no --engine-cache
  ScratchFile file;
  std::optional<EngineCache> cache = EngineCache::open(file.path, "GPU", "9.19.0", progress);
  ASSERT_TRUE(cache);
  EXPECT_EQ(cache->getScope(), "GPU, cuDNN 9.19.0");
  cache->record("conv forward", {"eng28"});
  cache->countMiss();
  EngineCacheSummary summary = cache->close(file.path, progress);
  EXPECT_EQ(progress.str(), "netc-runtime: --engine-cache " + file.path +
                                ": 0 convolution passes from the cache, 1 searched, 1 kept\n");
  EXPECT_EQ(summary.toJson(),
            (nlohmann::json{{"file", file.path}, {"entries", 1}, {"passes_from_cache", 0},
                            {"passes_searched", 1}}));
  // Read back on another GPU: empty, with the note on the progress stream.
  std::ostringstream other;
  std::optional<EngineCache> h200 = EngineCache::open(file.path, "GPU2", "9.19.0", other);
  ASSERT_TRUE(h200);
  EXPECT_EQ(h200->size(), 0u);
  EXPECT_NE(other.str().find("written for GPU, cuDNN 9.19.0, not GPU2, cuDNN 9.19.0"),
            std::string::npos);
}

TEST(EngineCache, AnotherGpuOrCudnnReadsAsEmptyAndSaysWhy) {
  ScratchFile file;
  EngineCache h100("NVIDIA H100, cuDNN 91900");
  h100.record("conv forward", {"eng28"});
  h100.save(file.path);
  EngineCache h200("NVIDIA H200, cuDNN 91900");
  h200.load(file.path);
  EXPECT_EQ(h200.size(), 0u);
  EXPECT_EQ(h200.note(), "written for NVIDIA H100, cuDNN 91900, not NVIDIA H200, cuDNN 91900: "
                         "every pass searched in full");
}

TEST(EngineCache, AFileThatIsNotOneIsAnErrorNamingItAndWhatIsWrong) {
  EXPECT_NE(loadError("{").find("--engine-cache FILE: not JSON"), std::string::npos);
  EXPECT_EQ(loadError(R"({"format": "netc-plan"})"),
            "--engine-cache FILE: not an engine cache (no \"format\": \"netc-engine-cache\") "
            "(delete the file to start a new cache)");
  EXPECT_EQ(loadError(R"({"format": "netc-engine-cache", "version": 2})"),
            "--engine-cache FILE: version 2, this netc-runtime reads 1 (delete the file to "
            "start a new cache)");
  EXPECT_EQ(loadError(R"({"format": "netc-engine-cache", "version": 1, "scope": "x",
                          "entries": []})"),
            "--engine-cache FILE: field 'entries': expected an object (delete the file to "
            "start a new cache)");
  EXPECT_EQ(loadError(R"({"format": "netc-engine-cache", "version": 1,
                          "scope": "GPU, cuDNN 91900", "entries": {"k": []}})"),
            "--engine-cache FILE: entry 'k': expected 1 to 16 engine tags (delete the file to "
            "start a new cache)");
  EXPECT_NE(loadError(R"({"format": "netc-engine-cache", "version": 1,
                          "scope": "GPU, cuDNN 91900", "entries": {"k": [7]}})")
                .find("entry 'k': an engine tag must be a non-empty string"),
            std::string::npos);
  EXPECT_EQ(loadError(R"({"format": "netc-engine-cache", "version": 1,
                          "scope": "GPU, cuDNN 91900", "entries": {"k": ["eng1"]}})"),
            "(loaded)");
}

} // namespace
