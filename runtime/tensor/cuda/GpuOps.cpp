//===- GpuOps.cpp - tensor operations on the GPU (cuDNN, cuBLAS)
//-----------===//
//
// One cuDNN (or cuBLAS) call per operation on the default stream, serialised
// by one lock: the handles are not meant for concurrent use. Device memory
// comes from libhpvm-rt's tracker, which makes the GPU's context current on
// the calling thread; the convolution workspace is a buffer of our own that
// grows as needed.
//
//===----------------------------------------------------------------------===//
#include "GpuOps.h"
#include "../Tensor.h"
#include "GpuLibraries.h"
#include "device/cuda/CudaDriver.h"
#include "hpvm/hpvm_rt.h"

#include <cstdlib>
#include <cstring>
#include <mutex>

namespace hpvm::tensor::gpu {
namespace {

using namespace cuda;

struct State {
  std::mutex Lock;
  const Libraries *L = nullptr;
  const rt::cuda::Driver *D = nullptr;
  cudnnHandle_t Cudnn = nullptr;
  cublasHandle_t Cublas = nullptr;
  rt::cuda::CUdeviceptr Workspace = 0;
  size_t WorkspaceBytes = 0;
};

State &state() {
  static State *S = new State; // never destroyed, like the libraries
  return *S;
}

void check(const char *Op, cudnnStatus_t Status, const char *Call) {
  if (Status != 0)
    opError(Op, std::string(Call) +
                    " failed: " + state().L->cudnnGetErrorString(Status));
}

/// The device address of \p T's data; the tracker copies it there first
/// when \p In and drops the host copy when \p Out.
void *device(const char *Op, hpvm_tensor &T, bool In, bool Out) {
  if (!T.tracked) {
    hpvm_rt_track_mem(T.host_data, T.size_in_bytes);
    T.tracked = 1;
  }
  return hpvm_rt_gpu_pointer(Op, T.host_data, In, Out);
}
void *in(const char *Op, hpvm_tensor &T) { return device(Op, T, true, false); }
void *out(const char *Op, hpvm_tensor &T) { return device(Op, T, false, true); }

/// The handles, made on first use, once the context is current.
State &handles(const char *Op) {
  State &S = state();
  if (!S.Cudnn)
    check(Op, S.L->cudnnCreate(&S.Cudnn), "cudnnCreate");
  if (!S.Cublas && S.L->cublasCreate_v2(&S.Cublas) != 0)
    opError(Op, "cublasCreate failed");
  return S;
}

class TensorDesc {
public:
  TensorDesc(const char *Op, Dims4 D) {
    const Libraries &L = *state().L;
    check(Op, L.cudnnCreateTensorDescriptor(&Desc),
          "cudnnCreateTensorDescriptor");
    check(Op,
          L.cudnnSetTensor4dDescriptor(Desc, CUDNN_TENSOR_NCHW,
                                       CUDNN_DATA_FLOAT, int(D[0]), int(D[1]),
                                       int(D[2]), int(D[3])),
          "cudnnSetTensor4dDescriptor");
  }
  TensorDesc(const char *Op, const hpvm_tensor &T) : TensorDesc(Op, dims4(T)) {}
  ~TensorDesc() { state().L->cudnnDestroyTensorDescriptor(Desc); }
  operator cudnnTensorDescriptor_t() const { return Desc; }

private:
  cudnnTensorDescriptor_t Desc = nullptr;
};

const float One = 1.0f, Zero = 0.0f;

void *workspace(const char *Op, size_t Bytes) {
  State &S = state();
  if (Bytes <= S.WorkspaceBytes)
    return reinterpret_cast<void *>(S.Workspace);
  if (S.Workspace)
    S.D->cuMemFree(S.Workspace);
  S.WorkspaceBytes = 0;
  if (S.D->cuMemAlloc(&S.Workspace, Bytes) != rt::cuda::CUDA_SUCCESS)
    opError(Op, "cannot allocate a convolution workspace of " +
                    std::to_string(Bytes) + " bytes on the GPU");
  S.WorkspaceBytes = Bytes;
  return reinterpret_cast<void *>(S.Workspace);
}

} // namespace

bool available(const char *Op) {
  static const bool Usable = [&] {
    std::string Reason;
    State &S = state();
    S.L = loadLibraries(Reason);
    const char *Require = std::getenv("HPVM_REQUIRE_GPU");
    if (!S.L && Require && std::strcmp(Require, "1") == 0)
      opError(Op, "HPVM_REQUIRE_GPU=1, but " + Reason);
    if (!S.L)
      return false; // no cuDNN: a CPU machine, nothing to say
    S.D = rt::cuda::loadDriver(Reason);
    return S.D && hpvm_rt_gpu_available(Op, nullptr);
  }();
  return Usable;
}

void syncToHost(hpvm_tensor &T) {
  if (T.tracked)
    hpvm_rt_host_pointer(T.host_data, 1, 0);
}

void release(hpvm_tensor &T) {
  if (T.tracked)
    hpvm_rt_untrack_mem(T.host_data);
  T.tracked = 0;
}

void convolution(const char *Op, hpvm_tensor &In, hpvm_tensor &Filter,
                 hpvm_tensor &Out, const ConvGeometry &G) {
  std::lock_guard<std::mutex> Guard(state().Lock);
  void *X = in(Op, In), *W = in(Op, Filter), *Y = out(Op, Out);
  State &S = handles(Op);
  const Libraries &L = *S.L;
  TensorDesc XD(Op, In), YD(Op, Out);
  Dims4 F = dims4(Filter);
  cudnnFilterDescriptor_t WD;
  check(Op, L.cudnnCreateFilterDescriptor(&WD), "cudnnCreateFilterDescriptor");
  check(Op,
        L.cudnnSetFilter4dDescriptor(WD, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NCHW,
                                     int(F[0]), int(F[1]), int(F[2]),
                                     int(F[3])),
        "cudnnSetFilter4dDescriptor");
  cudnnConvolutionDescriptor_t CD;
  check(Op, L.cudnnCreateConvolutionDescriptor(&CD),
        "cudnnCreateConvolutionDescriptor");
  check(Op,
        L.cudnnSetConvolution2dDescriptor(
            CD, G.PadH, G.PadW, G.StrideH, G.StrideW, 1, 1,
            CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT),
        "cudnnSetConvolution2dDescriptor");
  check(Op, L.cudnnSetConvolutionGroupCount(CD, G.Groups),
        "cudnnSetConvolutionGroupCount");
  // No tensor cores for float data: they would round to TF32.
  check(Op, L.cudnnSetConvolutionMathType(CD, CUDNN_FMA_MATH),
        "cudnnSetConvolutionMathType");
  cudnnConvolutionFwdAlgoPerf_t Perf[8];
  int Found = 0;
  check(Op,
        L.cudnnGetConvolutionForwardAlgorithm_v7(S.Cudnn, XD, WD, CD, YD, 8,
                                                 &Found, Perf),
        "cudnnGetConvolutionForwardAlgorithm_v7");
  if (Found == 0)
    opError(Op, "cuDNN has no algorithm for this convolution");
  size_t Bytes = 0;
  check(Op,
        L.cudnnGetConvolutionForwardWorkspaceSize(S.Cudnn, XD, WD, CD, YD,
                                                  Perf[0].algo, &Bytes),
        "cudnnGetConvolutionForwardWorkspaceSize");
  check(Op,
        L.cudnnConvolutionForward(S.Cudnn, &One, XD, X, WD, W, CD, Perf[0].algo,
                                  workspace(Op, Bytes), Bytes, &Zero, YD, Y),
        "cudnnConvolutionForward");
  L.cudnnDestroyConvolutionDescriptor(CD);
  L.cudnnDestroyFilterDescriptor(WD);
}

void add(const char *Op, hpvm_tensor &X, hpvm_tensor &Bias, hpvm_tensor &Out) {
  std::lock_guard<std::mutex> Guard(state().Lock);
  void *A = in(Op, X), *B = in(Op, Bias), *C = out(Op, Out);
  State &S = handles(Op);
  const Libraries &L = *S.L;
  Dims4 BD = dims4(X);
  if (Bias.num_elems != X.num_elems)
    BD = {1, BD[1], 1, 1};
  TensorDesc AD(Op, X), BDesc(Op, BD);
  cudnnOpTensorDescriptor_t OD;
  check(Op, L.cudnnCreateOpTensorDescriptor(&OD),
        "cudnnCreateOpTensorDescriptor");
  check(Op,
        L.cudnnSetOpTensorDescriptor(OD, CUDNN_OP_TENSOR_ADD, CUDNN_DATA_FLOAT,
                                     CUDNN_NOT_PROPAGATE_NAN),
        "cudnnSetOpTensorDescriptor");
  check(Op,
        L.cudnnOpTensor(S.Cudnn, OD, &One, AD, A, &One, BDesc, B, &Zero, AD, C),
        "cudnnOpTensor");
  L.cudnnDestroyOpTensorDescriptor(OD);
}

void matmul(const char *Op, hpvm_tensor &Lhs, hpvm_tensor &Rhs,
            hpvm_tensor &Out) {
  std::lock_guard<std::mutex> Guard(state().Lock);
  auto *A = static_cast<const float *>(in(Op, Lhs));
  auto *B = static_cast<const float *>(in(Op, Rhs));
  auto *C = static_cast<float *>(out(Op, Out));
  State &S = handles(Op);
  int M = int(Lhs.dims.dim_sizes[0]), K = int(Lhs.num_elems) / M;
  int N = int(Rhs.num_elems) / K;
  // Row-major C = A B is column-major C^T = B^T A^T.
  if (S.L->cublasSgemm_v2(S.Cublas, CUBLAS_OP_N, CUBLAS_OP_N, N, M, K, &One, B,
                          N, A, K, &Zero, C, N) != 0)
    opError(Op, "cublasSgemm failed");
}

void pool(const char *Op, hpvm_tensor &In, hpvm_tensor &Out,
          const PoolGeometry &G) {
  std::lock_guard<std::mutex> Guard(state().Lock);
  void *X = in(Op, In), *Y = out(Op, Out);
  State &S = handles(Op);
  const Libraries &L = *S.L;
  TensorDesc XD(Op, In), YD(Op, Out);
  cudnnPoolingDescriptor_t PD;
  check(Op, L.cudnnCreatePoolingDescriptor(&PD),
        "cudnnCreatePoolingDescriptor");
  check(Op,
        L.cudnnSetPooling2dDescriptor(
            PD,
            G.Max ? CUDNN_POOLING_MAX
                  : CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING,
            CUDNN_NOT_PROPAGATE_NAN, G.WindowH, G.WindowW, G.PadH, G.PadW,
            G.StrideH, G.StrideW),
        "cudnnSetPooling2dDescriptor");
  check(Op, L.cudnnPoolingForward(S.Cudnn, PD, &One, XD, X, &Zero, YD, Y),
        "cudnnPoolingForward");
  L.cudnnDestroyPoolingDescriptor(PD);
}

void activation(const char *Op, hpvm_tensor &In, hpvm_tensor &Out, Activation A,
                float Hi) {
  std::lock_guard<std::mutex> Guard(state().Lock);
  void *X = in(Op, In), *Y = out(Op, Out);
  State &S = handles(Op);
  const Libraries &L = *S.L;
  TensorDesc D(Op, Dims4{1, In.num_elems, 1, 1});
  cudnnActivationDescriptor_t AD;
  check(Op, L.cudnnCreateActivationDescriptor(&AD),
        "cudnnCreateActivationDescriptor");
  int Mode = A == Activation::Relu   ? CUDNN_ACTIVATION_RELU
             : A == Activation::Tanh ? CUDNN_ACTIVATION_TANH
                                     : CUDNN_ACTIVATION_CLIPPED_RELU;
  check(Op,
        L.cudnnSetActivationDescriptor(AD, Mode, CUDNN_NOT_PROPAGATE_NAN, Hi),
        "cudnnSetActivationDescriptor");
  check(Op, L.cudnnActivationForward(S.Cudnn, AD, &One, D, X, &Zero, D, Y),
        "cudnnActivationForward");
  L.cudnnDestroyActivationDescriptor(AD);
}

void softmax(const char *Op, hpvm_tensor &In, hpvm_tensor &Out) {
  std::lock_guard<std::mutex> Guard(state().Lock);
  void *X = in(Op, In), *Y = out(Op, Out);
  State &S = handles(Op);
  size_t Rows = In.dims.dim_sizes[0];
  TensorDesc D(Op, Dims4{Rows, In.num_elems / Rows, 1, 1});
  check(Op,
        S.L->cudnnSoftmaxForward(S.Cudnn, CUDNN_SOFTMAX_ACCURATE,
                                 CUDNN_SOFTMAX_MODE_INSTANCE, &One, D, X, &Zero,
                                 D, Y),
        "cudnnSoftmaxForward");
}

void batchnorm(const char *Op, hpvm_tensor &In, hpvm_tensor &Gamma,
               hpvm_tensor &Beta, hpvm_tensor &Mean, hpvm_tensor &Variance,
               hpvm_tensor &Out, double Epsilon) {
  std::lock_guard<std::mutex> Guard(state().Lock);
  void *X = in(Op, In), *G = in(Op, Gamma), *B = in(Op, Beta);
  void *M = in(Op, Mean), *V = in(Op, Variance), *Y = out(Op, Out);
  State &S = handles(Op);
  TensorDesc XD(Op, In), CD(Op, Dims4{1, dims4(In)[1], 1, 1});
  check(Op,
        S.L->cudnnBatchNormalizationForwardInference(
            S.Cudnn, CUDNN_BATCHNORM_SPATIAL, &One, &Zero, XD, X, XD, Y, CD, G,
            B, M, V, Epsilon),
        "cudnnBatchNormalizationForwardInference");
}

} // namespace hpvm::tensor::gpu
