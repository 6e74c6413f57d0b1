//===- KernelArguments.cpp - what a kernel object's arguments hold --------===//

#include "device/opencl/KernelArguments.h"

#include <cstring>

using namespace hpvm::rt::opencl;

bool KernelArguments::changes(unsigned Index, size_t Bytes, const void *Value,
                              uint64_t Now) {
  if (Now != Epoch) {
    Values.clear();
    Epoch = Now;
  }
  if (Index >= Values.size())
    Values.resize(Index + 1);
  std::optional<std::string> &Held = Values[Index];
  if (!Value) {
    Held.reset();
    return true;
  }
  if (Held && Held->size() == Bytes && memcmp(Held->data(), Value, Bytes) == 0)
    return false;
  Held.emplace(static_cast<const char *>(Value), Bytes);
  return true;
}
