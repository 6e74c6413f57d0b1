// The basic slice: one graph with data clauses, one loop-form node.
// RUN: %hpvmcc --emit=rewritten %s -o - | grep -v '// CHECK' | FileCheck %s
// The output is valid HPVM-C: it compiles again (as HPVM-C, unchanged).
// RUN: %hpvmcc --emit=rewritten %s -o %t.cpp
// RUN: %hpvmcc -fsyntax-only -Wall -Wextra -Werror %t.cpp

// CHECK:      #include <hpvm/hpvm.h>
// CHECK-NEXT: #line 1 "{{.*}}vadd.cpp"
// CHECK-NEXT: // The basic slice

// CHECK-LABEL: static void __hpvm_leaf_vadd_0_0(const float *a, size_t __hpvm_bytes_a, const float *b, size_t __hpvm_bytes_b, float *c, size_t __hpvm_bytes_c) {
// CHECK-NEXT:    __hpvm__hint(hpvm::CPU_TARGET);
// CHECK-NEXT:    __hpvm__attributes(2, a, b, 1, c);
// CHECK-NEXT:    long i = (long)__hpvm__getNodeInstanceID_x(__hpvm__getNode());
// CHECK-NEXT: #line [[#@LINE+52]] "{{.*}}vadd.cpp"
// CHECK-NEXT:       c[i] = a[i] + b[i];{{$}}
// CHECK-NEXT:    __hpvm__return(0);
// CHECK-NEXT:  }

// CHECK-LABEL: static void __hpvm_root_vadd_0(const float *a, size_t __hpvm_bytes_a, const float *b, size_t __hpvm_bytes_b, float *c, size_t __hpvm_bytes_c, long n) {
// CHECK-NEXT:    __hpvm__hint(hpvm::CPU_TARGET);
// CHECK-NEXT:    __hpvm__attributes(2, a, b, 1, c);
// The node is created at its pragma; the numbering then goes on from the body.
// CHECK-NEXT:    void *__hpvm_n0 =
// CHECK-NEXT: #line [[#@LINE+40]] "{{.*}}vadd.cpp"
// CHECK-NEXT: {{^             }}__hpvm__createNodeND(1, (void *)__hpvm_leaf_vadd_0_0, (size_t)(n > 0 ? n : 0));
// CHECK-NEXT: #line [[#@LINE+48]] "{{.*}}vadd.cpp"
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n0, 0, 0, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n0, 1, 1, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n0, 2, 2, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n0, 3, 3, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n0, 4, 4, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n0, 5, 5, 0);
// CHECK-NEXT:  }
// CHECK-NEXT:  #pragma clang diagnostic pop
// CHECK-NEXT:  #line [[#@LINE+2]] "{{.*}}vadd.cpp"
// CHECK-NEXT:  void vadd(const float *a, const float *b, float *c, long n) { // @FN
void vadd(const float *a, const float *b, float *c, long n) { // @FN
// CHECK-NEXT:    {
// CHECK-NEXT:      struct __attribute__((__packed__)) {
// CHECK-NEXT:        const float *a;
// CHECK-NEXT:        size_t __hpvm_bytes_a;
// CHECK-NEXT:        const float *b;
// CHECK-NEXT:        size_t __hpvm_bytes_b;
// CHECK-NEXT:        float *c;
// CHECK-NEXT:        size_t __hpvm_bytes_c;
// CHECK-NEXT:        long n;
// CHECK-NEXT:      } __hpvm_args = {a, (size_t)n * sizeof(*a), b, (size_t)n * sizeof(*b), c, (size_t)n * sizeof(*c), n};
// CHECK-NEXT:      void *__hpvm_graph;
// CHECK-NEXT:      llvm_hpvm_track_mem((void *)__hpvm_args.a, __hpvm_args.__hpvm_bytes_a);
// CHECK-NEXT:      llvm_hpvm_track_mem((void *)__hpvm_args.b, __hpvm_args.__hpvm_bytes_b);
// CHECK-NEXT:      llvm_hpvm_track_mem((void *)__hpvm_args.c, __hpvm_args.__hpvm_bytes_c);
// CHECK-NEXT:      __hpvm_graph = __hpvm__launch(0, (void *)__hpvm_root_vadd_0, (void *)&__hpvm_args);
// CHECK-NEXT:      __hpvm__wait(__hpvm_graph);
// CHECK-NEXT:      llvm_hpvm_request_mem((void *)__hpvm_args.c, __hpvm_args.__hpvm_bytes_c);
// CHECK-NEXT:      llvm_hpvm_untrack_mem((void *)__hpvm_args.a);
// CHECK-NEXT:      llvm_hpvm_untrack_mem((void *)__hpvm_args.b);
// CHECK-NEXT:      llvm_hpvm_untrack_mem((void *)__hpvm_args.c);
// CHECK-NEXT:      hpvm_rt_rethrow();
// CHECK-NEXT:    }
// CHECK-NEXT:  #line [[#@LINE+7]] "{{.*}}vadd.cpp"
// CHECK-NEXT:  // @END
#pragma hpvm graph in(a[0:n], b[0:n]) out(c[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n], b[0:n]) out(c[0:n])
    for (long i = 0; i < n; ++i)
      c[i] = a[i] + b[i]; // @BODY
  } // @END
}
// The #line numbers are those of the original lines.
// CHECK-NOT: #pragma hpvm
// CHECK:      int after_graph;
int after_graph;
