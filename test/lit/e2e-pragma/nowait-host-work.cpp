// A `nowait` graph: the host launches a smoothing graph, does independent
// work of its own on other data while it runs, then completes it with
// `#pragma hpvm wait`, after which the graph's array and scalar outputs are
// back on the host. Checked against a direct computation; the sequential
// build (where the graph simply runs in place) prints the same.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK:      nowait: smoothed 262144 values, sum 33423360.0, edge count 65536; host sum 118293.8; OK
#include <cstdio>
#include <vector>

static bool overlap(const float *in, float *out, long n, float *host, long m) {
  int edges = 0;
#pragma hpvm graph name(smooth) nowait in(in[0:n]) out(out[0:n])
  {
#pragma hpvm node parallel(1) in(in[0:n]) out(out[0:n])
    for (long i = 1; i < n - 1; ++i)
      out[i] = (in[i - 1] + in[i] + in[i + 1]) / 3.0f;
#pragma hpvm node out(edges)
    {
      out[0] = in[0];
      out[n - 1] = in[n - 1];
      int e = 0;
      for (long i = 0; i < n; i += 4)
        e += 1;
      edges = e;
    }
  }
  // Host work that overlaps with the graph: it touches none of its data.
  double hostSum = 0;
  for (long i = 0; i < m; ++i) {
    host[i] = 1.0f / float(i + 1);
    hostSum += host[i] * 8192;
  }
#pragma hpvm wait(smooth)
  bool ok = edges == (n + 3) / 4;
  double sum = 0;
  for (long i = 0; i < n; ++i) {
    float want = i == 0 || i == n - 1
                     ? in[i]
                     : (in[i - 1] + in[i] + in[i + 1]) / 3.0f;
    ok &= out[i] == want;
    sum += out[i];
  }
  std::printf("nowait: smoothed %ld values, sum %.1f, edge count %d; "
              "host sum %.1f; %s\n",
              n, sum, edges, hostSum, ok ? "OK" : "WRONG");
  return ok;
}

int main() {
  const long n = 1 << 18, m = 1 << 20;
  std::vector<float> in(n), out(n, -1.0f), host(m);
  for (long i = 0; i < n; ++i)
    in[i] = float(i % 256);
  return overlap(in.data(), out.data(), n, host.data(), m) ? 0 : 1;
}
