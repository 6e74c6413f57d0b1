// Three independent sibling leaves with the same grid are fused into one
// (node fusion, docs/gpu.md), a fourth that reads their results stays apart;
// results equal the sequential build's and the unfused build's, also with
// zero instances (every output of the fused leaf still reaches the
// consumer) and when one of them counts with atomics.
// RUN: %hpvmcc -O2 --hpvm-report %s -o %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec
// RUN: %hpvmcc -O2 --hpvm-no-fusion %s -o %t.apart
// RUN: %clangxx -O2 -Wno-unknown-pragmas -I%S/../../../include %s -o %t.seq
// RUN: %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// RUN: %t.vec > %t.vec.out && diff %t.seq.out %t.vec.out
// RUN: %t.apart > %t.apart.out && diff %t.seq.out %t.apart.out
// RUN: %t 0 > %t.0.out && %t.seq 0 > %t.seq.0.out && diff %t.seq.0.out %t.0.out
// RUN: FileCheck %s < %t.out
// REPORT: fused-siblings.cpp:32:{{[0-9]+}}: remark: fused leaf node '{{.*}}twice' into '{{.*}}plus_one'
// REPORT: fused-siblings.cpp:36:{{[0-9]+}}: remark: fused leaf node '{{.*}}count_odd' into '{{.*}}plus_one_{{.*}}twice'
// REPORT-NOT: remark: fused
// CHECK: sum 
#include <hpvm/hpvm.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

void run(const int *in, int *p, int *t, int *odd, int *out, long h, long w) {
#pragma hpvm graph in(in[0:h * w]) out(out[0:h * w]) inout(p[0:h * w], t[0:h * w], odd[0:1])
  {
#pragma hpvm node name(plus_one) parallel(2) in(in[0:h * w]) out(p[0:h * w])
    for (long y = 0; y < h; ++y)
      for (long x = 0; x < w; ++x)
        p[y * w + x] = in[y * w + x] + 1;
#pragma hpvm node name(twice) parallel(2) in(in[0:h * w]) out(t[0:h * w])
    for (long y = 0; y < h; ++y)
      for (long x = 0; x < w; ++x)
        t[y * w + x] = 2 * in[y * w + x];
#pragma hpvm node name(count_odd) parallel(2) in(in[0:h * w]) inout(odd[0:1])
    for (long y = 0; y < h; ++y)
      for (long x = 0; x < w; ++x)
        if (in[y * w + x] % 2)
          hpvm::atomic_add(odd, 1);
#pragma hpvm node name(combine) parallel(2) in(p[0:h * w], t[0:h * w], odd[0:1]) out(out[0:h * w])
    for (long y = 0; y < h; ++y)
      for (long x = 0; x < w; ++x)
        out[y * w + x] = p[y * w + x] * t[y * w + x] + odd[0];
  }
}

int main(int argc, char **argv) {
  long h = argc > 1 ? atol(argv[1]) : 37, w = 53;
  std::vector<int> in(h * w + 1), p(h * w + 1), t(h * w + 1), out(h * w + 1);
  int odd = 0;
  for (long i = 0; i < h * w; ++i)
    in[i] = int(i * 7 % 101);
  run(in.data(), p.data(), t.data(), &odd, out.data(), h, w);
  long sum = 0;
  for (long i = 0; i < h * w; ++i)
    sum += out[i] * (i % 13 + 1);
  printf("odd %d sum %ld\n", odd, sum);
}
