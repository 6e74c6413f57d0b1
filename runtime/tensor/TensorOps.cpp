//===- TensorOps.cpp - the tensor operations' entry points ----------------===//
//
// Checks each operation's operands against one another (a mismatch is a
// user error naming the operation and the shapes), makes its output tensor
// and runs it on the GPU when there is one (cuDNN, cuBLAS), else on the CPU
// (oneDNN). HPVM_TENSOR_DEVICE=cpu or gpu chooses instead.
//
//===----------------------------------------------------------------------===//
#include "Tensor.h"
#include "cpu/CpuOps.h"
#include "cuda/GpuOps.h"

#include <atomic>
#include <cstdlib>
#include <cstring>

using namespace hpvm::tensor;

namespace {

std::atomic<int> &deviceChoice() {
  static std::atomic<int> Choice = [] {
    const char *Env = std::getenv("HPVM_TENSOR_DEVICE");
    if (Env && std::strcmp(Env, "cpu") == 0)
      return HPVM_TENSOR_CPU;
    if (Env && std::strcmp(Env, "gpu") == 0)
      return HPVM_TENSOR_GPU;
    return HPVM_TENSOR_AUTO;
  }();
  return Choice;
}

/// Whether \p Op runs on the GPU; when not, its inputs' host data is made
/// valid for the CPU.
bool onGPU(const char *Op, std::initializer_list<hpvm_tensor *> Inputs) {
  int Choice = deviceChoice();
  bool GPU = Choice != HPVM_TENSOR_CPU && gpu::available(Op);
  if (Choice == HPVM_TENSOR_GPU && !GPU)
    opError(Op, "operations must run on the GPU (HPVM_TENSOR_DEVICE=gpu), "
                "but there is no usable GPU with cuDNN 9 and cuBLAS");
  if (!GPU)
    for (hpvm_tensor *T : Inputs)
      gpu::syncToHost(*T);
  return GPU;
}

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

void *convolve(const char *Op, void *InH, void *FilterH, ConvGeometry G) {
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
  if (onGPU(Op, {&In, &Filter}))
    gpu::convolution(Op, In, Filter, *Out, G);
  else
    cpu::convolution(In, Filter, *Out, G);
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
  if (onGPU(Op, {&In}))
    gpu::pool(Op, In, *Out, G);
  else
    cpu::pool(In, *Out, G);
  return Out;
}

void *activate(const char *Op, void *InH, Activation A, float Lo, float Hi) {
  hpvm_tensor &In = floatTensor(Op, InH, "input");
  hpvm_tensor *Out = makeLike(In);
  // cuDNN's clipped relu has no lower bound but 0.
  if ((A != Activation::ClippedRelu || Lo == 0) && onGPU(Op, {&In}))
    gpu::activation(Op, In, *Out, A, Hi);
  else
    cpu::activation(In, *Out, A, Lo, Hi);
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

void hpvm_tensor_set_device(int Device) {
  if (Device != HPVM_TENSOR_AUTO && Device != HPVM_TENSOR_CPU &&
      Device != HPVM_TENSOR_GPU)
    opError("hpvm_tensor_set_device",
            "device " + std::to_string(Device) + " is not 0, 1 or 2");
  deviceChoice() = Device;
}

int hpvm_tensor_gpu_available(void) {
  return gpu::available("hpvm_tensor_gpu_available");
}

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

void *hpvm_tensor_add(const char *Op, void *XH, void *BiasH) {
  hpvm_tensor &X = floatTensor(Op, XH, "input");
  hpvm_tensor &Bias = floatTensor(Op, BiasH, "bias");
  if (Bias.num_elems != X.num_elems && Bias.num_elems != dims4(X)[1])
    opError(Op, "the bias (" + shapeText(Bias) +
                    ") must have the input's shape (" + shapeText(X) +
                    ") or one element per channel");
  hpvm_tensor *Out = makeLike(X);
  if (onGPU(Op, {&X, &Bias}))
    gpu::add(Op, X, Bias, *Out);
  else
    cpu::add(X, Bias, *Out);
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
  if (onGPU(Op, {&L, &R}))
    gpu::matmul(Op, L, R, *Out);
  else
    cpu::matmul(L, R, *Out);
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
  if (onGPU(Op, {&In, &G, &B, &M, &V}))
    gpu::batchnorm(Op, In, G, B, M, V, *Out, Epsilon);
  else
    cpu::batchnorm(In, G, B, M, V, *Out, float(Epsilon));
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
  if (onGPU(Op, {&In}))
    gpu::softmax(Op, In, *Out);
  else
    cpu::softmax(In, *Out);
  return Out;
}

} // extern "C"
