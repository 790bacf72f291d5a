//===- Idx.h - IDX files (the MNIST format) and Fashion-MNIST ---*- C++ -*-===//
//
// IDX (yann.lecun.com/exdb/mnist): a 4-byte big-endian magic 0x0000TTDD (TT
// the element type: 0x08 u8, 0x09 i8, 0x0B i16, 0x0C i32, 0x0D f32, 0x0E f64;
// DD the number of dimensions), DD big-endian u32 dimensions, then the
// elements, big-endian, row-major. MNIST and Fashion-MNIST use 0x00000803
// for images (u8 [n, rows, cols]) and 0x00000801 for labels (u8 [n]).
//
// Files may be gzipped: a file that starts with the gzip magic (1f 8b) is
// inflated (zlib), any other is read as it is. Every error (bad magic,
// truncated header or payload, corrupt gzip stream, trailing bytes, images
// and labels that disagree) is a DataError naming the file.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_DATA_IDX_H
#define NETC_RUNTIME_DATA_IDX_H

#include "data/DataError.h"

#include <cstdint>
#include <string>
#include <vector>

namespace netc::data {

struct IdxArray {
  std::string path;
  bool gzipped = false;
  uint8_t typeCode = 0x08;      ///< 0x08 u8, 0x09 i8, 0x0B i16, 0x0C i32, 0x0D f32, 0x0E f64
  std::vector<int64_t> dims;
  std::vector<uint8_t> payload; ///< the elements as stored (big-endian)

  int64_t elementCount() const;
};

/// "u8", "i8", "i16", "i32", "f32", "f64"; nullptr for an unknown code.
const char *idxTypeName(uint8_t typeCode);

/// Reads any IDX file, gzipped or not. Throws DataError.
IdxArray readIdx(const std::string &path);
/// Parses IDX bytes (gzipped or not); `displayName` is used in messages.
IdxArray parseIdx(const std::string &bytes, const std::string &displayName);

/// Images and labels of one split, as stored: u8 pixels, row-major
/// [count, rows, cols] (one channel: the same bytes as NHWC [count, rows,
/// cols, 1]), u8 labels.
struct ImageDataset {
  std::string imagesPath, labelsPath;
  int64_t count = 0, rows = 0, cols = 0;
  std::vector<uint8_t> images;
  std::vector<uint8_t> labels;

  /// Images [first, first + n) as float NHWC [n, rows, cols, 1], each pixel
  /// byte / 255.0f: the preprocessing bench/train_fashion.py trains with
  /// (docs/data.md). Throws DataError if the range is outside the split.
  std::vector<float> imagesAsFloat(int64_t first, int64_t n) const;
};

/// Reads an images file (magic 0x00000803, u8 [n, rows, cols]) and a labels
/// file (0x00000801, u8 [n]) and checks that they agree on n and, when
/// numClasses > 0, that every label is below numClasses.
ImageDataset loadIdxPair(const std::string &imagesPath, const std::string &labelsPath,
                         int numClasses = 0);

enum class Split { Train, Test };
const char *splitName(Split split); ///< "train", "test"

/// Fashion-MNIST (or MNIST) from a directory holding the standard file names:
/// train-images-idx3-ubyte, train-labels-idx1-ubyte, t10k-images-idx3-ubyte,
/// t10k-labels-idx1-ubyte, each with or without .gz (also the
/// "train-images.idx3-ubyte" spelling). Checks 28x28 images, labels 0..9 and
/// the split's size (60,000 / 10,000); the error lists the names tried.
ImageDataset loadFashionMnist(const std::string &dir, Split split);

/// A --dataset argument as a directory: an existing directory is itself;
/// "fashion-mnist" is $NETC_DATASETS/fashion-mnist if set and present, else
/// /usr/share/datasets/fashion-mnist (Debian's dataset-fashion-mnist).
/// Throws DataError naming what was tried.
std::string resolveDatasetDir(const std::string &argument);

} // namespace netc::data

#endif // NETC_RUNTIME_DATA_IDX_H
