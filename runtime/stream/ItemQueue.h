//===- ItemQueue.h - a bounded FIFO of stream items between stages -*- C++
//-*-===//
//
// The buffer of a streaming edge: the stage before it pushes the items it
// has finished, the stage after it pops them in the same order. A full
// queue blocks its producer (back-pressure: a fast stage cannot run ahead
// of a slow one by more than the queue's capacity), an empty one its
// consumer. The producer closes the queue at the end of the stream; the
// consumer then drains it and sees the end.
//
// A producer or consumer that would block first spins for up to PushSpinUs
// or PopSpinUs microseconds (support/SpinWait.h): between stages of equal
// cost the wait is short, and a sleeping stage costs a wake-up per item.
// Longer waits sleep.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_STREAM_ITEMQUEUE_H
#define HPVM_RUNTIME_STREAM_ITEMQUEUE_H

#include "device/cuda/GPUItemWork.h"

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <mutex>

namespace hpvm::rt {

/// One data item of a stream on its way through the stages.
struct StreamItem {
  /// Its position in push order, from 0.
  uint64_t Number = 0;
  /// What the generated code keeps of the item between stages: the
  /// arguments of every stage (hpvm_rt_stream_graph::frame_bytes).
  void *Frame = nullptr;
  /// The root's outputs, once the last stage is done.
  void *Result = nullptr;
  /// Its GPU work that may still run (gpu stages).
  GPUItemWork Gpu;
};

class ItemQueue {
public:
  /// A queue that holds at most \p Capacity items (at least one), whose
  /// pushes and pops that must wait spin for up to \p PushSpinUs and
  /// \p PopSpinUs microseconds before they sleep.
  ItemQueue(size_t Capacity, int PushSpinUs, int PopSpinUs);
  ItemQueue(const ItemQueue &) = delete;
  ItemQueue &operator=(const ItemQueue &) = delete;

  /// Appends \p Item, blocking while the queue is full.
  void push(StreamItem *Item);
  /// The oldest item, blocking while the queue is empty and open; null once
  /// it is closed and empty.
  StreamItem *pop();
  /// The oldest item, or null at once when the queue is empty (open or
  /// closed).
  StreamItem *tryPop();
  /// No more pushes: pop returns null once the items in it are taken.
  void close();
  /// How many times a push or pop went to sleep (for the profile).
  uint64_t sleeps();

private:
  /// The oldest item, null if there is none; unlocks Lock.
  StreamItem *take(std::unique_lock<std::mutex> &Lock);

  const size_t Capacity;
  const int PushSpinUs, PopSpinUs;
  std::mutex M;
  std::condition_variable NotEmpty;
  std::condition_variable NotFull;
  std::deque<StreamItem *> Items;
  // Items.size() and whether it is closed, for spinning waiters to read
  // without the lock; written with it.
  std::atomic<size_t> Count{0};
  std::atomic<bool> Closed{false};
  uint64_t Sleeps = 0;
};

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_STREAM_ITEMQUEUE_H
