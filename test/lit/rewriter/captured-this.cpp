// Members reached through this cannot be captured.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}captured-this.cpp:[[#@LINE+12]]:24: error: node uses 'cells' through 'this'
// CHECK: {{.*}}captured-this.cpp:[[#@LINE+11]]:24: note: copy the member into a local variable before the graph and use that in the node
// CHECK: {{.*}}captured-this.cpp:[[#@LINE+21]]:20: error: node uses 'n' through 'this'
// CHECK: {{.*}}captured-this.cpp:[[#@LINE+20]]:20: note: copy the member into a local variable before the graph and use that in the node
// CHECK: 2 errors generated.
#include <hpvm/hpvm.h>
struct Grid {
  float *cells;
  int n;
  void clear();
};
void Grid::clear() {
#pragma hpvm graph out(cells[0:n]) // @E1
  {
  }
}
struct Grid2 {
  int n;
  void clear(float *cells) {
#pragma hpvm graph out(cells[0:8])
    {
#pragma hpvm node parallel(1)
      for (int i = 0; i < 8; ++i)
        cells[i] = n; // @E2
    }
  }
};
