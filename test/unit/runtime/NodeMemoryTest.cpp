//===- NodeMemoryTest.cpp - hpvm_rt_malloc and hpvm_rt_free_scope ---------===//
//
// Allocations are aligned, usable and all freed with their scope (the
// sanitizer builds would report a leak), including when many instances
// allocate in one scope at once; bad sizes are fatal errors naming the
// node.
//
//===----------------------------------------------------------------------===//
#include "device/cpu/ThreadPool.h"

#include "hpvm/hpvm_rt.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>

using namespace hpvm::rt;

namespace {

TEST(NodeMemory, AlignedUsableAndFreedWithTheScope) {
  void *Scope = nullptr;
  for (int64_t Bytes : {0, 1, 63, 64, 65, 4096, 100000}) {
    void *P = hpvm_rt_malloc(&Scope, Bytes, "alloc");
    ASSERT_NE(P, nullptr);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(P) % 64, 0u) << Bytes;
    memset(P, 0xab, Bytes);
  }
  EXPECT_NE(Scope, nullptr);
  hpvm_rt_free_scope(&Scope);
  EXPECT_EQ(Scope, nullptr);
  hpvm_rt_free_scope(&Scope);
  hpvm_rt_free_scope(nullptr);
}

struct Shared {
  void *Scope = nullptr;
  int64_t *Blocks[4096];
};

void allocateChunk(void *Env, int64_t Begin, int64_t End) {
  auto *S = static_cast<Shared *>(Env);
  for (int64_t I = Begin; I < End; ++I) {
    S->Blocks[I] =
        static_cast<int64_t *>(hpvm_rt_malloc(&S->Scope, 16, "parallel"));
    S->Blocks[I][0] = I;
  }
}

TEST(NodeMemory, InstancesAllocateInOneScopeAtOnce) {
  setNumThreads(4);
  Shared S;
  hpvm_rt_parallel_for("parallel", 4096, allocateChunk, &S);
  setNumThreads(0);
  for (int64_t I = 0; I != 4096; ++I)
    EXPECT_EQ(S.Blocks[I][0], I);
  hpvm_rt_free_scope(&S.Scope);
  EXPECT_EQ(S.Scope, nullptr);
}

TEST(NodeMemoryDeathTest, NegativeSizeNamesTheNode) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  void *Scope = nullptr;
  EXPECT_EXIT(hpvm_rt_malloc(&Scope, -8, "alloc_fn"),
              ::testing::ExitedWithCode(1),
              "hpvm-rt: error: node 'alloc_fn' asked __hpvm__malloc for -8 "
              "bytes");
}

TEST(NodeMemoryDeathTest, NodeErrorNamesTheNode) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(hpvm_rt_node_error("leaf_fn", "something went wrong"),
              ::testing::ExitedWithCode(1),
              "hpvm-rt: error: node 'leaf_fn': something went wrong");
}

} // namespace
