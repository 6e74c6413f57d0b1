// A data region around a host time loop: a and b are tracked once, every
// graph in the loop uses them without copying, and they come back to the
// host after the loop; tmp is scratch (a device temporary). A nowait graph
// inside the region overlaps with host work on other data before its wait.
// Checked against a direct computation; the sequential build (pragmas
// ignored) prints the same. The runtime warns when memory is tracked twice
// or untracked when it is not tracked: it must say nothing.
// RUN: %hpvmcc -O2 %s -o %t && %t 2>&1 | FileCheck %s --implicit-check-not=warning
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK: host sum 118293.8; data: 8 steps of 65536 values, sum a 369336.4, sum b 402100.4, max 8.7; OK
#include <cstdio>
#include <vector>

static float relax(float *a, float *b, float *tmp, long n, long steps,
                   float *host, long m) {
  float peak = 0;
  double hostSum = 0;
#pragma hpvm data inout(a[0:n], b[0:n]) scratch(tmp[0:n])
  {
    for (long t = 0; t < steps; ++t) {
#pragma hpvm graph inout(a[0:n], b[0:n]) out(tmp[0:n])
      {
#pragma hpvm node parallel(1)
        for (long i = 0; i < n; ++i)
          tmp[i] = a[i] * 0.5f + b[i] * 0.25f;
#pragma hpvm node parallel(1)
        for (long i = 1; i < n - 1; ++i)
          b[i] = (tmp[i - 1] + tmp[i + 1]) * 0.5f + 1.0f;
#pragma hpvm node parallel(1)
        for (long i = 0; i < n; ++i)
          a[i] = tmp[i] + 0.5f;
      }
    }
#pragma hpvm graph name(peak) nowait in(a[0:n]) out(peak)
    {
#pragma hpvm node out(peak)
      {
        float p = a[0];
        for (long i = 1; i < n; ++i)
          p = a[i] > p ? a[i] : p;
        peak = p;
      }
    }
    // Host work that overlaps with the graph: it touches none of its data.
    for (long i = 0; i < m; ++i) {
      host[i] = 1.0f / float(i + 1);
      hostSum += host[i] * 8192;
    }
#pragma hpvm wait(peak)
  }
  std::printf("host sum %.1f; ", hostSum);
  return peak;
}

int main() {
  const long n = 1 << 16, steps = 8, m = 1 << 20;
  std::vector<float> a(n), b(n), tmp(n), host(m);
  for (long i = 0; i < n; ++i) {
    a[i] = float(i % 97);
    b[i] = float(i % 13);
  }
  std::vector<float> ra = a, rb = b, rt(n);
  for (long t = 0; t < steps; ++t) {
    for (long i = 0; i < n; ++i)
      rt[i] = ra[i] * 0.5f + rb[i] * 0.25f;
    for (long i = 1; i < n - 1; ++i)
      rb[i] = (rt[i - 1] + rt[i + 1]) * 0.5f + 1.0f;
    for (long i = 0; i < n; ++i)
      ra[i] = rt[i] + 0.5f;
  }
  float peak = relax(a.data(), b.data(), tmp.data(), n, steps, host.data(), m);
  bool ok = true;
  double sa = 0, sb = 0;
  float want = ra[0];
  for (long i = 0; i < n; ++i) {
    ok &= a[i] == ra[i] && b[i] == rb[i];
    sa += a[i];
    sb += b[i];
    want = ra[i] > want ? ra[i] : want;
  }
  ok &= peak == want;
  std::printf("data: %ld steps of %ld values, sum a %.1f, sum b %.1f, "
              "max %.1f; %s\n",
              steps, n, sa, sb, peak, ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}
