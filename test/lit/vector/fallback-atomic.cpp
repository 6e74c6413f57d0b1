// An atomic operation whose address differs between instances is not
// vectorised: the leaf keeps its scalar cpu version, and a remark at the
// atomic says why, with or without --hpvm-report.
// RUN: %hpvmcc -O2 -march=skylake-avx512 --hpvm-targets=vector --emit=vector-ir %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefix=IR < %t.ll
#include <hpvm/hpvm.h>

void histogram(const int *v, int *bins, long n) {
#pragma hpvm graph in(v[0:n]) inout(bins[0:16])
  {
#pragma hpvm node parallel(1) in(v[0:n]) inout(bins[0:16])
    for (long i = 0; i < n; ++i)
      hpvm::atomic_add(&bins[v[i] & 15], 1);
      // REMARK: fallback-atomic.cpp:[[@LINE-1]]:7: remark: vector node '{{.*}}histogram{{.*}}' not vectorised: it contains an atomic operation whose address differs between instances; it runs its scalar cpu version
  }
}

// IR-NOT: define {{.*}}.vector(
