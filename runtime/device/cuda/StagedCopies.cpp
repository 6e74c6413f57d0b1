//===- StagedCopies.cpp - copies through page-locked buffers --------------===//
#include "device/cuda/StagedCopies.h"

#include <omp.h>

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <cstring>

using namespace hpvm::rt::cuda;

namespace {

/// Copies Bytes bytes from Src to Dst, 256 KiB pieces spread over up to
/// maxThreads() host threads (a 1 MiB image gets 4). Inside a parallel
/// region of the runtime's workers it runs on the calling thread.
void parallelCopy(void *Dst, const void *Src, size_t Bytes) {
  constexpr size_t Piece = size_t(256) << 10;
  int64_t Pieces = static_cast<int64_t>((Bytes + Piece - 1) / Piece);
  if (Pieces <= 1) {
    memcpy(Dst, Src, Bytes);
    return;
  }
  int Threads = static_cast<int>(
      std::min<int64_t>(Pieces, StagedCopies::maxThreads()));
#pragma omp parallel for num_threads(Threads) schedule(static)
  for (int64_t P = 0; P < Pieces; ++P) {
    size_t Begin = static_cast<size_t>(P) * Piece;
    memcpy(static_cast<char *>(Dst) + Begin,
           static_cast<const char *>(Src) + Begin,
           std::min(Piece, Bytes - Begin));
  }
}

} // namespace

int StagedCopies::maxThreads() { return std::min(omp_get_num_procs(), 8); }

size_t StagedCopies::minBytes(const char *Setting) {
  return Setting && strcmp(Setting, "0") == 0 ? 0 : size_t(1) << 20;
}

StagedCopies::~StagedCopies() {
  for (int B = 0; B < 2; ++B) {
    if (Moved[B]) {
      D.cuEventSynchronize(Moved[B]);
      D.cuEventDestroy(Moved[B]);
    }
    if (Buffer[B])
      D.cuMemFreeHost(Buffer[B]);
  }
  if (SmallHome)
    D.cuMemFreeHost(SmallHome);
}

CUresult StagedCopies::allocate(const char *&Failed) {
  for (int B = 0; B < 2; ++B) {
    if (Buffer[B])
      continue;
    Failed = "cuMemHostAlloc";
    if (CUresult R = D.cuMemHostAlloc(&Buffer[B], ChunkBytes, 0))
      return R;
    Failed = "cuEventCreate";
    if (CUresult R = D.cuEventCreate(&Moved[B], CU_EVENT_DISABLE_TIMING))
      return R;
  }
  return CUDA_SUCCESS;
}

CUresult StagedCopies::drain(int B, const char *&Failed) {
  if (!InFlight[B])
    return CUDA_SUCCESS;
  Failed = "cuEventSynchronize";
  if (CUresult R = D.cuEventSynchronize(Moved[B]))
    return R;
  InFlight[B] = false;
  return CUDA_SUCCESS;
}

CUresult StagedCopies::queued(int B, const char *&Failed) {
  Failed = "cuEventRecord";
  if (CUresult R = D.cuEventRecord(Moved[B], nullptr))
    return R;
  InFlight[B] = true;
  return CUDA_SUCCESS;
}

CUresult StagedCopies::finish(const char *&Failed) {
  // Without a copy to the device still moving there is nothing to wait
  // for (a copy to the host ends before it returns), and no reason to wait
  // for the lock a copy to the host holds meanwhile.
  if (!ToDeviceMoving.load(std::memory_order_acquire))
    return CUDA_SUCCESS;
  std::lock_guard<std::mutex> Lock(M);
  for (int B = 0; B < 2; ++B)
    if (CUresult R = drain(B, Failed))
      return R;
  ToDeviceMoving.store(false, std::memory_order_release);
  return CUDA_SUCCESS;
}

CUresult StagedCopies::toDevice(CUdeviceptr Dst, const void *Src, size_t Bytes,
                                const char *&Failed) {
  std::lock_guard<std::mutex> Lock(M);
  if (CUresult R = allocate(Failed))
    return R;
  for (size_t Offset = 0, K = 0; Offset < Bytes; Offset += ChunkBytes, ++K) {
    int B = static_cast<int>(K % 2);
    size_t N = std::min(ChunkBytes, Bytes - Offset);
    if (CUresult R = drain(B, Failed))
      return R;
    parallelCopy(Buffer[B], static_cast<const char *>(Src) + Offset, N);
    Failed = "cuMemcpyHtoDAsync";
    if (CUresult R = D.cuMemcpyHtoDAsync(Dst + Offset, Buffer[B], N, nullptr))
      return R;
    if (CUresult R = queued(B, Failed))
      return R;
    ToDeviceMoving.store(true, std::memory_order_release);
  }
  return CUDA_SUCCESS;
}

CUresult StagedCopies::smallToHost(void *Dst, CUdeviceptr Src, size_t Bytes,
                                   const char *&Failed) {
  assert(Bytes <= SmallHomeBytes && "not a small copy");
  std::lock_guard<std::mutex> Lock(SmallM);
  Failed = "cuMemHostAlloc";
  if (!SmallHome)
    if (CUresult R = D.cuMemHostAlloc(&SmallHome, SmallHomeBytes, 0))
      return R;
  Failed = "cuMemcpyDtoH";
  if (CUresult R = D.cuMemcpyDtoH(SmallHome, Src, Bytes))
    return R;
  memcpy(Dst, SmallHome, Bytes);
  return CUDA_SUCCESS;
}

CUresult StagedCopies::toHost(void *Dst, CUdeviceptr Src, size_t Bytes,
                              const char *&Failed) {
  if (Bytes <= SmallHomeBytes)
    return smallToHost(Dst, Src, Bytes, Failed);
  std::lock_guard<std::mutex> Lock(M);
  if (CUresult R = allocate(Failed))
    return R;
  size_t Chunks = (Bytes + ChunkBytes - 1) / ChunkBytes;
  auto Size = [&](size_t K) {
    return std::min(ChunkBytes, Bytes - K * ChunkBytes);
  };
  // Chunk K goes to buffer K % 2; the copy engine moves chunk K + 1 while
  // the host threads copy chunk K out.
  auto Start = [&](size_t K) -> CUresult {
    int B = static_cast<int>(K % 2);
    if (CUresult R = drain(B, Failed))
      return R;
    Failed = "cuMemcpyDtoHAsync";
    if (CUresult R = D.cuMemcpyDtoHAsync(Buffer[B], Src + K * ChunkBytes,
                                         Size(K), nullptr))
      return R;
    return queued(B, Failed);
  };
  if (Chunks > 0)
    if (CUresult R = Start(0))
      return R;
  for (size_t K = 0; K < Chunks; ++K) {
    if (K + 1 < Chunks)
      if (CUresult R = Start(K + 1))
        return R;
    int B = static_cast<int>(K % 2);
    if (CUresult R = drain(B, Failed))
      return R;
    parallelCopy(static_cast<char *>(Dst) + K * ChunkBytes, Buffer[B], Size(K));
  }
  return CUDA_SUCCESS;
}

void hpvm::rt::cuda::copyOnThreads(void *Dst, const void *Src, size_t Bytes) {
  parallelCopy(Dst, Src, Bytes);
}
