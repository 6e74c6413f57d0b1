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

void run(const primitive &P, const std::unordered_map<int, memory> &Args) {
  stream S(cpuEngine());
  P.execute(S, Args);
  S.wait();
}

} // namespace

void convolution(hpvm_tensor &In, hpvm_tensor &Filter, hpvm_tensor &Out,
                 const ConvGeometry &G) {
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
  convolution_forward::desc D(prop_kind::forward_inference,
                              algorithm::convolution_direct, Any(SrcDims),
                              Any(WDims), Any(DstDims), {G.StrideH, G.StrideW},
                              {G.PadH, G.PadW}, {G.PadH, G.PadW});
  convolution_forward::primitive_desc PD(D, cpuEngine());
  stream S(cpuEngine());
  auto In2 = [&](const memory::desc &Want, memory M) {
    if (Want == M.get_desc())
      return M;
    memory R(Want, cpuEngine());
    reorder(M, R).execute(S, M, R);
    return R;
  };
  memory Src = In2(PD.src_desc(), over(plain(SrcDims), In));
  memory W = In2(PD.weights_desc(), over(plain(WDims), Filter));
  memory Dst = over(plain(DstDims), Out);
  memory Result = PD.dst_desc() == Dst.get_desc()
                      ? Dst
                      : memory(PD.dst_desc(), cpuEngine());
  convolution_forward(PD).execute(
      S, {{DNNL_ARG_SRC, Src}, {DNNL_ARG_WEIGHTS, W}, {DNNL_ARG_DST, Result}});
  if (Result != Dst)
    reorder(Result, Dst).execute(S, Result, Dst);
  S.wait();
}

void add(hpvm_tensor &X, hpvm_tensor &Bias, hpvm_tensor &Out) {
  memory::desc Src = plain(toDims(dims4(X)));
  Dims4 B = dims4(X);
  if (Bias.num_elems != X.num_elems)
    B = {1, B[1], 1, 1};
  memory::desc BiasMD = plain(toDims(B));
  binary::desc D(algorithm::binary_add, Src, BiasMD, Src);
  binary::primitive_desc PD(D, cpuEngine());
  run(binary(PD), {{DNNL_ARG_SRC_0, over(Src, X)},
                   {DNNL_ARG_SRC_1, over(BiasMD, Bias)},
                   {DNNL_ARG_DST, over(Src, Out)}});
}

void matmul(hpvm_tensor &L, hpvm_tensor &R, hpvm_tensor &Out) {
  memory::dim M = memory::dim(L.dims.dim_sizes[0]);
  memory::dim K = memory::dim(L.num_elems) / M;
  memory::dim N = memory::dim(R.num_elems) / K;
  memory::desc A = plain({M, K}), B = plain({K, N}), C = plain({M, N});
  dnnl::matmul::desc D(A, B, C);
  dnnl::matmul::primitive_desc PD(D, cpuEngine());
  run(dnnl::matmul(PD), {{DNNL_ARG_SRC, over(A, L)},
                         {DNNL_ARG_WEIGHTS, over(B, R)},
                         {DNNL_ARG_DST, over(C, Out)}});
}

void pool(hpvm_tensor &In, hpvm_tensor &Out, const PoolGeometry &G) {
  memory::desc Src = plain(toDims(dims4(In))), Dst = plain(toDims(dims4(Out)));
  pooling_forward::desc D(
      prop_kind::forward_inference,
      G.Max ? algorithm::pooling_max : algorithm::pooling_avg_include_padding,
      Src, Dst, {G.StrideH, G.StrideW}, {G.WindowH, G.WindowW},
      {G.PadH, G.PadW}, {G.PadH, G.PadW});
  pooling_forward::primitive_desc PD(D, cpuEngine());
  run(pooling_forward(PD),
      {{DNNL_ARG_SRC, over(Src, In)}, {DNNL_ARG_DST, over(Dst, Out)}});
}

void activation(hpvm_tensor &In, hpvm_tensor &Out, Activation A, float Lo,
                float Hi) {
  memory::desc MD = plain({memory::dim(In.num_elems)});
  algorithm Alg = A == Activation::Relu   ? algorithm::eltwise_relu
                  : A == Activation::Tanh ? algorithm::eltwise_tanh
                                          : algorithm::eltwise_clip;
  // relu's alpha is its negative slope; clip's alpha and beta its bounds.
  eltwise_forward::desc D(prop_kind::forward_inference, Alg, MD,
                          A == Activation::ClippedRelu ? Lo : 0.0f,
                          A == Activation::ClippedRelu ? Hi : 0.0f);
  eltwise_forward::primitive_desc PD(D, cpuEngine());
  run(eltwise_forward(PD),
      {{DNNL_ARG_SRC, over(MD, In)}, {DNNL_ARG_DST, over(MD, Out)}});
}

void softmax(hpvm_tensor &In, hpvm_tensor &Out) {
  memory::dim Rows = memory::dim(In.dims.dim_sizes[0]);
  memory::desc MD = plain({Rows, memory::dim(In.num_elems) / Rows});
  softmax_forward::desc D(prop_kind::forward_inference, MD, 1);
  softmax_forward::primitive_desc PD(D, cpuEngine());
  run(softmax_forward(PD),
      {{DNNL_ARG_SRC, over(MD, In)}, {DNNL_ARG_DST, over(MD, Out)}});
}

void batchnorm(hpvm_tensor &In, hpvm_tensor &Gamma, hpvm_tensor &Beta,
               hpvm_tensor &Mean, hpvm_tensor &Variance, hpvm_tensor &Out,
               float Epsilon) {
  memory::desc MD = plain(toDims(dims4(In)));
  memory::desc PerChannel = plain({memory::dim(dims4(In)[1])});
  batch_normalization_forward::desc D(prop_kind::forward_inference, MD, Epsilon,
                                      normalization_flags::use_global_stats |
                                          normalization_flags::use_scale |
                                          normalization_flags::use_shift);
  batch_normalization_forward::primitive_desc PD(D, cpuEngine());
  run(batch_normalization_forward(PD),
      {{DNNL_ARG_SRC, over(MD, In)},
       {DNNL_ARG_MEAN, over(PerChannel, Mean)},
       {DNNL_ARG_VARIANCE, over(PerChannel, Variance)},
       {DNNL_ARG_SCALE, over(PerChannel, Gamma)},
       {DNNL_ARG_SHIFT, over(PerChannel, Beta)},
       {DNNL_ARG_DST, over(MD, Out)}});
}

} // namespace hpvm::tensor::cpu
