// A C array of known bound named alone in a node's data clause is its
// whole extent [0:N]: it agrees with a full section of another node and
// differs from a partial one (then the graph must give the whole extent,
// which naming the array alone on the graph pragma does; see
// e2e-pragma/c-array-whole.cpp).
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}sections-c-array-bare.cpp:[[@LINE+21]]:37: error: different sections of 'b' in one graph
// CHECK: {{.*}}sections-c-array-bare.cpp:[[@LINE+17]]:37: note: other section is here; give the whole extent on the graph pragma
// CHECK-NOT: error:
// CHECK: 1 error generated.
void agree(int (&a)[64]) {
#pragma hpvm graph
  {
#pragma hpvm node parallel(1) inout(a[0:8 * 8])
    for (int i = 0; i < 64; ++i)
      a[i] += 1;
#pragma hpvm node parallel(1) inout(a)
    for (int i = 0; i < 64; ++i)
      a[i] *= 2;
  }
}
void differ(int (&b)[64]) {
#pragma hpvm graph
  {
#pragma hpvm node parallel(1) inout(b[0:32])
    for (int i = 0; i < 32; ++i)
      b[i] += 1;
#pragma hpvm node parallel(1) inout(b)
    for (int i = 0; i < 64; ++i)
      b[i] *= 2;
  }
}
