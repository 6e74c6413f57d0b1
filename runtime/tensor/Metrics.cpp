//===- Metrics.cpp - error metrics of approximated operations
//--------------===//
#include "Metrics.h"
#include "Tensor.h"
#include "cuda/GpuOps.h"

#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>

namespace hpvm::tensor {
namespace {

struct Errors {
  double L1 = 0, L2 = 0;
  unsigned Runs = 0;
};

struct Table {
  std::mutex Lock;
  std::map<std::string, Errors> ByOp;
};

Table &table() {
  static Table *T = new Table; // used until exit
  return *T;
}

std::atomic<bool> &recording() {
  static std::atomic<bool> On = [] {
    const char *Env = std::getenv("HPVM_TENSOR_ERRORS");
    bool Enabled = Env && std::strcmp(Env, "1") == 0;
    if (Enabled)
      std::atexit(hpvm_tensor_print_errors);
    return Enabled;
  }();
  return On;
}

} // namespace

bool recordingErrors() { return recording(); }

void recordError(const char *Op, const hpvm_tensor &Approx,
                 const hpvm_tensor &Exact) {
  const float *A = static_cast<const float *>(Approx.host_data);
  const float *E = static_cast<const float *>(Exact.host_data);
  double D1 = 0, D2 = 0, E1 = 0, E2 = 0;
  for (size_t I = 0; I != Exact.num_elems; ++I) {
    double D = double(A[I]) - E[I];
    D1 += std::fabs(D);
    D2 += D * D;
    E1 += std::fabs(E[I]);
    E2 += double(E[I]) * E[I];
  }
  Table &T = table();
  std::lock_guard<std::mutex> G(T.Lock);
  Errors &R = T.ByOp[Op];
  R.L1 = E1 > 0 ? D1 / E1 : D1;
  R.L2 = E2 > 0 ? std::sqrt(D2 / E2) : std::sqrt(D2);
  ++R.Runs;
}

} // namespace hpvm::tensor

using namespace hpvm::tensor;

extern "C" {

void hpvm_tensor_record_errors(int On) { recording() = On != 0; }

int hpvm_tensor_op_error(const char *Op, double *L1, double *L2) {
  Table &T = table();
  std::lock_guard<std::mutex> G(T.Lock);
  auto It = T.ByOp.find(Op);
  if (It == T.ByOp.end())
    return 0;
  *L1 = It->second.L1;
  *L2 = It->second.L2;
  return 1;
}

void hpvm_tensor_print_errors(void) {
  Table &T = table();
  std::lock_guard<std::mutex> G(T.Lock);
  for (const auto &[Op, E] : T.ByOp)
    std::fprintf(stderr,
                 "hpvm-tensor: %s: L1 error %.3g, L2 error %.3g (%u runs)\n",
                 Op.c_str(), E.L1, E.L2, E.Runs);
}

double hpvm_tensor_psnr(void *ResultH, void *ReferenceH) {
  hpvm_tensor &R = floatTensor("hpvm_tensor_psnr", ResultH, "result");
  hpvm_tensor &E = floatTensor("hpvm_tensor_psnr", ReferenceH, "reference");
  if (R.num_elems != E.num_elems)
    opError("hpvm_tensor_psnr", "the result (" + shapeText(R) +
                                    ") and the reference (" + shapeText(E) +
                                    ") differ in size");
  gpu::syncToHost(R);
  gpu::syncToHost(E);
  double Squares = 0, Peak = 0;
  for (size_t I = 0; I != E.num_elems; ++I) {
    double D = double(floats(R)[I]) - floats(E)[I];
    Squares += D * D;
    Peak = std::fmax(Peak, std::fabs(floats(E)[I]));
  }
  if (Squares == 0)
    return INFINITY;
  return 10 * std::log10(Peak * Peak / (Squares / double(E.num_elems)));
}

} // extern "C"
