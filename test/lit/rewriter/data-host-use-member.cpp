// A data member covered by a data region is host memory like a variable's:
// host code inside the region may not use it, as `m`, `this->m` or
// `(*this).m`.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: {{.*}}data-host-use-member.cpp:[[#@LINE+19]]:7: error: 'a' is used by host code inside a data region that covers it
// CHECK: {{.*}}data-host-use-member.cpp:[[#@LINE+10]]:1: note: inside the region the valid copy of 'a' may be on the device; use it in a node, or outside the region
// CHECK: {{.*}}data-host-use-member.cpp:[[#@LINE+18]]:13: error: 'a' is used by host code inside a data region that covers it
// CHECK: {{.*}}data-host-use-member.cpp:[[#@LINE+8]]:1: note: inside the region
// CHECK: {{.*}}data-host-use-member.cpp:[[#@LINE+17]]:15: error: 'a' is used by host code inside a data region that covers it
// CHECK: {{.*}}data-host-use-member.cpp:[[#@LINE+6]]:1: note: inside the region
// CHECK: 3 errors generated.
struct S {
  float a[64];
  long n = 64;
  void run() {
#pragma hpvm data inout(a[0:n])
    for (int s = 0; s < 3; ++s) {
#pragma hpvm graph inout(a[0:n]) in(n)
      {
#pragma hpvm node parallel(1) inout(this->a[0:n])
        for (long i = 0; i < n; ++i)
          a[i] = a[i] * 2 + 1;
      }
      a[0] = 1;
      this->a[1] = 2;
      (*this).a[2] = 3;
    }
  }
};
