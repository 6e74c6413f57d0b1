//===- Toolchain.cpp - where hpvmcc finds its tools and files ---------------===//
//
// hpvmcc lives in <prefix>/bin; its headers are in <prefix>/include and its
// runtime in <prefix>/lib, both in the build tree and after `cmake --install`.
//
//===----------------------------------------------------------------------===//
#include "Toolchain.h"
#include "DriverOptions.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/TimeProfiler.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace hpvm {

Toolchain::Toolchain(const char *Argv0, void *MainAddr) {
  std::string Exe = sys::fs::getMainExecutable(Argv0, MainAddr);
  SmallString<256> Prefix(sys::path::parent_path(sys::path::parent_path(Exe)));
  SmallString<256> Inc(Prefix), Lib(Prefix);
  sys::path::append(Inc, "include");
  sys::path::append(Lib, "lib");
  IncludeDir = std::string(Inc);
  LibDir = std::string(Lib);
  // The C driver is the same program under another name, as clang is.
  CDriver = sys::path::stem(Argv0) == "hpvmclang";
  ClangDriver = CDriver ? HPVM_CLANG_PATH : HPVM_CLANGXX_PATH;
}

/// The CUDA toolkit: $CUDA_PATH, or /usr/local/cuda.
static SmallString<256> cudaToolkit() {
  const char *Cuda = std::getenv("CUDA_PATH");
  return SmallString<256>(Cuda && *Cuda ? Cuda : "/usr/local/cuda");
}

std::string Toolchain::libDevicePath() const {
  SmallString<256> Path = cudaToolkit();
  sys::path::append(Path, "nvvm", "libdevice", "libdevice.10.bc");
  return std::string(Path);
}

std::string Toolchain::ptxasPath() const {
  SmallString<256> Path = cudaToolkit();
  sys::path::append(Path, "bin", "ptxas");
  return std::string(Path);
}

std::vector<std::string> Toolchain::hpvmCompileArgs() const {
  return {"-isystem", IncludeDir, "-isystem", IncludeDir + "/hpvm",
          "-D__HPVMCC__=1"};
}

void Toolchain::logStage(StringRef Stage, const Twine &Detail,
                         const DriverOptions &Opts) const {
  if (Opts.Verbose || Opts.DryRun)
    errs() << "hpvmcc: stage " << Stage << ": " << Detail << "\n";
  endStages();
  if (timeTraceProfilerEnabled()) {
    timeTraceProfilerBegin(("hpvmcc " + Stage).str(), Detail.str());
    StageTraced = true;
  }
}

void Toolchain::endStages() const {
  if (StageTraced)
    timeTraceProfilerEnd();
  StageTraced = false;
}

int Toolchain::run(const std::vector<std::string> &Argv,
                   const DriverOptions &Opts,
                   std::optional<StringRef> StderrFile) const {
  if (Opts.Verbose || Opts.DryRun) {
    for (const std::string &A : Argv) {
      errs() << " \"";
      errs().write_escaped(A) << "\"";
    }
    errs() << "\n";
  }
  if (Opts.DryRun)
    return 0;
  std::vector<StringRef> Refs(Argv.begin(), Argv.end());
  std::string ErrMsg;
  int RC = sys::ExecuteAndWait(Argv[0], Refs, /*Env=*/std::nullopt,
                               /*Redirects=*/
                               {std::nullopt, std::nullopt, StderrFile},
                               /*SecondsToWait=*/0,
                               /*MemoryLimit=*/0, &ErrMsg);
  if (RC < 0) {
    errs() << "hpvmcc: error: cannot run '" << Argv[0] << "': " << ErrMsg
           << "\n";
    return 1;
  }
  return RC;
}

} // namespace hpvm
