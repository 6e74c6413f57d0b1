//===- NodeMemory.cpp - memory that belongs to a node instance ------------===//
//
// Allocation nodes (__hpvm__malloc) get one buffer per instance of their
// enclosing internal node, and leaves with barriers keep per-instance state
// between their phases. Both allocate into a scope, a list of blocks headed
// by a pointer that the owning instance keeps, and free the whole list when
// that instance completes, so nothing outlives its instance and nothing
// leaks. Instances of a replicated allocation node push onto one scope at
// the same time: the push is a compare-and-swap on the head.
//
//===----------------------------------------------------------------------===//
#include "support/Diagnostics.h"

#include "hpvm/hpvm_rt.h"

#include <cstdint>
#include <cstdlib>

using namespace hpvm::rt;

namespace {

// The block header is padded to the alignment handed out, so that the user
// part is aligned like the block.
constexpr size_t Alignment = 64;

struct alignas(Alignment) Block {
  Block *Next;
};

} // namespace

extern "C" void *hpvm_rt_malloc(void **Scope, int64_t Bytes,
                                const char *NodeName) {
  if (!NodeName)
    NodeName = "(unnamed)";
  if (!Scope)
    fatalError("hpvm_rt_malloc: node '%s' passed no scope", NodeName);
  if (Bytes < 0)
    fatalError("node '%s' asked __hpvm__malloc for %lld bytes", NodeName,
               static_cast<long long>(Bytes));
  size_t Size = static_cast<size_t>(Bytes);
  if (Size > SIZE_MAX - 2 * Alignment)
    fatalError("node '%s' asked __hpvm__malloc for %zu bytes, more than "
               "can be allocated",
               NodeName, Size);
  size_t Total = (sizeof(Block) + Size + Alignment - 1) / Alignment * Alignment;
  auto *B = static_cast<Block *>(aligned_alloc(Alignment, Total));
  if (!B)
    fatalError("node '%s': out of memory allocating %zu bytes", NodeName, Size);
  void *Head = __atomic_load_n(Scope, __ATOMIC_RELAXED);
  do
    B->Next = static_cast<Block *>(Head);
  while (!__atomic_compare_exchange_n(Scope, &Head, static_cast<void *>(B),
                                      /*weak=*/true, __ATOMIC_RELEASE,
                                      __ATOMIC_RELAXED));
  return B + 1;
}

extern "C" void hpvm_rt_free_scope(void **Scope) {
  if (!Scope)
    return;
  auto *B = static_cast<Block *>(
      __atomic_exchange_n(Scope, nullptr, __ATOMIC_ACQUIRE));
  while (B) {
    Block *Next = B->Next;
    free(B);
    B = Next;
  }
}
