// --hpvm-report: a node asked for several targets says which versions it
// has and what a target without a version of its own runs (a leaf with
// barriers is not vectorised; an internal node of one instance is not a
// kernel), and whether the split policy can share a launch among them (not
// with atomics). Nodes asked for one target get no such remark.
// RUN: %hpvmcc -O2 --hpvm-report --no-cuda-cubin -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not="is built for"
#include <hpvm/hpvm.h>

void f(float *a, long n) {
#pragma hpvm graph inout(a[0:n])
  {
// CHECK-DAG: report-versions.cpp:[[@LINE+1]]:14: remark: node '__hpvm_leaf_f_0_0' is built for gpu, vector and cpu: a version for each; the runtime's scheduler picks one at each run (HPVM_POLICY; split shares a launch among them)
#pragma hpvm node parallel(1) target(gpu, vector, cpu) inout(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] = a[i] * 2;
// CHECK-DAG: report-versions.cpp:[[@LINE+1]]:14: remark: node '__hpvm_leaf_f_0_1' is built for vector and cpu: one version, for cpu; vector runs the cpu version (its instances meet at barriers)
#pragma hpvm node instances(n) target(vector, cpu) inout(a[0:n])
    {
      long i = hpvm::id(0);
      a[i] += 1;
#pragma hpvm barrier
      a[i] += 1;
    }
// CHECK-DAG: report-versions.cpp:[[@LINE+1]]:14: remark: node '__hpvm_inner_f_0_2' is built for gpu and cpu: one version, for cpu; gpu runs the cpu version (it is not a kernel)
#pragma hpvm node target(gpu, cpu) inout(a[0:n])
    {
// Its child inherits its targets and is a kernel.
// CHECK-DAG: report-versions.cpp:[[@LINE+1]]:14: remark: node '__hpvm_leaf_f_0_3' is built for gpu and cpu: a version for each; the runtime's scheduler picks one at each run (HPVM_POLICY; split shares a launch among them)
#pragma hpvm node parallel(1) inout(a[0:n])
      for (long i = 0; i < n; ++i)
        a[i] -= 1;
    }
#pragma hpvm node parallel(1) target(cpu) inout(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] *= 3;
  }
}

void g(const int *v, int *bins, long n) {
#pragma hpvm graph in(v[0:n]) inout(bins[0:4])
  {
// CHECK-DAG: report-versions.cpp:[[@LINE+1]]:14: remark: node '__hpvm_leaf_g_1_0' is built for gpu and cpu: a version for each; the runtime's scheduler picks one at each run (HPVM_POLICY; split runs one of them: it uses atomics)
#pragma hpvm node parallel(1) target(gpu, cpu) in(v[0:n]) inout(bins[0:4])
    for (long i = 0; i < n; ++i)
      hpvm::atomic_add(&bins[v[i] & 3], 1);
  }
}
