//===- TensorOps.cpp - the tensor operations' entry points ----------------===//
//
// Checks each operation's operands against one another (a mismatch is a
// user error naming the operation and the shapes), makes its output tensor
// and runs it under its knob (Execution.h): on the GPU when there is one
// (cuDNN, cuBLAS), else on the CPU (oneDNN).
//
//===----------------------------------------------------------------------===//
#include "Execution.h"
#include "Tensor.h"
#include "approx/ApproxOps.h"
#include "cpu/CpuOps.h"
#include "cuda/GpuOps.h"

using namespace hpvm::tensor;

namespace {

void checkRank4(const char *Op, const hpvm_tensor &T, const char *What) {
  if (T.dims.num_dims != 4)
    opError(Op, std::string("the ") + What + " must have 4 dimensions " +
                    "(NCHW), not " + shapeText(T));
}

/// The size of an output dimension of a window sliding over \p In.
size_t slidOutput(const char *Op, size_t In, int Window, int Pad, int Stride) {
  long Span = long(In) + 2L * Pad - Window;
  if (Pad < 0 || Stride <= 0 || Span < 0)
    opError(Op, "a window of " + std::to_string(Window) + " with padding " +
                    std::to_string(Pad) + " and stride " +
                    std::to_string(Stride) + " does not fit a dimension of " +
                    std::to_string(In));
  return size_t(Span / Stride + 1);
}

/// What a fused convolution does after convolving (Bias: one element per
/// output channel).
struct Epilogue {
  hpvm_tensor *Bias = nullptr;
  std::optional<Activation> Act;
  float Lo = 0, Hi = 0;
  /// cuDNN's clipped relu has no lower bound but 0.
  bool onGPU() const { return !(Act == Activation::ClippedRelu && Lo != 0); }
};

void *convolve(const char *Op, void *InH, void *FilterH, ConvGeometry G,
               const Epilogue &E = {}) {
  hpvm_tensor &In = floatTensor(Op, InH, "input");
  hpvm_tensor &Filter = floatTensor(Op, FilterH, "filter");
  checkRank4(Op, In, "input");
  checkRank4(Op, Filter, "filter");
  Dims4 I = dims4(In), F = dims4(Filter);
  if (G.Groups <= 0 || I[1] % G.Groups || F[0] % G.Groups ||
      F[1] * G.Groups != I[1])
    opError(Op, "a filter of " + shapeText(Filter) + " in " +
                    std::to_string(G.Groups) +
                    " group(s) does not fit an input of " + shapeText(In) +
                    " (the filter is K x C/groups x R x S)");
  size_t OH = slidOutput(Op, I[2], int(F[2]), G.PadH, G.StrideH);
  size_t OW = slidOutput(Op, I[3], int(F[3]), G.PadW, G.StrideW);
  hpvm_tensor *Out = makeTensor({I[0], F[0], OH, OW}, /*InBatch=*/true);
  Operands Inputs{&In, &Filter};
  if (E.Bias)
    Inputs.push_back(E.Bias);
  execute(
      Op, "a convolution", Inputs, *Out,
      [&](const Operands &I, hpvm_tensor &O) {
        hpvm_tensor *Bias = E.Bias ? I[2] : nullptr;
        if (!onGPU(Op, I, E.onGPU())) {
          cpu::convolution(*I[0], *I[1], O, G, Bias, E.Act, E.Lo, E.Hi);
          return;
        }
        // One cuDNN call each, in place after the first.
        gpu::convolution(Op, *I[0], *I[1], O, G);
        if (Bias)
          gpu::add(Op, O, *Bias, O);
        if (E.Act)
          gpu::activation(Op, O, O, *E.Act, E.Hi);
      },
      {Knob::PerforateRows, Knob::PerforateCols, Knob::SampleFilter},
      [&](const Operands &I, hpvm_tensor &O, const Knob &K) {
        approx::convolution(*I[0], *I[1], O, G, K);
        approx::epilogue(O, E.Bias ? I[2] : nullptr, E.Act, E.Lo, E.Hi);
      });
  return Out;
}

void *poolWith(const char *Op, void *InH, PoolGeometry G) {
  hpvm_tensor &In = floatTensor(Op, InH, "input");
  checkRank4(Op, In, "input");
  Dims4 I = dims4(In);
  if (G.WindowH <= 0 || G.WindowW <= 0)
    opError(Op, "the window must be positive");
  size_t OH = slidOutput(Op, I[2], G.WindowH, G.PadH, G.StrideH);
  size_t OW = slidOutput(Op, I[3], G.WindowW, G.PadW, G.StrideW);
  hpvm_tensor *Out = makeTensor({I[0], I[1], OH, OW}, /*InBatch=*/true);
  execute(Op, "a pooling", {&In}, *Out, [&](const Operands &I, hpvm_tensor &O) {
    if (onGPU(Op, I))
      gpu::pool(Op, *I[0], O, G);
    else
      cpu::pool(*I[0], O, G);
  });
  return Out;
}

void *activate(const char *Op, void *InH, Activation A, float Lo, float Hi) {
  hpvm_tensor &In = floatTensor(Op, InH, "input");
  hpvm_tensor *Out = makeLike(In);
  // cuDNN's clipped relu has no lower bound but 0.
  Epilogue E{nullptr, A, Lo, Hi};
  execute(Op, "an activation", {&In}, *Out,
          [&](const Operands &I, hpvm_tensor &O) {
            if (onGPU(Op, I, E.onGPU()))
              gpu::activation(Op, *I[0], O, A, Hi);
            else
              cpu::activation(*I[0], O, A, Lo, Hi);
          });
  return Out;
}

/// A per-channel operand of \p In: C elements.
hpvm_tensor &perChannel(const char *Op, void *H, const hpvm_tensor &In,
                        const char *What) {
  hpvm_tensor &T = floatTensor(Op, H, What);
  if (T.num_elems != dims4(In)[1])
    opError(Op, std::string("the ") + What + " (" + shapeText(T) +
                    ") must have one element per channel of the input (" +
                    shapeText(In) + ")");
  return T;
}

} // namespace

extern "C" {

void *hpvm_tensor_convolution(const char *Op, void *In, void *Filter, int PadH,
                              int PadW, int StrideH, int StrideW) {
  return convolve(Op, In, Filter, {PadH, PadW, StrideH, StrideW, 1});
}

void *hpvm_tensor_group_convolution(const char *Op, void *In, void *Filter,
                                    int PadH, int PadW, int StrideH,
                                    int StrideW, int ConvMode, int Groups) {
  // The release's conv_mode 1 is cuDNN's cross-correlation, what every
  // framework calls convolution; 0 (a flipped filter) is not supported.
  if (ConvMode != 1)
    opError(Op, "conv_mode " + std::to_string(ConvMode) +
                    " is not supported (1: cross-correlation)");
  return convolve(Op, In, Filter, {PadH, PadW, StrideH, StrideW, Groups});
}

void *hpvm_tensor_conv_bias_act(const char *Op, void *In, void *Filter,
                                void *BiasH, int PadH, int PadW, int StrideH,
                                int StrideW, int Groups, int Act, float Min,
                                float Max) {
  if (Act < HPVM_TENSOR_ACT_NONE || Act > HPVM_TENSOR_ACT_CLIPPED_RELU)
    opError(Op, "activation " + std::to_string(Act) + " is not 0 to 3");
  Epilogue E;
  if (Act != HPVM_TENSOR_ACT_NONE)
    E.Act = Act == HPVM_TENSOR_ACT_RELU   ? Activation::Relu
            : Act == HPVM_TENSOR_ACT_TANH ? Activation::Tanh
                                          : Activation::ClippedRelu;
  E.Lo = Min;
  E.Hi = Max;
  if (E.Act == Activation::ClippedRelu && !(Min <= Max))
    opError(Op, "the lower bound " + std::to_string(Min) +
                    " is above the upper bound " + std::to_string(Max));
  hpvm_tensor &Bias = floatTensor(Op, BiasH, "bias");
  hpvm_tensor &F = floatTensor(Op, Filter, "filter");
  ConvGeometry G{PadH, PadW, StrideH, StrideW, Groups};
  if (Bias.num_elems == dims4(F)[0]) {
    E.Bias = &Bias;
    return convolve(Op, In, Filter, G, E);
  }
  // A bias of the result's shape (a residual connection): three operations,
  // the add and activation named after the convolution.
  std::string Name = Op;
  void *R = hpvm_tensor_add((Name + ".add").c_str(),
                            convolve(Op, In, Filter, G), BiasH);
  return E.Act ? activate((Name + ".act").c_str(), R, *E.Act, Min, Max) : R;
}

void *hpvm_tensor_add(const char *Op, void *XH, void *BiasH) {
  hpvm_tensor &X = floatTensor(Op, XH, "input");
  hpvm_tensor &Bias = floatTensor(Op, BiasH, "bias");
  if (Bias.num_elems != X.num_elems && Bias.num_elems != dims4(X)[1])
    opError(Op, "the bias (" + shapeText(Bias) +
                    ") must have the input's shape (" + shapeText(X) +
                    ") or one element per channel");
  hpvm_tensor *Out = makeLike(X);
  execute(Op, "a tensor_add", {&X, &Bias}, *Out,
          [&](const Operands &I, hpvm_tensor &O) {
            if (onGPU(Op, I))
              gpu::add(Op, *I[0], *I[1], O);
            else
              cpu::add(*I[0], *I[1], O);
          });
  return Out;
}

void *hpvm_tensor_mul(const char *Op, void *LH, void *RH) {
  hpvm_tensor &L = floatTensor(Op, LH, "left operand");
  hpvm_tensor &R = floatTensor(Op, RH, "right operand");
  size_t M = L.dims.dim_sizes[0], K = M ? L.num_elems / M : 0;
  size_t N = R.dims.dim_sizes[R.dims.num_dims - 1];
  if (M == 0 || K * N != R.num_elems)
    opError(Op, "a left operand of " + shapeText(L) + " (" + std::to_string(M) +
                    " rows of " + std::to_string(K) +
                    ") cannot multiply a right operand of " + shapeText(R) +
                    " (K x N in its last dimensions)");
  hpvm_tensor *Out = makeTensor({M, N, 1, 1}, /*InBatch=*/true);
  execute(
      Op, "a tensor_mul", {&L, &R}, *Out,
      [&](const Operands &I, hpvm_tensor &O) {
        if (onGPU(Op, I))
          gpu::matmul(Op, *I[0], *I[1], O);
        else
          cpu::matmul(*I[0], *I[1], O);
      },
      {Knob::SampleReduction},
      [&](const Operands &I, hpvm_tensor &O, const Knob &K) {
        approx::matmul(*I[0], *I[1], O, K);
      });
  return Out;
}

void *hpvm_tensor_batchnorm(const char *Op, void *InH, void *Gamma, void *Beta,
                            void *Mean, void *Variance, double Epsilon) {
  hpvm_tensor &In = floatTensor(Op, InH, "input");
  checkRank4(Op, In, "input");
  hpvm_tensor &G = perChannel(Op, Gamma, In, "scale");
  hpvm_tensor &B = perChannel(Op, Beta, In, "shift");
  hpvm_tensor &M = perChannel(Op, Mean, In, "mean");
  hpvm_tensor &V = perChannel(Op, Variance, In, "variance");
  hpvm_tensor *Out = makeLike(In);
  execute(Op, "a batchnorm", {&In, &G, &B, &M, &V}, *Out,
          [&](const Operands &I, hpvm_tensor &O) {
            if (onGPU(Op, I))
              gpu::batchnorm(Op, *I[0], *I[1], *I[2], *I[3], *I[4], O, Epsilon);
            else
              cpu::batchnorm(*I[0], *I[1], *I[2], *I[3], *I[4], O,
                             float(Epsilon));
          });
  return Out;
}

void *hpvm_tensor_pool_max(const char *Op, void *In, int WindowH, int WindowW,
                           int PadH, int PadW, int StrideH, int StrideW) {
  return poolWith(Op, In,
                  {WindowH, WindowW, PadH, PadW, StrideH, StrideW, true});
}

void *hpvm_tensor_pool_mean(const char *Op, void *In, int WindowH, int WindowW,
                            int PadH, int PadW, int StrideH, int StrideW) {
  return poolWith(Op, In,
                  {WindowH, WindowW, PadH, PadW, StrideH, StrideW, false});
}

void *hpvm_tensor_relu(const char *Op, void *In) {
  return activate(Op, In, Activation::Relu, 0, 0);
}

void *hpvm_tensor_clipped_relu(const char *Op, void *In, float Min, float Max) {
  if (!(Min <= Max))
    opError(Op, "the lower bound " + std::to_string(Min) +
                    " is above the upper bound " + std::to_string(Max));
  return activate(Op, In, Activation::ClippedRelu, Min, Max);
}

void *hpvm_tensor_tanh(const char *Op, void *In) {
  return activate(Op, In, Activation::Tanh, 0, 0);
}

void *hpvm_tensor_softmax(const char *Op, void *InH) {
  hpvm_tensor &In = floatTensor(Op, InH, "input");
  hpvm_tensor *Out = makeLike(In);
  execute(Op, "a softmax", {&In}, *Out, [&](const Operands &I, hpvm_tensor &O) {
    if (onGPU(Op, I))
      gpu::softmax(Op, *I[0], O);
    else
      cpu::softmax(*I[0], O);
  });
  return Out;
}

} // extern "C"
