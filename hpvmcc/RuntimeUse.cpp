//===- RuntimeUse.cpp - which objects need libhpvm-rt
//------------------------===//
//
// Reads the symbol tables of the link's objects and archive members: code
// compiled by hpvmcc from HPVM sources calls the runtime through functions
// named hpvm_rt_* (include/hpvm/hpvm_rt.h).
//
//===----------------------------------------------------------------------===//
#include "RuntimeUse.h"

#include "llvm/Object/Archive.h"
#include "llvm/Object/Binary.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/Error.h"

using namespace llvm;
using namespace llvm::object;

namespace hpvm {
namespace {

bool refersToRuntime(const ObjectFile &Obj) {
  for (const SymbolRef &Sym : Obj.symbols()) {
    Expected<StringRef> Name = Sym.getName();
    if (!Name) {
      consumeError(Name.takeError());
      continue;
    }
    if (Name->starts_with("hpvm_rt_"))
      return true;
  }
  return false;
}

bool refersToRuntime(const Binary &Bin) {
  if (const auto *Obj = dyn_cast<ObjectFile>(&Bin))
    return refersToRuntime(*Obj);
  const auto *Ar = dyn_cast<Archive>(&Bin);
  if (!Ar)
    return false;
  Error Err = Error::success();
  for (const Archive::Child &C : Ar->children(Err)) {
    Expected<std::unique_ptr<Binary>> Member = C.getAsBinary();
    if (!Member) {
      consumeError(Member.takeError());
      continue;
    }
    if (refersToRuntime(**Member)) {
      consumeError(std::move(Err));
      return true;
    }
  }
  consumeError(std::move(Err));
  return false;
}

} // namespace

bool usesHPVMRuntime(ArrayRef<std::string> Inputs) {
  for (const std::string &Path : Inputs) {
    Expected<OwningBinary<Binary>> Bin = createBinary(Path);
    if (!Bin) {
      consumeError(Bin.takeError());
      continue;
    }
    if (refersToRuntime(*Bin->getBinary()))
      return true;
  }
  return false;
}

} // namespace hpvm
