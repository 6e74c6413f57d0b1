// --hpvm-auto=marked offloads only the loops after `#pragma hpvm auto` (and
// says nothing of the others); without --hpvm-auto the pragma means
// nothing, and the file compiles as it is.
// RUN: %hpvmcc --hpvm-auto=marked --hpvm-report -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=remark:
// RUN: %hpvmcc --hpvm-report -fsyntax-only %s 2>&1 | count 0

void twice(float *__restrict__ y, const float *__restrict__ x, long n) {
  for (long i = 0; i < n; ++i)
    y[i] = x[i] + 1.0f;
#pragma hpvm auto
  for (long i = 0; i < n; ++i)
    y[i] = 2.0f * y[i];
}
// CHECK: marked.cpp:[[@LINE-3]]:3: remark: loop nest offloaded: a parallel(1) node for cpu with inout(y[0:(n)])
