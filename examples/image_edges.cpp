// image_edges.cpp - edge detection built from tensor convolutions: a 3x3
// Gaussian blur, then the two Sobel gradients as the two output channels of
// one convolution, on a synthetic 96x96 image. Written with pragmas and the
// C++ tensor API (docs/tensors.md).
//
//   hpvmcc -O2 examples/image_edges.cpp -o image_edges && ./image_edges
//
// Checks the exact result against loop nests by PSNR, then runs the Sobel
// layer with perforated rows (a knob chosen at run time) and prints the
// PSNR of that approximation against the exact edges.
//
//   ./image_edges --write FILE [SCENE]
//
// only computes the edges of scene 0 (the default) or 1 (the disc and bar
// elsewhere) under the knobs of the environment (HPVM_TENSOR_CONFIG, ...)
// and writes them to FILE as raw float32 values: hpvm-tune's PSNR input
// (docs/tuning.md).
// SANITIZER-TESTS: skip the tensors made before startMemTracking are never freed (LeakSanitizer reports them)
#include <hpvm/tensor.h>
#include <tensorUtils.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

using namespace hpvm::tensor;

const int N = 96;

tensor edges(tensor image, tensor blur, tensor sobel) {
  tensor smooth, grad;
#pragma hpvm graph
  {
#pragma hpvm node name(blur) out(smooth)
    smooth = conv2d(image, blur, {1, 1});
#pragma hpvm node name(sobel) out(grad)
    grad = conv2d(smooth, sobel, {1, 1});
  }
  return grad;
}

tensor make(long c, long k, std::vector<float> values) {
  auto *t = static_cast<Tensor *>(
      create4DTensor(float_type, nchw, c, k, values.size() / (c * k) / 3, 3));
  std::copy(values.begin(), values.end(), static_cast<float *>(t->host_data));
  return from_handle(t);
}

/// The same two convolutions by loop nests (zero padding).
std::vector<float> reference(const float *img, const std::vector<float> &blur,
                             const std::vector<float> &sobel) {
  auto conv = [](const std::vector<float> &in, const float *f) {
    std::vector<float> out(N * N);
    for (int y = 0; y != N; ++y)
      for (int x = 0; x != N; ++x) {
        float s = 0;
        for (int dy = -1; dy <= 1; ++dy)
          for (int dx = -1; dx <= 1; ++dx)
            if (y + dy >= 0 && y + dy < N && x + dx >= 0 && x + dx < N)
              s += in[(y + dy) * N + x + dx] * f[(dy + 1) * 3 + dx + 1];
        out[y * N + x] = s;
      }
    return out;
  };
  std::vector<float> smooth =
      conv(std::vector<float>(img, img + N * N), blur.data());
  std::vector<float> gx = conv(smooth, sobel.data());
  std::vector<float> gy = conv(smooth, sobel.data() + 9);
  gx.insert(gx.end(), gy.begin(), gy.end());
  return gx;
}

/// A disc and a bar on a gradient; scene 1 moves them.
Tensor *scene(int which) {
  auto *img =
      static_cast<Tensor *>(create4DTensor(float_type, nchw, 1, 1, N, N));
  float *p = static_cast<float *>(img->host_data);
  int cx = which ? 60 : 40, cy = which ? 35 : 50, bar = which ? 20 : 70;
  for (int y = 0; y != N; ++y)
    for (int x = 0; x != N; ++x)
      p[y * N + x] = 0.3f * x / N +
                     ((x - cx) * (x - cx) + (y - cy) * (y - cy) < 400) +
                     0.5f * (y > bar && y < bar + 15 + 80 * !which &&
                             x > 10 && x < 80);
  return img;
}

int main(int argc, char **argv) {
  Tensor *img = scene(argc > 3 ? std::atoi(argv[3]) : 0);
  float *p = static_cast<float *>(img->host_data);
  std::vector<float> blur = {1, 2, 1, 2, 4, 2, 1, 2, 1};
  for (float &v : blur)
    v /= 16;
  std::vector<float> sobel = {-1, 0,  1,  -2, 0, 2, -1, 0, 1,
                              -1, -2, -1, 0,  0, 0, 1,  2, 1};
  tensor image = from_handle(img), b = make(1, 1, blur), s = make(2, 1, sobel);
  if (argc > 2 && std::strcmp(argv[1], "--write") == 0) {
    auto *out = static_cast<Tensor *>(handle(edges(image, b, s)));
    hpvm_request_tensor(out, 0);
    std::FILE *f = std::fopen(argv[2], "wb");
    bool written = f && std::fwrite(out->host_data, sizeof(float),
                                    out->num_elems, f) == out->num_elems;
    return f && std::fclose(f) == 0 && written ? 0 : 1;
  }
  std::vector<float> want = reference(p, blur, sobel);
  auto *ref =
      static_cast<Tensor *>(create4DTensor(float_type, nchw, 1, 2, N, N));
  std::copy(want.begin(), want.end(), static_cast<float *>(ref->host_data));

  startMemTracking();
  double exact = hpvm_tensor_psnr(handle(edges(image, b, s)), ref);
  std::printf("image_edges: exact edges against loop nests: PSNR %s 100 dB\n",
              exact > 100 ? "above" : "BELOW");
  // A pragma leaf's operations are named after its generated function,
  // which ends in the node's name (hpvmcc --emit=dfg lists them).
  hpvm_tensor_set_knob("__hpvm_leaf_edges_0_1_sobel", "perf_row_50_1");
  double perforated = hpvm_tensor_psnr(handle(edges(image, b, s)), ref);
  std::printf("image_edges: sobel with perforated rows: PSNR %.0f dB\n",
              perforated);
  freeBatchMemory();
  return exact > 100 && perforated > 10 ? 0 : 1;
}
