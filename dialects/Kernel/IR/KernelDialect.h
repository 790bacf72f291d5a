//===- KernelDialect.h - The kern dialect -----------------------*- C++ -*-===//
#ifndef NETC_KERNEL_IR_KERNELDIALECT_H
#define NETC_KERNEL_IR_KERNELDIALECT_H

#include "mlir/IR/Dialect.h"

#include "Kernel/IR/KernelDialect.h.inc"

#endif // NETC_KERNEL_IR_KERNELDIALECT_H
