//===- EngineCacheTest.cpp - The graph reference's kept engine choices ----===//

#include "EngineCache.h"
#include "Error.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>
#include <unistd.h>

using namespace netc::runtime;

namespace {

/// A file in a fresh temporary directory, removed with it.
struct ScratchFile {
  std::string directory, path;
  ScratchFile() {
    char name[] = "/tmp/netc-engine-cache-XXXXXX";
    directory = mkdtemp(name);
    path = directory + "/cache.json";
  }
  ~ScratchFile() {
    std::remove(path.c_str());
    std::remove((path + ".tmp").c_str());
    rmdir(directory.c_str());
  }
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
