// Filter coefficients read at constant offsets by every instance (constant
// memory on the GPU, docs/gpu.md): coefficients copied from the host, made
// by a node before on the device, and fewer than the node may read (it
// reads w[k] only for k < taps). Results equal the sequential build's, with
// and without --hpvm-no-constant-memory; scripts/gpu-tests.sh runs the gpu
// build on a GPU.
// RUN: %hpvmcc -O2 --hpvm-targets=gpu %s -o %t
// RUN: %hpvmcc -O2 --hpvm-targets=gpu --hpvm-no-constant-memory %s -o %t.off
// RUN: %clangxx -O2 -Wno-unknown-pragmas -I%S/../../../include %s -o %t.seq
// RUN: %t.seq > %t.seq.out && %t > %t.out 2>/dev/null && diff %t.seq.out %t.out
// RUN: %t.off > %t.off.out 2>/dev/null && diff %t.seq.out %t.off.out
// RUN: FileCheck %s < %t.out
// CHECK: filter 5 taps: sum {{-?[0-9]+}}
// CHECK: made on the device: sum {{-?[0-9]+}}
// CHECK: 1 of 4 taps: sum {{-?[0-9]+}}
#include <cstdio>
#include <vector>

void filter5(const int *x, const int *w, int *y, long n) {
#pragma hpvm graph in(x[0:n + 4], w[0:5]) out(y[0:n])
  {
#pragma hpvm node parallel(1) in(x[0:n + 4], w[0:5]) out(y[0:n])
    for (long i = 0; i < n; ++i) {
      int s = 0;
      for (long k = 0; k < 5; ++k)
        s += w[k] * x[i + k];
      y[i] = s;
    }
  }
}

void madeOnDevice(const int *x, int *w, int *y, long n) {
#pragma hpvm graph in(x[0:n + 4]) out(y[0:n]) inout(w[0:5])
  {
#pragma hpvm node name(make) parallel(1) out(w[0:5])
    for (long k = 0; k < 5; ++k)
      w[k] = 3 - static_cast<int>(k);
#pragma hpvm node name(apply) parallel(1) in(x[0:n + 4], w[0:5]) out(y[0:n])
    for (long i = 0; i < n; ++i) {
      int s = 0;
      for (long k = 0; k < 5; ++k)
        s += w[k] * x[i + k];
      y[i] = s;
    }
  }
}

// Reads at most w[0..3], and only those below taps: w may be shorter.
void upTo4(const int *x, const int *w, int *y, long n, long taps) {
#pragma hpvm graph in(x[0:n + 3], w[0:taps]) out(y[0:n])
  {
#pragma hpvm node parallel(1) in(x[0:n + 3], w[0:taps]) out(y[0:n])
    for (long i = 0; i < n; ++i) {
      int s = 0;
      for (long k = 0; k < 4; ++k)
        if (k < taps)
          s += w[k] * x[i + k];
      y[i] = s;
    }
  }
}

long sum(const std::vector<int> &V) {
  long S = 0;
  for (size_t I = 0; I < V.size(); ++I)
    S += V[I] * static_cast<long>(I % 7 + 1);
  return S;
}

int main() {
  const long N = 1000;
  std::vector<int> X(N + 4), Y(N);
  for (long I = 0; I < N + 4; ++I)
    X[I] = static_cast<int>(I * 37 % 101) - 50;
  std::vector<int> W = {1, -2, 3, -4, 5};
  filter5(X.data(), W.data(), Y.data(), N);
  std::printf("filter 5 taps: sum %ld\n", sum(Y));
  std::vector<int> Made(5, 0);
  madeOnDevice(X.data(), Made.data(), Y.data(), N);
  std::printf("made on the device: sum %ld (w[4] = %d)\n", sum(Y), Made[4]);
  std::vector<int> One = {7};
  upTo4(X.data(), One.data(), Y.data(), N, 1);
  std::printf("1 of 4 taps: sum %ld\n", sum(Y));
  return 0;
}
