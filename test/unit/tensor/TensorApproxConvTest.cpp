//===- TensorApproxConvTest.cpp - both ways of a perforated convolution ---===//
//
// A perforation computed by oneDNN's strided convolution of the kept lines
// and by the reduced im2col and sgemm, each against a loop nest and the
// interpolation rule, over strides, paddings, periods, offsets, groups and
// both axes; and the geometries oneDNN cannot take.
//
//===----------------------------------------------------------------------===//
#include "TensorTestUtils.h"
#include "tensor/Geometry.h"
#include "tensor/Knobs.h"
#include "tensor/approx/ApproxOps.h"

#include <string>

namespace {

using namespace tensortest;
using hpvm::tensor::ConvGeometry;
using hpvm::tensor::Knob;

struct Case {
  Dims In, Filter;
  int Pad, Stride, Groups;
  Knob::Kind Axis;
  int Period, Offset;
};

std::string name(const Case &C) {
  return std::string(C.Axis == Knob::PerforateRows   ? "rows"
                     : C.Axis == Knob::PerforateCols ? "cols"
                                                     : "sampling") +
         " period " + std::to_string(C.Period) + " offset " +
         std::to_string(C.Offset) + ", stride " + std::to_string(C.Stride) +
         " pad " + std::to_string(C.Pad) + " groups " +
         std::to_string(C.Groups) + ", filter " + std::to_string(C.Filter.H) +
         "x" + std::to_string(C.Filter.W);
}

/// \p Exact (of shape \p D) with the lines a perforation skips replaced by
/// the mean of their neighbours, or the one they have at an edge.
std::vector<float> perforated(const std::vector<float> &Exact, Dims D,
                              const Case &C) {
  std::vector<float> R = Exact;
  bool Rows = C.Axis == Knob::PerforateRows;
  size_t Lines = Rows ? D.H : D.W;
  auto At = [&](size_t Plane, size_t Line, size_t I) {
    return Rows ? (Plane * D.H + Line) * D.W + I
                : (Plane * D.H + I) * D.W + Line;
  };
  for (size_t Plane = 0; Plane != D.N * D.C; ++Plane)
    for (size_t Line = size_t(C.Offset); Line < Lines; Line += C.Period)
      for (size_t I = 0; I != (Rows ? D.W : D.H); ++I) {
        bool Before = Line > 0, After = Line + 1 < Lines;
        R[At(Plane, Line, I)] = Before && After
                                    ? 0.5f * (Exact[At(Plane, Line - 1, I)] +
                                              Exact[At(Plane, Line + 1, I)])
                                : Before ? Exact[At(Plane, Line - 1, I)]
                                : After  ? Exact[At(Plane, Line + 1, I)]
                                         : 0.0f;
      }
  return R;
}

const Case Cases[] = {
    {{2, 3, 8, 7}, {4, 3, 3, 3}, 1, 1, 1, Knob::PerforateRows, 2, 0},
    {{2, 3, 8, 7}, {4, 3, 3, 3}, 1, 1, 1, Knob::PerforateRows, 2, 1},
    {{2, 3, 8, 7}, {4, 3, 3, 3}, 1, 1, 1, Knob::PerforateCols, 2, 1},
    // 3 x 2 lines do not fit in 7 or 8: a copy of the lines
    {{2, 3, 8, 7}, {4, 3, 3, 3}, 1, 1, 1, Knob::PerforateRows, 3, 2},
    {{2, 3, 8, 7}, {4, 3, 3, 3}, 1, 1, 1, Knob::PerforateCols, 3, 0},
    {{2, 3, 9, 10}, {4, 3, 3, 3}, 1, 1, 1, Knob::PerforateCols, 3, 1},
    {{2, 4, 9, 8}, {6, 2, 3, 3}, 1, 2, 2, Knob::PerforateRows, 3, 0},
    {{2, 4, 9, 8}, {6, 2, 3, 3}, 1, 2, 2, Knob::PerforateCols, 2, 0},
    {{2, 3, 9, 9}, {5, 3, 5, 5}, 2, 2, 1, Knob::PerforateRows, 2, 1},
    {{3, 4, 6, 6}, {4, 1, 3, 3}, 1, 1, 4, Knob::PerforateRows, 3, 1},
    {{2, 5, 6, 5}, {3, 5, 1, 1}, 0, 1, 1, Knob::PerforateCols, 2, 0},
    {{2, 3, 7, 7}, {4, 3, 3, 3}, 0, 1, 1, Knob::PerforateRows, 3, 2},
    // rows of 9: the sgemm's kept rows copied as runs
    {{2, 3, 6, 9}, {4, 3, 3, 3}, 1, 1, 1, Knob::PerforateRows, 2, 0},
    // planes of 16 and 15 floats: the im2col's AVX-512 permutation
    {{3, 8, 4, 4}, {6, 8, 3, 3}, 1, 1, 1, Knob::PerforateRows, 2, 1},
    {{2, 4, 3, 5}, {4, 2, 3, 3}, 1, 1, 2, Knob::PerforateCols, 3, 2},
    // one output row, perforated: nothing to compute for the other residue
    {{2, 3, 3, 5}, {2, 3, 3, 3}, 0, 1, 1, Knob::PerforateRows, 2, 0},
};

/// Depthwise convolutions of stride 1, perforated and filter-sampled.
const Case Depthwise[] = {
    {{3, 4, 6, 6}, {4, 1, 3, 3}, 1, 1, 4, Knob::PerforateRows, 3, 1},
    {{2, 5, 8, 8}, {5, 1, 3, 3}, 1, 1, 5, Knob::PerforateCols, 2, 0},
    {{1, 2, 4, 4}, {2, 1, 3, 3}, 1, 1, 2, Knob::PerforateRows, 2, 1},
    {{2, 3, 5, 7}, {3, 1, 3, 3}, 0, 1, 3, Knob::SampleFilter, 2, 1},
    {{2, 4, 8, 8}, {4, 1, 5, 5}, 2, 1, 4, Knob::SampleFilter, 4, 3},
};

/// Runs \p Way on case \p C (tensors from \p Seed), checking it against the
/// loop nest.
template <typename WayFn> void check(const Case &C, unsigned Seed, WayFn Way) {
  SCOPED_TRACE(name(C));
  hpvm_tensor *In = randomTensor(C.In, Seed),
              *F = randomTensor(C.Filter, Seed + 1);
  Dims Do;
  std::vector<float> Want;
  if (C.Axis == Knob::SampleFilter) {
    Want = naiveConv(
        In, C.In, F, C.Filter, C.Pad, C.Stride, size_t(C.Groups), Do,
        [&](size_t J) { return J % size_t(C.Period) != size_t(C.Offset); });
    for (float &V : Want)
      V *= float(C.Period) / float(C.Period - 1);
  } else {
    Want = perforated(
        naiveConv(In, C.In, F, C.Filter, C.Pad, C.Stride, size_t(C.Groups), Do),
        Do, C);
  }
  hpvm_tensor *Out = hpvm_tensor_create(HPVM_TENSOR_FLOAT, HPVM_TENSOR_NCHW,
                                        Do.N, Do.C, Do.H, Do.W);
  Knob K;
  K.K = C.Axis;
  K.Period = C.Period;
  K.Offset = C.Offset;
  Way(*In, *F, *Out, ConvGeometry{C.Pad, C.Pad, C.Stride, C.Stride, C.Groups},
      K);
  expectNear(Out, Want, 1e-4f);
  for (hpvm_tensor *T : {In, F, Out})
    hpvm_tensor_free(T);
}

template <typename WayFn, size_t Size>
void checkAll(const Case (&Of)[Size], WayFn Way) {
  unsigned Seed = 40;
  for (const Case &C : Of)
    check(C, Seed += 2, Way);
}

TEST(TensorApproxConv, OneDNNsStridedConvolutionOfTheKeptLines) {
  checkAll(Cases, [](hpvm_tensor &In, hpvm_tensor &F, hpvm_tensor &Out,
                     const ConvGeometry &G, const Knob &K) {
    ASSERT_TRUE(hpvm::tensor::approx::perforateWithOneDNN(In, F, Out, G, K));
  });
}

TEST(TensorApproxConv, ReducedIm2colAndSgemm) {
  checkAll(Cases, hpvm::tensor::approx::convolutionByGemm);
}

TEST(TensorApproxConv, TheChoiceOfTheRuntime) {
  checkAll(Cases, hpvm::tensor::approx::convolution);
  checkAll(Depthwise, hpvm::tensor::approx::convolution);
}

TEST(TensorApproxConv, DepthwiseDirectly) {
  checkAll(Depthwise, hpvm::tensor::approx::depthwise);
}

TEST(TensorApproxConv, OneDNNRefusesLinesThatReadPaddingAlone) {
  // Output row 1 of a 1x1 filter with a padding of 2 and a stride of 3
  // reads input row 1, beyond an input of one row: the runtime computes it
  // by the sgemm.
  check({{1, 2, 1, 4}, {3, 2, 1, 1}, 2, 3, 1, Knob::PerforateRows, 2, 0}, 60,
        [](hpvm_tensor &In, hpvm_tensor &F, hpvm_tensor &Out,
           const ConvGeometry &G, const Knob &K) {
          EXPECT_FALSE(
              hpvm::tensor::approx::perforateWithOneDNN(In, F, Out, G, K));
          hpvm::tensor::approx::convolution(In, F, Out, G, K);
        });
}

} // namespace
