//===- IdxTest.cpp - IDX reader and the Fashion-MNIST loader --------------===//

#include "data/Idx.h"
#include "TestUtil.h"

#include <zlib.h>

#include <random>
#include <sys/stat.h>

using namespace netc::data;
using namespace netc::data::test;

namespace {

std::string idxBytes(uint8_t type, const std::vector<uint32_t> &dims,
                     const std::vector<uint8_t> &payload) {
  std::string out = {0, 0, static_cast<char>(type), static_cast<char>(dims.size())};
  for (uint32_t d : dims)
    for (int s = 24; s >= 0; s -= 8)
      out.push_back(static_cast<char>(d >> s));
  out.append(payload.begin(), payload.end());
  return out;
}

std::string gzipBytes(const std::string &plain) {
  z_stream s{};
  deflateInit2(&s, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
  std::string out(deflateBound(&s, plain.size()) + 64, '\0');
  s.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(plain.data()));
  s.avail_in = static_cast<uInt>(plain.size());
  s.next_out = reinterpret_cast<Bytef *>(&out[0]);
  s.avail_out = static_cast<uInt>(out.size());
  deflate(&s, Z_FINISH);
  out.resize(s.total_out);
  deflateEnd(&s);
  return out;
}

/// Three 2x2 images with pixels 0, 51, ..., and labels 7, 0, 9.
std::vector<uint8_t> pixels() {
  std::vector<uint8_t> p;
  for (int i = 0; i < 12; ++i)
    p.push_back(static_cast<uint8_t>((i * 51) % 256));
  return p;
}

} // namespace

TEST(Idx, ReadsPlainAndGzipped) {
  TempDir dir;
  std::string images = idxBytes(0x08, {3, 2, 2}, pixels());
  std::string labels = idxBytes(0x08, {3}, {7, 0, 9});
  writeBytes(dir.file("i"), images);
  writeBytes(dir.file("l"), labels);
  writeBytes(dir.file("i.gz"), gzipBytes(images));
  writeBytes(dir.file("l.gz"), gzipBytes(labels));
  for (const char *suffix : {"", ".gz"}) {
    SCOPED_TRACE(suffix);
    ImageDataset set = loadIdxPair(dir.file(std::string("i") + suffix),
                                   dir.file(std::string("l") + suffix), 10);
    EXPECT_EQ(set.count, 3);
    EXPECT_EQ(set.rows, 2);
    EXPECT_EQ(set.cols, 2);
    EXPECT_EQ(set.images, pixels());
    EXPECT_EQ(set.labels, (std::vector<uint8_t>{7, 0, 9}));
    std::vector<float> x = set.imagesAsFloat(1, 1); // pixels 204, 255, 50, 101
    ASSERT_EQ(x.size(), 4u);
    EXPECT_FLOAT_EQ(x[0], 204.0f / 255.0f);
    EXPECT_EQ(x[1], 1.0f);
    EXPECT_FLOAT_EQ(x[2], 50.0f / 255.0f);
    EXPECT_EQ(set.imagesAsFloat(0, 1)[0], 0.0f);
  }
  IdxArray a = readIdx(dir.file("i.gz"));
  EXPECT_TRUE(a.gzipped);
  EXPECT_EQ(a.dims, (std::vector<int64_t>{3, 2, 2}));
  EXPECT_EQ(a.elementCount(), 12);
  EXPECT_FALSE(readIdx(dir.file("i")).gzipped);
}

TEST(Idx, OtherElementTypesAndConcatenatedGzip) {
  IdxArray a = parseIdx(idxBytes(0x0D, {2}, std::vector<uint8_t>(8, 0)), "f32");
  EXPECT_STREQ(idxTypeName(a.typeCode), "f32");
  EXPECT_EQ(a.payload.size(), 8u);
  // gzip of the first half, then gzip of the second half: one IDX file.
  std::string plain = idxBytes(0x08, {3}, {1, 2, 3});
  IdxArray b = parseIdx(gzipBytes(plain.substr(0, 5)) + gzipBytes(plain.substr(5)), "multi");
  EXPECT_EQ(b.payload, (std::vector<uint8_t>{1, 2, 3}));
}

TEST(Idx, Errors) {
  auto bad = [](const std::string &bytes, std::initializer_list<std::string> fragments) {
    expectDataError([&] { parseIdx(bytes, "f.idx"); }, fragments);
  };
  bad("", {"f.idx", "0 bytes", "4-byte IDX magic"});
  bad("\x12\x34\x56\x78", {"f.idx", "bad IDX magic 0x12345678", "0x00000803"});
  bad(std::string("\0\0\x07\x01", 4), {"bad IDX magic 0x00000701"});
  bad(std::string("\0\0\x08\x03\0\0", 6), {"truncated IDX header", "3 dimensions need 16 bytes"});
  bad(idxBytes(0x08, {3, 2, 2}, std::vector<uint8_t>(11)), {"truncated IDX payload", "[3, 2, 2]",
                                                            "need 12 bytes", "has 11"});
  bad(idxBytes(0x0C, {2}, std::vector<uint8_t>(7)), {"truncated IDX payload", "i32", "need 8"});
  bad(idxBytes(0x08, {2}, std::vector<uint8_t>(3)), {"1 bytes follow the IDX payload"});
  bad(idxBytes(0x08, {0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF}, {}), {"too large"});
  std::string gz = gzipBytes(idxBytes(0x08, {3, 2, 2}, pixels()));
  bad(gz.substr(0, gz.size() / 2), {"f.idx", "gzip stream ends early", "truncated"});
  bad(gz.substr(0, gz.size() - 4), {"f.idx", "gzip"});
  std::string corrupt = gz;
  corrupt[gz.size() - 6] ^= 0x55; // in the CRC
  bad(corrupt, {"f.idx", "corrupt gzip stream"});
  bad(gz + "junk", {"4 bytes follow the gzip stream"});
  bad(gzipBytes("\x12\x34\x56\x78"), {"bad IDX magic 0x12345678 (after gunzip)"});
  expectDataError([] { readIdx("/nonexistent/x"); }, {"/nonexistent/x", "cannot open"});
}

TEST(Idx, PairErrors) {
  TempDir dir;
  writeBytes(dir.file("i"), idxBytes(0x08, {3, 2, 2}, pixels()));
  writeBytes(dir.file("l2"), idxBytes(0x08, {2}, {1, 2}));
  writeBytes(dir.file("l"), idxBytes(0x08, {3}, {1, 2, 10}));
  writeBytes(dir.file("flat"), idxBytes(0x08, {12}, pixels()));
  expectDataError([&] { loadIdxPair(dir.file("i"), dir.file("l2")); },
                  {dir.file("i"), "3 images", dir.file("l2"), "2 labels"});
  expectDataError([&] { loadIdxPair(dir.file("i"), dir.file("l"), 10); },
                  {dir.file("l"), "label 10 of image 2", "0..9"});
  EXPECT_NO_THROW(loadIdxPair(dir.file("i"), dir.file("l")));
  expectDataError([&] { loadIdxPair(dir.file("flat"), dir.file("l")); },
                  {dir.file("flat"), "u8 [n, rows, cols]", "u8 [12]"});
  expectDataError([&] { loadIdxPair(dir.file("i"), dir.file("i")); },
                  {"labels file must be u8 [n]", "u8 [3, 2, 2]"});
  ImageDataset set = loadIdxPair(dir.file("i"), dir.file("l"));
  expectDataError([&] { set.imagesAsFloat(2, 2); }, {"images [2, 4) are outside the 3 images"});
}

TEST(Idx, EveryTruncationIsAnError) {
  std::string plain = idxBytes(0x08, {3, 2, 2}, pixels());
  std::string gz = gzipBytes(plain);
  for (const std::string *file : {&plain, &gz})
    for (size_t n = 0; n < file->size(); ++n) {
      SCOPED_TRACE(std::to_string(n));
      EXPECT_THROW(parseIdx(file->substr(0, n), "t"), DataError);
    }
}

TEST(Idx, CorruptionsNeverCrash) {
  std::string gz = gzipBytes(idxBytes(0x08, {3, 2, 2}, pixels()));
  std::mt19937 rng(1);
  for (int round = 0; round < 3000; ++round) {
    std::string bytes = gz;
    for (int e = 0; e < 1 + static_cast<int>(rng() % 4); ++e)
      bytes[rng() % bytes.size()] = static_cast<char>(rng());
    try {
      parseIdx(bytes, "c");
    } catch (const DataError &) {
    }
  }
}

TEST(Idx, FashionMnistDirectory) {
  TempDir dir;
  expectDataError([&] { loadFashionMnist(dir.file("none"), Split::Test); }, {"not a directory"});
  expectDataError([&] { loadFashionMnist(dir.path, Split::Test); },
                  {dir.path, "no test images file", "t10k-images-idx3-ubyte.gz",
                   "t10k-images.idx3-ubyte"});
  // The right names, the wrong image size.
  writeBytes(dir.file("t10k-images-idx3-ubyte"), idxBytes(0x08, {3, 2, 2}, pixels()));
  writeBytes(dir.file("t10k-labels-idx1-ubyte.gz"), gzipBytes(idxBytes(0x08, {3}, {1, 2, 3})));
  expectDataError([&] { loadFashionMnist(dir.path, Split::Test); }, {"28x28", "2x2"});
  std::vector<uint8_t> images(3 * 28 * 28, 7);
  writeBytes(dir.file("t10k-images-idx3-ubyte"), idxBytes(0x08, {3, 28, 28}, images));
  expectDataError([&] { loadFashionMnist(dir.path, Split::Test); },
                  {"test split has 10000 images, this file 3"});
  EXPECT_EQ(resolveDatasetDir(dir.path), dir.path);
  expectDataError([&] { resolveDatasetDir(dir.file("nope")); }, {"no such dataset directory"});
}

// The real data set, where Debian's dataset-fashion-mnist is installed.
TEST(Idx, DebianFashionMnist) {
  const std::string dir = "/usr/share/datasets/fashion-mnist";
  struct stat info {};
  if (::stat(dir.c_str(), &info) != 0)
    GTEST_SKIP() << dir << " absent (apt-get install dataset-fashion-mnist)";
  EXPECT_EQ(resolveDatasetDir("fashion-mnist").empty(), false);
  ImageDataset test = loadFashionMnist(dir, Split::Test);
  ImageDataset train = loadFashionMnist(dir, Split::Train);
  EXPECT_EQ(test.count, 10000);
  EXPECT_EQ(train.count, 60000);
  std::vector<int> counts(10, 0);
  for (uint8_t l : test.labels)
    ++counts[l];
  EXPECT_EQ(counts, std::vector<int>(10, 1000));
  EXPECT_EQ(test.labels[0], 9); // an ankle boot
  EXPECT_EQ(train.labels[0], 9);
}
