//===- Execution.cpp - running an operation on a device, under its knob ---===//
#include "Execution.h"
#include "Metrics.h"
#include "Tensor.h"
#include "approx/ApproxOps.h"
#include "cuda/GpuOps.h"
#include "tuning/OpProfile.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <optional>

namespace hpvm::tensor {
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

/// A copy of \p T on the host, not in any batch.
hpvm_tensor *hostCopy(hpvm_tensor &T) {
  gpu::syncToHost(T);
  hpvm_tensor *C = makeTensor(
      std::vector<size_t>(T.dims.dim_sizes, T.dims.dim_sizes + T.dims.num_dims),
      /*InBatch=*/false);
  std::memcpy(C->host_data, T.host_data, T.size_in_bytes);
  return C;
}

/// Frees the tensors it holds when it goes.
struct Scratch {
  Operands Tensors;
  hpvm_tensor *keep(hpvm_tensor *T) {
    Tensors.push_back(T);
    return T;
  }
  ~Scratch() {
    for (hpvm_tensor *T : Tensors)
      hpvm_tensor_free(T);
  }
};

/// One run's multiply-adds (OpProfile.h): those of a convolution (its
/// filter is Inputs[1]) or a matrix product (its left operand Inputs[0]),
/// else one per output element.
double workOf(const Operands &Inputs, const hpvm_tensor &Out,
              std::initializer_list<Knob::Kind> ApproxKinds) {
  if (ApproxKinds.size() == 0)
    return double(Out.num_elems);
  const hpvm_tensor &Reduced =
      *ApproxKinds.begin() == Knob::SampleReduction ? *Inputs[0] : *Inputs[1];
  return double(Out.num_elems) * double(Reduced.num_elems) /
         double(Reduced.dims.dim_sizes[0]);
}

const char *knobName(Knob::Kind K) {
  switch (K) {
  case Knob::Exact:
    return "fp32";
  case Knob::FP16:
    return "fp16";
  case Knob::PerforateRows:
    return "perf_row";
  case Knob::PerforateCols:
    return "perf_col";
  case Knob::SampleFilter:
    return "samp";
  case Knob::SampleReduction:
    return "red_samp";
  }
  return "?";
}

} // namespace

bool onGPU(const char *Op, const Operands &Inputs, bool Supported) {
  int Choice = deviceChoice();
  bool Wanted = Supported && !knobOf(Op).OnCPU; // fp32_cpu: never
  bool GPU = Wanted && Choice != HPVM_TENSOR_CPU && gpu::available(Op);
  if (Choice == HPVM_TENSOR_GPU && Wanted && !GPU)
    opError(Op, "operations must run on the GPU (HPVM_TENSOR_DEVICE=gpu), "
                "but there is no usable GPU with cuDNN 9 and cuBLAS");
  if (!GPU)
    for (hpvm_tensor *T : Inputs)
      gpu::syncToHost(*T);
  return GPU;
}

void execute(const char *Op, const char *What, const Operands &Inputs,
             hpvm_tensor &Out,
             const std::function<void(const Operands &, hpvm_tensor &)> &Exact,
             std::initializer_list<Knob::Kind> ApproxKinds,
             const std::function<void(const Operands &, hpvm_tensor &,
                                      const Knob &)> &Approx) {
  OpTimer Timer(Op, profilingOps() ? workOf(Inputs, Out, ApproxKinds) : 0,
                ApproxKinds);
  Knob K = knobOf(Op);
  if (K.K == Knob::Exact) {
    Exact(Inputs, Out);
    return;
  }
  Scratch S;
  if (K.K == Knob::FP16) {
    std::optional<gpu::HalfPrecision> Half;
    if (deviceChoice() != HPVM_TENSOR_CPU && gpu::available(Op))
      Half.emplace();
    // Elsewhere, half precision simulated: operands and result rounded.
    Operands Rounded = Inputs;
    if (!Half)
      for (hpvm_tensor *&T : Rounded) {
        T = S.keep(hostCopy(*T));
        approx::roundToHalf(*T);
      }
    Exact(Rounded, Out);
    if (!Half || !Half->used()) {
      gpu::syncToHost(Out);
      gpu::release(Out); // the rounded host data is now the only copy
      approx::roundToHalf(Out);
    }
  } else if (std::find(ApproxKinds.begin(), ApproxKinds.end(), K.K) !=
             ApproxKinds.end()) {
    for (hpvm_tensor *T : Inputs)
      gpu::syncToHost(*T);
    Approx(Inputs, Out, K);
  } else {
    opError(Op, std::string("the knob ") + knobName(K.K) +
                    " does not apply to " + What);
  }
  Timer.stop(); // the exact rerun below is not the operation's time
  if (!recordingErrors())
    return;
  hpvm_tensor *Ref = S.keep(hostCopy(Out));
  Exact(Inputs, *Ref);
  gpu::syncToHost(*Ref);
  recordError(Op, Out, *Ref);
}

} // namespace hpvm::tensor

using namespace hpvm::tensor;

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

} // extern "C"
