// One gpu leaf, for tests of how its kernels are embedded.
void saxpy(float a, const float *x, float *y, long n) {
#pragma hpvm graph target(gpu) in(x[0:n]) inout(y[0:n])
  {
#pragma hpvm node parallel(1) in(x[0:n]) inout(y[0:n])
    for (long i = 0; i < n; ++i)
      y[i] = a * x[i] + y[i];
  }
}
