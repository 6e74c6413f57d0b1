// lenet_digits.cpp - a LeNet-style CNN on the digits test set, written in
// HPVM-C as the HPVM release's benchmarks are: one node per operation,
// weights read from the files train.py wrote.
//
//   hpvmcc -O2 lenet_digits.cpp -o lenet_digits && ./lenet_digits data
//
// Prints the accuracy and how many predictions are PyTorch's (exit status
// 1 below 99.5%).
#include <hpvm.h>
#include <tensorUtils.h>

#include "digits_check.h"

#include <string>

void conv1(void *x, size_t x_b, void *w, size_t w_b, void *b, size_t b_b) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(3, x, w, b, 0);
  void *r = __hpvm__tensor_add(__hpvm__tensor_convolution(x, w, 1, 1, 1, 1), b);
  r = __hpvm__tensor_pool_max(__hpvm__tensor_tanh(r), 2, 2, 0, 0, 2, 2);
  __hpvm__return(2, r, (size_t)0);
}

void conv2(void *x, size_t x_b, void *w, size_t w_b, void *b, size_t b_b) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(3, x, w, b, 0);
  void *r = __hpvm__tensor_add(__hpvm__tensor_convolution(x, w, 1, 1, 1, 1), b);
  r = __hpvm__tensor_pool_max(__hpvm__tensor_tanh(r), 2, 2, 0, 0, 2, 2);
  __hpvm__return(2, r, (size_t)0);
}

void fc1(void *x, size_t x_b, void *w, size_t w_b, void *b, size_t b_b) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(3, x, w, b, 0);
  void *r = __hpvm__tensor_add(__hpvm__tensor_mul(x, w), b);
  __hpvm__return(2, __hpvm__tensor_relu(r), (size_t)0);
}

void fc2(void *x, size_t x_b, void *w, size_t w_b, void *b, size_t b_b) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(3, x, w, b, 0);
  void *r = __hpvm__tensor_add(__hpvm__tensor_mul(x, w), b);
  __hpvm__return(2, __hpvm__tensor_softmax(r), (size_t)0);
}

void root(void *x, size_t x_b, void *w1, size_t w1_b, void *b1, size_t b1_b,
          void *w2, size_t w2_b, void *b2, size_t b2_b, void *w3, size_t w3_b,
          void *b3, size_t b3_b, void *w4, size_t w4_b, void *b4, size_t b4_b) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(9, x, w1, b1, w2, b2, w3, b3, w4, b4, 0);
  void *l1 = __hpvm__createNodeND(0, conv1);
  void *l2 = __hpvm__createNodeND(0, conv2);
  void *l3 = __hpvm__createNodeND(0, fc1);
  void *l4 = __hpvm__createNodeND(0, fc2);
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
  } in[9];
  void *result;
  size_t result_bytes;
};

int main(int argc, char **argv) {
  std::string dir = argc > 1 ? argv[1] : "data";
  auto weights = [&](const char *name, long n, long c, long h, long w) {
    return readTrainedWeights((dir + "/lenet_" + name + ".bin").c_str(),
                              float_type, n, c, h, w);
  };
  RootIn args = {};
  args.in[1].tensor = weights("conv1_w", 8, 1, 3, 3);
  args.in[2].tensor = weights("conv1_b", 1, 8, 1, 1);
  args.in[3].tensor = weights("conv2_w", 16, 8, 3, 3);
  args.in[4].tensor = weights("conv2_b", 1, 16, 1, 1);
  args.in[5].tensor = weights("fc1_w", 1, 1, 64, 32);
  args.in[6].tensor = weights("fc1_b", 1, 32, 1, 1);
  args.in[7].tensor = weights("fc2_w", 1, 1, 32, 10);
  args.in[8].tensor = weights("fc2_b", 1, 10, 1, 1);

  __hpvm__init();
  startMemTracking();
  args.in[0].tensor = readInputBatch((dir + "/test_input.bin").c_str(), nchw, 0,
                                     digits::Images, 1, 8, 8);
  __hpvm__wait(__hpvm__launch(0, root, &args));
  int status = digits::check("lenet", dir, args.result);
  freeBatchMemory();
  __hpvm__cleanup();
  return status;
}
