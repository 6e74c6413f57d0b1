//===- cudnn_digits.cpp - the digits networks written against cuDNN -------===//
//
// The hand-written baseline of bench/tensor/run-gpu.sh: examples/digits/'s
// LeNet-style and deeper networks as a program written directly against
// cuDNN 9 and cuBLAS runs them. Descriptors, convolution algorithms, weights
// and device buffers are made once per batch size; a timed inference is the
// input's copy to the device, one library call per step of a layer
// (convolution, bias, batchnorm, activation, pooling, sgemm, softmax) on the
// default stream, and the result's copy back. With --fp16 every tensor is
// half (weights converted once; the input and the result converted on the
// GPU by cudnnTransformTensor, in the timed part, as the tensor runtime
// converts them), convolutions use tensor cores with FP32 accumulation and
// matrix products cublasGemmEx, as the tensor runtime's fp16 knob does.
//
// libcuda, cuDNN and cuBLAS are opened with dlopen through the tensor
// runtime's declarations of their entry points (GpuLibraries.h,
// CudaDriver.h), so that bench/prepare-gpu.sh builds it without the CUDA
// toolkit; every call is written out here.
//
//   cudnn_digits lenet|deep DATA [--fp16] [--time R [--batch N]]
//                [--compare SCORES] [--profile] [--find]
//
// Prints the accuracy and how many predictions are PyTorch's (exit status 1
// below 99.5%); with --compare, how far its 360 x 10 scores are from those
// in SCORES (the hpvmcc program's, float32; exit status 1 when a score is
// more than 1e-4, in fp16 2e-2, away or fewer than 99.5% of the predictions
// agree); with --time, the median time of R inferences of 1 image, of 360
// and of N (the test set repeated) after a warm-up, in the digits programs'
// format ("lenet batch 1: 12.3 us per batch"); with --profile also, for
// each batch, each step's median time on the GPU (events around it) in the
// tensor runtime's HPVM_PROFILE format (runtime/tensor/cuda/GpuProfile.h):
// "cudnn_digits: profile: 'conv1' cudnnConvolutionForward batch 360: 20
// runs, 3.2 us on the GPU". Convolution algorithms come from cuDNN's
// heuristics (cudnnGetConvolutionForwardAlgorithm_v7), with --find from
// running each (cudnnFindConvolutionForwardAlgorithm).
//
//===----------------------------------------------------------------------===//
#include "device/cuda/CudaDriver.h"
#include "tensor/cuda/GpuLibraries.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

using namespace hpvm::tensor::cuda;
namespace drv = hpvm::rt::cuda;

namespace {

const int Images = 360, Classes = 10;

[[noreturn]] void fail(const std::string &Message) {
  std::fprintf(stderr, "cudnn_digits: error: %s\n", Message.c_str());
  std::exit(1);
}

struct Gpu {
  const drv::Driver *D = nullptr;
  const Libraries *L = nullptr;
  cudnnHandle_t Dnn = nullptr;
  cublasHandle_t Blas = nullptr;
  bool Half = false;
  bool Profile = false;
  bool Find = false; // --find: convolution algorithms measured, not guessed
};
Gpu G;

void check(cudnnStatus_t S, const char *Call) {
  if (S != 0)
    fail(std::string(Call) + " failed: " + G.L->cudnnGetErrorString(S));
}

void checkCu(drv::CUresult R, const char *Call) {
  if (R != drv::CUDA_SUCCESS)
    fail(std::string(Call) + " failed: " + drv::describe(*G.D, R));
}

void init(bool Half) {
  std::string Why;
  G.D = drv::loadDriver(Why);
  if (!G.D)
    fail(Why);
  G.L = loadLibraries(Why);
  if (!G.L)
    fail(Why);
  G.Half = Half;
  drv::CUdevice Dev;
  drv::CUcontext Ctx;
  checkCu(G.D->cuInit(0), "cuInit");
  checkCu(G.D->cuDeviceGet(&Dev, 0), "cuDeviceGet");
  checkCu(G.D->cuDevicePrimaryCtxRetain(&Ctx, Dev), "cuDevicePrimaryCtxRetain");
  checkCu(G.D->cuCtxSetCurrent(Ctx), "cuCtxSetCurrent");
  check(G.L->cudnnCreate(&G.Dnn), "cudnnCreate");
  if (G.L->cublasCreate_v2(&G.Blas) != 0)
    fail("cublasCreate failed");
}

int dataType() { return G.Half ? CUDNN_DATA_HALF : CUDNN_DATA_FLOAT; }
size_t elementBytes() { return G.Half ? 2 : 4; }

/// Device memory for N elements of the run's precision (or of floats).
struct Buffer {
  drv::CUdeviceptr P = 0;
  size_t N = 0;
  void *get() const { return reinterpret_cast<void *>(P); }
};

Buffer allocate(size_t N, size_t ElementBytes) {
  Buffer B;
  B.N = N;
  checkCu(G.D->cuMemAlloc(&B.P, std::max<size_t>(N * ElementBytes, 1)),
          "cuMemAlloc");
  return B;
}

/// \p Host in the run's precision (converted on the host).
std::vector<char> encode(const float *Host, size_t N) {
  std::vector<char> Bytes(N * elementBytes());
  if (!G.Half) {
    std::memcpy(Bytes.data(), Host, N * 4);
    return Bytes;
  }
  auto *H = reinterpret_cast<_Float16 *>(Bytes.data());
  for (size_t I = 0; I != N; ++I)
    H[I] = _Float16(Host[I]);
  return Bytes;
}

std::vector<float> readFloats(const std::string &Path, size_t N) {
  std::vector<float> V(N);
  std::FILE *F = std::fopen(Path.c_str(), "rb");
  if (!F || std::fread(V.data(), sizeof(float), N, F) != N)
    fail("cannot read " + std::to_string(N) + " floats from " + Path);
  std::fclose(F);
  return V;
}

/// Weights on the device: in the run's precision, or float (batchnorm's
/// statistics, as cuDNN wants them).
Buffer weights(const std::string &Path, size_t N, bool AlwaysFloat = false) {
  std::vector<float> Host = readFloats(Path, N);
  if (AlwaysFloat) {
    Buffer B = allocate(N, 4);
    checkCu(G.D->cuMemcpyHtoD(B.P, Host.data(), N * 4), "cuMemcpyHtoD");
    return B;
  }
  std::vector<char> Bytes = encode(Host.data(), N);
  Buffer B = allocate(N, elementBytes());
  checkCu(G.D->cuMemcpyHtoD(B.P, Bytes.data(), Bytes.size()), "cuMemcpyHtoD");
  return B;
}

cudnnTensorDescriptor_t tensorDesc(int N, int C, int H, int W, int Type) {
  cudnnTensorDescriptor_t D;
  check(G.L->cudnnCreateTensorDescriptor(&D), "cudnnCreateTensorDescriptor");
  check(G.L->cudnnSetTensor4dDescriptor(D, CUDNN_TENSOR_NCHW, Type, N, C, H, W),
        "cudnnSetTensor4dDescriptor");
  return D;
}

struct Shape {
  int N, C, H, W;
  size_t count() const { return size_t(N) * C * H * W; }
};

const float One = 1, Zero = 0;

enum class Act { None, Relu, Tanh };

/// A network for one batch size: its steps (library calls) in order, from
/// In to Out. Descriptors and buffers live until the program ends.
class Net {
public:
  Net(const std::string &Prefix, int Batch) : Prefix(Prefix) {
    S = {Batch, 1, 8, 8};
    In = X = allocate(S.count(), elementBytes());
    InFloat = G.Half ? allocate(S.count(), 4) : In;
    if (G.Half)
      ToHalf = Conversion(InFloat, In, /*ToHalf=*/true);
  }

  /// Cross-correlation with \p K filters of R x R in \p Groups groups, then
  /// the bias and the activation, in place.
  void conv(const char *Name, int K, int R, int Pad, int Groups, Act A) {
    Shape O{S.N, K, S.H + 2 * Pad - R + 1, S.W + 2 * Pad - R + 1};
    Buffer W = weights(file(Name, "_w"), size_t(K) * (S.C / Groups) * R * R);
    Buffer B = weights(file(Name, "_b"), K);
    Buffer Y = allocate(O.count(), elementBytes());
    auto XD = tensorDesc(S.N, S.C, S.H, S.W, dataType());
    auto YD = tensorDesc(O.N, O.C, O.H, O.W, dataType());
    cudnnFilterDescriptor_t WD;
    check(G.L->cudnnCreateFilterDescriptor(&WD), "cudnnCreateFilterDescriptor");
    check(G.L->cudnnSetFilter4dDescriptor(WD, dataType(), CUDNN_TENSOR_NCHW, K,
                                          S.C / Groups, R, R),
          "cudnnSetFilter4dDescriptor");
    cudnnConvolutionDescriptor_t CD;
    check(G.L->cudnnCreateConvolutionDescriptor(&CD),
          "cudnnCreateConvolutionDescriptor");
    check(G.L->cudnnSetConvolution2dDescriptor(CD, Pad, Pad, 1, 1, 1, 1,
                                               CUDNN_CROSS_CORRELATION,
                                               CUDNN_DATA_FLOAT),
          "cudnnSetConvolution2dDescriptor");
    check(G.L->cudnnSetConvolutionGroupCount(CD, Groups),
          "cudnnSetConvolutionGroupCount");
    check(G.L->cudnnSetConvolutionMathType(CD, G.Half ? CUDNN_TENSOR_OP_MATH
                                                      : CUDNN_FMA_MATH),
          "cudnnSetConvolutionMathType");
    cudnnConvolutionFwdAlgoPerf_t Perf[8];
    int Found = 0;
    if (G.Find)
      check(G.L->cudnnFindConvolutionForwardAlgorithm(G.Dnn, XD, WD, CD, YD, 8,
                                                      &Found, Perf),
            "cudnnFindConvolutionForwardAlgorithm");
    else
      check(G.L->cudnnGetConvolutionForwardAlgorithm_v7(G.Dnn, XD, WD, CD, YD,
                                                        8, &Found, Perf),
            "cudnnGetConvolutionForwardAlgorithm_v7");
    // The fastest that works; in float, one that runs without tensor cores
    // (TF32), and runs so.
    int Best = 0;
    while (Best < Found && (Perf[Best].status != 0 ||
                            (!G.Half && Perf[Best].mathType != CUDNN_FMA_MATH &&
                             Perf[Best].mathType != CUDNN_DEFAULT_MATH)))
      ++Best;
    if (Best == Found)
      fail(std::string("no convolution algorithm for ") + Name);
    check(G.L->cudnnSetConvolutionMathType(CD, G.Half ? Perf[Best].mathType
                                                      : int(CUDNN_FMA_MATH)),
          "cudnnSetConvolutionMathType");
    int Algo = Perf[Best].algo;
    size_t Bytes = 0;
    check(G.L->cudnnGetConvolutionForwardWorkspaceSize(G.Dnn, XD, WD, CD, YD,
                                                       Algo, &Bytes),
          "cudnnGetConvolutionForwardWorkspaceSize");
    Buffer Work = allocate(Bytes, 1);
    Buffer Xin = X;
    step(Name, "cudnnConvolutionForward", [=] {
      check(G.L->cudnnConvolutionForward(G.Dnn, &One, XD, Xin.get(), WD,
                                         W.get(), CD, Algo, Work.get(), Bytes,
                                         &Zero, YD, Y.get()),
            "cudnnConvolutionForward");
    });
    S = O;
    X = Y;
    bias(Name, B);
    activate(Name, A);
  }

  /// Batch normalisation with the statistics of \p Name.
  void batchnorm(const char *Name) {
    Buffer Gamma = weights(file(Name, "_gamma"), S.C, true);
    Buffer Beta = weights(file(Name, "_beta"), S.C, true);
    Buffer Mean = weights(file(Name, "_mean"), S.C, true);
    Buffer Var = weights(file(Name, "_variance"), S.C, true);
    Buffer Y = allocate(S.count(), elementBytes());
    auto XD = tensorDesc(S.N, S.C, S.H, S.W, dataType());
    auto CD = tensorDesc(1, S.C, 1, 1, CUDNN_DATA_FLOAT);
    Buffer Xin = X;
    step(Name, "cudnnBatchNormalizationForwardInference", [=] {
      check(G.L->cudnnBatchNormalizationForwardInference(
                G.Dnn, CUDNN_BATCHNORM_SPATIAL, &One, &Zero, XD, Xin.get(), XD,
                Y.get(), CD, Gamma.get(), Beta.get(), Mean.get(), Var.get(),
                1e-5),
            "cudnnBatchNormalizationForwardInference");
    });
    X = Y;
  }

  /// The activation after layer \p Name, in place.
  void activate(const char *Name, Act A) {
    if (A == Act::None)
      return;
    auto D = tensorDesc(1, int(S.count()), 1, 1, dataType());
    cudnnActivationDescriptor_t AD;
    check(G.L->cudnnCreateActivationDescriptor(&AD),
          "cudnnCreateActivationDescriptor");
    check(G.L->cudnnSetActivationDescriptor(
              AD,
              A == Act::Relu ? CUDNN_ACTIVATION_RELU : CUDNN_ACTIVATION_TANH,
              CUDNN_NOT_PROPAGATE_NAN, 0),
          "cudnnSetActivationDescriptor");
    Buffer Y = X;
    step(Name, "cudnnActivationForward", [=] {
      check(G.L->cudnnActivationForward(G.Dnn, AD, &One, D, Y.get(), &Zero, D,
                                        Y.get()),
            "cudnnActivationForward");
    });
  }

  /// A 2 x 2 window with stride 2, its maximum or its mean.
  void pool(const char *Name, bool Max) {
    Shape O{S.N, S.C, S.H / 2, S.W / 2};
    Buffer Y = allocate(O.count(), elementBytes());
    auto XD = tensorDesc(S.N, S.C, S.H, S.W, dataType());
    auto YD = tensorDesc(O.N, O.C, O.H, O.W, dataType());
    cudnnPoolingDescriptor_t PD;
    check(G.L->cudnnCreatePoolingDescriptor(&PD),
          "cudnnCreatePoolingDescriptor");
    check(G.L->cudnnSetPooling2dDescriptor(
              PD,
              Max ? CUDNN_POOLING_MAX
                  : CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING,
              CUDNN_NOT_PROPAGATE_NAN, 2, 2, 0, 0, 2, 2),
          "cudnnSetPooling2dDescriptor");
    Buffer Xin = X;
    step(Name, "cudnnPoolingForward", [=] {
      check(G.L->cudnnPoolingForward(G.Dnn, PD, &One, XD, Xin.get(), &Zero, YD,
                                     Y.get()),
            "cudnnPoolingForward");
    });
    S = O;
    X = Y;
  }

  /// A dense layer of \p Outputs: the flattened input times the
  /// (inputs x outputs) matrix of \p Name, its bias, the activation.
  void dense(const char *Name, int Outputs, Act A) {
    int Batch = S.N, Inputs = int(S.count() / S.N);
    Buffer W = weights(file(Name, "_w"), size_t(Inputs) * Outputs);
    Buffer B = weights(file(Name, "_b"), Outputs);
    Buffer Y = allocate(size_t(Batch) * Outputs, elementBytes());
    Buffer Xin = X;
    bool Half = G.Half;
    // Row-major Y = X W is column-major Y^T = W^T X^T.
    step(Name, Half ? "cublasGemmEx" : "cublasSgemm", [=] {
      int Status =
          Half ? G.L->cublasGemmEx(G.Blas, CUBLAS_OP_N, CUBLAS_OP_N, Outputs,
                                   Batch, Inputs, &One, W.get(), CUDA_R_16F,
                                   Outputs, Xin.get(), CUDA_R_16F, Inputs,
                                   &Zero, Y.get(), CUDA_R_16F, Outputs,
                                   CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT)
               : G.L->cublasSgemm_v2(
                     G.Blas, CUBLAS_OP_N, CUBLAS_OP_N, Outputs, Batch, Inputs,
                     &One, static_cast<const float *>(W.get()), Outputs,
                     static_cast<const float *>(Xin.get()), Inputs, &Zero,
                     static_cast<float *>(Y.get()), Outputs);
      if (Status != 0)
        fail("cuBLAS matrix product failed with status " +
             std::to_string(Status));
    });
    S = {Batch, Outputs, 1, 1};
    X = Y;
    bias(Name, B);
    activate(Name, A);
  }

  void softmax() {
    auto D = tensorDesc(S.N, int(S.count() / S.N), 1, 1, dataType());
    Buffer Y = allocate(S.count(), elementBytes());
    Buffer Xin = X;
    step("softmax", "cudnnSoftmaxForward", [=] {
      check(G.L->cudnnSoftmaxForward(G.Dnn, CUDNN_SOFTMAX_ACCURATE,
                                     CUDNN_SOFTMAX_MODE_INSTANCE, &One, D,
                                     Xin.get(), &Zero, D, Y.get()),
            "cudnnSoftmaxForward");
    });
    X = Y;
  }

  /// One inference: \p Input (N x 1 x 8 x 8 floats) to \p Scores.
  void run(const float *Input, std::vector<float> &Scores) {
    if (!OutFloat.P) { // the first run
      OutFloat = G.Half ? allocate(X.N, 4) : X;
      if (G.Half)
        ToFloat = Conversion(X, OutFloat, /*ToHalf=*/false);
    }
    checkCu(G.D->cuMemcpyHtoD(InFloat.P, Input, In.N * 4), "cuMemcpyHtoD");
    if (G.Half)
      ToHalf.run();
    for (Step &St : Steps) {
      if (G.Profile)
        record(St.Start);
      St.Run();
      if (G.Profile)
        record(St.End);
    }
    if (G.Half)
      ToFloat.run();
    Scores.resize(X.N);
    // Synchronous: after the steps on the default stream.
    checkCu(G.D->cuMemcpyDtoH(Scores.data(), OutFloat.P, X.N * 4),
            "cuMemcpyDtoH");
    for (Step &St : Steps) {
      float Ms = 0;
      if (!G.Profile)
        break;
      checkCu(G.D->cuEventElapsedTime(&Ms, St.Start, St.End),
              "cuEventElapsedTime");
      St.Us.push_back(Ms * 1000);
    }
  }

  /// Prints each step's median time on the GPU over the runs but the first.
  void printProfile(int Batch) const {
    for (const Step &St : Steps) {
      std::vector<float> Us(St.Us.begin() + 1, St.Us.end());
      std::sort(Us.begin(), Us.end());
      std::printf("cudnn_digits: profile: '%s' %s batch %d: %zu runs, %.1f us "
                  "on the GPU\n",
                  St.Layer.c_str(), St.Call, Batch, Us.size(),
                  Us.empty() ? 0.0 : Us[Us.size() / 2]);
    }
  }

private:
  /// One library call of a layer, and its times on the GPU (--profile).
  struct Step {
    std::string Layer;
    const char *Call;
    std::function<void()> Run;
    drv::CUevent Start = nullptr, End = nullptr;
    std::vector<float> Us;
  };

  std::string file(const char *Name, const char *Suffix) const {
    return Prefix + Name + Suffix + ".bin";
  }

  void step(const char *Layer, const char *Call, std::function<void()> Run) {
    Steps.push_back({Layer, Call, std::move(Run), nullptr, nullptr, {}});
    if (G.Profile) {
      checkCu(G.D->cuEventCreate(&Steps.back().Start, 0), "cuEventCreate");
      checkCu(G.D->cuEventCreate(&Steps.back().End, 0), "cuEventCreate");
    }
  }

  static void record(drv::CUevent E) {
    checkCu(G.D->cuEventRecord(E, nullptr), "cuEventRecord");
  }

  /// A conversion on the GPU between float and half buffers of N elements.
  struct Conversion {
    Buffer From, To;
    cudnnTensorDescriptor_t FromD = nullptr, ToD = nullptr;
    Conversion() = default;
    Conversion(Buffer From, Buffer To, bool ToHalf) : From(From), To(To) {
      int N = int(From.N);
      FromD =
          tensorDesc(1, N, 1, 1, ToHalf ? CUDNN_DATA_FLOAT : CUDNN_DATA_HALF);
      ToD = tensorDesc(1, N, 1, 1, ToHalf ? CUDNN_DATA_HALF : CUDNN_DATA_FLOAT);
    }
    void run() const {
      check(G.L->cudnnTransformTensor(G.Dnn, &One, FromD, From.get(), &Zero,
                                      ToD, To.get()),
            "cudnnTransformTensor");
    }
  };

  /// Adds a bias with one element per channel, in place.
  void bias(const char *Name, Buffer B) {
    auto XD = tensorDesc(S.N, S.C, S.H, S.W, dataType());
    auto BD = tensorDesc(1, S.C, 1, 1, dataType());
    cudnnOpTensorDescriptor_t OD;
    check(G.L->cudnnCreateOpTensorDescriptor(&OD),
          "cudnnCreateOpTensorDescriptor");
    check(G.L->cudnnSetOpTensorDescriptor(OD, CUDNN_OP_TENSOR_ADD,
                                          CUDNN_DATA_FLOAT,
                                          CUDNN_NOT_PROPAGATE_NAN),
          "cudnnSetOpTensorDescriptor");
    Buffer Y = X;
    step(Name, "cudnnOpTensor", [=] {
      check(G.L->cudnnOpTensor(G.Dnn, OD, &One, XD, Y.get(), &One, BD, B.get(),
                               &Zero, XD, Y.get()),
            "cudnnOpTensor");
    });
  }

  std::string Prefix;
  std::vector<Step> Steps;
  Shape S;
  Buffer In, X;
  // The input and the result in float (In and X themselves in FP32), and
  // their conversions in FP16.
  Buffer InFloat, OutFloat;
  Conversion ToHalf, ToFloat;
};

/// examples/digits/lenet_digits_pragma.cpp's network.
Net lenet(const std::string &Dir, int Batch) {
  Net N(Dir + "/lenet_", Batch);
  N.conv("conv1", 8, 3, 1, 1, Act::Tanh);
  N.pool("pool1", true);
  N.conv("conv2", 16, 3, 1, 1, Act::Tanh);
  N.pool("pool2", true);
  N.dense("fc1", 32, Act::Relu);
  N.dense("fc2", Classes, Act::None);
  N.softmax();
  return N;
}

/// examples/digits/deep_digits.cpp's network.
Net deep(const std::string &Dir, int Batch) {
  Net N(Dir + "/deep_", Batch);
  N.conv("conv1", 16, 3, 1, 1, Act::None);
  N.batchnorm("bn1");
  N.activate("bn1", Act::Relu);
  N.conv("dw", 16, 3, 1, 16, Act::None);
  N.batchnorm("bn2");
  N.activate("bn2", Act::Relu);
  N.conv("conv2", 32, 1, 0, 1, Act::Relu);
  N.pool("pool1", true);
  N.conv("conv3", 32, 3, 1, 1, Act::Relu);
  N.pool("pool2", false);
  N.dense("fc", Classes, Act::None);
  N.softmax();
  return N;
}

int argmax(const float *Row) {
  return int(std::max_element(Row, Row + Classes) - Row);
}

std::vector<uint32_t> readLabels(const std::string &Path) {
  std::vector<uint32_t> V(Images);
  std::FILE *F = std::fopen(Path.c_str(), "rb");
  if (!F || std::fread(V.data(), 4, Images, F) != size_t(Images))
    fail("cannot read " + std::to_string(Images) + " labels from " + Path);
  std::fclose(F);
  return V;
}

/// Prints the accuracy and the agreement with PyTorch; whether at least
/// 99.5% of the predictions are PyTorch's.
bool checkAgainstTorch(const std::string &Net, const std::string &Dir,
                       const std::vector<float> &Scores) {
  std::vector<uint32_t> Labels = readLabels(Dir + "/test_labels.bin");
  std::vector<uint32_t> Torch =
      readLabels(Dir + "/" + Net + "_torch_predictions.bin");
  int Right = 0, Same = 0;
  for (int I = 0; I != Images; ++I) {
    uint32_t P = uint32_t(argmax(&Scores[I * Classes]));
    Right += P == Labels[I];
    Same += P == Torch[I];
  }
  std::printf("%s (cuDNN%s): accuracy: %.2f%%; same prediction as PyTorch "
              "for %d of %d images\n",
              Net.c_str(), G.Half ? ", fp16" : "", 100.0 * Right / Images, Same,
              Images);
  return Same * 1000 >= Images * 995;
}

/// Compares with the scores in \p Path; whether they agree.
bool compare(const std::string &Net, const std::string &Path,
             const std::vector<float> &Scores) {
  std::vector<float> Other = readFloats(Path, size_t(Images) * Classes);
  double Worst = 0;
  int Same = 0;
  for (int I = 0; I != Images; ++I) {
    Same += argmax(&Scores[I * Classes]) == argmax(&Other[I * Classes]);
    for (int K = 0; K != Classes; ++K)
      Worst = std::max(Worst, std::fabs(double(Scores[I * Classes + K]) -
                                        Other[I * Classes + K]));
  }
  double Tolerance = G.Half ? 2e-2 : 1e-4;
  bool Agree = Worst <= Tolerance && Same * 1000 >= Images * 995;
  std::printf("%s: against %s: largest score difference %.3g (at most %.0e), "
              "same prediction for %d of %d images: %s\n",
              Net.c_str(), Path.c_str(), Worst, Tolerance, Same, Images,
              Agree ? "agree" : "DIFFER");
  return Agree;
}

} // namespace

int main(int Argc, char **Argv) {
  if (Argc < 3 ||
      (std::strcmp(Argv[1], "lenet") && std::strcmp(Argv[1], "deep")))
    fail("usage: cudnn_digits lenet|deep DATA [--fp16] [--time R [--batch N]] "
         "[--compare SCORES] [--profile] [--find]");
  std::string NetName = Argv[1], Dir = Argv[2], Against;
  bool Half = false;
  int Repeats = 0;
  std::vector<int> Batches{1, Images};
  for (int I = 3; I < Argc; ++I) {
    if (!std::strcmp(Argv[I], "--fp16"))
      Half = true;
    else if (!std::strcmp(Argv[I], "--time") && I + 1 < Argc)
      Repeats = std::max(1, std::atoi(Argv[++I]));
    else if (!std::strcmp(Argv[I], "--batch") && I + 1 < Argc)
      Batches.push_back(std::max(1, std::atoi(Argv[++I])));
    else if (!std::strcmp(Argv[I], "--profile"))
      G.Profile = true;
    else if (!std::strcmp(Argv[I], "--find"))
      G.Find = true;
    else if (!std::strcmp(Argv[I], "--compare") && I + 1 < Argc)
      Against = Argv[++I];
    else
      fail(std::string("unknown argument '") + Argv[I] + "'");
  }
  init(Half);
  auto Build = [&](int Batch) {
    return NetName == "lenet" ? lenet(Dir, Batch) : deep(Dir, Batch);
  };
  std::vector<float> Input =
      readFloats(Dir + "/test_input.bin", size_t(Images) * 64);
  // The test set repeated up to the largest batch.
  size_t Largest = size_t(*std::max_element(Batches.begin(), Batches.end()));
  Input.resize(std::max<size_t>(Largest, Images) * 64);
  for (size_t I = Images * 64; I < Input.size(); ++I)
    Input[I] = Input[I % (Images * 64)];
  std::vector<float> Scores;
  Net All = Build(Images);
  All.run(Input.data(), Scores);
  bool Ok = checkAgainstTorch(NetName, Dir, Scores);
  if (!Against.empty())
    Ok &= compare(NetName, Against, Scores);
  for (int Batch : Batches) {
    if (!Repeats)
      break;
    Net N = Build(Batch);
    std::vector<double> Us;
    for (int R = -1; R != Repeats; ++R) {
      auto Start = std::chrono::steady_clock::now();
      N.run(Input.data(), Scores);
      auto End = std::chrono::steady_clock::now();
      if (R >= 0)
        Us.push_back(
            std::chrono::duration<double, std::micro>(End - Start).count());
    }
    std::sort(Us.begin(), Us.end());
    std::printf("%s batch %d: %.1f us per batch\n", NetName.c_str(), Batch,
                Us[Us.size() / 2]);
    if (G.Profile)
      N.printProfile(Batch);
  }
  return Ok ? 0 : 1;
}
