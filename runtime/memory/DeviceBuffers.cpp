//===- DeviceBuffers.cpp - a device's copies of tracked objects -----------===//
#include "memory/DeviceBuffers.h"

using namespace hpvm::rt;

uint64_t DeviceBuffers::find(ObjectId Id) {
  std::lock_guard<std::mutex> Lock(M);
  auto It = Buffers.find(Id);
  return It == Buffers.end() ? 0 : It->second;
}

uint64_t DeviceBuffers::release(ObjectId Id, size_t Bytes) {
  std::lock_guard<std::mutex> Lock(M);
  auto It = Buffers.find(Id);
  if (It == Buffers.end())
    return 0;
  uint64_t Buffer = It->second;
  Buffers.erase(It);
  return Cache.keep(Buffer, Bytes) ? 0 : Buffer;
}
