//===- InputVerifier.h - whether an HPVM IR input is valid IR ---*- C++ -*-===//
//
// hpvmcc's stages assume valid IR, as LLVM's passes do, so a .hpvm.ll input
// is checked before any of them sees it: LLVM's verifier, and what that
// verifier can miss. It checks each metadata node once, so whether a
// DILocation inside a node is allowed depends on the attachment through
// which it meets the node first: a loop node (which may hold DILocations)
// also attached to a function as '!other' passes when the verifier comes to
// the loop first, and fails once a lowering has moved the code (found by
// hpvm-ir-fuzzer). Here every attachment is checked on its own.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_INPUTVERIFIER_H
#define HPVM_CODEGEN_INPUTVERIFIER_H

namespace llvm {
class Module;
class raw_ostream;
} // namespace llvm

namespace hpvm {

/// Whether M is valid IR; if not, writes why to OS.
bool isValidInputIR(const llvm::Module &M, llvm::raw_ostream &OS);

} // namespace hpvm

#endif // HPVM_CODEGEN_INPUTVERIFIER_H
