//===- PTXAssembler.cpp - cubins from the CUDA toolkit's ptxas -----------===//
//
// ptxas rejecting hpvmcc's PTX is an error: its messages cite lines of the
// PTX file, which is kept for them. Without ptxas the executable still runs
// everywhere, the driver JIT-compiling the PTX, so that is only said at -v.
//
//===----------------------------------------------------------------------===//
#include "PTXAssembler.h"
#include "DriverOptions.h"
#include "Toolchain.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace hpvm {
namespace {

Error ptxasError(const Twine &Message) {
  return createStringError(inconvertibleErrorCode(),
                           "hpvmcc: error: " + Message);
}

/// Runs ptxas on \p PTXPath; with --hpvm-report (-v), reads its account of
/// the kernels into \p Resources, and shows the rest of what it says.
int runPtxas(const std::vector<std::string> &Argv, const Toolchain &TC,
             const DriverOptions &Opts,
             std::vector<KernelResources> &Resources) {
  if (!Opts.Report)
    return TC.run(Argv, Opts);
  SmallString<128> LogPath;
  if (sys::fs::createTemporaryFile("hpvmcc-ptxas", "log", LogPath))
    return TC.run(Argv, Opts);
  FileRemover RemoveLog(LogPath);
  std::vector<std::string> Verbose = Argv;
  Verbose.insert(Verbose.begin() + 1, "-v");
  int Status = TC.run(Verbose, Opts, StringRef(LogPath));
  ErrorOr<std::unique_ptr<MemoryBuffer>> Log = MemoryBuffer::getFile(LogPath);
  if (!Log)
    return Status;
  if (Status != 0)
    errs() << (*Log)->getBuffer();
  Resources = parsePtxasInfo((*Log)->getBuffer());
  return Status;
}

Expected<std::string> assemble(StringRef PTX, const std::string &Ptxas,
                               const Toolchain &TC, const DriverOptions &Opts,
                               std::vector<KernelResources> &Resources) {
  SmallString<128> PTXPath, CubinPath;
  if (std::error_code EC =
          sys::fs::createTemporaryFile("hpvmcc-gpu", "ptx", PTXPath))
    return ptxasError("cannot create a temporary file for ptxas: " +
                      EC.message());
  FileRemover RemovePTX(PTXPath);
  if (std::error_code EC =
          sys::fs::createTemporaryFile("hpvmcc-gpu", "cubin", CubinPath))
    return ptxasError("cannot create a temporary file for ptxas: " +
                      EC.message());
  FileRemover RemoveCubin(CubinPath);
  {
    std::error_code EC;
    raw_fd_ostream Out(PTXPath, EC);
    Out << PTX;
    if (EC || Out.has_error())
      return ptxasError("cannot write '" + PTXPath + "' for ptxas");
  }

  int Status = runPtxas({Ptxas, "-arch=" + Opts.CudaArch,
                         std::string(PTXPath), "-o", std::string(CubinPath)},
                        TC, Opts, Resources);
  if (Status != 0) {
    RemovePTX.releaseFile();
    return ptxasError("ptxas could not assemble the PTX of the gpu nodes "
                      "for " +
                      Opts.CudaArch + " (exit status " + Twine(Status) +
                      "); its messages above refer to '" + PTXPath +
                      "'; --no-cuda-cubin embeds the PTX alone");
  }
  ErrorOr<std::unique_ptr<MemoryBuffer>> Cubin =
      MemoryBuffer::getFile(CubinPath, /*IsText=*/false);
  if (!Cubin)
    return ptxasError("cannot read the cubin ptxas wrote to '" + CubinPath +
                      "': " + Cubin.getError().message());
  return (*Cubin)->getBuffer().str();
}

} // namespace

decltype(GPUOptions::AssemblePTX)
cubinAssembler(const Toolchain &TC, const DriverOptions &Opts,
               std::string &Plan, std::vector<KernelResources> &Resources) {
  if (!Opts.CudaCubin) {
    Plan = "PTX only: --no-cuda-cubin";
    return nullptr;
  }
  std::string Ptxas = TC.ptxasPath();
  if (!sys::fs::can_execute(Ptxas)) {
    Plan = "PTX only: no ptxas at '" + Ptxas + "'";
    return nullptr;
  }
  Plan = "PTX and a cubin from " + Ptxas;
  return [Ptxas, &TC, &Opts, &Resources](StringRef PTX) {
    return assemble(PTX, Ptxas, TC, Opts, Resources);
  };
}

} // namespace hpvm
