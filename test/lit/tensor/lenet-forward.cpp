// A LeNet-style CNN forward pass written in HPVM-C as the HPVM release's
// benchmarks are (one node per layer, tensors made by its utilities), on a
// small batch with pseudo-random weights, compared with the same network
// computed by loop nests in this file.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// CHECK: lenet: 3 images x 10 classes, |error| < 1e-4, same predictions
#include <hpvm.h>
#include <tensorUtils.h>

#include <cmath>
#include <cstdio>
#include <vector>

// conv 5x1x3x3 (pad 1) + bias, tanh, max pool 2 -> 5x6x6
void layer1(void *in, size_t in_b, void *w, size_t w_b, void *b, size_t b_b) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(3, in, w, b, 0);
  void *r = __hpvm__tensor_convolution(in, w, 1, 1, 1, 1);
  r = __hpvm__tensor_tanh(__hpvm__tensor_add(r, b));
  __hpvm__return(2, __hpvm__tensor_pool_max(r, 2, 2, 0, 0, 2, 2), (size_t)0);
}

// conv 8x5x3x3 (pad 1, stride 2) + bias, relu -> 8x3x3
void layer2(void *in, size_t in_b, void *w, size_t w_b, void *b, size_t b_b) {
  __hpvm__hint(hpvm::CUDNN_TARGET);
  __hpvm__attributes(3, in, w, b, 0);
  void *r = __hpvm__tensor_convolution(in, w, 1, 1, 2, 2);
  __hpvm__return(2, __hpvm__tensor_relu(__hpvm__tensor_add(r, b)), (size_t)0);
}

// fully connected 72 -> 16 + bias, relu
void layer3(void *in, size_t in_b, void *w, size_t w_b, void *b, size_t b_b) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(3, in, w, b, 0);
  void *r = __hpvm__tensor_add(__hpvm__tensor_mul(in, w), b);
  __hpvm__return(2, __hpvm__tensor_relu(r), (size_t)0);
}

// fully connected 16 -> 10 + bias, softmax
void layer4(void *in, size_t in_b, void *w, size_t w_b, void *b, size_t b_b) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(3, in, w, b, 0);
  void *r = __hpvm__tensor_add(__hpvm__tensor_mul(in, w), b);
  __hpvm__return(2, __hpvm__tensor_softmax(r), (size_t)0);
}

// Inputs: the image batch, then weight and bias of each layer.
void root(void *in, size_t in_b, void *w1, size_t w1_b, void *b1, size_t b1_b,
          void *w2, size_t w2_b, void *b2, size_t b2_b, void *w3, size_t w3_b,
          void *b3, size_t b3_b, void *w4, size_t w4_b, void *b4, size_t b4_b) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(9, in, w1, b1, w2, b2, w3, b3, w4, b4, 0);
  void *l1 = __hpvm__createNodeND(0, layer1);
  void *l2 = __hpvm__createNodeND(0, layer2);
  void *l3 = __hpvm__createNodeND(0, layer3);
  void *l4 = __hpvm__createNodeND(0, layer4);
  __hpvm__bindIn(l1, 0, 0, 0);
  __hpvm__bindIn(l1, 1, 1, 0);
  __hpvm__bindIn(l1, 2, 2, 0);
  __hpvm__bindIn(l1, 3, 3, 0);
  __hpvm__bindIn(l1, 4, 4, 0);
  __hpvm__bindIn(l1, 5, 5, 0);
  __hpvm__edge(l1, l2, 1, 0, 0, 0);
  __hpvm__edge(l1, l2, 1, 1, 1, 0);
  __hpvm__bindIn(l2, 6, 2, 0);
  __hpvm__bindIn(l2, 7, 3, 0);
  __hpvm__bindIn(l2, 8, 4, 0);
  __hpvm__bindIn(l2, 9, 5, 0);
  __hpvm__edge(l2, l3, 1, 0, 0, 0);
  __hpvm__edge(l2, l3, 1, 1, 1, 0);
  __hpvm__bindIn(l3, 10, 2, 0);
  __hpvm__bindIn(l3, 11, 3, 0);
  __hpvm__bindIn(l3, 12, 4, 0);
  __hpvm__bindIn(l3, 13, 5, 0);
  __hpvm__edge(l3, l4, 1, 0, 0, 0);
  __hpvm__edge(l3, l4, 1, 1, 1, 0);
  __hpvm__bindIn(l4, 14, 2, 0);
  __hpvm__bindIn(l4, 15, 3, 0);
  __hpvm__bindIn(l4, 16, 4, 0);
  __hpvm__bindIn(l4, 17, 5, 0);
  __hpvm__bindOut(l4, 0, 0, 0);
  __hpvm__bindOut(l4, 1, 1, 0);
}

struct __attribute__((__packed__)) RootIn {
  struct {
    void *tensor;
    size_t bytes;
  } args[9];
  void *result;
  size_t result_bytes;
};

// The reference: plain loops over std::vector, NCHW.
using Vec = std::vector<float>;

Vec conv(const Vec &in, int c, int h, int w, const Vec &f, int k, int pad,
         int stride, const Vec &bias, int &oh, int &ow, int n) {
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

Vec dense(const Vec &in, int n, int kin, const Vec &w, int kout,
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

int main() {
  const int N = 3;
  // {n, c, h, w} of the input, then of each layer's weight and bias.
  const size_t Shapes[9][4] = {{N, 1, 12, 12}, {5, 1, 3, 3},   {1, 5, 1, 1},
                               {8, 5, 3, 3},   {1, 8, 1, 1},   {1, 1, 72, 16},
                               {1, 16, 1, 1},  {1, 1, 16, 10}, {1, 10, 1, 1}};
  Vec host[9];
  RootIn args = {};
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
    host[t].assign(d, d + T->num_elems);
    args.args[t].tensor = T;
  }

  __hpvm__init();
  startMemTracking();
  __hpvm__wait(__hpvm__launch(0, root, &args));
  hpvm_request_tensor(args.result, 0);
  auto *R = static_cast<Tensor *>(args.result);

  int oh, ow;
  Vec a = conv(host[0], 1, 12, 12, host[1], 5, 1, 1, host[2], oh, ow, N);
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
  a = conv(p, 5, 6, 6, host[3], 8, 1, 2, host[4], oh, ow, N);
  for (float &v : a)
    v = std::fmax(v, 0.0f);
  a = dense(a, N, 72, host[5], 16, host[6]);
  for (float &v : a)
    v = std::fmax(v, 0.0f);
  a = dense(a, N, 16, host[7], 10, host[8]);

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
  freeBatchMemory();
  __hpvm__cleanup();
  return 0;
}
