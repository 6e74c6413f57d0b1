// A node that overwrites an array waits for the earlier siblings that read
// it since its last writer (write after read): it takes the array from the
// last reader and an ordering input (the size output) from each other one.
// The readers stay concurrent with each other.
// RUN: %hpvmcc --emit=rewritten %s -o - | grep -v '// CHECK' | FileCheck %s

// CHECK-LABEL: static void __hpvm_leaf_war_0_1_r1(
// CHECK:         __hpvm__return(2, x, __hpvm_bytes_x);
// CHECK-LABEL: static void __hpvm_leaf_war_0_2_r2(
// CHECK:         __hpvm__return(2, x, __hpvm_bytes_x);
// CHECK-LABEL: static void __hpvm_leaf_war_0_3_over(float *x, size_t __hpvm_bytes_x, size_t __hpvm_order0) {
// CHECK-LABEL: static void __hpvm_root_war_0(
// CHECK:         __hpvm__edge(__hpvm_n0, __hpvm_n1, 1, 0, 0, 0);
// CHECK-NEXT:    __hpvm__edge(__hpvm_n0, __hpvm_n1, 1, 1, 1, 0);
// CHECK:         __hpvm__edge(__hpvm_n0, __hpvm_n2, 1, 0, 0, 0);
// CHECK-NEXT:    __hpvm__edge(__hpvm_n0, __hpvm_n2, 1, 1, 1, 0);
// CHECK:         __hpvm__edge(__hpvm_n2, __hpvm_n3, 1, 0, 0, 0);
// CHECK-NEXT:    __hpvm__edge(__hpvm_n2, __hpvm_n3, 1, 1, 1, 0);
// CHECK-NEXT:    __hpvm__edge(__hpvm_n1, __hpvm_n3, 1, 1, 2, 0);
// CHECK-NEXT:  }
void war(float *x, float *y, float *z, int n) {
#pragma hpvm graph inout(x[0:n]) out(y[0:n], z[0:n])
  {
#pragma hpvm node name(w) parallel(1) out(x[0:n])
    for (int i = 0; i < n; ++i)
      x[i] = i;
#pragma hpvm node name(r1) parallel(1) in(x[0:n]) out(y[0:n])
    for (int i = 0; i < n; ++i)
      y[i] = x[i];
#pragma hpvm node name(r2) parallel(1) in(x[0:n]) out(z[0:n])
    for (int i = 0; i < n; ++i)
      z[i] = x[i] * 2;
#pragma hpvm node name(over) parallel(1) out(x[0:n])
    for (int i = 0; i < n; ++i)
      x[i] = 0;
  }
}
