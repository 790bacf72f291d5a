//===- SafetensorsTest.cpp - safetensors reader and writer ----------------===//

#include "data/Safetensors.h"
#include "TestUtil.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <random>

using namespace netc::data;
using namespace netc::data::test;

namespace {

/// A file from a header text and a data buffer, as a hostile writer would.
std::string rawFile(const std::string &header, const std::string &buffer) {
  std::string out;
  uint64_t n = header.size();
  for (int i = 0; i < 8; ++i)
    out.push_back(static_cast<char>(n >> (8 * i)));
  return out + header + buffer;
}

std::string validFile() {
  return serializeSafetensors(
      {{"conv1.weight", DType::F32, {2, 1, 1, 2}, {1, -2, 3.5f, 4}, {}},
       {"conv1.bias", DType::F16, {2}, {0.5f, -1}, {}},
       {"fc.weight", DType::BF16, {1, 3}, {1, 2, -0.25f}, {}},
       {"scale", DType::F64, {}, {3}, {}}},
      {{"layout", "pytorch"}});
}

} // namespace

TEST(Safetensors, RoundTripEveryFloatDType) {
  SafetensorsFile f = SafetensorsFile::parse(validFile(), "mem");
  ASSERT_EQ(f.tensors().size(), 4u);
  EXPECT_EQ(f.metadata().at("layout"), "pytorch");
  EXPECT_EQ(f.headerSize() % 8, 0u);
  EXPECT_EQ(f.toFloat("conv1.weight"), (std::vector<float>{1, -2, 3.5f, 4}));
  EXPECT_EQ(f.toFloat("conv1.bias"), (std::vector<float>{0.5f, -1}));
  EXPECT_EQ(f.toFloat("fc.weight"), (std::vector<float>{1, 2, -0.25f}));
  EXPECT_EQ(f.toFloat("scale"), (std::vector<float>{3}));
  const TensorInfo *t = f.find("conv1.weight");
  ASSERT_TRUE(t);
  EXPECT_EQ(t->shape, (std::vector<int64_t>{2, 1, 1, 2}));
  EXPECT_EQ(t->dtype, DType::F32);
  EXPECT_EQ(f.find("scale")->elementCount(), 1);
  EXPECT_EQ(f.find("nope"), nullptr);
  // Tensors come sorted by offset: the writer's order.
  EXPECT_EQ(f.tensors()[0].name, "conv1.weight");
}

TEST(Safetensors, WriteAndReadAFile) {
  TempDir dir;
  std::string path = dir.file("w.safetensors");
  std::vector<float> big(1000);
  for (size_t i = 0; i < big.size(); ++i)
    big[i] = std::sin(float(i));
  writeSafetensors(path, {{"a", DType::F32, {10, 100}, big, {}},
                          {"ids", DType::I64, {2}, {}, std::vector<uint8_t>(16, 1)}});
  SafetensorsFile f = SafetensorsFile::read(path);
  EXPECT_EQ(f.path(), path);
  EXPECT_EQ(f.toFloat("a"), big);
  EXPECT_TRUE(f.metadata().empty());
  expectDataError([&] { f.toFloat("ids"); }, {path, "tensor 'ids'", "I64", "not a floating"});
}

TEST(Safetensors, ReadsWhatTheReferenceWriterWrites) {
  // Bytes as safetensors.torch.save_file({"x": torch.tensor([1.0, 2.0])})
  // writes them: header padded with spaces to a multiple of 8.
  std::string header = R"({"x":{"dtype":"F32","shape":[2],"data_offsets":[0,8]}})";
  while (header.size() % 8)
    header += ' ';
  std::string buffer(8, '\0');
  float v[2] = {1, 2};
  std::memcpy(&buffer[0], v, 8);
  SafetensorsFile f = SafetensorsFile::parse(rawFile(header, buffer), "ref");
  EXPECT_EQ(f.toFloat("x"), (std::vector<float>{1, 2}));
}

TEST(Safetensors, HalfConversions) {
  EXPECT_EQ(floatToHalf(1.0f), 0x3C00);
  EXPECT_EQ(floatToHalf(-2.0f), 0xC000);
  EXPECT_EQ(floatToHalf(65504.0f), 0x7BFF);
  EXPECT_EQ(floatToHalf(65520.0f), 0x7C00);             // rounds to infinity
  EXPECT_EQ(floatToHalf(std::ldexp(1.0f, -24)), 0x0001); // smallest subnormal
  EXPECT_EQ(floatToHalf(std::ldexp(1.0f, -25)), 0x0000); // tie to even: zero
  EXPECT_EQ(floatToHalf(std::ldexp(3.0f, -26)), 0x0001); // 0.75 ulp: up
  EXPECT_EQ(floatToHalf(std::ldexp(1.0f, -14)), 0x0400); // smallest normal
  EXPECT_EQ(floatToHalf(1.0f + std::ldexp(1.0f, -11)), 0x3C00); // tie: even
  EXPECT_EQ(floatToHalf(1.0f + std::ldexp(3.0f, -11)), 0x3C02); // tie: even (up)
  EXPECT_TRUE(std::isnan(halfToFloat(floatToHalf(std::nanf("")))));
  EXPECT_EQ(halfToFloat(0x3C00), 1.0f);
  EXPECT_EQ(halfToFloat(0x0001), std::ldexp(1.0f, -24));
  EXPECT_EQ(halfToFloat(0x7BFF), 65504.0f);
  EXPECT_TRUE(std::isinf(halfToFloat(0xFC00)));
  for (uint32_t h = 0; h < 0x7C00; ++h) // every finite half round-trips
    ASSERT_EQ(floatToHalf(halfToFloat(static_cast<uint16_t>(h))), h);
  EXPECT_EQ(floatToBfloat16(1.0f), 0x3F80);
  EXPECT_EQ(floatToBfloat16(1.0f + std::ldexp(1.0f, -8)), 0x3F80); // tie: even
  EXPECT_EQ(floatToBfloat16(1.0f + std::ldexp(3.0f, -8)), 0x3F82); // tie: even (up)
  EXPECT_EQ(bfloat16ToFloat(0xC040), -3.0f);
  EXPECT_TRUE(std::isnan(bfloat16ToFloat(floatToBfloat16(std::nanf("")))));
}

TEST(Safetensors, EmptyFileAndNoTensors) {
  SafetensorsFile f = SafetensorsFile::parse(serializeSafetensors({}), "empty");
  EXPECT_TRUE(f.tensors().empty());
  expectDataError([] { SafetensorsFile::parse("", "x.st"); }, {"x.st", "0 bytes", "8-byte"});
}

TEST(Safetensors, HeaderErrors) {
  auto bad = [](const std::string &file, std::initializer_list<std::string> fragments) {
    expectDataError([&] { SafetensorsFile::parse(file, "bad.safetensors"); }, fragments);
  };
  std::string h8("\x08\0\0\0\0\0\0\0", 8);
  bad(std::string("\xff\xff\xff\xff\xff\xff\xff\x7f", 8) + "{}",
      {"bad.safetensors", "header length", "limit"});
  bad(h8 + "{}", {"runs past the end of the file", "truncated"});
  bad(std::string("\x01\0\0\0\0\0\0\0{", 9), {"too small"});
  bad(rawFile("[1,2]   ", ""), {"does not start with '{'"});
  bad(rawFile("{\"a\":", ""), {"not valid JSON"});
  bad(rawFile(R"({"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]},)"
              R"("a":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}})",
              std::string(8, '\0')),
      {"names 'a' twice"});
  bad(rawFile(R"({"a":{"b":{"c":{"d":[[1]]}}}})", ""), {"nests deeper"});
  bad(rawFile(R"({"__metadata__":{"layout":3}})", ""), {"__metadata__ field 'layout'"});
  bad(rawFile(R"({"__metadata__":[1]})", ""), {"__metadata__ is not an object"});
  bad(rawFile(R"({"":{"dtype":"F32","shape":[],"data_offsets":[0,4]}})", std::string(4, 0)),
      {"empty name"});
  bad(rawFile(R"({"t":5})", ""), {"tensor 't'", "not an object"});
  bad(rawFile(R"({"t":{"dtype":"F32","shape":[1],"data_offsets":[0,4],"x":1}})",
              std::string(4, 0)),
      {"tensor 't'", "unknown field 'x'"});
  bad(rawFile(R"({"t":{"shape":[1],"data_offsets":[0,4]}})", std::string(4, 0)),
      {"tensor 't'", "'dtype' is missing"});
  bad(rawFile(R"({"t":{"dtype":"F8_E4M3","shape":[1],"data_offsets":[0,1]}})",
              std::string(1, 0)),
      {"tensor 't'", "'F8_E4M3' is not supported", "BF16"});
  bad(rawFile(R"({"t":{"dtype":"F32","shape":[-1],"data_offsets":[0,4]}})", std::string(4, 0)),
      {"tensor 't'", "-1 is not a non-negative integer"});
  bad(rawFile(R"({"t":{"dtype":"F32","shape":[1.5],"data_offsets":[0,4]}})",
              std::string(4, 0)),
      {"tensor 't'", "1.5"});
  bad(rawFile(R"({"t":{"dtype":"F32","shape":"1","data_offsets":[0,4]}})", std::string(4, 0)),
      {"tensor 't'", "'shape' is missing or not an array"});
  bad(rawFile(R"({"t":{"dtype":"F32","shape":[4294967296,4294967296,4294967296],)"
              R"("data_offsets":[0,4]}})",
              std::string(4, 0)),
      {"tensor 't'", "too large"});
  bad(rawFile(R"({"t":{"dtype":"F32","shape":[1],"data_offsets":[0]}})", std::string(4, 0)),
      {"tensor 't'", "data_offsets"});
  bad(rawFile(R"({"t":{"dtype":"F32","shape":[1],"data_offsets":[4,0]}})", std::string(4, 0)),
      {"tensor 't'", "end before they begin"});
  bad(rawFile(R"({"t":{"dtype":"F32","shape":[2],"data_offsets":[0,8]}})", std::string(4, 0)),
      {"tensor 't'", "run past the data buffer (4 bytes)", "truncated"});
  bad(rawFile(R"({"t":{"dtype":"F32","shape":[2],"data_offsets":[0,4]}})", std::string(4, 0)),
      {"tensor 't'", "hold 4 bytes", "F32 [2] needs 8"});
  bad(rawFile(R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},)"
              R"("b":{"dtype":"F32","shape":[2],"data_offsets":[4,12]}})",
              std::string(12, 0)),
      {"'a' [0, 8)", "'b' [4, 12)", "overlap"});
  bad(rawFile(R"({"a":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}})", std::string(8, 0)),
      {"bytes [0, 4)", "belong to no tensor", "before 'a'"});
  bad(rawFile(R"({"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]}})", std::string(8, 0)),
      {"bytes [4, 8) at the end"});
}

TEST(Safetensors, ZeroSizedTensorsAreFine) {
  std::string f = rawFile(R"({"a":{"dtype":"F32","shape":[0,3],"data_offsets":[0,0]},)"
                          R"("b":{"dtype":"F32","shape":[1],"data_offsets":[0,4]},)"
                          R"("c":{"dtype":"F16","shape":[0],"data_offsets":[4,4]}})",
                          std::string(4, 0));
  SafetensorsFile file = SafetensorsFile::parse(f, "z");
  EXPECT_TRUE(file.toFloat("a").empty());
  EXPECT_EQ(file.toFloat("b"), std::vector<float>{0});
}

TEST(Safetensors, CannotOpen) {
  expectDataError([] { SafetensorsFile::read("/nonexistent/w.safetensors"); },
                  {"/nonexistent/w.safetensors", "cannot open"});
}

TEST(Safetensors, WriterErrors) {
  expectDataError([] { serializeSafetensors({{"a", DType::F32, {2}, {1}, {}}}); },
                  {"'a'", "1 values", "[2] has 2"});
  expectDataError(
      [] { serializeSafetensors({{"a", DType::F32, {1}, {1}, {}}, {"a", DType::F32, {1}, {1}, {}}}); },
      {"'a' given twice"});
  expectDataError([] { serializeSafetensors({{"a", DType::I32, {1}, {1}, {}}}); },
                  {"'a'", "I32", "raw bytes"});
  expectDataError([] { writeSafetensors("/nonexistent/x", {}); }, {"/nonexistent/x", "cannot create"});
}

// Every truncation of a valid file is an error, never a crash.
TEST(Safetensors, EveryTruncationIsAnError) {
  std::string good = validFile();
  for (size_t n = 0; n < good.size(); ++n) {
    SCOPED_TRACE("truncated to " + std::to_string(n) + " bytes");
    EXPECT_THROW(SafetensorsFile::parse(good.substr(0, n), "t"), DataError);
  }
}

// Corruptions: each byte of the file set to chosen values, then random
// multi-byte mutations. Parsing either succeeds (and then every tensor
// converts) or throws DataError; nothing else.
TEST(Safetensors, CorruptionsNeverCrash) {
  std::string good = validFile();
  auto check = [](const std::string &bytes) {
    try {
      SafetensorsFile f = SafetensorsFile::parse(bytes, "c");
      for (const TensorInfo &t : f.tensors())
        if (isFloatingDType(t.dtype))
          f.toFloat(t);
    } catch (const DataError &) {
    }
  };
  const char values[] = {0, 1, '\x7f', '\xff', '{', '}', '"', ',', '9', '-', '[', ' '};
  for (size_t i = 0; i < good.size(); ++i)
    for (char v : values) {
      std::string bytes = good;
      bytes[i] = v;
      ASSERT_NO_FATAL_FAILURE(check(bytes));
    }
  std::mt19937 rng(408);
  for (int round = 0; round < 3000; ++round) {
    std::string bytes = good;
    int edits = 1 + static_cast<int>(rng() % 6);
    for (int e = 0; e < edits; ++e) {
      size_t at = rng() % bytes.size();
      switch (rng() % 3) {
      case 0: bytes[at] = static_cast<char>(rng()); break;
      case 1: bytes.erase(at, 1 + rng() % 4); break;
      default: bytes.insert(at, 1, static_cast<char>(rng())); break;
      }
      if (bytes.empty())
        break;
    }
    check(bytes);
  }
  // A header length that points anywhere in the file.
  for (uint64_t n = 0; n < good.size() + 16; ++n) {
    std::string bytes = good;
    for (int i = 0; i < 8; ++i)
      bytes[i] = static_cast<char>(n >> (8 * i));
    check(bytes);
  }
}
