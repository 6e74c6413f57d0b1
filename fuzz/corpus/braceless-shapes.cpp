#define NODE _Pragma("hpvm node parallel(1)")
void shapes(long *a, long *b, int c) {
  do
#pragma hpvm graph out(a[0:8], b[0:8])
  {
    NODE
    for (long i = 0; i < 8; ++i)
#pragma hpvm node
      switch (i % 3) {
      case 0:
        a[i] = [=] { return i; }();
        break;
      default:
        try { a[i] = 1; } catch (...) {}
      }
#pragma hpvm node parallel(1)
    for (long i = 0; i < 8; ++i)
#pragma hpvm node
      if (i)
        b[i] = i;
  }
  while (--c > 0);
  if (c)
#pragma hpvm barrier
    a[0] = 0;
}
