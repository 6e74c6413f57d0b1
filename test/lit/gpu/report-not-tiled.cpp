// --hpvm-report: an internal gpu node that does not become one tiled kernel
// says why, at its pragma; its gpu leaves are kernels of their own. A node
// that is tiled gets no such remark (test/lit/gpu/report-geometry.cpp).
// RUN: %hpvmcc -O2 --hpvm-report --no-cuda-cubin -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="not one kernel"
#include <hpvm/hpvm.h>

void one(float *a, long n) {
#pragma hpvm graph target(gpu) inout(a[0:n])
  {
// CHECK: report-not-tiled.cpp:[[@LINE+1]]:14: remark: gpu node '__hpvm_inner_one_0_0' is not one kernel: it has one instance, and a tiled node's instances are the blocks; it runs on the host, and its gpu leaves are kernels of their own
#pragma hpvm node inout(a[0:n])
    {
#pragma hpvm node parallel(1) inout(a[0:n])
      for (long i = 0; i < n; ++i)
        a[i] += 1;
    }
  }
}

void mixed(float *a, long n) {
#pragma hpvm graph inout(a[0:n])
  {
// CHECK: report-not-tiled.cpp:[[@LINE+1]]:14: remark: gpu node '__hpvm_inner_mixed_1_0' is not one kernel: its child '__hpvm_leaf_mixed_1_2' is not a gpu leaf; it runs on the host, and its gpu leaves are kernels of their own
#pragma hpvm node parallel(1) target(gpu) inout(a[0:n])
    for (long b = 0; b < n / 16; ++b) {
#pragma hpvm node instances(16) inout(a[0:n])
      { a[b * 16 + hpvm::id(0)] += 1; }
#pragma hpvm node target(cpu) inout(a[0:n])
      a[b * 16] *= 2;
    }
  }
}

void grids(float *a, long n) {
#pragma hpvm graph target(gpu) inout(a[0:n])
  {
// CHECK: report-not-tiled.cpp:[[@LINE+1]]:14: remark: gpu node '__hpvm_inner_grids_2_0' is not one kernel: its children with instances do not share one grid, which would be the block; it runs on the host, and its gpu leaves are kernels of their own
#pragma hpvm node parallel(1) inout(a[0:n])
    for (long b = 0; b < n / 16; ++b) {
#pragma hpvm node instances(16) inout(a[0:n])
      { a[b * 16 + hpvm::id(0)] += 1; }
#pragma hpvm node instances(8) inout(a[0:n])
      { a[b * 16 + hpvm::id(0)] *= 2; }
    }
  }
}
