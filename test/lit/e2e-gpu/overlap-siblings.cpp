// Two independent gpu nodes with inputs of their own, of different sizes
// (so they do not fuse), launched four times with the inputs changed on the
// host in between: with HPVM_GPU_OVERLAP=1 (set by the program itself, so
// that scripts/gpu-tests.sh runs it that way too) the second node's input
// goes to the GPU on the copy stream while the first node's kernel runs
// (docs/gpu.md, "Overlapped copies"), and later launches reuse cached
// buffers the last kernels may or may not use. The results must be those
// of the same loops run sequentially. The gpu build runs on the CPU here.
// RUN: %hpvmcc -O2 --hpvm-targets=gpu %s -o %t && %t 2>/dev/null | FileCheck %s
// RUN: %hpvmcc -O2 %s -o %t.cpu && %t.cpu | FileCheck %s
// CHECK: overlap-siblings: 4 launches, results ok
#include <cstdio>
#include <cstdlib>
#include <vector>

static void siblings(const float *a, float *ra, long na, const float *b,
                     float *rb, long nb) {
#pragma hpvm graph in(a[0:na], b[0:nb]) out(ra[0:na], rb[0:nb])
  {
#pragma hpvm node parallel(1) in(a[0:na]) out(ra[0:na])
    for (long i = 0; i < na; ++i) {
      float x = a[i];
      for (int k = 0; k < 64; ++k)
        x = x * 0.5f + 1.0f;
      ra[i] = x;
    }
#pragma hpvm node parallel(1) in(b[0:nb]) out(rb[0:nb])
    for (long i = 0; i < nb; ++i)
      rb[i] = b[i] * 2.0f + 1.0f;
  }
}

int main() {
  setenv("HPVM_GPU_OVERLAP", "1", 1);
  const long na = 1 << 21, nb = 3 << 19;
  std::vector<float> a(na), b(nb), ra(na), rb(nb);
  bool Ok = true;
  for (int Launch = 0; Launch < 4; ++Launch) {
    for (long i = 0; i < na; ++i)
      a[i] = float((i * 7 + Launch) % 1000);
    for (long i = 0; i < nb; ++i)
      b[i] = float((i * 3 + 2 * Launch) % 500);
    siblings(a.data(), ra.data(), na, b.data(), rb.data(), nb);
    for (long i = 0; i < na && Ok; ++i) {
      float x = a[i];
      for (int k = 0; k < 64; ++k)
        x = x * 0.5f + 1.0f;
      Ok = ra[i] == x;
    }
    for (long i = 0; i < nb && Ok; ++i)
      Ok = rb[i] == b[i] * 2.0f + 1.0f;
    if (!Ok)
      std::printf("overlap-siblings: launch %d wrong\n", Launch);
  }
  std::printf("overlap-siblings: 4 launches, results %s\n",
              Ok ? "ok" : "WRONG");
  return Ok ? 0 : 1;
}
