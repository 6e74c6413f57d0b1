//===- GpuProfile.cpp - where the GPU operations' time goes ---------------===//
//
// Timed calls wait in launch order for the GPU to pass their end event; the
// null stream runs them in that order, so the first one not done ends a
// poll. Events are reused. Medians, not sums: the first run of a shape
// (descriptors, algorithm choice, first allocations) is not typical.
//
//===----------------------------------------------------------------------===//
#include "GpuProfile.h"
#include "../Tensor.h"
#include "device/cuda/CudaDriver.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hpvm::tensor::gpu {
namespace {

using namespace rt::cuda;

struct Pending {
  std::string Op, Call;
  CUevent Start, End;
  double HostUs;
};

struct Runs {
  std::vector<double> GpuUs, HostUs;
};

struct Profile {
  std::mutex Lock;
  const Driver *D = nullptr;
  CUcontext Context = nullptr;
  std::vector<CUevent> Free;
  std::deque<Pending> Waiting;
  std::map<std::pair<std::string, std::string>, Runs> ByCall;
  // When the last timed call was enqueued; none yet at first.
  std::optional<std::chrono::steady_clock::time_point> LastEnd;
  std::vector<std::pair<std::string, std::string>> Order;
};

Profile &profile() {
  static Profile *P = new Profile; // read at exit
  return *P;
}

double median(std::vector<double> V) {
  std::nth_element(V.begin(), V.begin() + V.size() / 2, V.end());
  return V[V.size() / 2];
}

/// Records the timed calls the GPU has finished; at exit, waits for each.
/// Called with the lock held.
void poll(Profile &P, bool AtExit) {
  while (!P.Waiting.empty()) {
    Pending &T = P.Waiting.front();
    CUresult R =
        AtExit ? P.D->cuEventSynchronize(T.End) : P.D->cuEventQuery(T.End);
    if (R == CUDA_ERROR_NOT_READY)
      return;
    // An error is the program's own calls' to report.
    if (R != CUDA_SUCCESS)
      return;
    float Ms = 0;
    if (P.D->cuEventElapsedTime(&Ms, T.Start, T.End) != CUDA_SUCCESS)
      return;
    auto Key = std::make_pair(T.Op, T.Call);
    auto [It, New] = P.ByCall.try_emplace(Key);
    if (New)
      P.Order.push_back(Key);
    It->second.GpuUs.push_back(Ms * 1000.0);
    It->second.HostUs.push_back(T.HostUs);
    P.Free.push_back(T.Start);
    P.Free.push_back(T.End);
    P.Waiting.pop_front();
  }
}

void report() {
  Profile &P = profile();
  std::lock_guard<std::mutex> Guard(P.Lock);
  if (P.D->cuCtxSetCurrent(P.Context) == CUDA_SUCCESS)
    poll(P, /*AtExit=*/true);
  for (const auto &Key : P.Order) {
    const Runs &R = P.ByCall[Key];
    std::fprintf(stderr,
                 "hpvm-tensor: profile: '%s' %s: %zu runs, %.1f us on the "
                 "GPU, %.1f us on the host (medians of a run)\n",
                 Key.first.c_str(), Key.second.c_str(), R.GpuUs.size(),
                 median(R.GpuUs), median(R.HostUs));
  }
}

CUevent event(Profile &P) {
  if (!P.Free.empty()) {
    CUevent E = P.Free.back();
    P.Free.pop_back();
    return E;
  }
  CUevent E = nullptr;
  if (P.D->cuEventCreate(&E, 0) != CUDA_SUCCESS)
    return nullptr;
  return E;
}

} // namespace

void CallTimer::calling(const Driver &Dr, const char *What,
                        const hpvm_tensor &Out) {
  if (!On)
    return;
  Profile &P = profile();
  std::lock_guard<std::mutex> Guard(P.Lock);
  if (!P.D) {
    P.D = &Dr;
    Dr.cuCtxGetCurrent(&P.Context);
    std::atexit(report);
  }
  poll(P, /*AtExit=*/false);
  Start = event(P);
  if (Start && Dr.cuEventRecord(Start, nullptr) != CUDA_SUCCESS) {
    P.Free.push_back(Start);
    Start = nullptr;
  }
  D = &Dr;
  Call = std::string(What) + " " + shapeText(Out);
}

CallTimer::~CallTimer() {
  if (!Start)
    return;
  Profile &P = profile();
  std::lock_guard<std::mutex> Guard(P.Lock);
  CUevent End = event(P);
  if (!End || D->cuEventRecord(End, nullptr) != CUDA_SUCCESS) {
    P.Free.push_back(Start);
    return;
  }
  auto Now = std::chrono::steady_clock::now();
  std::chrono::duration<double, std::micro> Host =
      Now - P.LastEnd.value_or(Now);
  P.LastEnd = Now;
  P.Waiting.push_back({Op, Call, Start, End, Host.count()});
}

} // namespace hpvm::tensor::gpu
