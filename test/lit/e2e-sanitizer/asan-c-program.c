// -fsanitize=address in a C HPVM-C program linked by hpvmclang: an
// off-by-one write in a leaf is reported at its line. The link used to fail
// (the runtime's sanitizer build needs the sanitizers' C++ parts, which the C
// driver did not link).
// RUN: %hpvmclang -g -O1 -fsanitize=address %s -o %t && not %t 2>&1 | FileCheck %s
// CHECK: ERROR: AddressSanitizer: heap-buffer-overflow
// CHECK: WRITE of size 4
// CHECK: #0 {{.*}}asan-c-program.c:[[@LINE+12]]
#include <hpvm.h>
#include <stdlib.h>

typedef struct __attribute__((packed)) {
  int *p;
  size_t bytes;
} Args;

void fill(int *p, size_t bytes) {
  __hpvm__hint(CPU_TARGET);
  __hpvm__attributes(0, 1, p);
  p[bytes / sizeof(int)] = 1;
}

int main(void) {
  size_t bytes = 16 * sizeof(int);
  Args args = {(int *)malloc(bytes), bytes};
  __hpvm__init();
  __hpvm__wait(__hpvm__launch(0, fill, &args));
  __hpvm__cleanup();
  free(args.p);
  return 0;
}
