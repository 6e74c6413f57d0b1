//===- approx_conv.cpp - approximate against exact convolutions, CPU ------===//
//
// The digits networks' convolutions (examples/digits/, batches of 20 images
// of 8x8, with their bias and activation: hpvm_tensor_conv_bias_act, as
// hpvmcc fuses them) run exactly and under each perforation and sampling
// knob, in interleaved rounds (exact, then every knob, then again), so that
// a change of the machine's load weighs on all alike. Prints, per
// convolution and knob, the median time of one call over the rounds and the
// exact time / approximate time (> 1: the knob makes it faster). Times are
// the thread's CPU time (one thread: OMP_NUM_THREADS=1), which a loaded
// machine disturbs less than the wall clock.
//
//   approx_conv [ROUNDS] [CALLS]    (bench/tensor/approx-conv.sh)
//
//===----------------------------------------------------------------------===//
#include "hpvm/hpvm_tensor.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <random>
#include <vector>

namespace {

struct Conv {
  const char *Name;
  size_t C, H, K, C2, R; // input C x H x H, filter K x C2 x R x R
  int Pad, Groups, Act;
};

const Conv Convs[] = {
    {"lenet.conv1", 1, 8, 8, 1, 3, 1, 1, HPVM_TENSOR_ACT_TANH},
    {"lenet.conv2", 8, 4, 16, 8, 3, 1, 1, HPVM_TENSOR_ACT_TANH},
    {"deep.conv1", 1, 8, 16, 1, 3, 1, 1, HPVM_TENSOR_ACT_NONE},
    {"deep.dw", 16, 8, 16, 1, 3, 1, 16, HPVM_TENSOR_ACT_NONE},
    {"deep.conv2", 16, 8, 32, 16, 1, 0, 1, HPVM_TENSOR_ACT_RELU},
    {"deep.conv3", 32, 4, 32, 32, 3, 1, 1, HPVM_TENSOR_ACT_RELU},
};

const char *const Knobs[] = {"fp32",          "perf_row_50_0", "perf_row_33_1",
                             "perf_col_50_1", "perf_col_33_0", "samp_50_0",
                             "samp_25_1"};
constexpr size_t NumKnobs = sizeof(Knobs) / sizeof(Knobs[0]);

hpvm_tensor *random(size_t N, size_t C, size_t H, size_t W, unsigned Seed) {
  hpvm_tensor *T =
      hpvm_tensor_create(HPVM_TENSOR_FLOAT, HPVM_TENSOR_NCHW, N, C, H, W);
  std::mt19937 G(Seed);
  std::uniform_real_distribution<float> U(-1, 1);
  float *D = static_cast<float *>(T->host_data);
  for (size_t I = 0; I != T->num_elems; ++I)
    D[I] = U(G);
  return T;
}

double cpuMicroseconds() {
  timespec T;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &T);
  return double(T.tv_sec) * 1e6 + double(T.tv_nsec) / 1e3;
}

double median(std::vector<double> V) {
  std::sort(V.begin(), V.end());
  return V[V.size() / 2];
}

} // namespace

int main(int Argc, char **Argv) {
  int Rounds = Argc > 1 ? std::atoi(Argv[1]) : 7;
  int Calls = Argc > 2 ? std::atoi(Argv[2]) : 200;
  std::printf("%-12s %-14s %10s %10s %8s\n", "conv", "knob", "exact-us",
              "approx-us", "speedup");
  for (const Conv &C : Convs) {
    hpvm_tensor *In = random(20, C.C, C.H, C.H, 1);
    hpvm_tensor *F = random(C.K, C.C2, C.R, C.R, 2);
    hpvm_tensor *B = random(1, C.K, 1, 1, 3);
    std::vector<std::vector<double>> Times(NumKnobs);
    for (int Round = 0; Round <= Rounds; ++Round)
      for (size_t Knob = 0; Knob != NumKnobs; ++Knob) {
        hpvm_tensor_set_knob(C.Name, Knobs[Knob]);
        double Start = cpuMicroseconds();
        for (int I = 0; I != Calls; ++I) {
          hpvm_tensor_start_batch();
          hpvm_tensor_conv_bias_act(C.Name, In, F, B, C.Pad, C.Pad, 1, 1,
                                    C.Groups, C.Act, 0, 0);
          hpvm_tensor_free_batch();
        }
        if (Round) // round 0 warms up (primitives, caches)
          Times[Knob].push_back((cpuMicroseconds() - Start) / Calls);
      }
    double Exact = median(Times[0]);
    for (size_t Knob = 1; Knob != NumKnobs; ++Knob) {
      double Approx = median(Times[Knob]);
      std::printf("%-12s %-14s %10.1f %10.1f %8.2f\n", C.Name, Knobs[Knob],
                  Exact, Approx, Exact / Approx);
    }
    hpvm_tensor_free(In);
    hpvm_tensor_free(F);
    hpvm_tensor_free(B);
  }
}
