//===- ApproxOps.cpp - approximate tensor operations (CPU) ----------------===//
//
// A convolution that computes only the outputs a perforation keeps, or only
// the filter elements a sampling keeps (rescaled so that the expected sum is
// unchanged), as ApproxTuner's GPU kernels do, so that its cost shrinks with
// the work the knob skips: the input patches of what is kept (a reduced
// im2col) times the kept filter elements, one oneDNN sgemm per group; for a
// depthwise convolution, the kept filter taps times the shifted input
// planes; or, for a perforation where those cost more, oneDNN's convolution
// of the kept lines alone (a stride of the period times the convolution's).
// Perforated rows (columns) are then filled with the mean of their two
// computed neighbours.
//
//===----------------------------------------------------------------------===//
#include "ApproxOps.h"
#include "../Tensor.h"
#include "../cpu/CpuOps.h"
#include "../cpu/OutsideTeam.h"
#include "Im2col.h"

#include <oneapi/dnnl/dnnl.h>

#include <algorithm>
#include <array>
#include <map>
#include <mutex>
#include <vector>

namespace hpvm::tensor::approx {
namespace {

/// The indices below \p Size that knob \p K keeps (all unless \p Applies):
/// those but every Period-th from Offset.
std::vector<long> kept(long Size, const Knob &K, bool Applies) {
  std::vector<long> Kept;
  Kept.reserve(size_t(Size));
  for (long I = 0, Phase = 0; I != Size; ++I) {
    if (!Applies || Phase != K.Offset)
      Kept.push_back(I);
    Phase = Phase + 1 == K.Period ? 0 : Phase + 1;
  }
  return Kept;
}

/// To[0, Length) = the mean of A and B there.
void mean(const float *__restrict A, const float *__restrict B,
          float *__restrict To, long Length) {
  for (long I = 0; I != Length; ++I)
    To[I] = 0.5f * (A[I] + B[I]);
}

/// Fills the perforated rows (or columns) of every N x K plane of \p Out
/// with the mean of their two computed neighbours, or the one they have at
/// an edge.
void interpolate(hpvm_tensor &Out, const Knob &K) {
  Dims4 D = dims4(Out);
  long H = long(D[2]), W = long(D[3]);
  float *Data = floats(Out);
  for (size_t Plane = 0; Plane != D[0] * D[1]; ++Plane) {
    float *P = Data + long(Plane) * H * W;
    if (K.K == Knob::PerforateRows) {
      for (long Y = K.Offset; Y < H; Y += K.Period) {
        float *Row = P + Y * W;
        const float *Up = Row - W, *Down = Row + W;
        if (Y > 0 && Y + 1 < H)
          mean(Up, Down, Row, W);
        else if (H > 1)
          std::copy(Y > 0 ? Up : Down, (Y > 0 ? Up : Down) + W, Row);
        else
          std::fill(Row, Row + W, 0.0f);
      }
      continue;
    }
    for (float *Row = P; Row != P + H * W; Row += W)
      for (long X = K.Offset; X < W; X += K.Period)
        Row[X] = X > 0 && X + 1 < W ? 0.5f * (Row[X - 1] + Row[X + 1])
                 : W == 1           ? 0.0f
                 : X > 0            ? Row[X - 1]
                                    : Row[X + 1];
  }
}

/// Copies \p Length floats: short runs, inline.
void copyRun(const float *From, float *To, long Length) {
  for (long I = 0; I != Length; ++I)
    To[I] = From[I];
}

/// To[0, Length) += A * From[0, Length), in the widest vectors the CPU has.
__attribute__((target_clones("avx512f", "avx2", "default"))) void
multiplyAdd(float A, const float *__restrict From, float *__restrict To,
            long Length) {
  for (long I = 0; I != Length; ++I)
    To[I] += A * From[I];
}

/// This thread's scratch buffer \p Which of at least \p Size floats, kept
/// from call to call.
float *scratch(int Which, size_t Size) {
  thread_local std::vector<float> Buffers[3];
  std::vector<float> &B = Buffers[Which];
  if (B.size() < Size)
    B.resize(Size);
  return B.data();
}


} // namespace

void roundToHalf(hpvm_tensor &T) {
  float *Data = floats(T);
  for (size_t I = 0; I != T.num_elems; ++I)
    Data[I] = float(_Float16(Data[I]));
}

void epilogue(hpvm_tensor &Out, const hpvm_tensor *Bias,
              std::optional<Activation> Act, float Lo, float Hi) {
  Dims4 D = dims4(Out);
  long Plane = long(D[2] * D[3]);
  const float *B = Bias ? static_cast<const float *>(Bias->host_data) : nullptr;
  bool Relu = Act == Activation::Relu, Clip = Act == Activation::ClippedRelu;
  float *Y = floats(Out);
  // oneDNN's formulas (a relu's negative slope of 0 times x: -0 for x < 0;
  // clip as max then min), for the same results as the exact operation's.
  for (size_t N = 0; N != D[0]; ++N)
    for (size_t C = 0; C != D[1]; ++C, Y += Plane) {
      float Add = B ? B[C] : 0.0f;
      for (long I = 0; I != Plane; ++I) {
        float V = B ? Y[I] + Add : Y[I];
        if (Relu)
          V = V > 0 ? V : V * 0.0f;
        if (Clip) {
          V = V > Lo ? V : Lo;
          V = V < Hi ? V : Hi;
        }
        Y[I] = V;
      }
    }
  if (Act == Activation::Tanh) // oneDNN's, as the exact operation's
    cpu::activation(Out, Out, *Act, Lo, Hi);
}

bool perforateWithOneDNN(hpvm_tensor &In, hpvm_tensor &Filter,
                         hpvm_tensor &Out, const ConvGeometry &G,
                         const Knob &K) {
  for (long First = 0; First != K.Period; ++First)
    if (First != K.Offset &&
        !cpu::convolutionLines(In, Filter, Out, G,
                               K.K == Knob::PerforateRows, First, K.Period))
      return false;
  interpolate(Out, K);
  return true;
}

void convolution(hpvm_tensor &In, hpvm_tensor &Filter, hpvm_tensor &Out,
                 const ConvGeometry &G, const Knob &K) {
  // oneDNN's convolution costs some 20 us a call more than it computes on
  // the digits networks' shapes, the reduced im2col some 0.6 ns an element
  // (a tenth of that where it permutes planes in registers) and the sgemm
  // of a group of one output channel more than it saves. A depthwise
  // convolution of stride 1 runs directly; oneDNN pays for other grouped
  // convolutions and, at period 2, where the im2col would be large and
  // element by element (bench/tensor/approx-conv.sh).
  Dims4 I = dims4(In), F = dims4(Filter), O = dims4(Out);
  bool Perforation =
      K.K == Knob::PerforateRows || K.K == Knob::PerforateCols;
  double Im2col = double(F[1] * F[2] * F[3]) * double(O[0] * O[2] * O[3]) *
                  G.Groups * (K.Period - 1) / K.Period;
  bool Large = K.Period == 2 && Im2col >= 32768 &&
               !im2colPermutes(long(I[2] * I[3]), long(O[2] * O[3]));
  if (F[1] == 1 && long(F[0]) == G.Groups && G.StrideH == 1 &&
      G.StrideW == 1) {
    depthwise(In, Filter, Out, G, K);
    return;
  }
  if (Perforation && (G.Groups > 1 || Large) &&
      perforateWithOneDNN(In, Filter, Out, G, K))
    return;
  convolutionByGemm(In, Filter, Out, G, K);
}

void depthwise(hpvm_tensor &In, hpvm_tensor &Filter, hpvm_tensor &Out,
               const ConvGeometry &G, const Knob &K) {
  Dims4 I = dims4(In), F = dims4(Filter), O = dims4(Out);
  const float *X = floats(In), *W = floats(Filter);
  long Images = long(I[0]), Channels = long(I[1]);
  long IH = long(I[2]), IW = long(I[3]), OH = long(O[2]), OW = long(O[3]);
  long PH = IH + 2 * G.PadH, PW = IW + 2 * G.PadW, Taps = long(F[2] * F[3]);
  bool Sample = K.K == Knob::SampleFilter;
  float Scale = Sample ? float(K.Period) / float(K.Period - 1) : 1.0f;
  std::vector<long> Kept = kept(Taps, K, Sample), Shifts;
  for (long T : Kept)
    Shifts.push_back(T / long(F[3]) * PW + T % long(F[3]));
  // The zero-padded input, channel by channel (C x N x PH x PW), and the
  // output likewise (its last rows and columns unused), so that a tap of a
  // channel adds one contiguous run of the input to the output over all
  // images. Every row is computed: on small planes, picking a
  // perforation's rows costs more than it saves.
  long Padded = PH * PW, Block = Images * Padded;
  long Run = (Images - 1) * Padded + (OH - 1) * PW + OW;
  float *In0 = scratch(0, size_t(Channels * Block));
  float *Sums = scratch(1, size_t(Channels * Block));
  std::fill(In0, In0 + Channels * Block, 0.0f);
  std::fill(Sums, Sums + Channels * Block, 0.0f);
  for (long N = 0; N != Images; ++N)
    for (long C = 0; C != Channels; ++C)
      for (long Y0 = 0; Y0 != IH; ++Y0)
        copyRun(X + ((N * Channels + C) * IH + Y0) * IW,
                In0 + C * Block + N * Padded + (Y0 + G.PadH) * PW + G.PadW,
                IW);
  for (long C = 0; C != Channels; ++C)
    for (size_t T = 0; T != Kept.size(); ++T)
      multiplyAdd(W[C * Taps + Kept[T]], In0 + C * Block + Shifts[T],
                  Sums + C * Block, Run);
  float *Y = floats(Out);
  for (long N = 0; N != Images; ++N)
    for (long C = 0; C != Channels; ++C)
      for (long Y0 = 0; Y0 != OH; ++Y0, Y += OW) {
        const float *From = Sums + C * Block + N * Padded + Y0 * PW;
        for (long X0 = 0; X0 != OW; ++X0)
          Y[X0] = Scale * From[X0];
      }
  if (K.K == Knob::PerforateRows || K.K == Knob::PerforateCols)
    interpolate(Out, K);
}

namespace {

/// What a knob keeps of a convolution of a shape, and where the kept parts
/// are read and written: built once per shape and knob.
struct Plan {
  /// The kept filter elements (of C x R x S), output rows and columns.
  std::vector<long> Kept, Rows, Cols;
  /// Per filter row and column, where each kept position reads its input
  /// plane (-1: in the padding).
  std::vector<std::vector<int>> Reads;
  /// Where each kept position goes in an output plane.
  std::vector<long> Places;
  /// The channel (in its group) and filter row and column of each kept
  /// filter element.
  std::vector<long> Channels, Taps;
};

Plan plan(const Dims4 &I, const Dims4 &F, const Dims4 &O,
          const ConvGeometry &G, const Knob &K) {
  Plan P;
  long IH = long(I[2]), IW = long(I[3]);
  P.Kept = kept(long(F[1] * F[2] * F[3]), K, K.K == Knob::SampleFilter);
  P.Rows = kept(long(O[2]), K, K.K == Knob::PerforateRows);
  P.Cols = kept(long(O[3]), K, K.K == Knob::PerforateCols);
  long Taps = long(F[2] * F[3]);
  for (long J : P.Kept) {
    P.Channels.push_back(J / Taps);
    P.Taps.push_back(J % Taps);
  }
  P.Reads.resize(size_t(Taps));
  for (long Y0 : P.Rows)
    for (long X0 : P.Cols) {
      P.Places.push_back(Y0 * long(O[3]) + X0);
      for (long Fy = 0; Fy != long(F[2]); ++Fy)
        for (long Fx = 0; Fx != long(F[3]); ++Fx) {
          long Iy = Y0 * G.StrideH + Fy - G.PadH,
               Ix = X0 * G.StrideW + Fx - G.PadW;
          bool Inside = Iy >= 0 && Iy < IH && Ix >= 0 && Ix < IW;
          P.Reads[size_t(Fy * long(F[3]) + Fx)].push_back(
              Inside ? int(Iy * IW + Ix) : -1);
        }
    }
  return P;
}

/// The plan of a shape and knob, made on its first use.
const Plan &planOf(const Dims4 &I, const Dims4 &F, const Dims4 &O,
                   const ConvGeometry &G, const Knob &K) {
  std::array<long, 20> Key{};
  for (size_t D = 0; D != 4; ++D) {
    Key[D] = long(I[D]);
    Key[4 + D] = long(F[D]);
    Key[8 + D] = long(O[D]);
  }
  long Rest[] = {G.PadH, G.PadW,   G.StrideH, G.StrideW,
                 G.Groups, K.K, K.Period, K.Offset};
  std::copy(std::begin(Rest), std::end(Rest), Key.begin() + 12);
  static std::mutex Lock;
  static std::map<std::array<long, 20>, Plan> Plans;
  std::lock_guard<std::mutex> Guard(Lock);
  auto It = Plans.find(Key);
  if (It == Plans.end())
    It = Plans.emplace(Key, plan(I, F, O, G, K)).first;
  return It->second;
}

} // namespace

void convolutionByGemm(hpvm_tensor &In, hpvm_tensor &Filter, hpvm_tensor &Out,
                       const ConvGeometry &G, const Knob &K) {
  Dims4 I = dims4(In), F = dims4(Filter), O = dims4(Out);
  const float *X = floats(In), *W = floats(Filter);
  float *Y = floats(Out);
  long Images = long(I[0]), IH = long(I[2]), IW = long(I[3]);
  long KPerGroup = long(F[0]) / G.Groups;
  long Reduction = long(F[1] * F[2] * F[3]);
  bool Sample = K.K == Knob::SampleFilter;
  float Scale = Sample ? float(K.Period) / float(K.Period - 1) : 1.0f;
  const Plan &Pl = planOf(I, F, O, G, K);
  const std::vector<long> &Kept = Pl.Kept, &Places = Pl.Places;
  long Js = long(Kept.size()), Positions = long(Places.size());
  long Columns = Images * Positions; // every kept position of every image
  long OutPlane = long(O[2] * O[3]), OW = long(O[3]);
  // The kept filter elements of every output channel, rescaled in the sgemm
  // (perforation keeps them all: the filter as it is).
  float *Sampled = Sample ? scratch(2, size_t(F[0]) * Kept.size()) : nullptr;
  if (Sample) {
    float *To = Sampled;
    for (long Ko = 0; Ko != long(F[0]); ++Ko)
      for (long J : Kept)
        *To++ = W[Ko * Reduction + J];
  }
  // Patches: one row per kept filter element, one column per image and
  // kept position (the reduced im2col), and their product with the kept
  // filter elements, likewise.
  float *Patches = scratch(0, size_t(Js * Columns));
  float *Result = scratch(1, size_t(KPerGroup * Columns));
  for (long Group = 0; Group != G.Groups; ++Group) {
    const float *Channels = X + Group * long(F[1]) * IH * IW;
#pragma omp parallel for schedule(static) if (Js * Columns > 65536)
    for (long R = 0; R < Js; ++R) {
      im2colRow(Channels + Pl.Channels[size_t(R)] * IH * IW,
                long(I[1]) * IH * IW, IH * IW, Images,
                Pl.Reads[size_t(Pl.Taps[size_t(R)])].data(), Positions,
                Patches + R * Columns);
    }
    cpu::runOutsideTeam([&] {
      dnnl_sgemm('N', 'N', KPerGroup, Columns, Js, Scale,
                 Sample ? Sampled + Group * KPerGroup * Js
                        : W + Group * KPerGroup * Reduction,
                 Sample ? Js : Reduction, Patches, Columns, 0.0f, Result,
                 Columns);
    });
    // Back to N x K x H x W, at the kept positions.
    for (long Ko = 0; Ko != KPerGroup; ++Ko)
      for (long N = 0; N != Images; ++N) {
        const float *From = Result + Ko * Columns + N * Positions;
        float *Plane = Y + (N * long(O[1]) + Group * KPerGroup + Ko) * OutPlane;
        if (Positions == OutPlane)
          std::copy(From, From + Positions, Plane);
        else if (long(Pl.Cols.size()) == OW && OW >= 8) // long whole rows
          for (long Y0 : Pl.Rows) {
            copyRun(From, Plane + Y0 * OW, OW);
            From += OW;
          }
        else
          for (long P = 0; P != Positions; ++P)
            Plane[Places[size_t(P)]] = From[P];
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
  std::vector<long> Kept; // every Period elements but the first Skip
  for (long P = 0, Phase = 0; P != Kd; ++P) {
    if (Phase >= K.Skip)
      Kept.push_back(P);
    Phase = Phase + 1 == K.Period ? 0 : Phase + 1;
  }
#pragma omp parallel for schedule(static)
  for (long I = 0; I < M; ++I) {
    float *Row = C + I * N;
    for (long J = 0; J != N; ++J)
      Row[J] = 0;
    for (long P : Kept) {
      float Av = A[I * Kd + P];
      for (long J = 0; J != N; ++J)
        Row[J] += Av * B[P * N + J];
    }
    for (long J = 0; J != N; ++J)
      Row[J] *= Scale;
  }
}

} // namespace hpvm::tensor::approx
