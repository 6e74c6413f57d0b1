//===- Tensor.cpp - tensor descriptors of the tensor runtime --------------===//
#include "Tensor.h"
#include "cuda/GpuOps.h"

#include <cassert>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <vector>

namespace hpvm::tensor {
namespace {

struct Batch {
  std::mutex Lock;
  std::vector<hpvm_tensor *> Tensors;
};

Batch &batch() {
  static Batch B;
  return B;
}

} // namespace

hpvm_tensor *makeTensor(const std::vector<size_t> &Dims, bool InBatch) {
  assert(Dims.size() >= 1 && Dims.size() <= 4 && "tensors have 1-4 dims");
  auto *T = static_cast<hpvm_tensor *>(std::calloc(1, sizeof(hpvm_tensor)));
  T->data_type = HPVM_TENSOR_FLOAT;
  T->data_format = HPVM_TENSOR_NCHW;
  T->dims.num_dims = static_cast<int>(Dims.size());
  T->dims.dim_sizes = T->dim_storage;
  T->num_elems = 1;
  size_t Idx = 0;
  for (size_t D : Dims) {
    T->dim_storage[Idx++] = D;
    T->num_elems *= D;
  }
  T->size_in_bytes = T->num_elems * sizeof(float);
  // One element at least, so that an empty tensor still has data.
  T->host_data = std::malloc((T->num_elems ? T->num_elems : 1) * sizeof(float));
  if (!T->host_data)
    opError("hpvm_tensor_create", "out of memory for a tensor of " +
                                      std::to_string(T->size_in_bytes) +
                                      " bytes");
  if (InBatch) {
    Batch &B = batch();
    std::lock_guard<std::mutex> G(B.Lock);
    B.Tensors.push_back(T);
  }
  return T;
}

hpvm_tensor *makeLike(const hpvm_tensor &T) {
  return makeTensor(
      std::vector<size_t>(T.dims.dim_sizes, T.dims.dim_sizes + T.dims.num_dims),
      /*InBatch=*/true);
}

Dims4 dims4(const hpvm_tensor &T) {
  Dims4 D{1, 1, 1, 1};
  for (int Idx = 0; Idx != T.dims.num_dims; ++Idx)
    D[Idx] = T.dims.dim_sizes[Idx];
  return D;
}

std::string shapeText(const hpvm_tensor &T) {
  std::string S;
  for (int Idx = 0; Idx != T.dims.num_dims; ++Idx)
    S += (Idx ? "x" : "") + std::to_string(T.dims.dim_sizes[Idx]);
  return S;
}

hpvm_tensor &floatTensor(const char *Op, void *Handle, const char *What) {
  if (!Handle)
    opError(Op, std::string("the ") + What + " is a null tensor");
  auto &T = *static_cast<hpvm_tensor *>(Handle);
  if (T.data_type != HPVM_TENSOR_FLOAT)
    opError(Op, std::string("the ") + What + " has element type " +
                    std::to_string(T.data_type) +
                    "; operations take float tensors (type 0)");
  return T;
}

void opError(const char *Op, const std::string &Message) {
  std::fprintf(stderr, "hpvm-tensor: error: %s: %s\n", Op, Message.c_str());
  std::exit(1);
}

} // namespace hpvm::tensor

using namespace hpvm::tensor;

extern "C" {

hpvm_tensor *hpvm_tensor_create(int DataType, int DataFormat, size_t N,
                                size_t C, size_t H, size_t W) {
  if (DataType != HPVM_TENSOR_FLOAT || DataFormat != HPVM_TENSOR_NCHW)
    opError("hpvm_tensor_create",
            "only float (0) NCHW (0) tensors can be made, not type " +
                std::to_string(DataType) + " layout " +
                std::to_string(DataFormat));
  if (!N || !C || !H || !W)
    opError("hpvm_tensor_create", "dimensions must be positive");
  hpvm_tensor *T = makeTensor({N, C, H, W}, /*InBatch=*/false);
  std::memset(T->host_data, 0, T->size_in_bytes);
  return T;
}

void hpvm_tensor_free(hpvm_tensor *T) {
  if (!T)
    return;
  gpu::release(*T);
  std::free(T->host_data);
  std::free(T);
}

void hpvm_tensor_start_batch(void) {
  Batch &B = batch();
  std::lock_guard<std::mutex> G(B.Lock);
  B.Tensors.clear();
}

void hpvm_tensor_free_batch(void) {
  Batch &B = batch();
  std::lock_guard<std::mutex> G(B.Lock);
  for (hpvm_tensor *T : B.Tensors)
    hpvm_tensor_free(T);
  B.Tensors.clear();
}

void hpvm_tensor_request(void *T, int) {
  if (!T)
    opError("hpvm_request_tensor", "a null tensor");
  gpu::syncToHost(*static_cast<hpvm_tensor *>(T));
}

} // extern "C"
