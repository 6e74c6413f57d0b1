//===- NodeTargets.h - the targets of a node function -----------*- C++ -*-===//
//
// A node's targets are recorded on its function as !hpvm.target metadata: a
// list of the strings "cpu", "vector", "gpu", "opencl" in the order of
// preference the program gave them (the run-time scheduler's order,
// docs/scheduling.md). A node without metadata inherits its parent's; a
// root without any gets the command line's.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_NODETARGETS_H
#define HPVM_CODEGEN_NODETARGETS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace hpvm {

enum class Target : uint8_t { CPU = 1, Vector = 2, GPU = 4, OpenCL = 8 };

/// Targets without repeats, in order of preference.
class TargetList {
public:
  TargetList() = default;
  TargetList(Target T) : List{T}, Size(1) {}
  bool any() const { return Size != 0; }
  bool has(Target T) const { return llvm::is_contained(targets(), T); }
  /// Appends the targets of \p O that are not listed yet, in O's order.
  TargetList &operator|=(TargetList O);
  bool operator==(TargetList O) const { return targets() == O.targets(); }
  llvm::ArrayRef<Target> targets() const { return llvm::ArrayRef(List, Size); }
  /// This list with \p To in place of \p From, if it has \p From (dropped
  /// where it already has \p To).
  TargetList replaced(Target From, Target To) const;
  /// "gpu,cpu" and so on, in order.
  std::string str() const;

private:
  Target List[4] = {};
  uint8_t Size = 0;
};

/// The targets named by an hpvm::Target value in __hpvm__hint
/// (CPU_OR_GPU_TARGET is gpu, then cpu); std::nullopt for targets hpvmcc
/// does not support.
std::optional<TargetList> targetsFromHint(uint64_t Code);
/// Targets from names ("cpu", "vector", "gpu", "opencl"), in order; unknown
/// names are ignored (the driver has already rejected them).
TargetList targetsFromNames(llvm::ArrayRef<std::string> Names);
/// The name of \p T: "cpu", "vector", "gpu" or "opencl".
llvm::StringRef targetName(Target T);

void setNodeTargets(llvm::Function &F, TargetList T);
/// The targets recorded on \p F, in order (empty when none).
TargetList getNodeTargets(const llvm::Function &F);
/// Every function of \p M recorded with target \p From gets \p To instead.
void replaceNodeTarget(llvm::Module &M, Target From, Target To);

} // namespace hpvm

#endif // HPVM_CODEGEN_NODETARGETS_H
