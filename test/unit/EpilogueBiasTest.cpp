//===- EpilogueBiasTest.cpp - The epilogues' branch-free bias loads -------===//
//
// loadBiasPair (lib/Kernels/kernels/netc_common.cuh) loads the bias of
// output channels n and n + 1 without a branch, so that ptxas can issue an
// epilogue's loads together: the index is clamped into the tensor and the
// value selected after. It must never read past the bias's K elements (a
// tile's last column of channels runs past K; the sanitized build's
// AddressSanitizer sees such a read in these tests) and must give zero for
// the channels past K, the value the old branches left there.
//
//===----------------------------------------------------------------------===//

#include <gtest/gtest.h>

#include <memory>

// The kernel templates as host code: after every other header, since the
// shim defines CUDA's keywords away.
#include "CudaOnCpu.h"
#include "Kernels/kernels/netc_common.cuh"
#undef asm

namespace {

template <int K_> struct Channels {
  enum : int { K = K_ };
};

/// Every pair a tile of width `tileWidth` asks for past K, against a bias
/// of exactly K values on the heap (no slack for a read past its end).
template <int K> void expectPairsOfTiles(int tileWidth) {
  std::unique_ptr<float[]> bias(new float[K]);
  for (int k = 0; k < K; ++k)
    bias[k] = 1.0f + static_cast<float>(k);
  const int columns = (K + tileWidth - 1) / tileWidth;
  for (int n = 0; n < columns * tileWidth; ++n) {
    float b0 = -1.f, b1 = -1.f;
    netc::loadBiasPair<Channels<K>>(bias.get(), n, b0, b1);
    EXPECT_EQ(b0, n < K ? bias[n] : 0.f) << "K " << K << ", channel " << n;
    EXPECT_EQ(b1, n + 1 < K ? bias[n + 1] : 0.f) << "K " << K << ", channel " << n + 1;
  }
}

TEST(EpilogueBias, PairsInsideKAreTheBiasAndPastKZero) {
  expectPairsOfTiles<64>(64);   // whole tiles: no channel past K
  expectPairsOfTiles<96>(64);   // the second column half past K
  expectPairsOfTiles<1000>(256);
}

TEST(EpilogueBias, AnOddKsLastPairHasItsFirstChannelOnly) {
  // The CUDA-core and register epilogues take odd K (the staged one needs
  // whole 16-byte rows): the pair at K - 1 has one channel inside.
  expectPairsOfTiles<7>(8);
  float bias[7] = {1, 2, 3, 4, 5, 6, 7};
  float b0 = 0.f, b1 = -1.f;
  netc::loadBiasPair<Channels<7>>(bias, 6, b0, b1);
  EXPECT_EQ(b0, 7.f);
  EXPECT_EQ(b1, 0.f);
}

TEST(EpilogueBias, OneChannel) {
  expectPairsOfTiles<1>(8);
}

} // namespace
