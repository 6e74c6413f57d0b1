// One node built for three targets: gamma correction of a batch of frames,
// one graph launch per frame. `target(gpu, vector, cpu)` makes a GPU
// kernel, a vectorised loop and a plain loop of the same node, and the
// runtime picks one at each launch: the first that can run by default,
// each in turn with HPVM_POLICY=item, the fastest measured with
// HPVM_POLICY=measured (docs/scheduling.md). HPVM_PROFILE=1 says which
// version ran how often. Checked against a plain loop.
//
//   hpvmcc -O2 examples/multi_target.cpp -o gamma
//   HPVM_POLICY=item HPVM_PROFILE=1 ./gamma
// SANITIZER-TESTS: skip -fsanitize=undefined puts checks into the gpu node, which hpvmcc rejects ("a gpu node calls '__ubsan_handle_...'")
#include <cmath>
#include <cstdio>
#include <vector>

void gamma_correct(const float *in, float *out, long n, float gamma) {
#pragma hpvm graph in(in[0:n]) out(out[0:n])
  {
#pragma hpvm node parallel(1) target(gpu, vector, cpu) in(in[0:n]) out(out[0:n])
    for (long i = 0; i < n; ++i)
      out[i] = std::pow(in[i], gamma);
  }
}

int main() {
  const long n = 320 * 240;
  const int frames = 8;
  const float gamma = 1 / 2.2f;
  std::vector<float> in(n), out(n);
  float worst = 0;
  for (int f = 0; f < frames; ++f) {
    for (long i = 0; i < n; ++i)
      in[i] = float((i * 37 + f * 1001) % 1000) / 1000.0f;
    gamma_correct(in.data(), out.data(), n, gamma);
    for (long i = 0; i < n; ++i)
      worst = std::fmax(worst, std::fabs(out[i] - std::pow(in[i], gamma)));
  }
  bool ok = worst < 1e-5f;
  std::printf("multi_target: %d frames of %ld pixels, largest error below "
              "1e-5: %s\n",
              frames, n, ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}
