//===- PythonFloat.h - Python 3's text for a float --------------*- C++ -*-===//
//
// Paleo prints its times with Python's str(), so reproducing its output byte
// for byte needs Python 3's float repr (MODEL.md section 6, "Numbers").
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_PYTHONFLOAT_H
#define NETC_COSTMODEL_PYTHONFLOAT_H

#include <string>

namespace netc {

/// What Python 3's repr(x) prints: the shortest digits that read back as the
/// same double; fixed notation when the decimal point falls within 16 places
/// to the right of the first digit and fewer than 4 to its left (appending
/// ".0" to integral values), scientific otherwise with at least two exponent
/// digits. 100.0, 0.0001, 1e-06, 1.5e+16, 4.190180990609837, inf, nan.
std::string pythonFloatRepr(double value);

} // namespace netc

#endif // NETC_COSTMODEL_PYTHONFLOAT_H
