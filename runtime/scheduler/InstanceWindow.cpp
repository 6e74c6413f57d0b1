//===- InstanceWindow.cpp - the part of a node a split launch runs --------===//
#include "scheduler/InstanceWindow.h"

#include "hpvm/hpvm_rt.h"

#include <algorithm>

using namespace hpvm::rt;

namespace {

thread_local const InstanceWindow *Current = nullptr;

} // namespace

const InstanceWindow *hpvm::rt::currentWindow() { return Current; }

InstanceWindow hpvm::rt::windowOf(int64_t N) {
  if (!Current)
    return {0, N};
  int64_t End = std::min(N, Current->End);
  return {std::min(Current->Begin, End), End};
}

WindowScope::WindowScope(InstanceWindow W) : Saved(Current), Mine(W) {
  Current = &Mine;
}

WindowScope::~WindowScope() { Current = Saved; }

extern "C" void hpvm_rt_instance_window(int64_t N0, int64_t Window[2]) {
  InstanceWindow W = windowOf(N0);
  Window[0] = W.Begin;
  Window[1] = W.End;
}
