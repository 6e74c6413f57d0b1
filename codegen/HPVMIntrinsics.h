//===- HPVMIntrinsics.h - declaring and recognising llvm.hpvm.* -*- C++ -*-===//
//
// HPVM IR operations are calls to functions named llvm.hpvm.* (see
// HPVMIntrinsics.def). This file is the only place that knows their names
// and types.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_HPVMINTRINSICS_H
#define HPVM_CODEGEN_HPVMINTRINSICS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/IR/Instructions.h"

#include "llvm/Support/Error.h"

#include <optional>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace hpvm {

enum class Intrinsic {
#define HPVM_INTRINSIC(Enum, Name, Kind, ...) Enum,
#include "HPVMIntrinsics.def"
};

enum class IntrinsicKind { Describe, Query, Memory, Sync, Tensor, Host };

/// The full name, e.g. "llvm.hpvm.createNode1D".
std::string intrinsicName(Intrinsic I);
IntrinsicKind intrinsicKind(Intrinsic I);

/// The declaration of \p I in \p M (created on first use).
llvm::Function *getIntrinsic(llvm::Module &M, Intrinsic I);
/// Checks that every llvm.hpvm.* function of \p M is an HPVM operation
/// declared with its type (a hand-written or damaged .hpvm.ll may differ).
llvm::Error verifyIntrinsicDeclarations(const llvm::Module &M);

/// Which HPVM operation \p F declares, if any.
std::optional<Intrinsic> asIntrinsic(const llvm::Function *F);
/// Which HPVM operation \p Call performs, if any.
std::optional<Intrinsic> asIntrinsic(const llvm::CallBase *Call);
/// Whether \p F calls HPVM operation \p I (Malloc: \p F is an allocation
/// node, the leaf the rewriter makes of '#pragma hpvm local').
bool callsIntrinsic(const llvm::Function &F, Intrinsic I);

/// The node a handle names, counted upwards from the current leaf: 0 for
/// getNode(), 1 for getParentNode(getNode()), and so on; std::nullopt when
/// \p Handle is not built from those.
std::optional<unsigned> nodeHandleLevel(const llvm::Value *Handle);

/// True for createNode, createNode1D, ... 3D.
bool isCreateNode(Intrinsic I);
/// Number of dimensions of a createNode variant.
unsigned createNodeDims(Intrinsic I);

} // namespace hpvm

#endif // HPVM_CODEGEN_HPVMINTRINSICS_H
