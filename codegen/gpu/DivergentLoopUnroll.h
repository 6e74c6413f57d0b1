//===- DivergentLoopUnroll.h - unroll count of divergent loops --*- C++ -*-===//
//
// LLVM unrolls a loop of run-time trip count 8 times when its body is small
// (NVPTX's partial-unroll threshold), NVVM (nvcc) 4 times. Where the trip
// count differs between the threads of a warp (it depends on the thread's
// ids or on loaded data: spmv's rows of 4 to 28 entries), the warp runs the
// remainder loop, up to count - 1 iterations of a full memory latency each,
// as long as its longest remainder, and a thread with a short loop gains
// nothing from the longer body: there the count is at most 4. A loop whose
// trip count is the same for the whole warp (a bound passed to the kernel:
// the naive sgemm's k loop) keeps LLVM's count, whose longer body keeps
// more loads in flight per thread. As in nvcc's PTX, only the remainder
// loop is marked for ptxas not to unroll it.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_GPU_DIVERGENTLOOPUNROLL_H
#define HPVM_CODEGEN_GPU_DIVERGENTLOOPUNROLL_H

#include "llvm/IR/PassManager.h"

namespace hpvm {

/// Gives each innermost loop of a device function whose trip count is
/// neither a constant nor warp-uniform, and that LLVM would unroll more
/// than 4 times, the unroll count 4 (llvm.loop.unroll.count; `-mllvm
/// -hpvm-divergent-unroll-count=N` sets another, 0 leaves LLVM's). Runs
/// after the loop simplification of -O3 (full unrolling included) and
/// before its partial and run-time unrolling.
class DivergentLoopUnroll : public llvm::PassInfoMixin<DivergentLoopUnroll> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

} // namespace hpvm

#endif // HPVM_CODEGEN_GPU_DIVERGENTLOOPUNROLL_H
