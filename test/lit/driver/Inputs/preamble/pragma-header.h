// pragma-header.h - a header with a graph and a warning (-Wall), for
// driver/shared-preamble.test.
static inline int headerValue() {
  int unusedInHeader;
  return 2;
}

inline void twice(float *a, long n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] = a[i] * headerValue();
  }
}
