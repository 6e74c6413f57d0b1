// A vector build that names no instruction set is for this machine
// (-march=native); one that names one keeps it, and a cpu build is left
// alone.
// RUN: %hpvmcc -O2 --hpvm-targets=vector --emit=vector-ir %s -o - | FileCheck %s --check-prefix=NATIVE
// RUN: %hpvmcc -O2 --hpvm-targets=vector -march=x86-64-v2 --emit=vector-ir %s -o - | FileCheck %s --check-prefix=GIVEN
// RUN: %hpvmcc -O2 --emit=hpvm-ir %s -o - | FileCheck %s --check-prefix=CPU

void negate(const float *a, float *b, long n) {
#pragma hpvm graph in(a[0:n]) out(b[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) out(b[0:n])
    for (long i = 0; i < n; ++i)
      b[i] = -a[i];
  }
}

// NATIVE-NOT: "target-cpu"="x86-64"
// NATIVE: define internal void @{{.*}}negate{{.*}}.vector(
// GIVEN: "target-cpu"="x86-64-v2"
// CPU: "target-cpu"="x86-64"
