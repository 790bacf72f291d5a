//===- GraphPlans.h - The graph reference's cache of built plans -*- C++ -*-===//
//
// Built cuDNN graphs and their timed engine choices, by the text of their
// key (GraphChoice.h): identical layers build and time once per handle. Each
// kind's built type lives in its runner's file (GraphConvolutionLayer.cpp,
// GraphPoolingLayer.cpp); only their names are needed here.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_GRAPHPLANS_H
#define NETC_RUNTIME_GRAPHPLANS_H

#include <map>
#include <memory>
#include <string>

namespace netc::runtime {

struct BuiltConvolutionGraph;
struct BuiltPoolingGraph;
struct BuiltSoftmaxGraph;

class GraphPlanCache {
public:
  std::map<std::string, std::shared_ptr<BuiltConvolutionGraph>> convolutions;
  std::map<std::string, std::shared_ptr<BuiltPoolingGraph>> pooling;
  std::map<std::string, std::shared_ptr<BuiltSoftmaxGraph>> softmax;
};

} // namespace netc::runtime

#endif // NETC_RUNTIME_GRAPHPLANS_H
