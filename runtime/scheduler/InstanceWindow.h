//===- InstanceWindow.h - the part a split launch runs ----------*- C++ -*-===//
//
// The split policy (SplitRun.cpp) runs one launch of a leaf as parts, each
// on its own device and on a window [Begin, End) of the leaf's outermost
// instance dimension. The window is the running thread's: its host version
// runs only the window's instances (hpvm_rt_parallel_for), its device
// version launches a grid over the window (hpvm_rt_instance_window).
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_SCHEDULER_INSTANCEWINDOW_H
#define HPVM_RUNTIME_SCHEDULER_INSTANCEWINDOW_H

#include <cstdint>

namespace hpvm::rt {

struct InstanceWindow {
  int64_t Begin = 0, End = 0;
};

/// This thread's window, if a WindowScope set one.
const InstanceWindow *currentWindow();

/// [0, N) cut to this thread's window.
InstanceWindow windowOf(int64_t N);

/// While it lives, the leaf version this thread runs runs window W only.
class WindowScope {
public:
  explicit WindowScope(InstanceWindow W);
  ~WindowScope();
  WindowScope(const WindowScope &) = delete;
  WindowScope &operator=(const WindowScope &) = delete;

private:
  const InstanceWindow *Saved;
  InstanceWindow Mine;
};

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_SCHEDULER_INSTANCEWINDOW_H
