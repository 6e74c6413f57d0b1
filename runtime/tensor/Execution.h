//===- Execution.h - an operation on a device, under its knob ---*- C++ -*-===//
//
// Where an operation runs (the GPU when there is one, or as chosen) and how
// (its knob, Knobs.h): exactly, in half precision (on the GPU in half data;
// on the CPU, or where the GPU lacks the operation's form, with operands and
// result rounded), or approximately on the CPU; and, while errors are recorded,
// exactly a second time to measure the approximation.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_TENSOR_EXECUTION_H
#define HPVM_RUNTIME_TENSOR_EXECUTION_H

#include "Knobs.h"
#include "hpvm/hpvm_tensor.h"

#include <functional>
#include <initializer_list>
#include <vector>

namespace hpvm::tensor {

using Operands = std::vector<hpvm_tensor *>;

/// Whether \p Op runs on the GPU (never when the GPU does not support this
/// form of it: !\p Supported); when not, the host data of \p Inputs is
/// made valid for the CPU.
bool onGPU(const char *Op, const Operands &Inputs, bool Supported = true);

/// Runs operation \p Op (\p What: "a convolution", ...) on \p Inputs into
/// \p Out under its knob. \p Exact computes the exact result on any operands
/// (choosing the device with onGPU); \p Approx, on host data, the
/// approximations of kinds \p ApproxKinds. A knob of another kind is an
/// error naming the operation.
void execute(const char *Op, const char *What, const Operands &Inputs,
             hpvm_tensor &Out,
             const std::function<void(const Operands &, hpvm_tensor &)> &Exact,
             std::initializer_list<Knob::Kind> ApproxKinds = {},
             const std::function<void(const Operands &, hpvm_tensor &,
                                      const Knob &)> &Approx = nullptr);

} // namespace hpvm::tensor

#endif // HPVM_RUNTIME_TENSOR_EXECUTION_H
