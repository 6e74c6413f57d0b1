//===- RuntimeUse.cpp - which objects need libhpvm-rt -----------------------===//
//
// Reads the symbol tables of the link's objects and archive members: code
// compiled by hpvmcc from HPVM sources calls the runtime through functions
// named hpvm_rt_* (include/hpvm/hpvm_rt.h), and the tensor runtime through
// functions named hpvm_tensor_* (include/hpvm/hpvm_tensor.h).
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

void addRuntimes(const ObjectFile &Obj, RuntimeUse &Use) {
  for (const SymbolRef &Sym : Obj.symbols()) {
    Expected<StringRef> Name = Sym.getName();
    if (!Name) {
      consumeError(Name.takeError());
      continue;
    }
    Use.Core |= Name->starts_with("hpvm_rt_");
    Use.Tensor |= Name->starts_with("hpvm_tensor_");
  }
}

void addRuntimes(const Binary &Bin, RuntimeUse &Use) {
  if (const auto *Obj = dyn_cast<ObjectFile>(&Bin))
    return addRuntimes(*Obj, Use);
  const auto *Ar = dyn_cast<Archive>(&Bin);
  if (!Ar)
    return;
  Error Err = Error::success();
  for (const Archive::Child &C : Ar->children(Err)) {
    Expected<std::unique_ptr<Binary>> Member = C.getAsBinary();
    if (!Member) {
      consumeError(Member.takeError());
      continue;
    }
    addRuntimes(**Member, Use);
  }
  consumeError(std::move(Err));
}

} // namespace

RuntimeUse usedRuntimes(ArrayRef<std::string> Inputs) {
  RuntimeUse Use;
  for (const std::string &Path : Inputs) {
    Expected<OwningBinary<Binary>> Bin = createBinary(Path);
    if (!Bin) {
      consumeError(Bin.takeError());
      continue;
    }
    addRuntimes(*Bin->getBinary(), Use);
  }
  return Use;
}

} // namespace hpvm
