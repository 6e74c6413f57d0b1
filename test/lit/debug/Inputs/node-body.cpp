#include <cstdio>
#include <cstdlib>
int main(int argc, char **) {
  long n = 16 + argc - 1;
  int *a = (int *)std::malloc(n * sizeof(int));
  int scale = 3;
#pragma hpvm graph out(a[0:n])
  {
#pragma hpvm node parallel(1) out(a[0:n])
    for (long i = 0; i < n; ++i) {
      int twice = 2 * (int)i;
      a[i] = twice * scale;
    }
  }
  std::printf("a[5] = %d\n", a[5]);
  std::free(a);
}
