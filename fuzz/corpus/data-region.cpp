void steps(float *a, float *b, float *c, float *d, long n, long steps) {
#pragma hpvm data inout(a[0:n]) inout(b[:n]) scratch(c[1:n - 1])
  for (long t = 0; t < steps; ++t) {
#pragma hpvm graph inout(a[0:n]) out(b[0:n], d[0:n]) out(c[1:n - 1])
    {
#pragma hpvm node parallel(1)
      for (long i = 1; i < n; ++i)
        c[i] = a[i] * 2;
#pragma hpvm node parallel(1)
      for (long i = 1; i < n; ++i) {
        b[i] = c[i] + 1;
        d[i] = b[i];
      }
#pragma hpvm node parallel(1)
      for (long i = 1; i < n; ++i)
        a[i] = b[i] - c[i];
    }
  }
  return;
}
