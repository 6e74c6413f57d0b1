//===- Metrics.h - error metrics of approximated operations -----*- C++ -*-===//
//
// ApproxHPVM's per-operation metrics: the L1 and L2 norms of an approximate
// result's error, relative to the norms of the exact result.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_TENSOR_METRICS_H
#define HPVM_RUNTIME_TENSOR_METRICS_H

#include "hpvm/hpvm_tensor.h"

namespace hpvm::tensor {

/// Whether operations under knobs are also run exactly to record errors.
bool recordingErrors();
/// Records the error of \p Approx against \p Exact (host data, same shape)
/// as operation \p Op's.
void recordError(const char *Op, const hpvm_tensor &Approx,
                 const hpvm_tensor &Exact);

} // namespace hpvm::tensor

#endif // HPVM_RUNTIME_TENSOR_METRICS_H
