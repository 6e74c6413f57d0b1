//===- tensor.h - tensor operations for #pragma hpvm nodes ------*- C++ -*-===//
//
// A network written as a graph of pragma nodes, one layer each:
//
//   hpvm::tensor::tensor h, y;
//   #pragma hpvm graph
//   {
//   #pragma hpvm node out(h)
//     h = tanh(add(conv2d(x, w1, {1, 1}), b1));   // pad 1, stride 1
//   #pragma hpvm node out(y)
//     y = softmax(add(matmul(h, w2), b2));
//   }
//
// A tensor is a handle the pragma rewriter treats as a scalar: captured by
// value, and carried from node to node by out(...). Under hpvmcc each
// operation is the HPVM-C __hpvm__tensor_* call of the same meaning
// (docs/tensors.md); compiled by a plain C++ compiler (pragmas ignored) it
// calls the tensor runtime directly, so the program is its own sequential
// reference.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_TENSOR_H
#define HPVM_TENSOR_H

#include "hpvm.h"
#include "hpvm_tensor.h"

#include <stdint.h>

namespace hpvm {
namespace tensor {

/// A tensor handle (hpvm_tensor * underneath).
enum class tensor : uintptr_t {};

/// Padding and stride of a convolution: {pad, stride} for both dimensions,
/// or {pad_h, pad_w, stride_h, stride_w}.
struct conv_params {
  int pad_h = 0, pad_w = 0, stride_h = 1, stride_w = 1;
  conv_params() = default;
  conv_params(int pad, int stride)
      : pad_h(pad), pad_w(pad), stride_h(stride), stride_w(stride) {}
  conv_params(int ph, int pw, int sh, int sw)
      : pad_h(ph), pad_w(pw), stride_h(sh), stride_w(sw) {}
};

/// A square pooling window of \p size, moved by \p stride, over the input
/// padded by \p pad.
struct pool_params {
  int size = 2, stride = 2, pad = 0;
};

inline tensor from_handle(void *t) { return tensor(uintptr_t(t)); }
inline hpvm_tensor *handle(tensor t) {
  return reinterpret_cast<hpvm_tensor *>(uintptr_t(t));
}

#ifdef __HPVMCC__
#define HPVM_TENSOR_OP(call, direct) from_handle(call)
#define HPVM_TENSOR_HELPER inline __attribute__((__always_inline__))
#else
#define HPVM_TENSOR_OP(call, direct) from_handle(direct)
#define HPVM_TENSOR_HELPER inline
#endif
#define HPVM_T(x) ((void *)handle(x))

HPVM_TENSOR_HELPER tensor conv2d(tensor x, tensor w, conv_params p = {}) {
  return HPVM_TENSOR_OP(
      __hpvm__tensor_convolution(HPVM_T(x), HPVM_T(w), p.pad_h, p.pad_w,
                                 p.stride_h, p.stride_w),
      hpvm_tensor_convolution("conv2d", HPVM_T(x), HPVM_T(w), p.pad_h, p.pad_w,
                              p.stride_h, p.stride_w));
}
/// Convolution in \p groups groups (depthwise: groups = channels).
HPVM_TENSOR_HELPER tensor group_conv2d(tensor x, tensor w, int groups,
                                       conv_params p = {}) {
  return HPVM_TENSOR_OP(
      __hpvm__tensor_group_convolution(HPVM_T(x), HPVM_T(w), p.pad_h, p.pad_w,
                                       p.stride_h, p.stride_w, 1, groups),
      hpvm_tensor_group_convolution("group_conv2d", HPVM_T(x), HPVM_T(w),
                                    p.pad_h, p.pad_w, p.stride_h, p.stride_w, 1,
                                    groups));
}
HPVM_TENSOR_HELPER tensor add(tensor x, tensor b) {
  return HPVM_TENSOR_OP(__hpvm__tensor_add(HPVM_T(x), HPVM_T(b)),
                        hpvm_tensor_add("add", HPVM_T(x), HPVM_T(b)));
}
HPVM_TENSOR_HELPER tensor matmul(tensor x, tensor w) {
  return HPVM_TENSOR_OP(__hpvm__tensor_mul(HPVM_T(x), HPVM_T(w)),
                        hpvm_tensor_mul("matmul", HPVM_T(x), HPVM_T(w)));
}
HPVM_TENSOR_HELPER tensor max_pool(tensor x, pool_params p = {}) {
  return HPVM_TENSOR_OP(
      __hpvm__tensor_pool_max(HPVM_T(x), p.size, p.size, p.pad, p.pad, p.stride,
                              p.stride),
      hpvm_tensor_pool_max("max_pool", HPVM_T(x), p.size, p.size, p.pad, p.pad,
                           p.stride, p.stride));
}
HPVM_TENSOR_HELPER tensor mean_pool(tensor x, pool_params p = {}) {
  return HPVM_TENSOR_OP(
      __hpvm__tensor_pool_mean(HPVM_T(x), p.size, p.size, p.pad, p.pad,
                               p.stride, p.stride),
      hpvm_tensor_pool_mean("mean_pool", HPVM_T(x), p.size, p.size, p.pad,
                            p.pad, p.stride, p.stride));
}
HPVM_TENSOR_HELPER tensor relu(tensor x) {
  return HPVM_TENSOR_OP(__hpvm__tensor_relu(HPVM_T(x)),
                        hpvm_tensor_relu("relu", HPVM_T(x)));
}
HPVM_TENSOR_HELPER tensor clipped_relu(tensor x, float lo, float hi) {
  return HPVM_TENSOR_OP(
      __hpvm__tensor_clipped_relu(HPVM_T(x), lo, hi),
      hpvm_tensor_clipped_relu("clipped_relu", HPVM_T(x), lo, hi));
}
HPVM_TENSOR_HELPER tensor tanh(tensor x) {
  return HPVM_TENSOR_OP(__hpvm__tensor_tanh(HPVM_T(x)),
                        hpvm_tensor_tanh("tanh", HPVM_T(x)));
}
HPVM_TENSOR_HELPER tensor softmax(tensor x) {
  return HPVM_TENSOR_OP(__hpvm__tensor_softmax(HPVM_T(x)),
                        hpvm_tensor_softmax("softmax", HPVM_T(x)));
}
HPVM_TENSOR_HELPER tensor batchnorm(tensor x, tensor gamma, tensor beta,
                                    tensor mean, tensor variance,
                                    double epsilon) {
  return HPVM_TENSOR_OP(
      __hpvm__tensor_batchnorm(HPVM_T(x), HPVM_T(gamma), HPVM_T(beta),
                               HPVM_T(mean), HPVM_T(variance), epsilon),
      hpvm_tensor_batchnorm("batchnorm", HPVM_T(x), HPVM_T(gamma), HPVM_T(beta),
                            HPVM_T(mean), HPVM_T(variance), epsilon));
}

#undef HPVM_T
#undef HPVM_TENSOR_HELPER
#undef HPVM_TENSOR_OP

} // namespace tensor
} // namespace hpvm

#endif // HPVM_TENSOR_H
