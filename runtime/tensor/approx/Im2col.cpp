//===- Im2col.cpp - rows of a reduced im2col ------------------------------===//
#include "Im2col.h"

#include <immintrin.h>

namespace hpvm::tensor::approx {
namespace {

/// im2colRow for planes and positions of at most 16 floats: each image's
/// plane in one register, permuted by From (masked where it is negative).
__attribute__((target("avx512f"))) void
im2colRow16(const float *Plane, long Stride, long PlaneSize, long Images,
            const int *From, long Positions, float *Row) {
  alignas(64) int Index[16] = {};
  __mmask16 Read = 0;
  for (long P = 0; P != Positions; ++P)
    if (From[P] >= 0) {
      Index[P] = From[P];
      Read = __mmask16(Read | 1u << P);
    }
  __m512i Idx = _mm512_load_si512(Index);
  __mmask16 Load = __mmask16((1u << PlaneSize) - 1),
            Store = __mmask16((1u << Positions) - 1);
  for (long N = 0; N != Images; ++N, Plane += Stride, Row += Positions)
    _mm512_mask_storeu_ps(Row, Store,
                          _mm512_maskz_permutexvar_ps(
                              Read, Idx, _mm512_maskz_loadu_ps(Load, Plane)));
}

} // namespace

bool im2colPermutes(long PlaneSize, long Positions) {
  static const bool Avx512 = __builtin_cpu_supports("avx512f");
  return Avx512 && PlaneSize <= 16 && Positions <= 16;
}

void im2colRow(const float *Plane, long Stride, long PlaneSize, long Images,
               const int *From, long Positions, float *Row) {
  if (im2colPermutes(PlaneSize, Positions)) {
    im2colRow16(Plane, Stride, PlaneSize, Images, From, Positions, Row);
    return;
  }
  for (long N = 0; N != Images; ++N, Plane += Stride, Row += Positions)
    for (long P = 0; P != Positions; ++P)
      Row[P] = From[P] < 0 ? 0.0f : Plane[From[P]];
}

} // namespace hpvm::tensor::approx
