#define HPVM_FOR_EACH _Pragma("hpvm node parallel(1) in(x[0:n]) out(y[0:n])")

void axpy(float alpha, const float *x, float *y, int n) {
  _Pragma("hpvm graph in(x[0:n]) inout(y[0:n])")
  {
    HPVM_FOR_EACH
    for (int i = 0; i < n; ++i)
      y[i] += alpha * x[i];
  }
}
