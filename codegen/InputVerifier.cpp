//===- InputVerifier.cpp - whether an HPVM IR input is valid IR -----------===//
#include "InputVerifier.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace {

/// The first DILocation that is an operand of N or of a node N reaches, as
/// LLVM's verifier looks for it in a node that may hold none; else null.
const DILocation *heldLocation(const MDNode &N,
                               SmallPtrSetImpl<const MDNode *> &Seen) {
  if (!Seen.insert(&N).second)
    return nullptr;
  for (const MDOperand &Op : N.operands()) {
    if (auto *Location = dyn_cast_or_null<DILocation>(Op.get()))
      return Location;
    if (auto *Node = dyn_cast_or_null<MDNode>(Op.get()))
      if (const DILocation *Location = heldLocation(*Node, Seen))
        return Location;
  }
  return nullptr;
}

/// Checks the attachments of one function, global or instruction (Where
/// names it): only !dbg, and on an instruction !llvm.loop, may hold
/// DILocations.
bool attachmentsValid(const Module &M,
                      ArrayRef<std::pair<unsigned, MDNode *>> Attachments,
                      bool Loops, function_ref<void(raw_ostream &)> Where,
                      raw_ostream &OS) {
  for (auto [Kind, Node] : Attachments) {
    if (Kind == LLVMContext::MD_dbg || (Loops && Kind == LLVMContext::MD_loop))
      continue;
    SmallPtrSet<const MDNode *, 8> Seen;
    if (!heldLocation(*Node, Seen))
      continue;
    SmallVector<StringRef, 32> Names;
    M.getContext().getMDKindNames(Names);
    OS << "DILocation not allowed within this metadata node: the '!"
       << Names[Kind] << "' attachment of ";
    Where(OS);
    OS << "\n";
    return false;
  }
  return true;
}

} // namespace

bool hpvm::isValidInputIR(const Module &M, raw_ostream &OS) {
  if (verifyModule(M, &OS))
    return false;
  SmallVector<std::pair<unsigned, MDNode *>, 4> Attachments;
  for (const GlobalObject &G : M.global_objects()) {
    Attachments.clear();
    G.getAllMetadata(Attachments);
    auto Global = [&](raw_ostream &OS) {
      OS << (isa<Function>(G) ? "function" : "global") << " '@" << G.getName()
         << "'";
    };
    if (!attachmentsValid(M, Attachments, /*Loops=*/false, Global, OS))
      return false;
    const auto *F = dyn_cast<Function>(&G);
    if (!F)
      continue;
    for (const Instruction &I : instructions(*F)) {
      Attachments.clear();
      I.getAllMetadata(Attachments);
      auto Instruction = [&](raw_ostream &OS) {
        OS << "an instruction of function '@" << F->getName() << "'";
      };
      if (!attachmentsValid(M, Attachments, /*Loops=*/true, Instruction, OS))
        return false;
    }
  }
  return true;
}
