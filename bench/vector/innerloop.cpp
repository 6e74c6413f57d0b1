//===- innerloop.cpp - the innerloop bench as one hpvmcc node -------------===//
//
// One loop-form node over the rows (innerloop.h). Built three ways by
// bench/vector/run.sh: hpvmcc --hpvm-targets=vector, hpvmcc
// --hpvm-targets=cpu, and clang++ (pragmas ignored: the sequential program);
// the variant name comes from INNERLOOP_VARIANT.
//
//===----------------------------------------------------------------------===//
#include "innerloop.h"


#ifndef INNERLOOP_VARIANT
#define INNERLOOP_VARIANT "sequential"
#endif

static void rowSums(const int *start, const int *len, const int *perm,
                    const float *a, const float *w, float *out, long rows,
                    long elements, long maxLen) {
#pragma hpvm graph in(start[0:rows], len[0:rows], perm[0:rows], a[0:elements], w[0:maxLen]) out(out[0:rows])
  {
#pragma hpvm node parallel(1) in(start[0:rows], len[0:rows], perm[0:rows], a[0:elements], w[0:maxLen]) out(out[0:rows])
    for (long i = 0; i < rows; ++i) {
      float s = 0;
      for (int k = 0; k < len[i]; ++k)
        s += a[start[i] + k] * w[k];
      out[perm[i]] = s;
    }
  }
}

int main(int argc, char **argv) {
  innerloop::Inputs In = innerloop::inputsFromArgs(argc, argv);
  return innerloop::run(INNERLOOP_VARIANT, In, [&] {
    rowSums(In.Start.data(), In.Len.data(), In.Perm.data(), In.A.data(),
            In.W.data(), In.Out.data(), In.Rows, In.Elements, In.MaxLen);
  });
}
