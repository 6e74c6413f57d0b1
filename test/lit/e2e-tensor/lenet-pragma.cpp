// The network of lenet-forward.cpp written with pragmas and the C++ tensor
// API (hpvm/tensor.h): one node per layer, tensors carried by out(...).
// Compiled by hpvmcc and, as its own sequential reference, by clang++ with
// the pragmas ignored; both compared with loop nests.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: %clangxx -O2 %s %tensor_seq -o %t.seq && %t.seq | FileCheck %s
// CHECK: lenet: 3 images x 10 classes, |error| < 1e-4, same predictions
#include "Inputs/lenet-reference.h"
#include <hpvm/tensor.h>

using namespace hpvm::tensor;

tensor forward(tensor x, tensor w1, tensor b1, tensor w2, tensor b2, tensor w3,
               tensor b3, tensor w4, tensor b4) {
  tensor h1, h2, h3, y;
#pragma hpvm graph
  {
#pragma hpvm node out(h1)
    h1 = max_pool(tanh(add(conv2d(x, w1, {1, 1}), b1)));
#pragma hpvm node out(h2)
    h2 = relu(add(conv2d(h1, w2, {1, 2}), b2));
#pragma hpvm node out(h3)
    h3 = relu(add(matmul(h2, w3), b3));
#pragma hpvm node out(y)
    y = softmax(add(matmul(h3, w4), b4));
  }
  return y;
}

int main() {
  lenet::Weights w = lenet::makeWeights();
  tensor t[9];
  for (int i = 0; i != 9; ++i)
    t[i] = from_handle(w.tensors[i]);
  startMemTracking();
  tensor y = forward(t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7], t[8]);
  lenet::check(w, handle(y));
  freeBatchMemory();
  return 0;
}
