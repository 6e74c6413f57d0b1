// pipeline.cpp - throughput of a `graph stream` pipeline of stages of equal
// cost against the same stages run one item at a time (issue 11).
//
// Each item goes through STAGES stages of the same compute loop (WORK
// iterations of a dependent multiply-add, no memory traffic). The pipelined
// version is a `#pragma hpvm graph stream` loop whose nodes are the stages;
// the baseline calls the same stage function in a plain loop, item after
// item. Both produce the same checksum; the program prints both times and
// the ratio, for 2 stages and for 3. With as many stages as cores, the
// pipeline's ideal is a ratio equal to the number of stages (2 stages on a
// 2-core machine: 2); with more cores than stages, the number of stages.
//
//   hpvmcc -O2 bench/stream/pipeline.cpp -o pipeline && ./pipeline [items] [work]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

static double stage(double x, long work) {
  for (long i = 0; i < work; ++i)
    x = x * 0.999999 + 1e-6;
  return x;
}

static void pipelined2(const double *in, double *out, long n, long work) {
#pragma hpvm graph stream in(in[0:n]) out(out[0:n])
  for (long f = 0; f < n; ++f) {
    double a = 0;
#pragma hpvm node name(first) in(in[f:1]) out(a)
    { a = stage(in[f], work); }
#pragma hpvm node name(second) out(out[f:1])
    { out[f] = stage(a, work); }
  }
}

static void pipelined3(const double *in, double *out, long n, long work) {
#pragma hpvm graph stream in(in[0:n]) out(out[0:n])
  for (long f = 0; f < n; ++f) {
    double a = 0, b = 0;
#pragma hpvm node name(first) in(in[f:1]) out(a)
    { a = stage(in[f], work); }
#pragma hpvm node name(second) out(b)
    { b = stage(a, work); }
#pragma hpvm node name(third) out(out[f:1])
    { out[f] = stage(b, work); }
  }
}

static void oneAtATime(const double *in, double *out, long n, long work,
                       int stages) {
  for (long f = 0; f < n; ++f) {
    double x = in[f];
    for (int s = 0; s < stages; ++s)
      x = stage(x, work);
    out[f] = x;
  }
}

template <typename F> static double millis(F Run) {
  auto Start = std::chrono::steady_clock::now();
  Run();
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now() - Start)
      .count();
}

// Times both versions of a pipeline of Stages stages and prints the ratio;
// false when their checksums differ.
static bool compare(int Stages, const std::vector<double> &in, long work) {
  long n = long(in.size());
  std::vector<double> seq(n), pipe(n);
  auto Pipelined = [&](long Items) {
    (Stages == 2 ? pipelined2 : pipelined3)(in.data(), pipe.data(), Items,
                                            work);
  };
  oneAtATime(in.data(), seq.data(), n / 10, work, Stages); // warm-up
  Pipelined(n / 10);
  double tSeq =
      millis([&] { oneAtATime(in.data(), seq.data(), n, work, Stages); });
  double tPipe = millis([&] { Pipelined(n); });
  double sumSeq = 0, sumPipe = 0;
  for (long f = 0; f < n; ++f) {
    sumSeq += seq[f];
    sumPipe += pipe[f];
  }
  std::printf("stream pipeline: %ld items x %d stages of %ld steps: one at a "
              "time %.1f ms, pipelined %.1f ms, throughput ratio %.2f; "
              "checksums %s\n",
              n, Stages, work, tSeq, tPipe, tSeq / tPipe,
              sumSeq == sumPipe ? "agree" : "DIFFER");
  return sumSeq == sumPipe;
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 600;
  long work = argc > 2 ? atol(argv[2]) : 100000;
  std::vector<double> in(n);
  for (long f = 0; f < n; ++f)
    in[f] = 1.0 + f % 17;
  bool Agree = compare(2, in, work);
  Agree &= compare(3, in, work);
  return Agree ? 0 : 1;
}
