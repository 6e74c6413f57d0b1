//===- Tensor.cpp - tensor descriptors of the tensor runtime --------------===//
#include "Tensor.h"
#include "cuda/GpuOps.h"

#include <algorithm>
#include <cassert>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <vector>

namespace hpvm::tensor {
namespace {

/// The tensors of the current batch, and the host buffers of the last
/// batch's: a batch loop makes the same shapes again, and a buffer taken
/// back is already in memory (a fresh one of this size is mapped by malloc
/// and faulted in page by page, as much system time as oneDNN's work).
struct Batch {
  std::mutex Lock;
  std::vector<hpvm_tensor *> Tensors;
  std::multimap<size_t, void *> Spare; // by size in bytes
};

Batch &batch() {
  static Batch *B = new Batch; // used until exit, its buffers reachable
  return *B;
}

/// A host buffer of \p Bytes, for a tensor of the current batch when
/// \p InBatch: a spare one of that size if there is one.
void *hostBuffer(size_t Bytes, bool InBatch) {
  if (InBatch) {
    Batch &B = batch();
    std::lock_guard<std::mutex> G(B.Lock);
    auto It = B.Spare.find(Bytes);
    if (It != B.Spare.end()) {
      void *Buffer = It->second;
      B.Spare.erase(It);
      return Buffer;
    }
  }
  return std::malloc(Bytes);
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
  T->host_data =
      hostBuffer((T->num_elems ? T->num_elems : 1) * sizeof(float), InBatch);
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
  // Spare buffers this batch did not take back are not needed any more.
  for (auto &[Bytes, Buffer] : B.Spare)
    std::free(Buffer);
  B.Spare.clear();
  for (hpvm_tensor *T : B.Tensors) {
    gpu::release(*T);
    B.Spare.emplace(std::max<size_t>(T->size_in_bytes, sizeof(float)),
                    T->host_data);
    std::free(T);
  }
  B.Tensors.clear();
}

void hpvm_tensor_request(void *T, int) {
  if (!T)
    opError("hpvm_request_tensor", "a null tensor");
  gpu::syncToHost(*static_cast<hpvm_tensor *>(T));
}

} // extern "C"
