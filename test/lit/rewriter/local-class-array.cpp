// A `local` array of a class whose default constructor is trivial has no
// initializer; one whose constructor does something has.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
struct Trivial {
  float x, y;
};
struct Initialized {
  float x = 1;
};

void f(float *a) {
#pragma hpvm graph out(a[0:64])
  {
#pragma hpvm node parallel(1) out(a[0:64])
    for (long t = 0; t < 4; ++t) {
#pragma hpvm local
      Trivial ok[16];
#pragma hpvm local
      Initialized bad[16];
      // CHECK: local-class-array.cpp:[[@LINE-1]]:19: error: local variable 'bad' cannot have an initializer
#pragma hpvm node parallel(1)
      for (long i = 0; i < 16; ++i) {
        ok[i].x = bad[i].x;
        a[t * 16 + i] = ok[i].x;
      }
    }
  }
}
