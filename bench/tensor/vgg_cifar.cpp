// vgg_cifar.cpp - a VGG-style network of CIFAR-10's shapes (3x32x32 images,
// convolutions of 64, 128 and 256 channels, two dense layers; random
// weights of a fixed seed), written with pragmas as the digits networks
// are: the tensor runtime's FP16 against its FP32 on the GPU where layers
// give tensor cores work (the digits networks' 8-32 channels do not).
//
//   hpvmcc -O3 vgg_cifar.cpp -o vgg_cifar
//   ./vgg_cifar BATCH REPEATS [SCORES]
//
// Prints "vgg batch BATCH: T us per batch", the median of REPEATS
// inferences after a warm-up (input copy, layers, result copy, as the
// digits programs time them: digits_check.h). With SCORES: the first run's
// scores are written there if the file is missing, else compared with it (the
// other precision's run): the largest difference and how many predictions
// agree; exit status 1 if fewer than 99% do. HPVM_TENSOR_CONFIG with '* fp16'
// runs every operation in half precision (bench/tensor/run-vgg-gpu.sh).
#include <hpvm/tensor.h>
#include <tensorUtils.h>

#include "../../examples/digits/digits_check.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

using namespace hpvm::tensor;

namespace {

struct Layer {
  tensor w, b;
};

struct Weights {
  Layer c1, c2, c3, c4, c5, c6, fc1, fc2;
};

tensor forward(tensor x, const Weights &w) {
  tensor c1w = w.c1.w, c1b = w.c1.b, c2w = w.c2.w, c2b = w.c2.b, c3w = w.c3.w,
         c3b = w.c3.b, c4w = w.c4.w, c4b = w.c4.b, c5w = w.c5.w, c5b = w.c5.b,
         c6w = w.c6.w, c6b = w.c6.b, f1w = w.fc1.w, f1b = w.fc1.b,
         f2w = w.fc2.w, f2b = w.fc2.b;
  tensor h1, h2, h3, h4, h5, h6, h7, y;
#pragma hpvm graph
  {
#pragma hpvm node out(h1)
    h1 = relu(add(conv2d(x, c1w, {1, 1}), c1b));
#pragma hpvm node out(h2)
    h2 = max_pool(relu(add(conv2d(h1, c2w, {1, 1}), c2b)));
#pragma hpvm node out(h3)
    h3 = relu(add(conv2d(h2, c3w, {1, 1}), c3b));
#pragma hpvm node out(h4)
    h4 = max_pool(relu(add(conv2d(h3, c4w, {1, 1}), c4b)));
#pragma hpvm node out(h5)
    h5 = relu(add(conv2d(h4, c5w, {1, 1}), c5b));
#pragma hpvm node out(h6)
    h6 = max_pool(relu(add(conv2d(h5, c6w, {1, 1}), c6b)));
#pragma hpvm node out(h7)
    h7 = relu(add(matmul(h6, f1w), f1b));
#pragma hpvm node out(y)
    y = softmax(add(matmul(h7, f2w), f2b));
  }
  return y;
}

/// A tensor of the given shape, uniform in [-Scale, Scale).
tensor randomTensor(std::mt19937 &Rng, float Scale, size_t N, size_t C,
                    size_t H, size_t W) {
  auto *T =
      static_cast<hpvm_tensor *>(create4DTensor(float_type, nchw, N, C, H, W));
  std::uniform_real_distribution<float> U(-Scale, Scale);
  auto *Data = static_cast<float *>(T->host_data);
  for (size_t I = 0; I != N * C * H * W; ++I)
    Data[I] = U(Rng);
  return from_handle(T);
}

/// A convolution of In -> Out channels, K x K, He-scaled.
Layer conv(std::mt19937 &Rng, size_t In, size_t Out, size_t K = 3) {
  float Scale = std::sqrt(6.0f / float(In * K * K));
  return {randomTensor(Rng, Scale, Out, In, K, K),
          randomTensor(Rng, 0.05f, 1, Out, 1, 1)};
}

/// A dense layer of In -> Out features.
Layer dense(std::mt19937 &Rng, size_t In, size_t Out) {
  float Scale = std::sqrt(6.0f / float(In));
  return {randomTensor(Rng, Scale, 1, 1, In, Out),
          randomTensor(Rng, 0.05f, 1, Out, 1, 1)};
}

/// Compares Scores (Rows x 10) with those in File, or writes them there.
int compareOrWrite(const char *File, const float *Scores, size_t Rows) {
  size_t Count = Rows * 10;
  if (FILE *F = std::fopen(File, "rb")) {
    std::vector<float> Other(Count);
    size_t Read = std::fread(Other.data(), sizeof(float), Count, F);
    std::fclose(F);
    if (Read != Count) {
      std::fprintf(stderr, "vgg: %s holds %zu scores, not %zu\n", File, Read,
                   Count);
      return 1;
    }
    float Largest = 0;
    size_t Same = 0;
    for (size_t R = 0; R != Rows; ++R) {
      const float *A = Scores + R * 10, *B = Other.data() + R * 10;
      for (int I = 0; I != 10; ++I)
        Largest = std::max(Largest, std::fabs(A[I] - B[I]));
      Same +=
          std::max_element(A, A + 10) - A == std::max_element(B, B + 10) - B;
    }
    std::printf("vgg: against %s: largest score difference %.2g, same "
                "prediction for %zu of %zu images\n",
                File, Largest, Same, Rows);
    return Same * 100 >= Rows * 99 ? 0 : 1;
  }
  FILE *F = std::fopen(File, "wb");
  if (!F || std::fwrite(Scores, sizeof(float), Count, F) != Count) {
    std::fprintf(stderr, "vgg: cannot write %s\n", File);
    return 1;
  }
  std::fclose(F);
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: %s BATCH REPEATS [SCORES]\n", argv[0]);
    return 2;
  }
  size_t Batch = std::max(1, std::atoi(argv[1]));
  int Repeats = std::max(1, std::atoi(argv[2]));
  std::mt19937 Rng(7);
  Weights w{conv(Rng, 3, 64),
            conv(Rng, 64, 64),
            conv(Rng, 64, 128),
            conv(Rng, 128, 128),
            conv(Rng, 128, 256),
            conv(Rng, 256, 256),
            dense(Rng, 256 * 4 * 4, 512),
            dense(Rng, 512, 10)};
  std::vector<float> Pixels(Batch * 3 * 32 * 32);
  std::uniform_real_distribution<float> U(0.0f, 1.0f);
  for (float &P : Pixels)
    P = U(Rng);
  int Status = 0;
  double Us = digits::medianInferenceUs(
      Pixels, {Batch, 3, 32, 32}, Repeats,
      [&](void *X) { return handle(forward(from_handle(X), w)); },
      [&](void *Result, int Run) {
        if (Run == -1 && argc > 3)
          Status =
              compareOrWrite(argv[3],
                             static_cast<float *>(
                                 static_cast<hpvm_tensor *>(Result)->host_data),
                             Batch);
      });
  std::printf("vgg batch %zu: %.1f us per batch\n", Batch, Us);
  return Status;
}
