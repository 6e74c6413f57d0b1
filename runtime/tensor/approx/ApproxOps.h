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

#include <optional>

namespace hpvm::tensor::approx {

/// Rounds every element of \p T to the nearest half-precision value.
void roundToHalf(hpvm_tensor &T);
/// A convolution under a PerforateRows, PerforateCols or SampleFilter knob,
/// by one of the two below: whichever costs less on the CPU.
void convolution(hpvm_tensor &In, hpvm_tensor &Filter, hpvm_tensor &Out,
                 const ConvGeometry &G, const Knob &K);
/// The kept outputs as a reduced im2col times the kept filter elements (one
/// sgemm per group), then the perforated lines interpolated.
void convolutionByGemm(hpvm_tensor &In, hpvm_tensor &Filter, hpvm_tensor &Out,
                       const ConvGeometry &G, const Knob &K);
/// A depthwise convolution (one input and one output channel per group) of
/// stride 1, directly: per channel, the kept filter taps times the shifted,
/// zero-padded input plane, at the kept rows (every column).
void depthwise(hpvm_tensor &In, hpvm_tensor &Filter, hpvm_tensor &Out,
               const ConvGeometry &G, const Knob &K);
/// A perforation's kept lines by oneDNN's convolution, one strided
/// convolution per kept residue of the period, then the perforated lines
/// interpolated; false, with \p Out unspecified, where oneDNN cannot (the
/// lines of a residue would read padding alone).
bool perforateWithOneDNN(hpvm_tensor &In, hpvm_tensor &Filter,
                         hpvm_tensor &Out, const ConvGeometry &G,
                         const Knob &K);
/// Adds \p Bias (one element per channel, if any) to \p Out, N x C x H x
/// W, and applies \p Act (clipped relu to [Lo, Hi]), as the exact
/// convolution's epilogue does.
void epilogue(hpvm_tensor &Out, const hpvm_tensor *Bias,
              std::optional<Activation> Act, float Lo, float Hi);
/// A matrix product (as tensor_mul) under a SampleReduction knob.
void matmul(hpvm_tensor &L, hpvm_tensor &R, hpvm_tensor &Out, const Knob &K);

} // namespace hpvm::tensor::approx

#endif // HPVM_RUNTIME_TENSOR_APPROX_APPROXOPS_H
