//===- TensorIO.cpp - reading tensors and labels, accuracy ----------------===//
//
// The files are raw little-endian arrays without a header, as the HPVM
// release's are: float32 weights and images in NCHW order, uint8 or uint32
// labels. A file shorter than what is asked for is an error.
//
//===----------------------------------------------------------------------===//
#include "Tensor.h"
#include "cuda/GpuOps.h"

#include <cstdio>
#include <cstdlib>
#include <memory>

using namespace hpvm::tensor;

namespace {

/// Reads \p Bytes at \p Offset of \p Path into \p Out, or fails naming \p Op.
void readExactly(const char *Op, const char *Path, size_t Offset, void *Out,
                 size_t Bytes) {
  std::unique_ptr<FILE, int (*)(FILE *)> F(std::fopen(Path, "rb"), std::fclose);
  if (!F)
    opError(Op, std::string("cannot open '") + Path + "'");
  if (std::fseek(F.get(), static_cast<long>(Offset), SEEK_SET) != 0 ||
      std::fread(Out, 1, Bytes, F.get()) != Bytes)
    opError(Op, std::string("'") + Path + "' has fewer than " +
                    std::to_string(Offset + Bytes) + " bytes");
}

void checkCount(const char *Op, long Count, const char *What) {
  if (Count <= 0)
    opError(Op, std::string("the ") + What + " must be positive, not " +
                    std::to_string(Count));
}

/// Labels [Start, End) of a uint32 label file, malloc'ed, or fails naming
/// \p Op.
uint32_t *readLabelSlice(const char *Op, const char *Path, int Start, int End) {
  if (Start < 0 || End <= Start)
    opError(Op, "the label range [" + std::to_string(Start) + ", " +
                    std::to_string(End) + ") is empty or negative");
  size_t Bytes = size_t(End - Start) * sizeof(uint32_t);
  auto *L = static_cast<uint32_t *>(std::malloc(Bytes));
  readExactly(Op, Path, Start * sizeof(uint32_t), L, Bytes);
  return L;
}

} // namespace

extern "C" {

hpvm_tensor *hpvm_tensor_read_weights(const char *Path, int DataType, long N,
                                      long C, long H, long W) {
  const char *Op = "readTrainedWeights";
  if (DataType != HPVM_TENSOR_FLOAT)
    opError(Op, "weights are read as float (type 0), not type " +
                    std::to_string(DataType));
  for (long D : {N, C, H, W})
    checkCount(Op, D, "dimension");
  hpvm_tensor *T = makeTensor({size_t(N), size_t(C), size_t(H), size_t(W)},
                              /*InBatch=*/false);
  readExactly(Op, Path, 0, T->host_data, T->size_in_bytes);
  return T;
}

hpvm_tensor *hpvm_tensor_read_batch(const char *Path, long DataFormat,
                                    long Start, long End, long C, long H,
                                    long W) {
  const char *Op = "readInputBatch";
  if (DataFormat != HPVM_TENSOR_NCHW)
    opError(Op,
            "batches are NCHW (0), not layout " + std::to_string(DataFormat));
  if (Start < 0 || End <= Start)
    opError(Op, "the image range [" + std::to_string(Start) + ", " +
                    std::to_string(End) + ") is empty or negative");
  for (long D : {C, H, W})
    checkCount(Op, D, "dimension");
  hpvm_tensor *T =
      makeTensor({size_t(End - Start), size_t(C), size_t(H), size_t(W)},
                 /*InBatch=*/true);
  size_t ImageBytes = size_t(C) * H * W * sizeof(float);
  readExactly(Op, Path, Start * ImageBytes, T->host_data, T->size_in_bytes);
  return T;
}

uint8_t *hpvm_tensor_read_labels_u8(const char *Path, int Count) {
  checkCount("readLabels", Count, "label count");
  auto *L = static_cast<uint8_t *>(std::malloc(Count));
  readExactly("readLabels", Path, 0, L, Count);
  return L;
}

uint32_t *hpvm_tensor_read_labels(const char *Path, int Count) {
  checkCount("readLabels3", Count, "label count");
  auto *L = static_cast<uint32_t *>(std::malloc(Count * sizeof(uint32_t)));
  readExactly("readLabels3", Path, 0, L, Count * sizeof(uint32_t));
  return L;
}

uint32_t *hpvm_tensor_read_labels_batch(const char *Path, int Start, int End) {
  return readLabelSlice("readLabelsBatch3", Path, Start, End);
}

float hpvm_tensor_accuracy(uint32_t *Labels, void *Result) {
  hpvm_tensor &R = floatTensor("computeAccuracy3", Result, "result");
  hpvm::tensor::gpu::syncToHost(R);
  size_t Rows = R.dims.dim_sizes[0];
  size_t Classes = Rows ? R.num_elems / Rows : 0;
  const float *Data = floats(R);
  size_t Correct = 0;
  for (size_t Row = 0; Row != Rows; ++Row) {
    const float *P = Data + Row * Classes;
    size_t Best = 0;
    for (size_t K = 1; K < Classes; ++K)
      if (P[K] > P[Best])
        Best = K;
    Correct += Best == Labels[Row];
  }
  float Percent = Rows ? 100.0f * Correct / Rows : 0.0f;
  std::printf("accuracy: %.2f%%\n", Percent);
  return Percent;
}

float hpvm_tensor_batch_accuracy(void *Result, const char *Path, int Start,
                                 int End) {
  const char *Op = "llvm_hpvm_invokeRtControl";
  std::unique_ptr<uint32_t, void (*)(void *)> Labels(
      readLabelSlice(Op, Path, Start, End), std::free);
  hpvm_tensor &R = floatTensor(Op, Result, "result");
  if (R.dims.dim_sizes[0] != size_t(End - Start))
    opError(Op, "the result has " + std::to_string(R.dims.dim_sizes[0]) +
                    " rows for " + std::to_string(End - Start) + " labels");
  return hpvm_tensor_accuracy(Labels.get(), Result);
}

} // extern "C"
