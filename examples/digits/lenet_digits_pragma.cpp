// lenet_digits_pragma.cpp - lenet_digits.cpp's network written with pragmas
// and the C++ tensor API: one node per layer.
//
//   hpvmcc -O2 lenet_digits_pragma.cpp -o lenet_digits_pragma
//   ./lenet_digits_pragma data
//   ./lenet_digits_pragma data --time 20   # inference time (bench/tensor)
#include <hpvm/tensor.h>
#include <tensorUtils.h>

#include "digits_check.h"

#include <string>

using namespace hpvm::tensor;

tensor forward(tensor x, tensor w1, tensor b1, tensor w2, tensor b2, tensor w3,
               tensor b3, tensor w4, tensor b4) {
  tensor h1, h2, h3, y;
#pragma hpvm graph
  {
#pragma hpvm node out(h1)
    h1 = max_pool(tanh(add(conv2d(x, w1, {1, 1}), b1)));
#pragma hpvm node out(h2)
    h2 = max_pool(tanh(add(conv2d(h1, w2, {1, 1}), b2)));
#pragma hpvm node out(h3)
    h3 = relu(add(matmul(h2, w3), b3));
#pragma hpvm node out(y)
    y = softmax(add(matmul(h3, w4), b4));
  }
  return y;
}

int main(int argc, char **argv) {
  std::string dir = argc > 1 ? argv[1] : "data";
  auto read = [&](const char *name, long n, long c, long h, long w) {
    return from_handle(readTrainedWeights(
        (dir + "/lenet_" + name + ".bin").c_str(), float_type, n, c, h, w));
  };
  tensor w1 = read("conv1_w", 8, 1, 3, 3), b1 = read("conv1_b", 1, 8, 1, 1),
         w2 = read("conv2_w", 16, 8, 3, 3), b2 = read("conv2_b", 1, 16, 1, 1),
         w3 = read("fc1_w", 1, 1, 64, 32), b3 = read("fc1_b", 1, 32, 1, 1),
         w4 = read("fc2_w", 1, 1, 32, 10), b4 = read("fc2_b", 1, 10, 1, 1);
  auto run = [&](void *x) {
    return handle(forward(from_handle(x), w1, b1, w2, b2, w3, b3, w4, b4));
  };
  if (digits::timeIfAsked(argc, argv, "lenet", dir, run) ||
      digits::evaluateIfAsked(argc, argv, "lenet", dir, run) ||
      digits::deadlineIfAsked(argc, argv, "lenet", dir, run))
    return 0;
  startMemTracking();
  tensor x = from_handle(readInputBatch((dir + "/test_input.bin").c_str(), nchw,
                                        0, digits::Images, 1, 8, 8));
  int status = digits::check(
      "lenet", dir, handle(forward(x, w1, b1, w2, b2, w3, b3, w4, b4)));
  freeBatchMemory();
  return status;
}
