// A LeNet-style CNN forward pass written in HPVM-C as the HPVM release's
// benchmarks are (one node per layer, tensors made by its utilities), on a
// small batch with pseudo-random weights, compared with the same network
// computed by loop nests (Inputs/lenet-reference.h).
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// CHECK: lenet: 3 images x 10 classes, |error| < 1e-4, same predictions
#include "Inputs/lenet-reference.h"
#include <hpvm.h>

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

int main() {
  lenet::Weights w = lenet::makeWeights();
  RootIn args = {};
  for (int t = 0; t != 9; ++t)
    args.args[t].tensor = w.tensors[t];

  __hpvm__init();
  startMemTracking();
  __hpvm__wait(__hpvm__launch(0, root, &args));
  hpvm_request_tensor(args.result, 0);
  lenet::check(w, args.result);
  freeBatchMemory();
  __hpvm__cleanup();
  return 0;
}
