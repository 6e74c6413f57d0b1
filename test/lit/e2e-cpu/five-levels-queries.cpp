// A graph five levels deep (root, three internal levels, leaf) with 1-D,
// 2-D and 3-D grids whose extents are run-time values: every leaf instance
// asks for its own and every ancestor's instance ids and extents, up to the
// root, and from them finds one cell of the output, which it must be the
// only one to write.
// RUN: %hpvmcc -O2 %s -o %t
// RUN: %t 3 2 4 5 2 3 2 | FileCheck %s --check-prefix=A
// RUN: env HPVM_NUM_THREADS=1 %t 3 2 4 5 2 3 2 | FileCheck %s --check-prefix=A
// RUN: %t 1 1 1 1 7 1 9 | FileCheck %s --check-prefix=B
// RUN: %hpvmcc -O0 %s -o %t0 && %t0 2 3 1 2 2 2 2 | FileCheck %s --check-prefix=C
// A: 5 levels, 1440 leaf instances, each cell written once, 0 wrong answers
// B: 5 levels, 63 leaf instances, each cell written once, 0 wrong answers
// C: 5 levels, 96 leaf instances, each cell written once, 0 wrong answers
#include <hpvm.h>
#include <stdio.h>
#include <stdlib.h>

/// Counts a wrong answer.
static void expect(int *wrong, bool ok) {
  if (!ok)
    __atomic_add_fetch(wrong, 1, __ATOMIC_RELAXED);
}

void leaf(int *cells, size_t bytes, int *wrong, size_t wrongBytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, cells, wrong, 2, cells, wrong);
  void *self = __hpvm__getNode();
  void *l3 = __hpvm__getParentNode(self);
  void *l2 = __hpvm__getParentNode(l3);
  void *l1 = __hpvm__getParentNode(l2);
  void *root = __hpvm__getParentNode(l1);
  expect(wrong, __hpvm__getNodeInstanceID_x(root) == 0);
  expect(wrong, __hpvm__getNumNodeInstances_x(root) == 1);
  // Row-major over (l1.x, l2.y, l2.x, l3.x, self.z, self.y, self.x).
  long ids[7] = {__hpvm__getNodeInstanceID_x(l1),
                 __hpvm__getNodeInstanceID_y(l2),
                 __hpvm__getNodeInstanceID_x(l2),
                 __hpvm__getNodeInstanceID_x(l3),
                 __hpvm__getNodeInstanceID_z(self),
                 __hpvm__getNodeInstanceID_y(self),
                 __hpvm__getNodeInstanceID_x(self)};
  long counts[7] = {__hpvm__getNumNodeInstances_x(l1),
                    __hpvm__getNumNodeInstances_y(l2),
                    __hpvm__getNumNodeInstances_x(l2),
                    __hpvm__getNumNodeInstances_x(l3),
                    __hpvm__getNumNodeInstances_z(self),
                    __hpvm__getNumNodeInstances_y(self),
                    __hpvm__getNumNodeInstances_x(self)};
  long cell = 0;
  for (int d = 0; d < 7; ++d) {
    expect(wrong, ids[d] >= 0 && ids[d] < counts[d]);
    cell = cell * counts[d] + ids[d];
  }
  if (cell >= 0 && cell < (long)(bytes / sizeof(int)))
    __hpvm__atomic_add(&cells[cell], 1);
  else
    expect(wrong, false);
  __hpvm__return(0);
}

void level3(int *cells, size_t bytes, int *wrong, size_t wrongBytes, long lx,
            long ly, long lz) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, cells, wrong, 2, cells, wrong);
  void *n = __hpvm__createNodeND(3, (void *)leaf, lx, ly, lz);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
  __hpvm__bindIn(n, 2, 2, 0);
  __hpvm__bindIn(n, 3, 3, 0);
}

void level2(int *cells, size_t bytes, int *wrong, size_t wrongBytes, long n3,
            long lx, long ly, long lz) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, cells, wrong, 2, cells, wrong);
  void *n = __hpvm__createNodeND(1, (void *)level3, n3);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
  __hpvm__bindIn(n, 2, 2, 0);
  __hpvm__bindIn(n, 3, 3, 0);
  __hpvm__bindIn(n, 5, 4, 0);
  __hpvm__bindIn(n, 6, 5, 0);
  __hpvm__bindIn(n, 7, 6, 0);
}

void level1(int *cells, size_t bytes, int *wrong, size_t wrongBytes,
            long n2x, long n2y, long n3, long lx, long ly, long lz) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, cells, wrong, 2, cells, wrong);
  void *n = __hpvm__createNodeND(2, (void *)level2, n2x, n2y);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
  __hpvm__bindIn(n, 2, 2, 0);
  __hpvm__bindIn(n, 3, 3, 0);
  __hpvm__bindIn(n, 6, 4, 0);
  __hpvm__bindIn(n, 7, 5, 0);
  __hpvm__bindIn(n, 8, 6, 0);
  __hpvm__bindIn(n, 9, 7, 0);
}

void root(int *cells, size_t bytes, int *wrong, size_t wrongBytes, long n1,
          long n2x, long n2y, long n3, long lx, long ly, long lz) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, cells, wrong, 2, cells, wrong);
  void *n = __hpvm__createNodeND(1, (void *)level1, n1);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
  __hpvm__bindIn(n, 2, 2, 0);
  __hpvm__bindIn(n, 3, 3, 0);
  __hpvm__bindIn(n, 5, 4, 0);
  __hpvm__bindIn(n, 6, 5, 0);
  __hpvm__bindIn(n, 7, 6, 0);
  __hpvm__bindIn(n, 8, 7, 0);
  __hpvm__bindIn(n, 9, 8, 0);
  __hpvm__bindIn(n, 10, 9, 0);
}

struct __attribute__((packed)) Args {
  int *cells;
  size_t bytes;
  int *wrong;
  size_t wrongBytes;
  long n1, n2x, n2y, n3, lx, ly, lz;
};

int main(int argc, char **argv) {
  if (argc != 8)
    return 2;
  long e[7];
  long total = 1;
  for (int i = 0; i < 7; ++i)
    total *= e[i] = atol(argv[i + 1]);
  int *cells = (int *)calloc(total, sizeof(int));
  int wrong = 0;
  __hpvm__init();
  Args args = {cells, total * sizeof(int), &wrong, sizeof wrong,
               e[0],  e[1],  e[2],  e[3],  e[4],  e[5],  e[6]};
  __hpvm__wait(__hpvm__launch(0, (void *)root, &args));
  __hpvm__cleanup();
  long once = 0;
  for (long i = 0; i < total; ++i)
    once += cells[i] == 1;
  printf("5 levels, %ld leaf instances, %s, %d wrong answers\n", total,
         once == total ? "each cell written once" : "CELLS MISSED OR REPEATED",
         wrong);
  free(cells);
  return once == total && wrong == 0 ? 0 : 1;
}
