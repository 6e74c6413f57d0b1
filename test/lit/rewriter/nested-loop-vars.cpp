// Three levels of loop-form nodes. A leaf reads the loop variables of the
// enclosing nodes as instance ids of its ancestors (__hpvm__getParentNode
// chains) and recomputes declarations of the enclosing node's body. Internal
// nodes only create their children: a bound written as start + extent gives
// a count that does not depend on the enclosing instance.
// RUN: %hpvmcc --emit=rewritten %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %hpvmcc --emit=rewritten %s -o %t.cpp
// RUN: %hpvmcc -fsyntax-only -Wall -Wextra -Werror %t.cpp

// CHECK-LABEL: static void __hpvm_leaf_nest_0_2_cols(float *out, size_t __hpvm_bytes_out) {
// CHECK-NEXT:    __hpvm__hint(hpvm::CPU_TARGET);
// CHECK-NEXT:    __hpvm__attributes(0, 1, out);
// CHECK-NEXT:    long t = (long)__hpvm__getNodeInstanceID_x(__hpvm__getParentNode(__hpvm__getParentNode(__hpvm__getNode())));
// CHECK-NEXT:    long base = t * 64;
// CHECK-NEXT:    long r = (long)((unsigned long long)t + __hpvm__getNodeInstanceID_x(__hpvm__getParentNode(__hpvm__getNode())));
// CHECK-NEXT:    long c = (long)__hpvm__getNodeInstanceID_x(__hpvm__getNode());
// CHECK-NEXT:  #line [[#@LINE+35]] "{{.*}}nested-loop-vars.cpp"
// CHECK-NEXT:            out[base + (r - t) * 8 + c] = t + r + c;
// CHECK-NEXT:    __hpvm__return(0);
// CHECK-NEXT:  }
// CHECK-NEXT:  static void __hpvm_inner_nest_0_1_rows(float *out, size_t __hpvm_bytes_out) {
// CHECK-NEXT:    __hpvm__hint(hpvm::CPU_TARGET);
// CHECK-NEXT:    __hpvm__attributes(0, 1, out);
// CHECK-NEXT:    void *__hpvm_n0 =
// CHECK:         __hpvm__createNodeND(1, (void *)__hpvm_leaf_nest_0_2_cols, (size_t)(8 > 0 ? 8 : 0));
// CHECK:         __hpvm__bindIn(__hpvm_n0, 0, 0, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n0, 1, 1, 0);
// CHECK-NEXT:  }
// CHECK-NEXT:  static void __hpvm_inner_nest_0_0_tiles(float *out, size_t __hpvm_bytes_out) {
// CHECK-NEXT:    __hpvm__hint(hpvm::CPU_TARGET);
// CHECK-NEXT:    __hpvm__attributes(0, 1, out);
// CHECK-NEXT:    void *__hpvm_n0 =
// CHECK:         __hpvm__createNodeND(1, (void *)__hpvm_inner_nest_0_1_rows, (size_t)(8 > 0 ? 8 : 0));
// CHECK:         __hpvm__bindIn(__hpvm_n0, 0, 0, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n0, 1, 1, 0);
// CHECK-NEXT:  }
// CHECK-NEXT:  static void __hpvm_root_nest_0(float *out, size_t __hpvm_bytes_out, long n) {
// CHECK-NEXT:    __hpvm__hint(hpvm::CPU_TARGET);
// CHECK-NEXT:    __hpvm__attributes(0, 1, out);
// CHECK-NEXT:    void *__hpvm_n0 =
// CHECK:         __hpvm__createNodeND(1, (void *)__hpvm_inner_nest_0_0_tiles, (size_t)(n > 0 ? n : 0));
void nest(float *out, long n) {
#pragma hpvm graph out(out[0:n * 64])
  {
#pragma hpvm node name(tiles) parallel(1)
    for (long t = 0; t < n; ++t) {
      long base = t * 64;
#pragma hpvm node name(rows) parallel(1)
      for (long r = t; r < t + 8; ++r) {
#pragma hpvm node name(cols) parallel(1)
        for (long c = 0; c < 8; ++c)
          out[base + (r - t) * 8 + c] = t + r + c; // @BODY
      }
    }
  }
}
