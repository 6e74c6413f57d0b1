//===- InstanceContext.h - node instances at run time -----------*- C++ -*-===//
//
// Every backend runs a leaf instance as a call of the leaf's body with one
// extra parameter: a pointer to the instance's context
//   { i64 id[3], i64 count[3], ptr parent, i32 dims }
// chained to the enclosing instance's (the runtime reads it as
// hpvm_rt_instance, include/hpvm/hpvm_rt.h). Node handles (getNode,
// getParentNode) become context pointers and queries become loads, so there
// is no shared mutable state; once the body is inlined into the loop or
// kernel that fills the context, the loads fold away.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_INSTANCECONTEXT_H
#define HPVM_CODEGEN_INSTANCECONTEXT_H

#include "HPVMIntrinsics.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/Transforms/Utils/ValueMapper.h"
#include "llvm/Support/Error.h"

namespace hpvm {

class InstanceContext {
public:
  enum Field { Id = 0, Count = 1, Parent = 2, Dims = 3 };

  explicit InstanceContext(llvm::LLVMContext &C);
  llvm::StructType *type() const { return Ty; }
  /// The address of field \p F (element \p Dim of id/count) of \p Ctx.
  llvm::Value *field(llvm::IRBuilder<> &B, llvm::Value *Ctx, Field F,
                     unsigned Dim = 0) const;

private:
  llvm::StructType *Ty;
};

/// Target-specific lowering of the operations the context cannot express
/// (barrier, malloc, getVectorLength): returns the replacement value
/// (nullptr for void) or a located error.
using TargetOpLowering =
    llvm::function_ref<llvm::Expected<llvm::Value *>(llvm::CallInst *,
                                                     Intrinsic)>;

/// Clones leaf node function \p F, in its own module, as an internal
/// always-inline function \p Name with a trailing context parameter, and
/// lowers its queries (through the context) and atomics (to LLVM atomics).
llvm::Expected<llvm::Function *>
buildLeafInstance(llvm::Function &F, const llvm::Twine &Name,
                  TargetOpLowering LowerTargetOp);

/// Clones \p F like buildLeafInstance but lowers nothing; \p VMap maps F's
/// values to the clone's.
llvm::Function *cloneWithContext(llvm::Function &F, const llvm::Twine &Name,
                                 llvm::ValueToValueMapTy &VMap);

} // namespace hpvm

#endif // HPVM_CODEGEN_INSTANCECONTEXT_H
