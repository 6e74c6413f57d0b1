//===- PTXAssembler.h - cubins from the CUDA toolkit's ptxas ----*- C++ -*-===//
//
// The gpu stage embeds a cubin next to the PTX of a translation unit's
// kernels when ptxas is there: this runs it, as an external command (shown
// by -v), on temporary files.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_HPVMCC_PTXASSEMBLER_H
#define HPVM_HPVMCC_PTXASSEMBLER_H

#include "KernelResources.h"
#include "codegen/gpu/GPUBackend.h"

#include <string>
#include <vector>

namespace hpvm {

struct DriverOptions;
class Toolchain;

/// How the gpu stage assembles cubins for \p Opts: with the toolchain's
/// ptxas, or not at all (--no-cuda-cubin, or no ptxas). \p Plan says which,
/// for -v. With --hpvm-report, what ptxas says each kernel uses goes to
/// \p Resources.
decltype(GPUOptions::AssemblePTX)
cubinAssembler(const Toolchain &TC, const DriverOptions &Opts,
               std::string &Plan, std::vector<KernelResources> &Resources);

} // namespace hpvm

#endif // HPVM_HPVMCC_PTXASSEMBLER_H
