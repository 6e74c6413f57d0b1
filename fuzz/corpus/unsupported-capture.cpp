#include <hpvm/hpvm.h>
namespace std {
template <class T> struct vector {
  T *p; unsigned long n;
  T *data() { return p; }
  unsigned long size() const { return n; }
  T &operator[](unsigned long i) { return p[i]; }
  const T &operator[](unsigned long i) const { return p[i]; }
  const T *begin() const { return p; }
  const T *end() const { return p + n; }
};
}
void f(std::vector<float> &v) {
  float *p = v.data();
  long n = (long)v.size();
#pragma hpvm graph inout(p[0:n])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < n; ++i)
      p[i] += v[0];
  }
}
