//===- CompileJob.h - compile one source through the HPVM pipeline -*- C++ -*-===//
#ifndef HPVM_HPVMCC_COMPILEJOB_H
#define HPVM_HPVMCC_COMPILEJOB_H

#include "DriverOptions.h"

#include "llvm/ADT/StringRef.h"

namespace hpvm {

class Toolchain;

/// Compiles \p In and writes what the command line asks for (an object, an
/// assembly file, or the output of the --emit= stage) to \p OutPath ("-" is
/// stdout). Returns true on success; errors have been printed.
bool compileSource(const InputFile &In, llvm::StringRef OutPath,
                   const DriverOptions &Opts, const Toolchain &TC);

/// Whether \p In, a header to precompile, holds '#pragma hpvm' (which a
/// precompiled header cannot keep).
bool headerHoldsPragmas(const InputFile &In, const DriverOptions &Opts,
                        const Toolchain &TC);

/// Finishes translating \p In, a .hpvm.bc or .hpvm.ll written by
/// --emit=hpvm-bc (or --emit=hpvm-ir), for the targets of \p Opts; writes
/// what the command line asks for, like compileSource.
bool compileHPVMModule(const InputFile &In, llvm::StringRef OutPath,
                       const DriverOptions &Opts, const Toolchain &TC);

} // namespace hpvm

#endif // HPVM_HPVMCC_COMPILEJOB_H
