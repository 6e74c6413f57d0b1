// 2-D loop-form nodes: an image stencil with an int and a long loop, a
// transpose whose outer loop counts down and inner loop steps by a runtime
// stride, and an unsigned <= / short >= nest with a braced inner loop. The
// program checks each output element against a direct computation and prints
// checksums, which the sequential build must print identically.
// The nodes write only some elements of their sections, so the sections
// are inout: an out-only section is not copied to a GPU, and elements a node
// does not write are undefined after it (docs/pragmas.md).
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK:      stencil: 197 x 311, sum -44572, OK
// CHECK-NEXT: transpose-strided: 311 x 197 step 2, sum 15549608, OK
// CHECK-NEXT: inclusive-down: 197 x 311, sum 6013662385, OK
// CHECK-NEXT: loops-2d: all OK
#include <cstdio>
#include <vector>

static void grid(const int *in, int *st, int *tr, long *inc, int rows,
                 long cols, unsigned stride) {
  long n = rows * cols;
#pragma hpvm graph in(in[0:n]) inout(st[0:n], tr[0:n], inc[0:n])
  {
    // 5-point stencil on the interior.
#pragma hpvm node parallel(2) in(in[0:n]) inout(st[0:n])
    for (int y = 1; y < rows - 1; ++y)
      for (long x = 1; x < cols - 1; x++)
        st[y * cols + x] = in[y * cols + x] * 4 - in[(y - 1) * cols + x] -
                           in[(y + 1) * cols + x] - in[y * cols + x - 1] -
                           in[y * cols + x + 1];
    // Transpose: the first loop counts down, the second strides.
#pragma hpvm node parallel(2) in(in[0:n]) inout(tr[0:n])
    for (long x = cols - 1; x >= 0; --x)
      for (unsigned y = 0; y < unsigned(rows); y += stride)
        tr[x * rows + y] = in[y * cols + x];
    // Inclusive bounds, unsigned up and short down, braces around the
    // inner loop.
#pragma hpvm node parallel(2) inout(inc[0:n])
    for (unsigned y = 0; y <= unsigned(rows - 1); ++y) {
      for (short x = short(cols - 1); x >= 0; x -= 1) {
        inc[y * cols + x] = long(y) * 1000 + x;
      }
    }
  }
}

int main() {
  const int rows = 197;
  const long cols = 311, n = rows * cols;
  volatile unsigned stride = 2;
  std::vector<int> in(n), st(n, 0), tr(n, -1);
  std::vector<long> inc(n, -1);
  for (long i = 0; i < n; ++i)
    in[i] = int((i * 7919) % 1013);
  grid(in.data(), st.data(), tr.data(), inc.data(), rows, cols, stride);

  bool ok = true, ok1 = true, ok2 = true, ok3 = true;
  long sum1 = 0, sum2 = 0, sum3 = 0;
  for (long y = 0; y < rows; ++y)
    for (long x = 0; x < cols; ++x) {
      long i = y * cols + x;
      int want = 0;
      if (y > 0 && y < rows - 1 && x > 0 && x < cols - 1)
        want = in[i] * 4 - in[i - cols] - in[i + cols] - in[i - 1] - in[i + 1];
      ok1 &= st[i] == want;
      sum1 += st[i] * (i % 7);
      ok2 &= tr[x * rows + y] == (y % 2 == 0 ? in[i] : -1);
      sum2 += tr[x * rows + y];
      ok3 &= inc[i] == y * 1000 + x;
      sum3 += inc[i];
    }
  std::printf("stencil: %d x %ld, sum %ld, %s\n", rows, cols, sum1,
              ok1 ? "OK" : "WRONG");
  std::printf("transpose-strided: %ld x %d step %u, sum %ld, %s\n", cols,
              rows, unsigned(stride), sum2, ok2 ? "OK" : "WRONG");
  std::printf("inclusive-down: %d x %ld, sum %ld, %s\n", rows, cols, sum3,
              ok3 ? "OK" : "WRONG");
  ok = ok1 && ok2 && ok3;
  std::printf("loops-2d: all %s\n", ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}
