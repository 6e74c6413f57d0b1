void vadd(const float *a, const float *b, float *c, long n) {
#pragma hpvm graph in(a[0:n], b[0:n]) out(c[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n], b[0:n]) out(c[0:n])
    for (long i = 0; i < n; ++i)
      c[i] = a[i] + b[i];
  }
}
int after_graph;
