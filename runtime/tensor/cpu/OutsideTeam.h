//===- OutsideTeam.h - oneDNN calls out of the graph's OpenMP team -*- C++ -*-//
//
// oneDNN runs on OpenMP and some of its kernels (batch normalization, for
// one) synchronize their threads with `omp barrier`. Tensor leaves that run
// at the same time are OpenMP tasks of the graph's team (TaskGraph.cpp);
// there oneDNN does not open a team of its own, so such a barrier binds to
// the graph's team, whose other threads never reach it: the program hangs.
// Inside an active parallel region, oneDNN calls are therefore made on a
// thread of the tensor runtime's own, outside every team, one at a time,
// while the calling thread waits.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_TENSOR_CPU_OUTSIDETEAM_H
#define HPVM_RUNTIME_TENSOR_CPU_OUTSIDETEAM_H

#include <functional>

namespace hpvm::tensor::cpu {

/// Runs \p F here when this thread is in no active OpenMP parallel region,
/// else on the runtime's oneDNN thread, and returns when \p F has; an
/// exception of \p F is rethrown here.
void runOutsideTeam(const std::function<void()> &F);

} // namespace hpvm::tensor::cpu

#endif // HPVM_RUNTIME_TENSOR_CPU_OUTSIDETEAM_H
