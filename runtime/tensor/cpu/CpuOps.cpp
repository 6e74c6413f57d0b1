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

#include <oneapi/dnnl/dnnl.hpp>

#include <functional>
#include <mutex>
#include <string>
#include <unordered_map>

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
  P.execute(cpuStream(), Args);
  cpuStream().wait();
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

void convolution(hpvm_tensor &In, hpvm_tensor &Filter, hpvm_tensor &Out,
                 const ConvGeometry &G, hpvm_tensor *Bias,
                 std::optional<Activation> Act, float Lo, float Hi) {
  Dims4 F = dims4(Filter);
  memory::dims SrcDims = toDims(dims4(In)), DstDims = toDims(dims4(Out));
  memory::dim Gr = G.Groups;
  memory::dims WDims =
      G.Groups == 1
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
                       BiasMD, Any(DstDims), {G.StrideH, G.StrideW},
                       {G.PadH, G.PadW}, {G.PadH, G.PadW})
                 : convolution_forward::desc(
                       prop_kind::forward_inference,
                       algorithm::convolution_direct, Any(SrcDims), Any(WDims),
                       Any(DstDims), {G.StrideH, G.StrideW}, {G.PadH, G.PadW},
                       {G.PadH, G.PadW});
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
      SrcDims, WDims, DstDims,
      memory::dims{G.StrideH, G.StrideW, G.PadH, G.PadW, Bias ? 1 : 0, Code},
      Lo, Hi);
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
  memory Src = In2(B.Src, over(plain(SrcDims), In));
  memory W = In2(B.Weights, over(plain(WDims), Filter));
  memory Dst = over(plain(DstDims), Out);
  bool Direct = B.Dst == Dst.get_desc();
  memory Result = Direct ? memory(B.Dst, cpuEngine(), Out.host_data)
                         : memory(B.Dst, cpuEngine());
  std::unordered_map<int, memory> Args{
      {DNNL_ARG_SRC, Src}, {DNNL_ARG_WEIGHTS, W}, {DNNL_ARG_DST, Result}};
  if (Bias)
    Args.insert({DNNL_ARG_BIAS, over(B.Bias, *Bias)});
  B.P.execute(S, Args);
  if (!Direct)
    reorder(Result, Dst).execute(S, Result, Dst);
  S.wait();
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
