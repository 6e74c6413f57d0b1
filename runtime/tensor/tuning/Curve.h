//===- Curve.h - a tuned program's curve of configurations -------*- C++
//-*-===//
//
// hpvm-tune writes a program's Pareto curve (docs/tuning.md): configurations
// of knobs, from the most accurate to the fastest, each with its speedup
// over the exact program and its quality:
//
//   # comment
//   configuration <speedup> <quality>
//   <operation> <knob>
//   ...
//
// The program loads it (hpvm_tensor_load_curve, or HPVM_TENSOR_CURVE=<file>
// before the first operation) and switches among its configurations while it
// runs, by speedup target, without recompiling.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_TENSOR_TUNING_CURVE_H
#define HPVM_RUNTIME_TENSOR_TUNING_CURVE_H

#include <istream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hpvm::tensor {

struct CurvePoint {
  double Speedup = 1, Quality = 0;
  std::vector<std::pair<std::string, std::string>> Knobs; // operation, knob
};

/// The curve in \p In (named \p Path in errors), or nothing after a located
/// error on stderr: a malformed line, an unknown knob, speedups that do not
/// grow, or no configuration.
std::optional<std::vector<CurvePoint>> parseCurve(std::istream &In,
                                                  const std::string &Path);

/// The index of the first point of \p Curve (ordered by growing speedup)
/// whose speedup is at least \p Target, or of the last when none is.
size_t pointForSpeedup(const std::vector<CurvePoint> &Curve, double Target);

} // namespace hpvm::tensor

#endif // HPVM_RUNTIME_TENSOR_TUNING_CURVE_H
