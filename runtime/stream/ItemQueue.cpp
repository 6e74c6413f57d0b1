//===- ItemQueue.cpp - a bounded FIFO of stream items between stages ------===//
//
// One mutex and two condition variables, and a bounded spin before either
// wait (SpinWait.h) on the item count, which the lock's holder keeps in an
// atomic.
//
//===----------------------------------------------------------------------===//
#include "stream/ItemQueue.h"
#include "support/SpinWait.h"

#include <cassert>

using namespace hpvm::rt;

ItemQueue::ItemQueue(size_t Capacity, int PushSpinUs, int PopSpinUs)
    : Capacity(Capacity), PushSpinUs(PushSpinUs), PopSpinUs(PopSpinUs) {
  assert(Capacity > 0 && "a queue that holds nothing blocks forever");
}

void ItemQueue::push(StreamItem *Item) {
  spinUntil(
      [&] { return Count.load(std::memory_order_acquire) < Capacity; },
      PushSpinUs);
  {
    std::unique_lock<std::mutex> Lock(M);
    assert(!Closed.load(std::memory_order_relaxed) && "push after close");
    if (Items.size() == Capacity) {
      ++Sleeps;
      NotFull.wait(Lock, [&] { return Items.size() < Capacity; });
    }
    Items.push_back(Item);
    Count.store(Items.size(), std::memory_order_release);
  }
  NotEmpty.notify_one();
}

StreamItem *ItemQueue::pop() {
  spinUntil(
      [&] {
        return Count.load(std::memory_order_acquire) > 0 ||
               Closed.load(std::memory_order_acquire);
      },
      PopSpinUs);
  std::unique_lock<std::mutex> Lock(M);
  if (Items.empty() && !Closed.load(std::memory_order_relaxed)) {
    ++Sleeps;
    NotEmpty.wait(Lock, [&] {
      return !Items.empty() || Closed.load(std::memory_order_relaxed);
    });
  }
  return take(Lock);
}

StreamItem *ItemQueue::tryPop() {
  std::unique_lock<std::mutex> Lock(M);
  return take(Lock);
}

StreamItem *ItemQueue::take(std::unique_lock<std::mutex> &Lock) {
  if (Items.empty())
    return nullptr;
  StreamItem *Item = Items.front();
  Items.pop_front();
  Count.store(Items.size(), std::memory_order_release);
  Lock.unlock();
  NotFull.notify_one();
  return Item;
}

void ItemQueue::close() {
  {
    std::lock_guard<std::mutex> Lock(M);
    Closed.store(true, std::memory_order_release);
  }
  NotEmpty.notify_all();
}

uint64_t ItemQueue::sleeps() {
  std::lock_guard<std::mutex> Lock(M);
  return Sleeps;
}
