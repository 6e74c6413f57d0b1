// Shapes are checked when an operation runs: a mismatch stops the program
// with the operation's name (its leaf's source name) and both shapes.
// RUN: %hpvmcc -O2 %s -o %t
// RUN: not %t 2>&1 | FileCheck %s
// CHECK: hpvm-tensor: error: dense: a left operand of 2x3x4x4 (2 rows of 48) cannot multiply a right operand of 1x1x50x10 (K x N in its last dimensions)
#include <hpvm.h>
#include <tensorUtils.h>

void dense(void *x, size_t x_b, void *w, size_t w_b) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(2, x, w, 0);
  __hpvm__return(2, __hpvm__tensor_mul(x, w), (size_t)0);
}

void root(void *x, size_t x_b, void *w, size_t w_b) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, x, w, 0);
  void *n = __hpvm__createNodeND(0, dense);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
  __hpvm__bindIn(n, 2, 2, 0);
  __hpvm__bindIn(n, 3, 3, 0);
  __hpvm__bindOut(n, 0, 0, 0);
  __hpvm__bindOut(n, 1, 1, 0);
}

struct __attribute__((__packed__)) Args {
  void *x;
  size_t x_b;
  void *w;
  size_t w_b;
  void *r;
  size_t r_b;
};

int main() {
  Args a = {create4DTensor(float_type, nchw, 2, 3, 4, 4), 0,
            create4DTensor(float_type, nchw, 1, 1, 50, 10), 0, nullptr, 0};
  __hpvm__init();
  __hpvm__wait(__hpvm__launch(0, root, &a));
  return 0;
}
