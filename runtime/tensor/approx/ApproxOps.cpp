//===- ApproxOps.cpp - approximate tensor operations (CPU) ----------------===//
//
// A convolution that computes only the outputs a perforation keeps, or only
// the filter elements a sampling keeps (rescaled so that the expected sum is
// unchanged), as ApproxTuner's GPU kernels do: the input patches of what is
// kept (a reduced im2col) times the kept filter elements, one oneDNN sgemm
// per group on the CPU runtime's OpenMP threads, so that its cost shrinks
// with the work the knob skips. Perforated rows (columns) are then filled
// with the mean of their two computed neighbours.
//
//===----------------------------------------------------------------------===//
#include "ApproxOps.h"
#include "../Tensor.h"

#include <oneapi/dnnl/dnnl.h>

#include <vector>

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
  // The filter elements and output positions the knob keeps.
  std::vector<long> Kept, Rows, Cols;
  for (long J = 0; J != Reduction; ++J)
    if (!(Sample && skipped(J, K)))
      Kept.push_back(J);
  for (long Y0 = 0; Y0 != long(O[2]); ++Y0)
    if (!(K.K == Knob::PerforateRows && skipped(Y0, K)))
      Rows.push_back(Y0);
  for (long X0 = 0; X0 != long(O[3]); ++X0)
    if (!(K.K == Knob::PerforateCols && skipped(X0, K)))
      Cols.push_back(X0);
  long Js = long(Kept.size()), Positions = long(Rows.size() * Cols.size());
  long Columns = long(O[0]) * Positions; // every image's kept positions
  std::vector<float> Patches(size_t(Js * Columns)),
      Weights(size_t(KPerGroup * Js)), Result(size_t(KPerGroup * Columns));
  for (long Group = 0; Group != G.Groups; ++Group) {
    long C0 = Group * long(F[1]);
    // Patches: one row per kept filter element, one column per image and
    // kept output position (im2col of what the knob computes).
#pragma omp parallel for schedule(static) if (Js * Columns > 65536)
    for (long R = 0; R < Js; ++R) {
      long J = Kept[size_t(R)];
      long C = J / long(F[2] * F[3]), Fy = J / long(F[3]) % long(F[2]),
           Fx = J % long(F[3]);
      float *Row = Patches.data() + R * Columns;
      for (long N = 0; N != long(O[0]); ++N) {
        const float *Plane = X + (N * long(I[1]) + C0 + C) * long(I[2] * I[3]);
        for (long Y0 : Rows) {
          long Iy = Y0 * G.StrideH + Fy - G.PadH;
          bool Inside = Iy >= 0 && Iy < long(I[2]);
          for (long X0 : Cols) {
            long Ix = X0 * G.StrideW + Fx - G.PadW;
            *Row++ = Inside && Ix >= 0 && Ix < long(I[3])
                         ? Plane[Iy * long(I[3]) + Ix]
                         : 0.0f;
          }
        }
      }
    }
    for (long Ko = 0; Ko != KPerGroup; ++Ko)
      for (long R = 0; R != Js; ++R)
        Weights[size_t(Ko * Js + R)] =
            W[(Group * KPerGroup + Ko) * Reduction + Kept[size_t(R)]];
    dnnl_sgemm('N', 'N', KPerGroup, Columns, Js, Scale, Weights.data(), Js,
               Patches.data(), Columns, 0.0f, Result.data(), Columns);
    // Back to N x K x H x W, at the kept positions.
    for (long Ko = 0; Ko != KPerGroup; ++Ko)
      for (long N = 0; N != long(O[0]); ++N) {
        const float *From = Result.data() + Ko * Columns + N * Positions;
        float *Plane =
            Y + (N * long(O[1]) + Group * KPerGroup + Ko) * long(O[2] * O[3]);
        for (long Y0 : Rows)
          for (long X0 : Cols)
            Plane[Y0 * long(O[3]) + X0] = *From++;
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
