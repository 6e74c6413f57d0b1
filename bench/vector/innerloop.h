//===- innerloop.h - inputs, timing and checksum of the innerloop bench ---===//
//
// Every instance i (a "row") runs an inner loop of its own, random length
// (0 to maxlen - 1) over its slice of `a`, weighted by the shared `w`, and
// stores the sum through the permutation `perm`:
//
//   out[perm[i]] = sum_{k < len[i]} a[start[i] + k] * w[k]
//
// The variants (innerloop.cpp built by hpvmcc for the vector and cpu
// targets and by clang++ as the sequential program, innerloop_avx512.cpp by
// hand with AVX-512 intrinsics) share this header: the same inputs, one
// untimed warm-up then BENCH_REPS timed runs of the kernel alone, and a
// checksum of the result. Output, one line per timed run and one at the end:
//
//   innerloop variant=V seconds=S
//   innerloop variant=V checksum=C rows=N
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_BENCH_VECTOR_INNERLOOP_H
#define HPVM_BENCH_VECTOR_INNERLOOP_H

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <vector>

namespace innerloop {

struct Inputs {
  long Rows = 0, MaxLen = 0, Elements = 0;
  std::vector<int> Start, Len, Perm;
  std::vector<float> A, W, Out;

  Inputs(long Rows, long MaxLen)
      : Rows(Rows), MaxLen(MaxLen), Start(Rows), Len(Rows), Perm(Rows),
        W(MaxLen), Out(Rows) {
    uint64_t State = 0x9e3779b97f4a7c15ull;
    auto next = [&] {
      State = State * 6364136223846793005ull + 1442695040888963407ull;
      return static_cast<uint32_t>(State >> 33);
    };
    for (long I = 0; I < Rows; ++I) {
      Start[I] = static_cast<int>(Elements);
      Len[I] = static_cast<int>(next() % MaxLen);
      Elements += Len[I];
    }
    A.resize(Elements + 1);
    for (float &X : A)
      X = static_cast<float>(next() % 2048) / 1024.0f - 1.0f;
    for (long K = 0; K < MaxLen; ++K)
      W[K] = 1.0f / static_cast<float>(K + 1);
    // A permutation: i -> i * p mod Rows with p coprime to Rows.
    long P = 7919;
    while (std::gcd(P, Rows) != 1)
      ++P;
    for (long I = 0; I < Rows; ++I)
      Perm[I] = static_cast<int>((I * P) % Rows);
  }

  double checksum() const {
    double S = 0;
    for (long I = 0; I < Rows; ++I)
      S += static_cast<double>(Out[I]) * static_cast<double>(I % 7 + 1);
    return S;
  }
};

/// Runs \p Kernel once untimed and BENCH_REPS (default 5) times timed,
/// printing the lines above.
template <typename Fn>
int run(const char *Variant, Inputs &In, Fn Kernel) {
  const char *Env = std::getenv("BENCH_REPS");
  int Reps = Env ? std::atoi(Env) : 5;
  Kernel();
  for (int R = 0; R < Reps; ++R) {
    auto T0 = std::chrono::steady_clock::now();
    Kernel();
    auto T1 = std::chrono::steady_clock::now();
    std::printf("innerloop variant=%s seconds=%.9f\n", Variant,
                std::chrono::duration<double>(T1 - T0).count());
  }
  std::printf("innerloop variant=%s checksum=%.6f rows=%ld\n", Variant,
              In.checksum(), In.Rows);
  return 0;
}

/// The inputs for `program [rows [maxlen]]` (default 2000000 rows, inner
/// loops of 0 to 31 iterations).
inline Inputs inputsFromArgs(int Argc, char **Argv) {
  return Inputs(Argc > 1 ? std::atol(Argv[1]) : 2000000,
                Argc > 2 ? std::atol(Argv[2]) : 32);
}

} // namespace innerloop

#endif // HPVM_BENCH_VECTOR_INNERLOOP_H
