//===- Idx.cpp - IDX files (the MNIST format) and Fashion-MNIST ------------===//

#include "data/Idx.h"

#ifdef NETC_DATA_HAVE_ZLIB
#include <zlib.h>
#endif

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sys/stat.h>

namespace netc::data {

namespace {

/// No IDX file we read inflates beyond this (Fashion-MNIST's largest is
/// 47 MB); a gzip bomb stops here with an error.
constexpr uint64_t kMaxInflatedBytes = uint64_t(2) << 30;

[[noreturn]] void fail(const std::string &file, const std::string &message) {
  throw DataError(file + ": " + message);
}


std::string inflateGzip(const std::string &bytes, const std::string &path) {
#ifndef NETC_DATA_HAVE_ZLIB
  (void)bytes;
  fail(path, "gzipped, and this build has no zlib: gunzip the file first (or install "
             "zlib1g-dev and rebuild)");
#else
  if (bytes.size() > UINT32_MAX)
    fail(path, "gzipped file over 4 GiB: not an IDX file we read");
  z_stream stream{};
  if (inflateInit2(&stream, 15 + 16) != Z_OK) // gzip wrapper
    fail(path, "zlib initialisation failed");
  stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(bytes.data()));
  stream.avail_in = static_cast<uInt>(bytes.size());
  std::string out;
  std::string error;
  char chunk[1 << 16];
  while (error.empty()) {
    stream.next_out = reinterpret_cast<Bytef *>(chunk);
    stream.avail_out = sizeof(chunk);
    int status = inflate(&stream, Z_NO_FLUSH);
    out.append(chunk, sizeof(chunk) - stream.avail_out);
    if (out.size() > kMaxInflatedBytes) {
      error = "gzip stream inflates to more than " + std::to_string(kMaxInflatedBytes) +
              " bytes: not an IDX file we read";
    } else if (status == Z_STREAM_END) {
      // Another gzip member may follow (concatenated .gz files); padding
      // zeros may too; anything else is refused.
      if (stream.avail_in >= 2 && stream.next_in[0] == 0x1F && stream.next_in[1] == 0x8B) {
        inflateReset(&stream);
        continue;
      }
      for (uInt i = 0; i < stream.avail_in; ++i)
        if (stream.next_in[i] != 0) {
          error = std::to_string(stream.avail_in) + " bytes follow the gzip stream";
          break;
        }
      break;
    } else if (status == Z_BUF_ERROR && stream.avail_in == 0) {
      error = "gzip stream ends early (truncated file) after " + std::to_string(out.size()) +
              " inflated bytes";
    } else if (status != Z_OK) {
      error = std::string("corrupt gzip stream: ") + (stream.msg ? stream.msg : zError(status));
    }
  }
  inflateEnd(&stream);
  if (!error.empty())
    fail(path, error);
  return out;
#endif
}

size_t idxElementSize(uint8_t typeCode) {
  switch (typeCode) {
  case 0x08:
  case 0x09:
    return 1;
  case 0x0B:
    return 2;
  case 0x0C:
  case 0x0D:
    return 4;
  case 0x0E:
    return 8;
  default:
    return 0;
  }
}

bool isDirectory(const std::string &path) {
  struct stat info {};
  return ::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode);
}

bool isFile(const std::string &path) {
  struct stat info {};
  return ::stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode);
}

std::string dimsText(const std::vector<int64_t> &dims) {
  std::string text = "[";
  for (size_t i = 0; i < dims.size(); ++i)
    text += (i ? ", " : "") + std::to_string(dims[i]);
  return text + "]";
}

} // namespace

const char *idxTypeName(uint8_t typeCode) {
  switch (typeCode) {
  case 0x08: return "u8";
  case 0x09: return "i8";
  case 0x0B: return "i16";
  case 0x0C: return "i32";
  case 0x0D: return "f32";
  case 0x0E: return "f64";
  default: return nullptr;
  }
}

int64_t IdxArray::elementCount() const {
  int64_t n = 1;
  for (int64_t d : dims)
    n *= d; // validated by the reader
  return n;
}

IdxArray readIdx(const std::string &path) { return parseIdx(readFileBytes(path), path); }

IdxArray parseIdx(const std::string &fileBytes, const std::string &path) {
  IdxArray array;
  array.path = path;
  const std::string *bytes = &fileBytes;
  std::string inflated;
  if (fileBytes.size() >= 2 && static_cast<uint8_t>(fileBytes[0]) == 0x1F &&
      static_cast<uint8_t>(fileBytes[1]) == 0x8B) {
    inflated = inflateGzip(fileBytes, path);
    bytes = &inflated;
    array.gzipped = true;
  }
  const std::string &b = *bytes;
  const char *what = array.gzipped ? " (after gunzip)" : "";
  if (b.size() < 4)
    fail(path, "file is " + std::to_string(b.size()) + " bytes" + what +
                   ", shorter than the 4-byte IDX magic");
  auto u8 = [&](size_t i) { return static_cast<uint8_t>(b[i]); };
  char magic[16];
  std::snprintf(magic, sizeof(magic), "0x%02x%02x%02x%02x", u8(0), u8(1), u8(2), u8(3));
  if (u8(0) != 0 || u8(1) != 0 || !idxTypeName(u8(2)) || u8(3) == 0)
    fail(path, std::string("bad IDX magic ") + magic + what +
                   " (expected 0x000008DD for unsigned bytes, DD the number of dimensions; "
                   "images 0x00000803, labels 0x00000801)");
  array.typeCode = u8(2);
  const size_t ndim = u8(3);
  if (b.size() < 4 + 4 * ndim)
    fail(path, "truncated IDX header" + std::string(what) + ": " + std::to_string(ndim) +
                   " dimensions need " + std::to_string(4 + 4 * ndim) + " bytes, the file has " +
                   std::to_string(b.size()));
  uint64_t elements = 1;
  for (size_t i = 0; i < ndim; ++i) {
    size_t o = 4 + 4 * i;
    uint64_t d = uint64_t(u8(o)) << 24 | uint64_t(u8(o + 1)) << 16 | uint64_t(u8(o + 2)) << 8 |
                 uint64_t(u8(o + 3));
    array.dims.push_back(static_cast<int64_t>(d));
    if (__builtin_mul_overflow(elements, d, &elements) || elements > (uint64_t(1) << 40))
      fail(path, "IDX dimensions are too large");
  }
  const uint64_t headerSize = 4 + 4 * ndim;
  const uint64_t payloadSize = elements * idxElementSize(array.typeCode);
  const uint64_t available = b.size() - headerSize;
  if (available < payloadSize)
    fail(path, "truncated IDX payload" + std::string(what) + ": dimensions " +
                   dimsText(array.dims) + " of " + idxTypeName(array.typeCode) + " need " +
                   std::to_string(payloadSize) + " bytes, the file has " +
                   std::to_string(available));
  if (available > payloadSize)
    fail(path, std::to_string(available - payloadSize) + " bytes" + what +
                   " follow the IDX payload of dimensions " + dimsText(array.dims));
  array.payload.assign(b.begin() + static_cast<std::ptrdiff_t>(headerSize), b.end());
  return array;
}

std::vector<float> ImageDataset::imagesAsFloat(int64_t first, int64_t n) const {
  if (first < 0 || n < 0 || first > count || n > count - first)
    throw DataError(imagesPath + ": images [" + std::to_string(first) + ", " +
                    std::to_string(first + n) + ") are outside the " + std::to_string(count) +
                    " images");
  const int64_t pixels = rows * cols;
  std::vector<float> out(static_cast<size_t>(n * pixels));
  const uint8_t *src = images.data() + first * pixels;
  for (size_t i = 0; i < out.size(); ++i)
    out[i] = static_cast<float>(src[i]) / 255.0f;
  return out;
}

ImageDataset loadIdxPair(const std::string &imagesPath, const std::string &labelsPath,
                         int numClasses) {
  IdxArray images = readIdx(imagesPath);
  if (images.typeCode != 0x08 || images.dims.size() != 3)
    fail(imagesPath, std::string("an images file must be u8 [n, rows, cols] (magic "
                                 "0x00000803), this one is ") +
                         idxTypeName(images.typeCode) + " " + dimsText(images.dims));
  IdxArray labels = readIdx(labelsPath);
  if (labels.typeCode != 0x08 || labels.dims.size() != 1)
    fail(labelsPath, std::string("a labels file must be u8 [n] (magic 0x00000801), this one "
                                 "is ") +
                         idxTypeName(labels.typeCode) + " " + dimsText(labels.dims));
  if (images.dims[0] != labels.dims[0])
    throw DataError(imagesPath + " holds " + std::to_string(images.dims[0]) + " images but " +
                    labelsPath + " holds " + std::to_string(labels.dims[0]) + " labels");
  if (numClasses > 0)
    for (size_t i = 0; i < labels.payload.size(); ++i)
      if (labels.payload[i] >= numClasses)
        fail(labelsPath, "label " + std::to_string(labels.payload[i]) + " of image " +
                             std::to_string(i) + " is outside 0.." +
                             std::to_string(numClasses - 1));
  ImageDataset set;
  set.imagesPath = imagesPath;
  set.labelsPath = labelsPath;
  set.count = images.dims[0];
  set.rows = images.dims[1];
  set.cols = images.dims[2];
  set.images = std::move(images.payload);
  set.labels = std::move(labels.payload);
  return set;
}

const char *splitName(Split split) { return split == Split::Train ? "train" : "test"; }

ImageDataset loadFashionMnist(const std::string &dir, Split split) {
  if (!isDirectory(dir))
    throw DataError(dir + ": not a directory (a dataset directory holds the IDX files "
                          "train-images-idx3-ubyte.gz, ...)");
  const std::string prefix = split == Split::Train ? "train" : "t10k";
  auto find = [&](const std::string &kind, const std::string &idx) {
    std::string tried;
    for (const std::string &stem :
         {prefix + "-" + kind + "-" + idx + "-ubyte", prefix + "-" + kind + "." + idx + "-ubyte"})
      for (const char *suffix : {"", ".gz"}) {
        std::string path = dir + "/" + stem + suffix;
        if (isFile(path))
          return path;
        tried += (tried.empty() ? "" : ", ") + stem + suffix;
      }
    throw DataError(dir + ": no " + splitName(split) + " " + kind + " file (tried " + tried +
                    ")");
  };
  const std::string imagesPath = find("images", "idx3");
  const std::string labelsPath = find("labels", "idx1");
  ImageDataset set = loadIdxPair(imagesPath, labelsPath, 10);
  if (set.rows != 28 || set.cols != 28)
    fail(set.imagesPath, "Fashion-MNIST images are 28x28, these are " + std::to_string(set.rows) +
                             "x" + std::to_string(set.cols));
  const int64_t expected = split == Split::Train ? 60000 : 10000;
  if (set.count != expected)
    fail(set.imagesPath, "Fashion-MNIST's " + std::string(splitName(split)) + " split has " +
                             std::to_string(expected) + " images, this file " +
                             std::to_string(set.count));
  return set;
}

std::string resolveDatasetDir(const std::string &argument) {
  if (isDirectory(argument))
    return argument;
  if (argument == "fashion-mnist") {
    std::string tried;
    if (const char *root = std::getenv("NETC_DATASETS")) {
      std::string candidate = std::string(root) + "/fashion-mnist";
      if (isDirectory(candidate))
        return candidate;
      tried = candidate + ", ";
    }
    const std::string debian = "/usr/share/datasets/fashion-mnist";
    if (isDirectory(debian))
      return debian;
    throw DataError("dataset 'fashion-mnist' not found (tried " + tried + debian +
                    "; install Debian's dataset-fashion-mnist or pass a directory)");
  }
  throw DataError(argument + ": no such dataset directory (a directory of IDX files, or "
                             "'fashion-mnist')");
}

} // namespace netc::data
