void f(const int *a, long n, int &s) {
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) reduction(-: s)
    for (long i = 0; i < n; ++i)
      s -= a[i];
  }
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) reduction(+ s)
    for (long i = 0; i < n; ++i)
      s += a[i];
  }
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) reduction(+: )
    for (long i = 0; i < n; ++i)
      s += a[i];
  }
#pragma hpvm graph in(a[0:n]) reduction(+: s)
  {
#pragma hpvm node parallel(1) in(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i];
  }
}
