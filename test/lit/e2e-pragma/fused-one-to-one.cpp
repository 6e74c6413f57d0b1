// A chain of leaves joined by one-to-one edges is fused into one leaf (node
// fusion, docs/gpu.md): instance (y, x) of each runs right after instance
// (y, x) of the one before. Results equal the sequential build's and the
// unfused build's, also with zero instances.
// RUN: %hpvmcc -O2 --hpvm-report %s -o %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec
// RUN: %hpvmcc -O2 --hpvm-no-fusion %s -o %t.apart
// RUN: %clangxx -O2 -Wno-unknown-pragmas -I%S/../../../include %s -o %t.seq
// RUN: %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// RUN: %t.vec > %t.vec.out && diff %t.seq.out %t.vec.out
// RUN: %t.apart > %t.apart.out && diff %t.seq.out %t.apart.out
// RUN: %t 0 > %t.0.out && %t.seq 0 > %t.seq.0.out && diff %t.seq.0.out %t.0.out
// RUN: FileCheck %s < %t.out
// REPORT: fused-one-to-one.cpp:31:{{[0-9]+}}: remark: fused leaf node '{{.*}}shift' into '{{.*}}smooth' (same grid, one-to-one edges)
// REPORT: fused-one-to-one.cpp:35:{{[0-9]+}}: remark: fused leaf node '{{.*}}square' into '{{.*}}smooth_{{.*}}shift' (same grid, one-to-one edges)
// REPORT-NOT: remark: fused
// CHECK: sum 
#include <cstdio>
#include <cstdlib>
#include <vector>

void run(const int *in, int *t, int *u, int *out, long h, long w) {
#pragma hpvm graph in(in[0:h * w]) out(out[0:h * w]) inout(t[0:h * w], u[0:h * w])
  {
#pragma hpvm node name(smooth) parallel(2) in(in[0:h * w]) out(t[0:h * w])
    for (long y = 0; y < h; ++y)
      for (long x = 0; x < w; ++x) {
        long l = x > 0 ? x - 1 : x, r = x + 1 < w ? x + 1 : x;
        t[y * w + x] = in[y * w + l] + in[y * w + x] + in[y * w + r];
      }
#pragma hpvm node name(shift) parallel(2) in(t[0:h * w], in[0:h * w]) out(u[0:h * w])
    for (long y = 0; y < h; ++y)
      for (long x = 0; x < w; ++x)
        u[y * w + x] = t[y * w + x] - in[y * w + x] + 3;
#pragma hpvm node name(square) parallel(2) in(u[0:h * w]) out(out[0:h * w])
    for (long y = 0; y < h; ++y)
      for (long x = 0; x < w; ++x)
        out[y * w + x] = u[y * w + x] * u[y * w + x];
#pragma hpvm edge(smooth.t -> shift.t) one_to_one
#pragma hpvm edge(shift.u -> square.u) one_to_one
  }
}

int main(int argc, char **argv) {
  long h = argc > 1 ? atol(argv[1]) : 41, w = 67;
  std::vector<int> in(h * w + 1), t(h * w + 1), u(h * w + 1), out(h * w + 1);
  for (long i = 0; i < h * w; ++i)
    in[i] = int(i * 7 % 101);
  run(in.data(), t.data(), u.data(), out.data(), h, w);
  long sum = 0;
  for (long i = 0; i < h * w; ++i)
    sum += out[i] * (i % 13 + 1);
  printf("sum %ld\n", sum);
}
