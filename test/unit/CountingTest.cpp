//===- CountingTest.cpp - Parameters, FLOPs and memory, hand-computed ---===//
//
// A small network whose every figure is worked out by hand in the comments;
// the analyses must reproduce them exactly.
//
//===----------------------------------------------------------------------===//

#include "Analysis/MemoryPlan.h"
#include "Analysis/NetworkStatistics.h"
#include "Analysis/PyTorchMemory.h"
#include "TestSupport.h"

#include <gtest/gtest.h>

using namespace netc;
using netc::testing::CapturingContext;

namespace {
// data [2,8,8,3] -> conv 3x3x3x4 SAME relu -> max pool 2x2/2 -> fc 10 -> softmax
const char *kSmallNet = R"({
  "name": "small",
  "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [2, 8, 8, 3]},
    "conv": {"parents": ["data"], "type": "Convolution", "filter": [3, 3, 3, 4],
             "padding": "SAME", "strides": [1, 1, 1, 1], "activation_fn": "relu"},
    "pool": {"parents": ["conv"], "type": "Pooling", "ksize": [1, 2, 2, 1],
             "strides": [1, 2, 2, 1], "padding": "VALID"},
    "fc": {"parents": ["pool"], "type": "InnerProduct", "num_outputs": 10},
    "prob": {"parents": ["fc"], "type": "Softmax", "num_classes": 10}
  }
})";
} // namespace

TEST(Counting, ParametersAndActivationsFollowPaleosRules) {
  CapturingContext ctx;
  auto module = ctx.import(kSmallNet);
  ASSERT_TRUE(module) << ctx.allErrors();
  NetworkStatistics stats(getNetwork(*module));
  ASSERT_EQ(stats.getLayers().size(), 5u);
  // conv: 3*3*3*4 weights + 4 biases; fc: (4*4*4)*10 + 10.
  EXPECT_EQ(stats.getLayers()[1].parameters, 112);
  EXPECT_EQ(stats.getLayers()[3].parameters, 650);
  EXPECT_EQ(stats.getParameterCount(), 762);
  EXPECT_EQ(stats.getParameterBytes(), 3048);
  // Outputs: 384 + 512 + 128 + 20 + 20 = 1064 elements, 4 bytes each.
  EXPECT_EQ(stats.getActivationBytes(), 4256);
}

TEST(Counting, FlopsPerPassCountAMultiplyAddAsTwo) {
  CapturingContext ctx;
  auto module = ctx.import(kSmallNet);
  ASSERT_TRUE(module) << ctx.allErrors();
  NetworkStatistics stats(getNetwork(*module));
  const net::LayerFlops &conv = stats.getLayers()[1].flops;
  // 512 outputs x 27 multiply-adds = 13,824 MACs; + bias 512 + relu 512.
  EXPECT_EQ(conv.forward, 2 * 13824 + 512 + 512);
  EXPECT_EQ(conv.backwardData, 0); // reads the network input: no gradient
  EXPECT_EQ(conv.backwardFilter, 2 * 13824 + 512 + 512);
  EXPECT_EQ(conv.weightUpdate, 2 * 112);

  const net::LayerFlops &pool = stats.getLayers()[2].flops;
  EXPECT_EQ(pool.forward, 128 * 3); // 3 comparisons per 2x2 window
  EXPECT_EQ(pool.backwardData, 128);
  EXPECT_EQ(pool.backwardFilter, 0);

  const net::LayerFlops &fc = stats.getLayers()[3].flops;
  EXPECT_EQ(fc.forward, 2 * 20 * 64 + 20);
  EXPECT_EQ(fc.backwardData, 2 * 20 * 64);
  EXPECT_EQ(fc.backwardFilter, 2 * 20 * 64 + 20);
  EXPECT_EQ(fc.weightUpdate, 1300);

  const net::LayerFlops &softmax = stats.getLayers()[4].flops;
  EXPECT_EQ(softmax.forward, 80);
  EXPECT_EQ(softmax.backwardData, 80);

  EXPECT_EQ(stats.getTotalFlops().forward, 28672 + 384 + 2580 + 80);
  EXPECT_EQ(stats.getTrainingStepFlops(),
            (28672 + 384 + 2580 + 80) + (0 + 128 + 2560 + 80) + (28672 + 2580) +
                (224 + 1300));
}

TEST(Counting, MemoryReusesBuffersByLiveness) {
  CapturingContext ctx;
  auto module = ctx.import(kSmallNet);
  ASSERT_TRUE(module) << ctx.allErrors();
  NetworkStatistics stats(getNetwork(*module));
  MemoryPlan plan(stats);
  // Live elements while each layer runs: 384; 384+512; 512+128; 128+20; 20+20.
  EXPECT_EQ(plan.getLiveBytesAt(0), 4 * 384);
  EXPECT_EQ(plan.getLiveBytesAt(1), 4 * 896);
  EXPECT_EQ(plan.getLiveBytesAt(2), 4 * 640);
  EXPECT_EQ(plan.getLiveBytesAt(3), 4 * 148);
  EXPECT_EQ(plan.getLiveBytesAt(4), 4 * 40);
  EXPECT_EQ(plan.getPeakActivationBytes(), 4 * 896);
  EXPECT_EQ(plan.getPeakLayer(), 1u);
  EXPECT_EQ(plan.getInferenceBytes(), 3048 + 3584);
  // Gradients: none for the input; peak 512 + 128 elements at the pool.
  EXPECT_EQ(plan.getPeakGradientBytes(), 4 * 640);
  EXPECT_EQ(plan.getTrainingBytes(), 2 * 3048 + 4256 + 2560);
}

TEST(Counting, BranchKeepsItsInputLiveUntilTheLastReader) {
  // data feeds both a and b; data must stay live while b runs.
  CapturingContext ctx;
  auto module = ctx.import(R"({"name": "fork", "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [1, 4, 4, 2]},
    "a": {"parents": ["data"], "type": "Pooling", "ksize": [1, 2, 2, 1],
          "strides": [1, 2, 2, 1], "padding": "VALID"},
    "b": {"parents": ["data"], "type": "AvgPool", "ksize": [1, 2, 2, 1],
          "strides": [1, 2, 2, 1], "padding": "VALID"},
    "cat": {"parents": ["a", "b"], "type": "Concatenate", "dim": 3}}})");
  ASSERT_TRUE(module) << ctx.allErrors();
  NetworkStatistics stats(getNetwork(*module));
  MemoryPlan plan(stats);
  // Elements: data 32, a 8, b 8, cat 16.
  EXPECT_EQ(plan.getLiveBytesAt(1), 4 * (32 + 8));
  EXPECT_EQ(plan.getLiveBytesAt(2), 4 * (32 + 8 + 8));
  EXPECT_EQ(plan.getLiveBytesAt(3), 4 * (8 + 8 + 16));
  EXPECT_EQ(plan.getPeakActivationBytes(), 4 * 48);
}

TEST(Counting, ModelParallelSplitsDivideOutputsAndCountPerSplit) {
  CapturingContext ctx;
  auto module = ctx.import(R"({"name": "mp", "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [1, 1, 1, 8]},
    "par": {"type": "ModelParallel", "splits": 2, "parents": ["data"], "layers": {
      "fc": {"parents": [], "type": "Convolution", "filter": [1, 1, -1, 6],
             "padding": "VALID", "strides": [1, 1, 1, 1]}}},
    "cat": {"parents": ["par/fc@all"], "type": "Concatenate", "dim": 3}}})");
  ASSERT_TRUE(module) << ctx.allErrors();
  NetworkStatistics stats(getNetwork(*module));
  ASSERT_EQ(stats.getLayers().size(), 4u);
  EXPECT_EQ(stats.getLayers()[1].layer.getLayerName(), "par/fc@0");
  EXPECT_EQ(stats.getLayers()[2].layer.getLayerName(), "par/fc@1");
  // Each split: 1*1*8*3 + 3 = 27 parameters, output 3 elements.
  EXPECT_EQ(stats.getParameterCount(), 54);
  EXPECT_EQ(stats.getActivationBytes(), 4 * (8 + 3 + 3 + 6));
}

TEST(Counting, AveragePoolAndLrnFlopsFromTheirDefinitions) {
  // data [1,4,4,2] -> conv 1x1 (so the pool's gradient is needed) -> avg pool
  // 2x2/2 -> LRN over 3 channels.
  CapturingContext ctx;
  auto module = ctx.import(R"({"name": "avg-lrn", "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [1, 4, 4, 2]},
    "conv": {"parents": ["data"], "type": "Convolution", "filter": [1, 1, 2, 2],
             "padding": "VALID", "strides": [1, 1, 1, 1]},
    "avg": {"parents": ["conv"], "type": "AvgPool", "ksize": [1, 2, 2, 1],
            "strides": [1, 2, 2, 1], "padding": "VALID"},
    "norm": {"parents": ["avg"], "type": "LRN", "local_size": 3}}})");
  ASSERT_TRUE(module) << ctx.allErrors();
  NetworkStatistics stats(getNetwork(*module));
  ASSERT_EQ(stats.getLayers().size(), 4u);

  // The pool has 1*2*2*2 = 8 outputs. Each averages a 2x2 window: 3 adds and
  // one multiply by 1/4, 4 FLOPs. Its gradient scales each output's gradient
  // by 1/4 and adds it into the window's 4 inputs: 4 per output again.
  const net::LayerFlops &avg = stats.getLayers()[2].flops;
  EXPECT_EQ(avg.forward, 8 * 4);
  EXPECT_EQ(avg.backwardData, 8 * 4);
  EXPECT_EQ(avg.backwardFilter, 0);
  EXPECT_EQ(avg.weightUpdate, 0);

  // LRN over the pool's 8 elements with a window of 3 channels: per element
  // 3 squares and 2 adds (the window's sum of squares), the alpha/size scale
  // and the k offset (2), the power beta (1) and the division (1): 9 FLOPs.
  // The gradient is counted at twice the forward pass.
  const net::LayerFlops &lrn = stats.getLayers()[3].flops;
  EXPECT_EQ(lrn.forward, 8 * 9);
  EXPECT_EQ(lrn.backwardData, 2 * 8 * 9);
  EXPECT_EQ(lrn.backwardFilter, 0);
  EXPECT_EQ(lrn.weightUpdate, 0);
}

TEST(Counting, EveryOutputOfANetworkWithSeveralStaysLiveToTheEnd) {
  // Two outputs: `early` (a pool nothing reads) and `prob`. data feeds both
  // `early` and `fc`.
  CapturingContext ctx;
  auto module = ctx.import(R"({"name": "two-outputs", "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [1, 4, 4, 2]},
    "early": {"parents": ["data"], "type": "Pooling", "ksize": [1, 2, 2, 1],
              "strides": [1, 2, 2, 1], "padding": "VALID"},
    "fc": {"parents": ["data"], "type": "InnerProduct", "num_outputs": 4},
    "prob": {"parents": ["fc"], "type": "Softmax", "num_classes": 4}}})");
  ASSERT_TRUE(module) << ctx.allErrors();
  NetworkStatistics stats(getNetwork(*module));
  ASSERT_EQ(stats.getLayers().size(), 4u);
  MemoryPlan plan(stats);
  // Elements: data 32, early 8, fc 4, prob 4. data is last read by fc (step
  // 2); early, an output, is never read and must stay live through step 3
  // rather than be dropped after the step that wrote it.
  EXPECT_EQ(plan.getLiveBytesAt(0), 4 * 32);
  EXPECT_EQ(plan.getLiveBytesAt(1), 4 * (32 + 8));
  EXPECT_EQ(plan.getLiveBytesAt(2), 4 * (32 + 8 + 4));
  EXPECT_EQ(plan.getLiveBytesAt(3), 4 * (8 + 4 + 4));
  EXPECT_EQ(plan.getPeakActivationBytes(), 4 * 44);
  EXPECT_EQ(plan.getPeakLayer(), 2u);
}

TEST(Counting, PyTorchTrainingStepByHand) {
  // lib/Analysis/PyTorchMemory.h's replay of kSmallNet, in 512-byte blocks,
  // without the library workspace. Paleo's counts: conv 108 weights + 4
  // biases, fc 640 + 10.
  CapturingContext ctx;
  auto module = ctx.import(kSmallNet);
  ASSERT_TRUE(module) << ctx.allErrors();
  NetworkStatistics stats(getNetwork(*module));
  PyTorchMemoryOptions options;
  options.libraryWorkspaceBytes = 0;
  PyTorchMemoryEstimate torch = estimatePyTorchTrainingMemory(stats, options);
  // Tensors: conv weight 432 B -> 512, bias 512; fc weight 2,560, bias 512.
  EXPECT_EQ(torch.weightBytes, 512 + 512 + 2560 + 512);
  EXPECT_EQ(torch.inputBytes, 2 * 8 * 8 * 3 * 4);
  // Kept: the ReLU's output 2,048 (the pool reads the same buffer); the
  // pool's int64 indices 128 x 8 and output 512 (the fc's input); softmax's
  // output 512 (its backward needs it).
  EXPECT_EQ(torch.savedBytesByLayer, (std::vector<int64_t>{0, 2048, 1536, 0, 512}));
  EXPECT_EQ(torch.savedBytes, 4096);
  // Backward, above the base: softmax 5,120; fc 4,608 + its gradients 3,072;
  // pool: grad of the ReLU's output 2,048 -> 5,632 + 3,072 = 8,704; the
  // ReLU's backward: the gradient before it 2,048 while its output and the
  // gradient after it are still held -> 6,144 + 3,072 = 9,216, the peak;
  // the conv's own adds its 1,024 of gradients to 2,048 live.
  EXPECT_EQ(torch.gradientBytes, 4096);
  EXPECT_TRUE(torch.peakInBackward);
  EXPECT_EQ(torch.peakLayer, 1u);
  EXPECT_EQ(torch.peakBytes, 4096 + 1536 + 9216);
  // The workspace is one more term of the base.
  options.libraryWorkspaceBytes = 1 << 20;
  EXPECT_EQ(estimatePyTorchTrainingMemory(stats, options).peakBytes,
            torch.peakBytes + (1 << 20));
}
