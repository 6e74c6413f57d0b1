//===- ItemQueue.cpp - a bounded FIFO of stream items between stages ------===//
//
// One mutex and two condition variables: items take milliseconds to
// microseconds in a stage, so a wake-up per item is cheap next to them.
//
//===----------------------------------------------------------------------===//
#include "stream/ItemQueue.h"

#include <cassert>

using namespace hpvm::rt;

ItemQueue::ItemQueue(size_t Capacity) : Capacity(Capacity) {
  assert(Capacity > 0 && "a queue that holds nothing blocks forever");
}

void ItemQueue::push(StreamItem *Item) {
  {
    std::unique_lock<std::mutex> Lock(M);
    assert(!Closed && "push after close");
    NotFull.wait(Lock, [&] { return Items.size() < Capacity; });
    Items.push_back(Item);
  }
  NotEmpty.notify_one();
}

StreamItem *ItemQueue::pop() {
  std::unique_lock<std::mutex> Lock(M);
  NotEmpty.wait(Lock, [&] { return !Items.empty() || Closed; });
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
  Lock.unlock();
  NotFull.notify_one();
  return Item;
}

void ItemQueue::close() {
  {
    std::lock_guard<std::mutex> Lock(M);
    Closed = true;
  }
  NotEmpty.notify_all();
}
