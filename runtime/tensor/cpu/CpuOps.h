//===- CpuOps.h - tensor operations on the CPU (oneDNN) ---------*- C++ -*-===//
//
// Each function runs one operation with oneDNN on host data, writing the
// output tensor the caller made with the right shape; the caller has checked
// every shape. Bias-like second operands broadcast: add's bias is either the
// shape of x or 1 x C x 1 x 1.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_TENSOR_CPU_CPUOPS_H
#define HPVM_RUNTIME_TENSOR_CPU_CPUOPS_H

#include "../Geometry.h"
#include "hpvm/hpvm_tensor.h"

#include <optional>

namespace hpvm::tensor::cpu {

/// With \p Bias (one element per output channel), adds it, and with \p Act
/// applies it (clipped relu to [Lo, Hi]), in the same oneDNN primitive.
void convolution(hpvm_tensor &In, hpvm_tensor &Filter, hpvm_tensor &Out,
                 const ConvGeometry &G, hpvm_tensor *Bias = nullptr,
                 std::optional<Activation> Act = std::nullopt, float Lo = 0,
                 float Hi = 0);
/// Only the output rows (\p Rows, else columns) First, First + Every, ...
/// of the convolution, written in place in \p Out (a perforation's kept
/// lines: oneDNN's convolution with Every times the stride along that
/// axis), if there are any. False, writing nothing, where those lines
/// would read padding alone, which oneDNN cannot express.
bool convolutionLines(hpvm_tensor &In, hpvm_tensor &Filter, hpvm_tensor &Out,
                      const ConvGeometry &G, bool Rows, long First,
                      long Every);
void add(hpvm_tensor &X, hpvm_tensor &Bias, hpvm_tensor &Out);
/// Out (M x N) = L (M x K) * R (K x N).
void matmul(hpvm_tensor &L, hpvm_tensor &R, hpvm_tensor &Out);
void pool(hpvm_tensor &In, hpvm_tensor &Out, const PoolGeometry &G);
void activation(hpvm_tensor &In, hpvm_tensor &Out, Activation A, float Lo,
                float Hi);
/// Over all dimensions but the first.
void softmax(hpvm_tensor &In, hpvm_tensor &Out);
/// Per channel (dimension 1), with the statistics given.
void batchnorm(hpvm_tensor &In, hpvm_tensor &Gamma, hpvm_tensor &Beta,
               hpvm_tensor &Mean, hpvm_tensor &Variance, hpvm_tensor &Out,
               float Epsilon);

} // namespace hpvm::tensor::cpu

#endif // HPVM_RUNTIME_TENSOR_CPU_CPUOPS_H
