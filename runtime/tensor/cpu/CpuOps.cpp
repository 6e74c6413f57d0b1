//===- CpuOps.cpp - tensor operations on the CPU (oneDNN) -----------------===//
//
// One oneDNN primitive per operation, on plain NCHW memory over the tensors'
// host data (oneDNN picks its fastest kernel for that layout; its primitive
// cache makes building the same primitive again cheap). oneDNN runs on
// OpenMP, so it uses the CPU runtime's threads.
//
//===----------------------------------------------------------------------===//
#include "CpuOps.h"
#include "../Tensor.h"
#include "OutsideTeam.h"

#include <oneapi/dnnl/dnnl.hpp>

#include <algorithm>
#include <functional>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

using namespace dnnl;

namespace hpvm::tensor::cpu {
namespace {

engine &cpuEngine() {
  static engine E(engine::kind::cpu, 0);
  return E;
}

memory::dims toDims(const Dims4 &D) {
  return {memory::dim(D[0]), memory::dim(D[1]), memory::dim(D[2]),
          memory::dim(D[3])};
}

memory::desc plain(const memory::dims &D) {
  static const memory::format_tag Tags[] = {
      memory::format_tag::a, memory::format_tag::ab, memory::format_tag::abc,
      memory::format_tag::abcd, memory::format_tag::abcde};
  return memory::desc(D, memory::data_type::f32, Tags[D.size() - 1]);
}

memory over(const memory::desc &MD, hpvm_tensor &T) {
  return memory(MD, cpuEngine(), T.host_data);
}

algorithm eltwiseAlgorithm(Activation A) {
  return A == Activation::Relu   ? algorithm::eltwise_relu
         : A == Activation::Tanh ? algorithm::eltwise_tanh
                                 : algorithm::eltwise_clip;
}

/// This thread's stream (operations run on the graph's threads).
stream &cpuStream() {
  thread_local stream S(cpuEngine());
  return S;
}

void run(const primitive &P, const std::unordered_map<int, memory> &Args) {
  runOutsideTeam([&] {
    P.execute(cpuStream(), Args);
    cpuStream().wait();
  });
}

/// A primitive and the layouts it chose, built once per shape: building the
/// descriptors again costs more than a small layer's computation.
struct Built {
  primitive P;
  memory::desc Src, Weights, Bias, Dst;
};

void append(std::string &Key, const memory::dims &D) {
  for (memory::dim V : D)
    Key += std::to_string(V) + ",";
  Key += ";";
}
void append(std::string &Key, double V) { Key += std::to_string(V) + ";"; }

template <typename... Parts>
const Built &built(const char *Kind, const std::function<Built()> &Make,
                   const Parts &...P) {
  std::string Key = Kind;
  (append(Key, P), ...);
  static std::mutex Lock;
  static std::unordered_map<std::string, Built> Cache;
  std::lock_guard<std::mutex> G(Lock);
  auto It = Cache.find(Key);
  if (It == Cache.end())
    It = Cache.emplace(Key, Make()).first;
  return It->second;
}

} // namespace

namespace {

/// Part of a tensor's NCHW data: dims, strides and the offset (in floats) of
/// its first element.
struct View {
  memory::dims Dims, Strides;
  memory::dim Offset = 0;
};

View whole(const Dims4 &D) {
  memory::dims Dims = toDims(D);
  return {Dims, {Dims[1] * Dims[2] * Dims[3], Dims[2] * Dims[3], Dims[3], 1}};
}

memory over(const View &V, float *Data) {
  return memory(memory::desc(V.Dims, memory::data_type::f32, V.Strides),
                cpuEngine(), Data + V.Offset);
}

/// The convolution of view \p Src of \p In into view \p Dst of \p Out, with
/// the given strides and paddings (top and left, bottom and right).
void convolve(float *In, const View &Src, hpvm_tensor &Filter, float *Out,
              const View &Dst, const memory::dims &Strides,
              const memory::dims &PadL, const memory::dims &PadR, int Groups,
              hpvm_tensor *Bias, std::optional<Activation> Act, float Lo,
              float Hi) {
  Dims4 F = dims4(Filter);
  const memory::dims &SrcDims = Src.Dims, &DstDims = Dst.Dims;
  memory::dim Gr = Groups;
  memory::dims WDims =
      Groups == 1
          ? toDims(F)
          : memory::dims{Gr, memory::dim(F[0]) / Gr, memory::dim(F[1]),
                         memory::dim(F[2]), memory::dim(F[3])};
  // Layouts of oneDNN's choice (blocked: its fast kernels), reordered from
  // and to the tensors' NCHW.
  auto Any = [](const memory::dims &D) {
    return memory::desc(D, memory::data_type::f32, memory::format_tag::any);
  };
  memory::desc BiasMD = plain({DstDims[1]});
  int Code = Act ? int(*Act) + 1 : 0;
  const Built &B = built(
      "conv",
      [&] {
        convolution_forward::desc D =
            Bias ? convolution_forward::desc(
                       prop_kind::forward_inference,
                       algorithm::convolution_direct, Any(SrcDims), Any(WDims),
                       BiasMD, Any(DstDims), Strides, PadL, PadR)
                 : convolution_forward::desc(
                       prop_kind::forward_inference,
                       algorithm::convolution_direct, Any(SrcDims), Any(WDims),
                       Any(DstDims), Strides, PadL, PadR);
        primitive_attr Attr;
        if (Act) {
          post_ops Ops;
          Ops.append_eltwise(1.0f, eltwiseAlgorithm(*Act),
                             *Act == Activation::ClippedRelu ? Lo : 0.0f,
                             *Act == Activation::ClippedRelu ? Hi : 0.0f);
          Attr.set_post_ops(Ops);
        }
        convolution_forward::primitive_desc PD(D, Attr, cpuEngine());
        return Built{convolution_forward(PD), PD.src_desc(), PD.weights_desc(),
                     PD.bias_desc(), PD.dst_desc()};
      },
      SrcDims, WDims, DstDims, Strides, PadL, PadR,
      memory::dims{Bias ? 1 : 0, Code}, Lo, Hi);
  stream &S = cpuStream();
  // Descriptors that differ only in strides of size-1 dimensions compare
  // equal, but the primitive wants its own: give it its own over the data.
  auto In2 = [&](const memory::desc &Want, memory M) {
    if (Want == M.get_desc())
      return memory(Want, cpuEngine(), M.get_data_handle());
    memory R(Want, cpuEngine());
    reorder(M, R).execute(S, M, R);
    return R;
  };
  memory SrcM = In2(B.Src, over(Src, In));
  memory W = In2(B.Weights, over(plain(WDims), Filter));
  memory DstM = over(Dst, Out);
  bool Direct = B.Dst == DstM.get_desc();
  memory Result = Direct ? memory(B.Dst, cpuEngine(), DstM.get_data_handle())
                         : memory(B.Dst, cpuEngine());
  std::unordered_map<int, memory> Args{
      {DNNL_ARG_SRC, SrcM}, {DNNL_ARG_WEIGHTS, W}, {DNNL_ARG_DST, Result}};
  if (Bias)
    Args.insert({DNNL_ARG_BIAS, over(B.Bias, *Bias)});
  B.P.execute(S, Args);
  if (!Direct)
    reorder(Result, DstM).execute(S, Result, DstM);
  S.wait();
}

} // namespace

void convolution(hpvm_tensor &In, hpvm_tensor &Filter, hpvm_tensor &Out,
                 const ConvGeometry &G, hpvm_tensor *Bias,
                 std::optional<Activation> Act, float Lo, float Hi) {
  convolve(floats(In), whole(dims4(In)), Filter, floats(Out),
           whole(dims4(Out)),
           {G.StrideH, G.StrideW}, {G.PadH, G.PadW}, {G.PadH, G.PadW},
           G.Groups, Bias, Act, Lo, Hi);
}

bool convolutionLines(hpvm_tensor &In, hpvm_tensor &Filter, hpvm_tensor &Out,
                      const ConvGeometry &G, bool Rows, long First,
                      long Every) {
  // Along the axis (A: 2 for rows, 3 for columns), output lines First +
  // t * Every are a convolution with stride Every * Stride whose input
  // starts at line First * Stride - Pad: a view of the input from there
  // (or padding up to there), to the last line they read (or padding
  // beyond the input).
  size_t A = Rows ? 2 : 3;
  long Stride = Rows ? G.StrideH : G.StrideW, Pad = Rows ? G.PadH : G.PadW;
  long In0 = long(dims4(In)[A]), Out0 = long(dims4(Out)[A]),
       Window = long(dims4(Filter)[A]);
  long Count = (Out0 - First + Every - 1) / Every;
  long Start = First * Stride - Pad,
       Last = (First + (Count - 1) * Every) * Stride - Pad + Window - 1;
  long From = std::max(Start, 0L), To = std::min(Last, In0 - 1);
  if (Count <= 0) // no such line
    return true;
  if (From > To)
    return false;
  View Src = whole(dims4(In)), Dst = whole(dims4(Out));
  Src.Dims[A] = To - From + 1;
  Src.Offset = From * Src.Strides[A];
  Dst.Dims[A] = Count;
  // oneDNN takes the lines in place where their strides cannot overlap by
  // its count (Count * Every lines fit in the output), else a copy of them.
  bool InPlace = Count * Every <= Out0;
  std::vector<float> Lines;
  if (InPlace) {
    Dst.Offset = First * Dst.Strides[A];
    Dst.Strides[A] *= Every;
  } else {
    Dst = whole({size_t(Dst.Dims[0]), size_t(Dst.Dims[1]),
                 size_t(Dst.Dims[2]), size_t(Dst.Dims[3])});
    Lines.resize(size_t(Dst.Strides[0] * Dst.Dims[0]));
  }
  memory::dims Strides{G.StrideH, G.StrideW}, PadL{G.PadH, G.PadW},
      PadR{G.PadH, G.PadW};
  Strides[A - 2] = Every * Stride;
  PadL[A - 2] = From - Start;
  PadR[A - 2] = Last - To;
  convolve(floats(In), Src, Filter, InPlace ? floats(Out) : Lines.data(), Dst,
           Strides, PadL, PadR, G.Groups, nullptr, std::nullopt, 0, 0);
  if (InPlace)
    return true;
  // Planes of Count lines into planes of Out0, at First + t * Every.
  Dims4 O = dims4(Out);
  long Line = Rows ? long(O[3]) : 1, Along = Rows ? 1 : long(O[3]);
  long Length = Rows ? long(O[3]) : long(O[2]);
  for (size_t Plane = 0; Plane != O[0] * O[1]; ++Plane)
    for (long T = 0; T != Count; ++T) {
      const float *From = Lines.data() + long(Plane) * Count * Length;
      float *To = floats(Out) + long(Plane * O[2] * O[3]) +
                  (First + T * Every) * Line;
      for (long I = 0; I != Length; ++I)
        To[I * Along] = From[Rows ? T * Line + I : I * Count + T];
    }
  return true;
}

void add(hpvm_tensor &X, hpvm_tensor &Bias, hpvm_tensor &Out) {
  memory::desc Src = plain(toDims(dims4(X)));
  Dims4 B = dims4(X);
  if (Bias.num_elems != X.num_elems)
    B = {1, B[1], 1, 1};
  memory::desc BiasMD = plain(toDims(B));
  const Built &P = built(
      "add",
      [&] {
        binary::desc D(algorithm::binary_add, Src, BiasMD, Src);
        return Built{
            binary(binary::primitive_desc(D, cpuEngine())), {}, {}, {}, {}};
      },
      toDims(dims4(X)), toDims(B));
  run(P.P, {{DNNL_ARG_SRC_0, over(Src, X)},
            {DNNL_ARG_SRC_1, over(BiasMD, Bias)},
            {DNNL_ARG_DST, over(Src, Out)}});
}

void matmul(hpvm_tensor &L, hpvm_tensor &R, hpvm_tensor &Out) {
  memory::dim M = memory::dim(L.dims.dim_sizes[0]);
  memory::dim K = memory::dim(L.num_elems) / M;
  memory::dim N = memory::dim(R.num_elems) / K;
  memory::desc A = plain({M, K}), B = plain({K, N}), C = plain({M, N});
  const Built &P = built(
      "matmul",
      [&] {
        dnnl::matmul::desc D(A, B, C);
        return Built{dnnl::matmul(dnnl::matmul::primitive_desc(D, cpuEngine())),
                     {},
                     {},
                     {},
                     {}};
      },
      memory::dims{M, K, N});
  run(P.P, {{DNNL_ARG_SRC, over(A, L)},
            {DNNL_ARG_WEIGHTS, over(B, R)},
            {DNNL_ARG_DST, over(C, Out)}});
}

void pool(hpvm_tensor &In, hpvm_tensor &Out, const PoolGeometry &G) {
  memory::desc Src = plain(toDims(dims4(In))), Dst = plain(toDims(dims4(Out)));
  const Built &P = built(
      "pool",
      [&] {
        pooling_forward::desc D(prop_kind::forward_inference,
                                G.Max ? algorithm::pooling_max
                                      : algorithm::pooling_avg_include_padding,
                                Src, Dst, {G.StrideH, G.StrideW},
                                {G.WindowH, G.WindowW}, {G.PadH, G.PadW},
                                {G.PadH, G.PadW});
        return Built{
            pooling_forward(pooling_forward::primitive_desc(D, cpuEngine())),
            {},
            {},
            {},
            {}};
      },
      toDims(dims4(In)),
      memory::dims{G.WindowH, G.WindowW, G.PadH, G.PadW, G.StrideH, G.StrideW,
                   G.Max});
  run(P.P, {{DNNL_ARG_SRC, over(Src, In)}, {DNNL_ARG_DST, over(Dst, Out)}});
}

void activation(hpvm_tensor &In, hpvm_tensor &Out, Activation A, float Lo,
                float Hi) {
  memory::desc MD = plain({memory::dim(In.num_elems)});
  algorithm Alg = eltwiseAlgorithm(A);
  // relu's alpha is its negative slope; clip's alpha and beta its bounds.
  const Built &P = built(
      "eltwise",
      [&] {
        eltwise_forward::desc D(prop_kind::forward_inference, Alg, MD,
                                A == Activation::ClippedRelu ? Lo : 0.0f,
                                A == Activation::ClippedRelu ? Hi : 0.0f);
        return Built{
            eltwise_forward(eltwise_forward::primitive_desc(D, cpuEngine())),
            {},
            {},
            {},
            {}};
      },
      memory::dims{memory::dim(In.num_elems), int(A)}, Lo, Hi);
  run(P.P, {{DNNL_ARG_SRC, over(MD, In)}, {DNNL_ARG_DST, over(MD, Out)}});
}

void softmax(hpvm_tensor &In, hpvm_tensor &Out) {
  memory::dim Rows = memory::dim(In.dims.dim_sizes[0]);
  memory::desc MD = plain({Rows, memory::dim(In.num_elems) / Rows});
  const Built &P = built(
      "softmax",
      [&] {
        softmax_forward::desc D(prop_kind::forward_inference, MD, 1);
        return Built{
            softmax_forward(softmax_forward::primitive_desc(D, cpuEngine())),
            {},
            {},
            {},
            {}};
      },
      memory::dims{Rows, memory::dim(In.num_elems) / Rows});
  run(P.P, {{DNNL_ARG_SRC, over(MD, In)}, {DNNL_ARG_DST, over(MD, Out)}});
}

void batchnorm(hpvm_tensor &In, hpvm_tensor &Gamma, hpvm_tensor &Beta,
               hpvm_tensor &Mean, hpvm_tensor &Variance, hpvm_tensor &Out,
               float Epsilon) {
  memory::desc MD = plain(toDims(dims4(In)));
  memory::desc PerChannel = plain({memory::dim(dims4(In)[1])});
  const Built &P = built(
      "batchnorm",
      [&] {
        batch_normalization_forward::desc D(
            prop_kind::forward_inference, MD, Epsilon,
            normalization_flags::use_global_stats |
                normalization_flags::use_scale |
                normalization_flags::use_shift);
        return Built{
            batch_normalization_forward(
                batch_normalization_forward::primitive_desc(D, cpuEngine())),
            {},
            {},
            {},
            {}};
      },
      toDims(dims4(In)), double(Epsilon));
  run(P.P, {{DNNL_ARG_SRC, over(MD, In)},
            {DNNL_ARG_MEAN, over(PerChannel, Mean)},
            {DNNL_ARG_VARIANCE, over(PerChannel, Variance)},
            {DNNL_ARG_SCALE, over(PerChannel, Gamma)},
            {DNNL_ARG_SHIFT, over(PerChannel, Beta)},
            {DNNL_ARG_DST, over(MD, Out)}});
}

} // namespace hpvm::tensor::cpu
