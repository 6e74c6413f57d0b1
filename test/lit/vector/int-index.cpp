// A loop-form node over an int counter: the instance id truncated to 32 bits
// and extended again is still consecutive (lane ids stay below 2^31), so the
// accesses are whole-vector loads and stores, not gathers and scatters.
// RUN: %hpvmcc -O2 -march=x86-64-v3 --hpvm-targets=vector --emit=vector-ir %s -o - | FileCheck %s

void halve(const float *a, float *b, int n) {
#pragma hpvm graph in(a[0:n]) out(b[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) out(b[0:n])
    for (int i = 0; i < n; ++i)
      b[i] = a[i] * 0.5f + (float)(i & 1);
  }
}

// CHECK-LABEL: define internal void @{{.*}}halve{{.*}}.vector(
// CHECK-NOT: gather
// CHECK: load <8 x float>
// CHECK-NOT: scatter
// CHECK: store <8 x float>
// CHECK: ret void
