//===- GpuOps.cpp - tensor operations on the GPU (cuDNN, cuBLAS) ----------===//
//
// One cuDNN (or cuBLAS) call per operation on the null stream, serialised
// by one lock: the handles are not meant for concurrent use. The calls are
// kept and replayed as CUDA graphs where they repeat (CallGraphs.h). Device
// memory comes from libhpvm-rt's tracker, which makes the GPU's context current
// on the calling thread (DeviceTensors.h); the convolution workspace is a
// buffer of our own that grows as needed. In half precision, data is half
// and arithmetic FP32 (cuDNN's pseudo-half configuration, cuBLAS's 32F
// compute), on tensor cores where the libraries choose them. Descriptors
// are made once per shape or setting and kept, as a program written against
// cuDNN makes them once: making and setting them costs more than a small
// layer's work. Under HPVM_PROFILE=1 each call is timed (GpuProfile.h).
//
//===----------------------------------------------------------------------===//
#include "GpuOps.h"
#include "../Tensor.h"
#include "CallGraphs.h"
#include "DeviceTensors.h"
#include "GpuLibraries.h"
#include "GpuProfile.h"
#include "device/cuda/CudaDevice.h"
#include "device/cuda/CudaDriver.h"
#include "hpvm/hpvm_rt.h"

#include <cassert>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <tuple>

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

/// Reports library call \p Call of operation \p Op, which returned \p Status.
[[noreturn]] void fail(const char *Op, const char *Call, int Status) {
  if (std::strncmp(Call, "cublas", 6) == 0)
    opError(Op, std::string(Call) + " failed with status " +
                    std::to_string(Status));
  opError(Op, std::string(Call) +
                  " failed: " + state().L->cudnnGetErrorString(Status));
}

void check(const char *Op, cudnnStatus_t Status, const char *Call) {
  if (Status != 0)
    fail(Op, Call, Status);
}

/// The library calls kept for CUDA graphs, once the handles are made.
CallGraphs &graphs() {
  static CallGraphs *G = [] {
    State &S = state();
    auto *Made = new CallGraphs(
        *S.D,
        [&S](rt::cuda::CUstream Stream) {
          S.L->cudnnSetStream(S.Cudnn, Stream);
          S.L->cublasSetStream_v2(S.Cublas, Stream);
        },
        fail);
    rt::setKeptLibraryCalls([] { return graphs().pending(); },
                            [] { graphs().flush(); });
    return Made;
  }();
  return *G;
}

/// One operation's library calls, under the lock; once they are kept or
/// enqueued, the tracker may release the objects they used: kept calls are
/// made before anything else uses the GPU.
class OpScope {
public:
  explicit OpScope(const char *Op) : Op(Op), Guard(state().Lock) {}
  ~OpScope() { hpvm_rt_gpu_library_calls_done(Op); }
  /// Library call \p Call (a static string naming it, for the profile and
  /// messages) of key \p Key (what it reads and writes, how), writing
  /// \p Out: Make makes it and returns its status. Kept for a CUDA graph,
  /// or made now. Kernels kept for a CUDA graph, this operation's
  /// conversions of its operands among them, go before it.
  template <typename MakeFn>
  void call(const char *Call, const hpvm_tensor &Out, const CallKey &Key,
            MakeFn Make) {
    if (rt::gpuKernelsKept())
      rt::flushGPULaunches();
    CallGraphs &G = graphs();
    if (G.keeping())
      return G.keep({Op, Call, Make}, Key);
    auto Use = G.use();
    Timer.calling(*state().D, Call, Out);
    if (int Status = Make())
      fail(Op, Call, Status);
  }

private:
  const char *Op;
  std::lock_guard<std::mutex> Guard;
  CallTimer Timer{Op};
};

thread_local bool HalfActive = false, HalfUsed = false;

/// The precision of this thread's operations (HalfPrecision).
Precision precision() {
  HalfUsed |= HalfActive;
  return HalfActive ? Precision::Half : Precision::Float;
}

int dataType(Precision P) {
  return P == Precision::Half ? CUDNN_DATA_HALF : CUDNN_DATA_FLOAT;
}

/// The handles, made on first use, once the context is current.
State &handles(const char *Op) {
  State &S = state();
  if (!S.Cudnn)
    check(Op, S.L->cudnnCreate(&S.Cudnn), "cudnnCreate");
  if (!S.Cublas && S.L->cublasCreate_v2(&S.Cublas) != 0)
    opError(Op, "cublasCreate failed");
  return S;
}

cudnnTensorDescriptor_t newTensorDesc(const char *Op, Dims4 D, Precision P) {
  const Libraries &L = *state().L;
  cudnnTensorDescriptor_t Desc;
  check(Op, L.cudnnCreateTensorDescriptor(&Desc),
        "cudnnCreateTensorDescriptor");
  check(Op,
        L.cudnnSetTensor4dDescriptor(Desc, CUDNN_TENSOR_NCHW, dataType(P),
                                     int(D[0]), int(D[1]), int(D[2]),
                                     int(D[3])),
        "cudnnSetTensor4dDescriptor");
  return Desc;
}

/// The descriptor of NCHW tensors of dimensions \p D in precision \p P.
cudnnTensorDescriptor_t tensorDesc(const char *Op, Dims4 D, Precision P) {
  static auto *Descs =
      new std::map<std::pair<Dims4, Precision>, cudnnTensorDescriptor_t>;
  auto [It, New] = Descs->try_emplace({D, P}, nullptr);
  if (New)
    It->second = newTensorDesc(Op, D, P);
  return It->second;
}

cudnnTensorDescriptor_t tensorDesc(const char *Op, const hpvm_tensor &T,
                                   Precision P) {
  return tensorDesc(Op, dims4(T), P);
}

const float One = 1.0f, Zero = 0.0f;

void *workspace(const char *Op, size_t Bytes) {
  State &S = state();
  if (Bytes <= S.WorkspaceBytes)
    return reinterpret_cast<void *>(S.Workspace);
  if (S.Workspace) {
    rt::flushGPULaunches(); // kept calls may use it
    S.D->cuMemFree(S.Workspace);
  }
  S.WorkspaceBytes = 0;
  if (S.D->cuMemAlloc(&S.Workspace, Bytes) != rt::cuda::CUDA_SUCCESS)
    opError(Op, "cannot allocate a convolution workspace of " +
                    std::to_string(Bytes) + " bytes on the GPU");
  S.WorkspaceBytes = Bytes;
  return reinterpret_cast<void *>(S.Workspace);
}

/// A convolution's descriptors and algorithm: made once per shape, as
/// cuDNN's algorithm heuristics take longer than a small layer's work.
struct ConvPlan {
  cudnnTensorDescriptor_t X, Y;
  cudnnFilterDescriptor_t W;
  cudnnConvolutionDescriptor_t Conv;
  int Algo;
  size_t Bytes; // of workspace
};

/// How convolution algorithms are chosen (HPVM_TENSOR_CONV_ALGO): by
/// cuDNN's heuristics, or by running each candidate once per shape
/// (cuDNN's Find). On an H100 the heuristics' float choices were up to 2.5x
/// slower where the output is large, Find's slower for small outputs and
/// for half data (its one timing of each candidate misleads it there), so
/// by default (auto) float convolutions of at least MeasuredOutputs output
/// elements are measured (docs/tensors.md, "Devices").
enum class ConvAlgo { Auto, Heuristic, Measured };
constexpr size_t MeasuredOutputs = size_t(1) << 20;

ConvAlgo convAlgo() {
  static const ConvAlgo Choice = [] {
    const char *V = std::getenv("HPVM_TENSOR_CONV_ALGO");
    if (!V || !*V || std::strcmp(V, "auto") == 0)
      return ConvAlgo::Auto;
    if (std::strcmp(V, "heuristic") == 0)
      return ConvAlgo::Heuristic;
    if (std::strcmp(V, "measured") == 0)
      return ConvAlgo::Measured;
    std::fprintf(stderr,
                 "hpvm-tensor: warning: HPVM_TENSOR_CONV_ALGO='%s' is not "
                 "'auto', 'heuristic' or 'measured'; using auto\n",
                 V);
    return ConvAlgo::Auto;
  }();
  return Choice;
}

/// Whether the algorithm of a convolution with \p Outputs output elements
/// in precision \p P is measured.
bool measured(size_t Outputs, Precision P) {
  ConvAlgo A = convAlgo();
  return A == ConvAlgo::Measured ||
         (A == ConvAlgo::Auto && P == Precision::Float &&
          Outputs >= MeasuredOutputs);
}

/// In, filter and out shapes, padding, strides, groups, precision.
using ConvKey = std::tuple<Dims4, Dims4, Dims4, int, int, int, int, int, int>;

const ConvPlan &convPlan(const char *Op, State &S, const hpvm_tensor &In,
                         const hpvm_tensor &Filter, const hpvm_tensor &Out,
                         const ConvGeometry &G, Precision P) {
  Dims4 F = dims4(Filter);
  ConvKey Key{dims4(In), F,         dims4(Out), G.PadH, G.PadW,
              G.StrideH, G.StrideW, G.Groups,   int(P)};
  static std::map<ConvKey, ConvPlan> *Plans = new std::map<ConvKey, ConvPlan>;
  auto [It, New] = Plans->try_emplace(Key);
  ConvPlan &C = It->second;
  if (!New)
    return C;
  auto Use = graphs().use(); // the heuristics use the handle
  const Libraries &L = *S.L;
  C.X = tensorDesc(Op, In, P);
  C.Y = tensorDesc(Op, Out, P);
  check(Op, L.cudnnCreateFilterDescriptor(&C.W), "cudnnCreateFilterDescriptor");
  check(Op,
        L.cudnnSetFilter4dDescriptor(C.W, dataType(P), CUDNN_TENSOR_NCHW,
                                     int(F[0]), int(F[1]), int(F[2]),
                                     int(F[3])),
        "cudnnSetFilter4dDescriptor");
  check(Op, L.cudnnCreateConvolutionDescriptor(&C.Conv),
        "cudnnCreateConvolutionDescriptor");
  // FP32 accumulation in both precisions.
  check(Op,
        L.cudnnSetConvolution2dDescriptor(
            C.Conv, G.PadH, G.PadW, G.StrideH, G.StrideW, 1, 1,
            CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT),
        "cudnnSetConvolution2dDescriptor");
  check(Op, L.cudnnSetConvolutionGroupCount(C.Conv, G.Groups),
        "cudnnSetConvolutionGroupCount");
  // Tensor cores for half data; none for float data, which they would round
  // to TF32.
  check(Op,
        L.cudnnSetConvolutionMathType(C.Conv, P == Precision::Half
                                                  ? CUDNN_TENSOR_OP_MATH
                                                  : CUDNN_FMA_MATH),
        "cudnnSetConvolutionMathType");
  cudnnConvolutionFwdAlgoPerf_t Perf[8];
  int Found = 0;
  if (measured(Out.num_elems, P))
    check(Op,
          L.cudnnFindConvolutionForwardAlgorithm(S.Cudnn, C.X, C.W, C.Conv, C.Y,
                                                 8, &Found, Perf),
          "cudnnFindConvolutionForwardAlgorithm");
  else
    check(Op,
          L.cudnnGetConvolutionForwardAlgorithm_v7(S.Cudnn, C.X, C.W, C.Conv,
                                                   C.Y, 8, &Found, Perf),
          "cudnnGetConvolutionForwardAlgorithm_v7");
  // The fastest that works; in float, one that runs without tensor cores
  // (which would round to TF32), and runs so.
  bool Float = P == Precision::Float;
  int Best = 0;
  while (Best < Found && (Perf[Best].status != 0 ||
                          (Float && Perf[Best].mathType != CUDNN_FMA_MATH &&
                           Perf[Best].mathType != CUDNN_DEFAULT_MATH)))
    ++Best;
  if (Best == Found)
    opError(Op, "cuDNN has no algorithm for this convolution");
  check(Op,
        L.cudnnSetConvolutionMathType(C.Conv, Float ? int(CUDNN_FMA_MATH)
                                                    : Perf[Best].mathType),
        "cudnnSetConvolutionMathType");
  C.Algo = Perf[Best].algo;
  check(Op,
        L.cudnnGetConvolutionForwardWorkspaceSize(S.Cudnn, C.X, C.W, C.Conv,
                                                  C.Y, C.Algo, &C.Bytes),
        "cudnnGetConvolutionForwardWorkspaceSize");
  return C;
}

/// The descriptor of a bias addition (C = A + B, B broadcast).
cudnnOpTensorDescriptor_t addDesc(const char *Op, const Libraries &L) {
  static cudnnOpTensorDescriptor_t Desc = [&] {
    cudnnOpTensorDescriptor_t D;
    check(Op, L.cudnnCreateOpTensorDescriptor(&D),
          "cudnnCreateOpTensorDescriptor");
    check(Op,
          L.cudnnSetOpTensorDescriptor(D, CUDNN_OP_TENSOR_ADD, CUDNN_DATA_FLOAT,
                                       CUDNN_NOT_PROPAGATE_NAN),
          "cudnnSetOpTensorDescriptor");
    return D;
  }();
  return Desc;
}

using PoolKey = std::tuple<int, int, int, int, int, int, bool>;

cudnnPoolingDescriptor_t poolDesc(const char *Op, const Libraries &L,
                                  const PoolGeometry &G) {
  static auto *Descs = new std::map<PoolKey, cudnnPoolingDescriptor_t>;
  auto [It, New] =
      Descs->try_emplace(PoolKey{G.WindowH, G.WindowW, G.PadH, G.PadW,
                                 G.StrideH, G.StrideW, G.Max},
                         nullptr);
  if (!New)
    return It->second;
  check(Op, L.cudnnCreatePoolingDescriptor(&It->second),
        "cudnnCreatePoolingDescriptor");
  check(Op,
        L.cudnnSetPooling2dDescriptor(
            It->second,
            G.Max ? CUDNN_POOLING_MAX
                  : CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING,
            CUDNN_NOT_PROPAGATE_NAN, G.WindowH, G.WindowW, G.PadH, G.PadW,
            G.StrideH, G.StrideW),
        "cudnnSetPooling2dDescriptor");
  return It->second;
}

cudnnActivationDescriptor_t activationDesc(const char *Op, const Libraries &L,
                                           Activation A, float Hi) {
  static auto *Descs =
      new std::map<std::pair<Activation, float>, cudnnActivationDescriptor_t>;
  auto [It, New] = Descs->try_emplace({A, Hi}, nullptr);
  if (!New)
    return It->second;
  check(Op, L.cudnnCreateActivationDescriptor(&It->second),
        "cudnnCreateActivationDescriptor");
  int Mode = A == Activation::Relu   ? CUDNN_ACTIVATION_RELU
             : A == Activation::Tanh ? CUDNN_ACTIVATION_TANH
                                     : CUDNN_ACTIVATION_CLIPPED_RELU;
  check(Op,
        L.cudnnSetActivationDescriptor(It->second, Mode,
                                       CUDNN_NOT_PROPAGATE_NAN, Hi),
        "cudnnSetActivationDescriptor");
  return It->second;
}

} // namespace

bool available(const char *Op) {
  static const bool Usable = [&] {
    std::string Reason;
    State &S = state();
    S.L = loadLibraries(Reason);
    const char *Require = std::getenv("HPVM_REQUIRE_GPU");
    bool Required = Require && std::strcmp(Require, "1") == 0;
    if (!S.L && Required)
      opError(Op, "HPVM_REQUIRE_GPU=1, but " + Reason);
    if (!S.L)
      return false; // no cuDNN: a CPU machine, nothing to say
    std::string Why = rt::gpuUnusableReason();
    if (!Why.empty()) {
      if (Required)
        opError(Op,
                "HPVM_REQUIRE_GPU=1, but there is no usable GPU (" + Why + ")");
      std::fprintf(stderr,
                   "hpvm-tensor: warning: no usable GPU (%s); tensor "
                   "operations run on the CPU\n",
                   Why.c_str());
      return false;
    }
    S.D = rt::cuda::loadDriver(Reason);
    return S.D != nullptr;
  }();
  return Usable;
}

HalfPrecision::HalfPrecision() {
  assert(!HalfActive && "one operation at a time on a thread");
  HalfActive = true;
  HalfUsed = false;
}

HalfPrecision::~HalfPrecision() { HalfActive = false; }

bool HalfPrecision::used() const { return HalfUsed; }

void syncToHost(hpvm_tensor &T) { toHost(T, state().Lock); }

void release(hpvm_tensor &T) { forget(T, state().Lock); }

void convolution(const char *Op, hpvm_tensor &In, hpvm_tensor &Filter,
                 hpvm_tensor &Out, const ConvGeometry &G) {
  OpScope Scope(Op);
  Precision P = precision();
  void *X = deviceInput(Op, In, P), *W = deviceInput(Op, Filter, P);
  void *Y = deviceOutput(Op, Out, P);
  State &S = handles(Op);
  const ConvPlan C = convPlan(Op, S, In, Filter, Out, G, P);
  void *Work = workspace(Op, C.Bytes);
  const char *Call = "cudnnConvolutionForward";
  Scope.call(
      Call, Out,
      callKey(Call, C.X, X, C.W, W, C.Conv, C.Algo, Work, C.Bytes, C.Y, Y),
      [&S, C, X, W, Work, Y] {
        return S.L->cudnnConvolutionForward(S.Cudnn, &One, C.X, X, C.W, W,
                                            C.Conv, C.Algo, Work, C.Bytes,
                                            &Zero, C.Y, Y);
      });
}

void add(const char *Op, hpvm_tensor &X, hpvm_tensor &Bias, hpvm_tensor &Out) {
  OpScope Scope(Op);
  Precision P = precision();
  void *A = deviceInput(Op, X, P), *B = deviceInput(Op, Bias, P);
  void *C = deviceOutput(Op, Out, P);
  State &S = handles(Op);
  const Libraries &L = *S.L;
  Dims4 BD = dims4(X);
  if (Bias.num_elems != X.num_elems)
    BD = {1, BD[1], 1, 1};
  cudnnTensorDescriptor_t AD = tensorDesc(Op, X, P),
                          BDesc = tensorDesc(Op, BD, P);
  cudnnOpTensorDescriptor_t OD = addDesc(Op, L);
  const char *Call = "cudnnOpTensor";
  Scope.call(Call, Out, callKey(Call, OD, AD, A, BDesc, B, C),
             [&S, OD, AD, A, BDesc, B, C] {
               return S.L->cudnnOpTensor(S.Cudnn, OD, &One, AD, A, &One, BDesc,
                                         B, &Zero, AD, C);
             });
}

void matmul(const char *Op, hpvm_tensor &Lhs, hpvm_tensor &Rhs,
            hpvm_tensor &Out) {
  OpScope Scope(Op);
  Precision P = precision();
  void *A = deviceInput(Op, Lhs, P), *B = deviceInput(Op, Rhs, P);
  void *C = deviceOutput(Op, Out, P);
  State &S = handles(Op);
  int M = int(Lhs.dims.dim_sizes[0]), K = int(Lhs.num_elems) / M;
  int N = int(Rhs.num_elems) / K;
  // Row-major C = A B is column-major C^T = B^T A^T.
  bool Half = P == Precision::Half;
  const char *Call = Half ? "cublasGemmEx" : "cublasSgemm";
  Scope.call(
      Call, Out, callKey(Call, M, N, K, A, B, C), [&S, Half, M, N, K, A, B, C] {
        return Half ? S.L->cublasGemmEx(S.Cublas, CUBLAS_OP_N, CUBLAS_OP_N, N,
                                        M, K, &One, B, CUDA_R_16F, N, A,
                                        CUDA_R_16F, K, &Zero, C, CUDA_R_16F, N,
                                        CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT)
                    : S.L->cublasSgemm_v2(S.Cublas, CUBLAS_OP_N, CUBLAS_OP_N, N,
                                          M, K, &One,
                                          static_cast<const float *>(B), N,
                                          static_cast<const float *>(A), K,
                                          &Zero, static_cast<float *>(C), N);
      });
}

void pool(const char *Op, hpvm_tensor &In, hpvm_tensor &Out,
          const PoolGeometry &G) {
  OpScope Scope(Op);
  Precision P = precision();
  void *X = deviceInput(Op, In, P), *Y = deviceOutput(Op, Out, P);
  State &S = handles(Op);
  const Libraries &L = *S.L;
  cudnnTensorDescriptor_t XD = tensorDesc(Op, In, P),
                          YD = tensorDesc(Op, Out, P);
  cudnnPoolingDescriptor_t PD = poolDesc(Op, L, G);
  const char *Call = "cudnnPoolingForward";
  Scope.call(
      Call, Out, callKey(Call, PD, XD, X, YD, Y), [&S, PD, XD, X, YD, Y] {
        return S.L->cudnnPoolingForward(S.Cudnn, PD, &One, XD, X, &Zero, YD, Y);
      });
}

void activation(const char *Op, hpvm_tensor &In, hpvm_tensor &Out, Activation A,
                float Hi) {
  OpScope Scope(Op);
  Precision P = precision();
  void *X = deviceInput(Op, In, P), *Y = deviceOutput(Op, Out, P);
  State &S = handles(Op);
  const Libraries &L = *S.L;
  cudnnTensorDescriptor_t D = tensorDesc(Op, Dims4{1, In.num_elems, 1, 1}, P);
  cudnnActivationDescriptor_t AD = activationDesc(Op, L, A, Hi);
  const char *Call = "cudnnActivationForward";
  Scope.call(Call, Out, callKey(Call, AD, D, X, Y), [&S, AD, D, X, Y] {
    return S.L->cudnnActivationForward(S.Cudnn, AD, &One, D, X, &Zero, D, Y);
  });
}

void softmax(const char *Op, hpvm_tensor &In, hpvm_tensor &Out) {
  OpScope Scope(Op);
  Precision P = precision();
  void *X = deviceInput(Op, In, P), *Y = deviceOutput(Op, Out, P);
  State &S = handles(Op);
  size_t Rows = In.dims.dim_sizes[0];
  cudnnTensorDescriptor_t D =
      tensorDesc(Op, Dims4{Rows, In.num_elems / Rows, 1, 1}, P);
  const char *Call = "cudnnSoftmaxForward";
  Scope.call(Call, Out, callKey(Call, D, X, Y), [&S, D, X, Y] {
    return S.L->cudnnSoftmaxForward(S.Cudnn, CUDNN_SOFTMAX_ACCURATE,
                                    CUDNN_SOFTMAX_MODE_INSTANCE, &One, D, X,
                                    &Zero, D, Y);
  });
}

void batchnorm(const char *Op, hpvm_tensor &In, hpvm_tensor &Gamma,
               hpvm_tensor &Beta, hpvm_tensor &Mean, hpvm_tensor &Variance,
               hpvm_tensor &Out, double Epsilon) {
  OpScope Scope(Op);
  Precision P = precision();
  // The per-channel operands are float in both precisions, as cuDNN wants.
  void *X = deviceInput(Op, In, P), *Y = deviceOutput(Op, Out, P);
  void *G = deviceInput(Op, Gamma, Precision::Float);
  void *B = deviceInput(Op, Beta, Precision::Float);
  void *M = deviceInput(Op, Mean, Precision::Float);
  void *V = deviceInput(Op, Variance, Precision::Float);
  State &S = handles(Op);
  cudnnTensorDescriptor_t XD = tensorDesc(Op, In, P),
                          CD = tensorDesc(Op, Dims4{1, dims4(In)[1], 1, 1},
                                          Precision::Float);
  const char *Call = "cudnnBatchNormalizationForwardInference";
  Scope.call(Call, Out, callKey(Call, XD, X, Y, CD, G, B, M, V, Epsilon),
             [&S, XD, X, Y, CD, G, B, M, V, Epsilon] {
               return S.L->cudnnBatchNormalizationForwardInference(
                   S.Cudnn, CUDNN_BATCHNORM_SPATIAL, &One, &Zero, XD, X, XD, Y,
                   CD, G, B, M, V, Epsilon);
             });
}

} // namespace hpvm::tensor::gpu
