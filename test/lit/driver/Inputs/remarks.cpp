// Remarks of the backend at their source (driver/remarks-and-traces.test):
// a vectorised loop in host code and one in a node.
#include <cstdio>
int main(int argc, char **) {
  long n = 1000 + argc;
  float a[1024];
  for (long i = 0; i < n; ++i)
    a[i] = 0.5f * i;
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] = a[i] * 3;
  }
  std::printf("%g\n", a[7]);
}
