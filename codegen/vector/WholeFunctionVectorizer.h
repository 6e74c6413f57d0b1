//===- WholeFunctionVectorizer.h - W instances in one call ------*- C++ -*-===//
//
// Turns a leaf's instance body
//   R F(params..., ptr ctx)
// (InstanceContext.h: queries are loads from ctx) into
//   void F.vector(params..., ptr ctx)
// which runs the W instances whose innermost id is ctx's id plus 0..W-1, one
// per vector lane (whole-function vectorisation). Uniform values stay scalar;
// others become <W x T>. Consecutive accesses become vector loads and stores,
// other varying ones gathers and scatters; control flow that depends on the
// lane is linearised with masks (loops run until every active lane has left
// them: to the lanes' largest trip count where it is known before the loop,
// TripCounts.h); <cmath> calls go to libmvec, other calls run lane by lane. The
// vector body computes no outputs: the caller runs the instance whose
// outputs it keeps with the scalar body.
//
// The input must be in loop-simplify and LCSSA form, with one return block
// and no unreachable blocks, and its lane ids below 2^31 (so that 32-bit
// index arithmetic on them cannot wrap). When the body cannot be vectorised
// nothing is created and the result says why and where.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_VECTOR_WHOLEFUNCTIONVECTORIZER_H
#define HPVM_CODEGEN_VECTOR_WHOLEFUNCTIONVECTORIZER_H

#include "llvm/ADT/Twine.h"

#include <string>

namespace llvm {
class Function;
class Instruction;
class TargetLibraryInfo;
} // namespace llvm

namespace hpvm {

struct VectorizeOptions {
  /// The widest vector registers to fill: 128, 256 or 512 bits.
  unsigned VectorBits = 128;
  /// Instruction sets the vector math library's variants need.
  bool HasAVX = false, HasAVX2 = false, HasAVX512 = false;
  /// Recognises math calls and knows their libmvec versions (null: none).
  const llvm::TargetLibraryInfo *TLI = nullptr;
};

struct VectorizeResult {
  /// The vector body; null when the body was not vectorised.
  llvm::Function *Body = nullptr;
  /// Lanes per call.
  unsigned Width = 0;
  /// Why not, and the instruction at fault if there is one.
  std::string Reason;
  const llvm::Instruction *At = nullptr;
};

/// Vectorises \p Scalar, whose innermost instance id is the i64 at byte
/// \p IdOffset of its context parameter (its last one), as \p Name.
VectorizeResult vectorizeInstances(llvm::Function &Scalar, unsigned IdOffset,
                                   const llvm::Twine &Name,
                                   const VectorizeOptions &Opts);

} // namespace hpvm

#endif // HPVM_CODEGEN_VECTOR_WHOLEFUNCTIONVECTORIZER_H
