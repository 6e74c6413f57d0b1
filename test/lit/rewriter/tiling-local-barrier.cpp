// Tiled matrix multiply (PRAGMAS.md): a loop-form internal node whose
// instances are tiles, `local` scratchpad arrays (an allocation node, its
// outputs edged to the leaf that uses them), and a block-form leaf with
// instances(16, 16) and barriers.
// RUN: %hpvmcc --emit=rewritten %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %hpvmcc --emit=rewritten %s -o %t.cpp
// RUN: %hpvmcc -fsyntax-only -Wall -Wextra -Werror %t.cpp
#include <hpvm/hpvm.h>

// CHECK-LABEL: static void __hpvm_alloc_matmul_0_1() {
// CHECK-NEXT:    __hpvm__hint(hpvm::GPU_TARGET);
// CHECK-NEXT:    __hpvm__attributes(0, 0);
// CHECK-NEXT:    float (*tileA)[16] = (float (*)[16])__hpvm__malloc((long)sizeof(float[16][16]));
// CHECK-NEXT:    float (*tileB)[16] = (float (*)[16])__hpvm__malloc((long)sizeof(float[16][16]));
// CHECK-NEXT:    __hpvm__return(4, tileA, (size_t)sizeof(float[16][16]), tileB, (size_t)sizeof(float[16][16]));
// CHECK-NEXT:  }
// CHECK-NEXT:  static void __hpvm_leaf_matmul_0_2(const float *A, size_t __hpvm_bytes_A, const float *B, size_t __hpvm_bytes_B, float *C, size_t __hpvm_bytes_C, long n, float (&tileA)[16][16], size_t __hpvm_bytes_tileA, float (&tileB)[16][16], size_t __hpvm_bytes_tileB) {
// CHECK-NEXT:    __hpvm__hint(hpvm::GPU_TARGET);
// CHECK-NEXT:    __hpvm__attributes(4, A, B, tileA, tileB, 3, C, tileA, tileB);
// CHECK-NEXT:    long bi = (long)__hpvm__getNodeInstanceID_x(__hpvm__getParentNode(__hpvm__getNode()));
// CHECK-NEXT:    long bj = (long)__hpvm__getNodeInstanceID_y(__hpvm__getParentNode(__hpvm__getNode()));
// CHECK-NEXT:  #line [[#@LINE+42]] "{{.*}}tiling-local-barrier.cpp"
// CHECK-NEXT:          {
// CHECK-NEXT:            long ti = hpvm::id(0), tj = hpvm::id(1);
// CHECK:                 tileB[ti][tj] = B[(k0 + ti) * n + bj * 16 + tj];
// CHECK-NEXT:  __hpvm__barrier();
// CHECK-NEXT:              for (long k = 0; k < 16; ++k)
// CHECK:                 C[(bi * 16 + ti) * n + bj * 16 + tj] = acc;
// CHECK-NEXT:          }
// CHECK-NEXT:    __hpvm__return(0);
// CHECK-NEXT:  }
// CHECK-NEXT:  static void __hpvm_inner_matmul_0_0(const float *A, size_t __hpvm_bytes_A, const float *B, size_t __hpvm_bytes_B, float *C, size_t __hpvm_bytes_C, long n) {
// CHECK-NEXT:    __hpvm__hint(hpvm::GPU_TARGET);
// CHECK-NEXT:    __hpvm__attributes(2, A, B, 1, C);
// CHECK-NEXT:    void *__hpvm_n0 = __hpvm__createNodeND(0, (void *)__hpvm_alloc_matmul_0_1);
// CHECK-NEXT:    void *__hpvm_n1 =
// CHECK:         __hpvm__createNodeND(2, (void *)__hpvm_leaf_matmul_0_2, (size_t)16, (size_t)16);
// CHECK:         __hpvm__bindIn(__hpvm_n1, 0, 0, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n1, 1, 1, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n1, 2, 2, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n1, 3, 3, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n1, 4, 4, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n1, 5, 5, 0);
// CHECK-NEXT:    __hpvm__bindIn(__hpvm_n1, 6, 6, 0);
// CHECK-NEXT:    __hpvm__edge(__hpvm_n0, __hpvm_n1, 1, 0, 7, 0);
// CHECK-NEXT:    __hpvm__edge(__hpvm_n0, __hpvm_n1, 1, 1, 8, 0);
// CHECK-NEXT:    __hpvm__edge(__hpvm_n0, __hpvm_n1, 1, 2, 9, 0);
// CHECK-NEXT:    __hpvm__edge(__hpvm_n0, __hpvm_n1, 1, 3, 10, 0);
// CHECK-NEXT:  }
// CHECK-NEXT:  static void __hpvm_root_matmul_0(const float *A, size_t __hpvm_bytes_A, const float *B, size_t __hpvm_bytes_B, float *C, size_t __hpvm_bytes_C, long n) {
// CHECK-NEXT:    __hpvm__hint(hpvm::GPU_TARGET);
// CHECK-NEXT:    __hpvm__attributes(2, A, B, 1, C);
// CHECK-NEXT:    void *__hpvm_n0 =
// CHECK:         __hpvm__createNodeND(2, (void *)__hpvm_inner_matmul_0_0, (size_t)((n / 16) > 0 ? (n / 16) : 0), (size_t)((n / 16) > 0 ? (n / 16) : 0));
void matmul(const float *A, const float *B, float *C, long n) {
#pragma hpvm graph target(gpu) in(A[0:n*n], B[0:n*n]) out(C[0:n*n])
  {
#pragma hpvm node parallel(2) in(A[0:n*n], B[0:n*n]) out(C[0:n*n])
    for (long bi = 0; bi < n / 16; ++bi)
      for (long bj = 0; bj < n / 16; ++bj) {
#pragma hpvm local
        float tileA[16][16], tileB[16][16];
#pragma hpvm node instances(16, 16)
        { // @LEAF
          long ti = hpvm::id(0), tj = hpvm::id(1);
          float acc = 0;
          for (long k0 = 0; k0 < n; k0 += 16) {
            tileA[ti][tj] = A[(bi * 16 + ti) * n + k0 + tj];
            tileB[ti][tj] = B[(k0 + ti) * n + bj * 16 + tj];
#pragma hpvm barrier
            for (long k = 0; k < 16; ++k)
              acc += tileA[ti][k] * tileB[k][tj];
            hpvm::barrier();
          }
          C[(bi * 16 + ti) * n + bj * 16 + tj] = acc;
        }
      }
  }
}
