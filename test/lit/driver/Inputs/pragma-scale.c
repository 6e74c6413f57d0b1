#include <stdio.h>
#include <stdlib.h>
void scale(float *a, long n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] = a[i] * 2.0f + 1.0f;
  }
}
int main(void) {
  long n = 1000;
  float *a = malloc(n * sizeof *a);
  for (long i = 0; i < n; ++i) a[i] = (float)i;
  scale(a, n);
  double s = 0;
  for (long i = 0; i < n; ++i) s += a[i];
  printf("sum %.1f\n", s);
  free(a);
  return 0;
}
