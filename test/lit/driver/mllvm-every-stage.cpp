// -mllvm options are LLVM's own and apply to every stage hpvmcc runs, the
// GPU's code generation among them, not only to clang's final one. A bad
// one is an error before anything is compiled.
// RUN: %hpvmcc -O2 --emit=ptx %s -o - | FileCheck %s --check-prefix=DEFAULT
// RUN: %hpvmcc -O2 --emit=ptx -mllvm -nvptx-prec-divf32=0 %s -o - \
// RUN:   | FileCheck %s --check-prefix=APPROX
// RUN: not %hpvmcc -O2 -mllvm -no-such-option -c %s -o %t.o 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD
void scale(float *a, long n) {
#pragma hpvm graph target(gpu) inout(a[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] = 3.0f / a[i];
  }
}
// DEFAULT: div.rn.f32
// APPROX: div.approx.f32
// BAD: hpvmcc: Unknown command line argument '-no-such-option'.
