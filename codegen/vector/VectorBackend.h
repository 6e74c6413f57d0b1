//===- VectorBackend.h - vector leaves to W-lane bodies ---------*- C++ -*-===//
//
// Every leaf node mapped to `vector` gets, next to the scalar instance body
// the CPU backend builds, a vector body
//   void F.vector(params..., ptr ctx)
// that runs W consecutive instances of the innermost dimension, lane l being
// the instance whose innermost id is ctx's plus l (WholeFunctionVectorizer.h).
// W fills the leaf's widest vector registers ("target-features": AVX-512,
// AVX2/AVX or SSE; "prefer-vector-width" narrows it) with its widest data
// type. The CPU backend's instance loop hands the full vectors to a loop
// over groups of W instances (InstanceGroups.h) and runs the rest, and
// every instance below the last of a row whose outputs the node keeps, with
// the scalar body. Where the vector body gathers or scatters, that loop
// chooses at run time between it and the scalar body, and the stage says so
// in a remark.
//
// A leaf that cannot be vectorised (one instance, a barrier, an atomic
// operation whose address varies, ...) keeps its scalar version; the stage
// says why in a remark. <cmath> calls become calls to glibc's libmvec
// (the driver links it), which does not set errno.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_VECTOR_VECTORBACKEND_H
#define HPVM_CODEGEN_VECTOR_VECTORBACKEND_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace hpvm {

class DFG;

struct VectorBody {
  /// void F.vector.groups(params..., ptr ctx, i64 lo, i64 hi): runs the
  /// instances [lo, hi) of the innermost dimension, hi - lo a multiple of
  /// Width (InstanceGroups.h).
  llvm::Function *Groups;
  unsigned Width;
};

/// What became of one vector leaf.
struct VectorRemark {
  enum KindTy {
    Vectorised,
    /// Nothing to vectorise: the leaf has a single instance.
    Single,
    /// The leaf runs its scalar version instead.
    Fallback
  };
  KindTy Kind;
  /// "file:line:col: remark: ..." (clang's format), ready to print.
  std::string Text;
};

struct VectorVersions {
  /// Node function -> its vector body.
  llvm::DenseMap<const llvm::Function *, VectorBody> Bodies;
  /// One per vector leaf function, in graph order.
  std::vector<VectorRemark> Remarks;

  const VectorBody *lookup(const llvm::Function *F) const {
    auto It = Bodies.find(F);
    return It == Bodies.end() ? nullptr : &It->second;
  }
};

/// Builds the vector bodies of every vector leaf of \p G in \p M.
llvm::Expected<VectorVersions> generateVectorCode(const DFG &G,
                                                  llvm::Module &M);

} // namespace hpvm

#endif // HPVM_CODEGEN_VECTOR_VECTORBACKEND_H
