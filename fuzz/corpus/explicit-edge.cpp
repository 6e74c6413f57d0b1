void stages(int *a, int *b, int n) {
#pragma hpvm graph inout(a[0:n]) out(b[0:n])
  {
#pragma hpvm node name(produce) parallel(1) out(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] = i;
#pragma hpvm node name(consume) parallel(1) in(a[0:n]) out(b[0:n])
    for (int i = 0; i < n; ++i)
      b[i] = a[i] * 2;
#pragma hpvm edge(produce.a -> consume.a) one_to_one
  }
}
