int overlap(const int *in, int *out, int n) {
  int count = 0;
#pragma hpvm graph name(g) nowait in(in[0:n]) out(out[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; ++i)
      out[i] = in[i] + 1;
#pragma hpvm node out(count)
    { count = n; }
  }
  int hostWork = n * 2;
#pragma hpvm wait(g)
  return count + hostWork;
}
