//===- Im2col.h - rows of a reduced im2col ----------------------*- C++ -*-===//
//
// One row of the approximate convolution's im2col: for every image, the
// input values one filter element meets at the kept output positions.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_TENSOR_APPROX_IM2COL_H
#define HPVM_RUNTIME_TENSOR_APPROX_IM2COL_H

namespace hpvm::tensor::approx {

/// For each of \p Images input planes of \p PlaneSize floats, \p Stride
/// floats apart from \p Plane, writes \p Positions floats to \p Row (one
/// image after the other): position P reads element From[P] of the plane,
/// or is 0 where From[P] is negative (the padding). Planes of at most 16
/// floats with at most 16 positions take one AVX-512 permutation an image
/// where the CPU has AVX-512.
void im2colRow(const float *Plane, long Stride, long PlaneSize, long Images,
               const int *From, long Positions, float *Row);
/// Whether im2colRow permutes planes of \p PlaneSize floats in registers
/// (at most \p Positions, the whole output plane, per image).
bool im2colPermutes(long PlaneSize, long Positions);

} // namespace hpvm::tensor::approx

#endif // HPVM_RUNTIME_TENSOR_APPROX_IM2COL_H
