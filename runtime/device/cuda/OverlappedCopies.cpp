//===- OverlappedCopies.cpp - copies in alongside the last kernels --------===//

#include "device/cuda/OverlappedCopies.h"

#include <algorithm>

using namespace hpvm::rt::cuda;

CUresult OverlappedCopies::beforeKernels(std::vector<CUdeviceptr> &Buffers,
                                         const char *&Failed) {
  std::lock_guard<std::mutex> Lock(M);
  CUresult R = CUDA_SUCCESS;
  if (!Stream) {
    Failed = "cuStreamCreate";
    if ((R = D.cuStreamCreate(&Stream, CU_STREAM_NON_BLOCKING)))
      return R;
    Failed = "cuEventCreate";
    if ((R = D.cuEventCreate(&BeforeLast, CU_EVENT_DISABLE_TIMING)) ||
        (R = D.cuEventCreate(&Arrived, CU_EVENT_DISABLE_TIMING)))
      return R;
  }
  Failed = "cuEventRecord";
  if ((R = D.cuEventRecord(BeforeLast, nullptr)))
    return R;
  LastBuffers.swap(Buffers);
  Buffers.clear();
  LastKnown = true;
  return R;
}

void OverlappedCopies::forget() {
  std::lock_guard<std::mutex> Lock(M);
  LastKnown = false;
}

void OverlappedCopies::written(CUdeviceptr Buffer) {
  std::lock_guard<std::mutex> Lock(M);
  if (LastKnown)
    LastBuffers.push_back(Buffer);
}

bool OverlappedCopies::alongside(CUdeviceptr Buffer) {
  std::lock_guard<std::mutex> Lock(M);
  return LastKnown && std::find(LastBuffers.begin(), LastBuffers.end(),
                                Buffer) == LastBuffers.end();
}

CUresult OverlappedCopies::toDevice(CUdeviceptr Dst, const void *Src,
                                    size_t Bytes, const char *&Failed) {
  std::lock_guard<std::mutex> Lock(M);
  CUresult R = CUDA_SUCCESS;
  if ((R = D.cuStreamWaitEvent(Stream, BeforeLast, 0)))
    Failed = "cuStreamWaitEvent";
  else if ((R = D.cuMemcpyHtoDAsync(Dst, Src, Bytes, Stream)))
    Failed = "cuMemcpyHtoDAsync";
  else if ((R = D.cuEventRecord(Arrived, Stream)))
    Failed = "cuEventRecord";
  else if ((R = D.cuStreamWaitEvent(nullptr, Arrived, 0)))
    Failed = "cuStreamWaitEvent";
  return R;
}
