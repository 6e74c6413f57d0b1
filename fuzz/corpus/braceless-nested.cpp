void nest(long *a, long n, long m) {
  for (int t = 0; t < 2; ++t)
#pragma hpvm graph inout(a[0:n*m])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < n; ++i)
#pragma hpvm node parallel(1)
      for (long j = 0; j < m; ++j)
        if (j % 2)
          a[i * m + j] += i;
        else
          a[i * m + j] -= t;
  }
}
