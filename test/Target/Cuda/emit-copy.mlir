// RUN: rm -rf %t && netc lower %s --target sm_90 --no-compile -o %t
// RUN: FileCheck %s < %t/plan.json
// RUN: not grep -q '"null": true' %t/plan.json
// A concatenation input that cannot be written in place is copied into its
// slice by an elementwise launch with one operand: the absent second operand
// is written {"role": "b", "tensor": null}, which the runtime's plan reader
// takes as an absent argument (docs/plan-format.md; densenet121 as the dynamo
// exporter writes it has such copies, and an earlier {"null": true} form was
// refused by netc-runtime).

// CHECK: "role": "b",
// CHECK-NEXT: "tensor": null
// CHECK: "fused": [
// CHECK-NEXT: "copy"
// CHECK: "kernel": "netc_cat"
net.network "copies" {
  %0 = net.input "data" : tensor<2x4x4x3xf32>
  %1 = net.max_pool "a" %0 {ksize = array<i64: 1, 1>, padding = #net<padding valid>, strides = array<i64: 1, 1>} : tensor<2x4x4x3xf32> -> tensor<2x4x4x3xf32>
  %2 = net.concat "cat" %0, %1 {axis = 3 : i64} : tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32> -> tensor<2x4x4x6xf32>
  %3 = net.elementwise "twice" %1, %1 {activation = #net<activation relu>} : tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32> -> tensor<2x4x4x3xf32>
}
