// Without --hpvm-auto only the loops after `#pragma hpvm auto` are
// offloaded (and nothing is said of the others); with it, every loop.
// RUN: %hpvmcc --hpvm-report -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not="remark: loop"
// RUN: %hpvmcc --hpvm-auto --hpvm-report -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=ALL

void twice(float *__restrict__ y, const float *__restrict__ x, long n) {
  for (long i = 0; i < n; ++i)
    y[i] = x[i] + 1.0f;
#pragma hpvm auto
  for (long i = 0; i < n; ++i)
    y[i] = 2.0f * y[i];
}
// CHECK: marked.cpp:[[@LINE-3]]:3: remark: loop nest offloaded: a parallel(1) node for cpu with inout(y[0:(n)])
// ALL: marked.cpp:[[@LINE-7]]:3: remark: loop nest offloaded: a parallel(1) node for cpu with in(x[0:(n)]) inout(y[0:(n)])
// ALL: marked.cpp:[[@LINE-5]]:3: remark: loop nest offloaded: a parallel(1) node for cpu with inout(y[0:(n)])
