// `local` arrays of a gpu node are shared memory, which lives as long as one
// block: a node whose children do not share one grid is not one kernel, and
// its children's kernels could not reach the arrays. The error is at the
// node's pragma and says why it is not one kernel (tiled-ptx.cpp is the
// node that is).
// RUN: not %hpvmcc -c --hpvm-targets=gpu %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %hpvmcc -c --hpvm-targets=opencl %s -o %t.o 2>&1 | FileCheck %s --check-prefix=OPENCL
// CHECK: local-not-tiled-error.cpp:[[@LINE+7]]:14: error: the local arrays of this gpu node live in one block's memory, so the node must be one kernel, but its children with instances do not share one grid, which would be the block; give it target(cpu)
// CHECK-NOT: error:
// OPENCL: error: the local arrays of this opencl node live in one block's memory
#include <hpvm/hpvm.h>
void f(const float *in, float *out, float *sums) {
#pragma hpvm graph in(in[0:64]) out(out[0:64], sums[0:32])
  {
#pragma hpvm node parallel(1) in(in[0:64]) out(out[0:64], sums[0:32])
    for (long t = 0; t < 4; ++t) {
#pragma hpvm local
      float tile[16];
#pragma hpvm node parallel(1) in(in[0:64]) out(tile)
      for (long i = 0; i < 16; ++i)
        tile[i] = in[t * 16 + i];
#pragma hpvm node parallel(1) in(tile) out(out[0:64])
      for (long i = 0; i < 16; ++i)
        out[t * 16 + i] = tile[15 - i];
#pragma hpvm node parallel(1) in(tile) out(sums[0:32])
      for (long i = 0; i < 8; ++i)
        sums[t * 8 + i] = tile[i] + tile[15 - i];
    }
  }
}
