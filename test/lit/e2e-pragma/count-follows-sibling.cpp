// A loop-form node whose bound is a scalar an earlier sibling writes runs
// as many instances as the sequential loop: the compiler creates it from a
// one-instance internal node that receives the scalar, so the count is
// computed after the sibling ran, not when the graph is built. Bounds read
// from the host (5), a scalar declared in the graph (an unsigned char that
// arrives promoted), and a count in an internal node. The nodes write only
// some elements of their sections, so the sections are inout.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O2 -march=x86-64-v3 --hpvm-targets=vector %s -o %t.vec && %t.vec | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK:      host-scalar: 201 ones, cnt 201
// CHECK-NEXT: graph-scalar: 202 ones
// CHECK-NEXT: nested: 11 ones, per 11
#include <cstdio>

static int a[300], b[300], c[300];

static int ones(const int *v) {
  int s = 0;
  for (int i = 0; i < 300; ++i)
    s += v[i];
  return s;
}

int main(int argc, char **) {
  long cnt = 5;
#pragma hpvm graph inout(a[0:300])
  {
#pragma hpvm node out(cnt)
    { cnt = 200 + argc; }
#pragma hpvm node parallel(1) inout(a[0:300])
    for (long i = 0; i < cnt; ++i)
      a[i] = 1;
  }
  std::printf("host-scalar: %d ones, cnt %ld\n", ones(a), cnt);

#pragma hpvm graph inout(b[0:300])
  {
    unsigned char small = 0;
#pragma hpvm node name(first) out(small)
    { small = 201 + argc; }
#pragma hpvm node name(second) parallel(1) inout(b[0:300])
    for (long i = 0; i < small; ++i)
      b[i] = 1;
  }
  std::printf("graph-scalar: %d ones\n", ones(b));

  long per = 0;
#pragma hpvm graph inout(c[0:300])
  {
#pragma hpvm node inout(c[0:300])
    {
#pragma hpvm node out(per)
      { per = 10 + argc; }
#pragma hpvm node parallel(1)
      for (long i = 0; i < per; ++i)
        c[i] = 1;
    }
  }
  std::printf("nested: %d ones, per %ld\n", ones(c), per);
  return 0;
}
