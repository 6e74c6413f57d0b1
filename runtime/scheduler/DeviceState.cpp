//===- DeviceState.cpp - which devices are there and which are busy -------===//
#include "scheduler/DeviceState.h"
#include "device/cuda/CudaDevice.h"
#include "device/opencl/OpenCLDevice.h"
#include "support/Diagnostics.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>

using namespace hpvm::rt;

namespace {

/// The comma-separated items of List.
std::vector<std::string> split(const char *List) {
  std::vector<std::string> Items;
  std::string Item;
  for (const char *C = List;; ++C) {
    if (*C == ',' || *C == '\0') {
      Items.push_back(Item);
      Item.clear();
      if (*C == '\0')
        return Items;
    } else {
      Item += *C;
    }
  }
}

/// The device that Name withdraws; on an error, Error says why.
std::optional<Target> withdrawable(const std::string &Name, const char *Var,
                                   std::string &Error) {
  std::optional<Target> T = targetNamed(Name.c_str());
  if (!T || *T == Target::CPU) {
    Error = std::string(Var) + ": '" + Name +
            "' is not a device that can be withdrawn (vector, gpu, opencl)";
    return std::nullopt;
  }
  return T;
}

/// Parses a decision number running to End or to Stop.
bool number(const char *&C, char Stop, uint64_t &N) {
  if (*C < '0' || *C > '9')
    return false;
  char *End = nullptr;
  errno = 0;
  N = strtoull(C, &End, 10);
  if (errno == ERANGE || (*End != '\0' && *End != Stop))
    return false;
  C = End;
  return true;
}

} // namespace

DeviceState &DeviceState::global() {
  // Never destroyed: nodes may run while the process exits.
  static DeviceState *S = [] {
    auto *New = new DeviceState;
    std::string Error;
    if (!New->configure(getenv("HPVM_UNAVAILABLE"),
                        getenv("HPVM_UNAVAILABLE_AT"), Error))
      warning("%s; every device stays available", Error.c_str());
    return New;
  }();
  return *S;
}

bool DeviceState::configure(const char *Unavailable, const char *UnavailableAt,
                            std::string &Error) {
  std::vector<Target> Off;
  if (Unavailable && *Unavailable)
    for (const std::string &Name : split(Unavailable)) {
      std::optional<Target> T = withdrawable(Name, "HPVM_UNAVAILABLE", Error);
      if (!T)
        return false;
      Off.push_back(*T);
    }
  std::vector<Window> New;
  if (UnavailableAt && *UnavailableAt)
    for (const std::string &Item : split(UnavailableAt)) {
      size_t Colon = Item.find(':');
      std::string Var = "HPVM_UNAVAILABLE_AT";
      std::optional<Target> T =
          withdrawable(Item.substr(0, Colon), Var.c_str(), Error);
      if (!T)
        return false;
      Window W{*T, 0, UINT64_MAX};
      const char *C =
          Item.c_str() + (Colon == std::string::npos ? Item.size() : Colon + 1);
      bool OK = Colon != std::string::npos && number(C, '-', W.From) &&
                (*C == '\0' || (++C, number(C, '\0', W.To))) && W.From < W.To;
      if (!OK) {
        Error = Var + ": '" + Item +
                "' is not DEVICE:FROM or DEVICE:FROM-TO (decision numbers, "
                "FROM below TO)";
        return false;
      }
      New.push_back(W);
    }
  for (Target T : Off)
    Withdrawn[static_cast<int>(T)] = true;
  Windows = std::move(New);
  return true;
}

bool DeviceState::withdrawn(Target T, uint64_t Decision) const {
  if (Withdrawn[static_cast<int>(T)].load(std::memory_order_relaxed))
    return true;
  for (const Window &W : Windows)
    if (W.T == T && Decision >= W.From && Decision < W.To)
      return true;
  return false;
}

bool DeviceState::setAvailable(Target T, bool Available) {
  if (T == Target::CPU)
    return false;
  Withdrawn[static_cast<int>(T)].store(!Available, std::memory_order_relaxed);
  return true;
}

const char *hpvm::rt::deviceName(Target T, unsigned Unit) {
  static_assert(MaxUnits == MaxOpenCLDevices && MaxUnits == MaxGPUs,
                "one limit");
  if (T == Target::OpenCL && openclDeviceCount() >= 2) {
    static const char *const Names[MaxUnits] = {
        "opencl:0", "opencl:1", "opencl:2", "opencl:3",
        "opencl:4", "opencl:5", "opencl:6", "opencl:7"};
    return Names[Unit];
  }
  if (T == Target::GPU && gpuDeviceCount() >= 2) {
    static const char *const Names[MaxUnits] = {"gpu:0", "gpu:1", "gpu:2",
                                                "gpu:3", "gpu:4", "gpu:5",
                                                "gpu:6", "gpu:7"};
    return Names[Unit];
  }
  return targetName(T);
}
