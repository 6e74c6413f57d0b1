//===- Knobs.h - precision and approximation knobs per op -------*- C++ -*-===//
//
// A configuration gives each operation (by its name, see hpvm_tensor.h) one
// knob of ApproxTuner's set; operations without one run exactly in FP32.
// Knobs are set at run time by hpvm_tensor_set_knob or from a file
// (hpvm_tensor_load_config, or HPVM_TENSOR_CONFIG=<file> before the first
// operation), without recompiling.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_TENSOR_KNOBS_H
#define HPVM_RUNTIME_TENSOR_KNOBS_H

#include <optional>
#include <string>

namespace hpvm::tensor {

struct Knob {
  enum Kind {
    Exact,           // fp32
    FP16,            // fp16: half precision (Execution.h)
    PerforateRows,   // perf_row_<rate>_<offset>: convolutions
    PerforateCols,   // perf_col_<rate>_<offset>: convolutions
    SampleFilter,    // samp_<rate>_<offset>: convolutions
    SampleReduction, // red_samp_<rate>: tensor_mul
  } K = Exact;
  /// Perforation: every Period-th output row (column), starting at Offset,
  /// is interpolated instead of computed (50%: 2, 33%: 3). Filter sampling:
  /// every Period-th filter element, from Offset, is skipped (50%: 2, 25%:
  /// 4). Reduction sampling: Skip of every Period reduction elements are
  /// skipped (50%: 1 of 2, 40%: 2 of 5, 25%: 1 of 4).
  int Period = 1, Offset = 0, Skip = 0;
  /// fp32_cpu: exact, and on the CPU even where there is a GPU (the device
  /// per operation that hpvm-tune measure --devices chooses).
  bool OnCPU = false;
};

/// The knob named \p Text ("fp16", "fp32_cpu", "perf_row_50_1", ...), if it
/// is one.
std::optional<Knob> parseKnob(const std::string &Text);
/// The knob of operation \p Op: its own, else that of "*", else Exact.
Knob knobOf(const char *Op);

} // namespace hpvm::tensor

#endif // HPVM_RUNTIME_TENSOR_KNOBS_H
