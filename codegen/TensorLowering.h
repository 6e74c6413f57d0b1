//===- TensorLowering.h - tensor operations to runtime calls ---*- C++ -*-===//
//
// Runs after the graph verifier, before the backends. Replaces each
// llvm.hpvm.tensor.* call of a leaf by a call of the tensor runtime's entry
// point of the same name (llvm.hpvm.tensor.pool.max -> hpvm_tensor_pool_max,
// include/hpvm/hpvm_tensor.h), whose first argument names the operation
// ("<leaf>" or "<leaf>.<k>" for the k-th operation of a leaf with several):
// the name precision and approximation knobs are chosen by at run time. A
// convolution followed by a bias add and an activation, each the only user
// of the one before, becomes one hpvm_tensor_conv_bias_act call named after
// the convolution; in a pragma node's leaf, a tensor's round trip through
// its C++ handle between two operations (hpvm/tensor.h) is dropped first,
// so that it does not count as a use. The leaf is then ordinary host code
// for the CPU backend.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_TENSORLOWERING_H
#define HPVM_CODEGEN_TENSORLOWERING_H

namespace llvm {
class Module;
} // namespace llvm

namespace hpvm {

void lowerTensorOperations(llvm::Module &M);

} // namespace hpvm

#endif // HPVM_CODEGEN_TENSORLOWERING_H
