// siblings.cpp - two independent gpu nodes with big inputs of their own
// (siblings.h): the second node's copy in overlaps the first node's kernel
// under HPVM_GPU_OVERLAP=1.
//
//   hpvmcc -O3 --hpvm-targets=gpu siblings.cpp -o siblings
//
// Baseline: siblings.cu.
#include "siblings.h"

#ifndef BENCH_VARIANT
#define BENCH_VARIANT "hpvm"
#endif

static void run(const float *a, float *ra, long na, const float *b, float *rb,
                long nb) {
#pragma hpvm graph in(a[0:na], b[0:nb]) out(ra[0:na], rb[0:nb])
  {
#pragma hpvm node name(iterate) parallel(1) in(a[0:na]) out(ra[0:na])
    for (long i = 0; i < na; ++i)
      ra[i] = siblings::iterate(a[i]);
#pragma hpvm node name(scale) parallel(1) in(b[0:nb]) out(rb[0:nb])
    for (long i = 0; i < nb; ++i)
      rb[i] = siblings::scale(b[i]);
  }
}

int main() {
  siblings::Problem P;
  bench::timeRegion("siblings", BENCH_VARIANT, [&] {
    run(P.A.data(), P.RA.data(), siblings::na(), P.B.data(), P.RB.data(),
        siblings::nb());
  });
  return siblings::finish(BENCH_VARIANT, P);
}
