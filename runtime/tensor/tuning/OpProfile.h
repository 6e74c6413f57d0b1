//===- OpProfile.h - what each operation took and which knobs it takes ---===//
//
// With HPVM_TENSOR_PROFILE=<file>, the program writes at exit one line per
// operation it ran, in the order they first ran:
//
//   <operation> <runs> <seconds> <work> <knobs>
//
// <seconds> is the host time of its runs under their knobs but the first
// (a warm-up, with one-time costs: library code generation, thread start),
// estimated as their median time times their number so that a run another
// process preempted counts as a typical one; or the time of its only run.
// The exact reruns that error recording adds are not counted. <work> counts one
// run's multiply-adds (a convolution's or matrix product's: output elements
// times the reduction's length; another operation's: its output elements), the
// hardware-independent cost of development-time tuning. <knobs> is a comma list
// of the knob families the operation takes (fp32,fp16 and perf_row,perf_col,
// samp for a convolution, red_samp for a tensor_mul). hpvm-tune reads it to
// find a program's operations and their costs (docs/tuning.md).
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_TENSOR_TUNING_OPPROFILE_H
#define HPVM_RUNTIME_TENSOR_TUNING_OPPROFILE_H

#include "../Knobs.h"

#include <chrono>
#include <initializer_list>

namespace hpvm::tensor {

/// Whether operations are profiled (HPVM_TENSOR_PROFILE is set).
bool profilingOps();
/// Adds one run of \p Op, taking \p Seconds and doing \p Work, whose
/// approximations are \p ApproxKinds.
void recordOpRun(const char *Op, double Seconds, double Work,
                 std::initializer_list<Knob::Kind> ApproxKinds);

/// Times one run of an operation while operations are profiled: from its
/// construction to stop() or, without one, its destruction.
class OpTimer {
public:
  OpTimer(const char *Op, double Work,
          std::initializer_list<Knob::Kind> ApproxKinds)
      : Op(Op), Work(Work), ApproxKinds(ApproxKinds), On(profilingOps()) {}
  ~OpTimer() { stop(); }
  void stop() {
    if (!On)
      return;
    On = false;
    std::chrono::duration<double> Took =
        std::chrono::steady_clock::now() - Start;
    recordOpRun(Op, Took.count(), Work, ApproxKinds);
  }

private:
  const char *Op;
  double Work;
  std::initializer_list<Knob::Kind> ApproxKinds;
  bool On;
  std::chrono::steady_clock::time_point Start =
      std::chrono::steady_clock::now();
};

} // namespace hpvm::tensor

#endif // HPVM_RUNTIME_TENSOR_TUNING_OPPROFILE_H
