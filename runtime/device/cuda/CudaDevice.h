//===- CudaDevice.h - gpu nodes on an NVIDIA GPU ----------------*- C++ -*-===//
//
// The C entry points hpvm_rt_gpu_available, hpvm_rt_gpu_pointer and
// hpvm_rt_gpu_launch are declared in hpvm_rt.h; this header adds what the
// unit tests check without a GPU.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_DEVICE_CUDA_CUDADEVICE_H
#define HPVM_RUNTIME_DEVICE_CUDA_CUDADEVICE_H

#include "device/cuda/GPUItemWork.h"

#include "hpvm/hpvm_rt.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace hpvm::rt {

/// The image of \p Module a GPU of compute capability \p Major.\p Minor
/// loads first: the cubin when it was built for exactly that compute
/// capability, else the PTX, which the driver JIT-compiles.
const void *gpuModuleImage(const hpvm_rt_gpu_module &Module, int Major,
                           int Minor);

/// Reads the GPU to use from the value of HPVM_GPU_DEVICE, on a machine whose
/// driver shows Count GPUs: 0 when Value is null or empty. When Value is not
/// a number from 0 to Count - 1, returns -1 with the message in Error.
int parseGPUDevice(const char *Value, int Count, std::string &Error);

/// The most GPUs one process uses (the scheduler's MaxUnits).
constexpr unsigned MaxGPUs = 8;

/// Reads the GPUs to use from the value of HPVM_GPU_DEVICES, on a machine
/// whose driver shows Count GPUs: "all" (at most MaxGPUs) or a
/// comma-separated list of GPU numbers. On an entry that is not a GPU
/// number, or a GPU that comes twice, returns {} with the message in Error.
std::vector<int> parseGPUDevices(const char *Value, int Count,
                                 std::string &Error);

/// How many GPUs gpu nodes may run on (finding them on first use); 0 when
/// there is none.
unsigned gpuDeviceCount();

/// Why there is no usable GPU (finding the GPUs on first use), without a
/// word on stderr; empty when there is one.
std::string gpuUnusableReason();

/// Whether GPU Unit (0 to gpuDeviceCount() - 1) runs Module for node
/// NodeName: for GPU 0, hpvm_rt_gpu_available; another that does not says
/// why once.
bool gpuUsable(unsigned Unit, const char *NodeName,
               const hpvm_rt_gpu_module *Module);

/// While it lives, this thread's gpu calls go to GPU Unit.
class GPUDeviceScope {
public:
  explicit GPUDeviceScope(unsigned Unit);
  ~GPUDeviceScope();
  GPUDeviceScope(const GPUDeviceScope &) = delete;
  GPUDeviceScope &operator=(const GPUDeviceScope &) = delete;

private:
  unsigned Saved;
};

/// Waits for the kernels this thread's GPU launched without waiting for
/// them, if the GPU is in use: a node's time then includes its kernel's.
void waitForGPUKernels();

/// Enqueues the kernels each GPU kept to launch together (GraphLaunches.h)
/// and, before them, the library calls kept (setKeptLibraryCalls). Called
/// when a root graph launch ends.
void flushGPULaunches();
/// Whether a GPU keeps kernels now.
bool gpuKernelsKept();
/// Kernels and library calls are kept for CUDA graphs (HPVM_GPU_GRAPHS is
/// not 0).
bool gpuGraphsWanted();
/// The tensor runtime keeps library calls (tensor/cuda/CallGraphs.h):
/// Pending says whether it keeps any, Flush makes them on the GPU whose
/// context is current. Each flush of a GPU's kept kernels, which come after
/// them, makes them first. Set once, before any call is kept.
void setKeptLibraryCalls(bool (*Pending)(), void (*Flush)());

/// How many items of a pipeline stage may be on the GPU at once.
constexpr unsigned GpuStageLanes = 3;

/// For a pipeline stage's thread (stream/Stream.cpp; docs/streaming.md, "GPU
/// stages"): the GPU work of the item numbered Item, until gpuEndItem(),
/// goes on lane Item % GpuStageLanes, a CUDA stream of this thread's with
/// staging memory of its own, and kernels there are not waited for; the
/// lane's work for item Item - GpuStageLanes is waited for first if it may
/// still run. With Work (the item's, from earlier stages), the lane first
/// waits on the GPU for Work's pending work, and GPU work of the item that
/// runs elsewhere (the null stream, another GPU) waits for it on the host.
void gpuBeginItem(uint64_t Item, GPUItemWork *Work = nullptr);
/// Ends the item begun last; true when it has work on the GPU that may
/// still run (its own on the lane, or Work's), which gpuFinishItem (or
/// gpuFinishWork) then waits for before anyone else may read what it
/// wrote, unless a gpu stage's lane waits for it on the GPU. With Work,
/// Work now stands for the lane's work too.
bool gpuEndItem();
/// Waits for the GPU work of the item numbered Item on its lane, if it has
/// any (a failed kernel is a fatal error). Items are finished in order.
void gpuFinishItem(uint64_t Item);
/// Waits on the host for Work's pending GPU work, if any.
void gpuFinishWork(GPUItemWork &Work);
/// Gives back Work's event (its item is freed); nothing may be pending.
void gpuForgetWork(GPUItemWork &Work);

/// The pinned staging memory that the lanes of pipeline stages allocated
/// on this thread's GPU so far, in bytes (0 without a GPU): lanes take it
/// from the device's pool and give it back once their item is done.
size_t gpuStagingBytes();

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_DEVICE_CUDA_CUDADEVICE_H
