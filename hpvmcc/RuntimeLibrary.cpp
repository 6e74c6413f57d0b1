//===- RuntimeLibrary.cpp - which build of libhpvm-rt a link uses ---------===//
//
// -fsanitize= and -fno-sanitize= lists are read in order, as clang reads
// them; ThreadSanitizer wins over AddressSanitizer (clang rejects the two
// together anyway).
//
//===----------------------------------------------------------------------===//
#include "RuntimeLibrary.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"

#include <utility>

using namespace llvm;

namespace hpvm {

std::vector<std::string> runtimeLibrary(ArrayRef<std::string> LinkArgs,
                                        const std::string &LibDir,
                                        const std::string &LLVMLibDir) {
  StringSet<> Sanitizers;
  for (StringRef Arg : LinkArgs) {
    bool On = Arg.consume_front("-fsanitize=");
    if (!On && !Arg.consume_front("-fno-sanitize="))
      continue;
    SmallVector<StringRef, 4> Names;
    Arg.split(Names, ',');
    for (StringRef Name : Names)
      if (On)
        Sanitizers.insert(Name);
      else
        Sanitizers.erase(Name);
  }
  for (auto [Sanitizer, Build] :
       {std::pair{"thread", "tsan"}, std::pair{"address", "asan"}}) {
    std::string Lib = LibDir + "/libhpvm-rt-" + Build + ".a";
    if (!Sanitizers.count(Sanitizer) || !sys::fs::exists(Lib))
      continue;
    // Nothing refers to the defaults: -u pulls their object in.
    std::vector<std::string> Args{"-Wl,-u,hpvm_rt_sanitizer_defaults", Lib};
    // libomp loads Archer from its own directory: the one libomp is
    // loaded from must be LLVM's, where Archer is.
    if (Build == StringRef("tsan") &&
        sys::fs::exists(LLVMLibDir + "/libarcher.so"))
      Args.push_back("-Wl,-rpath," + LLVMLibDir);
    return Args;
  }
  return {LibDir + "/libhpvm-rt.a"};
}

} // namespace hpvm
