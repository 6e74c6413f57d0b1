// An explicit edge replaces the inferred one for its destination item and
// may be one_to_one between nodes with equal grids, whose counts are then
// computed once (the verifier compares them as values).
// RUN: %hpvmcc --emit=rewritten %s -o - | grep -v '// CHECK' | FileCheck %s

// CHECK-LABEL: static void __hpvm_leaf_stages_0_0_produce(int *a, size_t __hpvm_bytes_a) {
// CHECK:         __hpvm__return(2, a, __hpvm_bytes_a);
// CHECK-LABEL: static void __hpvm_root_stages_0(
// CHECK:         size_t __hpvm_count0 = (size_t)(n > 0 ? n : 0);
// CHECK-NEXT:    void *__hpvm_n0 =
// CHECK:         __hpvm__createNodeND(1, (void *)__hpvm_leaf_stages_0_0_produce, __hpvm_count0);
// CHECK:         void *__hpvm_n1 =
// CHECK:         __hpvm__createNodeND(1, (void *)__hpvm_leaf_stages_0_1_consume, __hpvm_count0);
// CHECK:         __hpvm__bindIn(__hpvm_n0, 0, 0, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n0, 1, 1, 0);
// CHECK-NEXT:    __hpvm__edge(__hpvm_n0, __hpvm_n1, 0, 0, 0, 0);
// CHECK-NEXT:    __hpvm__edge(__hpvm_n0, __hpvm_n1, 0, 1, 1, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n1, 2, 2, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n1, 3, 3, 0);
// CHECK-NEXT:  }
void stages(int *a, int *b, int n) {
#pragma hpvm graph inout(a[0:n]) out(b[0:n])
  {
#pragma hpvm node name(produce) parallel(1) out(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] = i;
#pragma hpvm node name(consume) parallel(1) in(a[0:n]) out(b[0:n])
    for (int i = 0; i < n; ++i)
      b[i] = a[i] * 2;
#pragma hpvm edge(produce.a -> consume.a) one_to_one
  }
}
