// deep_digits_hpvmc.cpp - deep_digits.cpp's network written in HPVM-C: one
// node per layer, each tensor parameter followed by its (unused) size, as
// the HPVM release's benchmarks pass them.
//
//   hpvmcc -O2 deep_digits_hpvmc.cpp -o deep_digits_hpvmc
//   ./deep_digits_hpvmc data
#include <hpvm.h>
#include <tensorUtils.h>

#include "digits_check.h"

#include <string>

#define T(name) void *name, size_t name##_bytes

// conv 16x1x3x3 + bias, batch norm, relu
void layer1(T(x), T(w), T(b), T(g), T(be), T(m), T(v)) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(7, x, w, b, g, be, m, v, 0);
  void *r = __hpvm__tensor_add(__hpvm__tensor_convolution(x, w, 1, 1, 1, 1), b);
  r = __hpvm__tensor_relu(__hpvm__tensor_batchnorm(r, g, be, m, v, 1e-5));
  __hpvm__return(2, r, (size_t)0);
}

// depthwise 3x3 + bias, batch norm, relu
void layer2(T(x), T(w), T(b), T(g), T(be), T(m), T(v)) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(7, x, w, b, g, be, m, v, 0);
  void *r = __hpvm__tensor_group_convolution(x, w, 1, 1, 1, 1, 1, 16);
  r = __hpvm__tensor_batchnorm(__hpvm__tensor_add(r, b), g, be, m, v, 1e-5);
  __hpvm__return(2, __hpvm__tensor_relu(r), (size_t)0);
}

// conv 32x16x1x1 + bias, relu, max pool
void layer3(T(x), T(w), T(b)) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(3, x, w, b, 0);
  void *r = __hpvm__tensor_add(__hpvm__tensor_convolution(x, w, 0, 0, 1, 1), b);
  r = __hpvm__tensor_pool_max(__hpvm__tensor_relu(r), 2, 2, 0, 0, 2, 2);
  __hpvm__return(2, r, (size_t)0);
}

// conv 32x32x3x3 + bias, relu, mean pool
void layer4(T(x), T(w), T(b)) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(3, x, w, b, 0);
  void *r = __hpvm__tensor_add(__hpvm__tensor_convolution(x, w, 1, 1, 1, 1), b);
  r = __hpvm__tensor_pool_mean(__hpvm__tensor_relu(r), 2, 2, 0, 0, 2, 2);
  __hpvm__return(2, r, (size_t)0);
}

// dense 128 -> 10 + bias, softmax
void layer5(T(x), T(w), T(b)) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(3, x, w, b, 0);
  void *r = __hpvm__tensor_add(__hpvm__tensor_mul(x, w), b);
  __hpvm__return(2, __hpvm__tensor_softmax(r), (size_t)0);
}

// Root input i (a tensor and its size) is child input c.
#define BIND(node, i, c)                                                       \
  __hpvm__bindIn(node, 2 * (i), 2 * (c), 0);                                   \
  __hpvm__bindIn(node, 2 * (i) + 1, 2 * (c) + 1, 0)
#define EDGE(from, to)                                                         \
  __hpvm__edge(from, to, 1, 0, 0, 0);                                          \
  __hpvm__edge(from, to, 1, 1, 1, 0)

// The input, then layer 1's 6 tensors, layer 2's 6, and 2 for each other.
void root(T(x), T(w1), T(b1), T(g1), T(be1), T(m1), T(v1), T(w2), T(b2), T(g2),
          T(be2), T(m2), T(v2), T(w3), T(b3), T(w4), T(b4), T(w5), T(b5)) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(19, x, w1, b1, g1, be1, m1, v1, w2, b2, g2, be2, m2, v2,
                     w3, b3, w4, b4, w5, b5, 0);
  void *l1 = __hpvm__createNodeND(0, layer1);
  void *l2 = __hpvm__createNodeND(0, layer2);
  void *l3 = __hpvm__createNodeND(0, layer3);
  void *l4 = __hpvm__createNodeND(0, layer4);
  void *l5 = __hpvm__createNodeND(0, layer5);
  BIND(l1, 0, 0);
  BIND(l1, 1, 1);
  BIND(l1, 2, 2);
  BIND(l1, 3, 3);
  BIND(l1, 4, 4);
  BIND(l1, 5, 5);
  BIND(l1, 6, 6);
  EDGE(l1, l2);
  BIND(l2, 7, 1);
  BIND(l2, 8, 2);
  BIND(l2, 9, 3);
  BIND(l2, 10, 4);
  BIND(l2, 11, 5);
  BIND(l2, 12, 6);
  EDGE(l2, l3);
  BIND(l3, 13, 1);
  BIND(l3, 14, 2);
  EDGE(l3, l4);
  BIND(l4, 15, 1);
  BIND(l4, 16, 2);
  EDGE(l4, l5);
  BIND(l5, 17, 1);
  BIND(l5, 18, 2);
  __hpvm__bindOut(l5, 0, 0, 0);
  __hpvm__bindOut(l5, 1, 1, 0);
}

struct __attribute__((__packed__)) RootIn {
  struct {
    void *tensor;
    size_t bytes;
  } in[19];
  void *result;
  size_t result_bytes;
};

int main(int argc, char **argv) {
  std::string dir = argc > 1 ? argv[1] : "data";
  struct {
    const char *name;
    long n, c, h, w;
  } files[18] = {{"conv1_w", 16, 1, 3, 3},   {"conv1_b", 1, 16, 1, 1},
                 {"bn1_gamma", 1, 16, 1, 1}, {"bn1_beta", 1, 16, 1, 1},
                 {"bn1_mean", 1, 16, 1, 1},  {"bn1_variance", 1, 16, 1, 1},
                 {"dw_w", 16, 1, 3, 3},      {"dw_b", 1, 16, 1, 1},
                 {"bn2_gamma", 1, 16, 1, 1}, {"bn2_beta", 1, 16, 1, 1},
                 {"bn2_mean", 1, 16, 1, 1},  {"bn2_variance", 1, 16, 1, 1},
                 {"conv2_w", 32, 16, 1, 1},  {"conv2_b", 1, 32, 1, 1},
                 {"conv3_w", 32, 32, 3, 3},  {"conv3_b", 1, 32, 1, 1},
                 {"fc_w", 1, 1, 128, 10},    {"fc_b", 1, 10, 1, 1}};
  RootIn args = {};
  for (int i = 0; i != 18; ++i)
    args.in[i + 1].tensor = readTrainedWeights(
        (dir + "/deep_" + files[i].name + ".bin").c_str(), float_type,
        files[i].n, files[i].c, files[i].h, files[i].w);

  __hpvm__init();
  startMemTracking();
  args.in[0].tensor = readInputBatch((dir + "/test_input.bin").c_str(), nchw, 0,
                                     digits::Images, 1, 8, 8);
  __hpvm__wait(__hpvm__launch(0, root, &args));
  int status = digits::check("deep", dir, args.result);
  freeBatchMemory();
  __hpvm__cleanup();
  return status;
}
