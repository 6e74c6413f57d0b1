// A gpu node cannot call through a function pointer captured from the host
// (its value is a host address); the error is at the call. The same graph
// builds for cpu (test/lit/e2e-pragma/capture-function-pointer.cpp).
// RUN: not %hpvmcc -O2 --hpvm-targets=gpu --emit=ptx %s -o %t.ptx 2>&1 | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=cpu -c %s -o %t.o
static int square(int v) { return v * v; }

void apply(int (*f)(int), int *r, int n) {
#pragma hpvm graph out(r[0:n])
  {
#pragma hpvm node parallel(1) out(r[0:n])
    for (int i = 0; i < n; ++i)
      r[i] = f(i);
    // CHECK: function-pointer-error.cpp:[[@LINE-1]]:14: error: a gpu node calls a function through a pointer, which cannot run on the GPU
  }
}

int main() {
  int r[4];
  apply(square, r, 4);
  return r[3];
}
