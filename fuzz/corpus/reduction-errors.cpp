#include <hpvm/hpvm.h>
struct P { int x; };
int g(int);
void types(const int *a, long n, float f, bool b, P p, int *q, int s) {
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) reduction(+: b) reduction(max: p) reduction(+: q) reduction(+: g)
    for (long i = 0; i < n; ++i)
      b = a[i];
#pragma hpvm node parallel(1) in(a[0:n]) reduction(^: f)
    for (long i = 0; i < n; ++i)
      f += a[i];
#pragma hpvm node parallel(1) in(a[0:n]) reduction(+: s) reduction(max: s)
    for (long i = 0; i < n; ++i)
      s += a[i];
#pragma hpvm node parallel(1) in(a[0:n]) out(s) reduction(+: s)
    for (long i = 0; i < n; ++i)
      s += a[i];
  }
}
void places(const int *a, long n) {
#pragma hpvm graph in(a[0:n])
  {
    int local = 0;
#pragma hpvm node parallel(1) in(a[0:n]) reduction(+: local)
    for (long i = 0; i < n; ++i)
      local += a[i];
  }
}
void internal(const int *a, long n, int s) {
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node parallel(1) reduction(+: s)
    for (long i = 0; i < n; ++i) {
#pragma hpvm node parallel(1) in(a[0:n])
      for (long j = 0; j < n; ++j)
        a[j];
    }
  }
}
void nested(const int *a, long n, int t) {
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n])
    for (long i = 0; i < n; ++i) {
#pragma hpvm node parallel(1) in(a[0:n]) reduction(+: t)
      for (long j = 0; j < n; ++j)
        t += a[j];
    }
  }
}
void elsewhere(const int *a, long n, int s, int *out) {
#pragma hpvm graph in(a[0:n]) out(out[0:n])
  {
#pragma hpvm node name(sum) parallel(1) in(a[0:n]) reduction(+: s)
    for (long i = 0; i < n; ++i)
      s += a[i];
#pragma hpvm node name(use) parallel(1) out(out[0:n])
    for (long i = 0; i < n; ++i)
      out[i] = s;
  }
}
void count(const int *a, long n, int s) {
  long m = 0;
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node out(m)
    m = n / 2;
#pragma hpvm node parallel(1) in(a[0:n]) reduction(+: s)
    for (long i = 0; i < m; ++i)
      s += a[i];
  }
}
struct Q {
  int total;
  void h(const int *a, long n) {
#pragma hpvm graph in(a[0:n])
    {
#pragma hpvm node parallel(1) in(a[0:n]) reduction(+: total)
      for (long i = 0; i < n; ++i)
        total += a[i];
    }
  }
};
void twice(const int *a, long n, int s) {
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node name(first) parallel(1) in(a[0:n]) reduction(+: s)
    for (long i = 0; i < n; ++i)
      s += a[i];
#pragma hpvm node name(second) parallel(1) in(a[0:n]) reduction(+: s)
    for (long i = 0; i < n; ++i)
      s += a[i];
  }
}
