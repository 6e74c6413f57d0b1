//===- SpinWait.h - a short busy wait before a thread sleeps ----*- C++ -*-===//
//
// A thread that sleeps on a condition variable and is woken by another
// costs both of them microseconds (a futex call, the scheduler, a core
// that left its idle state). Where the wait is usually short, as between
// the stages of a balanced pipeline (stream/ItemQueue.h), spinning for a
// bounded time first avoids that; a wait that lasts longer still sleeps,
// so an idle stage keeps no core busy.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_SUPPORT_SPINWAIT_H
#define HPVM_RUNTIME_SUPPORT_SPINWAIT_H

#include <chrono>
#include <thread>

namespace hpvm::rt {

/// Tells the core that this thread is spinning (x86 pause, Arm yield): it
/// backs off, and its sibling hyperthread gets the core meanwhile.
inline void cpuRelax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
  asm volatile("yield");
#endif
}

/// Calls Ready until it returns true, for at most Us microseconds; returns
/// its last answer. The first microseconds spin with cpuRelax; after them
/// each round also yields the core, so that on a machine with fewer cores
/// than busy threads the thread this one waits for may run.
template <typename ReadyFn> bool spinUntil(ReadyFn Ready, int Us) {
  using Clock = std::chrono::steady_clock;
  if (Ready())
    return true;
  if (Us <= 0)
    return false;
  constexpr auto PauseOnly = std::chrono::microseconds(2);
  const Clock::time_point Start = Clock::now();
  const Clock::time_point Deadline = Start + std::chrono::microseconds(Us);
  for (;;) {
    for (int I = 0; I < 16; ++I)
      cpuRelax();
    if (Ready())
      return true;
    Clock::time_point Now = Clock::now();
    if (Now >= Deadline)
      return false;
    if (Now - Start >= PauseOnly)
      std::this_thread::yield();
  }
}

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_SUPPORT_SPINWAIT_H
