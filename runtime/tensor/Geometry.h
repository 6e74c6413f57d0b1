//===- Geometry.h - the parameters of tensor operations ---------*- C++ -*-===//
//
// What an operation needs besides its tensors, shared by the entry points
// (TensorOps.cpp), which check it against the shapes, and the devices that
// run the operation.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_TENSOR_GEOMETRY_H
#define HPVM_RUNTIME_TENSOR_GEOMETRY_H

namespace hpvm::tensor {

struct ConvGeometry {
  int PadH, PadW, StrideH, StrideW, Groups;
};

struct PoolGeometry {
  int WindowH, WindowW, PadH, PadW, StrideH, StrideW;
  bool Max; // else mean, counting the padding
};

enum class Activation { Relu, ClippedRelu, Tanh };

} // namespace hpvm::tensor

#endif // HPVM_RUNTIME_TENSOR_GEOMETRY_H
