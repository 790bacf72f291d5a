//===- TileQuantisation.cpp - Tiles on SMs, efficiency curves -------------===//

#include "CostModel/TileQuantisation.h"

#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace netc;

namespace {
constexpr int64_t kLargestTile = 128;
constexpr int64_t kSmallestTile = 32;
constexpr int64_t kMinSplitKSlice = 256;

int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }
} // namespace

TileQuantisation netc::quantiseTilesOf(const GemmShape &shape, int64_t smCount, int64_t tileM,
                                       int64_t tileN) {
  TileQuantisation q;
  q.tileM = tileM;
  q.tileN = tileN;
  int64_t rowTiles = ceilDiv(shape.m, q.tileM), columnTiles = ceilDiv(shape.n, q.tileN);
  q.tileEfficiency = double(shape.m * shape.n) / double(rowTiles * q.tileM * columnTiles * q.tileN);
  int64_t tilesPerSm = (kLargestTile * kLargestTile) / (q.tileM * q.tileN);
  q.waveSlots = smCount * tilesPerSm;
  int64_t outputTiles = shape.batch * rowTiles * columnTiles;
  if (outputTiles < q.waveSlots)
    q.splitK = std::max<int64_t>(
        1, std::min(q.waveSlots / outputTiles, shape.reduction / kMinSplitKSlice));
  q.tiles = outputTiles * q.splitK;
  // A full wave takes one unit of time; a partial wave lasts as long as its
  // busiest SM, which runs ceil(rest / SMs) of its tilesPerSm slots.
  int64_t fullWaves = q.tiles / q.waveSlots, rest = q.tiles % q.waveSlots;
  double waves = double(fullWaves) + double(ceilDiv(rest, smCount)) / double(tilesPerSm);
  q.waveEfficiency = double(q.tiles) / double(q.waveSlots) / waves;
  return q;
}

TileQuantisation netc::quantiseTiles(const GemmShape &shape, int64_t smCount) {
  auto tileSide = [](int64_t side) {
    return std::clamp<int64_t>(int64_t(PowerOf2Ceil(uint64_t(side))), kSmallestTile, kLargestTile);
  };
  return quantiseTilesOf(shape, smCount, tileSide(shape.m), tileSide(shape.n));
}

TileQuantisation netc::chooseTiles(const GemmShape &shape, int64_t smCount,
                                   double intensityExponent) {
  TileQuantisation best;
  double bestEfficiency = -1;
  for (int64_t tileM : {kSmallestTile, int64_t(64), kLargestTile})
    for (int64_t tileN : {kSmallestTile, int64_t(64), kLargestTile}) {
      TileQuantisation q = quantiseTilesOf(shape, smCount, tileM, tileN);
      // Operands loaded per multiply-add fall as tm tn / (tm + tn) grows:
      // 64 for 128 x 128 tiles.
      double intensity = double(tileM * tileN) / double(tileM + tileN) / 64.0;
      q.intensityEfficiency = std::pow(intensity, intensityExponent);
      if (q.efficiency() > bestEfficiency) {
        best = q;
        bestEfficiency = q.efficiency();
      }
    }
  return best;
}

double netc::getReductionEfficiency(int64_t reduction, double halfLength) {
  return double(reduction) / (double(reduction) + halfLength);
}

double netc::getFilterTapsEfficiency(int64_t taps, int64_t channels, double half,
                                     double exponent) {
  if (half <= 0 || channels < 8)
    return 1;
  return 1 / (1 + std::pow(double(taps) / half, exponent));
}

double netc::getChannelEfficiency(int64_t taps, int64_t channels, double loss, double half) {
  if (taps <= 1 || channels < 8 || loss <= 0 || half <= 0)
    return 1;
  double x = std::pow(double(channels) / half, 4);
  return 1 / (1 + loss * x / (1 + x));
}
