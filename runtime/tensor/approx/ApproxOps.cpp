//===- ApproxOps.cpp - approximate tensor operations (CPU) ----------------===//
//
// A direct convolution that computes only the outputs a perforation keeps,
// or only the filter elements a sampling keeps (rescaled so that the
// expected sum is unchanged), parallel over images and output channels on
// the CPU runtime's OpenMP threads. Perforated rows (columns) are then
// filled with the mean of their two computed neighbours.
//
//===----------------------------------------------------------------------===//
#include "ApproxOps.h"
#include "../Tensor.h"

namespace hpvm::tensor::approx {
namespace {

bool skipped(long Index, const Knob &K) { return Index % K.Period == K.Offset; }

/// Fills the perforated rows (or columns) of every N x K plane of \p Out.
void interpolate(hpvm_tensor &Out, const Knob &K) {
  Dims4 D = dims4(Out);
  bool Rows = K.K == Knob::PerforateRows;
  long Lines = long(Rows ? D[2] : D[3]), Along = long(Rows ? D[3] : D[2]);
  float *Data = floats(Out);
  auto At = [&](size_t Plane, long Line, long I) -> float & {
    long Y = Rows ? Line : I, X = Rows ? I : Line;
    return Data[(Plane * D[2] + Y) * D[3] + X];
  };
  for (size_t Plane = 0; Plane != D[0] * D[1]; ++Plane)
    for (long Line = 0; Line != Lines; ++Line) {
      if (!skipped(Line, K))
        continue;
      bool Before = Line > 0, After = Line + 1 < Lines;
      for (long I = 0; I != Along; ++I)
        At(Plane, Line, I) =
            Before && After
                ? 0.5f * (At(Plane, Line - 1, I) + At(Plane, Line + 1, I))
            : Before ? At(Plane, Line - 1, I)
            : After  ? At(Plane, Line + 1, I)
                     : 0.0f;
    }
}

} // namespace

void roundToHalf(hpvm_tensor &T) {
  float *Data = floats(T);
  for (size_t I = 0; I != T.num_elems; ++I)
    Data[I] = float(_Float16(Data[I]));
}

void convolution(hpvm_tensor &In, hpvm_tensor &Filter, hpvm_tensor &Out,
                 const ConvGeometry &G, const Knob &K) {
  Dims4 I = dims4(In), F = dims4(Filter), O = dims4(Out);
  const float *X = floats(In), *W = floats(Filter);
  float *Y = floats(Out);
  long KPerGroup = long(F[0]) / G.Groups;
  long Reduction = long(F[1] * F[2] * F[3]);
  bool Sample = K.K == Knob::SampleFilter;
  float Scale = Sample ? float(K.Period) / float(K.Period - 1) : 1.0f;
#pragma omp parallel for collapse(2) schedule(static)
  for (long N = 0; N < long(O[0]); ++N)
    for (long Ko = 0; Ko < long(O[1]); ++Ko) {
      long C0 = (Ko / KPerGroup) * long(F[1]);
      for (long Oy = 0; Oy < long(O[2]); ++Oy) {
        if (K.K == Knob::PerforateRows && skipped(Oy, K))
          continue;
        for (long Ox = 0; Ox < long(O[3]); ++Ox) {
          if (K.K == Knob::PerforateCols && skipped(Ox, K))
            continue;
          float Sum = 0;
          for (long J = 0; J != Reduction; ++J) {
            if (Sample && skipped(J, K))
              continue;
            long C = J / long(F[2] * F[3]), R = J / long(F[3]) % long(F[2]),
                 S = J % long(F[3]);
            long Iy = Oy * G.StrideH + R - G.PadH;
            long Ix = Ox * G.StrideW + S - G.PadW;
            if (Iy < 0 || Ix < 0 || Iy >= long(I[2]) || Ix >= long(I[3]))
              continue;
            Sum +=
                X[((N * long(I[1]) + C0 + C) * long(I[2]) + Iy) * long(I[3]) +
                  Ix] *
                W[Ko * Reduction + J];
          }
          Y[((N * long(O[1]) + Ko) * long(O[2]) + Oy) * long(O[3]) + Ox] =
              Sum * Scale;
        }
      }
    }
  if (K.K == Knob::PerforateRows || K.K == Knob::PerforateCols)
    interpolate(Out, K);
}

void matmul(hpvm_tensor &L, hpvm_tensor &R, hpvm_tensor &Out, const Knob &K) {
  long M = long(L.dims.dim_sizes[0]), Kd = long(L.num_elems) / M;
  long N = long(R.num_elems) / Kd;
  const float *A = floats(L), *B = floats(R);
  float *C = floats(Out);
  float Scale = float(K.Period) / float(K.Period - K.Skip);
#pragma omp parallel for schedule(static)
  for (long I = 0; I < M; ++I) {
    float *Row = C + I * N;
    for (long J = 0; J != N; ++J)
      Row[J] = 0;
    for (long P = 0; P != Kd; ++P) {
      if (P % K.Period < K.Skip)
        continue;
      float Av = A[I * Kd + P];
      for (long J = 0; J != N; ++J)
        Row[J] += Av * B[P * N + J];
    }
    for (long J = 0; J != N; ++J)
      Row[J] *= Scale;
  }
}

} // namespace hpvm::tensor::approx
