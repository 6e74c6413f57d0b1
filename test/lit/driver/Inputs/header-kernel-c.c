// The C source of driver/pragmas-in-headers.test.
#include "header-kernel-c.h"
#include <stdio.h>

int main(void) {
  int a[4] = {1, 2, 3, 4};
  twice(a, 4);
  printf("c: %d %d %d %d\n", a[0], a[1], a[2], a[3]);
  return 0;
}
