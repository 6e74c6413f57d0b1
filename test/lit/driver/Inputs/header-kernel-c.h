// The C header of driver/pragmas-in-headers.test.
#ifndef HEADER_KERNEL_C_H
#define HEADER_KERNEL_C_H
static inline void twice(int *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] *= 2;
  }
}
#endif
