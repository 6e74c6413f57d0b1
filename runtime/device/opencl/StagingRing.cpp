//===- StagingRing.cpp - host memory that small copies in go through ------===//

#include "device/opencl/StagingRing.h"

#include <algorithm>
#include <cassert>

using namespace hpvm::rt::opencl;

std::optional<size_t> StagingRing::take(size_t Bytes, uint64_t Ticket) {
  assert(Bytes <= Capacity && "a copy larger than the ring");
  assert((Held.empty() || Held.back().Ticket < Ticket) && "tickets in order");
  while (!Held.empty() && Held.front().Ticket <= Done)
    Held.pop_front();
  size_t Size =
      std::max<size_t>(1, (Bytes + Alignment - 1) / Alignment) * Alignment;
  size_t Begin = 0;
  if (!Held.empty()) {
    // Held pieces run from the oldest's Begin to the newest's End, maybe
    // wrapping around the end of the ring.
    size_t Oldest = Held.front().Begin, Next = Held.back().End;
    if (Next > Oldest) {
      if (Capacity - Next >= Size)
        Begin = Next;
      else if (Oldest >= Size)
        Begin = 0;
      else
        return std::nullopt;
    } else if (Oldest - Next >= Size) {
      Begin = Next;
    } else {
      return std::nullopt;
    }
  }
  Held.push_back({Ticket, Begin, Begin + Size});
  return Begin;
}

void StagingRing::doneUpTo(uint64_t Ticket) {
  if (Ticket > Done)
    Done = Ticket;
}

void StagingRing::allDone() { Held.clear(); }
