// An exception that leaves a node body ends the program through
// std::terminate, as one that leaves a std::thread or an OpenMP parallel
// region does: the C++ runtime prints its type and what(), and the
// try-block around the graph does not catch it (the node runs on another
// thread, possibly while other instances still run).
// RUN: %hpvmcc -O2 %s -o %t
// RUN: not --crash %t 2>&1 | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 not --crash %t 2>&1 | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.v 2>/dev/null
// RUN: not --crash %t.v 2>&1 | FileCheck %s
// CHECK: terminate called after throwing an instance of 'std::runtime_error'
// CHECK-NEXT: what(): bad element
// CHECK-NOT: caught
// GPU-TESTS: skip a throw in a gpu node is a compile error (test/lit/gpu/throw-error.cpp)
// VECTOR-TESTS: skip the program ends in std::terminate
#include <cstdio>
#include <stdexcept>

int main(int argc, char **) {
  int a[64];
  int bad = 40 + argc;
  try {
#pragma hpvm graph out(a)
    {
#pragma hpvm node parallel(1) out(a) in(bad)
      for (int i = 0; i < 64; ++i) {
        if (i == bad)
          throw std::runtime_error("bad element");
        a[i] = i;
      }
    }
  } catch (const std::exception &e) {
    std::printf("caught %s\n", e.what());
  }
  std::printf("a[3] = %d\n", a[3]);
}
