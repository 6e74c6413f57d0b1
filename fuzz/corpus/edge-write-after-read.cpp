void war(float *x, float *y, float *z, int n) {
#pragma hpvm graph inout(x[0:n]) out(y[0:n], z[0:n])
  {
#pragma hpvm node name(w) parallel(1) out(x[0:n])
    for (int i = 0; i < n; ++i)
      x[i] = i;
#pragma hpvm node name(r1) parallel(1) in(x[0:n]) out(y[0:n])
    for (int i = 0; i < n; ++i)
      y[i] = x[i];
#pragma hpvm node name(r2) parallel(1) in(x[0:n]) out(z[0:n])
    for (int i = 0; i < n; ++i)
      z[i] = x[i] * 2;
#pragma hpvm node name(over) parallel(1) out(x[0:n])
    for (int i = 0; i < n; ++i)
      x[i] = 0;
  }
}
