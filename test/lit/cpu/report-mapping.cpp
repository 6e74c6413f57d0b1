// --hpvm-report says, at each cpu leaf's pragma, how its instances meet the
// worker threads: chunks of the outermost dimension over the pool, the
// whole nest inside an instance of a replicated ancestor, phases at
// barriers, or a single instance. The leaf the rewriter makes for 'local'
// memory is not reported; nothing is without --hpvm-report.
// RUN: %hpvmcc -O2 --hpvm-report -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=__hpvm_alloc
// RUN: %hpvmcc -O2 -c %s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: remark
#include <hpvm/hpvm.h>

void work(const float *a, float *b, float *c, float *s, long n) {
#pragma hpvm graph in(a[0:n*64]) out(b[0:n*64], c[0:n*64], s[0:1])
  {
#pragma hpvm node name(flat) parallel(1) in(a[0:n*64]) out(b[0:n*64])
    for (long i = 0; i < n * 64; ++i)
      b[i] = 2 * a[i];
#pragma hpvm node name(blocks) parallel(1) in(a[0:n*64]) out(c[0:n*64])
    for (long blk = 0; blk < n; ++blk) {
#pragma hpvm local
      float tile[64];
#pragma hpvm node name(lanes) instances(64)
      {
        long t = hpvm::id(0);
        tile[t] = a[blk * 64 + t];
#pragma hpvm barrier
        c[blk * 64 + t] = tile[63 - t];
      }
    }
#pragma hpvm node name(one) in(a[0:n*64]) out(s[0:1])
    s[0] = a[0];
  }
}

// CHECK-DAG: report-mapping.cpp:14:{{[0-9]+}}: remark: cpu node '__hpvm_leaf_work_0_0_flat': 1-D instances run as a loop nest; its outermost dimension is split into chunks (up to 4 a worker thread) over the thread pool{{$}}
// CHECK-DAG: report-mapping.cpp:21:{{[0-9]+}}: remark: cpu node '{{[^']*}}lanes': 1-D instances run as a loop nest; the whole nest runs inside each instance of '{{[^']*}}blocks', on that instance's thread; split into phases at its barriers, each phase run for every instance before the next{{$}}
// CHECK-DAG: report-mapping.cpp:29:{{[0-9]+}}: remark: cpu node '{{[^']*}}one': one instance, run on the thread that runs its parent{{$}}
