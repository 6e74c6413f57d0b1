//===- Tensor.h - tensor descriptors of the tensor runtime ------*- C++ -*-===//
//
// Making, checking and freeing hpvm_tensor descriptors (hpvm/hpvm_tensor.h),
// and the list of a batch's tensors that hpvm_tensor_free_batch frees.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_TENSOR_TENSOR_H
#define HPVM_RUNTIME_TENSOR_TENSOR_H

#include "hpvm/hpvm_tensor.h"

#include <array>
#include <cstddef>
#include <string>
#include <vector>

namespace hpvm::tensor {

/// Dimensions padded to four, NCHW: {n} is {n, 1, 1, 1}.
using Dims4 = std::array<size_t, 4>;

/// A new float tensor with \p Dims (1 to 4 of them); when \p InBatch, freed
/// by the next hpvm_tensor_free_batch. Its data is not initialised: the
/// caller writes all of it (an operation its result, a reader the file's
/// data). Zeroing would cost a pass over memory the host may never touch,
/// as a result the GPU computes stays on the device until requested.
hpvm_tensor *makeTensor(const std::vector<size_t> &Dims, bool InBatch);
/// A new batch tensor of \p T's shape, uninitialised (makeTensor).
hpvm_tensor *makeLike(const hpvm_tensor &T);
/// \p T's dimensions padded to four.
Dims4 dims4(const hpvm_tensor &T);
/// "2x3x4x4".
std::string shapeText(const hpvm_tensor &T);
/// \p Handle as a float tensor; a fatal error naming \p Op when it is null
/// or of another type.
hpvm_tensor &floatTensor(const char *Op, void *Handle, const char *What);
inline float *floats(hpvm_tensor &T) {
  return static_cast<float *>(T.host_data);
}

/// Prints "hpvm-tensor: error: <op>: <message>" and exits with status 1.
[[noreturn]] void opError(const char *Op, const std::string &Message);

} // namespace hpvm::tensor

#endif // HPVM_RUNTIME_TENSOR_TENSOR_H
