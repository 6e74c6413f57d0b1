//===- StagingRing.h - memory that small copies in go through -*- C++ -*-===//
//
// A copy of a few bytes to an OpenCL device costs most in its wait: a
// blocking clEnqueueWriteBuffer returns once the device has the bytes (and,
// on an in-order queue, once every command before it is done). A
// non-blocking write needs its source to stay as it is until the write is
// done, which the program's own memory does not promise (the host may write
// it as soon as the copy returns). So a small copy in is first copied to
// the device's staging memory, page-locked host memory that only copies
// read, and written to the device from there without a wait.
//
// This class is the bookkeeping of that memory: a ring of Capacity bytes
// handed out in order, each piece tagged with the ticket of its write (the
// writes' order on the in-order queue). A piece is free again once a wait
// has seen its write done: a command that completes on an in-order queue
// completes every command enqueued before it, so a wait that began once
// ticket T had been enqueued proves writes 1 to T done (doneUpTo(T)). When
// no piece is free, the device waits for its queue (allDone()).
//
// Not thread-safe: the device holds its staging lock from take() to the
// enqueue of the write.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_DEVICE_OPENCL_STAGINGRING_H
#define HPVM_RUNTIME_DEVICE_OPENCL_STAGINGRING_H

#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>

namespace hpvm::rt::opencl {

class StagingRing {
public:
  /// Pieces start at multiples of this.
  static constexpr size_t Alignment = 64;

  explicit StagingRing(size_t Capacity) : Capacity(Capacity) {}

  /// The offset of Bytes (at most the capacity) bytes for the write with
  /// ticket Ticket (greater than every earlier one), or none while the
  /// writes not known to be done hold too much of the ring.
  std::optional<size_t> take(size_t Bytes, uint64_t Ticket);
  /// Writes with tickets up to Ticket are done.
  void doneUpTo(uint64_t Ticket);
  /// Every write handed a piece is done.
  void allDone();

private:
  struct Piece {
    uint64_t Ticket;
    size_t Begin, End;
  };
  const size_t Capacity;
  /// The pieces whose writes may still run, oldest first.
  std::deque<Piece> Held;
  uint64_t Done = 0;
};

} // namespace hpvm::rt::opencl

#endif // HPVM_RUNTIME_DEVICE_OPENCL_STAGINGRING_H
