//===- TileQuantisation.h - Tiles on SMs, efficiency curves -----*- C++ -*-===//
//
// The shape effects netc's model multiplies a kernel's peak rate by: how a
// grid of output tiles fills the SMs (tiles, waves, split-K), and the
// fitted curves for short reductions, many filter taps and many channels.
// NetcModel, KernelCost and the calibration fit use them.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_TILEQUANTISATION_H
#define NETC_COSTMODEL_TILEQUANTISATION_H

#include "CostModel/ConvAlgorithms.h"

#include <cstdint>

namespace netc {

/// How a grid of GEMM output tiles lands on the SMs. Tiles are 128 rows by
/// 128 columns, shrunk to the next power of two (at least 32) of a smaller
/// matrix side; smaller tiles run several to an SM, so a wave holds
/// SMs x 128^2 / (tileM x tileN) of them. A grid smaller than one wave
/// splits its reduction (split-K) into slices of at least 256. With 128x128
/// tiles the wave efficiency is tiles / (ceil(tiles / SMs) x SMs).
struct TileQuantisation {
  int64_t tileM = 0, tileN = 0;
  int64_t splitK = 1;
  /// Tiles including split-K slices, and how many one wave runs.
  int64_t tiles = 0, waveSlots = 0;
  /// Useful fraction of the tiles' area (ragged edges waste the rest).
  double tileEfficiency = 1;
  /// Ideal over actual waves: the last wave's idle SMs, where a partial
  /// wave lasts as long as its busiest SM.
  double waveEfficiency = 1;
  /// A smaller tile reuses each loaded operand less: ((tm tn / (tm + tn)) /
  /// 64)^exponent of a 128 x 128 tile's rate (1 under the power-of-two rule).
  double intensityEfficiency = 1;

  double efficiency() const { return tileEfficiency * waveEfficiency * intensityEfficiency; }
};
/// The power-of-two rule above (profiles without per-precision calibration).
TileQuantisation quantiseTiles(const GemmShape &shape, int64_t smCount);
/// The library's choice: of the tiles {32, 64, 128} x {32, 64, 128}, the one
/// whose tile, wave and intensity efficiencies multiply to the most.
TileQuantisation chooseTiles(const GemmShape &shape, int64_t smCount, double intensityExponent);
/// Tiles of a given size (the split-K and wave rules above).
TileQuantisation quantiseTilesOf(const GemmShape &shape, int64_t smCount, int64_t tileM,
                                 int64_t tileN);
/// 1 / (1 + (taps / half)^exponent): the forward efficiency of a filter with
/// `taps` = R x S taps over `channels` channels (1 where channels < 8 or
/// half is 0).
double getFilterTapsEfficiency(int64_t taps, int64_t channels, double half, double exponent);
/// 1 / (1 + loss x / (1 + x)), x = (channels / half)^4: the forward
/// efficiency of a filter with more than one tap over `channels` channels,
/// a loss that sets in around `half` and saturates at 1 / (1 + loss) (1
/// where taps is 1, channels < 8, or loss or half is 0).
double getChannelEfficiency(int64_t taps, int64_t channels, double loss, double half);
/// K / (K + halfLength): the fraction of a tile's time spent in its main loop.
double getReductionEfficiency(int64_t reduction, double halfLength);

} // namespace netc

#endif // NETC_COSTMODEL_TILEQUANTISATION_H
