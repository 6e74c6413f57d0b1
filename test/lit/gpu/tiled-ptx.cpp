// A tiled graph (tiles x elements) on the gpu is one kernel: blocks are the
// tiles, threads the elements, `local` memory is shared memory and
// `barrier` is bar.sync. The leaf's two barriers are the only ones: none
// after the allocation of the local arrays (no memory touched) nor after
// the last child (the block ends).
// RUN: %hpvmcc -O2 --hpvm-targets=gpu --emit=ptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: FileCheck %s --check-prefix=BARRIERS < %t.ptx
// RUN: %if ptxas %{ ptxas -arch=sm_75 %t.ptx -o %t.cubin %}
// RUN: %hpvmcc -O0 --hpvm-targets=gpu --emit=llvm-ir %s -o - | FileCheck %s --check-prefix=HOST
#include <hpvm/hpvm.h>
void sgemm(const float *A, const float *B, float *C, long n) {
#pragma hpvm graph in(A[0:n*n], B[0:n*n]) out(C[0:n*n])
  {
#pragma hpvm node parallel(2) in(A[0:n*n], B[0:n*n]) out(C[0:n*n])
    for (long bi = 0; bi < n / 16; ++bi)
      for (long bj = 0; bj < n / 16; ++bj) {
#pragma hpvm local
        float tileA[16][16], tileB[16][16];
#pragma hpvm node instances(16, 16)
        {
          long ti = hpvm::id(0), tj = hpvm::id(1);
          float acc = 0;
          for (long kt = 0; kt < n / 16; ++kt) {
            tileA[ti][tj] = A[(bi * 16 + ti) * n + kt * 16 + tj];
            tileB[ti][tj] = B[(kt * 16 + ti) * n + bj * 16 + tj];
#pragma hpvm barrier
            for (long k = 0; k < 16; ++k)
              acc += tileA[ti][k] * tileB[k][tj];
#pragma hpvm barrier
          }
          C[(bi * 16 + ti) * n + bj * 16 + tj] = acc;
        }
      }
  }
}
// One kernel, named after the tile node; no kernel for the leaves.
// CHECK: .entry _ZL{{[0-9]+}}__hpvm_inner_sgemm_0_0{{[A-Za-z0-9_]*}}(
// CHECK-NOT: .entry
// CHECK-DAG: .shared .align 16 .b8 {{.*}}[1024];
// CHECK-DAG: %ctaid.x
// CHECK-DAG: %ctaid.y
// CHECK-DAG: %tid.x
// CHECK-DAG: %tid.y
// CHECK-DAG: st.shared.f32
// CHECK-DAG: bar.sync 0;
// BARRIERS-COUNT-2: bar.sync 0;
// BARRIERS-NOT: bar.sync
// The launcher: grid from the tile node's instances, 16x16 threads.
// HOST-LABEL: define internal void @{{.*}}__hpvm_inner_sgemm_0_0{{.*}}.gpu(
// HOST: store i64 16, ptr
// HOST: store i64 16, ptr
// HOST: call void @hpvm_rt_gpu_launch(
