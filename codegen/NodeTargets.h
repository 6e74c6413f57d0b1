//===- NodeTargets.h - the targets of a node function -----------*- C++ -*-===//
//
// A node's targets are recorded on its function as !hpvm.target metadata: a
// list of the strings "cpu", "vector", "gpu", "opencl". A node without metadata
// inherits its parent's; a root without any gets the command line's.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_NODETARGETS_H
#define HPVM_CODEGEN_NODETARGETS_H

#include "llvm/ADT/ArrayRef.h"
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

class TargetSet {
public:
  TargetSet() = default;
  TargetSet(Target T) : Bits(static_cast<uint8_t>(T)) {}
  bool any() const { return Bits != 0; }
  bool has(Target T) const { return Bits & static_cast<uint8_t>(T); }
  TargetSet &operator|=(TargetSet O) {
    Bits |= O.Bits;
    return *this;
  }
  bool operator==(TargetSet O) const { return Bits == O.Bits; }
  /// This set with \p To in place of \p From, if it has \p From.
  TargetSet replaced(Target From, Target To) const {
    TargetSet S = *this;
    if (has(From)) {
      S.Bits &= ~static_cast<uint8_t>(From);
      S |= To;
    }
    return S;
  }
  /// "cpu,gpu" and so on.
  std::string str() const;

private:
  uint8_t Bits = 0;
};

/// The targets named by an hpvm::Target value in __hpvm__hint; std::nullopt
/// for targets hpvmcc does not support.
std::optional<TargetSet> targetsFromHint(uint64_t Code);
/// Targets from names ("cpu", "vector", "gpu", "opencl"); unknown names are ignored
/// (the driver has already rejected them).
TargetSet targetsFromNames(llvm::ArrayRef<std::string> Names);

void setNodeTargets(llvm::Function &F, TargetSet T);
/// Every function of \p M recorded with target \p From gets \p To instead.
void replaceNodeTarget(llvm::Module &M, Target From, Target To);
/// The targets recorded on \p F (empty when none).
TargetSet getNodeTargets(const llvm::Function &F);

} // namespace hpvm

#endif // HPVM_CODEGEN_NODETARGETS_H
