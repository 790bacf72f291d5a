//===- TileOrderTest.cpp - The order the TMA kernels take their tiles -----===//
//
// TileOrder (lib/Kernels/kernels/netc_common.cuh) maps the t-th block the
// GPU starts to an output tile. It must cover every tile once (a tile missed
// is an output never written, one taken twice a race on it), take the
// columns of one row together where x is the larger operand (so the blocks
// in flight share x and the DRAM reads it once) and the rows of one column
// where the filter is, and read the grid as the catalog launches it
// (blockIdx.x the row, blockIdx.y the column).
//
//===----------------------------------------------------------------------===//

#include <gtest/gtest.h>

#include <set>
#include <utility>

// The kernel templates as host code: after every other header, since the
// shim defines CUDA's keywords away.
#include "CudaOnCpu.h"
#include "Kernels/kernels/netc_common.cuh"
#undef asm

namespace {

template <int N_, int HW_, int C_, int K_, int RS_> struct Layer {
  enum : int { N = N_, H = HW_, W = HW_, C = C_, XPitch = C_ };
  enum : int { K = K_, R = RS_, S = RS_, P = HW_, Q = HW_, YPitch = K_ };
  enum : int { StrideH = 1, StrideW = 1, PadH = RS_ / 2, PadW = RS_ / 2, DilationH = 1,
               DilationW = 1 };
};

/// Every tile of the order, in order, as (first row, first channel).
template <class Order, int BM, int BN> std::vector<std::pair<int, int>> walk() {
  std::vector<std::pair<int, int>> tiles;
  for (long long t = 0; t < Order::kTiles; ++t) {
    int m0 = -1, n0 = -1;
    Order::origin(t, m0, n0);
    tiles.emplace_back(m0, n0);
  }
  return tiles;
}

template <class Order, int BM, int BN> void expectEveryTileOnce() {
  const std::vector<std::pair<int, int>> tiles = walk<Order, BM, BN>();
  std::set<std::pair<int, int>> seen(tiles.begin(), tiles.end());
  EXPECT_EQ(seen.size(), tiles.size()) << "a tile taken twice";
  for (const auto &[m0, n0] : tiles) {
    EXPECT_EQ(m0 % BM, 0);
    EXPECT_EQ(n0 % BN, 0);
    EXPECT_LT(m0, Order::kRowTiles * BM);
    EXPECT_LT(n0, Order::kColumnTiles * BN);
  }
}

TEST(TileOrder, ColumnsOfARowTogetherWhereXIsLarger) {
  // googlenet's inception_4b 1x1 at batch 128: 51 MB of x (fp32), a 0.4 MB
  // filter; 192 output channels in three columns of 64.
  using Shape = netc::ConvShape<Layer<128, 14, 512, 192, 1>>;
  using Order = netc::TileOrder<Shape, 128, 64>;
  static_assert(Order::kColumnsTogether);
  ASSERT_EQ(Order::kColumnTiles, 3);
  ASSERT_EQ(Order::kRowTiles, (128 * 14 * 14 + 127) / 128);
  expectEveryTileOnce<Order, 128, 64>();
  const auto tiles = walk<Order, 128, 64>();
  // Blocks 0-2: row 0's three columns; block 3: row 1's first.
  EXPECT_EQ(tiles[0], std::make_pair(0, 0));
  EXPECT_EQ(tiles[1], std::make_pair(0, 64));
  EXPECT_EQ(tiles[2], std::make_pair(0, 128));
  EXPECT_EQ(tiles[3], std::make_pair(128, 0));
}

TEST(TileOrder, RowsOfAColumnTogetherWhereTheFilterIsLarger) {
  // An inner product of batch 256 over 4096 features into 4096: the filter
  // (16.8 M elements) outweighs x (1 M).
  using Shape = netc::ConvShape<Layer<256, 1, 4096, 4096, 1>>;
  using Order = netc::TileOrder<Shape, 128, 128>;
  static_assert(!Order::kColumnsTogether);
  expectEveryTileOnce<Order, 128, 128>();
  const auto tiles = walk<Order, 128, 128>();
  EXPECT_EQ(tiles[0], std::make_pair(0, 0));
  EXPECT_EQ(tiles[1], std::make_pair(128, 0));
  EXPECT_EQ(tiles[2], std::make_pair(0, 128));
}

TEST(TileOrder, PartialTilesAndOneColumn) {
  // Rows and channels that do not fill the last tile; then a single column,
  // where both orders are the same walk down the rows.
  using Ragged = netc::TileOrder<netc::ConvShape<Layer<3, 7, 48, 100, 3>>, 64, 64>;
  ASSERT_EQ(Ragged::kRowTiles, 3); // 147 rows
  ASSERT_EQ(Ragged::kColumnTiles, 2);
  expectEveryTileOnce<Ragged, 64, 64>();
  using Single = netc::TileOrder<netc::ConvShape<Layer<8, 28, 64, 64, 1>>, 128, 64>;
  const auto tiles = walk<Single, 128, 64>();
  for (size_t t = 0; t < tiles.size(); ++t)
    EXPECT_EQ(tiles[t], std::make_pair(static_cast<int>(t) * 128, 0));
}

TEST(TileOrder, BlockOriginReadsTheGridAsLaunched) {
  // The one-block-a-tile kernel's grid is row tiles x column tiles; the
  // GPU starts block (x, y) as the (y * row tiles + x)-th.
  using Shape = netc::ConvShape<Layer<128, 14, 512, 192, 1>>;
  using Order = netc::TileOrder<Shape, 128, 64>;
  std::set<std::pair<int, int>> seen;
  const CudaDim3 grid{Order::kRowTiles, Order::kColumnTiles, 1};
  for (unsigned y = 0; y < grid.y; ++y)
    for (unsigned x = 0; x < grid.x; ++x) {
      blockIdx = {x, y, 0};
      int m0 = -1, n0 = -1;
      Order::blockOrigin(m0, n0);
      int em0 = -1, en0 = -1;
      Order::origin(static_cast<long long>(y) * grid.x + x, em0, en0);
      EXPECT_EQ(std::make_pair(m0, n0), std::make_pair(em0, en0));
      seen.emplace(m0, n0);
    }
  EXPECT_EQ(seen.size(), size_t(Order::kTiles));
}

} // namespace
