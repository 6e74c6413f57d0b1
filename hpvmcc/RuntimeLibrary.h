//===- RuntimeLibrary.h - which build of libhpvm-rt a link uses -*- C++ -*-===//
//
// A program built with -fsanitize=thread links the ThreadSanitizer build of
// the runtime, so that TSan sees the runtime's own synchronisation (the
// hand-over of a graph's results to the waiting thread); one built with
// -fsanitize=address links the AddressSanitizer build. Both set the
// sanitizers up for libomp (runtime/support/SanitizerDefaults.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_HPVMCC_RUNTIMELIBRARY_H
#define HPVM_HPVMCC_RUNTIMELIBRARY_H

#include "llvm/ADT/ArrayRef.h"

#include <string>
#include <vector>

namespace hpvm {

/// The linker inputs that bring in libhpvm-rt from \p LibDir for a link
/// with clang's options \p LinkArgs: libhpvm-rt.a, or its sanitizer build
/// (with the sanitizer defaults it holds) when -fsanitize= asks for thread
/// or address and that build was made (HPVM_SANITIZER_TESTS, on by
/// default). Under ThreadSanitizer the program also finds libomp in
/// \p LLVMLibDir, next to LLVM's Archer tool that tells TSan about OpenMP's
/// synchronisation.
std::vector<std::string> runtimeLibrary(llvm::ArrayRef<std::string> LinkArgs,
                                        const std::string &LibDir,
                                        const std::string &LLVMLibDir);

} // namespace hpvm

#endif // HPVM_HPVMCC_RUNTIMELIBRARY_H
