void pipeline(const float *in, float *tmp, float *out, int n) {
#pragma hpvm graph in(in[0:n]) out(out[0:n])
  {
#pragma hpvm node name(scale) parallel(1) in(in[0:n]) out(tmp[0:n])
    for (int i = 0; i < n; ++i)
      tmp[i] = 2 * in[i];
#pragma hpvm node name(unrelated) parallel(1) in(in[0:n])
    for (int i = 0; i < n; ++i)
      (void)in[i];
#pragma hpvm node name(shift) parallel(1) in(tmp[0:n]) out(out[0:n])
    for (int i = 1; i < n; ++i)
      out[i] = tmp[i - 1];
  }
}
