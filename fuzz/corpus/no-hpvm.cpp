#pragma once
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
int sum(const std::vector<int> &v) {
  int s = 0;
#pragma unroll 4
  for (int x : v)
    s += x;
  return s;
}
