// Two tensor leaves without a path between them run at the same time, as
// OpenMP tasks of the graph's team (the two branches of a ResNet block,
// each ending in a batch normalization). oneDNN's batch normalization of
// tensors this large synchronizes its threads with `omp barrier`, which
// bound to the graph's team: the program (the release's resnet50_imagenet)
// hung. Both results are checked against the formula.
// RUN: %hpvmcc -O2 %s -o %t
// RUN: timeout 120 %t | FileCheck %s
// CHECK: batchnorm branches: 2 x 3097600 elements, |error| < 1e-4
#include <hpvm.h>
#include <tensorUtils.h>

#include <cmath>
#include <cstdio>

void normalize(void *x, size_t xb, void *g, size_t gb, void *b, size_t bb,
               void *m, size_t mb, void *v, size_t vb) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(5, x, g, b, m, v, 0);
  __hpvm__return(2, __hpvm__tensor_batchnorm(x, g, b, m, v, 0.001), (size_t)0);
}

void normalizeToo(void *x, size_t xb, void *g, size_t gb, void *b, size_t bb,
                  void *m, size_t mb, void *v, size_t vb) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(5, x, g, b, m, v, 0);
  __hpvm__return(2, __hpvm__tensor_batchnorm(x, g, b, m, v, 0.001), (size_t)0);
}

void root(void *x, size_t xb, void *g, size_t gb, void *b, size_t bb, void *m,
          size_t mb, void *v, size_t vb, void *g2, size_t g2b) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(6, x, g, b, m, v, g2, 0);
  void *A = __hpvm__createNodeND(0, normalize);
  void *B = __hpvm__createNodeND(0, normalizeToo);
  __hpvm__bindIn(A, 0, 0, 0);
  __hpvm__bindIn(A, 1, 1, 0);
  __hpvm__bindIn(A, 4, 4, 0);
  __hpvm__bindIn(A, 5, 5, 0);
  __hpvm__bindIn(A, 6, 6, 0);
  __hpvm__bindIn(A, 7, 7, 0);
  __hpvm__bindIn(A, 8, 8, 0);
  __hpvm__bindIn(A, 9, 9, 0);
  __hpvm__bindIn(B, 0, 0, 0);
  __hpvm__bindIn(B, 1, 1, 0);
  __hpvm__bindIn(B, 4, 4, 0);
  __hpvm__bindIn(B, 5, 5, 0);
  __hpvm__bindIn(B, 6, 6, 0);
  __hpvm__bindIn(B, 7, 7, 0);
  __hpvm__bindIn(B, 8, 8, 0);
  __hpvm__bindIn(B, 9, 9, 0);
  __hpvm__bindIn(A, 2, 2, 0);
  __hpvm__bindIn(A, 3, 3, 0);
  __hpvm__bindIn(B, 10, 2, 0);
  __hpvm__bindIn(B, 11, 3, 0);
  __hpvm__bindOut(A, 0, 0, 0);
  __hpvm__bindOut(B, 0, 1, 0);
}

struct Args {
  void *x;
  size_t xb;
  void *g;
  size_t gb;
  void *b;
  size_t bb;
  void *m;
  size_t mb;
  void *v;
  size_t vb;
  void *g2;
  size_t g2b;
  void *ra;
  void *rb;
};

float *data(void *T) { return static_cast<float *>(((Tensor *)T)->host_data); }

int main() {
  const size_t N = 4, C = 256, HW = 55 * 55;
  Args A{};
  A.x = create4DTensor(float_type, nchw, N, C, 55, 55);
  void **Params[] = {&A.g, &A.b, &A.m, &A.v, &A.g2};
  for (void **P : Params)
    *P = create4DTensor(float_type, nchw, 1, C, 1, 1);
  for (size_t I = 0; I != N * C * HW; ++I)
    data(A.x)[I] = float(I % 7);
  for (size_t K = 0; K != C; ++K) {
    data(A.g)[K] = 1.0f + K % 3;
    data(A.g2)[K] = -0.5f;
    data(A.b)[K] = 0.25f;
    data(A.m)[K] = float(K % 5);
    data(A.v)[K] = 1.0f + K % 2;
  }
  __hpvm__init();
  __hpvm__wait(__hpvm__launch(0, root, &A));
  hpvm_request_tensor(A.ra, 0);
  hpvm_request_tensor(A.rb, 0);
  double Worst = 0;
  for (size_t I = 0; I != N * C * HW; ++I) {
    size_t K = I / HW % C;
    double Norm =
        (data(A.x)[I] - data(A.m)[K]) / std::sqrt(double(data(A.v)[K]) + 0.001);
    Worst = std::fmax(
        Worst, std::fabs(data(A.ra)[I] - (Norm * data(A.g)[K] + data(A.b)[K])));
    Worst = std::fmax(Worst, std::fabs(data(A.rb)[I] -
                                       (Norm * data(A.g2)[K] + data(A.b)[K])));
  }
  std::printf("batchnorm branches: 2 x %zu elements, |error| %s 1e-4\n",
              N * C * HW, Worst < 1e-4 ? "<" : ">=");
  __hpvm__cleanup();
  for (void *T : {A.x, A.g, A.b, A.m, A.v, A.g2, A.ra, A.rb})
    hpvm_tensor_free(static_cast<Tensor *>(T));
  return Worst < 1e-4 ? 0 : 1;
}
