//===- ApproxOps.h - approximate tensor operations (CPU) --------*- C++ -*-===//
//
// ApproxTuner's approximations, on host data: perforated and filter-sampled
// convolutions and reduction-sampled matrix products (our own kernels:
// libraries have none), and rounding to half precision.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_TENSOR_APPROX_APPROXOPS_H
#define HPVM_RUNTIME_TENSOR_APPROX_APPROXOPS_H

#include "../Geometry.h"
#include "../Knobs.h"
#include "hpvm/hpvm_tensor.h"

namespace hpvm::tensor::approx {

/// Rounds every element of \p T to the nearest half-precision value.
void roundToHalf(hpvm_tensor &T);
/// A convolution under a PerforateRows, PerforateCols or SampleFilter knob.
void convolution(hpvm_tensor &In, hpvm_tensor &Filter, hpvm_tensor &Out,
                 const ConvGeometry &G, const Knob &K);
/// A matrix product (as tensor_mul) under a SampleReduction knob.
void matmul(hpvm_tensor &L, hpvm_tensor &R, hpvm_tensor &Out, const Knob &K);

} // namespace hpvm::tensor::approx

#endif // HPVM_RUNTIME_TENSOR_APPROX_APPROXOPS_H
