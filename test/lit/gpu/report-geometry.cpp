// --hpvm-report: the grid and block each gpu node's kernel is launched on,
// as numbers where the instance counts are constants and as formulas of
// them where they are known at the launch (HPVM_PROFILE=1 prints the ones
// chosen). No ptxas needed.
// RUN: %hpvmcc -O2 --hpvm-report --no-cuda-cubin -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="is launched"
#include <hpvm/hpvm.h>

void scale(float *m, long rows, long cols) {
#pragma hpvm graph in(m[0:rows * cols]) out(m[0:rows * cols])
  {
// The innermost dimension is x.
// CHECK: report-geometry.cpp:[[@LINE+1]]:{{[0-9]+}}: remark: gpu node '__hpvm_leaf_scale_0_0' is launched on a grid of ceil(n1/32) x ceil(n0/8) x 1 blocks of 32 x 8 x 1 threads (x, y, z; the block shape of 2-D instances, as many blocks as cover them; nD: its instance count in dimension D, at each launch)
#pragma hpvm node parallel(2) target(gpu) inout(m[0:rows * cols])
    for (long i = 0; i < rows; ++i)
      for (long j = 0; j < cols; ++j)
        m[i * cols + j] *= 2.0f;
  }
}

void fixed(float *m) {
#pragma hpvm graph in(m[0:1000]) out(m[0:1000])
  {
// CHECK: report-geometry.cpp:[[@LINE+1]]:{{[0-9]+}}: remark: gpu node '__hpvm_leaf_fixed_1_0' is launched on a grid of 4 x 1 x 1 blocks of 256 x 1 x 1 threads (x, y, z; the block shape of 1-D instances, as many blocks as cover them)
#pragma hpvm node parallel(1) target(gpu) inout(m[0:1000])
    for (long i = 0; i < 1000; ++i)
      m[i] *= 2.0f;
// CHECK: report-geometry.cpp:[[@LINE+1]]:{{[0-9]+}}: remark: gpu node '__hpvm_leaf_fixed_1_1' is launched on a grid of 1 x 1 x 1 blocks of 1 x 1 x 1 threads (x, y, z; one thread for its one instance)
#pragma hpvm node target(gpu) inout(m[0:1000])
    m[0] = 1;
  }
}

// A tiled node: a block per instance, a thread per instance of its child.
void tiles(const float *A, float *B, long n, long t) {
#pragma hpvm graph target(gpu) in(A[0:n*t*t]) out(B[0:n*t*t])
  {
// CHECK: report-geometry.cpp:[[@LINE+1]]:{{[0-9]+}}: remark: gpu node '__hpvm_inner_tiles_2_0' is launched on a grid of n0 x 1 x 1 blocks of m1 x m0 x 1 threads (x, y, z; a block per instance, a thread per instance of its child '__hpvm_leaf_tiles_2_1'; mD: the child's instance count in dimension D, computed from the node's inputs at each launch; nD: its instance count in dimension D, at each launch)
#pragma hpvm node parallel(1) in(A[0:n*t*t]) out(B[0:n*t*t])
    for (long b = 0; b < n; ++b) {
#pragma hpvm node instances(t, t)
      {
        long i = hpvm::id(0), j = hpvm::id(1);
        B[(b * t + i) * t + j] = 2 * A[(b * t + i) * t + j];
      }
    }
  }
}
