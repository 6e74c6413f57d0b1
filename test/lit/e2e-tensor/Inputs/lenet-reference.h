//===- lenet-reference.h - the LeNet-style test network, by loop nests ----===//
//
// The network of lenet-forward.cpp and lenet-pragma.cpp: its pseudo-random
// weights as tensors, and its forward pass computed by plain loops, against
// which check() compares a result tensor. Layers: conv 5x1x3x3 (pad 1) +
// bias, tanh, max pool 2; conv 8x5x3x3 (pad 1, stride 2) + bias, relu; dense
// 72 -> 16 + bias, relu; dense 16 -> 10 + bias, softmax.
//
//===----------------------------------------------------------------------===//
#include <tensorUtils.h>

#include <cmath>
#include <cstdio>
#include <vector>

namespace lenet {

const int N = 3; // images

struct Weights {
  // The input batch, then weight and bias of each layer.
  void *tensors[9];
  std::vector<float> host[9];
};

inline Weights makeWeights() {
  // {n, c, h, w} of each tensor.
  const size_t Shapes[9][4] = {{N, 1, 12, 12}, {5, 1, 3, 3},   {1, 5, 1, 1},
                               {8, 5, 3, 3},   {1, 8, 1, 1},   {1, 1, 72, 16},
                               {1, 16, 1, 1},  {1, 1, 16, 10}, {1, 10, 1, 1}};
  Weights w;
  unsigned seed = 12345;
  for (int t = 0; t != 9; ++t) {
    const size_t *s = Shapes[t];
    auto *T = static_cast<Tensor *>(
        create4DTensor(float_type, nchw, s[0], s[1], s[2], s[3]));
    float *d = static_cast<float *>(T->host_data);
    for (size_t i = 0; i != T->num_elems; ++i) {
      seed = seed * 1103515245u + 12345u;
      d[i] = float((seed >> 8) % 2001) / 1000.0f - 1.0f;
    }
    w.host[t].assign(d, d + T->num_elems);
    w.tensors[t] = T;
  }
  return w;
}

using Vec = std::vector<float>;

inline Vec conv(const Vec &in, int c, int h, int w, const Vec &f, int k,
                int pad, int stride, const Vec &bias, int &oh, int &ow, int n) {
  oh = (h + 2 * pad - 3) / stride + 1;
  ow = (w + 2 * pad - 3) / stride + 1;
  Vec out(n * k * oh * ow);
  for (int b = 0; b != n; ++b)
    for (int o = 0; o != k; ++o)
      for (int y = 0; y != oh; ++y)
        for (int x = 0; x != ow; ++x) {
          double s = bias[o];
          for (int i = 0; i != c; ++i)
            for (int fy = 0; fy != 3; ++fy)
              for (int fx = 0; fx != 3; ++fx) {
                int iy = y * stride + fy - pad, ix = x * stride + fx - pad;
                if (iy >= 0 && ix >= 0 && iy < h && ix < w)
                  s += in[((b * c + i) * h + iy) * w + ix] *
                       f[((o * c + i) * 3 + fy) * 3 + fx];
              }
          out[((b * k + o) * oh + y) * ow + x] = float(s);
        }
  return out;
}

inline Vec dense(const Vec &in, int n, int kin, const Vec &w, int kout,
                 const Vec &bias) {
  Vec out(n * kout);
  for (int b = 0; b != n; ++b)
    for (int o = 0; o != kout; ++o) {
      double s = bias[o];
      for (int i = 0; i != kin; ++i)
        s += in[b * kin + i] * w[i * kout + o];
      out[b * kout + o] = float(s);
    }
  return out;
}

/// Prints whether \p result (N x 10) is the network's output on \p w.
inline void check(const Weights &w, void *result) {
  auto *R = static_cast<Tensor *>(result);
  int oh, ow;
  Vec a = conv(w.host[0], 1, 12, 12, w.host[1], 5, 1, 1, w.host[2], oh, ow, N);
  Vec p(N * 5 * 6 * 6);
  for (int b = 0; b != N * 5; ++b)
    for (int y = 0; y != 6; ++y)
      for (int x = 0; x != 6; ++x) {
        float m = -INFINITY;
        for (int dy = 0; dy != 2; ++dy)
          for (int dx = 0; dx != 2; ++dx)
            m = std::fmax(
                m, std::tanh(a[(b * 12 + 2 * y + dy) * 12 + 2 * x + dx]));
        p[(b * 6 + y) * 6 + x] = m;
      }
  a = conv(p, 5, 6, 6, w.host[3], 8, 1, 2, w.host[4], oh, ow, N);
  for (float &v : a)
    v = std::fmax(v, 0.0f);
  a = dense(a, N, 72, w.host[5], 16, w.host[6]);
  for (float &v : a)
    v = std::fmax(v, 0.0f);
  a = dense(a, N, 16, w.host[7], 10, w.host[8]);

  hpvm_request_tensor(R, 0); // valid on the host again after a GPU run
  const float *got = static_cast<const float *>(R->host_data);
  double worst = 0;
  int samePredictions = 0;
  for (int b = 0; b != N; ++b) {
    double sum = 0;
    for (int k = 0; k != 10; ++k)
      sum += std::exp(a[b * 10 + k]);
    int want = 0, have = 0;
    for (int k = 0; k != 10; ++k) {
      double ref = std::exp(a[b * 10 + k]) / sum;
      worst = std::fmax(worst, std::fabs(ref - got[b * 10 + k]));
      want = a[b * 10 + k] > a[b * 10 + want] ? k : want;
      have = got[b * 10 + k] > got[b * 10 + have] ? k : have;
    }
    samePredictions += want == have;
  }
  std::printf(
      "lenet: %d images x %zu classes, |error| %s 1e-4, %s predictions\n", N,
      R->num_elems / N,
      worst < 1e-4 ? "<" : ">=", samePredictions == N ? "same" : "DIFFERENT");
}

} // namespace lenet
