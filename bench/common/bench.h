//===- bench.h - timing, inputs and result lines shared by all benchmarks -===//
//
// Every benchmark variant (hpvmcc build, OpenMP, sequential, CUDA, cuBLAS) is
// a separate program built from its own source plus this header and the
// benchmark's own header (inputs, reference, check). The programs agree on:
//
//  * a deterministic input (Lcg below, seeded per benchmark), identical in
//    every variant, so the checksums of the results can be compared;
//  * timing inside the program: one untimed warm-up run of the timed region,
//    then BENCH_REPS timed runs (default 3), each measured with steady_clock
//    around the graph launch + wait (hpvmcc), the parallel region (OpenMP),
//    the loop nest (sequential) or the kernels + synchronisation (CUDA);
//  * one machine-readable line per timed run and one final line:
//
//      hpvmbench bench=B variant=V sample=K seconds=S
//      hpvmbench bench=B variant=V checksum=C verified=ok|FAIL size=...
//
//    bench/run.sh and bench/run-gpu.sh read nothing else.
//
// The header is plain C++17 with no pragma hpvm in it (pragmas are only
// recognised in the main file), so hpvmcc, clang++ and nvcc all compile it.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_BENCH_COMMON_BENCH_H
#define HPVM_BENCH_COMMON_BENCH_H

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace bench {

/// Linear congruential generator (Knuth's MMIX constants): the same numbers
/// on every compiler and machine, unlike <random>'s distributions.
class Lcg {
public:
  explicit Lcg(uint64_t Seed) : State(Seed * 2862933555777941757ULL + 1) {}
  uint32_t next() {
    State = State * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<uint32_t>(State >> 33);
  }
  /// Uniform in [-1, 1), a multiple of 2^-20 so sums of products stay exact
  /// for longer and variants differ only by rounding order.
  float uniform() {
    return static_cast<float>(static_cast<int32_t>(next() >> 11) - (1 << 20)) /
           static_cast<float>(1 << 20);
  }
  /// Uniform in [0, N).
  uint32_t below(uint32_t N) {
    return static_cast<uint32_t>((static_cast<uint64_t>(next()) * N) >> 31);
  }

private:
  uint64_t State;
};

inline void fill(std::vector<float> &V, uint64_t Seed) {
  Lcg R(Seed);
  for (float &X : V)
    X = R.uniform();
}

/// BENCH_REPS timed runs (default 3; the harness repeats whole processes too).
inline int reps() {
  const char *S = std::getenv("BENCH_REPS");
  int N = S ? std::atoi(S) : 0;
  return N > 0 ? N : 3;
}

/// Problem sizes are scaled down for a quick check with BENCH_QUICK=1.
inline bool quick() {
  const char *S = std::getenv("BENCH_QUICK");
  return S && S[0] == '1';
}

using Clock = std::chrono::steady_clock;

/// Runs Region once untimed, then reps() times, printing one line per run:
/// its seconds divided by Steps (a run of Steps time steps gives seconds
/// per step). Setup runs, untimed, before each run of Region.
template <typename SetupT, typename RegionT>
void timeSteps(const char *Bench, const char *Variant, long Steps, SetupT Setup,
               RegionT Region) {
  Setup();
  Region();
  for (int K = 0, N = reps(); K < N; ++K) {
    Setup();
    Clock::time_point T0 = Clock::now();
    Region();
    Clock::time_point T1 = Clock::now();
    std::printf("hpvmbench bench=%s variant=%s sample=%d seconds=%.6e\n", Bench,
                Variant, K,
                std::chrono::duration<double>(T1 - T0).count() / Steps);
  }
  std::fflush(stdout);
}

/// Runs Region once untimed, then reps() times, printing one line per run.
/// Setup runs, untimed, before each run of Region.
template <typename SetupT, typename RegionT>
void timeRegion(const char *Bench, const char *Variant, SetupT Setup,
                RegionT Region) {
  timeSteps(Bench, Variant, 1, Setup, Region);
}

/// The step count environment variable Var sets, else Quick under
/// BENCH_QUICK=1, else Full.
inline long stepsFromEnv(const char *Var, long Quick, long Full) {
  const char *S = std::getenv(Var);
  long N = S ? std::atol(S) : 0;
  return N > 0 ? N : quick() ? Quick : Full;
}

template <typename RegionT>
void timeRegion(const char *Bench, const char *Variant, RegionT Region) {
  timeRegion(Bench, Variant, [] {}, Region);
}

/// A checksum that also sees where values are: sum of x[i] * (1 + i % 7).
inline double checksum(const float *X, long N) {
  double S = 0;
  for (long I = 0; I < N; ++I)
    S += static_cast<double>(X[I]) * static_cast<double>(1 + I % 7);
  return S;
}

/// |Got - Want| <= Tol * max(1, |Want|).
inline bool close(double Got, double Want, double Tol) {
  return std::fabs(Got - Want) <= Tol * std::max(1.0, std::fabs(Want));
}

/// Prints the final line; returns the process exit status.
inline int finish(const char *Bench, const char *Variant, double Checksum,
                  bool Ok, const char *Size) {
  std::printf("hpvmbench bench=%s variant=%s checksum=%.10e verified=%s "
              "size=%s\n",
              Bench, Variant, Checksum, Ok ? "ok" : "FAIL", Size);
  std::fflush(stdout);
  return Ok ? 0 : 1;
}

} // namespace bench

#endif // HPVM_BENCH_COMMON_BENCH_H
