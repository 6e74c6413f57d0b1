//===- hpvm-info.cpp - the devices libhpvm-rt sees, as sycl-ls tells
//-------===//
//
// Prints what a program built by hpvmcc would run on here: the CPU (its
// hardware threads, the worker threads the cpu target uses, its vector
// units), whether the NVIDIA driver loads, and each GPU with its compute
// capability and memory, marking the one gpu nodes run on, and each OpenCL
// device, numbered as HPVM_OPENCL_DEVICE numbers them, marking those opencl
// nodes run on. It reads the same environment as the runtime
// (HPVM_NUM_THREADS, HPVM_GPU_DEVICE, CUDA_VISIBLE_DEVICES,
// HPVM_OPENCL_DEVICE) through the runtime's own code. Exit status 0.
//
//===----------------------------------------------------------------------===//
#include "device/cuda/CudaDevice.h"
#include "device/cuda/CudaDriver.h"
#include "device/opencl/OpenCLDevice.h"

#include "hpvm/hpvm_rt.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <thread>

using namespace hpvm::rt;
using namespace hpvm::rt::cuda;

namespace {

constexpr CUdevice_attribute MultiprocessorCount = 16;

/// "model name" of /proc/cpuinfo, or "unknown CPU".
std::string cpuModel() {
  std::ifstream In("/proc/cpuinfo");
  for (std::string Line; std::getline(In, Line);)
    if (Line.rfind("model name", 0) == 0 && Line.find(':') != std::string::npos)
      return Line.substr(Line.find(':') + 2);
  return "unknown CPU";
}

/// The widest vector units of this CPU, which the vector target may use.
const char *vectorUnits() {
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f"))
    return "AVX-512 (512-bit registers)";
  if (__builtin_cpu_supports("avx2"))
    return "AVX2 (256-bit registers)";
  return "SSE2 (128-bit registers)";
}

void printCPU() {
  std::printf("CPU: %s, %u hardware threads\n", cpuModel().c_str(),
              std::thread::hardware_concurrency());
  const char *Env = getenv("HPVM_NUM_THREADS");
  std::printf("  cpu target: %d worker threads (%s)\n", hpvm_rt_num_threads(),
              Env ? "HPVM_NUM_THREADS" : "all hardware threads");
  std::printf("  vector target: %s, compiled for with -march=native\n",
              vectorUnits());
}

void printGPUs() {
  std::string Reason;
  const Driver *D = loadDriver(Reason);
  if (!D) {
    std::printf("GPU: none usable: %s; gpu nodes run their cpu versions\n",
                Reason.c_str());
    return;
  }
  int Version = 0, Count = 0;
  if (CUresult R = D->cuInit(0)) {
    std::printf("GPU: none usable: cuInit failed: %s; gpu nodes run their "
                "cpu versions\n",
                describe(*D, R).c_str());
    return;
  }
  D->cuDriverGetVersion(&Version);
  D->cuDeviceGetCount(&Count);
  std::printf("GPU driver: CUDA %d.%d, %d GPU%s\n", Version / 1000,
              Version % 1000 / 10, Count, Count == 1 ? "" : "s");
  std::string Error;
  int Used =
      Count ? parseGPUDevice(getenv("HPVM_GPU_DEVICE"), Count, Error) : -1;
  for (int I = 0; I < Count; ++I) {
    CUdevice Device;
    char Name[256] = "";
    int Major = 0, Minor = 0, SMs = 0;
    size_t Bytes = 0;
    D->cuDeviceGet(&Device, I);
    D->cuDeviceGetName(Name, sizeof(Name), Device);
    D->cuDeviceGetAttribute(
        &Major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, Device);
    D->cuDeviceGetAttribute(
        &Minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, Device);
    D->cuDeviceGetAttribute(&SMs, MultiprocessorCount, Device);
    D->cuDeviceTotalMem(&Bytes, Device);
    std::printf("GPU %d: %s, compute capability %d.%d (--cuda-arch=sm_%d%d), "
                "%d multiprocessors, %.1f GiB%s\n",
                I, Name, Major, Minor, Major, Minor, SMs,
                Bytes / (1024.0 * 1024 * 1024),
                I == Used ? "; gpu nodes run here" : "");
  }
  if (Count && Used < 0)
    std::printf("  %s\n", Error.c_str());
}

void printOpenCL() {
  std::string Why;
  std::vector<std::string> Names = listOpenCLDevices(Why);
  if (Names.empty()) {
    std::printf("OpenCL: none usable: %s; opencl nodes run their cpu "
                "versions\n",
                Why.c_str());
    return;
  }
  std::string Error;
  std::vector<unsigned> Used =
      parseOpenCLDevices(getenv("HPVM_OPENCL_DEVICE"), Names, Error);
  for (unsigned I = 0; I != Names.size(); ++I) {
    auto It = std::find(Used.begin(), Used.end(), I);
    std::string Where;
    if (It != Used.end())
      Where = Used.size() == 1 ? "; opencl nodes run here"
                               : "; opencl nodes run here as opencl:" +
                                     std::to_string(It - Used.begin());
    std::printf("OpenCL %u: %s%s\n", I, Names[I].c_str(), Where.c_str());
  }
  if (Used.empty())
    std::printf("  %s\n", Error.c_str());
}

} // namespace

int main(int Argc, char **Argv) {
  if (Argc > 1) {
    std::printf("usage: %s\n\nLists the CPU, GPUs and OpenCL devices that "
                "programs built by\nhpvmcc run on here, with the environment "
                "they read (HPVM_NUM_THREADS,\nHPVM_GPU_DEVICE, "
                "HPVM_OPENCL_DEVICE).\n",
                Argv[0]);
    return std::string(Argv[1]) == "--help" ? 0 : 1;
  }
  std::printf("hpvm-info: hpvmcc %s; targets: cpu, vector, gpu, opencl\n",
              HPVMCC_VERSION);
  printCPU();
  printGPUs();
  printOpenCL();
  return 0;
}
