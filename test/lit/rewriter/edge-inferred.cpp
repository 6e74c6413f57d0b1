// Edges are inferred in source order: the last earlier sibling that writes an
// object feeds each later sibling that reads it (all-to-all). The writer
// returns the pointer and its size as outputs; siblings without a path
// between them get no edge.
// RUN: %hpvmcc --emit=rewritten %s -o - | grep -v '// CHECK' | FileCheck %s

// CHECK-LABEL: static void __hpvm_leaf_pipeline_0_0_scale(
// CHECK:         __hpvm__return(2, tmp, __hpvm_bytes_tmp);
// CHECK-LABEL: static void __hpvm_leaf_pipeline_0_1_unrelated(
// CHECK:         __hpvm__return(0);
// CHECK-LABEL: static void __hpvm_leaf_pipeline_0_2_shift(float *tmp, size_t __hpvm_bytes_tmp, float *out, size_t __hpvm_bytes_out) {
// CHECK:         __hpvm__return(0);
// CHECK-LABEL: static void __hpvm_root_pipeline_0(const float *in, size_t __hpvm_bytes_in, float *tmp, size_t __hpvm_bytes_tmp, float *out, size_t __hpvm_bytes_out, int n) {
// CHECK-NEXT:    __hpvm__hint(hpvm::CPU_TARGET);
// CHECK-NEXT:    __hpvm__attributes(2, in, tmp, 2, tmp, out);
// CHECK-NEXT:    void *__hpvm_n0 =
// CHECK:         __hpvm__createNodeND(1, (void *)__hpvm_leaf_pipeline_0_0_scale, (size_t)(n > 0 ? n : 0));
// CHECK:         void *__hpvm_n1 =
// CHECK:         __hpvm__createNodeND(1, (void *)__hpvm_leaf_pipeline_0_1_unrelated, (size_t)(n > 0 ? n : 0));
// CHECK:         void *__hpvm_n2 =
// CHECK:         __hpvm__createNodeND(1, (void *)__hpvm_leaf_pipeline_0_2_shift, (size_t)(n > 1 ? ((unsigned long long)((__typeof__(n - 1))n) - (unsigned long long)((__typeof__(n - 1))1)) : 0));
// CHECK:         __hpvm__bindIn(__hpvm_n0, 0, 0, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n0, 1, 1, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n0, 2, 2, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n0, 3, 3, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n1, 0, 0, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n1, 1, 1, 0);
// CHECK-NEXT:    __hpvm__edge(__hpvm_n0, __hpvm_n2, 1, 0, 0, 0);
// CHECK-NEXT:    __hpvm__edge(__hpvm_n0, __hpvm_n2, 1, 1, 1, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n2, 4, 2, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n2, 5, 3, 0);
// CHECK-NEXT:  }

// The extent of tmp, which the graph pragma does not give, comes from the
// section on the first node.
// CHECK: } __hpvm_args = {in, (size_t)n * sizeof(*in), tmp, (size_t)n * sizeof(*tmp), out, (size_t)n * sizeof(*out), n};
// CHECK: llvm_hpvm_request_mem((void *)__hpvm_args.tmp, __hpvm_args.__hpvm_bytes_tmp);
// CHECK: llvm_hpvm_request_mem((void *)__hpvm_args.out, __hpvm_args.__hpvm_bytes_out);
void pipeline(const float *in, float *tmp, float *out, int n) {
#pragma hpvm graph in(in[0:n]) out(out[0:n])
  {
#pragma hpvm node name(scale) parallel(1) in(in[0:n]) out(tmp[0:n])
    for (int i = 0; i < n; ++i)
      tmp[i] = 2 * in[i];
#pragma hpvm node name(unrelated) parallel(1) in(in[0:n])
    for (int i = 0; i < n; ++i)
      (void)in[i];
#pragma hpvm node name(shift) parallel(1) in(tmp[0:n]) out(out[0:n])
    for (int i = 1; i < n; ++i)
      out[i] = tmp[i - 1];
  }
}
