// deep_digits.cpp - a deeper CNN on the digits test set, written with
// pragmas and the C++ tensor API: one node per layer (convolution, batch
// norm, depthwise convolution, 1x1 convolution, pooling, dense).
//
//   hpvmcc -O2 deep_digits.cpp -o deep_digits && ./deep_digits data
//   ./deep_digits data --time 20      # inference time (bench/tensor/run.sh)
//
// Prints the accuracy and how many predictions are PyTorch's (exit status
// 1 below 99.5%). Compiled by a plain C++ compiler (pragmas ignored, linked
// with libhpvm-tensor), it runs the same layers sequentially.
#include <hpvm/tensor.h>
#include <tensorUtils.h>

#include "digits_check.h"

#include <string>

using namespace hpvm::tensor;

struct BatchNorm {
  tensor gamma, beta, mean, variance;
};

struct Weights {
  tensor conv1_w, conv1_b, dw_w, dw_b, conv2_w, conv2_b, conv3_w, conv3_b, fc_w,
      fc_b;
  BatchNorm bn1, bn2;
};

tensor forward(tensor x, const Weights &w) {
  tensor c1w = w.conv1_w, c1b = w.conv1_b, dww = w.dw_w, dwb = w.dw_b,
         c2w = w.conv2_w, c2b = w.conv2_b, c3w = w.conv3_w, c3b = w.conv3_b,
         fcw = w.fc_w, fcb = w.fc_b;
  tensor g1 = w.bn1.gamma, be1 = w.bn1.beta, m1 = w.bn1.mean,
         v1 = w.bn1.variance;
  tensor g2 = w.bn2.gamma, be2 = w.bn2.beta, m2 = w.bn2.mean,
         v2 = w.bn2.variance;
  tensor h1, h2, h3, h4, y;
#pragma hpvm graph
  {
#pragma hpvm node out(h1)
    h1 = relu(
        batchnorm(add(conv2d(x, c1w, {1, 1}), c1b), g1, be1, m1, v1, 1e-5));
#pragma hpvm node out(h2)
    h2 = relu(batchnorm(add(group_conv2d(h1, dww, 16, {1, 1}), dwb), g2, be2,
                        m2, v2, 1e-5));
#pragma hpvm node out(h3)
    h3 = max_pool(relu(add(conv2d(h2, c2w), c2b)));
#pragma hpvm node out(h4)
    h4 = mean_pool(relu(add(conv2d(h3, c3w, {1, 1}), c3b)));
#pragma hpvm node out(y)
    y = softmax(add(matmul(h4, fcw), fcb));
  }
  return y;
}

int main(int argc, char **argv) {
  std::string dir = argc > 1 ? argv[1] : "data";
  auto read = [&](const char *name, long n, long c, long h, long w) {
    return from_handle(readTrainedWeights(
        (dir + "/deep_" + name + ".bin").c_str(), float_type, n, c, h, w));
  };
  auto bn = [&](const char *name) {
    std::string p = name;
    return BatchNorm{read((p + "_gamma").c_str(), 1, 16, 1, 1),
                     read((p + "_beta").c_str(), 1, 16, 1, 1),
                     read((p + "_mean").c_str(), 1, 16, 1, 1),
                     read((p + "_variance").c_str(), 1, 16, 1, 1)};
  };
  Weights w{read("conv1_w", 16, 1, 3, 3),
            read("conv1_b", 1, 16, 1, 1),
            read("dw_w", 16, 1, 3, 3),
            read("dw_b", 1, 16, 1, 1),
            read("conv2_w", 32, 16, 1, 1),
            read("conv2_b", 1, 32, 1, 1),
            read("conv3_w", 32, 32, 3, 3),
            read("conv3_b", 1, 32, 1, 1),
            read("fc_w", 1, 1, 128, 10),
            read("fc_b", 1, 10, 1, 1),
            bn("bn1"),
            bn("bn2")};
  auto run = [&](void *x) {
    return handle(forward(from_handle(x), w));
  };
  if (digits::timeIfAsked(argc, argv, "deep", dir, run) ||
      digits::evaluateIfAsked(argc, argv, "deep", dir, run) ||
      digits::deadlineIfAsked(argc, argv, "deep", dir, run))
    return 0;
  startMemTracking();
  tensor x = from_handle(readInputBatch((dir + "/test_input.bin").c_str(), nchw,
                                        0, digits::Images, 1, 8, 8));
  int status = digits::check("deep", dir, handle(forward(x, w)));
  freeBatchMemory();
  return status;
}
